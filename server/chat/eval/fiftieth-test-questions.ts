// FIFTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fiftieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * 11:00 on Sunday, November 30, 2025 in Morocco (UTC+1): day 9, "Casablanca & Departure",
 * the last day of the trip (day 0 is Friday, November 21).
 *
 * This morning: the squad checked out of the riad in Fes el-Bali and took the 07:00 train
 * from Fès station west to Casa-Voyageurs in Casablanca (about four hours), so at 11:00 it
 * is pulling into Casablanca.
 * This afternoon: farewell lunch at Rick's Café (Boulevard Sour Jdid) at 12:30, smart casual;
 * then at 15:00 the guided tour of the Hassan II Mosque (about $13 per person; shoulders, arms
 * and knees covered, a light scarf and socks, as shoes come off inside).
 * This evening: at 18:00, transfers to Mohammed V International Airport (CMN), about 45 minutes
 * from the city, and flights home. No stay is booked for tonight.
 * Yesterday (day 8, Saturday, November 29, "Chefchaouen Day Trip"): 07:30 drive from Fes into
 * the Rif mountains (about four hours), 12:00 the blue medina around Plaza Uta el-Hammam with
 * its red-walled kasbah and a goat cheese and tagine lunch, 15:00 Ras El Maa spring and the
 * walk up to the Spanish Mosque, 17:00 return to Fes for a last evening together at the riad.
 * Some guests began departing yesterday (from Fes). Last night was the third night at the Fes riad.
 * Earlier: day 7 (Fri Nov 28) Fes el-Bali with a guide: Bab Bou Jeloud, Bou Inania Madrasa,
 * the Chouara tannery and a riad dinner; day 6 (Thu Nov 27) sunrise at the Zagora camp, the drive
 * back over the Atlas and the 15:00 six-hour train to Fes, riad check-in at 21:00; day 5 (Wed Nov 26)
 * Tizi n'Tichka, Aït Benhaddou, the camel ride and the night at the desert camp near Zagora; day 4
 * (Tue Nov 25) photoshoot, Jardin Majorelle and Musée YSL, guided souk shopping, palace dinner at
 * Dar Yacout; day 3 (Mon Nov 24) sunrise balloon over Agafay, the Agafay desert day, Nobu rooftop;
 * day 2 (Sun Nov 23) the birthday: walking tour, Comptoir Darna and the bar crawl; day 1
 * (Sat Nov 22) move to Villa Royale, hammam and sunset by the pool; day 0 (Fri Nov 21) arrival at
 * Marrakech Menara, Riad L-Authentic, the souks and the welcome dinner at Le Foundouk.
 */
export const FIFTIETH_TEST_CLOCK = new Date("2025-11-30T10:00:00Z");

type Key = string | RegExp;

// ---------------------------------------------------------------------------
// Helpers: each builds a key that accepts every reasonable way of writing a fact.
// ---------------------------------------------------------------------------

