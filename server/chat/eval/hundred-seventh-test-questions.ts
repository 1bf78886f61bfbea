// HUNDRED-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:30 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * - Today: Day 9 of days 0-9, the last day of the trip: Sunday, November 30, 2025,
 *   "Casablanca & Departure" (/day/9). The Fes itinerary note (work in progress) shows on this day.
 * - This morning: check-out from the Fes riad and the 07:00 train from Fès station to
 *   Casa-Voyageurs, about four hours; then at 12:30 the farewell lunch at Rick's Café,
 *   Boulevard Sour Jdid (a tribute to the film Casablanca; smart casual).
 * - Now / this afternoon: the Hassan II Mosque guided tour, which began at 15:00 (about $13 per
 *   person; shoulders, arms and knees covered, a light scarf and socks, as shoes come off inside;
 *   a minaret of about 210 metres, built partly over the ocean; prayer hall, ablution rooms, hammam).
 * - Tonight: 18:00 departure, transfers to Mohammed V International Airport (CMN), about 45
 *   minutes from the city; spend the last dirhams, they are hard to change abroad.
 * - The night: no stay is booked for the night of day 9; guests fly home. Last night (the night of
 *   day 8) was the third and last night at the riad in Fes el-Bali.
 * - Yesterday: Day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive from Fes into the
 *   Rif (about four hours), 12:00 the Blue Medina and Plaza Uta el-Hammam (goat cheese and tagine),
 *   15:00 Ras El Maa and the Spanish Mosque, 17:00 return to Fes; some guests began departing.
 * - The day before: Day 7, Friday, November 28, "Explore Fes".
 * - Tomorrow: Monday, December 1: nothing is planned; the trip (Nov 21-30, 2025) is over.
 */
export const HUNDRED_SEVENTH_TEST_CLOCK = new Date("2025-11-30T15:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
}

/** A number in digits (with or without a thousands comma) or words, not part of a longer number. */
function num(n: number): RegExp {
  const grouped = n >= 1000 ? n.toLocaleString("en-US").replace(/,/g, "[,\\s]?") : String(n);
  const digits = `(?<![\\d.,])${grouped.replace(".", "\\.")}(?!\\d|[.,]\\d)`;
  const word = numberWord(n);
  const before = n > 0 && n < 10 ? "(?<!(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?)" : "";
  const words = word
    ? `|${before}\\b${word}\\b(?![- ]?(?:one|two|three|four|five|six|seven|eight|nine)\\b)`
    : "";
  return new RegExp(`${digits}${words}`, "i");
}

/** A dollar amount: "$18", "$ 18.00", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${d}(?:\\.00)?(?!\\d|[.,]\\d)|(?<![\\d.,$])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8pm, 8 p.m. (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const h24 = h < 10 ? `0?${h}` : String(h);
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const min12 = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const noon = h === 12 && m === 0 ? "|\\bnoon\\b" : "";
  return new RegExp(
    `(?<![\\d:.])(?:${h24}[:.h]${mm}(?!\\d)|${h12}${min12}\\s?${meridiem}(?![a-z]))${noon}`,
    "i",
  );
}

/** A November date: "Nov 30", "November 30th", "30 Nov", "the 30th of November". */
function nov(d: number): RegExp {
  return new RegExp(
    `nov(?:ember)?\\.?\\s*${d}(?:st|nd|rd|th)?(?!\\d)|(?<!\\d)${d}(?:st|nd|rd|th)?\\s*(?:of\\s*)?nov`,
    "i",
  );
}

/** A day's page. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

/** Tomorrow (December 1) has nothing planned: the trip ends on day 9. */
const TRIP_OVER =
  /\bover\b|\bended\b|\bends\b|last day|final day|no more|nothing (?:is )?(?:planned|scheduled|on)|no (?:plans?|activities|itinerary)|(?:trip|itinerary) (?:is )?(?:done|finished|complete)|fly(?:ing)? home|flights? home|head(?:ing)? home/i;

