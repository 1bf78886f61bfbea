// FIFTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 13:00 on Friday, November 21, 2025, Morocco time (UTC+1).
 *
 * - Today is day 0 of the trip, Friday, November 21, 2025: "Arrival & Shopping" (/day/0).
 * - This morning: the squad landed at Marrakech Menara Airport (RAK) and met at arrivals at 11:00
 *   (the home page countdown reached zero then), then shared cars into the medina (about $45 per car, cash).
 * - Right now (13:00): checking in at Riad L-Authentic in the Marrakech medina ($45 per person, one night).
 * - This afternoon (15:00): first stroll through the souks, Souk Semmarine & Rahba Kedima
 *   (bargain from 40-50% of the asking price; modest dress, cash).
 * - Tonight (20:00): the welcome dinner at Le Foundouk, near the Ben Youssef Madrasa
 *   (Moroccan & French, $40-60 per person with a $20 deposit, smart casual).
 * - The night is spent at Riad L-Authentic.
 * - Yesterday (Thursday, November 20) was before the trip: nothing is on the itinerary
 *   (the FAQ says early arrivals meet the group at the riad).
 * - Tomorrow is day 1, Saturday, November 22: "Rest & Relax" (/day/1): slow morning and breakfast on the
 *   riad roof terrace at 09:30, check-in at Villa Royale from 15:00 (after 3 PM), hammam & massage at 16:30
 *   ($60), sunset by the pool at 19:30; the night at Villa Royale.
 * - The day after tomorrow is day 2, Sunday, November 23: the golden birthday (dinner at Comptoir Darna, 19:30).
 */
