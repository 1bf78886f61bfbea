// EIGHTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 08:00 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * Today is Day 1 of the trip, Saturday, November 22, 2025: "Rest & Relax".
 * - This morning: the squad wakes up at Riad L-Authentic in the Marrakech
 *   medina. Nothing is scheduled before the "Slow Morning & Mint Tea" at 09:30:
 *   sleep in, breakfast on the riad roof terrace, pack at leisure, no rush.
 * - Right now (08:00): nothing is on; guests are waking up at the riad.
 * - This afternoon: check in at Villa Royale (outskirts of Marrakech, about
 *   twenty minutes from town) at 15:00, check-in being after 3 PM; the villa is
 *   home for 5 listed nights with an optional $50 per person contribution. Then
 *   the hammam & massage at the villa from 16:30 ($60 per person, book a slot
 *   with the host).
 * - Tonight: "Sunset by the Pool" at 19:30 in the Villa Royale gardens (bring a
 *   sweater: evenings cool quickly in November).
 * - The night is spent at Villa Royale, the first of its nights.
 *
 * Yesterday was Day 0, Friday, November 21: "Arrival & Shopping". Arrival at
 * Marrakech Menara Airport (RAK) at 11:00 (transfer about $45 per car, cash),
 * check-in at Riad L-Authentic at 13:00 ($45 per person, 1 night), a first
 * stroll through Souk Semmarine & Rahba Kedima at 15:00, and the welcome dinner
 * at Le Foundouk at 20:00 ($40-60 per person, $20 deposit, smart casual).
 *
 * Tomorrow is Day 2, Sunday, November 23: "Discover Marrakech", birthday day.
 * Breakfast at the villa at 08:30 ($10, sign up the night before), the medina
 * walking tour at 09:30 (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret;
 * $10 plus museum fees), pool time at 14:30, the Golden Birthday Dinner at
 * Comptoir Darna at 19:30 ($100-120 per person, golden glam) and a guided bar
 * crawl in Gueliz & Hivernage at 22:30 ($10 for the guide). The night after is
 * again at Villa Royale.
 *
 * The day after tomorrow is Day 3, Monday, November 24: "Desert Fun" (balloon at
 * 05:30, Agafay desert day, Nobu rooftop dinner at 20:00).
 */
