// FIFTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 18:00 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * That is day 1 of the trip (of days 0 to 9), Saturday, Nov 22, "Rest & Relax".
 * - This morning: "Slow Morning & Mint Tea" (09:30) at Riad L-Authentic in the
 *   Marrakech medina: sleep in, breakfast on the riad roof terrace, pack up.
 * - This afternoon: "Check In at Villa Royale" (15:00, check-in opens after 3 PM;
 *   optional $50 per person contribution, 5 nights listed), then "Hammam & Massage"
 *   at the villa from 16:30 ($60 per person, slots booked with the host).
 * - Right now (18:00): the hammam and massage slot runs on from the afternoon into
 *   the evening at Villa Royale; the squad has checked in at the villa.
 * - Tonight: "Sunset by the Pool" (19:30) in the Villa Royale gardens; bring a
 *   sweater. No dinner is listed for tonight.
 * - The night is spent at Villa Royale (outskirts of Marrakech, 20-25 minutes'
 *   drive to downtown; 13 suites, 2 pools), the first of its listed nights.
 * - Yesterday, day 0, Friday Nov 21, "Arrival & Shopping": arrival at Marrakech
 *   Menara Airport (RAK) at 11:00 (transfer about $45 per car, cash), check-in at
 *   Riad L-Authentic at 13:00 ($45 per person, 1 night), first stroll through the
 *   souks (Souk Semmarine & Rahba Kedima) at 15:00, and the welcome dinner at
 *   Le Foundouk at 20:00 ($40-60 per person, $20 deposit, smart casual).
 * - Tomorrow, day 2, Sunday Nov 23, "Discover Marrakech", the birthday day:
 *   breakfast at the villa 08:30 ($10), medina walking tour 09:30 (Bahia Palace,
 *   Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum fees), pool time and
 *   getting ready 14:30, the Golden Birthday Dinner at Comptoir Darna 19:30
 *   ($100-120 per person, golden glam), and a guided bar crawl 22:30 in Gueliz &
 *   Hivernage ($10 for the guide, drinks as you go).
 * - The day after tomorrow, day 3, Monday Nov 24, "Desert Fun": hot air balloon
 *   pickup 05:30, the Agafay desert day, and Nobu's private rooftop at 20:00.
 */
export const FIFTY_THIRD_TEST_CLOCK = new Date("2025-11-22T17:00:00Z");

type Key = string | RegExp;

const WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number under 100 in words ("twenty-two"), as a pattern source. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n <= 20) return WORDS[n];
  const tens = TENS[Math.floor(n / 10)];
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[- ]?${WORDS[ones]}`;
}

/** The digits of n as a pattern source, allowing a thousands separator ("9,000") and escaping a decimal point. */
function digitPattern(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[,. ]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or in words, never part of a longer number. */
const num = (n: number): RegExp => {
  const word = inWords(n);
  const digits = `${NOT_BEFORE}${digitPattern(n)}${NOT_AFTER}`;
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
};

/** A dollar amount: "$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const d = digitPattern(n);
  const cents = Number.isInteger(n) ? "(?:\\.00)?" : "";
  return new RegExp(
    [
      `\\$\\s?${d}${cents}${NOT_AFTER}`,
      `${NOT_BEFORE}${d}${cents}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?${d}${NOT_AFTER}`,
    ].join("|"),
    "i",
  );
};

/** A time of day: "20:00", "20h00", "20.00", "8:00 pm", "8pm", "8 p.m." (and "09:30" or "9:30 am" in the morning). */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = String(h % 12 === 0 ? 12 : h % 12);
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  return new RegExp(`(?<![\\d:.])(?:${h24}[:h.]${mm}|${h12}${minutes}\\s?${meridiem})(?!\\d)`, "i");
};

/** The page of one trip day. */
const tripDay = (n: number): string => `/day/${n}`;

const escapeText = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any one of several forms of the same fact. */
const anyOf = (...keys: Key[]): RegExp =>
  new RegExp(keys.map((key) => (typeof key === "string" ? escapeText(key) : `(?:${key.source})`)).join("|"), "i");

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const fiftyThirdTestQuestions: TestQuestion[] = [
  // ---- Right now, today (day 1, Sat Nov 22), tonight, yesterday and tomorrow ----
  {
    question: "hey rupa whats today again? what day of the trip r we on",
    parts: [[anyOf(/\bday\s*(?:1|one)\b/i, /rest\s*(?:&|and)\s*relax/i)]],
    links: [tripDay(1)],
  },
  { question: "whats the plan for today", parts: [["Villa Royale"]], links: [tripDay(1)] },
  { question: "anything happening tonight??", parts: [[/sunset/i]], links: [tripDay(1)] },
  { question: "wait what time is the thing by the pool tonight again", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [["Villa Royale"]], links: ["/accommodations", tripDay(1)] },
  { question: "what time did the hamam slots start today", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  {
    question: "how much is the hammam n massage at the villa",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  { question: "who do i talk to to book a massage slot", parts: [["host"]], links: [tripDay(1), "/faq"] },
  {
    question: "whats actually in the hammam ritual lol",
    parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]],
    links: [tripDay(1)],
  },
  { question: "do i need a jacket for tonight by the pool", parts: [[/sweater|cool/i]], links: [tripDay(1)] },
  {
    question: "what time's check in at villa royale",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", tripDay(1), "/faq"],
  },
  {
    question: "r we still at the riad right now or at the villa already",
    parts: [["Villa Royale"]],
    links: [tripDay(1)],
  },
  {
    question: "how far r we from town right now at the villa",
    parts: [[anyOf(/\b20\s*(?:-|–|to)\s*25\b/, /\btwenty\b/i, /\b20\s*min/i)]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how many pools at this place", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how many nights r we at the villa", parts: [[num(5)]], links: ["/accommodations", "/faq", "/budget"] },
  {
    question: "whats for brekfast tmrw n how much",
    parts: [[/msemen|amlou|orange juice|eggs/i], [usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  { question: "what time is brekkie tomorrow", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  {
    question: "do i have to sign up for breakfast tonight?",
    parts: [[/(?:night|evening) before/i]],
    links: [tripDay(2), "/faq"],
  },
  { question: "whats happening tommorow", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "what time is the bday dinner tmrw", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "wher is the birthday dinner", parts: [["Comptoir Darna"]], links: [tripDay(2), "/dinners"] },
  {
    question: "ok and how much is the thing tmrw night w the dancers, per person",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "dress code for tmrw night??", parts: [[/cocktail|glam/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time do we start the walking tour tomorrow", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  {
    question: "which places r we seeing on tomorrow's tour",
    parts: [["Bahia", "Ben Youssef", "Jardin Secret"]],
    links: [tripDay(2)],
  },
  { question: "how much is the walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "is the bar crawl tomorrow night? what time", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  {
    question: "bar crawl - how much and r drinks included",
    parts: [[usd(10)], [/as you go|not included|separate|yourself|your own/i]],
    links: [tripDay(2), "/budget"],
  },
  { question: "where does the bar crawl go tmrw", parts: [["Gueliz", "Hivernage"]], links: [tripDay(2)] },
  { question: "what should i wear for the walking tour tmrw", parts: [[/knee/i]], links: [tripDay(2), "/faq"] },
  { question: "what r we doing tomorrow afternoon", parts: [[/pool/i]], links: [tripDay(2)] },
  { question: "is the birthday this sunday or monday", parts: [[anyOf(/sunday/i, /tomorrow/i)]], links: [tripDay(2)] },
  {
    question: "what did we do yesterday",
    parts: [[anyOf(/foundouk/i, /welcome dinner/i, /arriv/i)]],
    links: [tripDay(0)],
  },
  {
    question: "whats the name of the resturant from last night",
    parts: [["Foundouk"]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what was the riad we stayed at last night called",
    parts: [[/L[- ]?Authentic/i]],
    links: ["/accommodations", tripDay(0)],
  },
  {
    question: "how much do i owe for the riad last night",
    parts: [[usd(45)]],
    links: ["/budget", "/accommodations", tripDay(0)],
  },
  {
    question: "how much was the welcome dinner? and the deposit",
    parts: [[usd(40), num(60)], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what was that souk we walked thru yesterday called",
    parts: [[anyOf("Semmarine", "Rahba Kedima")]],
    links: [tripDay(0)],
  },
  {
    question: "how much was the car from the airport yesterday",
    parts: [[usd(45)]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "whats the day after tomorrow",
    parts: [[anyOf(/balloon/i, /agafay/i, /desert fun/i)]],
    links: [tripDay(3)],
  },
  { question: "what time is balloon pickup monday??", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  U("what's for dinner tonight at the villa?"),
  U("what time is sunset tonight exactly"),
  U("whats the wifi password at the villa"),
  U("what's the villa's exact address, need it for my uber"),
  {
    question: "did i miss anything this morning, i slept til noon",
    parts: [[anyOf(/slow morning/i, /mint tea/i, /breakfast/i, /roof terrace/i)]],
    links: [tripDay(1)],
  },
  {
    question: "what was on this afternoon",
    parts: [[anyOf(/check[- ]?in/i, /hammam/i, /massage/i)]],
    links: [tripDay(1)],
  },
  {
    question: "how do we get into the medina from the villa tomorrow",
    parts: [[anyOf(/petit taxi/i, /arranged cars?/i)]],
    links: ["/faq"],
  },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "what time is checkout at the villa", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  {
    question: "is nobu tomorrow or monday",
    parts: [[anyOf(/monday/i, /day\s*3/i, /24(?:th)?/)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "whose bday is tomorrow and how old",
    parts: [["host"], [anyOf(num(30), /thirtieth/i)]],
    links: ["/", tripDay(2)],
  },
  { question: "can i book a massage for tmrw instead", parts: [["host"]], links: ["/faq", tripDay(1)] },
  { question: "balloon on monday how much", parts: [[usd(117)]], links: [tripDay(3), "/faq", "/budget"] },
  {
    question: "the balloon is the day after tomorrow right? what do i wear",
    parts: [[/warm layers|hat|freezing/i]],
    links: [tripDay(3)],
  },
  { question: "how far is agafay from marakesh", parts: [[num(40)]], links: [tripDay(3), "/map"] },
  {
    question: "the 24th, how much is the agafay day and what do we do there",
    parts: [[usd(40)], [/quad/i, /camel/i]],
    links: [tripDay(3), "/budget"],
  },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food at nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  {
    question: "when's the photoshoot",
    parts: [[anyOf(/tuesday/i, /day\s*4/i, /25(?:th)?/)]],
    links: [tripDay(4), "/"],
  },
  { question: "what should i wear for the photographer", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "what's on the 25th",
    parts: [[anyOf(/majorelle/i, /gardens\s*(?:&|and)\s*souks/i, /photo/i)]],
    links: [tripDay(4)],
  },
  {
    question: "majorelle and ysl museum tickets how much",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "who's booking the majorelle tickets", parts: [["host"]], links: [tripDay(4)] },
  { question: "souk guide price on tuesday", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  {
    question: "palace dinner - where is it and how do we pay",
    parts: [["Dar Yacout"], [anyOf(/individual/i, /at the restaurant/i)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "palace dinner dress code",
    parts: [[/dressy|kaftan|djellaba|best evening/i]],
    links: [tripDay(4), "/dinners", "/faq"],
  },
  { question: "what time is the palace dinner", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  {
    question: "wednesday whats happening",
    parts: [[anyOf(/zagora/i, /sahara/i, /camel/i, /desert/i)]],
    links: [tripDay(5)],
  },
  { question: "what time do we leave for the desert", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "do we sleep at the villa on wednesday night",
    parts: [[anyOf(/desert camp/i, /zagora/i, /tent/i)]],
    links: ["/accommodations", tripDay(5)],
  },
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "what to pack for the desert", parts: [[/fleece|scarf|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "motion sickness on the drive? any tips", parts: [[/tablet/i]], links: [tripDay(5), "/faq"] },
  { question: "how high is the tichka pass", parts: [[/2[,. ]?200/]], links: [tripDay(5)] },
  {
    question: "ait benhaddou, what movies were filmed there",
    parts: [["Gladiator", "Game of Thrones"]],
    links: [tripDay(5)],
  },
  { question: "how do we get to fes", parts: [[/train/i]], links: ["/faq", tripDay(6)] },
  {
    question: "train to fes how long n how much",
    parts: [[num(6)], [usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "what time is the train to fes on the 27th", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what time do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much is the riad in fes", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  U("whats the fes riad called"),
  U("what's our train number to fes"),
  U("who's the photographer on tuesday"),
  U("does the villa have a gym? wanna work out rn"),
  U("is there laundry at the villa"),
  U("whats the host's name"),
  U("what's the host's venmo so i can pay them back"),
  U("which suite am i in tonight"),
  U("who am i rooming with tonight"),
  U("whats the villa phone number"),
  U("is there a pharmacy near the villa, i need one tonight"),
  // ---- Later in the trip, money, practicalities ----
  {
    question: "next friday whats the plan",
    parts: [[anyOf(/explore fes/i, /fes el[- ]bali/i, /tanner/i, /bou inania/i)]],
    links: [tripDay(7)],
  },
  { question: "the tannery smells right? any tip", parts: [["mint"]], links: [tripDay(7)] },
  { question: "when was the university in fes founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina", parts: [[/9[,. ]?000/]], links: [tripDay(7)] },
  {
    question: "when is chefchouen",
    parts: [[anyOf(/day\s*8/i, /29(?:th)?/, /saturday/i)]],
    links: [tripDay(8)],
  },
  { question: "how long's the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what's the local food in chefchaouen", parts: [["goat cheese"]], links: [tripDay(8)] },
  { question: "what's ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "r ppl leaving on the 29th?", parts: [[anyOf(/some guests/i, /depart/i)]], links: [tripDay(8), "/faq"] },
  { question: "what time's the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train fes to casa", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  {
    question: "hassan ii mosque tour cost and what to wear",
    parts: [[usd(13)], [/scarf|socks|shoulders/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[anyOf(/mohammed v/i, /\bCMN\b/)]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how far is the casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  {
    question: "what time should i book my flight home",
    parts: [[anyOf(/evening/i, clock(18, 0))]],
    links: ["/faq", tripDay(9)],
  },
  { question: "can i fly out of fes instead", parts: [[anyOf(/day\s*8/i, /29/)]], links: ["/faq", tripDay(8)] },
  { question: "which airport did we land in", parts: [[anyOf(/menara/i, /\bRAK\b/)]], links: ["/faq", tripDay(0)] },
  { question: "how long from the airport to the medina", parts: [[num(20)]], links: ["/faq"] },
  {
    question: "visa for americans?",
    parts: [[anyOf(/visa[- ]free/i, /no visa/i, /don'?t need/i, num(90))]],
    links: ["/faq"],
  },
  { question: "how long does my passport need to be valid", parts: [[num(6)]], links: ["/faq"] },
  { question: "whats the currency n rate", parts: [[/dirham|MAD/i], [num(10)]], links: ["/faq", "/budget"] },
  { question: "how much do u tip at restaurants", parts: [[/10\s*%?\s*(?:-|–|to)\s*15/]], links: ["/faq", "/budget"] },
  { question: "tourist tax how much", parts: [[anyOf(/\b28\b/, usd(2.75))]], links: ["/faq", "/budget"] },
  { question: "what plug adapter do i need", parts: [[/type\s*c/i]], links: ["/faq", "/"] },
  {
    question: "how much cash should i take out at the atm",
    parts: [[/1[,.]?000\s*(?:MAD\s*)?(?:-|–|to)\s*2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  { question: "card foreign fees?", parts: [[/\b1\s*%?\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  { question: "how much shld i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  {
    question: "how low do i start when haggling",
    parts: [[/40\s*%?\s*(?:-|–|to)\s*50/]],
    links: ["/faq", "/budget", tripDay(0)],
  },
  { question: "total cost of the trip roughly per person?", parts: [[usd(440), num(943)]], links: ["/budget"] },
  {
    question: "is the villa contribution mandatory? how much",
    parts: [[/optional/i], [usd(50)]],
    links: ["/faq", "/budget", "/accommodations"],
  },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get alcohol?", parts: [[/licensed|hotels|bars/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages r spoken", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "can i go inside mosques", parts: [["Hassan II"]], links: ["/faq", tripDay(9)] },
  {
    question: "what's the weather gonna be like this week",
    parts: [[/15\s*(?:°\s*C?\s*)?(?:-|–|to)\s*25/]],
    links: ["/faq", "/"],
  },
  { question: "will it rain", parts: [[anyOf(/rare/i, /rain jacket/i)]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]], links: ["/faq"] },
  U("does uber work here"),
  U("what's the taxi fare from the villa to gueliz tonight"),
  U("what time does jardin majorelle open"),
  U("is there a whatsapp group for the trip"),
  U("whats the cancellation policy for the balloon"),
  U("who's the guide for the walking tour tomorrow"),
  U("what band is playing at comptoir darna tomorrow"),
  U("how much is a cocktail on tomorrow's bar crawl"),
  // ---- Rupa, the host, the occasion, the site, music and the gallery ----
  { question: "whats this trip even called", parts: [["Golden Goat Getaway"]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  {
    question: "what's the occasion for this trip",
    parts: [[anyOf(num(30), /thirtieth/i), /birthday/i]],
    links: ["/"],
  },
  { question: "how many ppl on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the trip and what dates", parts: [[num(10)], [num(21), num(30)]], links: ["/"] },
  { question: "where's the chat button", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]left/i]] },
  { question: "which pages have the same music as the dinners page", parts: [["accommodations", "transportation"]] },
  { question: "which page shares its song with the map", parts: [["faq"]] },
  { question: "how do i upload pics", parts: [["gallery"]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i save a photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "tried uploading 15 pics and got an error??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "where can i see all the prices in one place", parts: [[/budget/i]], links: ["/budget"] },
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  {
    question: "who are the quotes on the homepage from",
    parts: [["Churchill", "Saint Laurent", "Wharton"]],
    links: ["/"],
  },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are the food spots on the map", parts: [["orange"]], links: ["/map"] },
  { question: "any cooking class on the map?", parts: [["Maison Arabe"]], links: ["/map"] },
  { question: "where's churchill's favourite hotel", parts: [["Mamounia"]], links: ["/map"] },
  { question: "what should i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  {
    question: "where can i shop fixed price to learn what stuff should cost",
    parts: [["Ensemble Artisanal"]],
    links: ["/map"],
  },
  {
    question: "allergies - who do i tell and how far ahead",
    parts: [["host"], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  { question: "how many featured dinners r there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners are the special events", parts: [["Comptoir Darna", "Dar Yacout"]], links: ["/dinners"] },
  { question: "how long is the balloon ride", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  {
    question: "what was the dress code for the welcome dinner last night",
    parts: [[/smart casual/i]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "how many nights do we spend in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "can i add tomorrow to my calendar", parts: [[/calendar/i]], links: [tripDay(2)] },
  U("whats the password to delete photos"),
  U("how old is rupa"),
  U("is rupa a boy or a girl goat"),
  U("what's the name of the song on the homepage"),
  U("how many photos r in the gallery so far"),
  U("how long do the photos stay up on the site"),
  U("when will the transportation page be ready"),
  U("who made this website"),
  U("which airline should i fly home on"),
  U("what time is my flight on the 30th"),
  U("can i bring my dog"),
  U("does the desert camp have showers"),
  U("where can i rent a kaftan for the palace dinner"),
  U("when will the photographer's pics be shared"),
  U("need a hair dryer for tomorrow's dinner, do the suites have one"),
  U("what's the gate code for the villa tonight"),
];
