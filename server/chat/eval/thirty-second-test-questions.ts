// THIRTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: Sunday 30 November 2025, 08:30 Morocco time (UTC+1). It is day 9,
 * the last day of the trip ("Casablanca & Departure"). The squad has checked out
 * of the Fes riad and is on the 07:00 train to Casa-Voyageurs (about four hours);
 * ahead lie the farewell lunch at Rick's Café (12:30), the Hassan II Mosque tour
 * (15:00) and the 18:00 transfers to Mohammed V airport (CMN) for flights home.
 * Yesterday (day 8, Saturday Nov 29) was the Chefchaouen day trip, and last night
 * was the final evening at the riad in Fes. There is no trip day tomorrow.
 */
export const THIRTY_SECOND_TEST_CLOCK = new Date("2025-11-30T07:30:00Z");

// ---------------------------------------------------------------------------
// Helpers for tolerant keys. Each returns a case-insensitive RegExp.
// ---------------------------------------------------------------------------

const SMALL_NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
  "seventeen", "eighteen", "nineteen",
];
const TENS_WORDS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** A regex fragment spelling n (0-99) in words: "twenty[\s-]?two". */
function numberWord(n: number): string {
  if (n < 20) return SMALL_NUMBER_WORDS[n] ?? String(n);
  const tens = TENS_WORDS[Math.floor(n / 10)] ?? "";
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[\\s-]?${SMALL_NUMBER_WORDS[unit] ?? ""}`;
}

/** A count in digits or words: num(22) matches "22", "twenty-two", "twenty two". */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`;
  return n < 100 ? new RegExp(`${digits}|\\b${numberWord(n)}\\b`, "i") : new RegExp(digits, "i");
}

