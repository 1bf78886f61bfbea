// HUNDRED-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * THE CLOCK: 17:30 on Friday, November 21, 2025, Morocco time (UTC+1), which is 16:30 UTC.
 *
 * It is Day 0 of the trip (the first of ten days, numbered 0 to 9): Friday, November 21, 2025,
 * "Arrival & Shopping".
 * - This morning: 11:00 Arrival & Airport Transfer at Marrakech Menara Airport (RAK): SIM cards and
 *   dirhams at the airport, shared cars to the medina (about $45 per car, paid in cash to the driver).
 * - Early this afternoon: 13:00 Check In at Riad L-Authentic in the Marrakech medina ($45 per person
 *   for 1 night), mint tea on arrival.
 * - This afternoon / right now: the 15:00 First Stroll Through the Souks (Souk Semmarine & Rahba
 *   Kedima; bargaining starts at 40-50% of the asking price; most stalls cash only) is winding down;
 *   the next thing on the plan is dinner.
 * - Tonight: 20:00 Welcome Dinner at Le Foundouk, Marrakech medina, near the Ben Youssef Madrasa
 *   (Moroccan & French; $40-60 per person with a $20 deposit to hold the table; smart casual).
 * - The night is spent at Riad L-Authentic, Marrakech medina (1 night).
 * - Yesterday (Thursday, November 20): nothing on the itinerary; the trip had not begun (the FAQ says
 *   land on the morning of Nov 21, or arrive a day early and meet at the riad).
 * - Tomorrow: Day 1, Saturday, November 22, "Rest & Relax": 09:30 slow morning & mint tea (breakfast
 *   on the riad roof terrace), 15:00 check in at Villa Royale (check-in after 3 PM; optional $50 per
 *   person contribution; 5 nights listed), 16:30 hammam & massage ($60), 19:30 sunset by the pool.
 * - The day after tomorrow: Day 2, Sunday, November 23, "Discover Marrakech", the golden birthday
 *   dinner at Comptoir Darna at 19:30.
 */
export const HUNDRED_NINTH_TEST_CLOCK = new Date("2025-11-21T16:30:00Z");

