// SIXTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 18:00 on Friday, November 21, 2025, Morocco time (UTC+1).
 *
 * - Today is Day 0, Friday, November 21, 2025: "Arrival & Shopping" (the first day of the trip).
 * - This morning: 11:00 Arrival & Airport Transfer at Marrakech Menara Airport (RAK), shared cars
 *   into the medina, about $45 per car paid in cash (about 20 minutes).
 * - Early afternoon: 13:00 Check In at Riad L-Authentic in the Marrakech medina ($45 per person, 1 night),
 *   mint tea on arrival.
 * - This afternoon: 15:00 First Stroll Through the Souks (Souk Semmarine & Rahba Kedima); bargaining starts
 *   at 40-50% of the asking price, most stalls take cash only.
 * - Right now (18:00): nothing scheduled; free time between the souk stroll and dinner.
 * - Tonight: 20:00 Welcome Dinner at Le Foundouk, Marrakech medina, near the Ben Youssef Madrasa
 *   (Moroccan & French; $40-60 per person with a $20 deposit; smart casual).
 * - The night is spent at Riad L-Authentic, Marrakech medina.
 * - Yesterday (Thursday, November 20): before the trip began; the site plans nothing (the FAQ only suggests
 *   arriving a day early and meeting at the riad).
 * - Tomorrow: Day 1, Saturday, November 22, "Rest & Relax": 09:30 slow morning & mint tea at the riad,
 *   15:00 check-in at Villa Royale (after 3 PM; 5 nights listed; optional $50 per person contribution),
 *   16:30 hammam & massage ($60, book with the host), 19:30 sunset by the pool; the night at Villa Royale.
 * - Later: Day 2 Sun Nov 23 (birthday dinner, Comptoir Darna), Day 3 Mon Nov 24 (balloon, Agafay, Nobu),
 *   Day 4 Tue Nov 25 (photoshoot, Majorelle, souks, Dar Yacout), Day 5 Wed Nov 26 (Zagora desert camp),
 *   Day 6 Thu Nov 27 (train to Fes), Day 7 Fri Nov 28 (Fes), Day 8 Sat Nov 29 (Chefchaouen),
 *   Day 9 Sun Nov 30 (Casablanca & departure).
 */
export const SIXTY_SIXTH_TEST_CLOCK = new Date("2025-11-21T17:00:00Z");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words as a pattern source ("twenty[- ]?two"), for whole numbers under 100; null otherwise. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const rest = n % 10;
  return rest === 0 ? tens : `${tens}[- ]?${ONES[rest] ?? ""}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The digit forms of a number as a pattern source: 9000 and 9,000; 2.75. */
function digitForms(n: number): string {
  const plain = String(n);
  const grouped = n.toLocaleString("en-US", { maximumFractionDigits: 2 });
  const forms = plain === grouped ? [plain] : [plain, grouped];
  return `(?:${forms.map(escapeRegExp).join("|")})`;
}

/** Not the tail of a longer number. */
const NOT_BEFORE = "(?<![\\d.,])";
/** Not the head of a longer number. */
const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const word = numberWords(n);
  const wordForm = word === null ? "" : `|\\b(?:${word})\\b`;
  return new RegExp(`${NOT_BEFORE}${digitForms(n)}${NOT_AFTER}${wordForm}`, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18" (not "$180" or "$18.50"). */
function usd(n: number): RegExp {
  const amount = digitForms(n);
  const end = "(?!\\d|,\\d|\\.\\d*[1-9])";
  return new RegExp(
    [
      `(?:US)?\\$\\s?${amount}${end}`,
      `${NOT_BEFORE}${amount}${end}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
      `\\bUSD\\s?\\$?${amount}${end}`,
    ].join("|"),
    "i",
  );
}

