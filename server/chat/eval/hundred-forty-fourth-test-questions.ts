// HUNDRED-FORTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-forty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 19:00 on Friday, November 28, 2025 in Morocco (UTC+1).
 *
 * Today is day 7 of the trip, Friday, November 28, "Explore Fes" (/day/7), one
 * of the Fes days that carry the note that the Fes itinerary is still a work in
 * progress.
 * - This morning: 09:30 guided walk through Fes el-Bali, in through Bab Bou
 *   Jeloud (the Blue Gate) and along Talaa Kebira, past the Al Quaraouiyine
 *   mosque and university (founded in 859); 11:30 the Bou Inania Madrasa, a
 *   14th-century Marinid school. Fes el-Bali: the largest car-free medina in the
 *   world, more than 9,000 lanes.
 * - This afternoon: 14:00 the Chouara Tannery, watched from a leather shop
 *   terrace, with a sprig of mint handed out for the smell.
 * - Right now (19:00): nothing scheduled; next up is the 19:30 riad dinner in
 *   Fes (pastilla and slow-cooked tagines in the courtyard, then tea on the
 *   roof). No price and no dress code are given for it.
 * - Tonight the squad sleeps at "Our Riad in Fes", Fes el-Bali (3 nights,
 *   Nov 27-29, $90 per person in total). The site gives the riad no name.
 * - Yesterday was day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise
 *   over the dunes and camp breakfast at Zagora, 08:00 drive back to Marrakech,
 *   15:00 train to Fes (about 6 hours, $45 per person, by way of Casablanca,
 *   Rabat and Meknes), 21:00 check-in at the Fes riad (porters with handcarts
 *   from the medina gate).
 * - Tomorrow is day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30
 *   drive into the Rif mountains (about four hours), 12:00 the Blue Medina
 *   (Plaza Uta el-Hammam, the red-walled kasbah, goat cheese and tagine for
 *   lunch), 15:00 Ras El Maa and the Spanish Mosque, 17:00 return to Fes for a
 *   last evening together. Some guests begin departing: goodbyes at breakfast.
 * - The day after (day 9, Sunday, November 30, "Casablanca & Departure"): 07:00
 *   train to Casablanca (about four hours, to Casa-Voyageurs), 12:30 farewell
 *   lunch at Rick's Café, 15:00 Hassan II Mosque tour (about $13), 18:00
 *   transfers to Mohammed V International Airport (CMN), about 45 minutes away.
 */
export const HUNDRED_FORTY_FOURTH_TEST_CLOCK = new Date("2025-11-28T18:00:00Z");

const SMALL_NUMBERS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The digit spellings of n, grouped and plain: "9,000|9000", or just "45". */
function digitsOf(n: number): string {
  const plain = String(n);
  const grouped = n.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return [...new Set([grouped, plain])].map(escapeRegExp).join("|");
}

/** n in words, for whole numbers under a hundred. */
function wordsOf(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n <= 20) return SMALL_NUMBERS[n];
  const ten = TENS[Math.floor(n / 10)];
  const unit = n % 10;
  return unit === 0 ? ten : `${ten}[- ]?${SMALL_NUMBERS[unit]}`;
}

