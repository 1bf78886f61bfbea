// HUNDRED-TWENTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:00 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * It is Day 9 of the trip (the last; days run 0 to 9), "Casablanca & Departure".
 * - This morning: at 07:00 the squad checked out of the Fes riad and took the train
 *   from Fès station to Casa-Voyageurs, about four hours. At 12:30 the farewell lunch
 *   at Rick's Café (Boulevard Sour Jdid; smart casual).
 * - This afternoon: at 15:00 the Hassan II Mosque tour (about $13 per person; shoulders,
 *   arms and knees covered, a light scarf and socks), minaret of about 210 metres.
 * - Now: the 18:00 "Departure" is under way: transfers to Mohammed V International
 *   Airport (CMN), about 45 minutes from the city; spend your last dirhams before you fly.
 * - Tonight: flights home. No stay is booked for tonight (the Fes riad's three nights
 *   were Nov 27-29); the night is spent at the airport and on the plane.
 * - Yesterday: Day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive into
 *   the Rif mountains (about four hours), 12:00 the Blue Medina and Plaza Uta el-Hammam
 *   (goat cheese and tagine for lunch), 15:00 Ras El Maa and the Spanish Mosque, 17:00
 *   back to Fes for a last evening together; some guests began departing. Last night
 *   was spent at the riad in Fes el-Bali.
 * - Tomorrow: Monday, December 1: nothing is planned; the trip (Nov 21-30) is over.
 */
export const HUNDRED_TWENTY_SIXTH_TEST_CLOCK = new Date("2025-11-30T19:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)];
  const ones = n % 10;
  return ones === 0 ? `${tens}` : `${tens}[- ]?${ONES[ones]}`;
}

function escapeDigits(text: string): string {
  return text.replace(/\./g, "\\.");
}

/** A number in digits (also grouped, 9,000 or 9 000) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const grouped = n.toLocaleString("en-US");
  const forms = Array.from(new Set([String(n), grouped, grouped.replace(/,/g, " ")])).map(escapeDigits);
  const alternatives = [`(?<![\\d.,])(?:${forms.join("|")})(?!\\d|[.,]\\d)`];
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.map((a) => `(?:${a})`).join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = escapeDigits(String(n));
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${d}${end}|(?<![\\d.,$])${d}${end}\\s?(?:US\\s?dollars?|dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 20h, 8:00 pm, 8pm, 8 p.m. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`0?${h}\\s?[:h.]\\s?${mm}`, `${h12}[:.]${mm}\\s?${meridiem}`];
  if (m === 0) forms.push(`${h}h(?!\\d)`, `${h12}\\s?${meridiem}`);
  if (h === 12 && m === 0) forms.push("noon");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
}

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

/** Any one of several patterns. */
function anyOf(...keys: RegExp[]): RegExp {
  return new RegExp(keys.map((k) => `(?:${k.source})`).join("|"), "i");
}

/** A duration in hours: "4 hours", "four-hour", "4h". */
const hours = (n: number): RegExp => new RegExp(`(?:${num(n).source})\\s*-?\\s*(?:hours?|hrs?|h)\\b`, "i");

