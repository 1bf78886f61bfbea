// HUNDRED-THIRTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 19:30 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * Today is Day 8 of the trip (days run 0 to 9), Saturday Nov 29, "Chefchaouen Day Trip" (/day/8).
 * - This morning: at 07:30 the squad drove from Fes into the Rif mountains, about four hours north
 *   with a coffee stop; at 12:00 the Blue Medina of Chefchaouen (Plaza Uta el-Hammam, the red-walled
 *   kasbah, a lunch of goat cheese and tagine, the local speciality).
 * - This afternoon: at 15:00 Ras El Maa spring and the walk up to the Spanish Mosque.
 * - Now / tonight: the 17:00 "Return to Fes" slot, back to the riad for a last evening together in
 *   Fes; guests flying out early head straight for their transfers. No dinner is listed for tonight.
 *   The day's note: the Fes itinerary is still a work in progress, and some guests begin departing
 *   today (say goodbyes at breakfast).
 * - The night is spent at our riad in Fes el-Bali (its third and last night, Nov 27-29, $90 per
 *   person in total for the 3 nights; the riad is never named).
 * - Yesterday: Day 7, Friday Nov 28, "Explore Fes": 09:30 guided walk through Fes el-Bali from
 *   Bab Bou Jeloud (the Blue Gate) along Talaa Kebira past Al Quaraouiyine (founded 859); 11:30 Bou
 *   Inania Madrasa; 14:00 Chouara Tannery (take the sprig of mint); 19:30 riad dinner of pastilla and
 *   tagines in the courtyard.
 * - Tomorrow: Day 9, Sunday Nov 30, "Casablanca & Departure": 07:00 train from Fès station to
 *   Casa-Voyageurs (about four hours); 12:30 farewell lunch at Rick's Café (smart casual); 15:00
 *   Hassan II Mosque tour (about $13, minaret about 210 metres, covered dress code with a scarf and
 *   socks); 18:00 transfers to Mohammed V International Airport (CMN), about 45 minutes away.
 */
export const HUNDRED_THIRTEENTH_TEST_CLOCK = new Date("2025-11-29T18:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words (below 100), as a pattern fragment, or null. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[\\s-]?${ONES[n % 10]}`;
}

/** The number in digits, with or without a thousands separator. */
function digits(n: number): string {
  const plain = String(n);
  if (plain.length <= 3) return plain;
  return `(?:${plain}|${plain.replace(/\B(?=(\d{3})+(?!\d))/g, "[,\\s]")})`;
}

