// FIFTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1 in November): 08:00 on Saturday, November 29, 2025.
 *
 * Today is day 8 of the trip, Saturday, November 29: "Chefchaouen Day Trip" (page /day/8).
 * - This morning: at 07:30 the squad set off from Fes on the drive into the Rif mountains to
 *   Chefchaouen (about four hours north through olive groves and green hills, with a coffee stop).
 *   Some guests begin departing today, so goodbyes were said at breakfast.
 * - Now (08:00): on the road from Fes to Chefchaouen.
 * - This afternoon: 12:00 The Blue Medina (Plaza Uta el-Hammam, the red-walled kasbah on the main
 *   square, lunch of goat cheese and tagine); 15:00 Ras El Maa spring and the walk up to the Spanish Mosque.
 * - Tonight: 17:00 return to Fes for a last evening together at the riad; guests flying out early
 *   head straight for their transfers.
 * - The night is spent at our riad in Fes el-Bali (the third of its three nights, Nov 27-29).
 * - The day carries the note that the Fes itinerary is still a work in progress.
 *
 * Yesterday was day 7, Friday, November 28: "Explore Fes": 09:30 guided walk through Fes el-Bali
 * from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania Madrasa, 14:00 Chouara Tannery, 19:30 riad
 * dinner (pastilla and tagines).
 *
 * Tomorrow is day 9, Sunday, November 30: "Casablanca & Departure": 07:00 train from Fès station to
 * Casa-Voyageurs (about four hours), 12:30 farewell lunch at Rick's Café, 15:00 Hassan II Mosque
 * tour (about $13), 18:00 departure to Mohammed V International Airport (CMN), about 45 minutes away.
 */
export const FIFTY_SEVENTH_TEST_CLOCK = new Date("2025-11-29T07:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number under 100 in words, as a regex source (e.g. "forty[- ]?five"), or null. */
function inWords(n: number): string | null {
  if (n < 20) return ONES[n] ?? null;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const ones = n % 10;
    return ones ? `${tens}[- ]?${ONES[ones]}` : `${tens}`;
  }
  return null;
}

