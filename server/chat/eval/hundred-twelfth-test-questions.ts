// HUNDRED-TWELFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twelfth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * THE CLOCK: 10:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * Today is day 5 of the trip (days are numbered 0 to 9), Wednesday November 26,
 * "Sahara Desert Adventure" (/day/5): the road trip from Marrakech to the dunes
 * near Zagora.
 *
 * - This morning: we set off at 07:00 over the High Atlas on the Tizi n'Tichka
 *   pass (a photo stop at the pass, more than 2,200 metres up; motion-sickness
 *   tablets recommended).
 * - Right now (10:00): still on the road over the Atlas, heading for the next
 *   stop, Aït Benhaddou (11:30), the UNESCO-listed ksar near Ouarzazate
 *   (Gladiator, Game of Thrones), with a climb to the granary and lunch by the river.
 * - This afternoon: through the palm groves of the Draa Valley to the dunes near
 *   Zagora, then the sunset camel ride at 16:30 (included in the $95 desert camp price).
 * - Tonight: 19:30 dinner at the desert camp (tagines by lantern light, drumming
 *   around the campfire), then the night in a Berber tent. Dress code all day:
 *   layers, a fleece, a scarf against the dust and closed shoes.
 * - The night is spent at the desert camp in Zagora ($95 per person: activities,
 *   dinner and breakfast), which takes the villa's fifth listed night.
 * - Yesterday: day 4, Tuesday November 25, "Gardens & Souks": group photoshoot
 *   at 08:30 in the Villa Royale gardens, Jardin Majorelle ($18) and the Musée YSL
 *   ($15) at 11:00, guided souk shopping at 14:30 ($5 guide), palace dinner at
 *   Dar Yacout at 20:00 (paid individually; dressy).
 * - Tomorrow: day 6, Thursday November 27, "Journey to Fes": sunrise over the dunes
 *   and camp breakfast at 06:30, the drive back to Marrakech at 08:00 straight to
 *   the railway station, the train to Fes at 15:00 (about 6 hours, $45, by way of
 *   Casablanca, Rabat and Meknes), check-in at our riad in Fes el-Bali at 21:00
 *   (3 nights, $90 per person in total).
 */
export const HUNDRED_TWELFTH_TEST_CLOCK = new Date("2025-11-26T09:00:00Z");

