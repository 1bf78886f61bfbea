// SEVENTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 11:30 on Friday, November 21, 2025, Morocco time (UTC+1).
 *
 * Today is Day 0 of the trip, Friday, November 21, 2025: "Arrival & Shopping".
 * - This morning: the trip began at 11:00 with "Arrival & Airport Transfer" at Marrakech Menara
 *   Airport (RAK): meet the squad at arrivals, grab a SIM card and dirhams, shared cars into the
 *   medina (about $45 per car, paid in cash to the driver; about 20 minutes), porters with handcarts.
 * - Now (11:30): the squad is arriving and transferring from the airport to the medina; the next
 *   item is the riad check-in at 13:00.
 * - This afternoon: 13:00 "Check In at Riad L-Authentic" ($45 per person for 1 night), then
 *   15:00 "First Stroll Through the Souks" (Souk Semmarine & Rahba Kedima; bargain from 40-50%;
 *   medina dress code: shoulders and knees covered, closed shoes).
 * - Tonight: 20:00 "Welcome Dinner" at Le Foundouk, Marrakech medina, near the Ben Youssef
 *   Madrasa (Moroccan & French; $40-60 per person with a $20 deposit; smart casual), with a
 *   nightcap on the roof terrace.
 * - The night is spent at Riad L-Authentic in the Marrakech medina.
 * - Yesterday (Thursday, November 20): nothing on the site; the trip had not begun (the FAQ
 *   suggests landing on the morning of day 0, or arriving a day early and meeting at the riad).
 * - Tomorrow: Day 1, Saturday, November 22, "Rest & Relax": 09:30 slow morning and breakfast on
 *   the riad roof terrace; 15:00 check-in at Villa Royale (after 3 PM; optional $50 per person
 *   contribution); 16:30 hammam & massage ($60, book with the host); 19:30 sunset by the pool
 *   (bring a sweater). Tomorrow night is spent at Villa Royale.
 * - The day after tomorrow: Day 2, Sunday, November 23, "Discover Marrakech": the golden birthday
 *   dinner at Comptoir Darna at 19:30.
 */
export const SEVENTY_SIXTH_TEST_CLOCK = new Date("2025-11-21T10:30:00Z");

// ---------------------------------------------------------------------------
// Helpers for the keys
// ---------------------------------------------------------------------------

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number in words, as a pattern source, or null when it has no short spelling here. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  return null;
}

/** A number in digits, with an optional thousands comma ("2,200" or "2200"). */
function inDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
}

const NOT_AFTER_DIGIT = "(?<!\\d|\\d[.,])";
const NOT_BEFORE_DIGIT = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const words = inWords(n);
  const digits = `${NOT_AFTER_DIGIT}${inDigits(n)}${NOT_BEFORE_DIGIT}`;
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
};

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const d = inDigits(n);
  return new RegExp(
    `(?:US)?\\$\\s?${d}(?!\\d|[.,]\\d*[1-9]|,\\d{3})` +
      `|${NOT_AFTER_DIGIT}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b` +
      `|\\bUSD\\s?${d}(?!\\d|[.,]\\d*[1-9])`,
    "i",
  );
};

