// FORTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:00 (noon) on Saturday, November 22, 2025, Morocco time (UTC+1). That is day 1 of the trip,
 * "Rest & Relax"; the trip runs from day 0 (Friday Nov 21) to day 9 (Sunday Nov 30).
 *
 * This morning (day 1): a slow morning, breakfast and mint tea on the roof terrace of Riad L-Authentic in the
 * medina (09:30), packing up at leisure ("no rush today").
 *
 * This afternoon and tonight (day 1): check-in at Villa Royale, on the outskirts of Marrakech, opens after 3 PM
 * (15:00; 5 nights listed, optional $50 per person contribution; swimwear at the pools with a cover-up); hammam and
 * massage at the villa from 16:30 ($60 per person, book a slot with the host); sunset by the pool at 19:30 (bring a
 * sweater). Tonight the squad sleeps at Villa Royale. No dinner is listed for tonight.
 *
 * Yesterday (day 0, Friday Nov 21, "Arrival & Shopping"): arrival at Marrakech Menara Airport (RAK) at 11:00 and cars
 * to the medina (about $45 per car, cash, about 20 minutes); check-in at Riad L-Authentic at 13:00 ($45 per person,
 * one night); first stroll through Souk Semmarine and Rahba Kedima at 15:00 (bargain from 40-50% of the asking price);
 * welcome dinner at Le Foundouk at 20:00 (Moroccan & French, $40-60 per person with a $20 deposit, smart casual).
 *
 * Tomorrow (day 2, Sunday Nov 23, "Discover Marrakech"), the birthday: breakfast at the villa at 08:30 ($10), medina
 * walking tour at 09:30 (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum fees), pool time and
 * getting ready at 14:30, the Golden Birthday Dinner at Comptoir Darna in Hivernage at 19:30 ($100-120 per person,
 * golden glam: cocktail attire with a touch of gold) and a guided bar crawl through Gueliz and Hivernage at 22:30
 * ($10 for the guide, drinks paid as you go, smart casual).
 */
export const FORTY_FOURTH_TEST_CLOCK = new Date("2025-11-22T11:00:00Z");

// ---------------------------------------------------------------------------
// Helpers: every key is the fact alone, in any reasonable spelling.
// ---------------------------------------------------------------------------

type Key = string | RegExp;

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const FOLD: Record<string, string> = {
  a: "[aàâä]", à: "[aàâä]", â: "[aàâä]", ä: "[aàâä]",
  e: "[eéèêë]", é: "[eéèêë]", è: "[eéèêë]", ê: "[eéèêë]", ë: "[eéèêë]",
  i: "[iïî]", ï: "[iïî]", î: "[iïî]",
  o: "[oôö]", ô: "[oôö]", ö: "[oôö]",
  u: "[uùûü]", ù: "[uùûü]", û: "[uùûü]", ü: "[uùûü]",
};

/** A phrase as a pattern source: accents optional, any spacing or hyphen between words, apostrophes optional. */
function loose(text: string): string {
  let out = "";
  for (const ch of text) {
    const folded = FOLD[ch.toLowerCase()];
    if (folded !== undefined) out += folded;
    else if (ch === " " || ch === "-") out += "[\\s\\-–]*";
    else if (ch === "'" || ch === "’") out += "['’`]?";
    else out += escapeRe(ch);
  }
  return out;
}

const sourceOf = (key: Key): string => (typeof key === "string" ? loose(key) : `(?:${key.source})`);

