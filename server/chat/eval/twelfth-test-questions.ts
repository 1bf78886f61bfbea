// TWELFTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twelfth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Sunday Nov 23 2025 at 12:15 in Marrakech: day 2 (Discover Marrakech, the birthday day), the morning medina walking tour is wrapping up, pool time at the villa comes next at 14:30 and tonight is the golden birthday dinner at Comptoir Darna (19:30) then the bar crawl (22:30); yesterday and last night (day 1, Saturday) were the villa check-in, hammam and sunset by the pool, and tomorrow (day 3, Monday) starts with the 05:30 hot air balloon. */
export const TWELFTH_TEST_CLOCK = new Date("2025-11-23T11:15:00Z");

/** A clock time written as "19:30", "19h30", "7:30 pm", "7.30pm" or "7:30 p.m." (and "8 pm" for whole hours). */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? "a\\.?\\s?m" : "p\\.?\\s?m";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const twelve = minute === 0 ? `${h12}(?:[:.]00)?\\s*${suffix}` : `${h12}[:.]${mm}\\s*${suffix}`;
  const alternatives = [`${h24}[:.h]${mm}`, twelve];
  if (hour === 12 && minute === 0) alternatives.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})(?![\\d])`, "i");
}

/** A dollar amount written as "$45", "US$45", "USD 45", "45 USD" or "45 dollars". */
function usd(amount: number): RegExp {
  const a = String(amount).replace(".", "\\.");
  return new RegExp(
    `(?:(?:US)?\\$\\s?|USD\\s?)${a}(?:\\.00)?(?!\\d)(?![.,]\\d)|(?<![\\d.,])${a}(?:\\.00)?\\s?(?:USD|US dollars|dollars|bucks)`,
    "i",
  );
}

/** A dollar range written as "$40-60", "$40–$60", "$40 to $60" or "40-60 USD". */
function usdRange(min: number, max: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])(?:US)?\\$?\\s?${min}(?:\\.00)?\\s?(?:-|–|—|to)\\s?(?:US)?\\$?\\s?${max}(?!\\d)`,
    "i",
  );
}

