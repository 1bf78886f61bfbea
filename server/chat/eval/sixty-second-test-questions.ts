// SIXTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 19:30 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * Today is day 7 of the trip (Friday, Nov 28): "Explore Fes". The day carries the
 * note that the Fes itinerary is still a work in progress.
 * - This morning: 09:30 guided walk through Fes el-Bali, entering by Bab Bou Jeloud
 *   (the Blue Gate) and following Talaa Kebira past the Al Quaraouiyine mosque and
 *   university (founded in 859); 11:30 Bou Inania Madrasa (14th-century, Marinid).
 * - This afternoon: 14:00 Chouara Tannery, watched from a leather shop terrace, with
 *   a sprig of mint for the smell.
 * - Right now / tonight: 19:30 Riad Dinner in Fes, pastilla and slow-cooked tagines in
 *   the courtyard of our riad, then tea on the roof. No price or dress code is listed.
 * - The night is spent at our riad in Fes el-Bali (the Fes riad has 3 nights,
 *   Nov 27-29, $90 per person in total); tonight is the second of them.
 * - Yesterday: day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the dunes
 *   and camp breakfast at Zagora, 08:00 drive back to Marrakech, 15:00 train to Fes
 *   ($45 per person, about 6 hours), 21:00 check-in at the Fes riad (porters with
 *   handcarts at the medina gate). The night before (Wednesday Nov 26) was the desert
 *   camp near Zagora.
 * - Tomorrow: day 8, Saturday Nov 29, "Chefchaouen Day Trip": 07:30 drive into the Rif
 *   (about four hours), 12:00 the Blue Medina (kasbah, goat cheese and tagine for
 *   lunch), 15:00 Ras El Maa spring and the Spanish Mosque, 17:00 return to Fes for a
 *   last evening together; some guests begin departing (goodbyes at breakfast).
 *   Tomorrow night is the last night at the Fes riad.
 * - The day after tomorrow: day 9, Sunday Nov 30, "Casablanca & Departure": 07:00 train
 *   to Casablanca (about four hours, to Casa-Voyageurs), 12:30 farewell lunch at Rick's
 *   Café, 15:00 Hassan II Mosque tour (about $13), 18:00 transfers to Mohammed V
 *   International Airport (CMN).
 */
export const SIXTY_SECOND_TEST_CLOCK = new Date("2025-11-28T18:30:00Z");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "zero ten twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const UNIT_WORD = "(?:one|two|three|four|five|six|seven|eight|nine)";
/** Not preceded, nor followed, by more of a number. */
const NUM_START = "(?<![\\d.,])";
const NUM_END = "(?!\\d|[.,]\\d)";

function numberWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n < 20) return ONES.at(n);
  const tens = TENS.at(Math.floor(n / 10)) ?? "";
  return n % 10 === 0 ? `${tens}(?![- ]${UNIT_WORD}\\b)` : `${tens}[- ]?${ONES.at(n % 10) ?? ""}`;
}

