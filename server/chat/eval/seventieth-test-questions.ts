// SEVENTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:00 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * Today is day 2 of the trip, Sunday, November 23: "Discover Marrakech", the birthday day.
 * - This morning: breakfast at Villa Royale at 08:30 ($10 per person), then the medina walking
 *   tour from 09:30 with a licensed guide (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret;
 *   $10 per person plus museum fees).
 * - This afternoon: from 14:30, pool time and getting ready back at Villa Royale.
 * - Right now: the Golden Birthday Dinner at Comptoir Darna, Hivernage, which began at 19:30
 *   (Moroccan & Mediterranean, live music and dancers; $100-120 per person; dress code
 *   "Golden glam: cocktail attire with a touch of gold"). It celebrates the host's 30th golden birthday.
 * - Later tonight: the guided bar crawl at 22:30 through Gueliz & Hivernage ($10 per person for the
 *   guide, drinks paid as you go, smart casual).
 * - Tonight's bed: Villa Royale, outskirts of Marrakech.
 * - Yesterday: day 1, Saturday, November 22, "Rest & Relax": slow morning and mint tea at Riad
 *   L-Authentic (09:30), check-in at Villa Royale after 3 PM (15:00), hammam & massage at 16:30
 *   ($60), sunset by the pool at 19:30.
 * - Tomorrow: day 3, Monday, November 24, "Desert Fun": hot air balloon at sunrise at 05:30 over the
 *   Agafay desert ($117; warm layers, near freezing before sunrise), Agafay desert day from 11:00
 *   (quad bikes and camels, about $40), back to the villa at 17:00, and the private rooftop dinner at
 *   Nobu, Hivernage, at 20:00 (minimum spend $75, smart casual). Another night at Villa Royale.
 */
export const SEVENTIETH_TEST_CLOCK = new Date("2025-11-23T19:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern fragment, when it is short enough to be written so. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]${ONES[n % 10]!}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  if (n === 1000) return "(?:a|one) thousand";
  return null;
}

/** Digits of n, with the thousands comma too ("9000" or "9,000"). */
function digitsOf(n: number): string {
  return n >= 1000 ? `(?:${n}|${n.toLocaleString("en-US")})` : String(n);
}

/** A number in digits or words, not part of a longer number ("22" but not "220" or "2.2"). */
function num(n: number): RegExp {
  const digitForm = `(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`;
  const word = numberWords(n);
  return new RegExp(word ? `${digitForm}|\\b(?:${word})\\b` : digitForm, "i");
}

