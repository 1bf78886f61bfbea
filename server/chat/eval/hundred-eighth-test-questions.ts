// HUNDRED-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * THE CLOCK: 13:30 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * It is Day 1 of the trip (days run 0 to 9, so this is the second day): Saturday, November 22, "Rest & Relax".
 *
 * - This morning: 09:30 "Slow Morning & Mint Tea" at Riad L-Authentic in the Marrakech medina: sleep in,
 *   breakfast on the riad roof terrace, pack up at leisure ("there is no rush today").
 * - Now (13:30): between the slow morning at the riad and the move out of the medina to Villa Royale;
 *   the next thing on the schedule is the villa check-in at 15:00.
 * - This afternoon: 15:00 "Check In at Villa Royale" (check-in opens after 3 PM; home for 5 listed nights;
 *   optional $50 per person contribution; pool dress code: swimwear with a cover-up), then from 16:30
 *   "Hammam & Massage" at the villa ($60 per person; book your slot with the host).
 * - Tonight: 19:30 "Sunset by the Pool" in the Villa Royale gardens, music by the water; bring a sweater.
 * - The night is spent at Villa Royale (outskirts of Marrakech, 20-25 minutes from downtown; 13 suites, 2 pools).
 * - Yesterday: Day 0, Friday, November 21, "Arrival & Shopping": 11:00 arrival at Marrakech Menara Airport (RAK)
 *   (transfer about $45 per car, cash), 13:00 check-in at Riad L-Authentic ($45 per person, 1 night),
 *   15:00 first stroll through Souk Semmarine & Rahba Kedima, 20:00 welcome dinner at Le Foundouk
 *   (Moroccan & French, $40-60 per person with a $20 deposit, smart casual).
 * - Tomorrow: Day 2, Sunday, November 23, "Discover Marrakech", the birthday day: 08:30 breakfast at the villa
 *   ($10, sign up the night before), 09:30 medina walking tour (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret;
 *   $10 plus museum fees), 14:30 pool time and getting ready, 19:30 Golden Birthday Dinner at Comptoir Darna,
 *   Hivernage ($100-120 per person; golden glam: cocktail attire with a touch of gold), 22:30 guided bar crawl
 *   in Gueliz & Hivernage ($10 for the guide, drinks paid as you go).
 * - The day after tomorrow: Day 3, Monday, November 24, "Desert Fun" (05:30 balloon, Agafay, Nobu at 20:00).
 */
export const HUNDRED_EIGHTH_TEST_CLOCK = new Date("2025-11-22T12:30:00Z");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Not glued to a longer number on the left, nor on the right. */
const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?!\\d|[.,]\\d)";

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** n in words, as a regex source, or null when a guest would never write it out. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `[- ]?${ONES[n % 10]}` : "");
  if (n < 1000 && n % 100 === 0) return n === 100 ? "(?:a|one) hundred" : `${ONES[n / 100]} hundred`;
  return null;
}

