// NINETIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninetieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1): 09:00 on Saturday, November 29, 2025.
 *
 * Today is day 8 of the trip (the ninth of ten days, numbered 0 to 9):
 * Saturday, November 29, 2025, "Chefchaouen Day Trip" (/day/8). The day carries
 * the note that the Fes itinerary is still a work in progress (times and stops
 * may change) and that some guests begin departing today, so goodbyes are said
 * at breakfast.
 *
 * - This morning: at 07:30 the squad left Fes on the "Drive Into the Rif
 *   Mountains", about four hours north through olive groves and green hills
 *   with a coffee stop along the way (travel clothes with a warm layer).
 * - Right now (09:00): on the road from Fes to Chefchaouen.
 * - 12:00: "The Blue Medina": Plaza Uta el-Hammam and the medina, the
 *   red-walled kasbah on the main square, lunch on goat cheese and tagine
 *   (medina dress code: shoulders and knees covered, closed shoes).
 * - This afternoon, 15:00: "Ras El Maa & the Spanish Mosque": the mountain
 *   spring, then the walk up to the Spanish Mosque for the view over the town.
 * - 17:00, into tonight: "Return to Fes", back to the riad for a last evening
 *   together in Fes; guests flying out early head straight for their transfers.
 *   No dinner time or menu is given for tonight.
 * - The night is spent at Our Riad in Fes, in Fes el-Bali (the third of its
 *   three nights, Nov 27-29; $90 per person in total).
 *
 * Yesterday: day 7, Friday, November 28, "Explore Fes": 09:30 guided walk
 * through Fes el-Bali from Bab Bou Jeloud (the Blue Gate) along Talaa Kebira,
 * past Al Quaraouiyine (founded 859); 11:30 Bou Inania Madrasa (14th century);
 * 14:00 Chouara Tannery (a sprig of mint for the smell); 19:30 riad dinner of
 * pastilla and tagines in the courtyard.
 *
 * Tomorrow: day 9, Sunday, November 30, "Casablanca & Departure": 07:00 train
 * from Fès station to Casa-Voyageurs (about four hours); 12:30 farewell lunch at
 * Rick's Café, Boulevard Sour Jdid (smart casual); 15:00 Hassan II Mosque tour
 * (about $13 per person; shoulders, arms and knees covered, scarf and socks);
 * 18:00 departure to Mohammed V International Airport (CMN), about 45 minutes
 * from the city. No night is booked after tomorrow.
 */
export const NINETIETH_TEST_CLOCK = new Date("2025-11-29T08:00:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return NUMBER_WORDS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${NUMBER_WORDS[n % 10]!}`;
}