const NOV_30 = /\bnov(?:ember)?\.?\s*30(?:th)?\b|\b30(?:th)?\s*(?:of\s*)?nov(?:ember)?\b/i;
const DAY_9 = /\bday\s*(?:9|nine)\b/i;
const HASSAN_II = /hassan\s*(?:ii|2)\b/i;
const CMN = /mohammed\s*v\b|\bCMN\b/i;
const RICKS = /rick['’]?s/i;
const FOUR_HOURS = hours(4);

export const hundredTwentySixthTestQuestions: TestQuestion[] = [
  // ---- Today (day 9), tonight, tomorrow and yesterday, read against the clock ----
  { question: "rupa what day of the trip r we on", parts: [[DAY_9]], links: [tripDay(9)] },
  { question: "whats todays theme", parts: [[/casablanca\s*(?:&|and)\s*departure/i]], links: [tripDay(9)] },
  {
    question: "lost track of time lol whats the date today and what weekday is it",
    parts: [[NOV_30], [/sunday/i]],
    links: [tripDay(9)],
  },
  { question: "what time was the train outta fes this morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long was the train ride to casablanca", parts: [[FOUR_HOURS]], links: [tripDay(9), "/faq"] },
  { question: "which station in casa did we pull into", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "whats the plan for today in a nutshell", parts: [[/casablanca/i, HASSAN_II]], links: [tripDay(9)] },
  { question: "where was the farewell lunch", parts: [[RICKS]], links: [tripDay(9)] },
  { question: "what time was lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "whats the street ricks cafe is on", parts: [[/sour\s*jdid/i]], links: [tripDay(9)] },
  { question: "dress code for ricks cafe??", parts: [[/smart[- ]casual/i]], links: [tripDay(9)] },
  { question: "ricks cafe is a tribute to which movie", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "wat time is the hassan 2 mosque tour this arvo", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "how much is the mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  {
    question: "im in shorts n a tank top, can i go into the mosque like that",
    parts: [[/knees/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "do we take shoes off at the mosque? should i bring anything",
    parts: [[/socks/i, /scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the minaret at the mosque today", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what do they show non muslims on the mosque tour", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  { question: "the mosque is built partly over what??", parts: [[/ocean|atlantic/i]], links: [tripDay(9)] },
  { question: "what were we doing this afternoon at 3", parts: [[HASSAN_II]], links: [tripDay(9)] },
  { question: "what time did the airport transfers leave tonight", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport r we flying home from tonight", parts: [[CMN]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "its 8pm rn where should we all be", parts: [[anyOf(/airport/i, CMN)]], links: [tripDay(9)] },
  {
    question: "got like 300 dirhams left, what do i do with them before the flight",
    parts: [[/spend/i]],
    links: [tripDay(9)],
  },
  { question: "is the fes riad still booked for tonight?", parts: [[num(29)]], links: ["/accommodations"] },
  { question: "what are we doing tomorrow", parts: [[anyOf(DAY_9, NOV_30)]], links: [tripDay(9)] },
  { question: "anything on the itinerary for dec 1st?", parts: [[anyOf(DAY_9, NOV_30)]], links: [tripDay(9)] },
  { question: "is there a day 10 page", parts: [[anyOf(/\b0\s*(?:-|–|to)\s*9\b/, DAY_9)]], links: [tripDay(9)] },
  { question: "what did we do yesterday", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "yesterdays theme?", parts: [[/chefchaouen day trip/i]], links: [tripDay(8)] },
  { question: "what time did we leave for chefchaouen yesterday", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was the drive up to chaouen", parts: [[FOUR_HOURS]], links: [tripDay(8)] },
  { question: "which mountains is chefchaouen in", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "whats chefchaouen's nickname again", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "what was that spring we cooled off at yesterday", parts: [[/ras\s*el\s*ma+/i]], links: [tripDay(8)] },
  { question: "mosque up the hill in chefchaouen called what", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "the cheese at lunch yesterday was from what animal 🐐", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  {
    question: "whats the square with the red kasbah in chefchaouen",
    parts: [[/uta\s*el[- ]?hammam/i]],
    links: [tripDay(8)],
  },
  { question: "what time did we head back to fes yesterday", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where did we sleep last night", parts: [[/\bf[eè]s\b/i]], links: [tripDay(8), "/accommodations"] },
  {
    question: "when did ppl start leaving the trip",
    parts: [[anyOf(/\bday\s*(?:8|eight)\b/i, /\b29(?:th)?\b/, /saturday/i)]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "2 qs: when was lunch today and when was the mosque",
    parts: [[clock(12, 30)], [clock(15, 0)]],
    links: [tripDay(9)],
  },
  { question: "whats the note on todays page say", parts: [[/work in progress/i]], links: [tripDay(9)] },
  // ---- Right now and today, but not on the site ----
  U("how long does the hassan ii mosque tour take? my flight's at 9"),
  U("what terminal at CMN do the london flights go from tonight"),
  U("how much is a taxi from the mosque to the airport rn"),
  U("what time does ricks cafe close tonight"),
  U("is there somewhere to leave bags at casa voyageurs station today"),
  U("how early do i need to be at the airport tonight for an international flight"),
  U("wifi password at ricks?"),
  U("how much was the train from fes to casa this morning"),
  U("did anyone hand in a black scarf at the mosque today"),
  U("is duty free at CMN still open this late"),
  U("how much is the farewell lunch at ricks per person"),
  U("is there a lounge at the casablanca airport we can use tonight"),
  U("how many steps up to the spanish mosque, my legs are still dead from yesterday"),
  U("how many of us actually made it to chefchaouen yesterday"),
  // ---- Fes (days 6 and 7) ----
  {
    question: "what did we do 2 days ago",
    parts: [[anyOf(/explore f[eè]s/i, /f[eè]s el[- ]bali/i, /chouara/i, /bou inania/i)]],
    links: [tripDay(7)],
  },
  { question: "name of the tannery on friday?", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "the madrasa in fes friday morning, what was it", parts: [[/bou\s*inania/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "which gate did we go into fes el bali by", parts: [[/bou\s*jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "main street of the fes medina?", parts: [[/talaa\s*kebira/i]], links: [tripDay(7)] },
  { question: "why did they hand out mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "what was for dinner at the riad on the 28th", parts: [[/pastilla/i]], links: [tripDay(7)] },
  { question: "what time was the train to fes on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how much was the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "how long is the train marrakech to fes", parts: [[hours(6)]], links: [tripDay(6), "/faq"] },
  { question: "what cities did the fes train go through", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time did we check in at the fes riad on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "fes riad price?", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  {
    question: "how many nights were we in fes",
    parts: [[/\b(?:3|three)\s*nights?/i]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  { question: "what time was sunrise at the camp on the 27th", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  // ---- The desert (day 5) and gardens & souks (day 4) ----
  { question: "how high is the tizi n'tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  {
    question: "which movies were filmed at ait ben haddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  { question: "what time was the camel ride wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "desert camp cost?", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what did the camp price include", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget"] },
  { question: "where was the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time did we set off for the desert on the 26th", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "what valley did we drive thru to get to zagora", parts: [[/dr[aâ]a/i]], links: [tripDay(5)] },
  { question: "what time was the photoshoot tuesday", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours shouldve i worn for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "majorelle and the ysl museum, how much each",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "where was the palace dinner", parts: [[/dar\s*yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individually/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "dress code for dar yacout",
    parts: [[/kaftan|djellaba|dressy|evening outfit/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what time was the palace dinner", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "souk guide price on the 25th?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  // ---- Agafay (day 3) and the birthday (day 2) ----
  { question: "what time was the balloon on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we actually up in the balloon", parts: [[/\b(?:an?|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese[- ]peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "where was the birthday dinner", parts: [[/comptoir\s*darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time was the bday dinner on sunday the 23rd", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "bday dinner dress code?", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "bar crawl what time n how much", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2), "/budget"] },
  {
    question: "where did the walking tour go",
    parts: [[/bahia/i, /ben\s*youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "villa breakfast price", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  U("who was the guide on the walking tour, want to leave a review"),
  U("whats the name of the lounge where the bar crawl ended"),
  U("how much did the photographer cost"),
  U("when are the photographer's pics coming"),
  U("whats the name of our riad in fes, need it for expenses"),
  // ---- Arrival (day 0) and the villa (day 1) ----
  { question: "what time did the trip start on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },
  { question: "which airport did we land at", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/budget", "/faq"] },
  {
    question: "first night riad, name and price?",
    parts: [[/l[- ]?authentic/i], [usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  { question: "welcome dinner restaurant?", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "welcome dinner cost and the deposit",
    parts: [[usd(40), num(60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "what day did we move to the villa",
    parts: [[anyOf(/\bday\s*(?:1|one)\b/i, /\b22(?:nd)?\b/, /saturday/i)]],
    links: [tripDay(1), "/accommodations"],
  },
  { question: "villa check-in time", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites at villa royale", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at the villa", parts: [[/\b(?:2|two)\s*(?:swimming\s*)?pools?/i]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4\s*-?\s*hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[num(20)]], links: ["/accommodations", "/faq"] },
  { question: "do we have to pay for the villa", parts: [[usd(50)]], links: ["/faq", "/budget", "/accommodations"] },
  {
    question: "hammam price and what time was it saturday",
    parts: [[usd(60)], [clock(16, 30)]],
    links: [tripDay(1), "/faq"],
  },
  { question: "whats in the hammam thing", parts: [[/argan/i]], links: [tripDay(1)] },
  // ---- Money ----
  { question: "rough total cost of the trip pp", parts: [[usd(440), num(943)]], links: ["/budget"] },
  {
    question: "tourist tax how much",
    parts: [[anyOf(/\b28\s*(?:MAD|dirhams?|DH)\b/i, usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  { question: "exchange rate roughly", parts: [[/\b10\s*(?:MAD|dirhams?|DH)\b/i]], links: ["/budget", "/faq"] },
  {
    question: "how much do we tip at restaurants",
    parts: [[/\b10\s*%?\s*(?:-|–|to)\s*15\s*(?:%|percent|per cent)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much should i take out at the atm each time", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  {
    question: "where do i start when haggling",
    parts: [[/\b40\s*%?\s*(?:-|–|to)\s*50\s*(?:%|percent|per cent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card foreign fees usually?",
    parts: [[/\b1\s*%?\s*(?:-|–|to)\s*3\s*(?:%|percent|per cent)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), usd(500)]], links: ["/budget", "/faq"] },
  {
    question: "visa for canadians? and how long does my passport need to be valid",
    parts: [[num(90)], [/\b(?:6|six)\s*months/i]],
    links: ["/faq"],
  },
  // ---- Practical and culture ----
  { question: "what plug adapter do i need", parts: [[/type\s*C/i]], links: ["/faq", "/"] },
  { question: "whats the weather normally like this time of year", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak there", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get alcohol in morocco", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "what time zone are we in", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  {
    question: "can i take pics of the performers in jemaa el fnaa",
    parts: [[/dirham/i]],
    links: ["/faq"],
  },
  {
    question: "allergies - who do i tell and how far ahead",
    parts: [[/\bhost\b/i], [/\b(?:two|2)\s*weeks/i]],
    links: ["/dinners"],
  },
  U("whats the host's whatsapp number"),
  U("how much do i owe the host overall, whats their venmo"),
  U("can i get the villa contribution back since i left early"),
  U("whats the actual street address of villa royale"),
  U("wifi password at the villa?"),
  U("which airline did most of the group fly"),
  U("does uber work in casablanca"),
  U("can i bring a rug as hand luggage on the plane home"),
  U("how much argan oil can i take through customs"),
  // ---- Rupa, the host, the occasion and the site ----
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where is the chat button on the site", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  U("rupa how old are u"),
  U("rupa whats ur favourite food"),
  { question: "whats the occasion again", parts: [[num(30), /golden/i]], links: ["/"] },
  { question: "whose birthday are we celebrating", parts: [[/\bhost/i]], links: ["/"] },
  U("whats the host's name"),
  { question: "whats the site called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many ppl on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  {
    question: "whos quoted on the homepage",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  // ---- Music ----
  { question: "how do i turn off the music", parts: [[/bottom[- ]left/i]] },
  { question: "what kind of music is on the home page", parts: [[/\boud/i]], links: ["/"] },
  { question: "which pages have the same music as dinners", parts: [[/accommodations/i, /transportation/i]] },
  U("whats the song on the home page called, who made it"),
  // ---- Photos and videos ----
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many files can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max size for a video upload", parts: [[/\b50\s*MB\b/i]], links: ["/gallery"] },
  { question: "posted the wrong pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "do i need to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i save a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("will the gallery stay up after the trip"),
  U("how many photos are in the gallery so far"),
  // ---- Pages: transportation, map, dinners ----
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  { question: "what do the red pins mean on the map", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "how many categories does the map legend have", parts: [[num(7)]], links: ["/map"] },
  {
    question: "any romantic spots on the map",
    parts: [[/mamounia|anima|menara|nobu/i]],
    links: ["/map"],
  },
  { question: "wheres al fassia and what should i order", parts: [[/gueliz/i], [/lamb shoulder/i]], links: ["/map"] },
  {
    question: "which dinners were special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  U("what was the name of our camel guide in zagora"),
  U("whats the phone number of the fes riad"),
  U("what was the name of the band at comptoir darna"),
];
