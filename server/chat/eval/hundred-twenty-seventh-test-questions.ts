// HUNDRED-TWENTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 17:00 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * That is day 1 of the trip (of days 0 to 9), Saturday Nov 22, "Rest & Relax" (/day/1).
 * - This morning: "Slow Morning & Mint Tea" (09:30) at Riad L-Authentic in the Marrakech
 *   medina, breakfast on the riad roof terrace, packing up at leisure.
 * - This afternoon: "Check In at Villa Royale" (15:00; check-in opens after 3 PM; optional
 *   $50 per person contribution; 5 nights listed), on the outskirts of Marrakech.
 * - Happening now: "Hammam & Massage" (from 16:30, afternoon into evening) at Villa Royale,
 *   $60 per person, slots booked with the host.
 * - Tonight: "Sunset by the Pool" (19:30) in the Villa Royale gardens; bring a sweater.
 *   No dinner is listed for tonight.
 * - The night is spent at Villa Royale (13 suites, 2 pools).
 * - Yesterday (day 0, Friday Nov 21, "Arrival & Shopping"): arrival at Marrakech Menara
 *   Airport (RAK) at 11:00, check-in at Riad L-Authentic (13:00, $45 per person), a first
 *   stroll through the souks (15:00) and the Welcome Dinner at Le Foundouk (20:00,
 *   $40-60 per person with a $20 deposit); the night was spent at Riad L-Authentic.
 * - Tomorrow (day 2, Sunday Nov 23, "Discover Marrakech", the birthday): breakfast at the
 *   villa (08:30, $10), medina walking tour (09:30, $10 plus museum fees: Bahia Palace,
 *   Ben Youssef Madrasa, Le Jardin Secret), pool time (14:30), the Golden Birthday Dinner
 *   at Comptoir Darna (19:30, $100-120 per person, golden glam) and a guided bar crawl
 *   (22:30, $10 for the guide).
 */