/** Any one of several phrases or patterns. */
function either(...keys: Key[]): RegExp {
  return new RegExp(keys.map(sourceOf).join("|"), "i");
}

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[\\s\\-]?${ONES[ones] ?? ""}`;
}

/** Digits, with an optional thousands separator ("9,000", "9 000", "9000"). */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?![\\d]|[.,]\\d)";
const DASH = "\\s?(?:-|–|—|to|and)\\s?";

function numSource(n: number): string {
  const word = numberWord(n);
  const figure = `${NOT_BEFORE}${digits(n)}${NOT_AFTER}`;
  return word === undefined ? figure : `${figure}|\\b${word}\\b`;
}

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => new RegExp(numSource(n), "i");

function withUnit(n: number, unit: string): RegExp {
  return new RegExp(`(?:${numSource(n)})\\s?(?:-\\s?)?(?:${unit})`, "i");
}
const hours = (n: number): RegExp => withUnit(n, "hours?\\b|hrs?\\b|h\\b");
const minutes = (n: number): RegExp => withUnit(n, "minutes?\\b|mins?\\b");

/** A plain range of numbers: "20-25", "20 to 25". */
const numRange = (lo: number, hi: number): RegExp =>
  new RegExp(`${NOT_BEFORE}${digits(lo)}${DASH}${digits(hi)}${NOT_AFTER}`, "i");

const USD_BEFORE = "(?:US\\s?\\$|\\$|USD\\s?)";
const USD_AFTER = "\\s?(?:USD|US\\s?dollars?|dollars?|bucks)\\b";

/** "$45", "US$45", "USD 45", "45 dollars", "$45.00". */
function usd(amount: number): RegExp {
  const figure = Number.isInteger(amount) ? `${digits(amount)}(?:\\.00)?` : digits(amount);
  return new RegExp(`${USD_BEFORE}\\s?${figure}${NOT_AFTER}|${NOT_BEFORE}${figure}${USD_AFTER}`, "i");
}

/** "$40-60", "$40 to $60", "40-60 USD", "between $40 and $60". */
function usdRange(lo: number, hi: number): RegExp {
  const a = digits(lo);
  const b = digits(hi);
  return new RegExp(
    [
      `${USD_BEFORE}\\s?${a}(?:\\.00)?${DASH}${USD_BEFORE}?\\s?${b}${NOT_AFTER}`,
      `${NOT_BEFORE}${a}${DASH}${b}${USD_AFTER}`,
      `${NOT_BEFORE}${a}${USD_AFTER}${DASH}${b}${USD_AFTER}`,
    ].join("|"),
    "i",
  );
}

const MAD_AFTER = "\\s?(?:MAD|dirhams?|DH|dhs)\\b";
const MAD_BEFORE = "(?:MAD|DH)\\s?";

/** "28 MAD", "28 dirhams", "MAD 28", "28 DH". */
function mad(amount: number): RegExp {
  const figure = digits(amount);
  return new RegExp(`${NOT_BEFORE}${figure}${MAD_AFTER}|\\b${MAD_BEFORE}${figure}${NOT_AFTER}`, "i");
}

/** "1000-2000 MAD", "1,000 to 2,000 dirhams", "MAD 1,000-2,000". */
function madRange(lo: number, hi: number): RegExp {
  const a = digits(lo);
  const b = digits(hi);
  return new RegExp(
    [
      `${NOT_BEFORE}${a}(?:${MAD_AFTER})?${DASH}${b}${MAD_AFTER}`,
      `\\b${MAD_BEFORE}${a}${DASH}(?:${MAD_BEFORE})?${b}${NOT_AFTER}`,
    ].join("|"),
    "i",
  );
}

const PERCENT = "\\s?(?:%|percent\\b|per\\s?cent\\b)";

/** "10-15%", "10% to 15%", "10 to 15 percent". */
const percentRange = (lo: number, hi: number): RegExp =>
  new RegExp(`${NOT_BEFORE}${lo}(?:${PERCENT})?${DASH}${hi}${PERCENT}`, "i");

/** A time of day: "20:00", "20h00", "20h", "8 pm", "8:00 p.m.", "8 in the evening", "half past four", "noon". */
function clock(hour: number, minute: number): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const word12 = ONES[h12] ?? String(h12);
  const START = "(?<![\\d:.])";
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const daypart =
    hour < 12 ? "in\\sthe\\smorning" : hour < 17 ? "in\\sthe\\safternoon" : "in\\sthe\\sevening|at\\snight|tonight";
  const minutePart = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const alts = [
    `${START}0?${hour}\\s?[:h.]\\s?${mm}(?!\\d)`,
    `${START}${h12}${minutePart}\\s?${meridiem}`,
    `${START}${h12}${minutePart}\\s(?:${daypart})`,
  ];
  if (minute === 0) {
    alts.push(`${START}0?${hour}\\s?h(?![\\d\\w])`);
    alts.push(`\\b(?:${h12}|${word12})\\s?o['’]?clock`);
  }
  if (minute === 30) alts.push(`half[\\s-]past[\\s-](?:${h12}|${word12})\\b`);
  if (hour === 12 && minute === 0) alts.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alts.join("|"), "i");
}

const WEEKDAYS = [
  "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
];

/** The calendar date of a trip day (Nov 21 + day): "Nov 25", "25th of November", "the 25th", "25/11", the weekday. */
function calendarDateSources(day: number): string[] {
  const date = 21 + day;
  const ord = "(?:st|nd|rd|th)?";
  return [
    `\\bnov(?:ember|\\.)?\\s?${date}${ord}(?!\\d)`,
    `(?<![\\d.,/])${date}${ord}\\s?(?:of\\s)?nov`,
    `(?<![\\d/])11[/.-]${date}(?!\\d)`,
    `(?<![\\d/.])${date}[/.]11(?!\\d)`,
    `\\bthe\\s${date}${ord}\\b`,
    `\\b${WEEKDAYS[day] ?? "-"}\\b`,
  ];
}
const calendarDate = (day: number): RegExp => new RegExp(calendarDateSources(day).join("|"), "i");