function digitsPattern(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** A number in digits or words, not part of a longer number. */
export function num(n: number): RegExp {
  const forms = [`${NUM_START}${digitsPattern(n)}${NUM_END}`];
  const words = numberWords(n);
  if (words !== undefined) forms.push(`\\b${n > 0 && n < 10 ? "(?<!ty[- ])" : ""}${words}\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "US$18", "18 dollars", "USD 18", "18 USD". */
export function usd(n: number): RegExp {
  const amount = `${digitsPattern(n)}(?:\\.00)?${NUM_END}`;
  return new RegExp(
    [`\\$\\s?${amount}`, `\\bUSD\\s?${amount}`, `${NUM_START}${amount}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`].join("|"),
    "i",
  );
}

/** A dollar range: "$40-60", "$40-$60", "$40 to $60", "40-60 dollars". */
export function usdSpan(low: number, high: number): RegExp {
  const to = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(
    [
      `\\$\\s?${low}${to}(?:US)?\\$?\\s?${high}${NUM_END}`,
      `${NUM_START}${low}${to}${high}\\s?(?:US\\s?)?(?:dollars|usd)\\b`,
      `\\bUSD\\s?${low}${to}${high}${NUM_END}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.", "8 in the evening". */
export function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = String(h % 12 === 0 ? 12 : h % 12);
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const spoken =
    h < 12
      ? "in the morning|this morning"
      : "in the afternoon|this afternoon|in the evening|this evening|tonight|at night";
  const start = "(?<![\\d:.])";
  const forms = [
    `${start}${h24}[:.h]${mm}(?!\\d)`,
    `${start}${h12}${minutes}\\s?(?:${meridiem})`,
    `${start}${h12}${minutes}\\s(?:${spoken})`,
  ];
  if (h === 12 && m === 0) forms.push("\\b(?:noon|midday)\\b");
  return new RegExp(forms.join("|"), "i");
}

/** A length of time: "4 hours", "four-hour", "45 min". */
export function duration(n: number, unit: "hour" | "minute"): RegExp {
  const words = numberWords(n);
  const count = words === undefined ? digitsPattern(n) : `(?:${digitsPattern(n)}|${words})`;
  const units = unit === "hour" ? "(?:hours?|hrs?|h)\\b" : "(?:minutes?|mins?)\\b";
  return new RegExp(`${NUM_START}\\b${count}\\s?-?\\s?${units}`, "i");
}

/** A November date: "Nov 29", "November 29th", "29 November", "29th of Nov", "11/29". */
export function novDate(d: number): RegExp {
  const nth = "(?:st|nd|rd|th)?";
  return new RegExp(
    [
      `\\bnov(?:ember)?\\.?\\s?${d}${nth}(?!\\d)`,
      `(?<!\\d)${d}${nth}\\s(?:of\\s)?nov`,
      `(?<!\\d)11/${d}(?!\\d)`,
      `(?<!\\d)${d}/11(?!\\d)`,
      `-11-${d}(?!\\d)`,
    ].join("|"),
    "i",
  );
}

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any one of several forms of the same fact. */
export function anyOf(...keys: (string | RegExp)[]): RegExp {
  return new RegExp(keys.map((key) => (typeof key === "string" ? escapeText(key) : `(?:${key.source})`)).join("|"), "i");
}

/** The day's page link. */
export const tripDay = (n: number): string => `/day/${n}`;

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
export const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------

export const sixtySecondTestQuestions: TestQuestion[] = [
  // --- Right now, today (day 7, Friday Nov 28, Explore Fes) ---
  { question: "wait whats the plan tonight??", parts: [[/riad/i, /pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "wat time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "what r we eating rn", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "where's dinner tonight, are we going out somewhere?", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "anything after dinner or is that it for today", parts: [[/roof/i, /tea/i]], links: [tripDay(7)] },
  {
    question: "what day of the trip is it today and whats the theme",
    parts: [[num(7)], [/explore fes/i]],
    links: [tripDay(7)],
  },
  { question: "wait what day of the week is it lol", parts: [[/friday/i]], links: [tripDay(7)] },
  { question: "whats todays date", parts: [[novDate(28)]], links: [tripDay(7)] },
  {
    question: "what was that gate we walked in thru this morning",
    parts: [[anyOf("Bou Jeloud", "Boujloud", "Blue Gate")]],
    links: [tripDay(7)],
  },
  { question: "what time did the walk start this morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  {
    question: "the madrasa from this morning, what was it called and how old is it",
    parts: [[/bou inania/i], [/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  { question: "that old university we peeked into today, when was it founded", parts: [[num(859)]], links: [tripDay(7)] },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[anyOf(num(9000), /nine thousand/i)]],
    links: [tripDay(7)],
  },
  { question: "what was the 2pm thing today", parts: [[/chouara|tanner/i]], links: [tripDay(7)] },
  { question: "what time was the tannery this aftrnoon", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery", parts: [[/smell|odou?r|stink|stench/i]], links: [tripDay(7)] },
  { question: "where are we sleeping tonight", parts: [[/riad/i, /fes/i]], links: ["/accommodations", tripDay(6)] },
  { question: "which part of fes is our riad in", parts: [[/fes el[- ]?bali/i]], links: ["/accommodations"] },
  { question: "ok and tmrw night, same place?", parts: [[/fes/i]], links: ["/accommodations", tripDay(8)] },
  {
    question: "whats our last night in fes",
    parts: [[anyOf(novDate(29), /saturday/i, /tomorrow/i)]],
    links: ["/accommodations", tripDay(8)],
  },
  { question: "how much was the fes riad again", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  {
    question: "is the fes plan final or could it still change",
    parts: [[anyOf(/work in progress/i, /may change/i)]],
    links: [tripDay(7)],
  },
  // --- Tomorrow (day 8, Saturday Nov 29) ---
  { question: "what time do we leave for chefchaouen tmrw", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[duration(4, "hour")]], links: [tripDay(8)] },
  { question: "whats tmrw called, like the theme", parts: [[/chefchaouen day trip/i]], links: [tripDay(8)] },
  { question: "what date is tomorrow", parts: [[novDate(29)]], links: [tripDay(8)] },
  { question: "what time do we get to the blue medina tmrw", parts: [[clock(12, 0)]], links: [tripDay(8)] },
  { question: "whats for lunch tmrw", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the red walled thing on the main square in chefchaouen", parts: [[/kasbah/i]], links: [tripDay(8)] },
  { question: "whats ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "where do we go for the view over the blue town tmrw", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time r we heading back to fes tmrw", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  {
    question: "what should i wear tmrw",
    parts: [[anyOf(/knees/i, /travel clothes/i, /warm layer/i)]],
    links: [tripDay(8)],
  },
  { question: "are ppl leaving tomorrow?? when do we say bye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  // --- Yesterday (day 6, Thursday Nov 27) ---
  { question: "how many hours was the train yesterday", parts: [[duration(6, "hour")]], links: [tripDay(6)] },
  { question: "what time did the train leave yesterday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what time did we get to the riad last night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "who were the guys with the carts at the gate last night", parts: [[/porters?/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing at camp yesterday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what was yesterday called on the site", parts: [[/journey to fes/i]], links: [tripDay(6)] },
  // --- Unanswerable, about now ---
  U("whats the wifi password at the fes riad"),
  U("how much is dinner at the riad tonight"),
  U("whats our riad in fes actually called, like the name"),
  U("what time is breakfast tmrw before the chefchaouen drive"),
  U("how much does the chefchaouen trip cost"),
  U("whats the dress code for dinner tonight"),
  // --- Dinners ---
  { question: "what was the birthday dinner place called", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[usdSpan(100, 120)]], links: [tripDay(2), "/dinners"] },
  {
    question: "dress code for the golden bday dinner?",
    parts: [[anyOf(/golden glam/i, /cocktail attire/i)]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  { question: "which day number was the birthday", parts: [[/day\s?(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "what time was the bday dinner on sunday", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where was the welcome dinner on the 21st", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "welcome dinner price and the deposit?",
    parts: [[usdSpan(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "nobu min spend??", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kinda food is nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "what was monday nights dinner", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "palace dinner tuesday, what was the restaurant", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "what was the dress code for the palace dinner",
    parts: [[/dressy|kaftan|djellaba/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "how many featured dinners r there", parts: [[num(4)]], links: ["/dinners"] },
  {
    question: "which dinners were the special event ones",
    parts: [[/comptoir darna|birthday/i], [/dar yacout|palace/i]],
    links: ["/dinners"],
  },
  // --- Marrakech days ---
  {
    question: "what day was the balloon",
    parts: [[anyOf(/monday/i, novDate(24), /day\s?(?:3|three)\b/i)]],
    links: [tripDay(3)],
  },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "agafay desert day price", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what did we do in agafay after the balloon", parts: [[/quad/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[duration(40, "minute")]], links: [tripDay(3), "/map"] },
  { question: "what did we do on the 25th", parts: [[/majorelle/i]], links: [tripDay(4)] },
  {
    question: "majorelle and ysl museum tickets how much",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what day was the photographer again",
    parts: [[anyOf(/tuesday/i, novDate(25), /day\s?(?:4|four)\b/i)]],
    links: [tripDay(4), "/"],
  },
  { question: "what time did the photoshoot start", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "souk guide cost", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "theme of sunday the 23rd?", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  {
    question: "bar crawl after the bday, what time did it start n how much for the guide",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2)],
  },
  { question: "where did the bar crawl go", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  {
    question: "which places were on the walking tour sunday",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "what was in the hammam thing and how much was it",
    parts: [[anyOf(/kessa/i, /rhassoul/i, /black (?:olive )?soap/i, /argan/i)], [usd(60)]],
    links: [tripDay(1), "/faq"],
  },
  { question: "villa breakfast price", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "what did we do saturday the 22nd", parts: [[/villa royale/i]], links: [tripDay(1)] },
  // --- Stays ---
  {
    question: "villa check in n check out times",
    parts: [[clock(15, 0)], [clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how many suites at the villa", parts: [[num(13)]], links: ["/accommodations"] },
  {
    question: "how big was the villa estate",
    parts: [[/1\.4\s?(?:-\s?)?(?:ha|hectare)/i]],
    links: ["/accommodations"],
  },
  {
    question: "did we actually have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  { question: "how far was the villa from downtown", parts: [[/20\s?(?:-|–|to)\s?25/]], links: ["/accommodations"] },
  {
    question: "first riad name + price?",
    parts: [[/l-?authentic/i], [usd(45)]],
    links: [tripDay(0), "/accommodations"],
  },
  // --- Arrival ---
  { question: "what time did we all land on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we fly into", parts: [[anyOf(/menara/i, /\bRAK\b/)]], links: [tripDay(0), "/faq"] },
  { question: "airport transfer how much", parts: [[usd(45), /car/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "what was friday the 21sts theme", parts: [[/arrival (?:&|and) shopping/i]], links: [tripDay(0)] },
  // --- The desert, the journey, Casablanca ---
  {
    question: "what film was ait benhaddou in",
    parts: [[anyOf(/gladiator/i, /game of thrones/i)]],
    links: [tripDay(5)],
  },
  { question: "what was the pass over the atlas called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[anyOf(num(2200), /2\.2\s?km/i)]], links: [tripDay(5)] },
  { question: "what time was the camel ride on wed", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  {
    question: "where did we sleep wednesday the 26th",
    parts: [[anyOf(/zagora/i, /desert camp/i)]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "desert camp how much n whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "what happened on the 27th", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  {
    question: "and the day after tmrw? whats sunday",
    parts: [[/casablanca/i, /hassan\s?(?:ii|2)/i]],
    links: [tripDay(9)],
  },
  { question: "what time is the train to casa sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  {
    question: "how long is the train from fes to casablanca",
    parts: [[duration(4, "hour")]],
    links: [tripDay(9), "/faq"],
  },
  { question: "which station do we arrive at in casa", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "dress code ricks cafe?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  {
    question: "what do i wear to the mosque sunday",
    parts: [[/knees/i, /scarf|socks/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what time are airport transfers sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  {
    question: "which airport do we fly home from",
    parts: [[anyOf(/mohammed\s?(?:v|5)/i, /\bCMN\b/)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "when should i book my flight home for",
    parts: [[anyOf(novDate(30), /sunday/i), /evening|or later/i]],
    links: ["/faq", tripDay(9)],
  },
  // --- Money ---
  {
    question: "tourist tax how much",
    parts: [[anyOf(/28\s?(?:MAD|dirhams?|dhs?)\b/i, usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "whats the exchange rate to the dollar",
    parts: [[/(?<![\d.])10\s?(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much do ppl tip at restaurants here", parts: [[/10\s?%?\s?(?:-|–|to)\s?15/]], links: ["/budget", "/faq"] },
  {
    question: "how much should i take out at the atm",
    parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start when haggling",
    parts: [[/40\s?%?\s?(?:-|–|to)\s?50/]],
    links: ["/budget", "/faq", tripDay(0)],
  },
  {
    question: "how much do ppl usually spend shopping",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]],
    links: ["/budget"],
  },
  { question: "ballpark total for the trip per person?", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "which cards work best", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  // --- FAQ ---
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  {
    question: "plug type?",
    parts: [[/type\s?c\s?(?:\/|and|or|&|,)\s?(?:type\s?)?e\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the weather usually like",
    parts: [[/15\s?(?:°\s?c?)?\s?(?:-|–|to)\s?25/i]],
    links: ["/", "/faq"],
  },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can we drink alcohol there", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "can non muslims go in mosques", parts: [[/hassan\s?(?:ii|2)/i]], links: ["/faq"] },
  // --- Map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "good spot for mint tea over the spice market?", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where do u order lamb shoulder a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "churchills fav hotel on the map?", parts: [[/mamounia/i]], links: ["/map"] },
  // --- Unanswerable ---
  U("whats the host's name btw"),
  U("whats the password to delete photos"),
  U("hosts whatsapp number?"),
  U("how much is lunch at ricks cafe"),
  U("how much is the entry to the tannery"),
  U("does the fes riad have a pool"),
  U("whats the luggage limit on the train sunday"),
  // --- Rupa, the site, the gallery, the music ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]right/i]] },
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|don'?t have to|not required|no need/i]],
    links: ["/gallery"],
  },
  { question: "how do i delete a pic i posted", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i save a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "it says too many files??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "it says file too large what do i do", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]left/i]] },
  {
    question: "why did the music stop when i opened the gallery",
    parts: [[/paus|no music|doesn'?t have (?:its own )?music|silent|no (?:background )?track/i]],
  },
  { question: "which pages share the dinners page music", parts: [[/accommodations/i, /transportation/i]] },
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  {
    question: "what does the highlight card on the home page say",
    parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]],
    links: ["/"],
  },
  {
    question: "whats the occasion for this trip",
    parts: [[anyOf(num(30), /thirtieth/i), /birthday/i]],
    links: ["/"],
  },
  { question: "how old is the host turning", parts: [[anyOf(num(30), /thirtieth/i)]], links: ["/"] },
  { question: "what does the churchill quote on the homepage say", parts: [[/most lovely spot/i]], links: ["/"] },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "when did the countdown end, like when did the trip officially start",
    parts: [[novDate(21), clock(11, 0)]],
    links: ["/", "/faq"],
  },
  {
    question: "whats the slideshow page for",
    parts: [[anyOf(/big screen/i, /as they arrive/i, /\blive\b/i)]],
    links: ["/slideshow"],
  },
  { question: "dietary stuff, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  // --- Now, again ---
  { question: "r we still at the villa?", parts: [[/fes/i]], links: ["/accommodations"] },
  { question: "how many days left", parts: [[anyOf(novDate(30), /sunday/i)]], links: [tripDay(9)] },
  { question: "blue pearl = where", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  {
    question: "will we be back in fes for dinner tmrw",
    parts: [[anyOf(/last evening/i, clock(17, 0))]],
    links: [tripDay(8)],
  },
  { question: "whats the 29th plan", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  // --- Unanswerable ---
  U("is bou inania still open rn, whats its hours"),
  U("where exactly is the coffee stop on the drive tmrw"),
  U("what did we have for lunch on the drive back yesterday"),
  U("how old is rupa"),
  U("what flight is the host on sunday"),
  U("whats the emergency number in morocco"),
  U("can i venmo the host back"),
  U("whats the rate for euros to dirhams"),
  U("what time does ricks cafe close"),
  U("how much is a taxi from the fes medina to the train station"),
  U("whats the photographer from tuesday called"),
  U("when r the photoshoot pics coming out"),
  U("whats the song on the homepage called"),
  U("who am i rooming with at the fes riad"),
  U("is there a pharmacy near our riad"),
  U("how many ppl r leaving tomorrow"),
  U("how much is the airport transfer in casablanca"),
  U("do we need to bring towels to the fes riad"),
  U("whats our fes guide's name from today"),
  U("how much were the bou inania tickets"),
  U("any hammam in fes we could hit tonight"),
  U("best rooftop bar in fes?"),
  U("what time is sunset in chefchaouen tmrw"),
  U("how many steps up to the spanish mosque"),
];
