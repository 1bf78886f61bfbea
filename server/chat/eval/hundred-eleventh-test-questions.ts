// HUNDRED-ELEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-eleventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:30 Morocco time (UTC+1) on Friday, November 28, 2025.
 *
 * That is day 7 of the trip (days are numbered 0 to 9), Friday, November 28,
 * themed "Explore Fes". The day page carries the note that the Fes itinerary
 * is still a work in progress.
 *
 * - This morning: 09:30 guided walk through Fes el-Bali, entering by Bab Bou
 *   Jeloud (the Blue Gate) and along Talaa Kebira, past the Al Quaraouiyine
 *   mosque and university (founded in 859); 11:30 the Bou Inania Madrasa
 *   (14th century).
 * - This afternoon: 14:00 the Chouara Tannery (a sprig of mint for the smell).
 * - Tonight / right now: 19:30 riad dinner in Fes at our riad in Fes el-Bali
 *   (pastilla and slow-cooked tagines in the courtyard), then tea on the roof;
 *   at 21:30 the dinner is winding down into tea on the roof.
 * - The night is spent at our riad in Fes el-Bali (three nights, Nov 27-29,
 *   $90 per person in total; the site never gives the riad a name).
 * - Yesterday, day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise
 *   over the dunes and camp breakfast at the Zagora desert camp, 08:00 drive
 *   back to Marrakech, 15:00 train to Fes ($45 per person, about 6 hours, by
 *   way of Casablanca, Rabat and Meknes), 21:00 check-in at the Fes riad with
 *   porters at the medina gate. The night before (day 5) was the desert camp.
 * - Tomorrow, day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive
 *   into the Rif mountains (about four hours, coffee stop), 12:00 the Blue
 *   Medina (Plaza Uta el-Hammam, red-walled kasbah, goat cheese and tagine),
 *   15:00 Ras El Maa and the Spanish Mosque, 17:00 return to Fes for a last
 *   evening together. Some guests begin departing tomorrow: goodbyes at
 *   breakfast.
 * - The day after, day 9, Sunday, November 30, "Casablanca & Departure": 07:00
 *   train to Casablanca (about four hours, Casa-Voyageurs), 12:30 farewell
 *   lunch at Rick's Café, 15:00 Hassan II Mosque tour (about $13), 18:00
 *   transfers to Mohammed V International Airport (CMN, about 45 minutes).
 */
export const HUNDRED_ELEVENTH_TEST_CLOCK = new Date("2025-11-28T20:30:00Z");

