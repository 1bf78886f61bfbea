// HUNDRED-FORTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-forty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:00 on Friday, November 21, 2025, Morocco time (UTC+1).
 *
 * - Today is day 0 of the trip, Friday, November 21: "Arrival & Shopping".
 * - This morning: at 11:00 the squad met at arrivals at Marrakech Menara Airport (RAK) and took
 *   shared cars into the medina (about $45 per car, paid in cash to the driver).
 * - Early this afternoon: at 13:00 we checked in at Riad L-Authentic in the Marrakech medina
 *   ($45 per person for 1 night).
 * - Right now (since 15:00): the first stroll through the souks, Souk Semmarine & Rahba Kedima
 *   (bargaining starts at 40-50% of the asking price; most stalls take cash only).
 * - Tonight: at 20:00 the welcome dinner at Le Foundouk in the medina (Moroccan & French,
 *   $40-60 per person with a $20 deposit, smart casual).
 * - The night is spent at Riad L-Authentic.
 * - Yesterday (Thursday, November 20) was before the trip: nothing was planned; the FAQ tells
 *   early arrivals to meet the squad at the riad.
 * - Tomorrow is day 1, Saturday, November 22, "Rest & Relax": a slow morning with mint tea at the
 *   riad (09:30), check-in at Villa Royale (15:00, after 3 PM), hammam & massage (16:30, $60),
 *   and sunset by the pool (19:30). The night after that is spent at Villa Royale.
 * - The day after tomorrow is day 2, Sunday, November 23: the golden birthday day.
 */
