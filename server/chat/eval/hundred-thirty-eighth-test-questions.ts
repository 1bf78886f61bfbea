// HUNDRED-THIRTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * THE CLOCK: 16:30 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * Today is day 6 of the trip (days are numbered 0 to 9), Thursday, November 27:
 * "Journey to Fes", the big travel day.
 * - This morning: 06:30 sunrise over the dunes and camp breakfast (bread, eggs,
 *   mint tea) at the desert camp near Zagora, included in the $95 camp price;
 *   08:00 the drive back to Marrakech through the Draa Valley and over the
 *   Tizi n'Tichka pass, with a lunch stop on the way, straight to the station.
 * - Right now (16:30): on the train to Fes, which left Marrakech at 15:00
 *   (about 6 hours, $45 per person, by way of Casablanca, Rabat and Meknes;
 *   first-class carriages with reserved seats; the host shares the tickets).
 * - This afternoon: the rest of the train ride north.
 * - Tonight: 21:00 check in at our riad in Fes el-Bali; porters with handcarts
 *   meet us at the medina gate; a late supper and soft beds are waiting.
 * - Tonight's bed: the riad in Fes, first of 3 nights ($90 per person in total).
 * - Yesterday: day 5, Wednesday, November 26, "Sahara Desert Adventure":
 *   07:00 over the High Atlas (Tizi n'Tichka, more than 2,200 m), 11:30 Aït
 *   Benhaddou (Gladiator, Game of Thrones), 16:30 sunset camel ride, 19:30
 *   dinner and a night at the desert camp in Zagora ($95: activities, dinner,
 *   breakfast).
 * - Tomorrow: day 7, Friday, November 28, "Explore Fes" (itinerary still a work
 *   in progress): 09:30 guided walk from Bab Bou Jeloud (the Blue Gate), 11:30
 *   Bou Inania Madrasa, 14:00 Chouara Tannery, 19:30 riad dinner in Fes.
 * - After that: day 8, Saturday, November 29, Chefchaouen day trip (some guests
 *   begin departing); day 9, Sunday, November 30, Casablanca & Departure.
 */
export const HUNDRED_THIRTY_EIGHTH_TEST_CLOCK = new Date("2025-11-27T15:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** Escapes literal text for use inside a RegExp. */
const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A whole number in words (0 to 100), or null when it has no short spelling. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 100) return null;
  if (n < 20) return ONES[n] ?? null;
  if (n === 100) return "(?:a |one )?hundred";
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[- ]?${ONES[ones] ?? ""}`;
}

/** A number in digits: plain, and with thousands separators from 1000 up. */
function inDigits(n: number): string {
  const plain = esc(String(n));
  if (!Number.isInteger(n) || Math.abs(n) < 1000) return plain;
  const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${esc(grouped)}|${plain}`;
}

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const words = inWords(n);
  const alternatives = [`(?<![\\d.,])(?:${inDigits(n)})(?![.,]?\\d)`];
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
};

/** A dollar amount: "$18", "US$18", "USD 18", "18 USD", "18 dollars", "eighteen dollars". */
const usd = (n: number): RegExp => {
  const amount = `(?:${inDigits(n)})(?:\\.00)?(?![.,]?\\d)`;
  const words = inWords(n);
  const alternatives = [
    `(?:US)?\\$\\s?${amount}`,
    `USD\\s?${amount}`,
    `(?<![\\d.,$])${amount}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)`,
  ];
  if (words) alternatives.push(`\\b${words}\\s(?:US\\s)?(?:dollars|bucks)`);
  return new RegExp(alternatives.join("|"), "i");
};

/** A time of day: "20:00", "20h00", "8:00 pm", "8 p.m.", "8pm" (and "noon" for 12:00). */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    `${h < 10 ? `0?${h}` : String(h)}[:h.]${mm}`,
    m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alternatives.push("noon", "midday");
  return new RegExp(`(?<![\\d.:])(?:${alternatives.join("|")})(?!\\d)`, "i");
};

