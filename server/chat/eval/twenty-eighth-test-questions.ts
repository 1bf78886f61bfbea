// TWENTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock of this set: Sunday 23 November 2025 at 08:00 Morocco time (UTC+1),
 * early on day 2 of the trip ("Discover Marrakech", the golden birthday day),
 * before anything of the day has happened: breakfast at the villa (08:30), the
 * medina walking tour (09:30), pool time (14:30), the birthday dinner at Comptoir
 * Darna (19:30) and the guided bar crawl (22:30) are all still ahead.
 * Yesterday was day 1 (Rest & Relax: the move from Riad L-Authentic to Villa
 * Royale, hammam, sunset by the pool); tomorrow is day 3 (Desert Fun: the
 * sunrise balloon over Agafay, the Agafay desert day and dinner at Nobu).
 */
export const TWENTY_EIGHTH_TEST_CLOCK = new Date("2025-11-23T07:00:00Z");

// ---------------------------------------------------------------------------
// Tolerant key helpers
// ---------------------------------------------------------------------------

const NUMBER_WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  10: "ten",
  13: "thirteen",
  20: "twenty",
  22: "twenty[- ]two",
  30: "thirty",
  40: "forty",
  45: "forty[- ]five",
};

/** A number in digits or in words. */
function num(n: number): string {
  const word = NUMBER_WORDS[n];
  return word ? `(?:${n}|${word})` : String(n);
}

/** "6 hours", "six hours", "6-hour", "6 hrs", "6h". */
function hours(n: number): RegExp {
  return new RegExp(`(?<![\\d.])${num(n)}[\\s-]*(?:hours?|hrs?|h)\\b`, "i");
}

/** "40 minutes", "forty min", "40-minute". */
function minutes(n: number): RegExp {
  return new RegExp(`(?<![\\d.])${num(n)}[\\s-]*(?:minutes?|mins?)\\b`, "i");
}

/**
 * A clock time in 24h ("19:30", "19h30", "07:00") or 12h ("7:30 pm", "7pm",
 * "7 a.m.") form; a 24h morning time followed by "pm" (or the reverse) does not count.
 */
function clock(hour: number, minute = 0): RegExp {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm = String(minute).padStart(2, "0");
  const meridiem = (letter: string) => `${letter}\\.?\\s?m\\b\\.?`;
  const right = hour < 12 ? "a" : "p";
  const wrong = hour < 12 ? "p" : "a";
  const twentyFour = `(?<!\\d)0?${hour}[:.h]${mm}(?!\\d)(?!\\s?${meridiem(wrong)})`;
  const twelve =
    minute === 0
      ? `(?<!\\d)${h12}(?:[:.]00)?\\s?${meridiem(right)}`
      : `(?<!\\d)${h12}[:.]${mm}\\s?${meridiem(right)}`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
}

/** "$45", "US$45", "45 USD", "45 dollars", "USD 45" (not "$450"). */
function usd(amount: number): RegExp {
  const n = String(amount);
  return new RegExp(
    `\\$\\s?${n}(?!\\d)|(?<![\\d$.,])${n}\\s?(?:USD|US dollars|dollars|bucks)\\b|\\bUSD\\s?${n}(?!\\d)`,
    "i",
  );
}