/** A dollar amount: "$18", "$ 18", "US$18", "USD 18", "18 USD", "18 dollars". */
function usd(n: number): RegExp {
  const amount = `${digitsOf(n)}(?:\\.00)?`;
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${amount}${end}|(?<![\\d.,$])${amount}\\s?(?:US\\s?dollars?|dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const twentyFour = `(?<![\\d:.])0?${h}[:h]${mm}(?!\\d)`;
  const twelve = `(?<![\\d:.])${h12}${m === 0 ? "(?::00)?" : `:${mm}`}\\s?${meridiem}\\.?\\s?m\\b`;
  const noon = h === 12 && m === 0 ? "|\\bnoon\\b|\\bmidday\\b" : "";
  return new RegExp(`${twentyFour}|${twelve}${noon}`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const seventiethTestQuestions: TestQuestion[] = [
  // --- Right now, tonight, this morning, this afternoon (day 2, Sunday Nov 23, 20:00) ---
  { question: "what day of the trip r we on today", parts: [[/\bday\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "whats happening rn?? just woke up from my nap lol", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "where is the bday dinner tonight", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what neighbourhood is comptoir darna in, for the taxi", parts: [[/hivernage/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time did dinner start tonight, am i super late", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "dress code tonight???", parts: [[/golden glam|cocktail/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is tonights dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners"] },
  { question: "what kind of food is at comptoir darna", parts: [[/moroccan/i, /mediterranean/i]], links: [tripDay(2), "/dinners"] },
  { question: "is there like entertainment at dinner tonight or just food", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time does the bar crawl start tonight", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "where does the bar crawl go", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "bar crawl cost?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "do we pay for our own drinks on the crawl", parts: [[/as you go|your own|yourself|separately|individually/i]], links: [tripDay(2)] },
  { question: "what should i wear for the bar crawl later", parts: [[/smart casual/i]], links: [tripDay(2)] },
  { question: "who's sorting the taxis between bars tonight", parts: [[/guide/i]], links: [tripDay(2)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "whats todays date again, lost track", parts: [[/nov(?:ember)?\.?\s*23|23(?:rd)?\s*(?:of\s*)?nov/i]], links: [tripDay(2)] },
  { question: "is it sunday today? the days are blending", parts: [[/sunday/i]], links: [tripDay(2)] },
  { question: "what was todays theme on the itinerary", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "what did we see on the walking tour this morning", parts: [[/bahia/i, /ben youssef/i]], links: [tripDay(2)] },
  { question: "ok so whats after dinner", parts: [[/bar crawl/i]], links: [tripDay(2)] },
  { question: "what time was breakfast this morning", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "what were we supposed to be doing this afternoon", parts: [[/pool|swim/i]], links: [tripDay(2)] },
  // --- Tomorrow (day 3, Monday Nov 24) ---
  { question: "what time do i need to be up tomorrow?? pls say not early", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "whats the plan tmrw", parts: [[/balloon/i, /agafay/i, /nobu/i]], links: [tripDay(3)] },
  { question: "how much is the balloon tomorrow", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "how long r we actually up in the air tmrw", parts: [[/\b(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "how far is the balloon place from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3)] },
  { question: "what do i wear for the balloon, is it cold at that hour", parts: [[/layers/i, /freez/i]], links: [tripDay(3)] },
  { question: "do we get breakfast after the balloon", parts: [[/berber/i]], links: [tripDay(3)] },
  { question: "what r we doing in agafay tomorrow after the balloon", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "agafay day price?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what time do we head back to the villa tmrw", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "what time is nobu tomorrow night", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "nobu tmrw: whats the min spend and whats the dress code", parts: [[usd(75)], [/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "whats for dinner on monday, like what dishes", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "what should i wear in agafay, its a desert right", parts: [[/layers|fleece|scarf/i]], links: [tripDay(3)] },
  { question: "what day number is tomorrow", parts: [[/\bday\s*(?:3|three)\b/i]], links: [tripDay(3)] },
  { question: "is the photoshoot tomorrow?", parts: [[/tuesday|nov(?:ember)?\.?\s*25|25th|\bday\s*(?:4|four)\b/i]], links: [tripDay(4), "/"] },
  // --- Yesterday (day 1, Saturday Nov 22) ---
  { question: "what did we do yesterday, everythings a blur", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what time was check in at the villa yesterday", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "yesterdays hammam thing how much was it", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "how much is a hammam + massage at the villa and who do i book it with", parts: [[usd(60)], [/host/i]], links: [tripDay(1), "/faq"] },
  U("whats the wifi password at the villa"),
  U("what time does the bar crawl finish tonight"),
  U("which bars are we hitting tonight, names pls"),
  U("is there a car or shuttle taking us to comptoir darna tonight, what time does it leave"),
  U("whats the name of the bar crawl guide tonight"),
  U("what time is sunrise tomorrow exactly"),
  U("which balloon company are we flying with tomorrow"),
  U("how many ppl fit in one balloon basket"),
  U("is there a weight limit for the quad bikes tmrw"),
  U("do i need a driving licence for the quads"),
  U("is there a birthday cake tonight? what flavour"),
  U("are we doing a group gift for the host? how much do i chip in"),
  U("whats the host's actual name lol"),
  // --- The occasion, the host, Rupa ---
  { question: "wait whose birthday are we celebrating", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the host turning", parts: [[/\b30(?:th)?\b|thirt(?:y|ieth)/i]], links: ["/", tripDay(2)] },
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "who are u", parts: [[/rupa/i]] },
  { question: "rupa where do i find you if i close the chat", parts: [[/bottom[- ]?right/i]], links: ["/faq"] },
  // --- Day after tomorrow (day 4, Tuesday Nov 25) ---
  { question: "day after tmrw whats happening", parts: [[/majorelle/i, /dar yacout|palace dinner/i]], links: [tripDay(4)] },
  { question: "tuesday what time is the photographer", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "where's the photoshoot", parts: [[/villa/i]], links: [tripDay(4)] },
  { question: "majorelle and the ysl museum how much", parts: [[usd(18), usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "who books the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on tuesday price", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "palace dinner where is it and what do i wear", parts: [[/dar yacout/i], [/dressy|kaftan|djellaba|best evening outfit/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individually|yourself|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is the palace dinner on the 25th", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  // --- Dinners and the first night ---
  { question: "which two dinners are the special ones", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "how many featured dinners r there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "where was the welcome dinner on friday", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "was there a deposit for the welcome dinner? how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner price range?", parts: [[usd(40), num(60)]], links: [tripDay(0), "/dinners"] },
  { question: "where did we sleep the first night and how much was it", parts: [[/l[-' ]?authentic/i], [usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what did we eat at the welcome dinner again", parts: [[/tagine|zaalouk|briouat/i]], links: ["/dinners"] },
  { question: "which airport did we fly into", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the airport car", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  // --- The desert (day 5, Wednesday Nov 26) ---
  { question: "when do we leave for the desert", parts: [[/wednesday|nov(?:ember)?\.?\s*26|26th|\bday\s*(?:5|five)\b/i]], links: [tripDay(5)] },
  { question: "what time do we leave the villa wednesday morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats the mountain pass called and how high is it", parts: [[/tichka/i], [num(2200)]], links: [tripDay(5)] },
  { question: "ait benhaddou is from what movies", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "what time is the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "desert camp how much and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "is it gonna be cold at the camp", parts: [[/cold|freez/i]], links: ["/faq", tripDay(5)] },
  { question: "suitcase or small bag for the desert camp?", parts: [[/small|overnight/i]], links: ["/faq"] },
  { question: "do we keep our villa rooms the night of the 26th or", parts: [[/camp|zagora/i]], links: ["/accommodations"] },
  { question: "how many nights at the villa in total", parts: [[num(5)]], links: ["/accommodations", "/budget"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  U("does the villa have a gym"),
  // --- Fes, Chefchaouen, Casablanca (days 6-9) ---
  { question: "whats the plan on the 27th", parts: [[/train/i, /f[eè]s/i]], links: [tripDay(6)] },
  { question: "train to fes what time and how much", parts: [[clock(15, 0)], [usd(45)]], links: [tripDay(6), "/faq"] },
  { question: "how long is the train ride to fes", parts: [[num(6), /h(?:ou)?rs?\b/i]], links: [tripDay(6)] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the fes riad thursday night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how many nights in fes and how much is the riad", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget"] },
  U("whats the actual name of the riad in fes? need it for my insurance form"),
  { question: "the 28th whats on", parts: [[/f[eè]s/i, /tanner/i]], links: [tripDay(7)] },
  { question: "what time is the tannery visit", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery lmao", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "is the fes stuff final or still changing?", parts: [[/work in progress|may change|not final|still being/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "chefchaouen is what day", parts: [[/saturday|nov(?:ember)?\.?\s*29|29th|\bday\s*(?:8|eight)\b/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /h(?:ou)?rs?\b/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "when do ppl start leaving", parts: [[/saturday|nov(?:ember)?\.?\s*29|29th|\bday\s*(?:8|eight)\b/i]], links: [tripDay(8), "/faq"] },
  { question: "last day plan?", parts: [[/rick/i, /hassan/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "ricks cafe what time and is it lunch or dinner", parts: [[clock(12, 30)], [/lunch/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret there", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "when should i book my flight home for", parts: [[/evening/i, /nov(?:ember)?\.?\s*30|30th|sunday|\bday\s*(?:9|nine)\b/i]], links: ["/faq"] },
  { question: "what time is departure on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "can i fly out of fes instead", parts: [[/saturday|nov(?:ember)?\.?\s*29|29th|\bday\s*(?:8|eight)\b/i]], links: ["/faq", tripDay(8)] },
  U("what terminal at casablanca airport"),
  U("is there luggage storage at rick's cafe"),
  U("can i charge my phone on the fes train"),
  U("what carriage and seat numbers do we have on the train"),
  U("how much is entry to bou inania"),
  U("how many tents at the desert camp, do we have to share?"),
  U("is there hot water and showers at the desert camp"),
  U("whats the villa's street address, need it for a delivery"),
  U("does uber work in marrakech"),
  U("is the villa pool heated"),
  U("are towels provided for the hammam or do i bring my own"),
  U("whats the host's whatsapp number"),
  // --- Money ---
  { question: "what money do they use here and whats it worth in dollars", parts: [[/dirham|\bMAD\b/i], [num(10)]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out of the atm each time", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[num(10), /15\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "whats this tourist tax on my riad bill", parts: [[/(?<![\d.])28\s*(?:MAD|dirhams?)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how low should i start when bargaining", parts: [[num(40), /50\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "card foreign fees, roughly what %", parts: [[/1\s*(?:-|–|to)\s*3\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  { question: "whats this whole trip gonna cost me roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "what do the fixed costs add up to", parts: [[usd(440), num(480)]], links: ["/budget"] },
  // --- Practical ---
  { question: "what plug adapter do i need and whats the voltage", parts: [[/type\s*c/i], [num(220)]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:six|6)\s*months/i]], links: ["/faq"] },
  { question: "whats the weather like this week", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "is it gonna rain in fes", parts: [[/rain jacket|rarely|shower/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/(?:UTC|GMT)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do ppl speak english there", parts: [[/tourist/i]], links: ["/faq"] },
  { question: "can i get a drink anywhere or is it dry", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  U("does the villa have a doctor on call"),
  { question: "how many suites and how many pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "is breakfast at the villa included or extra", parts: [[usd(10)]], links: ["/faq", tripDay(2)] },
  { question: "how do the taxis work here, meter?", parts: [[/meter/i]], links: ["/faq"] },
  // --- Map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "pink on the map is what", parts: [[/unique/i, /romantic/i]], links: ["/map"] },
  { question: "where do i get that lamb shoulder everyone talks about", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "whats the leafy green courtyard place for lunch in the souks", parts: [[/le jardin(?!\s*secret)/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i see fixed prices so i dont get ripped off", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  // --- Home page ---
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  // --- Gallery, music, site pages ---
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once and whats the size limit", parts: [[num(10)], [num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i save a photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "how do i turn off the music its so loud", parts: [[/mute/i, /left/i]] },
  U("can i play my own playlist through the site instead of the goat music"),
  { question: "transport page just says coming soon? whats up", parts: [[/finaliz|coming soon/i]], links: ["/transportation"] },
  U("whats the song that plays on the home page called"),
  U("can i request a song for the villa speakers tonight"),
  U("is there a dj at the bar crawl"),
  U("whats the dress code for the hammam, swimsuit or nothing?"),
  U("how much is a petit taxi from the villa to jemaa el-fnaa"),
  U("who's sitting next to the host at dinner tonight"),
  U("whats the host's venmo for the villa contribution"),
  { question: "by when do i have to tell the host about allergies", parts: [[/(?:two|2)\s*weeks/i]], links: ["/dinners"] },
  { question: "yesterday was saturday right? and what was the theme", parts: [[/saturday/i], [/rest\s*(?:&|and)\s*relax/i]], links: [tripDay(1)] },
  U("how many bottles of champagne did the host order for tonight"),
];
