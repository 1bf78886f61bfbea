// HUNDRED-SEVENTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-seventeenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 11:00 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * Today is day 9 of the trip (the tenth and last day, days run 0 to 9),
 * Sunday, November 30, 2025: "Casablanca & Departure". The page carries the
 * note that the Fes itinerary is still a work in progress.
 *
 * - This morning: 07:00, check out of the Fes riad and the train from Fès
 *   station to Casa-Voyageurs in Casablanca, about four hours.
 * - Right now (11:00): the train is pulling into Casablanca (Casa-Voyageurs).
 * - This afternoon: 12:30 farewell lunch at Rick's Café (Boulevard Sour Jdid,
 *   smart casual, a tribute to the film Casablanca, with a piano); 15:00 the
 *   Hassan II Mosque guided tour (about $13 per person; shoulders, arms and
 *   knees covered, a light scarf and socks as shoes come off; minaret about
 *   210 metres, built partly over the ocean).
 * - Tonight: 18:00 departure, transfers to Mohammed V International Airport
 *   (CMN), about 45 minutes from the city; spend the last dirhams before flying.
 * - The night: no stay is booked; the last night was the riad in Fes el-Bali
 *   (night of day 8). Tonight guests fly home.
 * - Yesterday: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive
 *   into the Rif mountains (about four hours), 12:00 the blue medina, Plaza Uta
 *   el-Hammam and the kasbah with a goat cheese lunch, 15:00 Ras El Maa and the
 *   Spanish Mosque, 17:00 return to Fes; some guests began departing.
 * - Tomorrow: Monday, December 1: the trip is over (it runs Nov 21-30, 2025);
 *   nothing is planned on the site.
 */
export const HUNDRED_SEVENTEENTH_TEST_CLOCK = new Date("2025-11-30T10:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[-\\s]?${ONES[ones] ?? ""}`;
}

/** A number in digits (thousands separator optional) or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = Number.isInteger(n)
    ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?")
    : String(n).replace(".", "\\.");
  const words = inWords(n);
  const alternatives = [`(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`];
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${amount}(?![\\d]|[.,]\\d)|(?<![\\d.,])${amount}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}\\s?(?:-|–|—|to)\\s?\\$?${high}(?!\\d)`, "i");
}

/** A time of day: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const twentyFour = `${h24}[:.h]${mm}(?!\\d)`;
  const twelve = m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`;
  return new RegExp(`(?<![\\d:.])(?:${twentyFour}|${twelve})`, "i");
}

/** A November date: "Nov 27", "November 27th", "27 Nov", "the 27th of November". */
function date(d: number): RegExp {
  const suffix = "(?:st|nd|rd|th)?";
  return new RegExp(`\\bNov(?:ember)?\\.?\\s?${d}${suffix}(?!\\d)|(?<!\\d)${d}${suffix}\\s(?:of\\s)?Nov`, "i");
}