/** Escapes text for use inside a pattern. */
function esc(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Any one of several ways of writing the same fact. */
function oneOf(...keys: Key[]): RegExp {
  return new RegExp(keys.map((key) => `(?:${typeof key === "string" ? esc(key) : key.source})`).join("|"), "i");
}

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const HOUR_WORDS = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"];
const WEEKDAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A whole number under 100 in words, as a pattern ("twenty-two", "twenty two"); null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10] ?? ""}`;
}

/** The digits of a number, allowing a thousands separator ("9,000", "9000", "9 000") and "," as decimal mark. */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "_").split("_").join("[,.\\u00a0\\u202f ]?");
  return fraction === undefined ? grouped : `${grouped}[.,]${fraction}`;
}

/** A number in digits or words, never part of a longer number. */
function num(n: number): RegExp {
  const numeral = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  const word = inWords(n);
  return new RegExp(word ? `${numeral}|\\b(?:${word})\\b` : numeral, "i");
}

/** A price in US dollars ("$45", "US$45", "USD 45", "45 dollars"), or a range ("$40-60", "$40 to $60"). */
function usd(min: number, max?: number): RegExp {
  const a = `${digits(min)}(?:\\.00)?`;
  if (max === undefined) {
    return new RegExp(
      `(?:\\$|US\\$|USD)\\s?${a}(?!\\d|[.,]\\d)|(?<![\\d.,])${a}\\s?(?:\\$|USD|US dollars|dollars|bucks)`,
      "i",
    );
  }
  const b = `${digits(max)}(?:\\.00)?`;
  const to = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(
    `(?:\\$|US\\$|USD)\\s?${a}${to}(?:\\$|US\\$|USD)?\\s?${b}(?!\\d)|(?<![\\d.,])${a}${to}${b}\\s?(?:\\$|USD|US dollars|dollars|bucks)`,
    "i",
  );
}

/** An amount in Moroccan dirhams ("28 MAD", "28 dirhams", "MAD 28", "28 DH"), or a range of them. */
function mad(min: number, max?: number): RegExp {
  const amount = max === undefined ? digits(min) : `${digits(min)}\\s?(?:-|–|—|to|and)\\s?(?:MAD\\s?)?${digits(max)}`;
  return new RegExp(`(?<![\\d.,])${amount}\\s?(?:MAD|dirhams?|DH|Dhs)\\b|\\bMAD\\s?${amount}(?!\\d)`, "i");
}

/** A range of percentages ("10-15%", "10 to 15 percent", "10%–15%"). */
function pct(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d.,])${min}\\s?%?\\s?(?:-|–|—|to)\\s?${max}\\s?(?:%|percent|per cent)`, "i");
}

/** A time of day: "20:00", "20h00", "20h", "8 pm", "8:00 p.m.", "8 in the evening", "half past seven". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = `${hour < 12 ? "a" : "p"}\\.?\\s?m\\b\\.?`;
  const spoken =
    hour < 12
      ? "in the morning|this morning"
      : "in the afternoon|this afternoon|in the evening|this evening|tonight|at night";
  const twelveHour = minute === 0 ? `${h12}(?:[:.]00)?` : `${h12}[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:.])0?${hour}\\s?[:.h]\\s?${mm}(?!\\d)`,
    `(?<![\\d:.])${twelveHour}(?:\\s?${meridiem}|\\s(?:${spoken}))`,
  ];
  if (minute === 0) alternatives.push(`(?<![\\d:.])0?${hour}h(?![a-z\\d])`);
  if (minute === 30) alternatives.push(`half past (?:${HOUR_WORDS[h12 % 12]}|${h12}\\b)`);
  return new RegExp(alternatives.join("|"), "i");
}

/** "Day 9" or "day nine". */
function dayNum(n: number): RegExp {
  return new RegExp(`\\bday\\s?(?:${n}|${inWords(n)})\\b`, "i");
}

/** A trip day: "day 4", "Nov 25", "25th of November", "11/25", its weekday, or a relative word. */
function tripDay(day: number, ...relative: string[]): RegExp {
  const date = 21 + day;
  const nth = `${date}(?:st|nd|rd|th)?`;
  const alternatives = [
    dayNum(day).source,
    `\\bnov(?:ember|\\.)?\\s?${nth}(?!\\d)`,
    `(?<!\\d)${nth}\\s?(?:of\\s)?nov(?:ember)?\\b`,
    `(?<!\\d)${date}(?:st|nd|rd|th)\\b`,
    `(?<!\\d)(?:${date}/11|11/${date})(?!\\d)`,
    `2025-11-${date}`,
    `\\b${WEEKDAYS[day]}\\b`,
    ...relative.map((word) => `\\b${esc(word)}\\b`),
  ];
  return new RegExp(alternatives.join("|"), "i");
}

