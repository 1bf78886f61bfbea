// SEVENTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 15:00 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * That is day 9 of the trip, Sunday, November 30: "Casablanca & Departure", the
 * last day (its page carries the note that the Fes itinerary is still a work in
 * progress).
 * - This morning: at 07:00 the squad checked out of the Fes riad and took the
 *   train from Fès station to Casa-Voyageurs (about four hours), then at 12:30 had
 *   the farewell lunch at Rick's Café, Boulevard Sour Jdid (smart casual), a
 *   restaurant built as a tribute to the film Casablanca.
 * - Right now (15:00): the Hassan II Mosque tour, Boulevard Sidi Mohammed Ben
 *   Abdallah, about $13 per person for the guided tour; shoulders, arms and knees
 *   covered, a light scarf and socks (shoes come off inside). One of the largest
 *   mosques in the world, built partly over the ocean, minaret about 210 metres;
 *   the tour shows the prayer hall, ablution rooms and hammam.
 * - This afternoon / tonight: at 18:00, Departure: transfers to Mohammed V
 *   International Airport (CMN), about 45 minutes from the city; spend the last
 *   dirhams, which are hard to change abroad.
 * - Tonight's night: no stay is booked (the last stay, the Fes riad, held the
 *   nights of days 6 to 8); the squad flies home.
 * - Yesterday: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive
 *   into the Rif (about four hours), 12:00 the blue medina and Plaza Uta
 *   el-Hammam (goat cheese and tagine), 15:00 Ras El Maa and the Spanish Mosque,
 *   17:00 return to Fes; some guests began departing.
 * - Tomorrow: Monday, December 1, nothing is planned: the trip (days 0 to 9,
 *   Nov 21-30) is over.
 */
export const SEVENTY_FIFTH_TEST_CLOCK = new Date("2025-11-30T14:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern source, or null when it has no short spelling. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]!}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]!} hundred`;
  return null;
}

/** The number in digits, as a pattern source ("9,?000" for 9000, "2\.75" for 2.75). */
function numberDigits(n: number): string {
  const text = String(n);
  if (Number.isInteger(n) && n >= 1000 && n < 1000000) return `${text.slice(0, -3)},?${text.slice(-3)}`;
  return text.replace(".", "\\.");
}

const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?![\\d]|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const words = numberWords(n);
  return new RegExp(`${NOT_BEFORE}${numberDigits(n)}${NOT_AFTER}` + (words ? `|\\b${words}\\b` : ""), "i");
};

/** A dollar amount: "$18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const d = numberDigits(n);
  return new RegExp(
    `\\$\\s?${d}(?:\\.00)?${NOT_AFTER}` +
      `|${NOT_BEFORE}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b` +
      `|\\bUS\\s?D\\s?${d}${NOT_AFTER}`,
    "i",
  );
};

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const twelve = m === 0 ? `${h12}(?::00)?\\s?${suffix}` : `${h12}[:.]${mm}\\s?${suffix}`;
  const notPm = h < 12 ? "(?!\\s?p\\.?\\s?m)" : "";
  const h24 = `0?${h}[:h.]${mm}(?!\\d)${notPm}`;
  return new RegExp(`(?<![\\d:.])(?:${h24}|${twelve}(?![a-z]))`, "i");
};

/** Any one of several patterns (for facts the content gives in several forms). */
const anyOf = (...patterns: RegExp[]): RegExp =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");