/** The digit forms of n: plain and with thousands separators (9000 and 9,000). */
function digitForms(n: number): string {
  const plain = esc(String(n));
  const grouped = esc(n.toLocaleString("en-US", { maximumFractionDigits: 2 }));
  return plain === grouped ? plain : `(?:${plain}|${grouped})`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `${NOT_BEFORE}${digitForms(n)}${NOT_AFTER}`;
  const words = numberWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${digitForms(n)}(?:\\.00)?${NOT_AFTER}`;
  return new RegExp(
    [
      `(?:US)?\\$\\s?${amount}`,
      `${NOT_BEFORE}${amount}\\s?(?:US\\s?)?(?:dollars?|bucks|USD)\\b`,
      `\\bUSD\\s?${amount}`,
    ].join("|"),
    "i",
  );
}

/** A dollar range as the site writes it: "$40-60", "$100-$500", "40 to 60". */
function usdRange(a: number, b: number): RegExp {
  return new RegExp(
    `${NOT_BEFORE}(?:US)?\\$?\\s?${digitForms(a)}\\s?(?:-|–|—|to)\\s?(?:US)?\\$?\\s?${digitForms(b)}${NOT_AFTER}`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 20.00, 8:00 pm, 8pm, 8 p.m. (and 09:30 / 9:30 / 9:30am). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const twentyFour = `(?<![\\d:.])0?${h}\\s?[:h.]\\s?${mm}(?!\\d)`;
  const twelve = `(?<![\\d:.])${h12}(?:[:.]${mm})${m === 0 ? "?" : ""}\\s?${meridiem}\\.?\\s?m\\b`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
}

/** Any one of several patterns. */
function anyOf(...keys: RegExp[]): RegExp {
  return new RegExp(keys.map((key) => `(?:${key.source})`).join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------
// The questions
// ---------------------------------------------------------------------------

export const hundredEighthTestQuestions: TestQuestion[] = [
  // --- Right now: Saturday Nov 22, 13:30, Day 1 "Rest & Relax" ---
  { question: "wait what day of the trip is it today lol", parts: [[/\bday\s?(?:#\s?)?(?:1|one)\b/i]], links: [tripDay(1)] },
  { question: "whats the plan for the rest of today", parts: [[/villa royale/i, /hammam/i, /sunset|pool/i]], links: [tripDay(1)] },
  { question: "what time can we check in at the villa today?", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "is the villa far from the city", parts: [[num(20), /min/i]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "hammam today what time n how much", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how do i book a hammam slot for this afternoon", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "anything on tonight?", parts: [[/sunset|pool/i, clock(19, 30)]], links: [tripDay(1)] },
  { question: "do i need a jacket tonight or nah", parts: [[/sweater|jumper|warm layer/i]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "do we have to pay for the villa we're checking into today", parts: [[usd(50), /optional/i]], links: [tripDay(1), "/accommodations", "/faq", "/budget"] },
  { question: "what do i wear at the pool this afternoon", parts: [[/swim/i, /cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "how many pools at the villa we're going to this afternoon", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa property", parts: [[/1\.4\s?-?\s?hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "how many nights are we at the villa", parts: [[num(5)]], links: ["/accommodations", "/faq", "/budget"] },
  U("whats for dinner tonight at the villa? like what are we eating"),
  U("wifi password at villa royale?"),
  U("what time is the car picking us up from the riad today"),
  { question: "where did we have breakfast this morning again", parts: [[/roof/i]], links: [tripDay(1)] },
  { question: "whats todays theme", parts: [[/rest\s?(?:&|and|n)\s?relax/i]], links: [tripDay(1)] },

  // --- Yesterday: Friday Nov 21, Day 0 ---
  { question: "what was the name of the place we ate at last night", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was last nights dinner per person", parts: [[usdRange(40, 60)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "the deposit for yesterday's welcome dinner was how much?", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how long was that drive from the airport into the medina", parts: [[num(20), /min/i]], links: ["/faq"] },

  // --- Tomorrow: Sunday Nov 23, Day 2, the birthday ---
  { question: "whats happening tmrw", parts: [[/birthday/i, /walking tour|bahia/i]], links: [tripDay(2)] },
  { question: "what time is the bday dinner tomorrow", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where is the birthday dinner at", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "dress code tmrw night??", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "birthday dinner how much pp", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "tomorrow morning what time is breakfast and how much is it", parts: [[clock(8, 30)], [usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "do i gotta sign up for tomorrows breakfast", parts: [[/night before|evening before|tonight/i]], links: [tripDay(2), "/faq"] },
  { question: "walking tour tmrw - where are we going", parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]], links: [tripDay(2)] },
  { question: "what time does tomorrow's walking tour start and what does it cost", parts: [[clock(9, 30)], [usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "after the bday dinner tomorrow whats the plan", parts: [[/bar crawl/i, clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  U("what time does the bar crawl end tomorrow night"),
  U("how much are drinks gonna be on the bar crawl"),

  // --- Rupa, the host, the occasion ---
  { question: "who are you", parts: [[/rupa/i]] },
  { question: "r u an actual goat lol", parts: [[/goat/i]] },
  { question: "whose birthday is this whole trip for", parts: [[/host/i]] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  U("whats the bday person's actual name"),
  U("what's the host's actual birth date"),

  // --- The villa ---
  { question: "can i get a massage another day instead of today", parts: [[/host/i]], links: ["/faq"] },
  { question: "check out time at the villa?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  U("is the pool heated"),
  U("is there a gym at the villa"),

  // --- The day after tomorrow: Monday Nov 24, Day 3 "Desert Fun" ---
  { question: "day after tomorrow what time is the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long r we actually up in the air in the balloon", parts: [[/(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "what do i wear for the balloon monday morning, its gonna be freezing right", parts: [[/layer/i, /hat/i]], links: [tripDay(3)] },
  U("whats the name of the balloon company"),
  { question: "dinner the day after tmrw is where", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "is there a minimum spend at nobu", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kinda food is nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "agafay day how much & what do we do there", parts: [[usd(40)], [/quad/i, /camel/i]], links: [tripDay(3), "/budget"] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "what time do we get back to the villa monday", parts: [[clock(17, 0)]], links: [tripDay(3)] },

  // --- Tuesday Nov 25, Day 4 "Gardens & Souks" ---
  { question: "photoshoot day is when??", parts: [[anyOf(/tuesday/i, num(25))]], links: [tripDay(4), "/"] },
  { question: "what time does the photographer start", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the group photos", parts: [[/jewel/i]], links: ["/", tripDay(4)] },
  U("how much are we each paying for the photographer"),
  { question: "majorelle tickets how much, and the ysl museum?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy my own majorelle ticket", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on the 25th how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "palace dinner whats the restaurant called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for the palace dinner?", parts: [[/dressy|kaftan|djellaba|best evening/i]], links: [tripDay(4), "/dinners", "/faq"] },
  { question: "what time is the palace dinner tuesday", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },

  // --- Wednesday Nov 26, Day 5 "Sahara Desert Adventure" ---
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats that old movie set village we stop at on the way", parts: [[/a[iï]t[- ]?ben\s?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up is the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "desert camp price and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "where exactly is the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "should i bring my big suitcase to the camp", parts: [[/overnight bag|small bag/i]], links: ["/faq"] },
  { question: "what do i pack for the desert", parts: [[/fleece/i, /scarf/i]], links: ["/faq", tripDay(5)] },
  { question: "i get carsick bad, anything i should know abt the drive to the desert", parts: [[/motion[- ]sickness/i]], links: ["/faq", tripDay(5)] },
  { question: "what time is the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("can i leave my suitcase at the villa while we're at the desert camp"),

  // --- Thursday Nov 27, Day 6 "Journey to Fes" ---
  { question: "thursday train to fes what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[num(6), /hour/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "train ticket price to fes?", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "which cities does the fes train go thru", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "sunrise on the 27th what time do we get up", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("whats the name of the riad in fes"),
  { question: "fes riad cost", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },

  // --- Stays and dinners ---
  { question: "what dates r we at the villa", parts: [[num(22), num(26)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "the riad we stayed at yesterday, whats it called and how much was it", parts: [[/l-?\s?authentic/i], [usd(45)]], links: ["/accommodations", tripDay(0), "/budget"] },
  { question: "what kind of food was the welcome dinner", parts: [[/moroccan/i, /french/i]], links: ["/dinners", tripDay(0)] },
  { question: "what should i order at nobu", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "is there live music at the bday dinner tmrw", parts: [[/musician|dancer|live music/i]], links: [tripDay(2), "/dinners"] },
  { question: "how long has comptoir darna been going", parts: [[num(20), /year/i]], links: ["/dinners"] },

  // --- Friday Nov 28, Day 7 "Explore Fes" ---
  { question: "friday the 28th what are we doing", parts: [[/fes/i, /tanner/i]], links: [tripDay(7)] },
  { question: "the tannery stinks right? any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "what time is the tannery visit", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "where do we meet for the fes walking tour and what time", parts: [[/bou jeloud|blue gate/i], [clock(9, 30)]], links: [tripDay(7)] },
  { question: "is the fes part of the itinerary final yet", parts: [[/work in progress|may change|not (?:yet )?final|still being/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  U("whats the name of our guide in fes"),
  U("what time is breakfast at the fes riad"),

  // --- Saturday Nov 29, Day 8 "Chefchaouen Day Trip" ---
  { question: "which day is chefchaouen", parts: [[anyOf(num(29), /saturday/i, /day\s?(?:8|eight)/i)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what's the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "is everyone staying till the very end?", parts: [[/day\s?(?:8|eight)|29(?:th)?|saturday/i]], links: [tripDay(8), "/faq"] },
  U("how much is lunch gonna be in chefchaouen"),
  U("how many steps up to the spanish mosque"),

  // --- Sunday Nov 30, Day 9 "Casablanca & Departure" ---
  { question: "last day what time is the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casa", parts: [[num(4), /hour/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch on the 30th", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour how much", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casablanca", parts: [[/scarf/i, /knee|shoulder/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "what time should my flight home be on sunday the 30th", parts: [[anyOf(/evening/i, clock(18, 0))]], links: ["/faq", tripDay(9)] },
  { question: "leftover dirhams at the end what do i do with them", parts: [[/spend/i]], links: [tripDay(9)] },

  // --- Practical: FAQ and money ---
  { question: "do us citizens need a visa for morocco", parts: [[/visa[- ]free|no visa|(?:don'?t|do not|won'?t) need/i, num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type\s?c/i]], links: ["/faq", "/"] },
  { question: "whats the exchange rate, need to hit an atm today", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq", "/"] },
  { question: "how much cash should i take out at the atm today", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[/10\s?(?:-|–|to)\s?15\s?(?:%|percent)/i]], links: ["/faq", "/budget"] },
  { question: "tourist tax?? how much", parts: [[num(28), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how low should i start haggling", parts: [[/40\s?(?:-|–|to)\s?50/]], links: ["/faq", "/budget", tripDay(0)] },
  { question: "how much is this whole trip gonna cost me roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "how much should i budget for shopping", parts: [[usdRange(100, 500)]], links: ["/budget", tripDay(4), "/"] },
  { question: "can i just use my card in the souks", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  { question: "can i drink the tap water at the villa tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "weather this week?", parts: [[/15\s?(?:-|–|to)\s?25/]], links: ["/faq", "/"] },
  U("whats the emergency number in morocco if something happens tonight"),
  U("nearest hospital to the villa?"),
  U("how much is a sim card at the airport"),
  U("which sim is better, maroc telecom or orange"),
  U("does uber work in marrakech? wanna go from the villa to gueliz today"),
  U("how much is a petit taxi from the villa into town tonight"),
  U("whats the host's whatsapp number"),
  U("can i fly my drone at the villa"),
  U("what time do the food stalls open in jemaa el fna"),

  // --- Back to right now, today, tonight and tomorrow ---
  { question: "its 1:30 rn, whats next on the schedule", parts: [[/villa royale|check[- ]?in/i, clock(15, 0)]], links: [tripDay(1)] },
  { question: "sunset thing tonight, where exactly", parts: [[/garden/i]], links: [tripDay(1)] },
  { question: "whats actually in the hammam thing this afternoon", parts: [[/kessa|scrub/i, /argan/i]], links: [tripDay(1)] },
  { question: "is the hammam today covered by the villa contribution", parts: [[anyOf(/separate|not included|extra/i, usd(60))]], links: ["/budget", tripDay(1)] },
  { question: "when's the actual birthday celebration", parts: [[anyOf(num(23), /sunday|tomorrow/i, /day\s?(?:2|two)\b/i)]], links: [tripDay(2), "/dinners"] },
  { question: "what time should we be back at the villa tomorrow to get ready", parts: [[clock(14, 30)]], links: [tripDay(2)] },
  { question: "whats tomorrow's theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "tomorrows walking tour, do i need to cover up", parts: [[/shoulder/i, /knee/i]], links: [tripDay(2), "/faq"] },
  { question: "is breakfast at the villa every morning or just tomorrow", parts: [[/every (?:morning|day)/i]], links: [tripDay(2)] },
  { question: "whats the plan sunday night", parts: [[/comptoir darna|birthday dinner/i, /bar crawl/i]], links: [tripDay(2), "/dinners"] },
  { question: "yesterday what time were we supposed to meet at the airport", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },
  { question: "which souks did we walk thru yesterday afternoon", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
  { question: "how much was the airport car yesterday", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  U("what time is sunset tonight"),
  U("whats the temperature in marrakech right now"),
  U("how long does the hammam take this afternoon"),
  U("tomorrow's sunday, are the souks even open on sundays"),
  U("can i bring a plus one to the birthday dinner tomorrow"),
  U("is there a dj at the pool tonight"),
  U("is there a cake at the birthday dinner tomorrow"),
  U("what time does the pool close tonight"),
  U("whats the host's venmo for the villa $50"),
  U("what should we get the host as a gift"),

  // --- The trip and the site ---
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "when does the trip end", parts: [[/nov(?:ember)?\.?\s*30|30(?:th)?\s*(?:of\s*)?nov/i]], links: [tripDay(9), "/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what's the churchill quote on the home page", parts: [[/most lovely spot/i]], links: ["/"] },
  { question: "where on the site can i see all the prices", parts: [[/budget/i]], links: ["/budget"] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  { question: "im vegetarian, who do i tell for the dinners", parts: [[/host/i]], links: ["/dinners"] },
  U("who built this website"),

  // --- Music ---
  { question: "how do i turn the music off", parts: [[/bottom[- ]left|lower left/i]] },
  { question: "the music stopped when i opened the gallery, is that a bug", parts: [[/no (?:background )?music|paus|doesn'?t have (?:its own )?music|without music|silent/i]] },
  U("whats the name of the song playing on the home page"),

  // --- Photos and videos ---
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video wont upload, is there a size limit", parts: [[num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "i uploaded the wrong pic, how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|don'?t have to|not required|no need/i]], links: ["/gallery"] },
  { question: "can i download videos other ppl posted", parts: [[/download/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("how many photos have people uploaded so far"),
  U("how long do uploaded photos stay in the gallery"),

  // --- The map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "rooftop restaurant over the spice square? saw it on the map", parts: [[/nomad/i]], links: ["/map"] },
  { question: "which hotel was churchill's fav", parts: [[/mamounia/i]], links: ["/map"] },
];
