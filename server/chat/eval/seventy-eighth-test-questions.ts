// SEVENTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 17:00 Morocco time (UTC+1) on Saturday, November 22, 2025.
 *
 * That is Day 1 of the trip (the second day, as the days are numbered 0 to 9),
 * "Rest & Relax" (/day/1).
 * - This morning: a slow morning with mint tea (09:30) and breakfast on the roof
 *   terrace of Riad L-Authentic in the Marrakech medina, packing up at leisure.
 * - This afternoon: check-in at Villa Royale opened at 15:00 (after 3 PM); it is
 *   home for 5 listed nights, with an optional $50 per person contribution.
 * - Right now: the Hammam & Massage at Villa Royale (from 16:30, $60 per person,
 *   slots booked with the host), spanning the afternoon and the evening.
 * - Tonight: Sunset by the Pool in the Villa Royale gardens at 19:30, with music
 *   by the water (bring a sweater). No dinner is listed for tonight.
 * - The night is spent at Villa Royale, on the outskirts of Marrakech.
 * - Yesterday (Day 0, Friday, November 21, "Arrival & Shopping"): 11:00 arrival at
 *   Marrakech Menara Airport (transfer about $45 per car, cash), 13:00 check-in at
 *   Riad L-Authentic ($45 per person), 15:00 first stroll through the souks (Souk
 *   Semmarine & Rahba Kedima), 20:00 welcome dinner at Le Foundouk ($40-60 per
 *   person, $20 deposit, smart casual). That night was spent at the riad.
 * - Tomorrow (Day 2, Sunday, November 23, "Discover Marrakech", the birthday day):
 *   08:30 breakfast at the villa ($10, sign up the night before), 09:30 medina
 *   walking tour (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret; $10 plus
 *   museum fees), 14:30 pool time and getting ready, 19:30 Golden Birthday Dinner
 *   at Comptoir Darna in Hivernage ($100-120 per person, golden glam), 22:30 guided
 *   bar crawl in Gueliz & Hivernage ($10 for the guide, drinks paid as you go).
 * - The day after tomorrow (Day 3, Monday, November 24, "Desert Fun"): 05:30 hot
 *   air balloon over Agafay ($117), Agafay desert day, dinner at Nobu.
 */
export const SEVENTY_EIGHTH_TEST_CLOCK = new Date("2025-11-22T16:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words, as a pattern source, or null. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[- ]?${ONES[ones] ?? ""}`;
}

/** A number in digits, as a pattern source: thousands may carry a comma, decimals keep their point. */
function inDigits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** Not preceded by a digit or a number's separator. */
const NOT_AFTER_NUMBER = "(?<![\\d.,])";
/** Not followed by a digit, or by a separator and a digit. */
const NOT_BEFORE_NUMBER = "(?!\\d|[.,]\\d)";

/** A number in digits or in words, not part of a longer number. */
const num = (n: number): RegExp => {
  const digits = `${NOT_AFTER_NUMBER}${inDigits(n)}${NOT_BEFORE_NUMBER}`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b${words}\\b` : digits, "i");
};

/** A dollar amount: "$18", "US$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const d = inDigits(n);
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}(?:\\.00)?${NOT_BEFORE_NUMBER}`,
      `${NOT_AFTER_NUMBER}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?${d}(?:\\.00)?${NOT_BEFORE_NUMBER}`,
    ].join("|"),
    "i",
  );
};

