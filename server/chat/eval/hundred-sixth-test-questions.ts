// HUNDRED-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 14:00 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * That is day 6 of the trip (day numbers run 0 to 9), Thursday, November 27,
 * 2025, "Journey to Fes", the big travel day.
 *
 * - This morning: at 06:30, sunrise over the dunes and camp breakfast (bread,
 *   eggs, mint tea) at the desert camp near Zagora, included in the $95 camp
 *   price; at 08:00 the drive back to Marrakech through the Draa Valley and over
 *   the Tizi n'Tichka pass, with a lunch stop on the way (no place named).
 * - Right now (14:00): still on that drive, heading straight to the Marrakech
 *   railway station.
 * - This afternoon: at 15:00 the train to Fes ($45 per person, about 6 hours, by
 *   way of Casablanca, Rabat and Meknes; first-class reserved seats; the host
 *   shares the tickets). Dress: comfortable travel clothes, a warm layer,
 *   passport on you.
 * - Tonight: at 21:00 check-in at our riad in Fes el-Bali; porters with handcarts
 *   meet us at the medina gate; a late supper is waiting.
 * - The night is spent at our riad in Fes: the first of 3 nights (Nov 27-29),
 *   $90 per person in total.
 * - Yesterday: day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00
 *   over the High Atlas (Tizi n'Tichka, more than 2,200 m), 11:30 Aït Benhaddou
 *   (Gladiator, Game of Thrones), 16:30 sunset camel ride near Zagora, 19:30
 *   dinner and a night at the desert camp ($95 per person).
 * - Tomorrow: day 7, Friday, November 28, "Explore Fes" (itinerary still a work
 *   in progress): 09:30 guided walk through Fes el-Bali from Bab Bou Jeloud (the
 *   Blue Gate) along Talaa Kebira, 11:30 Bou Inania Madrasa, 14:00 Chouara
 *   Tannery, 19:30 riad dinner (pastilla and tagines). Dress: modest, shoulders
 *   and knees covered, closed shoes.
 */
export const HUNDRED_SIXTH_TEST_CLOCK = new Date("2025-11-27T13:00:00Z");

const NUMBER_WORDS: Record<number, string> = {
  0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
  10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen",
  17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty", 30: "thirty", 40: "forty", 50: "fifty",
  60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety",
};

function numberInWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (NUMBER_WORDS[n] !== undefined) return NUMBER_WORDS[n];
  return `${NUMBER_WORDS[n - (n % 10)]}[-\\s]?${NUMBER_WORDS[n % 10]}`;
}

/** The digits of a number as a pattern source ("9000" also as "9,000"; "2.75" with an escaped dot). */
function digitsOf(n: number): string {
  if (Math.abs(n) < 1000) return String(n).replace(".", "\\.");
  return n.toLocaleString("en-US").replace(/\./g, "\\.").replace(/,/g, "[,\\s]?");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`;
  const words = numberInWords(n);
  return new RegExp(words ? `(?:${digits}|\\b${words}\\b)` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = `${digitsOf(n)}(?:\\.00)?`;
  return new RegExp(
    `(?:US\\s?\\$|\\$|\\bUSD\\s?)\\s?${amount}(?!\\d|[.,]\\d)|(?<![\\d.,$])${amount}\\s?(?:USD|US dollars?|dollars?|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])\\$?\\s?${digitsOf(low)}\\s*(?:-|–|—|to|and)\\s*(?:US)?\\$?\\s?${digitsOf(high)}(?!\\d)`,
    "i",
  );
}

/** A clock time: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m. (and noon for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const twentyFour = `${h24}[:.h]${mm}(?!\\d)`;
  const twelve = m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`;
  const noon = h === 12 && m === 0 ? "|\\bnoon\\b" : "";
  return new RegExp(`(?<![\\d:.])(?:${twentyFour}|${twelve})${noon}`, "i");
}

/** A duration in hours: "6 hours", "6-hour", "six hrs". */
function hours(n: number): RegExp {
  return new RegExp(`(?:${num(n).source})\\s?-?\\s?(?:hours?|hrs?)\\b`, "i");
}

