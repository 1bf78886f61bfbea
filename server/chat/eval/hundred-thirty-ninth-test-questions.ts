// HUNDRED-THIRTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 14:30 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * Today is Day 2 of the trip (days are numbered 0 to 9), Sunday, November 23,
 * "Discover Marrakech": the birthday day (the host's 30th golden birthday).
 * - This morning: breakfast at Villa Royale (08:30, $10 per person), then the
 *   Medina Walking Tour from 09:30 (Bahia Palace, Ben Youssef Madrasa and
 *   Le Jardin Secret with a licensed guide; $10 per person plus museum fees).
 * - Right now (14:30): "Pool Time & Getting Ready" back at Villa Royale: a swim,
 *   a nap and choosing which gold to wear. That is the whole afternoon.
 * - Tonight: the Golden Birthday Dinner at Comptoir Darna, Hivernage, at 19:30
 *   ($100-120 per person; golden glam, cocktail attire with a touch of gold;
 *   Moroccan & Mediterranean with live music and dancers), then the Guided Bar
 *   Crawl through Gueliz & Hivernage at 22:30 ($10 per person for the guide,
 *   drinks paid as you go; smart casual).
 * - The night is spent at Villa Royale.
 * - Yesterday: Day 1, Saturday, November 22, "Rest & Relax": slow morning and
 *   mint tea at Riad L-Authentic (09:30), check-in at Villa Royale (15:00, after
 *   3 PM), hammam & massage (16:30, $60), sunset by the pool (19:30).
 * - Tomorrow: Day 3, Monday, November 24, "Desert Fun": hot air balloon at
 *   sunrise over the Agafay desert (05:30 pickup, $117, about an hour in the
 *   air, Berber breakfast in a tent), Agafay Desert Day with quads and camels
 *   (11:00, about $40), back to the villa (17:00), private rooftop dinner at
 *   Nobu, Hivernage (20:00, minimum spend $75 per person, smart casual).
 */
export const HUNDRED_THIRTY_NINTH_TEST_CLOCK = new Date("2025-11-23T13:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number under 1000 in words, as a pattern source, or null. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 1000) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10
      ? `${tens}[- ]?${ONES[n % 10]}`
      : `${tens}(?![- ]?(?:one|two|three|four|five|six|seven|eight|nine)\\b)`;
  }
  const hundreds = `${ONES[Math.floor(n / 100)]} hundred`;
  const rest = n % 100;
  return rest ? `${hundreds}(?:,? and)? ${inWords(rest)}` : hundreds;
}

