// THIRTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirtieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock these questions are asked at: Thursday November 27 2025, 10:30 in
 * Morocco (UTC+1), mid-morning of day 6, "Journey to Fes". The squad woke at the
 * Zagora desert camp (sunrise and camp breakfast from 06:30), set off at 08:00 on
 * the long drive back through the Draa Valley and over the Tizi n'Tichka pass to
 * Marrakech, and still has the 15:00 train to Fes (about six hours) and the 21:00
 * check-in at the Fes riad ahead of it. So "today" is day 6, "tonight" its evening
 * (arrival and a late supper in Fes), "yesterday" and "last night" are day 5 (the
 * Sahara road trip and the night at the desert camp), "tomorrow" is day 7 (Explore
 * Fes, Friday Nov 28); days 8 (Chefchaouen) and 9 (Casablanca and departure) are
 * still to come, and days 0 to 4 in Marrakech are behind us.
 */
export const THIRTIETH_TEST_CLOCK = new Date("2025-11-27T09:30:00Z");

const NUMBER_WORDS: Record<number, string> = {
  0: "zero",
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
  22: "twenty[- ]?two",
};

/** A number in digits or in words, as a pattern source. */
function numberPattern(n: number): string {
  const word = NUMBER_WORDS[n];
  return word ? `(?:${n}|${word})` : String(n);
}

/** A bare number, digits or words, not part of a longer number. */
function num(n: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\b${numberPattern(n)}\\b(?![.,]\\d)`, "i");
}

/** A number followed by its noun: "6 hours", "six-hour", "6h", "3 nights". */
function count(n: number, noun: string): RegExp {
  return new RegExp(`(?<![\\d.,])\\b${numberPattern(n)}(?:\\s|-)?(?:${noun})`, "i");
}

const HOURS = "hours?|hrs?|h\\b";
const NIGHTS = "nights?";

/** A dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45" (not "$450"). */
function usd(amount: number): RegExp {
  const a = String(amount);
  return new RegExp(
    `\\$\\s?${a}(?:\\.00)?(?!\\d|[.,]\\d)|(?<![\\d.,$])\\b${a}(?:\\.00)?\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b|\\busd\\s?${a}(?!\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 USD", "between $40 and $60". */
function dollarRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])(?:\\$|usd\\s?)?\\s?${low}(?:\\s?(?:usd|dollars?))?\\s?(?:-|–|—|to|and)\\s?(?:\\$|usd\\s?)?\\s?${high}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A clock time in 24h ("15:00", "15h00", "15h") or 12h ("3 PM", "3:00 p.m.") form. */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const forms = [
    `${h24}\\s?(?::|\\.|h)\\s?${mm}`,
    minute === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (minute === 0) forms.push(`${h24}h(?!\\d)`);
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** Weekdays that name only one trip day (Friday, Saturday and Sunday each come twice). */
const UNIQUE_WEEKDAYS: Record<number, string> = {
  3: "monday",
  4: "tuesday",
  5: "wednesday",
  6: "thursday",
};

/** A trip day named as "day 3", "Nov 24", "November 24", "the 24th", "24 Nov" or its (unique) weekday. */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const forms = [
    `\\bday\\s?${numberPattern(day)}\\b`,
    `\\bnov(?:ember)?\\.?\\s?${date}(?!\\d)`,
    `(?<!\\d)${date}(?:st|nd|rd|th)\\b`,
    `(?<![\\d.,$])${date}\\s?nov`,
  ];
  const weekday = UNIQUE_WEEKDAYS[day];
  if (weekday) forms.push(`\\b${weekday}\\b`);
  return new RegExp(forms.join("|"), "i");
}