/** A duration in minutes: "45 minutes", "45-min", "forty-five mins". */
function minutes(n: number): RegExp {
  return new RegExp(`(?:${num(n).source})\\s?-?\\s?(?:minutes?|mins?)\\b`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const exploreFes = /explore f[eè]s|tanner|bou inania|bou jeloud|blue gate|guided walk/i;

export const hundredSixthTestQuestions: TestQuestion[] = [
  // --- Today (day 6, Thursday Nov 27): this morning, right now, this afternoon, tonight ---
  { question: "yo what time is the train to fes today", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride this afternoon 😩", parts: [[hours(6)]], links: [tripDay(6), "/faq"] },
  { question: "wait how much is the train ticket again", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "where r we sleeping tonight", parts: [[/f[eè]s\b/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we actually get to the riad tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  {
    question: "will there be food when we get in tonight or do i need to buy snacks at the station",
    parts: [[/supper|dinner/i]],
    links: [tripDay(6)],
  },
  { question: "which cities does the train go thru", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "are the train seats reserved or is it a free for all", parts: [[/reserved|first[- ]class/i]], links: [tripDay(6)] },
  { question: "whos got our train tix??", parts: [[/host/i]], links: [tripDay(6)] },
  { question: "what day of the trip is it today lol ive lost track", parts: [[/\bday\s*(?:6|six)\b/i]], links: [tripDay(6)] },
  { question: "whats todays theme", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "what was the 6:30 thing this morning, i slept thru it", parts: [[/sunrise/i]], links: [tripDay(6)] },
  { question: "what was breakfast at camp this morning", parts: [[/eggs|bread/i]], links: [tripDay(6)] },
  { question: "what time did we leave the camp this morning", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "which way r we driving back today, same road as yesterday?", parts: [[/tichka|draa/i]], links: [tripDay(6)] },
  { question: "where exactly are we driving to rn", parts: [[/marrakech/i]], links: [tripDay(6)] },
  U("where exactly r we stopping for lunch on the drive today? whats the place called"),
  { question: "what should i wear on the train today", parts: [[/comfortable/i, /layer/i]], links: [tripDay(6)] },
  { question: "how do our bags get thru the medina tonight, cars cant go in right?", parts: [[/porters?/i]], links: [tripDay(6)] },
  { question: "how much do i owe for the camp we just left", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "how many nights r we in fes starting tonight", parts: [[num(3)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "fes riad price?", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  {
    question: "is the 90 per night or for the whole stay",
    parts: [[/total|whole stay|(?:all|for) (?:3|three) nights/i]],
    links: ["/accommodations", "/budget"],
  },
  { question: "what dates r we at the fes riad", parts: [[num(27), num(29)]], links: ["/accommodations", "/budget"] },
  U("whats the name of the riad we're staying at tonight"),
  U("whats the address of the fes riad, my mom wants to know where i am tonight"),
  U("which platform does the fes train leave from this afternoon"),
  U("is there a food car on the train today"),

  // --- Tomorrow (day 7, Friday Nov 28) ---
  { question: "whats the plan tmrw", parts: [[exploreFes]], links: [tripDay(7)] },
  { question: "what time do we start tomorrow", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where do we meet tmrw for the walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time is the tannery tmrw", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery??", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "dress code tomorrow?", parts: [[/knees/i]], links: [tripDay(7)] },
  { question: "whats for dinner tmrw night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "tmrw dinner what time n where", parts: [[clock(19, 30)], [/riad/i]], links: [tripDay(7)] },
  {
    question: "is the fes schedule locked in or could it still change",
    parts: [[/work in progress|may change|could change|subject to change|not final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  U("how much is dinner at the riad tmrw night"),
  U("whats the dress code for the riad dinner tmrw"),
  { question: "what r we doing friday", parts: [[exploreFes]], links: [tripDay(7)] },
  { question: "whats happening on the 28th", parts: [[exploreFes]], links: [tripDay(7)] },

  // --- Yesterday (day 5, Wednesday Nov 26) ---
  { question: "what was that kasbah place we stopped at yesterday called", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "what movies were filmed there again", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how high up was that pass we drove over", parts: [[/(?<!\d)2[,.\s]?200(?!\d)/]], links: [tripDay(5)] },
  U("what was the name of the camp we stayed at last night"),
  // --- The occasion, the host, Rupa, the trip ---
  { question: "whos birthday is this whole thing for again", parts: [[/host/i]] },
  { question: "which bday is it, like how old r they turning", parts: [[/(?<!\d)30(?:th)?(?!\d)|\bthirt(?:y|ieth)\b/i]], links: ["/"] },
  { question: "why is everything gold on this trip", parts: [[/golden birthday/i]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  U("how old is rupa the goat"),
  U("whats the host's actual name? only know them from the group chat"),
  U("whats the host's number, need to whatsapp them"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  U("is there a hairdryer in the rooms at the fes riad or should i bring mine"),
  { question: "how many more days of the trip after today", parts: [[num(3)]] },

  // --- Days by number, weekday and date ---
  { question: "what happened on day 2", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "what did we do last sunday", parts: [[/birthday|discover marrakech/i]], links: [tripDay(2)] },
  { question: "this sunday whats the plan", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "day after tmrw plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[hours(4)]], links: [tripDay(8)] },
  { question: "what food should i try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time do we head back from chaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "are ppl leaving before the end? when", parts: [[/day\s*(?:8|eight)\b|saturday|\b29(?:th)?\b/i]], links: [tripDay(8), "/faq"] },
  U("how much is the chefchaouen day trip"),
  { question: "whats the last day look like", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time's the train to casa on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is fes to casablanca by train", parts: [[hours(4)]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque", parts: [[/knees|scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at the casablanca mosque", parts: [[/(?<!\d)210(?!\d)/]], links: [tripDay(9)] },
  { question: "what time is the airport transfer on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is casa airport from the city", parts: [[minutes(45)]], links: [tripDay(9)] },
  { question: "when should i book my flight home for", parts: [[num(30), /evening/i]], links: ["/faq", tripDay(9)] },
  U("whats the baggage allowance on the train to casa"),

  // --- Dinners ---
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner price pp?", parts: [[usdRange(40, 60)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "bday dinner dress code?", parts: [[/cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  {
    question: "bar crawl guide cost + were drinks included",
    parts: [[usd(10)], [/as you go|separately|yourself|own|not included/i]],
    links: [tripDay(2), "/budget"],
  },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "palace dinner was where", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  // --- Earlier days, stays and prices ---
  {
    question: "how much was the palace dinner",
    parts: [[/individual|each (?:person|guest)|yourself|your own|at the restaurant/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what time was the balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we actually up in the balloon", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  U("what was the balloon company's refund policy if it's too windy"),
  { question: "what day was the photographer", parts: [[/tuesday|\b25(?:th)?\b|day\s*(?:4|four)\b/i]], links: [tripDay(4), "/"] },
  { question: "what colors should we have worn for photos", parts: [[/jewel/i]], links: ["/", tripDay(4)] },
  { question: "majorelle and ysl museum tickets how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "souk guide price", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what did the walking tour cost", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "which places were on the walking tour", parts: [[/bahia/i, /jardin secret|secret garden/i]], links: [tripDay(2)] },
  { question: "villa breakfast cost", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "hammam how much", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  {
    question: "do i HAVE to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/faq", "/budget", tripDay(1)],
  },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "what time could we check in at the villa", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "how far is the villa from town", parts: [[/20\s*(?:-|–|to)\s*25/]], links: ["/accommodations", "/faq"] },
  {
    question: "what was the first riad called and how much was it",
    parts: [[/l[- ]?authentic/i], [usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  { question: "how much was the airport taxi", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how do we pay the airport driver", parts: [[/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long from the airport to the medina", parts: [[minutes(20)]], links: ["/faq"] },
  { question: "what airport did we land at", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  U("is the villa pool heated"),
  U("whats the wifi password at the villa"),

  // --- Money and practicalities ---
  { question: "whats this whole trip gonna cost me roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "what do the fixed costs add up to", parts: [[num(440), num(480)]], links: ["/budget"] },
  {
    question: "whats the exchange rate rn, need to get cash when we get to fes tonight",
    parts: [[/(?:10|ten)\s*(?:MAD|DH|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "whats the currency called", parts: [[/dirham/i]], links: ["/faq", "/budget"] },
  { question: "tourist tax at the riad tonight how much", parts: [[/28\s*(?:MAD|DH|dirhams?)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at dinner tmrw", parts: [[/10\s*(?:-|–|to)\s*15/]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/40\s*(?:-|–|to)\s*50/]], links: ["/budget", "/faq"] },
  { question: "card foreign fees?", parts: [[/(?<!\d)1\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[usdRange(100, 500)]], links: ["/budget"] },
  U("is there an atm near our fes riad"),
  { question: "what plug type do i need", parts: [[/C\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[/(?<!\d)220(?!\d)/]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:6|six)\s*months/i]], links: ["/faq"] },
  { question: "what's the weather usually like", parts: [[/15\s*(?:-|–|to)\s*25/]], links: ["/faq", "/"] },
  { question: "what time zone r we in", parts: [[/(?:UTC|GMT)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "is it gonna rain in fes this week", parts: [[/rain jacket|shower|rarely/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  // --- The site: gallery, music, pages, map ---
  { question: "how do i upload my desert pics from this morning", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos?", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "it just said file too large?? whats the limit", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i mute the music", parts: [[/bottom[- ]left/i]] },
  { question: "music isnt playing on my phone rn?", parts: [[/tap|click|touch|interact|press/i]] },
  {
    question: "which pages share the same music",
    parts: [[/dinners/i, /accommodations/i, /transportation/i], [/map/i, /faq/i]],
  },
  U("whats the song on the home page called, its a vibe"),
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple pins on the map?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "how many categories on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the world", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:determined|decided|announced)/i]], links: ["/"] },
  { question: "can i tell someone im vegetarian", parts: [[/host/i, /(?:two|2) weeks/i]], links: ["/dinners"] },
  { question: "good lunch spot in the marrakech medina?", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "cooking class anywhere?", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "is alcohol a thing there", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "travel insurance needed?", parts: [[/recommended/i]], links: ["/faq"] },

  // --- Tomorrow and today, more ---
  {
    question: "whats the old university we pass tmrw and how old is it",
    parts: [[/quaraouiyine|qarawiyyin/i], [/(?<!\d)859(?!\d)/]],
    links: [tripDay(7)],
  },
  { question: "how many lanes does the medina we're exploring tmrw have", parts: [[/(?<!\d)9[,.\s]?000(?!\d)/]], links: [tripDay(7)] },
  { question: "what street do we walk down tmrw", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "tmrw at 11:30 what's that", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "what time's the train and when do we get in tonight", parts: [[clock(15, 0)], [clock(21, 0)]], links: [tripDay(6)] },
  {
    question: "where did we sleep last night and where r we sleeping tonight",
    parts: [[/camp|zagora/i], [/f[eè]s\b/i]],
    links: [tripDay(5), tripDay(6), "/accommodations"],
  },
  { question: "what were we doing on the 25th", parts: [[/majorelle|gardens? (?:&|and) souks|photo ?shoot|dar yacout/i]], links: [tripDay(4)] },
  { question: "what was day 1 again", parts: [[/rest (?:&|and) relax|villa royale/i]], links: [tripDay(1)] },
  { question: "what time did the trip start on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },

  // --- Not on the site ---
  U("whats the wifi at the fes riad"),
  U("does the fes riad have heating, gonna be cold tonight"),
  U("does the fes riad do laundry"),
  U("how many cars r we in for the drive back today"),
  U("whos our guide tmrw in fes, whats their name"),
  U("when do we get the photos from the photoshoot"),
  U("whats the photographer's insta"),
  U("is there a pharmacy near the fes riad"),
  U("is there a luggage limit on the train today"),
  U("what time does the hassan ii mosque close"),
  U("how many km is it from zagora to marrakech"),
  U("which train company runs the fes train"),
  U("who won the quad bike race monday lol"),
  U("how do i pay the host back for the villa, venmo or zelle?"),
  U("whats the name of the bar crawl guide"),
  U("whats the cancellation policy if i skip chefchaouen"),
  U("does ricks cafe have a vegan menu"),
  U("how much is a petit taxi in fes"),
  U("is the fes riad all to ourselves or shared with other guests"),
];
