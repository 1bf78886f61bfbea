// HUNDRED-EIGHTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-eighteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 10:30 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * - Today is day 1 of the trip (Saturday, November 22, 2025), "Rest & Relax".
 * - This morning: 09:30 "Slow Morning & Mint Tea" at Riad L-Authentic in the
 *   Marrakech medina: sleep in, breakfast on the riad roof terrace, pack up at
 *   leisure, no rush.
 * - Right now (10:30): still that slow morning at the riad; nothing else is
 *   scheduled until 15:00.
 * - This afternoon: 15:00 check in at Villa Royale on the outskirts of
 *   Marrakech (check-in after 3 PM, home for 5 listed nights, optional $50 per
 *   person contribution, swimwear at the pools with a cover-up for meals), then
 *   16:30 Hammam & Massage at the villa ($60 per person, book a slot with the host).
 * - Tonight: 19:30 "Sunset by the Pool" in the Villa Royale gardens (music by
 *   the water; bring a sweater).
 * - The night is spent at Villa Royale (its first night).
 * - Yesterday: day 0, Friday, November 21, "Arrival & Shopping": 11:00 arrival
 *   at Marrakech Menara Airport (RAK) and transfer (about $45 per car, cash),
 *   13:00 check in at Riad L-Authentic ($45 per person, 1 night), 15:00 first
 *   stroll through the souks, 20:00 welcome dinner at Le Foundouk ($40-60 per
 *   person, $20 deposit, smart casual); the night was spent at Riad L-Authentic.
 * - Tomorrow: day 2, Sunday, November 23, "Discover Marrakech", the birthday
 *   day (the host's 30th golden birthday): 08:30 breakfast at the villa ($10),
 *   09:30 medina walking tour (Bahia Palace, Ben Youssef Madrasa, Le Jardin
 *   Secret; $10 plus museum fees), 14:30 pool time and getting ready, 19:30
 *   Golden Birthday Dinner at Comptoir Darna, Hivernage ($100-120 per person,
 *   golden glam), 22:30 guided bar crawl in Gueliz & Hivernage ($10 for the guide).
 */
export const HUNDRED_EIGHTEENTH_TEST_CLOCK = new Date("2025-11-22T09:30:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number in words (as a pattern), or null when nobody would write it out. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return NUMBER_WORDS[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${NUMBER_WORDS[ones]!}`;
  }
  if (n < 1000 && n % 100 === 0) return `${NUMBER_WORDS[n / 100]!} hundred`;
  if (n < 20000 && n % 1000 === 0) return `${NUMBER_WORDS[n / 1000]!}[- ]thousand`;
  return null;
}