/** Any one of several forms of the same fact. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

/** The day's page. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const hundredSeventeenthTestQuestions: TestQuestion[] = [
  // Today (day 9, Sunday Nov 30), right now, this afternoon, tonight.
  { question: "ok whats the plan today", parts: [[/Rick'?s/i, /Hassan\s?(?:II|2)/i]], links: [tripDay(9)] },
  { question: "what day of the trip r we on today", parts: [[num(9)]], links: [tripDay(9)] },
  { question: "whats todays theme called", parts: [[/Casablanca\s?(?:&|and)\s?Departure/i]], links: [tripDay(9)] },
  { question: "where are we rn?? still on the train?", parts: [[/Casa-?\s?Voyageurs|Casablanca/i]], links: [tripDay(9)] },
  { question: "what time did the train leave fes this morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train ride to casa today", parts: [[num(4), /hour/i]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get off at in casablanca", parts: [[/Casa-?\s?Voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "what time is lunch today", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "where r we eating lunch", parts: [[/Rick'?s/i]], links: [tripDay(9)] },
  {
    question: "how long till lunch from now",
    parts: [[anyOf(clock(12, 30), /an? hour and a half|1\.5\s?h(?:ou)?rs?|90\s?min/i)]],
    links: [tripDay(9)],
  },
  { question: "address for ricks cafe? want to send it to my taxi", parts: [[/Sour\s?Jdid/i]], links: [tripDay(9)] },
  { question: "dress code at ricks today", parts: [[/smart casual/i]], links: [tripDay(9)] },
  {
    question: "is ricks cafe where we r having lunch the real one from the movie casablanca",
    parts: [[/tribute|inspired|homage|recreat|modell?ed/i]],
    links: [tripDay(9)],
  },
  { question: "will there be music at ricks today", parts: [[/piano/i]], links: [tripDay(9)] },
  U("how much is lunch at ricks per person"),
  U("do they take card at ricks or cash only"),
  { question: "what time is the mosque tour this afternoon", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour today", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  {
    question: "what do i need to wear for the mosque later",
    parts: [[/knees|shoulders|arms/i, /scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "do we have to take our shoes off in the mosque", parts: [[/socks|shoes come off/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at the mosque we're seeing today", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "wait can non muslims even go inside the mosque today", parts: [[/guided tours?/i]], links: [tripDay(9), "/faq"] },
  { question: "what do we get to see inside hassan ii this afternoon", parts: [[/prayer hall/i, /ablution/i]], links: [tripDay(9)] },
  { question: "is the mosque we're going to today by the sea or what", parts: [[/ocean|Atlantic/i]], links: [tripDay(9)] },
  U("what time does the hassan ii mosque close today"),
  U("how long does the mosque tour take this afternoon"),
  U("can we leave our suitcases somewhere during the mosque tour"),
  { question: "what time do we leave for the airport tonight", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport are we flying out of tonight", parts: [[/Mohammed\s?V|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from the city, need to know for tonight", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  U("what terminal at CMN is the flight to JFK tonight"),
  { question: "where are we sleeping tonight?", parts: [[/fl(?:y|ight)|airport|CMN|Mohammed\s?V/i]], links: [tripDay(9)] },
  { question: "what should i do with my leftover dirhams", parts: [[anyOf(/spend/i, /hard to (?:ex)?change/i)]], links: [tripDay(9)] },
  { question: "whats the little note at the top of todays page say", parts: [[/work in progress/i]], links: [tripDay(9)] },
  { question: "whats after lunch", parts: [[/Hassan\s?(?:II|2)|mosque/i]], links: [tripDay(9)] },
  { question: "tonight??", parts: [[/airport|depart/i]], links: [tripDay(9)] },

  // Yesterday (day 8, Saturday Nov 29) and last night.
  { question: "what did we do yesterday again", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time did we leave for chefchaouen yesterday morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was that drive to chefchaouen yday", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "whats the name of the waterfall spring thing we went to yesterday", parts: [[/Ras\s?El\s?Maa/i]], links: [tripDay(8)] },
  { question: "what was the mosque up the hill yesterday called", parts: [[/Spanish Mosque/i]], links: [tripDay(8)] },
  { question: "name of the main square in chefchaouen?", parts: [[/Uta\s?el-?\s?Hammam/i]], links: [tripDay(8)] },
  { question: "the local speciality at lunch yesterday was what", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "where did we sleep last night", parts: [[/riad/i, /F[eè]s/i]], links: [tripDay(8), "/accommodations"] },
  U("whats the actual name of the riad we stayed at in fes"),
  U("how much did the chefchaouen day trip cost"),
  { question: "what mountains was chefchaouen in yesterday", parts: [[/Rif/i]], links: [tripDay(8)] },
  { question: "what time did we head back to fes yesterday", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  {
    question: "which day did some ppl start flying home",
    parts: [[anyOf(/day\s?8|day eight/i, date(29), /saturday|yesterday/i)]],
    links: [tripDay(8), "/faq"],
  },
  U("how many people already left yesterday"),

  // Earlier days, by date, weekday and day number.
  { question: "what did we do the day before yesterday", parts: [[/F[eè]s/i]], links: [tripDay(7)] },
  { question: "what was the blue gate in fes called", parts: [[/Bab Bou Jeloud/i]], links: [tripDay(7)] },
  { question: "how old is the quaraouiyine uni", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol", parts: [[anyOf(num(9000), /9k/i)]], links: [tripDay(7)] },
  { question: "what time was the tannery on friday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  U("how much was the tannery entry"),
  U("whats the name of our guide in fes"),
  { question: "the madrasa in fes on the 28th is from what century", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what was for dinner at the riad on the 28th", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "what time did we check in to the fes riad on thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how did our bags get to the fes riad", parts: [[/porters?|handcarts?/i]], links: [tripDay(6)] },
  { question: "how long was the train from marrakech to fes", parts: [[num(6), /hour/i]], links: [tripDay(6), "/faq", "/budget"] },
  {
    question: "how much was the train to fes n what time did it leave",
    parts: [[usd(45)], [clock(15, 0)]],
    links: [tripDay(6), "/budget"],
  },
  { question: "which cities did the fes train go thru", parts: [[/Rabat/i, /Meknes/i]], links: [tripDay(6)] },
  { question: "what time was sunrise at the camp on the 27th", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what was for breakfast at the desert camp", parts: [[/eggs|bread|mint tea/i]], links: [tripDay(6)] },
  { question: "whats the pass over the atlas called", parts: [[/Tichka/i]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/Gladiator/i, /Game of Thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  {
    question: "how much was the desert camp and what did it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "what town is the desert camp near", parts: [[/Zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what valley did we drive thru to get to the dunes", parts: [[/Dr[aâ]a/i]], links: [tripDay(5)] },
  { question: "what did we do on day 4", parts: [[/Majorelle/i]], links: [tripDay(4)] },
  { question: "what time was the photoshoot on tuesday", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  U("when do we get the photos back from the photographer"),
  U("whats the photographers name or insta"),
  { question: "what colours did they say to wear for the photoshoot", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "who booked the majorelle tix", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "restaurant on the 25th?", parts: [[/Dar Yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for the palace dinner", parts: [[/dressy|best evening|kaftan/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "what was the birthday dinner restaurant and where is it",
    parts: [[/Comptoir Darna/i], [/Hivernage/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "what was the restaurant last sunday", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "a week ago today what were we doing", parts: [[anyOf(/birthday/i, /Discover Marrakech/i)]], links: [tripDay(2)] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  U("whats the name of that late night lounge we ended up at on the bar crawl"),
  { question: "how much was the bar crawl", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "birthday dinner price per person", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the golden birthday", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what places did the walking tour go to", parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]], links: [tripDay(2)] },
  { question: "what time was the hot air balloon", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we up in the air in the balloon", parts: [[/(?:an|one|1) hour/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "what did nobu cost? was there a minimum", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/Japanese/i, /Peruvian/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "what day was nobu and what time",
    parts: [[anyOf(/day\s?3|day three/i, date(24), /monday/i)], [clock(20, 0)]],
    links: [tripDay(3), "/dinners"],
  },
  { question: "agafay day cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what was the welcome dinner place called", parts: [[/Le Foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "welcome dinner price and how much was the deposit",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  { question: "what time did everyone land on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we fly into", parts: [[/Menara|RAK/i]], links: [tripDay(0), "/faq"] },
  {
    question: "airport taxi cost from RAK and how do u pay",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  { question: "name of the first riad", parts: [[/L-?\s?Authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was riad l authentic", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "which souks did we stroll on day 0", parts: [[/Semmarine|Rahba Kedima/i]], links: [tripDay(0)] },
  { question: "villa check in time", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites and pools at villa royale", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(?:-|–|to)\s?25/]], links: ["/accommodations", "/faq"] },
  { question: "how many nights were we actually at the villa", parts: [[num(4)]], links: ["/accommodations"] },
  { question: "do i have to pay the villa contribution", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "villa breakfast price", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "whats in the hammam ritual", parts: [[/kessa|black (?:olive )?soap|rhassoul/i]], links: [tripDay(1)] },
  { question: "hammam n massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "whats the total cost estimate for the whole trip per person", parts: [[usd(440), /943/]], links: ["/budget"] },
  { question: "tourist tax how much", parts: [[anyOf(/28\s?(?:MAD|dirhams?|DH)/i, usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much tourist tax for the whole trip roughly", parts: [[anyOf(/24\.75/, usd(25))]], links: ["/budget"] },
  { question: "exchange rate dirham to dollar", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do we tip at restaurants", parts: [[/10\s?(?:-|–|to)\s?15\s?%/]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm each time", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/40\s?(?:-|–|to)\s?50\s?%/]], links: ["/budget", "/faq"] },
  { question: "card machine asks dollars or dirhams which one", parts: [[/dirhams?/i]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/Visa/i, /Mastercard/i]], links: ["/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[/100/, /500/]], links: ["/budget", tripDay(4)] },
  U("how much is a sim card at the airport"),
  U("whats the villa's exact address"),
  U("can i get my $20 welcome dinner deposit back"),
  U("how much is a petit taxi from casa voyageurs to ricks"),
  U("is uber a thing in casablanca"),
  U("how long is the flight from casa to new york"),
  U("whats my seat number on the train today"),

  // Rupa, the host, the occasion and the site.
  { question: "who is rupa", parts: [[/goat/i]] },
  U("rupa how old r u"),
  U("rupa whats ur favourite snack"),
  { question: "whats the occasion for this whole trip", parts: [[anyOf(num(30), /thirtieth/i), /golden/i]], links: ["/"] },
  { question: "whose birthday is it again", parts: [[/host/i]], links: ["/"] },
  U("whats the host's name"),
  U("hows best to pay the host back, venmo?"),
  { question: "whats the name of this trip", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the subtitle on the home page", parts: [[/A Marrakech Adventure/i]], links: ["/"] },
  {
    question: "whats the trip highlight on the homepage",
    parts: [[/TBD|to be (?:decided|determined)|not (?:yet )?(?:decided|chosen)/i]],
    links: ["/"],
  },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/Churchill/i]], links: ["/"] },
  { question: "which writer is quoted about an illuminated persian manuscript", parts: [[/Wharton/i]], links: ["/"] },
  { question: "whats the transportation page say, is it ready", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and the purple pins on the map?", parts: [[/Cultural/i]], links: ["/map"] },
  { question: "green on the map legend = ?", parts: [[/Activities/i]], links: ["/map"] },
  { question: "how many categories in the map color guide", parts: [[num(7)]], links: ["/map"] },
  { question: "good place for lunch in the souks from the map?", parts: [[/Le Jardin|Nomad|Caf[eé] des [EÉ]pices/i]], links: ["/map"] },
  { question: "wheres the churchill bar", parts: [[/Mamounia/i]], links: ["/map"] },

  // Music.
  { question: "how do i turn the music off", parts: [[/mute/i, /bottom[- ]left/i]] },
  {
    question: "why is the gallery page silent",
    parts: [[/no (?:music|track|audio|song)|doesn'?t have (?:its own )?(?:music|a track)|paus/i]],
  },
  { question: "music wont start on my phone rn", parts: [[/tap|click|touch|interact/i]] },
  { question: "what kind of music is on the home page", parts: [[/oud/i]] },
  U("whats the song called that plays on the itinerary pages"),
  U("who composed the music on the site"),

  // Photos and videos.
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "max photos per upload? want to post all my chefchaouen pics from yesterday", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video wont upload says file too large, whats the limit", parts: [[num(50), /MB|megabytes?/i]], links: ["/gallery"] },
  { question: "what video formats can go in the gallery", parts: [[/mp4/i, /mov/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by accident", parts: [[/Delete Photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("i deleted the wrong video can it be restored"),
  U("how many photos are in the gallery right now"),
  U("how long will the gallery stay up after the trip ends"),
  { question: "how do i save a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },
  {
    question: "do i need an account to upload",
    parts: [[/no (?:accounts?|log-?\s?ins?|sign[- ]?(?:up|in))|anyone with the link/i]],
    links: ["/gallery"],
  },

  // Tomorrow and beyond.
  {
    question: "whats tomorrow's plan",
    parts: [[anyOf(date(30), /last day|final day|ends|is over|ended|no (?:more )?plans?|nothing (?:is )?planned/i)]],
    links: [tripDay(9)],
  },
  { question: "is there a day 10?", parts: [[/day\s?9|day nine|Nov(?:ember)?\s?30/i]], links: [tripDay(9)] },
  U("can i extend and stay another night in casablanca tomorrow, any hotel recs"),
  U("is there a lounge at casa airport for tonight"),
  U("does the mosque tour this afternoon come in english"),
  U("what was the luggage limit on the train today"),
  U("whose name is the ricks reservation under today"),
  U("is there a group chat link for the squad"),

  // Practical.
  { question: "what voltage n plug in morocco", parts: [[/220\s?V/i], [/Type C|C\/E/i]], links: ["/faq", "/"] },
  U("whats the wifi password at the fes riad"),
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
];
