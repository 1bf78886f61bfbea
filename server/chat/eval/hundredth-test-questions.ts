// HUNDREDTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundredth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1): 14:00 on Friday, November 21, 2025.
 *
 * - Trip day: Day 0, Friday Nov 21, "Arrival & Shopping" (/day/0), the first of ten days (0 to 9).
 * - This morning: 11:00 arrival at Marrakech Menara Airport (RAK): meet at arrivals, SIM card and
 *   dirhams at the airport, shared cars to the medina (about $45 per car, cash). The countdown
 *   reached zero at 11:00.
 * - Midday: 13:00 check-in at Riad L-Authentic in the medina ($45 per person, 1 night).
 * - Now (14:00): settling in at the riad, between check-in and the souk stroll.
 * - This afternoon: 15:00 First Stroll Through the Souks (Souk Semmarine & Rahba Kedima);
 *   bargain from 40-50% of the asking price, cash only at most stalls; modest dress.
 * - Tonight: 20:00 Welcome Dinner at Le Foundouk, near Ben Youssef Madrasa (Moroccan & French,
 *   $40-60 per person with a $20 deposit, smart casual).
 * - Night: Riad L-Authentic, Marrakech medina.
 * - Yesterday: Thursday Nov 20, before the trip began (the FAQ says early arrivals meet us at the riad).
 * - Tomorrow: Day 1, Saturday Nov 22, "Rest & Relax" (/day/1): 09:30 slow morning and breakfast on
 *   the riad roof terrace; 15:00 check-in at Villa Royale (after 3 PM, optional $50 contribution);
 *   16:30 hammam & massage ($60, book with the host); 19:30 sunset by the pool. Night at Villa Royale.
 * - Day after tomorrow: Day 2, Sunday Nov 23, the golden birthday dinner at Comptoir Darna (19:30).
 */
export const HUNDREDTH_TEST_CLOCK = new Date("2025-11-21T13:00:00Z");

