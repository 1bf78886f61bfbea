// NINETY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 18:00 on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * It is day 4 of the trip (Tuesday, Nov 25), "Gardens & Souks", the photo day.
 * - This morning: 08:30 group photoshoot with a professional photographer in the
 *   Villa Royale gardens; 11:00 Jardin Majorelle ($18) and the Musée YSL ($15),
 *   tickets booked in advance by the host.
 * - This afternoon: 14:30 guided souk shopping in the Marrakech medina (guide $5).
 * - Right now (18:00): nothing scheduled; between the souks and dinner.
 * - Tonight: 20:00 Palace Dinner at Dar Yacout in the medina (rooftop aperitif
 *   first, then a traditional Moroccan feast with musicians); dress code dressy,
 *   kaftans and djellabas welcome; paid individually at the restaurant.
 * - The night is spent at Villa Royale.
 * - Yesterday (day 3, Monday, Nov 24, "Desert Fun"): 05:30 hot air balloon over
 *   the Agafay desert ($117), 11:00 Agafay desert day (about $40), 17:00 back to
 *   the villa, 20:00 private rooftop dinner at Nobu (minimum spend $75).
 * - Tomorrow (day 5, Wednesday, Nov 26, "Sahara Desert Adventure"): 07:00 over
 *   the High Atlas by the Tizi n'Tichka pass, 11:30 Aït Benhaddou, 16:30 sunset
 *   camel ride in the dunes near Zagora, 19:30 dinner and a night at the desert
 *   camp in Zagora ($95: activities, dinner and breakfast).
 */
export const NINETY_FOURTH_TEST_CLOCK = new Date("2025-11-25T17:00:00Z");

const SMALL_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const TENS_WORDS: Record<number, string> = { 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 90: "ninety" };

function numberWord(n: number): string | undefined {
  if (n >= 0 && n <= 20) return SMALL_WORDS[n];
  if (n > 20 && n < 30) return `twenty[- ]?${SMALL_WORDS[n - 20]}`;
  return TENS_WORDS[n];
}

