// FIFTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 13:00 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * Today is day 3 of the trip, Monday, November 24: "Desert Fun".
 * - This morning: 05:30 hot air balloon at sunrise over the Agafay stone desert
 *   (about an hour in the air with the High Atlas behind, $117 per person, then a
 *   Berber breakfast in a tent); from 11:00 the Agafay Desert Day (about $40 per
 *   person): quad bikes and camel rides across the rocky hills.
 * - Right now (13:00): still out on the Agafay desert day, with lunch under a
 *   Berber tent.
 * - This afternoon: a lazy afternoon by a desert-camp pool in Agafay, then at
 *   17:00 back to Villa Royale to shake out the sand, shower and rest.
 * - Tonight: 20:00 private rooftop dinner at Nobu (Nobu Hotel Marrakech rooftop,
 *   Hivernage): Japanese-Peruvian, minimum spend $75 per person, smart casual.
 * - The night is spent at Villa Royale, outskirts of Marrakech.
 *
 * Yesterday was day 2, Sunday, November 23: "Discover Marrakech", the birthday
 * day: 08:30 breakfast at the villa, 09:30 medina walking tour (Bahia Palace, Ben
 * Youssef Madrasa, Le Jardin Secret), 14:30 pool time, 19:30 Golden Birthday
 * Dinner at Comptoir Darna ($100-120 per person, golden glam) and a 22:30 guided
 * bar crawl through Gueliz and Hivernage.
 *
 * Tomorrow is day 4, Tuesday, November 25: "Gardens & Souks": 08:30 group
 * photoshoot in the Villa Royale gardens, 11:00 Jardin Majorelle ($18) and Musée
 * YSL ($15), 14:30 guided souk shopping ($5 guide), 20:00 palace dinner at Dar
 * Yacout (paid individually, dressy), and another night at Villa Royale.
 */
