// FORTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-first round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/**
 * The moment these questions are asked: Sunday November 23 2025 at 22:00
 * Morocco time (UTC+1), which is 21:00 UTC. That is day 2 of the trip
 * ("Discover Marrakech", Nov 23), the golden birthday day, late in the evening.
 *
 * - Right now the squad is finishing the Golden Birthday Dinner at Comptoir
 *   Darna in Hivernage (it started at 19:30); the guided bar crawl through
 *   Gueliz & Hivernage starts at 22:30, half an hour from now.
 * - "Today" / "this morning": breakfast at Villa Royale (08:30), the medina
 *   walking tour from 09:30 (Bahia Palace, Ben Youssef Madrasa, Le Jardin
 *   Secret), then pool time at the villa from 14:30.
 * - "Tonight": the birthday dinner and the bar crawl; the squad sleeps at
 *   Villa Royale.
 * - "Yesterday" (day 1, Saturday Nov 22, "Rest & Relax"): slow morning at
 *   Riad L-Authentic, check-in at Villa Royale at 15:00, hammam & massage at
 *   16:30, sunset by the pool at 19:30. "Last night" was the first night at the
 *   villa. Friday Nov 21 (day 0) was arrival, Riad L-Authentic and the welcome
 *   dinner at Le Foundouk.
 * - "Tomorrow" (day 3, Monday Nov 24, "Desert Fun"): hot air balloon pickup at
 *   05:30 in Agafay, the Agafay desert day from 11:00, back to the villa at
 *   17:00, private rooftop dinner at Nobu at 20:00.
 * - "The day after tomorrow" is day 4, Tuesday Nov 25 (photoshoot, Jardin
 *   Majorelle, souks, Dar Yacout).
 */
export const FORTY_FIRST_TEST_CLOCK = new Date("2025-11-23T21:00:00Z");

// ---------------------------------------------------------------------------
// Matchers, tolerant of wording but specific about the fact.

const NUMBER_WORDS: Record<number, string> = {
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
  13: "thirteen",
  20: "twenty",
  22: "twenty[- ]?two",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
};