export const FIFTY_SIXTH_TEST_CLOCK = new Date("2025-11-21T12:00:00Z");

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a regex source, or null when words are not worth matching. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]!}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]!} hundred`;
  if (n < 100000 && n % 1000 === 0) {
    const thousands = numberWords(n / 1000);
    return thousands ? `${thousands}[- ]thousand` : null;
  }
  return null;
}

/** The digit forms of a number: "9000", "9,000", "9 000"; "2.75". */
function digitForms(n: number): string {
  const plain = String(n);
  const [int = plain, frac] = plain.split(".");
  const forms = new Set<string>([plain]);
  if (int.length > 3) {
    const comma = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    const space = int.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
    forms.add(frac === undefined ? comma : `${comma}.${frac}`);
    forms.add(frac === undefined ? space : `${space}.${frac}`);
  }
  return `(?:${[...forms].map(escapeRe).join("|")})`;
}

const NOT_AFTER_DIGIT = "(?<![\\d.,])";
const NOT_BEFORE_DIGIT = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const words = numberWords(n);
  const digits = `${NOT_AFTER_DIGIT}${digitForms(n)}${NOT_BEFORE_DIGIT}`;
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
};

/** A dollar amount: "$18", "US$18", "18 dollars", "USD 18", or the top of a range such as "$40-60". */
const usd = (n: number): RegExp => {
  const d = digitForms(n);
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}${NOT_BEFORE_DIGIT}`,
      `\\$\\s?\\d+(?:\\.\\d+)?\\s?(?:-|–|—|to)\\s?(?:US)?\\$?${d}${NOT_BEFORE_DIGIT}`,
      `${NOT_AFTER_DIGIT}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `${NOT_AFTER_DIGIT}${d}\\s?(?:-|–|—|to)\\s?\\d+\\s?(?:dollars?|usd)\\b`,
      `\\bUSD\\s?${d}${NOT_BEFORE_DIGIT}`,
    ].join("|"),
    "i",
  );
};

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; minutes optional on the 12-hour form when on the hour. */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h >= 12 ? "p\\.?\\s?m\\.?" : "a\\.?\\s?m\\.?";
  const otherSuffix = h >= 12 ? "a\\.?\\s?m" : "p\\.?\\s?m";
  const alternatives = [
    `(?<![\\d:.])0?${h}[:.h]${mm}(?!\\d)(?!\\s?${otherSuffix}\\b)`,
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${suffix}(?![a-z])`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${suffix}(?![a-z])`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
};

/** Any one of several forms of the same fact. */
const anyOf = (...keys: (string | RegExp)[]): RegExp =>
  new RegExp(keys.map((key) => (typeof key === "string" ? escapeRe(key) : `(?:${key.source})`)).join("|"), "i");

/** A range of two numbers: "40-50%", "40 to 50 percent", "15-25°C", "20 to 25 minutes", "1,000-2,000 MAD". */
const span = (a: number, b: number): RegExp =>
  new RegExp(
    `${NOT_AFTER_DIGIT}${digitForms(a)}(?:\\s?(?:%|percent|°\\s?C?|MAD|dirhams?|minutes?|mins?))?\\s*(?:-|–|—|to|and)\\s*${digitForms(b)}${NOT_BEFORE_DIGIT}`,
    "i",
  );

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const fiftySixthTestQuestions: TestQuestion[] = [
  // --- Right now: Friday, November 21, day 0 ---
  { question: "wait what day of the trip is it today", parts: [[anyOf(/\bday\s*(?:0|zero)\b/, /arrival\s*(?:&|and)\s*shopping/)]], links: [tripDay(0)] },
  { question: "whats happening rn?", parts: [[/l.?authentic/i]], links: [tripDay(0)] },
  { question: "what time is the welcome dinner tonite", parts: [[clock(20)]], links: [tripDay(0), "/dinners"] },
  { question: "where r we eating tonight", parts: [["Foundouk"]], links: [tripDay(0), "/dinners"] },
  { question: "how much is dinner tonight pp?", parts: [[usd(40), usd(60)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "do we have to put down a deposit for the welcome dinner?? how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what do i wear tonight", parts: [[/smart[- ]casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "what r we doing this afternoon", parts: [[/souk/i]], links: [tripDay(0)] },
  { question: "what time do we head out to the souks today", parts: [[clock(15)]], links: [tripDay(0)] },
  { question: "which souks r we hitting this aft", parts: [[/semmarine|rahba/i]], links: [tripDay(0)] },
  { question: "how low should i go when haggling", parts: [[span(40, 50)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "where are we sleeping tonight?", parts: [[/l.?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much is the riad tonight per person", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "just landed lol how much is the car into the medina", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "do we pay the airport driver in cash or card", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "how long's the drive from the airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  { question: "what time was everyone meeting at arrivals this morning", parts: [[clock(11)]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we land at again", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "what kind of food is tonights dinner", parts: [[anyOf(/french/, /zaalouk|briouat|prune/)]], links: [tripDay(0), "/dinners"] },
  { question: "is le foundouk near anything i'd recognize", parts: [[/ben youssef/i]], links: [tripDay(0), "/dinners"] },
  U("whats the wifi password at the riad"),
  U("whats the riad's exact street address? my taxi guy needs it"),
  U("what time do the souks close tonight"),
  U("how much is a sim card at the airport"),
  { question: "tomorrow whats the plan", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time can we check into the villa tmrw", parts: [[clock(15)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "do we have to be up early tmrw morning?", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "can i get a massage tomorrow? what time n how much", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "whats saturdays theme", parts: [[/rest\s*(?:&|and)\s*relax/i]], links: [tripDay(1)] },
  { question: "wats the date 2day and what day of the week is it", parts: [[num(21)], [/friday/i]], links: [tripDay(0)] },
  { question: "what did we do yesterday?", parts: [[anyOf(/\bday\s*(?:0|zero)\b/, /first day/, /(?:starts?|started|begins?|began) today/, num(21))]], links: [tripDay(0)] },
  { question: "i flew in a day early yesterday, where do i meet everyone", parts: [[/riad/i]], links: ["/faq", tripDay(0)] },
  { question: "whats happening tmrw evening", parts: [[/pool/i]], links: [tripDay(1)] },
  { question: "what's the plan for sunday", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "bday dinner what time", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "whose birthday is this whole thing for anyway", parts: [[/host/i, num(30)]], links: ["/"] },
  { question: "how many of us r there", parts: [[num(22)]], links: ["/"] },
  { question: "who r u lol", parts: [[/rupa/i]] },
  { question: "where's the chat thing on the page if i close it", parts: [[/bottom[- ]right/i]] },
  U("rupa how old are u"),
  U("whats the host's name? i only know them from insta"),
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "is it gonna be cold tonight", parts: [[anyOf(span(15, 25), /sweater|layer/)]], links: ["/faq", "/", tripDay(1)] },
  { question: "can i take pics of ppl in the souk this afternoon", parts: [[/ask/i]], links: ["/faq"] },
  // --- The days ahead in Marrakech, and a few more about right now ---
  { question: "walking tour the day after tomorrow, what time?", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "how much is the walking tour", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "what r we supposed to wear to the bday dinner", parts: [[/cocktail|glam/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "birthday dinner cost pp?", parts: [[usd(100), usd(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "wheres the bday dinner at", parts: [["Comptoir Darna"]], links: [tripDay(2), "/dinners"] },
  { question: "is there like entertainment at comptoir darna", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time does the bar crawl start on sunday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl and r drinks included", parts: [[usd(10)], [/as you go|not included|separately|your own|pay for (?:your )?drinks/i]], links: [tripDay(2), "/budget"] },
  { question: "are we doing the hammam today or tmrw?", parts: [[anyOf(/tomorrow|tmrw/, /saturday/, /\bday\s*(?:1|one)\b/, num(22))]], links: [tripDay(1)] },
  { question: "is the walking tour today?", parts: [[anyOf(/sunday/, /\bday\s*(?:2|two)\b/, num(23))]], links: [tripDay(2)] },
  { question: "whats next after we check in at the riad", parts: [[/souk/i]], links: [tripDay(0)] },
  U("where r we having lunch today"),
  { question: "is there a rooftop at the place tonight", parts: [[/roof terrace|nightcap/i]], links: [tripDay(0), "/dinners"] },
  { question: "can we hit the villa pool today?", parts: [[anyOf(/tomorrow|tmrw/, clock(15), /saturday/, /\bday\s*(?:1|one)\b/)]], links: [tripDay(1), "/accommodations"] },
  { question: "were in the medina rn can the car drop us right at the riad door?", parts: [[/gate|porter|handcart/i]], links: [tripDay(0)] },
  { question: "do i tip the porters today? how much", parts: [[/coin|dirham|small change/i]], links: ["/budget", "/faq"] },
  { question: "monday balloon what time", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "agafay day price?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "whats the dinner on the 24th", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "tuesday what time's the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours photograph best for the photo day", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle garden + ysl museum tickets how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "who's booking the majorelle tickets, do i need to", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "whats the palace dinner place called", parts: [[/yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for the palace dinner?", parts: [[/kaftan|djellaba|dressy|best evening/i]], links: [tripDay(4), "/dinners", "/faq"] },
  { question: "souk guide on the 25th how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "wednesday what time do we leave for the desert", parts: [[clock(7)]], links: [tripDay(5)] },
  { question: "ait benhaddou is from which movies", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "desert camp how much and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "where do we sleep wed night", parts: [[/zagora|desert camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "camel ride time?", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what do i pack for the desert", parts: [[/fleece|scarf|headlamp|layer/i]], links: ["/faq", tripDay(5)] },
  { question: "do i need motion sickness pills for the drive", parts: [[anyOf(/tichka/, /\bday\s*5\b/, /wednesday/, /winding/)]], links: [tripDay(5), "/faq"] },
  U("how many ppl per tent at the desert camp"),
  U("is there wifi at the desert camp"),
  U("whats the name of the balloon company"),
  U("can i bring my drone on the balloon"),
  U("how much r we paying the photographer on tuesday"),
  U("is comptoir darna doing a cake for the birthday"),
  { question: "villa breakfast how much + do i need to sign up", parts: [[usd(10)], [/night before|evening before|day before/i]], links: [tripDay(2), "/faq"] },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town", parts: [[span(20, 25)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa?", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  // --- Money, the journey to Fes, Chefchaouen and Casablanca ---
  { question: "just got to the riad, whats it like inside", parts: [[/courtyard|orange tree|fountain/i]], links: [tripDay(0), "/accommodations"] },
  { question: "r we staying at the riad tmrw night too?", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  U("what time is checkout at the riad tomorrow"),
  U("how r we getting from the riad to the villa tmrw, whos driving"),
  { question: "wheres the hammam tmrw and how do i book it", parts: [[/villa/i], [/host/i]], links: [tripDay(1), "/faq"] },
  { question: "do i need to cover my shoulders in the souks this afternoon", parts: [[/knee/i]], links: [tripDay(0), "/faq"] },
  { question: "cash or card in the souks this aft?", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "how many dirhams is a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[span(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at dinner tonight", parts: [[span(10, 15)]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax at the riad tonight", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "what do cards charge in foreign fees", parts: [[span(1, 3)]], links: ["/budget", "/faq"] },
  { question: "card machine asks dollars or dirhams which do i pick", parts: [[/dirham|\bMAD\b/i]], links: ["/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), usd(500)]], links: ["/budget", tripDay(4)] },
  { question: "roughly how much is this whole trip gonna cost me", parts: [[usd(440), usd(943)]], links: ["/budget"] },
  { question: "where can i see what each day costs", parts: [[/budget/i]], links: ["/budget"] },
  { question: "thurs the 27th what time's the train", parts: [[clock(15)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[num(6), /h(?:ou)?rs?\b/i]], links: [tripDay(6), "/faq"] },
  { question: "train ticket to fes price", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "how many nights in fes and how much is it", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "where does the train stop on the way to fes", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  U("whats the name of our riad in fes"),
  U("which train car r we in, do we have seat numbers"),
  { question: "fri the 28th whats first", parts: [[/bou jeloud|blue gate|fes el.?bali/i]], links: [tripDay(7)] },
  { question: "whats the tannery called and when do we go", parts: [[/chouara/i], [clock(14)]], links: [tripDay(7)] },
  { question: "why would they hand me mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how old is that university in fes", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "chefchaouen is which day", parts: [[anyOf(/\bday\s*(?:8|eight)\b/, num(29), /saturday/)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /h(?:ou)?rs?\b/i]], links: [tripDay(8)] },
  { question: "what local food should i try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "r ppl leaving on the 29th?", parts: [[/some guests|depart/i]], links: [tripDay(8), "/faq"] },
  U("how much is the chefchaouen day trip"),
  U("how much is the train to casablanca"),
  { question: "last day train to casa what time", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "farewell lunch is where", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque cost and what do i wear", parts: [[usd(13)], [/scarf|socks|shoulders|knees/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "when should i book my flight home for", parts: [[num(30), /evening/i]], links: ["/faq", tripDay(9)] },
  U("how much is lunch at ricks cafe"),
  U("can i leave my luggage somewhere in casablanca during the mosque tour"),
  { question: "is the fes stuff final or still changing", parts: [[/work in progress|may change|still changing/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "wheres the transport info, like transfers?", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  // --- Today and tomorrow again, the site, the gallery, music and practicalities ---
  { question: "is the photographer today?", parts: [[anyOf(/tuesday/, /\bday\s*(?:4|four)\b/, num(25))]], links: [tripDay(4), "/"] },
  { question: "is the bday dinner tonight or tmrw??", parts: [[anyOf(/sunday/, /\bday\s*(?:2|two)\b/, num(23))]], links: [tripDay(2), "/dinners"] },
  { question: "do i need to wear gold tonight", parts: [[/smart[- ]casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "the countdown on the homepage ended, what time did it hit zero", parts: [[clock(11)]], links: ["/"] },
  { question: "what's after the souks today", parts: [[/welcome dinner|foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how long till dinner tonight", parts: [[anyOf(clock(20), num(7))]], links: [tripDay(0), "/dinners"] },
  { question: "link to todays page pls", parts: [["/day/0"]], links: [tripDay(0)] },
  U("is there a pharmacy near the riad? got a headache"),
  U("whats the temp in marrakech rn exactly"),
  U("is the souk super crowded right now"),
  U("who am i sharing a room with tonight"),
  U("can i get a late checkout at the riad tmrw"),
  { question: "tmrw breakfast where n when", parts: [[clock(9, 30)], [/roof/i]], links: [tripDay(1)] },
  { question: "is tomorrow a chill day?", parts: [[/rest\s*(?:&|and)\s*relax|villa/i]], links: [tripDay(1)] },
  { question: "do i need my swimsuit tmrw", parts: [[/pool|cover.?up/i]], links: [tripDay(1), "/accommodations"] },
  { question: "what time's sunset by the pool tmrw", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "gonna be chilly at the villa tmrw night? what should i bring", parts: [[/sweater|layer|jacket/i]], links: [tripDay(1)] },
  { question: "whats tmrws date and weekday", parts: [[num(22)], [/saturday/i]], links: [tripDay(1)] },
  U("how many pics are in the gallery rn"),
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "which date is the actual birthday", parts: [[num(23)]], links: [tripDay(2)] },
  { question: "who do i ask if rupa doesnt know", parts: [[/host/i]], links: ["/faq"] },
  U("whats the name of the song on the home page"),
  { question: "how do i mute the music", parts: [[/bottom[- ]left/i]] },
  { question: "music isnt playing on my phone?", parts: [[/tap|click|touch|interact|press/i]] },
  { question: "how do i delete a pic i posted", parts: [[/password/i]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download other ppls pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can we put the photos up on the big tv at the villa", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "good rooftop spot near the spice square for lunch?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "im vegan, who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "what plug adapter and what voltage", parts: [[/\bC\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i], [num(220)]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  U("whats the emergency number in morocco"),
  U("can i use uber in marrakech"),
  U("whats the host's whatsapp number"),
  U("what should i get the bday person as a gift"),
  U("is there a gym at the villa"),
  U("what airline is everyone flying"),
  U("do i need any vaccines for morocco"),
  U("whats the dress code for the riad dinner in fes"),
  U("is the hammam at the villa co-ed"),
];