/** A number in digits (thousands optionally separated) or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const digits = String(n).length > 3 ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[,. ]?") : String(n);
  const asDigits = `(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${asDigits}|\\b${words}\\b` : asDigits, "i");
};

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp =>
  new RegExp(
    `(?:US)?\\$\\s?${n}(?![\\d]|[.,]\\d)|(?<![\\d.,])${n}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars|USD|bucks)|USD\\s?${n}(?!\\d)`,
    "i",
  );

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const forms = [
    `(?<!\\d)${h24}[:h.]${mm}(?!\\d)`,
    `(?<![\\d:])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${ap}\\.?\\s?m\\b\\.?`,
  ];
  if (h === 12 && m === 0) forms.push("\\bnoon\\b");
  return new RegExp(forms.join("|"), "i");
};

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const fiftySeventhTestQuestions: TestQuestion[] = [
  // ---- Today (day 8, Saturday Nov 29): Chefchaouen ----
  { question: "wait what day of the trip is it today??", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "whats the plan for today", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "what time did we leave this morning for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "r we stopping anywhere on the way up? need coffee lol", parts: [[/coffee/i]], links: [tripDay(8)] },
  { question: "what time do we get to the blue medina", parts: [[clock(12, 0)]], links: [tripDay(8)] },
  { question: "whats for lunch today", parts: [[/goat(?:'s)? cheese/i]], links: [tripDay(8)] },
  { question: "name of the main square in chefchaouen?", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "what r we doing this afternoon", parts: [[/ras el[- ]?maa/i]], links: [tripDay(8)] },
  { question: "what time is the spanish mosque walk", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "when do we head back to fes tonight", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where r we sleeping tonight", parts: [[/\bf[eè]s\b/i]], links: ["/accommodations", tripDay(8)] },
  { question: "some ppl are leaving today right? when do we say bye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  { question: "what should i wear walking around chefchaouen", parts: [[/shoulders/i, /knees/i]], links: [tripDay(8), "/faq"] },
  { question: "what is ras el maa exactly", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "the kasbah on the main square in chaouen is what colour", parts: [[/\bred\b/i]], links: [tripDay(8)] },
  U("why is everything painted blue in chefchaouen"),
  { question: "what mountains are we driving into today", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  U("how much does todays chefchaouen trip cost per person"),
  U("who's driving us today?"),
  U("what time is sunset in chefchaouen today"),
  { question: "is the chefchaouen plan final or could stuff still change", parts: [[/work in progress|may change|might change|could change|subject to change/i]], links: [tripDay(8)] },
  { question: "whats up the hill in chaouen that everyone walks to", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "im flying out early tonight, do i have to come back to fes with everyone?", parts: [[/transfer/i]], links: [tripDay(8)] },
  U("whats for dinner tonight"),
  { question: "how many nights have we been at the fes riad counting tonight", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  // ---- Tomorrow (day 9, Sunday Nov 30): Casablanca & departure ----
  { question: "what time is the train tmrw morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "tomorrow's train goes to which station in casa", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9)] },
  { question: "how long is the train to casablanca", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "where's lunch tmrw", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is the hassan 2 mosque tour tmrw and how much is it", parts: [[clock(15, 0)], [usd(13)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque tomorrow", parts: [[/scarf/i, /sock/i]], links: [tripDay(9), "/faq"] },
  { question: "what time do we leave for the airport tomorrow", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport am i flying from tmrw", parts: [[/\bCMN\b|mohammed v\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "whats the dress code at ricks cafe", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "what time is lunch at rick's tomorrow", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "is the hassan ii mosque even open to non-muslims?", parts: [[/guided tour/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what should i do with my leftover dirhams before i fly tmrw", parts: [[/spend/i]], links: [tripDay(9)] },
  U("whats my flight number tomorrow"),
  U("how much is the train ticket to casablanca tmrw"),
  U("what time does the hassan II tour finish tomorrow"),
  U("is there somewhere to leave our bags in casablanca tmrw before the flight"),
  { question: "what do we need to keep on us on the train tomorrow", parts: [[/passport/i]], links: [tripDay(9)] },
  { question: "whats the address of rick's cafe", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "whats the weather like in morocco rn, like daytime temps", parts: [[/15\s*(?:°\s*C?)?\s*(?:-|–|to)\s*25/i]], links: ["/", "/faq"] },
  // ---- Yesterday (day 7, Friday Nov 28) and the days before ----
  { question: "what was that gate we walked thru yesterday", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "name of the madrasa from yesterday morning?", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery lmao", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "what was the tannery called yesterday", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "what time was the tannery visit yesterday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  U("how much did the tannery cost to get in"),
  U("who was our guide in fes yesterday, what was his name"),
  { question: "what time did the train leave marrakech on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how much was the train to fes and how long was it", parts: [[usd(45)], [num(6)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "what time did we get to the fes riad on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how did our bags get thru the medina on thursday night", parts: [[/porter/i]], links: [tripDay(6)] },
  { question: "what was the movie set place on wednesday", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "which films were shot at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "how much was the desert camp n what did it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what time was the camel ride in zagora", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what time did the sunrise thing at camp start on the 27th", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whose birthday is this trip for anyway, how old", parts: [[/host/i], [num(30)]], links: ["/"] },
  { question: "which restaurant was the bday dinner at", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what date was the birthday dinner", parts: [[/\b23(?:rd)?\b|sunday|day\s*(?:2|two)\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[/100\s*(?:-|–|to)\s*\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the birthday", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the hot air balloon and what time was pickup", parts: [[usd(117)], [clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what day was the photographer again", parts: [[/day\s*(?:4|four)\b|tuesday|\b25(?:th)?\b/i]], links: [tripDay(4), "/"] },
  { question: "majorelle n ysl museum prices", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "how much was dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "where was the welcome dinner and how much was the deposit", parts: [[/foundouk/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how many suites n pools at villa royale", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "what time could we check in at the villa", parts: [[clock(15, 0)]], links: ["/accommodations", tripDay(1), "/faq"] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "do we have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "what did the agafay day cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "how much is the airport transfer", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how much was the first riad night", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what's the fes riad cost in total", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "what was the name of the riad in marrakech", parts: [[/l-?authentic/i]], links: ["/accommodations", tripDay(0)] },
  U("whats the actual name of our riad in fes"),
  U("whats the wifi password at the riad"),
  U("how many people are leaving today"),
  U("how much is a taxi from casa voyageurs to the airport tmrw"),
  // ---- Money and practical matters ----
  { question: "whats the exchange rate dirham to dollar", parts: [[/(?<![\d.,])10\s?(?:MAD|dirhams?|DH)/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl tip at restaurants here", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax per night?", parts: [[num(28)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out of the atm each time", parts: [[/1,?000\s*(?:MAD\s*)?(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s?%/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "do my cards charge fees here", parts: [[/(?<![\d.])1\s*%?\s*(?:-|–|to)\s*3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), /500/]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "roughly how much is the whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "what plug adapter do i need", parts: [[/\bC\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]], links: ["/", "/faq"] },
  { question: "voltage?", parts: [[num(220)]], links: ["/", "/faq"] },
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what time zone is morocco in", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get alcohol in fes", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  { question: "is travel insurance needed", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what currency do they use", parts: [[/dirham|\bMAD\b/i]], links: ["/budget", "/faq", "/"] },
  // ---- The site: gallery, music, map, Rupa ----
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many files can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max size for a video upload", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("what's the password to delete photos"),
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download someone's photo from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]left|lower[- ]left/i]] },
  U("what song is playing on the home page"),
  { question: "who is rupa", parts: [[/goat/i]] },
  U("who built this site and rupa"),
  { question: "what's the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour is food & drink on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "where do i find the transfer info for tomorrow", parts: [[/transportation/i]], links: ["/transportation"] },
  { question: "is there a way to put the photos on the big tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "what's the highlight of the trip on the home page", parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "im vegetarian who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead do i tell the host about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  // ---- Dates, weekdays, day numbers and vague follow-ups ----
  { question: "what's on the 30th", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what did we do on the 25th", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "what was the plan on wednesday", parts: [[/zagora|sahara|desert camp/i]], links: [tripDay(5)] },
  { question: "what happened on day 1", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "whats the theme of day 3", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "ok and tmrw?", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "and what about tonight", parts: [[/\bf[eè]s\b/i]], links: [tripDay(8)] },
  { question: "what was the thing the day before yesterday", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "whats the date today", parts: [[/\b29(?:th)?\b/]], links: [tripDay(8)] },
  // ---- More of the present, the trip at large and the stays ----
  { question: "is the blue city today or tmrw?", parts: [[/\btoday\b|saturday|\b29(?:th)?\b/i]], links: [tripDay(8)] },
  { question: "whats the last thing we visit together tomorrow before the airport", parts: [[/hassan\s*(?:ii|2)/i]], links: [tripDay(9)] },
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "which cities are we doing on this trip", parts: [[/marrakech/i, /\bf[eè]s\b/i]], links: ["/"] },
  { question: "trip dates?", parts: [[/\b21(?:st)?\b/, /\b30(?:th)?\b/]], links: ["/"] },
  { question: "what languages do ppl speak in fes", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "is morocco safe for us, anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "i get carsick, any tips for these long drives", parts: [[/tablet/i]], links: ["/faq", tripDay(5)] },
  { question: "how many places do we stay at overall", parts: [[num(4)]], links: ["/accommodations"] },
  U("how much is a sim card"),
  U("is there an atm in chefchaouen? need cash today"),
  U("whats the best place for lunch in chefchaouen today, like the restaurant name"),
  U("whats the host's phone number"),
  U("whats the host's actual name"),
  U("who was the photographer, do they have insta"),
  U("when will the photoshoot pics be ready"),
  U("how much did the photographer cost each"),
  U("what terminal is it tmrw at casablanca airport"),
  U("is there wifi on the train tomorrow"),
  U("how many bags can i bring on the train tmrw"),
  U("can i stay an extra night in casablanca tomorrow with the group, which hotel"),
  U("what's the vegetarian option at rick's cafe tomorrow"),
  U("how much is lunch at rick's tmrw"),
  U("whats the entry fee for the spanish mosque this afternoon"),
  U("which bars did we hit on the bar crawl"),
  U("do i need a covid test to fly home"),
  U("can i get an uber in fes tonight"),
  U("what time does the fes riad serve breakfast tmrw"),
  U("how many people are in each car today"),
  U("whats the phone number of the fes riad"),
  U("why is rupa a goat"),
  U("how long will the gallery stay online after the trip"),
  U("can i get the group photos printed somewhere"),
  U("how much is the transfer to fes airport tonight"),
  U("does the riad in fes have a pool"),
  U("can i fly my drone in chefchaouen today"),
  U("whats the name of the coffee stop on the way to chaouen this morning"),
  { question: "how long were we up in the balloon", parts: [[/\b(?:an|1|one) hour\b/i]], links: [tripDay(3)] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25\s*min/i]], links: ["/accommodations", "/faq"] },
  { question: "villa check-out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "whats the pool dress code at the villa", parts: [[/cover[- ]?up/i]], links: [tripDay(1)] },
  { question: "souk guide cost?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "walking tour price?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "what should i have worn for the palace dinner", parts: [[/kaftan|djellaba|dressy/i]], links: [tripDay(4), "/dinners", "/faq"] },
];