const UNITS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n < 20) return UNITS[n];
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${UNITS[n % 10]}`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const forms = [escapeRegExp(String(n))];
  if (n >= 1000) forms.push(escapeRegExp(n.toLocaleString("en-US")));
  const alternatives = forms.map((digits) => `(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`);
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18", "18 bucks". */
function usd(n: number): RegExp {
  const d = escapeRegExp(String(n));
  return new RegExp(
    [
      `\\$\\s?${d}(?:\\.00)?(?![\\d]|[.,]\\d)`,
      `(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?\\$?${d}(?![\\d]|[.,]\\d)`,
    ].join("|"),
    "i",
  );
}

/** A range such as "$40-60", "$40–$60", "40 to 60", "10-15%". */
function span(lo: number, hi: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${lo}\\s?(?:-|–|—|to)\\s?\\$?\\s?${hi}(?![\\d])`, "i");
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const alternatives = [
    `(?<![\\d:])0?${h}[:h.]${mm}(?![\\d])`,
    `(?<![\\d:])${h12}(?:[:.]${mm})${m === 0 ? "?" : ""}\\s?${meridiem}\\.?\\s?m\\b\\.?`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** Any one of several forms of the same fact. */
function anyOf(...keys: (string | RegExp)[]): RegExp {
  return new RegExp(keys.map((key) => (typeof key === "string" ? escapeRegExp(key) : `(?:${key.source})`)).join("|"), "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const DAY0 = /day\s*(?:0|zero)\b/i;
const DAY1 = /day\s*(?:1|one)\b/i;
const SUNDAY_23 = anyOf(/\bsun(?:day)?\b/i, /nov(?:ember)?\.?\s*23/i, /\b23rd\b/i, /day\s*(?:2|two)\b/i);
const TUESDAY_25 = anyOf(/\btue(?:s|sday)?\b/i, /nov(?:ember)?\.?\s*25/i, /\b25th\b/i, /day\s*(?:4|four)\b/i);

export const hundredNinthTestQuestions: TestQuestion[] = [
  // ---- Right now: day 0, Friday Nov 21, 17:30 ----
  { question: "yo rupa what day of the trip is it today", parts: [[DAY0]], links: [tripDay(0)] },
  { question: "whats todays theme", parts: [[/arrival\s*(?:&|and)\s*shopping/i]], links: [tripDay(0)] },
  { question: "what time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "where r we eating tonight", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much is tonights dinner gonna be", parts: [[span(40, 60)]], links: [tripDay(0), "/dinners"] },
  { question: "do i need to pay a deposit for tonight's dinner? how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "dress code for dinner tonight??", parts: [[/smart[- ]?casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "what kinda food is it tonight", parts: [[/moroccan/i, /french/i]], links: [tripDay(0), "/dinners"] },
  { question: "where are we sleeping tonight", parts: [[/l[- ]?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "how much is the riad per person for tonight", parts: [[usd(45)]], links: ["/accommodations", "/budget", tripDay(0)] },
  { question: "what time did we all meet at the airport this morning", parts: [[clock(11, 0)]], links: [tripDay(0)] },
  { question: "which airport did we land at today", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the car from the airport this morning", parts: [[usd(45), /\bcar\b/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "can i pay the airport driver by card", parts: [[/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "what time did we check in at the riad", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  { question: "wait which souks are we walking thru this afternoon", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
  { question: "what time did the souk stroll start this aft", parts: [[clock(15, 0)]], links: [tripDay(0)] },
  { question: "how low should i go when haggling in the souk today", parts: [[span(40, 50)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "do the souk stalls take cards or cash only", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "whats happening next tonight after the souks", parts: [[/welcome dinner|foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "how long till dinner from now",
    parts: [[anyOf(clock(20, 0), /2\.5\s?h|two and a half|2\s?h(?:ou)?rs?\s?(?:and\s)?30/i)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "what should i wear walking around the medina today", parts: [[/knees/i]], links: [tripDay(0), "/faq"] },
  { question: "where is le foundouk exactly", parts: [[/ben youssef|medina/i]], links: [tripDay(0), "/dinners"] },
  { question: "whats on the menu tonight", parts: [[/zaalouk|briouat|tagine/i]], links: ["/dinners"] },
  { question: "is the riad we're at close to jemaa el fna", parts: [[/walk/i]], links: ["/accommodations"] },
  { question: "what's the plan for tomorrow", parts: [[/villa royale|rest\s*(?:&|and)\s*relax/i]], links: [tripDay(1)] },
  { question: "tmrw is the 22nd right? what day # is that", parts: [[DAY1]], links: [tripDay(1)] },
  { question: "what time can we get into the villa tomorrow", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "tomorrow theres a hammam thing? what time n how much", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "how do i book a massage slot for tomorrow", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "whats happening tomorrow evening", parts: [[/sunset/i]], links: [tripDay(1)] },
  { question: "what time is the sunset pool thing tmrw", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "do i need a jacket tomorrow night at the villa", parts: [[anyOf(/sweater/i, /\bcool/i)]], links: [tripDay(1)] },
  { question: "is there breakfast tomorrow morning and when", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "where do we have breakfast tomorrow", parts: [[/roof/i]], links: [tripDay(1)] },
  U("what time do we have to check out of the riad tomorrow"),
  U("whats the wifi password at the riad"),
  U("whats the phone number of the riad we're at tonight"),
  U("what time do the souks close tonight"),
  U("who's giving the toast at dinner tonight"),
  U("how many of us have already made it to marrakech today"),

  // ---- The trip, the occasion, Rupa ----
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whose birthday is this for and which one is it", parts: [[/host/i], [num(30)]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the chat thing on the page", parts: [[/bottom[- ]?right/i]] },

  // ---- Marrakech days: Sunday the 23rd to Tuesday the 25th ----
  { question: "what are we doing the day after tomorrow", parts: [[/discover marrakech|birthday/i]], links: [tripDay(2)] },
  { question: "what day n time is the bday dinner", parts: [[SUNDAY_23], [clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where's the bday dinner at", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is the birthday dinner per person", parts: [[span(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what do i wear to the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "is there any entertainment at comptoir darna", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time does the bar crawl start on sunday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "where does the bar crawl go", parts: [[/gueliz|hivernage/i]], links: [tripDay(2)] },
  { question: "what time's the walking tour on the 23rd", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "what places do we see on the walking tour", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "walking tour price?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what time is breakfast at the villa", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "how much is breakfast at the villa, is it included", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "hot air balloon on monday what time is pickup", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "how much is the balloon", parts: [[usd(117)]], links: [tripDay(3), "/faq", "/budget"] },
  { question: "how long are we actually up in the air in the balloon", parts: [[/(?:an|1|one)\s?hour|60\s?min/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40)]], links: [tripDay(3), "/map"] },
  { question: "what do we do in agafay on day 3", parts: [[/quad|camel/i]], links: [tripDay(3)] },
  { question: "how much is the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "nobu dinner is what time on the 24th", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "is there a minimum spend at nobu", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what should i wear for the balloon, is it cold that early", parts: [[/freez|warm layers/i]], links: [tripDay(3), "/faq"] },
  { question: "what day and time is the group photoshoot", parts: [[TUESDAY_25], [clock(8, 30)]], links: [tripDay(4), "/"] },
  { question: "what colors should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "how much is majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "who books the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on tuesday cost?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "how much should i budget for shopping", parts: [[span(100, 500)]], links: ["/budget", tripDay(4)] },
  { question: "palace dinner where", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code dar yacout", parts: [[/kaftan|dressy|djellaba/i]], links: [tripDay(4), "/dinners", "/faq"] },

  // ---- The desert: Wednesday the 26th ----
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats the mountain pass called", parts: [[/tichka/i]], links: [tripDay(5), "/faq"] },
  { question: "how high is the pass", parts: [[/2[,. ]?200/i]], links: [tripDay(5)] },
  { question: "whats ait benhaddou famous for", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how much is the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what's included in the desert camp price", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget"] },
  { question: "what time's the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where's the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  U("what's the name of the desert camp"),
  U("how long is the camel ride"),
  U("what's the name of our riad in fes"),
  U("whats the host's name"),
  U("what's the password to delete pics in the gallery"),

  // ---- Fes, Chefchaouen, Casablanca: the 27th to the 30th ----
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6), "/faq"] },
  { question: "how long is the train to fes", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much is the fes train ticket", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "does the train to fes stop anywhere", parts: [[/rabat|meknes/i]], links: [tripDay(6)] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much is the riad in fes and for how many nights", parts: [[usd(90)], [num(3)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "thursday the 27th whats happening", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "day 7 walking tour what time", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which gate do we go in at fes", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "whats the tannery called and when do we go", parts: [[/chouara/i], [clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they give u mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,. ]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "whats for dinner on the 28th", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "day 8 drive to chefchaouen how long", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "ras el maa what time", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "where do we go for the view over the blue town", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "are ppl already leaving on the 29th?", parts: [[anyOf(/some guests/i, /depart/i)]], links: [tripDay(8), "/faq"] },
  { question: "what time do we head back from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[anyOf(/work in progress/i, /may change/i, /not (?:yet )?final/i)]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "last day what time's the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9), "/faq"] },
  { question: "how long is the fes to casa train", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|knees/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  {
    question: "when should i book my flight home for",
    parts: [[anyOf(/nov(?:ember)?\.?\s*30/i, /\b30th\b/i, /\bsunday\b/i), /evening/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "what time is departure on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },

  // ---- Practicalities, money, stays ----
  { question: "do i need a visa im american", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type\s*c/i]], links: ["/faq", "/"] },
  { question: "voltage there?", parts: [[/220/i]], links: ["/faq", "/"] },
  { question: "how much to tip at restaurants", parts: [[span(10, 15)]], links: ["/faq", "/budget"] },
  { question: "tourist tax how much", parts: [[anyOf(num(28), usd(2.75))]], links: ["/faq", "/budget"] },
  { question: "how much cash should i take out at the atm each time", parts: [[span(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "which dinners are the special event ones", parts: [[/comptoir darna/i, /dar yacout/i]], links: ["/dinners"] },
  { question: "roughly how much is this whole trip gonna cost me per person", parts: [[/\b440\b/i, /\b943\b/i]], links: ["/budget"] },
  U("how much does a sim card cost at the airport"),
  U("how much is the chefchaouen day trip"),
  U("whats the name of the guide for the fes walk"),
  U("how long is the hassan ii mosque tour"),

  // ---- More about right now, tonight and tomorrow ----
  { question: "tomorrow is a pool day?? what do i wear at the villa", parts: [[/cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "whats the date today", parts: [[anyOf(/nov(?:ember)?\.?\s*21/i, /\b21st\b/i)]], links: [tripDay(0)] },
  { question: "is tonight the bday dinner? if not when is it", parts: [[/welcome/i], [SUNDAY_23]], links: [tripDay(0), tripDay(2), "/dinners"] },
  { question: "how many nights are we at this riad", parts: [[num(1)]], links: [tripDay(0), "/accommodations"] },
  { question: "does the villa have a pool? tryna swim tomorrow", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  {
    question: "did i miss anything yesterday or did it all start today",
    parts: [[anyOf(/nov(?:ember)?\.?\s*21/i, /\b21st\b/i, DAY0)]],
    links: [tripDay(0)],
  },
  { question: "whats the temp like this week", parts: [[span(15, 25)]], links: ["/", "/faq"] },
  { question: "is the villa far from the medina? we're heading there tomorrow", parts: [[anyOf(span(20, 25), num(20))]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "whats the exchange rate, hitting the atm rn", parts: [[num(10), /\bMAD\b|dirham/i]], links: ["/budget", "/faq", "/"] },
  { question: "what does the hammam tomorrow actually involve", parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]], links: [tripDay(1)] },
  U("whats the wifi at the villa"),
  U("which suite am i in at the villa tomorrow"),
  U("who am i rooming with at the villa"),
  U("is the villa pool heated? wanna swim tomorrow"),
  U("how much is a taxi from the riad to the villa tomorrow"),
  U("what time is sunset today"),
  U("is there gonna be a cake tonight"),
  U("whats the host's venmo for the dinner deposit"),
  U("how many people fit in each car tomorrow"),
  U("is the hammam tomorrow separate for guys and girls"),
  U("does le foundouk have a dj tonight"),

  // ---- Things the site does not say ----
  U("whats the photographer's name for tuesday"),
  U("can i bring my bf, is there a plus one"),
  U("whats the balloon company called"),
  U("is there a gym at the villa"),
  U("what's the emergency contact number for the host"),
  U("when will the transportation page be updated"),
  U("what's the name of the first bar on the bar crawl"),
  U("how much does the riad dinner in fes cost"),
  U("what airline should i book"),
  U("what does golden birthday even mean"),
  U("who's the dj at the birthday dinner"),
  U("whats my seat number on the train to fes"),
  U("what should i get the host as a gift"),
  U("can we bring kids"),

  // ---- The site: stays, gallery, music, map, home, dinners, FAQ ----
  { question: "villa check out time when we leave?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how do i upload my vids", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit on videos", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i turn the music off", parts: [[/mute|bottom[- ]?left/i]] },
  { question: "which pages have the same song as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]?see/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  { question: "when should i tell the host about my allergy", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "what languages do they speak there and how do i say thanks", parts: [[/darija|arabic/i], [/shukran/i]], links: ["/faq"] },
];
