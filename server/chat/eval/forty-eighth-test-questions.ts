// FORTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

// Keys name the fact only and accept every reasonable way of writing it:
// digits or words, "$45" or "45 dollars", "20:00" or "8 pm", "day 4" or
// "Tuesday" or "Nov 25" or "tomorrow".

/** Escapes text for use inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pattern for a phrase that tolerates spacing, hyphens, apostrophes and accents. */
function loose(text: string): string {
  return escapeRegExp(text)
    .replace(/[\s-]+/g, "[\\s\\-–]*")
    .replace(/['’]/g, "['’]?")
    .replace(/[eéèê]/gi, "[eéèê]")
    .replace(/[iïî]/gi, "[iïî]");
}

/** Any one of the phrases, loosely written. */
function anyOf(...phrases: string[]): RegExp {
  return new RegExp(phrases.map(loose).join("|"), "i");
}

/** Any one of the patterns. */
function either(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern, when it is short enough to be written so. */
function wordsFor(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[\\s\\-–]?${ONES[ones] ?? ""}`;
  }
  if (n < 1000 && n % 100 === 0) return `(?:${n === 100 ? "a|one" : ONES[n / 100] ?? ""})[\\s\\-]hundred`;
  return undefined;
}

/** The number in digits, with or without a thousands separator. */
function digitsFor(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.length > 3 ? `${whole.slice(0, -3)}[,.\\s\\u00a0\\u202f]?${whole.slice(-3)}` : whole;
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

const NOT_AFTER_DIGIT = "(?<![\\d.,])";
const NOT_BEFORE_DIGIT = "(?![\\d]|[.,]\\d)";

function numberPattern(n: number): string {
  const words = wordsFor(n);
  const digits = `${NOT_AFTER_DIGIT}${digitsFor(n)}${NOT_BEFORE_DIGIT}`;
  return words ? `(?:${digits}|\\b(?:${words})\\b)` : digits;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  return new RegExp(numberPattern(n), "i");
}

/** A number followed by a noun, with at most one word between ("13 suites", "two swimming pools"). */
function count(n: number, noun: string): RegExp {
  return new RegExp(`${numberPattern(n)}[\\s\\-–]+(?:[a-z’'-]+\\s+)?${noun}`, "i");
}

const hours = (n: number) => count(n, "(?:hours?|hrs?)\\b");
const minutes = (n: number) => count(n, "min(?:ute)?s?\\b");

const TO = "\\s?(?:-|–|—|to|and)\\s?";
const DOLLARS_BEFORE = "(?:US\\s?\\$|\\$\\s?|USD\\s?)";
const DOLLARS_AFTER = "\\s?(?:USD|US\\s?dollars|dollars|bucks|\\$)";
const CENTS = "(?:\\.00)?";

/** A dollar amount: "$45", "USD 45", "45 dollars", "$45.00". */
function usd(amount: number): RegExp {
  const d = digitsFor(amount);
  return new RegExp(
    `${DOLLARS_BEFORE}${d}${CENTS}${NOT_BEFORE_DIGIT}|${NOT_AFTER_DIGIT}${d}${CENTS}${DOLLARS_AFTER}`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "between $40 and $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  const a = digitsFor(low);
  const b = digitsFor(high);
  return new RegExp(
    `${DOLLARS_BEFORE}${a}${CENTS}${TO}${DOLLARS_BEFORE}?${b}(?!\\d)|${NOT_AFTER_DIGIT}${a}${TO}${b}${DOLLARS_AFTER}`,
    "i",
  );
}

const DIRHAMS = "\\s?(?:MAD\\b|dirhams?\\b|DHS?\\b)";

/** A dirham amount: "28 MAD", "28 dirhams", "MAD 28", "28 dh". */
function mad(amount: number): RegExp {
  const d = digitsFor(amount);
  return new RegExp(`${NOT_AFTER_DIGIT}${d}${DIRHAMS}|\\bMAD\\s?${d}${NOT_BEFORE_DIGIT}`, "i");
}

/** A dirham range: "1000-2000 MAD", "1,000 to 2,000 dirhams", "MAD 1000-2000". */
function madRange(low: number, high: number): RegExp {
  const a = digitsFor(low);
  const b = digitsFor(high);
  return new RegExp(
    `${NOT_AFTER_DIGIT}${a}(?:${DIRHAMS})?${TO}${b}${DIRHAMS}|\\bMAD\\s?${a}${TO}(?:MAD\\s?)?${b}`,
    "i",
  );
}

/** A percentage range: "10-15%", "10 to 15 percent", "10%-15%". */
function percentRange(low: number, high: number): RegExp {
  return new RegExp(
    `${NOT_AFTER_DIGIT}${low}\\s?(?:%|percent|per\\s?cent)?${TO}${high}\\s?(?:%|percent|per\\s?cent)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "20h", "8 pm", "8:00 p.m.", "05:30", "5:30 am". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const lead = "(?<![\\d:.])";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  // A 24-hour reading of an hour up to 12 must not carry the other half of the day ("7:00 pm" is not 07:00).
  const wrongHalf = hour <= 12 ? `(?!\\s?${hour < 12 ? "p" : "a"}\\.?\\s?m\\b)` : "";
  const alternatives = [`${lead}${h24}(?::|h|\\.)${mm}(?!\\d)${wrongHalf}`];
  if (minute === 0) alternatives.push(`${lead}${h24}\\s?h\\b`);
  alternatives.push(`${lead}${h12}${minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${meridiem}`);
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A trip day however it is named: "day 4", "Nov 25", "25th of November", "the 25th", "11/25",
 * its weekday, or a relative word read against the clock. Day 0 is Friday, November 21, 2025.
 */
function tripDay(day: number, ...relative: string[]): RegExp {
  const date = 21 + day;
  const weekday = WEEKDAYS[(5 + day) % 7] ?? "";
  const alternatives = [
    `\\bday\\s?(?:#\\s?)?(?:${day}|${ONES[day] ?? ""})\\b`,
    `\\bnov(?:ember|\\.)?\\s?${date}(?!\\d)`,
    `${NOT_AFTER_DIGIT}${date}(?:st|nd|rd|th)?\\s?(?:of\\s)?nov`,
    `\\bthe\\s${date}(?:st|nd|rd|th)\\b`,
    `(?<!\\d)11[/.-]${date}(?!\\d)`,
    `(?<![\\d/.])${date}[/.]11(?!\\d)`,
    `\\b${weekday}\\b`,
    ...relative.map(loose),
  ];
  return new RegExp(alternatives.join("|"), "i");
}

/** The trip's day number alone ("day 3", "Day #3", "day three"). */
function dayNumber(day: number): RegExp {
  return new RegExp(`\\bday\\s?(?:#\\s?)?(?:${day}|${ONES[day] ?? ""})\\b`, "i");
}

/** The host's age: "30", "30th", "thirty", "thirtieth". */
const thirty = /(?<!\d)30(?!\d)|\bthirt(?:y|ieth)\b/i;

const smartCasual = anyOf("smart casual");

const dayPage = (n: number) => [`/day/${n}`];
const dinnerPages = (n: number) => [`/day/${n}`, "/dinners"];

/**
 * The clock of this set: 18:00 on Monday, November 24, 2025 in Morocco (UTC+1), day 3 of the
 * trip, "Desert Fun".
 *
 * This morning: the hot air balloon at sunrise (05:30) over the Agafay desert, about 40 minutes
 * from Marrakech: pickup in the dark, about an hour in the air with the snowy High Atlas behind,
 * then a Berber breakfast in a tent. From 11:00 the Agafay desert day: quad bikes and camel rides
 * across the rocky hills, lunch under a Berber tent and a lazy afternoon by a desert-camp pool.
 *
 * This afternoon: back to Villa Royale at 17:00 to shake out the sand, shower and rest before
 * dinner; that is where the squad is at the clock.
 *
 * Tonight: the private rooftop dinner at Nobu (Nobu Hotel Marrakech rooftop, Hivernage) at 20:00:
 * Japanese-Peruvian, minimum spend $75 per person, smart casual. The night is spent at the villa.
 *
 * Yesterday (day 2, Sunday November 23, "Discover Marrakech", the birthday): breakfast at the villa
 * at 08:30, the medina walking tour at 09:30 (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret),
 * pool time at 14:30, the golden birthday dinner at Comptoir Darna at 19:30 (golden glam, $100-120)
 * and the guided bar crawl through Gueliz and Hivernage from 22:30.
 *
 * Tomorrow (day 4, Tuesday November 25, "Gardens & Souks"): the group photoshoot in the villa
 * gardens at 08:30, Jardin Majorelle and the Musée YSL at 11:00 (garden $18, museum $15), guided
 * souk shopping at 14:30 ($5 guide) and the palace dinner at Dar Yacout at 20:00 (dressy, paid
 * individually).
 */
export const FORTY_EIGHTH_TEST_CLOCK = new Date("2025-11-24T17:00:00Z");

export const fortyEighthTestQuestions: TestQuestion[] = [
  // ---- Tonight, today, tomorrow and yesterday ----
  {
    question: "hey rupa what's the plan for tonight?",
    parts: [["Nobu", clock(20)]],
    links: dinnerPages(3),
  },
  {
    question: "dress code tonight??",
    parts: [[smartCasual]],
    links: dinnerPages(3),
  },
  {
    question: "how much is nobu, is it like a set menu or what",
    parts: [[usd(75), /minimum|min\.? spend/i]],
    links: [...dinnerPages(3), "/budget"],
  },
  {
    question: "what kind of food do they do at nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: dinnerPages(3),
  },
  {
    question: "where exactly is tonight's dinner? need to tell my taxi",
    parts: [[/nobu/i, /hivernage/i]],
    links: [...dinnerPages(3), "/map"],
  },
  {
    question: "what time is the car picking us up from the villa for nobu tonight?",
    unanswerable: true,
  },
  {
    question: "anything on the nobu menu i HAVE to try",
    parts: [[/black cod/i, /yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "how much is a cocktail at nobu roughly",
    unanswerable: true,
  },
  {
    question: "what are we meant to be doing right now? its 6pm and im confused",
    parts: [[/villa/i, /rest|shower|relax/i]],
    links: dayPage(3),
  },
  {
    question: "whats the next thing on the itinerary",
    parts: [["Nobu", clock(20)]],
    links: dinnerPages(3),
  },
  {
    question: "what time were we supposed to be back at the villa from the desert today",
    parts: [[clock(17)]],
    links: dayPage(3),
  },
  {
    question: "what day of the trip is it today? lost count",
    parts: [[dayNumber(3)]],
    links: dayPage(3),
  },
  {
    question: "whats todays theme called",
    parts: [[/desert fun/i]],
    links: dayPage(3),
  },
  {
    question: "what did we do this morning, was too hungover to remember lol",
    parts: [[/balloon/i, /agafay/i]],
    links: dayPage(3),
  },
  {
    question: "what time did the balloon thing start this morning",
    parts: [[clock(5, 30)]],
    links: dayPage(3),
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\b(?:an|one|1)[\s-]?(?:full\s)?hour\b/i]],
    links: dayPage(3),
  },
  {
    question: "how far is agafay from marrakech?",
    parts: [[minutes(40)]],
    links: [...dayPage(3), "/map"],
  },
  {
    question: "what did the balloon cost again, need to settle up",
    parts: [[usd(117)]],
    links: [...dayPage(3), "/budget"],
  },
  {
    question: "and the agafay desert day, how much was that per person",
    parts: [[usd(40)]],
    links: [...dayPage(3), "/budget"],
  },
  {
    question: "which mountains were those in the background from the balloon",
    parts: [[/atlas/i]],
    links: dayPage(3),
  },
  {
    question: "what did we do in agafay after the balloon landed",
    parts: [[/quad/i, /camel/i]],
    links: dayPage(3),
  },
  {
    question: "how many balloons went up with us this morning?",
    unanswerable: true,
  },
  {
    question: "what was the balloon company called? want to tag them",
    unanswerable: true,
  },
  {
    question: "what exactly did we eat for lunch in the berber tent today",
    unanswerable: true,
  },
  {
    question: "where are we sleeping tonight",
    parts: [[/villa/i]],
    links: ["/accommodations"],
  },
  {
    question: "whats on tmrw",
    parts: [[/photo/i, /majorelle/i, /souk/i, /dar yacout|palace/i]],
    links: dayPage(4),
  },
  {
    question: "what time is the photoshoot tomorrow morning",
    parts: [[clock(8, 30)]],
    links: dayPage(4),
  },
  {
    question: "where is the photoshoot happening",
    parts: [[/villa/i, /garden/i]],
    links: dayPage(4),
  },
  {
    question: "what colours should i wear for the photographer?",
    parts: [[/jewel/i, /white/i, /gold/i]],
    links: [...dayPage(4), "/"],
  },
  {
    question: "who is the photographer tomorrow? do they have an insta",
    unanswerable: true,
  },
  {
    question: "when will we get the pictures from the photographer back?",
    unanswerable: true,
  },
  {
    question: "is dinner tomorrow night a fancy one",
    parts: [[/dressy|best evening outfit|kaftan/i]],
    links: dinnerPages(4),
  },
  {
    question: "where's the dinner on tuesday",
    parts: [[/dar yacout/i]],
    links: dinnerPages(4),
  },
  {
    question: "do we each pay for the palace dinner ourselves or is it covered?",
    parts: [[/individual|separately|your own|each (?:guest|person) pays/i]],
    links: dinnerPages(4),
  },
  {
    question: "what time is dinner on the 25th",
    parts: [[clock(20)]],
    links: dinnerPages(4),
  },
  {
    question: "is there drinks before the palace dinner",
    parts: [[anyOf("aperitif"), /roof/i]],
    links: dinnerPages(4),
  },
  {
    question: "how much are majorelle and the ysl museum?",
    parts: [[usd(18)], [usd(15)]],
    links: [...dayPage(4), "/budget"],
  },
  {
    question: "do i need to buy majorelle tickets myself",
    parts: [[/host/i, /advance|ahead|timed/i]],
    links: dayPage(4),
  },
  {
    question: "what time do we go to jardin majorelle",
    parts: [[clock(11)]],
    links: dayPage(4),
  },
  {
    question: "what time does the souk shopping start tomorrow and how much is the guide",
    parts: [[clock(14, 30)], [usd(5)]],
    links: [...dayPage(4), "/budget"],
  },
  {
    question: "what restaurant was the bday dinner at last night? want to leave a review",
    parts: [[/comptoir darna/i]],
    links: dinnerPages(2),
  },
  {
    question: "what time did the bar crawl kick off last night",
    parts: [[clock(22, 30)]],
    links: dayPage(2),
  },
  {
    question: "how much do i owe for the bar crawl guide",
    parts: [[usd(10)]],
    links: [...dayPage(2), "/budget"],
  },
  {
    question: "what was the name of the band playing at comptoir darna?",
    unanswerable: true,
  },
  {
    question: "which places did the walking tour go to yesterday",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: dayPage(2),
  },
  {
    question: "is there a gym at the villa? need to sweat out last night",
    unanswerable: true,
  },
  {
    question: "how much was the birthday dinner per person",
    parts: [[usdRange(100, 120)]],
    links: [...dinnerPages(2), "/budget"],
  },
  {
    question: "what was the dress code for the birthday dinner again",
    parts: [[/cocktail/i, /gold/i]],
    links: [...dinnerPages(2), "/faq"],
  },
  {
    question: "whats usually at the villa breakfast",
    parts: [[/msemen/i, /amlou/i]],
    links: dayPage(2),
  },
  {
    question: "how do i get breakfast at the villa tomorrow and how much is it",
    parts: [[/sign(?:ing)?[\s-]?up|night before|evening before/i], [usd(10)]],
    links: [...dayPage(2), "/faq"],
  },
  {
    question: "what was the walking tour price again",
    parts: [[usd(10), /museum/i]],
    links: [...dayPage(2), "/budget"],
  },
  {
    question: "which day was the actual birthday",
    parts: [[tripDay(2, "yesterday")]],
    links: dayPage(2),
  },
  {
    question: "what did we do on saturday, already feels like a week ago",
    parts: [[/villa/i, /hammam|massage|pool/i]],
    links: dayPage(1),
  },
  {
    question: "how long has comptoir darna been open",
    parts: [[num(20)]],
    links: ["/dinners"],
  },
  {
    question: "what's the wifi password at the villa",
    unanswerable: true,
  },

  // ---- Rupa, the host, the occasion and the site ----
  {
    question: "who are you",
    parts: [[/rupa/i]],
  },
  {
    question: "whats the occasion for this trip again",
    parts: [[thirty, /golden/i, /birthday/i]],
  },
  {
    question: "how old is the host turning",
    parts: [[thirty]],
  },
  {
    question: "what's the host's name? i only know them from the group chat",
    unanswerable: true,
  },
  {
    question: "whats the host's whatsapp number",
    unanswerable: true,
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what's the trip called, need it for my insta caption",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what's the 'highlight' card on the homepage supposed to say? looks unfinished",
    parts: [[/\bTBD\b|to be (?:decided|determined|announced|confirmed)|not (?:been )?(?:decided|picked|chosen)|undecided/i]],
    links: ["/"],
  },
  {
    question: "how do i upload pics from my phone",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "max how many photos can i upload in one go",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there a size limit for videos",
    parts: [[/50\s?MB|50\s?megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|don'?t have to|do not have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "i posted the wrong pic, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "what's the password for deleting photos",
    unanswerable: true,
  },
  {
    question: "can i save pics from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can the gallery hold in total before it's full?",
    unanswerable: true,
  },
  {
    question: "how do i turn the music off, im at work",
    parts: [[/mute/i, /left/i]],
  },
  {
    question: "what's the music on the home page supposed to be",
    parts: [[/oud/i]],
  },
  {
    question: "what's the name of the song on the homepage? it slaps",
    unanswerable: true,
  },
  {
    question: "is there a slideshow for the big screen at the villa?",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "transport page says coming soon, whats up with that",
    parts: [[/finali[sz]|being (?:worked out|arranged|booked)/i]],
    links: ["/transportation"],
  },
  {
    question: "where can i see all the dinners in one place",
    parts: [[/dinners/i]],
    links: ["/dinners"],
  },

  // ---- Money ----
  {
    question: "exchange rate? dirham to dollar",
    parts: [[either(mad(10), mad(100))]],
    links: ["/budget"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[madRange(1000, 2000)]],
    links: ["/budget"],
  },
  {
    question: "whats this tourist tax thing",
    parts: [[either(mad(28), usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how low do i start when haggling",
    parts: [[percentRange(40, 50)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "will my card charge me extra fees",
    parts: [[percentRange(1, 3)]],
    links: ["/budget"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget"],
  },
  {
    question: "roughly what's this whole trip gonna cost me per person",
    parts: [[usdRange(440, 943)]],
    links: ["/budget"],
  },
  {
    question: "what are the fixed costs everyone pays, total",
    parts: [[usdRange(440, 480)]],
    links: ["/budget"],
  },
  {
    question: "if i did every optional extra, how much more is that",
    parts: [[usd(463)]],
    links: ["/budget"],
  },
  {
    question: "which credit cards work best here",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "card machine asking which currency to charge me in, what do i pick",
    parts: [[/dirham|\bMAD\b/i]],
    links: ["/budget"],
  },
  {
    question: "what's the euro to dirham rate",
    unanswerable: true,
  },
  {
    question: "how much is a sim card at the airport?",
    unanswerable: true,
  },
  {
    question: "where are atms in marrakech",
    parts: [[/gueliz/i, /hivernage/i]],
    links: ["/budget"],
  },

  // ---- Stays ----
  {
    question: "how many suites does villa royale have",
    parts: [[count(13, "suites")]],
    links: ["/accommodations"],
  },
  {
    question: "how many pools at the villa",
    parts: [[count(2, "pools")]],
    links: ["/accommodations"],
  },
  {
    question: "villa check out time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa property",
    parts: [[/1[.,]4[\s-]?hectare/i]],
    links: ["/accommodations"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s?(?:-|–|to)\s?25[\s-]?min/i]],
    links: ["/accommodations"],
  },
  {
    question: "do i have to pay anything for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "can i still get a massage at the villa? how much",
    parts: [[/host/i], [usd(60)]],
    links: [...dayPage(1), "/faq"],
  },
  {
    question: "what actually happens in the hammam",
    parts: [[/scrub|kessa/i, /argan/i]],
    links: dayPage(1),
  },
  {
    question: "how many nights are we at villa royale",
    parts: [[count(5, "nights")]],
    links: ["/accommodations"],
  },
  {
    question: "where are we sleeping on wednesday",
    parts: [[/camp/i, /zagora/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "where do we stay thursday night",
    parts: [[/f[eè]s/i, /riad/i]],
    links: ["/accommodations", "/day/6"],
  },
  {
    question: "where do we sleep tomorrow night",
    parts: [[/villa/i]],
    links: ["/accommodations"],
  },
  {
    question: "how much was the first riad",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "fes riad price for the 3 nights",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "desert camp how much and what's included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "where in fes is the riad",
    parts: [[/f[eè]s[\s-]?el[\s-]?bali/i]],
    links: ["/accommodations"],
  },
  {
    question: "whats the name of our riad in fes",
    unanswerable: true,
  },
  {
    question: "what's the desert camp called",
    unanswerable: true,
  },
  {
    question: "do they have hot showers at the desert camp",
    unanswerable: true,
  },
  {
    question: "is breakfast included at the fes riad",
    unanswerable: true,
  },
  {
    question: "whats the villa's full street address for my insurance form",
    unanswerable: true,
  },

  // ---- Dinners ----
  {
    question: "where was the welcome dinner",
    parts: [[/foundouk/i]],
    links: dinnerPages(0),
  },
  {
    question: "welcome dinner price and deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: [...dinnerPages(0), "/budget"],
  },
  {
    question: "what kind of food was at le foundouk",
    parts: [[/moroccan/i, /french/i]],
    links: ["/dinners"],
  },
  {
    question: "how many featured dinners are there",
    parts: [[count(4, "(?:dinners|dining|restaurants)")]],
    links: ["/dinners"],
  },
  {
    question: "i'm vegan, who do i tell and when?",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },

  // ---- Days 0, 5 and 6 ----
  {
    question: "what time did the trip officially start on the 21st",
    parts: [[clock(11)]],
    links: ["/faq", "/day/0", "/"],
  },
  {
    question: "which airport did we fly into",
    parts: [[/menara|\bRAK\b/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "how long is the drive from the airport to the medina",
    parts: [[minutes(20)]],
    links: ["/faq"],
  },
  {
    question: "how much is the airport transfer",
    parts: [[usd(45), /car/i]],
    links: [...dayPage(0), "/faq", "/budget"],
  },
  {
    question: "what were the souks we went to on day 0",
    parts: [[/semmarine/i, /rahba kedima/i]],
    links: dayPage(0),
  },
  {
    question: "what time do we leave for the desert on wednesday",
    parts: [[clock(7)]],
    links: dayPage(5),
  },
  {
    question: "how high is the tichka pass",
    parts: [[num(2200)]],
    links: dayPage(5),
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: dayPage(5),
  },
  {
    question: "what time is the camel ride on the 26th",
    parts: [[clock(16, 30)]],
    links: dayPage(5),
  },
  {
    question: "i get carsick, anything i should bring for the drive over the mountains",
    parts: [[/tablet|pill|motion[\s-]?sickness/i]],
    links: [...dayPage(5), "/faq"],
  },
  {
    question: "what do i pack for the desert night",
    parts: [[/fleece|layers/i, /scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "how long is the train to fes",
    parts: [[hours(6)]],
    links: [...dayPage(6), "/faq"],
  },
  {
    question: "train to fes how much",
    parts: [[usd(45)]],
    links: [...dayPage(6), "/budget", "/faq"],
  },
  {
    question: "what time's the train to fes",
    parts: [[clock(15)]],
    links: dayPage(6),
  },
  {
    question: "does the fes train stop anywhere on the way",
    parts: [[/rabat/i, /mekn[eè]s/i]],
    links: dayPage(6),
  },
  {
    question: "what's the first thing on the 27th and what time",
    parts: [[/sunrise/i], [clock(6, 30)]],
    links: dayPage(6),
  },
  {
    question: "what time do we check in at the fes riad",
    parts: [[clock(21)]],
    links: dayPage(6),
  },
  {
    question: "how many km is the drive from marrakech to zagora?",
    unanswerable: true,
  },
  {
    question: "plug adapter type?",
    parts: [[/C\s?(?:\/|and|&|or)\s?(?:type\s)?E\b/i]],
    links: ["/faq", "/"],
  },

  // ---- Practical, culture and health ----
  {
    question: "what voltage are the sockets",
    parts: [[/220\s?V\b|220\s?volts?/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do i need a visa as an american, and how long does my passport need to be valid",
    parts: [[/visa[\s-]?free|no visa|(?:don'?t|do not|won'?t|will not) need/i, num(90)], [/(?:6|six)\s?months/i]],
    links: ["/faq"],
  },
  {
    question: "my friend is british does she need a visa",
    parts: [[/consulate/i]],
    links: ["/faq"],
  },
  {
    question: "what's the weather usually like",
    parts: [[/15\s?°?\s?C?\s?(?:-|–|to|and)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "is it gonna rain in fes",
    parts: [[/rarely|shower/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "how do you say thank you in morocco",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "safe to drink the tap water?",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can i get a drink (alcohol) when we go out",
    parts: [[/licensed|bars|hotels/i]],
    links: ["/faq"],
  },
  {
    question: "can we go inside mosques here",
    parts: [[/hassan/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what should i wear to the hassan ii mosque",
    parts: [[/scarf/i, /knee/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: [...dayPage(9), "/budget"],
  },
  {
    question: "how tall is the minaret at the casablanca mosque",
    parts: [[num(210)]],
    links: dayPage(9),
  },

  // ---- Fes, Chefchaouen and Casablanca ----
  {
    question: "when was the old university in fes founded",
    parts: [[num(859)]],
    links: dayPage(7),
  },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[num(9000)]],
    links: dayPage(7),
  },
  {
    question: "whats the name of the tannery in fes and why do they give you mint",
    parts: [[/chouara/i], [/smell|odou?r|stink|stench/i]],
    links: dayPage(7),
  },
  {
    question: "what's for dinner friday in fes",
    parts: [[/pastilla/i, /tagine/i]],
    links: dayPage(7),
  },
  {
    question: "is the fes part of the plan final?",
    parts: [[/work[\s-]in[\s-]progress|may change|subject to change|still (?:being )?(?:planned|finali[sz])/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[hours(4)]],
    links: dayPage(8),
  },
  {
    question: "whats the local dish in chefchaouen",
    parts: [[/goat cheese/i]],
    links: dayPage(8),
  },
  {
    question: "best view in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: dayPage(8),
  },
  {
    question: "when do people start heading home",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "train to casablanca: what time and how long",
    parts: [[clock(7)], [hours(4)]],
    links: [...dayPage(9), "/faq"],
  },
  {
    question: "farewell lunch where and when",
    parts: [[/rick/i], [clock(12, 30)]],
    links: dayPage(9),
  },
  {
    question: "what time should my flight home be",
    parts: [[tripDay(9), /evening|later|after/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/faq", "/day/9"],
  },

  // ---- The map and the home page ----
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[\s-]?see/i]],
    links: ["/map"],
  },
  {
    question: "where can i learn to cook a tagine",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "any romantic spots for a date",
    parts: [[/mamounia|menara|anima/i]],
    links: ["/map"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },

  // ---- More the content does not say ----
  {
    question: "does uber work in marrakech or nah",
    unanswerable: true,
  },
  {
    question: "how much is a petit taxi from the villa to hivernage tonight?",
    unanswerable: true,
  },
  {
    question: "can i bring a plus one to nobu tonight",
    unanswerable: true,
  },
  {
    question: "is the villa pool heated? its cold lol",
    unanswerable: true,
  },
  {
    question: "how much is the train from fes to casablanca",
    unanswerable: true,
  },
  {
    question: "how much is the chefchaouen day trip",
    unanswerable: true,
  },
  {
    question: "how pricey is lunch at rick's café",
    unanswerable: true,
  },
  {
    question: "is there a weight limit for the hot air balloon?",
    unanswerable: true,
  },
  {
    question: "how much is the transfer to the casablanca airport on the last day",
    unanswerable: true,
  },
  {
    question: "how many hours before my flight should i be at casablanca airport",
    unanswerable: true,
  },
  {
    question: "can i do laundry at the villa",
    unanswerable: true,
  },
  {
    question: "how old is rupa",
    unanswerable: true,
  },
  {
    question: "whats the entry fee at bahia palace",
    unanswerable: true,
  },
  {
    question: "what's the name of the souk guide tomorrow",
    unanswerable: true,
  },
  {
    question: "which airline flies direct to marrakech from london",
    unanswerable: true,
  },
  {
    question: "what do i wear in the hammam, is it naked?",
    unanswerable: true,
  },
  {
    question: "is there a minimum age for the quad bikes",
    unanswerable: true,
  },
  {
    question: "is there a pharmacy near the villa",
    unanswerable: true,
  },
];