/** A number in digits (thousands separator optional) or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  const word = numberWord(n);
  const body = word ? `${digits}|\\b${word}\\b` : digits;
  return new RegExp(`(?<!\\d|\\d[.,])(?:${body})(?!\\d|[.,]\\d)`, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:US)?\\$\\s?${v}(?!\\d|[.,]\\d*[1-9])` +
      `|(?<!\\d|\\d[.,])${v}(?:\\.00)?\\s?(?:US\\s?dollars?|dollars?|USD|bucks)\\b` +
      `|USD\\s?${v}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A time of day: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const minutes = `(?:[:.]${mm})${m === 0 ? "?" : ""}`;
  const forms = [`${h < 10 ? "0?" : ""}${h}\\s?[:.h]\\s?${mm}`, `${h12}${minutes}\\s?${meridiem}`];
  if (m === 0) forms.push(`${h}h`);
  if (h === 12 && m === 0) forms.push("noon");
  if (h >= 12) forms.push(`${h12}${minutes}\\s?(?:in the (?:afternoon|evening)|at night|tonight)`);
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const ninetyFourthTestQuestions: TestQuestion[] = [
  // --- Right now: today, tonight, this morning / afternoon (day 4, Tue Nov 25, 18:00) ---
  { question: "wait what day of the trip is it today", parts: [[/day\s?(?:4|four)\b/i]], links: [tripDay(4)] },
  { question: "whats todays date again lol", parts: [[/nov(?:ember)?\.?\s?25|25(?:th)?\s(?:of\s)?nov/i]], links: [tripDay(4)] },
  { question: "what's today's theme called", parts: [[/gardens\s?(?:&|and)\s?souks/i]], links: [tripDay(4)] },
  { question: "whats the plan tonight??", parts: [[/dar yacout|palace dinner/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is dinner tonight", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for tonight? i only packed jeans 😭", parts: [[/dressy|evening outfit|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the palace dinner tonight", parts: [[/individual|at the restaurant/i]], links: [tripDay(4), "/dinners", "/budget"] },
  { question: "is there anything before dinner tonight or do we just show up and eat", parts: [[/aperitif|rooftop/i]], links: [tripDay(4), "/dinners"] },
  { question: "wat are we eating at dar yacout tonite", parts: [[/pastilla|tagine|couscous/i]], links: ["/dinners"] },
  { question: "will there be live music tonight", parts: [[/musician/i]], links: ["/dinners"] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations", tripDay(4)] },
  { question: "what did we do this morning again, im so tired", parts: [[/photo\s?shoot|photographer/i]], links: [tripDay(4)] },
  { question: "what time was the photoshoot this morning", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "where did the photoshoot happen", parts: [[/villa/i]], links: [tripDay(4)] },
  { question: "how much was majorelle today, logging my expenses", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "and the ysl museum?", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "how much was the souk guide this afternoon", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time did souk shopping start this aft", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "who booked the majorelle tickets today? i didnt pay anyone", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "whats next on the schedule rn", parts: [[/dar yacout|palace dinner/i]], links: [tripDay(4), "/dinners"] },
  // --- Tomorrow (day 5, Wed Nov 26) ---
  { question: "whats tomorrow", parts: [[/sahara|zagora|desert/i]], links: [tripDay(5)] },
  { question: "what time do we leave tmrw morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "what should i wear tomorow", parts: [[/layers|fleece/i]], links: [tripDay(5), "/faq"] },
  { question: "how much is the desert camp tomorrow night", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "does that include food", parts: [[/breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "where do we sleep tomorrow", parts: [[/camp|zagora|berber tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "camel ride tmrw what time", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "which mountain pass are we crossing tomorrow", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high is that pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "tomorrow we stop at that game of thrones place right? whats it called", parts: [[/a[iï]t[- ]?ben\s?haddou/i]], links: [tripDay(5)] },
  { question: "what time do we get to ait benhaddou tomorrow", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  { question: "i get carsick, anything i should bring for tomorrow's drive?", parts: [[/motion[- ]sickness|tablets/i]], links: [tripDay(5), "/faq"] },
  { question: "will it be cold at the camp tmrw night", parts: [[/cold|freez/i]], links: [tripDay(5), "/faq"] },
  { question: "what time is dinner at the camp tomorrow", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  // --- Yesterday (day 3, Mon Nov 24) and the day after tomorrow ---
  { question: "what did we do yesterday? the days are blurring", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "how much was yesterday's balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what was the name of the restaurant last night", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "min spend at last nights dinner was what", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what time was the balloon pickup yesterday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was yesterdays agafay thing (quads + camels)", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "day after tomorrow we go where?", parts: [[/fes/i]], links: [tripDay(6)] },
  U("whats the wifi password at the villa"),
  U("whats the host's phone number, need to tell them im running late"),
  U("what time are the cars picking us up for dar yacout tonight"),
  U("who was the photographer this morning, do they have an insta?"),
  U("when do we get the pics from todays shoot??"),
  U("how many hours is the drive to zagora tomorrow"),
  U("is there wifi at the desert camp tmrw or should i download netflix stuff"),
  // --- Thursday (day 6) and the way to Fes ---
  { question: "day after tmrw what time's the train", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[/(?:6|six)[- ]hours?/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "train ticket to fes how much", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "what time do we get to the fes riad the day after tomorrow", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "do we go back to the villa after the desert or what", parts: [[/train|station|fes/i]], links: [tripDay(6)] },
  // --- Earlier days: the birthday, arrival, the villa ---
  { question: "wait when was the birthday dinner again and where was it", parts: [[/sunday|23(?:rd)?|day\s?(?:2|two)\b/i], [/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[/100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  { question: "whats the occasion for this whole trip", parts: [[/birthday/i]], links: ["/"] },
  { question: "what's the trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what was fridays dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "welcome dinner price per person?", parts: [[/40\s?(?:-|–|to)\s?\$?60/i]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what time were we meeting at the airport on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "whats the name of the riad from the first night and how much was it", parts: [[/l-?\s?authentic/i], [usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "how much is the airport transfer", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "is that per person?", parts: [[/per car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long from the airport to the medina", parts: [[/20\s?min/i]], links: ["/faq"] },
  { question: "villa check in time", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "and checkout?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(?:-|–|to)\s?25/i]], links: ["/accommodations", "/faq"] },
  { question: "how much is a massage at the villa and who do i book it with", parts: [[usd(60)], [/host/i]], links: [tripDay(1), "/faq"] },
  { question: "villa breakfast, how much n what time", parts: [[usd(10)], [clock(8, 30)]], links: [tripDay(2), "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "sundays walking tour cost?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "which palace did we see on the walking tour", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "what time was the hammam on saturday", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  U("whats the name of our riad in fes"),
  U("how much is the chefchaouen day trip"),
  U("what time is the host's flight home"),
  U("whats the villa's street address for my taxi"),
  U("which suite am i in at the villa"),
  { question: "what did we do on monday", parts: [[/balloon|agafay|desert fun|nobu/i]], links: [tripDay(3)] },
  // --- Fes, Chefchaouen and Casablanca (days 7 to 9) ---
  { question: "friday the 28th whats the plan", parts: [[/fes/i]], links: [tripDay(7)] },
  { question: "which gate do we go into the fes medina thru", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "tannery time on day 7?", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "what time is dinner on the 28th", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "saturday what are we doing", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/(?:4|four)\s?hours?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the best viewpoint in chefchaouen", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "is there a local food thing i should try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "are some ppl leaving early? which day", parts: [[/day\s?(?:8|eight)\b|29(?:th)?|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "last day plan? and what time do we head to the airport", parts: [[/casablanca/i], [clock(18, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "sunday the 30th, what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/CMN|mohammed v/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[/45\s?min/i]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i need to wear for the mosque", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "what's the date of the last day", parts: [[/nov(?:ember)?\.?\s?30|30(?:th)?|sunday/i]], links: [tripDay(9)] },
  { question: "how many days is the trip in total", parts: [[num(10)]], links: ["/"] },
  // --- Money ---
  { question: "exchange rate? dirhams to dollars", parts: [[/10\s?(?:MAD|dirhams?|DH)/i]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[/28\s?(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[/10\s?(?:-|–|to)\s?15\s?(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i pull from the atm at once", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/40\s?(?:-|–|to)\s?50\s?(?:%|percent)/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "how much do ppl usually spend shopping", parts: [[/100\s?(?:-|–|to)\s?\$?500/i]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "what currency do they use", parts: [[/dirham|\bMAD\b/i]], links: ["/budget", "/faq"] },
  { question: "what plug adapter do i need", parts: [[/type\s?c/i]], links: ["/faq", "/"] },
  // --- Practical ---
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/(?:6|six) months/i]], links: ["/faq"] },
  { question: "whats the weather like this week", parts: [[/15\s?(?:-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "what timezone is morocco", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  U("does uber work in marrakech"),
  U("whats the euro to dirham rate"),
  U("how much is a sim card"),
  U("which sim card company is best here"),
  U("is there a gym at the villa"),
  U("can i smoke at the villa"),
  U("is there laundry at the villa, running out of clean stuff"),
  U("whats the password to delete photos"),
  U("whats the name of the song on the home page? its a vibe"),
  U("rupa how old are u"),
  U("rupa whats ur favourite food"),
  U("whats the host's name"),
  // --- Culture, health, food ---
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol a thing there or no", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do people speak", parts: [[/arabic|darija/i]], links: ["/faq"] },
  { question: "im in the medina right now and want to see inside a mosque, can i go in", parts: [[/hassan\s?(?:ii|2)/i]], links: ["/faq", tripDay(9)] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "is it gonna rain", parts: [[/rare/i]], links: ["/faq"] },
  { question: "im vegan, who do i tell and by when", parts: [[/host/i], [/(?:2|two) weeks/i]], links: ["/dinners"] },
  // --- The map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "how many categories are on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "al fassia is on the map, what should i order", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where can i get a cocktail with churchill vibes", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "is there a cooking class somewhere in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  // --- The site, Rupa, music and the gallery ---
  { question: "what's the churchill quote on the homepage", parts: [[/most lovely spot/i]], links: ["/"] },
  { question: "how do we get around marrakech", parts: [[/petit taxi|arranged cars|on foot/i]], links: ["/faq"] },
  { question: "what does the transportation page say", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what's the trip highlight on the homepage", parts: [[/TBD|to be (?:decided|determined|confirmed)/i]], links: ["/"] },
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video wont upload, is there a size limit", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i save someone's photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i turn off the music", parts: [[/mute/i]] },
  { question: "where's the music button", parts: [[/bottom[- ]left/i]] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]], links: ["/"] },
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]right/i]] },
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "where can i see all the costs in one place", parts: [[/budget/i]], links: ["/budget"] },
  { question: "who's organising all this", parts: [[/host/i]] },
  // --- More about now ---
  { question: "i missed the photoshoot this morning, what colours were we meant to wear", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  { question: "are we back at the villa tomorrow night?", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "should i take my big suitcase to the desert tomorrow", parts: [[/overnight bag|small bag/i]], links: ["/faq"] },
  { question: "whats the entertainment at the camp tmrw night", parts: [[/drum/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how do we get into the dunes tomorrow? walk??", parts: [[/camel/i]], links: [tripDay(5)] },
  U("is there a hammam slot free tonight"),
  U("what time does dinner at dar yacout finish tonight"),
  U("does the zagora camp have a pool"),
  U("is there a weight limit for the camels"),
  U("how much luggage can i bring on the train to fes"),
  U("what are our seat numbers on the train"),
  U("how do i pay the host the villa contribution, venmo?"),
  U("whats the deadline to pay the villa contribution"),
  U("how many photos are in the gallery rn"),
  U("whats the max length for a video upload"),
  U("who am i sitting next to at dinner tonight"),
  U("are there showers at the desert camp"),
  U("whats the emergency number in morocco"),
  U("is there somewhere near the villa to rent a kaftan for tonight"),
  U("how much is a camel ride in the palmeraie"),
  U("wheres the nearest pharmacy to the villa"),
  U("what time does jardin majorelle close"),
  U("who made this website"),
];
