// HUNDRED-THIRTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:30 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * Today is day 8 of the trip, Saturday, November 29, 2025: "Chefchaouen Day Trip".
 * - This morning: 07:30 the drive from Fes into the Rif mountains (about four
 *   hours north, with a coffee stop). Some guests begin departing today, so
 *   goodbyes were said at breakfast.
 * - Midday and this afternoon: 12:00 the Blue Medina of Chefchaouen (Plaza Uta
 *   el-Hammam, the red-walled kasbah, lunch of goat cheese and tagine); 15:00
 *   Ras El Maa spring and the walk up to the Spanish Mosque.
 * - This evening / now: 17:00 the return to Fes, back to the riad for a last
 *   evening together in Fes (guests flying out early head straight for their
 *   transfers). At 21:30 that last evening at the riad is under way; nothing
 *   else is scheduled tonight, and no dinner is named for today.
 * - Tonight the squad sleeps at our riad in Fes el-Bali (the third and last of
 *   its three nights, Nov 27-29).
 * - Yesterday, day 7, Friday, November 28, "Explore Fes": 09:30 guided walk
 *   through Fes el-Bali from Bab Bou Jeloud (the Blue Gate) along Talaa Kebira;
 *   11:30 Bou Inania Madrasa; 14:00 Chouara Tannery; 19:30 riad dinner in Fes.
 * - Tomorrow, day 9, Sunday, November 30, "Casablanca & Departure": 07:00 train
 *   from Fès station to Casa-Voyageurs (about four hours); 12:30 farewell lunch
 *   at Rick's Café; 15:00 Hassan II Mosque tour (about $13); 18:00 departure,
 *   transfers to Mohammed V International Airport (CMN), about 45 minutes away.
 * - Days 7, 8 and 9 carry the note that the Fes itinerary is still a work in
 *   progress.
 */
export const HUNDRED_THIRTY_FIRST_TEST_CLOCK = new Date("2025-11-29T20:30:00Z");

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n <= 20) return SMALL[n];
  if (n < 100) {
    const unit = n % 10;
    const tens = TENS[Math.floor(n / 10)];
    return unit === 0 ? tens : `${tens}[- ]?${SMALL[unit]}`;
  }
  if (n % 1000 === 0 && n / 1000 <= 20) return `${SMALL[n / 1000]} thousand`;
  return undefined;
}

