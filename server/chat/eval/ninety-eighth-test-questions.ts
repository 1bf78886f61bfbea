// NINETY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 19:00 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * - Today is day 8 of the trip (days run 0 to 9), Saturday, November 29, 2025:
 *   "Chefchaouen Day Trip". The day carries the note that the Fes itinerary is
 *   still a work in progress, and that some guests begin departing today (say
 *   goodbyes at breakfast).
 * - This morning: 07:30 the drive from Fes into the Rif mountains to
 *   Chefchaouen (about four hours, coffee stop on the way).
 * - This afternoon: 12:00 the Blue Medina (Plaza Uta el-Hammam, the red-walled
 *   kasbah, lunch on goat cheese and tagine); 15:00 Ras El Maa spring and the
 *   walk up to the Spanish Mosque.
 * - Now / tonight: the 17:00 return to Fes is under way, back to the riad for a
 *   last evening together in Fes; guests flying out early head straight for
 *   their transfers. No dinner is listed for tonight.
 * - The night is spent at our riad in Fes el-Bali (its third and last night,
 *   Nov 27-29; $90 per person in total for the 3 nights).
 * - Yesterday: day 7, Friday, November 28, "Explore Fes": 09:30 guided walk
 *   through Fes el-Bali from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania
 *   Madrasa, 14:00 Chouara Tannery, 19:30 riad dinner (pastilla and tagines).
 * - Tomorrow: day 9, Sunday, November 30, "Casablanca & Departure": 07:00
 *   train from Fes to Casa-Voyageurs (about four hours), 12:30 farewell lunch
 *   at Rick's Café, 15:00 Hassan II Mosque tour (about $13), 18:00 transfers to
 *   Mohammed V International Airport (CMN), about 45 minutes from the city.
 */
export const NINETY_EIGHTH_TEST_CLOCK = new Date("2025-11-29T18:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 9,999 in words, as pattern source, or null. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 9999) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
  }
  if (n < 1000) {
    const head = `${n < 200 ? "(?:one|a)" : ONES[Math.floor(n / 100)]!} hundred`;
    const rest = n % 100;
    return rest === 0 ? head : `${head}(?: and)? ${inWords(rest)!}`;
  }
  const head = `${inWords(Math.floor(n / 1000))!} thousand`;
  const rest = n % 1000;
  return rest === 0 ? head : `${head}(?:,? and)?,? ${inWords(rest)!}`;
}