// ---------------------------------------------------------------------------
// Helpers

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern fragment, or null when it is not a whole number we spell. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[\\s-]?${ONES[n % 10]}`;
  }
  if (n < 1000) {
    const hundreds = `${ONES[Math.floor(n / 100)]}[\\s-]hundred`;
    const rest = n % 100;
    return rest === 0 ? hundreds : `${hundreds}(?:[\\s-]and)?[\\s-]${inWords(rest)}`;
  }
  if (n % 1000 === 0 && n < 1_000_000) return `${inWords(n / 1000)}[\\s-]thousand`;
  return null;
}

function escapeDots(text: string): string {
  return text.replace(/\./g, "\\.");
}

/** A number in digits (with or without thousands separators) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const grouped = n.toLocaleString("en-US");
  const forms = [...new Set([String(n), grouped, grouped.replace(/,/g, " "), grouped.replace(/,/g, ".")])];
  const digits = `(?<![\\d.,])(?:${forms.map(escapeDots).join("|")})(?!\\d|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b${words}\\b` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", "USD 18", "18 dollars", "18 USD", or the end of a range ("$40-60"). */
function usd(n: number): RegExp {
  const v = escapeDots(String(n));
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    [
      `\\$\\s?${v}${end}`,
      `\\bUSD\\s?${v}${end}`,
      `\\$\\s?\\d[\\d,.]*\\s?(?:-|–|—|to)\\s?\\$?${v}${end}`,
      `(?<![\\d.,])${v}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|bucks|USD)\\b`,
      `(?<![\\d.,])${v}\\s?(?:-|–|to)\\s?\\d+\\s?(?:US\\s?)?(?:dollars|USD)\\b`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "7:30" alone for an evening time). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a" : "p";
  const alts = [
    `(?<!\\d)0?${h}[:.h]${mm}(?!\\d)`,
    m === 0
      ? `(?<!\\d)${h12}(?:[:.]00)?\\s?${ampm}\\.?\\s?m\\b`
      : `(?<!\\d)${h12}[:.]${mm}\\s?${ampm}\\.?\\s?m\\b`,
  ];
  if (h >= 13) alts.push(`(?<!\\d)${h12}:${mm}(?!\\d)(?!\\s?[ap]\\.?\\s?m)`);
  if (h === 12 && m === 0) alts.push("\\bnoon\\b");
  return new RegExp(alts.join("|"), "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

// Names and values that recur.
const AIT = /a[iï]t[\s-]?ben[\s-]?haddou/i;
const FES = /\bf[eè]s\b|\bfez\b/i;
const CAMP = /camp|tent/i;
const ATLAS = /atlas|tichka/i;
const SIX_HOURS = /\b(?:6|six)[\s-]*(?:hours?|hrs?|h)\b/i;
const FOUR_HOURS = /\b(?:4|four)[\s-]*(?:hours?|hrs?|h)\b/i;
const RICKS = /rick'?s/i;
const DESERT_LAYERS = /layer|fleece/i;

export const hundredTwelfthTestQuestions: TestQuestion[] = [
  // --- Right now, this morning, today (day 5, Wednesday November 26) ---
  { question: "rupa where r we rn?? what are we doing at the moment", parts: [[ATLAS]], links: [tripDay(5)] },
  { question: "whats the next stop and what time do we get there", parts: [[AIT], [clock(11, 30)]], links: [tripDay(5)] },
  { question: "what day of the trip is it today", parts: [[/\bday\s*(?:5|five)\b|\bfifth day\b/i]], links: [tripDay(5)] },
  { question: "whats todays theme", parts: [[/sahara desert adventure/i]], links: [tripDay(5)] },
  { question: "lol i lost track, whats the date and weekday today", parts: [[/wednesday|\bwed\b/i, /\b26(?:th)?\b|twenty[\s-]sixth/i]], links: [tripDay(5)] },
  { question: "what time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "where we sleeping tonight??", parts: [[CAMP]], links: [tripDay(5), "/accommodations"] },
  { question: "what time's the camel ride today", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "is the camel ride this afternoon extra or is it included", parts: [[/includ|covered|\$\s?95\b/i]], links: [tripDay(5), "/budget"] },
  { question: "how much is the desert camp again", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what does the camp price actually cover", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "wat should i wear today", parts: [[DESERT_LAYERS]], links: [tripDay(5)] },
  { question: "is it gonna be cold tonight in the desert", parts: [[/freez|cold night/i]], links: ["/faq", tripDay(5)] },
  { question: "how high up is the pass we're driving over this morning", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait ben haddou", parts: [[/gladiator/i, /game of thrones|\bGoT\b/i]], links: [tripDay(5)] },
  { question: "where r we having lunch today", parts: [[AIT]], links: [tripDay(5)] },
  U("how much is lunch at ait benhaddou today"),
  U("is there wifi at the camp tonight"),
  U("whats the actual name of the desert camp we're staying at"),
  { question: "i get carsick, anything i should know about today's drive", parts: [[/tablet|pill/i]], links: [tripDay(5), "/faq"] },
  { question: "what time did we leave this morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "ait benhaddou is near which town?", parts: [[/ouarzazate/i]], links: [tripDay(5)] },
  { question: "is ait ben haddou a unesco thing?", parts: [[/unesco/i]], links: [tripDay(5)] },
  { question: "what r we climbing up to at ait benhaddou", parts: [[/granary/i]], links: [tripDay(5)] },
  { question: "whats for dinner at the camp tonight", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "anything happening after dinner tonight?", parts: [[/drum/i]], links: [tripDay(5), "/accommodations"] },
  { question: "which valley do we follow down to zagora this afternoon", parts: [[/dr[aâ]a/i]], links: [tripDay(5)] },
  { question: "what time do i need to be up tmrw for the sunrise", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats for breakfast tomorrow at the camp", parts: [[/egg|bread|mint tea/i]], links: [tripDay(6)] },
  { question: "what time does the train to fes leave tomorrow", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride tmrw", parts: [[SIX_HOURS]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much r the train tickets to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "tmrw's train goes thru which cities?", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time do we get to the riad in fes tomorrow night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "who has the train tickets for tomorrow", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  U("whats the name of the riad we're staying at in fes from tomorrow"),
  { question: "how do our bags get to the fes riad tmrw night, can cars get there?", parts: [[/porter|handcart/i]], links: [tripDay(6)] },
  { question: "what did we do yesterday morning again", parts: [[/photo\s?shoot|photographer/i]], links: [tripDay(4)] },
  { question: "where was dinner last night? want to leave a review", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much were majorelle and the ysl museum yesterday", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what did yesterday's souk guide cost", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "dress code for the camp dinner tonight?", parts: [[DESERT_LAYERS]], links: [tripDay(5)] },
  { question: "whats the plan this afternoon", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "anything i should pack in my bag for the camp tonight", parts: [[/headlamp|overnight bag|lip balm|sunglasses/i]], links: ["/faq"] },
  U("is there a pool at the fes riad"),
  U("how many ppl per tent tonight"),
  U("can we charge our phones at the camp tonight"),
  U("who's driving us today? need the driver's number"),
  U("are there showers at the desert camp"),
  // --- Tonight, tomorrow and the days ahead (days 6-9) ---
  { question: "r we back at the villa tonight or nah", parts: [[/camp|zagora|tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how do we get from the cars out to the camp this evening", parts: [[/camel/i]], links: [tripDay(5)] },
  U("how many km is zagora from marrakech"),
  { question: "whats the plan tmrw", parts: [[FES, /train/i]], links: [tripDay(6)] },
  { question: "what day number is tomorrow and what's it called", parts: [[/\bday\s*(?:6|six)\b|\bsixth day\b/i], [/journey to (?:f[eè]s|fez)/i]], links: [tripDay(6)] },
  { question: "whats tomorrow's date", parts: [[/\b27(?:th)?\b|twenty[\s-]seventh/i]], links: [tripDay(6)] },
  { question: "tmrw do we stop at the villa before the train or go straight there?", parts: [[/station/i]], links: [tripDay(6)] },
  { question: "what should i wear for the train tomorrow", parts: [[/comfortable|warm layer|passport/i]], links: [tripDay(6)] },
  { question: "dress code for the sunrise thing tmrw morning?", parts: [[/hat|warm layer|freez/i]], links: [tripDay(6)] },
  { question: "how many nights r we in fes starting tmrw", parts: [[/\b(?:3|three)\s+nights?\b/i]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how much is the riad we check into tomorrow", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "what's on friday", parts: [[/explore f[eè]s|f[eè]s el[\s-]bali|medina/i]], links: [tripDay(7)] },
  { question: "whats planned for the 29th", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "when do some ppl start leaving", parts: [[/\bday\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "what time is the tannery in fes", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "what time does the fes medina walk start on friday", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which gate do we go into the fes medina from", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "how old is that al quaraouiyine uni, when was it founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "where do we eat friday night", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "how long's the drive to chefchaouen", parts: [[FOUR_HOURS]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the local lunch thing in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen, where do we go for it?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  U("how much does the chefchaouen day trip cost"),
  { question: "day 9 train to casablanca what time", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is fes to casa by train", parts: [[FOUR_HOURS]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch and what time", parts: [[RICKS], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casablanca", parts: [[/knee|shoulder/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what time do transfers to the airport go on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|mohammed 5|\bcmn\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[/\b45\s*(?:min|minutes?)\b|forty[\s-]five\s+minutes/i]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe"),
  U("how much r the train tickets fes to casablanca"),
  U("which hotel should i book in casa if i stay the night of the 30th"),
  U("whats the wifi password at the villa"),
  U("what time is breakfast at the fes riad"),
  U("how much does the guided walk in fes cost"),
  U("can i buy a sim card in zagora"),
  { question: "whats the 14th century madrasa we're seeing in fes", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "why is chefchaouen famous", parts: [[/blue/i]], links: [tripDay(8)] },
  { question: "when do we head back from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "is the fes part of the itinerary final?", parts: [[/work in progress|may change|still chang/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  // --- The days behind us, the dinners, the stays, money and practical stuff ---
  { question: "what was the place we stayed the first night called", parts: [[/l-?\s?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the riad on the 21st", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner price and how much was the deposit?", parts: [[usd(40), usd(60)], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "bday dinner where & what time", parts: [[/comptoir darna/i], [clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), usd(120)]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "palace dinner dress code?", parts: [[/dressy|kaftan|djellaba|best evening outfit/i]], links: [tripDay(4), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "which dinners are the special event ones", parts: [[/comptoir darna/i, /dar yacout/i]], links: ["/dinners"] },
  { question: "i'm vegetarian, who do i tell and how far ahead", parts: [[/host/i], [/\b(?:2|two)\s*weeks\b/i]], links: ["/dinners"] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was the balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "hammam & massage price?", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what time did the bar crawl start on sunday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "bar crawl guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "villa breakfast how much, and when do u sign up", parts: [[usd(10)], [/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at villa royale", parts: [[/\b(?:2|two)\s+pools\b/i]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/\b20\s*(?:-|–|to)\s*25\b/i]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "which places did the walking tour go to on sunday", parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]], links: [tripDay(2)] },
  { question: "whats the exchange rate", parts: [[/\b10\s*(?:mad|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/\b10\s*%?\s*(?:-|–|to)\s*15\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/\b28\s*(?:mad|dirhams?|dh)\b|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm at once", parts: [[/\b1[,.\s]?000\s*(?:mad|dirhams?|dh)?\s*(?:-|–|to)\s*2[,.\s]?000\b/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/\b40\s*%?\s*(?:-|–|to)\s*50\s*(?:%|percent)/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "card fees abroad, how much?", parts: [[/\b1\s*%?\s*(?:-|–|to)\s*3\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), usd(500)]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "what does the whole trip cost per person roughly", parts: [[usd(440), usd(943)]], links: ["/budget"] },
  { question: "what plug type do i need", parts: [[/type c|c\s?\/\s?e\b/i]], links: ["/faq", "/"] },
  { question: "do i need a visa w a us passport", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/\b(?:6|six)\s*months\b/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the camp tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "airport transfer how much & how do i pay it", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "can non muslims go in mosques there", parts: [[/hassan\s*(?:ii|2|the second)/i]], links: ["/faq", tripDay(9)] },
  U("what was the photographer's name from tuesday"),
  U("when do we get the pics from the photoshoot"),
  U("whats the name of the balloon company we used"),
  U("which bars did the bar crawl go to"),
  U("how many dirhams do i get for a euro"),
  U("whats the emergency number in morocco"),
  U("how much is a sim card at the airport"),
  U("what band played at comptoir darna"),
  // --- Rupa, the host, the occasion, the site, music, the gallery and the map ---
  { question: "rupa who even r u", parts: [[/goat/i]] },
  { question: "whose birthday is this whole trip for", parts: [[/host/i, num(30)]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "if i close this chat where do i find u again", parts: [[/bottom[\s-]right/i]] },
  { question: "how do i turn the music off on the site", parts: [[/bottom[\s-]left/i]] },
  { question: "which other pages play the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  { question: "which page has the same song as the map page", parts: [[/faq/i]] },
  { question: "how do i upload my camel pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos in the gallery?", parts: [[/\b50\s*mb\b/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by mistake", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i save someone's pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "transportation page just says coming soon?? whats up with that", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  { question: "which page has all the prices", parts: [[/budget/i]], links: ["/budget"] },
  { question: "what do the red pins on the map mean", parts: [[/must[\s-]see/i]], links: ["/map"] },
  { question: "what colour are the food places on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "how many categories does the map have", parts: [[num(7)]], links: ["/map"] },
  { question: "any rooftop for lunch over the spice square in marrakech?", parts: [[/nomad/i]], links: ["/map"] },
  { question: "where do u have to order the lamb shoulder a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what does the highlight card on the homepage say", parts: [[/\bTBD\b|to be (?:determined|decided|announced)/i]], links: ["/"] },
  { question: "whats the weather usually like on this trip", parts: [[/\b15\s*(?:°\s*C?)?\s*(?:-|–|to)\s*25\b/i]], links: ["/", "/faq"] },
  { question: "is there a way to show everyone's pics on a big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "how many days is the trip in total", parts: [[/\b(?:10|ten)\s*days\b/i]], links: ["/"] },
  { question: "how long till we get to ait benhaddou, what time r we due", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  { question: "whats the first thing tmrw morning", parts: [[/sunrise/i]], links: [tripDay(6)] },
  { question: "how many days are left after today", parts: [[num(4)]] },
  { question: "how much was the palace dinner last night", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what did we see at majorelle yesterday besides the garden", parts: [[/saint laurent|\bysl\b/i]], links: [tripDay(4)] },
  U("what even is a golden birthday"),
  U("whats the host's name"),
  U("whats the host's phone number"),
  U("whats the song on the homepage called"),
  U("whats the password to delete pics"),
  U("rupa how old are u"),
  U("who's organizing the next trip"),
  U("whats the host's venmo for the villa contribution"),
  U("can i add my cousin to the trip last minute"),
  U("best tagine spot in fes?"),
  U("how many photos are in the gallery right now"),
  U("which airline should i book home from casablanca"),
  U("how much did the photographer charge"),
];