/** The day page of a trip day, with any other page that also holds the fact. */
function onDay(n: number, ...more: string[]): string[] {
  return [`/day/${n}`, ...more];
}

function q(question: string, parts: Key[][], links?: string[]): TestQuestion {
  return links ? { question, parts, links } : { question, parts };
}

function idk(question: string): TestQuestion {
  return { question, unanswerable: true };
}

// Facts that several questions share.
const RICKS = /Rick/i;
const HASSAN_II = /Hassan\s?(?:II|2)\b/i;
const CMN = /Mohammed\s?(?:V|5)\b|\bCMN\b/i;
const FES = /\bF[eè]s\b/i;
const CHAOUEN = /Chefchaouen|Chaouen/i;
const MINUTES = /\bmin/i;
const HOURS = /\bhours?\b|\bhrs?\b|\d\s?h\b/i;
const MEGABYTES = /MB\b|megabytes?/i;
const WEATHER_RANGE = /15\s?°?\s?C?\s?(?:-|–|—|to)\s?25/i;

export const fiftiethTestQuestions: TestQuestion[] = [
  // --- Today (day 9): this morning, this afternoon, tonight ---
  q("hey rupa whats on today", [[RICKS], [HASSAN_II]], onDay(9)),
  q("what time's lunch today?", [[clock(12, 30)]], onDay(9)),
  q("wheres ricks cafe exactly, need the address for the taxi", [[/Sour\s?Jdid/i]], onDay(9)),
  idk("roughly how much is lunch at rick's per person?"),
  q("dress code for rick's??", [[/smart[- ]?casual/i]], onDay(9)),
  q("why's it called rick's cafe lol", [[/film|movie/i, /Casablanca/i]], onDay(9)),
  q("is there live music at ricks or what", [[/piano/i]], onDay(9)),
  idk("does ricks cafe do vegan food"),
  q("wat time is the mosque tour this afternoon", [[clock(15, 0)]], onDay(9)),
  q("how much is the hassan 2 mosque tour", [[usd(13)]], onDay(9, "/faq", "/budget")),
  q(
    "what should I wear for the mosque? and do we have to take our shoes off",
    [[/knee/i, /shoulder/i], [/socks|shoes[^.]{0,25}off|off[^.]{0,25}shoes|remov/i]],
    onDay(9, "/faq"),
  ),
  idk("how long does the hassan ii mosque tour last?"),
  q("can non-muslims even go inside the hassan ii mosque", [[/tour/i]], onDay(9, "/faq")),
  q("how tall is the hassan ii minaret", [[num(210)]], onDay(9)),
  q("is the hassan ii mosque actually built on the sea?", [[/ocean|Atlantic/i]], onDay(9)),
  idk("is the mosque tour in english"),
  q("what do they show us on the mosque tour", [[/prayer hall/i, /ablution/i]], onDay(9)),
  q("is hassan ii a big mosque?", [[/largest/i]], onDay(9)),
  idk("when was the hassan ii mosque built"),
  q("address of the hassan ii mosque?", [[/Sidi Mohammed Ben Abdallah/i]], onDay(9)),
  q("when do we leave for the airport", [[clock(18, 0)]], onDay(9)),
  q("which airport are we flying out of tonight", [[CMN]], onDay(9, "/faq")),
  idk("what terminal at CMN do we fly from"),
  q("how far is the airport from casa city", [[num(45), MINUTES]], onDay(9)),
  idk("what time does my flight leave tonight?"),
  q("i still have like 600 dirhams, should i just change them back home?", [[/spend|hard to (?:change|exchange)|difficult to (?:change|exchange)|not easy to/i]], onDay(9)),
  q("what day of the trip are we on", [[oneOf(dayNum(9), /last day|final day/i)]], onDay(9)),
  q("todays theme?", [[/Departure/i]], onDay(9)),
  q("how long was the train ride this morning", [[num(4), HOURS]], onDay(9, "/faq")),
  q("what time did our train leave fes this am", [[clock(7, 0)]], onDay(9)),
  idk("how much did the fes to casa train cost?"),
  q("which casablanca station did we pull into", [[/Voyageurs/i]], onDay(9, "/faq")),
  idk("how are we getting from the train station to rick's, is a bus booked?"),
  q("what's after the mosque tour today", [[/airport|departure|transfer/i]], onDay(9)),
  q("when did we check out of the fes riad", [[oneOf(clock(7, 0), /this morning/i)]], onDay(9)),
  q("what were we meant to wear on the train today", [[/comf(?:ortable|y)/i]], onDay(9)),
  q("how warm is it supposed to get in casa today", [[WEATHER_RANGE]], ["/faq", "/"]),
  q("day 9 farewell spot, what's it called?", [[RICKS]], onDay(9)),
  idk("can we leave our suitcases at rick's during lunch"),

  // --- Rupa, the host, the occasion ---
  q("who are you lol", [[/Rupa/i]]),
  q("what animal are you supposed to be", [[/goat/i]]),
  q("remind me what we're celebrating", [[num(30), /birthday/i]], ["/"]),
  q("whose bday was it anyway", [[/host/i]], ["/"]),
  q("what's this trip called again", [[/Golden Goat Getaway/i]], ["/"]),
  q("subtitle on the homepage?", [[/Marrakech Adventure/i]], ["/"]),
  q("how many days is the whole trip", [[num(10)]], ["/"]),
  q("how many ppl in the squad", [[num(22)]], ["/"]),
  idk("how many hours before my flight should i be at the airport?"),

  // --- Yesterday (day 8): Chefchaouen ---
  q("where did we go yesterday again", [[CHAOUEN]], onDay(8)),
  q("what time did we leave for chefchaouen yesterday", [[clock(7, 30)]], onDay(8)),
  q("how long was the drive up to chaouen", [[num(4), HOURS]], onDay(8)),
  idk("how much did the chefchaouen day trip cost per person?"),
  q("that spring place yesterday where the water comes down, whats it called", [[/Ras\s?el[- ]?Ma/i]], onDay(8)),
  q("what's the mosque on the hill in chefchaouen", [[/Spanish/i]], onDay(8)),
  idk("how many steps is it up to the spanish mosque"),
  q("name of the main square in chefchaouen?", [[/(?:Uta|Outa)\s?el[- ]?Hammam/i]], onDay(8)),
  q("what was the local speciality we had for lunch in the blue town", [[/goat(?:'s)?\s?cheese/i]], onDay(8)),
  idk("how much was lunch in chefchaouen"),
  q("what time did we head back to fes yesterday", [[clock(17, 0)]], onDay(8)),
  q("what colour were the kasbah walls on the chefchaouen square", [[/\bred\b/i]], onDay(8)),
  q("what mountains is chefchaouen in", [[/\bRif\b/i]], onDay(8)),
  q("chefchaouen's nickname on the site?", [[/blue pearl/i]], onDay(8)),
  idk("did it rain in chefchaouen yesterday?"),
  q("this past saturday's theme was what", [[CHAOUEN]], onDay(8)),
  q("when did people start heading home", [[tripDay(8, "yesterday")]], onDay(8)),
  q("the ppl who left early, did they fly out of casablanca too?", [[FES]], ["/faq"]),
  q("where did we sleep last night", [[FES, /riad/i]], ["/accommodations", "/day/8"]),
  q("what are chefchaouen's blue lanes full of", [[/geranium/i, /\bcats?\b/i]], onDay(8)),
  idk("what time was breakfast at the fes riad"),

  // --- Looking back: Fes (days 6 and 7) ---
  q("what's the name of the blue gate in fes", [[/Bou\s?Jeloud|Boujloud/i]], onDay(7)),
  q("when was al quaraouiyine founded", [[num(859)]], onDay(7)),
  q("how many lanes does fes el bali have", [[num(9000)]], onDay(7)),
  q("that 14th century madrasa in fes, name?", [[/Bou\s?Inania/i]], onDay(7)),
  idk("how much was the entry to bou inania"),
  q("what did they give us at the tannery for the smell", [[/mint/i]], onDay(7)),
  q("name of the tannery in fes?", [[/Chouara/i]], onDay(7)),
  idk("how much did the tannery visit cost"),
  idk("whats the name of the leather shop with the terrace over the tannery"),
  q("what did we eat at the riad dinner on friday", [[/pastilla/i, /tagine/i]], onDay(7)),
  q("what time did we do the tannery on the 28th", [[clock(14, 0)]], onDay(7)),
  q("main street we walked down in fes el bali", [[/Tal.{0,2}a\s?Kebira/i]], onDay(7)),
  idk("what was the name of our guide in fes"),
  q("how long was the train to fes on thursday", [[num(6), HOURS]], onDay(6, "/faq", "/budget")),
  q("how much did the fes train cost", [[usd(45)]], onDay(6, "/faq", "/budget")),
  q("which cities did the fes train go thru", [[/Rabat/i, /Mekn[eè]s/i]], onDay(6)),
  q("what time did we get to the fes riad on the 27th", [[clock(21, 0)]], onDay(6)),
  q("what time was sunrise breakfast at the camp on day 6", [[clock(6, 30)]], onDay(6)),
  q("how many nights were we in fes", [[num(3)]], ["/accommodations", "/budget"]),
  q("how much was the fes riad", [[usd(90)]], ["/accommodations", "/budget"]),
  idk("what was the name of our riad in fes"),
  q("describe our fes riad", [[/cedar|zellige|roof terrace/i]], ["/accommodations"]),

  // --- Earlier in Marrakech ---
  q("where was the first souk stroll on arrival day", [[/Semmarine|Rahba Kedima/i]], onDay(0)),
  q("what time was sunset by the pool on the 22nd", [[clock(19, 30)]], onDay(1)),
  q("where's jardin majorelle exactly", [[/Rue Yves Saint[- ]Laurent|Gu[eé]liz/i]], onDay(4, "/map")),

  // --- The gallery, after the trip too ---
  q("can i still upload my pics now the trip's over?", [[/gallery/i]], ["/gallery"]),
  q("how many photos can i upload at once", [[num(10)]], ["/gallery"]),
  q("whats the max file size for a video", [[num(50), MEGABYTES]], ["/gallery"]),
  idk("what's the max length of a video i can upload, like in minutes"),
  q("do i have to put my name on uploads", [[/optional|(?:don'?t|do not) (?:have|need) to|not required|no need|up to you/i]], ["/gallery"]),
  q("i uploaded the wrong pic, how do i delete it", [[/password/i]], ["/gallery"]),
  idk("what's the password to delete photos"),
  q("which video formats does the gallery take", [[/mp4/i, /mov/i]], ["/gallery"]),
  q("when i download a photo what's the file name", [[/marrakech-/i]], ["/gallery"]),
  idk("how many photos are in the gallery right now"),
  q("can we put everyone's photos up on a big screen somehow", [[/slideshow/i]]),
  q("can i save a pic from the gallery to my phone", [[/download/i]], ["/gallery"]),
  idk("until when will the gallery stay online? like an end date"),
  idk("when will we get the professional photos from the shoot"),
  idk("who was the photographer on tuesday? whats their insta"),

  // --- The site: music, pages, map, quotes ---
  q("how do i turn the music off", [[/mute/i, /(?:bottom|lower)[- ]left/i]]),
  q("which pages play the same song as the dinners page", [[/accommodation/i, /transportation/i]]),
  q("what kind of music is on the home page", [[/oud/i]], ["/"]),
  idk("what's the name of the song on the home page"),
  q("whats on the transportation page", [[/coming soon|being finali[sz]ed/i]], ["/transportation"]),
  q("where's the button to chat with you", [[/(?:bottom|lower)[- ]right/i]]),
  idk("rupa what's your favourite snack"),
  q("who said morocco is 'the most lovely spot in the whole world'", [[/Churchill/i]], ["/"]),
  q("what quotes are on the home page", [[/Churchill/i, /Saint[- ]Laurent|YSL/i, /Wharton/i]], ["/"]),
  q("what does the highlight card on the homepage say", [[/TBD|to be (?:determined|decided|confirmed)/i]], ["/"]),
  q("what do the red pins on the map mean", [[/must[- ]see/i]], ["/map"]),
  q("what colour are restaurants on the map", [[/orange/i]], ["/map"]),
  q("how many categories in the map legend", [[num(7)]], ["/map"]),
  q("which places on the map are in unique & romantic", [[/Mamounia/i, /Menara/i]], ["/map"]),
  q("where can i learn what stuff should cost before bargaining", [[/Ensemble Artisanal/i]], ["/map"]),

  // --- Looking back: days 0 to 5 ---
  q("what day was the hot air balloon and what time", [[tripDay(3)], [clock(5, 30)]], onDay(3)),
  q("how long were we actually up in the balloon", [[/(?:an|one|1)\s?hour|60\s?min/i]], onDay(3)),
  q("how far is agafay from marrakech", [[num(40), MINUTES]], onDay(3, "/map")),
  q("where was dinner monday night", [[/Nobu/i]], onDay(3, "/dinners")),
  q("how high is the tizi n tichka pass", [[num(2200)]], onDay(5)),
  q("the game of thrones village we stopped at?", [[/Benhaddou/i]], onDay(5)),
  q("what time was the camel ride in zagora", [[clock(16, 30)]], onDay(5)),
  q("what was wednesday again", [[/Zagora|Sahara|desert|camel|Benhaddou|Atlas/i]], onDay(5)),
  q("what time was the photoshoot on tuesday", [[clock(8, 30)]], onDay(4)),
  q("what colours were we supposed to wear for the photos", [[/jewel/i]], onDay(4, "/")),
  q("what did we do the afternoon of the 25th", [[/souk|Majorelle/i]], onDay(4)),
  q("whats in the hammam ritual", [[/kessa|black (?:olive )?soap|rhassoul|argan/i]], onDay(1, "/faq")),
  q("what did we do on the 22nd", [[/villa|hammam/i]], onDay(1)),
  q("which sites were on the medina walking tour", [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]], onDay(2)),
  q("where did the bar crawl go", [[/Gu[eé]liz/i, /Hivernage/i]], onDay(2)),
  q("what time did we all meet at the airport on day 0", [[clock(11, 0)]], onDay(0, "/faq")),
  idk("who won best dressed at the birthday dinner?"),

  // --- Prices, money and the budget ---
  q("how much was the balloon", [[usd(117)]], onDay(3, "/budget")),
  q("ballpark what does this whole trip cost per person", [[usd(440, 943)]], ["/budget"]),
  q("tourist tax per night?", [[oneOf(mad(28), usd(2.75))]], ["/budget", "/faq"]),
  q("exchange rate dirham to dollar rn", [[num(10)]], ["/budget", "/faq"]),
  q("how much do u tip at restaurants here", [[pct(10, 15)]], ["/budget", "/faq"]),
  idk("what's the atm fee at casablanca airport"),
  q("how low should i start when haggling", [[pct(40, 50)]], ["/budget", "/faq"]),
  q("how much should i take out at the atm each time", [[mad(1000, 2000)]], ["/budget", "/faq"]),
  q("foreign card fees typically?", [[pct(1, 3)]], ["/budget", "/faq"]),
  idk("how much cash am i allowed to take out of morocco"),
  q("how much was the hammam + massage", [[usd(60)]], onDay(1, "/faq", "/budget")),
  q("nobu min spend", [[usd(75)]], onDay(3, "/dinners", "/budget")),
  q("majorelle and the ysl museum, how much each?", [[usd(18)], [usd(15)]], onDay(4, "/budget")),
  q("how much was the birthday dinner pp", [[usd(100, 120)]], onDay(2, "/dinners", "/budget")),
  q("deposit for the welcome dinner?", [[usd(20)]], onDay(0, "/dinners", "/budget")),
  q("do i owe anything for the villa", [[usd(50), /optional/i]], ["/accommodations", "/budget", "/faq"]),
  q("how much was brekkie at the villa", [[usd(10)]], onDay(2, "/faq", "/budget")),
  q("desert camp: how much and what did it cover", [[usd(95)], [/dinner/i, /breakfast/i]], onDay(5, "/accommodations", "/budget")),
  q("airport transfer price and how do we pay it", [[usd(45), /\bcar\b/i], [/cash/i]], onDay(0, "/faq", "/budget")),
  idk("how much is a petit taxi from the mosque to the airport"),
  q("which cards work best in morocco", [[/Visa/i, /Mastercard/i]], ["/budget"]),
  q("the card machine offers to charge me in my home currency, should i say yes", [[/dirham|\bMAD\b|local currency/i]], ["/budget"]),

  // --- Dinners ---
  q("where was the welcome dinner", [[/Foundouk/i]], onDay(0, "/dinners")),
  q("what time was the birthday dinner on the 23rd", [[clock(19, 30)]], onDay(2, "/dinners")),
  q("what restaurant was the bday dinner at", [[/Comptoir Darna/i]], onDay(2, "/dinners")),
  q("what kind of food at nobu", [[/Japanese/i, /Peruvian/i]], onDay(3, "/dinners")),
  q("palace dinner: where was it and what was the dress code", [[/Yacout/i], [/dressy|kaftan|djellaba|best evening/i]], onDay(4, "/dinners")),
  q("golden bday dress code again?", [[/cocktail/i]], onDay(2, "/dinners", "/faq")),
  q("how far ahead were we supposed to tell the host about allergies", [[num(2), /week/i]], ["/dinners"]),
  q("which dinners were the special events", [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]], ["/dinners"]),

  // --- Stays ---
  q("how many suites and pools at villa royale", [[num(13)], [num(2)]], ["/accommodations", "/faq"]),
  q("villa checkout time", [[clock(11, 0)]], ["/accommodations", "/faq"]),
  idk("whats the wifi password at the villa"),
  q("where was the first night riad", [[/L[- ]?Authentic/i]], ["/accommodations", "/day/0"]),
  idk("which hotel near casablanca airport do you recommend if i fly out tomorrow instead"),

  // --- Practical: visas, plugs, water, language, getting around ---
  q("plug type + voltage?", [[/C\s?(?:\/|and|or|&)\s?(?:Type\s?)?E\b/i], [num(220)]], ["/faq", "/"]),
  q("do canadians need a visa", [[num(90)]], ["/faq"]),
  q("how long does my passport need to be valid", [[num(6), /month/i]], ["/faq"]),
  idk("can i bring argan oil in my carry on"),
  q("can i drink the tap water", [[/bottled|filtered/i]], ["/faq"]),
  q("how do u say thank you in darija", [[/shukran|choukran/i]], ["/faq"]),
  q("what languages do people speak here", [[/Darija|Arabic/i, /French/i]], ["/faq"]),
  q("how do i not get ripped off by a petit taxi", [[/meter|agree (?:on )?(?:the )?fare/i]], ["/faq"]),
  idk("what's the luggage allowance on the moroccan trains"),
  q("is travel insurance a must", [[/recommend/i]], ["/faq"]),

  // --- The host and what comes next ---
  idk("whats the host's phone number"),
  idk("what's the host's actual name"),
  idk("where are we going for the next trip"),
];