/** A number in digits (thousands comma optional) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+$)/g, ",?");
  const asDigits = `(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${asDigits}|\\b${words}\\b` : asDigits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US)?\\$\\s?${v}${end}|\\bUSD\\s?${v}${end}|(?<![\\d.,])${v}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const twentyFour = `(?<!\\d)0?${h}[:.h]${mm}(?!\\d)`;
  const twelve =
    m === 0
      ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${ap}\\.?\\s?m\\b`
      : `(?<![\\d:])${h12}[:.]${mm}\\s?${ap}\\.?\\s?m\\b`;
  const noon = h === 12 && m === 0 ? "|\\bnoon\\b|\\bmidday\\b" : "";
  return new RegExp(`${twentyFour}|${twelve}${noon}`, "i");
}

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtyFirstTestQuestions: TestQuestion[] = [
  // --- Right now, today (day 8), tonight, tomorrow (day 9), yesterday (day 7) ---
  { question: "what day of the trip r we on", parts: [[/chefchaouen|day\s*(8|eight)\b/i]], links: [tripDay(8)] },
  { question: "whats todays date again lol", parts: [[/nov(ember)?\.?\s*29|29(th)?\s*(of\s*)?nov/i]], links: [tripDay(8)] },
  { question: "whats the plan tmrw", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "what time is the train tomorrow morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train ride to casa tmrw", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get into in casablanca tomorrow", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "where r we having lunch tomorrow", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is the farewell lunch tmrw", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "whats the address of ricks cafe", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "dress code for ricks?", parts: [[/smart[- ]casual/i]], links: [tripDay(9)] },
  { question: "what time is the hassan II mosque tour tmrw", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "how much is the mosque tour tomorrow", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what should i wear to the mosque tomorrow", parts: [[/knees|shoulders|scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "is the hassan ii mosque actually on the water??", parts: [[/ocean|atlantic|sea/i]], links: [tripDay(9)] },
  { question: "what time do we head to the airport tomorrow", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport r we flying home from", parts: [[/mohammed\s*(v|5|the fifth)\b|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca city", parts: [[num(45)]], links: [tripDay(9)] },
  U("what time does my flight leave tmrw"),
  U("whats the train ticket price to casablanca tomorrow"),
  U("which platform is the casa train tomorrow"),
  U("what time is breakfast at the riad tmrw"),
  { question: "where are we sleeping tonight", parts: [[/riad/i, /fes/i]], links: ["/accommodations", tripDay(8)] },
  { question: "how many nights r we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "whats going on tonight", parts: [[/riad|fes/i]], links: [tripDay(8)] },
  U("whats for dinner tonight"),
  { question: "what time did we leave chefchaouen to head back this evening", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "what time did we set off this morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was the drive up to chefchaouen this morning", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what mountains did we drive thru today", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "name of the main square in chefchaouen", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "what colour was the kasbah on the main square in chefchaouen", parts: [[/\bred\b/i]], links: [tripDay(8)] },
  { question: "what's the local speciality we had for lunch today", parts: [[/goat('?s)? cheese/i]], links: [tripDay(8)] },
  { question: "name of the spring we went to this afternoon?", parts: [[/ras el[- ]?ma+\b/i]], links: [tripDay(8)] },
  { question: "what was the mosque up the hill this afternoon", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "whats chefchaouen's nickname", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  U("how much did today's trip to chefchaouen cost"),
  { question: "do some ppl leave before the last day?", parts: [[/today|day\s*(8|eight)\b|29/i]], links: [tripDay(8), "/faq"] },
  U("how many ppl are leaving early today"),
  { question: "where did we go yesterday morning", parts: [[/fes el[- ]?bali|medina|bou inania|bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time did the tannery start yesterday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "whats the name of the tannery from yesterday", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "name of that madrasa we saw yesterday?", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "what century is the bou inania madrasa from", parts: [[/\b14(th)?\b|fourteenth/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "why did they give us mint at the tannery yesterday", parts: [[/smell/i]], links: [tripDay(7)] },
  U("who was our guide in fes yesterday"),
  { question: "what gate did we go in thru yesterday", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what street did we walk down in the medina yesterday", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad dinner last night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  // --- Earlier days, by date, weekday and day number ---
  { question: "how many lanes in the fes medina lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "is fes medina really the biggest car free one", parts: [[/largest|biggest/i]], links: [tripDay(7), "/accommodations"] },
  { question: "what was the plan on the 27th", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "what time was the train to fes on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long was the train to fes", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much was the fes train", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what cities did the fes train go thru", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time did we check into the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing at the camp on thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what did we do on wednesday", parts: [[/zagora|sahara|camel|desert camp/i]], links: [tripDay(5)] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what did the camp price include", parts: [[/activit/i, /dinner/i, /breakfast/i]], links: [tripDay(5), "/budget"] },
  { question: "name of the film set village we stopped at on the way to the desert", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[/(?<!\d)2[,.\s]?200(?!\d)/]], links: [tripDay(5)] },
  { question: "what time was the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("did anyone hand in a pair of sunglasses from the desert camp"),
  U("how much did the drivers to zagora cost"),
  { question: "what did we do on tuesday", parts: [[/majorelle|photo/i]], links: [tripDay(4)] },
  { question: "what time was the group photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "how much were majorelle garden and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "name of the palace dinner place", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  U("how much did the photographer cost us"),
  { question: "what was on monday the 24th", parts: [[/balloon|agafay/i]], links: [tripDay(3)] },
  { question: "what time was the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we up in the balloon", parts: [[/\b(an|one|1)\s?(hour|hr)\b/i]], links: [tripDay(3)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what happened on the 23rd", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "bar crawl guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what did we see on the walking tour last sunday", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "what time was the welcome dinner on the first night", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner and how much was the deposit", parts: [[usd(40), num(60)], [usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what was the first riad called", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "what time did the trip officially start", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },
  { question: "which airport did we land at", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "what did we do saturday the 22nd", parts: [[/villa|hammam/i]], links: [tripDay(1)] },
  { question: "what time was villa check-in", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  // --- Stays, costs and money ---
  { question: "how much do we pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many suites n pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(-|–|to)\s?25/i]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how much was the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: ["/budget", "/accommodations", tripDay(0)] },
  { question: "total for the fes riad?", parts: [[usd(90)]], links: ["/budget", "/accommodations"] },
  { question: "how much was the airport transfer and how do we pay it", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "how much is the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "souk guide price", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "walking tour price", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "ballpark how much is this whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "tourist tax how much", parts: [[/28\s?(MAD|dirhams?|dh)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "changing money at the airport tmrw, whats the rate dirham to dollar", parts: [[/\b10\s?(MAD|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "how much do we tip at ricks tomorrow", parts: [[/10\s?%?\s?(-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "where do i start haggling", parts: [[/40\s?%?\s?(-|–|to)\s?50\s?%/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "card foreign fees?", parts: [[/(?<!\d)1\s?%?\s?(-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  { question: "do cards work in the souks", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  // --- FAQ ---
  { question: "do i need a visa as an american", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(six|6)\s?months?/i]], links: ["/faq"] },
  { question: "what plug adapter", parts: [[/\bC\s*\/\s*E\b|type\s*c\s*(and|or|&|,)\s*(type\s*)?e\b/i]], links: ["/faq", "/"] },
  { question: "charging my phone tonight at the riad, what voltage is it here", parts: [[/220\s?v/i]], links: ["/faq", "/"] },
  { question: "packing for tmrw, whats the weather usually like", parts: [[/15\s?(°\s?c?)?\s?(-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "what time zone r we in rn, my phone is confused", parts: [[/(UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol ok here", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do i say thank you to the riad staff tonight", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "is travel insurance needed", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "when should i have told the host about my allergies", parts: [[/(two|2)\s?weeks/i]], links: ["/dinners"] },
  // --- Map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour is shopping on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many categories on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "good food spots near the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where's al fassia", parts: [[/gueliz/i]], links: ["/map"] },
  { question: "what should i order at al fassia", parts: [[/lamb/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "which hotel was churchill's fave", parts: [[/mamounia/i]], links: ["/map"] },
  U("what's the name of our riad in fes"),
  U("wifi password at the riad tonight?"),
  U("can we get late checkout at the fes riad tmrw"),
  U("who's in my room tonight"),
  U("whats the host's venmo"),
  U("what's the hosts phone number"),
  U("is there a pharmacy near our riad in fes? need advil tonight"),
  U("nearest atm to the fes riad? need cash for tmrw"),
  U("can i extend my stay at the fes riad an extra night"),
  // --- Rupa, the host, the occasion and the site ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the chat button", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  U("how old is rupa"),
  U("rupa what's ur favourite snack"),
  { question: "whose birthday is this trip for", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  U("what's the host's name"),
  { question: "what's the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/\bTBD\b|to be (decided|determined|confirmed|announced)/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "where's the transportation info", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  // --- Gallery and music ---
  { question: "how do i upload my photos", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?MB|50\s?megabytes?/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i uploaded by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete pics"),
  { question: "can i download the photos ppl posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("when will the photographer's pics be up"),
  U("whats the name of the photographer"),
  { question: "how do i turn off the music", parts: [[/bottom[- ]left/i]] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]], links: ["/"] },
  U("what's the song on the home page called"),
  // --- Two-part and vague follow-ups about now ---
  { question: "what time's the train tmrw and when's the mosque tour", parts: [[clock(7, 0)], [clock(15, 0)]], links: [tripDay(9)] },
  { question: "where are we sleeping tonight and where do we fly out from tmrw", parts: [[/fes/i], [/mohammed\s*(v|5|the fifth)\b|\bCMN\b/i]], links: ["/accommodations", tripDay(9)] },
  { question: "what was the tannery called yesterday and what time is lunch tomorrow", parts: [[/chouara/i], [clock(12, 30)]], links: [tripDay(7), tripDay(9)] },
  { question: "what day number is tomorrow and whats the theme", parts: [[num(9)], [/casablanca/i]], links: [tripDay(9)] },
  { question: "sunday plans?", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "is the itinerary for tmrw final or might it change", parts: [[/work in progress|(may|might|could) change/i]], links: [tripDay(9)] },
  U("what time does the hassan ii mosque close tmrw"),
  U("how much is lunch at rick's tomorrow"),
  U("is there uber in casablanca for tmrw"),
  U("what time does the sun come up tmrw"),
  U("are there luggage lockers at casa voyageurs? dont wanna drag my bag to lunch tmrw"),
  U("who's driving us to the airport tomorrow"),
  U("will the gallery stay up after the trip"),
  U("whats the group chat link"),
  U("how much is a taxi from rick's to the mosque tmrw"),
  U("what time does the chouara tannery open"),
  { question: "what did we do this afternoon", parts: [[/ras el[- ]?ma+\b|spanish mosque|blue medina|uta el[- ]?hammam|chefchaouen/i]], links: [tripDay(8)] },
];
