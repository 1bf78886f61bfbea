// HUNDRED-FOURTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-fourteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:00 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * Today is day 2 of the trip (days are numbered 0 to 9), Sunday Nov 23, "Discover Marrakech":
 * birthday day, the host's 30th golden birthday.
 * - This morning: breakfast at the villa at 08:30 ($10 per person), then the 09:30 medina walking tour
 *   with a licensed guide through Bahia Palace, Ben Youssef Madrasa and Le Jardin Secret
 *   ($10 per person plus museum fees).
 * - Right now (16:00): "Pool Time & Getting Ready" at Villa Royale (from 14:30): a swim, a nap and
 *   choosing which gold to wear.
 * - This afternoon / tonight: the Golden Birthday Dinner at Comptoir Darna, Hivernage, at 19:30
 *   ($100-120 per person, dress code golden glam: cocktail attire with a touch of gold; live music
 *   and dancers), then the guided bar crawl through Gueliz & Hivernage at 22:30 ($10 per person for
 *   the guide, drinks paid as you go, smart casual).
 * - Tonight's bed: Villa Royale (outskirts of Marrakech).
 * - Yesterday: day 1, Saturday Nov 22, "Rest & Relax": slow morning and mint tea at Riad L-Authentic,
 *   check-in at Villa Royale from 15:00, hammam & massage at 16:30 ($60), sunset by the pool at 19:30.
 * - Tomorrow: day 3, Monday Nov 24, "Desert Fun": hot air balloon at sunrise over the Agafay desert,
 *   pickup 05:30 ($117), Agafay desert day from 11:00 (quad bikes and camels, about $40), back to the
 *   villa at 17:00, private rooftop dinner at Nobu at 20:00 (minimum spend $75 per person, smart casual).
 * - Day after tomorrow: day 4, Tuesday Nov 25, "Gardens & Souks" (photoshoot 08:30, Jardin Majorelle
 *   & Musée YSL, guided souk shopping, palace dinner at Dar Yacout).
 */
export const HUNDRED_FOURTEENTH_TEST_CLOCK = new Date("2025-11-23T15:00:00Z");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern source, or null when nobody would write it out. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  if (n % 1000 === 0 && n / 1000 < 20) return `${ONES[n / 1000]!} thousand`;
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A number in digits (with or without a thousands comma) or in words, never part of a longer number. */
function num(n: number): RegExp {
  const digits = new Set([escapeRegExp(String(n))]);
  if (n >= 1000) digits.add(escapeRegExp(n.toLocaleString("en-US")));
  const digitPart = `(?<!\\d)(?<!\\d[.,])(?:${[...digits].join("|")})(?!\\d|[.,]\\d)`;
  const words = numberWords(n);
  return new RegExp(words ? `${digitPart}|\\b(?:${words})\\b` : digitPart, "i");
}

/** A dollar amount: "$18", "$ 18", "USD 18", "US$18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = escapeRegExp(String(n));
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `\\$\\s?${d}${end}|(?<![\\d.])(?:USD|US\\$)\\s?${d}${end}|(?<![\\d.$])${d}${end}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A dollar range such as "$100-120", "$100–$120" or "100 to 120 dollars". */
function range(lo: number, hi: number): RegExp {
  return new RegExp(
    `(?<![\\d.])\\$?\\s?${lo}\\s?(?:USD|dollars)?\\s?(?:-|–|—|to|and)\\s?(?:USD\\s?)?\\$?\\s?${hi}(?!\\d)`,
    "i",
  );
}