/** A time of day: "20:00", "20h00", "20.00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const minutes12 = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:])0?${h}[:h.]${mm}(?!\\d)`,
    `(?<![\\d:])${h12}${minutes12}\\s?${half}\\.?\\s?m\\b`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
};

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const seventyEighthTestQuestions: TestQuestion[] = [
  // --- Right now, today, tonight (Day 1, Saturday, November 22, 17:00) ---
  {
    question: "hey rupa what are we doing rn?",
    parts: [[/hammam|massage/i]],
    links: [tripDay(1)],
  },
  {
    question: "what day of the trip is it today",
    parts: [[/\bday\s*(?:1|one)\b/i]],
    links: [tripDay(1)],
  },
  {
    question: "whats todays theme",
    parts: [[/rest\s*(?:&|and)\s*relax/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time is it there rn, my phone's still on home time",
    parts: [[clock(17)]],
  },
  {
    question: "whats the date today",
    parts: [[/\b22(?:nd)?\b|twenty[- ]second/i]],
    links: [tripDay(1)],
  },
  {
    question: "whats the plan tonight?",
    parts: [[/sunset/i, /pool/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time is the sunset pool thing tonight",
    parts: [[clock(19, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/villa royale/i]],
    links: [tripDay(1), "/accommodations"],
  },
  {
    question: "how much is the hammam + massage thing happening now",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "how do i book a hammam slot? want one tmrw if today's full",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  U("how long does the hammam n massage take today? need to know if i have time before the pool thing"),
  {
    question: "anything i should bring down to the pool tonight",
    parts: [[/sweater|jumper|warm layer/i]],
    links: [tripDay(1)],
  },
  U("wats for dinner tonite"),
  U("whats the wifi password here at the villa"),
  {
    question: "what time did check in at the villa open today",
    parts: [[clock(15)]],
    links: [tripDay(1), "/accommodations"],
  },
  {
    question: "what should i wear at the pool today, is a bikini ok everywhere",
    parts: [[/cover[- ]?up/i]],
    links: [tripDay(1)],
  },
  {
    question: "now that we're at the villa, how much is the villa contribution and do i have to pay it",
    parts: [[usd(50)], [/optional/i]],
    links: [tripDay(1), "/budget", "/faq", "/accommodations"],
  },
  {
    question: "what did we do this morning i was half asleep",
    parts: [[/mint tea|slow morning|breakfast/i]],
    links: [tripDay(1)],
  },
  // --- Yesterday (Day 0, Friday, November 21) ---
  {
    question: "what did we do yesterday again lol its a blur",
    parts: [[/welcome dinner|foundouk/i]],
    links: [tripDay(0)],
  },
  {
    question: "name of the restaurant last night?",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "how much do i owe for last nights dinner? and was there a deposit",
    parts: [[/40\s*(?:-|–|to)\s*\$?60/i], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "whats the riad we stayed at last night called",
    parts: [[/l[- ]?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "what time was the airport meetup yesterday",
    parts: [[clock(11)]],
    links: [tripDay(0)],
  },
  {
    question: "which souks did we walk thru yesterday afternoon",
    parts: [[/semmarine|rahba kedima/i]],
    links: [tripDay(0)],
  },
  // --- Tomorrow (Day 2, Sunday, November 23) ---
  {
    question: "whats tomorrow",
    parts: [[/birthday|discover marrakech/i]],
    links: [tripDay(2)],
  },
  {
    question: "tomorrow's date and what day of the week?",
    parts: [[/\b23(?:rd)?\b|twenty[- ]third/i], [/sunday/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time's breakfast tmrw n how much",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [tripDay(2)],
  },
  {
    question: "do i need to sign up for brekkie tmrw? by when",
    parts: [[/(?:night|evening) before|tonight/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "whats for breakfast tomorrow",
    parts: [[/msemen|amlou|orange juice|eggs/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time is the walking tour tmrw",
    parts: [[clock(9, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "which places r we seeing on the tour tmrw",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "how much is tomorrow's walking tour",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  U("which medina gate do we meet at for the tour tomorrow morning"),
  {
    question: "wait is the birthday dinner tonight or tomorrow",
    parts: [[/tomorrow|sunday|\b23(?:rd)?\b/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what time is the birthday dinner tomorrow",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "where's the bday dinner tmrw",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "dress code tmrw night??",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "how much is tmrw's bday dinner pp",
    parts: [[/100\s*(?:-|–|to)\s*\$?120/i]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is the birthday dinner tomorrow",
    parts: [[/mediterranean/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "is there any entertainment at the dinner tomorrow",
    parts: [[/dancer|musician|live music/i]],
    links: [tripDay(2), "/dinners"],
  },
  U("will there be cake tomorrow 👀"),
  {
    question: "bar crawl tmrw what time",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "is tmrw's bar crawl free? drinks included?",
    parts: [[usd(10)], [/as you go|not included|pay for (?:your|their) own|own drinks/i]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "where's the bar crawl tmrw",
    parts: [[/gueliz/i, /hivernage/i]],
    links: [tripDay(2)],
  },
  U("which bars r we hitting on the crawl tmrw"),
  {
    question: "what do i wear for tmrw's crawl, can i just stay in the gold outfit",
    parts: [[/smart casual/i]],
    links: [tripDay(2)],
  },
  {
    question: "anything on at the villa tomorrow afternoon?",
    parts: [[/pool/i, clock(14, 30)]],
    links: [tripDay(2)],
  },
  // --- The days ahead: Marrakech, Agafay, Zagora, the road to Fes ---
  {
    question: "whats the day after tomorrow",
    parts: [[/balloon|desert fun|agafay/i]],
    links: [tripDay(3)],
  },
  {
    question: "how many days till the desert camp from today",
    parts: [[/wednesday|\b4\b|four/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time's the balloon the day after tomorrow? need to set an alarm",
    parts: [[clock(5, 30)]],
    links: [tripDay(3), "/faq"],
  },
  {
    question: "how much is the balloon ride",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget", "/faq"],
  },
  {
    question: "how long r we actually up in the balloon",
    parts: [[/(?:an|one|1)\s*hour/i]],
    links: [tripDay(3)],
  },
  {
    question: "what do i wear for the balloon, its gonna be freezing right",
    parts: [[/layer/i]],
    links: [tripDay(3)],
  },
  U("whats the balloon company called"),
  U("how many ppl signed up for the balloon so far"),
  {
    question: "how far is agafay from marrakech",
    parts: [[num(40)]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "agafay day price?",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what do we actually do in agafay",
    parts: [[/quad/i, /camel/i]],
    links: [tripDay(3)],
  },
  {
    question: "where's dinner the day after tomorrow",
    parts: [[/nobu/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "is there a min spend at nobu",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  U("who's the photographer on tuesday? do they have an insta"),
  U("how much does the photographer cost us"),
  {
    question: "when's the photoshoot",
    parts: [[/tuesday|day\s*4|\b25(?:th)?\b/i, clock(8, 30)]],
    links: [tripDay(4), "/"],
  },
  {
    question: "what colours should i wear for the photos",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "how much is jardin majorelle",
    parts: [[usd(18)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "ysl museum price?",
    parts: [[usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "do i need to buy the majorelle tix myself",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "where's the palace dinner and how much is it",
    parts: [[/dar yacout/i], [/individual|at the restaurant|pay (?:for )?(?:your|their) own/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "dress code at dar yacout?",
    parts: [[/dress(?:y|ed up)|kaftan|djellaba|best evening/i]],
    links: [tripDay(4), "/dinners", "/faq"],
  },
  {
    question: "how much is the souk guide on the 25th",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "whats tuesday's theme",
    parts: [[/gardens\s*(?:&|and)\s*souks/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time do we leave for the desert on wednesday",
    parts: [[clock(7)]],
    links: [tripDay(5)],
  },
  {
    question: "whats ait benhaddou famous for",
    parts: [[/gladiator|game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "how high is the tichka pass",
    parts: [[num(2200)]],
    links: [tripDay(5)],
  },
  {
    question: "what time's the camel ride",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "r we sleeping at the villa wed night?",
    parts: [[/camp|zagora/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "what do i pack for the desert camp",
    parts: [[/layer|fleece/i]],
    links: [tripDay(5), "/faq"],
  },
  U("is there wifi at the desert camp"),
  {
    question: "how cold does the desert get at night",
    parts: [[/freez/i]],
    links: ["/faq"],
  },
  {
    question: "any tips for motion sickness on the mountain road",
    parts: [[/tablet/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "what time is sunrise on the dunes thursday",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "what are we doing on the 27th",
    parts: [[/train/i, /fes/i]],
    links: [tripDay(6)],
  },
  {
    question: "how long is the train to fes",
    parts: [[num(6)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "train to fes price??",
    parts: [[usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "what time does the fes train leave",
    parts: [[clock(15)]],
    links: [tripDay(6)],
  },
  {
    question: "where does the fes train stop on the way",
    parts: [[/rabat/i, /meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "when do we get our train tix",
    parts: [[/host/i]],
    links: ["/faq", tripDay(6)],
  },
  U("whats the train number for fes, which company is it"),
  {
    question: "what time do we get into the riad in fes",
    parts: [[clock(21)]],
    links: [tripDay(6)],
  },
  {
    question: "how much is the fes riad",
    parts: [[usd(90)]],
    links: ["/budget", "/accommodations", tripDay(6)],
  },
  U("whats the name of the riad in fes"),
  // --- Fes, Chefchaouen, Casablanca and the way home ---
  {
    question: "how many nights r we in fes",
    parts: [[num(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "whats on friday the 28th",
    parts: [[/tanner|bou inania|blue gate|bou jeloud/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time is the tannery visit",
    parts: [[clock(14)]],
    links: [tripDay(7)],
  },
  {
    question: "any tips for the tannery smell lol",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "where do we go into the fes medina",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  U("whats the name of our guide in fes"),
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/(?:4|four)\s*hours?/i]],
    links: [tripDay(8)],
  },
  {
    question: "what day is chefchaouen",
    parts: [[/saturday|\b29(?:th)?\b|day\s*8/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats the local food to try in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "when do people start leaving",
    parts: [[/day\s*8|\b29(?:th)?\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "what time's the train to casablanca on sunday",
    parts: [[clock(7)]],
    links: [tripDay(9)],
  },
  {
    question: "how long's the train from fes to casa",
    parts: [[/(?:4|four)\s*hours?/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick'?s/i]],
    links: [tripDay(9)],
  },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque",
    parts: [[/shoulders|covered|scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the hassan ii minaret",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|CMN/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how long from casablanca to the airport",
    parts: [[num(45)]],
    links: [tripDay(9)],
  },
  {
    question: "what time should my flight home on the 30th be",
    parts: [[new RegExp(`evening|${clock(18).source}`, "i")]],
    links: [tripDay(9), "/faq"],
  },
  U("how much luggage can i bring on the train"),
  // --- Money ---
  {
    question: "how much is 100 dirhams in dollars",
    parts: [[usd(10)]],
    links: ["/budget"],
  },
  {
    question: "whats the exchange rate",
    parts: [[num(10)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i tip at restaurants",
    parts: [[/10\s*(?:-|–|to)\s*15/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax how much",
    parts: [[/\b28\b|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much cash should i pull out at the atm",
    parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start when bargaining",
    parts: [[/40\s*(?:-|–|to)\s*50/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[usd(100), num(500)]],
    links: ["/budget"],
  },
  {
    question: "how much is the whole trip gonna cost me roughly",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "do cards work in the souks",
    parts: [[/cash/i]],
    links: ["/budget"],
  },
  {
    question: "which cards work best over there",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "what do card foreign fees usually run",
    parts: [[/1\s*(?:-|–|to)\s*3\s*%/i]],
    links: ["/budget"],
  },
  U("how much is a sim card at the airport"),
  U("does uber work in marrakech"),
  // --- Getting around and practical matters ---
  {
    question: "whats the best way to get around marrakech",
    parts: [[/taxi|on foot/i]],
    links: ["/faq"],
  },
  U("how much is a taxi from the villa to gueliz"),
  {
    question: "do i need a visa im american",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/(?:six|6)\s*months/i]],
    links: ["/faq"],
  },
  {
    question: "my charger doesnt fit the socket here, what plug adapter do i need",
    parts: [[/type\s*c|C\s*\/\s*E/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what voltage is it",
    parts: [[num(220)]],
    links: ["/faq"],
  },
  {
    question: "whats the weather gonna be like",
    parts: [[/15\s*(?:-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "will it rain at all",
    parts: [[/rare/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco",
    parts: [[/(?:UTC|GMT)\s*\+\s*1/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is alcohol easy to find or nah",
    parts: [[/licensed|bars/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in arabic",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "is morocco safe",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "im vegetarian, who do i tell and by when",
    parts: [[/host/i], [/(?:two|2)\s*weeks/i]],
    links: ["/dinners"],
  },
  // --- The map ---
  {
    question: "what does red mean on the map",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the food spots on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  {
    question: "whats the pink category on the map",
    parts: [[/romantic/i]],
    links: ["/map"],
  },
  {
    question: "any food recs near the spice square",
    parts: [[/nomad|caf[eé] des [ée]pices/i]],
    links: ["/map"],
  },
  {
    question: "where's al fassia and what should i order",
    parts: [[/gueliz/i], [/lamb shoulder/i]],
    links: ["/map"],
  },
  {
    question: "is there a cooking class anywhere",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[num(1917)]],
    links: ["/map"],
  },
  // --- The site, its music, Rupa, the host and the occasion ---
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "what instrument is that in the home page music",
    parts: [[/oud/i]],
    links: ["/"],
  },
  U("whats the song on the home page called"),
  {
    question: "how do i turn the music off rn its so loud",
    parts: [[/bottom[- ]left/i]],
  },
  {
    question: "where do i find you on the site rupa",
    parts: [[/bottom[- ]right/i]],
  },
  {
    question: "who am i talking to rn lol",
    parts: [[/rupa/i]],
  },
  U("rupa how old r u"),
  U("why are you called rupa"),
  {
    question: "whats the occasion for this trip",
    parts: [[/birthday/i, num(30)]],
    links: ["/"],
  },
  {
    question: "whose birthday is it",
    parts: [[/host/i]],
    links: ["/"],
  },
  U("whats the host's name again"),
  U("whats the host's number"),
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what's the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "where's the transport info",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  U("when will the transportation page be updated"),
  // --- The gallery ---
  {
    question: "how do i upload the vids from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "max file size and how many at once for uploads",
    parts: [[/50\s*MB/i], [num(10)]],
    links: ["/gallery"],
  },
  {
    question: "i just uploaded the wrong pic, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save a pic from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a slideshow we can put on the tv",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  // --- Not on the site ---
  U("who am i rooming with at the villa tonight"),
  U("is the villa pool heated rn"),
  U("is there a pharmacy near the villa, i need one rn"),
  U("whats the emergency number in morocco"),
  U("are we getting the host a group gift? how much to chip in"),
  U("what time does the villa kitchen close tonight"),
  U("can i bring a plus one"),
  U("does the villa do laundry"),
  U("what's the villa's exact address, ordering an uber tonight"),
  U("can i smoke at the villa"),
  U("what time do the food stalls at jemaa el fnaa close"),
  U("is there a gym at the villa, wanna work out rn"),
  U("how many hammam slots are left today"),
  U("whats the villa's phone number"),
];
