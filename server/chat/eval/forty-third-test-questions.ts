// FORTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-third round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/**
 * The moment these questions are asked: Tuesday November 25 2025, 17:00 Morocco
 * time (UTC+1), day 4 of the trip ("Gardens & Souks").
 *
 * - This morning: the group photoshoot in the Villa Royale gardens (08:30), then
 *   Jardin Majorelle and the Musée YSL (11:00); this afternoon the guided souk
 *   shopping (14:30), which is just wrapping up.
 * - Tonight: the palace dinner at Dar Yacout at 20:00 (rooftop aperitif first,
 *   dressy, paid individually); the squad sleeps at Villa Royale.
 * - Yesterday / last night (day 3, Monday Nov 24): hot air balloon at 05:30 over
 *   Agafay, the Agafay desert day from 11:00, back at the villa at 17:00, and the
 *   private rooftop dinner at Nobu at 20:00.
 * - Tomorrow (day 5, Wednesday Nov 26): 07:00 departure over the High Atlas
 *   (Tizi n'Tichka), Aït Benhaddou at 11:30, sunset camel ride at 16:30, dinner
 *   and the night at the desert camp near Zagora at 19:30.
 */
export const FORTY_THIRD_TEST_CLOCK = new Date("2025-11-25T16:00:00Z");

const WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "eleven",
  12: "twelve",
  13: "thirteen",
  14: "fourteen",
  15: "fifteen",
  20: "twenty",
  22: "twenty[- ]?two",
  25: "twenty[- ]?five",
  30: "thirty",
  45: "forty[- ]?five",
};