/** The number in digits as pattern source, thousands separators optional ("9,000" or "9000"). */
function digitsSource(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

const NOT_AFTER_DIGIT = "(?<!\\d|\\d[.,])";
const NOT_BEFORE_DIGIT = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`${NOT_AFTER_DIGIT}${digitsSource(n)}${NOT_BEFORE_DIGIT}`];
  const words = inWords(n);
  if (words !== null) {
    const notAfterTens = n < 10 ? "(?<!(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?)" : "";
    alternatives.push(
      `${notAfterTens}\\b${words}\\b(?![- ]?(?:one|two|three|four|five|six|seven|eight|nine|hundred|thousand)\\b)`,
    );
  }
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 USD", "18 dollars", "eighteen dollars". */
function usd(n: number): RegExp {
  const digits = digitsSource(n);
  const end = `(?:\\.00)?${NOT_BEFORE_DIGIT}`;
  const alternatives = [
    `(?:US)?\\$\\s?${digits}${end}`,
    `\\bUSD\\s?${digits}${end}`,
    `${NOT_AFTER_DIGIT}${digits}(?:\\.00)?\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
  ];
  const words = inWords(n);
  if (words !== null) alternatives.push(`\\b${words} (?:US )?(?:dollars?|bucks)\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A range such as "$40-60", "40% to 50%", "1,000-2,000 MAD" or "Nov 21-30". */
function span(from: number, to: number): RegExp {
  return new RegExp(
    `${NOT_AFTER_DIGIT}\\$?${digitsSource(from)}${NOT_BEFORE_DIGIT}\\D{1,14}${digitsSource(to)}${NOT_BEFORE_DIGIT}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m(?![a-z])\\.?" : "p\\.?\\s?m(?![a-z])\\.?";
  const hour24 = h < 10 ? `0?${h}` : String(h);
  const alternatives = [`(?<![\\d:.])${hour24}[:.h]${mm}(?!\\d)`];
  alternatives.push(
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  );
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const ninetyEighthTestQuestions: TestQuestion[] = [
  // ---- Right now: day 8, Saturday Nov 29, 19:00, Chefchaouen day ----
  { question: "wait what day of the trip r we on today", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "whats todays theme again", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "whats the date today lol ive totally lost track", parts: [[/\b29(?:th)?\b|twenty.ninth/i]], links: [tripDay(8)] },
  { question: "what time did we leave fes this morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive from fes to chefchaouen", parts: [[/(?:4|four)[\s-]?hours?/i]], links: [tripDay(8)] },
  { question: "what mountains r we in today", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "what was the local specialty for lunch today", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the main square in chefchaouen called", parts: [[/uta el.?hammam/i]], links: [tripDay(8)] },
  { question: "the kasbah on the square this afternoon, what colour were the walls", parts: [[/\bred\b/i]], links: [tripDay(8)] },
  { question: "what time was ras el maa this aft", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "after the spring today where did we walk up to for the view", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "rupa whats chefchaouens nickname", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "whats happening rn", parts: [[/\bf[eè]s\b/i]], links: [tripDay(8)] },
  { question: "what time were we heading back to fes tonight", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where r we sleeping tonight", parts: [[/\bf[eè]s\b/i]], links: [tripDay(8), "/accommodations"] },
  U("whats for dinner tonight?"),
  { question: "some ppl are flying out today right? when were we meant to say goodbye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  U("how many people are leaving early today exactly"),
  U("im flying out of fes tonight, whats the fes airport called and how far is it from the riad"),
  { question: "is todays plan final or could it still change", parts: [[/work in progress|may change|still (?:being )?(?:changing|finali[sz]ed)/i]], links: [tripDay(8)] },
  { question: "what should i wear walking round the medina today", parts: [[/knees/i, /closed/i]], links: [tripDay(8)] },
  { question: "what did we do yesterday morning", parts: [[/f[eè]s el.?bali|bou jeloud|blue gate|talaa kebira/i]], links: [tripDay(7)] },
  { question: "what time was the tannery yesterday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "name of the madrasa from yesterday??", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "and what century is it from", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "the uni we peeked into yesterday, when was it founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery yesterday", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla/i, /tagine/i]], links: [tripDay(7)] },
  { question: "what time was dinner at the riad last night", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "whats the plan tomorrow", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "what time is the train tmrw", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train to casa tomorrow", parts: [[/(?:4|four)[\s-]?hours?/i]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get off at tomorrow", parts: [[/casa.?voyageurs/i]], links: [tripDay(9), "/faq"] },
  U("how much is the train ticket to casablanca tomorrow"),
  { question: "where's lunch tomorrow and what time", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "whats the address of ricks cafe", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe per person"),
  { question: "dress code for ricks tmrw?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "tomorrows mosque tour, what time and how much", parts: [[clock(15, 0)], [usd(13)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque tomorrow", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "whats the name of the mosque we're seeing tmrw", parts: [[/hassan (?:ii|2|the second)/i]], links: [tripDay(9)] },
  { question: "how tall is its minaret", parts: [[num(210)]], links: [tripDay(9)] },
  U("what time does the hassan ii mosque tour finish tomorrow"),
  { question: "which airport do we fly home from tomorrow", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "what time do the airport transfers leave tomorrow", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "how far is the airport from casablanca city", parts: [[/(?:45|forty.five)[\s-]?min/i]], links: [tripDay(9)] },
  { question: "what do i do with my leftover dirhams tomorrow", parts: [[/spend/i]], links: [tripDay(9)] },
  { question: "what should i wear on the train tmrw", parts: [[/layer/i, /passport/i]], links: [tripDay(9)] },
  U("who am i sharing the car to CMN with tomorrow?"),
  U("how much luggage can i bring on the train tomorrow"),
  U("is there somewhere in casa to leave our bags before the flight tomorrow"),
  U("what time does my flight home leave tomorrow"),
  { question: "how many nights is the fes riad and how much", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget"] },
  U("whats the actual name of our riad in fes"),
  U("wifi password at the fes riad??"),
  { question: "anything special about the riad we're in tonight", parts: [[/zellige|cedar|roof terrace/i]], links: ["/accommodations"] },
  { question: "the day before yesterday what time was the train", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long was the train to fes on thursday", parts: [[/(?:6|six)[\s-]?hours?/i]], links: [tripDay(6), "/faq"] },
  { question: "how much was the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "which cities did the fes train go thru", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time did we get to the fes riad on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "who took our bags from the medina gate in fes", parts: [[/porter/i]], links: [tripDay(6)] },
  { question: "what time was sunrise at camp thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what did we have for breakfast at the camp", parts: [[/bread|eggs|mint tea/i]], links: [tripDay(6)] },
  { question: "on wednesday what time did we leave for the desert", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats the mountain pass over the atlas called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up is that pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much was the desert camp and what did it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "where was the desert camp again", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what was i supposed to pack for the desert camp", parts: [[/fleece/i, /scarf/i]], links: ["/faq", tripDay(5)] },
  U("what was my camels name lol"),
  { question: "tuesday photoshoot - what time did it start", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  U("who was the photographer? whats their insta"),
  U("when do we get the pro photos from the shoot"),
  U("how much did the group photoshoot cost each"),
  { question: "what colours did they say look good in photos", parts: [[/jewel/i]], links: ["/", tripDay(4)] },
  { question: "majorelle and the ysl museum, how much each", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what street is jardin majorelle on", parts: [[/rue yves saint laurent/i]], links: [tripDay(4), "/map"] },
  { question: "how much was the souk guide on the 25th", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "palace dinner - where was it and what was the dress code", parts: [[/dar yacout/i], [/dressy|kaftan|djellaba|evening outfit/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much do ppl usually budget for shopping", parts: [[usd(100), usd(500)]], links: ["/budget", tripDay(4)] },
  { question: "whats the price of the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was balloon pickup monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how long were we actually up in the air", parts: [[/(?:an|one|1)[\s-]?hour/i]], links: [tripDay(3)] },
  { question: "nobu min spend on day 3?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese.?peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)[\s-]?min/i]], links: [tripDay(3), "/map"] },
  U("who won the quad bike race in agafay"),
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what date was the birthday dinner", parts: [[/\b23(?:rd)?\b|twenty.third/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[span(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "golden glam dress code means what exactly", parts: [[/cocktail/i, /gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start and how much was the guide", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "which neighbourhoods did the bar crawl go to", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "which palace was on the walking tour sunday", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "how much was the medina walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "villa breakfast how much + how do i sign up", parts: [[usd(10)], [/(?:night|evening) before/i]], links: [tripDay(2), "/faq"] },
  { question: "hammam and massage price?", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa check in and check out times", parts: [[clock(15, 0)], [clock(11, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "how many suites and pools does villa royale have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4[\s-]?hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[span(20, 25)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq", tripDay(1)] },
  U("whats the villa royale address, need it for a delivery"),
  { question: "how many nights were we at the villa", parts: [[num(5)]], links: ["/accommodations", "/budget"] },
  { question: "where did we sleep the first night", parts: [[/l.?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "what airport did we land at on the 21st", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "how much is the airport transfer and how do we pay", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "welcome dinner where and how much", parts: [[/foundouk/i], [span(40, 60)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what time did everything kick off on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "in the souks where do i start bargaining", parts: [[span(40, 50)]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whose birthday is this whole thing for", parts: [[/\bhost\b/i]], links: ["/"] },
  { question: "how old is the bday person turning", parts: [[num(30)]], links: ["/"] },
  U("whats the hosts name?"),
  U("whens the hosts actual birthday, like the date"),
  U("hosts number?? need to text them"),
  { question: "who even is rupa", parts: [[/goat/i]] },
  { question: "rupa where do i find u on the site", parts: [[/bottom.?right|lower.?right/i]] },
  U("rupa are u named after someone?"),
  { question: "how many ppl r in the squad", parts: [[num(22)]], links: ["/"] },
  { question: "how long is the trip and what are the dates", parts: [[num(10)], [span(21, 30)]], links: ["/"] },
  { question: "whats the subtitle on the site", parts: [[/marrakech adventure/i]], links: ["/"] },
  { question: "what does the home page say the trip highlight is", parts: [[/\bTBD\b|to be (?:decided|determined|confirmed|announced)/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "which fashion designer is quoted on the home page", parts: [[/yves saint laurent|\bYSL\b/i]], links: ["/"] },
  { question: "which writer compared morocco to a persian manuscript", parts: [[/edith wharton/i]], links: ["/"] },
  { question: "what temps does the site say to expect", parts: [[span(15, 25)]], links: ["/", "/faq"] },
  { question: "plug type and voltage?", parts: [[/\bC\s?(?:\/|and|or|&|,)\s?(?:type\s)?E\b/i], [num(220)]], links: ["/", "/faq"] },
  { question: "do i need a visa w a us passport", parts: [[num(90)], [/(?:six|6)[\s-]?months?/i]], links: ["/faq"] },
  { question: "what money do they use here and whats the rate", parts: [[/dirham|\bMAD\b/i], [num(10)]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[/28\s?(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[span(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out of the atm each time", parts: [[span(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "what are the foreign fees on cards usually", parts: [[span(1, 3)]], links: ["/budget", "/faq"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "card machine asks dollars or dirhams, which do i pick", parts: [[/dirham/i]], links: ["/budget"] },
  { question: "roughly how much is this whole trip per person", parts: [[/\b440\b/, /\b943\b/]], links: ["/budget"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol easy to find", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do the performers in jemaa el fna want money for pics", parts: [[/dirham/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "is it gonna rain in fes", parts: [[/rare|shower/i]], links: ["/faq"] },
  { question: "i have a nut allergy, how far ahead should i have told the host", parts: [[/(?:two|2)[\s-]?weeks?/i]], links: ["/dinners"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "what colour are the food places on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "how many categories in the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "where do i get that famous lamb shoulder", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "any cooking class on the map?", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "where can i see fixed prices for crafts so i dont get ripped off", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "what does the transportation page say", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  U("is lunch at ricks tomorrow covered or do we pay ourselves"),
  { question: "how do i turn the music off", parts: [[/mute/i, /bottom.?left|lower.?left/i]] },
  { question: "what kind of music plays on the home page", parts: [[/\boud/i]] },
  { question: "which pages play the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  U("whats the name of the song on the itinerary pages"),
  U("who composed the background music on the site"),
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s?MB|50\s?megabytes/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i download pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can we put everyones pics up on the tv tonight", parts: [[/slideshow/i]] },
  { question: "how do i add tomorrow to my phone calendar", parts: [[/calendar/i]], links: [tripDay(9)] },
  U("is there a pharmacy near our riad in fes"),
  U("whats the emergency number in morocco"),
  U("can i fly my drone at the mosque tomorrow"),
  U("best vegan spot in casablanca?"),
  U("what time does ricks cafe open"),
  U("do i get the villa contribution back since i left early"),
  U("how many steps is it up to the spanish mosque"),
  U("whats the name of the guide we had in fes yesterday"),
  U("how much did todays chefchaouen trip cost each"),
  U("how much was the riad dinner last night"),
  U("is uber a thing in casablanca tmrw"),
  U("how early should i be at CMN before my flight tomorrow"),
];
