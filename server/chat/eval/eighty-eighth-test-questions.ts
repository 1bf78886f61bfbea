// EIGHTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 19:30 on Friday, November 21, 2025, Morocco time (UTC+1).
 *
 * - Today is Day 0, Friday, Nov 21, 2025: "Arrival & Shopping" (/day/0), the first day of the trip.
 * - This morning: 11:00 arrival and airport transfer at Marrakech Menara Airport (RAK), about $45 per car in cash.
 * - This afternoon: 13:00 check-in at Riad L-Authentic ($45 per person, 1 night), then 15:00 the first stroll
 *   through the souks (Souk Semmarine & Rahba Kedima).
 * - Right now (19:30): between the souk stroll and dinner; next up is the 20:00 welcome dinner.
 * - Tonight: 20:00 Welcome Dinner at Le Foundouk (near the Ben Youssef Madrasa), Moroccan & French,
 *   $40-60 per person with a $20 deposit, smart casual. The night is spent at Riad L-Authentic in the medina.
 * - Yesterday (Thursday, Nov 20): the trip had not started; the FAQ says early arrivals meet the group at the riad.
 * - Tomorrow: Day 1, Saturday, Nov 22: "Rest & Relax" (/day/1): 09:30 slow morning and mint tea on the riad
 *   roof terrace, 15:00 check-in at Villa Royale (after 3 PM; optional $50 contribution), 16:30 hammam and
 *   massage ($60), 19:30 sunset by the pool.
 * - Day after tomorrow: Day 2, Sunday, Nov 23, the golden birthday dinner at Comptoir Darna (19:30).
 */