/** A trip day number: "day 4", "day #4", "day four". */
const dayNumberSources = (day: number): string[] => [`\\bday\\s?#?\\s?${day}(?!\\d)`, `\\bday\\s${ONES[day] ?? "-"}\\b`];
const dayNum = (day: number): RegExp => new RegExp(dayNumberSources(day).join("|"), "i");

/** A trip day in any form: its number, its date, its weekday, or a relative word read against the clock. */
function tripDay(day: number, ...relative: string[]): RegExp {
  return new RegExp([...dayNumberSources(day), ...calendarDateSources(day), ...relative.map(loose)].join("|"), "i");
}

const day = (n: number): string[] => [`/day/${n}`];
const dinnerPages = (n: number): string[] => [`/day/${n}`, "/dinners"];

const smartCasual = either("smart casual", "smart-casual");
const temperature = either(
  /(?<![\d.])15\s?(?:°\s?C?|C)?\s?(?:-|–|—|to|and)\s?25\s?(?:°|degrees|C\b)/i,
  /(?<![\d.])59\s?(?:°\s?F?|F)?\s?(?:-|–|—|to|and)\s?77\s?(?:°|degrees|F\b)/i,
);

// ---------------------------------------------------------------------------
// The questions.
// ---------------------------------------------------------------------------

