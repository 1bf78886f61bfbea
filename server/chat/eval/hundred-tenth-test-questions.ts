// HUNDRED-TENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-tenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:00 noon on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * That is Day 3 of the trip (days are numbered 0 to 9), "Desert Fun".
 * - This morning: the 05:30 hot air balloon at sunrise over the Agafay desert
 *   (about 40 minutes from Marrakech, about an hour in the air, Berber
 *   breakfast in a tent; $117 per person).
 * - Now: the Agafay Desert Day that began at 11:00 (quad bikes, camel rides,
 *   lunch under a Berber tent; about $40 per person).
 * - This afternoon: a lazy afternoon by a desert-camp pool, then at 17:00 back
 *   to Villa Royale to shower and rest.
 * - Tonight: 20:00 private rooftop dinner at Nobu (Nobu Hotel Marrakech
 *   rooftop, Hivernage; Japanese-Peruvian; minimum spend $75 per person; smart
 *   casual).
 * - The night is spent at Villa Royale, on the outskirts of Marrakech.
 * - Yesterday: Day 2, Sunday, November 23, "Discover Marrakech": breakfast at
 *   the villa, the 09:30 medina walking tour (Bahia Palace, Ben Youssef
 *   Madrasa, Le Jardin Secret), pool time, the 19:30 Golden Birthday Dinner at
 *   Comptoir Darna ($100-120 per person, golden glam) and the 22:30 guided bar
 *   crawl in Gueliz and Hivernage.
 * - Tomorrow: Day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group
 *   photoshoot in the villa gardens, 11:00 Jardin Majorelle ($18) and Musée
 *   YSL ($15), 14:30 guided souk shopping ($5 guide), 20:00 palace dinner at
 *   Dar Yacout (dressy, paid individually). Another night at the villa.
 * - The day after tomorrow: Day 5, Wednesday, November 26, the road trip over
 *   the High Atlas to the desert camp near Zagora.
 */
export const HUNDRED_TENTH_TEST_CLOCK = new Date("2025-11-24T11:00:00Z");