/** A dollar amount: "$45", "US$45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number): RegExp {
  const value = `${String(amount).replace(".", "\\.")}(?:\\.00)?`;
  return new RegExp(
    `(?:US)?\\$\\s?${value}(?![\\d]|[.,]\\d)` +
      `|(?<![\\d.,$])${value}\\s?(?:US\\s?dollars?|USD|dollars?|bucks)\\b` +
      `|\\bUSD\\s?${value}(?![\\d]|[.,]\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 USD", "$40–$60". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])(?:US)?\\$?\\s?${low}\\s*(?:-|–|—|to|and)\\s*(?:US)?\\$?\\s?${high}(?![\\d]|[.,]\\d)`,
    "i",
  );
}

/** A percentage range: "10-15%", "10 to 15 percent". */
function pctRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.])${low}\\s*%?\\s*(?:-|–|—|to|and)\\s*${high}\\s*(?:%|percent|per cent)`, "i");
}

/** A duration in hours: "4 hours", "four-hour", "4h", "4 hrs"; hours(1) also takes "an hour". */
function hours(n: number): RegExp {
  const count = n === 1 ? "(?:(?<![\\d.])1|\\bone|\\ban)" : `(?:(?<![\\d.])${n}|\\b${numberWord(n)})`;
  return new RegExp(`${count}(?:\\+|\\s|-)*(?:hours?|hrs?|h)\\b`, "i");
}

/** A duration in minutes: "45 minutes", "forty-five mins". */
function minutes(n: number): RegExp {
  return new RegExp(`(?:(?<![\\d.])${n}|\\b${numberWord(n)})(?:\\s|-)*(?:minutes?|mins?)\\b`, "i");
}

/** A clock time in 24h ("07:00", "7:00", "07h00") or 12h ("7am", "7:00 a.m.", "7.30pm") form. */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const notPm = hour < 12 ? "(?!\\s?p\\.?\\s?m\\b)" : "";
  const forms = [
    `(?<![\\d:.])0?${hour}[:.h]${mm}(?!\\d)${notPm}`,
    `(?<![\\d:.])${h12}${minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${meridiem}`,
  ];
  if (hour === 12 && minute === 0) forms.push("\\bnoon\\b", "\\bmidday\\b");
  if (minute === 30) forms.push(`\\bhalf[\\s-]past\\s(?:${h12}|${numberWord(h12)})\\b`);
  return new RegExp(forms.join("|"), "i");
}

/**
 * A trip day named any usual way: "day 4", "day four", "Nov 25", "November 25th",
 * "25th of November", "the 25th", "Tuesday". Day 0 is Friday Nov 21, 2025.
 */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const weekday = WEEKDAYS[(5 + day) % 7] ?? "";
  return new RegExp(
    `\\bday\\s?(?:${day}|${numberWord(day)})\\b` +
      `|\\bnov(?:ember|\\.)?\\s?${date}(?:st|nd|rd|th)?\\b` +
      `|\\b${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov` +
      `|\\bthe\\s${date}(?:st|nd|rd|th)\\b` +
      `|\\b${weekday}\\b`,
    "i",
  );
}

/** Any one of several patterns. */
function either(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

export const thirtySecondTestQuestions: TestQuestion[] = [
  // ---- Today (day 9, Sunday Nov 30): on the train, then Casablanca ----
  {
    question: "morning rupa!! where is this train even going",
    parts: [[/casablanca|casa[\s-]?voyageurs/i]],
    links: ["/day/9"],
  },
  {
    question: "how long is this train ride?? already bored",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which station do we get off at in casa",
    parts: [[/voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "roughly what time do we pull into casablanca",
    parts: [[either(clock(11, 0), hours(4), /\baround 11\b|\babout 11\b|\beleven\b/i)]],
    links: ["/day/9"],
  },
  {
    question: "wheres lunch today and what time",
    parts: [[/Rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "do i need to change before lunch or are jeans + sneakers ok",
    parts: [[/smart[\s-]?casual/i]],
    links: ["/day/9"],
  },
  {
    question: "ricks cafe - is that the place from the old movie??",
    parts: [[/tribute|homage|inspired|modell?ed on|recreat|based on|built (as|to)|themed|nod to/i]],
    links: ["/day/9"],
  },
  {
    question: "address for ricks pls, need it for the taxi",
    parts: [[/Sour Jdid/i]],
    links: ["/day/9"],
  },
  {
    question: "what time's the mosque tour",
    parts: [[clock(15, 0)]],
    links: ["/day/9"],
  },
  {
    question: "how much is the hassan 2 mosque thing",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i need to wear for the mosque today? i only packed dresses",
    parts: [[/knees/i, /scarf/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "wait do we have to take our shoes off in there",
    parts: [[/\byes\b|come off|take (them|your shoes|shoes) off|remov|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is that minaret",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "what do they actually show us on the mosque tour",
    parts: [[/prayer hall/i, /ablution/i]],
    links: ["/day/9"],
  },
  {
    question: "can non muslims even go inside mosques here?",
    parts: [[/Hassan/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what time do we head to the airport tonight",
    parts: [[clock(18, 0)]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly out of, marrakech or casa?",
    parts: [[/Mohammed V|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is the airport from the city",
    parts: [[minutes(45)]],
    links: ["/day/9"],
  },
  {
    question: "got like 300 dirhams left, what do i do w them",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "what day # of the trip is it today",
    parts: [[/\bday\s?(9|nine)\b|ninth day/i]],
    links: ["/day/9"],
  },
  {
    question: "anything i should keep on me during the train ride",
    parts: [[/passport/i, /ticket/i]],
    links: ["/day/9"],
  },
  {
    question: "is todays plan locked in or could stuff still change",
    parts: [[/work in progress|may change|could change|might change|subject to change|not (yet )?final|still being/i]],
    links: ["/day/9"],
  },
  {
    question: "anything happening tonight or is it just flights",
    parts: [[/airport/i]],
    links: ["/day/9"],
  },
  {
    question: "remind me, when did the faq say to book our flights home for?",
    parts: [[/evening/i]],
    links: ["/faq"],
  },
  {
    question: "what time did the train leave fes this morning",
    parts: [[clock(7, 0)]],
    links: ["/day/9"],
  },
  // ---- Today: things the site does not say ----
  { question: "whats our train number and which carriage am i in", unanswerable: true },
  { question: "how much did this train ticket to casa cost", unanswerable: true },
  { question: "is there a snack cart or dining car on this train", unanswerable: true },
  { question: "what time does ricks cafe close", unanswerable: true },
  { question: "how much is lunch at ricks per person", unanswerable: true },
  { question: "where can we stash our suitcases during the mosque tour", unanswerable: true },
  { question: "is the hassan ii tour in english or french", unanswerable: true },
  { question: "how long does the mosque tour take", unanswerable: true },
  { question: "how much is the car to CMN tonight", unanswerable: true },
  { question: "which terminal are we flying out of at CMN", unanswerable: true },
  { question: "what time is sarah's flight tonight", unanswerable: true },
  { question: "is there wifi on this train", unanswerable: true },
  // ---- Yesterday (day 8, Saturday Nov 29) and last night ----
  {
    question: "where did we go yesterday again lol brain is fried",
    parts: [[/Chefchaouen|Chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "how long was the drive up to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "what was the spring waterfall spot called yesterday",
    parts: [[/Ras\s?El[\s-]?Maa/i]],
    links: ["/day/8"],
  },
  {
    question: "what was the mosque on the hill we walked up to yesterday",
    parts: [[/Spanish Mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "name of the main square in chaouen?",
    parts: [[/Uta el[\s-]?Hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "what was that local lunch specialty in chefchaouen",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "which mountains were we in yesterday",
    parts: [[/\bRif\b/i]],
    links: ["/day/8"],
  },
  {
    question: "what time did we head back from chefchaouen",
    parts: [[clock(17, 0)]],
    links: ["/day/8"],
  },
  {
    question: "what time did we leave fes yesterday morning",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "did some ppl already start flying home yesterday?",
    parts: [[/some (guests|people|of (the|us|you))|\byes\b/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "where did we sleep last night",
    parts: [[/riad/i, /F[eè]s|Fez/i]],
    links: ["/accommodations", "/day/8"],
  },
  { question: "what was actually on the menu at dinner last night", unanswerable: true },
  { question: "how much did yesterdays chefchaouen trip cost per person", unanswerable: true },
  { question: "whats the name of yesterday's driver? i left my sunnies in the van", unanswerable: true },
  // ---- Day 7 (Friday Nov 28): Explore Fes ----
  {
    question: "what was the gate with the blue tiles we walked thru in fes",
    parts: [[/Bou\s?J(e)?loud|Blue Gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is that university in fes, al qara-something",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "bou inania madrasa is from what century",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "lol why did they hand us mint leaves at the tannery",
    parts: [[/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "what was the tannery called, want to google it",
    parts: [[/Chouara/i]],
    links: ["/day/7"],
  },
  {
    question: "what did we eat at the riad on the 28th",
    parts: [[/pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have apparently",
    parts: [[/9,?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "who gets right of way in the fes alleys",
    parts: [[/donkey/i]],
    links: ["/day/7"],
  },
  // ---- Day 6 (Thursday Nov 27): Journey to Fes ----
  {
    question: "how long was the train up to fes",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "what did the marrakech-fes train cost",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "which cities did the fes train go through",
    parts: [[/Rabat/i, /Mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "what time did we get to the fes riad on thursday night",
    parts: [[clock(21, 0)]],
    links: ["/day/6"],
  },
  {
    question: "what time did the train to fes leave marrakech on the 27th",
    parts: [[clock(15, 0)]],
    links: ["/day/6"],
  },
  {
    question: "were the seats on the fes train reserved or a free for all",
    parts: [[/first[\s-]class/i]],
    links: ["/day/6"],
  },
  // ---- Day 5 (Wednesday Nov 26): Sahara Desert Adventure ----
  {
    question: "whats the name of the mountain pass on the way to the desert",
    parts: [[/Tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "how high up is that pass",
    parts: [[/2,?200|2\.2\s?km|twenty[\s-]two hundred/i]],
    links: ["/day/5"],
  },
  {
    question: "which films were shot at ait benhaddou",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "what time was the camel ride on the 26th",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "how much was the desert camp and what did that cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "where exactly was the desert camp",
    parts: [[/Zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "what was the valley with all the palm trees on the drive down",
    parts: [[/Dr[aâ]a/i]],
    links: ["/day/5"],
  },
  {
    question: "i get super carsick on mountain roads, what did the site say to do",
    parts: [[/tablet|pill|medic/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "which night did we sleep out in the desert",
    parts: [[tripDay(5)]],
    links: ["/accommodations", "/day/5"],
  },
  // ---- Day 4 (Tuesday Nov 25): Gardens & Souks ----
  {
    question: "what day and time was the photoshoot",
    parts: [[tripDay(4)], [clock(8, 30)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours were we supposed to wear for the photographer",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "where was the palace dinner",
    parts: [[/Dar Yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how much was dar yacout",
    parts: [[/individual|your own|each (person |guest )?pa(ys|id)|separately|at the restaurant|pay for yourself/i]],
    links: ["/dinners", "/day/4", "/budget"],
  },
  {
    question: "dress code for the palace dinner?",
    parts: [[/kaftan|djellaba|dressy|best evening/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "how much was the souk guide",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "what time was the souk shopping on the 25th",
    parts: [[clock(14, 30)]],
    links: ["/day/4"],
  },
  { question: "how much did the photographer cost", unanswerable: true },
  { question: "when are the pics from the photoshoot coming out", unanswerable: true },
  { question: "whats the actual name of our riad in fes? need it for my expense report", unanswerable: true },
  { question: "did we pay an entry fee at the tannery, how much", unanswerable: true },
  { question: "what was our fes guide's name, want to leave a review", unanswerable: true },
  { question: "who won the quad bike race in agafay lol", unanswerable: true },
  { question: "how many photos are in the gallery right now", unanswerable: true },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "whats the host's name again? want to tag her", unanswerable: true },
  { question: "can u give me the host's whatsapp number", unanswerable: true },
  { question: "whats the emergency number in morocco", unanswerable: true },
  // ---- Day 3 (Monday Nov 24): Desert Fun ----
  {
    question: "how much was the hot air balloon again",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq", "/"],
  },
  {
    question: "what time was balloon pickup on monday, it felt like the middle of the night",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[either(hours(1), minutes(60))]],
    links: ["/day/3"],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "nobu min spend?",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/Japanese/i, /Peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what did the agafay desert day cost",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "what did we do in agafay besides the balloon",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "what were we meant to wear for the balloon",
    parts: [[/layer|warm/i, /\bhat\b|closed shoes/i]],
    links: ["/day/3"],
  },
  // ---- Day 2 (Sunday Nov 23): Discover Marrakech, the birthday ----
  {
    question: "where was the bday dinner",
    parts: [[/Comptoir Darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much was the birthday dinner per person",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "bday dinner dress code??",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "how much was the bar crawl and were drinks included",
    parts: [[usd(10)], [/as you go|separately|your own|extra|not included|on top/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what time did the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "which sights were on the medina walking tour",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret|Secret Garden/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10), /museum|entr(y|ance)/i]],
    links: ["/day/2", "/budget", "/"],
  },
  {
    question: "what do they serve for breakfast at the villa",
    parts: [[/msemen|amlou/i]],
    links: ["/day/2"],
  },
  {
    question: "what date was the birthday dinner, making a photo album",
    parts: [[tripDay(2)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "which birthday are we celebrating on this trip",
    parts: [[/\b30(th)?\b|thirtieth|thirty/i, /golden/i]],
    links: ["/"],
  },
  // ---- Day 1 (Saturday Nov 22): Rest & Relax ----
  {
    question: "how much is the hammam + massage",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },
  {
    question: "what actually happens in a hammam, never done one",
    parts: [[/scrub|kessa/i]],
    links: ["/day/1"],
  },
  {
    question: "villa check in time?",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "and check out from the villa?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "ok to wander round the villa in a bikini?",
    parts: [[/cover[\s-]?up/i]],
    links: ["/day/1"],
  },
  {
    question: "how did we book a massage slot",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  // ---- Day 0 (Friday Nov 21): Arrival & Shopping ----
  {
    question: "where was the welcome dinner",
    parts: [[/Foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner cost + how much was the deposit",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what time did the trip officially kick off on the 21st",
    parts: [[clock(11, 0)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "how much was the airport pickup in marrakech",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "name of our first riad and what it cost",
    parts: [[/L[\s-]?Authentic/i], [usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "which souks did we hit on the first day",
    parts: [[/Semmarine/i, /Rahba Kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "how long is it from marrakech airport to the medina",
    parts: [[minutes(20)]],
    links: ["/faq"],
  },
  // ---- Stays ----
  {
    question: "how many suites did villa royale have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many pools at the villa",
    parts: [[num(2)]],
    links: ["/accommodations", "/faq", "/"],
  },
  {
    question: "how big is the villa property",
    parts: [[/1\.4/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far was the villa from downtown",
    parts: [[/20\s*(?:-|–|—|to)\s*25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many nights r we in fes and what did that riad cost",
    parts: [[/\b(3|three)\s*nights?\b/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "did we have to pay for the villa?",
    parts: [[usd(50), /optional|voluntary|not required|not mandatory|up to you/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "were we technically at the villa on the night of nov 26?",
    parts: [[/camp|Zagora/i]],
    links: ["/accommodations"],
  },
  { question: "does the villa have a gym", unanswerable: true },
  { question: "what was the wifi password at the villa", unanswerable: true },
  { question: "how much did the nobu bill come to in the end", unanswerable: true },
  { question: "who sat next to the host at the birthday dinner", unanswerable: true },
  { question: "what was the name of the band at comptoir darna", unanswerable: true },
  { question: "what was the bar crawl guide's name", unanswerable: true },
  // ---- Money ----
  {
    question: "whats the exchange rate again, rough mental math",
    parts: [[/(?<![\d.])10\s?(?:MAD|dirhams?|DH)\b|\bten (?:MAD|dirhams?)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much r we supposed to tip at restaurants",
    parts: [[pctRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out at the atm each time",
    parts: [[/1,?000\s*(?:MAD|dirhams?|DH)?\s*(?:-|–|—|to|and)\s*2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax on the riads? how much",
    parts: [[either(/(?<![\d.])28\s?(?:MAD|dirhams?|DH)\b/i, usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start when haggling",
    parts: [[pctRange(40, 50)]],
    links: ["/budget", "/faq", "/day/0", "/"],
  },
  {
    question: "what foreign transaction fees do cards usually charge",
    parts: [[pctRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually budget for shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/faq", "/day/4", "/"],
  },
  {
    question: "which credit cards work best here",
    parts: [[/Visa/i, /Mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "the card machine asks dollars or dirhams, which do i pick",
    parts: [[/(?:choose|pick|go with|select|pay in|opt for|always|charge in|stick with|stick to)\s+(?:the\s+)?(?:dirhams?|MAD|local currency)|dirhams?,?\s+(?:not|never|rather than|instead of|over)\s+(?:the\s+)?dollars/i]],
    links: ["/budget"],
  },
  {
    question: "roughly what does the whole trip come to per person",
    parts: [[/(?<!\d)440(?!\d)/, /(?<!\d)943(?!\d)/]],
    links: ["/budget"],
  },
  // ---- Practical ----
  {
    question: "what plug adapter do i need and what voltage is it",
    parts: [[/C\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "my cousin is canadian, does she need a visa? and how long does her passport need to be valid",
    parts: [[/visa[\s-]free|no visa|(?:don'?t|do not|doesn'?t|does not|won'?t) need/i], [/(?:six|6)\s*months/i]],
    links: ["/faq"],
  },
  {
    question: "what temps should we expect during the day",
    parts: [[/15\s*°?\s*C?\s*(?:-|–|—|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what time zone is morocco on, need to tell my mom",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "is the tap water ok to drink",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can u even get a drink drink in morocco, like alcohol",
    parts: [[/licen[cs]ed|hotels|bars/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in darija",
    parts: [[/shukran|choukran|shokran/i]],
    links: ["/faq"],
  },
  {
    question: "can i just snap pics of the performers in jemaa el fna",
    parts: [[/a few dirhams|expect (?:a )?(?:few |small )?(?:dirhams|tip|payment|money)|ask (?:them )?(?:first|permission)/i]],
    links: ["/faq"],
  },
  {
    question: "do i really need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "taxis in marrakech, anything i should know",
    parts: [[/meter|agree (?:on )?(?:the )?(?:fare|price)/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do people speak here",
    parts: [[/Darija|Arabic/i, /French/i]],
    links: ["/faq"],
  },
  {
    question: "besides warm layers what else did the faq say to bring to the desert",
    parts: [[/headlamp|head torch|lip balm|sunglasses/i]],
    links: ["/faq"],
  },
  // ---- The site, the gallery and Rupa ----
  {
    question: "how many pics can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there a size limit for videos? my camel vid is huge",
    parts: [[/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload stuff",
    parts: [[/optional|don'?t have to|do not have to|not required|no need|up to you/i]],
    links: ["/gallery"],
  },
  {
    question: "posted the wrong pic 😭 how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save someone's photo from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "why is the transportation page basically empty",
    parts: [[/coming soon|being finali[sz]ed|not (?:yet )?(?:ready|finali[sz]ed|booked)/i]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[\s-]see/i]],
    links: ["/map"],
  },
  {
    question: "how many categories is the map colour coded into",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "who's quoted on the home page",
    parts: [[/Churchill/i, /Saint[\s-]Laurent|YSL/i, /Wharton/i]],
    links: ["/"],
  },
  {
    question: "who r u exactly",
    parts: [[/Rupa/i]],
  },
  {
    question: "how many of us are on this trip in total",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the trip called again, for the insta caption",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "how do i turn off the music on the site, its blasting on the train lol",
    parts: [[/mute|bottom[\s-]left/i]],
  },
  {
    question: "where can i get mint tea looking over the spice market, for next time",
    parts: [[/Caf[eé] des [EÉ]pices/i]],
    links: ["/map"],
  },
  {
    question: "what should you order at al fassia",
    parts: [[/lamb shoulder/i]],
    links: ["/map"],
  },
  {
    question: "any cooking class recs in marrakech",
    parts: [[/Maison Arabe/i]],
    links: ["/map"],
  },
  {
    question: "if someone has a food allergy who do they tell and how far ahead",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "which of the dinners were marked as special events",
    parts: [[/Comptoir Darna|birthday/i], [/Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "what does the home page say the trip highlight is",
    parts: [[/TBD|to be (?:decided|determined|confirmed|announced)/i]],
    links: ["/"],
  },
  {
    question: "how many days was the whole trip",
    parts: [[/\b(?:10|ten)[\s-]days?\b/i]],
    links: ["/"],
  },
  { question: "how do i pay the host back, venmo or zelle?", unanswerable: true },
  { question: "who uploaded the camel video to the gallery", unanswerable: true },
  { question: "where's the next squad trip gonna be", unanswerable: true },
  { question: "whats the name of the song that plays on the home page", unanswerable: true },
  { question: "is there uber in casablanca", unanswerable: true },
  { question: "whats my checked bag allowance on the flight home", unanswerable: true },
  { question: "is the welcome dinner deposit refundable", unanswerable: true },
  { question: "who am i sharing a car with to the airport later", unanswerable: true },
];