const NOT_AFTER_NUMBER = "(?<!\\d|\\d[.,])";
const NOT_BEFORE_NUMBER = "(?![.,]?\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digitForm = `${NOT_AFTER_NUMBER}${digits(n)}${NOT_BEFORE_NUMBER}`;
  const words = numberWords(n);
  return new RegExp(words ? `${digitForm}|\\b${words}\\b` : digitForm, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 USD", "18 dollars". */
function usd(n: number): RegExp {
  const d = digits(n);
  return new RegExp(
    `(?:US)?\\$\\s?${d}${NOT_BEFORE_NUMBER}|\\bUSD\\s?${d}${NOT_BEFORE_NUMBER}|${NOT_AFTER_NUMBER}${d}\\s?(?:USD|US dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** A dollar range such as "$100-120", "$100 to $120". */
function usdSpan(low: number, high: number): RegExp {
  return new RegExp(
    `${NOT_AFTER_NUMBER}\\$?\\s?${digits(low)}\\s?(?:-|–|—|to)\\s?(?:US)?\\$?\\s?${digits(high)}${NOT_BEFORE_NUMBER}`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8pm, 8 p.m., 8 o'clock (and 7:30 for 19:30). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`0?${h}[:.h]${mm}(?!\\d)`, `${h12}[:.]${mm}\\s?${suffix}`];
  if (m === 0) forms.push(`${h12}\\s?${suffix}`, `${h12}\\s?o'?clock`);
  if (h12 !== h) forms.push(`${h12}[:.]${mm}(?!\\d)`);
  if (h === 12 && m === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirteenthTestQuestions: TestQuestion[] = [
  // ---- The present moment: today (day 8), tonight, yesterday, tomorrow ----
  { question: "yo rupa what day of the trip is it today", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "whats the plan today again?? i lost track lol", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "wait whats the date today", parts: [[num(29)]], links: [tripDay(8)] },
  { question: "where r we sleeping tonight", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(8), "/accommodations"] },
  { question: "what are we supposed to be doing right now", parts: [[/f[eè]s/i]], links: [tripDay(8)] },
  { question: "what time did we leave for chefchaouen this morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was todays drive up to chaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "whats the name of the main square in chefchaouen where we had lunch", parts: [[/uta\s*el.?hammam/i]], links: [tripDay(8)] },
  { question: "what was the local speciality we were supposed to try at lunch today", parts: [[/goat'?s?\s+cheese/i]], links: [tripDay(8)] },
  { question: "whats the spring we went to this afternoon called", parts: [[/ras\s*el.?ma/i]], links: [tripDay(8)] },
  { question: "this afternoon at 3 where were we meant to be", parts: [[/ras\s*el.?ma|spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time do we leave chefchaouen to go back to fes", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("wheres dinner tonight? which restaurant"),
  { question: "ok and tmrw??", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "what time is the train tomorrow", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which station in casa does the train get in to tmrw", parts: [[/casa.?voyageurs/i]], links: [tripDay(9)] },
  { question: "how long is the train ride to casablanca tomorrow", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "wheres lunch tomorrow and what time", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour tmrw", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i need to wear for the mosque tomorrow", parts: [[/scarf/i, /knee/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly out of tomorrow", parts: [[/mohammed\s*(?:v\b|5)|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "what time are the airport transfers tomorrow", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "how far is the airport from casa? we're heading there tmrw", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "what did we do yesterday", parts: [[/tanner|bou\s*inania|f[eè]s\s*el.?bali|medina/i]], links: [tripDay(7)] },
  { question: "what was the madrasa we saw yesterday called", parts: [[/bou\s*inania/i]], links: [tripDay(7)] },
  { question: "yesterdays tannery name?", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "which gate did we go in thru yesterday morning", parts: [[/bou\s*jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time did the walk start yesterday", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla/i]], links: [tripDay(7)] },
  U("whats the actual name of our riad in fes? need it for the taxi"),
  U("what time is checkout at the fes riad tmrw morning"),
  U("how much is lunch at ricks tomorrow"),
  U("which platform does the train to casa leave from tmrw"),
  { question: "tmrw is sunday right?", parts: [[/sunday/i]], links: [tripDay(9)] },
  { question: "is today the day ppl start leaving?", parts: [[/\byes\b|some guests/i]], links: [tripDay(8), "/faq"] },
  { question: "im flying out early, do i come back w everyone tonight or what", parts: [[/transfer/i]], links: [tripDay(8)] },
  { question: "is tomorrow the last day", parts: [[/\byes\b|last day/i]], links: [tripDay(9)] },
  { question: "tmrws dress code for ricks?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "what time's the mosque tour tomorrow and how tall is the minaret", parts: [[clock(15, 0)], [num(210)]], links: [tripDay(9)] },
  { question: "is the fes schedule final or still changing", parts: [[/work in progress|may change|still changing|not final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  U("how much did todays chefchaouen trip cost us"),
  { question: "what was the theme of the 27th", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "how many nights are we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  U("is there a pool at our riad in fes"),
  { question: "what time did we get into the fes riad on thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "which day number is tomorrow", parts: [[num(9)]], links: [tripDay(9)] },
  { question: "is there a dress code for the blue medina today", parts: [[/knee/i]], links: [tripDay(8), "/faq"] },
  // ---- Earlier days, by number, date and weekday ----
  { question: "how many hrs was the train from marrakech to fes", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "how much was the fes train", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time did the camel ride start on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "whats the kasbah village we stopped at on the way to the desert", parts: [[/a[iï]t.?ben.?haddou/i]], links: [tripDay(5)] },
  { question: "ait benhaddou was in which movies again", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "name of the mountain pass on day 5? and how high is it", parts: [[/tichka/i], [num(2200)]], links: [tripDay(5)] },
  { question: "how much was the desert camp and what did it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "where did we sleep wednesday night", parts: [[/desert camp|zagora|tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time was the sunrise thing at camp", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  U("what was the desert camp actually called? want to leave a review"),
  { question: "what day was the balloon and what time was pickup", parts: [[/monday|day\s*(?:3|three)\b|24/i], [clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "where was the birthday dinner", parts: [[/comptoir\s*darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the bday dinner", parts: [[/cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the bday dinner pp", parts: [[usdSpan(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time did the bar crawl start last sunday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "the palace dinner was where and what day", parts: [[/dar\s*yacout/i], [/tuesday|day\s*(?:4|four)\b|25/i]], links: [tripDay(4), "/dinners"] },
  { question: "welcome dinner restaurant name?", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kinda food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what day was the photoshoot", parts: [[/tuesday|day\s*(?:4|four)\b|25/i]], links: [tripDay(4), "/"] },
  U("whats the photographer's name or insta"),
  U("when do we get the pics from the photographer"),
  { question: "how much was majorelle? and the ysl museum?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "how much for the souk guide", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "villa check in and check out times", parts: [[clock(15, 0)], [clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites and pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how far is villa royale from downtown", parts: [[/20\s*(?:-|–|to)\s*25/i]], links: ["/accommodations", "/faq"] },
  { question: "is the villa contribution mandatory", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much is brekkie at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "how much is the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what date did we check into the villa", parts: [[num(22)]], links: [tripDay(1), "/accommodations"] },
  U("does the villa have a gym"),
  U("what was the villa wifi password"),
  { question: "what did we do on the 25th", parts: [[/gardens?\s*(?:&|and)\s*souks|majorelle/i]], links: [tripDay(4)] },
  { question: "and on monday?", parts: [[/balloon|agafay|desert fun/i]], links: [tripDay(3)] },
  { question: "last sunday what was the theme", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "whats the plan for sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "day 0 theme?", parts: [[/arrival\s*(?:&|and)\s*shopping/i]], links: [tripDay(0)] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "what time was the airport meetup on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "how much is the airport transfer and do we pay cash", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  U("how much was the sim card at the airport"),
  { question: "whats the total trip cost per person roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "how much is tourist tax", parts: [[/(?<!\d)28(?!\d)|2\.75/i]], links: ["/budget", "/faq"] },
  U("whats the exchange rate for euros"),
  // ---- Money, practicalities, Rupa, the host, the site, the gallery and the music ----
  { question: "how many dirhams to a dollar", parts: [[/(?<!\d)10\s*(?:mad|dh|dirhams?)\b|ten dirhams/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i take out at the atm each time", parts: [[/1,?000\s*(?:mad|dh)?\s*(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "bargaining - where do i start", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/budget", "/faq"] },
  { question: "foreign card fees?", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[/100\s*(?:-|–|to)\s*\$?\s*500/i]], links: ["/budget", "/faq"] },
  { question: "card machine asks dollars or dirhams, which do i pick", parts: [[/dirham/i]], links: ["/budget"] },
  U("can i pay in euros at the souks"),
  { question: "which plug adapter do i need", parts: [[/type\s*c/i]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[/visa.?free|no visa|don'?t need (?:a )?visa/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "is booze a thing in morocco", parts: [[/licensed|hotels|bars/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:utc|gmt)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "weather range during the day?", parts: [[/15\s*(?:°\s*c?)?\s*(?:-|–|to)\s*25/i]], links: ["/faq", "/"] },
  U("whats the emergency number in morocco"),
  U("is there a pharmacy near the riad in fes"),
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "whose bday is this trip for and how old are they turning", parts: [[/host/i], [num(30)]], links: ["/"] },
  U("whats the host's name again"),
  U("whats the host's whatsapp number"),
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  U("rupa how old are u"),
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for a video", parts: [[/50\s*mb/i]], links: ["/gallery"] },
  { question: "can i post videos in the gallery too", parts: [[/\byes\b/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional|\bno\b/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "it says too many files?? i picked 15", parts: [[num(10)]], links: ["/gallery"] },
  { question: "can i download the videos from the gallery", parts: [[/\byes\b|download/i]], links: ["/gallery"] },
  U("how many photos are in the gallery rn"),
  { question: "what file type does a downloaded video save as", parts: [[/mp4/i]], links: ["/gallery"] },
  { question: "how do i mute the music", parts: [[/bottom.?left/i]] },
  { question: "music isnt playing on my phone??", parts: [[/tap|click|touch|press|interact/i]] },
  { question: "does the dinners page have the same music as accommodations", parts: [[/\byes\b/i]] },
  { question: "is there music on the gallery page", parts: [[/\bno\b|paus/i]] },
  U("whats the name of the song on the homepage"),
  { question: "whats the home page music like", parts: [[/oud/i]] },
  { question: "is the transportation page done yet", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "and the pink ones", parts: [[/romantic|unique/i]], links: ["/map"] },
  { question: "how many categories in the map color guide", parts: [[num(7)]], links: ["/map"] },
  // ---- The map, the home page, Fes and Casablanca, and more the site cannot answer ----
  { question: "where do i get mint tea with a view of the spice market", parts: [[/caf[eé]\s*des\s*[eé]pices/i]], links: ["/map"] },
  { question: "whats good to order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "wheres the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "who made anima garden", parts: [[/heller/i]], links: ["/map"] },
  { question: "somewhere with fixed price crafts so i know what stuff should cost?", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "where can we do a camel ride close to marrakech", parts: [[/palmeraie|agafay/i]], links: ["/map"] },
  { question: "what did churchill say about marrakech on the home page", parts: [[/most lovely spot/i]], links: ["/"] },
  { question: "who are the quotes on the home page from", parts: [[/churchill/i, /saint laurent|\bysl\b/i, /wharton/i]], links: ["/"] },
  { question: "whats the highlight card on the home page say", parts: [[/\btbd\b|to be (?:decided|determined|confirmed)/i]], links: ["/"] },
  { question: "allergies - who do i tell and how early", parts: [[/host/i], [/(?:two|2)\s*weeks/i]], links: ["/dinners"] },
  { question: "how many lanes did the fes medina have again, from yesterdays walk", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "is fes el bali really car free", parts: [[/largest/i]], links: [tripDay(7), "/accommodations"] },
  { question: "the tannery smell tip from yesterday?", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "yesterday the guide said quaraouiyine was founded when?", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how old was the madrasa we saw yesterday", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what does tmrws mosque tour show non muslims", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  { question: "ricks cafe tomorrow is a tribute to what", parts: [[/film|movie/i]], links: [tripDay(9)] },
  { question: "can non-muslims go inside any mosques here", parts: [[/hassan\s*(?:ii|2)/i]], links: ["/faq", tripDay(9)] },
  U("what time does the chouara tannery close"),
  { question: "how much was the walking tour", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "bar crawl guide cost?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "how many nights was the villa listed for", parts: [[num(5)]], links: ["/accommodations", "/budget"] },
  { question: "what nights are we at the fes riad", parts: [[num(27), num(29)]], links: ["/accommodations"] },
  { question: "whats the fes riad price", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  U("how many rooms does the fes riad have"),
  U("can my bf join for the last day even tho hes not in the squad"),
  U("whos taking care of tips for the drivers tomorrow"),
  U("is there a luggage limit on the train tmrw"),
  U("what time does the sun rise tmrw"),
  U("how much is a petit taxi from fes station to the medina"),
  U("is ricks cafe vegetarian friendly"),
  U("which guests are leaving from fes tonight"),
  U("how much is the train ticket to casablanca tomorrow"),
  U("where do we leave our bags during the mosque tour tmrw"),
  U("what terminal at CMN"),
  { question: "what time should i book my flight home from casa", parts: [[/evening/i]], links: ["/faq", tripDay(9)] },
  U("is there a hammam at the fes riad"),
  U("whats the best bakery in fes"),
  U("where can we watch the football match tonight in fes"),
  U("is there laundry at the fes riad"),
  U("rupa whats ur favourite food"),
  { question: "whats the yellow on the map", parts: [[/shopping/i]], links: ["/map"] },
  { question: "quick one: how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "what do i do with my leftover dirhams before i fly tmrw", parts: [[/spend/i]], links: [tripDay(9)] },
];
