// HUNDRED-TWENTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 11:00 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * Today is day 2 of the trip, Sunday, November 23, 2025: "Discover Marrakech", the
 * birthday day (the host's 30th golden birthday).
 * - This morning: breakfast at Villa Royale at 08:30 ($10 per person, sign up the
 *   night before), then at 09:30 the medina walking tour with a licensed guide
 *   through Bahia Palace, Ben Youssef Madrasa and Le Jardin Secret ($10 per person
 *   plus museum fees; modest dress, shoulders and knees covered).
 * - Right now (11:00): the walking tour is under way in the medina.
 * - This afternoon: 14:30 back to Villa Royale for pool time and getting ready.
 * - Tonight: 19:30 the Golden Birthday Dinner at Comptoir Darna, Hivernage
 *   ($100-120 per person, "Golden glam: cocktail attire with a touch of gold",
 *   Moroccan & Mediterranean with live music and dancers); then at 22:30 the
 *   guided bar crawl through Gueliz & Hivernage ($10 per person for the guide,
 *   drinks paid as you go, smart casual).
 * - The night is spent at Villa Royale, on the outskirts of Marrakech.
 * - Yesterday, day 1, Saturday, November 22 ("Rest & Relax"): a slow morning and
 *   mint tea at Riad L-Authentic (09:30), check-in at Villa Royale after 3 PM
 *   (15:00), hammam & massage at 16:30 ($60) and sunset by the pool at 19:30.
 * - Tomorrow, day 3, Monday, November 24 ("Desert Fun"): 05:30 hot air balloon at
 *   sunrise over the Agafay desert ($117, about an hour in the air, Berber
 *   breakfast after), 11:00 Agafay desert day with quad bikes and camels (about
 *   $40), 17:00 back to the villa, 20:00 private rooftop dinner at Nobu, Hivernage
 *   (minimum spend $75 per person, smart casual). That night is again at the villa.
 */
export const HUNDRED_TWENTY_FIRST_TEST_CLOCK = new Date("2025-11-23T10:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words (0 to 99) as a pattern source, or null. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
}

/** A number in digits (thousands separators allowed) or in words, never part of a longer number. */
function num(n: number): RegExp {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, "[,.\\s]?");
  const digits = fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
  const alternatives = [`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`];
  const words = numberWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "USD 18", "US$18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:\\$|\\busd\\s?|\\bus\\$)\\s?${v}${end}|(?<![\\d.,$])${v}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A dollar span: "$100-120", "$100 to $120", "100-120 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}\\s?(?:-|–|—|to)\\s?(?:us)?\\$?\\s?${high}(?!\\d)`, "i");
}

/** A span of percentages: "10-15%", "10% to 15%". */
function pct(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])${low}\\s?%?\\s?(?:-|–|—|to)\\s?${high}\\s?%`, "i");
}