/** A whole number in digits (not part of a longer number) or in words. */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?![\\d])${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A number followed by a unit, e.g. "6 hours", "six-hour", "6 hrs". */
function amountOf(n: number, unit: string): RegExp {
  const word = NUMBER_WORDS[n];
  const value = word ? `(?:(?<![\\d.,])${n}|\\b${word})` : `(?<![\\d.,])${n}`;
  return new RegExp(`${value}[- ]?${unit}`, "i");
}

const hours = (n: number) => amountOf(n, "(?:hours?|hrs?|h\\b)");
const minutes = (n: number) => amountOf(n, "(?:minutes?|mins?\\b)");

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A US dollar amount: "$45", "$ 45", "USD 45", "45 dollars", "45 USD". */
function usd(amount: number | string): RegExp {
  const n = escape(String(amount));
  return new RegExp(
    `(?:\\$|\\busd\\s?|\\bus\\$)\\s?${n}(?![\\d])|(?<![\\d.,])${n}(?:\\.00)?\\s?(?:usd|us dollars|dollars|bucks|\\$)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40–$60", "$40 to $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  const dash = "\\s?(?:-|–|—|to)\\s?";
  return new RegExp(
    `(?:\\$|\\busd\\s?)\\s?${low}${dash}(?:\\$|usd\\s?)?\\s?${high}(?![\\d])|(?<![\\d.,])${low}${dash}${high}\\s?(?:usd|dollars|bucks)`,
    "i",
  );
}

/** A clock time: "15:00", "15h00", "15.00", "3 pm", "3:00 PM", "3 p.m."; "08:30" or "8:30 am". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : `${h}`;
  const alternatives = [`(?<![\\d:])${h24}[:h.]${mm}(?![\\d])`];
  alternatives.push(
    m === 0
      ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${ap}\\.?\\s?m\\b`
      : `(?<![\\d:])${h12}[:.]${mm}\\s?${ap}\\.?\\s?m\\b`,
  );
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

const WEEKDAYS = [
  "friday",
  "saturday|sat\\.",
  "sunday",
  "monday|mon\\.",
  "tuesday|tues?\\b",
  "wednesday|weds?\\b",
  "thursday|thurs?\\b",
  "friday",
  "saturday|sat\\.",
  "sunday",
];

/** Words that name a trip day relative to the clock (Sunday Nov 23, 22:00). */
const RELATIVE_DAYS: Record<number, string> = {
  1: "yesterday|last night",
  2: "today|tonight|this (?:morning|afternoon|evening)",
  3: "tomorrow|tmrw|tmr",
  4: "day after tomorrow",
};

/** A trip day by number ("day 4"), date ("Nov 25", "25th November"), weekday or relative word. */
function tripDay(n: number): RegExp {
  const date = 21 + n;
  const alternatives = [
    `\\bday\\s?${n}(?![\\d])`,
    `\\bnov(?:ember|\\.)?\\s?${date}(?![\\d])`,
    `(?<![\\d])${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov`,
    `\\b(?:${WEEKDAYS[n]})`,
  ];
  if (RELATIVE_DAYS[n]) alternatives.push(`\\b(?:${RELATIVE_DAYS[n]})\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

const percentRange = (low: number, high: number) =>
  new RegExp(`(?<![\\d])${low}\\s?%?\\s?(?:-|–|—|to)\\s?${high}\\s?(?:%|percent|per cent)`, "i");

// ---------------------------------------------------------------------------

export const fortyFirstTestQuestions: TestQuestion[] = [
  // --- Tonight: the birthday dinner and the bar crawl -----------------------
  {
    question: "omg where r we going after dinner?? someone said bar crawl but where",
    parts: [[/gueliz|guéliz/i, /hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "wat time does the crawl start",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "how long until the bar crawl kicks off from now?",
    parts: [[/\b30\s?(?:min|minutes)|half an hour|thirty min/i]],
    links: ["/day/2"],
  },
  {
    question: "is the bar crawl guide extra? how much, and are drinks included or do we pay",
    parts: [[usd(10)], [/as you go|not included|your own|yourself|separately|pay for (?:your |our )?(?:own )?drinks|individually/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "can i change into flip flops and gym shorts for the crawl or nah",
    parts: [[/smart[- ]casual/i]],
    links: ["/day/2"],
  },
  {
    question: "whats the name of this restaurant again lol my mom is asking",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much is each of us paying for the bday dinner",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "what time was dinner supposed to start tonight, were we super late",
    parts: [[clock(19, 30)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "is the entertainment here part of the dinner? like what kind",
    parts: [[/music/i, /dancer|dancing/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what type of food does comptoir darna do",
    parts: [[/moroccan/i, /mediterranean/i]],
    links: ["/dinners"],
  },
  {
    question: "what was the dress code for tonight again? need it for my caption",
    parts: [[/cocktail/i, /gold/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "where are we sleeping tonight after all this",
    parts: [[/villa royale|the villa/i]],
    links: ["/accommodations", "/day/2"],
  },
  { question: "what's the name of the guide for the bar crawl tonight?", unanswerable: true },
  { question: "which bars exactly are we hitting on the crawl? names pls", unanswerable: true },
  { question: "what time does the bar crawl finish? need to know if i can make the balloon", unanswerable: true },
  { question: "who's giving the big toast tonight", unanswerable: true },
  { question: "did anyone hand in a gold earring at the restaurant tonight??", unanswerable: true },
  { question: "what flavour is the birthday cake", unanswerable: true },

  // --- This morning, today, yesterday ---------------------------------------
  {
    question: "which places did we go on the walking tour this morning? posting on insta",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "what did this mornings tour cost",
    parts: [[usd(10), /museum|entr(?:y|ance)|admission/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what did we do yesterday arvo? my brain is mush",
    parts: [[/villa/i, /hammam|massage/i]],
    links: ["/day/1"],
  },
  {
    question: "name of the riad we crashed at friday night?",
    parts: [[/l[- ]?authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "where was the welcome dinner friday and what kind of food was it",
    parts: [[/foundouk/i], [/moroccan/i, /french/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what time is brekkie at the villa",
    parts: [[clock(8, 30)]],
    links: ["/day/2"],
  },
  {
    question: "do i have to sign up for villa breakfast for tmrw? by when",
    parts: [[/(?:night|evening) before|tonight|this evening/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "whats usually on the breakfast spread at the villa",
    parts: [[/msemen|amlou/i]],
    links: ["/day/2"],
  },

  // --- Tomorrow: balloon, Agafay, Nobu -----------------------------------------
  {
    question: "what time is the balloon pickup tmrw 😴",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much is the hot air balloon again",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "how cold is it gonna be for the balloon and what should i wear",
    parts: [[/layer/i, /\bhats?\b|beanie/i]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "how long are we actually up in the air in the balloon",
    parts: [[/\b(?:an|one|1)[- ]?(?:hour|hr)\b/i]],
    links: ["/day/3"],
  },
  {
    question: "do we get fed after the balloon or should i pack snacks",
    parts: [[/breakfast/i]],
    links: ["/day/3"],
  },
  {
    question: "is the balloon optional or is everyone doing it",
    parts: [[/optional|extra|your choice|not required|not mandatory/i]],
    links: ["/budget"],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "whats the plan tomorrow after we land",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "how much is the agafay desert day thing",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what should i wear for quad biking tmrw",
    parts: [[/layer|fleece/i, /scarf|closed shoes|closed-toe/i]],
    links: ["/day/3"],
  },
  {
    question: "what time do we get back to the villa tomorrow? want to shower before dinner",
    parts: [[clock(17)]],
    links: ["/day/3"],
  },
  {
    question: "where's dinner tmrw night",
    parts: [[/nobu/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "nobu - is there a minimum spend? how much",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu, is it just sushi",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners"],
  },
  {
    question: "nobu dinner time tomorrow + can i wear flip flops",
    parts: [[clock(20)], [/smart[- ]casual|no flip/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "what's tomorrow called on the itinerary",
    parts: [[/desert fun/i]],
    links: ["/day/3"],
  },
  { question: "what's the name of the balloon company and is there a weight limit?", unanswerable: true },
  { question: "whats the wind forecast for tmrw morning, will the balloon actually fly?", unanswerable: true },
  { question: "what time is sunrise tomorrow exactly", unanswerable: true },
  { question: "how many people signed up for the balloon?", unanswerable: true },
  { question: "whats the wifi password at the villa", unanswerable: true },

  // --- Day 4: photoshoot, Majorelle, souks, palace dinner ---------------------
  {
    question: "when is the photographer coming again?",
    parts: [[tripDay(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "photoshoot is the day after tomorrow right? what time do i need to be ready",
    parts: [[clock(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours look best for the photoshoot",
    parts: [[/jewel/i, /white|gold/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle + ysl museum, how much are tickets",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to buy my own majorelle ticket online?",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  {
    question: "souk shopping day, is there a guide and how much",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "roughly how much do people budget for shopping here",
    parts: [[/\$?\s?100\s?(?:-|–|—|to)\s?\$?\s?500/i]],
    links: ["/budget", "/faq", "/day/4"],
  },
  {
    question: "where's the palace dinner",
    parts: [[/dar yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "can i wear my kaftan to dar yacout or is that weird",
    parts: [[/dressy|best evening|welcome/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how much is the palace dinner, do we pay the host?",
    parts: [[/individual|at the restaurant|separately|yourself|your own|each (?:pay|person pays)/i]],
    links: ["/dinners", "/day/4"],
  },
  { question: "how much is a bottle of wine at dar yacout?", unanswerable: true },
  { question: "what's the photographer's instagram? wanna tag them", unanswerable: true },
  { question: "when do we get the photos from the photoshoot back", unanswerable: true },

  // --- Day 5: over the Atlas to the Zagora camp -------------------------------
  {
    question: "what time do we leave for the desert road trip",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "which mountain pass are we driving over wednesday",
    parts: [[/tichka/i]],
    links: ["/day/5"],
  },
  {
    question: "how high up does the road over the atlas go",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "which movies were filmed at ait ben haddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "i get super carsick, anything for the desert drive",
    parts: [[/motion[- ]?sickness|tablet|pill/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "which days have the long winding mountain drive",
    parts: [
      [
        /\bdays?\s?5\b|wednesday|nov(?:ember)?\.?\s?26/i,
        /(?:\band|&|,|-|–|to)\s?(?:day\s?)?6\b|\bday\s?6\b|thursday|nov(?:ember)?\.?\s?27|\b27th\b/i,
      ],
    ],
    links: ["/faq", "/day/5", "/day/6"],
  },
  {
    question: "what does the $95 for the camp actually cover",
    parts: [[/activit/i, /dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "desert camp cost pp?",
    parts: [[usd(95)]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "what do i pack for the night at the camp",
    parts: [[/fleece|layer/i, /headlamp|head ?torch|lip balm|sunglasses|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "should i drag my big suitcase to the camp?",
    parts: [[/overnight bag|small bag/i]],
    links: ["/faq"],
  },
  {
    question: "are we sleeping at the villa wed night",
    parts: [[/camp|zagora/i]],
    links: ["/accommodations", "/day/5"],
  },

  // --- Day 6: sunrise, the drive back, the train to Fes -----------------------
  {
    question: "what time is sunrise on the dunes thursday",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "whats happening thursday",
    parts: [[/train/i, /fes|fès|fez/i]],
    links: ["/day/6"],
  },
  {
    question: "how long is the train to fes and how much",
    parts: [[hours(6)], [usd(45)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "what cities does the train pass through on the way to fes",
    parts: [[/rabat/i, /mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "who's handling train tickets, do i buy my own",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time do we roll into the fes riad",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "how do our bags get to the riad in fes if cars cant go in",
    parts: [[/porter|handcart/i]],
    links: ["/day/6"],
  },
  { question: "where do we stop for lunch on the drive back thursday? name of the place", unanswerable: true },
  { question: "what carriage and seat numbers are we in on the train", unanswerable: true },

  // --- Fes, Chefchaouen, Casablanca ---------------------------------------------
  {
    question: "fes riad how much",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "which part of fes is our riad in",
    parts: [[/fes el[- ]bali|f[eè]s el[- ]bali/i]],
    links: ["/accommodations", "/day/6"],
  },
  {
    question: "where does the fes medina walk start",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery stinks, any tip?",
    parts: [[/\bmint\b/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes schedule final or could it change",
    parts: [[/work in progress|may change|might change|could change|not final|subject to change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "what time do we leave for chefchaouen",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "what food is chefchaouen known for",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint over the blue town?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "can i fly home from fes instead of casa? when would that be",
    parts: [[tripDay(8)]],
    links: ["/faq", "/day/8"],
  },
  {
    question: "what time's the train to casablanca on the last day and how long is it",
    parts: [[clock(7)], [hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "farewell lunch is where? and when",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque tour price",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what should i wear to the mosque in casa",
    parts: [[/cover/i, /scarf/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the hassan ii minaret",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly out of at the end",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "when should i book my flight home for",
    parts: [[/evening|later/i, tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what do i do with leftover dirhams at the end",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  { question: "what's the actual name of our riad in fes?", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost?", unanswerable: true },
  { question: "whats the entry fee for bou inania madrasa", unanswerable: true },
  { question: "which restaurant are we having lunch at in chefchaouen", unanswerable: true },
  { question: "what time does rick's cafe close", unanswerable: true },

  // --- Money, tipping, bargaining -----------------------------------------------
  {
    question: "how many dirhams to the dollar roughly",
    parts: [[/(?:10|ten)\s?(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "guy wants 100 dirhams for a scarf, what's that in usd",
    parts: [[usd(10)]],
    links: ["/budget"],
  },
  {
    question: "the riad added some tax thing?? how much is that per night",
    parts: [[/28\s?(?:MAD|dirhams?|dhs?)|\$\s?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "roughly what does the tourist tax add up to over the whole trip",
    parts: [[/\$\s?2[45](?:\.75)?(?![\d])|2[45](?:\.75)?\s?(?:usd|dollars)/i]],
    links: ["/budget"],
  },
  {
    question: "how much do u tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "do i tip the porters who carry bags",
    parts: [[/(?:small|few|some|spare)\s(?:change|coins|dirhams|notes)|coins/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much should i pull out at the atm each time",
    parts: [[/1[,.]?000\s?(?:-|–|—|to)\s?2[,.]?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "do the souk stalls take cards",
    parts: [[/rarely|cash/i]],
    links: ["/budget", "/day/0"],
  },
  {
    question: "which credit cards work best here",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "what are card foreign fees usually",
    parts: [[percentRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card machine is asking if i want to pay in dollars or local, which one",
    parts: [[/dirham|\bMAD\b|local currency/i]],
    links: ["/budget"],
  },
  {
    question: "haggling - what % of the asking price should i start at",
    parts: [[percentRange(40, 50)]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "is there somewhere with fixed prices so i know what stuff should cost before i haggle",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "ballpark, what's the whole trip going to cost me per person",
    parts: [[usdRange(440, 943)]],
    links: ["/budget"],
  },
  {
    question: "what are the fixed costs everyone pays, total",
    parts: [[usdRange(440, 480)]],
    links: ["/budget"],
  },
  {
    question: "do i HAVE to pay for the villa? how much",
    parts: [[/optional/i, usd(50)]],
    links: ["/faq", "/budget", "/accommodations"],
  },
  {
    question: "how much was the airport car and did we pay card or cash",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "how much was the welcome dinner and the deposit",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "hammam and massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "i want a massage before we leave the villa, how do i book",
    parts: [[/host/i]],
    links: ["/faq", "/day/1"],
  },
  { question: "how much is a sim card at the airport", unanswerable: true },
  { question: "whats the host's venmo so i can pay them back", unanswerable: true },
  { question: "how much should a petit taxi from the villa to gueliz cost?", unanswerable: true },
  { question: "can i use apple pay in marrakech", unanswerable: true },
  { question: "how much did the host pay for the villa in total?", unanswerable: true },

  // --- Practical: plugs, visas, health, weather, culture --------------------------
  {
    question: "which plug adapter do i need, mine isnt working",
    parts: [[/C\s?(?:\/|and|&|or|,)\s?(?:type\s)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what voltage is it here",
    parts: [[/220\s?V/i]],
    links: ["/faq", "/"],
  },
  {
    question: "my cousin is canadian, does she need a visa to join us",
    parts: [[/visa[- ]free|no visa|doesn'?t need|does not need|not need/i, /90/]],
    links: ["/faq"],
  },
  {
    question: "how long does the passport need to be valid for",
    parts: [[amountOf(6, "months?")]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can we get a beer at the cafes in the medina",
    parts: [[/licensed|not in most|most medina caf[eé]s (?:don'?t|do not)/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say thanks in moroccan",
    parts: [[/shukran|choukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do people speak, will english work",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "the snake guys in jemaa el fnaa want money for photos?",
    parts: [[/dirhams?|\btip\b/i]],
    links: ["/faq"],
  },
  {
    question: "is it rude to take photos of locals",
    parts: [[/\bask/i]],
    links: ["/faq"],
  },
  {
    question: "should i have gotten travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "is marrakech safe? what should i watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "random guys keep offering to show me the way in the medina, should i go with them",
    parts: [[/ignore|unofficial/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco in, my phone's confused",
    parts: [[/(?:UTC|GMT)\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "does it rain much here in late nov",
    parts: [[/rare/i]],
    links: ["/faq"],
  },
  {
    question: "whats the daytime temp range this time of year",
    parts: [[/15\s?°?\s?C?\s?(?:-|–|—|to)\s?25/i]],
    links: ["/", "/faq"],
  },
  {
    question: "what should i wear walking around the medina",
    parts: [[/shoulder/i, /knee/i]],
    links: ["/faq", "/day/2"],
  },
  {
    question: "petit taxis - do they use meters?",
    parts: [[/meter/i, /agree|fare/i]],
    links: ["/faq"],
  },
  {
    question: "im gluten free, how early was i supposed to tell someone",
    parts: [[/(?:two|2) weeks/i, /host/i]],
    links: ["/dinners"],
  },
  { question: "what's the emergency number in morocco", unanswerable: true },
  { question: "do i need any vaccines for morocco", unanswerable: true },
  { question: "is uber a thing in marrakech", unanswerable: true },
  { question: "wheres the closest pharmacy to the villa", unanswerable: true },
  { question: "which phone network has the best signal in the desert, maroc telecom or orange?", unanswerable: true },

  // --- The map ---------------------------------------------------------------
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "purple dots on the map = what?",
    parts: [[/cultur/i]],
    links: ["/map"],
  },
  {
    question: "how many colour categories are there on the map legend",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "any spot for mint tea looking over the spice market",
    parts: [[/caf[eé] des [eé]pices/i]],
    links: ["/map"],
  },
  {
    question: "thinking of sneaking off to al fassia for a meal w my sister, anything i should know",
    parts: [[/lamb shoulder/i, /day ahead|in advance|ahead of time|day before/i]],
    links: ["/map"],
  },
  {
    question: "is there a cooking class on the map? want to learn tagine",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "where's the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "what's the palace ruins with the storks called",
    parts: [[/badi/i]],
    links: ["/map"],
  },
  {
    question: "nice sunset spot with a pavilion and a big pool of water?",
    parts: [[/menara/i]],
    links: ["/map"],
  },

  // --- The gallery, the music, the site, Rupa ---------------------------------------
  {
    question: "how many pics can i upload to the gallery at once, and is there a size limit",
    parts: [[num(10)], [/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|not required|don'?t (?:have|need) to|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded a pic by accident, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "why did the music cut out when i opened the gallery",
    parts: [[/no (?:background )?(?:music|track|soundtrack|audio)|(?:doesn'?t|does not|don'?t) (?:have|play)|without (?:music|audio)|paus|silent/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i turn the music off on the site",
    parts: [[/bottom[- ]left|lower[- ]left/i]],
  },
  {
    question: "rupa where do i find you on the site if i close this",
    parts: [[/bottom[- ]right|lower[- ]right/i]],
    links: ["/faq"],
  },
  {
    question: "what if you dont know the answer, who do i ask",
    parts: [[/host/i]],
    links: ["/faq"],
  },
  {
    question: "whats the trip called officially? making a group chat name",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "what did churchill say about marrakech, the quote on the site",
    parts: [[/most lovely spot/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip total",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what does the highlight box on the homepage say",
    parts: [[/TBD|to be (?:determined|decided|confirmed)/i]],
    links: ["/"],
  },
  {
    question: "transportation page is empty?? whats going on",
    parts: [[/coming soon|being finali[sz]ed|not (?:yet|ready)|still being/i]],
    links: ["/transportation"],
  },
  {
    question: "what are the three activity cards on the home page",
    parts: [[/culture/i, /adventure/i, /shopping/i]],
    links: ["/"],
  },
  {
    question: "how long has comptoir darna been around",
    parts: [[/(?:twenty|20)\s?(?:\+\s?)?years/i]],
    links: ["/dinners"],
  },
  {
    question: "what even is a foundouk",
    parts: [[/caravan|merchant|\binn\b/i]],
    links: ["/dinners"],
  },
  { question: "what's the name of the song that plays on the home page? who's the artist", unanswerable: true },
  { question: "how many photos are in the gallery rn", unanswerable: true },
  { question: "who uploaded that blurry video of the dancers tonight", unanswerable: true },
  { question: "what's the password to delete photos in the gallery", unanswerable: true },
  { question: "which suite at the villa is mine", unanswerable: true },
  { question: "who am i rooming with in fes", unanswerable: true },
  { question: "what flight is jess on sunday", unanswerable: true },
  { question: "what's the score in the raja casablanca match tonight", unanswerable: true },
  { question: "when was villa royale built", unanswerable: true },
];