export const thirtiethTestQuestions: TestQuestion[] = [
  // ---- Today: day 6, Thursday Nov 27, "Journey to Fes" ----
  {
    question: "whats the plan for today?",
    parts: [[/train/i], [/\bf[eè][sz]\b/i]],
    links: ["/day/6"],
  },
  {
    question: "wait what are we even doing rn, its like 10:30",
    parts: [[/driv|road/i, /marrakech/i]],
    links: ["/day/6"],
  },
  {
    question: "wat time is the train to fez",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the train ride to fes?? pls say short",
    parts: [[count(6, HOURS)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "how much is the train ticket again",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/\bf[eè][sz]\b/i, /riad/i]],
    links: ["/accommodations", "/day/6"],
  },
  {
    question: "what time do we actually get to the riad tonight",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "what do i wear for the train today",
    parts: [[/comfort/i], [/passport/i]],
    links: ["/day/6"],
  },
  {
    question: "which cities does the train go thru on the way up?",
    parts: [[/casa/i, /rabat/i, /mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "r we stopping for lunch on the drive or should i grab snacks",
    parts: [[/lunch/i, /stop|on the way|en route|along the way/i]],
    links: ["/day/6"],
  },
  {
    question: "who has the train tix",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "how do our suitcases get to the fes riad if cars cant go in",
    parts: [[/porter|handcart/i]],
    links: ["/day/6"],
  },
  {
    question: "will there be food when we get in tonight or do i eat on the train",
    parts: [[/supper|late (?:meal|dinner|bite)/i]],
    links: ["/day/6"],
  },
  {
    question: "which mountain pass r we going over today",
    parts: [[/tichka/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "i get so carsick... is todays road bad",
    parts: [[/tablet|pill|motion[- ]sickness|winding/i]],
    links: ["/faq", "/day/6"],
  },
  {
    question: "whats today called on the itinerary, like the theme",
    parts: [[/journey to f[eè][sz]/i]],
    links: ["/day/6"],
  },
  {
    question: "how many hrs till the train leaves from now?",
    parts: [[/(?<![\d.])(?:4|four)(?:\.5|½|[- ]and[- ]a[- ]half|\s?(?:hours?|hrs?|h)\s?(?:and\s)?30)/i]],
    links: ["/day/6"],
  },
  {
    question: "was the camp breakfast this morning extra or is it in the camp price",
    parts: [[/includ|covered|part of/i]],
    links: ["/day/6", "/day/5", "/budget"],
  },
  {
    question: "which station does the fes train leave from",
    parts: [[/marrakech/i, /station/i]],
    links: ["/day/6"],
  },
  {
    question: "whats the riad in fes like? is there a roof terrace",
    parts: [[/roof/i], [/cedar|zellige/i]],
    links: ["/accommodations"],
  },
  {
    question: "how many nights r we in fes",
    parts: [[count(3, NIGHTS)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how much do i owe for the fes riad",
    parts: [[usd(90)]],
    links: ["/budget", "/accommodations", "/day/6"],
  },
  {
    question: "what timezone is morocco in, my phone keeps switching",
    parts: [[/(?:utc|gmt)\s?\+\s?(?:1|one)\b/i]],
    links: ["/faq"],
  },
  {
    question: "2 things: when's the train today and what time do we start tmrw morning",
    parts: [[clock(15)], [clock(9, 30)]],
    links: ["/day/6", "/day/7"],
  },

  // ---- Last night and yesterday: day 5, Wednesday Nov 26 ----
  {
    question: "where did we stay last night, what was it called",
    parts: [[/camp|tent/i, /zagora|desert|dunes?/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "what was dinner at the camp last night",
    parts: [[/tagine/i]],
    links: ["/day/5"],
  },
  {
    question: "whats the name of that mud brick movie set village from yesterday",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "which films were shot at ait ben haddou",
    parts: [[/gladiator/i], [/game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "how high up was the pass we crossed yesterday",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "what time did the camel ride start yday",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "what was the valley with all the palm trees called",
    parts: [[/dr[aâ]a/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "how much was the desert camp and what did that include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/budget", "/accommodations", "/day/5"],
  },

  // ---- Tomorrow: day 7, Friday Nov 28, "Explore Fes" ----
  {
    question: "ok and tmrw??",
    parts: [[/medina|f[eè][sz] el[- ]bali/i], [/tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "what time do we start tomorrow",
    parts: [[clock(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "where do we meet for the walk tomorrow",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "which madrasa r we seeing on friday",
    parts: [[/bou inania/i]],
    links: ["/day/7"],
  },
  {
    question: "when was the al quaraouiyine university founded",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery absolutely reeks lol any tips",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "what time is the tannery on the 28th",
    parts: [[clock(14)]],
    links: ["/day/7"],
  },
  {
    question: "dinner tmrw night?",
    parts: [[/riad/i], [/pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes schedule final or what",
    parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "how many alleys does the fes medina have lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "can taxis drive into fes el bali",
    parts: [[/car[- ]free|no cars|cars? (?:can(?:no|')t|are(?:n'?t| not))|not allowed/i]],
    links: ["/day/7", "/accommodations"],
  },
  {
    question: "dress code for tomorrows walk?",
    parts: [[/shoulders/i, /knees/i], [/closed/i]],
    links: ["/day/7", "/faq"],
  },

  // ---- Day 8, Saturday Nov 29, Chefchaouen ----
  {
    question: "whats happening saturday",
    parts: [[/chefchaouen|chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "how long is the drive to chefchowen",
    parts: [[count(4, HOURS)]],
    links: ["/day/8"],
  },
  {
    question: "what time do we leave for chefchaouen on the 29th",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "what should i eat in chefchaouen, is there a local thing",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "where's the best view over the blue town",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "whats ras el maa",
    parts: [[/spring/i]],
    links: ["/day/8"],
  },
  {
    question: "are ppl starting to leave on the 29th?",
    parts: [[/some/i, /depart|leav|head(?:ing)? home|fly/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "what mountains is chefchaouen in",
    parts: [[/\brif\b/i]],
    links: ["/day/8"],
  },

  // ---- Day 9, Sunday Nov 30, Casablanca and departure ----
  {
    question: "what's the plan for the last day",
    parts: [[/casa/i], [/hassan/i], [/rick/i]],
    links: ["/day/9"],
  },
  {
    question: "what time is the train to casa on sunday",
    parts: [[clock(7)]],
    links: ["/day/9"],
  },
  {
    question: "how long from fes to casablanca by train",
    parts: [[count(4, HOURS)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick/i]],
    links: ["/day/9"],
  },
  {
    question: "what time is lunch at ricks",
    parts: [[clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "how much is the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque in casablanca",
    parts: [[/scarf/i], [/socks?|shoes/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bcmn\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is the casa airport from the city",
    parts: [[/(?<!\d)45[- ]?min|forty[- ]five[- ]min/i]],
    links: ["/day/9"],
  },
  {
    question: "what time do we head to the airport on the 30th",
    parts: [[clock(18)]],
    links: ["/day/9"],
  },
  {
    question: "what should i do with my leftover dirhams",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "i still need to book my flight home, what day and time should it be",
    parts: [[/evening|later|after/i], [tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "can i fly out of fes instead of casa?",
    parts: [[tripDay(8)]],
    links: ["/faq", "/day/8"],
  },

  // ---- Day 0, Friday Nov 21, arrival ----
  {
    question: "what time did the trip officially kick off on day 0",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "what was the first riad called, the one in the medina",
    parts: [[/l[- ]?authentic/i]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  {
    question: "where was the welcome dinner",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much was the welcome dinner and the deposit",
    parts: [[dollarRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "airport transfer cost & can u pay by card",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "how long is it from the airport to the medina",
    parts: [[/(?<!\d)20[- ]?min|twenty[- ]min/i]],
    links: ["/faq"],
  },
  {
    question: "what time was the welcome dinner on the 21st",
    parts: [[clock(20)]],
    links: ["/day/0", "/dinners"],
  },

  // ---- Day 1, Saturday Nov 22, the villa ----
  {
    question: "what day did we move to the villa and when does check in open",
    parts: [[tripDay(1)], [clock(15)]],
    links: ["/day/1", "/accommodations"],
  },
  {
    question: "what do they actually do in the hammam",
    parts: [[/scrub|kessa/i], [/argan/i]],
    links: ["/day/1"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "how do i book a massage",
    parts: [[/host/i]],
    links: ["/faq", "/day/1"],
  },
  {
    question: "pool dress code at the villa?",
    parts: [[/cover[- ]?up/i]],
    links: ["/day/1"],
  },

  // ---- Day 2, Sunday Nov 23, the birthday ----
  {
    question: "when was the bday dinner, day and time",
    parts: [[tripDay(2)], [clock(19, 30)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "what was the birthday restaurant called",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "bday dinner pp cost?",
    parts: [[dollarRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "dress code for the birthday dinner",
    parts: [[/gold/i], [/cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "what did the walking tour on day 2 cover",
    parts: [[/bahia/i], [/ben youssef/i], [/jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10)], [/museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "bar crawl cost and r drinks included",
    parts: [[usd(10)], [/as you go|not included|(?:pay|paid) for (?:your |our |their )?own|own drinks|separately|extra/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "how much is breakfast at the villa and how do i get it",
    parts: [[usd(10)], [/sign[- ]?up|night before|evening before|day before/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "what was the entertainment at comptoir darna",
    parts: [[/music/i], [/dancer/i]],
    links: ["/day/2", "/dinners"],
  },

  // ---- Day 3, Monday Nov 24, Agafay ----
  {
    question: "what did we do on monday",
    parts: [[/balloon/i]],
    links: ["/day/3"],
  },
  {
    question: "how much was the balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "what time was balloon pickup",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\b(?:an|1|one)[- ]hour|60[- ]min/i]],
    links: ["/day/3"],
  },
  {
    question: "agafay day price",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what was the nobu min spend",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },

  // ---- Day 4, Tuesday Nov 25, gardens and souks ----
  {
    question: "when was the photoshoot",
    parts: [[tripDay(4)], [clock(8, 30)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours were we meant to wear for photos",
    parts: [[/jewel/i], [/white/i, /gold/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle and ysl museum tickets how much",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "name of the palace dinner place",
    parts: [[/yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "who pays for the palace dinner, is it split?",
    parts: [[/individual|separately|(?:your|their) own|yourself|each (?:person|guest)/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "palace dinner dress code",
    parts: [[/dressy|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "how much was the souk guide tuesday",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },

  // ---- Stays ----
  {
    question: "how many suites and pools does villa royale have",
    parts: [[count(13, "suites?")], [count(2, "(?:swimming |private )?pools?")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown marakech",
    parts: [[/20\s?(?:-|–|—|to)\s?25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i have to pay for the villa?",
    parts: [[/optional/i], [usd(50)]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  {
    question: "how many nights was the villa booked",
    parts: [[count(5, NIGHTS)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how many diff places do we stay on the whole trip",
    parts: [[count(4, "(?:different |main |separate )?(?:places|stays|spots|accommodations|bases)")]],
    links: ["/accommodations"],
  },
  {
    question: "the villa says booked thru the 26th but we weren't there that night right?",
    parts: [[/camp|zagora/i]],
    links: ["/accommodations"],
  },

  // ---- Money ----
  {
    question: "whats the exchange rate, dirhams to a dollar",
    parts: [[/(?<!\d)10\s?(?:mad|dirhams?|dh)\b|100\s?(?:mad|dirhams?|dh)\D{0,30}\$\s?10(?!\d)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[/10\s?%?\s?(?:-|–|—|to|and)\s?15\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1[,.]?000\s?(?:mad|dirhams?|dh)?\s?(?:-|–|—|to|and)\s?2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax at the riads, how much",
    parts: [[/28\s?(?:mad|dirhams?|dh)|2\.75/i], [/night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "does my card charge foreign fees here, how much usually",
    parts: [[/(?<![\d.])1\s?%?\s?(?:-|–|—|to|and)\s?3\s?(?:%|percent)/i]],
    links: ["/budget"],
  },
  {
    question: "how low do i start when haggling in the souks",
    parts: [[/40\s?%?\s?(?:-|–|—|to|and)\s?50\s?(?:%|percent)/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "how much should i budget for shopping in the fes souks",
    parts: [[/100/, /500/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the card machine asked if i want to pay in dollars or dirhams?? which one",
    parts: [[/(?:choose|pick|go with|pay in|select|opt for|always) (?:the )?(?:local currency|dirhams?|mad)\b|better rate|bank'?s rate/i]],
    links: ["/budget"],
  },
  {
    question: "which credit cards work best here",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "roughly how much will this whole trip cost me per person",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "is the tourist tax already in the riad price?",
    parts: [[/on top|added|extra|not included|separate/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "do i need cash or can i just use my card everywhere",
    parts: [[/cash/i, /souks?|taxis?|\btips?\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "can u buy dirhams outside morocco",
    parts: [[/can(?:no|')t|not easily|hard|difficult|closed/i]],
    links: ["/faq"],
  },
  {
    question: "how much do i tip the porters in fes tonight",
    parts: [[/coins?|small change|few dirhams/i]],
    links: ["/budget", "/faq"],
  },

  // ---- Practical ----
  {
    question: "what plug do i need for my charger",
    parts: [[/types?\s?c/i, /\bE\b/]],
    links: ["/faq", "/"],
  },
  {
    question: "voltage?",
    parts: [[/220\s?v/i]],
    links: ["/faq", "/"],
  },
  {
    question: "im american do i need a visa",
    parts: [[/visa[- ]free|no visa|(?:don'?t|do not|won'?t) need (?:a )?visa/i], [/(?:6|six) months/i]],
    links: ["/faq"],
  },
  {
    question: "how warm is it during the day usually",
    parts: [[/15\s?(?:°\s?c?)?\s?(?:-|–|—|to|and)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "is it gonna rain in fes? do i need an umbrella",
    parts: [[/jacket/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water at the riad",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can we get a drink in fes or is it dry lol",
    parts: [[/licensed|hotels?|bars?/i]],
    links: ["/faq"],
  },
  {
    question: "what language do ppl speak here",
    parts: [[/arabic|darija/i], [/french/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to take pics of the locals at the tannery",
    parts: [[/ask/i]],
    links: ["/faq"],
  },
  {
    question: "is morocco safe, anything to watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "can we go inside the mosques in fes",
    parts: [[/closed|not open|can(?:no|')t (?:go|enter|visit)|not allowed/i]],
    links: ["/faq"],
  },

  // ---- Dinners page ----
  {
    question: "how many big dinners were there on the dinners page",
    parts: [[count(4, "(?:featured |special |big |group )?(?:dinners|restaurants|evenings)")]],
    links: ["/dinners"],
  },
  {
    question: "which dinners were marked as special events",
    parts: [[/comptoir|birthday/i], [/yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "i have a nut allergy, how far ahead was i meant to tell the host",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },

  // ---- The trip, Rupa and the site ----
  {
    question: "remind me what we're celebrating",
    parts: [[/\b30(?:th)?\b|thirt(?:y|ieth)/i], [/birthday/i]],
    links: ["/"],
  },
  {
    question: "whats the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "rupa who even are u",
    parts: [[/goat/i]],
  },
  {
    question: "how many of us r on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what does the home page say the trip highlight is",
    parts: [[/tbd|to be (?:determined|decided|announced)|not (?:yet )?(?:decided|chosen)/i]],
    links: ["/"],
  },
  {
    question: "who are the quotes on the home page by",
    parts: [[/churchill/i], [/saint laurent|\bysl\b/i], [/wharton/i]],
    links: ["/"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "how do i upload my vids from the camp",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many pics can i upload at once and whats the size limit",
    parts: [[count(10, "files?|photos?|pics?|items?|at (?:a|one) time")], [/50\s?mb/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|(?:don'?t|do not) (?:have|need)|not required|no need|up to you/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded a blurry pic by accident how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download pics from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i turn off the music on the site",
    parts: [[/mute/i]],
  },

  // ---- Not on the site: the only right reply is an honest "I don't know" ----
  { question: "whats the password to delete pics in the gallery", unanswerable: true },
  { question: "wifi password at the fes riad?", unanswerable: true },
  { question: "whats the actual name of our riad in fes", unanswerable: true },
  { question: "whats the host's name again, totally blanking", unanswerable: true },
  { question: "who's our guide tmrw in fes, what's their name", unanswerable: true },
  { question: "which carriage are we in on the train today", unanswerable: true },
  { question: "what platform does the fes train go from", unanswerable: true },
  { question: "whats the host's whatsapp number", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },
  { question: "how much is a taxi from the fes train station to the medina", unanswerable: true },
  { question: "who am i sharing a room with in fes", unanswerable: true },
  { question: "is there laundry at the riad in fes? im out of socks", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost", unanswerable: true },
  { question: "how much is tomorrow's guided walk in fes", unanswerable: true },
  { question: "is there an entry fee for the tannery", unanswerable: true },
  { question: "what time is sunrise in fes tomorrow", unanswerable: true },
  { question: "what was the bar crawl guide's name, he was great", unanswerable: true },
  { question: "how many photos have ppl uploaded to the gallery so far", unanswerable: true },
  { question: "when do we get the pro photos from tuesday's shoot", unanswerable: true },
  { question: "whats the photographer's instagram", unanswerable: true },
  { question: "how much is lunch at rick's cafe", unanswerable: true },
  { question: "which flight is the host on going home", unanswerable: true },
  { question: "does the fes riad have an elevator, my knee is killing me", unanswerable: true },
  { question: "is there wifi on the train today", unanswerable: true },
  { question: "what exactly are they serving for supper tonight", unanswerable: true },
  { question: "what time is breakfast at the fes riad tomorrow", unanswerable: true },
  { question: "does rick's cafe do vegan food", unanswerable: true },
  { question: "can we leave our bags somewhere in casablanca before the flight", unanswerable: true },
  { question: "how much is a hammam in fes", unanswerable: true },
  { question: "did anyone hand in sunglasses at the camp? lost mine", unanswerable: true },
  { question: "whats the host's fave cocktail, want to buy them one", unanswerable: true },
  { question: "whats our train number today", unanswerable: true },
  { question: "how much is dinner at the riad tomorrow night", unanswerable: true },
  { question: "whats the street address of the fes riad, my mom wants it", unanswerable: true },
  { question: "how many people are leaving on saturday", unanswerable: true },
  { question: "who's flying out early from fes", unanswerable: true },
  { question: "whats the villa royale phone number, i left my charger there", unanswerable: true },
  { question: "is there a luggage limit on the train, my suitcase is huge now", unanswerable: true },
  { question: "are we doing a group gift for the host, how much is everyone chipping in", unanswerable: true },
];