/** The link of a trip day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const HASSAN = /Hassan\s?(?:II|2)/i;
const AIRPORT_OUT = /Mohammed V|CMN/i;

export const seventyFifthTestQuestions: TestQuestion[] = [
  // ---- Right now, today, tonight, tomorrow (day 9, Sunday Nov 30, 15:00) ----
  { question: "rupa what r we doing rn", parts: [[HASSAN]], links: [tripDay(9)] },
  {
    question: "wait what day of the trip is it",
    parts: [[anyOf(/day\s*(?:9|nine)\b/i, /last day|final day/i)]],
    links: [tripDay(9)],
  },
  { question: "whats todays date again lol", parts: [[/Nov/i, num(30)]], links: [tripDay(9)] },
  { question: "is it sunday or monday today, ive totally lost track", parts: [[/Sunday/i]], links: [tripDay(9)] },
  { question: "whats todays theme on the itinerary", parts: [[/Casablanca/i, /Departure/i]], links: [tripDay(9)] },
  { question: "what time's the mosque tour", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "how much is the mosque tour this aftrnoon", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  {
    question: "what do i wear to the mosque today?? im in shorts rn",
    parts: [[/knee/i, /scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "do we have to take our shoes off in the mosque",
    parts: [[anyOf(/socks/i, /shoes? (?:come|comes|coming) off/i, /(?:take|taking) (?:your |our |them |shoes )?(?:shoes )?off/i, /remove/i)]],
    links: [tripDay(9), "/faq"],
  },
  { question: "can non muslims even go inside the hassan mosque", parts: [[/yes/i, /tour/i]], links: [tripDay(9), "/faq"] },
  { question: "what do they actually show u on the mosque tour", parts: [[/prayer hall/i, /ablution/i]], links: [tripDay(9)] },
  { question: "how tall is that minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "is the mosque literally on the ocean?", parts: [[/over the (?:ocean|Atlantic|water|sea)/i]], links: [tripDay(9)] },
  { question: "what time do we leave for the airport tonight", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport r we flying out of tonight", parts: [[AIRPORT_OUT]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "where did we have lunch today, forgot the name", parts: [[/Rick/i]], links: [tripDay(9)] },
  { question: "what time was lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "wheres ricks cafe exactly", parts: [[/Sour Jdid/i]], links: [tripDay(9)] },
  { question: "why ricks cafe, is it from a movie or smth", parts: [[/film|movie/i, /Casablanca/i]], links: [tripDay(9)] },
  { question: "dress code for ricks? i only packed sneakers n joggers", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "what time did the train leave fes this morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long was this mornings train ride", parts: [[num(4), /hour/i]], links: [tripDay(9), "/faq"] },
  { question: "whats the casa train station called where we got off", parts: [[/Casa[- ]?Voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "i still have like 300 dirhams, what do i do w them before i fly", parts: [[/spend/i]], links: [tripDay(9)] },
  {
    question: "where are we sleeping tonight?",
    parts: [[anyOf(/fl(?:y|ight|ying)/i, /airport/i, /depart/i)]],
    links: [tripDay(9)],
  },
  {
    question: "anything on tomorrow or is that it",
    parts: [[/last|final|ends?\b|over|no(?:thing)? (?:more|else|planned|scheduled)/i]],
    links: [tripDay(9)],
  },
  { question: "whats the plan for the rest of today", parts: [[HASSAN, /airport|depart/i]], links: [tripDay(9)] },
  { question: "what comes after the mosque", parts: [[/airport|depart/i]], links: [tripDay(9)] },
  { question: "whats the mosque address, need it for the taxi", parts: [[/Sidi Mohammed Ben Abdallah/i]], links: [tripDay(9)] },
  { question: "does todays page have some kind of note on it?", parts: [[/work in progress/i]], links: [tripDay(9)] },
  { question: "which city are we in rn", parts: [[/Casablanca|Casa\b/i]], links: [tripDay(9)] },
  { question: "whats happening at 6pm", parts: [[/airport|depart/i]], links: [tripDay(9)] },
  { question: "what's on at 3 today", parts: [[HASSAN]], links: [tripDay(9)] },
  {
    question: "how much is the mosque thing and do i need a scarf",
    parts: [[usd(13)], [/scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "tonight - what time do we go and which airport?",
    parts: [[clock(18, 0)], [AIRPORT_OUT]],
    links: [tripDay(9)],
  },
  { question: "is there anything today we have to pay for", parts: [[HASSAN, usd(13)]], links: [tripDay(9)] },
  { question: "did we have to check out of the fes riad this morning?", parts: [[/check(?:ed|ing)? out/i]], links: [tripDay(9)] },
  { question: "is the hassan mosque one of the biggest in the world or what", parts: [[/largest|biggest/i]], links: [tripDay(9)] },
  { question: "what time zone are we in right now", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "link me todays page pls", parts: [[/\/day\/9\b/]], links: [tripDay(9)] },
  { question: "are we still in fes today?", parts: [[/Casablanca|Casa\b/i]], links: [tripDay(9)] },
  {
    question: "tmrw is dec 1 right? is that day 10?",
    parts: [[anyOf(/\bno\b/i, /day\s*(?:9|nine)\b/i, /last|final|ends?\b|over/i)]],
    links: [tripDay(9)],
  },
  U("what time is my flight tonight"),
  U("how early do we need to be at the casablanca airport tonight, like 2 or 3 hrs?"),
  U("is the mosque tour in english?"),
  U("how do i get from ricks to the mosque, walk or taxi?"),

  // ---- Yesterday (day 8, Saturday Nov 29) ----
  { question: "yo rupa what did we do yesterday", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time did we leave for chefchaouen yesterday", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the main square in chefchaouen called", parts: [[/Uta el[- ]?Hammam/i]], links: [tripDay(8)] },
  { question: "that cheese we had for lunch yesterday, what was it", parts: [[/goat/i]], links: [tripDay(8)] },
  { question: "what was the spring thing called yesterday", parts: [[/Ras El Ma+/i]], links: [tripDay(8)] },
  { question: "what was the mosque up on the hill yesterday", parts: [[/Spanish Mosque/i]], links: [tripDay(8)] },
  { question: "what time did we head back from chefchaouen yesterday", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "how long is the drive from fes to chefchaouen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "did ppl start leaving yesterday already?", parts: [[/yes|some guests/i]], links: [tripDay(8)] },
  { question: "what colour is chefchaouen famous for lol", parts: [[/blue/i]], links: [tripDay(8)] },
  {
    question: "are some people flying out of fes instead of casa?",
    parts: [[/Fes/i, anyOf(/day\s*(?:8|eight)\b/i, /yesterday/i, num(29), /Saturday/i)]],
    links: ["/faq", tripDay(8)],
  },

  // ---- Earlier in Fes and on the road (days 5 to 7) ----
  {
    question: "what did we do on friday",
    parts: [[anyOf(/Explore Fes/i, /tanner/i, /Bou Inania/i, /Fes el[- ]?Bali/i)]],
    links: [tripDay(7)],
  },
  { question: "the tannery on the 28th, whats it called", parts: [[/Chouara/i]], links: [tripDay(7)] },
  { question: "name of the blue gate in fes?", parts: [[/Bab Bou Jeloud/i]], links: [tripDay(7)] },
  { question: "how old is al quaraouiyine, when was it founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "bou inania is from what century", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "what did we eat at the riad on friday nite", parts: [[/pastilla/i]], links: [tripDay(7)] },
  { question: "thursdays train to fes, what time did it leave", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what time did we get to the fes riad on thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what was the plan on the 27th", parts: [[/Fes/i, /train/i]], links: [tripDay(6)] },
  { question: "which cities did the fes train go thru", parts: [[/Rabat/i, /Meknes/i]], links: [tripDay(6)] },
  { question: "how much was the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how long was the train to fes", parts: [[num(6), /hour/i]], links: [tripDay(6), "/faq"] },
  { question: "how many nights were we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "desert camp on wednesday, how much was it", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  {
    question: "what did the camp price include",
    parts: [[/activit/i, /dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what time was the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "that mountain pass on wednesday was called what", parts: [[/Tichka/i]], links: [tripDay(5)] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/Gladiator/i, /Game of Thrones/i]], links: [tripDay(5)] },
  { question: "where did we sleep on the 26th", parts: [[/camp|Zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time was sunrise at the camp on thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },

  // ---- Today, tonight and yesterday: not on the site ----
  U("is it cold in casa today? whats the temp rn"),
  U("how long does the mosque tour take"),
  U("where exactly do we meet for the airport cars tonight"),
  U("how much is a taxi from the mosque to the airport"),
  U("can we leave our suitcases somewhere during the mosque tour"),
  U("how much was lunch at ricks per person"),
  U("what's good on the menu at rick's cafe"),
  U("is there free wifi at CMN"),
  U("what time is sunset in casablanca today"),
  U("who from the group already flew home yesterday"),
  U("how many of us are still here today"),
  U("what terminal is our flight from tonight"),
  U("how much was the train to casa this morning, do i owe someone for it"),
  U("does ricks cafe take credit cards"),
  U("did anyone hand in a black jacket at ricks today"),
  U("is there a lounge at the casablanca airport we can use tonight"),
  U("did the host book the airport cars for tonight or do we each get our own"),
  // ---- Marrakech days (days 0 to 4) ----
  { question: "how much was the balloon again", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was the balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "where was the bday dinner", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what did the birthday dinner cost pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "bday dinner dress code was what", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  {
    question: "the birthday dinner was on the 23rd right?",
    parts: [[anyOf(num(23), /day\s*(?:2|two)\b/i, /Sunday/i)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kinda food is nobu", parts: [[/Japanese/i, /Peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "whats the name of the welcome dinner place", parts: [[/Foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "how much was the welcome dinner and how much was the deposit",
    parts: [[usd(40), num(60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "what was the palace dinner restaurant called and was it prepaid",
    parts: [[/Dar Yacout/i], [/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "which of the dinners were the 'special event' ones",
    parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "dress code at dar yacout?", parts: [[/dressy|kaftan|best evening/i]], links: [tripDay(4), "/dinners", "/faq"] },
  {
    question: "what day was the photographer",
    parts: [[anyOf(/Tuesday/i, /day\s*(?:4|four)\b/i, num(25))]],
    links: [tripDay(4), "/"],
  },
  { question: "what colours were we supposed to wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "who books the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "how much was the souk guide", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  {
    question: "hammam n massage - how much and what time on day 1",
    parts: [[usd(60)], [clock(16, 30)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  { question: "is breakfast at the villa included or extra", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "do i have to pay for the villa", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  { question: "how much was riad l-authentic", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what time did the trip officially start on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "what was the airport we landed at in marrakech", parts: [[/Menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "agafay day cost?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  {
    question: "what places did the medina walking tour go to",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: [tripDay(2)],
  },
  { question: "walking tour price?", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },

  // ---- Money and practicalities ----
  { question: "how much is the tourist tax", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "whats the dirham to dollar rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out of the atm at once", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "bargaining - where do i start", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "roughly how much does the whole trip cost per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq"] },
  { question: "what plug adapter do i need", parts: [[/Type C/i]], links: ["/", "/faq"] },
  { question: "do americans need a visa for morocco", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what temps should i expect", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak there", parts: [[/Darija|Arabic/i, /French/i]], links: ["/faq"] },
  { question: "by when did we have to tell the host about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  // ---- The occasion, Rupa, the host and the site ----
  { question: "wait whose bday is this whole trip for", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  { question: "who even is rupa", parts: [[/goat/i]] },
  { question: "whats this trip called, like the official name", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the trip in total", parts: [[num(10)]], links: ["/"] },
  { question: "whats on the transportation page, its kinda empty", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]?left/i]] },
  {
    question: "why did the music stop when i opened the gallery",
    parts: [[anyOf(/no (?:music|track|audio|soundtrack|background)/i, /(?:doesn'?t|does not) (?:have|play)/i, /paus/i, /silent/i)]],
  },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "can i put my videos from the mosque today on the site?", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a file size limit for videos", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i, /select/i]], links: ["/gallery"] },
  { question: "how do i save a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i get out of delete mode without deleting anything", parts: [[/cancel/i]], links: ["/gallery"] },
  { question: "can we put all the pics up on a big screen somehow", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "what colour are the must see places on the map", parts: [[/red/i]], links: ["/map"] },
  { question: "where's that churchill bar from the map", parts: [[/Mamounia/i]], links: ["/map"] },
  { question: "what should i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "who are the quotes on the home page from", parts: [[/Churchill/i, /Saint Laurent/i, /Wharton/i]], links: ["/"] },
  { question: "what did churchill say about marrakech", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/TBD/i]], links: ["/"] },

  // ---- Not on the site ----
  U("whats the password to delete photos"),
  U("whats the host's phone number"),
  U("what's the host's actual name again"),
  U("when will the photographer's pics from tuesday be ready"),
  U("whats the wifi password at the fes riad"),
  U("what was the name of the riad we stayed at in fes"),
  U("what song is playing on the itinerary pages, like the actual title"),
  U("how old is rupa"),
  U("whats the venmo to pay the host back"),
  U("how long will this site stay up after the trip"),
  U("who was the photographer, do they have insta"),
  U("what was our guide's name in fes"),
  U("how many bags can i check on the flight home"),
  U("is there a pharmacy near the hassan 2 mosque"),
  U("is there a reunion trip planned for next year"),
  U("can i bring argan oil in my carry on"),
  U("im at the mosque rn, where are the bathrooms"),
];
