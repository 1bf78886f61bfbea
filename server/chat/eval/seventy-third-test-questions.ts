// SEVENTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:00 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * Today is day 7 of the trip (days are numbered 0 to 9): Friday, Nov 28, "Explore Fes" (/day/7).
 * Its note says the Fes itinerary is still a work in progress: times and stops may change.
 * - This morning: 09:30 guided walk through Fes el-Bali, entering by Bab Bou Jeloud (the Blue Gate)
 *   and following Talaa Kebira past the Al Quaraouiyine mosque and university (founded in 859);
 *   11:30 Bou Inania Madrasa (14th-century Marinid school).
 * - This afternoon: 14:00 Chouara Tannery (a sprig of mint for the smell); already over by now.
 * - Right now (16:00): nothing is scheduled; the next item is dinner.
 * - Tonight: 19:30 riad dinner in Fes (pastilla and slow-cooked tagines in the courtyard, then tea on
 *   the roof). No price and no dress code are given for it.
 * - The night is spent at our riad in Fes el-Bali (3 nights, Nov 27-29, $90 per person in total;
 *   its name and address are not given).
 * Yesterday was day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the dunes and camp breakfast
 * in Zagora, 08:00 drive back to Marrakech, 15:00 train to Fes (about 6 hours by way of Casablanca, Rabat and
 * Meknes, $45 per person), 21:00 check-in at the Fes riad.
 * Tomorrow is day 8, Saturday Nov 29, "Chefchaouen Day Trip": 07:30 drive into the Rif mountains (about four
 * hours), 12:00 the Blue Medina (Plaza Uta el-Hammam, the kasbah, lunch of goat cheese and tagine), 15:00 Ras
 * El Maa and the Spanish Mosque, 17:00 return to Fes. Some guests begin departing (goodbyes at breakfast).
 * The day after, day 9, Sunday Nov 30, "Casablanca & Departure": 07:00 train to Casablanca (about four hours),
 * 12:30 farewell lunch at Rick's Café, 15:00 Hassan II Mosque tour (about $13), 18:00 departure from Mohammed V
 * International Airport (CMN), about 45 minutes from the city.
 */
export const SEVENTY_THIRD_TEST_CLOCK = new Date("2025-11-28T15:00:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern fragment, for 0 to 99; undefined otherwise. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n <= 20) return NUMBER_WORDS[n];
  const tens = TENS[Math.floor(n / 10)];
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${NUMBER_WORDS[unit]}`;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Not preceded by a digit (or a decimal/thousands separator), not followed by more of a number. */
const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?![\\d]|[.,]\\d)";

/** A number in digits (with or without thousands commas) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = [...new Set([String(n), n.toLocaleString("en-US")])].map(escapeRe);
  const alternatives = digits.map((d) => `${NOT_BEFORE}${d}${NOT_AFTER}`);
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = escapeRe(String(n));
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}(?:\\.00)?${NOT_AFTER}`,
      `${NOT_BEFORE}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?${d}${NOT_AFTER}`,
    ].join("|"),
    "i",
  );
}

/** A dollar range: "$40-60", "$40 - $60", "40 to 60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`${NOT_BEFORE}\\$?\\s?${low}\\s*(?:-|–|—|to)\\s*\\$?\\s?${high}${NOT_AFTER}`, "i");
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "noon" for 12:00. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const alternatives = [`(?<![\\d:])0?${h}[:h.]${mm}(?!\\d)`];
  alternatives.push(
    m === 0
      ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${half}\\.?m\\b`
      : `(?<![\\d:])${h12}[:.]${mm}\\s?${half}\\.?m\\b`,
  );
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A duration in hours: "6 hours", "six hours", "6h", "6 hrs". */
function hrs(n: number): RegExp {
  return new RegExp(`(?:${NOT_BEFORE}${n}|\\b${inWords(n)})[\\s-]*(?:hours?|hrs?|h\\b)`, "i");
}

