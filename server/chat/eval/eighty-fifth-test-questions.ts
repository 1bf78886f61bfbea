// EIGHTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 18:30 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * It is day 5 of the trip (days run 0 to 9), Wednesday, November 26, 2025,
 * "Sahara Desert Adventure" (/day/5).
 * - This morning: the road trip over the High Atlas left at 07:00 by the
 *   Tizi n'Tichka pass (a photo stop more than 2,200 metres up), then at 11:30
 *   the UNESCO-listed ksar of Aït Benhaddou near Ouarzazate (Gladiator, Game of
 *   Thrones), with lunch by the river.
 * - This afternoon: from 16:30 the sunset camel ride into the dunes near
 *   Zagora (included in the $95 desert camp price).
 * - Now (18:30): the end of the camel ride / arriving at the camp, with dinner next.
 * - Tonight: 19:30 dinner and a night at the desert camp, Zagora: tagines by
 *   lantern light, drumming around the campfire, a night in a Berber tent
 *   ($95 per person covering activities, dinner and breakfast). Dress: layers,
 *   a fleece, a scarf against the dust, closed shoes.
 * - The night is spent at the desert camp in Zagora (not at Villa Royale,
 *   although the villa's five listed nights run Nov 22-26).
 * - Yesterday (day 4, Tuesday, November 25, "Gardens & Souks"): 08:30 group
 *   photoshoot in the Villa Royale gardens, 11:00 Jardin Majorelle & Musée YSL
 *   (garden $18, museum $15), 14:30 guided souk shopping ($5 guide), 20:00
 *   palace dinner at Dar Yacout (paid individually).
 * - Tomorrow (day 6, Thursday, November 27, "Journey to Fes"): 06:30 sunrise
 *   over the dunes and camp breakfast, 08:00 drive back to Marrakech over the
 *   Atlas, 15:00 train to Fes (about 6 hours, $45, via Casablanca, Rabat and
 *   Meknes), 21:00 check-in at our riad in Fes el-Bali ($90 per person for
 *   three nights, Nov 27-29).
 */
export const EIGHTY_FIFTH_TEST_CLOCK = new Date("2025-11-26T17:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number below 100 in words, as a pattern ("twenty-two", "twenty two"); null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
}

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The ways a number is written in digits: "2200" and "2,200". */
const digitForms = (n: number): string =>
  [...new Set([String(n), n.toLocaleString("en-US")])].map(escapeRe).join("|");

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])(?:${digitForms(n)})(?!\\d|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18", "US$18". */
function usd(n: number): RegExp {
  const amount = `(?:${digitForms(n)})(?:\\.00)?(?!\\d|[.,]\\d)`;
  return new RegExp(
    `\\$\\s?${amount}|(?<![\\d.,$])${amount}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)\\b|\\bus(?:d|\\$)\\s?\\$?${amount}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (minutes optional in the 12-hour form on the hour). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const forms = [
    `${h24}(?:[:.]|\\s?h\\s?)${mm}`,
    `${h12}${m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`}\\s?${half}\\.?\\s?m\\b\\.?`,
  ];
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const DAY_FIVE = /\bday\s*(?:#\s*)?(?:5|five)\b/i;
const CAMP_INCLUDED = /includ|\$\s?95\b|\b95\s?(?:usd|dollars)/i;
const THIRTY = /\b30(?:th)?\b|\bthirt(?:y|ieth)\b/i;

export const eightyFifthTestQuestions: TestQuestion[] = [
  // --- Today, tonight, this morning, this afternoon, right now (day 5) ---
  { question: "what day of the trip is it today?", parts: [[DAY_FIVE]], links: [tripDay(5)] },
  { question: "wait whats todays date", parts: [[num(26)]], links: [tripDay(5)] },
  { question: "what weekday is it, ive completely lost track lol", parts: [[/wednesday/i]], links: [tripDay(5)] },
  { question: "whats todays theme called", parts: [[/sahara desert adventure/i]], links: [tripDay(5)] },
  { question: "whats the plan tonight", parts: [[clock(19, 30), /camp/i]], links: [tripDay(5)] },
  { question: "where r we sleeping tonight", parts: [[/desert camp|zagora|berber tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "whats for dinner tonight", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "is tonights dinner included or do i need cash", parts: [[CAMP_INCLUDED]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "how much is tonight's desert camp per person", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what does tonight's camp price cover", parts: [[/activit/i, /dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "is there any music at the camp tonight?", parts: [[/drum/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what did we do this morning?", parts: [[/tichka|high atlas/i, /benhaddou/i]], links: [tripDay(5)] },
  { question: "what time did we head out this morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how high was that mountain pass today", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "the mud brick village from earlier today, what films were shot there??", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "is the kasbah village we saw today a unesco site", parts: [[/unesco/i]], links: [tripDay(5)] },
  { question: "where did we have lunch today", parts: [[/river/i]], links: [tripDay(5)] },
  { question: "what time does the camel ride start this afternoon", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where's the camel ride this afternoon", parts: [[/zagora/i]], links: [tripDay(5)] },
  { question: "do i have to pay extra for the camels today", parts: [[CAMP_INCLUDED]], links: [tripDay(5), "/budget"] },
  { question: "what should we be doing rn?", parts: [[/camel|camp/i]], links: [tripDay(5)] },
  { question: "whats next after the camels", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "its freezing, what should i wear tonight at camp", parts: [[/fleece|layers/i]], links: [tripDay(5), "/faq"] },
  { question: "how cold will it get in the desert tonight", parts: [[/freez/i]], links: ["/faq"] },
  // --- Tomorrow (day 6) ---
  { question: "what time do we have to get up for sunrise tmrw", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats breakfast tomorrow at the camp", parts: [[/eggs/i, /tea/i]], links: [tripDay(6)] },
  { question: "tmrw is the 27th right? what are we doing", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  { question: "what time do we leave the camp tomorrow", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "what time is the train to fes tomorrow", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train to fes tmrw", parts: [[/\b(?:6|six)\s*(?:-\s*)?h(?:ou)?rs?\b/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much is the train ticket tomorrow & who has the tickets", parts: [[usd(45)], [/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the fes riad tmrw night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "does tomorrow's train stop anywhere on the way", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "how do our bags get to the riad in fes tmrw", parts: [[/porter|handcart/i]], links: [tripDay(6)] },
  { question: "dress code for tomorrow? its mostly travelling right", parts: [[/comfortable|travel clothes/i]], links: [tripDay(6)] },
  { question: "is the road tmrw gonna be bad for motion sickness", parts: [[/tichka|winding/i]], links: ["/faq", tripDay(6)] },
  // --- Yesterday (day 4) ---
  { question: "what did we do yesterday", parts: [[/majorelle/i, /yacout|palace dinner/i]], links: [tripDay(4)] },
  { question: "what was the restaurant last night called again", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "was last nights dinner paid individually or as a group", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  U("who was the photographer yesterday, does anyone have their insta?"),
  U("when do we get the photos from yesterday's shoot"),
  U("is there wifi at the camp tonight"),
  U("can i charge my phone at the camp tonight"),
  U("are there hot showers at the desert camp"),
  U("what's the name of the desert camp we're at"),
  // --- Rupa, the host, the occasion ---
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "where do i find the chat thing on the site again", parts: [[/bottom[- ]right|lower[- ]right/i]] },
  { question: "whose bday are we celebrating", parts: [[/host/i, THIRTY]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[THIRTY]], links: ["/"] },
  { question: "which night was the birthday dinner and where was it", parts: [[/\b23(?:rd)?\b|\bday\s*(?:2|two)\b|sunday/i], [/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "whats the name of this whole trip", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  U("what's the host's full name"),
  U("whats the host's whatsapp number"),
  U("what gift should i get the host"),
  // --- The site's pages and music ---
  { question: "where do i see the map of all the spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must-see/i]], links: ["/map"] },
  { question: "what colour are restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "anything about transportation on the site?", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]left|lower[- ]left/i]] },
  { question: "what kind of music is on the home page", parts: [[/oud/i]], links: ["/"] },
  U("what's the name of the song playing on the itinerary pages"),
  U("who made the background music, is it on spotify"),
  // --- The gallery: uploading, deleting, downloading ---
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many of today's photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "can i upload videos too and whats the max size", parts: [[/video/i], [/50\s?mb/i]], links: ["/gallery"] },
  { question: "uploading my camel pics from today and it says file too large??", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by accident", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i download the videos ppl posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "who can see the gallery", parts: [[/anyone with (?:the )?link|anyone who has the link/i]], links: ["/gallery"] },
  U("how long will the gallery stay online after the trip"),
  U("can i upload straight from my icloud shared album"),
  // --- Home page and overview ---
  { question: "who are the 3 quotes on the home page from", parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]], links: ["/"] },
  { question: "what did churchill say about morocco", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners were the special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "what's the highlight of the trip according to the homepage", parts: [[/tbd|to be (?:decided|determined)/i]], links: ["/"] },
  // --- Stays ---
  { question: "what are the 4 places we stay", parts: [[/l-?authentic/i, /villa royale/i, /desert camp|zagora/i, /fes/i]], links: ["/accommodations"] },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at the villa", parts: [[/\b(?:2|two)\s*(?:swimming\s*)?pools?/i]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4\s*-?\s*hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  U("what's the exact address of villa royale"),
  // --- More about tonight and tomorrow the content does not cover ---
  U("who's in which tent tonight?"),
  U("is there a bar at the camp tonight?"),
  U("how long does the camel ride last"),
  U("what time's sunset today in zagora"),
  U("are there atms in zagora? im almost out of cash"),
  U("how many hours is the drive back to marrakech tmrw"),
  // --- Fes, Chefchaouen, Casablanca (days 6 to 9) ---
  U("where do we stop for lunch tomorrow"),
  U("whats the name of our riad in fes"),
  { question: "how much is the riad we're checking into tmrw", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "which nights are we in fes", parts: [[num(27), num(29)]], links: ["/accommodations", "/budget"] },
  { question: "how many nights in fes starting tomorrow", parts: [[/\b(?:3|three)\s*nights?/i]], links: ["/accommodations", "/budget"] },
  U("does the fes riad have a pool"),
  { question: "whats the plan the day after tomorrow", parts: [[/bou inania|tanner|fes el.?bali|explore fes/i]], links: [tripDay(7)] },
  { question: "what time is the tannery on the 28th", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand out mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how old is the university in fes", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many streets in the fes medina lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "where does the fes walking tour start and what time", parts: [[/bou jeloud|blue gate/i], [clock(9, 30)]], links: [tripDay(7)] },
  U("how much is the guided walk in fes"),
  U("whats our fes guide's name"),
  { question: "whats dinner on the 28th", parts: [[/riad/i, clock(19, 30)]], links: [tripDay(7)] },
  { question: "which day is chefchaouen", parts: [[/\b29(?:th)?\b|\bday\s*(?:8|eight)\b|saturday/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/\b(?:4|four)\s*h(?:ou)?rs?\b/i]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time do we head back from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "chefchaouen on saturday, what time do we leave fes", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  U("how much does the chefchaouen day trip cost"),
  { question: "when do people start going home", parts: [[/\b29(?:th)?\b|\bday\s*(?:8|eight)\b|saturday/i]], links: [tripDay(8), "/faq"] },
  U("what time is the airport transfer from fes for people leaving saturday"),
  { question: "which days of the itinerary might still change", parts: [[num(7), num(9)]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "sunday what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casablanca", parts: [[/\b(?:4|four)\s*h(?:ou)?rs?\b/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where & when", parts: [[/rick/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque on the 30th", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what time do we leave for the airport on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is casablanca airport from the city", parts: [[/45\s*min/i]], links: [tripDay(9)] },
  U("what time is everyone's flight home on the 30th?"),
  // --- Earlier days (0 to 3) ---
  { question: "what did we do on monday", parts: [[/balloon/i, /nobu/i]], links: [tripDay(3)] },
  { question: "what time was the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the balloon", parts: [[usd(117)]], links: [tripDay(3), "/faq", "/budget"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what was the nobu minimum spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "bday dinner dress code?", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time did the bar crawl start on bday night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "which places did the walking tour on the 23rd cover", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "what was the welcome dinner place called and how much was the deposit", parts: [[/foundouk/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what time did we all meet at the airport on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  // --- Money ---
  { question: "exchange rate dirham to dollar?", parts: [[/(?<!\d)10\s*(?:mad|dirhams?|dh)/i]], links: ["/budget", "/faq"] },
  { question: "how much to tip at restaurants", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/i]], links: ["/faq", "/budget"] },
  { question: "whats the tourist tax", parts: [[/28\s*(?:mad|dirhams?)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "when haggling what % should i start at", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/faq", "/budget"] },
  { question: "ballpark how much is this whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "what are the foreign card fees like", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "do souk stalls take cards", parts: [[/cash/i]], links: ["/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "airport transfer cost?", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq"] },
  { question: "is the villa contribution mandatory and how much is it", parts: [[/optional/i], [usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how much was the hammam", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  // --- Practical ---
  { question: "what plug adapter do i need", parts: [[/type\s*c/i]], links: ["/faq", "/"] },
  { question: "what voltage is it there", parts: [[/220\s*v/i]], links: ["/faq", "/"] },
  { question: "do i need a visa, im american", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/\b(?:6|six)\s*months?/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/utc\s*\+\s*1|gmt\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how do u say thanks in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "hello in arabic?", parts: [[/salam/i]], links: ["/faq"] },
  { question: "can we drink alcohol in fes", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "can i take pics of people in the medina", parts: [[/ask/i]], links: ["/faq"] },
  { question: "is travel insurance a must", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "will it rain in fes tomorrow", parts: [[/rare|shower/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s*(?:°\s*c?)?\s*(?:-|–|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "i'm vegan, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "what to wear in the medina in fes", parts: [[/knees/i]], links: [tripDay(7), "/faq"] },
  { question: "is morocco safe, anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "how do we get around marrakech", parts: [[/taxi/i]], links: ["/faq"] },
  { question: "what happened on saturday the 22nd", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time was villa check-in", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  // --- The map's places ---
  { question: "whats la mamounia", parts: [[/churchill/i]], links: ["/map"] },
  { question: "good lunch spot in the souks from the map?", parts: [[/le jardin|nomad|caf[eé] des [ée]pices/i]], links: ["/map"] },
  { question: "where can i see fixed prices for crafts", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  // --- More the content does not answer ---
  U("whats the emergency number in morocco"),
  U("does the train tomorrow have wifi"),
  U("is there food for sale on the train to fes"),
  U("what time do they light the campfire tonight"),
  U("how do i pay the villa contribution, venmo ok?"),
  U("whats the host's instagram"),
  U("is there laundry at the fes riad"),
  U("what time is breakfast served at the fes riad"),
  U("how much is a taxi from the fes train station to the riad"),
  U("how much is the entry to bou inania madrasa"),
  U("how old is rupa lol"),
];