const WORDS: Record<number, string> = {
  0: "zero",
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "eleven",
  12: "twelve",
  13: "thirteen",
  14: "fourteen",
  15: "fifteen",
  16: "sixteen",
  17: "seventeen",
  18: "eighteen",
  19: "nineteen",
  20: "twenty",
  21: "twenty[- ]one",
  22: "twenty[- ]two",
  25: "twenty[- ]five",
  30: "thirty|thirtieth",
  40: "forty",
  45: "forty[- ]five",
  50: "fifty",
  60: "sixty",
  75: "seventy[- ]five",
  90: "ninety",
};

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${n}(?!\\d|[.,]\\d)`;
  const word = WORDS[n];
  return new RegExp(word ? `${digits}|\\b(?:${word})\\b` : digits, "i");
}

/** A dollar amount: "$18", "$ 18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `\\$\\s?${v}${end}|\\busd\\s?\\$?\\s?${v}${end}|(?<![\\d.,$])${v}${end}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const h24 = h < 10 ? `0?${h}` : String(h);
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`(?<![\\d:.])${h24}[:h.]${mm}(?!\\d)`];
  forms.push(
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  );
  if (h === 12 && m === 0) forms.push("\\bnoon\\b");
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** Every day page (any one of them is a home of the fact). */
const allDays = Array.from({ length: 10 }, (_, n) => tripDay(n));

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredthTestQuestions: TestQuestion[] = [
  // --- Right now, today (day 0), tonight, tomorrow (day 1) ---
  { question: "wait whats the plan this afternoon", parts: [[/souk/i, clock(15, 0)]], links: [tripDay(0)] },
  { question: "whats happening tonight??", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what time is dinner tonight", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "where r we sleeping tonite", parts: [[/l-?\s?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much is tonights dinner pp", parts: [[usd(40), num(60)]], links: [tripDay(0), "/dinners"] },
  {
    question: "do i have to put down a deposit for the welcome dinner? how much",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "dress code tonight? can i wear flip flops", parts: [[/smart[- ]casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "what day of the trip is it today", parts: [[/\bday\s?(?:0|zero)\b|first day/i]], links: [tripDay(0)] },
  { question: "whats todays theme on the itinerary", parts: [[/arrival\s?(?:&|and)\s?shopping/i]], links: [tripDay(0)] },
  { question: "which souks are we hitting this afternoon", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
  {
    question: "how low should i go when haggling at the souk later",
    parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  { question: "souk today - do they take cards or cash only", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "what do i wear for the souk walk today, its hot", parts: [[/shoulders/i, /knees/i]], links: [tripDay(0), "/faq"] },
  {
    question: "just checked into the riad, how many nights are we here",
    parts: [[/\b(?:1|one|single)\s+night|only tonight|just tonight/i]],
    links: [tripDay(0), "/accommodations"],
  },
  { question: "how much is this riad per person", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "whereabouts is le foundouk", parts: [[/ben youssef/i]], links: [tripDay(0), "/dinners"] },
  { question: "what kind of food is tonight's place", parts: [[/moroccan/i, /french/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "what time was the airport meetup this morning, i came on a later flight",
    parts: [[clock(11, 0)]],
    links: [tripDay(0)],
  },
  { question: "how much do i owe for the airport car this morning", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/faq"] },
  {
    question: "got in yesterday and im already in the medina, which riad is everyone checking into",
    parts: [[/l-?\s?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  { question: "wats on tmrw", parts: [[/villa/i]], links: [tripDay(1)] },
  {
    question: "what time can we check in at the villa tomorrow",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  { question: "tomorrow's hammam how much", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "what time is the hammam thing tomorrow", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "how do i get a massage slot tmrw", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "what do i wear at the pool tomorrow", parts: [[/cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "what time is the sunset pool thing tmrw night", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "do i need a jacket tomorrow evening at the villa", parts: [[/sweater|cool|chill/i]], links: [tripDay(1)] },
  { question: "first thing tomorrow morning what time", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "is tmrw a chill day or", parts: [[/rest\s?(?:&|and)\s?relax/i]], links: [tripDay(1)] },
  {
    question: "tomorrow is what date again? and which day number",
    parts: [[num(22)], [/\bday\s?(?:1|one)\b/i]],
    links: [tripDay(1)],
  },
  { question: "where are we sleeping tomorrow night", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "is the bday dinner tomorrow?", parts: [[/sunday|23|day\s?(?:2|two)/i]], links: [tripDay(2), "/dinners"] },
  { question: "day after tomorrow what's the plan", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "rn what should i be doing", parts: [[/souk/i]], links: [tripDay(0)] },
  { question: "what time did the trip officially kick off today", parts: [[clock(11, 0)]], links: ["/", tripDay(0)] },
  { question: "how much do i tip at dinner tonight", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/]], links: ["/budget", "/faq"] },
  {
    question: "the riad is asking for tourist tax?? how much is it",
    parts: [[/\b28\s?(?:mad|dh|dirhams?)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  U("whats the wifi password at the riad"),
  U("what time do the souks close tonight"),
  U("where are we eating dinner tomorrow night?"),
  U("what time do the cars leave the riad for the villa tomorrow"),
  U("riad checkout time tmrw?"),
  U("what time is sunset today"),
  U("does riad l-authentic have a pool"),
  U("is there a pharmacy near the riad? forgot my meds"),
  U("whats the host's name again lol"),
  { question: "where do we eat breakfast tmrw morning", parts: [[/roof/i]], links: [tripDay(1)] },
  {
    question: "how far is the villa we're moving to tomorrow from town",
    parts: [[num(20)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "the villa money for tomorrow, is it mandatory? how much",
    parts: [[/optional/i], [usd(50)]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  {
    question: "need cash before the souks this afternoon, where are the atms",
    parts: [[/medina gates?|gueliz|hivernage|airport/i]],
    links: ["/budget"],
  },
  {
    question: "how much should i pull out at the atm today",
    parts: [[/1,?000\s?(?:mad|dirhams?|dh)?\s?(?:-|–|to)\s?2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "quick whats the exchange rate, doing maths at the souk",
    parts: [[/\b10\s?(?:mad|dh|dirhams?)|\bten\s(?:mad|dirhams?)|100\s?(?:mad|dh|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "where can i get a moroccan sim, didnt get one this morning", parts: [[/airport/i]], links: [tripDay(0)] },
  { question: "whats on the menu at tonight's dinner", parts: [[/tagine|zaalouk|briouat/i]], links: ["/dinners"] },
  { question: "is there a rooftop at tonights restaurant", parts: [[/roof/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "how many days till the desert camp",
    parts: [[/26|wednesday|day\s?(?:5|five)|(?:5|five) days/i]],
    links: [tripDay(5)],
  },
  { question: "photoshoot is this week right? which day", parts: [[/tuesday|25/i]], links: [tripDay(4), "/"] },
  { question: "did the trip start yesterday or today? confused", parts: [[/today|21/i]], links: ["/", tripDay(0)] },
  {
    question: "after the souks this afternoon do we have free time before dinner? when's dinner",
    parts: [[clock(20, 0)]],
    links: [tripDay(0)],
  },
  { question: "how many of us are here for tonight", parts: [[num(22)]], links: ["/"] },
  // --- The occasion and the host ---
  { question: "whose birthday is it anyway", parts: [[/host/i]] },
  { question: "how old is the host turning", parts: [[num(30)]] },
  { question: "whats the occasion for this whole trip", parts: [[/golden/i, /birthday/i]], links: ["/"] },
  // --- Day 2, Sunday Nov 23: Discover Marrakech ---
  {
    question: "bday dinner is the day after tmrw right? where is it",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "day after tomorrow what time's the birthday dinner",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much is the birthday dinner per person",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "wat do i wear to the bday dinner sunday",
    parts: [[/gold/i, /cocktail/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "bar crawl on the 23rd - what time does it start and how much is it",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2)],
  },
  {
    question: "which sights are on the walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "walking tour cost?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what time does the medina walking tour start sunday morning", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  {
    question: "villa breakfast how much and how do i sign up",
    parts: [[usd(10)], [/night before|evening before/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "is there entertainment at the birthday dinner",
    parts: [[/danc|live music|musicians/i]],
    links: [tripDay(2), "/dinners"],
  },
  // --- Day 3, Monday Nov 24: Desert Fun ---
  { question: "balloon pickup is in 3 days right? what time", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what do i wear for the balloon, is it cold", parts: [[/layers/i, /hat/i]], links: [tripDay(3)] },
  { question: "how long are we actually up in the balloon", parts: [[/(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40)]], links: [tripDay(3), "/map"] },
  { question: "agafay quads and camels, what's that cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what time is nobu on monday", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "do we go back to the villa before nobu? what time", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  U("hosts whatsapp number?"),
  U("whats the password to delete photos from the gallery"),
  U("is there a gym at villa royale"),
  U("who am i rooming with at the villa"),
  U("is there a weight limit for the hot air balloon"),
  U("does the balloon get cancelled if its windy"),
  U("is the nobu rooftop heated"),
  U("how long does the hammam take"),
  U("does uber work in marrakech"),
  U("how much is a petit taxi from the villa to gueliz"),
  // --- Day 4, Tuesday Nov 25: Gardens & Souks ---
  {
    question: "tuesday photoshoot what time n where",
    parts: [[clock(8, 30)], [/villa/i]],
    links: [tripDay(4)],
  },
  { question: "what colours photograph best for the photoshoot", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "majorelle + ysl museum tickets how much each",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "do i need to book majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "how much is the souk guide on the 25th", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "where's the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how do we pay for dar yacout, is it split", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "palace dinner dress code??",
    parts: [[/kaftan|djellaba|dressy|evening outfit/i]],
    links: [tripDay(4), "/dinners", "/faq"],
  },
  { question: "what time do we get to jardin majorelle", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  {
    question: "how much should i budget for shopping",
    parts: [[usd(100), num(500)]],
    links: ["/budget", tripDay(4), "/faq", "/"],
  },
  // --- Day 5, Wednesday Nov 26: Sahara Desert Adventure ---
  { question: "what time do we leave for the sahara on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats the mountain pass called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high does the road go over the atlas", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "the game of thrones village we stop at, whats it called", parts: [[/benhaddou/i]], links: [tripDay(5)] },
  {
    question: "desert camp price and what does it cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "camel ride time on the 26th?", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where is the desert camp exactly", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what do i pack for the desert night", parts: [[/fleece|layers/i]], links: [tripDay(5), "/faq"] },
  {
    question: "i get carsick, anything i should know for the drive to the desert",
    parts: [[/tablet|pill|winding/i]],
    links: [tripDay(5), "/faq"],
  },
  { question: "are we sleeping at the villa wed night", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  // --- Day 6, Thursday Nov 27: Journey to Fes ---
  { question: "the 27th what time is the train", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "train ticket to fes how much", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "who's buying the train tickets, do i", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the riad in fes thursday night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what time is sunrise at the camp thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  {
    question: "fes riad cost? is that per night",
    parts: [[usd(90), num(3)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  { question: "where does the fes train stop on the way", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  // --- Day 7, Friday Nov 28: Explore Fes ---
  { question: "a week from today what are we doing", parts: [[/fes/i]], links: [tripDay(7)] },
  { question: "tannery what time", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they give u mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "which gate do we go in by in fes", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "how many lanes does the fes medina have", parts: [[/9,?000/]], links: [tripDay(7)] },
  U("whats the name of the riad in fes"),
  U("how much is the chefchaouen day trip"),
  U("how much is the train to casablanca"),
  U("how much is lunch at rick's cafe"),
  U("whats the photographer's name or insta"),
  U("how do we get the photographer's pics after the shoot"),
  U("is there wifi at the desert camp"),
  U("does the train to fes have wifi"),
  U("can we smoke at the villa"),
  U("are there quiet hours at the villa"),
  U("how many dirhams is one euro"),
  // --- Day 8, Saturday Nov 29: Chefchaouen Day Trip ---
  { question: "how long is the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on the 29th", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "spanish mosque viewpoint what time", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "when do people start heading home", parts: [[/29|saturday|day\s?(?:8|eight)/i]], links: [tripDay(8), "/faq"] },
  // --- Day 9, Sunday Nov 30: Casablanca & Departure ---
  { question: "last day - what time is the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly out of at the end", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  {
    question: "what time should i book my flight home on the 30th",
    parts: [[/evening|18[:h.]00|6\s?p\.?m/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  // --- Practical questions (FAQ, tips) ---
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  {
    question: "what plug adapter do i need and whats the voltage",
    parts: [[/type\s?c/i], [/220/]],
    links: ["/faq", "/"],
  },
  { question: "how warm is it gonna be", parts: [[/15\s?(?:°\s?c?)?\s?(?:-|–|to)\s?25/i]], links: ["/", "/faq"] },
  { question: "can we drink alcohol there", parts: [[/licensed|bars/i]], links: ["/faq"] },
  {
    question: "what language do ppl speak + how do i say thank you",
    parts: [[/french/i], [/shukran/i]],
    links: ["/faq"],
  },
  { question: "will my card charge foreign fees", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/]], links: ["/budget", "/faq"] },
  { question: "is marrakech safe for us", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "how do we get around marrakech", parts: [[/petits?\s?taxis?/i]], links: ["/faq"] },
  // --- The map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "how many colour categories on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "anywhere to do a cooking class?", parts: [[/maison arabe/i]], links: ["/map"] },
  // --- The site's pages ---
  { question: "wheres the transport info on the site", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  { question: "can i add the itinerary days to my calendar", parts: [[/calendar/i]], links: allDays },
  {
    question: "who said the most lovely spot in the whole world quote on the homepage",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  { question: "is there a way to show the photos on the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "roughly how much is this whole trip gonna cost me", parts: [[/440/, /943/]], links: ["/budget"] },
  {
    question: "how many suites and pools does the villa have",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  // --- The gallery ---
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i save other ppls photos from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  // --- Music, Rupa, the host ---
  { question: "how do i turn off the music", parts: [[/bottom[- ]?left/i]] },
  { question: "what kind of music is that on the home page", parts: [[/oud/i]], links: ["/"] },
  { question: "who even are you rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site again", parts: [[/bottom[- ]?right/i]] },
  { question: "i'm vegan, when do i need to tell the host", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  U("whats the name of the song playing on the home page"),
  U("can i venmo the host the villa contribution?"),
  U("when's the deadline to pay the villa contribution"),
  U("whats the emergency number in morocco"),
  U("nearest hospital to villa royale?"),
  U("whats the villa's exact address for my taxi"),
  U("rupa whats your fave snack"),
  U("is there a group whatsapp? link pls"),
];