export const HUNDRED_TWENTY_SEVENTH_TEST_CLOCK = new Date("2025-11-22T16:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The number in words (a regex source), for 0 to 99; null otherwise. */
function words(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
}

/** Digits with optional thousands separators ("9000" also matches "9,000"). */
function digits(n: number): string {
  return esc(String(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
}

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const inDigits = `(?<![\\d.,])${digits(n)}(?![\\d]|[.,]\\d)`;
  const inWords = words(n);
  return new RegExp(inWords ? `${inDigits}|\\b${inWords}\\b` : inDigits, "i");
};

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const a = digits(n);
  return new RegExp(
    `\\$\\s?${a}(?![\\d]|[.,]\\d)|(?<![\\d.,])${a}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)\\b|\\busd\\s?\\$?${a}(?![\\d]|[.,]\\d)`,
    "i",
  );
};

/** A time of day: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m. (and noon for 12:00). */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alts = [`(?<![\\d:])0?${h}[:.h]${mm}(?!\\d)`];
  alts.push(m === 0 ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${ampm}` : `(?<![\\d:])${h12}[:.]${mm}\\s?${ampm}`);
  if (h === 12 && m === 0) alts.push("\\bnoon\\b");
  return new RegExp(alts.join("|"), "i");
};

/** A November date of the trip: "Nov 25", "November 25", "25th Nov", "25 of November". */
const nov = (d: number): RegExp =>
  new RegExp(`nov(?:ember)?\\.?\\s*${d}(?!\\d)|(?<!\\d)${d}(?:st|nd|rd|th)?\\s*(?:of\\s*)?nov`, "i");

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredTwentySeventhTestQuestions: TestQuestion[] = [
  // --- Right now: today (day 1), yesterday (day 0) and tomorrow (day 2) ---
  { question: "wait what day of the trip is it today", parts: [[/day\s*(?:1|one)\b|rest (?:&|and) relax/i]], links: [tripDay(1)] },
  { question: "whats the plan for tonight", parts: [[/sunset/i, clock(19, 30)]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "is the hammam thing happening rn? and how much is it", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "what time did villa check in open today", parts: [[clock(15)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "what did we do yesterday again lol my brain is mush", parts: [[/welcome dinner|foundouk/i, /souk/i]], links: [tripDay(0)] },
  { question: "whats the name of the place we had dinner last night", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what time is breakfast tmrw morning", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "how much is brekkie at the villa tmrw", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "do i need to sign up for breakfast tomorrow or just show up", parts: [[/(?:night|evening) before|tonight/i]], links: [tripDay(2), "/faq"] },
  { question: "bday dinner tomorrow - what time and where", parts: [[clock(19, 30)], [/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "dress code for tmrw night??", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much is tmrw's dinner per person", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time does the walking tour start tomorrow", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "where does the walking tour go tmrw", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "walking tour price? is it just the $10", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "what time is the bar crawl tmrw", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl and are drinks included", parts: [[usd(10)], [/as you go|not included|separate|yourself|your own/i]], links: [tripDay(2), "/budget"] },
  { question: "what day of the week is the actual birthday", parts: [[/sunday/i]], links: [tripDay(2)] },
  { question: "how old is the bday person turning", parts: [[num(30)]], links: ["/"] },
  { question: "whose birthday is this whole thing for anyway", parts: [[/host/i]], links: ["/"] },
  { question: "when do we have to check out of the villa", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "how many pools at the villa", parts: [[/(?:2|two) pools/i]], links: ["/accommodations"] },
  { question: "how far is the villa from downtown", parts: [[num(20)]], links: ["/accommodations", "/faq"] },
  { question: "should i bring a jumper to the pool thing tonight", parts: [[/sweater|jumper|layer|jacket/i]], links: [tripDay(1)] },
  U("is there dinner at the villa tonight or do we sort ourselves out?"),
  U("whats the wifi password at the villa"),
  { question: "where do i go for the hammam today", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "how do i book a massage slot", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "whats actually in the hammam thing this afternoon, like what do they do", parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]], links: [tripDay(1)] },
  { question: "how much was the riad last night per person", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what was the riad we stayed in last night called", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the deposit for last nights dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "is the villa contribution mandatory? how much", parts: [[/optional/i], [usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  U("how do i pay the villa contribution, venmo or cash?"),
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the chat button on the site", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn the music off its too loud at work", parts: [[/bottom[- ]left/i]] },
  U("whats the name of the song playing on the home page"),
  { question: "how do i upload my pics from yesterday", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos?", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by accident", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  U("what's the password to delete photos"),
  { question: "whats happening at 4:30 today", parts: [[/hammam|massage/i]], links: [tripDay(1)] },
  { question: "sorry what day # is tomorrow", parts: [[/day\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  // --- Later in the trip: days 3 to 9 ---
  { question: "what are we doing on the 24th", parts: [[/balloon/i, /agafay/i]], links: [tripDay(3)] },
  { question: "balloon pickup time on monday??", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "wht do i wear for the balloon the day after tmrw, its super early right", parts: [[/layer/i, /hat\b/i]], links: [tripDay(3)] },
  { question: "day after tomorrow whats the plan", parts: [[/balloon|desert fun|agafay/i]], links: [tripDay(3)] },
  { question: "how long are we actually up in the balloon", parts: [[/(?:an|one|1) hour/i]], links: [tripDay(3)] },
  { question: "is nobu a minimum spend thing? how much", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what time do we get back to the villa from agafay", parts: [[clock(17)]], links: [tripDay(3)] },
  { question: "agafay desert day cost?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what r we doing in agafay the day after tomorrow, like activities", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "which day is the photoshoot? need to iron my outfit tonight", parts: [[/tuesday|day\s*(?:4|four)\b|nov(?:ember)?\.?\s*25|25(?:th)?\s*(?:of\s*)?nov/i]], links: [tripDay(4), "/"] },
  { question: "what time is the photographer coming", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours look best for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "how much is majorelle and how much is the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "where's the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how do we pay at dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for dar yacout", parts: [[/kaftan|djellaba|dressy|best evening/i]], links: [tripDay(4), "/dinners"] },
  { question: "souk guide on tuesday how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time do we leave for the sahara on wednesday", parts: [[clock(7)]], links: [tripDay(5)] },
  { question: "how much is the desert camp and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "i get carsick, anything for the drive to zagora?", parts: [[/motion[- ]sickness|tablet/i]], links: [tripDay(5), "/faq"] },
  { question: "wednesday night where do we sleep", parts: [[/camp/i, /zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "is the villa our home 5 nights straight?", parts: [[/camp|zagora/i]], links: ["/accommodations"] },
  { question: "what's happening on the 27th", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  { question: "when's the train to fes and how long is it", parts: [[clock(15)], [num(6)]], links: [tripDay(6), "/faq"] },
  { question: "train to fes cost?", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time do we get to the fes riad", parts: [[clock(21)]], links: [tripDay(6)] },
  U("whats the name of the riad in fes"),
  { question: "how many nights in fes and how much total", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "what's on the 28th", parts: [[/tannery|bou inania|fes el-?bali|explore fes/i]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "chefchaouen trip is which day", parts: [[/day\s*(?:8|eight)\b|saturday|nov(?:ember)?\.?\s*29|29(?:th)?\s*(?:of\s*)?nov/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "whats the local food in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "is the fes part of the itinerary final yet", parts: [[/work in progress|(?:may|might|could) change|not (?:yet )?final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "last day what time is the train to casa", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "how much is the hassan II mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what should i wear to the mosque in casablanca", parts: [[/shoulders|knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  { question: "what time should i book my flight home on the 30th", parts: [[/evening|18[:.h]00|6\s?(?::00\s?)?p\.?\s?m\b/i]], links: [tripDay(9), "/faq"] },
  U("what time does the bar crawl finish tomorrow"),
  U("whats the photographer's name or insta"),
  U("is there a gym at the villa"),
  U("can i bring my bf hes not on the list"),
  // --- Money, practicalities, the map and the home page ---
  { question: "going to an atm tomorrow, how much should i pull out", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "exchange rate dirham to dollar?", parts: [[/(?<![\d.])10\s?(?:mad|dh|dirhams?)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much is 100 dirhams in dollars", parts: [[usd(10)]], links: ["/budget"] },
  { question: "how much do i tip at the bday dinner tmrw", parts: [[/10\s?(?:-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much a night", parts: [[/28\s?(?:mad|dh|dirhams?)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "where can i find an atm", parts: [[/gueliz|hivernage|medina gates?|airport/i]], links: ["/budget"] },
  { question: "bargaining in the souks, what % do i start at", parts: [[num(40), num(50)]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "do the souks take card", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best over there, wanna pay for the bday dinner tmrw by card", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "card machine asked dollars or dirhams which do i pick", parts: [[/dirham/i]], links: ["/budget"] },
  { question: "shopping budget ppl usually do?", parts: [[usd(100), usd(500)]], links: ["/budget", tripDay(4)] },
  { question: "how much is the whole trip gonna cost me roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "airport transfer cost, is that per person?", parts: [[usd(45)], [/per car|each car|a car|shared/i]], links: ["/faq", tripDay(0), "/budget"] },
  { question: "do i need a visa im american", parts: [[/visa[- ]free|(?:don'?t|do not|no) (?:need )?(?:a )?visa/i, num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what plug adapter do i need, my charger didnt fit at the villa today", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "weather tomorrow gonna be warm? what temps", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "will it be cold at the desert camp at night", parts: [[/freez|cold/i]], links: ["/faq"] },
  { question: "does it rain much this time of year, looks cloudy today", parts: [[/rare/i]], links: ["/faq"] },
  { question: "what time zone is morocco in", parts: [[/utc\s?\+\s?1|gmt\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the villa tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol easy to find in morocco", parts: [[/hotels|bars|restaurants/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija, wanna thank the hammam lady today", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i take pics of the performers in jemaa el fnaa", parts: [[/dirham/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "how do we get from the villa to gueliz tonight", parts: [[/taxi|car/i]], links: ["/faq"] },
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour are the food spots on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "rooftop food rec near the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where's good for sunset in marrakech", parts: [[/menara/i]], links: ["/map"] },
  { question: "where can i learn to cook tagine", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "anything to know about al fassia", parts: [[/lamb shoulder|day ahead/i]], links: ["/map"] },
  { question: "how many categories are on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "what are the quotes on the home page, who said them", parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]], links: ["/"] },
  { question: "what does the highlight card say on the home page", parts: [[/tbd|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "how many ppl in the squad", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "i have a nut allergy who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "what cities are we going to", parts: [[/marrakech/i, /fes/i, /chefchaouen/i, /casablanca/i]], links: ["/"] },
  { question: "what should i wear for the walking tour tmrw", parts: [[/shoulders|knees/i, /shoes/i]], links: [tripDay(2), "/faq"] },
  U("does marrakech have uber"),
  U("how much is a sim card at the airport"),
  U("is there a doctor near the villa"),
  U("whats the host's phone number"),
  U("whats the host's name again"),
  U("does comptoir darna have vegan options on the set menu tmrw"),
  U("how do i get from fes airport to the riad"),
  U("how much is a petit taxi from the villa to the medina tonight"),
  // --- Right now again, dinners, the gallery, music, Rupa and the site ---
  { question: "so whats happening right now", parts: [[/hammam|massage/i]], links: [tripDay(1)] },
  U("are there any hammam slots left for today"),
  { question: "where exactly is the sunset thing tonight", parts: [[/villa royale|garden/i]], links: [tripDay(1)] },
  { question: "what was this mornings thing called, i slept thru it", parts: [[/mint tea|slow morning/i]], links: [tripDay(1)] },
  { question: "tmrw is the 23rd right? whats the theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "anything after the bday dinner tomorrow", parts: [[/bar crawl/i]], links: [tripDay(2)] },
  { question: "tmrws dinner, is there like a show", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  { question: "what kind of food is it tmrw night", parts: [[/moroccan/i, /mediterranean/i]], links: ["/dinners", tripDay(2)] },
  { question: "what were the dishes at the welcome dinner last night", parts: [[/zaalouk|briouat|tagine/i]], links: ["/dinners"] },
  { question: "what cuisine was last nights place", parts: [[/french/i]], links: ["/dinners", tripDay(0)] },
  { question: "which dinners are marked special, is tomorrow's one of them", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "whats on the nobu menu", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "what day is the palace dinner, and is nobu the same night", parts: [[/tuesday|day\s*(?:4|four)\b|nov(?:ember)?\.?\s*25|25(?:th)?\s*(?:of\s*)?nov/i], [/monday|day\s*(?:3|three)\b|nov(?:ember)?\.?\s*24|24(?:th)?\s*(?:of\s*)?nov/i]], links: ["/dinners"] },
  { question: "can i download the pics ppl posted today", parts: [[/download/i]], links: ["/gallery"] },
  { question: "uploading tonights sunset pics - do i have to put my name", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "tried to upload 15 pics from yesterday and it said too many files??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "can i upload videos of today too or only pics", parts: [[/yes|videos? (?:too|as well|also)|photos? and videos?/i]], links: ["/gallery"] },
  { question: "my video from last night wont upload, says file too large", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "is there a way to put the photos on the tv at the villa tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "why does the music stop when i open the gallery", parts: [[/no (?:background )?(?:music|track|audio)|(?:doesn'?t|does not|don'?t) (?:have|play)|without (?:music|a track)|pause/i]], links: ["/gallery"] },
  { question: "the music on the home page rn, what instrument is that", parts: [[/oud/i]], links: ["/"] },
  { question: "what can rupa help me with", parts: [[/itinerary/i, /pack/i]] },
  U("rupa how old are u"),
  U("rupa whats ur favourite food"),
  { question: "rupa whats the occasion for this trip", parts: [[num(30), /birthday/i]], links: ["/"] },
  U("whats the name of our driver for the desert trip"),
  { question: "when does the trip end", parts: [[nov(30)]], links: ["/", tripDay(9)] },
  U("whats the villa address, my taxi needs it tonight"),
  U("whos in my room at the villa tonight"),
  U("is there laundry at the villa"),
  U("does the desert camp have electricity to charge phones"),
  U("whats the minimum age for the quad bikes"),
  U("when will we get the pics from the photoshoot"),
  U("how many ppl are leaving on day 8"),
  U("what time does the pool close tonight"),
  U("what flavour is the bday cake tmrw"),
  U("whats the name of the lounge at the end of the bar crawl tmrw"),
  U("can i get a refund on the balloon if i cancel"),
  U("who's the souk guide on tuesday, got a name?"),
  U("do i need a swimsuit for the hammam today"),
  U("what's the checkout time at the fes riad"),
  U("can i invite a local friend to the villa tonight"),
  U("are the villa pools heated, wanna swim tonight"),
];