export const EIGHTY_EIGHTH_TEST_CLOCK = new Date("2025-11-21T18:30:00Z");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const SMALL_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS_WORDS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words, as a pattern ("twenty[- ]?five"), or null. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return SMALL_WORDS[n] ?? null;
  const tens = TENS_WORDS[Math.floor(n / 10)]!;
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${SMALL_WORDS[unit]}`;
}

/** The digits of n as a pattern: "2,200" or "2200" for thousands, "1\.4" for decimals. */
function digits(n: number): string {
  if (Number.isInteger(n) && n >= 1000) {
    const head = Math.floor(n / 1000);
    const tail = String(n % 1000).padStart(3, "0");
    return `${head}[,\\s]?${tail}`;
  }
  return String(n).replace(".", "\\.");
}

/** Not preceded by a digit, a decimal point or a thousands comma. */
const NOT_AFTER_NUMBER = "(?<![\\d.,])";
/** Not followed by more digits (a trailing full stop or comma is fine). */
const NOT_BEFORE_NUMBER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`${NOT_AFTER_NUMBER}${digits(n)}${NOT_BEFORE_NUMBER}`];
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}(?:\\.00)?${NOT_BEFORE_NUMBER}`;
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${amount}|${NOT_AFTER_NUMBER}${amount}\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A range such as "$40-60", "$100-$500", "10-15%", "1,000 to 2,000 MAD", "15-25°C". */
function between(a: number, b: number): RegExp {
  return new RegExp(
    `${NOT_AFTER_NUMBER}\\$?${digits(a)}\\s?(?:MAD|%|°C?)?\\s?(?:-|–|—|to)\\s?\\$?${digits(b)}${NOT_BEFORE_NUMBER}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "8:00" for afternoon and evening times). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const alternatives = [`(?<![\\d:$])0?${h}(?::|h|\\.)${mm}(?!\\d)`];
  alternatives.push(
    m === 0
      ? `(?<![\\d:.$])${h12}(?::00)?\\s?${meridiem}(?![a-z])`
      : `(?<![\\d:.$])${h12}[:.]${mm}\\s?${meridiem}(?![a-z])`,
  );
  if (h >= 13) alternatives.push(`(?<![\\d:.$])${h12}:${mm}(?!\\d)`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content does not answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const FOUNDOUK = /foundouk/i;
const RIAD_L_AUTHENTIC = /l[- ]?authentic/i;

// ---------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------

export const eightyEighthTestQuestions: TestQuestion[] = [
  // --- Right now, tonight, this afternoon, this morning (Day 0, Friday, Nov 21) ---
  {
    question: "whats next on the plan rn?",
    parts: [[anyOf(FOUNDOUK, /welcome dinner/i), clock(20, 0)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what time is dinner tonight",
    parts: [[clock(20, 0)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "where r we eating tonite",
    parts: [[FOUNDOUK]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "dress code for tonight?? pls say not fancy",
    parts: [[/smart[- ]casual/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "how much is tonights dinner and is there a deposit",
    parts: [[between(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is it tonite",
    parts: [[/moroccan/i, /french/i]],
    links: ["/dinners", tripDay(0)],
  },
  {
    question: "where are we sleeping tonight",
    parts: [[RIAD_L_AUTHENTIC]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how much is the riad tonight per person",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "wait what day of the trip is it today",
    parts: [[/day\s?(?:0|zero)\b/i]],
    links: [tripDay(0)],
  },
  {
    question: "whats todays theme called",
    parts: [[/arrival\s*(?:&|and)\s*shopping/i]],
    links: [tripDay(0)],
  },
  {
    question: "what did u guys do this afternoon, i was napping lol",
    parts: [[/souk/i]],
    links: [tripDay(0)],
  },
  {
    question: "which souks did the group hit this afternoon",
    parts: [[/semmarine|rahba kedima/i]],
    links: [tripDay(0)],
  },
  {
    question: "what time did everyone meet at arrivals this morning",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "which airport did we land at today",
    parts: [[/menara|\bRAK\b/i]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "how much was the car from the airport this morning, i owe someone",
    parts: [[usd(45), /car\b/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "where exactly is tonights restaurant, whats it near",
    parts: [[/ben youssef/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "does the place tonight have a rooftop",
    parts: [[/roof/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "whats on the menu at dinner tn",
    parts: [[/tagine|zaalouk|briouat/i]],
    links: ["/dinners"],
  },
  {
    question: "tomorrow's plan?",
    parts: [[/villa royale/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time can we check in at the villa tmrw",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  U("what time do we have to check out of the riad tomorrow morning"),
  {
    question: "breakfast tmrw, where and what time",
    parts: [[/roof/i], [clock(9, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "can i get a massage tomorrow? how much",
    parts: [[clock(16, 30)], [usd(60)]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "ok and tmrw night?",
    parts: [[/pool/i, clock(19, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "do i need a swimsuit tomorrow",
    parts: [[/swim/i]],
    links: [tripDay(1)],
  },
  {
    question: "how far is the villa from town, we go there tmrw right",
    parts: [[num(20)]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  {
    question: "how many nights are we at this riad",
    parts: [[/\b(?:1|one|single)\s+night\b|(?:just|only) tonight/i]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "what happened yesterday? flew in late n feel like i missed stuff",
    parts: [[/start|began|begin|kick|day\s?(?:0|zero)\b/i]],
    links: [tripDay(0)],
  },
  {
    question: "flew in yesterday (thurs) so i skipped the airport meetup, where do i find everyone",
    parts: [[/riad/i]],
    links: ["/faq", tripDay(0)],
  },
  {
    question: "is the countdown on the home page broken? it just shows zeros",
    parts: [[clock(11, 0)]],
    links: ["/"],
  },
  {
    question: "how many more days do we have after today",
    parts: [[num(9)]],
    links: ["/", tripDay(0)],
  },
  {
    question: "how much should i tip at dinner tonight",
    parts: [[between(10, 15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "need cash before dinner, where do i find an atm",
    parts: [[/gueliz|hivernage|gate|airport/i]],
    links: ["/budget"],
  },
  U("whats the closest atm to our riad"),
  {
    question: "how many dirhams is a dollar again",
    parts: [[num(10)]],
    links: ["/budget", "/faq", "/"],
  },
  U("do i need to bring anything for the hammam tomorrow"),
  U("whos the photographer coming on tuesday"),
  U("riad wifi password pls"),
  U("what time does le foundouk close tonight"),
  U("is there gonna be a cake at the bday dinner sunday"),
  U("whats the hosts number, im lost in the medina rn"),
  {
    question: "wait when was the bday dinner again",
    parts: [[/sunday|\b23(?:rd)?\b|day\s?2\b/i, clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "is the balloon the day after tomorrow?",
    parts: [[/monday|\b24(?:th)?\b|day\s?3\b/i]],
    links: [tripDay(3)],
  },
  {
    question: "day after tomorrow what r we doing",
    parts: [[/comptoir darna|birthday|bday/i]],
    links: [tripDay(2)],
  },
  {
    question: "are we doing the souk guide thing today?",
    parts: [[/tuesday|\b25(?:th)?\b|day\s?4\b/i]],
    links: [tripDay(4)],
  },
  {
    question: "whats the bargaining rule again, going back to the souks after dinner",
    parts: [[between(40, 50)]],
    links: ["/budget", "/faq", tripDay(0)],
  },
  // --- The rest of the itinerary: dates, weekdays, day numbers ---
  {
    question: "what are we doing on the 27th",
    parts: [[/f[eè]s/i, /train/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time's the train to fes n how long is the ride",
    parts: [[clock(15, 0)], [/\b(?:6|six)\s*(?:-\s*)?hours?/i]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "how much is the train ticket to fes",
    parts: [[usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  U("which platform does the fes train leave from"),
  {
    question: "the 25th whats the plan",
    parts: [[/majorelle/i]],
    links: [tripDay(4)],
  },
  {
    question: "tuesday what time is the photoshoot and what should i wear",
    parts: [[clock(8, 30)], [/jewel|white|gold/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "how much r majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "palace dinner, how much n whats the dress code",
    parts: [[/individual|own|yourself|at the restaurant/i], [/dressy|kaftan|djellaba|best evening/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "whats the palace dinner place called",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "on the 24th what time is balloon pickup",
    parts: [[clock(5, 30)]],
    links: [tripDay(3), "/faq"],
  },
  {
    question: "how much is the hot air balloon",
    parts: [[usd(117)]],
    links: [tripDay(3), "/faq", "/budget"],
  },
  {
    question: "how long r we actually up in the balloon",
    parts: [[/\b(?:1|one|an)\s+hour\b/i]],
    links: [tripDay(3)],
  },
  U("whats the balloon company called"),
  {
    question: "monday night dinner where",
    parts: [[/nobu/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "is there a minimum spend at nobu",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", tripDay(3)],
  },
  {
    question: "agafay day how much n what do we do",
    parts: [[usd(40)], [/quad|camel/i]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "wednesday what time do we leave for the desert",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "whats the mountain pass called and how high is it",
    parts: [[/tichka/i], [num(2200)]],
    links: [tripDay(5)],
  },
  {
    question: "which game of thrones place do we stop at on the way to the desert",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "day 5 what time is the camel ride",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  U("how long is the camel ride"),
  {
    question: "what do i pack for the desert",
    parts: [[/layer|fleece|scarf/i]],
    links: ["/faq", tripDay(5)],
  },
  U("is there wifi at the desert camp"),
  {
    question: "thursday morning what time do we climb the dune for sunrise",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "day 6 what time do we get to the fes riad",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  U("whats the name of the riad in fes"),
  {
    question: "how much is the fes riad",
    parts: [[usd(90)]],
    links: [tripDay(6), "/accommodations", "/budget"],
  },
  {
    question: "friday the 28th whats on",
    parts: [[/bou jeloud|bou inania|chouara|tanner|f[eè]s el[- ]bali/i]],
    links: [tripDay(7)],
  },
  {
    question: "where do we meet for the fes walking tour",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "the tannery stinks right? any tips",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "how old is the university in fes",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  U("how much is the chefchaouen day trip"),
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/\b(?:4|four)\s*(?:-\s*)?hours?/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats the local food to try in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "day 8 what time do we walk up to the spanish mosque",
    parts: [[clock(15, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "r some ppl leaving early? when",
    parts: [[/\b29(?:th)?\b|day\s?8\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "last day plan?",
    parts: [[/rick/i, /hassan/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time is the train to casablanca on the 30th",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "what time should i book my flight home",
    parts: [[anyOf(clock(18, 0), /evening/i)]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[/\b45\s*(?:-\s*)?min|forty[- ]five min/i]],
    links: [tripDay(9)],
  },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: [tripDay(9), "/faq", "/budget"],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/scarf|socks|shoulders|knees/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  U("how much is lunch at ricks cafe"),
  // --- Birthday, villa, money, practicalities, FAQ, dinners ---
  {
    question: "bday dinner what time and how much",
    parts: [[clock(19, 30)], [between(100, 120)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "where is the birthday dinner",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what do i wear to the bday dinner",
    parts: [[/gold/i, /cocktail/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "is there live music at the birthday dinner",
    parts: [[/live music|musician|dancer/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "bar crawl what time does it start n how much",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "where does the bar crawl go",
    parts: [[/gueliz/i, /hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "sunday walking tour what time, and what do we see",
    parts: [[clock(9, 30)], [/bahia|ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "how much is the medina walking tour",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget", "/"],
  },
  {
    question: "how much is breakfast at the villa",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq", "/budget"],
  },
  {
    question: "do i have to sign up for villa breakfast",
    parts: [[/(?:night|evening) before/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "the villa we're moving to tmrw, do we have to pay for it",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq", tripDay(1)],
  },
  {
    question: "how many pools n suites at the villa? moving there tomorrow",
    parts: [[/\b(?:2|two)\s+(?:swimming\s+)?pools\b/i], [/\b(?:13|thirteen)\s+suites\b/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa property",
    parts: [[num(1.4)]],
    links: ["/accommodations", "/faq"],
  },
  U("does the villa have a gym"),
  U("is there AC in the villa rooms"),
  U("who am i sharing a room with at the villa"),
  {
    question: "do i need a visa, im american",
    parts: [[/visa[- ]free|no visa|(?:don[’']?t|do not|won[’']?t) need/i]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid for",
    parts: [[/\b(?:6|six) months\b/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/\bC\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the voltage in morocco",
    parts: [[num(220)]],
    links: ["/faq", "/"],
  },
  {
    question: "will the riad charge us tourist tax tonight? how much",
    parts: [[anyOf(num(28), usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "heading back to the souks rn, will they take my card",
    parts: [[/cash/i]],
    links: ["/budget"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[between(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much are foreign card fees usually",
    parts: [[between(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[between(100, 500)]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "roughly how much is this whole trip gonna cost me per person",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "is the airport transfer per person or per car",
    parts: [[/car\b/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "what language do ppl speak there",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say thank you to the waiter tonight",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water at the riad tonight",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "walking around the medina rn, anything i should watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "can i get a beer at a cafe in the medina",
    parts: [[/licensed|hotel|\bbars?\b/i]],
    links: ["/faq"],
  },
  {
    question: "can we go inside mosques",
    parts: [[/hassan/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of the performers in jemaa el fnaa tonight",
    parts: [[/dirham|ask (?:first|permission|them)/i]],
    links: ["/faq"],
  },
  {
    question: "will it rain",
    parts: [[/rare|shower|rain jacket/i]],
    links: ["/faq"],
  },
  {
    question: "what temp will it be tmrw",
    parts: [[between(15, 25)]],
    links: ["/", "/faq"],
  },
  {
    question: "what time zone is morocco in",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "im vegetarian, who do i tell and by when",
    parts: [[/host/i], [/\b(?:two|2) weeks\b/i]],
    links: ["/dinners"],
  },
  U("whats the emergency number in morocco"),
  U("how much is a sim card at the airport"),
  U("how much is a petit taxi from the medina to gueliz"),
  {
    question: "how many featured dinners are there and which ones the palace",
    parts: [[num(4)], [/dar yacout/i]],
    links: ["/dinners"],
  },
  {
    question: "which dinners are marked special",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "where's the desert camp exactly",
    parts: [[/zagora/i]],
    links: ["/accommodations", tripDay(5)],
  },
  // --- Rupa, the host, the occasion, the site's pages, the map, the gallery, music ---
  {
    question: "rupa who even r u",
    parts: [[/goat/i]],
  },
  {
    question: "where do i find rupa on my phone",
    parts: [[/bottom[- ]right/i]],
    links: ["/faq"],
  },
  U("why is rupa called rupa"),
  {
    question: "whose birthday is this trip for",
    parts: [[/host/i, anyOf(num(30), /30th|thirtieth/i)]],
    links: ["/"],
  },
  {
    question: "how old is the bday person turning",
    parts: [[anyOf(num(30), /30th|thirtieth/i)]],
    links: ["/"],
  },
  U("whats the bday person's actual name"),
  {
    question: "who do i tell to book a massage for tomorrow",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "who's sorting the train tickets to fes",
    parts: [[/host/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what's the trip highlight on the home page",
    parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]],
    links: ["/"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "is there a transport page? it looks empty",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "how do we get around marrakech tonight after dinner",
    parts: [[/taxi|on foot|arranged car/i]],
    links: ["/faq"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour is shopping on the map",
    parts: [[/yellow/i]],
    links: ["/map"],
  },
  {
    question: "any romantic spots for a date night",
    parts: [[/mamounia|anima|menara|nobu/i]],
    links: ["/map"],
  },
  {
    question: "good lunch spot in the souks tomorrow?",
    parts: [[/le jardin|nomad|caf[eé] des [ée]pices/i]],
    links: ["/map"],
  },
  {
    question: "want to try al fassia, any tips",
    parts: [[/lamb shoulder/i]],
    links: ["/map"],
  },
  {
    question: "where can i see what stuff should cost before haggling",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[num(1917)]],
    links: ["/map"],
  },
  {
    question: "how do i upload my pics from today's souk stroll",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many pics can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "whats the max size for a video upload",
    parts: [[/\b50\s?MB\b|fifty\s?(?:MB|megabytes)|50\s?megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "uploaded a blurry pic by mistake, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the delete password for the gallery"),
  {
    question: "do i have to put my name on uploads",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download pics other ppl uploaded",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "who can see the gallery",
    parts: [[/link/i]],
    links: ["/gallery"],
  },
  U("how long do the photos stay up on the gallery"),
  {
    question: "the music is loud af, how do i mute it",
    parts: [[/bottom[- ]left/i]],
  },
  U("whats the name of the song on the homepage"),
  {
    question: "what kind of music plays on the home page",
    parts: [[/oud/i]],
  },
  {
    question: "why did the music stop when i opened the gallery",
    parts: [[/paus|no music|no (?:background )?(?:track|audio)|silent|doesn[’']?t have|does not have/i]],
  },
  {
    question: "is there a slideshow for the big screen",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "is there a page with all the costs",
    parts: [[/budget/i]],
    links: ["/budget"],
  },
  U("what time do the souks close tonight"),
  U("what time is sunset today"),
  U("can i bring a plus one to dinner tonight"),
  U("whats the hosts venmo for tonights deposit"),
  U("whats the riad's street address, need it for a cab rn"),
  U("what time do we leave the riad tomorrow for the villa"),
  {
    question: "hammam tmrw is it at the villa or somewhere else",
    parts: [[/villa/i]],
    links: [tripDay(1)],
  },
  U("does our riad tonight have a pool"),
  U("how much is it to get into the tannery in fes"),
  U("what time does the hassan ii mosque close"),
  U("how much is the riad dinner in fes on the 28th"),
  U("whos the guide for the bar crawl"),
  U("do the camels have names lol"),
];