/** A span of two numbers: "40-60", "$40 to $60", "10–15%", "1000-2000 MAD", "15-25°C". */
function range(a: number, b: number): RegExp {
  return new RegExp(
    `${NOT_BEFORE}\\$?${digitForms(a)}\\s?(?:-|–|—|to|and)\\s?\\$?${digitForms(b)}${NOT_AFTER}`,
    "i",
  );
}

/** A time of day: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m. (and 08:30 or 8:30 for morning times). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = String(h % 12 || 12);
  const half = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [
    `(?<![\\d:$])${h24}(?::|\\.|h)${mm}(?!\\d)`,
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${half}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${half}`,
  ];
  if (h === 12 && m === 0) forms.push("\\bnoon\\b");
  return new RegExp(forms.join("|"), "i");
}

/** Any one of several forms of the same fact. */
function anyOf(...keys: (string | RegExp)[]): RegExp {
  return new RegExp(
    keys.map((key) => (typeof key === "string" ? escapeRegExp(key) : `(?:${key.source})`)).join("|"),
    "i",
  );
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A featured dinner's homes: its day page and the dinners page. */
const dinnerAt = (n: number): string[] => [tripDay(n), "/dinners"];

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------
// The questions
// ---------------------------------------------------------------------------

export const sixtySixthTestQuestions: TestQuestion[] = [
  // --- Today, Day 0 (Friday, November 21): this morning, this afternoon, now, tonight ---
  {
    question: "what day of the trip is it today?",
    parts: [[anyOf(/\bday\s*(?:0|zero)\b/i, /arrival (?:&|and) shopping/i)]],
    links: [tripDay(0)],
  },
  {
    question: "wait whats the date today n what weekday is it",
    parts: [[num(21)], [/friday/i]],
    links: [tripDay(0)],
  },
  {
    question: "whats the plan tonight?",
    parts: [[/foundouk/i]],
    links: dinnerAt(0),
  },
  {
    question: "what time is dinner tonite",
    parts: [[clock(20, 0)]],
    links: dinnerAt(0),
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/l-?\s?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "dress code for tonights dinner??",
    parts: [[/smart[\s-]*casual/i]],
    links: dinnerAt(0),
  },
  {
    question: "how much is the welcome dinner tonight, and do we have to put down a deposit?",
    parts: [[range(40, 60)], [usd(20)]],
    links: dinnerAt(0),
  },
  {
    question: "what kind of food is it tonight",
    parts: [[/moroccan/i, /french/i]],
    links: dinnerAt(0),
  },
  {
    question: "whats good to order at le foundouk",
    parts: [[anyOf(/zaalouk/i, /briouat/i, /tagine/i)]],
    links: ["/dinners"],
  },
  {
    question: "where is le foundouk exactly",
    parts: [[anyOf(/ben youssef/i, /medina/i)]],
    links: dinnerAt(0),
  },
  {
    question: "anything on rn or are we free till dinner",
    parts: [[clock(20, 0)]],
    links: [tripDay(0)],
  },
  {
    question: "how long til the welcome dinner starts",
    parts: [[anyOf(clock(20, 0), /\b(?:2|two)\s*(?:hours?|hrs?)\b/i)]],
    links: dinnerAt(0),
  },
  {
    question: "what did we do this morning again lol, my brain is jetlagged",
    parts: [[anyOf(/menara/i, /airport/i, /\bRAK\b/i)]],
    links: [tripDay(0)],
  },
  {
    question: "what time was the airport meetup this morning",
    parts: [[clock(11, 0)]],
    links: [tripDay(0)],
  },
  {
    question: "what time was riad check in today",
    parts: [[clock(13, 0)]],
    links: [tripDay(0)],
  },
  {
    question: "which souks did we walk thru this afternoon",
    parts: [[anyOf(/semmarine/i, /rahba kedima/i)]],
    links: [tripDay(0)],
  },
  {
    question: "what time did the souk stroll start this arvo",
    parts: [[clock(15, 0)]],
    links: [tripDay(0)],
  },
  {
    question: "how much is the riad tonight per person",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "how many nights r we at this riad",
    parts: [[num(1)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "how much was the airport transfer and can i pay by card",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "how long was the ride from the airport to the medina",
    parts: [[/\b(?:20|twenty)\s*min/i]],
    links: ["/faq"],
  },
  {
    question: "going back to the souks later, how low should i start bargaining",
    parts: [[range(40, 50)]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "do the souk stalls take cards",
    parts: [[/cash/i]],
    links: [tripDay(0)],
  },
  U("whats the wifi password at the riad"),
  U("is there a taxi booked to get us to dinner tonight or do we walk"),
  U("is there live music at le foundouk tonight?"),
  U("does le foundouk take credit cards"),
  U("what time is sunset tonight in marrakech"),

  // --- Tomorrow, Day 1 (Saturday, November 22), and the day after ---
  {
    question: "what's happening tomorrow",
    parts: [[anyOf(/villa royale/i, /rest (?:&|and) relax/i)]],
    links: [tripDay(1)],
  },
  {
    question: "tmrw what time can we check into the villa",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "is there anything early tomorrow morning or can i sleep in",
    parts: [[clock(9, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "how much is the hammam n massage tomorrow",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "what time is the hammam tmrw",
    parts: [[clock(16, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "how do i get a hammam slot for tomorrow",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "what are we doing tomorrow night",
    parts: [[/pool/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time is the sunset pool thing on saturday",
    parts: [[clock(19, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "what do i wear at the villa tmrw",
    parts: [[anyOf(/swim/i, /cover-?\s?up/i)]],
    links: [tripDay(1)],
  },
  {
    question: "do i need a jacket tomorrow evening at the villa",
    parts: [[/sweater|jumper|warm layer/i]],
    links: [tripDay(1)],
  },
  {
    question: "how much do i owe for the villa we're moving to tomorrow",
    parts: [[usd(50), /optional/i]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  {
    question: "how many nights are we at villa royale",
    parts: [[num(5)]],
    links: ["/accommodations", "/budget", tripDay(1)],
  },
  {
    question: "is the villa far from town",
    parts: [[anyOf(range(20, 25), /\b(?:20|twenty)\s*min/i)]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  U("how are we getting from the riad to the villa tomorrow"),
  U("what time do we have to check out of the riad tmrw"),
  U("which suite am i in at the villa"),
  U("is there a gym at villa royale"),
  {
    question: "whats the plan the day after tomorrow",
    parts: [[anyOf(/birthday/i, /discover marrakech/i)]],
    links: [tripDay(2)],
  },
  {
    question: "is breakfast included at the villa?",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "when do i have to sign up for villa breakfast",
    parts: [[/(?:night|evening) before/i]],
    links: [tripDay(2), "/faq"],
  },
  // --- Days 2 to 5: birthday, balloon, photos, desert ---
  {
    question: "bday dinner is sunday right? what time",
    parts: [[anyOf(/sunday/i, num(23))], [clock(19, 30)]],
    links: dinnerAt(2),
  },
  {
    question: "where's the birthday dinner",
    parts: [[/comptoir darna/i]],
    links: dinnerAt(2),
  },
  {
    question: "how much is the bday dinner pp",
    parts: [[range(100, 120)]],
    links: dinnerAt(2),
  },
  {
    question: "wat do i wear to the golden birthday dinner",
    parts: [[anyOf(/golden glam/i, /cocktail/i)]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "is there entertainment at comptoir darna or just food",
    parts: [[anyOf(/danc/i, /musicians/i, /live music/i)]],
    links: dinnerAt(2),
  },
  {
    question: "what time does the bar crawl start on the 23rd",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "how much is the bar crawl",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "which areas r we bar crawling in",
    parts: [[/gueliz/i, /hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time is the walking tour on sunday morning",
    parts: [[clock(9, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "what places does the medina walking tour cover",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "how much is the walking tour",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "what time is the hot air balloon",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "balloon ride on monday, how much?",
    parts: [[usd(117)]],
    links: [tripDay(3), "/faq", "/budget"],
  },
  {
    question: "what do we do in agafay after the balloon",
    parts: [[/quad/i, /camel/i]],
    links: [tripDay(3)],
  },
  {
    question: "agafay desert day price",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "whats dinner on the 24th",
    parts: [[/nobu/i]],
    links: dinnerAt(3),
  },
  {
    question: "is there a minimum spend at nobu",
    parts: [[usd(75)]],
    links: dinnerAt(3),
  },
  {
    question: "what time is nobu n whats the dress code",
    parts: [[clock(20, 0)], [/smart[\s-]*casual/i]],
    links: dinnerAt(3),
  },
  {
    question: "what do i wear for the balloon, its super early right?",
    parts: [[anyOf(/warm layers?/i, /\bhat\b/i, /freezing/i)]],
    links: [tripDay(3)],
  },
  {
    question: "which day is the photographer coming and what time",
    parts: [[anyOf(/tuesday/i, /\bday\s*(?:4|four)\b/i, num(25))], [clock(8, 30)]],
    links: [tripDay(4), "/"],
  },
  {
    question: "what colours should i wear for the photoshoot",
    parts: [[anyOf(/jewel/i, /white/i, /gold/i)]],
    links: [tripDay(4), "/"],
  },
  {
    question: "how much r majorelle tickets",
    parts: [[usd(18)]],
    links: [tripDay(4)],
  },
  {
    question: "and the ysl museum?",
    parts: [[usd(15)]],
    links: [tripDay(4)],
  },
  {
    question: "do i need to buy majorelle tickets myself",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time is the guided souk shopping",
    parts: [[clock(14, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "where's the palace dinner",
    parts: [[/dar yacout/i]],
    links: dinnerAt(4),
  },
  {
    question: "how much is dar yacout",
    parts: [[anyOf(/individual/i, /at the restaurant/i)]],
    links: dinnerAt(4),
  },
  {
    question: "dress code dar yacout?",
    parts: [[anyOf(/dressy/i, /kaftan/i, /djellaba/i, /best evening/i)]],
    links: [tripDay(4), "/dinners", "/faq"],
  },
  {
    question: "how many fancy dinners r there on the trip",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "which dinners are the special events",
    parts: [[anyOf(/comptoir/i, /birthday/i), anyOf(/yacout/i, /palace/i)]],
    links: ["/dinners"],
  },
  {
    question: "wednesday we leave for the desert, what time",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[anyOf(/gladiator/i, /game of thrones/i)]],
    links: [tripDay(5)],
  },
  {
    question: "what time is the camel ride on the 26th",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "where exactly is the desert camp",
    parts: [[/zagora/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "what should i pack for the desert night",
    parts: [[anyOf(/fleece/i, /layers/i, /scarf/i)]],
    links: [tripDay(5), "/faq"],
  },
  U("what's the name of the desert camp in zagora"),
  U("does the desert camp have hot showers"),
  U("can i charge my phone at the desert camp"),
  U("which company runs the hot air balloon"),
  U("whats the photographers name or insta"),
  U("how much do we each chip in for the photographer"),
  U("which bars r we hitting on the bar crawl"),
  U("will there be a birthday cake at comptoir darna"),
  U("what gift should we get the bday person"),
  {
    question: "where do we sleep on wednesday night",
    parts: [[/camp/i]],
    links: [tripDay(5), "/accommodations"],
  },
  // --- Days 6 to 9: Fes, Chefchaouen, Casablanca ---
  {
    question: "what time is the train to fes on the 27th",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how long is the train ride to fes",
    parts: [[/\b(?:6|six)\s*(?:hours?|hrs?|h)\b/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "train ticket to fes how much",
    parts: [[usd(45)]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "who's sorting the train tickets",
    parts: [[/host/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "thursday what time is sunrise at the camp",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "what time do we get into the fes riad on thursday",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how much is the fes riad and for how many nights",
    parts: [[usd(90)], [num(3)]],
    links: [tripDay(6), "/accommodations", "/budget"],
  },
  {
    question: "what stops does the train make on the way to fes",
    parts: [[/rabat/i, /meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "which nights r we in fes",
    parts: [[num(27), num(29)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "friday the 28th whats the plan",
    parts: [[anyOf(/fes el-?\s?bali/i, /explore fes/i, /tannery/i, /bou inania/i)]],
    links: [tripDay(7)],
  },
  {
    question: "which gate do we go into the fes medina through",
    parts: [[anyOf(/bou jeloud/i, /blue gate/i)]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "what time is the tannery",
    parts: [[clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "why do they hand out mint at the tannery lol",
    parts: [[/smell/i]],
    links: [tripDay(7)],
  },
  {
    question: "where and when is dinner on the 28th",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[anyOf(/work in progress/i, /may change/i)]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/\b(?:4|four)\s*(?:hours?|hrs?)\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we leave for chefchaouen on saturday the 29th",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "what's the local food to try in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "best viewpoint in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "when do people start heading home",
    parts: [[anyOf(/\bday\s*(?:8|eight)\b/i, num(29), /saturday/i)]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "what time is the train to casablanca on the last day",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how long is fes to casa on the train",
    parts: [[/\b(?:4|four)\s*(?:hours?|hrs?)\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "where's the farewell lunch and what time",
    parts: [[/rick/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "hassan ii mosque tour price + what do i wear",
    parts: [[usd(13)], [anyOf(/scarf/i, /shoulders/i, /knees/i, /socks/i)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the hassan 2 minaret",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "which airport do we fly home from",
    parts: [[anyOf(/mohammed v/i, /\bCMN\b/)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "what time are transfers to the airport on the 30th",
    parts: [[clock(18, 0)]],
    links: [tripDay(9)],
  },

  // --- Stays, money and practicalities ---
  {
    question: "villa check out time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa estate",
    parts: [[/1\.4/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "tipping at dinner tonight, how much do ppl leave",
    parts: [[range(10, 15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "need cash for tonight, how much should i take out at the atm",
    parts: [[range(1000, 2000)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "whats the exchange rate rn, dirhams to dollars",
    parts: [[/\b10\s*(?:MAD|dirhams?|dh)\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax at the riad tonight",
    parts: [[anyOf(/\b28\s*(?:MAD|dirhams?|dh)/i, usd(2.75))]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[range(100, 500)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "roughly how much is the whole trip per person",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "and how much are just the fixed costs per person",
    parts: [[range(440, 480)]],
    links: ["/budget"],
  },
  {
    question: "plug type?",
    parts: [[anyOf(/type\s*c/i, /\bC\s*\/\s*E\b/)]],
    links: ["/faq", "/"],
  },
  {
    question: "do us citizens need a visa",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "whats the weather like this week",
    parts: [[range(15, 25)]],
    links: ["/faq", "/"],
  },
  {
    question: "what timezone is morocco on? my phone is confused",
    parts: [[/(?:UTC|GMT)\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water at the riad",
    parts: [[anyOf(/bottled/i, /filtered/i)]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you here",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "is alcohol even a thing in morocco",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "can non-muslims go inside mosques",
    parts: [[/hassan/i]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "veggie here, who do i tell about food stuff and how far ahead",
    parts: [[/host/i], [/\b(?:2|two)\s*weeks?/i]],
    links: ["/dinners"],
  },
  U("how much is lunch at ricks cafe"),
  U("how much does the chefchaouen day trip cost"),
  U("is there an entry fee for the tannery"),
  U("what platform does the fes train leave from"),
  U("whats the name of our riad in fes"),
  U("is there a pharmacy near the riad, need something tonight"),
  U("whats the emergency number in morocco"),
  U("how much is a sim card at the airport"),
  // --- Rupa, the host, the occasion, the site, music, map and gallery ---
  {
    question: "who even are u",
    parts: [[/rupa/i]],
  },
  {
    question: "where's the chat button again",
    parts: [[/bottom[\s-]*right/i]],
  },
  {
    question: "whose birthday is this whole trip for and how old are they turning",
    parts: [[/host/i], [num(30)]],
    links: ["/"],
  },
  {
    question: "whats the trip called again",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us r on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what does the home page say the trip highlight is",
    parts: [[/\bTBD\b/i]],
    links: ["/"],
  },
  {
    question: "who said morocco is 'the most lovely spot in the whole world'",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "whats the subtitle on the home page",
    parts: [[/a marrakech adventure/i]],
    links: ["/"],
  },
  {
    question: "how do i turn the music off its too loud",
    parts: [[/bottom[\s-]*left/i]],
  },
  {
    question: "which pages have the same music as the dinners page",
    parts: [[/accommodations/i, /transportation/i]],
  },
  {
    question: "what's on the transportation page",
    parts: [[anyOf(/coming soon/i, /being finali[sz]ed/i)]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[\s-]*see/i]],
    links: ["/map"],
  },
  {
    question: "any good spot for mint tea looking over the spice market",
    parts: [[anyOf(/caf[eé] des [ée]pices/i, /nomad/i)]],
    links: ["/map"],
  },
  {
    question: "where do i post pics from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "uploading tonights pics, how many can i do at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "my video wont upload, says file too large?? whats the limit",
    parts: [[/\b50\s*MB\b/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a photo i uploaded by mistake",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },

  // --- Yesterday, today and tomorrow again ---
  {
    question: "landed yesterday, did i miss anything?",
    parts: [[anyOf(num(21), clock(11, 0), /\bday\s*(?:0|zero)\b/i)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "got in a day early, where was i supposed to meet everyone",
    parts: [[/riad/i]],
    links: ["/faq"],
  },
  {
    question: "what was the welcome drink at the riad when we checked in",
    parts: [[/mint tea/i]],
    links: [tripDay(0)],
  },
  {
    question: "whats tomorrows theme",
    parts: [[/rest (?:&|and) relax/i]],
    links: [tripDay(1)],
  },
  {
    question: "what's tomorrow's date",
    parts: [[num(22)]],
    links: [tripDay(1)],
  },
  {
    question: "how many pools at the villa we're going to tomorrow",
    parts: [[num(2)]],
    links: ["/accommodations", tripDay(1)],
  },
  {
    question: "and how many suites tho",
    parts: [[num(13)]],
    links: ["/accommodations"],
  },
  {
    question: "whats actually in the hammam ritual tmrw",
    parts: [[anyOf(/kessa/i, /black (?:olive )?soap/i, /rhassoul/i, /argan/i)]],
    links: [tripDay(1)],
  },
  {
    question: "how many more days after today",
    parts: [[num(9)]],
    links: [tripDay(0)],
  },
  {
    question: "how many days from today til the birthday dinner",
    parts: [[anyOf(/\b(?:2|two)\s*days\b/i, /sunday/i, num(23))]],
    links: dinnerAt(2),
  },
  U("whats the password to delete photos in the gallery"),
  U("how many photos r in the gallery rn"),
  U("whats the hosts name again"),
  U("whats the host's number, i wanna text them"),
  U("is there a dj at the villa tomorrow night"),
  U("who am i sharing a car with to the villa tomorrow"),
  U("whats the name of the song on the home page"),
  U("rupa whats ur favourite snack lol"),
  U("whats the link to the group chat"),
  U("how do i pay the villa contribution, venmo?"),
  U("are the hammams split men and women"),
  U("what's the exact address of villa royale"),
];