/** A number's digits as a pattern, allowing a thousands separator. */
function digitPattern(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitPattern(n)}(?!\\d|[.,]\\d)`;
  const words = numberWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = digitPattern(n);
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US)?\\$\\s?${d}${end}|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b|\\bUSD\\s?${d}${end}`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8pm, 8 p.m.; 19:30, 7:30 pm, 7.30. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alts = [`0?${h}\\s?[:h.]\\s?${mm}`];
  if (m === 0) alts.push(`${h12}(?:[:.]00)?\\s?${half}`, `${h12}[:.]00`);
  else alts.push(`${h12}[:.]${mm}`);
  return new RegExp(`(?<![\\d:.])(?:${alts.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredEighteenthTestQuestions: TestQuestion[] = [
  // --- Today, right now, tonight (day 1, Saturday Nov 22, 10:30) ---
  { question: "what day of the trip is it today?", parts: [[/day\s*(?:1|one)\b/i]], links: [tripDay(1)] },
  { question: "wats today's theme", parts: [[/rest\s*(?:&|and|\+)\s*relax/i]], links: [tripDay(1)] },
  { question: "whats the plan for today", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what are we supposed to be doing right now lol", parts: [[/slow morning|mint tea|breakfast|pack/i]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "what time can we check in at the villa today", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "is anything planned for tonight?", parts: [[/sunset|pool/i]], links: [tripDay(1)] },
  { question: "what time is the sunset pool thing tonight", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "do i need a jacket tonight or nah", parts: [[/sweater|jumper|jacket|warm layer/i]], links: [tripDay(1)] },
  { question: "hammam this afternoon what time??", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "how much is the massage today", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how do i get a hammam slot today", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "what do i wear at the pool this afternoon", parts: [[/swim/i, /cover[- ]?up/i]], links: [tripDay(1)] },
  {
    question: "do we have to pay for the villa we're moving into today? how much",
    parts: [[/optional/i], [usd(50)]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  { question: "what's next on the schedule after this?", parts: [[/villa/i, clock(15, 0)]], links: [tripDay(1)] },
  { question: "where was breakfast this morning, i overslept", parts: [[/roof/i]], links: [tripDay(1)] },

  // --- Yesterday (day 0, Friday Nov 21) ---
  { question: "what was the name of the riad we stayed at last night", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much do i owe for the riad last night", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what did we do yesterday", parts: [[/welcome dinner|foundouk|souk/i]], links: [tripDay(0)] },
  { question: "what was the name of the restaurant last night", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was yesterday's dinner", parts: [[/\$?40\s*(?:-|–|to)\s*\$?60/i]], links: [tripDay(0), "/dinners"] },
  { question: "did i need to pay a deposit for last night's dinner? how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what time was the airport meetup yesterday", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "how much was the car from the airport yesterday", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },

  // --- Tomorrow (day 2, Sunday Nov 23) and the day after ---
  { question: "what's tomorrow", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "tmrw's theme?", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "what time is the bday dinner tomorrow", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where is tomorrow's dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "dress code tomorrow night??", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much is tomorrow's birthday dinner pp", parts: [[/\$?100\s*(?:-|–|to)\s*\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time does the walking tour start tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "which places does the walking tour go to tomorrow", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "breakfast at the villa tmrw what time", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "whats for breakfast at the villa tomorrow", parts: [[/msemen|amlou|orange juice|eggs/i]], links: [tripDay(2)] },
  {
    question: "bar crawl tmrw night - what time and how much?",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  { question: "dress code at nobu on monday?", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "day after tomorrow what are we doing", parts: [[/balloon|agafay|desert fun/i]], links: [tripDay(3)] },
  { question: "the balloon is the day after tomorrow right? what time's pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how many suites at the villa we're checking into today", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  {
    question: "how much is villa breakfast tomorrow and when do i sign up",
    parts: [[usd(10)], [/(?:night|evening) before/i]],
    links: [tripDay(2), "/faq"],
  },

  // --- Present moment, not on the site ---
  U("what time is the car picking us up from the riad today?"),
  U("what time do we have to check out of the riad this morning"),
  U("whats for dinner tonight at the villa, is food provided?"),
  U("what's the wifi password at villa royale"),
  U("which suite am i in tonight"),
  U("is anyone doing a grocery run to the supermarket before we head to the villa today?"),
  U("is the villa pool heated? wanna swim this afternoon"),
  // --- The villa, the birthday and tomorrow ---
  { question: "how far is the villa from town? we're heading there today", parts: [[/\b(?:20|twenty)\b/i]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "how many pools at the villa", parts: [[/\b(?:2|two)\s*(?:swimming\s*)?pools?/i]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many nights are we at the villa starting today", parts: [[num(5)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "whose birthday are we celebrating tomorrow", parts: [[/host/i]], links: ["/", tripDay(2)] },
  { question: "how old is the bday person turning", parts: [[num(30)]], links: ["/", tripDay(2)] },
  { question: "what kind of food is at tomorrow's dinner", parts: [[/moroccan/i, /mediterranean/i]], links: [tripDay(2), "/dinners"] },
  { question: "is there entertainment at tomorrow's dinner", parts: [[/danc|music/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "what do i wear on the walking tour tmrw and how much is it",
    parts: [[/shoulders/i, /knees/i], [usd(10)]],
    links: [tripDay(2)],
  },
  U("what time do we leave the villa tomorrow to get to the walking tour on time?"),
  { question: "bar crawl tmrw dress code?", parts: [[/smart casual/i]], links: [tripDay(2)] },
  { question: "where's the bar crawl tomorrow", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  U("how much are the museum entry fees on tomorrow's walking tour?"),

  // --- Monday the 24th (day 3) ---
  { question: "whats on monday?", parts: [[/balloon|agafay|desert fun/i]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what to wear for the balloon, is it cold up there", parts: [[/layer|hat|warm/i]], links: [tripDay(3)] },
  { question: "agafay day how much?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what can we do at agafay", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "nobu on the 24th - minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what time is nobu dinner", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },

  // --- Tuesday the 25th (day 4) ---
  { question: "when's the photoshoot?", parts: [[/tuesday|25(?:th)?|day\s*(?:4|four)/i]], links: [tripDay(4), "/"] },
  { question: "what time is the photographer coming", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "majorelle and ysl museum prices?",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on tuesday how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time is souk shopping on the 25th", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "palace dinner where?", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual|yourself|your own|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for the palace dinner", parts: [[/kaftan|djellaba|dressy|best evening/i]], links: [tripDay(4), "/dinners", "/faq"] },

  // --- Wednesday the 26th (day 5): the desert ---
  { question: "what day do we go to the desert camp", parts: [[/wednesday|26(?:th)?|day\s*(?:5|five)/i]], links: [tripDay(5)] },
  { question: "what time do we leave on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "that game of thrones village, where is it and which day",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i, /wednesday|26(?:th)?|day\s*(?:5|five)/i]],
    links: [tripDay(5)],
  },
  {
    question: "desert camp how much & whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "where is the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "sunset camel ride time?", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how high is the pass over the atlas", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "i get carsick, anything for the drive on wednesday?", parts: [[/motion[- ]?sickness|tablets|pills/i]], links: [tripDay(5), "/faq"] },
  U("is there a shower at the desert camp?"),
  U("whats the weight limit for the camels"),
  { question: "what's the dress code for the desert camp", parts: [[/layer|fleece/i]], links: [tripDay(5), "/faq"] },
  { question: "where on the site can i see all the prices", parts: [[/budget/i]], links: ["/budget"] },
  { question: "whats the theme on the 26th", parts: [[/sahara/i]], links: [tripDay(5)] },
  // --- Thursday the 27th to Sunday the 30th (days 6-9) ---
  { question: "whats the 27th?", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "train to fes what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  {
    question: "how much is the train to fes and how long is it",
    parts: [[usd(45)], [/(?:\b6|\bsix)\s*(?:-\s*)?hours?/i]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "fes riad price?", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  U("whats the name of the riad in fes"),
  { question: "thurs we drive back from the desert what time", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "what's happening friday?", parts: [[/fes/i]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "where do we meet for the fes walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was the quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "tannery smell tips?", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "is the fes schedule final?", parts: [[/work in progress|may change|not (?:yet )?final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "29th plan?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/(?:\b4|\bfour)\s*hours?/i]], links: [tripDay(8)] },
  { question: "what should I eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do people start going home", parts: [[/saturday|29(?:th)?|day\s*(?:8|eight)/i]], links: [tripDay(8), "/faq"] },
  { question: "what time do we leave fes for casa on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "farewell lunch where", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport did we fly into again", parts: [[/menara|\brak\b/i]], links: [tripDay(0), "/faq"] },
  { question: "how long to the airport from casablanca", parts: [[/45\s*min/i]], links: [tripDay(9)] },
  { question: "when should I book my flight home for", parts: [[/30(?:th)?|sunday|day\s*(?:9|nine)/i]], links: [tripDay(9), "/faq"] },
  {
    question: "departure time on the last day and which airport",
    parts: [[clock(18, 0)], [/mohammed v|\bcmn\b/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "fes to casablanca train how long", parts: [[/(?:\b4|\bfour)\s*hours?/i]], links: [tripDay(9), "/faq"] },

  // --- Practical, money, culture ---
  { question: "do I need a visa (US passport)", parts: [[/visa[- ]free|no visa|(?:don'?t|do not|won'?t)\s+need/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:six|6)\s*months/i]], links: ["/faq"] },
  { question: "what plug adapter", parts: [[/\bc\s*(?:\/|and|&|or|,)\s*(?:type\s*)?e\b/i]], links: ["/faq", "/"] },
  { question: "whats the exchange rate dirham to dollar", parts: [[/10\s*(?:mad|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[/\b28\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "tipping at the restaurant tomorrow how much", parts: [[/10\s*%?\s*(?:-|–|to)\s*15/i]], links: ["/faq", "/budget"] },
  { question: "i'm at the atm right now how much should i take out", parts: [[/1[,.\s]?000\s*(?:mad|dirhams?|dh)?\s*(?:-|–|to)\s*2[,.\s]?000/i]], links: ["/budget", "/faq"] },
  { question: "where do i start bargaining", parts: [[/40\s*%?\s*(?:-|–|to)\s*50/i]], links: ["/faq", "/budget"] },
  { question: "card foreign fees usually?", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "shopping budget people usually do?", parts: [[/\$?100\s*(?:-|–|to)\s*\$?500/i]], links: ["/budget", "/faq"] },
  { question: "how much is the whole trip gonna cost me roughly", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "is it gonna be warm today? temps?", parts: [[/15\s*°?\s*c?\s*(?:-|–|to)\s*25/i]], links: ["/", "/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:utc|gmt)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do you say thanks in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "tap water at the riad right now ok to drink?", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  U("what's the emergency number in morocco?"),
  U("is uber a thing in marrakech"),
  U("how much is a sim card at the airport"),
  // --- Rupa, the trip, the site, music, the gallery, the map ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the chat button", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn the music off rn its so loud", parts: [[/bottom[- ]left/i]] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many ppl in the squad", parts: [[num(22)]], links: ["/"] },
  { question: "trip dates?", parts: [[/21(?:st)?\s*(?:-|–|to|through|until)\s*(?:the\s*)?(?:nov(?:ember)?\.?\s*)?30/i]], links: ["/"] },
  { question: "what is the trip highlight", parts: [[/tbd|to be (?:decided|determined|announced|confirmed)|vote/i]], links: ["/"] },
  { question: "who are the quotes on the homepage from", parts: [[/churchill/i, /saint[- ]laurent|\bysl\b/i, /wharton/i]], links: ["/"] },
  { question: "i want to upload the pics from last night, how", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many files can i upload at a time", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max video size for upload?", parts: [[/50\s*mb/i]], links: ["/gallery"] },
  { question: "can i upload videos too or just photos", parts: [[/video/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional|not required|(?:don'?t|do not) (?:have|need)/i]], links: ["/gallery"] },
  { question: "how do i delete a vid i posted this morning by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("what's the password to delete photos"),
  { question: "can i download other ppls photos", parts: [[/download/i]], links: ["/gallery"] },
  { question: "transportation page is empty?", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple on the map?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "good restaurant in gueliz from the map?", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  {
    question: "allergies - who do i tell and by when",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  { question: "is alcohol easy to find", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  U("what's the name of the song playing on the home page?"),
  { question: "will it rain", parts: [[/rare|rarely|unlikely|rain jacket/i]], links: ["/faq"] },

  // --- Not on the site ---
  U("who is the host? whats their name"),
  U("whats the host's whatsapp number"),
  U("whats the photographer's name or insta"),
  U("can i bring my dog"),
  U("is there a gym at the villa"),
  U("how much is a taxi from the villa to jemaa el fna"),
  U("my suitcase didnt show up at RAK yesterday, who do i call?"),
  U("whats my seat number on the train to fes"),
  U("what time does the bar crawl finish tomorrow night"),
  U("how much are drinks on the bar crawl"),
  U("what should I get the host as a birthday gift"),
  U("is the balloon refunded if it's too windy"),
  U("what's the villa's street address, need it for my uber"),
  U("does the villa have a hairdryer"),
  U("how many photos are in the gallery rn"),
  U("who am i sharing a room with"),
  U("is there a hashtag for the trip?"),
  U("when will the transportation page be updated?"),
  U("what's the name of our guide on tomorrow's walking tour?"),
  U("can i smoke at the villa?"),
  U("is there laundry at villa royale"),
  U("what time does jardin majorelle close"),
  U("is the host's dinner tomorrow covered by us, do we split it?"),
];
