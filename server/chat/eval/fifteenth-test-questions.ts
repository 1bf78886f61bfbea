// FIFTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the fifteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Saturday November 22 2025 at 15:00 Morocco time, day 1 (Rest & Relax): the squad is checking in at Villa Royale after this morning's slow start at Riad L-Authentic, so "today" is day 1 with the hammam (16:30) and "tonight" the sunset by the pool (19:30) still ahead, "yesterday"/"last night" is day 0 (Friday Nov 21: arrival, the souks and the welcome dinner at Le Foundouk, a night at the riad), and "tomorrow" is day 2 (Sunday Nov 23, the golden birthday). */
export const FIFTEENTH_TEST_CLOCK = new Date("2025-11-22T14:00:00Z");

// Tolerant keys. Every helper builds its pattern with the RegExp constructor.

/** Any one of several patterns. */
function anyOf(...keys: RegExp[]): RegExp {
  return new RegExp(keys.map((key) => `(?:${key.source})`).join("|"), "i");
}

/** A clock time: "19:30", "19.30", "19h30", "7:30 pm", "7.30pm", "7:30 in the evening"; whole hours also "8 pm". */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const morning = hour < 12;
  const half = morning ? "a\\.?\\s?m\\b" : "(?:p\\.?\\s?m\\b|in the (?:afternoon|evening)|at night)";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const notPm = morning ? "(?!\\s?p\\.?\\s?m\\b)" : "";
  const forms = [`${h24}[:.h]${mm}${notPm}`, `${h12}[:.]${mm}\\s?${half}`];
  if (minute === 0) forms.push(`${h12}\\s?${half}`);
  if (!morning && h12 !== hour) forms.push(`${h12}[:.]${mm}(?!\\s?a\\.?\\s?m\\b)`);
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** A dollar amount: "$45", "US$45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number): RegExp {
  const n = String(amount);
  return new RegExp(
    `(?:\\$\\s?${n}(?!\\d)|(?<![\\d.,$])${n}(?:\\.00)?\\s?(?:\\$|USD\\b|US dollars?\\b|dollars?\\b|bucks\\b)|\\bUSD\\s?${n}(?!\\d))`,
    "i",
  );
}

