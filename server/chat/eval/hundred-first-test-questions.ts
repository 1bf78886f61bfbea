// HUNDRED-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * Today is day 5 of the trip (days are numbered 0 to 9): Wednesday, Nov 26,
 * "Sahara Desert Adventure" (/day/5).
 * - This morning: 07:00 over the High Atlas on the Tizi n'Tichka pass (a photo
 *   stop more than 2,200 metres up), then 11:30 Aït Benhaddou, the UNESCO-listed
 *   ksar near Ouarzazate (Gladiator, Game of Thrones), with lunch by the river.
 * - This afternoon: 16:30 sunset camel ride into the dunes near Zagora, included
 *   in the $95 desert camp price.
 * - Now / tonight: 19:30 dinner and a night at the desert camp in Zagora:
 *   tagines by lantern light, drumming around the campfire, a night in a Berber
 *   tent. The camp is $95 per person and covers the activities, dinner and
 *   breakfast. Dress code: layers, a fleece, a scarf against the dust, closed shoes.
 * - Tonight's bed: the Desert Camp in the dunes near Zagora (1 night).
 * - Yesterday: day 4, Tuesday Nov 25, "Gardens & Souks": 08:30 group photoshoot
 *   in the Villa Royale gardens, 11:00 Jardin Majorelle ($18) and Musée YSL ($15),
 *   14:30 guided souk shopping ($5 guide), 20:00 palace dinner at Dar Yacout
 *   (paid individually; dressy). Last night was spent at Villa Royale.
 * - Tomorrow: day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the
 *   dunes and camp breakfast, 08:00 drive back to Marrakech over the Atlas,
 *   15:00 train to Fes ($45 per person, about 6 hours, via Casablanca, Rabat and
 *   Meknes; the host shares tickets), 21:00 check in at the riad in Fes el-Bali
 *   (porters, a late supper; $90 per person for 3 nights).
 */
export const HUNDRED_FIRST_TEST_CLOCK = new Date("2025-11-26T20:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const UNIT_WORDS = "(?:one|two|three|four|five|six|seven|eight|nine)";

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The number in words (0 to 99), as a pattern; undefined beyond. */
function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const unit = n % 10;
    return unit ? `${tens}[- ]?${ONES[unit]}` : `${tens}(?![- ]${UNIT_WORDS}\\b)`;
  }
  return undefined;
}