/** A number as digits or as a word. */
function num(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${value}(?![\\d])|\\b${word}\\b`, "i");
}

const weekdays = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day as "day 4", its weekday, "Nov 25", "November 25", "25th" or "25/11". */
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    `\\bday\\s?${n}\\b|\\b${weekdays[n]}\\b|\\bnov(?:ember|\\.)?\\s?${date}\\b|\\b${date}(?:st|nd|rd|th)\\b|\\b${date}[/.]11\\b|\\b11/${date}\\b`,
    "i",
  );
}

export const twelfthTestQuestions: TestQuestion[] = [
  // ---- Today (day 2, Sunday Nov 23): the birthday day, clock 12:15 ----
  {
    question: "whats the plan for tonight?? 🎂🎉",
    parts: [[/comptoir darna/i, time(19, 30)], [/bar crawl/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "ok so what do i actually wear tonight for the bday dinner",
    parts: [[/cocktail attire|golden glam/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "what's after this walking tour? i need a nap lol",
    parts: [[/pool/i, time(14, 30)]],
    links: ["/day/2"],
  },
  {
    question: "which places r we seeing on the walking tour today",
    parts: [[/bahia/i], [/ben youssef/i], [/jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "what time did the walking tour kick off this morning? i was late 😅",
    parts: [[time(9, 30)]],
    links: ["/day/2"],
  },
  {
    question: "how much is the walking tour we're on rn",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "bar crawl tonight what time + where",
    parts: [[time(22, 30)], [/gueliz/i, /hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "is the bar crawl paid already or do i pay for my drinks",
    parts: [[usd(10)], [/as you go|your own drinks|drinks (?:are )?(?:paid|not included|extra|separate|on you)|pay for (?:your|each)/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "dress code for the bar crawl after?",
    parts: [[/smart casual/i]],
    links: ["/day/2"],
  },
  {
    question: "wait is the birthday dinner today or tmrw??",
    parts: [[/today|tonight|sunday|nov(?:ember)?\.? 23|23rd|day 2/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "is there gonna be entertainment at dinner tonight or just food",
    parts: [[/danc/i, /music|musician/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much is tonight's dinner per person",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "what was that breakfast this morning, the pancake things?",
    parts: [[/msemen/i]],
    links: ["/day/2"],
  },
  {
    question: "what day # are we on today, i've lost track",
    parts: [[/day\s?2\b/i], [/discover marrakech|birthday/i]],
    links: ["/day/2"],
  },

  // ---- Tomorrow (day 3, Monday Nov 24) ----
  {
    question: "what r we doing tomorrow morning",
    parts: [[/balloon/i], [time(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "ugh how early is the balloon tmrw 😴 and what does it cost",
    parts: [[time(5, 30)], [usd(117)]],
    links: ["/day/3", "/faq", "/budget"],
  },
  {
    question: "what do i wear for the balloon thing, is it cold",
    parts: [[/layers/i, /\bhat\b/i]],
    links: ["/day/3"],
  },
  {
    question: "how long are we actually up in the air tomorrow",
    parts: [[/\b(?:an|one|1) hour|60 min/i]],
    links: ["/day/3"],
  },
  {
    question: "do we get breakfast after the balloon or should i eat before",
    parts: [[/berber breakfast|tent/i]],
    links: ["/day/3"],
  },
  {
    question: "is the agafay quad/camel day extra $$",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "are the quad bikes tomorrow or later in the week?",
    parts: [[/tomorrow|monday|day 3|nov(?:ember)?\.? 24|24th|agafay/i]],
    links: ["/day/3"],
  },
  {
    question: "tomorrow's dinner where & what time",
    parts: [[/nobu/i], [time(20, 0)]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "min spend at nobu?",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what kind of food is nobu, like sushi?",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners"],
  },

  // ---- Yesterday / last night (day 1, Saturday Nov 22) ----
  {
    question: "what did we do yesterday again, the days are blurring",
    parts: [[/villa royale/i], [/hammam|massage|pool/i]],
    links: ["/day/1"],
  },
  {
    question: "what was the thing by the pool last night called + what time",
    parts: [[/sunset/i], [time(19, 30)]],
    links: ["/day/1"],
  },
  {
    question: "how much was the hammam yesterday? want another one",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "what time could we check in yesterday at the villa",
    parts: [[time(15, 0)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },

  // ---- Day 0 (Friday Nov 21) ----
  {
    question: "where was the welcome dinner friday and what did we eat, i was jetlagged",
    parts: [[/foundouk/i], [/zaalouk|briouat|lamb tagine|prune/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what was the name of the riad on night 1",
    parts: [[/l-?\s?authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "the airport car, was that per person? and how did we pay",
    parts: [[/per car|each car|a car|shared/i], [/cash/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "what time did the trip officially start on the 21st",
    parts: [[time(11, 0)]],
    links: ["/day/0", "/faq"],
  },

  // ---- Day 4 (Tuesday Nov 25) ----
  {
    question: "whats the plan tuesday",
    parts: [[/photo/i], [/majorelle/i], [/dar yacout|palace dinner/i]],
    links: ["/day/4"],
  },
  {
    question: "photoshoot what time and what colours should i wear 📸",
    parts: [[time(8, 30)], [/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle + ysl museum tix how much",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to buy my own majorelle ticket",
    parts: [[/host/i, /advance|ahead|timed|books?/i]],
    links: ["/day/4"],
  },
  {
    question: "what should i wear to dar yacout",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "dar yacout price?",
    parts: [[/individual|on your own|yourself|at the restaurant|your own/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "when's the palace dinner",
    parts: [[day(4)], [time(20, 0)]],
    links: ["/dinners", "/day/4"],
  },

  // ---- Day 5 (Wednesday Nov 26) ----
  {
    question: "what time do we leave for the desert on wednesday",
    parts: [[time(7, 0)]],
    links: ["/day/5"],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "how high does the mountain road go",
    parts: [[/2[,. ]?200/]],
    links: ["/day/5"],
  },
  {
    question: "i get carsick 🤢 anything i should know for the drive to the desert",
    parts: [[/tablet|pill|medication|meds\b/i, /recommend|bring|pack|take/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "desert camp cost and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "where r we sleeping on the 26th",
    parts: [[/camp|tent/i, /zagora|desert|dunes/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "packing list for the desert night?",
    parts: [[/fleece|layers/i], [/headlamp|lip balm|sunglasses|scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "will this site work in the desert with no signal",
    parts: [[/home screen|saved itinerary|saved copy/i]],
  },

  // ---- Day 6 (Thursday Nov 27) ----
  {
    question: "how long is the train to fes",
    parts: [[/(?:6|six)[- ]?hours?/i]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "fes train what time does it leave and how much",
    parts: [[time(15, 0)], [usd(45)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "do we get assigned seats on the train? who has the tickets",
    parts: [[/first[- ]class|reserved/i], [/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what cities does the fes train go thru",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "sunrise in the desert, what time do i need to be up thursday",
    parts: [[time(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "what time do we get into the fes riad",
    parts: [[time(21, 0)]],
    links: ["/day/6"],
  },
  {
    question: "how do our bags get to the riad in fes if cars cant go in",
    parts: [[/porter/i]],
    links: ["/day/6"],
  },

  // ---- Day 7 (Friday Nov 28) ----
  {
    question: "whats happening on the 28th",
    parts: [[/fes/i], [/tanner|bou inania|madrasa|guided walk/i]],
    links: ["/day/7"],
  },
  {
    question: "the tannery, will it stink? 😷",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is the al quaraouiyine uni",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have??",
    parts: [[/9[,. ]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes schedule locked in?",
    parts: [[/work in progress|may change|not (?:yet )?final|subject to change|could change|might change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },

  // ---- Day 8 (Saturday Nov 29) ----
  {
    question: "how long's the drive to chefchaouen",
    parts: [[/(?:4|four) hours/i]],
    links: ["/day/8"],
  },
  {
    question: "what should i eat in chefchaouen 🐐",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint over chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "some ppl are leaving on the 29th right? when do we say bye",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  {
    question: "im flying out of fes early, can i skip the drive back with everyone",
    parts: [[/transfer/i]],
    links: ["/day/8", "/faq"],
  },

  // ---- Day 9 (Sunday Nov 30) ----
  {
    question: "train to casa on the 30th what time and how long",
    parts: [[time(7, 0)], [/(?:4|four) hours/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "farewell lunch where & when",
    parts: [[/rick/i], [time(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "what to wear to the hassan 2 mosque",
    parts: [[/knees/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the hassan ii minaret",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "how much is the mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[/45[- ]?min|forty[- ]five[- ]min/i]],
    links: ["/day/9"],
  },
  {
    question: "when should i book my flight home for",
    parts: [[/evening/i], [/CMN|mohammed v/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "can i change leftover dirhams back home?",
    parts: [[/hard|difficult|not easy|spend/i]],
    links: ["/day/9"],
  },

  // ---- Whole trip, dates ----
  {
    question: "when does the trip end",
    parts: [[/nov(?:ember)?\.? 30|30th|sunday|day 9/i]],
    links: ["/day/9", "/"],
  },
  {
    question: "what's on day 10?",
    parts: [[/day\s?9|no day 10|only (?:goes|runs)|last day|ends/i]],
  },
  {
    question: "which cities are we hitting",
    parts: [[/zagora/i, /fes|fez/i, /chefchaouen/i, /casablanca/i]],
    links: ["/"],
  },
  {
    question: "how many of us r there",
    parts: [[num(22, "twenty[- ]two")]],
    links: ["/"],
  },
  {
    question: "whats this whole trip for again lol",
    parts: [[/30th|thirtieth|\b30\b/i, /birthday/i]],
    links: ["/"],
  },
  {
    question: "what's the name of the trip, for my insta caption",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what's the saturday plan? not yesterday, next saturday",
    parts: [[/chefchaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "day 6 theme?",
    parts: [[/journey to fes/i]],
    links: ["/day/6"],
  },
  {
    question: "which day is the photographer coming",
    parts: [[day(4)]],
    links: ["/day/4", "/"],
  },

  // ---- Stays ----
  {
    question: "how many pools does the villa have",
    parts: [[/(?:2|two)\s+(?:swimming\s+)?pools|pools?\W{1,4}(?:2|two)\b/i]],
    links: ["/accommodations"],
  },
  {
    question: "how many suites at villa royale",
    parts: [[num(13, "thirteen")]],
    links: ["/accommodations"],
  },
  {
    question: "villa checkout time?",
    parts: [[time(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i have to pay for the villa??",
    parts: [[usd(50)], [/optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "does the villa contribution cover breakfast and massages",
    parts: [[/separate|not included|extra|on top/i]],
    links: ["/budget"],
  },
  {
    question: "how do i get breakfast at the villa and how much is it",
    parts: [[/sign up|sign-up|night before|evening before/i], [usd(10)]],
    links: ["/faq", "/day/2", "/budget"],
  },
  {
    question: "how many nights in fes and what does it cost",
    parts: [[/(?:3|three) nights/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what are the villa dates exactly",
    parts: [[/nov(?:ember)?\.? 22\s?(?:-|–|to)\s?(?:nov(?:ember)?\.? )?26|22(?:nd)?\s?(?:-|–|to)\s?26/i]],
    links: ["/accommodations"],
  },

  // ---- Money ----
  {
    question: "exchange rate dirham to dollar?",
    parts: [[/(?<!\d)10\s?(?:MAD|DH|dirhams?)\b|100\s?(?:MAD|DH|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1[,.]?000\s?(?:-|–|to)\s?2[,.]?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants here",
    parts: [[/10\s?(?:%|percent)?\s?(?:-|–|to)\s?15\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax?? how much",
    parts: [[/28\s?(?:MAD|DH|dirhams?)|\$\s?2\.75|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what fees does my card charge abroad usually",
    parts: [[/1\s?(?:%|percent)?\s?(?:-|–|to)\s?3\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the card machine asked if i want to pay in dollars?? what do i pick",
    parts: [[/(?:choose|pick|select|pay in|go with|go for|opt for|stick with|stay in|always)\s(?:the\s)?(?:dirhams?|MAD|local currency)/i]],
    links: ["/budget"],
  },
  {
    question: "do the souk stalls take card",
    parts: [[/cash/i]],
    links: ["/budget", "/day/0"],
  },
  {
    question: "how much will this whole trip cost me realistically",
    parts: [[usdRange(440, 943)]],
    links: ["/budget"],
  },
  {
    question: "what's the minimum i'm paying, just the fixed stuff",
    parts: [[usdRange(440, 480)]],
    links: ["/budget"],
  },
  {
    question: "if i did every optional extra how much extra is that",
    parts: [[usd(463)]],
    links: ["/budget"],
  },
  {
    question: "shopping budget ppl usually do?",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i offer when haggling",
    parts: [[/40\s?(?:%|percent)?\s?(?:-|–|to)\s?50\s?(?:%|percent)/i]],
    links: ["/faq", "/budget", "/day/0"],
  },
  {
    question: "are lunches covered or r we on our own",
    parts: [[/individual|on (?:our|your) own|yourself|not included|own pocket|pay for (?:your|them)/i]],
    links: ["/budget"],
  },
  {
    question: "are flights included in that estimate",
    parts: [[/not included|on top|separate|excluded|don'?t include|doesn'?t include|not part/i]],
    links: ["/budget"],
  },

  // ---- Practical, packing, weather, culture ----
  {
    question: "what plug do i need for my charger",
    parts: [[/C\s?(?:\/|and|or|&)\s?E|type c|type e/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "do americans need a visa for morocco",
    parts: [[/visa[- ]free|no visa|(?:don'?t|do not|won'?t) need a visa/i], [/(?:6|six) months/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather like this week, need to know if i need a jacket",
    parts: [[/15\s?°?\s?C?\s?(?:-|–|to|and)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "is it gonna rain in fes?",
    parts: [[/rain jacket|light jacket|shower/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink from the tap at the villa",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can we drink alcohol in morocco? where",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in the local language",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of the performers in jemaa el fnaa",
    parts: [[/ask/i], [/dirham|pay|tip/i]],
    links: ["/faq"],
  },
  {
    question: "any safety tips? worried about my passport",
    parts: [[/safe/i, /pickpocket|unofficial/i]],
    links: ["/faq"],
  },
  {
    question: "can non muslims go inside mosques here",
    parts: [[/hassan/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "how do we get around marrakech, uber or taxi?",
    parts: [[/petit taxi|meter|arranged car/i]],
    links: ["/faq"],
  },
  {
    question: "can i wear shorts in the medina",
    parts: [[/knees/i]],
    links: ["/faq", "/day/2"],
  },
  {
    question: "is it ok to wear a bikini around the villa",
    parts: [[/cover[- ]?up/i]],
    links: ["/day/1"],
  },

  // ---- Dinners page ----
  {
    question: "which dinners are marked special event",
    parts: [[/comptoir darna|birthday/i], [/dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "just realised i never told anyone im gluten free 😬 what was i supposed to do",
    parts: [[/host/i], [/(?:2|two) weeks/i]],
    links: ["/dinners"],
  },

  // ---- Map ----
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "purple on the map = ?",
    parts: [[/cultural/i]],
    links: ["/map"],
  },
  {
    question: "where can i get that famous lamb shoulder",
    parts: [[/al fassia/i], [/day ahead|day before|in advance|ahead/i]],
    links: ["/map"],
  },
  {
    question: "is there a fixed price place so i know what stuff should cost before haggling",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "where was churchill's fave hotel",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "good sunset spot in marrakech that's not a rooftop?",
    parts: [[/menara/i]],
    links: ["/map"],
  },
  {
    question: "where can i see storks",
    parts: [[/badi/i]],
    links: ["/map"],
  },
  {
    question: "can i get directions to a place from the map on my phone",
    parts: [[/open in maps/i]],
    links: ["/map"],
  },

  // ---- Gallery, slideshow, uploads ----
  {
    question: "how many pics can i upload at once",
    parts: [[/(?:10|ten) (?:files|photos|pics|items|at a time|at once)/i]],
    links: ["/gallery"],
  },
  {
    question: "my video won't upload, is there a size limit?",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "i posted the wrong pic 🙈 how do i delete it",
    parts: [[/password/i], [/select/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download all the photos from day 3 in one go",
    parts: [[/zip/i]],
    links: ["/gallery"],
  },
  {
    question: "the zip is massive and the villa wifi is slow, any other option",
    parts: [[/light zip|web[- ]sized|one day at a time/i]],
    links: ["/gallery"],
  },
  {
    question: "will my iphone photos upload ok? they're that weird apple format",
    parts: [[/heic/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|don'?t have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i see only the pics one person uploaded",
    parts: [[/filter|by guest|their name|tap (?:on )?(?:the|their) name/i]],
    links: ["/gallery"],
  },
  {
    question: "we want the pics on the big tv at the villa tonight, how",
    parts: [[/slideshow/i], [/full ?screen|qr/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how long does each photo stay on the slideshow",
    parts: [[/(?:7|seven)[- ]?sec/i]],
    links: ["/slideshow"],
  },
  {
    question: "where do i see today's photos",
    parts: [[/gallery/i, /day\s?2|today'?s photos|filter/i]],
    links: ["/gallery", "/day/2"],
  },

  // ---- Rupa, the site, music ----
  {
    question: "who r u 🐐",
    parts: [[/rupa/i, /assistant|helper/i]],
  },
  {
    question: "what can u help me with",
    parts: [[/itinerary|schedule|plan/i, /pack/i, /cost|budget|price|money/i]],
  },
  {
    question: "how do i turn this music off",
    parts: [[/mute/i], [/bottom[- ]left|lower left/i]],
  },
  {
    question: "music stopped when i went to the gallery, is the site broken?",
    parts: [[/no music|doesn'?t have (?:any |its own )?music|has no (?:background )?music|without music|paus|silent|quiet|not broken/i]],
    links: ["/gallery"],
  },
  {
    question: "the transportation page just says coming soon?",
    parts: [[/finali[sz]|once (?:it is |it's |everything is )?booked|host will share|being (?:booked|arranged|worked)/i]],
    links: ["/transportation"],
  },
  {
    question: "how do i add the trip to my phone calendar",
    parts: [[/add (?:the whole trip|day \d) to calendar|\.ics|calendar (?:button|link)/i]],
    links: ["/"],
  },
  {
    question: "who said the quote about the most lovely spot in the world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "why does the highlight card on the homepage say TBD",
    parts: [[/camera roll|vote|contender/i]],
    links: ["/"],
  },
  {
    question: "if i close this chat where do i find u again",
    parts: [[/bottom[- ]right|lower right/i]],
  },

  // ---- Unanswerable: the content does not say ----
  { question: "whats the wifi password at the villa", unanswerable: true },
  { question: "what's the host's phone number? need to call them", unanswerable: true },
  { question: "what's the password to delete photos in the gallery", unanswerable: true },
  { question: "what's the actual name of the riad in fes? my mom wants to look it up", unanswerable: true },
  { question: "how much is the train from fes to casablanca", unanswerable: true },
  { question: "how much is the chefchaouen day trip per person", unanswerable: true },
  { question: "what does the farewell lunch at rick's cost", unanswerable: true },
  { question: "how much is the riad dinner in fes on friday", unanswerable: true },
  { question: "what's the photographer's name or insta?", unanswerable: true },
  { question: "what's our walking tour guide's name, want to leave a review", unanswerable: true },
  { question: "if its windy tmrw does the balloon get cancelled? do we get a refund", unanswerable: true },
  { question: "rupa whats ur favourite food 🐐", unanswerable: true },
  { question: "how much is the palmeraie camel ride", unanswerable: true },
  { question: "where did this group go on last year's trip?", unanswerable: true },
  { question: "is there a gym at villa royale", unanswerable: true },
  { question: "is the villa pool heated?", unanswerable: true },
  { question: "can i bring my dog on the trip", unanswerable: true },
  { question: "what time do the souks close tonight", unanswerable: true },
  { question: "is there a luggage weight limit on the train", unanswerable: true },
  { question: "who am i sharing a suite with at the villa", unanswerable: true },
  { question: "what's the host's name? i keep forgetting 🙈", unanswerable: true },
  { question: "euro to dirham rate?", unanswerable: true },
  { question: "how much does a sim card cost at the airport and which network is best", unanswerable: true },
  { question: "how much is the entry ticket for bahia palace", unanswerable: true },
  { question: "what time does the hammam de la rose open", unanswerable: true },
  { question: "when will the photographer send us the photos from tuesday", unanswerable: true },
  { question: "how many photos have ppl uploaded so far", unanswerable: true },
  { question: "what's the first bar on the crawl tonight called", unanswerable: true },
  { question: "what time does the bar crawl finish? need to plan my sleep before the balloon", unanswerable: true },
  { question: "is there a birthday cake tonight?? 🎂", unanswerable: true },
  { question: "what's the exact address of villa royale for my uber", unanswerable: true },
  { question: "which company is driving us to zagora", unanswerable: true },
  { question: "who do i venmo the villa contribution to", unanswerable: true },
  { question: "how much is a petit taxi from the villa to gueliz", unanswerable: true },
  { question: "what are the names of the other guests", unanswerable: true },
  { question: "how much did the host pay for the photographer", unanswerable: true },
  { question: "what time does jardin majorelle open", unanswerable: true },
  { question: "is there wifi on the train to fes", unanswerable: true },
  { question: "what's the name of the song playing on the home page", unanswerable: true },
  { question: "how much is lunch at ait benhaddou", unanswerable: true },
];