/** A trip day named by its number: "Day 7", "day seven". */
function dayNo(n: number): RegExp {
  return new RegExp(`\\bday\\s*(?:${n}|${inWords(n)})\\b`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const WIP = /work in progress|may change|might change|could change|not final|subject to change|still (?:being )?(?:planned|finali[sz]ed|changing|tentative)/i;

export const seventyThirdTestQuestions: TestQuestion[] = [
  // --- Today, tonight, tomorrow, yesterday (clock: Friday Nov 28, 16:00, day 7) ---
  { question: "yo rupa what day of the trip is it today", parts: [[dayNo(7)]], links: [tripDay(7)] },
  { question: "whats todays theme again", parts: [[/explore fes/i]], links: [tripDay(7)] },
  { question: "what date is it today lol i lost track", parts: [[/\b28(?:th)?\b|twenty[- ]eighth/i]], links: [tripDay(7)] },
  { question: "whats left on the schedule for today", parts: [[/dinner/i, clock(19, 30)]], links: [tripDay(7)] },
  { question: "wat time is dinner tn", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "where r we eating tonight", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "whats on the menu tonite", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "anything after dinner tonight or just bed", parts: [[/tea/i, /roof/i]], links: [tripDay(7)] },
  { question: "are we free rn until dinner? its like 4pm", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "where are we sleeping tonight", parts: [[/fes/i, /riad/i]], links: ["/accommodations", tripDay(7)] },
  { question: "what was the smelly place we went to at 2 this afternoon", parts: [[/chouara|tanner/i]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery today", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "whats the name of that madrasa from this morning", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "how old is the madrasa we saw this morning", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "which gate did we walk in through this morning", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time did the walking tour start this morning, i was late", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "whats the big main street we walked down today called", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "that old university we peeked into today, when was it founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does this medina actually have", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "is the fes medina really car free??", parts: [[/largest/i]], links: [tripDay(7)] },
  { question: "what time do we leave tomorrow morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "where we going tmrw", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how longs the drive to chefchaouen tomorrow", parts: [[hrs(4)]], links: [tripDay(8)] },
  { question: "whats for lunch tomorrow", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats happening at 3pm tomorrow", parts: [[/ras el ma|spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time do we head back to fes tomorrow", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "is tmrw's schedule final or might it change", parts: [[WIP]], links: [tripDay(8)] },
  { question: "are some ppl leaving tomorrow?", parts: [[/\byes\b|some guests|begin(?:s)? departing/i]], links: [tripDay(8)] },
  { question: "when should we say bye to the ppl leaving tmrw", parts: [[/breakfast/i]], links: [tripDay(8)] },
  { question: "what should i wear for chefchaouen tomorrow", parts: [[/knees/i]], links: [tripDay(8)] },
  { question: "what did we do yesterday", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "what time was the train yesterday?", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what time did we check in at the riad last night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "where did we watch the sunrise yesterday", parts: [[/dune|zagora|desert camp/i]], links: [tripDay(6)] },
  { question: "how much was the train yesterday?", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  { question: "how long was the train ride yesterday, felt like forever", parts: [[hrs(6)]], links: [tripDay(6)] },
  { question: "what cities did the train go thru yesterday", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "how many nights are we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "what do we owe for the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "whats the plan for sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time's the train to casa on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how many days are left after today", parts: [[num(2)]] },
  U("what's the name of our riad in fes?"),
  U("whats the address of the fes riad, need it for a delivery"),
  U("what time is breakfast at the riad tomorrow"),
  U("wifi password at the riad pls"),
  U("who exactly is leaving tomorrow? want to say bye"),
  U("what time does the sun set today in fes"),
  U("is there a pharmacy near the riad"),
  U("whos driving us to chefchaouen tmrw, whats the drivers name"),
  U("how much was the guide for the medina walk this morning"),
  U("how much is the chefchaouen trip costing us"),
  U("how much is dinner at the riad tonight"),
  U("is there a dress code for tonights dinner"),
  U("does the fes riad have a pool"),
  U("what time does bou inania close today"),
  U("whats the name of tomorrow's guide in chefchaouen"),
  U("how much should i budget for a taxi to the fes train station on sunday"),
  { question: "can u remind me how many hours the train to casablanca is on sunday", parts: [[hrs(4)]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch on sunday", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  {
    question: "mosque on sunday: how much is it and what do i wear",
    parts: [[usd(13)], [/scarf|socks|shoulders|knees/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "what time is the airport transfer on sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca city", parts: [[/(?:45|forty[- ]five)\s*min/i]], links: [tripDay(9)] },
  { question: "what should i do with my leftover dirhams before the flight", parts: [[/spend/i]], links: [tripDay(9)] },
  { question: "whats the main square in chefchaouen we go to tomorrow", parts: [[/uta el[- ]hammam/i]], links: [tripDay(8)] },
  { question: "whats the red walled thing on the square tmrw", parts: [[/kasbah/i]], links: [tripDay(8)] },
  { question: "tomorrow where do we get the best view of the blue town", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "can ppl flying out early tomorrow skip the drive back to fes", parts: [[/transfer/i]], links: [tripDay(8)] },
  { question: "is it gonna rain in fes or chefchaouen, do i need a jacket", parts: [[/rain jacket|light jacket|shower/i]], links: ["/faq"] },
  { question: "what was the theme of yesterday", parts: [[/journey to fes/i]], links: [tripDay(6)] },
  { question: "what's tomorrow called on the itinerary", parts: [[/chefchaouen day trip/i]], links: [tripDay(8)] },
  { question: "whats chefchaouen's nickname, the blue something", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "which mountains are we driving into tomorrow", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "what did we do the day before yesterday", parts: [[/camel|desert camp|zagora|sahara/i]], links: [tripDay(5)] },
  { question: "on thursday what time did we leave the camp", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  // --- Rupa, the host, the occasion ---
  { question: "whats ur name", parts: [[/rupa/i]] },
  { question: "rupa what are you exactly lol", parts: [[/goat/i]] },
  { question: "where's the chat thing on the page if i close it", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  U("rupa how old are u"),
  U("rupa what's your favourite food"),
  { question: "what are we celebrating again", parts: [[/30th|thirtieth|golden birthday/i]], links: ["/"] },
  { question: "whose birthday is it", parts: [[/host/i]] },
  { question: "how old is the host turning", parts: [[num(30)]] },
  U("what's the host's name"),
  U("whats the host's number, need to text them"),
  { question: "who do i tell about my nut allergy for the dinners", parts: [[/host/i]], links: ["/dinners"] },
  { question: "what's this trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are there on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what's the subtitle on the trip site", parts: [[/a marrakech adventure/i]], links: ["/"] },
  { question: "what day was the actual birthday dinner", parts: [[/\bday\s*(?:2|two)\b|\b23(?:rd)?\b|sunday/i]], links: [tripDay(2), "/dinners"] },
  // --- Gallery, uploads, music and the site's pages ---
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit for videos", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "do i need to put my name when i upload", parts: [[/optional|don'?t (?:have|need)|not required|no need/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete pics"),
  { question: "i tried to upload 12 videos and it said too many files, why", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i save a photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can i upload videos too or only photos", parts: [[/\byes\b|you can/i]], links: ["/gallery"] },
  U("how many photos are in the gallery right now"),
  U("who has uploaded the most pics so far"),
  { question: "is there a slideshow i can put on the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("when will the photographer's pictures from tuesday be ready"),
  { question: "how do i mute the music", parts: [[/bottom[- ]left/i]] },
  U("what's the name of the song on the home page"),
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  { question: "the faq music is the same as which other page", parts: [[/\bmap\b/i]], links: ["/map", "/faq"] },
  { question: "does the gallery have music", parts: [[/\bno\b|doesn'?t|does not|paus|silent/i]], links: ["/gallery"] },
  U("can i download the background music"),
  { question: "where is the budget info on the site", parts: [[/budget/i]], links: ["/budget"] },
  U("when will the transportation page actually be updated"),
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "pink pins on the map = ?", parts: [[/romantic/i]], links: ["/map"] },
  { question: "how many categories does the map legend have", parts: [[num(7)]], links: ["/map"] },
  { question: "any rooftop place over the spice square on the map", parts: [[/nomad/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/\bTBD\b|to be (?:decided|determined|confirmed|announced)/i]], links: ["/"] },
  { question: "how many faq categories are there", parts: [[num(8)]], links: ["/faq"] },
  { question: "where is hammam de la rose", parts: [[/dar el bacha/i]], links: ["/map"] },
  { question: "where can i see fixed prices for crafts so i know what to pay", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "any tip for al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  // --- Earlier days ---
  { question: "what did we do on the 25th", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "who joined us tuesday morning", parts: [[/photographer/i]], links: [tripDay(4)] },
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what was the palace dinner restaurant called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what was the balloon price", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "where was the nobu dinner and what was the min spend", parts: [[/rooftop|hivernage/i], [usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what night did we sleep in the desert", parts: [[/wednesday|\b26(?:th)?\b/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what was that ksar we stopped at on the way to the desert", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "what movies was ait benhaddou in", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[/2,?200|2\.2\s*km/i]], links: [tripDay(5)] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  // --- Practical, money, stays and dinners ---
  { question: "what time did the trip officially start on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "what airport did we fly into", parts: [[/menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "do americans need a visa", parts: [[/visa[- ]free|no visa|(?:don'?t|do not) need a visa/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type c|C\/E/i]], links: ["/faq"] },
  { question: "whats the voltage here", parts: [[/220/]], links: ["/faq"] },
  { question: "how many dirhams is a dollar", parts: [[/(?<![\d.,])10\s*(?:MAD|dirhams?|DH)/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*(?:-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax per night", parts: [[/28\s*(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40\s*(?:-|–|to)\s*50\s*%/i]], links: ["/faq", "/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[/\$?100\s*(?:-|–|to)\s*\$?500/i]], links: ["/budget"] },
  { question: "what are the card foreign fees like", parts: [[/1\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "can i drink the tap water here", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is there alcohol in morocco lol", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do i say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "how much was the hammam and who do i book it with", parts: [[usd(60)], [/host/i]], links: [tripDay(1), "/faq"] },
  { question: "villa: how many suites and how many pools", parts: [[num(13)], [num(2)]], links: ["/accommodations"] },
  { question: "what was the villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "is the villa contribution mandatory", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "how much was breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /per car|a car|each car/i]], links: [tripDay(0), "/faq"] },
  { question: "welcome dinner price and deposit?", parts: [[usdRange(40, 60)], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "roughly how much is this whole trip gonna cost me", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "whats the name of the first riad we stayed at", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the bar crawl", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what cuisine was nobu", parts: [[/japanese[- ]peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how far is the villa from town", parts: [[/20\s*(?:-|–|to)\s*25\s*min/i]], links: ["/accommodations", "/faq"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "whats the weather usually like", parts: [[/15\s*(?:-|–|to)\s*25/i]], links: ["/faq", "/"] },
  // --- More on the present ---
  { question: "is the fes itinerary locked in or still changing", parts: [[WIP]], links: [tripDay(7)] },
  { question: "what day of the week is it tmrw and what day number", parts: [[/saturday/i], [dayNo(8)]], links: [tripDay(8)] },
  { question: "what time did we get to the madrasa this morning", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "what's on the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  // --- Not on the site ---
  U("what's the name of the desert camp we stayed at"),
  U("is there a gym at villa royale"),
  U("which airline should i book home"),
  U("whats ricks cafe phone number, want to request a song on the piano"),
  U("how much is the farewell lunch at ricks"),
  U("is there luggage storage in casablanca before the flight"),
  U("does the fes riad do laundry"),
  U("can we squeeze in a cooking class in fes tomorrow night"),
  U("how many steps up to the spanish mosque"),
  U("what's the host's venmo for the villa contribution"),
  U("whats the exact forecast for chefchaouen tomorrow, like degrees"),
  U("whats our train car number on sunday"),
];
