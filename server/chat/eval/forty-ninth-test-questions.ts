// FORTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-ninth round of tuning; never edited after its first commit.
//
// Guests' own words, read against FORTY_NINTH_TEST_CLOCK: today, tonight, tomorrow and yesterday weigh about a
// third of the set, the rest covers the whole trip, the money, the practical answers, the site and Rupa. Keys
// hold the fact only and accept the usual ways of writing it (digits or words, 20:00 or 8 pm, day 4 or Nov 25 or
// Tuesday). Unanswerable questions are ones the content is silent on: the only right answer is an honest
// "I don't know".

import type { TestQuestion } from "./test-questions";

type Key = string | RegExp;

// ---------------------------------------------------------------------------------------------------------------
// Helpers: every key accepts the reasonable spellings of its fact.
// ---------------------------------------------------------------------------------------------------------------

/** A literal, escaped for use inside a pattern. */
const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Not preceded by a digit, a decimal point or a thousands comma (so 22 is not read inside 122 or 1.22). */
const START = "(?<![\\d.,])";
/** Not followed by another digit (a full stop or comma ending the sentence is fine). */
const END = "(?![\\d]|[.,]\\d)";
/** The two ends of a range: "40-50", "40–50", "40 to 50", "between 40 and 50". */
const DASH = "\\s?(?:-|–|—|to|and)\\s?";
/** An optional unit written after the low end of a range: "15°C to 25°C", "20 minutes to 25 minutes". */
const UNIT_GAP = "(?:\\s?°?\\s?[a-z]{0,7}\\.?)?";

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number in words, as a pattern ("twenty-two", "twenty two"), for 0-99 and whole hundreds. */
function wordsFor(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]} hundred`;
  return undefined;
}

/** The digits of a number, as a pattern, with an optional thousands separator ("2,200", "2200", "2 200"). */
function digitsFor(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.length > 3 ? `${whole.slice(0, -3)}[,. ]?${whole.slice(-3)}` : whole;
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** A number in digits or words, not part of a longer number: num(22) takes "22" and "twenty-two", not "220". */
function num(n: number): RegExp {
  const words = wordsFor(n);
  return new RegExp(`${START}${digitsFor(n)}${END}${words ? `|\\b(?:${words})\\b` : ""}`, "i");
}

/** A range of plain numbers: range(20, 25) takes "20-25", "20 to 25 minutes", "15°C-25°C", "between 20 and 25". */
function range(lo: number, hi: number): RegExp {
  return new RegExp(`${START}${digitsFor(lo)}${UNIT_GAP}${DASH}${digitsFor(hi)}${END}`, "i");
}

const USD_BEFORE = "(?:US\\s?\\$|\\$|USD\\s?)";
const USD_AFTER = "\\s?(?:USD|US\\s?dollars?|dollars?|bucks|\\$)";

/** A dollar amount: usd(45) takes "$45", "US$45", "USD 45", "45 dollars", "45 USD", "forty-five dollars". */
function usd(amount: number): RegExp {
  const digits = digitsFor(amount) + (Number.isInteger(amount) ? "(?:\\.00)?" : "");
  const words = wordsFor(amount);
  const forms = [`${USD_BEFORE}\\s?${digits}${END}`, `${START}${digits}${USD_AFTER}`];
  if (words) forms.push(`\\b(?:${words})\\s(?:US\\s)?dollars?\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar range: usdRange(100, 120) takes "$100-120", "$100–$120", "$100 to $120", "100-120 USD". */
function usdRange(lo: number, hi: number): RegExp {
  const [a, b] = [digitsFor(lo), digitsFor(hi)];
  return new RegExp(
    [
      `${USD_BEFORE}\\s?${a}${DASH}${USD_BEFORE}?\\s?${b}${END}`,
      `${START}${a}${DASH}${b}${USD_AFTER}`,
      `${START}${a}${USD_AFTER}${DASH}${b}${USD_AFTER}`,
    ].join("|"),
    "i",
  );
}

const MAD_AFTER = "\\s?(?:MAD|dirhams?|dhs?)\\b";