/** A time of day: 20:00 / 20.00 / 20h00 / 8:00 pm / 8pm / 8 p.m. (and 05:30 / 5:30 / 5:30 am in the morning). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const alts = new Set([`${String(h).padStart(2, "0")}[:.h]${mm}`, `${h}[:.h]${mm}`]);
  alts.add(m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`);
  if (h === 12 && m === 0) alts.add("noon").add("midday");
  return new RegExp(`(?<![\\d:])(?:${[...alts].join("|")})(?!\\w)`, "i");
}

/** Any one of several forms of the same fact. */
function anyOf(...forms: (string | RegExp)[]): RegExp {
  return new RegExp(
    forms.map((form) => (typeof form === "string" ? escapeRegExp(form) : `(?:${form.source})`)).join("|"),
    "i",
  );
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------

export const hundredFourteenthTestQuestions: TestQuestion[] = [
  // --- Today (day 2, Sunday Nov 23), now 16:00 ---
  { question: "whats the plan tonight??", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  {
    question: "where r we eating tonight and what neighbourhood is it in",
    parts: [[/Comptoir Darna/i], [/Hivernage/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "dress code for the bday dinner tonight?", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much is tonights dinner pp", parts: [[range(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what are we meant to be doing right now", parts: [[anyOf(/pool/i, /getting ready/i)]], links: [tripDay(2)] },
  { question: "is the bar crawl tonight? what time does it start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "which areas is the bar crawl in later", parts: [[/Gueliz/i, /Hivernage/i]], links: [tripDay(2)] },
  { question: "what did we see on the walk this morning again", parts: [[/Bahia/i, /Ben Youssef/i]], links: [tripDay(2)] },
  { question: "how much was this mornings walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  {
    question: "what time was breakfast at the villa this morning and how much is it",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  { question: "whats the theme of today", parts: [[/Discover Marrakech/i]], links: [tripDay(2)] },
  { question: "what day of the trip are we on", parts: [[/\bday\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "whose bday are we celebrating today", parts: [[/host/i]] },
  { question: "how old is the birthday person turning", parts: [[anyOf(num(30), /thirtieth/i)]] },
  { question: "will there be live music at dinner tonight", parts: [[/music/i, /danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "what kind of food is comptoir darna", parts: [[/Mediterranean/i]], links: ["/dinners", tripDay(2)] },
  { question: "what should i wear on the bar crawl after dinner", parts: [[/smart casual/i]], links: [tripDay(2)] },
  { question: "where are we sleeping tonight", parts: [[/Villa Royale/i]], links: ["/accommodations"] },
  U("what time are the cars leaving the villa for dinner tonight?"),
  U("whats the name of the bars were going to on the crawl tonight"),
  U("who's giving the birthday speech tonight"),
  U("what time is sunset today in marrakech"),
  U("whats the name of the guide we had this morning, i want to leave a review"),
  // --- Tomorrow (day 3, Monday Nov 24) ---
  { question: "whats tmrw looking like", parts: [[/balloon/i, /Agafay/i]], links: [tripDay(3)] },
  { question: "what's the theme tmrw", parts: [[/Desert Fun/i]], links: [tripDay(3)] },
  {
    question: "wait is the balloon tomorrow or wednesday",
    parts: [[anyOf(/tomorrow/i, /Monday/i, /\b24(?:th)?\b/, /\bday\s*(?:3|three)\b/i)]],
    links: [tripDay(3)],
  },
  { question: "what time is pickup for the hot air balloon tomorrow", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what do i wear for the balloon? is it cold that early", parts: [[/layer/i, /hat/i], [/freez/i]], links: [tripDay(3)] },
  { question: "how long are we actually in the air tmrw", parts: [[/\b(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "do we get breakfast after the balloon?", parts: [[/Berber/i]], links: [tripDay(3)] },
  { question: "how far is agafay from here", parts: [[num(40), /min/i]], links: [tripDay(3)] },
  { question: "what are we doing in the agafay desert tomorrow", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "price of the agafay day tmrw?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "and where's dinner tomorrow night", parts: [[/Nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "whats the minimum spend at nobu tmrw", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what time is nobu tomorrow", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "when do we get back to the villa tomorrow after the desert", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  U("how many of us signed up for the balloon tomorrow?"),
  U("which balloon company are we flying with tmrw"),
  U("if its too windy tomorrow and the balloon gets cancelled do we get a refund"),
  // --- Yesterday (day 1, Saturday Nov 22) ---
  {
    question: "what did we do yesterday",
    parts: [[anyOf(/Rest (?:&|and) Relax/i, /Villa Royale/i, /hammam/i)]],
    links: [tripDay(1)],
  },
  {
    question: "what time was the hammam yesterday, i missed it. who do i ask to book one",
    parts: [[clock(16, 30)], [/host/i]],
    links: [tripDay(1), "/faq"],
  },
  { question: "how much is the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  // --- Day after tomorrow (day 4, Tuesday Nov 25) ---
  {
    question: "whats the day after tomorrow",
    parts: [[anyOf(/Gardens (?:&|and) Souks/i, /Majorelle/i, /photo ?shoot/i, /photographer/i)]],
    links: [tripDay(4)],
  },
  {
    question: "when is the photographer coming and what time",
    parts: [[anyOf(/Tuesday/i, /\bday\s*(?:4|four)\b/i, /\b25(?:th)?\b/)], [clock(8, 30)]],
    links: [tripDay(4), "/"],
  },
  { question: "what colours should i wear for the photoshoot", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "day after tmrw where's the photoshoot happening", parts: [[/Villa Royale/i]], links: [tripDay(4)] },
  { question: "majorelle + ysl museum how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  {
    question: "whats the palace dinner on the 25th called and how do we pay for it",
    parts: [[/Dar Yacout/i], [anyOf(/individual/i, /at the restaurant/i, /your own/i, /separately/i)]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "palace dinner dress code?", parts: [[anyOf(/kaftan/i, /djellaba/i, /dressy/i)]], links: [tripDay(4), "/dinners"] },
  {
    question: "what time is the souk shopping the day after tomorrow and how much is the guide",
    parts: [[clock(14, 30)], [usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  // --- Days 5-9 ---
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "desert camp cost + whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "where exactly is the desert camp", parts: [[/Zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "ait benhaddou is from which movies?", parts: [[/Gladiator/i, /Game of Thrones/i]], links: [tripDay(5)] },
  { question: "how high is the mountain pass we cross on the way to the desert", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "i get carsick, anything for the drive over the atlas?", parts: [[anyOf(/tablet/i, /pill/i)]], links: [tripDay(5), "/faq"] },
  { question: "what to pack for the desert night", parts: [[anyOf(/fleece/i, /layer/i)]], links: ["/faq", tripDay(5)] },
  { question: "what time is the camel ride in 3 days", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "thurs train to fes what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6), /hour/i]], links: [tripDay(6), "/faq"] },
  { question: "fes train price", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "does the fes train stop anywhere", parts: [[/Casablanca/i, /Rabat/i, /Meknes/i]], links: [tripDay(6)] },
  { question: "what time do we get to the riad in fes on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  {
    question: "fes riad, how much and how many nights",
    parts: [[usd(90)], [num(3)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  U("what's the name of the riad in fes"),
  U("which seat or coach number am i in on the train to fes"),
  {
    question: "whats happening on friday",
    parts: [[anyOf(/Explore Fes/i, /Fes el-Bali/i, /tanner/i, /Bou Inania/i)]],
    links: [tripDay(7)],
  },
  { question: "why do they give you mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many streets in the fes medina?", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "which gate do we go in through in fes", parts: [[anyOf(/Bou Jeloud/i, /Blue Gate/i)]], links: [tripDay(7)] },
  {
    question: "is the fes plan final?",
    parts: [[anyOf(/work in progress/i, /may change/i)]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "how long's the drive to chefchaouen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/Spanish Mosque/i]], links: [tripDay(8)] },
  {
    question: "when do ppl start leaving",
    parts: [[anyOf(/\bday\s*(?:8|eight)\b/i, /\b29(?:th)?\b/, /Saturday/i)]],
    links: [tripDay(8), "/faq"],
  },
  { question: "what time is the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch on the 30th", parts: [[/Rick/i]], links: [tripDay(9)] },
  { question: "hassan 2 mosque tour price?", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what airport do we fly home from", parts: [[anyOf(/Mohammed V/i, /CMN/)]], links: [tripDay(9), "/faq"] },
  { question: "when should i book my flight home for", parts: [[anyOf(/evening/i, clock(18, 0))]], links: ["/faq", tripDay(9)] },
  { question: "how tall is the minaret in casablanca", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque", parts: [[/scarf/i, /sock/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  U("how long does the hassan ii mosque tour take"),
  U("whats the name of the driver for chefchaouen"),
  U("is there luggage storage in casablanca on the last day"),
  U("how much is the train from fes to casablanca"),
  U("what time does jardin majorelle open"),
  U("how much are the leather jackets at the tannery shop"),
  // --- Money and budget ---
  { question: "whats the exchange rate roughly", parts: [[num(10), anyOf(/MAD/, /dirham/i)]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  {
    question: "how much should i pull out of the atm each time",
    parts: [[/1,?000\s?(?:MAD|dh)?\s?(?:-|–|to)\s?2,?000/i]],
    links: ["/budget", "/faq"],
  },
  { question: "where are the atms", parts: [[anyOf(/Gueliz/i, /Hivernage/i, /gate/i, /airport/i)]], links: ["/budget"] },
  { question: "will my card charge foreign fees", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "how much should i budget for shopping", parts: [[range(100, 500)]], links: ["/budget"] },
  { question: "roughly how much is this whole trip gonna cost me", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "can i use card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/Visa/i, /Mastercard/i]], links: ["/budget"] },
  { question: "should i pay in dollars or dirhams when the card machine asks", parts: [[/dirham/i]], links: ["/budget"] },
  // --- Practical ---
  { question: "what plug adapter do i need", parts: [[/\bC\s?(?:\/|and|or|&|,)\s?(?:type\s)?E\b/i]], links: ["/faq", "/"] },
  { question: "what voltage is it", parts: [[num(220)]], links: ["/faq", "/"] },
  {
    question: "do i need a visa w a US passport? and how long does my passport need to be valid",
    parts: [[num(90)], [anyOf(/six months/i, /6 months/i)]],
    links: ["/faq"],
  },
  { question: "how hot is it gonna be", parts: [[/15\s?(?:°C?)?\s?(?:-|–|to)\s?25/]], links: ["/", "/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled/i]], links: ["/faq"] },
  { question: "can we get alcohol in morocco", parts: [[anyOf(/licensed/i, /bars/i, /hotels/i)]], links: ["/faq"] },
  { question: "how do i say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[anyOf(/Darija/i, /Arabic/i), /French/i]], links: ["/faq"] },
  { question: "will it rain", parts: [[/rare/i]], links: ["/faq"] },
  // --- Villa ---
  { question: "whats the villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many rooms at the villa", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how far is villa royale from downtown", parts: [[num(20), /min/i]], links: ["/accommodations", "/faq"] },
  { question: "do i owe money for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how big is the villa land", parts: [[/1\.4/]], links: ["/accommodations"] },
  U("whats the wifi password at the villa"),
  U("which suite am i in"),
  U("is there a gym at the villa"),
  U("whats the villa's exact address, need it for a delivery"),
  // --- Dinners ---
  { question: "how many dinners are planned", parts: [[num(4)]], links: ["/dinners"] },
  { question: "after tonight which of the big dinners are left", parts: [[/Nobu/i, /Dar Yacout/i]], links: ["/dinners"] },
  {
    question: "which dinners are the special events",
    parts: [[anyOf(/Comptoir Darna/i, /birthday/i), anyOf(/Dar Yacout/i, /palace/i)]],
    links: ["/dinners"],
  },
  { question: "what's good to order at nobu", parts: [[anyOf(/black cod/i, /yellowtail/i)]], links: ["/dinners"] },
  { question: "im vegan, who do i tell and by when", parts: [[/host/i], [num(2), /week/i]], links: ["/dinners"] },
  { question: "what did we eat at le foundouk", parts: [[anyOf(/zaalouk/i, /briouat/i, /tagine/i)]], links: ["/dinners"] },
  // --- Day 0 (Friday Nov 21) ---
  { question: "what time did the trip officially start", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },
  { question: "what was the riad we stayed in friday", parts: [[/L-?\s?Authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the first riad", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what souks did we go to on day 0", parts: [[/Semmarine/i, /Rahba Kedima/i]], links: [tripDay(0)] },
  {
    question: "how much was the welcome dinner and the deposit",
    parts: [[range(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "airport transfer, how much and cash or card",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  { question: "how long's the drive from the airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  U("how much is a sim card at the airport"),
  U("can i bring my 5 year old"),
  U("what's the number for a taxi company near the villa"),
  U("how much is the camel ride in the palmeraie"),
  U("is there a dress code for the hammam"),
  // --- Rupa, the host, the occasion, the site ---
  { question: "who r u", parts: [[/Rupa/i]] },
  { question: "whats this trip even called", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  { question: "what are we celebrating", parts: [[anyOf(num(30), /thirtieth/i), /birthday/i]], links: ["/"] },
  U("whats the hosts name"),
  U("whats the host's whatsapp number"),
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:decided|determined|confirmed)/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the world", parts: [[/Churchill/i]], links: ["/"] },
  { question: "which designer is quoted on the home page", parts: [[/Yves Saint Laurent|YSL/i]], links: ["/"] },
  { question: "anything on the transport page yet?", parts: [[anyOf(/coming soon/i, /being finali[sz]ed/i)]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "purple pins on the map = ?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "where can i do a cooking class", parts: [[/Maison Arabe/i]], links: ["/map"] },
  {
    question: "any romantic spots on the map for me and my gf",
    parts: [[anyOf(/Mamounia/i, /Anima/i, /Menara/i, /Nobu/i)]],
    links: ["/map"],
  },
  {
    question: "where do i get that famous lamb shoulder and do i need to order ahead",
    parts: [[/Al Fassia/i], [anyOf(/day ahead/i, /day before/i, /day in advance/i)]],
    links: ["/map"],
  },
  { question: "where can i see storks", parts: [[/El Badi/i]], links: ["/map"] },
  { question: "how many categories on the map", parts: [[num(7)]], links: ["/map"] },
  // --- Music ---
  { question: "the music is too loud rn how do i mute it", parts: [[/bottom.?left/i]] },
  { question: "what's the music on the home page like", parts: [[/oud/i]], links: ["/"] },
  U("what's the name of the song on the home page, i want to shazam it"),
  // --- Gallery ---
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once? got loads from this morning", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit for videos", parts: [[num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "is there a way to show the pics on the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  // --- More unanswerables ---
  U("when will the photographer's photos be up"),
  U("how many photos are in the gallery right now"),
  U("whats the instagram hashtag for the trip"),
  U("what flavour is the birthday cake tonight"),
  U("are we doing a group gift for the host, how much do i chip in"),
  U("who am i rooming with"),
  U("what flight is the host on"),
  U("where's the nearest pharmacy to the villa"),
  U("i lost my sunglasses at comptoir darna, whats their phone number"),
  U("how much is a bottle of wine at nobu"),
  U("whats the weight limit for the balloon"),
  U("what's rupa short for"),
  // --- Vague follow-ups and dates ---
  { question: "and tmrw night what do i wear", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "what's on the 26th",
    parts: [[anyOf(/Sahara/i, /Zagora/i, /desert camp/i, /camel/i)]],
    links: [tripDay(5)],
  },
  { question: "day 6 theme?", parts: [[/Journey to Fes/i]], links: [tripDay(6)] },
  { question: "where do we stay the night of the 28th", parts: [[/Fes/i, /riad/i]], links: ["/accommodations"] },
  { question: "what time is check in at the villa", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "how many pools does the villa have, wanna swim rn", parts: [[num(2)]], links: ["/accommodations"] },
];