export const HUNDRED_FORTY_SECOND_TEST_CLOCK = new Date("2025-11-21T15:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | undefined {
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[-\\s]${ONES[ones]}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  return undefined;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  const alternatives = [`(?<![\\d.,:])${digits}(?!\\d|[.,:]\\d)`];
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "USD 18". */
function usd(n: number): RegExp {
  const d = String(n);
  return new RegExp(
    `\\$\\s?${d}(?!\\d|[.,]\\d)|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b|\\busd\\s?${d}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 dollars". */
function usdSpan(lo: number, hi: number): RegExp {
  return new RegExp(
    `\\$\\s?${lo}\\s?(?:-|–|—|to|and)\\s?\\$?${hi}(?!\\d)|(?<![\\d.,])${lo}\\s?(?:-|–|—|to|and)\\s?${hi}\\s?(?:dollars|usd)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "4:30" for 16:30. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const minutes = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const meridiem = h >= 12 ? "p\\.?\\s?m\\.?" : "a\\.?\\s?m\\.?";
  const alternatives = [
    `(?<![\\d:])0?${h}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:])${h12}${minutes}\\s?${meridiem}`,
  ];
  if (h > 12 && m !== 0) alternatives.push(`(?<![\\d:])${h12}[:.]${mm}(?!\\d)`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b|\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A November date of the trip: "Nov 21", "November 21st", "21 Nov", "the 21st". */
function nov(d: number): RegExp {
  return new RegExp(
    `nov(?:ember)?\\.?\\s?${d}(?!\\d)|(?<![\\d.,:$])${d}(?:st|nd|rd|th)?\\s(?:of\\s)?nov|(?<![\\d.,:$])${d}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const LAuthentic = /l-?\s?authentic/i;
const tuesdayDay4 = /\btue(?:s(?:day)?)?\b|day\s?(?:4|four)\b|nov(?:ember)?\.?\s?25|25th/i;
const mondayDay3 = /\bmon(?:day)?\b|nov(?:ember)?\.?\s?24|24th|day\s?(?:3|three)\b/i;
const sundayDay2 = /\bsun(?:day)?\b|nov(?:ember)?\.?\s?23|23rd|day\s?(?:2|two)\b/i;

export const hundredFortySecondTestQuestions: TestQuestion[] = [
  // ---- Right now, today, tonight, tomorrow (day 0, Friday Nov 21, 16:00) ----
  { question: "wait what are we doing rn", parts: [[/souk/i]], links: [tripDay(0)] },
  { question: "whats the plan tonight??", parts: [[/foundouk/i, clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "where r we sleeping tonight", parts: [[LAuthentic]], links: [tripDay(0), "/accommodations"] },
  { question: "what time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  {
    question: "how much is tonights dinner and do we need to put a deposit down",
    parts: [[usdSpan(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "dress code for tonight? can i wear flip flops", parts: [[/smart[\s-]?casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "whats tmrw looking like", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time can we check in at the villa tomorrow", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "is there a hammam tmrw? what time n how much", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1)] },
  { question: "what time do i need to be up tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "what did we do this morning lol im so jetlagged", parts: [[/airport|menara|\bRAK\b|arriv/i]], links: [tripDay(0)] },
  { question: "what time were we meant to meet at arrivals today", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  {
    question: "how much was the car from the airport this morning, card or cash?",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  { question: "what time was riad check in today", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  { question: "how much is the riad tonight pp", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "where's the welcome dinner at", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what kinda food is at dinner tonight", parts: [[/moroccan/i, /french/i]], links: ["/dinners", tripDay(0)] },
  { question: "which souk are we in right now", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
  {
    question: "how low should i start haggling in the souk rn",
    parts: [[/40\s?(?:-|–|to)\s?50\s?(?:%|percent)/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  { question: "do the stalls here take card?", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "what day of the trip is it today", parts: [[/day\s?(?:0|zero)\b/i]], links: [tripDay(0)] },
  { question: "whats todays theme", parts: [[/arrival\s?(?:&|and)\s?shopping/i]], links: [tripDay(0)] },
  { question: "whats the date today btw", parts: [[nov(21)]], links: [tripDay(0)] },
  { question: "whats happening tomorrow evening", parts: [[/pool/i]], links: [tripDay(1)] },
  { question: "where's breakfast tomorrow", parts: [[/roof/i]], links: [tripDay(1)] },
  { question: "what's the day after tomorrow", parts: [[/birthday|discover marrakech/i]], links: [tripDay(2)] },
  { question: "how many days till the birthday dinner", parts: [[/\bsun(?:day)?\b|\b(?:2|two) days|nov(?:ember)?\.?\s?23|23rd/i]], links: [tripDay(2), "/dinners"] },
  { question: "are we at the riad again tomorrow night?", parts: [[/villa/i]], links: [tripDay(1), "/accommodations"] },
  { question: "do i need a swimsuit tomorrow", parts: [[/cover[\s-]?up/i]], links: [tripDay(1)] },
  { question: "how do i book the hammam for tmrw", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "do i have to pay for the villa tomorrow? how much", parts: [[usd(50)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "whats at 3pm tomorrow", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "and at 7.30 tmrw?", parts: [[/sunset|pool/i]], links: [tripDay(1)] },
  { question: "is the photographer coming tomorrow?", parts: [[tuesdayDay4]], links: [tripDay(4), "/"] },
  { question: "ok and after the souks today?", parts: [[/foundouk|welcome dinner/i]], links: [tripDay(0), "/dinners"] },
  { question: "and after the villa check in tomorrow?", parts: [[/hammam|massage/i]], links: [tripDay(1)] },
  { question: "i flew in yesterday, where do i find everyone", parts: [[/riad|l-?\s?authentic/i]], links: ["/faq", tripDay(0)] },
  {
    question: "was anything planned yesterday? i missed the group chat",
    parts: [[/nov(?:ember)?\.?\s?21|21st|\btoday\b|day\s?(?:0|zero)\b/i]],
    links: [tripDay(0)],
  },
  { question: "my phone is dying rn, what plug adapter do i need here", parts: [[/type\s?c/i]], links: ["/", "/faq"] },
  { question: "going to the atm now, how much should i take out", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/]], links: ["/budget", "/faq"] },
  { question: "how much do we tip at dinner tonight", parts: [[/10\s?(?:-|–|to)\s?15\s?(?:%|percent)/i]], links: ["/budget", "/faq"] },
  U("whats the wifi password at the riad"),
  U("which room am i in tonight"),
  U("what time do the souks close tonight"),
  U("what time's sunset today"),
  U("how much is a sim card at the airport"),
  U("what time does jess land today? she wasnt on the 11am"),
  U("whats le foundouk's phone number, running late"),
  U("is there a pharmacy near the riad"),
  // ---- Days 1 to 5: the villa, the birthday, Agafay, the gardens and the Zagora desert ----
  { question: "what's on sunday", parts: [[/birthday|discover marrakech/i]], links: [tripDay(2)] },
  { question: "whens the bday dinner exactly, day and time", parts: [[sundayDay2], [clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where is the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is the bday dinner pp", parts: [[usdSpan(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "bday dinner dress code??", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time is the bar crawl on the 23rd", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "where does the bar crawl go", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "walking tour sunday: what time and how much?", parts: [[clock(9, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "which spots are on the walking tour", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how many fancy dinners are there in total", parts: [[num(4)]], links: ["/dinners"] },
  { question: "whats on the 24th", parts: [[/balloon|agafay/i]], links: [tripDay(3)] },
  { question: "balloon pickup time?", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what do i wear for the balloon its gonna be freezing", parts: [[/layers|hat/i]], links: [tripDay(3)] },
  { question: "how long are we actually up in the balloon", parts: [[/(?:an?|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)\s?min/i]], links: [tripDay(3), "/map"] },
  {
    question: "what do we do in agafay after the balloon, and how much is it",
    parts: [[/quad|camel/i], [usd(40)]],
    links: [tripDay(3)],
  },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "which day is nobu again", parts: [[mondayDay3]], links: [tripDay(3), "/dinners"] },
  { question: "what time is nobu", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "what day and time is the photoshoot", parts: [[tuesdayDay4], [clock(8, 30)]], links: [tripDay(4), "/"] },
  { question: "what colours look good for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "how much is majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do we get our own majorelle tickets?", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on tuesday how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time is the souk shopping on day 4", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "whats the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what do i wear to dar yacout", parts: [[/dressy|kaftan|djellaba|best evening/i]], links: [tripDay(4), "/dinners"] },
  { question: "what's day 5", parts: [[/zagora|camel|desert camp|sahara/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert on the 26th", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "ait benhaddou was in what movies", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  {
    question: "desert camp price + whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what time's the camel ride wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what do i pack for the desert", parts: [[/fleece|scarf/i]], links: ["/faq", tripDay(5)] },
  { question: "i get carsick, anything i should know", parts: [[/tichka|winding/i]], links: ["/faq", tripDay(5)] },
  { question: "do i need to bring the big suitcase to the camp", parts: [[/overnight bag|small bag/i]], links: ["/faq"] },
  { question: "are we at the villa the night of the 26th?", parts: [[/zagora|desert camp/i]], links: ["/accommodations", tripDay(5)] },
  U("whats the balloon company called"),
  U("can i get a refund if i skip the balloon"),
  U("who's the photographer? do they have an insta"),
  U("which bars are we going to on the crawl"),
  U("does the villa have a gym"),
  U("can my plus one come just for the birthday dinner"),
  U("whats the seating plan for the bday dinner"),
  U("how many steps to the top of ait benhaddou"),
  U("is there a makeup artist before the bday dinner"),
  U("whats the host's venmo for the dinner deposit"),
  // ---- Days 6 to 9: the train to Fes, Fes, Chefchaouen, Casablanca and home ----
  { question: "whats on thursday", parts: [[/\bf[eè]s\b/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes on the 27th", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[/(?:6|six)[\s-]?h(?:ou)?rs?/i]], links: [tripDay(6), "/faq"] },
  { question: "train tix to fes how much", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "who's got our train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the riad on day 6", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much is the riad in fes", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "what time is sunrise at the camp on thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what's on friday the 28th", parts: [[/explore f[eè]s|f[eè]s el[\s-]?bali|tanner|bou inania/i]], links: [tripDay(7)] },
  { question: "what time is the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "tannery smells?? any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[/\b859\b/]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "bou inania is from what century", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "whats for dinner friday in fes and what time", parts: [[/pastilla|tagine/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "where do we start the fes walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "is the fes plan final?", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "chefchaouen drive how long", parts: [[/(?:4|four)\s?h(?:ou)?rs?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what's for lunch in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time is ras el maa / the spanish mosque", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "are some ppl leaving on the 29th", parts: [[/depart|leav|goodbye/i]], links: [tripDay(8), "/faq"] },
  { question: "what time is the train to casa on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is fes to casablanca by train", parts: [[/(?:4|four)\s?h(?:ou)?rs?/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "day 9 lunch what time", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  {
    question: "hassan ii mosque how much & what do i wear",
    parts: [[usd(13)], [/scarf|socks|shoulders/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the hassan II minaret", parts: [[/\b210\b/]], links: [tripDay(9)] },
  { question: "which airport do i fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[/(?:45|forty[-\s]five)\s?min/i]], links: [tripDay(9)] },
  {
    question: "what time should my flight home be on the 30th",
    parts: [[/evening|(?<!\d)18[:.h]00|6\s?(?::00\s?)?p\.?\s?m/i]],
    links: ["/faq", tripDay(9)],
  },
  { question: "can i fly out of fes instead of casa", parts: [[/day\s?(?:8|eight)\b|nov(?:ember)?\.?\s?29|29th|\bsat(?:urday)?\b/i]], links: ["/faq"] },
  { question: "anything planned dec 1?", parts: [[nov(30)]], links: [tripDay(9)] },
  { question: "how do we get to fes from marrakech", parts: [[/train/i]], links: ["/faq", tripDay(6)] },
  { question: "how do we get to the desert camp", parts: [[/atlas|a[iï]t benhaddou|tichka/i]], links: ["/faq", tripDay(5)] },
  { question: "what's on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  U("whats the name of our riad in fes"),
  U("does the fes riad have a pool"),
  U("whats the luggage limit on the train"),
  U("does ricks cafe take cards"),
  U("whats the guide's name in fes"),
  U("what time is the late supper at the fes riad on thursday"),
  U("how much do we tip the porters at the fes gate"),
  U("whats the train number to casablanca"),
  U("can i store my bags somewhere in casa before my flight"),
  // ---- Rupa, the host, the occasion, practicalities, the site's pages, the gallery and the music ----
  { question: "who even are u", parts: [[/rupa/i]] },
  { question: "whose bday is it anyway", parts: [[/host/i, /\b30(?:th)?\b|thirt(?:y|ieth)/i]], links: ["/"] },
  { question: "whats this trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "visa for canadians?", parts: [[/(?:90|ninety)\s?days/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:6|six)\s?months/i]], links: ["/faq"] },
  { question: "whats the voltage", parts: [[/220\s?v/i]], links: ["/", "/faq"] },
  { question: "need to change money rn whats the dirham rate", parts: [[/(?:10|100)\s?(?:MAD|dirhams?)/i]], links: ["/budget", "/faq", "/"] },
  { question: "will the riad charge us tourist tax tonight?", parts: [[/28\s?(?:MAD|dirhams?)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "whats the weather like today", parts: [[/15\s?(?:-|–|to)\s?25/]], links: ["/", "/faq"] },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get a drink drink there, like alcohol", parts: [[/licensed|bars/i]], links: ["/faq"] },
  { question: "what language do they speak", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "how do i say thank you to the souk guys rn", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites and pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "whats the whole trip gonna cost me roughly", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "how much should i budget for shopping", parts: [[/100\s?(?:-|–|to)\s?\$?500/]], links: ["/budget", "/faq"] },
  { question: "allergies - who do i tell and by when", parts: [[/host/i], [/(?:two|2)\s?weeks/i]], links: ["/dinners"] },
  { question: "what do the red pins on the map mean", parts: [[/must[-\s]?see/i]], links: ["/map"] },
  { question: "purple on the map?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "where can i do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "how do i upload the pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max video size?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "i just posted a blurry pic, how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i save someone's pic to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "the music is blasting in the souk rn how do i mute this site", parts: [[/bottom[-\s]?left/i]] },
  { question: "whats the trip highlight on the home page", parts: [[/\bTBD\b|to be (?:decided|determined)/i]], links: ["/"] },
  U("whats the password to delete pics"),
  U("whats the host's real name lol"),
  U("whats the host's number"),
  U("whats the song on the home page called"),
  U("how many pics have ppl uploaded today"),
  U("how long will the photos stay up after the trip"),
  U("how old is rupa"),
  U("can i uber to le foundouk tonight"),
  U("which sim is better, maroc telecom or orange"),
  U("do i need any vaccines"),
  U("whats the euro rate"),
];