export const EIGHTY_SEVENTH_TEST_CLOCK = new Date("2025-11-22T07:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The English word(s) for a whole number below 100, as a pattern source, or null. */
function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(".", "\\.");
  const word = numberWord(n);
  const digitPart = `(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`;
  return new RegExp(word ? `${digitPart}|\\b${word}\\b` : digitPart, "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "18 dollars", "18 USD", "USD 18", "18 bucks". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  const amount = `${d}(?:\\.00)?(?!\\d|[.,]\\d)`;
  return new RegExp(
    `(?:US)?\\$\\s?${amount}|(?<![\\d.,])${amount}\\s?(?:US\\s?dollars?|dollars?|USD|bucks)\\b|\\bUSD\\s?${amount}`,
    "i",
  );
}

/** A dollar range such as "$40-60", "$40 to $60" or "between 40 and 60 dollars". */
function usdRange(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d.,])(?:US)?\\$?\\s?${min}\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${max}(?!\\d)`, "i");
}

/** A time of day: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m. (and noon for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const twelve = m === 0 ? `${h12}(?::00)?\\s?${suffix}` : `${h12}[:.]${mm}\\s?${suffix}`;
  const noon = h === 12 && m === 0 ? "|\\bnoon\\b" : "";
  return new RegExp(`(?<![\\d:])(?:${h24}[:.h]${mm}|${twelve})(?!\\d)${noon}`, "i");
}

/** The day's page link. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const eightySeventhTestQuestions: TestQuestion[] = [
  // Today (day 1, Saturday Nov 22), this morning, this afternoon, tonight.
  { question: "what day of the trip r we on today", parts: [[/\bday\s*(?:1|one)\b/i]], links: [tripDay(1)] },
  { question: "whats the theme today", parts: [[/rest\s*(?:&|and|n)\s*relax/i]], links: [tripDay(1)] },
  { question: "wats on today?", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time is brekkie this morning and where", parts: [[clock(9, 30)], [/roof/i]], links: [tripDay(1)] },
  { question: "do we have to be up early today or can i sleep in", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "what time can we check into the villa this afternoon", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "whats the name of the villa we're moving to today", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "how long's the drive out to the villa today, is it far from town", parts: [[num(20)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "hammam this afternoon what time", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "how much is the hammam + massage today", parts: [[usd(60)]], links: [tripDay(1), "/budget", "/faq"] },
  { question: "how do i get a massage slot today", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "what do they actually do to u in the hammam", parts: [[/scrub|kessa/i, /argan/i]], links: [tripDay(1)] },
  { question: "what's happening tonight", parts: [[/sunset/i, /pool/i]], links: [tripDay(1)] },
  { question: "what time's the pool sunset thing tonite", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "what do i wear at the villa pool today, any rules?", parts: [[/cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "do i have to pay for the villa we check into today? how much", parts: [[usd(50)]], links: [tripDay(1), "/accommodations", "/budget", "/faq"] },
  { question: "how many nights r we at the villa starting tonight", parts: [[num(5)]], links: [tripDay(1), "/accommodations"] },
  { question: "where did we sleep last night, whats the place called again", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the riad last night per person", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "where was dinner last night? loved it", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was last night's dinner and was there a deposit", parts: [[usdRange(40, 60)], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "which souks did we walk thru yesterday afternoon", parts: [[/semmarine/i, /rahba kedima/i]], links: [tripDay(0)] },
  { question: "what time were we supposed to meet at the airport yesterday", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "recap yesterday pls i was jetlagged", parts: [[/foundouk|welcome dinner/i]], links: [tripDay(0)] },
  { question: "whats tmrw", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "what time is the bday dinner tomorrow", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where's the birthday dinner tmrw", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is tomorrow's dinner per person", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners"] },
  { question: "dress code for tmrw night??", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time's breakfast tmrw at the villa and how much", parts: [[clock(8, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "do i need to sign up for villa breakfast? by when", parts: [[/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "what time does the walking tour start tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "where does the walking tour go tmrw", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "how much is the walking tour tmrw", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "bar crawl tomorrow what time does it kick off", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "where's the bar crawl tmrw night", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "bar crawl tmrw $$?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what kind of food at tomorrow's birthday place", parts: [[/moroccan/i, /mediterranean/i]], links: [tripDay(2), "/dinners"] },
  { question: "is there gonna be like entertainment at the birthday dinner tmrw", parts: [[/dancers?/i]], links: [tripDay(2), "/dinners"] },
  { question: "day after tomorrow whats the plan", parts: [[/balloon/i]], links: [tripDay(3)] },
  U("what time is sunset tonight"),
  U("what time are the cars leaving the riad for the villa today"),
  U("who's driving us to the villa this afternoon, do we need to grab a taxi"),
  U("which suite am i in at the villa tonight"),
  U("are there still hammam slots free at 5 today"),
  // The rest of the itinerary: days 3 to 9, by date, weekday and day number.
  { question: "what time do i need to be up monday for the balloon", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long r we actually up in the balloon", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "what do i wear for the balloon its gonna be freezing right", parts: [[/layers|\bhat\b/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)\s*min/i]], links: [tripDay(3), "/map"] },
  { question: "how much is the agafay desert day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what do we do in agafay on the 24th", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "the day after tmrw, nobu - whats the min spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what time is the nobu dinner and whats the dress code", parts: [[clock(20, 0)], [/smart[- ]casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "when's the photoshoot", parts: [[/tuesday|\b25(?:th)?\b|day\s*(?:4|four)\b/i]], links: [tripDay(4), "/"] },
  { question: "what time is the photographer coming", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours look good in the group photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle and ysl museum price?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i have to book majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on tuesday how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what's the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual|at the restaurant|yourself|your own|separately/i]], links: [tripDay(4), "/dinners"] },
  { question: "what to wear to dar yacout", parts: [[/kaftan|djellaba|dressy/i]], links: [tripDay(4), "/dinners", "/faq"] },
  { question: "which 2 dinners r the special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "where do we sleep on wednesday night", parts: [[/zagora|desert camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time do we leave for the desert on the 26th", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "desert camp price and what's included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "ait benhaddou was in which movies", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the mountain pass we drive over", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "i get carsick, anything i should know for the 26th", parts: [[/motion[- ]sickness|tablets|pills/i]], links: [tripDay(5), "/faq"] },
  { question: "what to pack for the desert camp", parts: [[/fleece|headlamp|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "thursday what's happening", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "how much is the train to fes and how long is it", parts: [[usd(45)], [/(?:6|six)[- ]hours?/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what time do we get into the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "fes riad how much", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "how many nights in fes", parts: [[/(?:3|three) nights/i]], links: ["/accommodations", tripDay(6)] },
  { question: "whats on the 28th", parts: [[/explore fes|fes el[- ]bali|tanner(?:y|ies)|bou inania/i]], links: [tripDay(7)] },
  { question: "whats the tannery mint for lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "is the fes part of the itinerary final?", parts: [[/work in progress|may change|not (?:yet )?final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "day 8 plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[/(?:4|four)\s*hours?/i]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do ppl start heading home", parts: [[/day\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "sunday the 30th what time's the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour cost", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what should i wear to the mosque in casa", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  // The trip, the host, the occasion, Rupa, money, practicalities and the site's pages.
  { question: "which airport do i fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how long from the casa airport to the city", parts: [[/(?:45|forty[- ]five)\s*min/i]], links: [tripDay(9)] },
  { question: "what time should i book my flight home for", parts: [[/evening|18[:.h]00|6\s?p\.?\s?m/i]], links: ["/faq", tripDay(9)] },
  { question: "what are the trip dates again", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "how many of us r going", parts: [[num(22)]], links: ["/"] },
  { question: "whats the occasion for this trip", parts: [[/30th|thirtieth|\b30\b|thirty/i, /birthday/i]], links: ["/"] },
  { question: "whose bday is it anyway", parts: [[/host/i]], links: ["/"] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "rupa who r u", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]?right|lower[- ]?right/i]], links: ["/faq"] },
  { question: "i have a nut allergy, who do i tell and how far ahead", parts: [[/host/i], [/(?:two|2) weeks/i]], links: ["/dinners"] },
  { question: "how many dinners are on the dinners page", parts: [[num(4)]], links: ["/dinners"] },
  { question: "whats the currency + rough exchange rate", parts: [[/dirham|\bMAD\b/i], [num(10)]], links: ["/faq", "/budget", "/"] },
  { question: "how much do u tip at restaurants", parts: [[/10\s?(?:-|–|to)\s?15/]], links: ["/faq", "/budget"] },
  { question: "is there a tourist tax", parts: [[/\b28\b|2\.75/]], links: ["/faq", "/budget"] },
  { question: "how much should i take out at the atm each time", parts: [[/1[,.]?000\s?(?:-|–|to)\s?2[,.]?000/]], links: ["/faq", "/budget"] },
  { question: "what % do i start haggling at", parts: [[/40\s?(?:-|–|to)\s?50/]], links: ["/faq", "/budget", tripDay(0)] },
  { question: "card foreign fees usually?", parts: [[/1\s?(?:-|–|to)\s?3\s?%/]], links: ["/faq", "/budget"] },
  { question: "how much shld i budget for shopping", parts: [[usdRange(100, 500)]], links: ["/budget", tripDay(4), "/faq"] },
  { question: "ballpark total cost per person for the whole trip?", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "plug adapter type?", parts: [[/\bC\s?(?:\/|and|&|or)\s?(?:type\s?)?E\b/i]], links: ["/faq", "/"] },
  { question: "whats the voltage there", parts: [[/220\s?V|220 volts?/i]], links: ["/faq", "/"] },
  { question: "do americans need a visa & how long does my passport need to be valid", parts: [[num(90)], [/(?:six|6) months/i]], links: ["/faq"] },
  { question: "what timezone is morocco", parts: [[/(?:UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "tap water ok?", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can i get a drink in marrakech or nah", parts: [[/licen[cs]ed|hotels?|bars?/i]], links: ["/faq"] },
  { question: "how do you say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can non muslims go in mosques", parts: [[/hassan ii|hassan 2/i]], links: ["/faq", tripDay(9)] },
  { question: "airport transfer how much and can i pay card", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long from the marrakech airport to the medina", parts: [[num(20)]], links: ["/faq"] },
  { question: "how warm is it during the day in late november", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit for videos", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "i posted a blurry pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download the vids from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i mute the music", parts: [[/bottom[- ]?left|lower[- ]?left/i]] },
  { question: "what's the vibe of the music on the home page", parts: [[/oud/i]], links: ["/"] },
  { question: "can we put the pics up on the tv at the villa tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "where's the transportation info", parts: [[/finali[sz]ed|coming soon/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color is food on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats the highlight of the trip on the homepage", parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "how many stays r there", parts: [[num(4)]], links: ["/accommodations"] },
  // Two-part and follow-up questions about the present, recommendations, and what the site does not say.
  { question: "tmrw: what time's breakfast and when does the tour start", parts: [[clock(8, 30)], [clock(9, 30)]], links: [tripDay(2)] },
  { question: "after the hammam today what's next and what time", parts: [[/sunset|pool/i], [clock(19, 30)]], links: [tripDay(1)] },
  { question: "this afternoon what time is check in and what time is the hammam", parts: [[clock(15, 0)], [clock(16, 30)]], links: [tripDay(1)] },
  { question: "yesterday's dinner - what cuisine and where was it", parts: [[/french/i], [/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "whats for breakfast at the villa tmrw", parts: [[/msemen|amlou|orange juice/i]], links: [tripDay(2)] },
  { question: "where do we sleep tmrw night", parts: [[/villa royale/i]], links: [tripDay(2), "/accommodations"] },
  { question: "we're leaving the riad this morning, any good lunch spot in the souks before the villa?", parts: [[/nomad|le jardin(?! secret)|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i get that lamb shoulder everyone talks about, and do i need to pre-order", parts: [[/al fassia/i], [/day ahead|day before|in advance/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "still in the medina this morning, where's a good mint tea with a view of the spice market", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "day after tmrw after the balloon do we get breakfast?", parts: [[/berber/i]], links: [tripDay(3)] },
  { question: "where can i find pics from last night's dinner", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "which day is the actual birthday celebration", parts: [[/sunday|\b23(?:rd)?\b|day\s*(?:2|two)\b|tomorrow/i]], links: [tripDay(2)] },
  { question: "what time did we check into the riad yesterday", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  U("whats the wifi password at the villa, need it tonight"),
  U("whats the hosts number? need to whatsapp them"),
  U("whats the host's actual name lol im blanking"),
  U("when exactly is the host's birthday, like the real date?"),
  U("is there a gym at the villa"),
  U("does the villa have hair dryers or should i pack one"),
  U("is uber a thing in marrakech"),
  U("how much does a sim card cost at the airport"),
  U("how much is the photographer on tuesday costing each of us"),
  U("whats the photographer's name or insta"),
  U("how much is the train from fes to casablanca"),
  U("how much is the chefchaouen day trip"),
  U("how much is the riad dinner in fes on the 28th"),
  U("whats the actual name of the riad in fes"),
  U("what's the name of the song playing on the home page"),
  U("whats the password to delete photos from the gallery"),
  U("what's the emergency number in morocco, like 911"),
  U("is there a pharmacy near the villa"),
  U("will there be a birthday cake tmrw"),
  U("how long is the camel ride on wednesday"),
  U("how high does the balloon go"),
  U("whats the refund policy if i bail on the balloon"),
  U("where do i send my dinner deposit, venmo or cash?"),
  U("how old is rupa"),
  U("whats the bar crawl guide's name"),
  U("what time does the bar crawl end tmrw night"),
  U("is there laundry at the villa"),
  U("what time does jardin majorelle open"),
  U("whats the rate for euros to dirhams"),
  U("does nobu do a vegetarian tasting menu"),
  U("how much is a petit taxi from the villa to gueliz"),
  U("is the villa pool heated? wanna swim this afternoon"),
  U("whats our walking tour guide's name tmrw"),
];