const SMALL_NUMBERS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number below 100 in words, as a pattern ("twenty-two", "twenty two"); null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return SMALL_NUMBERS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${SMALL_NUMBERS[n % 10]!}`;
}

/** A number in digits, as a pattern, also with a thousands separator ("2,200"). */
function inDigits(n: number): string {
  const plain = String(n).replace(/\./g, "\\.");
  const grouped = n.toLocaleString("en-US", { maximumFractionDigits: 2 }).replace(/\./g, "\\.");
  return grouped === plain ? plain : `(?:${plain}|${grouped})`;
}

/** Not preceded or followed by more of a number. */
const NOT_AFTER_DIGITS = "(?<![\\d.,])";
const NOT_BEFORE_DIGITS = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `${NOT_AFTER_DIGITS}${inDigits(n)}${NOT_BEFORE_DIGITS}`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b${words}\\b` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", "USD 18", "18 dollars", "18 USD", "18 bucks". */
function usd(n: number): RegExp {
  const d = inDigits(n);
  return new RegExp(
    `(?:\\$|\\bUSD)\\s?${d}${NOT_BEFORE_DIGITS}` +
      `|${NOT_AFTER_DIGITS}${d}${NOT_BEFORE_DIGITS}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8 pm", "8pm", "8 p.m."; "05:30" or "5:30 am". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const minutes12 = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  return new RegExp(
    `(?<![\\d:.])(?:${h24}[:.h]${mm}(?!\\d)|${h12}${minutes12}\\s?${half}\\.?m\\b\\.?)`,
    "i",
  );
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const nov25 = /nov(ember)?\.?\s*25(th)?\b|\b25(th)?\s*(of\s*)?nov/i;
const thirty = /\b30(th)?\b|thirtieth|thirty/i;

export const hundredTenthTestQuestions: TestQuestion[] = [
  // ---- Right now, this morning and tonight (day 3, Monday Nov 24, 12:00) ----
  { question: "yo rupa what are we doing rn", parts: [[/agafay/i]], links: [tripDay(3)] },
  {
    question: "wait what time did the balloon go up this morning? i was half asleep lol",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how much was the hot air balloon this morning, need to pay someone back",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  { question: "where r we eating tonight", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "what time is dinner tonight and whats the dress code",
    parts: [[clock(20, 0)], [/smart casual/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "is there like a minimum spend at tonights dinner??",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is it tonight",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  { question: "which part of marrakech is nobu in", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "what time do we get back to the villa this afternoon",
    parts: [[clock(17, 0)]],
    links: [tripDay(3)],
  },
  { question: "whats the plan for lunch today", parts: [[/berber/i, /tent/i]], links: [tripDay(3)] },
  {
    question: "how much is the agafay desert day thing",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  { question: "r we doing quads or camels today?", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  {
    question: "what should i be wearing out in the desert today",
    parts: [[/layer|fleece|scarf|closed shoes/i]],
    links: [tripDay(3)],
  },
  {
    question: "how far is agafay from the city",
    parts: [[/\b40[- ]?min|forty[- ]?min/i]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "what day of the trip is it today and whats todays theme",
    parts: [[/day\s*(3|three)\b/i], [/desert fun/i]],
    links: [tripDay(3)],
  },
  {
    question: "where are we sleeping tonight",
    parts: [[/villa royale/i]],
    links: ["/accommodations", tripDay(3)],
  },
  {
    question: "tryna decide what to order at nobu tonight, whats good there",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  U("what time is the car picking us up for nobu tonight"),
  U("whats the temperature out in agafay right now"),
  U("is there an afterparty after nobu tonight or r we going straight home"),
  {
    question: "how long were we actually up in the balloon this morning",
    parts: [[/\b(an|one|1)[- ]?hours?\b/i]],
    links: [tripDay(3)],
  },

  // ---- Yesterday (day 2, Sunday Nov 23) ----
  {
    question: "yesterday's dinner spot, what was it called? wanna leave a review",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the bday dinner last night per person",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "what time did the bar crawl kick off last night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  {
    question: "which neighbourhoods did the bar crawl go thru last night",
    parts: [[/gueliz/i, /hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "what were the stops on yesterdays walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "how much was the walking tour guide yesterday",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  U("did anyone find a gold earring at comptoir darna last night?"),

  // ---- Tomorrow (day 4, Tuesday Nov 25) ----
  { question: "tmrw what time is the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  {
    question: "what do i wear for the photos tomorrow",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  { question: "where's the photoshoot tmrw", parts: [[/villa/i]], links: [tripDay(4)] },
  U("whats the photographer's name or insta? wanna follow"),
  {
    question: "how much are majorelle and the ysl museum tomorrow",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "do i need to buy majorelle tickets myself",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "where n what time is dinner tmrw",
    parts: [[/dar yacout/i], [clock(20, 0)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "dress code tmrw night??",
    parts: [[/dressy|kaftan|djellaba|best evening/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much is the palace dinner",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time is souk shopping tomorrow and how much is the guide",
    parts: [[clock(14, 30)], [usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "whats tomorrow called on the itinerary",
    parts: [[/gardens\s*(&|and)\s*souks/i]],
    links: [tripDay(4)],
  },
  {
    question: "breakfast at the villa tmrw - how much and how do i get in on it",
    parts: [[usd(10)], [/(night|evening) before|sign up/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "are we still at the villa tomorrow night",
    parts: [[/villa/i]],
    links: ["/accommodations", tripDay(4)],
  },
  U("how many ppl signed up for villa breakfast tomorrow"),
  {
    question: "its noon rn, whats next after the desert stuff today",
    parts: [[/villa/i], [/nobu/i]],
    links: [tripDay(3)],
  },
  // ---- The days ahead: the desert, Fes, Chefchaouen, Casablanca ----
  {
    question: "what day of the week is the photographer coming again",
    parts: [[/tuesday/i]],
    links: ["/", tripDay(4)],
  },
  { question: "whats the plan the day after tomorrow", parts: [[/zagora|sahara/i]], links: [tripDay(5)] },
  { question: "what time do we set off on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "and wednesday night where do we sleep?",
    parts: [[/camp|tent/i]],
    links: ["/accommodations", tripDay(5)],
  },
  {
    question: "how much is the desert camp and what does that cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "whats the name of the mountain pass on day 5", parts: [[/tichka/i]], links: [tripDay(5)] },
  {
    question: "which movie set village are we stopping at on the way to the desert",
    parts: [[/benhaddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "what films were shot at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  { question: "what time's the camel ride on day 5", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "the 27th, what time's the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  {
    question: "how long is the train to fes and how much is it",
    parts: [[/\b(6|six)[- ]?(hours?|hrs?|h)\b/i], [usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "where does the fes train stop on the way",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time do i have to be up for sunrise at the camp",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  { question: "what time do we get into the riad in fes thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("whats the actual name of the riad in fes? my mom wants to know"),
  {
    question: "how much is the fes riad",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  U("which train carriage and seat am i in for fes"),
  { question: "who has the train tickets??", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "whats the plan friday", parts: [[/fes/i]], links: [tripDay(7)] },
  { question: "what time's the tannery on day 7", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how old is the quaraouiyine uni", parts: [[num(859)]], links: [tripDay(7)] },
  {
    question: "where does the walk in fes start",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "is the fes part of the plan final yet?",
    parts: [[/work in progress|may change|not final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "where and when is dinner on the 28th",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  { question: "whats on the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/\b(4|four)[- ]?(hours?|hrs?|h)\b/i]],
    links: [tripDay(8)],
  },
  { question: "what time do we leave fes for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  {
    question: "which day do some ppl start flying home",
    parts: [[/day\s*(8|eight)\b|nov(ember)?\.?\s*29|\b29(th)?\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  U("what time does the last bus leave chefchaouen if i want to stay longer"),
  { question: "last day what time is the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/scarf|shoulders|knees|socks/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  {
    question: "which airport do we fly home from",
    parts: [[/CMN|mohammed v/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "what time do we head to the airport on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[/45[- ]?min|forty[- ]?five[- ]?min/i]],
    links: [tripDay(9)],
  },
  U("how much is a taxi from ricks cafe to the mosque"),
  U("where can i leave my luggage in casablanca on the last day"),
  {
    question: "sunday is the last day right? whats it called",
    parts: [[/casablanca\s*(&|and)\s*departure/i]],
    links: [tripDay(9)],
  },
  // ---- The first days (0 to 2) ----
  {
    question: "what time were we meant to land on day 0",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "how much was the airport transfer, was it per person?",
    parts: [[usd(45), /car/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  {
    question: "what was the welcome dinner place called again",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "how much was the deposit to hold the table at the welcome dinner",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "what did the welcome dinner cost per head",
    parts: [[usd(40), num(60)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  { question: "what time did we check into the riad on the first day", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  {
    question: "how much was riad l-authentic",
    parts: [[usd(45)]],
    links: [tripDay(0), "/budget", "/accommodations"],
  },
  {
    question: "saturday the 22nd what time was villa check in",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "how much is the hammam + massage",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  { question: "how do i book a massage", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  {
    question: "what was the dress code for the bday dinner",
    parts: [[/golden glam|cocktail/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },

  // ---- The occasion, the host, the site and Rupa ----
  {
    question: "whose birthday is this whole trip for and which bday is it",
    parts: [[/host/i], [thirty]],
    links: ["/"],
  },
  U("whats the birthday girls name?"),
  U("what does the host actually want as a bday present"),
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how long is the trip in total", parts: [[/\b(10|ten)[- ]days?\b/i]], links: ["/"] },
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  {
    question: "what does the highlight box on the home page say",
    parts: [[/\bTBD\b|to be (decided|determined|announced)/i]],
    links: ["/"],
  },
  { question: "who r u", parts: [[/goat/i]] },
  U("how old are you rupa"),
  { question: "where on the screen do i find rupa", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn the music off", parts: [[/mute/i, /bottom[- ]left/i]] },
  {
    question: "does the music play on the gallery page?",
    parts: [[/paus|silen|no (background )?music|no audio/i]],
  },
  {
    question: "the music isnt playing on my phone, why",
    parts: [[/tap|click|touch|interact|press/i]],
  },
  U("whats the name of the song on the home page, its a bop"),
  {
    question: "how do i upload my camel ride videos",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  {
    question: "is there a size limit for videos",
    parts: [[/50\s?MB|50\s?megabytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|not required|don.t have to|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded the wrong pic, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password for deleting photos"),
  {
    question: "can i save the pics other ppl posted",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "can we put everyones photos up on the big tv at the villa",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  U("when will the photographer's photos be up in the gallery"),
  {
    question: "what does the transportation page say",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  { question: "how many dinners are on the dinners page", parts: [[num(4)]], links: ["/dinners"] },
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "im vegan, who do i tell and by when",
    parts: [[/host/i], [/(two|2) weeks/i]],
    links: ["/dinners"],
  },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and pink pins?", parts: [[/romantic/i]], links: ["/map"] },
  {
    question: "good lunch spot in the souks?",
    parts: [[/le jardin(?! secret)|nomad|caf[eé] des [ée]pices/i]],
    links: ["/map"],
  },
  { question: "what should i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "is there anywhere to do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "churchills fave hotel in marrakech?", parts: [[/mamounia/i]], links: ["/map"] },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]],
    links: ["/"],
  },
  // ---- Money and practicalities ----
  {
    question: "how many dirhams to a dollar roughly",
    parts: [[/\b(10|ten)\s*(MAD|dirhams?|DH)\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i tip at restaurants",
    parts: [[num(10), /15\s?(%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax thing",
    parts: [[/28\s?(MAD|dirhams?|DH)|\$\s?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[num(1000), num(2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what % do i start haggling at",
    parts: [[num(40), /50\s?(%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[usd(100), num(500)]],
    links: ["/budget"],
  },
  { question: "do cards work in the souks", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  {
    question: "roughly how much is this whole trip gonna cost me",
    parts: [[usd(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "do i need a visa as a canadian, and how long does my passport need to be valid",
    parts: [[num(90)], [/(6|six) months/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need and whats the voltage",
    parts: [[/type\s?c/i], [/220\s?v/i]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the weather usually like this time of year",
    parts: [[num(15), num(25)]],
    links: ["/", "/faq"],
  },
  { question: "what time zone is morocco on", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  {
    question: "can i take pics of the performers in jemaa el fnaa",
    parts: [[/dirham/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "how many suites does the villa have and how many pools",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[num(20), num(25)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  { question: "how do we get around marrakech", parts: [[/taxi/i]], links: ["/faq"] },

  // ---- Back to today, tonight and tomorrow ----
  {
    question: "can i get a massage at the villa tonight after the desert? how much",
    parts: [[usd(60)], [/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "how much cash should i bring for dinner tonight",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  { question: "whats on after the photoshoot tomorrow", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "what time is majorelle tmrw", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  {
    question: "where exactly is majorelle",
    parts: [[/gueliz|rue yves saint laurent/i]],
    links: [tripDay(4), "/map"],
  },
  {
    question: "what do i wear to the souks tomorrow",
    parts: [[/shoulders|knees/i]],
    links: [tripDay(4), "/faq"],
  },
  {
    question: "what kinda stuff r we shopping for tomorrow",
    parts: [[/leather|ceramic|lantern|rug/i]],
    links: [tripDay(4)],
  },
  {
    question: "do we get drinks before the palace dinner tmrw",
    parts: [[/rooftop/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "whats tmrws date and day of the week",
    parts: [[nov25], [/tuesday/i]],
    links: [tripDay(4)],
  },
  {
    question: "what day number was yesterday",
    parts: [[/day\s*(2|two)\b|discover marrakech/i]],
    links: [tripDay(2)],
  },
  {
    question: "what did we do yesterday morning, my memory is gone",
    parts: [[/walking tour|bahia|ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "how much was the bar crawl guide last night",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  { question: "what are we doing this afternoon", parts: [[/pool/i]], links: [tripDay(3)] },
  {
    question: "whats for breakfast at the villa tomorrow",
    parts: [[/msemen|amlou|orange juice|eggs/i]],
    links: [tripDay(2)],
  },

  // ---- Not on the site ----
  U("whats the wifi password at the villa"),
  U("is the villa pool heated? its kinda cold"),
  U("whats the villa's street address, need it for a delivery"),
  U("whats the hosts whatsapp number"),
  U("which suite am i in at the villa"),
  U("whats the name of the balloon company, wanna tag them"),
  U("how much does a sim card cost at the airport"),
  U("whats the emergency number in morocco"),
  U("what time is sunset today"),
  U("how much is the palmeraie camel ride"),
  U("what time do the food stalls in jemaa el fnaa close"),
  U("can i bring my bf who isnt on the list"),
  U("whats the cancellation policy for the balloon"),
  U("how much does the villa cost in total for the whole group"),
  U("what time does the villa pool close at night"),
  U("do i pay the villa contribution by venmo or cash"),
  U("which airline is best for flying home from casablanca"),
  U("who made this website"),
  U("is there a pickup from the villa for the souks tomorrow, what time"),
  U("whats the name of our souk guide tmrw"),
  U("what time does the hammam close tonight"),
  U("how much is a bottle of wine at nobu tonight"),
];