/** The digit forms of a number: "2200" and "2,200". */
function digitForms(n: number): string[] {
  const plain = String(n);
  const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return [...new Set([plain, grouped])].map(escapeRe);
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])(?:${digitForms(n).join("|")})(?!\\d|[.,]\\d)`;
  const word = numberWord(n);
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = `(?:${digitForms(n).join("|")})`;
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\s?\\$|\\$|\\bUSD)\\s?${amount}${end}|(?<![\\d.,$])${amount}\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8 pm, 8pm (and 7:30 for 19:30). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`${h24}[:h.]${mm}(?!\\d)`, `${h12}[:.]${mm}\\s?${ampm}`];
  if (m === 0) forms.push(`${h12}\\s?${ampm}`);
  if (m !== 0 && h > 12) forms.push(`${h12}[:.]${mm}(?!\\d)`);
  if (h === 12 && m === 0) forms.push("noon");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredFirstTestQuestions: TestQuestion[] = [
  // --- Right now: day 5, Wednesday Nov 26, 21:00 at the desert camp ---
  { question: "yo rupa what day of the trip are we on rn", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "whats todays theme called again", parts: [[/sahara desert adventure/i]], links: [tripDay(5)] },
  { question: "where r we sleeping tonight??", parts: [[/desert camp|berber tent|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time is dinner tonight", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "whats happening right now", parts: [[/camp|campfire|drum/i]], links: [tripDay(5)] },
  {
    question: "how much is the camp tonight and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "what time did we head out this morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "the mountain pass this morning, whats it called", parts: [[/ti?chka/i]], links: [tripDay(5)] },
  { question: "how high up was that pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "the mud brick fort town we stopped at today, name?", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were shot there", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride this afternoon", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "its freezing what am i supposed to wear out here tonight", parts: [[/fleece|layers/i]], links: [tripDay(5), "/faq"] },
  { question: "whats for dinner at camp", parts: [[/tagine/i]], links: [tripDay(5)] },
  U("whats the wifi password at the camp"),
  U("do we each get our own tent tonight or are we sharing"),
  U("what time is sunset today in zagora exactly"),
  { question: "what river valley did we follow to get here", parts: [[/dr[aâ]a/i]], links: [tripDay(5)] },
  // --- Tomorrow: day 6, Thursday Nov 27 ---
  { question: "what time do i need to be up for sunrise tmrw", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time do we leave the camp tomorrow", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "train to fes tmrw what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long's the train ride", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  U("whats my seat number on the train tomorrow"),
  { question: "what day number is tomorrow and whats the date", parts: [[num(6)], [num(27)]], links: [tripDay(6)] },
  // --- Yesterday: day 4, Tuesday Nov 25 ---
  { question: "what was the palace restaurant last night called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was majorelle yesterday", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "and the ysl museum?", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  U("when do we get the pics from yesterdays photoshoot"),
  // --- Rupa, the host, the occasion ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "whose birthday is this whole thing for", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  { question: "how many ppl on this trip", parts: [[num(22)]], links: ["/"] },
  U("what's the host's phone number"),
  // --- Gallery, music ---
  { question: "how do i upload my photos", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a file size limit for videos", parts: [[/50\s?MB|50 megabytes|fifty megabytes/i]], links: ["/gallery"] },
  U("what's the password to delete photos from the gallery"),
  { question: "how do i delete a pic i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i mute the music", parts: [[/bottom[- ]left|lower[- ]left/i]] },
  // --- Money, practical ---
  { question: "whats the exchange rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "which plug adapter do i need", parts: [[/type\s?C/i, /\bE\b/]], links: ["/faq", "/"] },
  U("is there a pool at the fes riad"),
  { question: "what time is check out at the villa", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "what's the theme for the 28th", parts: [[/explore fes/i]], links: [tripDay(7)] },
  U("how many photos are in the gallery so far"),
  // --- Fes, Chefchaouen, Casablanca (days 7 to 9) ---
  {
    question: "what are we doing the day after tomorrow",
    parts: [[/fes el-bali|bou jeloud|blue gate|tannery|bou inania|explore fes/i]],
    links: [tripDay(7)],
  },
  { question: "friday what time is the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand you mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was the quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  {
    question: "what time's the walking tour in fes and where do we meet",
    parts: [[clock(9, 30)], [/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  { question: "what century is bou inania from", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "saturday what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "whats the local food to try in chaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best viewpoint in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/\bday 8\b|\b29(th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "what time does the train to casablanca leave on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is that train", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "ricks cafe what time", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  U("how much is lunch at ricks cafe"),
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the mosque's minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45)]], links: [tripDay(9)] },
  U("what time does the hassan 2 mosque do english tours on sundays"),
  U("whats the name of our riad in fes"),
  U("what time is breakfast at the fes riad"),
  { question: "sunday's plan in one line?", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "whats on the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  {
    question: "is the fes part of the itinerary locked in?",
    parts: [[/work in progress|may change|not (yet )?final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  U("how much does the chefchaouen day trip cost"),
  U("entry fee for bou inania?"),
  // --- Earlier days ---
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the birthday dinner again", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners"] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "hot air balloon price", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how much is the hammam n massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  // --- The villa ---
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "how many pools", parts: [[num(2)]], links: ["/accommodations"] },
  { question: "how far is the villa from downtown", parts: [[num(20)]], links: ["/accommodations", "/faq"] },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  { question: "breakfast at the villa cost?", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  U("does the villa have a gym"),
  U("is there laundry at the villa"),
  // --- Tomorrow, tonight, today, yesterday again ---
  { question: "tmrw whats the plan", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "do we get food when we get to fes tmrw night", parts: [[/supper/i]], links: [tripDay(6)] },
  { question: "who takes our bags into the fes medina tomorrow", parts: [[/porter/i]], links: [tripDay(6)] },
  { question: "what should i wear for tomorrow's travel", parts: [[/comfortable|warm layer/i]], links: [tripDay(6)] },
  { question: "the train tomorrow goes thru which cities", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "do we have to buy train tix ourselves or", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "is camp breakfast tmrw extra or in the price", parts: [[usd(95)]], links: [tripDay(6), "/budget"] },
  U("whats the weather forecast for fes tomorrow"),
  U("are there charging spots in the tents tonight"),
  U("is there phone signal at the camp"),
  { question: "whats the date today", parts: [[num(26)]], links: [tripDay(5)] },
  { question: "what day of the week is it", parts: [[/wednesday/i]], links: [tripDay(5)] },
  { question: "wat did we do yesterday morning", parts: [[/photo ?shoot|photographer/i]], links: [tripDay(4)] },
  { question: "what time was the souk thing yesterday", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "what was the dress code at dar yacout last night", parts: [[/dressy|kaftan|djellaba|best evening/i]], links: [tripDay(4), "/dinners"] },
  { question: "any music or entertainment at camp tonight?", parts: [[/drum/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time do we check into the fes riad tomorrow", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how many nights are we in fes starting tomorrow", parts: [[num(3)]], links: [tripDay(6), "/accommodations"] },
  { question: "and how much is that riad", parts: [[usd(90)]], links: [tripDay(6), "/budget", "/accommodations"] },
  { question: "what's thursday's theme", parts: [[/journey to fes/i]], links: [tripDay(6)] },
  U("on the 27th where do we stop for lunch"),
  // --- Rupa, the trip, the host ---
  { question: "where's Rupa on the page", parts: [[/bottom[- ]right|lower[- ]right/i]] },
  { question: "what's the goat's name", parts: [[/rupa/i]] },
  U("how old is rupa"),
  { question: "whats the name of this trip", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what's the subtitle of the site", parts: [[/a marrakech adventure/i]], links: ["/"] },
  { question: "what's the trip highlight on the home page", parts: [[/TBD|to be (decided|determined|announced|confirmed)/i]], links: ["/"] },
  U("what's the host's real name"),
  U("what should i get the host as a gift"),
  // --- Music ---
  { question: "what kind of music is on the home page", parts: [[/oud/i]], links: ["/"] },
  U("whats the name of the song on the home page"),
  { question: "why did the music stop when i opened the gallery", parts: [[/no music|no track|doesn.t have (its own )?music|paus|silent/i]], links: ["/gallery"] },
  U("is there a spotify playlist for the trip"),
  // --- Gallery ---
  { question: "can i upload the videos off my iphone or just pics", parts: [[/\byes\b|both|videos? (too|as well)|\.mov|\bmov\b/i]], links: ["/gallery"] },
  { question: "do i have to add my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i save someone's video from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]] },
  { question: "what happens if i try to upload 15 pics at once", parts: [[num(10)]], links: ["/gallery"] },
  // --- Site pages, map, quotes ---
  { question: "whats the transportation page say", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour are restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "how many categories in the map legend", parts: [[num(7)]], links: ["/map"] },
  {
    question: "whats the lamb place on the map and do i need to order ahead",
    parts: [[/al fassia/i], [/day ahead|day before|day in advance|24 hours/i]],
    links: ["/map"],
  },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "which three people are quoted on the home page", parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]], links: ["/"] },
  // --- Last night, today, tonight, tomorrow ---
  { question: "how much was dar yacout last night", parts: [[/individual|separately|own bill|pay for your own|pay your own/i]], links: [tripDay(4), "/dinners"] },
  { question: "what did we see after the photoshoot yesterday", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "yesterday what time was the garden", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  { question: "how much was the souk guide yesterday", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  U("whats the name of the camp we're at tonight"),
  U("whats the temp rn in zagora"),
  U("can i get a vegan tagine at the camp tonight"),
  U("can i shower at the camp tonight"),
  { question: "tomorrow what should i bring for the long travel day", parts: [[/snack|playlist|charged phone/i]], links: [tripDay(6)] },
  { question: "are the train seats reserved tomorrow", parts: [[/first[- ]class/i]], links: [tripDay(6)] },
  { question: "what did we do this afternoon again", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "what time did we get to ait benhaddou", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  { question: "whats the date tomorrow and what weekday", parts: [[num(27)], [/thursday/i]], links: [tripDay(6)] },
  { question: "what day of the week is the chefchaouen trip", parts: [[/saturday/i]], links: [tripDay(8)] },
  { question: "where are we sleeping tomorrow night", parts: [[/fes/i]], links: [tripDay(6), "/accommodations"] },
  { question: "where did we sleep last night", parts: [[/villa royale/i]], links: ["/accommodations"] },
  // --- Earlier days ---
  { question: "what time was the hammam on day 1", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "bar crawl guide how much", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what was the agafay day price", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "whats check in time at the villa", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "which day was the photoshoot", parts: [[/tuesday|day 4|\b25(th)?\b/i]], links: [tripDay(4), "/"] },
  { question: "whats the name of the square in chefchaouen", parts: [[/uta el[- ]hammam/i]], links: [tripDay(8)] },
  // --- Money ---
  { question: "how much is the tourist tax", parts: [[num(28), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "how much do you start bargaining at", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "whats the total cost per person roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "whats a typical shopping budget", parts: [[usd(100), num(500)]], links: ["/budget"] },
  U("what's the exchange rate for euros"),
  U("which sim card company is best"),
  U("how much is a sim card at the airport"),
  // --- Practical ---
  { question: "do i need a visa im american", parts: [[/visa[- ]free|no visa|don.?t need/i]], links: ["/faq"] },
  { question: "whats the voltage there", parts: [[num(220)]], links: ["/faq"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "what time zone is morocco in", parts: [[/(UTC|GMT) ?\+ ?1\b/i]], links: ["/faq"] },
  { question: "how warm is it during the day usually", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  {
    question: "i have a nut allergy who do i tell and how far ahead",
    parts: [[/host/i], [/(two|2) weeks/i]],
    links: ["/dinners"],
  },
  { question: "can i visit other mosques besides hassan ii", parts: [[/non-muslims?|closed/i]], links: ["/faq"] },
  U("is there a whatsapp group for the trip"),
  U("who built this website"),
  U("what's the host's flight number home"),
  U("can we bring a drone for the desert"),
  U("who is the photographer from tuesday, whats their insta"),
  U("is there a hairdresser for the birthday dinner"),
  U("how much is a taxi from the villa to jemaa el fnaa"),
];
