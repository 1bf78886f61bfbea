// TWENTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The moment: Saturday November 22 2025, 21:00 Morocco time (UTC+1), i.e. 20:00 UTC.
 * This is the evening of day 1, "Rest & Relax".
 *
 * Past: day 0 (Friday Nov 21, "Arrival & Shopping"): the group met at Marrakech Menara
 * Airport at 11:00, checked in at Riad L-Authentic in the medina, had a first stroll
 * through the souks and the welcome dinner at Le Foundouk at 20:00 ("last night").
 * Today: a slow morning at the riad, check-in at Villa Royale after 3 PM, the
 * hammam & massage from 16:30 and the sunset by the pool at 19:30.
 *
 * Where the guests are: Villa Royale, on the outskirts of Marrakech (first of its five
 * listed nights).
 *
 * Next: day 2 (Sunday Nov 23, "tomorrow"): the birthday (villa breakfast 08:30, medina
 * walking tour 09:30, birthday dinner at Comptoir Darna 19:30, bar crawl 22:30).
 * Day 3 (Monday): balloon at 05:30, Agafay, Nobu. Day 4 (Tuesday): photoshoot, Majorelle,
 * souks, Dar Yacout. Day 5 (Wednesday Nov 26): over the Atlas to the Zagora desert camp.
 * Day 6 (Thursday): train to Fes. Day 7 (Friday): Fes. Day 8 (Saturday Nov 29): Chefchaouen,
 * when some guests start leaving. Day 9 (Sunday Nov 30): Casablanca and departure.
 */
export const TWENTY_SIXTH_TEST_CLOCK = new Date("2025-11-22T20:00:00Z");

const AM = String.raw`\s?a\.?\s?m\b\.?`;
const PM = String.raw`\s?p\.?\s?m\b\.?`;

/** A clock time in 24- or 12-hour form: at(19, 30) accepts "19:30", "19h30", "7:30 pm", "7.30pm"; never "17:30". */
function at(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const alts: string[] = [];
  if (h < 12) {
    alts.push(String.raw`0?${h}[:.h]${mm}(?!\d)(?!\s?p\.?\s?m)`);
    if (m === 0) {
      alts.push(String.raw`${h}(?::00)?${AM}`);
      alts.push(String.raw`${h}\s?(?:o'?clock\s?)?in the morning`);
    }
  } else if (h === 12) {
    alts.push(String.raw`12[:.h]${mm}(?!\d)`);
    if (m === 0) alts.push(String.raw`12${PM}`, "noon", "midday");
  } else {
    alts.push(String.raw`${h}[:.h]${mm}(?!\d)`);
    alts.push(String.raw`${h12}[:.]${mm}(?!\d)(?!\s?a\.?\s?m)`);
    if (m === 0) {
      alts.push(String.raw`${h12}${PM}`);
      alts.push(String.raw`${h12}\s?(?:o'?clock\s?)?(?:in the (?:evening|afternoon)|at night|tonight)`);
    }
  }
  return new RegExp(String.raw`(?<![\d:$])(?:${alts.join("|")})`, "i");
}

/** A dollar amount: usd(45) accepts "$45", "$45.00", "45 USD", "45 dollars"; never "$450" or "$4.5". */
function usd(n: number): RegExp {
  const tail = String.raw`(?:\.00)?(?!\d|[.,]\d)`;
  return new RegExp(
    String.raw`\$\s?${n}${tail}|(?:USD|US\$)\s?${n}${tail}|(?<![\d.,$])${n}${tail}\s?(?:USD|US dollars?|dollars?|bucks)\b`,
    "i",
  );
}

/** A dollar range: usdRange(40, 60) accepts "$40-60", "$40 to $60", "between $40 and $60", "40-60 USD". */
function usdRange(a: number, b: number): RegExp {
  const to = String.raw`\s?(?:-|–|—|to|and)\s?`;
  return new RegExp(
    String.raw`\$\s?${a}(?:\s?USD)?${to}(?:US)?\$?\s?${b}(?!\d)|(?<![\d.,$])${a}${to}${b}\s?(?:USD|US dollars|dollars|bucks)\b|USD\s?${a}${to}${b}(?!\d)`,
    "i",
  );
}