/** A time of day given in 24 hours: "20:00", "20h00", "8:00 pm", "8pm", "8 in the evening". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const partOfDay =
    h < 12 ? "in the morning" : h < 17 ? "in the afternoon" : "(?:in the evening|at night|tonight)";
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  return new RegExp(
    `(?<![\\d:.])0?${h}[:h.]${mm}(?!\\d)|(?<![\\d:.])${h12}${minutes}\\s?(?:${meridiem}(?![a-z])|${partOfDay})`,
    "i",
  );
}

/** The page of one trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A featured dinner's homes: its day page and the dinners page. */
const dinnerPages = (n: number): string[] => [tripDay(n), "/dinners"];

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredTwentyFirstTestQuestions: TestQuestion[] = [
  // ---- Right now: Sunday, November 23, 11:00 (day 2) ----
  { question: "what day of the trip r we on today", parts: [[num(2)]], links: [tripDay(2)] },
  { question: "wait whats the date today", parts: [[/\b23(rd)?\b|twenty[- ]third/i]], links: [tripDay(2)] },
  { question: "whats todays theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  {
    question: "so whats the deal today",
    parts: [[/walking tour|bahia|ben youssef|jardin secret|medina tour/i, /birthday dinner|comptoir darna/i]],
    links: [tripDay(2)],
  },
  {
    question: "where is everyone rn?? i just woke up",
    parts: [[/bahia|ben youssef|jardin secret|walking tour/i]],
    links: [tripDay(2)],
  },
  {
    question: "which places r on this mornings walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "how much is the walking tour", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "wat do i wear for the medina tour today", parts: [[/shoulder/i, /knee/i]], links: [tripDay(2)] },
  U("is lunch included in the walking tour today"),
  U("whats the name of our tour guide today"),
  { question: "what time was brekkie this morning", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  {
    question: "how much is villa breakfast n when do i sign up for tmrws",
    parts: [[usd(10)], [/night before|evening before|tonight/i]],
    links: [tripDay(2), "/faq"],
  },
  { question: "what r we doing this afternoon", parts: [[/pool|swim|nap/i]], links: [tripDay(2)] },
  { question: "what time do we head back to the villa after the tour", parts: [[clock(14, 30)]], links: [tripDay(2)] },
  U("any massage slots left at the villa this afternoon?"),
  { question: "bday dinner is tonight right? what time", parts: [[clock(19, 30)]], links: dinnerPages(2) },
  { question: "where's dinner tonight", parts: [[/comptoir darna/i]], links: dinnerPages(2) },
  { question: "dress code tonite??", parts: [[/gold/i, /cocktail/i]], links: dinnerPages(2) },
  { question: "how much is tonights dinner pp", parts: [[usdRange(100, 120)]], links: [...dinnerPages(2), "/budget"] },
  { question: "what kind of food is it tonight", parts: [[/moroccan/i, /mediterranean/i]], links: dinnerPages(2) },
  { question: "is there entertainment at dinner tonight", parts: [[/danc|live music|musician/i]], links: dinnerPages(2) },
  { question: "is tonights restaurant new or has it been around a while", parts: [[num(20)]], links: ["/dinners"] },
  U("what time do the cars leave the villa for dinner tonight"),
  U("how much is a taxi from the villa to comptoir darna"),
  U("whos giving the speech tonight"),
  U("is there a bday cake tonight? what flavour"),
  { question: "n after dinner??", parts: [[/bar crawl/i]], links: [tripDay(2)] },
  {
    question: "bar crawl what time + how much",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  { question: "where does the bar crawl go", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  U("what time does the bar crawl end tonight"),
  U("how much r drinks on the bar crawl"),
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(2), "/accommodations"] },
  { question: "how old is the host turning today", parts: [[num(30)]], links: ["/"] },
  { question: "whats the weather like today", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "what did we do yesterday", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what time did villa check-in open yesterday", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "how much was the hammam yesterday", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what was the thing by the pool last night", parts: [[/sunset/i]], links: [tripDay(1)] },
  U("is the villa wifi password written anywhere"),
  { question: "ok and tmrw?", parts: [[/balloon/i, /agafay/i]], links: [tripDay(3)] },
  { question: "tomorrows theme?", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "what time's the balloon tmrw", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "is it gonna be cold for the balloon, what do i wear", parts: [[/freez/i, /layer/i]], links: [tripDay(3)] },
  { question: "how long r we actually up in the balloon", parts: [[/(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "do we get food after the balloon", parts: [[/breakfast/i]], links: [tripDay(3)] },
  U("where exactly is the balloon pickup tmrw"),
  U("which balloon company r we using"),
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "what time does the agafay day start tmrw", parts: [[clock(11, 0)]], links: [tripDay(3)] },
  { question: "agafay how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what do we actually do in agafay tomorrow", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "what shud i wear for the desert day tmrw", parts: [[/scarf|fleece/i]], links: [tripDay(3)] },
  { question: "what time r we back at the villa tmrw", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  {
    question: "tmrw nite dinner where n what time",
    parts: [[/nobu/i], [clock(20, 0)]],
    links: dinnerPages(3),
  },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [...dinnerPages(3), "/budget"] },
  { question: "dress code for nobu", parts: [[/smart casual/i]], links: dinnerPages(3) },
  { question: "what kinda food is nobu", parts: [[/japanese/i, /peruvian/i]], links: dinnerPages(3) },
  { question: "whats good to order at nobu tmrw", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  U("what desserts does nobu have"),
  { question: "where do we sleep tomorrow night", parts: [[/villa/i]], links: [tripDay(3), "/accommodations"] },
  {
    question: "and the day after tomorrow?",
    parts: [[/majorelle|gardens (?:&|and) souks|photoshoot|photographer/i]],
    links: [tripDay(4)],
  },
  // ---- The rest of the trip ----
  {
    question: "when is the photographer coming",
    parts: [[/tuesday|\b25(th)?\b|day 4|day four/i]],
    links: [tripDay(4), "/"],
  },
  { question: "what colours should i wear for the photoshoot", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  U("whats the photographers name"),
  U("when do we get the professional photos back"),
  {
    question: "how much r majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "do i need to buy majorelle tix myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "palace dinner - where and when", parts: [[/dar yacout/i], [clock(20, 0)]], links: dinnerPages(4) },
  {
    question: "how much is dar yacout",
    parts: [[/individual|at the restaurant|yourself|your own|separately/i]],
    links: dinnerPages(4),
  },
  { question: "what do i wear to the palace dinner", parts: [[/dressy|kaftan|djellaba/i]], links: [...dinnerPages(4), "/faq"] },
  { question: "how much is the souk guide on tues", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "desert camp how much n whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what time's the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "ait benhaddou is from which movies", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  {
    question: "i get carsick on mountain roads, any tips for the drive",
    parts: [[/motion[- ]sickness/i]],
    links: [tripDay(5), "/faq"],
  },
  { question: "anything else i should bring to the desert camp", parts: [[/headlamp|lip balm|sunglasses/i]], links: ["/faq"] },
  { question: "can i bring my big suitcase on the camel lol", parts: [[/overnight/i]], links: ["/faq"] },
  U("how much does the drive to zagora cost"),
  { question: "whats happening on the 27th", parts: [[/f[eè]s/i, /train/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6), /hour/i]], links: [tripDay(6), "/faq"] },
  { question: "how much r train tickets to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  U("whats the name of our riad in fes"),
  {
    question: "plans for friday the 28th?",
    parts: [[/tannery|bou inania|f[eè]s el[- ]bali|medina/i]],
    links: [tripDay(7)],
  },
  { question: "what time is the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  U("how much is dinner at the riad in fes"),
  { question: "what day is chefchaouen", parts: [[/saturday|\b29(th)?\b|day 8|day eight/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "what shud we eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  {
    question: "r ppl leaving early? when do the first ppl go home",
    parts: [[/day 8|day eight|saturday|\b29(th)?\b/i]],
    links: [tripDay(8), "/faq"],
  },
  { question: "last day what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "farewell lunch where + when", parts: [[/rick[’']?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  {
    question: "wat do i wear to the mosque in casablanca",
    parts: [[/knee|shoulder|arm/i, /scarf|sock/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  {
    question: "what time shud i book my flight home on the 30th",
    parts: [[/evening|18[:h.]00|6\s?p\.?\s?m/i]],
    links: ["/faq", tripDay(9)],
  },
  U("which airline r most ppl flying home on"),
  { question: "should i change my leftover dirhams back home", parts: [[/hard to change|spend/i]], links: [tripDay(9)] },
  // ---- Rupa, the host, the occasion and the site ----
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  U("how old is rupa"),
  U("whats rupas favourite food lol"),
  { question: "whats the occasion for this trip", parts: [[num(30), /birthday/i]], links: ["/"] },
  U("whats the hosts name again"),
  U("whats the hosts whatsapp number"),
  { question: "whats this website called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r going", parts: [[num(22)]], links: ["/"] },
  { question: "when does the trip start and end", parts: [[/\b21(st)?\b/i, /\b30(th)?\b/i]], links: ["/"] },
  { question: "how do i turn off the music", parts: [[/bottom[- ]left/i]] },
  { question: "whats the music on the home page", parts: [[/oud/i]] },
  { question: "which page has the same music as the map", parts: [[/faq/i]] },
  U("whats the name of the song on the homepage"),
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the biggest video i can upload", parts: [[num(50), /mb|megabyte/i]], links: ["/gallery"] },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|don'?t have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a pic i posted by accident",
    parts: [[/delete photos/i, /password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "can i download other ppls vids from the gallery",
    parts: [[/download button|full[- ]screen|viewer/i]],
    links: ["/gallery"],
  },
  { question: "is there a slideshow for the tv at the villa", parts: [[/\/slideshow|slideshow page/i]], links: ["/slideshow"] },
  U("how long will the photos stay up after the trip"),
  U("can i make a separate album just for the bday pics"),
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "how many categories r on the map", parts: [[num(7)]], links: ["/map"] },
  {
    question: "good rooftop spot for lunch in the medina?",
    parts: [[/nomad|le jardin|caf[ée] des [ée]pices/i]],
    links: ["/map"],
  },
  { question: "where can we do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's al fassia and what do we order", parts: [[/gueliz/i], [/lamb shoulder/i]], links: ["/map"] },
  U("is nomad expensive"),
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  U("what time does jardin majorelle open"),
  // ---- Money, practicalities and stays ----
  { question: "whats the exchange rate", parts: [[num(10), /mad|dirham/i]], links: ["/budget", "/faq", "/"] },
  { question: "is there a tourist tax, how much", parts: [[num(28)]], links: ["/budget", "/faq"] },
  { question: "how much do ppl tip at restaurants", parts: [[pct(10, 15)]], links: ["/budget", "/faq"] },
  U("whats the rate for euros"),
  {
    question: "how much cash should i pull from the atm each time",
    parts: [[/1[,.]?000\s?(?:-|–|—|to)\s?2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how low do i start when bargaining", parts: [[pct(40, 50)]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "do the souks take card", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "how much shud i budget for shopping", parts: [[usdRange(100, 500)]], links: ["/budget", tripDay(4)] },
  {
    question: "roughly how much is this whole trip gonna cost me",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  U("whats the emergency number in morocco"),
  { question: "do i need a visa? i'm canadian", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type c|c\s?\/\s?e|c and e/i]], links: ["/faq", "/"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do ppl speak english or french there", parts: [[/french/i]], links: ["/faq"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "is it gonna rain today", parts: [[/rare/i]], links: ["/faq"] },
  { question: "is morocco safe for us", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "can i take pics of the performers in the square", parts: [[/dirham/i]], links: ["/faq"] },
  U("does uber work in marrakech"),
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "which airport did we land at", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  {
    question: "what time did the trip officially start on the 21st",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq", "/"],
  },
  { question: "where was the welcome dinner on friday", parts: [[/foundouk/i]], links: dinnerPages(0) },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [...dinnerPages(0), "/budget"] },
  {
    question: "how much do i owe for the first nights riad",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  U("whats the villa's street address? need it for my uber"),
  {
    question: "how many suites n pools at the villa",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s?(?:-|–|—|to)\s?25|twenty/i]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  {
    question: "do i HAVE to pay for the villa",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/faq", "/budget", tripDay(1)],
  },
  U("is there a gym at the villa"),
  U("do the villa suites have hair dryers"),
  U("is there laundry at the villa? running out of clean clothes"),
  U("who am i sharing a room with at the villa"),
  U("is the hammam mixed or separate for guys and girls"),
  {
    question: "im gluten free - who do i tell and by when",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  { question: "how many dinners r on the dinners page", parts: [[num(4)]], links: ["/dinners"] },
  U("can i bring my bf as a plus one"),
  {
    question: "the transportation page is empty?",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  { question: "whats the trip highlight on the homepage", parts: [[/\bTBD\b|to be (?:decided|determined)/i]], links: ["/"] },
  { question: "how do we get from fes to casablanca", parts: [[/train/i]], links: ["/faq", tripDay(9)] },
  { question: "how do we get around marrakech", parts: [[/taxi/i]], links: ["/faq"] },
  { question: "where does the fes medina walk start", parts: [[/bab bou jeloud|blue gate/i]], links: [tripDay(7)] },
];