/** A dollar range: "$40-60", "$40 to $60", "40-60 dollars", "USD 40-60". */
const usdSpan = (low: number, high: number): RegExp =>
  new RegExp(
    `${NOT_AFTER_DIGIT}(?:\\$|USD\\s?)?${inDigits(low)}\\s?(?:-|–|—|to|and)\\s?(?:\\$|USD\\s?)?${inDigits(high)}(?!\\d)`,
    "i",
  );

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "08:30" or "8:30 am". */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const twelveHour = m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`;
  const forms = [`${h24}[:h.]${mm}(?!\\d)`, twelveHour];
  if (h === 12 && m === 0) forms.push("\\bnoon\\b");
  return new RegExp(`(?<!\\d|\\d[.,:])(?:${forms.join("|")})`, "i");
};

/** Any one of several patterns (the content gives some facts in several forms). */
const anyOf = (...patterns: RegExp[]): RegExp =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------
// The questions
// ---------------------------------------------------------------------------

export const seventySixthTestQuestions: TestQuestion[] = [
  // --- Today (day 0), right now, this afternoon, tonight, tomorrow ---
  {
    question: "wait what day of the trip is it today lol",
    parts: [[anyOf(/\bday (?:0|zero)\b/i, /arrival (?:&|and) shopping/i, /first day/i)]],
    links: [tripDay(0)],
  },
  { question: "whats the plan for today", parts: [[/souk/i, /foundouk|welcome dinner/i]], links: [tripDay(0)] },
  { question: "just landed at RAK 😅 where do i go now", parts: [[/arrivals|l[- ]?authentic|medina/i]], links: [tripDay(0)] },
  { question: "how much is the taxi from the airport rn??", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "do i pay the airport driver cash or card", parts: [[/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long does it take from the airport to the medina", parts: [[num(20)]], links: ["/faq"] },
  { question: "what time do we check in at the riad today", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  { question: "whats the riad called again, need it for my mom", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much is the riad tonight per person", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "wat are we doing this afternoon", parts: [[/souk/i]], links: [tripDay(0)] },
  { question: "what time r we hitting the souks today", parts: [[clock(15, 0)]], links: [tripDay(0)] },
  { question: "which souks r we going to this aft", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
  {
    question: "going to the souks later, how low do i start when bargaining",
    parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?(?:%|percent)/i]],
    links: [tripDay(0), "/budget", "/faq", "/"],
  },
  { question: "can i use my card in the souks this afternoon or is it cash only", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "what do i wear for the souk walk today, its warm", parts: [[/knee/i]], links: [tripDay(0), "/faq"] },
  { question: "whats dinner tonight", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  {
    question: "how much is tonights dinner and do i need to pay a deposit",
    parts: [[usdSpan(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "dress code tonight??", parts: [[/smart[- ]casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "can i wear flip flops to dinner tonight", parts: [[/smart[- ]casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "what kind of food is it tonight", parts: [[/french/i]], links: ["/dinners", tripDay(0)] },
  { question: "where's tonight's restaurant", parts: [[/medina|ben youssef/i]], links: [tripDay(0), "/dinners"] },
  { question: "where r we sleeping tonight", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "ok and tmrw?", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time can we get into the villa tomorrow", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "is there an early start tmrw or can i sleep in", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "hammam tomorrow - what time and how much", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "how do i book a massage for tomorrow", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  {
    question: "do we have to pay for the villa we move into tomorrow",
    parts: [[usd(50)]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  { question: "how far is the villa from town", parts: [[num(20)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "anything i should bring for sunset by the pool tmrw night", parts: [[/sweater|jumper|warm layer/i]], links: [tripDay(1)] },
  { question: "and the day after that?", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "bday dinner is the day after tomorrow right? what time", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  {
    question: "did i miss anything yesterday? only got in this morning",
    parts: [[anyOf(clock(11, 0), /\bday (?:0|zero)\b/i, /nov(?:ember)?\.? 21\b/i, /\b21st\b/i)]],
    links: [tripDay(0)],
  },
  { question: "whats next on the schedule rn", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  { question: "landed with only dollars, how many dirhams is $1 rn", parts: [[num(10)]], links: ["/budget", "/faq"] },
  {
    question: "at the airport atm now, how much should i take out",
    parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax at the riad tonight? how much",
    parts: [[anyOf(/(?<!\d)28(?!\d)/, /2\.75/)]],
    links: ["/budget", "/faq"],
  },
  { question: "do i need a converter to charge my stuff at the riad tonight", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "whats the weather like today", parts: [[/15\s?(?:°C?)?\s?(?:-|–|to)\s?25/i]], links: ["/", "/faq"] },
  { question: "what timezone is morocco on rn, like utc plus what", parts: [[/(?:UTC|GMT)\s?\+\s?(?:1|one)\b/i]], links: ["/faq"] },
  U("whats the wifi password at the riad"),
  U("whats the exact street address of the riad, the driver is asking"),
  U("who's the driver picking us up at the airport today, whats his name"),
  U("what's the riad's phone number"),
  U("how much is a sim card at the airport"),
  U("what time does dinner tonight finish"),
  U("how many of the squad have landed already"),
  {
    question: "wait is tonights dinner the birthday one?",
    parts: [[anyOf(/comptoir darna/i, /sunday/i, /\b23(?:rd)?\b/i, /\bday (?:2|two)\b/i)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "where is tmrws hammam", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what do i wear at the villa pool tmrw", parts: [[/cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "breakfast tomorrow, where is it", parts: [[/roof/i]], links: [tripDay(1)] },
  U("what time is check out at the riad tomorrow morning"),
  { question: "sat night plans?", parts: [[/sunset|pool/i]], links: [tripDay(1)] },
  {
    question: "is the hot air balloon tmrw??",
    parts: [[anyOf(/monday/i, /\b24(?:th)?\b/i, /\bday (?:3|three)\b/i)]],
    links: [tripDay(3)],
  },
  { question: "what r we doing right now btw", parts: [[/airport|arriv/i]], links: [tripDay(0)] },
  { question: "what day of the week is it even today", parts: [[/friday/i]], links: [tripDay(0)] },
  { question: "whats todays date", parts: [[/\b21(?:st)?\b/i]], links: [tripDay(0)] },
  { question: "anything after dinner tonight?", parts: [[/nightcap|roof/i]], links: ["/dinners"] },
  { question: "what's on the menu tonight", parts: [[/tagine|zaalouk|briouat/i]], links: ["/dinners"] },
  { question: "the alleys look tiny how do my bags get to the riad today", parts: [[/porter|handcart/i]], links: [tripDay(0)] },
  U("how do i pay the $20 deposit for tonight, venmo?"),
  U("which suite am i in at the villa tomorrow"),

  // --- Days 2 to 4 and the dinners ---
  { question: "balloon pickup time on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the ballon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq", "/"] },
  { question: "what should i wear for the balloon thing", parts: [[/layer|\bhat\b/i]], links: [tripDay(3)] },
  { question: "how long r we actually up in the air", parts: [[/(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "where does the balloon go from", parts: [[/agafay/i]], links: [tripDay(3)] },
  {
    question: "agafay day: how much n what do we do there",
    parts: [[usd(40)], [/quad/i, /camel/i]],
    links: [tripDay(3), "/budget"],
  },
  { question: "nobu dinner how much", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food at nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  {
    question: "where's the birthday dinner and whats the dress code",
    parts: [[/comptoir darna/i], [/gold/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "how much is the bday dinner pp", parts: [[usdSpan(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what date is the birthday dinner", parts: [[anyOf(/sunday/i, /\b23(?:rd)?\b/i)]], links: [tripDay(2), "/dinners"] },
  { question: "bar crawl after the bday dinner, which area", parts: [[/gu[eé]liz|hivernage/i]], links: [tripDay(2)] },
  { question: "r drinks included in the bar crawl?", parts: [[/as you go|separate/i]], links: [tripDay(2)] },
  {
    question: "walking tour on sunday, which places",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "walking tour cost?", parts: [[usd(10)]], links: [tripDay(2), "/budget", "/"] },
  {
    question: "villa breakfast price + when do i sign up",
    parts: [[usd(10)], [/(?:night|evening) before/i]],
    links: [tripDay(2), "/faq"],
  },
  { question: "tuesday whats happening", parts: [[/photo/i, /majorelle/i]], links: [tripDay(4)] },
  { question: "what time is the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photographer", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "majorelle tickets how much? and the ysl museum?",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "do i need to book majorelle tix myself", parts: [[/host/i]], links: [tripDay(4)] },
  {
    question: "the palace dinner, whats the place called and how dressy",
    parts: [[/dar yacout/i], [/dressy|kaftan|best evening/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "how do we pay at dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "souk guide on tues how much", parts: [[usd(5)]], links: [tripDay(4), "/budget", "/"] },
  {
    question: "how much should i budget for shopping",
    parts: [[/100\s?(?:-|–|to)\s?\$?500/i]],
    links: ["/budget", "/", tripDay(4)],
  },
  { question: "how much do ppl tip at restaurants here", parts: [[/10\s?%?\s?(?:-|–|to)\s?15/i]], links: ["/budget", "/faq"] },
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "how many big dinners r there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "im gluten free, who do i tell and by when", parts: [[/host/i], [/(?:two|2) weeks/i]], links: ["/dinners"] },
  U("which bars are we going to on the bar crawl"),
  U("whats the photographer's instagram"),
  U("is there gonna be a cake at the birthday dinner"),
  U("which balloon company are we flying with"),
  U("can i bring my own wine to nobu"),
  U("what should i get the host as a gift"),
  U("whats the host's actual name lol"),
  U("is there a gym at the villa"),
  // --- Days 5 to 9, the stays and the money ---
  { question: "wed plan?", parts: [[/zagora|desert camp|camel/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert on the 26th", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "which mountain pass do we cross", parts: [[/tichka/i]], links: [tripDay(5), "/faq"] },
  { question: "how high is that pass", parts: [[num(2200)]], links: [tripDay(5)] },
  {
    question: "the gladiator / game of thrones village, whats it called",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "desert camp cost and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "what do i pack for the desert camp", parts: [[/fleece|layer/i]], links: ["/faq", tripDay(5)] },
  { question: "should i bring my big suitcase on the camel lol", parts: [[/overnight/i]], links: ["/faq"] },
  { question: "got carsick on the ride in today, is the mountain road bad?", parts: [[/tablet|pill/i]], links: ["/faq", tripDay(5)] },
  { question: "where do we sleep on the 26th", parts: [[/zagora|desert camp|berber tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "thursday is train day right? what time is the train", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  {
    question: "how long is the train to fes",
    parts: [[/(?<!\d)6[- ]?(?:hours?|hrs?|h)\b|\bsix[- ]hours?\b/i]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  { question: "train ticket price?", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "who has our train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "where does the train stop on the way", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "fes riad cost", parts: [[usd(90)]], links: [tripDay(6), "/budget", "/accommodations"] },
  {
    question: "how many nights are we in fes",
    parts: [[/\b(?:3|three) nights\b/i]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  { question: "what time is the dune sunrise thing", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  {
    question: "friday the 28th - what r we doing in fes",
    parts: [[/tanner|bou inania|f[eè]s el[- ]bali/i]],
    links: [tripDay(7)],
  },
  { question: "where do we meet for the fes walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "heard the tannery stinks, any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  {
    question: "is the fes schedule final?",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "chefchaouen how long is the drive",
    parts: [[/(?<!\d)4[- ]?(?:hours?|hrs?|h)\b|\bfour[- ]hours?\b/i]],
    links: [tripDay(8)],
  },
  { question: "what date is chefchaouen", parts: [[anyOf(/saturday/i, /\b29(?:th)?\b/i)]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time's the spanish mosque", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  {
    question: "when do ppl start leaving",
    parts: [[anyOf(/\bday (?:8|eight)\b/i, /saturday/i, /\b29(?:th)?\b/i)]],
    links: [tripDay(8), "/faq"],
  },
  { question: "sunday the 30th plan?", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time's the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "farewell lunch where", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  {
    question: "hassan ii mosque - cost and what do i wear",
    parts: [[usd(13)], [/scarf|shoulders|knees/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  {
    question: "what time should i book my flight home for on the 30th",
    parts: [[anyOf(/evening/i, clock(18, 0))]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how far is casablanca airport from the city", parts: [[/45\s?min|forty[- ]five min/i]], links: [tripDay(9)] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "can non muslims go into mosques", parts: [[/hassan/i]], links: ["/faq"] },
  { question: "villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  {
    question: "how many suites and pools at the villa",
    parts: [[/\b(?:13|thirteen) suites\b/i], [/\b(?:2|two) pools\b/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "we're at the villa from tomorrow - do we sleep there on the 26th too",
    parts: [[/zagora|desert camp/i]],
    links: ["/accommodations", tripDay(5)],
  },
  { question: "roughly how much is this whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  {
    question: "paid by card today, what r the foreign fees usually",
    parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "got stamped in today as an american, how long can i stay without a visa + how long does my passport need to be valid",
    parts: [[num(90)], [/(?:six|6) months/i]],
    links: ["/faq"],
  },
  U("whats the name of our riad in fes"),
  U("is there wifi at the desert camp"),
  U("how much is the train from fes to casablanca"),
  U("how much is the airport transfer in casablanca"),
  U("whats the name of our guide in fes"),
  U("are there proper bathrooms at the desert camp"),
  U("what's my seat number on the train to fes"),
  U("can i leave my big bag at the villa while we're in the desert"),
  U("how much is lunch at rick's cafe"),
  // --- Rupa, the host, the occasion, the site, music, photos and videos, the map, the FAQ ---
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "where's the chat thing on the site again", parts: [[/bottom[- ]right|lower[- ]right/i]], links: ["/faq"] },
  { question: "how old is the birthday person turning", parts: [[anyOf(num(30), /thirtieth/i)]], links: ["/"] },
  { question: "whats the occasion for this trip again", parts: [[/birthday/i, anyOf(num(30), /thirtieth/i)]], links: ["/"] },
  { question: "whose bday is it", parts: [[/host/i]] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r going", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the trip", parts: [[/\b(?:10|ten)[- ]days?\b/i]], links: ["/"] },
  { question: "the transportation page is empty??", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "want to upload my airport pics from today, how", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  {
    question: "my video wont upload, it says file too large, whats the limit",
    parts: [[/50\s?MB|50 megabytes?/i]],
    links: ["/gallery"],
  },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i save someone's photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can we put everyones photos on the tv at the villa tomorrow", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "music is blasting in the riad rn how do i turn it off", parts: [[/bottom[- ]left|lower[- ]left/i]] },
  { question: "the song on the map page - which other page plays the same one", parts: [[/faq/i]] },
  { question: "looking at the map rn, what do the red pins mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "want a rooftop lunch by the spice square today, any recs", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "romantic sunset spot in marrakech?", parts: [[/menara/i]], links: ["/map"] },
  { question: "can i drink tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  {
    question: "what language do ppl speak here and how do i say thank you",
    parts: [[/darija|arabic/i], [/shukran/i]],
    links: ["/faq"],
  },
  { question: "who said the most lovely spot in the whole world quote on the home page", parts: [[/churchill/i]], links: ["/"] },
  U("whats the password to delete photos"),
  U("whats the name of the song on the homepage"),
  U("can i bring a plus one"),
  U("rupa whats ur favourite snack"),
  U("how old is rupa"),
  U("whats the host's venmo so i can pay my share"),
  U("does uber work in marrakech"),
  U("how much is a petit taxi to jemaa el fnaa"),
  U("what time does jemaa el fnaa close tonight"),
  U("how many photos are in the gallery right now"),
  U("is the villa pool heated"),
  U("how much is a camel ride in the palmeraie"),
];