/** A number in digits (thousands comma optional) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  const digits = fraction ? `${grouped}\\.${fraction}` : grouped;
  const word = numberWord(n);
  return new RegExp(`(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A dollar amount: "$18", "$ 18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  const end = "(?:\\.00)?(?![\\d]|[.,]\\d)";
  return new RegExp(
    `\\$\\s?${d}${end}|(?<![\\d.,])${d}${end}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b|\\bUSD\\s?${d}${end}`,
    "i",
  );
}

/** A dollar range: "$100-120", "$100 to $120", "100-120 dollars", "USD 100-120". */
function usdRange(low: number, high: number): RegExp {
  const dash = "\\s*(?:-|–|—|to)\\s*";
  return new RegExp(
    `\\$\\s?${low}${dash}(?:US)?\\$?\\s?${high}(?!\\d)|(?<![\\d.,])${low}${dash}${high}\\s?(?:dollars|USD)\\b|\\bUSD\\s?${low}${dash}${high}(?!\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "20.00", "8:00 pm", "8 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = `\\s?${h < 12 ? "a" : "p"}\\.?\\s?m\\b`;
  const twelve = m === 0 ? `${h12}(?:[:.]00)?${ampm}` : `${h12}[:.]${mm}${ampm}`;
  const noon = h === 12 && m === 0 ? "|\\bnoon\\b|\\bmidday\\b" : "";
  return new RegExp(`(?<![\\d:.])(?:${h24}[:h.]${mm}(?!\\d)|${twelve})${noon}`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const ninetiethTestQuestions: TestQuestion[] = [
  // --- Today, right now, this afternoon, tonight, yesterday (day 8, Sat Nov 29, 09:00) ---
  {
    question: "wait what day of the trip is it today",
    parts: [[/\bday\s*(?:8|eight)\b|\beighth day\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats the plan today",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "r we still in the car rn or what, where are we headed",
    parts: [[/chefchaouen|\brif\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive to chefchaouen again",
    parts: [[num(4), /hours?|hrs?\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time did we leave fes this morning",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "is there gonna be a coffee stop on the way today",
    parts: [[/\byes\b|coffee stop/i]],
    links: [tripDay(8)],
  },
  U("what time is the coffee stop this morning and where exactly"),
  {
    question: "what time do we actually get to chefchaouen",
    parts: [[clock(12, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "whats for lunch in chefchaouen today",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  U("whats the name of the restaurant we're having lunch at today"),
  U("how much does todays chefchaouen trip cost per person"),
  {
    question: "whats the main square in chefchaouen called",
    parts: [[/uta el[- ]?hammam/i]],
    links: [tripDay(8)],
  },
  {
    question: "theres a red walled building on the main square in chaouen, what is it",
    parts: [[/kasbah/i]],
    links: [tripDay(8)],
  },
  {
    question: "this afternoon whats the plan after lunch and what time",
    parts: [[/ras el[- ]?maa|spanish mosque/i, clock(15, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "ras el maa is what exactly",
    parts: [[/spring/i]],
    links: [tripDay(8)],
  },
  {
    question: "why do we walk up to the spanish mosque later",
    parts: [[/view/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we leave chefchaouen to go back",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/\bfes\b|\bfez\b/i, /riad/i]],
    links: [tripDay(8), "/accommodations"],
  },
  U("what time is dinner tonight"),
  U("whats for dinner tonight at the riad"),
  {
    question: "is tonight our last night all together in fes?",
    parts: [[/\byes\b|last evening|last night/i]],
    links: [tripDay(8)],
  },
  {
    question: "what should i wear today",
    parts: [[/shoulders|knees|warm layer|closed shoes/i]],
    links: [tripDay(8)],
  },
  {
    question: "do i need a warm layer for the car ride today",
    parts: [[/\byes\b|warm layer/i]],
    links: [tripDay(8)],
  },
  {
    question: "omg some ppl are leaving today?? when are we meant to say bye",
    parts: [[/breakfast/i]],
    links: [tripDay(8)],
  },
  U("how many people are flying home today"),
  U("what time is the airport transfer for the ppl leaving fes today"),
  {
    question: "is the fes part of the itinerary final or could times still change",
    parts: [[/work in progress|change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "whats the date today",
    parts: [[/\b29(?:th)?\b|twenty[- ]ninth/i]],
    links: [tripDay(8)],
  },
  {
    question: "and what weekday is it lol ive completely lost track",
    parts: [[/saturday/i]],
    links: [tripDay(8)],
  },
  {
    question: "what did we do yesterday again",
    parts: [[/fes el[- ]?bali|medina|tanner|bou inania|madrasa/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time did the tannery thing start yesterday",
    parts: [[clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "why did they hand us mint at the tannery",
    parts: [[/smell|odou?r|stink|stench/i]],
    links: [tripDay(7)],
  },
  {
    question: "name of the blue gate we walked in through yesterday?",
    parts: [[/bou jeloud|boujloud/i]],
    links: [tripDay(7)],
  },
  {
    question: "the madrasa from yesterday, how old is it",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/(?<!\d)859(?!\d)/]],
    links: [tripDay(7)],
  },
  {
    question: "whats the main street in the fes medina called",
    parts: [[/talaa kebira/i]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does fes el bali have?? felt like a million",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "what did we eat at the riad last night",
    parts: [[/pastilla|tagine/i]],
    links: [tripDay(7)],
  },
  U("what was the name of our guide in fes yesterday"),
  U("how much was the entry ticket for bou inania yesterday"),
  {
    question: "wut time is the train tmrw",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "where does the train go tomorrow and how long is it",
    parts: [[/casablanca|\bcasa\b/i], [num(4)]],
    links: [tripDay(9)],
  },
  {
    question: "which station do we get off at in casa tomorrow",
    parts: [[/casa[- ]?voyageurs/i]],
    links: [tripDay(9)],
  },
  U("what platform does our train leave from tomorrow"),
  U("whats the wifi password at the fes riad"),
  U("what's the actual name of our riad in fes"),
  // --- Tomorrow (day 9, Sun Nov 30), Rupa, the host, the site, the gallery, music ---
  {
    question: "first thing tmrw morning?",
    parts: [[/train/i, clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "where's lunch tomorrow and what time",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "whats ricks cafe's address",
    parts: [[/sour jdid/i]],
    links: [tripDay(9)],
  },
  {
    question: "rick's café is like a tribute to what",
    parts: [[/film|movie/i]],
    links: [tripDay(9)],
  },
  {
    question: "dress code for ricks tmrw?",
    parts: [[/smart casual/i]],
    links: [tripDay(9)],
  },
  U("how much is lunch at rick's cafe tomorrow, roughly"),
  {
    question: "how much is the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: [tripDay(9)],
  },
  {
    question: "what time is the mosque tour tomorrow",
    parts: [[clock(15, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "what do i wear to the mosque tmrw",
    parts: [[/knees|shoulders|arms/i, /scarf|socks/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  U("how long does the hassan ii mosque tour take tomorrow"),
  {
    question: "can non muslims even go inside the hassan ii mosque",
    parts: [[/guided|tour/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "what time do we go to the airport tomorrow",
    parts: [[clock(18, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "which airport do we fly out of at the end",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the airport from the city in casa",
    parts: [[num(45), /min/i]],
    links: [tripDay(9)],
  },
  {
    question: "should i change my leftover dirhams back before i fly",
    parts: [[/spend|hard to change/i]],
    links: [tripDay(9)],
  },
  U("is there somewhere to leave our luggage in casablanca during the mosque tour tomorrow"),
  U("what terminal is air france at casablanca airport"),
  {
    question: "the ppl flying home from fes, which day do they leave",
    parts: [[/today|day\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]],
    links: ["/faq", tripDay(8)],
  },
  {
    question: "when should my flight home from casablanca be, like earliest",
    parts: [[/evening/i, /\b30(?:th)?\b|day\s*(?:9|nine)\b|sunday|tomorrow/i]],
    links: ["/faq"],
  },
  {
    question: "who is rupa",
    parts: [[/goat/i]],
  },
  {
    question: "rupa where do i find u on the site",
    parts: [[/bottom[- ]right|lower[- ]right/i]],
  },
  U("rupa how old are you"),
  {
    question: "whose bday is this whole trip for",
    parts: [[/host/i, /\b30(?:th)?\b|thirtieth|thirty/i]],
    links: ["/"],
  },
  U("whats the host's phone number"),
  U("what's the birthday girl's actual name"),
  {
    question: "whats the name of the trip",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "how do i upload my pics from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once and how big can they be",
    parts: [[num(10)], [/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "it says file too large?? whats the limit",
    parts: [[/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "can i post videos too or just photos",
    parts: [[/\byes\b|videos? too|both/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded a blurry one how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "how do i save a photo someone else posted",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a slideshow for the big screen tonight",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  U("how many photos are in the gallery so far"),
  U("who uploaded the sunset video from the desert"),
  {
    question: "how do i turn off the music",
    parts: [[/bottom[- ]left|lower[- ]left/i]],
  },
  {
    question: "what kind of music is that on the home page",
    parts: [[/\boud/i]],
  },
  U("whats the name of the song playing on the homepage"),
  {
    question: "why does the music stop when i open the gallery",
    parts: [[/no (?:music|track|song|audio)|pause|doesn'?t have|does not have/i]],
  },
  {
    question: "does the faq page play the same music as the map",
    parts: [[/\byes\b|same|share/i]],
  },
  {
    question: "transportation page just says coming soon?",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "is there a map of all the recommended spots",
    parts: [[/\bmap\b/i]],
    links: ["/map"],
  },
  // --- Earlier days, dinners, stays, the map ---
  {
    question: "where was the birthday dinner again",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the bday dinner pp",
    parts: [[usdRange(100, 120)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what was the dress code for the birthday dinner",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "what was the palace dinner place on the 25th",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how was dar yacout paid",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "where was the welcome dinner and how much was the deposit",
    parts: [[/foundouk/i], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "welcome dinner price range?",
    parts: [[usdRange(40, 60)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "nobu min spend?",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese[- ]peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "how early was the balloon pickup on monday",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how much was the balloon",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\ban hour\b|\bone hour\b|\b1 hour\b|\b1h\b|60 min/i]],
    links: [tripDay(3)],
  },
  {
    question: "agafay day price?",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what day was the photographer",
    parts: [[/tuesday|day\s*(?:4|four)\b|\b25(?:th)?\b/i]],
    links: [tripDay(4), "/"],
  },
  U("how much did the photographer cost"),
  U("when will the photoshoot pics be ready"),
  {
    question: "majorelle and the ysl museum, how much each",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "souk guide how much",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what was the hammam price at the villa",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "villa breakfast cost",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "what was that pancake thing at villa breakfast",
    parts: [[/msemen/i]],
    links: [tripDay(2)],
  },
  {
    question: "how many suites at villa royale",
    parts: [[num(13)]],
    links: ["/accommodations"],
  },
  {
    question: "how many pools did the villa have",
    parts: [[num(2)]],
    links: ["/accommodations"],
  },
  {
    question: "villa check out time",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do we have to pay for the villa",
    parts: [[usd(50)]],
    links: ["/accommodations", tripDay(1), "/faq", "/budget"],
  },
  U("whats the host's venmo for the villa contribution"),
  {
    question: "how much was the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "what was the mountain pass we drove over to the desert",
    parts: [[/tichka/i]],
    links: [tripDay(5)],
  },
  {
    question: "how high is that pass",
    parts: [[num(2200)]],
    links: [tripDay(5)],
  },
  {
    question: "ait benhaddou was in which movies",
    parts: [[/gladiator|game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "train to fes price and how long was it",
    parts: [[usd(45)], [num(6)]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "what time did we get to the fes riad on thursday",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "fes riad cost total",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  {
    question: "which nights are we in fes",
    parts: [[/(?<!\d)27(?!\d)/, /(?<!\d)29(?!\d)/]],
    links: ["/accommodations"],
  },
  U("does the fes riad have a pool"),
  {
    question: "what area was the bar crawl in",
    parts: [[/gueliz|hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "what did we see on the medina walking tour on sunday",
    parts: [[/bahia|ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "purple pins?",
    parts: [[/cultural/i]],
    links: ["/map"],
  },
  {
    question: "how many color categories on the map",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "al fassia any tip?",
    parts: [[/lamb shoulder/i]],
    links: ["/map"],
  },
  {
    question: "where's cafe des epices",
    parts: [[/rahba kedima/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[/(?<!\d)1917(?!\d)/]],
    links: ["/map"],
  },
  {
    question: "churchill's favourite hotel on the map?",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  U("is la mamounia open to non guests for drinks and whats the dress code"),
  U("any good rooftop bars in fes for tonight"),
  // --- Money, practicalities, culture, the home page, and a few more about today and tomorrow ---
  {
    question: "exchange rate rn? how many dirhams to the dollar",
    parts: [[num(10)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do i tip at rick's tomorrow",
    parts: [[/10\s*(?:-|–|to)\s*15\s*(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out at the atm each time",
    parts: [[num(1000), num(2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax how much",
    parts: [[/(?<![\d.])28(?!\d)|2\.75/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "bargaining, what % do i start at",
    parts: [[/40\s*(?:-|–|to)\s*50/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what do foreign card fees usually run",
    parts: [[/(?<!\d)1\s*(?:-|–|to)\s*3\s*(?:%|percent)/i]],
    links: ["/budget"],
  },
  {
    question: "ballpark total per person for the whole trip?",
    parts: [[/(?<!\d)440(?!\d)/, /(?<!\d)943(?!\d)/]],
    links: ["/budget"],
  },
  {
    question: "is the airport transfer price per person",
    parts: [[/per car/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "what do ppl usually budget for shopping",
    parts: [[/\$?\s?100\s*(?:-|–|to)\s*\$?\s?500/i]],
    links: ["/budget"],
  },
  {
    question: "can i use my card in the souks",
    parts: [[/cash/i]],
    links: ["/budget"],
  },
  {
    question: "plug type in morocco?",
    parts: [[/type\s*c\b|C\s?\/\s?E/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what voltage",
    parts: [[/220\s?v/i]],
    links: ["/faq"],
  },
  {
    question: "do i need a visa, im canadian",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid for",
    parts: [[num(6), /month/i]],
    links: ["/faq"],
  },
  {
    question: "is the tap water ok to drink",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "where can i actually get a drink in morocco",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak here",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of people in the square",
    parts: [[/\bask\b/i]],
    links: ["/faq"],
  },
  {
    question: "travel insurance, needed or nah",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain in chefchaouen today",
    parts: [[/shower|rain jacket|rarely/i]],
    links: ["/faq"],
  },
  U("whats the temperature in chefchaouen right now"),
  {
    question: "what's the weather like in general",
    parts: [[/15\s*(?:-|–|to)\s*25/i]],
    links: ["/", "/faq"],
  },
  {
    question: "what time zone r we in",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "where should i keep my passport",
    parts: [[/\bsafe\b/i]],
    links: ["/faq"],
  },
  {
    question: "who's quoted on the home page",
    parts: [[/churchill/i, /saint laurent|\bysl\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "what did churchill say about marrakech",
    parts: [[/lovely spot/i]],
    links: ["/"],
  },
  {
    question: "whats the highlight card on the home page say lol",
    parts: [[/\bTBD\b|to be (?:determined|decided|announced)/i]],
    links: ["/"],
  },
  {
    question: "how many days is the trip in total",
    parts: [[num(10)]],
    links: ["/"],
  },
  {
    question: "i have an allergy, who do i tell and by when",
    parts: [[/host/i], [num(2), /week/i]],
    links: ["/dinners"],
  },
  U("are there vegan options at rick's cafe tomorrow"),
  U("what's the emergency number in morocco"),
  U("where's the nearest pharmacy to our riad in fes"),
  U("how many km is chefchaouen from fes"),
  U("what time does the sun set in chefchaouen today"),
  U("is there uber in casablanca"),
  U("did anyone find my sunglasses in the van this morning"),
  U("is there a group gift for the host and how much do i chip in"),
  U("can i get a late checkout at the fes riad tomorrow"),
  U("what time does the spanish mosque close today"),
  {
    question: "whats tomorrow called on the itinerary",
    parts: [[/casablanca/i, /departure/i]],
    links: [tripDay(9)],
  },
  {
    question: "what was day 5 called",
    parts: [[/sahara/i]],
    links: [tripDay(5)],
  },
  {
    question: "on the 23rd what was the theme",
    parts: [[/discover marrakech/i]],
    links: [tripDay(2)],
  },
  {
    question: "where are we sleeping tonight and what time's the train tomorrow",
    parts: [[/\bfes\b|\bfez\b/i], [clock(7, 0)]],
    links: [tripDay(8), tripDay(9)],
  },
  {
    question: "what time's lunch in chefchaouen today and when do we head back",
    parts: [[clock(12, 0)], [clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "whats chefchaouen's nickname",
    parts: [[/blue pearl/i]],
    links: [tripDay(8)],
  },
];