/** Not the tail of a longer number ("2.75", "1,400"). */
const NOT_AFTER_DIGIT = "(?<!\\d|\\d[.,])";
/** Not the head of a longer number ("450", "9,000", "4.5"). */
const NOT_BEFORE_DIGIT = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const words = wordsOf(n);
  const digits = `${NOT_AFTER_DIGIT}(?:${digitsOf(n)})${NOT_BEFORE_DIGIT}`;
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `(?:${digitsOf(n)})(?:\\.00?)?${NOT_BEFORE_DIGIT}`;
  return new RegExp(
    [
      `(?:US)?\\$\\s?${amount}`,
      `${NOT_AFTER_DIGIT}${amount}\\s?(?:\\$|US\\s?dollars?|dollars?|bucks|USD)`,
      `USD\\s?\\$?${amount}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "20h", "8:00 pm", "8pm", "8 p.m."; "7:30 tonight" for evening times. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const h24 = h < 10 ? `0?${h}` : String(h);
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    h < 12 ? `${h24}[:.h]${mm}(?!\\s?p\\.?\\s?m\\b)` : `${h24}[:.h]${mm}`,
    `${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (m === 0) alternatives.push(`${h12}\\s?${meridiem}`, `${h24}h(?![:.]?\\d)`);
  if (h === 12 && m === 0) alternatives.push("noon", "midday");
  if (h > 12) alternatives.push(`${h12}[:.]${mm}\\s?(?:in the (?:afternoon|evening)|tonight)`);
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredFortyFourthTestQuestions: TestQuestion[] = [
  // --- Right now, today and tonight (day 7, Friday Nov 28, 19:00) ---
  { question: "rupa what day r we on today", parts: [[/day\s*(7|seven)\b|(7th|seventh) day/i]], links: [tripDay(7)] },
  { question: "whats the theme today", parts: [[/explore fes/i]], links: [tripDay(7)] },
  { question: "wats for dinner tonite??", parts: [[/pastilla|tagines?/i]], links: [tripDay(7)] },
  { question: "what time is dinner tonight", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "where's dinner tonight, are we going out somewhere", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "anything planned after dinner?", parts: [[/tea/i, /roof/i]], links: [tripDay(7)] },
  { question: "where r we sleeping tonight", parts: [[/riad/i, /fes/i]], links: ["/accommodations", tripDay(7)] },
  {
    question: "what did we do this morning? brain is mush",
    parts: [[/Bou Jeloud|Blue Gate|Talaa Kebira|Fes el[- ]Bali|medina/i, /Bou Inania/i]],
    links: [tripDay(7)],
  },
  { question: "what was that gorgeous madrasa this morning called", parts: [[/Bou Inania/i]], links: [tripDay(7)] },
  { question: "how old is the madrasa from earlier today", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "the uni we peeked into this morning, when was it founded?", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "whats the name of the tannery from this afternoon", parts: [[/Chouara/i]], links: [tripDay(7)] },
  { question: "why did some guy hand me mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "which gate did we go in thru this morning", parts: [[/Bou Jeloud|Blue Gate/i]], links: [tripDay(7)] },
  { question: "how many lanes does this medina even have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "whats happening rn", parts: [[/dinner/i, clock(19, 30)]], links: [tripDay(7)] },
  U("how much is dinner tonight?"),
  U("whats the name of our riad in fes"),
  U("wifi password at the riad pls"),

  // --- Tomorrow (day 8, Saturday Nov 29) ---
  { question: "what time do we leave tmrw morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "where are we going tomorrow", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/(four|4)\s*-?\s*(hours?|hrs?|h)\b/i]], links: [tripDay(8)] },
  { question: "tmrw is day what? and whats the plan", parts: [[/day\s*(8|eight)\b/i], [/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "what's for lunch tomorrow", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time do we head back to fes tomorrow", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "when should i say bye to the ppl leaving tmrw", parts: [[/breakfast/i]], links: [tripDay(8)] },
  U("what time is breakfast tomorrow at the riad"),
  U("where do we meet tmrw morning for the cars? at the gate?"),

  // --- Yesterday (day 6, Thursday Nov 27) ---
  { question: "what did we do on the 27th again", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "how long was that train yesterday, felt like forever", parts: [[/(six|6)\s*-?\s*(hours?|hrs?|h)\b/i]], links: [tripDay(6)] },
  { question: "what time did we check in last nite", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much was yesterday's train ticket", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  { question: "which cities did the train go thru yesterday", parts: [[/Rabat/i, /Meknes/i]], links: [tripDay(6)] },

  // --- The occasion, the host, Rupa ---
  { question: "whose bday is this trip for, and how old are they turning", parts: [[/host/i], [num(30)]], links: ["/"] },
  { question: "whats this trip even called", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many ppl r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "hey whats ur name again", parts: [[/Rupa/i]] },
  { question: "i closed the chat, where do i find it again", parts: [[/bottom[- ]right/i]] },
  U("who made you rupa? r u chatgpt"),
  U("what's the host's full name"),

  // --- Music and the gallery ---
  { question: "how do i turn the music off its so loud", parts: [[/bottom[- ]left/i]] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "date tmrw?", parts: [[num(29)]], links: [tripDay(8)] },
  { question: "and today's date? lost track lol", parts: [[num(28)]], links: [tripDay(7)] },

  // --- Sunday (day 9, Nov 30) ---
  { question: "what's sunday looking like", parts: [[/Casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train to casablanca on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  {
    question: "sunday train: how long is it + which station do we get off at",
    parts: [[/(four|4)\s*-?\s*(hours?|hrs?|h)\b/i], [/Casa[- ]?Voyageurs/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "where's the farewell lunch", parts: [[/Rick['’]?s/i]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i wear to the mosque on sunday", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what airport do we fly home from", parts: [[/Mohammed V|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "when do the airport transfers go on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "hows far is the airport from casablanca", parts: [[/45\s*-?\s*(min|mins|minutes)\b/i]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe"),
  U("whats the train ticket price fes to casa"),
  U("can we store our luggage somewhere in casablanca before the flight?"),

  // --- Tomorrow in Chefchaouen, and tonight in Fes ---
  { question: "dress code for chefchaouen tmrw?", parts: [[/shoulders|knees|modest/i]], links: [tripDay(8), "/faq"] },
  { question: "whats the main square in chefchaouen called, where we're going", parts: [[/Uta el[- ]Hammam/i]], links: [tripDay(8)] },
  { question: "what's the spring we're visiting tmrw", parts: [[/Ras El Ma+/i]], links: [tripDay(8)] },
  { question: "best view of chefchaouen tomorrow?", parts: [[/Spanish Mosque/i]], links: [tripDay(8)] },
  { question: "what time do we actually get to chefchaouen", parts: [[clock(12, 0)]], links: [tripDay(8)] },
  U("how much does the chefchaouen day trip cost us"),
  U("who's driving us tmrw? which company"),
  U("what time does the tannery close, could i go back tonight"),
  U("how much was the tannery entry? did we even pay"),
  U("what was the name of our guide this morning, he was great"),
  { question: "is it gonna rain up in the rif? do i need a jacket", parts: [[/rain jacket/i]], links: ["/faq"] },
  U("nearest pharmacy to the riad?? got a headache"),
  U("can i get an uber in fes tonight"),
  U("does our fes riad have a pool"),
  { question: "how many nights r we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },

  // --- The desert (day 5, Wednesday Nov 26) ---
  { question: "on wednesday what was the movie village we stopped at", parts: [[/A[iï]t[- ]Ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "which films were shot there", parts: [[/Gladiator|Game of Thrones/i]], links: [tripDay(5)] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: ["/accommodations", "/budget", tripDay(5)] },
  { question: "what did the camp price include", parts: [[/dinner/i, /breakfast/i]], links: ["/accommodations", "/budget", tripDay(5)] },
  { question: "how high up is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },

  // --- Marrakech, days 0 to 4 ---
  { question: "what was the first riad called", parts: [[/L-?\s?Authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "where was the welcome dinner on the 21st", parts: [[/Foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner deposit how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  {
    question: "bday dinner - where was it and how much pp",
    parts: [[/Comptoir Darna/i], [usd(100), num(120)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "what day was the birthday dinner", parts: [[/sunday|\b23(rd)?\b|day\s*(2|two)\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "dress code for the bday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time was the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "nobu min spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kinda food was at nobu", parts: [[/Japanese/i, /Peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what day was the photographer", parts: [[/tuesday|day\s*(4|four)\b|\b2[45](th)?\b/i]], links: [tripDay(4), "/"] },
  { question: "majorelle n ysl museum ticket prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "whats the palace dinner place called", parts: [[/Dar Yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is a hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast price", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "villa - how many suites and how many pools", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how big were the villa grounds", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  {
    question: "villa check in n check out times",
    parts: [[/\b3\s*(pm|p\.m\.)|15[:h]00/i], [/\b11\s*(am|a\.m\.)|11[:h]00/i]],
    links: ["/accommodations", "/faq"],
  },
  { question: "do i HAVE to pay the villa contribution", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "bar crawl guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "which neighbourhoods was the bar crawl in", parts: [[/Gueliz/i, /Hivernage/i]], links: [tripDay(2)] },
  { question: "agafay day price", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "how much is a souk guide", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "which places did the walking tour on the 23rd hit", parts: [[/Bahia/i, /Ben Youssef/i]], links: [tripDay(2)] },
  U("how much did the photographer cost"),
  U("when will the photoshoot pics be ready"),

  // --- Money ---
  { question: "exchange rate?", parts: [[/10\s*(MAD|dirhams?|dh)/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/28\s*(MAD|dirhams?|dh)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[/10\s*%?\s*(-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[/1,?000\s*(MAD|dh)?\s*(-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40\s*%?\s*(-|–|to)\s*50\s*%/i]], links: ["/budget", "/faq"] },
  { question: "whats the usual foreign card fee", parts: [[/1\s*%?\s*(-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  { question: "total trip cost per person roughly?", parts: [[usd(440), num(943)]], links: ["/budget"] },

  // --- Practical ---
  { question: "which plug do i need", parts: [[/type\s*C/i]], links: ["/faq", "/"] },
  { question: "is it 220 or 110 volts here", parts: [[num(220)]], links: ["/faq", "/"] },
  {
    question: "canadian here, do i need a visa? how long can i stay",
    parts: [[/visa[- ]?free|no visa|not need|don'?t need/i], [num(90)]],
    links: ["/faq"],
  },
  { question: "how long does my passport need to be valid", parts: [[/(six|6) months/i]], links: ["/faq"] },
  { question: "how do u say thank u in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/Darija|Arabic/i, /French/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol a thing here? where can we get drinks", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "i'm vegan, who do i tell and by when", parts: [[/host/i], [/(two|2) weeks/i]], links: ["/dinners"] },
  { question: "whats the weather usually like", parts: [[/15\s*°?\s*C?\s*(-|–|to)\s*25/i]], links: ["/", "/faq"] },
  { question: "can i take pics of people in the square", parts: [[/ask/i]], links: ["/faq"] },
  U("what's the host's phone number"),
  U("how do i pay the host back, venmo or cash?"),
  U("can i bring my bf as a plus one"),
  U("what's the name of the song on the home page"),
  U("how many photos are in the gallery so far"),
  U("how do i change my name on a photo i already uploaded"),
  { question: "whats the max size for a video upload", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download other ppls pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there like a slideshow thing to put the pics on the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "tried uploading 15 pics and it said too many files??", parts: [[num(10)]], links: ["/gallery"] },

  // --- The site's pages ---
  { question: "where's all the budget stuff on the site", parts: [[/budget/i]], links: ["/budget"] },
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "is there a map of all the spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and the pink ones?", parts: [[/romantic/i]], links: ["/map"] },
  { question: "good lunch spot in the marrakech souks from the map?", parts: [[/Le Jardin|Nomad|Caf[eé] des [EÉ]pices/i]], links: ["/map"] },
  { question: "where can u do a cooking class", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "who said marrakech is the most lovely spot in the whole world", parts: [[/Churchill/i]], links: ["/"] },
  { question: "what does the highlight card on the homepage say", parts: [[/TBD|to be (decided|determined|announced)/i]], links: ["/"] },
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "what time did the trip officially kick off on the 21st", parts: [[clock(11, 0)]], links: ["/", "/faq", tripDay(0)] },

  // --- Music ---
  {
    question: "does the gallery have music? it went quiet when i opened it",
    parts: [[/no music|doesn'?t have|has no|no track|no background|silen|paus/i]],
  },
  { question: "what kind of music is that on the home page", parts: [[/oud/i]] },
  { question: "what's the music on the day pages supposed to be", parts: [[/travell?ing rhythm/i]] },

  // --- Today, looking back ---
  { question: "is the fes plan final? someone said it might change", parts: [[/work in progress/i]], links: [tripDay(7)] },
  { question: "what was on this afternoon, i napped", parts: [[/Chouara|tanner/i]], links: [tripDay(7)] },
  { question: "did i miss the tannery?? what time was it", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "what time did the walk start this morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "what time was the madrasa today", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "what was the main street we walked down today", parts: [[/Talaa Kebira/i]], links: [tripDay(7)] },

  // --- Yesterday, looking back ---
  { question: "what time did we get up for the sunrise yesterday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time did the train leave marrakech yesterday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "who carried our bags thru the medina last night", parts: [[/porters?/i]], links: [tripDay(6)] },
  { question: "where did we watch the sunrise yesterday morning", parts: [[/dunes?|Zagora/i]], links: [tripDay(6)] },

  // --- What's left ---
  { question: "how many days r left after today", parts: [[num(2)]], links: [tripDay(8), tripDay(9)] },
  { question: "tomorrow night do we sleep in chefchaouen or back in fes", parts: [[/Fes/i]], links: [tripDay(8), "/accommodations"] },
  { question: "what time do we check out of the riad on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "whats happening at 7:30 tonight", parts: [[/dinner/i]], links: [tripDay(7)] },
  { question: "what was the entertainment at the bday dinner", parts: [[/music|dancers/i]], links: [tripDay(2), "/dinners"] },
  { question: "what should i wear for the long drive tmrw", parts: [[/layer/i]], links: [tripDay(8)] },
  { question: "what's the red building on the main square in chefchaouen", parts: [[/kasbah/i]], links: [tripDay(8)] },
  { question: "what do we do after lunch tmrw", parts: [[/Ras El Ma+|Spanish Mosque/i]], links: [tripDay(8)] },
  U("who's flying out tmrw? want to say bye properly"),
  U("how do i get to fes airport tmrw, is there a shuttle"),
  U("is there laundry at the riad, i'm out of clean clothes"),
  U("what time is sunset tonight"),
  U("can i buy a sim card near the riad"),
  U("how many people per car tomorrow"),
  U("do they take cards in chefchaouen"),
  U("if i skip chefchaouen tmrw is there anything planned in fes"),
  U("whats the temperature in fes right now"),
  U("any good spot for a late snack near the riad tonight"),
  U("which train carriage r we in on sunday"),
  U("does rick's cafe have vegan options"),
  U("what time does the mosque tour end on sunday"),
  U("do i need any vaccines to enter morocco"),
  U("was there a gym at the villa"),
];