/** Any one of several patterns (the content gives some facts in several forms). */
const anyOf = (...patterns: RegExp[]): RegExp =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtyEighthTestQuestions: TestQuestion[] = [
  // --- Today, right now, this afternoon, tonight (day 6, Thursday Nov 27) ---
  { question: "what are we doing today??", parts: [[/train/i, /f[eè]s/i]], links: [tripDay(6)] },
  { question: "what day of the trip is it today", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "wait whats the date today, ive totally lost track", parts: [[num(27)]], links: [tripDay(6)] },
  { question: "is today thursday or friday lol", parts: [[/thursday/i]], links: [tripDay(6)] },
  { question: "whats todays theme called on the itinerary", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "what time does the train to fes leave this afternoon", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6), /hours?|hrs?\b/i]], links: [tripDay(6), "/faq", "/budget"] },
  {
    question: "rupa how much longer on this train 😩 when do we actually get in",
    parts: [[anyOf(clock(21, 0), /4\.5 ?h|four and a half|4 and a half|4½/i)]],
    links: [tripDay(6)],
  },
  { question: "how much is the train tiket to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "who has our train tickets??", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "which cities does the train go thru on the way", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "do we have reserved seats on the train or is it a free for all", parts: [[/first[- ]class/i]], links: [tripDay(6)] },
  { question: "what time do we check in at the riad tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "where r we sleeping tonight", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  {
    question: "is there any food when we get in tonight or should i grab snacks at the station",
    parts: [[/supper|late (?:dinner|meal)/i]],
    links: [tripDay(6)],
  },
  { question: "my suitcase is HUGE how do i get it to the fes riad tonight", parts: [[/porters?|handcarts?/i]], links: [tripDay(6)] },
  { question: "where do the porters meet us tonight", parts: [[/gate/i]], links: [tripDay(6)] },
  { question: "what should i be wearing for all the travel today", parts: [[/comfortable/i, /layer/i]], links: [tripDay(6)] },
  { question: "what did we do this morning again, i was half asleep", parts: [[/sunrise/i]], links: [tripDay(6)] },
  { question: "what was in the camp breakfast this morning", parts: [[/bread/i, /eggs?/i, /mint tea/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing at the camp this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time did the cars leave the camp this morning", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "whats the name of the mountain pass we drove over today", parts: [[/tichka/i]], links: [tripDay(6), tripDay(5)] },
  U("where did we stop for lunch today? want to leave them a review"),
  U("how much did lunch on the drive today cost per person"),
  { question: "rn we're on the train right? where does it end up", parts: [[/f[eè]s/i]], links: [tripDay(6)] },
  { question: "how many nights are we in fes", parts: [[num(3)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "how much do i owe for the fes riad", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  U("whats the actual name of the riad in fes? my mom wants to know where im staying"),
  U("wifi password at the fes riad?"),
  U("is tonight's supper included in the fes riad price or do we pay extra"),
  U("whats the temperature in fes right now"),
  U("which platform does the fes train leave from at marrakech station"),
  U("is there wifi on the train today"),
  {
    question: "feeling kinda sick from today's drive, what does the site say about that",
    parts: [[/tablets?|pills?/i]],
    links: ["/faq", tripDay(5)],
  },

  // --- Rupa, the host, the occasion, the gallery ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "whats the occasion for this trip again", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose bday is it actually", parts: [[/host/i]] },
  U("whats the hosts real name"),
  U("what exactly is a 'golden birthday'? like what makes it golden"),
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  U("how old is rupa"),
  { question: "how do i upload my videos from the camel ride", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  {
    question: "my sunrise video from this morning is like 80mb, can i upload it",
    parts: [[/50\s?MB|50\s?megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name on uploads",
    parts: [[/optional|not required|don'?t have to|leave it (?:blank|empty)/i]],
    links: ["/gallery"],
  },
  { question: "how do i delete a pic i uploaded by accident 🙈", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i download other ppl's videos from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow thing so we can put the pics on the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("how many photos r in the gallery rn"),
  U("who's uploaded the most pics so far"),
  { question: "how do i turn the music off, im on the train", parts: [[/mute/i, /bottom[- ]left/i]] },
  { question: "what kind of music is that on the home page", parts: [[/oud/i]], links: ["/"] },
  U("whats the name of the song on the home page? need it on spotify"),
  { question: "where's the chat button on the site", parts: [[/bottom[- ]right/i]] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  U("when will the transportation page actually be updated"),

  // --- Tomorrow (day 7, Friday Nov 28) ---
  { question: "whats the plan tmrw", parts: [[/f[eè]s el[- ]bali|medina/i, /tanner(?:y|ies)/i]], links: [tripDay(7)] },
  { question: "what time do we meet tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where does tomorrow's walk start", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time is bou inania tmrw", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "tomorrow what time r we at the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "heard the tannery reeks. any tip for tmrw?", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "dinner tomorrow night, where and what time", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "whats on the menu at the riad dinner tomorrow", parts: [[/pastilla/i, /tagines?/i]], links: [tripDay(7)] },
  { question: "what should i wear for the medina tomorrow", parts: [[/knees/i, /closed shoes/i]], links: [tripDay(7), "/faq"] },
  {
    question: "is tomorrow's fes schedule final or might it change",
    parts: [[/work in progress|may change|might change|could change|not final/i]],
    links: [tripDay(7)],
  },
  { question: "tomorrow's date and day number pls", parts: [[num(28)], [num(7)]], links: [tripDay(7)] },
  { question: "whats the theme for tomorrow", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  U("how much is the guided walk tomorrow"),
  U("whats the name of our guide in fes tomorrow"),
  U("how much does it cost to get into the tannery tomorrow"),
  U("what time is breakfast at the fes riad tomorrow"),
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[anyOf(num(9000), /nine thousand/i)]], links: [tripDay(7)] },
  { question: "what even is bou inania", parts: [[/14th|fourteenth/i, /madrasa|school/i]], links: [tripDay(7)] },

  // --- Yesterday (day 5, Wednesday Nov 26) ---
  { question: "where were we last night", parts: [[/zagora|desert camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "whats yesterday's date", parts: [[num(26)]], links: [tripDay(5)] },
  { question: "what was the name of that movie set village yesterday", parts: [[/benhaddou/i]], links: [tripDay(5)] },
  {
    question: "which movies were filmed at the place we stopped at yesterday",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how high was the pass we crossed yesterday", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what time did we leave for the desert yesterday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how much was the desert camp again", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  {
    question: "did the camp price include last night's dinner and this morning's breakfast?",
    parts: [[/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  U("what was the name of the camel guide yesterday"),
  { question: "what was yesterday's theme", parts: [[/sahara desert adventure/i]], links: [tripDay(5)] },

  // --- The days still to come ---
  { question: "how many more days after today", parts: [[num(3)]] },
  { question: "when's chefchaouen, what date", parts: [[num(29)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hours?|hrs?\b/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  {
    question: "which day do ppl start leaving",
    parts: [[anyOf(/day (?:8|eight)/i, /saturday/i, num(29))]],
    links: [tripDay(8), "/faq"],
  },
  { question: "whats chefchaouen's nickname", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "what time do we head back to fes from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip gonna cost"),
  { question: "whats happening on sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  {
    question: "train to casablanca sunday, what time and how long is it",
    parts: [[clock(7, 0)], [num(4), /hours?|hrs?\b/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "rick's cafe lunch time?", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "dress code at rick's cafe", parts: [[/smart casual/i]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe"),
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf/i, /socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time are the airport transfers on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "should i just change my leftover dirhams back at home?", parts: [[/spend/i]], links: [tripDay(9)] },
  { question: "when should i book my flight home for", parts: [[/evening/i]], links: ["/faq"] },
  U("what time is the group flight home"),
  U("is there a hotel in casablanca for sunday night if my flight is monday"),

  // --- Earlier days ---
  { question: "what did we do on monday", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "what happened on the 23rd", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner per person", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the bday dinner", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese[- ]peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "name of the palace dinner place on tuesday", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "how did we pay for the palace dinner, was it prepaid",
    parts: [[/individual|at the restaurant|yourself|your own/i]],
    links: [tripDay(4), "/dinners", "/budget"],
  },
  {
    question: "where was the welcome dinner and how much was the deposit",
    parts: [[/foundouk/i], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/faq", "/budget"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  U("how high did the balloon go"),
  { question: "majorelle and ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  {
    question: "which day was the photographer",
    parts: [[anyOf(/tuesday/i, /day (?:4|four)/i, num(25))]],
    links: [tripDay(4), "/"],
  },
  U("when do we get the pics from the photographer"),
  U("whats the photographer's instagram"),
  { question: "how much is the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how many suites n pools does the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "do we have to pay for villa royale", parts: [[/optional/i, usd(50)]], links: [tripDay(1), "/accommodations", "/budget", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  {
    question: "which night didnt we sleep at the villa",
    parts: [[anyOf(num(26), /wednesday/i, /day (?:5|five)/i), /camp/i]],
    links: ["/accommodations"],
  },
  U("whats the villa's address, need it for an uber"),
  { question: "first night riad name + price", parts: [[/l[- ]?authentic/i], [usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "how much was the airport pickup", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  U("how much is a taxi from fes station to the medina"),

  // --- Money, practicalities, the FAQ, the map and the home page ---
  { question: "how much will the whole trip cost me roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "whats the exchange rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq", "/"] },
  { question: "tourist tax how much", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at resturants here", parts: [[num(15), /%|percent/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out from the atm each time", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "card foreign fees?", parts: [[num(3), /%|percent/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[num(40), num(50)]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "how much should i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "which plug adapter do i need", parts: [[/type\s?c|C\s?\/\s?E|C and E/i]], links: ["/faq", "/"] },
  { question: "what voltage r the sockets", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "what time zone is morocco in", parts: [[/(?:UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  {
    question: "do americans need a visa, and how long can we stay",
    parts: [[/visa[- ]free|no visa|don'?t need|not need/i], [num(90)]],
    links: ["/faq"],
  },
  { question: "how long does my passport need to be valid", parts: [[num(6), /months?/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "is alcohol a thing in fes? can i get a beer", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "is it gonna rain in fes this weekend, do i need an umbrella", parts: [[/rain jacket/i]], links: ["/faq"] },
  { question: "how warm is it usually", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "can non-muslims go inside mosques", parts: [[/hassan ii/i]], links: ["/faq", tripDay(9)] },
  { question: "can i take photos of people in the souks", parts: [[/ask/i]], links: ["/faq"] },
  { question: "should i tip the porters tonight", parts: [[/small change|few dirhams|coins/i]], links: ["/faq", "/budget"] },
  { question: "i have a nut allergy, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color is food on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "whats the churchill quote on the homepage", parts: [[/most lovely spot/i]], links: ["/"] },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]],
    links: ["/"],
  },
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:decided|determined)|vote/i]], links: ["/"] },
  { question: "how long is the trip and what are the dates", parts: [[num(10)], [num(21), num(30)]], links: ["/"] },
  { question: "what time did the trip officially start on day 0", parts: [[clock(11, 0)]], links: ["/faq", tripDay(0)] },
  { question: "what weekday is the 30th", parts: [[/sunday/i]], links: [tripDay(9)] },
  { question: "what was on the 25th", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "good spot for a romantic cocktail in marrakech on the map?", parts: [[/mamounia|nobu/i]], links: ["/map"] },
  U("best hammam in fes?"),
  U("whats the emergency number in morocco"),
  U("nearest pharmacy to our riad in fes"),
  U("who am i sharing a room with in fes tonight"),
  U("does the fes riad have a pool"),
  U("is there a gym at the villa"),
  U("can we go see a football match while we're in fes"),
  U("whats rupa's favorite snack"),
  U("how much is a SIM card at the airport"),
  U("what's the euro exchange rate"),
  U("how long is the flight from casablanca to new york"),
];