export const fortyFourthTestQuestions: TestQuestion[] = [
  // --- Today (day 1, Saturday Nov 22): this morning, this afternoon, tonight ---
  {
    question: "whats the plan for today?",
    parts: [["Villa Royale", either("hammam", "massage")]],
    links: day(1),
  },
  {
    question: "what time can we check in at the villa this afternoon",
    parts: [[clock(15, 0)]],
    links: [...day(1), "/accommodations", "/faq"],
  },
  {
    question: "whats the theme for today",
    parts: [[either("Rest & Relax", "Rest and Relax")]],
    links: day(1),
  },
  {
    question: "which day of the trip are we on lol, i've lost count already",
    parts: [[dayNum(1)]],
    links: day(1),
  },
  {
    question: "how much is the hammam + massage thing today",
    parts: [[usd(60)]],
    links: [...day(1), "/budget", "/faq"],
  },
  {
    question: "what time does the hammam start this afternoon?",
    parts: [[clock(16, 30)]],
    links: day(1),
  },
  {
    question: "how do i get a slot for the hammam",
    parts: [["host"]],
    links: [...day(1), "/faq"],
  },
  {
    question: "what do they actually do to you in the hammam, is it just a steam room?",
    parts: [[either("kessa", "scrub"), either("black olive soap", "black soap", "olive soap", "rhassoul", "argan")]],
    links: day(1),
  },
  {
    question: "can I do the hammam on another day instead of today?",
    parts: [["host"]],
    links: ["/faq", ...day(1)],
  },
  {
    question: "wats happening tonight",
    parts: [[either("sunset"), either("pool")]],
    links: day(1),
  },
  {
    question: "what time is the sunset thing by the pool",
    parts: [[clock(19, 30)]],
    links: day(1),
  },
  {
    question: "do i need a jacket for tonight or nah",
    parts: [[either("sweater", "jumper", "warm layer")]],
    links: day(1),
  },
  {
    question: "where are we sleeping tonight?",
    parts: [["Villa Royale"]],
    links: ["/accommodations", ...day(1)],
  },
  {
    question: "what should i wear around the villa pools",
    parts: [[either("swimwear", "swimsuit", "swimming costume", "bathing suit"), either("cover-up", "cover up", "coverup")]],
    links: day(1),
  },
  {
    question: "villa royale - how many suites and how many pools?",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa property",
    parts: [[/1[.,]4\s?(?:-\s?)?(?:hectares?|ha\b)/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[numRange(20, 25)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many nights r we at the villa",
    parts: [[num(5)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "do i have to pay anything for the villa? how much",
    parts: [[either("optional")], [usd(50)]],
    links: ["/budget", "/accommodations", "/faq", ...day(1)],
  },
  {
    question: "what time's checkout at the villa when we eventually leave",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "where did we have breakfast this morning? want to tag the place",
    parts: [[either("L-Authentic", "L Authentic")]],
    links: day(1),
  },
  {
    question: "is there any rush to get out of the riad today?",
    parts: [[either("no rush", "leisure", "no hurry", "sleep in", "not in a rush")]],
    links: day(1),
  },
  {
    question: "are we getting dinner at the villa tonight or do we sort our own food?",
    unanswerable: true,
  },
  {
    question: "is the villa pool heated? it's november lol",
    unanswerable: true,
  },
  {
    question: "wifi password at villa royale?",
    unanswerable: true,
  },
  {
    question: "how long does the hammam last, like 1 hr or 2?",
    unanswerable: true,
  },
  {
    question: "is there a dress code for the hammam? do i wear a swimsuit in there",
    unanswerable: true,
  },
  {
    question: "whats the weather usually like here this time of year",
    parts: [[temperature]],
    links: ["/", "/faq"],
  },
  {
    question: "how cold exactly will it get at the villa tonight, like what temperature?",
    unanswerable: true,
  },

  // --- Yesterday (day 0, Friday Nov 21) ---
  {
    question: "where was dinner last night? want to leave them a review",
    parts: [[either("Le Foundouk", "Foundouk")]],
    links: dinnerPages(0),
  },
  {
    question: "how much was the welcome dinner, and was there a deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: [...dinnerPages(0), "/budget"],
  },
  {
    question: "what kind of cuisine was the welcome dinner",
    parts: [[either("Moroccan"), either("French")]],
    links: dinnerPages(0),
  },
  {
    question: "what dishes did they serve at le foundouk last night? trying to remember what we ate",
    parts: [[either("zaalouk", "briouat", "lamb tagine", "prunes")]],
    links: ["/dinners"],
  },
  {
    question: "what time was the welcome dinner yesterday",
    parts: [[clock(20, 0)]],
    links: dinnerPages(0),
  },
  {
    question: "what was the dress code for friday's dinner",
    parts: [[smartCasual]],
    links: dinnerPages(0),
  },
  {
    question: "the riad from the first night, whats it called and how much per night?",
    parts: [[either("L-Authentic", "L Authentic")], [usd(45)]],
    links: ["/accommodations", "/budget", ...day(0)],
  },
  {
    question: "what time did the trip officially kick off yesterday?",
    parts: [[clock(11, 0)]],
    links: [...day(0), "/faq", "/"],
  },
  {
    question: "which airport did we all fly into",
    parts: [[either("Menara", "RAK")]],
    links: [...day(0), "/faq"],
  },
  {
    question: "how much was the car from the airport, and card or cash?",
    parts: [[usd(45)], [either("cash")]],
    links: [...day(0), "/faq", "/budget"],
  },
  {
    question: "how long's the ride from the airport to the medina?",
    parts: [[minutes(20)]],
    links: ["/faq"],
  },
  {
    question: "which souks did we wander thru yesterday afternoon",
    parts: [[either("Semmarine"), either("Rahba Kedima")]],
    links: day(0),
  },
  {
    question: "got totally ripped off in the souk yesterday 😭 where should i start when haggling",
    parts: [[percentRange(40, 50)]],
    links: [...day(0), "/budget", "/faq", "/"],
  },
  {
    question: "do the stalls in the souks take cards?",
    parts: [[either("cash")]],
    links: [...day(0), "/budget"],
  },
  {
    question: "what was yesterday's theme on the itinerary",
    parts: [[either("Arrival & Shopping", "Arrival and Shopping")]],
    links: day(0),
  },
  {
    question: "how much does a SIM card cost at the airport? didn't get one yesterday",
    unanswerable: true,
  },
  {
    question: "what time was checkout at riad l-authentic?",
    unanswerable: true,
  },
  {
    question: "which night were we at the riad in the medina?",
    parts: [[tripDay(0, "yesterday", "last night")]],
    links: ["/accommodations", "/budget"],
  },

  // --- Tomorrow (day 2, Sunday Nov 23): the birthday ---
  {
    question: "whats the plan tmrw",
    parts: [[either("walking tour", "medina tour", "guided walk", "Bahia", "madrasa"), either("birthday")]],
    links: day(2),
  },
  {
    question: "when's the birthday dinner",
    parts: [[tripDay(2, "tomorrow", "tmrw")], [clock(19, 30)]],
    links: dinnerPages(2),
  },
  {
    question: "where's the bday dinner at",
    parts: [[either("Comptoir Darna")]],
    links: dinnerPages(2),
  },
  {
    question: "which neighbourhood is comptoir darna in? need to tell my cab",
    parts: [[either("Hivernage")]],
    links: dinnerPages(2),
  },
  {
    question: "dress code for sunday night??",
    parts: [[either("gold"), either("cocktail")]],
    links: [...dinnerPages(2), "/faq"],
  },
  {
    question: "how much should i set aside for the birthday dinner",
    parts: [[usdRange(100, 120)]],
    links: [...dinnerPages(2), "/budget"],
  },
  {
    question: "what kind of food is it at the birthday dinner",
    parts: [[either("Moroccan"), either("Mediterranean")]],
    links: dinnerPages(2),
  },
  {
    question: "will there be any entertainment at the birthday dinner?",
    parts: [[either("dancers", "musicians", "live music")]],
    links: dinnerPages(2),
  },
  {
    question: "what time does the walking tour start tomorrow",
    parts: [[clock(9, 30)]],
    links: day(2),
  },
  {
    question: "which sights are on tomorrow's walking tour",
    parts: [[either("Bahia"), either("Ben Youssef"), either("Jardin Secret", "Secret Garden")]],
    links: day(2),
  },
  {
    question: "walking tour cost?",
    parts: [[usd(10), either("museum")]],
    links: [...day(2), "/budget"],
  },
  {
    question: "what should i wear for the medina tour tomorrow morning",
    parts: [[either("shoulders"), either("knees"), either("closed")]],
    links: [...day(2), "/faq"],
  },
  {
    question: "who's leading the tour tomorrow, is it like an official guide?",
    parts: [[either("licensed")]],
    links: day(2),
  },
  {
    question: "what time is villa breakfast tmrw and what does it cost",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [...day(2), "/faq", "/budget"],
  },
  {
    question: "do i need to sign up for breakfast somewhere?",
    parts: [[either("night before", "evening before", "day before", "previous evening", "previous night")]],
    links: [...day(2), "/faq"],
  },
  {
    question: "whats on the breakfast menu at the villa",
    parts: [[either("msemen", "amlou", "orange juice")]],
    links: day(2),
  },
  {
    question: "is breakfast included at villa royale?",
    parts: [[usd(10)]],
    links: ["/faq", "/budget", ...day(2)],
  },
  {
    question: "what are we doing sunday afternoon",
    parts: [[either("pool", "swim", "nap")]],
    links: day(2),
  },
  {
    question: "what time does the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: day(2),
  },
  {
    question: "bar crawl: how much is it and are drinks included",
    parts: [[usd(10)], [either("as you go", "separately", "not included", "your own", "pay for your drinks", "extra")]],
    links: [...day(2), "/budget"],
  },
  {
    question: "which areas does the bar crawl hit",
    parts: [[either("Gueliz"), either("Hivernage")]],
    links: day(2),
  },
  {
    question: "do we need to sort out taxis for the bar crawl ourselves?",
    parts: [[either("guide")]],
    links: day(2),
  },
  {
    question: "what's the dress code for the bar crawl after dinner",
    parts: [[smartCasual]],
    links: day(2),
  },
  {
    question: "tomorrow's theme?",
    parts: [[either("Discover Marrakech")]],
    links: day(2),
  },
  {
    question: "wait whose birthday is this trip for again",
    parts: [[either("host")]],
    links: ["/"],
  },
  {
    question: "how old is the birthday person turning",
    parts: [[either(num(30), "thirtieth")]],
    links: ["/"],
  },
  {
    question: "is there gonna be a birthday cake at the dinner tomorrow?",
    unanswerable: true,
  },
  {
    question: "whats the name of the guide for tomorrow's walking tour",
    unanswerable: true,
  },

  // --- Day 3 (Monday Nov 24): balloon, Agafay, Nobu ---
  {
    question: "what time's balloon pickup on monday",
    parts: [[clock(5, 30)]],
    links: [...day(3), "/faq"],
  },
  {
    question: "which day is the hot air balloon",
    parts: [[tripDay(3, "day after tomorrow")]],
    links: [...day(3), "/faq"],
  },
  {
    question: "balloon price pls",
    parts: [[usd(117)]],
    links: [...day(3), "/budget", "/faq", "/"],
  },
  {
    question: "how long are we actually up in the air in the balloon",
    parts: [[either(/\b(?:an|one|1)\s?(?:-\s?)?hours?\b/i, minutes(60))]],
    links: day(3),
  },
  {
    question: "what do i wear for the balloon, is it freezing at that hour",
    parts: [[either("layers"), either("hat")]],
    links: day(3),
  },
  {
    question: "where does the balloon actually fly over",
    parts: [[either("Agafay")]],
    links: day(3),
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[minutes(40)]],
    links: [...day(3), "/map"],
  },
  {
    question: "do we get fed after the balloon landing?",
    parts: [[either("Berber", "tent")]],
    links: day(3),
  },
  {
    question: "agafay desert day: cost + what do we do there",
    parts: [[usd(40)], [either("quad"), either("camel")]],
    links: [...day(3), "/budget"],
  },
  {
    question: "what time does the agafay day start on the 24th",
    parts: [[clock(11, 0)]],
    links: day(3),
  },
  {
    question: "what time is nobu monday night",
    parts: [[clock(20, 0)]],
    links: dinnerPages(3),
  },
  {
    question: "is there a minimum spend at nobu",
    parts: [[usd(75)]],
    links: [...dinnerPages(3), "/budget"],
  },
  {
    question: "what kind of food does nobu do",
    parts: [[either("Japanese"), either("Peruvian")]],
    links: dinnerPages(3),
  },
  {
    question: "nobu dress code? can i just wear shorts and flip flops",
    parts: [[smartCasual]],
    links: dinnerPages(3),
  },
  {
    question: "what dishes is nobu known for",
    parts: [[either("black cod", "yellowtail")]],
    links: ["/dinners"],
  },
  {
    question: "what's the view like from the nobu rooftop",
    parts: [[either("Koutoubia", "Atlas")]],
    links: dinnerPages(3),
  },
  {
    question: "whats the theme of day 3",
    parts: [[either("Desert Fun")]],
    links: day(3),
  },
  {
    question: "does the nobu minimum spend include drinks?",
    unanswerable: true,
  },
  {
    question: "which balloon company are we flying with?",
    unanswerable: true,
  },
  {
    question: "is there a weight limit for the hot air balloon",
    unanswerable: true,
  },
  {
    question: "what's the minimum age to drive the quad bikes in agafay",
    unanswerable: true,
  },

  // --- Day 4 (Tuesday Nov 25): photos, Majorelle, souks, Dar Yacout ---
  {
    question: "when is the photographer coming?",
    parts: [[tripDay(4)]],
    links: [...day(4), "/"],
  },
  {
    question: "what colours look best for the photoshoot",
    parts: [[either("jewel")]],
    links: [...day(4), "/"],
  },
  {
    question: "where's the group photoshoot happening",
    parts: [[either("Villa Royale", "villa garden", "villa's garden")]],
    links: day(4),
  },
  {
    question: "what time is the photoshoot on tuesday",
    parts: [[clock(8, 30)]],
    links: day(4),
  },
  {
    question: "how much are majorelle garden and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [...day(4), "/budget"],
  },
  {
    question: "do i need to buy my majorelle ticket in advance?",
    parts: [[either("host")]],
    links: day(4),
  },
  {
    question: "what time is the souk shopping on the 25th",
    parts: [[clock(14, 30)]],
    links: day(4),
  },
  {
    question: "souk guide cost?",
    parts: [[usd(5)]],
    links: [...day(4), "/budget", "/"],
  },
  {
    question: "where's the palace dinner",
    parts: [[either("Dar Yacout")]],
    links: dinnerPages(4),
  },
  {
    question: "how much is the palace dinner",
    parts: [[either("individual", "at the restaurant", "separately", "your own")]],
    links: [...dinnerPages(4), "/budget"],
  },
  {
    question: "can i wear a kaftan to the palace dinner?",
    parts: [[either("welcome", "dressy", "best evening outfit")]],
    links: [...dinnerPages(4), "/faq"],
  },
  {
    question: "palace dinner time",
    parts: [[clock(20, 0)]],
    links: dinnerPages(4),
  },
  {
    question: "is dar yacout on the 24th or the 25th? im confused",
    parts: [[calendarDate(4)]],
    links: dinnerPages(4),
  },
  {
    question: "what happens before dinner at dar yacout",
    parts: [[either("aperitif", "apéritif", "aperitivo", "drinks on the roof", "rooftop drinks")]],
    links: dinnerPages(4),
  },
  {
    question: "how much should i budget for shopping in the souks",
    parts: [[usdRange(100, 500)]],
    links: [...day(4), "/budget", "/faq", "/"],
  },
  {
    question: "what's tuesday's theme",
    parts: [[either("Gardens & Souks", "Gardens and Souks")]],
    links: day(4),
  },
  {
    question: "what's the photographer's name? want to follow them on insta",
    unanswerable: true,
  },

  // --- Day 5 (Wednesday Nov 26): over the Atlas to the Zagora desert camp ---
  {
    question: "what time do we head out for the desert on wednesday",
    parts: [[clock(7, 0)]],
    links: day(5),
  },
  {
    question: "which night are we sleeping in the desert?",
    parts: [[tripDay(5)]],
    links: [...day(5), "/accommodations", "/budget"],
  },
  {
    question: "how high is the tizi n tichka pass",
    parts: [[num(2200)]],
    links: day(5),
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[either("Gladiator"), either("Game of Thrones")]],
    links: day(5),
  },
  {
    question: "where do we stop for lunch on the drive down to zagora",
    parts: [[either("Ait Benhaddou", "Aït Ben Haddou", "Ait Ben Haddou")]],
    links: day(5),
  },
  {
    question: "desert camp: how much and what does that cover?",
    parts: [[usd(95)], [either("dinner"), either("breakfast")]],
    links: [...day(5), "/budget", "/accommodations"],
  },
  {
    question: "what should i pack for the night in the desert",
    parts: [[either("fleece", "layers", "warm"), either("scarf", "headlamp")]],
    links: ["/faq", ...day(5)],
  },
  {
    question: "i get carsick on mountain roads, any advice for the drive?",
    parts: [[either("tablet", "pill", "medication", "motion-sickness", "motion sickness")]],
    links: [...day(5), "/faq"],
  },
  {
    question: "what time is the sunset camel ride",
    parts: [[clock(16, 30)]],
    links: day(5),
  },
  {
    question: "do we pay extra for the camels at the camp?",
    parts: [[either("included", "covered", "part of the")]],
    links: day(5),
  },
  {
    question: "can i bring my big suitcase to the camp?",
    parts: [[either("overnight bag", "small bag", "smaller bag")]],
    links: ["/faq"],
  },
  {
    question: "are we back at the villa on the night of the 26th?",
    parts: [[either("camp", "Zagora")]],
    links: ["/accommodations", ...day(5)],
  },
  {
    question: "how many hours is the drive from marrakech to zagora?",
    unanswerable: true,
  },
  {
    question: "how long is the camel ride into the dunes, roughly?",
    unanswerable: true,
  },
  {
    question: "does the desert camp have hot showers and wifi?",
    unanswerable: true,
  },

  // --- Day 6 (Thursday Nov 27): back over the Atlas, train to Fes ---
  {
    question: "what time do we have to be up for sunrise at the camp on thursday",
    parts: [[clock(6, 30)]],
    links: day(6),
  },
  {
    question: "how long is the train to fes",
    parts: [[hours(6)]],
    links: [...day(6), "/faq", "/budget"],
  },
  {
    question: "fes train ticket price?",
    parts: [[usd(45)]],
    links: [...day(6), "/budget", "/faq"],
  },
  {
    question: "what time does the train to fez leave",
    parts: [[clock(15, 0)]],
    links: day(6),
  },
  {
    question: "which cities does the fes train go thru",
    parts: [[either("Casablanca"), either("Rabat"), either("Meknes", "Meknès")]],
    links: day(6),
  },
  {
    question: "who's got our train tickets?",
    parts: [["host"]],
    links: [...day(6), "/faq"],
  },
  {
    question: "what time do we get to the riad in fes",
    parts: [[clock(21, 0)]],
    links: day(6),
  },
  {
    question: "what should i wear on the big travel day",
    parts: [[either("comfortable")]],
    links: day(6),
  },
  {
    question: "fes riad: how much and how many nights?",
    parts: [[usd(90)], [num(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "will anyone help with bags in fes? i heard cars can't get in",
    parts: [[either("porter", "handcart")]],
    links: day(6),
  },
  {
    question: "whats the name of the riad in fes?",
    unanswerable: true,
  },
  {
    question: "which carriage and seat number am i in on the train to fes?",
    unanswerable: true,
  },

  // --- Day 7 (Friday Nov 28): Fes el-Bali ---
  {
    question: "where do we go into the old medina in fes",
    parts: [[either("Bou Jeloud", "Boujloud", "Blue Gate")]],
    links: day(7),
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: day(7),
  },
  {
    question: "why do they hand you mint at the tannery",
    parts: [[either("smell", "stink", "odour", "odor")]],
    links: day(7),
  },
  {
    question: "friday dinner in fes: where and what time",
    parts: [[either("riad")], [clock(19, 30)]],
    links: day(7),
  },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[either("work in progress", "may change", "subject to change", "not final", "still being")]],
    links: day(7),
  },
  {
    question: "how much is the entry ticket for bou inania madrasa?",
    unanswerable: true,
  },

  // --- Day 8 (Saturday Nov 29): Chefchaouen ---
  {
    question: "how long is the drive from fes to chefchaouen",
    parts: [[hours(4)]],
    links: day(8),
  },
  {
    question: "what local food should i try in chefchaouen",
    parts: [[either("goat cheese", "goat's cheese")]],
    links: day(8),
  },
  {
    question: "when do the first people start heading home?",
    parts: [[tripDay(8)]],
    links: [...day(8), "/faq"],
  },
  {
    question: "how much does the chefchaouen day trip cost per person?",
    unanswerable: true,
  },

  // --- Day 9 (Sunday Nov 30): Casablanca and departure ---
  {
    question: "what time's the train to casablanca on the last day",
    parts: [[clock(7, 0)]],
    links: day(9),
  },
  {
    question: "farewell lunch - where and when?",
    parts: [[either("Rick's Café", "Ricks Cafe")], [clock(12, 30)]],
    links: day(9),
  },
  {
    question: "hassan ii mosque tour price",
    parts: [[usd(13)]],
    links: [...day(9), "/budget", "/faq"],
  },
  {
    question: "what should i wear to the mosque in casablanca",
    parts: [[either("knees", "shoulders"), either("scarf")]],
    links: [...day(9), "/faq"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[either("Mohammed V", "Mohammed 5", "CMN")]],
    links: [...day(9), "/faq"],
  },
  {
    question: "which terminal do we fly out of at CMN?",
    unanswerable: true,
  },
  {
    question: "roughly how much is lunch at rick's cafe?",
    unanswerable: true,
  },

  // --- Dinners and stays across the trip ---
  {
    question: "i have a nut allergy - who do i tell and by when?",
    parts: [[either("host")], [either("two weeks", "2 weeks")]],
    links: ["/dinners"],
  },
  {
    question: "does villa royale have a gym?",
    unanswerable: true,
  },
  {
    question: "who am i sharing a room with at the villa?",
    unanswerable: true,
  },

  // --- Money ---
  {
    question: "whats the exchange rate roughly? doing mental maths in the souk",
    parts: [
      [
        either(
          mad(10),
          /(?<![\d.,])100\s?(?:MAD|dirhams?|DH)\b/i,
          /\$\s?1\s?(?:=|≈|~|is|to)\s?(?:about\s|roughly\s|around\s|~)?10\b/i,
        ),
      ],
    ],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "is there a tourist tax on top of the rooms? how much",
    parts: [[either(mad(28), usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[madRange(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "ballpark, what's this whole trip gonna cost me per person (not counting flights)?",
    parts: [[num(440), either(num(943), num(463))]],
    links: ["/budget"],
  },
  {
    question: "how do i pay the villa contribution, can i venmo the host?",
    unanswerable: true,
  },

  // --- Practicalities ---
  {
    question: "my friend flying in later is canadian, does she need a visa?",
    parts: [[either("visa-free", "visa free", "no visa", "don't need", "do not need", "doesn't need", "does not need"), num(90)]],
    links: ["/faq"],
  },
  {
    question: "which plug adapter do i need and what's the voltage",
    parts: [[/\b(?:type\s?)?C\s?(?:\/|and|or|&|,)\s?(?:type\s?)?E\b/i], [/220\s?(?:V\b|volts?)/i]],
    links: ["/faq", "/"],
  },
  {
    question: "how do you say thank you in darija",
    parts: [[either("shukran", "choukran", "shokran")]],
    links: ["/faq"],
  },
  {
    question: "is uber a thing in marrakech?",
    unanswerable: true,
  },
  {
    question: "how much should a petit taxi from the villa to the medina cost?",
    unanswerable: true,
  },
  {
    question: "is there a pharmacy near the villa?",
    unanswerable: true,
  },

  // --- The map ---
  {
    question: "what do the red pins on the map mean",
    parts: [[either("Must-See", "must see")]],
    links: ["/map"],
  },
  {
    question: "is there a shop with fixed prices so i know what stuff should cost before haggling?",
    parts: [[either("Ensemble Artisanal")]],
    links: ["/map"],
  },

  // --- Rupa, the host, the site, the gallery and the music ---
  {
    question: "who are you?",
    parts: [[either("Rupa")]],
  },
  {
    question: "who is rupa named after?",
    unanswerable: true,
  },
  {
    question: "how many of us are on this trip, and what's the trip even called?",
    parts: [[num(22)], [either("Golden Goat Getaway")]],
    links: ["/"],
  },
  {
    question: "what's the host's name? want to write it on the card",
    unanswerable: true,
  },
  {
    question: "what's the host's phone number?",
    unanswerable: true,
  },
  {
    question: "when is the host flying home?",
    unanswerable: true,
  },
  {
    question: "where do i upload today's pics and how many can i do at once",
    parts: [[either("gallery")], [num(10)]],
    links: ["/gallery"],
  },
  {
    question: "whats the max file size for a video",
    parts: [[/(?<![\d.,])50\s?(?:MB\b|megabytes?\b|mb\b)/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded the wrong video by accident, how do i delete it",
    parts: [[either("password")]],
    links: ["/gallery"],
  },
  {
    question: "whats the password to delete photos",
    unanswerable: true,
  },
  {
    question: "is there a limit on how many photos the gallery can hold in total?",
    unanswerable: true,
  },
  {
    question: "can we put everyone's photos up on the big tv at the villa?",
    parts: [[either("slideshow")]],
    links: ["/slideshow"],
  },
  {
    question: "how do i turn the music off on the site",
    parts: [[either("mute", "bottom left", "bottom-left")]],
  },
  {
    question: "what's the name of the song playing on the homepage?",
    unanswerable: true,
  },
  {
    question: "is the transportation page ready yet?",
    parts: [[either("coming soon", "being finalized", "being finalised", "not yet")]],
    links: ["/transportation"],
  },
];
