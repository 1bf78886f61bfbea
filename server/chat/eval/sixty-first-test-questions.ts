// SIXTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1): 13:00 on Saturday, November 22, 2025.
 *
 * Today is day 1 of the trip (days are numbered 0 to 9, so it is the second of
 * ten days): Saturday, November 22, "Rest & Relax" (/day/1).
 * - This morning: "Slow Morning & Mint Tea" at 09:30, breakfast on the roof
 *   terrace of Riad L-Authentic in the Marrakech medina, packing up at leisure.
 * - Right now (13:00): nothing is scheduled; the squad is between the slow
 *   morning at the riad and the move out of the medina to Villa Royale.
 * - This afternoon: "Check In at Villa Royale" at 15:00 (check-in opens after
 *   3 PM; home for 5 listed nights; optional $50 per person contribution; pool
 *   dress code: swimwear at the pools, a cover-up for meals and staff areas),
 *   then "Hammam & Massage" at the villa from 16:30 ($60 per person, book your
 *   slot with the host).
 * - Tonight: "Sunset by the Pool" at 19:30 in the Villa Royale gardens, music by
 *   the water (bring a sweater: evenings cool quickly in November).
 * - The night is spent at Villa Royale, on the outskirts of Marrakech (a 20-25
 *   minute drive to downtown; 13 suites, 2 pools, a 1.4-hectare estate).
 * - Yesterday: day 0, Friday, November 21, "Arrival & Shopping": arrival at
 *   Marrakech Menara Airport (RAK) at 11:00 (transfer about $45 per car, cash),
 *   check-in at Riad L-Authentic at 13:00 ($45 per person for 1 night), a first
 *   stroll through the souks at 15:00 and the Welcome Dinner at Le Foundouk at
 *   20:00 ($40-60 per person, $20 deposit, smart casual); the night was spent
 *   at Riad L-Authentic.
 * - Tomorrow: day 2, Sunday, November 23, "Discover Marrakech", the birthday
 *   day: breakfast at the villa at 08:30 ($10 per person, sign up the night
 *   before), a medina walking tour at 09:30 ($10 per person plus museum fees:
 *   Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret), pool time and getting
 *   ready at 14:30, the Golden Birthday Dinner at Comptoir Darna, Hivernage at
 *   19:30 ($100-120 per person, golden glam: cocktail attire with a touch of
 *   gold) and a guided bar crawl through Gueliz & Hivernage at 22:30 ($10 per
 *   person for the guide, drinks paid as you go). The night is again at Villa
 *   Royale.
 */
export const SIXTY_FIRST_TEST_CLOCK = new Date("2025-11-22T12:00:00Z");

// ---------------------------------------------------------------------------
// Helpers for fact keys.

