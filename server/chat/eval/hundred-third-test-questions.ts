// HUNDRED-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 09:00 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * That is day 2 of the trip (days are numbered 0 to 9), Sunday Nov 23,
 * "Discover Marrakech", the birthday day (the host's 30th golden birthday).
 *
 * - This morning: breakfast at Villa Royale was served at 08:30 ($10 per
 *   person); the medina walking tour with a licensed guide starts at 09:30
 *   (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum
 *   fees). Right now the squad is between breakfast and the tour.
 * - This afternoon: 14:30 pool time and getting ready at Villa Royale.
 * - Tonight: 19:30 Golden Birthday Dinner at Comptoir Darna, Hivernage
 *   ($100-120 per person, golden glam: cocktail attire with a touch of gold),
 *   then 22:30 a guided bar crawl through Gueliz & Hivernage ($10 for the
 *   guide, drinks paid as you go, smart casual).
 * - The night is spent at Villa Royale.
 * - Yesterday (day 1, Saturday Nov 22, "Rest & Relax"): slow morning and mint
 *   tea at Riad L-Authentic, 15:00 check-in at Villa Royale, 16:30 hammam and
 *   massage ($60), 19:30 sunset by the pool.
 * - Tomorrow (day 3, Monday Nov 24, "Desert Fun"): 05:30 hot air balloon at
 *   sunrise over the Agafay desert ($117), 11:00 Agafay desert day (quad bikes,
 *   camels, about $40), 17:00 back to the villa, 20:00 private rooftop dinner
 *   at Nobu, Hivernage (minimum spend $75).
 */
export const HUNDRED_THIRD_TEST_CLOCK = new Date("2025-11-23T08:00:00Z");

const UNITS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return UNITS[n];
  const tens = TENS[Math.floor(n / 10)];
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${UNITS[unit]}`;
}

/** Digits of n with optional thousands separators, e.g. 2000 -> "2,?000". */
function digitsOf(n: number): string {
  return String(n).replace(".", "\\.").replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`;
  const word = numberWord(n);
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "USD 18". */
function usd(n: number): RegExp {
  const a = digitsOf(n);
  const end = `(?:\\.00)?(?!\\d|[.,]\\d)`;
  return new RegExp(
    `(?:US)?\\$\\s?${a}${end}|(?<![\\d.,])${a}${end}\\s?(?:US\\s?dollars?|dollars?|usd|bucks)\\b|\\bUSD\\s?${a}${end}`,
    "i",
  );
}

/** A range of two numbers ("$100-120", "100 to 120", "10%-15%"), with an optional unit after the first. */
function span(a: number, b: number, unit = ""): RegExp {
  const afterFirst = unit ? `\\s*(?:${unit})?` : "";
  return new RegExp(
    `(?<![\\d.,])\\$?\\s?${digitsOf(a)}${afterFirst}\\s*(?:-|–|—|to|and)\\s*\\$?\\s?${digitsOf(b)}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "8:00 pm", "8pm", "8 p.m.", "20h00". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const twentyFour = `(?<![\\d:.])0?${h}[:h.]${mm}(?!\\d)`;
  const twelve =
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
}

/** The day's page. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const hundredThirdTestQuestions: TestQuestion[] = [
  // --- Today, tonight, tomorrow, yesterday (day 2, Sunday Nov 23, 09:00) ---
  {
    question: "whats the plan today??",
    parts: [[/walking tour|bahia/i, /comptoir darna|birthday dinner/i]],
    links: [tripDay(2)],
  },
  { question: "what time is dinner tonight", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "wheres the bday dinner tonite", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "dress code for tonight? pls say i can wear my gold dress",
    parts: [[/cocktail|golden glam/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "how much is tonights dinner per person", parts: [[span(100, 120)]], links: [tripDay(2), "/dinners"] },
  { question: "what time does the walking tour start this morning", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  {
    question: "did i miss breakfast?? what time was it and how much does it cost",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  { question: "what are we doing this afternoon", parts: [[/pool|swim|nap/i]], links: [tripDay(2)] },
  { question: "whats happening after dinner tonight", parts: [[/bar crawl/i]], links: [tripDay(2)] },
  { question: "bar crawl tonight what time + how much", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "wait what day of the trip are we on", parts: [[/day\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "whats the date today", parts: [[/nov/i, /\b23(?:rd)?\b|twenty[- ]third/i]], links: [tripDay(2)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "what time is the hot air balloon tmrw", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "what do i wear for the balloon tomorrow, is it cold", parts: [[/layer/i]], links: [tripDay(3)] },
  { question: "whats tomorrows dinner", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "nobu tmrw what time and whats the min spend",
    parts: [[clock(20, 0)], [usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "we checked into the villa yesterday right? what time did check in open",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations"],
  },
  {
    question: "what did we do yesterday? i was so jetlagged lol",
    parts: [[/villa/i, /hammam|massage|pool|sunset/i]],
    links: [tripDay(1)],
  },
  { question: "how much was the hammam yesterday i want one", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "what time are we doing agafay tmrw", parts: [[clock(11, 0)]], links: [tripDay(3)] },
  { question: "whats in the agafay desert day tomorrow", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "r we back at the villa before nobu tmrw? what time", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  {
    question: "hows the weather today, do i need a jacket",
    parts: [[span(15, 25, "°\\s*C?")]],
    links: ["/", "/faq"],
  },
  U("what time is sunset tonight"),
  U("what time do the cars leave the villa for the tour this morning"),
  U("whats the name of our guide today"),
  U("how much are drinks gonna cost on the bar crawl tonight"),
  U("whats the name of the first bar on the crawl tonight"),
  U("what time does the bar crawl end tonight, asking for my sleep schedule"),
  U("whats the wifi password at the villa"),
  U("whats the villa's exact address? my uber driver needs it"),
  { question: "where does the balloon go up tmrw", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "how long is the balloon ride tmrw", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  {
    question: "do we get breakfast after the balloon or should i eat before",
    parts: [[/berber|tent/i]],
    links: [tripDay(3)],
  },
  {
    question: "how much cash do i need for tomorrow",
    parts: [[usd(117), usd(40), usd(75)]],
    links: [tripDay(3), "/budget"],
  },
  { question: "wheres nobu tmrw", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "what kinda food is at nobu tmrw night",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  { question: "nobu dress code tmrw?", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "whats todays theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "and tomorrows theme?", parts: [[/desert fun/i]], links: [tripDay(3)] },
  {
    question: "what are we doing the day after tomorrow",
    parts: [[/majorelle/i, /dar yacout|palace/i]],
    links: [tripDay(4)],
  },
  {
    question: "is the photographer coming today",
    parts: [[/tues|day\s*(?:4|four)\b|\b25(?:th)?\b/i]],
    links: [tripDay(4), "/"],
  },
  U("weight limit for the balloon tmrw?"),
  U("do i need a drivers licence for the quad bikes tomorrow"),
  U("what's the balloon company called, want to check reviews"),
  {
    question: "where does the walking tour start, we're about to head out",
    parts: [[/bahia/i]],
    links: [tripDay(2)],
  },
  {
    question: "what should i wear for the tour this morning",
    parts: [[/shoulders|knees|covered|modest/i]],
    links: [tripDay(2), "/faq"],
  },
  { question: "which neighbourhood is tonight's dinner in", parts: [[/hivernage/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "what kind of food tonight at comptoir darna",
    parts: [[/moroccan/i, /mediterranean/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "is there live music at dinner tonight",
    parts: [[/live music|musicians|dancers/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "can i get a massage this afternoon? who do i ask", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "what time did the hammam start yesterday", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "what was yesterdays theme called", parts: [[/rest\s*(?:&|and)\s*relax/i]], links: [tripDay(1)] },
  {
    question: "where did we sleep the night before last",
    parts: [[/l-?\s?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how many days till we go to the desert",
    parts: [[/\b(?:3|three)\b|wednesday|\b26(?:th)?\b/i]],
    links: [tripDay(5)],
  },
  { question: "bar crawl dress code tonight?", parts: [[/smart casual/i]], links: [tripDay(2)] },
  { question: "can i upload the pics from last night somewhere", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "whats the plan tomorrow", parts: [[/balloon/i, /nobu/i]], links: [tripDay(3)] },
  {
    question: "is there a pool at the agafay thing tomorrow, should i bring a swimsuit",
    parts: [[/pool/i]],
    links: [tripDay(3)],
  },
  { question: "monday dinner?", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  // --- The days ahead ---
  { question: "tuesday night dinner where", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "when's the photoshoot and what time",
    parts: [[/tues|day\s*(?:4|four)\b|\b25(?:th)?\b/i], [clock(8, 30)]],
    links: [tripDay(4)],
  },
  { question: "what should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle + ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  {
    question: "palace dinner how much",
    parts: [[/individual|at the restaurant|yourself|your own/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "palace dinner dress code",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "where is the ysl museum", parts: [[/gueliz|rue yves saint laurent/i]], links: [tripDay(4), "/map"] },
  {
    question: "when do we leave for the sahara and what time",
    parts: [[/wed(?:nesday)?|\b26(?:th)?\b|day\s*(?:5|five)\b/i], [clock(7, 0)]],
    links: [tripDay(5)],
  },
  { question: "how do we get to the desert camp", parts: [[/atlas|tichka/i]], links: [tripDay(5), "/faq"] },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  { question: "how high is the mountain pass on the way to the desert", parts: [[/2,?200/]], links: [tripDay(5)] },
  {
    question: "i get car sick, anything for the drive on the 26th?",
    parts: [[/motion[- ]?sickness|tablet/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "desert camp cost and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "where do we sleep in the desert", parts: [[/tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what should i pack for the desert", parts: [[/fleece|layer/i]], links: ["/faq"] },
  { question: "what time is the camel ride on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  {
    question: "train to fes how long and how much",
    parts: [[num(6)], [usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "what time's the train to fes on the 27th", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "where does the fes train stop on the way", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "do i need to buy a train ticket or what", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "fes riad cost total", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "what time do we get to the riad in fes on thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("is there cell service at the desert camp"),
  U("can i charge my phone at the desert camp"),
  U("whats my seat number on the fes train"),
  U("whats the name of the riad in fes? my mom wants to know"),
  U("checkout time at the fes riad?"),
  U("whats the weather forecast for tomorrow morning at the balloon site"),
  { question: "where do we start the fes walk on the 28th", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was that old university in fes founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "tannery smell tips lol", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  {
    question: "what's on friday the 28th",
    parts: [[/tanner|bou inania|bou jeloud|blue gate|fes el-?\s?bali/i]],
    links: [tripDay(7)],
  },
  {
    question: "is the fes stuff final or might it change",
    parts: [[/work in progress|may change|might change|could change|not (?:yet )?final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "saturday the 29th?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how far is chefchaouen from fes", parts: [[/(?:4|four)\s*hours?/i]], links: [tripDay(8)] },
  { question: "what's for lunch in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  {
    question: "when do ppl start leaving",
    parts: [[/day\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "last day, what time do we head to the airport and which one",
    parts: [[clock(18, 0)], [/mohammed v|CMN/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i wear to the mosque", parts: [[/cover|scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where", parts: [[/rick/i]], links: [tripDay(9)] },
  {
    question: "how long is the train from fes to casa",
    parts: [[/(?:4|four)\s*hours?/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  {
    question: "is the transportation page updated yet",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  { question: "whats the sunday the 30th about", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "thursday plan?", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  {
    question: "what's happening on wednesday",
    parts: [[/zagora|sahara|desert camp|camel/i]],
    links: [tripDay(5)],
  },
  // --- The days behind ---
  {
    question: "what time was the welcome dinner on the 21st",
    parts: [[clock(20, 0)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "whats the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "how much was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what time did the trip officially start on day 0",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq", "/"],
  },
  { question: "airport transfer cost?", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  {
    question: "how much was the first riad",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", tripDay(0)],
  },
  // --- Money ---
  { question: "whats the exchange rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[span(10, 15, "%")]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax", parts: [[/\b28\b|2\.75/i]], links: ["/budget", "/faq"] },
  {
    question: "how much cash should i take out at the atm",
    parts: [[span(1000, 2000, "MAD|dirhams?")]],
    links: ["/budget", "/faq"],
  },
  { question: "where do i start bargaining", parts: [[span(40, 50, "%")]], links: ["/budget", "/faq"] },
  { question: "can i use my card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  {
    question: "roughly how much is this whole trip gonna cost me",
    parts: [[/\b440\b/i, /\b943\b/i]],
    links: ["/budget"],
  },
  { question: "how much should i budget for shopping", parts: [[span(100, 500)]], links: ["/budget"] },
  { question: "card fees abroad?", parts: [[span(1, 3, "%")]], links: ["/budget", "/faq"] },
  {
    question: "card machine asks dollars or dirhams, which do i pick",
    parts: [[/dirham/i]],
    links: ["/budget"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  // --- The villa ---
  { question: "how many suites at the villa", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/\b20\b|twenty/i]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa property", parts: [[/1\.4/i]], links: ["/accommodations", "/faq"] },
  U("is there a gym at the villa"),
  U("does the villa do laundry"),
  U("nearest pharmacy to the villa?"),
  U("how much is the chefchaouen day trip"),
  U("how much does ricks cafe cost"),
  U("whats the checkout time at riad l-authentic"),
  U("can i get a refund on the balloon if its cancelled for wind"),
  U("how much is a taxi from the villa to gueliz"),
  U("what time does the palace dinner end"),
  // --- Practical ---
  { question: "plug type?", parts: [[/types?\s*c\b/i]], links: ["/", "/faq"] },
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:6|six)\s*months?/i]], links: ["/faq"] },
  { question: "what languages do ppl speak there", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol a thing there", parts: [[/licen[cs]ed|hotels|bars/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  {
    question: "which mosque can non-muslims actually go in",
    parts: [[/hassan/i]],
    links: ["/faq", tripDay(9)],
  },
  // --- Rupa, the site, the gallery, the music ---
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s*(?:MB|megabytes?)/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i delete a photo i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|not required|no need|don'?t (?:have|need)/i]],
    links: ["/gallery"],
  },
  { question: "can i download pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i turn off the music", parts: [[/mute/i, /left/i]] },
  { question: "where's the map of all the spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins mean", parts: [[/must[- ]?see/i]], links: ["/map"] },
  {
    question: "good lunch spot in the souks?",
    parts: [[/le jardin|nomad|caf[ée] des [ée]pices/i]],
    links: ["/map"],
  },
  { question: "where can i take a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  {
    question: "what did churchill say about marrakech, the quote on the home page",
    parts: [[/lovely spot/i]],
    links: ["/"],
  },
  {
    question: "what's the trip highlight on the home page",
    parts: [[/TBD|to be (?:decided|determined|announced|confirmed)/i]],
    links: ["/"],
  },
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whose birthday is it anyway lol", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the bday person turning", parts: [[num(30)]], links: ["/"] },
  { question: "where do i tell someone about my nut allergy", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how early do i need to flag dietary stuff", parts: [[/(?:2|two)\s*weeks/i]], links: ["/dinners"] },
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "how many ppl on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what cities r we going to", parts: [[/marrakech/i, /fes/i]], links: ["/"] },
  U("how old are you rupa"),
  U("rupa whats ur fave food"),
  U("whats the password to delete photos"),
  U("how many photos are in the gallery rn"),
  U("whats the name of the song playing on the homepage rn"),
  U("whats the host's phone number"),
  U("whats the host's venmo so i can pay her back"),
  U("whats the host's name again? embarrassing i know"),
  U("can i bring my bf, he's not on the list"),
  U("what gift should i get for the birthday"),
  U("do i need any vaccines for morocco"),
  U("is there uber in marrakech"),
  U("wait what even is a golden birthday"),
];