/** "$100-120", "$100 to $120", "100-120 USD". */
function usdRange(low: number, high: number): RegExp {
  const dash = `\\s?(?:-|–|—|to|and)\\s?`;
  return new RegExp(
    `\\$\\s?${low}(?:\\s?(?:USD|dollars))?${dash}(?:US)?\\$?\\s?${high}(?!\\d)` +
      `|(?<![\\d$])${low}${dash}${high}\\s?(?:USD|US dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** Weekdays that belong to one trip day only (Friday, Saturday and Sunday each occur twice). */
const UNIQUE_WEEKDAY: Record<number, string> = {
  3: "monday",
  4: "tuesday",
  5: "wednesday",
  6: "thursday",
};

/** A trip day named as "day 4", "Nov 25", "November 25th", "25th of November", "the 25th", "11/25" or a unique weekday. */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const alts = [
    `\\bday\\s?${day}\\b`,
    `\\bnov(?:ember|\\.)?\\s?${date}(?:st|nd|rd|th)?\\b`,
    `\\b${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov`,
    `\\bthe\\s${date}(?:st|nd|rd|th)\\b`,
    `\\b11\\/${date}\\b`,
  ];
  const weekday = UNIQUE_WEEKDAY[day];
  if (weekday) alts.push(`\\b${weekday}\\b`);
  return new RegExp(alts.join("|"), "i");
}

const TIP_PERCENT = /(?<!\d)10\s?(?:%|percent)?\s?(?:-|–|—|to)\s?15\s?(?:%|percent)/i;

// ---------------------------------------------------------------------------
// The questions
// ---------------------------------------------------------------------------

export const twentyEighthTestQuestions: TestQuestion[] = [
  // ----- Today: day 2, Sunday Nov 23 (Discover Marrakech, birthday day) -----
  {
    question: "morning!! whats the plan for today",
    parts: [[/walking tour|medina (?:walk|tour)|bahia/i], [/birthday dinner|comptoir darna/i], [/bar crawl/i]],
    links: ["/day/2"],
  },
  {
    question: "wat time is breakfast at the villa this morning",
    parts: [[clock(8, 30)]],
    links: ["/day/2"],
  },
  {
    question: "how much is the villa breakfast per person",
    parts: [[usd(10)]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "do we have to sign up for breakfast or can i just rock up",
    parts: [[/night before|evening before|day before|night prior|previous (?:night|evening)/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "what time do we meet for the medina walking tour",
    parts: [[clock(9, 30)]],
    links: ["/day/2"],
  },
  {
    question: "which sights are on todays walking tour?",
    parts: [[/bahia/i], [/ben youssef/i], [/jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "how much is the walking tour, and is museum entry included?",
    parts: [[usd(10)], [/museum fees?|plus museum|not included|extra|separate|on top/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "is there a dress code for the old city tour?? its gonna be hot lol",
    parts: [[/shoulders/i, /knees/i], [/closed/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "what are we doing this arvo before the big dinner",
    parts: [[/pool|swim|nap/i]],
    links: ["/day/2"],
  },
  {
    question: "bday dinner tonight what time",
    parts: [[clock(19, 30)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "where's the birthday dinner at",
    parts: [[/comptoir darna/i], [/hivernage/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "dress code tonite?? 👗",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "how much $$ should i bring for the bday dinner",
    parts: [[usdRange(100, 120)]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "is there gonna be music or some kind of show at dinner tonight?",
    parts: [[/music/i], [/danc/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what time does the bar crawl start",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "bar crawl - whats the cost and do drinks come with it",
    parts: [[usd(10)], [/pa(?:y|id)[- ]as[- ]you[- ]go|not included|separately|your own|yourself/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "whose birthday are we celebrating again haha",
    parts: [[/host/i]],
    links: ["/"],
  },

  // ----- Tomorrow: day 3, Monday Nov 24 (Desert Fun) -----
  {
    question: "whats on tomorrow",
    parts: [[/balloon/i], [/agafay/i], [/nobu/i]],
    links: ["/day/3"],
  },
  {
    question: "what time is balloon pickup tmrw 😴",
    parts: [[clock(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "how much is the hot air balloon ride",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "how long r we actually up in the air in the balloon",
    parts: [[/(?<!half\s)\b(?:an?|one|1)\s?hours?\b|60\s?min/i]],
    links: ["/day/3"],
  },
  {
    question: "is it cold at sunrise for the balloon? what do i wear",
    parts: [[/freez/i], [/layer/i, /\bhat\b/i]],
    links: ["/day/3"],
  },
  {
    question: "what do we get up to in agafay after the balloon lands",
    parts: [[/quad/i], [/camel/i]],
    links: ["/day/3"],
  },
  {
    question: "how far out of town is agafay",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "agafay desert day price?",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "nobu tomorrow what time",
    parts: [[clock(20)]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "is there a minimum spend at nobu",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what cuisine is nobu again",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what time do we get back to the villa after the desert tmrw",
    parts: [[clock(17)]],
    links: ["/day/3"],
  },
  {
    question: "monday - what should i wear for the desert stuff",
    parts: [[/layer/i], [/scarf/i]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "what are we doing on monday",
    parts: [[/balloon/i], [/agafay/i]],
    links: ["/day/3"],
  },

  // ----- Yesterday: day 1, Saturday Nov 22 (Rest & Relax) -----
  {
    question: "what did we do yesterday, i was too jetlagged to remember",
    parts: [[/villa/i], [/hammam|massage/i]],
    links: ["/day/1"],
  },
  {
    question: "i skipped the hammam yesterday - how much is it and how do i book one",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "what's actually involved in the hammam treatment",
    parts: [[/scrub|kessa/i], [/argan/i]],
    links: ["/day/1"],
  },
  {
    question: "from what time could we check into the villa",
    parts: [[clock(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "which riad did we sleep at on friday night",
    parts: [[/l-?\s?authentic/i]],
    links: ["/accommodations", "/day/0", "/budget"],
  },

  // ----- Day 0, Friday Nov 21 (Arrival & Shopping) -----
  {
    question: "what time did the trip officially kick off on the 21st",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "which airport did we land at",
    parts: [[/menara|\bRAK\b/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "airport transfer how much + how do u pay",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "where was the welcome dinner",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much was the deposit to hold the welcome dinner table",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner cost pp?",
    parts: [[usdRange(40, 60)]],
    links: ["/dinners", "/day/0", "/budget"],
  },

  // ----- Day 4, Tuesday Nov 25 (Gardens & Souks) -----
  {
    question: "when is the photographer coming",
    parts: [[tripDay(4)]],
    links: ["/", "/day/4"],
  },
  {
    question: "what colours look best for the photoshoot",
    parts: [[/jewel/i], [/white|gold/i]],
    links: ["/", "/day/4"],
  },
  {
    question: "majorelle + ysl museum ticket prices?",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to book my own majorelle tickets",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  {
    question: "souk guide on the 25th how much",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "palace dinner is where?",
    parts: [[/yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how much is the dar yacout dinner",
    parts: [[/individual|your own|yourself|at the restaurant/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "whats the dress code for the palace dinner, can i wear a kaftan?",
    parts: [[/dressy|best evening|dress up|dressed up/i], [/welcome|yes|absolutely|definitely|perfect/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what time's the palace dinner",
    parts: [[clock(20)]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "whats happening on nov 25",
    parts: [[/photo/i], [/majorelle/i], [/yacout|palace dinner/i]],
    links: ["/day/4"],
  },

  // ----- Day 5, Wednesday Nov 26 (Sahara Desert Adventure) -----
  {
    question: "what time do we leave for the desert on weds",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "which mountain pass do we drive over to get to the desert",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "ait ben haddou - why is it famous",
    parts: [[/gladiator|game of thrones|unesco/i]],
    links: ["/day/5"],
  },
  {
    question: "camel ride time on the 26th?",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "desert camp price and what does it cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations", "/faq"],
  },
  {
    question: "where is the desert camp exactly",
    parts: [[/zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "packing list for the desert night?",
    parts: [[/fleece|layer/i], [/headlamp|lip balm|sunglasses|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "i get car sick, is the drive to the desert bad",
    parts: [[/motion[- ]sickness|tablets/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "are we sleeping at the villa wednesday night?",
    parts: [[/camp|zagora/i]],
    links: ["/accommodations", "/day/5"],
  },

  // ----- Day 6, Thursday Nov 27 (Journey to Fes) -----
  {
    question: "what time is sunrise + breakfast at the camp on thursday",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "train to fes leaves what time",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the fes train",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "train ticket to fes price",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "do i buy my own train ticket to fes?",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time do we roll into the fes riad",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "when do we go to fes",
    parts: [[tripDay(6)]],
    links: ["/day/6"],
  },
  {
    question: "what day of the week is the 27th and where do we sleep that night",
    parts: [[/thursday/i], [/fes/i]],
    links: ["/day/6", "/accommodations"],
  },

  // ----- Day 7, Friday Nov 28 (Explore Fes) -----
  {
    question: "what are we doing on the 28th",
    parts: [[/bou inania|madrasa/i], [/tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "where do we go into the fes medina from",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how many streets are in the fes medina lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "does the tannery stink 😷",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes part of the itinerary locked in?",
    parts: [[/work in progress|may change|might change|could change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "dinner plans friday in fes?",
    parts: [[/riad/i], [/pastilla|tagine/i]],
    links: ["/day/7"],
  },

  // ----- Day 8, Saturday Nov 29 (Chefchaouen Day Trip) -----
  {
    question: "how long's the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "what time do we leave for chefchaouen",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "what should i eat in chefchaouen",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "are ppl leaving before the very last day?",
    parts: [[tripDay(8), /from fes|in fes|fes/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "which day is chefchaouen and how do we get there",
    parts: [[tripDay(8)], [/drive|car|road/i]],
    links: ["/day/8"],
  },

  // ----- Day 9, Sunday Nov 30 (Casablanca & Departure) -----
  {
    question: "what time's the train to casablanca on the 30th",
    parts: [[clock(7)]],
    links: ["/day/9"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick/i]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque tour price",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what to wear to the mosque in casa",
    parts: [[/shoulders|knees|arms/i], [/scarf/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan 2",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home out of",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "when should i book my flight home for",
    parts: [[/evening|or later/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "farewell lunch time?",
    parts: [[clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "how long is the train from fes to casa",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which day is the mosque visit",
    parts: [[tripDay(9)]],
    links: ["/day/9"],
  },

  // ----- Accommodations -----
  {
    question: "how many suites at villa royale",
    parts: [[/\b(?:13|thirteen)\b/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa check out time??",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[/(?:20|twenty)\s?(?:-|–|to)\s?(?:25|twenty[- ]five)\s?min|(?:20|twenty)[\s-]?min/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i need to pay anything for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  {
    question: "how many nights r we at the villa",
    parts: [[/\b(?:5|five)\s?nights/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "fes riad cost?",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how many nights in fes",
    parts: [[/\b(?:3|three)\s?nights/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how many diff places are we sleeping this trip",
    parts: [[/\b(?:4|four)\b/i]],
    links: ["/accommodations"],
  },
  {
    question: "how many pools does the villa have",
    parts: [[/\b(?:2|two)\b/i]],
    links: ["/accommodations", "/faq"],
  },

  // ----- Budget & money -----
  {
    question: "what's the exchange rate for dirhams",
    parts: [[/\b10\s?(?:MAD|dirhams?|dh)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "tourist tax how much",
    parts: [[/\b28\s?(?:MAD|dirhams?|dh)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[TIP_PERCENT]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1[,.]?000\s?(?:MAD|dirhams?|dh)?\s?(?:-|–|to)\s?2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "when haggling what % should i open at",
    parts: [[/40\s?(?:%|percent)?\s?(?:-|–|to)\s?50/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "how much do people usually blow on shopping",
    parts: [[/100/, /500/]],
    links: ["/budget", "/day/4"],
  },
  {
    question: "which credit cards work best there",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "roughly how much is this whole trip gonna cost per person",
    parts: [[/440/, /94[23]/]],
    links: ["/budget"],
  },
  {
    question: "what do i need to budget for today's stuff",
    parts: [[usdRange(100, 120)], [usd(10)]],
    links: ["/budget", "/day/2"],
  },
  {
    question: "are lunches included or do we pay ourselves",
    parts: [[/individual|yourself|your own|not included/i]],
    links: ["/budget"],
  },
  {
    question: "can i pay by card in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card machine asks if i wanna pay in USD or dirhams, which one",
    parts: [[/dirham|\bMAD\b/i]],
    links: ["/budget"],
  },

  // ----- FAQ: travel, practicalities, culture, health -----
  {
    question: "do us citizens need a visa for morocco",
    parts: [[/visa[- ]free|no visa|don'?t need|do not need|not need/i, /90/]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid for",
    parts: [[/(?:6|six)\s?months/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/C\s?(?:\/|and|or|&|,)\s?(?:type\s?)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "will my hair straightener work, what voltage is it there",
    parts: [[/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "what's the weather like this week",
    parts: [[/15\s?(?:°|degrees)?\s?c?\s?(?:-|–|to)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "is it gonna rain in fes",
    parts: [[/rare|passing shower|rain jacket/i]],
    links: ["/faq"],
  },
  {
    question: "are the times on the site local or US time",
    parts: [[/local|morocco time|UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "tap water safe?",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "how do you say thank you in morocco",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "and hello?? like how do i greet ppl",
    parts: [[/salam/i]],
    links: ["/faq"],
  },
  {
    question: "is morocco safe for a group like us",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "can i snap pics of the performers in jemaa el fnaa",
    parts: [[/\bask/i], [/dirham|pay|tip/i]],
    links: ["/faq"],
  },
  {
    question: "taxi advice?",
    parts: [[/meter|agree (?:on )?(?:the )?(?:fare|price)/i]],
    links: ["/faq"],
  },
  {
    question: "can non muslims go inside mosques there",
    parts: [[/hassan/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "im gluten free, who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "how far ahead should dietary stuff be flagged",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "what languages do they speak",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },

  // ----- The site, Rupa, the gallery, the map -----
  {
    question: "who r u",
    parts: [[/rupa/i]],
  },
  {
    question: "where do i upload my photos",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many pics can i upload at once and whats the max file size",
    parts: [[/\b(?:10|ten)\b/i], [/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "i posted the wrong vid, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|don'?t have to|not required|no need|not necessary/i]],
    links: ["/gallery"],
  },
  {
    question: "can i save pics from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "is there a map of all the recommended spots",
    parts: [[/map/i]],
    links: ["/map"],
  },
  {
    question: "what do the red pins mean on the map",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "how many ppl on the trip",
    parts: [[/\b(?:22|twenty[- ]two)\b/i]],
    links: ["/"],
  },
  {
    question: "whats the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what's the trip highlight supposed to be",
    parts: [[/TBD|to be (?:decided|determined|announced)|vote/i]],
    links: ["/"],
  },
  {
    question: "who called marrakech the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "good lunch spot in the medina?",
    parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]],
    links: ["/map"],
  },
  {
    question: "al fassia tips",
    parts: [[/lamb shoulder/i, /day ahead|in advance|day before|a day early/i]],
    links: ["/map"],
  },
  {
    question: "where can i have a drink where churchill used to",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "how many days is the trip + what dates",
    parts: [[/\b(?:10|ten)[\s-]?days?/i], [/21/, /30/]],
    links: ["/"],
  },
  {
    question: "day 3 theme?",
    parts: [[/desert fun/i]],
    links: ["/day/3"],
  },

  // ----- Unanswerable: the site does not say -----
  { question: "whats the wifi password at the villa", unanswerable: true },
  { question: "what's the password to delete pics from the gallery? need to remove a blurry one", unanswerable: true },
  { question: "can u give me the host's phone number", unanswerable: true },
  { question: "who am i sharing a suite with at the villa", unanswerable: true },
  { question: "what's the name of the guide doing the medina tour this morning", unanswerable: true },
  { question: "what's our riad in fes actually called? need it for a form", unanswerable: true },
  { question: "whats the exact street address of villa royale, my driver is asking", unanswerable: true },
  { question: "what flavour is the birthday cake tonight", unanswerable: true },
  { question: "are we all chipping in for a group gift for the host? how much", unanswerable: true },
  { question: "what time does the bar crawl wrap up tonight", unanswerable: true },
  { question: "which company runs the balloon flight tmrw", unanswerable: true },
  { question: "does the villa have a gym", unanswerable: true },
  { question: "what flight is jess coming in on", unanswerable: true },
  { question: "what's the train number and platform for fes on thursday", unanswerable: true },
  { question: "whats the photographer's name? wanna follow them", unanswerable: true },
  { question: "is there parking at the villa if i rent a car", unanswerable: true },
  { question: "how much does a SIM card cost at the airport", unanswerable: true },
  { question: "which phone network gets the best signal in the desert", unanswerable: true },
  { question: "if the balloon gets cancelled bc of wind do we get our money back", unanswerable: true },
  { question: "is the host's boyfriend coming on the trip", unanswerable: true },
  { question: "what's the name of the song playing on the home page? it slaps", unanswerable: true },
  { question: "what time does the villa pool close at night", unanswerable: true },
  { question: "can i bring my cousin along just for the fes part", unanswerable: true },
  { question: "where's the nearest pharmacy to the villa", unanswerable: true },
  { question: "how much is a petit taxi from the villa to gueliz", unanswerable: true },
  { question: "which hammam slots are still free this week", unanswerable: true },
  { question: "which bars exactly are we hitting on the crawl tonight", unanswerable: true },
  { question: "whats for dessert at comptoir darna", unanswerable: true },
  { question: "do the tents at the desert camp have hot showers", unanswerable: true },
  { question: "is there wifi at the zagora camp", unanswerable: true },
  { question: "how many bedrooms does the fes riad have", unanswerable: true },
  { question: "what's the emergency number in morocco if something happens", unanswerable: true },
  { question: "is there a weight limit for the balloon", unanswerable: true },
  { question: "whats the host's venmo so i can pay them back", unanswerable: true },
  { question: "can i get laundry done at the villa", unanswerable: true },
  { question: "whats the minimum age for the quad bikes", unanswerable: true },
  { question: "how many people are flying out from fes on the 29th", unanswerable: true },
  { question: "what time do the souks open in the morning", unanswerable: true },
  { question: "what's the backup plan if it rains on photoshoot day", unanswerable: true },
  { question: "is there a doctor on call at the villa", unanswerable: true },
  { question: "whats the official hashtag for the trip", unanswerable: true },
  { question: "what's the host's name btw? i'm a plus one lol", unanswerable: true },
];