const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const UNITS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return UNITS[n];
  const tens = TENS[Math.floor(n / 10)];
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${UNITS[unit]}`;
}

/** A number in digits or in words, not part of a longer number. */
const num = (n: number): RegExp => {
  const digits = `(?<![\\d.,])${esc(String(n))}(?!\\d|[.,]\\d)`;
  const word = inWords(n);
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
};

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
const usd = (n: number): RegExp => {
  const value = esc(String(n));
  return new RegExp(
    `(?:US\\$|\\$|USD)\\s?${value}(?!\\d|[.,]\\d)|(?<![\\d.,])${value}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
};

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.", or "8:00" alone. */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const start = "(?<![\\d:.])";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const mins = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  return new RegExp(
    [
      `${start}${h24}(?:[:.h]|\\s?h\\s?)${mm}(?!\\d)`,
      `${start}${h12}${mins}\\s?${half}\\.?\\s?m\\b`,
      `${start}${h12}[:.]${mm}(?!\\d)`,
    ].join("|"),
    "i",
  );
};

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredEleventhTestQuestions: TestQuestion[] = [
  // --- today, tonight, right now (day 7, Friday Nov 28, 21:30) ---
  { question: "ok rupa what day of the trip is it today", parts: [[num(7)]], links: [tripDay(7)] },
  { question: "whats todays theme again", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  { question: "wait whats the date today? lost all track of time lol", parts: [[/\b28(th)?\b/i]], links: [tripDay(7)] },
  { question: "where r we sleeping tonight", parts: [[/riad/i, /f[eè]s/i]], links: ["/accommodations", tripDay(6)] },
  { question: "whats the plan for dinner tonight", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "what time was dinner tonight? i went for a nap", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "whats on the menu tonite", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "anything after dinner tonight or is it bed", parts: [[/tea/i, /roof/i]], links: [tripDay(7)] },
  {
    question: "i slept thru the morning 🙈 what did everyone do",
    parts: [[/f[eè]s el[- ]bali|blue gate|bou jeloud|talaa kebira/i, /bou inania/i]],
    links: [tripDay(7)],
  },
  { question: "what was the tannery we went to this afternoon called", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "what time did the tannery thing start today", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "that madrasa from this morning, how old is it", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "the old university we peeked into today, when was it founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have??", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "which gate did we go in through this morning", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "whats the name of the main street we walked down in the medina today", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "what was the dress code for today", parts: [[/knees|shoulders/i]], links: [tripDay(7)] },
  {
    question: "is the fes plan locked in or could stuff still change",
    parts: [[/work in progress|may change|could change|might change|still changing|not final/i]],
    links: [tripDay(7)],
  },
  { question: "what time do we leave tomorrow morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "where are we going tmrw", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/(four|4)\s*(hours?|hrs?|h)\b/i]], links: [tripDay(8)] },
  { question: "tomorrow what time do we head back to fes", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("whats the wifi password at the riad"),
  U("whats the actual name of our riad in fes? need it for the taxi"),
  U("how much is tonight's dinner at the riad"),
  U("what time is breakfast at the riad tomorrow"),

  // --- the host, Rupa, the occasion, the site ---
  U("what's the host's name btw, i only know her from the group chat"),
  { question: "who is rupa?", parts: [[/goat/i]] },
  { question: "whats the occasion for this trip again", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats this website called", parts: [[/golden goat getaway/i]], links: ["/"] },

  // --- gallery ---
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit on videos? my tannery vid is huge", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|not required|don'?t (have|need) to|no need/i]],
    links: ["/gallery"],
  },
  { question: "how do i delete a video i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos in the gallery"),
  { question: "how do i turn the music off, its playing in the riad lol", parts: [[/mute/i]] },

  // --- yesterday and the nights before ---
  { question: "how much was the train to fes yesterday", parts: [[usd(45)]], links: [tripDay(6), "/faq"] },
  { question: "how long was that train yesterday, felt like forever", parts: [[/(six|6)\s*(hours?|hrs?|h)\b/i]], links: [tripDay(6)] },
  { question: "what time did we get to the riad last night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "where did we sleep the night before last", parts: [[/zagora|desert camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget"] },
  { question: "how much is the fes riad in total", parts: [[usd(90)]], links: ["/budget", "/accommodations"] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  // --- tomorrow (day 8, Saturday Nov 29) ---
  { question: "whats tomorrow's day number and what's the date", parts: [[num(8)], [/\b29(th)?\b/i]], links: [tripDay(8)] },
  { question: "some ppl are leaving tomorrow right? when do we say bye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  { question: "tmrw what time is the spanish mosque bit", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "what's ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "what food should i try in chefchaouen tomorrow", parts: [[/goat(')?s? cheese/i]], links: [tripDay(8)] },
  { question: "whats the main square in chefchaouen called", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "do we stop anywhere on the drive tomorrow? i get carsick", parts: [[/coffee/i]], links: [tripDay(8)] },
  { question: "what should i wear tomorrow", parts: [[/layer|comfortable|knees|shoulders/i]], links: [tripDay(8)] },
  U("which restaurant are we having lunch at in chefchaouen tomorrow"),
  U("how much does the chefchaouen day trip cost"),
  U("who's driving us tomorrow? same drivers as the desert?"),
  U("why is everything blue in chefchaouen anyway"),
  { question: "will it rain tomorrow up in the mountains", parts: [[/jacket/i]], links: ["/faq"] },

  // --- Sunday (day 9, Nov 30) ---
  { question: "what time is the train on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "whats the plan for the 30th", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe"),
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq"] },
  { question: "what do i wear to the mosque sunday", parts: [[/knees|shoulders|arms/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan II minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[/45\s*min/i]], links: [tripDay(9)] },
  { question: "can i fly out of fes instead of casablanca", parts: [[/day 8|\b29(th)?\b|saturday|tomorrow/i]], links: ["/faq"] },
  { question: "how long is the train from fes to casablanca", parts: [[/(four|4)\s*(hours?|hrs?|h)\b/i]], links: [tripDay(9), "/faq"] },
  { question: "what station do we arrive at in casablanca", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  U("is there a pool at our riad in fes"),
  U("how early should i get to the airport before my flight on sunday"),

  // --- how much is left, last night together ---
  { question: "how many more days of the trip after today 😢", parts: [[num(2)]], links: [tripDay(8), tripDay(9)] },
  { question: "when is our last night all together", parts: [[/tomorrow|saturday|\b29(th)?\b|day 8/i]], links: [tripDay(8)] },
  { question: "can i add tomorrow's plan to my calendar", parts: [[/calendar/i]], links: [tripDay(8)] },

  // --- yesterday (day 6, Thursday Nov 27) ---
  { question: "what time did the sunrise thing start yesterday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "which cities did the train go thru yesterday", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "who met us at the medina gate last night with the carts", parts: [[/porter/i]], links: [tripDay(6)] },
  { question: "what time did we leave the camp for the drive yesterday", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "what day was yesterday, number-wise", parts: [[num(6)]], links: [tripDay(6)] },

  // --- the dinners ---
  { question: "birthday dinner where was it", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what date was the bday dinner", parts: [[/\b23(rd)?\b|sunday/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners"] },
  { question: "dress code for the bday dinner was what", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "palace dinner was what day", parts: [[/day 4|\b2[45](th)?\b|tuesday|monday/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "how much did the palace dinner cost",
    parts: [[/individual|pay (your|our) own|own bill|at the restaurant/i]],
    links: [tripDay(4), "/dinners"],
  },
  // --- earlier days in Marrakech and the desert ---
  { question: "how much was the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/faq"] },
  { question: "what time was balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how long were we actually up in the air on the balloon", parts: [[/(an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3)] },
  { question: "hammam + massage price?", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "what time was the hammam on the 22nd", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites did the villa have", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "what was the villa contribution", parts: [[usd(50)]], links: ["/budget", "/accommodations", tripDay(1)] },
  { question: "what day was the photoshoot", parts: [[/tuesday|day 4|\b25(th)?\b/i]], links: [tripDay(4), "/"] },
  { question: "what colours were we meant to wear for the photos", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  U("when will the photographer send us the pictures from tuesday"),
  U("whats the photographer's name or insta"),
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4)] },
  { question: "how much was the souk guide", parts: [[usd(5)]], links: [tripDay(4)] },
  { question: "where did the bar crawl go", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2)] },
  { question: "what was the riad on the first night called", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the first riad night", parts: [[usd(45)]], links: ["/budget", tripDay(0)] },
  { question: "what time did the trip officially start on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },
  { question: "which airport did we land at", parts: [[/menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "whats that film set place we stopped at on the way to the desert", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "what movies were filmed at that kasbah", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how high was the tizi n tichka pass", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "what time was the camel ride on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what did the camp price include", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget"] },

  // --- money ---
  { question: "roughly what does this whole trip cost per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "dirham to dollar rate?", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[/28\s?(MAD|dirhams?|DH)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s?(%|percent)?\s?(-|–|to)\s?15/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1[,.\s]?000/, /2[,.\s]?000/]], links: ["/budget", "/faq"] },
  { question: "when bargaining where do i start", parts: [[/40\s?(%|percent)?\s?(-|–|to)\s?50/i]], links: ["/budget", "/faq"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "card foreign fees usually how much", parts: [[/\b1\s?(%|percent)?\s?(-|–|to)\s?3\s?(%|percent)/i]], links: ["/budget", "/faq"] },
  U("whats the exchange rate for euros"),
  U("how much did the guided walk in fes cost today"),

  // --- practical ---
  { question: "what plug do i need", parts: [[/type c|C\/E/i]], links: ["/faq", "/"] },
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(six|6)\s*months/i]], links: ["/faq"] },
  { question: "can i drink the tap water in fes", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can i get a drink in fes, like alcohol", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank you here", parts: [[/shukran/i]], links: ["/faq"] },
  U("whats the dress code for tonight's riad dinner"),
  U("is the tannery open on sundays"),
  U("can i pay by card at the riad in fes"),
  { question: "what languages do people speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "what's the weather usually like this time of year", parts: [[num(15), num(25)]], links: ["/", "/faq"] },

  // --- map, pages, site ---
  { question: "is there a map of all the recommended spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "orange pins on the map?", parts: [[/food/i]], links: ["/map"] },
  { question: "good lunch spot in the marrakech souks?", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "can we go inside the koutoubia", parts: [[/exterior|outside|non-muslim/i]], links: ["/map", "/faq"] },
  { question: "where can i find the transport details", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "what does the trip highlight say on the home page", parts: [[/TBD|to be (decided|determined|confirmed)/i]], links: ["/"] },
  { question: "who said the most lovely spot in the whole world quote", parts: [[/churchill/i]], links: ["/"] },
  { question: "what did yves saint laurent say about morocco on the home page", parts: [[/colou?r palette|zellige/i]], links: ["/"] },
  { question: "where can i see all the big dinners in one place", parts: [[/dinners/i]], links: ["/dinners"] },
  { question: "can i download photos from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "what happens if i try to upload 15 pics at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "where's the chat thing on the site", parts: [[/bottom[- ]right/i]] },
  { question: "can we put everyone's pics up on the tv at the riad", parts: [[/slideshow/i]] },
  { question: "who do i tell about food allergies", parts: [[/host/i]], links: ["/dinners"] },
  { question: "whose birthday is it anyway", parts: [[/host/i]], links: ["/"] },
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "when does the trip end", parts: [[/\b30(th)?\b/i]], links: [tripDay(9), "/"] },

  // --- two-part and right-now ---
  { question: "whats tonight and where are we off to tomorrow", parts: [[/riad/i], [/chefchaouen/i]], links: [tripDay(7), tripDay(8)] },
  { question: "what time do we leave tmrw and when do we get back", parts: [[clock(7, 30)], [clock(17, 0)]], links: [tripDay(8)] },
  { question: "what's happening right now", parts: [[/dinner|tea|roof/i]], links: [tripDay(7)] },
  { question: "can taxis get into the medina here in fes", parts: [[/car[- ]free|no cars/i]], links: [tripDay(7)] },
  { question: "dress code at ricks on sunday?", parts: [[/smart casual/i]], links: [tripDay(9)] },

  // --- not on the site ---
  U("how much is a petit taxi across fes"),
  U("whats the address of our fes riad"),
  U("is there a pharmacy near our riad"),
  U("does the fes riad have aircon or heating"),
  U("where's the nearest atm to the riad"),
  U("best tagine spot in fes thats not the riad?"),
  U("how many km is it from fes to chefchaouen"),
  U("what time does the sun come up tmrw"),
  U("who made this website"),
  U("how old is rupa"),
  U("how many photos are in the gallery so far"),
  U("what song is that on the home page, i need the name"),
  U("whats the host's phone number"),
  U("what flight is the host taking home"),
  U("how much luggage can i take on the train to casa"),
  U("is there uber in fes"),
  U("when's the next squad trip"),
  U("whats the population of fes"),
  U("what was our guide's name today in fes"),
  U("is the riad rooftop open late tonight"),
  U("what time do the porters come on sunday morning"),
  U("does rick's cafe have gluten free options"),
];