/** A dirham amount: mad(28) takes "28 MAD", "MAD 28", "28 dirhams", "28 dh". */
function mad(amount: number): RegExp {
  const digits = digitsFor(amount);
  const words = wordsFor(amount);
  const forms = [`${START}${digits}${MAD_AFTER}`, `\\bMAD\\s?${digits}${END}`];
  if (words) forms.push(`\\b(?:${words})\\s(?:MAD|dirhams?)\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dirham range: madRange(1000, 2000) takes "1,000-2,000 MAD", "1000 to 2000 dirhams", "MAD 1000-2000". */
function madRange(lo: number, hi: number): RegExp {
  const [a, b] = [digitsFor(lo), digitsFor(hi)];
  return new RegExp(
    [`${START}${a}(?:${MAD_AFTER})?${DASH}${b}${MAD_AFTER}`, `\\bMAD\\s?${a}${DASH}(?:MAD\\s?)?${b}${END}`].join("|"),
    "i",
  );
}

const PCT = "\\s?(?:%|percent|per cent)";

/** A percentage range: pctRange(10, 15) takes "10-15%", "10% to 15%", "10 to 15 percent". */
function pctRange(lo: number, hi: number): RegExp {
  return new RegExp(`${START}${lo}(?:${PCT})?${DASH}${hi}${PCT}`, "i");
}

/** Not preceded by a digit, a colon or a dot (so 9:30 is not read inside 19:30). */
const START_T = "(?<![\\d:.])";

/**
 * A time of day: clock(20, 0) takes "20:00", "20h00", "20h", "20.00", "8 pm", "8pm", "8:00 p.m.", "8 in the
 * evening"; clock(5, 30) takes "05:30", "5:30", "5h30", "5:30 am" (but not "5:30 pm").
 */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const h12 = ((hour + 11) % 12) + 1;
  const notPm = hour < 12 ? "(?!\\s?p\\.?\\s?m\\b)" : "";
  const suffix =
    hour < 12
      ? "a\\.?\\s?m\\b\\.?|in the morning"
      : "p\\.?\\s?m\\b\\.?|in the (?:afternoon|evening)|at night|tonight";
  const minutes12 = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const forms = [`${START_T}${h24}[:h.]${mm}(?!\\d)${notPm}`, `${START_T}${h12}${minutes12}\\s?(?:${suffix})`];
  if (minute === 0) forms.push(`${START_T}${h24}h(?!\\d)`);
  return new RegExp(forms.join("|"), "i");
}

/** Day 0 is Friday, November 21, 2025; day 9 is Sunday, November 30. */
const WEEKDAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * A trip day: tripDay(4) takes "day 4", "day four", "Nov 25", "November 25th", "25 November", "25th of November",
 * "the 25th", "11/25", "25/11" and "Tuesday"; any relative words given ("tomorrow") are accepted too.
 */
function tripDay(day: number, ...relative: string[]): RegExp {
  const date = 21 + day;
  const th = "(?:st|nd|rd|th)?";
  const forms = [
    `\\bday\\s?(?:${day}|${wordsFor(day) ?? day})(?!\\d)`,
    `\\bnov(?:ember)?\\.?\\s?${date}${th}(?!\\d)`,
    `${START}${date}${th}\\s(?:of\\s)?nov`,
    `\\bthe\\s${date}(?:st|nd|rd|th)\\b`,
    `(?<!\\d)11\\/${date}(?!\\d)`,
    `(?<!\\d)${date}\\/11(?!\\d)`,
    `\\b${WEEKDAYS[day]}\\b`,
    ...relative.map((word) => `\\b${esc(word)}\\b`),
  ];
  return new RegExp(forms.join("|"), "i");
}

/** Any one of several keys (strings literal, patterns as written), case-insensitive. */
function anyOf(...options: Key[]): RegExp {
  return new RegExp(options.map((option) => (typeof option === "string" ? esc(option) : `(?:${option.source})`)).join("|"), "i");
}

/** Paid by each guest: "paid individually", "pay your own", "on your own", "as you go", "separately". */
const PAY_YOUR_OWN = /individual|yourself|your own|separately|as you go|on your own/i;
/** Type C/E plugs, however written. */
const PLUG = /type\s?c\b|\bc\s?(?:\/|and|&|or|,)\s?(?:type\s?)?e\b/i;
/** Thirty, as an age or a birthday. */
const THIRTY = anyOf(num(30), /thirtieth/i);

/** The day page of a trip day. */
const day = (n: number): string[] => [`/day/${n}`];
/** A featured dinner: its day page and the dinners page. */
const dinner = (n: number): string[] => [`/day/${n}`, "/dinners"];
/** A question the content does not answer. */
const idk = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------------------------------------------
// The clock.
// ---------------------------------------------------------------------------------------------------------------

/**
 * 15:00 on Sunday, November 23, 2025 in Morocco (UTC+1): day 2 of the trip, "Discover Marrakech", the birthday day
 * (the host's 30th golden birthday).
 *
 * This morning: breakfast at Villa Royale (08:30, $10 per person), then the guided Medina Walking Tour (09:30, $10
 * plus museum fees) through Bahia Palace, Ben Youssef Madrasa and Le Jardin Secret.
 *
 * This afternoon, now: Pool Time & Getting Ready back at Villa Royale (from 14:30).
 *
 * Tonight: the Golden Birthday Dinner at Comptoir Darna in Hivernage (19:30, $100-120 per person, golden glam
 * cocktail attire; Moroccan and Mediterranean, live music and dancers), then the Guided Bar Crawl through Gueliz and
 * Hivernage (22:30, $10 per person for the guide, drinks paid as you go, smart casual).
 *
 * Yesterday, day 1 (Saturday, November 22, "Rest & Relax"): slow morning and mint tea at Riad L-Authentic (09:30),
 * check-in at Villa Royale (15:00, after 3 PM), hammam and massage at the villa (16:30, $60), sunset by the pool
 * (19:30). The day before, day 0 (Friday, November 21), was arrival, the riad and the welcome dinner at Le Foundouk.
 *
 * Tomorrow, day 3 (Monday, November 24, "Desert Fun"): hot air balloon at sunrise over the Agafay desert (05:30
 * pickup, $117), the Agafay desert day with quads and camels (11:00, about $40), back to the villa (17:00), and the
 * private rooftop dinner at Nobu in Hivernage (20:00, minimum spend $75 per person, smart casual).
 */
export const FORTY_NINTH_TEST_CLOCK = new Date("2025-11-23T14:00:00Z");

// ---------------------------------------------------------------------------------------------------------------
// The questions.
// ---------------------------------------------------------------------------------------------------------------

export const fortyNinthTestQuestions: TestQuestion[] = [
  // --- Today and tonight (day 2, Sunday Nov 23), the occasion, Rupa, and yesterday (day 1). ---
  { question: "what time is the bday dinner tonight?", parts: [[clock(19, 30)]], links: dinner(2) },
  { question: "where r we eating tonight", parts: [["Comptoir Darna"]], links: dinner(2) },
  {
    question: "dress code for tonight?? i packed gold everything lol",
    parts: [[/golden glam|cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  { question: "how much is tonight's dinner per person", parts: [[usdRange(100, 120)]], links: ["/day/2", "/dinners", "/budget"] },
  idk("what's the host's actual name? i only know them from the group chat"),
  { question: "what part of town is comptoir darna in", parts: [["Hivernage"]], links: dinner(2) },
  { question: "what kind of food is the birthday dinner", parts: [[/moroccan/i, /mediterranean/i]], links: dinner(2) },
  { question: "is there like a show at dinner tonight or just food", parts: [[/music/i, /danc/i]], links: dinner(2) },
  idk("is there gonna be a cake at dinner tonight??"),
  { question: "whats happening after dinner tonight", parts: [[/bar[- ]?crawl|bar[- ]hop/i]], links: day(2) },
  {
    question: "bar crawl: what time does it start and which neighbourhoods?",
    parts: [[clock(22, 30)], [/gu[eé]liz/i, /hivernage/i]],
    links: day(2),
  },
  { question: "do i need to bring money for drinks on the crawl or is it covered", parts: [[PAY_YOUR_OWN]], links: day(2) },
  { question: "how much is the bar crawl guide", parts: [[usd(10)]], links: ["/day/2", "/budget"] },
  { question: "wat do i wear for the bar crawl, same outfit as dinner?", parts: [[/smart[- ]casual/i]], links: day(2) },
  idk("what's the name of the last bar on the crawl tonight"),
  idk("what time does the bar crawl finish? trying to get some sleep before the balloon"),
  { question: "what are we meant to be doing right now", parts: [[/pool|getting ready|nap|swim/i]], links: day(2) },
  {
    question: "what's next on today's schedule and what time",
    parts: [[/birthday dinner|comptoir darna|golden birthday/i], [clock(19, 30)]],
    links: dinner(2),
  },
  idk("what time do the cars leave the villa for dinner tonight?"),
  {
    question: "remind me which places we saw on the walking tour this morning?",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: day(2),
  },
  { question: "what time did the walking tour start, i was late haha", parts: [[clock(9, 30)]], links: day(2) },
  {
    question: "how much was the walking tour",
    parts: [[usd(10), /museum|entr(?:y|ance)|admission/i]],
    links: ["/day/2", "/budget", "/"],
  },
  idk("who was our guide on the walking tour this morning? want to leave them a review"),
  { question: "whats bahia palace famous for", parts: [[/cedar/i]], links: ["/day/2", "/map"] },
  { question: "ben youssef madrasa - what actually is it", parts: [[/school|koranic|stucco/i]], links: ["/day/2", "/map"] },
  { question: "what day of the trip are we on", parts: [[/\bday\s?(?:2|two)\b/i]], links: day(2) },
  { question: "what's today's theme called on the site", parts: [[/discover marrakech/i]], links: day(2) },
  { question: "wait is it someone's birthday today? whose", parts: [[/host/i]], links: ["/", "/day/2"] },
  { question: "how old is the host turning", parts: [[THIRTY]], links: ["/"] },
  idk("is there a gift registry or are we all chipping in for a present for the host?"),
  { question: "whats the occasion for this whole trip anyway", parts: [[/birthday/i, THIRTY]], links: ["/"] },
  { question: "how much was the villa breakfast this morning", parts: [[usd(10)]], links: ["/day/2", "/faq", "/budget"] },
  {
    question: "do i need to sign up for breakfast at the villa or just show up",
    parts: [[/(?:night|evening|day) before/i]],
    links: ["/day/2", "/faq"],
  },
  { question: "comptoir darna - new spot or been around a while?", parts: [[anyOf(num(20), /two decades/i)]], links: ["/dinners"] },
  idk("what's on the set menu at comptoir darna tonight, like the actual dishes?"),
  idk("can i bring my cousin to the birthday dinner tonight? she lives in marrakech"),
  { question: "who even are you lol", parts: [[/rupa/i]] },
  { question: "what kinda stuff can i ask u", parts: [[/itinerar|schedule|plan|day/i, /cost|budget|price|money/i]] },
  { question: "what's the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what was yesterday's theme on the itinerary", parts: [[/rest\s?(?:&|and)\s?relax/i]], links: day(1) },
  { question: "what time did villa check in open yesterday", parts: [[clock(15, 0)]], links: ["/day/1", "/accommodations", "/faq"] },
  {
    question: "missed the hammam yesterday 😭 how much is it and how do i book one",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq", "/budget"],
  },
  { question: "what do they actually do to you in the hammam", parts: [[/scrub|kessa/i, /massage/i]], links: day(1) },
  { question: "what time was the hammam yesterday", parts: [[clock(16, 30)]], links: day(1) },
  { question: "what was on at 7:30 last night? i fell asleep", parts: [[/sunset/i]], links: day(1) },
  { question: "whats the dress code at the villa pools", parts: [[/swim/i, /cover[- ]?up/i]], links: day(1) },

  // --- Tomorrow (day 3, Monday Nov 24), the stays, and day 0 (Friday Nov 21). ---
  { question: "what's the plan tmrw?", parts: [[/balloon/i, /agafay/i, /nobu/i]], links: day(3) },
  {
    question: "when's the hot air balloon, which day and what time?",
    parts: [[tripDay(3, "tomorrow", "tmrw")], [clock(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  { question: "how much is the balloon ride", parts: [[usd(117)]], links: ["/day/3", "/budget", "/"] },
  {
    question: "what do i wear for the balloon? is it gonna be cold up there",
    parts: [[/layer/i, /\bhats?\b/i], [/freez/i]],
    links: day(3),
  },
  idk("if it's too windy for the balloon tmrw is there a backup day?"),
  { question: "how long are we actually up in the air", parts: [[/(?:an|one|1)\s?(?:full\s)?hour|60\s?min/i]], links: day(3) },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: ["/day/3", "/map"] },
  idk("is there a weight limit for the hot air balloon?"),
  {
    question: "do we get breakfast after the balloon or should i eat something before",
    parts: [[/berber|tent/i]],
    links: day(3),
  },
  { question: "what are we doing in agafay tmrw after the balloon", parts: [[/quad/i, /camel/i]], links: day(3) },
  { question: "agafay day price?", parts: [[usd(40)]], links: ["/day/3", "/budget", "/"] },
  idk("how much of the agafay $40 is the quad bikes vs the camel ride?"),
  { question: "what time are we back at the villa tomorrow", parts: [[clock(17, 0)]], links: day(3) },
  { question: "where's dinner monday night", parts: [[/nobu/i]], links: dinner(3) },
  { question: "what time is nobu tmrw", parts: [[clock(20, 0)]], links: dinner(3) },
  { question: "is there a minimum spend at nobu?", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what kind of food does nobu do", parts: [[/japanese/i, /peruvian/i]], links: dinner(3) },
  { question: "dress code for nobu tomorrow?", parts: [[/smart[- ]casual/i]], links: dinner(3) },
  { question: "are we in the normal dining room at nobu or what", parts: [[/private/i, /rooftop/i]], links: dinner(3) },
  idk("what's the name of the balloon company we're flying with?"),
  { question: "what should i wear for the quads and camels", parts: [[/scarf/i, /closed/i]], links: day(3) },
  {
    question: "do i HAVE to do the balloon? kinda scared of heights ngl",
    parts: [[/optional|extra|choice|don'?t have to|not (?:required|mandatory|compulsory)|up to you/i]],
    links: ["/budget"],
  },
  { question: "will we see mountains from the balloon", parts: [[/atlas/i]], links: day(3) },
  idk("does the balloon pickup come to the villa or do we have to meet them somewhere?"),
  { question: "where did we sleep friday night again", parts: [[/l[- '’]?authentic/i]], links: ["/accommodations", "/day/0"] },
  { question: "how much was the riad on night one", parts: [[usd(45)]], links: ["/accommodations", "/budget", "/day/0"] },
  {
    question: "how many nights were we at the medina riad",
    parts: [[/(?:\b1|\bone|\bsingle)\s+night/i]],
    links: ["/accommodations", "/budget"],
  },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  idk("whats the wifi password at the villa"),
  { question: "how big are the villa grounds", parts: [[/1[.,]4/i, /hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  idk("is there a gym at villa royale?"),
  {
    question: "do i have to pay anything for the villa?",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  { question: "how many nights are we at the villa in total", parts: [[num(5)]], links: ["/accommodations", "/faq"] },
  idk("what's the villa's exact street address? need it for a delivery"),
  idk("can i leave my big suitcase at the villa while we're at the desert camp?"),
  { question: "what time did the trip officially start on day 0?", parts: [[clock(11, 0)]], links: ["/day/0", "/faq", "/"] },
  { question: "which airport did we fly into", parts: [[/menara|\bRAK\b/i]], links: ["/day/0", "/faq"] },
  {
    question: "airport transfer — how much, and cash or card?",
    parts: [[usd(45), /car/i], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  { question: "how long's the ride from the airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  { question: "where was the welcome dinner on friday", parts: [[/foundouk/i]], links: dinner(0) },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: ["/day/0", "/dinners", "/budget"] },
  idk("is the welcome dinner deposit refundable if someone didn't make it?"),
  { question: "what did the welcome dinner cost per person", parts: [[usdRange(40, 60)]], links: ["/day/0", "/dinners", "/budget"] },
  { question: "what were the dishes at le foundouk", parts: [[/zaalouk|briouat|prune/i]], links: ["/dinners"] },
  { question: "what even is a foundouk", parts: [[/caravan|merchant|\binn\b/i]], links: ["/dinners", "/day/0"] },

  // --- Later in the trip: day 4 (Tuesday Nov 25) to day 8 (Saturday Nov 29). ---
  { question: "when's the group photoshoot? day and time pls", parts: [[tripDay(4)], [clock(8, 30)]], links: ["/day/4", "/"] },
  { question: "what colours look good for the photos", parts: [[/jewel/i]], links: ["/day/4", "/"] },
  idk("what's the photographer's name or insta?"),
  { question: "how much are majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "do i need to buy my own majorelle tickets", parts: [[/host/i]], links: day(4) },
  idk("what time does jardin majorelle open?"),
  { question: "where's the palace dinner", parts: [[/dar yacout/i]], links: dinner(4) },
  { question: "how much is dar yacout", parts: [[PAY_YOUR_OWN]], links: dinner(4) },
  {
    question: "what do i wear to the palace dinner on the 25th",
    parts: [[/dressy|kaftan|djellaba|evening outfit/i]],
    links: dinner(4),
  },
  { question: "what day of the week is the palace dinner", parts: [[/tuesday/i]], links: dinner(4) },
  idk("when do we get the professional photos back from the shoot?"),
  { question: "souk guide on tuesday - cost?", parts: [[usd(5)]], links: ["/day/4", "/budget", "/"] },
  { question: "what time is the souk shopping thing", parts: [[clock(14, 30)]], links: day(4) },
  { question: "what's the plan the day after tomorrow", parts: [[/photo/i, /majorelle/i]], links: day(4) },
  { question: "what is there to actually see at jardin majorelle", parts: [[/cactus|bamboo|lily|blue/i]], links: ["/day/4", "/map"] },
  idk("how much does the group photoshoot cost each?"),
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: day(5) },
  { question: "how high does the road over the atlas go", parts: [[num(2200)]], links: day(5) },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: day(5) },
  {
    question: "how much is the desert camp and what does that cover",
    parts: [[usd(95)], [/activit/i, /dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  idk("how many hours is the drive from marrakech to zagora?"),
  { question: "where's the desert camp exactly", parts: [[/zagora/i]], links: ["/day/5", "/accommodations"] },
  { question: "what time's the camel ride on the 26th", parts: [[clock(16, 30)]], links: day(5) },
  idk("can i charge my phone at the desert camp? is there electricity"),
  {
    question: "i get super carsick, anything for the mountain drive?",
    parts: [[/motion[- ]sickness|tablet|pill/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "what should i pack for the night in the desert",
    parts: [[/fleece|layer/i, /headlamp|lip balm|sunglasses|scarf/i]],
    links: ["/faq", "/day/5"],
  },
  idk("are there proper showers at the zagora camp?"),
  { question: "should i bring my big suitcase on the desert trip", parts: [[/small|overnight bag/i]], links: ["/faq"] },
  {
    question: "train to fes - when is it and how long does it take",
    parts: [[tripDay(6), clock(15, 0)], [num(6), /hour/i]],
    links: ["/day/6", "/faq"],
  },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: ["/day/6", "/faq", "/budget"] },
  idk("is the train to fes air conditioned?"),
  { question: "which cities does the fes train pass through", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: day(6) },
  { question: "who has the train tickets?", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what time do we get to the fes riad on thursday", parts: [[clock(21, 0)]], links: day(6) },
  { question: "what time is the sunrise thing at the dunes", parts: [[clock(6, 30)]], links: day(6) },
  idk("what's our riad in fes actually called? want to send my mom the address"),
  { question: "how much is the riad in fes", parts: [[usd(90)]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: day(7) },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: day(7) },
  { question: "any tips for the tannery smell lol", parts: [[/mint/i]], links: day(7) },
  { question: "which gate do we go into the fes medina through", parts: [[/bou jeloud|blue gate/i]], links: day(7) },
  {
    question: "is the fes part of the itinerary locked in?",
    parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "which day do we go to chefchaouen", parts: [[tripDay(8)]], links: day(8) },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour/i]], links: day(8) },
  idk("why is everything in chefchaouen painted blue?"),
  { question: "what's the local thing to eat in chefchaouen", parts: [[/goat cheese/i]], links: day(8) },
  { question: "when do people start heading home", parts: [[tripDay(8)]], links: ["/day/8", "/faq"] },

  // --- Day 9 (Sunday Nov 30), money, practical answers, the site, the gallery and the music. ---
  {
    question: "train to casablanca: what time, and how long?",
    parts: [[clock(7, 0)], [num(4), /hour/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "where's the farewell lunch", parts: [[/rick['’]?s/i]], links: day(9) },
  idk("how much is the farewell lunch at rick's cafe?"),
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: ["/day/9", "/faq", "/budget"] },
  {
    question: "what should i wear for the mosque visit",
    parts: [[/shoulder/i, /knee/i, /scarf|sock/i]],
    links: ["/day/9", "/faq"],
  },
  idk("is there somewhere to leave our bags during the hassan ii mosque tour?"),
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: day(9) },
  {
    question: "which airport do we fly home from and how far is it from the city",
    parts: [[/mohammed v|\bCMN\b/i], [num(45), /min/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "what time should i book my flight home for", parts: [[/evening/i, tripDay(9)]], links: ["/faq", "/day/9"] },
  idk("which airport do i fly out of if i'm leaving from fes on day 8?"),
  { question: "what should i do w my leftover dirhams at the end", parts: [[/spend/i]], links: day(9) },
  { question: "exchange rate rn?", parts: [[anyOf(mad(10), mad(100))]], links: ["/budget", "/faq", "/"] },
  { question: "how much do u tip at restaurants here", parts: [[pctRange(10, 15)]], links: ["/budget", "/faq"] },
  { question: "what's this tourist tax thing", parts: [[anyOf(mad(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much should i take out of the atm each time", parts: [[madRange(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "haggling in the souks - where do i start", parts: [[pctRange(40, 50)]], links: ["/budget", "/faq", "/day/0"] },
  idk("how much does a decent rug usually go for in the souks?"),
  { question: "how much do people usually spend on shopping", parts: [[usdRange(100, 500)]], links: ["/budget", "/faq", "/day/4"] },
  { question: "roughly what does the whole trip cost per person", parts: [[usdRange(440, 943)]], links: ["/budget"] },
  { question: "which credit cards work best in morocco", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  idk("how much should a petit taxi from the villa to gueliz cost?"),
  { question: "what's the weather gonna be like", parts: [[range(15, 25)]], links: ["/faq", "/"] },
  { question: "which plug adapter do i need and what voltage", parts: [[PLUG], [num(220)]], links: ["/faq", "/"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  idk("what vaccines do i need for morocco?"),
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  {
    question: "can i take photos of the performers in jemaa el fna",
    parts: [[/ask/i, /dirham|pay|coin|tip|money/i]],
    links: ["/faq"],
  },
  { question: "how do taxis work in marrakech", parts: [[/petit taxi/i, /meter|agree/i]], links: ["/faq"] },
  idk("is there uber in marrakech?"),
  { question: "any chance of rain this week?", parts: [[/rare|unlikely|light rain jacket|shower/i]], links: ["/faq"] },
  {
    question: "i'm canadian, do i need a visa? and how long does my passport need to be valid",
    parts: [[num(90)], [num(6), /month/i]],
    links: ["/faq"],
  },
  { question: "how do i share my pics from the trip with everyone", parts: [[/gallery/i]], links: ["/gallery"] },
  {
    question: "how many pics can i upload at once, and how big can they be?",
    parts: [[num(10)], [/50\s?MB|50\s?megabytes/i]],
    links: ["/gallery"],
  },
  { question: "i uploaded the wrong video how do i get rid of it", parts: [[/password/i]], links: ["/gallery"] },
  idk("what's the password for deleting photos in the gallery?"),
  {
    question: "do i have to put my name on stuff i upload",
    parts: [[/optional|don'?t have to|do not have to|not required|no need|up to you/i]],
    links: ["/gallery"],
  },
  idk("how many photos have people uploaded to the gallery so far?"),
  { question: "how do i save someone else's photo from the gallery onto my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "the background music is kinda loud, how do i turn it off", parts: [[/mute|bottom[- ]left/i]] },
  idk("what's the name of the song on the home page? it's a vibe"),
  {
    question: "is there a page with the transport details? airport transfers etc",
    parts: [[/finaliz|coming soon/i]],
    links: ["/transportation"],
  },
  idk("when will the transportation page actually be updated?"),
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "where's the place for lamb shoulder on the map", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "where can i check fixed prices before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  { question: "i have a nut allergy who should i tell", parts: [[/host/i]], links: ["/dinners"] },
];