/** A whole number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const word = WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?![\\d]|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A US dollar amount: "$45", "US$45", "USD 45", "45 dollars", "45 bucks". */
function usd(amount: number): RegExp {
  const n = String(amount).replace(".", "\\.");
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${n}(?:\\.00)?(?![\\d]|[.,]\\d)|(?<![\\d.,$])${n}(?:\\.00)?\\s?(?:USD|US dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "$40–$60". */
function usdRange(min: number, max: number): RegExp {
  return new RegExp(`${min}\\s*(?:-|–|—|to)\\s*(?:US)?\\$?\\s?${max}(?!\\d)`, "i");
}

/** A clock time: "20:00", "20h00", "20h", "8 pm", "8:00 p.m."; morning hours with am. */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const ampm = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    `(?<!\\d)${hour < 10 ? "0?" : ""}${hour}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}(?:[:.]${mm})${minute === 0 ? "?" : ""}\\s?${ampm}`,
  ];
  if (minute === 0) alternatives.push(`(?<![\\d:.])${hour < 10 ? "0?" : ""}${hour}h(?![\\da-z])`);
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b|\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

const WEEKDAYS = [
  "Friday",
  "Saturday",
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** A trip day: "day 4", "Nov 25", "25th of November", "Tuesday", or a relative word given by the question. */
function tripDay(day: number, relative?: string): RegExp {
  const date = 21 + day;
  const alternatives = [
    `\\bday\\s?${day}\\b`,
    `\\bday\\s${WORDS[day] ?? "zero"}\\b`,
    `\\bnov(?:ember)?\\.?\\s?${date}(?!\\d)`,
    `(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov`,
    `\\b${WEEKDAYS[day]}\\b`,
  ];
  if (relative) alternatives.push(relative);
  return new RegExp(alternatives.join("|"), "i");
}

const DRESSY = /dressy|dress(?:ed)? up|best evening|evening (?:outfit|wear|attire)|kaftan|djellaba/i;
const BARGAIN = /40\s*(?:%|percent)?\s*(?:-|–|to|or)\s*50\s*(?:%|percent)?/i;
const TIPPING = /10\s*(?:%|percent)?\s*(?:-|–|to)\s*15\s*(?:%|percent)?/i;
const AIT_BENHADDOU = /A[iï]t[- ]?Ben[- ]?haddou/i;

export const fortyThirdTestQuestions: TestQuestion[] = [
  // ---- Tonight, today, tomorrow, yesterday (the near present) ----
  {
    question: "what time is dinner tonight?",
    parts: [[clock(20, 0)]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "where r we eating tonight",
    parts: [[/Dar Yacout/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "dress code for tonight?? i only packed jeans lol",
    parts: [[DRESSY]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "is tonights dinner already paid for or do we pay at the place",
    parts: [[/individual|at the restaurant|pay (?:for )?(?:it )?(?:yourself|there|on your own)|your own|separately/i]],
    links: ["/day/4", "/dinners", "/budget"],
  },
  {
    question: "any drinks before the palace dinner or straight to eating?",
    parts: [[/roof/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "what kinda food is it tonight",
    parts: [[/moroccan/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "will there be live music at dinner 2nite",
    parts: [[/musician|live music|music (?:playing|through)/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "omg i slept through the photoshoot this morning, what time did it even start",
    parts: [[clock(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "where exactly did the photographer shoot us today",
    parts: [[/villa/i, /garden/i]],
    links: ["/day/4"],
  },
  {
    question: "how much were the majorelle tix and the ysl museum? splitting costs w my sister",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "did we have to buy our own majorelle tickets or",
    parts: [[/host/i, /advance|ahead|timed|book/i]],
    links: ["/day/4"],
  },
  {
    question: "souk guide this aft cost how much?",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what time did the souk shopping thing start today",
    parts: [[clock(14, 30)]],
    links: ["/day/4"],
  },
  {
    question: "roughly what do ppl spend on shopping here",
    parts: [[/100/, /500/]],
    links: ["/budget", "/day/4", "/faq", "/"],
  },
  {
    question: "how low should i start when haggling for a rug",
    parts: [[BARGAIN]],
    links: ["/faq", "/budget", "/day/0", "/day/4"],
  },
  {
    question: "ok whats left on the plan for today",
    parts: [[/Dar Yacout|palace/i], [clock(20, 0)]],
    links: ["/day/4"],
  },
  {
    question: "whats todays theme called on the site",
    parts: [[/gardens\s*(?:&|and)\s*souks/i]],
    links: ["/day/4"],
  },
  {
    question: "what was the blue garden we went to today called, and whose museum was next door?",
    parts: [[/Majorelle/i], [/Yves Saint Laurent|YSL/i]],
    links: ["/day/4", "/map"],
  },
  {
    question: "which part of town is majorelle in",
    parts: [[/Gu[eé]liz/i]],
    links: ["/day/4", "/map"],
  },
  {
    question: "which day of the trip is it today",
    parts: [[/\bday\s?(?:4|four)\b/i]],
    links: ["/day/4"],
  },
  {
    question: "what time do we leave tmrw morning",
    parts: [[clock(7, 0)]],
    links: ["/day/5"],
  },
  {
    question: "where do we sleep tomorrow night",
    parts: [[/camp|tent/i, /Zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "whats the mountain pass we cross tmrw",
    parts: [[/Tichka/i]],
    links: ["/day/5"],
  },
  {
    question: "how high up is that pass we drive over tomorrow",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "i get super carsick, anything i should know for tomorrows drive?",
    parts: [[/motion.?sickness|tablet|pill/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "the game of thrones village we stop at tmrw, whats it called again",
    parts: [[AIT_BENHADDOU]],
    links: ["/day/5"],
  },
  {
    question: "what time's the camel ride tomorrow",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "how much is the desert camp and what does that cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "packing for the camp - what clothes should i bring, and can i take my big suitcase?",
    parts: [[/layers|fleece/i], [/small|overnight bag/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "is it gonna be cold at night in the desert",
    parts: [[/cold|freezing|chilly/i]],
    links: ["/faq", "/day/5", "/"],
  },
  {
    question: "do we pay extra for the camels or is that part of the camp",
    parts: [[/includ|part of|covered/i]],
    links: ["/day/5", "/budget"],
  },
  {
    question: "what are we eating at the camp tmrw",
    parts: [[/tagine/i]],
    links: ["/day/5"],
  },
  {
    question: "which valley r we driving through to zagora",
    parts: [[/Dr[aâ]a/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "where's lunch tomorrow on the road",
    parts: [[/A[iï]t[- ]?Ben[- ]?haddou|river/i]],
    links: ["/day/5"],
  },
  {
    question: "dinner time at the camp tmrw?",
    parts: [[clock(19, 30)]],
    links: ["/day/5"],
  },
  {
    question: "how much was the balloon yesterday? need to pay my friend back",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what time was the balloon pickup yesterday, it felt like the middle of the night",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "where did we eat last night again? want to leave a review",
    parts: [[/Nobu/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "what was the minimum spend at nobu",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what cuisine was last nights place",
    parts: [[/Japanese/i, /Peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "how much was the agafay quad bike + camel day",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "whats the photographer's instagram? want to tag them",
    unanswerable: true,
  },
  {
    question: "when do we get the pics back from this mornings shoot",
    unanswerable: true,
  },
  {
    question: "how much did the photographer cost each",
    unanswerable: true,
  },
  {
    question: "what time will we be back at the villa after dinner tonight",
    unanswerable: true,
  },
  {
    question: "whats the name of our driver tmrw",
    unanswerable: true,
  },
  {
    question: "does the desert camp have wifi or at least signal",
    unanswerable: true,
  },
  {
    question: "will there be hot showers in the tents at the camp",
    unanswerable: true,
  },
  {
    question: "where did everyone have lunch today? i went back to the villa",
    unanswerable: true,
  },
  {
    question: "who am i sharing a tent with tmrw",
    unanswerable: true,
  },
  {
    question: "whats the wifi password at the villa",
    unanswerable: true,
  },

  // ---- Yesterday's desert, the road to Fes and the last days ----
  {
    question: "how long were we actually up in the balloon, felt like 10 min",
    parts: [[/(?:an|one|1)\s?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "how far is agafay from marrakech btw",
    parts: [[/(?:40|forty)\s?min/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "what time did we get back to the villa from agafay yesterday",
    parts: [[clock(17, 0)]],
    links: ["/day/3"],
  },
  {
    question: "what should i wear to watch the sunrise at the camp? heard its freezing",
    parts: [[/hat/i, /layer|warm/i]],
    links: ["/day/6"],
  },
  {
    question: "what time is the sunrise thing at the camp on thursday",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "when do we leave the camp on thurs to drive back",
    parts: [[clock(8, 0)]],
    links: ["/day/6"],
  },
  {
    question: "what time's the train to fes",
    parts: [[clock(15, 0)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the fes train and how much is the ticket",
    parts: [[/(?:6|six)[- ]?(?:hours?|hrs?)/i], [usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "which cities does the train to fes go through",
    parts: [[/Casablanca/i, /Rabat/i, /Mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do we roll into the riad in fes thursday night",
    parts: [[clock(21, 0)]],
    links: ["/day/6"],
  },
  {
    question: "is the fes riad price per night or for the whole stay? and how much",
    parts: [[/total|(?:3|three) nights|whole|all/i], [usd(90)]],
    links: ["/budget", "/accommodations", "/day/6"],
  },
  {
    question: "who's sorting the train tickets to fes",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "how do we get our bags to the riad in fes if cars cant get in",
    parts: [[/porter|handcart/i]],
    links: ["/day/6"],
  },
  {
    question: "anything special to wear on the big travel day thursday?",
    parts: [[/comfortable|comfy/i], [/passport/i]],
    links: ["/day/6"],
  },
  {
    question: "friday in fes, what time do we start walking",
    parts: [[clock(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "which gate do we go into the fes medina by",
    parts: [[/Bou Jeloud|Blue Gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is that al quaraouiyine university",
    parts: [[/859/]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery reeks, any tips",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "bou inania madrasa is from what century",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "whats the dinner plan friday night in fes",
    parts: [[/riad|courtyard/i, /pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "what time do we see the tannery",
    parts: [[clock(14, 0)]],
    links: ["/day/7"],
  },
  {
    question: "how long's the drive to chefchaouen",
    parts: [[/(?:4|four)\s?(?:hours?|hrs?)/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we head out to chefchaouen on saturday",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "what's the thing to eat in chefchaouen",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "where's the best view over the blue city",
    parts: [[/Spanish Mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "when do ppl start flying home",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "whats ras el maa",
    parts: [[/spring|water/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we leave chaouen to go back to fes",
    parts: [[clock(17, 0)]],
    links: ["/day/8"],
  },
  {
    question: "last day - what time is the train to casa",
    parts: [[clock(7, 0)]],
    links: ["/day/9"],
  },
  {
    question: "where's the farewell lunch and what time",
    parts: [[/Rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "how much for the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i wear for the mosque in casa, and do shoes come off?",
    parts: [[/shoulder/i, /knee/i], [/yes|come off|remove|take (?:them |your shoes )?off|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at the casablanca mosque",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/Mohammed V|CMN/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is the casa airport from the city",
    parts: [[/(?:45|forty[- ]?five)\s?min/i]],
    links: ["/day/9"],
  },
  {
    question: "what time do we go to the airport on the last day",
    parts: [[clock(18, 0)]],
    links: ["/day/9"],
  },
  {
    question: "what do i do with leftover dirhams at the end",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "fes to casablanca train how long",
    parts: [[/(?:4|four)\s?(?:hours?|hrs?)/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the train ticket to casablanca on the last day",
    unanswerable: true,
  },
  {
    question: "how much is the chefchaouen day trip per person",
    unanswerable: true,
  },
  {
    question: "whats the actual name of the riad in fes? my mom wants to know",
    unanswerable: true,
  },
  {
    question: "how much is lunch at ricks cafe gonna be",
    unanswerable: true,
  },
  {
    question: "which people are leaving early on saturday",
    unanswerable: true,
  },
  {
    question: "does the fes riad have an elevator? bad knee",
    unanswerable: true,
  },
  {
    question: "how much is the ride to the casablanca airport at the end",
    unanswerable: true,
  },
  {
    question: "whats the luggage limit on the trains here",
    unanswerable: true,
  },
  {
    question: "what time is sunset in zagora tmrw exactly",
    unanswerable: true,
  },
  {
    question: "whats the name of our guide in fes",
    unanswerable: true,
  },

  // ---- The first days, the villa and money ----
  {
    question: "what was the riad called the first night and what did it cost",
    parts: [[/L-?\s?Authentic/i], [usd(45)]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "where was the welcome dinner? want to go back",
    parts: [[/Foundouk/i]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "how much was the deposit to hold the welcome dinner table",
    parts: [[usd(20)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "welcome dinner price range pp?",
    parts: [[usdRange(40, 60)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "the bday dinner - where was it and what was the dress code",
    parts: [[/Comptoir Darna/i], [/gold/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much was the birthday dinner per head",
    parts: [[usdRange(100, 120)]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "bar crawl guide cost? and which areas did it go to",
    parts: [[usd(10)], [/Gu[eé]liz/i, /Hivernage/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what time did the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "what time was the birthday dinner on sunday",
    parts: [[clock(19, 30)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "was the big birthday dinner sunday or monday? arguing w someone",
    parts: [[tripDay(2)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "whose bday is this whole trip for and which one is it",
    parts: [[/host/i], [/30|thirty/i]],
    links: ["/"],
  },
  {
    question: "what was the entertainment at comptoir darna",
    parts: [[/dancer|musician|live music/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much is the hammam + massage",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "who do i tell if i want a massage slot",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "which sights were on the medina walking tour",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret|Secret Garden/i]],
    links: ["/day/2"],
  },
  {
    question: "villa breakfast - how much and how do i get in on it",
    parts: [[usd(10)], [/night before|evening before|sign up/i]],
    links: ["/faq", "/day/2", "/budget"],
  },
  {
    question: "what time is brekkie at the villa",
    parts: [[clock(8, 30)]],
    links: ["/day/2"],
  },
  {
    question: "what time did we meet at the airport on day 0",
    parts: [[clock(11, 0)]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "airport car into town - how much and cash or card?",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "how many suites does the villa have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many pools at villa royale",
    parts: [[/(?:2|two)\s+(?:swimming\s+)?pools/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how long to drive from the villa into town",
    parts: [[/20\s*(?:-|–|to)\s*25\s*min/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i actually have to pay for the villa?",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  {
    question: "how big are the villa grounds",
    parts: [[/1\.4/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa check in time? asking for a friend who joined late",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "whats the dirham to dollar rate roughly",
    parts: [[/(?<!\d)(?:10|ten)\s*(?:MAD|dirhams?|DH)|100\s*(?:MAD|dirhams?|DH)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do i tip at restaurants",
    parts: [[TIPPING]],
    links: ["/budget", "/faq"],
  },
  {
    question: "whats this tourist tax on my bill",
    parts: [[/28|2\.75/, /night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out of the atm at once",
    parts: [[/1[,.]?000\s*(?:-|–|to)\s*2[,.]?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do cards charge in fees here",
    parts: [[/1\s*(?:%|percent)?\s*(?:-|–|to)\s*3\s*(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card machine asked if i wanna pay in dollars or dirhams, which one??",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "where do i find an atm around here",
    parts: [[/Gu[eé]liz|Hivernage|medina gate|airport/i]],
    links: ["/budget"],
  },
  {
    question: "amex or visa? which cards work best",
    parts: [[/Visa/i, /Mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "where can i see fixed prices so i know what stuff should cost before i haggle",
    parts: [[/Ensemble Artisanal/i]],
    links: ["/map"],
  },
  {
    question: "ballpark how much is this whole trip per person",
    parts: [[/440/, /94[23]/]],
    links: ["/budget"],
  },
  {
    question: "can i just use my card in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "whats the villa's street address? need it for an uber",
    unanswerable: true,
  },
  {
    question: "whats the host's name again, blanking",
    unanswerable: true,
  },
  {
    question: "have i already paid my villa contribution?",
    unanswerable: true,
  },
  {
    question: "is there a gym at the villa",
    unanswerable: true,
  },
  {
    question: "whats the phone number for dar yacout",
    unanswerable: true,
  },
  {
    question: "how much should a petit taxi from the villa to jemaa el fna cost",
    unanswerable: true,
  },
  {
    question: "is the villa hammam open late tonight after dinner",
    unanswerable: true,
  },
  {
    question: "who's in suite 7",
    unanswerable: true,
  },
  {
    question: "whats the hosts venmo so i can pay her back",
    unanswerable: true,
  },
  {
    question: "whats the password to delete photos in the gallery",
    unanswerable: true,
  },

  // ---- Practicalities, culture, the map and the site itself ----
  {
    question: "my charger keeps dying, which plug type is it here and what voltage",
    parts: [[/C\s*(?:\/|and|or|&)\s*(?:type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "my cousin wants to join for the fes part, does she need a visa w a us passport",
    parts: [[/visa.?free|no visa|don'?t need|do not need|not need/i]],
    links: ["/faq"],
  },
  {
    question: "how long does a passport have to be valid to get in",
    parts: [[/(?:6|six)\s?months/i]],
    links: ["/faq"],
  },
  {
    question: "what temps r we looking at during the day",
    parts: [[/15\s*(?:°\s*C?|degrees|C)?\s*(?:-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what timezone is morocco on, my phone is confused",
    parts: [[/(?:UTC|GMT)\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "safe to drink the tap water at the villa?",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "where can you actually get a drink in morocco",
    parts: [[/licensed|hotels?|bars?/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak here",
    parts: [[/Arabic|Darija/i, /French/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in moroccan",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to take pics of people in the souks",
    parts: [[/ask/i]],
    links: ["/faq"],
  },
  {
    question: "should i bring an umbrella to fes",
    parts: [[/rare|rarely|rain jacket/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance for the balloon and quads",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "any safety tips for the crowds in the medina",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "grabbing a petit taxi to gueliz, anything i should know",
    parts: [[/meter|agree|fare/i]],
    links: ["/faq"],
  },
  {
    question: "can we go inside the koutoubia",
    parts: [[/exterior|outside|non-?muslim|closed/i]],
    links: ["/map", "/faq"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must.?see/i]],
    links: ["/map"],
  },
  {
    question: "purple on the map legend = ?",
    parts: [[/cultur/i]],
    links: ["/map"],
  },
  {
    question: "rooftop place overlooking the spice square?",
    parts: [[/Nomad/i]],
    links: ["/map"],
  },
  {
    question: "going to al fassia on my own, whats the tip",
    parts: [[/lamb/i, /ahead|advance|before/i]],
    links: ["/map"],
  },
  {
    question: "any romantic spots on the map for a date night",
    parts: [[/Mamounia|Menara|Anima/i]],
    links: ["/map"],
  },
  {
    question: "is there a cooking class i could do",
    parts: [[/Maison Arabe/i]],
    links: ["/map"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world, on the home page",
    parts: [[/Churchill/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip total",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "how many pics can i upload at once and is there a size limit",
    parts: [[/(?<!\d)(?:10|ten)(?!\d)/i], [/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a video i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading to the gallery",
    parts: [[/optional|not required|don'?t (?:have|need)|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i turn the music off on the site, where's the button",
    parts: [[/bottom.?left|lower.?left/i]],
  },
  {
    question: "transportation page just says coming soon?",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "who r u exactly",
    parts: [[/Rupa/i]],
  },
  {
    question: "allergies - who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "dress code at ricks cafe?",
    parts: [[/smart casual/i]],
    links: ["/day/9"],
  },
  {
    question: "which two dinners were the special event ones",
    parts: [[/Comptoir Darna|birthday/i], [/Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "what part of town is nobu in",
    parts: [[/Hivernage/i]],
    links: ["/dinners", "/day/3", "/map"],
  },
  {
    question: "how many photos have ppl uploaded so far",
    unanswerable: true,
  },
  {
    question: "whats the song playing on the homepage? its a vibe",
    unanswerable: true,
  },
  {
    question: "whats the score of the real madrid game tonight",
    unanswerable: true,
  },
  {
    question: "is there a pharmacy open near the villa right now",
    unanswerable: true,
  },
  {
    question: "how much is the cooking class at la maison arabe",
    unanswerable: true,
  },
  {
    question: "what are the opening hours of the saadian tombs",
    unanswerable: true,
  },
  {
    question: "how much is a camel ride in the palmeraie",
    unanswerable: true,
  },
  {
    question: "can i fly my drone at the desert camp tmrw",
    unanswerable: true,
  },
  {
    question: "whats the best hospital in marrakech if someone gets sick",
    unanswerable: true,
  },
];