/** Digits, with an optional thousands comma ("2,200" or "2200"). */
function digits(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

const NOT_AFTER_NUMBER = "(?<![\\d.,])";
const NOT_BEFORE_NUMBER = "(?![\\d]|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const asDigits = `${NOT_AFTER_NUMBER}${digits(n)}${NOT_BEFORE_NUMBER}`;
  const asWords = inWords(n);
  return new RegExp(asWords ? `${asDigits}|\\b(?:${asWords})\\b` : asDigits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "USD 18", "eighteen dollars". */
function usd(n: number): RegExp {
  const d = `${digits(n)}${NOT_BEFORE_NUMBER}`;
  const asWords = inWords(n);
  const amount = asWords ? `(?:${NOT_AFTER_NUMBER}${d}|\\b(?:${asWords})\\b)` : `${NOT_AFTER_NUMBER}${d}`;
  return new RegExp(`(?:US)?\\$\\s?${d}|${amount}\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b|\\bUSD\\s?\\$?${d}`, "i");
}

/** A range "a-b" ("$100-120", "$100 to $120", "10-15%", "15°C to 25°C", "1,000-2,000 MAD"). */
function between(a: number, b: number): RegExp {
  const unit = "(?:\\s?(?:%|°\\s?C?|MAD|dirhams?|DH|min(?:ute)?s?))?";
  return new RegExp(
    `${NOT_AFTER_NUMBER}(?:US)?\\$?\\s?${digits(a)}${unit}\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${digits(b)}${NOT_BEFORE_NUMBER}`,
    "i",
  );
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

/** A time of day: 20:00, 20h00, 20h, 8:00 pm, 8pm, 8 p.m. (and 8:00 for an afternoon or evening time). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const notPm = h < 12 ? "(?!\\s?p\\.?\\s?m)" : "";
  const forms = [
    (m === 0 ? `${h24}(?:[:.h]00|h(?![a-z\\d]))` : `${h24}[:.h]${mm}`) + notPm,
    `${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${meridiem}\\.?\\s?m\\b\\.?`,
  ];
  if (h > 12) forms.push(`${h12}[:.]${mm}(?!\\s?a\\.?\\s?m)`);
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?![\\d])`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtyNinthTestQuestions: TestQuestion[] = [
  // ---- Right now, today, tonight, tomorrow (day 2, Sunday Nov 23, 14:30) ----
  { question: "hey rupa what are we doing rn", parts: [[/pool/i]], links: [tripDay(2)] },
  { question: "wat time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where's the bday dinner tonight?", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is tonight's dinner per person", parts: [[between(100, 120)]], links: [tripDay(2), "/dinners"] },
  { question: "dress code for tonight's dinner??", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners"] },
  { question: "is there a bar crawl after dinner tonight, what time does it start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  {
    question: "how much is the bar crawl tonight, and are drinks included",
    parts: [[usd(10)], [/as you go|not included|separate|yourself|your own/i]],
    links: [tripDay(2), "/budget"],
  },
  { question: "bar crawl is where exactly", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "what do i wear on the bar crawl later", parts: [[/smart casual/i]], links: [tripDay(2)] },
  { question: "what did we do this morning again", parts: [[/bahia|ben youssef|jardin secret|walking tour/i]], links: [tripDay(2)] },
  {
    question: "what time was breakfast this morning and how much was it",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  { question: "whats todays theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "what day of the trip are we on", parts: [[/day\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "anything planned this afternoon or is it free time", parts: [[/pool/i]], links: [tripDay(2)] },
  { question: "balloon tmrw what time do we have to be up", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon tomorrow", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what should i wear for the balloon tmrw, is it cold", parts: [[/layers|freezing/i]], links: [tripDay(3)] },
  { question: "where's dinner tomorrow night", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "whats the minimum spend at nobu", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what time is nobu tomorrow", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "what did we do yesterday? my brain is mush", parts: [[/villa royale|hammam|rest (?:&|and) relax/i]], links: [tripDay(1)] },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "how long are we actually up in the air tomorrow", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "agafay day tomorrow how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)\s*min/i]], links: [tripDay(3), "/map"] },
  { question: "what time do we head back to the villa tomorrow", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "wat time does the agafay desert day start tmrw", parts: [[clock(11, 0)]], links: [tripDay(3)] },
  { question: "is there any entertainment at comptoir darna tonight", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "what kind of food is tonight's dinner", parts: [[/mediterranean/i]], links: [tripDay(2), "/dinners"] },
  { question: "how old is the bday person turning today", parts: [[num(30)]], links: ["/"] },
  { question: "wait whose birthday is this whole trip for", parts: [[/host/i]], links: ["/"] },
  { question: "what's tomorrow called on the itinerary", parts: [[/desert fun/i]], links: [tripDay(3)] },
  {
    question: "tomorrow is which date and which day number?",
    parts: [[num(24)], [/day\s*(?:3|three)\b/i]],
    links: [tripDay(3)],
  },
  { question: "who even is rupa", parts: [[/goat/i]] },
  { question: "where's the chat button on the site", parts: [[/bottom[- ]right/i]] },
  U("whats the wifi password at the villa"),
  U("what time is the car picking us up for dinner tonight"),
  U("whats the name of the lounge we end up at tonight"),
  U("what time does the bar crawl end"),
  U("who's our bar crawl guide tonight? name?"),
  U("is there gonna be a cake tonight 🎂"),
  U("what time is sunset today"),
  {
    question: "what's left on the plan for today after the pool",
    parts: [
      [/comptoir darna|birthday dinner/i, clock(19, 30)],
      [/bar crawl/i, clock(22, 30)],
    ],
    links: [tripDay(2)],
  },
  {
    question: "can i still get a massage? who do i ask and how much",
    parts: [[/host/i], [usd(60)]],
    links: [tripDay(1), "/faq"],
  },
  { question: "is there breakfast tomorrow or do we skip it for the balloon", parts: [[/berber breakfast|tent/i]], links: [tripDay(3)] },
  { question: "how do i sign up for villa breakfast tomorrow", parts: [[/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "how long's the drive from the villa into town for dinner tonight", parts: [[between(20, 25)]], links: ["/accommodations", "/faq"] },
  // ---- The rest of the itinerary, by date, weekday and day number ----
  { question: "day after tomorrow whats the plan", parts: [[/majorelle|gardens (?:&|and) souks|photoshoot/i]], links: [tripDay(4)] },
  { question: "tuesday photographer what time", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photoshoot", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "how much r majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "do we buy our own majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "how much is the souk guide on the 25th", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "where's the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what do i wear to the palace dinner", parts: [[/dressy|kaftan|djellaba|best evening/i]], links: [tripDay(4), "/dinners"] },
  { question: "wednesday whats the plan", parts: [[/zagora|desert camp|sahara/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert on the 26th", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "ait benhaddou is that the game of thrones place?", parts: [[/game of thrones|gladiator/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "i get carsick, is the mountain drive gonna be bad?", parts: [[/motion[- ]sickness|tablets/i]], links: [tripDay(5), "/faq"] },
  {
    question: "train to fes how long and how much",
    parts: [[/\b(?:6|six)[- ]?(?:hours?|hrs?|h)\b/i], [usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "what time is the train to fes on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how early do we get up on the 27th", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "which cities does the train to fes go thru", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "who has our train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get into our fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "friday in fes what r we doing", parts: [[/tanner|bou inania|fes el[- ]bali|medina/i]], links: [tripDay(7)] },
  { question: "the tannery smells bad right? any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol", parts: [[num(9000)]], links: [tripDay(7)] },
  {
    question: "is the fes part of the itinerary final",
    parts: [[/work in progress|may change|subject to change|not final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "how long is the drive to chefchaouen", parts: [[/(?:4|four)\s*h(?:ou)?rs?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on the 29th", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what's the local dish in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do people start leaving", parts: [[anyOf(/day\s*(?:8|eight)\b/i, num(29))]], links: [tripDay(8), "/faq"] },
  { question: "whats the spring thing in chefchaouen called", parts: [[/ras el[- ]?maa/i]], links: [tripDay(8)] },
  { question: "last day what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casablanca", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how long from casablanca to the airport", parts: [[/(?:45|forty[- ]?five)\s*min/i]], links: [tripDay(9)] },
  {
    question: "when should i book my flight home for",
    parts: [[num(30), anyOf(/evening/i, clock(18, 0))]],
    links: ["/faq", tripDay(9)],
  },
  { question: "what time did we meet at the airport on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "what was the name of the riad the first night", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  {
    question: "welcome dinner, where was it and how much",
    parts: [[/foundouk/i], [between(40, 60)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "was there a deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "day 1 what time was check in at the villa", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations"] },
  { question: "what time was the sunset thing yesterday", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  U("whats the name of the photographer on tuesday"),
  U("how much does the photoshoot cost us"),
  U("whats the name of our riad in fes"),
  U("what time is check out at the fes riad"),
  U("does the desert camp have wifi"),
  U("how long is the camel ride on wednesday"),
  U("whats the balloon company called"),
  U("what time does majorelle close"),
  U("whats the name of the guide from this morning's walking tour"),
  U("if i cancel the balloon do i get a refund"),
  // ---- Money, practicalities, stays, the map and the site ----
  { question: "how much will the whole trip cost me roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "exchange rate dirham to dollar?", parts: [[/(?:10|ten)\s*(?:MAD|dirhams?|dh)/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[anyOf(num(28), num(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[between(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[between(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "bargaining, where do i start", parts: [[between(40, 50)]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "will my card charge fees over there", parts: [[between(1, 3)]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[between(100, 500)]], links: ["/budget"] },
  {
    question: "do americans need a visa and how long can we stay",
    parts: [[/visa[- ]free|no visa|not need|don'?t need/i], [num(90)]],
    links: ["/faq"],
  },
  { question: "how long does my passport need to be valid", parts: [[/(?:6|six) months/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "what voltage is it there", parts: [[num(220)]], links: ["/faq"] },
  { question: "what's the weather like this time of year", parts: [[between(15, 25)]], links: ["/", "/faq"] },
  { question: "will it rain in fes", parts: [[/jacket|shower/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol easy to find", parts: [[/licen[sc]ed|hotels|bars/i]], links: ["/faq"] },
  { question: "do people speak english there", parts: [[/french|tourist/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what time zone is morocco in", parts: [[/(?:UTC|GMT)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how many rooms does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at villa royale", parts: [[/(?:2|two)\s*(?:swimming\s*)?pools/i]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[num(1.4)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many nights are we at the villa", parts: [[/(?:5|five|4|four)\s*nights/i]], links: ["/accommodations", "/budget"] },
  { question: "where do we sleep on the 26th", parts: [[/zagora|desert camp/i]], links: ["/accommodations", tripDay(5)] },
  {
    question: "fes riad cost and how many nights",
    parts: [[usd(90)], [/(?:3|three)\s*nights/i]],
    links: ["/accommodations", "/budget"],
  },
  { question: "what do i pack for the desert camp", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "what should i wear in the medina", parts: [[/knees/i]], links: ["/faq"] },
  { question: "is marrakech safe", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "ok to take photos of locals?", parts: [[/ask/i]], links: ["/faq"] },
  { question: "how do we get around marrakech", parts: [[/petits? taxis?|on foot|arranged cars/i]], links: ["/faq"] },
  { question: "how do we get from fes to casablanca", parts: [[/train/i]], links: ["/faq", tripDay(9)] },
  { question: "who do i tell about my nut allergy", parts: [[/host/i]], links: ["/dinners"] },
  { question: "on the map what do the red pins mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what are the purple ones on the map", parts: [[/cultural/i]], links: ["/map"] },
  { question: "rooftop lunch spot near the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i take a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "al fassia any tips", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where can i see fixed prices so i know what to pay in the souks", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "la mamounia worth it?", parts: [[/churchill/i]], links: ["/map"] },
  {
    question: "who are the quotes on the homepage from",
    parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]],
    links: ["/"],
  },
  { question: "how many of us are going", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the trip", parts: [[/(?:10|ten)\s*days/i]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how much was this morning's walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "transportation page says coming soon??", parts: [[/being finali[sz]ed|coming soon/i]], links: ["/transportation"] },
  { question: "which page has all the prices", parts: [[/budget/i]], links: ["/budget"] },
  U("what's the exact address of the villa for my uber"),
  U("how much is a taxi from the villa to jemaa el fnaa"),
  U("whats the emergency number in morocco"),
  U("nearest pharmacy to the villa?"),
  U("how much is a sim card at the airport"),
  U("how do i pay the host the villa contribution, venmo?"),
  U("is there a gym at the villa"),
  U("is the pool at the villa heated? wanna swim now"),
  // ---- The gallery, music, Rupa, the host, and more of today and tomorrow ----
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the delete password for the gallery"),
  { question: "can i save someone's photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i mute the music on the site", parts: [[/bottom[- ]left/i]] },
  U("does the desert camp have hot showers"),
  { question: "is there a slideshow we can put on the tv tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "what can rupa help with", parts: [[/itinerary|dining|packing|cost/i]] },
  U("how old is rupa"),
  U("what's the host's actual name lol"),
  U("whats the hosts whatsapp number"),
  U("what's the name of the song playing on the homepage"),
  U("when will the transportation page be updated"),
  { question: "what's the food like at nobu tomorrow", parts: [[/japanese[- ]peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "dress code at nobu tomorrow?", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "are we doing quad bikes tomorrow?? and camels", parts: [[anyOf(/agafay/i, clock(11, 0))]], links: [tripDay(3)] },
  { question: "what to wear for agafay tmrw", parts: [[/fleece|scarf|layers/i]], links: [tripDay(3)] },
  { question: "do i need insurance for the balloon and quads tomorrow", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "is the birthday dinner tonight or tomorrow", parts: [[/tonight|today|sunday|day\s*2\b/i, clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "what's happening monday night", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "yesterday's hammam was how much? i wanna do it", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  U("what time are villa staff serving lunch today"),
  U("how many ppl signed up for the balloon tmrw"),
  U("whats the villa's phone number"),
  U("which terminal do we fly out of at casablanca"),
  U("can i bring my kid on the trip"),
];