/** A percentage range: pct(10, 15) accepts "10-15%", "10% to 15%", "10 to 15 percent". */
function pct(a: number, b: number): RegExp {
  return new RegExp(
    String.raw`(?<![\d.])${a}\s?(?:%|percent|per cent)?\s?(?:-|–|—|to)\s?${b}\s?(?:%|percent|per cent)`,
    "i",
  );
}

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen"];

/** A number followed by a unit, in digits or words: count(5, "nights?") accepts "5 nights", "five nights". */
function count(n: number, unit: string): RegExp {
  const word = n < WORDS.length ? `|${WORDS[n]}` : "";
  return new RegExp(String.raw`(?<![\d.,])(?:${n}${word})[\s-]?(?:${unit})\b`, "i");
}

const MINUTES = String.raw`minutes?|mins?`;
const HOURS = String.raw`hours?|hrs?`;

export const twentySixthTestQuestions: TestQuestion[] = [
  // ── Tonight and today (day 1, Sat Nov 22) ────────────────────────────────────
  { question: "where r we sleeping tonight again 😴", parts: [["Villa Royale"]], links: ["/accommodations", "/day/1"] },
  {
    question: "what time did check in at the villa open today? my cousin is only getting here now lol",
    parts: [[at(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "how much was the hammam + massage this afternoon? need to pay the host back",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },
  {
    question: "what was the scrub stuff they used at the hammam today?? my skin has never been this soft",
    parts: [[/black (?:olive )?soap|kessa|rhassoul|clay/i]],
    links: ["/day/1"],
  },
  {
    question: "missed the hammam today 😭 can i still get a slot another day? who do i ask",
    parts: [[/host/i]],
    links: ["/faq", "/day/1"],
  },
  {
    question: "at the pool watching the sunset rn, do i need to go grab a jacket or nah",
    parts: [[/sweater|jumper|warm layer|cools? (?:down )?quickly|(?:get|gets|getting|turn|turns) (?:cool|chilly|cold)/i]],
    links: ["/day/1"],
  },
  {
    question: "can i just walk around the villa in my swimsuit? like to dinner and stuff",
    parts: [[/cover[- ]?up/i]],
    links: ["/day/1"],
  },
  { question: "how many nights r we at the villa", parts: [[count(5, "nights?")]], links: ["/accommodations", "/faq"] },
  {
    question: "villa royale - do we have to pay for it or is it covered??",
    parts: [[/optional/i, usd(50)]],
    links: ["/budget", "/accommodations", "/faq"],
  },
  {
    question: "how many suites does this place have? and how many pools, i only found one 😂",
    parts: [[count(13, "suites?")], [count(2, String.raw`(?:swimming\s)?pools?`)]],
    links: ["/accommodations"],
  },
  {
    question: "how far r we from the city centre here",
    parts: [[/(?<!\d)20\s?(?:-|–|—|to)\s?25[\s-]?(?:minutes?|mins?)/i]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how big is the villa estate? it feels massive", parts: [[/1\.4[\s-]?(?:hectares?|ha\b)/i]], links: ["/accommodations"] },
  {
    question: "when we leave the villa what time is check out",
    parts: [[at(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "so what did we actually do today, i napped thru half of it 😅",
    parts: [[/villa/i, /hammam|massage|pool|sunset/i]],
    links: ["/day/1"],
  },
  { question: "is breakfast at the villa included or do we pay", parts: [[usd(10)]], links: ["/faq", "/day/2"] },
  { question: "whats the wifi password at the villa", unanswerable: true },
  { question: "is the villa pool heated? it looked freezing earlier", unanswerable: true },
  { question: "who am i sharing a suite with? nobody told me", unanswerable: true },
  { question: "whats the exact address of the villa? my mom wants it just in case", unanswerable: true },
  { question: "can i fly my drone over the villa gardens tmrw morning?", unanswerable: true },
  { question: "is there a pharmacy near the villa? need ibuprofen after last night lol", unanswerable: true },

  // ── Yesterday and last night (day 0, Fri Nov 21) ─────────────────────────────
  {
    question: "what was the restaurant last night called? want to leave a review",
    parts: [["Foundouk"]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what kind of cuisine was the welcome dinner? some of it tasted kinda french",
    parts: [[/moroccan/i, /french/i]],
    links: ["/dinners"],
  },
  {
    question: "how much was the welcome dinner per person? and how much was the deposit",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/budget", "/day/0"],
  },
  {
    question: "what were the dishes at dinner last night? want to order them again somewhere",
    parts: [[/zaalouk|briouats?|prunes/i]],
    links: ["/dinners"],
  },
  {
    question: "name of the riad we stayed at yesterday? need it for my expenses",
    parts: [[/L[-'’ ]?Authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  { question: "how much do i owe for the riad night", parts: [[usd(45)]], links: ["/budget", "/accommodations"] },
  {
    question: "the airport taxi yesterday was how much? we split it 4 ways",
    parts: [[usd(45), /car/i]],
    links: ["/budget", "/day/0", "/faq"],
  },
  {
    question: "whats the name of the souk we walked thru yesterday afternoon",
    parts: [[/semmarine|rahba kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "what time did we all meet at the airport yday? telling my bf",
    parts: [[at(11)]],
    links: ["/day/0", "/faq"],
  },
  { question: "did anyone find a black scarf at le foundouk last night? i think i left it on my chair", unanswerable: true },

  // ── Tomorrow (day 2, Sun Nov 23, the birthday) ───────────────────────────────
  {
    question: "whats the plan tmrw",
    parts: [["birthday", /walking tour|medina (?:walking )?tour|bahia|ben youssef/i]],
    links: ["/day/2"],
  },
  { question: "tmrw brekkie what time", parts: [[at(8, 30)]], links: ["/day/2"] },
  {
    question: "do i need to sign up for breakfast tomorrow or just show up?",
    parts: [[/night before|evening before|day before|tonight|in advance/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "walking tour tmrw what time & how much $$",
    parts: [[at(9, 30)], [usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "which sights r on the walking tour?",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "does the walking tour price include the entry tickets?",
    parts: [[/plus (?:the )?museum (?:fees|entr)|museum (?:fees|entr\w*|tickets?) (?:are )?(?:extra|not included|separate|on top|additional)|not includ|excluding|on top of/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what should i wear for the medina tour tmrw, are shorts ok?",
    parts: [[/knees/i, /shoulders/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "what time is the birthday dinner and where",
    parts: [[at(19, 30)], ["Comptoir Darna"]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "dress code for tmrw night 👗✨",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/faq", "/day/2"],
  },
  {
    question: "how much should i bring for the bday dinner",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/budget"],
  },
  {
    question: "is there entertainment at comptoir darna or just food?",
    parts: [[/music/i, /danc/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "comptoir darna which neighbourhood is that in",
    parts: [["Hivernage"]],
    links: ["/dinners", "/day/2"],
  },
  { question: "ok and after dinner tmrw?", parts: [[/bar crawl/i, at(22, 30)]], links: ["/day/2"] },
  {
    question: "bar crawl how much? are drinks included",
    parts: [[usd(10)], [/as you go|pay (?:for )?(?:your own |your )?drinks|drinks (?:are )?(?:not included|extra|separate|paid|on you)|own drinks/i]],
    links: ["/day/2", "/budget"],
  },
  { question: "where does the bar crawl go", parts: [[/gu[eé]liz/i, "Hivernage"]], links: ["/day/2"] },
  {
    question: "wht are we doing tmrw afternoon between the tour n dinner? need a nap",
    parts: [[/pool|swim|nap/i, /villa/i]],
    links: ["/day/2"],
  },
  {
    question: "how old is the host turning tmrw? want to get the candles right",
    parts: [[/(?<!\d)30(?:th)?(?!\d)|thirty/i]],
    links: ["/", "/day/2"],
  },
  { question: "whats the name of our guide for the walking tour tmrw?", unanswerable: true },
  { question: "what time does the bar crawl end? trying to decide if i need a disco nap", unanswerable: true },
  { question: "does comptoir darna have a vegan set menu?", unanswerable: true },
  { question: "are drinks included in the birthday dinner price or extra?", unanswerable: true },
  { question: "is there gonna be a cake at the bday dinner tmrw 🎂", unanswerable: true },
  { question: "are we all chipping in for a gift for the host? how much each", unanswerable: true },
  { question: "can i bring a plus one to the birthday dinner? my friend lives in marrakech", unanswerable: true },
  { question: "how much is the entrance to bahia palace tmrw", unanswerable: true },
  { question: "whats the hosts last name? writing a birthday card", unanswerable: true },

  // ── Day 3 (Mon Nov 24): balloon, Agafay, Nobu ────────────────────────────────
  {
    question: "day after tmrw is the balloon right? what time 😩",
    parts: [[at(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: ["/budget", "/day/3", "/faq"] },
  {
    question: "what do i wear in the balloon, is it gonna be freezing up there",
    parts: [[/layers?/i, /hat|beanie/i]],
    links: ["/day/3"],
  },
  {
    question: "how long r we actually in the air on the balloon",
    parts: [[/\b(?:an|one|1)[\s-]?hours?\b/i]],
    links: ["/day/3"],
  },
  {
    question: "where is agafay, how far from marrakech",
    parts: [[count(40, MINUTES)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "agafay day how much + what do we do there",
    parts: [[usd(40)], [/quad/i, /camel/i]],
    links: ["/day/3", "/budget"],
  },
  { question: "monday dinner where??", parts: [[/nobu/i]], links: ["/dinners", "/day/3"] },
  { question: "is there a minimum spend at nobu?", parts: [[usd(75)]], links: ["/dinners", "/budget"] },
  { question: "what time is nobu on monday", parts: [[at(20)]], links: ["/dinners", "/day/3"] },
  { question: "nobu dress code? can i wear my slides", parts: [[/smart casual/i]], links: ["/dinners", "/day/3"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners"] },
  { question: "which company runs the balloon flight on monday?", unanswerable: true },
  { question: "is there a weight limit for the balloon basket?", unanswerable: true },
  { question: "if the balloon gets cancelled bc of wind do we get our money back", unanswerable: true },
  { question: "do i need a driving licence for the quad bikes in agafay", unanswerable: true },

  // ── Day 4 (Tue Nov 25): photos, Majorelle, souks, Dar Yacout ─────────────────
  {
    question: "when is the photographer coming? day and time pls",
    parts: [[/tuesday|nov(?:ember)?\.?\s?25|25(?:th)?\s?(?:of\s)?nov|the 25th|day 4/i], [at(8, 30)]],
    links: ["/day/4", "/"],
  },
  { question: "what colours should i wear for the photoshoot", parts: [[/jewel/i]], links: ["/", "/day/4"] },
  {
    question: "majorelle + ysl museum tickets how much",
    parts: [[usd(18)], [usd(15)]],
    links: ["/budget", "/day/4"],
  },
  { question: "do i need to buy majorelle tickets myself?", parts: [[/host/i]], links: ["/day/4"] },
  { question: "souk guide on tuesday, cost?", parts: [[usd(5)]], links: ["/budget", "/day/4"] },
  {
    question: "how much should i budget for shopping in the souks, roughly",
    parts: [[/(?<![\d.,])\$?\s?100\s?(?:-|–|—|to)\s?\$?\s?500/i]],
    links: ["/budget"],
  },
  { question: "tuesday night dinner where", parts: [["Dar Yacout"]], links: ["/dinners", "/day/4"] },
  {
    question: "what do i wear to the palace dinner? can i wear the kaftan i bought yday",
    parts: [[/dressy|best evening|dress(?:ed)? up/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "is the palace dinner prepaid or do we each pay",
    parts: [[/individual|yourself|separately|your own|each (?:pay|of us pays|guest pays|person pays)|not (?:pre-?paid|included)|at the restaurant/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "whats on tuesday",
    parts: [[/photo/i, /majorelle|souk|dar yacout/i]],
    links: ["/day/4"],
  },
  { question: "when will we get the photos from the photographer?", unanswerable: true },
  { question: "whats the photographer's name or insta? want to follow", unanswerable: true },
  { question: "what are the opening hours of jardin majorelle", unanswerable: true },
  { question: "does dar yacout take credit cards?", unanswerable: true },

  // ── Day 5 (Wed Nov 26): over the Atlas to Zagora ────────────────────────────
  { question: "what time do we leave for the desert on wed", parts: [[at(7)]], links: ["/day/5"] },
  { question: "which mountain pass do we drive over to the desert", parts: [[/tichka/i]], links: ["/day/5", "/faq"] },
  {
    question: "whats ait benhaddou famous for",
    parts: [[/gladiator|game of thrones|unesco/i]],
    links: ["/day/5"],
  },
  {
    question: "desert camp price and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/budget", "/accommodations"],
  },
  {
    question: "what should i pack for the desert night",
    parts: [[/layers?|fleece/i, /scarf|headlamp|head torch|overnight bag|lip balm|sunglasses/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "do we sleep at the villa on the 26th?",
    parts: [[/camp|zagora|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  { question: "is the desert camp in merzouga?", parts: [[/zagora/i]], links: ["/accommodations", "/day/5"] },
  { question: "camel ride what time", parts: [[at(16, 30)]], links: ["/day/5"] },
  {
    question: "i get super carsick, is the drive on wednesday bad?",
    parts: [[/motion[- ]sickness|tablets|pills|dramamine|winding/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "do i bring my big suitcase to the desert or what",
    parts: [[/overnight bag|small (?:bag|backpack)/i]],
    links: ["/faq"],
  },
  { question: "how many ppl per tent at the desert camp?", unanswerable: true },
  { question: "are there showers at the desert camp", unanswerable: true },
  { question: "can i charge my phone at the camp? need it for pics", unanswerable: true },
  { question: "are the tents at the camp heated?", unanswerable: true },

  // ── Day 6 (Thu Nov 27): back across the Atlas, train to Fes ─────────────────
  { question: "thursday plan?", parts: [[/train/i, /fes/i]], links: ["/day/6"] },
  { question: "sunrise in the desert on thursday, what time do we get up for it", parts: [[at(6, 30)]], links: ["/day/6"] },
  {
    question: "train to fes how long and how much",
    parts: [[count(6, HOURS)], [usd(45)]],
    links: ["/faq", "/day/6", "/budget"],
  },
  { question: "what time is the train to fes", parts: [[at(15)]], links: ["/day/6"] },
  { question: "who's getting the train tix?", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what time do we get to the fes riad", parts: [[at(21)]], links: ["/day/6"] },

  // ── Days 7-9 (Fri Nov 28 - Sun Nov 30): Fes, Chefchaouen, Casablanca ─────────
  { question: "fes riad how much", parts: [[usd(90)]], links: ["/budget", "/accommodations"] },
  { question: "how many nights in fes", parts: [[count(3, "nights?")]], links: ["/accommodations"] },
  {
    question: "friday in fes what are we doing",
    parts: [[/tanner|bou inania|blue gate|bab bou jeloud|quaraouiyine/i]],
    links: ["/day/7"],
  },
  { question: "i heard the tannery smells awful lol any tips", parts: [[/mint(?! tea)/i]], links: ["/day/7"] },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change|might change|could change|not (?:yet )?final|subject to change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "a week from today what r we doing", parts: [[/chefchaouen/i]], links: ["/day/8"] },
  { question: "how long is the drive to chefchaouen", parts: [[count(4, HOURS)]], links: ["/day/8"] },
  { question: "chefchaouen day what time do we leave", parts: [[at(7, 30)]], links: ["/day/8"] },
  {
    question: "do we stay overnight in chefchaouen?",
    parts: [[/(?:back|return\w*|head\w*|drive\w*)(?: back)? to (?:the riad|fes|our riad)|same day|day trip/i]],
    links: ["/day/8"],
  },
  { question: "whats the food to try in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  {
    question: "im flying out on the 29th, is that a problem? 😕",
    parts: [[/goodbyes?|some (?:guests|people|of us|folks) (?:begin |start |are |will be )?(?:depart|leav)|depart(?:ing|ures)? (?:begin|start)/i]],
    links: ["/day/8"],
  },
  { question: "last day what time is the train to casablanca", parts: [[at(7)]], links: ["/day/9"] },
  {
    question: "farewell lunch where + what time",
    parts: [[/rick'?s|rick’s/i], [at(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque how much & what do i wear",
    parts: [[usd(13)], [/shoulders|arms/i, /knees/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: ["/faq", "/day/9"] },
  { question: "how far is the casablanca airport from the city", parts: [[count(45, MINUTES)]], links: ["/day/9"] },
  {
    question: "havent booked my flight home yet 😬 when should it be",
    parts: [[/evening/i, /(?<!\d)30(?:th)?(?!\d)|last day|day 9/i]],
    links: ["/faq"],
  },
  { question: "what do i do with my leftover dirhams at the end", parts: [[/spend/i]], links: ["/day/9"] },
  {
    question: "how do we get from fes to casablanca",
    parts: [[/train/i, count(4, HOURS)]],
    links: ["/faq", "/day/9"],
  },
  { question: "what time do we head to the airport on the 30th", parts: [[at(18)]], links: ["/day/9"] },
  { question: "whats the name of the riad in fes? want to look it up", unanswerable: true },
  { question: "where can we leave our bags in casablanca during the mosque tour", unanswerable: true },
  { question: "what language is the hassan ii mosque tour in", unanswerable: true },

  // ── Money and practical ─────────────────────────────────────────────────────
  {
    question: "whats the exchange rate roughly",
    parts: [[/(?<![\d.,])10\s?(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much do we tip at restaurants", parts: [[pct(10, 15)]], links: ["/budget", "/faq"] },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/(?<![\d.,])1[,.\s]?000\s?(?:MAD|dirhams?|dhs?)?\s?(?:-|–|—|to)\s?2[,.\s]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the riad charged some tourist tax thing? how much is it supposed to be",
    parts: [[/(?<![\d.,])28\s?(?:MAD|dirhams?|dhs?)\b|\$?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card machine asked me dollars or local, which one do i pick",
    parts: [[/(?:choose|pick|select|pay in|charged? in|go with|always|opt for|stick (?:to|with))\s+(?:the\s+)?(?:local\s+)?(?:dirhams?|MAD|local currency)|decline (?:the )?(?:currency )?conversion/i]],
    links: ["/budget"],
  },
  { question: "which credit cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  {
    question: "where are the atms? running low on cash",
    parts: [[/gu[eé]liz|hivernage|medina gates?|airport/i]],
    links: ["/budget"],
  },
  {
    question: "how much is this whole trip gonna cost me roughly, not counting flights",
    parts: [[/(?<![\d,.])440(?!\d)/, /(?<![\d,.])943(?!\d)/]],
    links: ["/budget"],
  },
  {
    question: "what are the fixed costs everyone has to pay? total",
    parts: [[/(?<![\d,.])440(?!\d)/, /(?<![\d,.])480(?!\d)/]],
    links: ["/budget"],
  },
  { question: "whats the money here called again", parts: [[/dirham/i]], links: ["/budget", "/faq", "/"] },
  {
    question: "which plug adapter do i need? mine doesnt fit 🔌",
    parts: [[/type\s?c/i, /(?:\/|,|and|or|&)\s?(?:type\s?)?e\b/i]],
    links: ["/faq", "/"],
  },
  { question: "will my hair straightener work here, what voltage is it", parts: [[/220\s?v/i]], links: ["/faq"] },
  {
    question: "my friend has a canadian passport, does she need a visa to join us?",
    parts: [[/(?<!\d)90(?!\d)/, /visa[- ]free|no visa|(?:doesn'?t|does not|won'?t|not) need/i]],
    links: ["/faq"],
  },
  { question: "can i drink the tap water at the villa", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "do i need travel insurance for the balloon and quads", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "how do u say thanks in darija", parts: [["shukran"]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  {
    question: "is it ok to take pics of the snake charmers in the square",
    parts: [[/ask (?:first|permission|before)|expect (?:a few )?(?:dirhams|a tip|money|payment)|few dirhams/i]],
    links: ["/faq"],
  },
  { question: "what time zone r we in, my phone is confused", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  {
    question: "weather for the next few days? how warm",
    parts: [[/(?<!\d)15\s?(?:°\s?C?|degrees?)?\s?(?:-|–|—|to)\s?25/i]],
    links: ["/faq", "/"],
  },
  { question: "is it gonna rain in fes", parts: [[/\brare(?:ly)?\b|passing shower|light rain jacket|unlikely/i]], links: ["/faq"] },
  { question: "how do we get around marrakech, is there uber?", parts: [[/petit taxis?|arranged cars?/i]], links: ["/faq"] },
  { question: "im gluten free, who do i tell for the dinners", parts: [[/host/i]], links: ["/dinners"] },
  {
    question: "the transportation page just says coming soon?",
    parts: [[/finali[sz]|coming soon|not (?:yet )?(?:final|ready|available|up)/i]],
    links: ["/transportation"],
  },
  { question: "how much should a petit taxi from the villa to jemaa el fnaa cost", unanswerable: true },
  { question: "which sim card is better here, maroc telecom or inwi", unanswerable: true },
  { question: "whats the hosts whatsapp number? mine's not working", unanswerable: true },

  // ── Places and the map ──────────────────────────────────────────────────────
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what are the pink pins on the map", parts: [[/romantic/i]], links: ["/map"] },
  { question: "good lunch spot in the souks?", parts: [[/le jardin|nomad|caf[eé] des [ée]pices/i]], links: ["/map"] },
  {
    question: "someone said theres a place where u order lamb shoulder a day ahead? where",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "where can i see fixed prices for crafts before i start bargaining",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  { question: "any cooking class recs in marrakech?", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "whats the palace ruins with the storks called", parts: [[/el badi|badi palace/i]], links: ["/map"] },
  { question: "is jemaa el fnaa worth it, best time to go?", parts: [[/dusk|evening|sunset/i]], links: ["/map"] },
  {
    question: "can we go inside the koutoubia mosque",
    parts: [[/exterior|from (?:the )?outside|not (?:allowed|open)|closed to non|non-muslims? (?:can(?:'|no)t|are not|aren'?t)/i]],
    links: ["/map", "/faq"],
  },
  {
    question: "if i want another hammam in the medina which one",
    parts: [[/hammam de la rose/i]],
    links: ["/map"],
  },

  // ── The site, the gallery, the music, Rupa and the occasion ─────────────────
  { question: "how do i upload my pics from today?", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[/(?<![\d.])\b(?:10|ten)\b(?![\d.])/i]], links: ["/gallery"] },
  { question: "max file size for videos? mine is huge from the pool", parts: [[/50\s?(?:MB|megabytes?)/i]], links: ["/gallery"] },
  { question: "posted the wrong pic 😬 how do i get rid of it", parts: [[/password/i]], links: ["/gallery"] },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|don'?t (?:have|need) to|not required|no need|up to you/i]],
    links: ["/gallery"],
  },
  { question: "how do i save someone elses photo to my phone", parts: [[/download/i]], links: ["/gallery"] },
  {
    question: "can we put all the trip pics on the big tv at the villa somehow? like live",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  { question: "how do i turn off the music on the site", parts: [[/mute/i, /bottom[- ]left|lower[- ]left|left corner/i]] },
  { question: "who r u 🐐", parts: [[/rupa/i]] },
  {
    question: "it says too many files when i upload?? what",
    parts: [[/(?<![\d.])\b(?:10|ten)\b(?![\d.])/i]],
    links: ["/gallery"],
  },
  { question: "where can i see all the restaurants in one place", parts: [[/dinners/i]], links: ["/dinners"] },
  { question: "whats the trip called again lol", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[/(?<!\d)22(?!\d)|twenty[- ]two/i]], links: ["/"] },
  { question: "whats the churchill quote on the home page", parts: [[/lovely spot/i]], links: ["/"] },
  {
    question: "home page says highlight TBD, what does that mean",
    parts: [[/vote|camera roll|tbd|to be (?:decided|determined|announced)/i]],
    links: ["/"],
  },
  { question: "how long will the gallery stay up after the trip?", unanswerable: true },
  { question: "can i upload live photos / HEIC straight from my iphone?", unanswerable: true },
  { question: "i deleted a video by accident, can it be recovered?", unanswerable: true },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "what AI are you running on rupa, chatgpt?", unanswerable: true },
  { question: "whats the name of the song on the home page? it slaps", unanswerable: true },
];