export const FIFTY_EIGHTH_TEST_CLOCK = new Date("2025-11-24T12:00:00Z");

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words (as a pattern), below one hundred. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return SMALL[n];
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${SMALL[n % 10]}`;
}

/** The digits of a number, thousands separators optional. */
function digitsPattern(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`(?<![\\d.,])${digitsPattern(n)}(?![\\d]|[.,]\\d)`];
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = digitsPattern(n);
  return new RegExp(
    [
      `\\$\\s?${amount}(?:\\.00)?(?![\\d]|[.,]\\d)`,
      `(?<![\\d.,])${amount}(?:\\.00)?\\s?(?:us\\s?)?(?:dollars?|bucks|usd)\\b`,
      `\\busd\\s?${amount}(?:\\.00)?(?![\\d]|[.,]\\d)`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (h in 24-hour form). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const alternatives = [
    `(?<![\\d:])${h24}[:.h]${mm}(?!\\d)`,
    m === 0
      ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:])${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (m === 0 && h >= 13) alternatives.push(`(?<![\\d:])${h}h(?!\\d)`);
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const fiftyEighthTestQuestions: TestQuestion[] = [
  // --- Today (day 3, Monday Nov 24), right now, this morning, tonight ---
  { question: "wait what day of the trip is it today", parts: [[/day\s*(?:3|three)\b|third day/i]], links: [tripDay(3)] },
  { question: "whats the theme today", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "what are we doing rn??", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "where's lunch today", parts: [[/tent/i]], links: [tripDay(3)] },
  { question: "what can we do out in agafay this afternoon, quads or camels?", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "how much is today's agafay thing again", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what time do we head back to the villa this afternoon", parts: [[clock(17)]], links: [tripDay(3)] },
  { question: "dinner tonight is where", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "wat time is dinner tonite", parts: [[clock(20)]], links: [tripDay(3), "/dinners"] },
  { question: "whats the minimum spend at nobu tonight", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "dress code for tonight??", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "can i wear flip flops to dinner tonight", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what neighbourhood is nobu in", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations", tripDay(3)] },
  { question: "how much did the balloon cost this morning, need to pay someone back", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup this morning lol im dead", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how long were we meant to be up in the balloon", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "what did they feed us after the balloon landed this morning", parts: [[/breakfast/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "which mountains were those behind the balloons this morning", parts: [[/atlas/i]], links: [tripDay(3)] },
  U("did the balloon actually take off this morning or was it cancelled for wind?"),
  U("what time are the cars leaving the villa for nobu tonight"),
  U("does nobu have a vegan menu tonight"),
  // --- Yesterday (day 2, Sunday Nov 23) ---
  { question: "what was yesterday's theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "where was the birthday dinner last night", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner per person", parts: [[/100\s*(?:-|–|to)\s*\$?120/]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time did the bar crawl kick off last night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what 3 places did we see on yesterday's walking tour", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  // --- Tomorrow (day 4, Tuesday Nov 25) ---
  { question: "what time's the photoshoot tmrw", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what should i wear for the photos tomorrow", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "where is the photoshoot tomorrow", parts: [[/villa/i]], links: [tripDay(4)] },
  U("whats the photographer's name for tomorrow? want to follow them on insta"),
  { question: "tmrw dinner where?", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the palace dinner tomorrow", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what do i wear to dar yacout", parts: [[/dressy|evening outfit|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time do we hit the souks tomorrow", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "majorelle tickets how much", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "and the ysl museum?", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "whats on tuesday", parts: [[/gardens\s*(?:&|and)\s*souks|majorelle/i]], links: [tripDay(4)] },
  U("whats the wifi password at the villa"),
  U("which suite am i in at the villa"),
  { question: "how much is a hammam + massage at the villa and who do i book it with", parts: [[usd(60)], [/host/i]], links: [tripDay(1), "/faq"] },
  { question: "how much is breakfast at the villa tmrw morning", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "do i need to sign up for breakfast tomorrow?", parts: [[/(?:night|evening) before/i]], links: [tripDay(2), "/faq"] },
  // --- More of today, yesterday and tomorrow ---
  { question: "is there a pool out at agafay this afternoon or nah", parts: [[/pool/i]], links: [tripDay(3)] },
  U("what time is sunset tonight? want to be on the nobu roof for it"),
  { question: "what time did the walking tour start yesterday", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "is the balloon tomorrow morning? need to set an alarm", parts: [[/today|this morning|already|day\s*3\b|24/i]], links: [tripDay(3)] },
  { question: "is the photoshoot today??", parts: [[/tomorrow|tuesday|25|day\s*4\b/i]], links: [tripDay(4), "/"] },
  { question: "we still at the villa tomorrow night?", parts: [[/villa/i]], links: ["/accommodations", tripDay(4)] },
  { question: "how many days of the trip are left after today", parts: [[num(6)]] },
  { question: "palace dinner tonight or tmrw?", parts: [[/tomorrow|tuesday|25|day\s*4\b/i]], links: [tripDay(4), "/dinners"] },
  { question: "whats the landmark we'll see lit up from the nobu roof tonight", parts: [[/koutoubia/i]], links: [tripDay(3)] },
  { question: "nobu signature dishes? what do i order tonight", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "how much is today costing me - balloon, agafay and nobu", parts: [[usd(117)], [usd(40)], [usd(75)]], links: [tripDay(3), "/budget"] },
  { question: "what time is majorelle tomorrow", parts: [[clock(11)]], links: [tripDay(4)] },
  { question: "do i need to buy my own majorelle tickets for tmrw", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what kind of food was comptoir darna last night", parts: [[/mediterranean/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time was the birthday dinner yesterday", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the bday dinner yesterday", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  U("what time does the souk shopping finish tomorrow"),
  // --- The desert, Fes, Chefchaouen and Casablanca ---
  { question: "day after tomorrow what time do we leave for the desert", parts: [[clock(7)]], links: [tripDay(5)] },
  { question: "where is the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much is the desert camp and what does it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "which mountain pass do we cross on the 26th", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "ait benhaddou - what movies were filmed there", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "what time is the camel ride wed", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "do i need motion sickness pills for the drive to the desert", parts: [[/recommend|winding|tichka/i]], links: ["/faq", tripDay(5)] },
  { question: "what do i pack for the desert camp", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },
  U("is there wifi or somewhere to charge phones at the desert camp"),
  U("whats the desert camp called"),
  { question: "what time do we watch the sunrise on the 27th", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "thursday train to fes what time", parts: [[clock(15)]], links: [tripDay(6)] },
  { question: "how long is the train to fes and how much", parts: [[num(6), /hour/i], [usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the fes riad", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "fes riad how much", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", tripDay(6)] },
  U("whats the name of our riad in fes"),
  { question: "where do we go in on the fes walking tour", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "28th what time is the tannery", parts: [[clock(14)]], links: [tripDay(7)] },
  { question: "why do they give u mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes in fes el bali", parts: [[/9[,. ]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "is the fes part of the itinerary final", parts: [[/work in progress|may change|not final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  U("how much is the guided walk in fes"),
  { question: "what are we doing on the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "saturday what time do we leave for chefchaouen, and how long's the drive", parts: [[clock(7, 30)], [/(?:four|4)\s*hours?/i]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view over chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "are some ppl leaving early", parts: [[/day\s*8\b|29|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "last day what time is the train to casablanca", parts: [[clock(7)]], links: [tripDay(9)] },
  U("how much are the train tickets to casablanca"),
  { question: "where's the farewell lunch and when", parts: [[/rick['’]?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  U("how much is lunch at rick's"),
  { question: "hassan ii mosque tour price and time", parts: [[usd(13)], [clock(15)]], links: [tripDay(9), "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  // --- Arrival, departure, stays, money and practicalities ---
  { question: "flight home is from which airport?", parts: [[/mohammed v|cmn/i]], links: ["/faq", tripDay(9)] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time is departure on the 30th", parts: [[clock(18)]], links: [tripDay(9)] },
  { question: "when did the trip officially start", parts: [[/\b21/, clock(11)]], links: ["/", "/faq", tripDay(0)] },
  { question: "how much was the airport transfer + how were we supposed to pay", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "first night riad name?", parts: [[/l-?\s?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the riad l authentic", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "where was the welcome dinner and how much was it", parts: [[/foundouk/i], [/40\s*(?:-|–|to)\s*\$?60/]], links: [tripDay(0), "/dinners"] },
  { question: "was there a deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how many suites n pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "villa check in time", parts: [[clock(15)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25/]], links: ["/accommodations", "/faq"] },
  { question: "whats for breakfast at the villa", parts: [[/msemen|amlou/i]], links: [tripDay(2)] },
  { question: "which plug adapter do i need", parts: [[/type\s*c/i]], links: ["/", "/faq"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "exchange rate?", parts: [[num(10), /mad|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*(?:-|–|to)\s*15\s*%/]], links: ["/budget", "/faq"] },
  { question: "tourist tax??", parts: [[/28\s*(?:mad|dh|dirham)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out of the atm at once", parts: [[/1[,.]?000\s*(?:-|–|to)\s*2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/40\s*(?:-|–|to)\s*50\s*%/]], links: ["/budget", "/faq"] },
  { question: "foreign card fees?", parts: [[/1\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget"] },
  { question: "how much should i budget for shopping", parts: [[/100\s*(?:-|–|to)\s*\$?500/]], links: ["/budget"] },
  { question: "ballpark how much is the whole trip per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "whats the weather usually like this time of year", parts: [[/15\s*(?:-|–|to)\s*25/]], links: ["/", "/faq"] },
  { question: "is it gonna rain a lot in fes", parts: [[/rare|shower/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/(?:utc|gmt)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get alcohol here", parts: [[/licen[cs]ed|hotel|bar/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i go inside mosques", parts: [[/hassan\s*ii/i]], links: ["/faq"] },
  { question: "is morocco safe", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "im vegetarian, who do i tell and how far ahead", parts: [[/host/i], [/(?:two|2)\s*weeks/i]], links: ["/dinners"] },
  { question: "how many people are on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the occasion again lol", parts: [[/\b30|thirt/i, /birthday/i]], links: ["/"] },
  U("where's the nearest pharmacy to the villa"),
  U("whats the villa's street address"),
  U("can i rent a car in marrakech for a day"),
  U("is the villa pool heated"),
  U("does the villa have a gym"),
  U("is there laundry service at the villa"),
  U("how much is a sim card at the airport"),
  U("can i pay the villa contribution by venmo"),
  U("whats the host's full name"),
  U("whats the host's whatsapp number"),
  // --- The site, Rupa, music, gallery and map ---
  { question: "whats this site called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who r u rupa", parts: [[/goat/i]] },
  { question: "where's the rupa button on the page", parts: [[/bottom[- ]right|lower right/i]], links: ["/faq"] },
  U("how old is rupa"),
  { question: "how do i mute the music", parts: [[/bottom[- ]left|lower left/i]] },
  { question: "what's the home page music like", parts: [[/oud/i]], links: ["/"] },
  U("what's the name of the song on the home page"),
  { question: "how do i upload my photos", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once and whats the max size", parts: [[num(10)], [/50\s*mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  U("how many photos have people uploaded so far"),
  { question: "whats on the transportation page", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  U("which car am i in for the airport transfer on the 30th"),
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "how many categories on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "orange pins??", parts: [[/food/i]], links: ["/map"] },
  { question: "good lunch spot in the souks?", parts: [[/le jardin|nomad|caf[eé] des [ée]pices/i]], links: ["/map"] },
  { question: "what should i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where can i get a cocktail like churchill did", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "any cooking class in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  U("are we chipping in for a birthday present for the host"),
  // --- Back to now ---
  { question: "wait was the birthday dinner yesterday or tomorrow", parts: [[/yesterday|sunday|23/i]], links: [tripDay(2), "/dinners"] },
  { question: "whats tomorrow's date and day number", parts: [[/25/], [num(4)]], links: [tripDay(4)] },
  { question: "what's happening this evening after the desert", parts: [[/nobu/i]], links: [tripDay(3)] },
  { question: "what do i wear in the desert today", parts: [[/layer|fleece/i]], links: [tripDay(3)] },
  U("how much is a taxi from the villa to nobu tonight"),
  U("what time does nobu close tonight"),
  U("do i need a driver's license for the quad bikes today"),
  U("will it be cold on the nobu rooftop tonight, are there heaters"),
  U("can we extend the villa an extra night after the desert"),
  U("is there a group chat link somewhere"),
  U("what time did the bar crawl end last night i genuinely dont remember"),
  { question: "first thing tomorrow morning?", parts: [[/photo/i]], links: [tripDay(4)] },
  { question: "how do i get from the villa to gueliz", parts: [[/taxi|car/i]], links: ["/faq"] },
  U("whats the uv index today, do i need spf 50"),
  U("is the balloon company refunding people who skipped this morning"),
];