/** A dollar range: "$100-120", "$100 to $120", "100-120 USD". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])\\$?\\s?${low}\\s?(?:\\$|USD|dollars)?\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${high}(?!\\d)`,
    "i",
  );
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function pct(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])${low}\\s?%?\\s?(?:-|–|—|to|and)\\s?${high}\\s?(?:%|percent|per cent)`, "i");
}

/** A number as digits or as a word ("word" may be a small pattern such as "twenty.?two"). */
function num(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${value}(?!\\d|[.,]\\d)|\\b${word}\\b`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6h", "4 hrs". */
function hours(value: number, word: string): RegExp {
  return new RegExp(`(?:(?<![\\d.,])${value}|\\b${word})(?:\\s|-)?(?:hours?|hrs?|h)\\b`, "i");
}

const WEEKDAYS = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day: "day 4", its weekday, "Nov 25", "November 25", "25th", "25 Nov". */
function day(n: number): RegExp {
  const date = 21 + n;
  const suffix = date === 21 ? "st" : date === 22 ? "nd" : date === 23 ? "rd" : "th";
  return new RegExp(
    `\\bday\\s?${n}\\b|\\b${WEEKDAYS[n]}\\b|\\bnov(?:ember|\\.)?\\s?${date}\\b|\\b${date}${suffix}\\b|\\b${date}\\s(?:of\\s)?nov`,
    "i",
  );
}

export const fifteenthTestQuestions: TestQuestion[] = [
  // ---- Right now: day 1, Saturday Nov 22, 15:00 ----
  { question: "just pulled up at the villa 🙌 whats next after check in?", parts: [[/hammam|massage/i], [time(16, 30)]], links: ["/day/1"] },
  { question: "ok and tonight??", parts: [[/sunset/i, /pool/i], [time(19, 30)]], links: ["/day/1"] },
  { question: "is check in at the villa open yet or do we have to hang around", parts: [[time(15, 0)]], links: ["/day/1", "/accommodations", "/faq"] },
  { question: "do i need a jumper for the pool thing later or nah", parts: [[/sweater|jumper|layer|jacket|hoodie|fleece/i, /cool|chill|cold/i]], links: ["/day/1"] },
  { question: "how do i get a hammam slot today? who do i ask", parts: [[/\bhost/i]], links: ["/day/1", "/faq"] },
  { question: "hammam n massage price pls 💆‍♀️", parts: [[usd(60)]], links: ["/day/1", "/budget", "/faq"] },
  { question: "never done a hammam before, what actually happens", parts: [[/scrub|kessa/i], [/argan/i]], links: ["/day/1"] },
  { question: "what was the plan this morning? i overslept lol", parts: [[/slow morning|mint tea|roof.?terrace|sleep in/i]], links: ["/day/1"] },
  { question: "whats todays theme on the site", parts: [[/rest\s?(&|and)\s?relax/i]], links: ["/day/1"] },
  { question: "how far is the villa from town", parts: [[/(20|twenty)(\s?(-|–|to)\s?(25|twenty.?five))?[- ]?min/i]], links: ["/accommodations", "/faq", "/day/1"] },
  { question: "how many pools does the villa have?", parts: [[/\b(2|two)\s(swimming\s)?pools/i]], links: ["/accommodations", "/faq"] },
  { question: "what time do we have to be out of the villa on check out day", parts: [[time(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "are we sleeping at the villa on wednesday night?", parts: [[/desert camp|zagora|berber tent|dunes/i]], links: ["/accommodations", "/day/5"] },
  { question: "is the villa free or do we chip in", parts: [[usd(50)], [/optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much is brekkie at the villa and do i need to sign up for tmrw's?", parts: [[usd(10)], [/night before|evening before|tonight|day before/i]], links: ["/day/2", "/faq", "/budget"] },
  { question: "what time's breakfast tomorrow ☕", parts: [[time(8, 30)]], links: ["/day/2"] },
  { question: "whats the dress code at the villa pool lol", parts: [[/cover.?up/i]], links: ["/day/1"] },

  // ---- Tomorrow: day 2, Sunday Nov 23, the birthday ----
  { question: "tmrw's plan??", parts: [[/walking tour|medina tour|guided walk|bahia/i], [/birthday dinner|comptoir darna/i], [/bar crawl/i]], links: ["/day/2"] },
  { question: "which sights r on the medina walking tour", parts: [[/bahia/i], [/ben youssef/i], [/jardin secret|secret garden/i]], links: ["/day/2"] },
  { question: "walking tour cost + what time do we meet", parts: [[usd(10)], [time(9, 30)]], links: ["/day/2", "/budget"] },
  { question: "where's the birthday dinner 🎂", parts: [[/comptoir darna/i]], links: ["/dinners", "/day/2"] },
  { question: "what time is the bday dinner tomorrow", parts: [[time(19, 30)]], links: ["/day/2", "/dinners"] },
  { question: "wait what's the dress code for sunday night", parts: [[/gold/i, /cocktail/i]], links: ["/day/2", "/dinners", "/faq"] },
  { question: "how much should i budget for the birthday dinner per person?", parts: [[usdRange(100, 120)]], links: ["/dinners", "/day/2", "/budget"] },
  { question: "is there entertainment at the bday dinner or just food", parts: [[/danc/i]], links: ["/dinners", "/day/2"] },
  { question: "after dinner tmrw r we going out?", parts: [[/bar crawl|bars|lounge/i], [time(22, 30)]], links: ["/day/2"] },
  { question: "bar crawl - are drinks included?", parts: [[/pay as you go|paid as you go|not included|aren'?t included|(pay|paying) for (your|our) (own )?drinks|your own drinks|drinks are (paid|extra|on you|separate)/i]], links: ["/day/2", "/budget"] },
  { question: "can i wear my flip flops to the bar crawl 👡", parts: [[/smart.?casual/i]], links: ["/day/2"] },
  { question: "which day is the birthday again?", parts: [[anyOf(day(2), /tomorrow/i)]], links: ["/day/2", "/dinners"] },
  { question: "whose birthday is this whole trip for and which one is it", parts: [[/\bhost/i], [/30|thirtieth/i]] },

  // ---- Day 3, Monday Nov 24 ----
  { question: "what time is pickup for the balloon on monday 🎈", parts: [[anyOf(time(5, 30), /before dawn|pre.?dawn/i)]], links: ["/day/3", "/faq"] },
  { question: "hot air balloon how much", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq"] },
  { question: "what do i wear for the balloon, gonna be freezing right", parts: [[/layer/i, /\bhat\b|beanie/i]], links: ["/day/3"] },
  { question: "what do we actually do in agafay", parts: [[/quad/i], [/camel/i]], links: ["/day/3"] },
  { question: "agafay desert day price roughly", parts: [[usd(40)]], links: ["/day/3", "/budget"] },
  { question: "nobu - is there a minimum spend?", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "is the nobu dinner the day after tomorrow? what time", parts: [[day(3)], [time(20, 0)]], links: ["/day/3", "/dinners"] },
  { question: "whats happening the day after tomorrow", parts: [[/balloon/i], [/agafay|quad|camel/i], [/nobu/i]], links: ["/day/3"] },

  // ---- Day 4, Tuesday Nov 25 ----
  { question: "when is the photographer coming", parts: [[day(4)], [time(8, 30)]], links: ["/day/4", "/"] },
  { question: "what colours should i wear for the group photos 📸", parts: [[/jewel/i]], links: ["/day/4", "/"] },
  { question: "majorelle garden + ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "do i need to book majorelle tickets myself?", parts: [[/\bhost/i], [/timed|in advance|ahead/i]], links: ["/day/4"] },
  { question: "how much is the souk guide on tuesday", parts: [[usd(5)]], links: ["/day/4", "/budget"] },
  { question: "what's the palace dinner restaurant called", parts: [[/dar yacout/i]], links: ["/dinners", "/day/4"] },
  { question: "what should i wear to the palace dinner? can i wear a kaftan", parts: [[/dressy|best evening/i]], links: ["/dinners", "/day/4", "/faq"] },
  { question: "how do we pay at dar yacout", parts: [[/individual|yourself|your own|at the restaurant|separately/i]], links: ["/dinners", "/day/4"] },
  { question: "which date is the palace dinner", parts: [[day(4)]], links: ["/dinners", "/day/4"] },

  // ---- Day 5, Wednesday Nov 26 ----
  { question: "what time r we leaving for the sahara on wed", parts: [[time(7, 0)]], links: ["/day/5"] },
  { question: "i get carsick on windy roads 🤢 anything for wednesday?", parts: [[/motion.?sickness|travel.?sickness|tablet|pill/i]], links: ["/day/5", "/faq"] },
  { question: "ait benhaddou - what films were shot there", parts: [[/gladiator/i], [/game of thrones/i]], links: ["/day/5"] },
  { question: "camel ride what time", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "desert camp cost + whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/day/5", "/accommodations", "/budget"] },
  { question: "packing list for the desert?", parts: [[/fleece|layer/i], [/scarf/i]], links: ["/faq", "/day/5"] },
  { question: "can i bring my big suitcase to the camp", parts: [[/overnight bag|small bag/i]], links: ["/faq"] },
  { question: "how can i check the itinerary if there's no signal in the desert", parts: [[/home screen|saved (copy|itinerary)|already saved/i]] },
  { question: "what's the plan for the 26th", parts: [[/benhaddou|tichka|atlas/i], [/camel|camp/i]], links: ["/day/5"] },

  // ---- Day 6, Thursday Nov 27 ----
  { question: "sunrise on day 6 what time", parts: [[time(6, 30)]], links: ["/day/6"] },
  { question: "train to fes - time, price, how long?", parts: [[time(15, 0)], [usd(45)], [hours(6, "six")]], links: ["/day/6", "/faq", "/budget"] },
  { question: "does the fes train stop anywhere on the way", parts: [[/casablanca|casa/i], [/rabat/i], [/meknes/i]], links: ["/day/6"] },
  { question: "whos got the train tix?", parts: [[/\bhost/i]], links: ["/day/6", "/faq"] },
  { question: "what should i wear thursday for all the travelling", parts: [[/comfortable/i], [/passport/i]], links: ["/day/6"] },
  { question: "thursday plans?", parts: [[/train/i], [/fes|fez/i]], links: ["/day/6"] },
  { question: "what time do we get to the fes riad", parts: [[time(21, 0)]], links: ["/day/6"] },
  { question: "can the taxi drop us at the door of the fes riad?", parts: [[/porter/i], [/gate|car.?free/i]], links: ["/day/6", "/accommodations"] },
  { question: "fes riad how many nights n how much", parts: [[/(3|three) nights/i], [usd(90)]], links: ["/accommodations", "/budget"] },

  // ---- Day 7, Friday Nov 28 ----
  { question: "whats the plan on the 28th", parts: [[/fes el.?bali|guided walk|bou inania|medina/i], [/tanner/i]], links: ["/day/7"] },
  { question: "where do we start the walk in fes", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "is the fes schedule final? booking stuff around it", parts: [[/work in progress|may change|subject to change|not final|tentative|could change|might change/i]], links: ["/day/7", "/day/8", "/day/9"] },
  { question: "when was the university in fes founded", parts: [[/\b859\b/]], links: ["/day/7"] },
  { question: "tannery tips? heard it stinks 😷", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "dinner on friday night?", parts: [[/riad/i], [/pastilla|tagine/i]], links: ["/day/7"] },

  // ---- Day 8, Saturday Nov 29 ----
  { question: "how far is chefchaouen from fes", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "what time do we leave for chefchaouen", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "ras el maa + spanish mosque what time", parts: [[time(15, 0)]], links: ["/day/8"] },
  { question: "i'm flying home from fes, when do people start leaving", parts: [[day(8)]], links: ["/day/8", "/faq"] },
  { question: "whats the red building on the main square in chefchaouen", parts: [[/kasbah/i]], links: ["/day/8"] },
  { question: "what are we doing next saturday", parts: [[/chefchaouen/i]], links: ["/day/8"] },

  // ---- Day 9, Sunday Nov 30 ----
  { question: "last day train time + how long to casa", parts: [[time(7, 0)], [hours(4, "four")]], links: ["/day/9", "/faq"] },
  { question: "farewell lunch where n when", parts: [[/rick/i], [time(12, 30)]], links: ["/day/9"] },
  { question: "what do i wear to the hassan ii mosque", parts: [[/shoulder/i, /knee/i], [/scarf|sock/i]], links: ["/day/9", "/faq"] },
  { question: "mosque tour price?", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "which airport do i fly out of at the end and how far is it from the city", parts: [[/mohammed v|CMN/i], [/45\s?min|forty.?five/i]], links: ["/day/9", "/faq"] },
  { question: "what time should my flight home be on the 30th", parts: [[anyOf(time(18, 0), /evening/i)]], links: ["/faq", "/day/9"] },
  { question: "should i change my leftover dirhams back at home?", parts: [[/spend|hard to (change|exchange)|difficult to (change|exchange)/i]], links: ["/day/9"] },
  { question: "day 9 theme?", parts: [[/casablanca/i, /departure/i]], links: ["/day/9"] },

  // ---- Yesterday and last night: day 0, Friday Nov 21 ----
  { question: "what was the name of the place we had dinner last night", parts: [[/foundouk/i]], links: ["/dinners", "/day/0"] },
  { question: "welcome dinner - how much do i owe and how much was the deposit", parts: [[usdRange(40, 60)], [usd(20)]], links: ["/dinners", "/day/0", "/budget"] },
  { question: "what riad did we sleep at last night? want to leave a review", parts: [[/l.?authentic/i]], links: ["/accommodations", "/day/0"] },
  { question: "how much was the riad last night", parts: [[usd(45)]], links: ["/accommodations", "/budget", "/day/0"] },
  { question: "what were the souks we wandered yesterday called", parts: [[/semmarine|rahba kedima/i]], links: ["/day/0"] },

  // ---- Money ----
  { question: "exchange rate dirham to dollar roughly?", parts: [[/\b(10|ten)\s?(MAD|dirhams?|dh)/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm each time", parts: [[/1[,.]?000\s?(MAD|dirhams?|dh)?\s?(-|–|to)\s?2[,.]?000/i]], links: ["/budget", "/faq"] },
  { question: "tip % at restaurants?", parts: [[pct(10, 15)]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/28\s?(MAD|dirhams?|dh)|2\.75/i], [/night/i]], links: ["/budget", "/faq"] },
  { question: "what does the tourist tax come to for the whole trip", parts: [[/24[.,]75|\$\s?25\b|25\s?(USD|dollars)/i]], links: ["/budget"] },
  { question: "how does haggling work in the souks", parts: [[pct(40, 50)]], links: ["/budget", "/faq", "/day/0"] },
  { question: "can i use my card at the souk stalls?", parts: [[/cash/i]], links: ["/budget", "/day/0"] },
  { question: "card machine asked if i wanna pay in USD?? what do i pick", parts: [[/dirham|MAD|local currency/i]], links: ["/budget"] },
  { question: "foreign transaction fees usually like what", parts: [[pct(1, 3)]], links: ["/budget", "/faq"] },
  { question: "whats the whole trip gonna cost me roughly 💸", parts: [[/440/], [/943/]], links: ["/budget"] },
  { question: "if i do every optional extra what does that add up to", parts: [[/463/]], links: ["/budget"] },
  { question: "villa breakfast for all 5 mornings comes to how much", parts: [[usd(50)]], links: ["/budget"] },

  // ---- Practical: plugs, visas, weather, health, culture ----
  { question: "plug type n voltage?", parts: [[/type\s?c|\bC\s?\/\s?E\b/i], [/220/]], links: ["/faq", "/"] },
  { question: "do canadians need a visa? and any passport rules", parts: [[/visa.?free|no visa|(don'?t|do not|won'?t) need (a )?visa/i], [/(6|six) months/i]], links: ["/faq"] },
  { question: "weather this week? 🌞", parts: [[/15\s?°?\s?C?\s?(-|–|to)\s?25/]], links: ["/", "/faq"] },
  { question: "will it rain in fes", parts: [[/rarely|passing shower|unlikely|not (very )?often|rain jacket/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can we drink alcohol there", parts: [[/licensed|hotels|bars/i], [/public/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i take pics of the snake charmers in jemaa el fnaa", parts: [[/ask/i], [/dirham|tip|pay/i]], links: ["/faq"] },
  { question: "getting around marrakech, taxis ok?", parts: [[/petit/i], [/meter|agree/i]], links: ["/faq"] },
  { question: "what to wear in the medina tmrw", parts: [[/shoulder/i, /knee/i]], links: ["/faq", "/day/2"] },
  { question: "im gluten free, who do i tell for the dinners", parts: [[/\bhost/i]], links: ["/dinners"] },

  // ---- The site: gallery, slideshow, music, map, calendar, pages ----
  { question: "where do i put my pics from last night so everyone sees them", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[/\b(10|ten)\b/i]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident 😬", parts: [[/password/i], [/delete photos|select/i]], links: ["/gallery"] },
  { question: "can i download ALL the photos in one go", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "how do i save one photo from the gallery to my phone", parts: [[/download|original file/i, /open|viewer|tap|click|full.?screen/i]], links: ["/gallery"] },
  { question: "a photo says 'preview not available' - is it lost?", parts: [[/original file/i]], links: ["/gallery"] },
  { question: "how long does each photo stay up on the slideshow", parts: [[/(7|seven)\s?(seconds|secs?|s\b)/i]], links: ["/slideshow"] },
  { question: "how do ppl add photos to the slideshow on the tv", parts: [[/QR|scan/i]], links: ["/slideshow", "/gallery"] },
  { question: "where do i see just today's photos", parts: [[/day 1|today'?s photos|\?day=1/i]], links: ["/gallery", "/day/1", "/"] },
  { question: "where r the photos from yesterday", parts: [[/day 0|\?day=0/i]], links: ["/gallery", "/day/0"] },
  { question: "how do i turn the music off 🔇", parts: [[/bottom.?left/i]] },
  { question: "why did the music stop when i opened the gallery", parts: [[/no (background )?music|(doesn'?t|does not) have (any |its own )?music|paus|silent|no (music )?track|without music/i]], links: ["/gallery"] },
  { question: "what's that music on the home page, it's nice", parts: [[/\boud/i]], links: ["/"] },
  { question: "where's the chat on the site if i close it", parts: [[/bottom.?right/i]] },
  { question: "if i ask u something with no signal in the desert what happens", parts: [[/send|sent/i, /signal|connection|online/i]] },
  { question: "can i put the trip in my phone calendar", parts: [[/add (the whole trip|day \d) to calendar|\.ics|calendar (file|button|link)/i]], links: ["/", "/day/1"] },
  { question: "transport page is empty?", parts: [[/finali[sz]|coming soon|being (booked|arranged|sorted)/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "romantic spot recs from the map? 💕", parts: [[/mamounia|anima|menara|nobu/i]], links: ["/map"] },
  { question: "good lunch spot in the souks", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "al fassia any tips", parts: [[/lamb shoulder/i], [/day ahead|in advance|day before|a day early/i]], links: ["/map"] },
  { question: "who are the quotes on the homepage from", parts: [[/churchill/i], [/saint laurent|YSL/i], [/wharton/i]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22, "twenty.?two")]], links: ["/"] },
  { question: "the home page says highlight TBD?? what's that about", parts: [[/vote|camera roll|not (yet )?(decided|chosen|picked)|undecided|yet to (be )?(decided|chosen|picked)/i]], links: ["/"] },
  { question: "which places r we going to on this trip", parts: [[/marrakech/i], [/fes|fez/i], [/chefchaouen/i], [/casablanca/i], [/zagora/i]], links: ["/"] },

  // ---- Unanswerable: the content does not say ----
  { question: "whats the host's actual name lol i forgot 🙈", unanswerable: true },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "villa wifi password??", unanswerable: true },
  { question: "what's the villa's exact street address, need it for a delivery", unanswerable: true },
  { question: "how much is a petit taxi from the villa to gueliz", unanswerable: true },
  { question: "who's our guide for the walking tour tmrw? whats their name", unanswerable: true },
  { question: "how long does the hammam + massage take, will i be done by 6", unanswerable: true },
  { question: "how much are cocktails at nobu", unanswerable: true },
  { question: "does the villa have a gym", unanswerable: true },
  { question: "what's the train number for the fes train", unanswerable: true },
  { question: "who am i sharing a suite with at the villa", unanswerable: true },
  { question: "what should i get the host as a bday gift 🎁", unanswerable: true },
  { question: "what flavour is the birthday cake", unanswerable: true },
  { question: "what did the group do on the tulum trip last year", unanswerable: true },
  { question: "when's the next group trip? japan 2026??", unanswerable: true },
  { question: "photographer's name or insta?", unanswerable: true },
  { question: "which balloon company are we flying with", unanswerable: true },
  { question: "what's the desert camp called", unanswerable: true },
  { question: "whats the name of the riad in fes", unanswerable: true },
  { question: "how much does a SIM card cost at the airport", unanswerable: true },
  { question: "what's the emergency number in morocco", unanswerable: true },
  { question: "nearest hospital to villa royale?", unanswerable: true },
  { question: "can i bring my dog next time", unanswerable: true },
  { question: "does uber work in marrakech", unanswerable: true },
  { question: "what's the name of the song on the budget page", unanswerable: true },
  { question: "how much is the chefchaouen day trip", unanswerable: true },
  { question: "how much is the train to casablanca on the last day", unanswerable: true },
  { question: "how much is lunch at rick's cafe", unanswerable: true },
  { question: "price of the guided walk in fes?", unanswerable: true },
  { question: "what time does the hassan ii mosque close", unanswerable: true },
  { question: "rupa how old r u 🐐", unanswerable: true },
  { question: "rupa whats ur fav food", unanswerable: true },
  { question: "is the villa pool heated", unanswerable: true },
  { question: "what time does the bar crawl finish", unanswerable: true },
  { question: "how much do we each pay for the photographer", unanswerable: true },
  { question: "bahia palace entry fee exactly?", unanswerable: true },
  { question: "whats the exchange rate for euros", unanswerable: true },
  { question: "what's the fes airport called? flying out on day 8", unanswerable: true },
  { question: "how much is the transfer to CMN airport on the last day", unanswerable: true },
  { question: "is there hot water at the desert camp", unanswerable: true },
  { question: "how much does a rug usually cost in the souks", unanswerable: true },
  { question: "how tall is the koutoubia minaret", unanswerable: true },
  { question: "whats the luggage limit on the train", unanswerable: true },
  { question: "who's DJing at the pool tonight", unanswerable: true },
];