/** Tonight (the night of day 9) no stay is booked: everyone flies home. */
const NO_STAY =
  /no (?:stay|accommodation|hotel|riad|room|booking|bed|place)|not booked|nothing (?:is )?booked|fly(?:ing)? (?:out|home)|flights? (?:out|home)|on (?:the|your|a) (?:plane|flight)|airport/i;

export const hundredSeventhTestQuestions: TestQuestion[] = [
  // The present moment: day 9, Sunday Nov 30, 16:30 in Casablanca.
  { question: "wait what day of the trip is it today??", parts: [[/day\s*(?:9|nine)\b/i]], links: [tripDay(9)] },
  { question: "whats the date today", parts: [[nov(30)]], links: [tripDay(9)] },
  { question: "what day of the week is it lol ive lost track", parts: [[/sunday/i]], links: [tripDay(9)] },
  { question: "whats todays theme on the site", parts: [[/casablanca\s*(?:&|and)\s*departure/i]], links: [tripDay(9)] },
  { question: "where r we rn, which city", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "whats the plan this afternoon", parts: [[/hassan/i]], links: [tripDay(9)] },
  { question: "what time did the mosque tour start", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i need to wear for the mosque", parts: [[/knees/i]], links: [tripDay(9), "/faq"] },
  { question: "do we take our shoes off in there? 👟", parts: [[/socks?/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "is the mosque actually built on the sea", parts: [[/ocean|atlantic/i]], links: [tripDay(9)] },
  { question: "what do they show non muslims inside", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  { question: "what street is the mosque on", parts: [[/sidi mohammed ben abdallah/i]], links: [tripDay(9)] },
  { question: "can non-muslims even go in mosques here", parts: [[/hassan/i]], links: ["/faq", tripDay(9)] },
  { question: "what time do we leave for the airport tonight", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport are we flying out of tonight", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casa", parts: [[/(?:45|forty[- ]five)[- ]?min/i]], links: [tripDay(9)] },
  { question: "where are we sleeping tonight", parts: [[NO_STAY]], links: [tripDay(9)] },
  { question: "should i change my leftover dirhams back home?", parts: [[/spend|hard to change|difficult to change/i]], links: [tripDay(9)] },
  { question: "what did we do this morning, feels like ages ago", parts: [[/train/i]], links: [tripDay(9)] },
  { question: "what time was the train this morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long was the train fes to casa", parts: [[num(4), /hour/i]], links: [tripDay(9), "/faq"] },
  { question: "which station did we arrive at in casablanca", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "where did we have lunch today", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time was the farewell lunch", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "ricks cafe address pls, left my sunglasses there", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "whats ricks cafe a tribute to", parts: [[/film|movie/i, /casablanca/i]], links: [tripDay(9)] },
  { question: "dress code at ricks today?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  U("how much was lunch at ricks per person"),
  U("how long does the hassan ii tour last"),
  U("what time does the mosque close today"),
  U("what time is my flight tonight"),
  U("which terminal do we go to at CMN"),
  U("how much is the transfer to the airport tonight"),
  U("is there wifi at ricks cafe"),
  { question: "what did we do yesterday", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time did we leave fes yesterday morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was the drive to chefchaouen yesterday", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "whats the name of the main square we went to yesterday", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "the waterfall spring thing yesterday, whats it called", parts: [[/ras el[- ]?maa/i]], links: [tripDay(8)] },
  { question: "which mosque did we hike up to for the view yesterday", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what was that local lunch speciality in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "where did we sleep last night", parts: [[/\bf[eè]s\b/i]], links: ["/accommodations", tripDay(8)] },
  { question: "whats the plan tomorrow", parts: [[TRIP_OVER]], links: [tripDay(9)] },
  { question: "r we doing anything together on dec 1st", parts: [[TRIP_OVER]], links: [tripDay(9)] },
  { question: "did some ppl leave already yday", parts: [[/day\s*(?:8|eight)\b|\bf[eè]s\b|nov(?:ember)?\.?\s*29/i]], links: [tripDay(8), "/faq"] },
  // Earlier days: the riad, Marrakech, the birthday, Agafay, the desert and Fes.
  { question: "wat was the riad called the first night", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the riad pp", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "where was the welcome dinner on the 21st", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner + deposit?", parts: [[/\$?40\s?(?:-|–|to)\s?\$?60/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what time did everyone land on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "airport transfer from RAK how much", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "bargaining tip for the souks what % do i start at", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "which night was the bday dinner", parts: [[/day\s*(?:2|two)\b|sunday|nov(?:ember)?\.?\s*23|23rd/i]], links: [tripDay(2), "/dinners"] },
  { question: "name of the birthday restaurant??", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "bday dinner cost pp", parts: [[/\$?100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "wat do i wear to the golden bday dinner", parts: [[/cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time is the bar crawl + how much is the guide", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "bar crawl which neighbourhoods", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "which 3 places were on the medina walking tour", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "whats in the villa brekkie", parts: [[/msemen|amlou/i]], links: [tripDay(2)] },
  { question: "balloon pickup time on the 24th", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/faq", "/budget"] },
  { question: "how long r we actually up in the balloon", parts: [[/(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "how far is agafay", parts: [[/(?:40|forty)\s?min/i]], links: [tripDay(3), "/map"] },
  { question: "agafay day price", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "which day is nobu", parts: [[/day\s*(?:3|three)\b|monday|nov(?:ember)?\.?\s*24|24th/i]], links: [tripDay(3), "/dinners"] },
  { question: "what was on tuesday", parts: [[/photoshoot|photographer|majorelle|dar yacout|palace dinner|gardens?\s*(?:&|and)\s*souks/i]], links: [tripDay(4)] },
  { question: "what time is the group photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle and ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "who gets the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on day 4 cost", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "palace dinner restaurant name and what does it cost", parts: [[/dar yacout/i], [/individual|pay (?:your|for your) own|each pay|yourself|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code palace dinner", parts: [[/kaftan|djellaba|dressy|evening outfit/i]], links: [tripDay(4), "/dinners", "/faq"] },
  { question: "which day was the desert camp", parts: [[/day\s*(?:5|five)\b|wednesday|nov(?:ember)?\.?\s*26|26th/i]], links: [tripDay(5), "/accommodations"] },
  { question: "desert camp price and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "how high is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "which movies were shot at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "train to fes, how long and how much", parts: [[num(6), /hour/i], [usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "what time did the fes train leave", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "where did the fes train stop on the way", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "fes riad total cost for the 3 nights", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "the blue gate in fes whats its real name", parts: [[/bou jeloud/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "name of the tannery + what do they hand you for the smell", parts: [[/chouara/i], [/mint/i]], links: [tripDay(7)] },
  U("whats the name of the riad in fes"),
  U("how many people fit in one balloon basket"),
  // Practicalities, money, the occasion, the villa and the map.
  { question: "do i need a visa (us passport)", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "what plug adapter", parts: [[/\bC\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "tip % at restaurants", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/i]], links: ["/faq", "/budget"] },
  { question: "how many dirhams to a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "tourist tax per night?", parts: [[/(?<![\d.])28(?!\d)|2\.75/i]], links: ["/faq", "/budget"] },
  { question: "how much cash to pull from the atm each time", parts: [[/1,?000\s?(?:MAD\s?)?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  { question: "what foreign fees will my card charge", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "how much does the whole trip cost roughly per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "how much shud i budget for shopping", parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/i]], links: ["/budget", "/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is travel insurance needed", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "weather usually like?", parts: [[/15\s?(?:°C?)?\s?(?:-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "does it rain in late nov", parts: [[/rare/i]], links: ["/faq"] },
  { question: "where can we actually get a drink, alcohol wise", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  { question: "is it ok to take pics of the performers in jemaa el fnaa", parts: [[/dirham|\bpay\b|\btip\b/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/(?:utc|gmt)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whose bday is it and which one", parts: [[/host/i], [/(?<!\d)30(?!\d)|thirt(?:y|ieth)/i]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "the YSL quote on the home page, what year", parts: [[num(1983)]], links: ["/"] },
  { question: "villa name + how far from downtown", parts: [[/villa royale/i], [/20\s?(?:-|–|to)\s?25/i]], links: ["/accommodations", "/faq"] },
  { question: "villa check in and check out?", parts: [[clock(15, 0)], [clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/i]], links: ["/accommodations", "/faq"] },
  { question: "how many suites and pools at villa royale", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "red pins on the map mean what", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and pink?", parts: [[/romantic/i]], links: ["/map"] },
  { question: "al fassia whats the tip", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where to learn what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "where is the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "whens the best time for menara gardens", parts: [[/sunset/i]], links: ["/map"] },
  { question: "what to pack for the desert night", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "dietary restrictions, when should i tell the host", parts: [[/(?:2|two) weeks/i]], links: ["/dinners"] },
  U("is there a gym at the villa"),
  U("whats the wifi password at the villa"),
  U("hosts phone number?"),
  U("do i need any vaccines"),
  U("how much were flights to marrakech for everyone"),
  U("whats the host's name"),
  // The gallery, the music, the site, Rupa, a look back, and more that the site cannot answer.
  { question: "how do i upload the pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "max how many files can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my mosque video wont upload, whats the size limit", parts: [[/50\s?MB|50\s?mega/i]], links: ["/gallery"] },
  { question: "do i need to put my name on uploads", parts: [[/optional|not required|don'?t (?:have|need) to/i]], links: ["/gallery"] },
  { question: "i uploaded the wrong pic how do i delete it", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  { question: "how do i save someone's photo to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow thing for the big screen tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "how do i mute the music its embarrassing at the mosque rn", parts: [[/bottom[- ]left/i]] },
  { question: "which pages share the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  { question: "why does the music stop on the gallery page", parts: [[/no (?:music|track|song|audio)|doesn'?t have (?:music|a track|its own)|pauses?|silent|without music/i]] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  { question: "where's the rupa chat button", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  { question: "what happens if i go to day 10 on the site", parts: [[/day not found/i]] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]ed|coming soon/i]], links: ["/transportation"] },
  { question: "what was on the 27th again", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "what did we do friday", parts: [[/tannery|bou inania|chouara|fes el[- ]?bali|medina/i]], links: [tripDay(7)] },
  { question: "what was 2 days ago", parts: [[/explore f[eè]s|tannery|chouara|bou inania|fes el[- ]?bali/i]], links: [tripDay(7)] },
  { question: "which day was the hammam on", parts: [[/day\s*(?:1|one)\b|saturday|nov(?:ember)?\.?\s*22|22nd/i]], links: [tripDay(1)] },
  { question: "was the fes schedule final?", parts: [[/work in progress|may change|not final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what did we eat at the riad dinner in fes friday", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "how many days was the whole trip", parts: [[num(10)]], links: ["/"] },
  U("whats the name of the photographer from tuesday"),
  U("when do we get the photoshoot pics back"),
  U("did anyone hand in a lost scarf at the mosque today"),
  U("whats the weather in casa right now"),
  U("is the airport exchange booth open late tonight"),
  U("is there a lounge at CMN we can use tonight"),
  U("how much did the gas for the desert drive cost"),
  U("what time does ricks close tonight"),
  U("when is the next group trip"),
  U("whats the host's insta"),
  U("can i fly my drone at the mosque today"),
  U("is the wifi on the train any good"),
  U("who made rupa"),
  U("rupa how old are u"),
  U("whats the name of the song on the day pages"),
  U("how much is excess baggage on royal air maroc"),
  U("is there a pharmacy near the mosque rn"),
  U("whats the gate number for the london flight tonight"),
  U("how long will security take at the airport tonight"),
  U("who's sharing a car to the airport tonight"),
  U("is there a cloakroom at the mosque for our bags"),
  U("what's the host's venmo for the villa contribution"),
  U("how many photos are in the gallery so far"),
  U("what was the score of the quad bike race in agafay"),
  U("how much cash is left in the group kitty"),
];