const UNIT_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TEN_WORDS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number from 0 to 99 in words, as a pattern source ("twenty[- ]?two"), or null. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return UNIT_WORDS[n] ?? null;
  const tens = TEN_WORDS[Math.floor(n / 10)] ?? "";
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${UNIT_WORDS[unit] ?? ""}`;
}

/** Not preceded by a digit, a decimal point, a thousands comma or a clock colon. */
const NOT_BEFORE_DIGITS = "(?<![\\d.,:])";
/** Not followed by a digit, or by a separator and a digit. */
const NOT_AFTER_DIGITS = "(?!\\d|[.,:]\\d)";

function digits(n: number): string {
  return String(n).replace(".", "\\.");
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const words = inWords(n);
  const inDigits = `${NOT_BEFORE_DIGITS}${digits(n)}${NOT_AFTER_DIGITS}`;
  return new RegExp(words === null ? inDigits : `${inDigits}|\\b${words}\\b`, "i");
}

/** A dollar amount: "$18", "$ 18", "$18.00", "18 dollars", "18 USD", "USD 18", "US$18". */
function usd(n: number): RegExp {
  const d = digits(n);
  return new RegExp(
    [
      `\\$\\s?${d}(?:\\.00)?${NOT_AFTER_DIGITS}`,
      `\\b(?:USD|US\\$)\\s?${d}${NOT_AFTER_DIGITS}`,
      `${NOT_BEFORE_DIGITS}${d}(?:\\.00)?\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "20h", "8:00 pm", "8pm", "8 p.m."; minutes must match when not :00. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const minutes12 = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:.])0?${h}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minutes12}\\s?${meridiem}\\.?\\s?m\\b`,
  ];
  if (m === 0) alternatives.push(`(?<![\\d:.])${h}h(?![a-z\\d])`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------

export const sixtyFirstTestQuestions: TestQuestion[] = [
  // --- Today, right now, tonight, yesterday and tomorrow (day 1, Sat Nov 22, 13:00) ---
  { question: "wait what day of the trip is it today", parts: [[/\bday (?:1|one)\b/i]], links: [tripDay(1)] },
  { question: "whats the plan for today", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time can we check in at the villa today?", parts: [[clock(15)]], links: [tripDay(1), "/accommodations"] },
  { question: "is there anything on right now or are we free until check in", parts: [[clock(15)]], links: [tripDay(1)] },
  { question: "how much is the hammam and massage this afternoon", parts: [[usd(60)]], links: [tripDay(1), "/budget", "/faq"] },
  { question: "hammam today what time", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "how do i get a hammam slot for today", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "whats happening tonight?", parts: [[/pool/i]], links: [tripDay(1)] },
  { question: "what time is the sunset thing by the pool tonight", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations", tripDay(1)] },
  { question: "do i need a jacket for tonight or nah", parts: [[/sweater|jumper|warm layer/i]], links: [tripDay(1)] },
  {
    question: "how far is the villa we're moving to today from the city, like how long is the drive",
    parts: [[/(?:20|twenty)(?:\s?(?:-|–|to)\s?(?:25|twenty[- ]five))?[- ]?min/i]],
    links: ["/accommodations", "/faq"],
  },
  U("whats the wifi password at the villa"),
  { question: "the villa contribution, how much is it and do i have to pay it", parts: [[usd(50)], [/optional/i]], links: ["/accommodations", "/budget", tripDay(1), "/faq"] },
  { question: "what do i wear by the pool today, can i walk around in my swimsuit", parts: [[/cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "what did we do yesterday again lol", parts: [[/foundouk|welcome dinner/i]], links: [tripDay(0)] },
  { question: "what was the name of last nights restaurant? want to leave a review", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "name of the riad we slept in last night?", parts: [[/l-?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "how much was the riad last night per person", parts: [[usd(45)]], links: ["/budget", tripDay(0), "/accommodations"] },
  { question: "how much was the welcome dinner yesterday and was there a deposit", parts: [[usd(40), num(60)], [usd(20)]], links: ["/dinners", tripDay(0)] },
  U("what time does the villa pool close tonight"),
  { question: "whats tomorrow", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "tomorrow's date and day? lost track", parts: [[/\b23(?:rd)?\b/], [/sunday/i]], links: [tripDay(2)] },
  { question: "what time is breakfast tmrw", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "do we have to sign up for the villa breakfast? when", parts: [[/(?:night|evening) before|tonight/i]], links: [tripDay(2), "/faq"] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "what time does the walking tour start tomorrow and how much is it", parts: [[clock(9, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "where does tomorrow's walking tour go", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "what time is the birthday dinner tomorrow", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "wheres the bday dinner at", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "birthday dinner tmrw price per person?", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for tomorrow night??", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time is the bar crawl tmrw", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  {
    question: "how much is the bar crawl? are drinks included",
    parts: [[usd(10)], [/as you go|pay(?:ing)? for (?:your|our) own|paid separately|not included/i]],
    links: [tripDay(2), "/budget"],
  },
  U("what time does the bar crawl end tomorrow"),
  { question: "which neighbourhoods is the bar crawl in", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "anything planned tmrw afternoon or is it free time", parts: [[/pool/i]], links: [tripDay(2)] },
  U("whats the name of our guide for tomorrows walking tour"),
  { question: "what kind of food is at comptoir darna", parts: [[/moroccan/i, /mediterranean/i]], links: ["/dinners", tripDay(2)] },
  { question: "is there entertainment at the birthday dinner tomorrow", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "whats the theme of today on the site", parts: [[/rest/i, /relax/i]], links: [tripDay(1)] },
  { question: "what's in the hammam thing this afternoon, like what do they actually do", parts: [[/scrub|kessa/i, /argan/i]], links: [tripDay(1)] },
  { question: "whats the weather gonna be like today", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "what are the check in and check out times at the villa", parts: [[clock(15)], [clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how many nights are we at villa royale starting today", parts: [[num(5)]], links: ["/accommodations", "/budget"] },
  { question: "the villa we're going to today, how many pools lol", parts: [[num(2)]], links: ["/accommodations"] },
  U("is there a gym at villa royale"),
  { question: "and how many suites", parts: [[num(13)]], links: ["/accommodations"] },
  // --- The days ahead in Marrakech and the desert ---
  { question: "whats on the day after tomorrow", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "balloon pickup the day after tomorrow what time", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long are we actually up in the balloon", parts: [[/\b(?:an|one|1) hour/i]], links: [tripDay(3)] },
  { question: "wat to wear for balloon, is it cold", parts: [[/freez/i]], links: [tripDay(3)] },
  U("whats the weight limit for the balloon"),
  U("if the balloon gets cancelled cause of wind do we get a refund"),
  { question: "agafay day how much and what do we do there", parts: [[usd(40)], [/quad/i, /camel/i]], links: [tripDay(3), "/budget"] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)[- ]?min/i]], links: [tripDay(3), "/map"] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "what time is nobu on the 24th", parts: [[clock(20)]], links: [tripDay(3), "/dinners"] },
  { question: "whats the plan on tuesday", parts: [[/majorelle|photoshoot|photographer/i]], links: [tripDay(4)] },
  { question: "what time is the group photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photos", parts: [[/jewel/i]], links: ["/", tripDay(4)] },
  U("whats the photographers name / insta"),
  { question: "which day is the photographer coming", parts: [[/\b(?:tuesday|day (?:4|four)|25(?:th)?)\b/i]], links: ["/", tripDay(4)] },
  { question: "majorelle and ysl museum tickets how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "where's the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: ["/dinners", tripDay(4)] },
  { question: "dress code dar yacout?", parts: [[/dressy|best evening|kaftan|djellaba/i]], links: ["/dinners", tripDay(4), "/faq"] },
  { question: "souk guide on the 25th cost?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget", tripDay(4), "/"] },
  { question: "where do we sleep wednesday night", parts: [[/camp/i]], links: ["/accommodations", tripDay(5)] },
  { question: "what day is the sahara trip", parts: [[/\b(?:wednesday|26(?:th)?|day (?:5|five))\b/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert", parts: [[clock(7)]], links: [tripDay(5)] },
  { question: "desert camp price and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/budget", "/accommodations", tripDay(5)] },
  { question: "whats the name of the mountain pass we drive over", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up is that pass on the way to the desert", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "camel ride what time", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("is there wifi at the desert camp"),
  U("are there hot showers at the camp"),
  { question: "what do i pack for the desert", parts: [[/fleece/i, /scarf/i]], links: ["/faq", tripDay(5)] },
  { question: "how cold does it get in the desert at night", parts: [[/freez/i]], links: ["/faq"] },
  { question: "the 27th what's happening", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "train to fes how long + how much", parts: [[/\b(?:6|six)[- ]?h(?:ou)?rs?\b/i], [usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time is the train to fes", parts: [[clock(15)]], links: [tripDay(6)] },
  U("whats the train number to fes"),
  { question: "where does the train stop on the way to fes", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time do we get to the fes riad", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time is sunrise on the dunes thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  U("how many camels do they have at the camp, is there one each"),
  // --- Fes, Chefchaouen, Casablanca and the way home ---
  { question: "fes riad how much", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  U("whats the name of the riad in fes"),
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what's the tannery called and why do they hand out mint", parts: [[/chouara/i], [/smell/i]], links: [tripDay(7)] },
  { question: "what time is the tannery friday", parts: [[clock(14)]], links: [tripDay(7)] },
  { question: "bou inania how old", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "which gate do we go in for the fes walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "is the fes stuff confirmed yet?", parts: [[/work in progress|may change|not (?:yet )?final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "chefchaouen day which date", parts: [[/\b(?:29(?:th)?|saturday|day (?:8|eight))\b/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/\b(?:4|four)[- ]?h(?:ou)?rs?\b/i]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the spring called in chefchaouen", parts: [[/ras el[- ]maa/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "when do people start leaving", parts: [[/\b(?:29(?:th)?|saturday|day (?:8|eight))\b/i]], links: [tripDay(8), "/faq"] },
  { question: "last day what time is the train to casa", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casablanca", parts: [[/\b(?:4|four)[- ]?h(?:ou)?rs?\b/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "how tall is the minaret of hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what do i wear for the mosque on the 30th", parts: [[/scarf/i, /sock/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[/(?:45|forty[- ]five)[- ]?min/i]], links: [tripDay(9)] },
  { question: "what day should i book my flight home", parts: [[/\b(?:30(?:th)?|sunday|day (?:9|nine))\b/i]], links: ["/faq", tripDay(9)] },
  U("what airline should i book home from casablanca"),
  { question: "can i leave from fes instead, which day would that be", parts: [[/\b(?:day (?:8|eight)|29(?:th)?|saturday)\b/i]], links: ["/faq", tripDay(8)] },
  // --- Practical: arrival, papers, plugs, money, getting around, culture ---
  { question: "which airport do i fly into", parts: [[/menara|\bRAK\b/i]], links: ["/faq", tripDay(0)] },
  { question: "how much is the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "do i need a visa? american", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/\b(?:6|six) months/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type\s?c\b/i, /\bE\b/]], links: ["/faq", "/"] },
  { question: "whats the voltage", parts: [[num(220)]], links: ["/faq"] },
  { question: "exchanging money right now, whats the dirham to dollar rate", parts: [[/(?<!\d)(?:10|ten)\s?(?:moroccan\s)?(?:MAD|dirhams?|dh)\b/i]], links: ["/budget", "/faq", "/"] },
  U("whats the rate for euros"),
  { question: "we're getting lunch now, how much do i tip", parts: [[num(10), /15\s?(?:%|percent)/i]], links: ["/faq", "/budget"] },
  { question: "is there a tourist tax, how much", parts: [[/28\s?(?:MAD|dirhams?|dh)\b|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1[,.]?000/, /2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[num(40), /50\s?(?:%|percent)/i]], links: ["/budget", "/faq", "/"] },
  { question: "foreign transaction fees on cards usually?", parts: [[/3\s?(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "which cards work best", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  U("does uber work in marrakech"),
  U("how much is a petit taxi from the villa to jemaa el fna"),
  { question: "need to get into town later today, how do we get around marrakech", parts: [[/taxi/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can we drink alcohol there", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  U("what's the emergency number in morocco"),
  // --- Rupa, the host, the occasion and the site ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  U("how old is rupa"),
  U("what does rupa eat"),
  { question: "whats the occasion for this trip again", parts: [[/\b(?:30(?:th)?|thirtieth|thirty)\b/i, /gold/i]], links: ["/"] },
  { question: "whose birthday is it", parts: [[/host/i]], links: ["/"] },
  U("whats the host's phone number, need to text them"),
  U("whats the host's instagram"),
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "trip dates?", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "how many days is the whole thing", parts: [[num(10)]], links: ["/"] },
  { question: "what's the trip highlight on the home page", parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "roughly how much will the whole trip cost me", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "where's the transport info, the page is empty", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  { question: "how do i upload the pics from last night", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i just posted a pic by accident how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("how many photos are in the gallery right now"),
  { question: "can we put the photos on the tv at the villa tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "the music is blasting rn how do i turn it off", parts: [[/bottom[- ]left/i]] },
  { question: "what kind of music is on the home page", parts: [[/oud/i]] },
  U("whats the name of the song on the home page"),
  { question: "how many dinners are on the dinners page", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners are special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "im vegan who do i tell and by when", parts: [[/host/i], [/\b(?:2|two) weeks/i]], links: ["/dinners"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "good rooftop lunch spot over the spice square?", parts: [[/nomad/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i see what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  // --- More that the site does not say ---
  U("who am i sharing a suite with at the villa tonight"),
  U("paying the villa contribution today, can i use venmo"),
  U("nearest pharmacy to the villa? need one today"),
  U("does the villa have hair dryers, need one tonight"),
  U("hammam this afternoon, is it mixed or separate for guys and girls"),
  U("where can i do laundry at the villa tonight"),
  U("is there parking at the villa, driving there this afternoon in a rental"),
  U("whats the villa's exact address, ordering an uber now"),
  U("whats the host's flight number"),
  U("what flavour is the birthday cake tomorrow"),
  U("is there a dj at the pool tonight"),
  U("how much do drinks cost on the bar crawl typically"),
  U("what's the name of the band at comptoir darna tomorrow night"),
];
