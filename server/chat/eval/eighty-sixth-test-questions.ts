// EIGHTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:00 noon on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * Today is day 9 of the trip, the last one: Sunday, November 30, "Casablanca & Departure" (/day/9).
 * - This morning: check out of the riad in Fes and the 07:00 train from Fès station to
 *   Casa-Voyageurs in Casablanca, about four hours (travel clothes, passport and tickets close).
 * - Right now: arriving in Casablanca; next up, at 12:30, the farewell lunch at Rick's Café,
 *   Boulevard Sour Jdid (smart casual; a tribute to the film Casablanca, with a piano).
 * - This afternoon: 15:00 guided tour of the Hassan II Mosque, Boulevard Sidi Mohammed Ben Abdallah,
 *   about $13 per person (shoulders, arms and knees covered, a light scarf and socks; minaret of
 *   about 210 metres, built partly over the ocean).
 * - Tonight: 18:00 departure transfers to Mohammed V International Airport (CMN), about 45 minutes
 *   from the city, and flights home (spend your last dirhams first). The day carries the note that the
 *   Fes itinerary is still a work in progress.
 * - Tonight's night: no stay is booked (the Fes riad's three nights were Nov 27-29); the squad flies home.
 * - Yesterday: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive into the Rif
 *   mountains (about four hours), 12:00 the Blue Medina and Plaza Uta el-Hammam (goat cheese lunch),
 *   15:00 Ras El Maa and the Spanish Mosque, 17:00 return to Fes; some guests began departing.
 *   The night was spent at the riad in Fes el-Bali.
 * - Tomorrow: Monday, December 1, after the trip (Nov 21-30, 2025): nothing is planned.
 */
export const EIGHTY_SIXTH_TEST_CLOCK = new Date("2025-11-30T11:00:00Z");

type Key = string | RegExp;

const NUMBER_WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  8: "eight",
  9: "nine",
  10: "ten",
  13: "thirteen",
  20: "twenty",
  22: "twenty[- ]?two",
  28: "twenty[- ]?eight",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
  50: "fifty",
  90: "ninety",
};

/** The digits of n, with an optional thousands separator ("9000", "9,000", "9 000"). */
function digitsPattern(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\u202f ]?");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<!\\d|\\d[.,])${digitsPattern(n)}(?!\\d|[.,]\\d)`;
  const word = NUMBER_WORDS[n];
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = digitsPattern(n);
  return new RegExp(
    `(?:US)?\\$\\s?${d}(?:\\.00)?(?!\\d|[.,]\\d)` +
      `|(?<!\\d|\\d[.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b` +
      `|\\bUSD\\s?${d}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const other = h < 12 ? "p" : "a";
  const alts = [`(?<!\\d)0?${h}[:h.]${mm}(?!\\d)(?!\\s*${other}\\.?\\s?m\\b)`];
  const minutes = m === 0 ? `(?:[:.]00)?` : `[:.]${mm}`;
  alts.push(`(?<!\\d|\\d[:.])${h12}${minutes}\\s*${half}\\.?\\s?m\\b`);
  if (h === 12 && m === 0) alts.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alts.join("|"), "i");
}

/** A range such as "40-50%", "$40-60", "20 to 25", "1,000-2,000". */
function span(a: number, b: number): RegExp {
  return new RegExp(
    `(?<!\\d|\\d[.,])${digitsPattern(a)}\\s*%?\\s*(?:-|–|—|to|and)\\s*(?:US)?\\$?\\s?${digitsPattern(b)}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A November date: "Nov 30", "November 30th", "30 Nov", "the 30th of November". */
function nov(d: number): RegExp {
  return new RegExp(`\\bNov(?:ember)?\\.?\\s*${d}(?!\\d)|(?<!\\d)${d}(?:st|nd|rd|th)?\\s*(?:of\\s*)?Nov`, "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), "i");
}

/** The day's page. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the content answers: one list of keys per part. */
function A(question: string, parts: Key[][], links?: string[]): TestQuestion {
  return links ? { question, parts, links } : { question, parts };
}

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const RICKS = /Rick'?s/i;
const HASSAN = /Hassan\s*(?:II|2)/i;
const TRIP_END = anyOf(nov(30), /21\s*(?:-|–|to)\s*30/i);

export const eightySixthTestQuestions: TestQuestion[] = [
  // --- Today, day 9 (Sunday, Nov 30): Casablanca & Departure ---
  A("yo rupa what day of the trip r we on", [[num(9)]], [tripDay(9)]),
  A("whats todays date again, lost track lol", [[nov(30)]], [tripDay(9)]),
  A("what's the theme today", [[/Casablanca/i, /Depart/i]], [tripDay(9)]),
  A("whats the plan for today in casa?", [[RICKS, HASSAN]], [tripDay(9)]),
  A("what time was the train to casablanca this morning", [[clock(7, 0)]], [tripDay(9)]),
  A("how long is the train ride from fes to casa", [[num(4)]], [tripDay(9), "/faq"]),
  A("which station does our train get into in casablanca?", [[/Casa[- ]?Voyageurs/i]], [tripDay(9), "/faq"]),
  A("where's lunch today", [[RICKS]], [tripDay(9)]),
  A("what time is lunch at ricks", [[clock(12, 30)]], [tripDay(9)]),
  A("ricks cafe dress code?? can i wear my flip flops", [[/smart casual/i]], [tripDay(9)]),
  A("whats the address for rick's cafe", [[/Sour Jdid/i]], [tripDay(9)]),
  A("what time's the mosque tour this afternoon", [[clock(15, 0)]], [tripDay(9)]),
  A("how much is the hassan ii mosque tour", [[usd(13)]], [tripDay(9), "/budget", "/faq"]),
  A("what do i need to wear for the mosque later?", [[/knees|shoulders/i]], [tripDay(9), "/faq"]),
  A("how tall is the minaret at hassan 2", [[num(210)]], [tripDay(9)]),
  A("what will we actually see on the mosque tour", [[/prayer hall/i]], [tripDay(9)]),
  A("non muslims can go inside the mosque today right?", [[anyOf(/guided tours?/i, /\byes\b/i)]], [tripDay(9), "/faq"]),
  A("wait is the mosque actually on the water", [[/ocean|Atlantic/i]], [tripDay(9), "/map"]),
  A("what time do we leave for the airport tonite", [[clock(18, 0)]], [tripDay(9)]),
  A("which airport are we flying out of tonight", [[/Mohammed V|CMN/i]], [tripDay(9), "/faq"]),
  A("how long does it take to get to the airport from casa", [[num(45), /min/i]], [tripDay(9)]),
  A("what should i do w my leftover dirhams before flying", [[/spend/i]], [tripDay(9)]),
  A("whats after lunch today", [[HASSAN]], [tripDay(9)]),
  A("is today's schedule final or could it still change", [[/work in progress|may change|could change|subject to change/i]], [tripDay(9)]),
  A("what do i need to keep on me on the train today", [[/passport/i]], [tripDay(9)]),
  A("lunch today: what time + whats the dress code", [[clock(12, 30)], [/smart casual/i]], [tripDay(9)]),
  A("mosque tour time and cost pls", [[clock(15, 0)], [usd(13)]], [tripDay(9)]),

  // --- Yesterday, day 8 (Saturday, Nov 29): Chefchaouen Day Trip ---
  A("what did we do yesterday again? my brain is mush", [[/Chefchaouen/i]], [tripDay(8)]),
  A("what was the name of the waterfall spring thing yesterday", [[/Ras El[- ]?Maa/i]], [tripDay(8)]),
  A("which mosque did we hike up to yesterday for the view", [[/Spanish Mosque/i]], [tripDay(8)]),
  A("how long was the drive to chefchaouen yesterday", [[num(4)]], [tripDay(8)]),
  A("what time did we leave fes yesterday morning", [[clock(7, 30)]], [tripDay(8)]),
  A("name of the main square in chefchaouen?", [[/Uta el[- ]?Hammam/i]], [tripDay(8)]),
  A("what was the local speciality we had for lunch yesterday", [[/goat cheese/i]], [tripDay(8)]),
  A("yesterday was day what, and what was the theme", [[num(8)], [/Chefchaouen/i]], [tripDay(8)]),
  A("what mountains is chefchaouen in", [[/Rif/i]], [tripDay(8)]),
  A("whats chefchaouen's nickname, the something pearl?", [[/blue pearl/i]], [tripDay(8)]),
  A("what time did we head back from chefchaouen", [[clock(17, 0)]], [tripDay(8)]),
  A("some ppl already left yesterday right? which day did departures start", [[anyOf(/day\s*8/i, nov(29), /yesterday|saturday/i)]], [tripDay(8)]),

  // --- Today, not on the site ---
  U("what's my flight number tonight?"),
  U("how much is lunch at rick's cafe per person?"),
  U("what's the weather in casablanca today?"),
  U("is there somewhere to leave our luggage during the mosque tour?"),
  U("what time does the mosque tour finish?"),
  U("how much is the airport transfer tonight from casa to CMN?"),
  U("which terminal do we fly out of at CMN"),
  U("who's paying for the farewell lunch today, is it covered?"),
  U("what's the name of our guide for the hassan ii mosque?"),
  U("what time does rick's cafe close tonight"),
  U("how many of us are still here for the last day"),
  U("how do we get from casa voyageurs station to rick's cafe?"),
  U("what's the wifi password at rick's"),
  U("how much was the train ticket to casablanca this morning?"),
  U("my flight's tomorrow morning, which hotel in casa are we staying at tonight?"),
  U("what's on the menu at rick's cafe"),

  // --- The present moment, more ---
  A("whats the weekday today and which day # is it", [[/Sunday/i], [num(9)]], [tripDay(9)]),
  A("anything planned for tomorrow?", [[anyOf(nov(30), /\blast\b|\bfinal\b|\bends?\b|\bended\b|\bover\b|\bwraps?\b/i)]], [tripDay(9)]),
  A("tomorrow's dec 1 - when does the trip officially end?", [[TRIP_END]], ["/", tripDay(9)]),
  A("what should i wear on the train today", [[/comfortable|warm layer/i]], [tripDay(9)]),
  A("what boulevard is the mosque on", [[/Sidi Mohammed Ben Abdallah/i]], [tripDay(9)]),
  A("can i wear shorts to the mosque this afternoon?", [[/knees/i]], [tripDay(9), "/faq"]),
  A("whats the airport code for where we fly out tonight", [[/CMN/i]], [tripDay(9), "/faq"]),
  A("is it ok if my flight home is tonight? whats the earliest the site says to book", [[/evening/i]], ["/faq", tripDay(9)]),
  A("where did we sleep last night", [[/Fes/i]], [tripDay(8), "/accommodations"]),
  A("how many nights were we at the fes riad in total", [[num(3)]], ["/accommodations", "/budget"]),
  A("what was the tannery called, the day before yesterday", [[/Chouara/i]], [tripDay(7)]),
  A("what time was dinner at the riad on friday the 28th", [[clock(19, 30)]], [tripDay(7)]),
  A("which page has today's plan? link pls", [[/\/day\/9/i]], [tripDay(9)]),
  A("how far is the airport from the city, and what time are the transfers", [[num(45)], [clock(18, 0)]], [tripDay(9)]),
  A("whats the deal with the transportation page, still nothing?", [[/coming soon|being finali[sz]ed/i]], ["/transportation"]),
  A("how did we get to casablanca this morning? train or car", [[/train/i]], [tripDay(9), "/faq"]),
  A("whats the exchange rate again, want to spend my last dirhams", [[num(10)]], ["/budget", "/faq"]),
  A("how much should i tip at lunch today", [[span(10, 15)]], ["/budget", "/faq"]),
  A("which cards work best in morocco", [[/Visa/i, /Mastercard/i]], ["/budget"]),
  A("is the hassan ii mosque on the map page? what colour pin", [[/red|Must[- ]See/i]], ["/map"]),
  A("can i drink the tap water in casa", [[/bottled|filtered/i]], ["/faq"]),

  // --- Fes, days 6 and 7 ---
  A("what was the name of the fes medina gate we went in through on the 28th", [[/Bou Jeloud|Blue Gate/i]], [tripDay(7)]),
  A("the madrasa in fes, what was it called", [[/Bou Inania/i]], [tripDay(7)]),
  A("how old is al quaraouiyine? when was it founded", [[num(859)]], [tripDay(7)]),
  A("how many lanes does fes el bali have", [[num(9000)]], [tripDay(7)]),
  A("what did they hand us at the tannery for the smell", [[/mint/i]], [tripDay(7)]),
  A("what time did the fes medina walk start on the 28th", [[clock(9, 30)]], [tripDay(7)]),
  A("what time did we get to the fes riad on thursday night", [[clock(21, 0)]], [tripDay(6)]),
  A("fes train: how much and how many hours", [[usd(45)], [num(6)]], [tripDay(6), "/budget", "/faq"]),
  U("what's the name of the riad we stayed at in fes?"),
  U("how much did the chefchaouen day trip cost"),
  U("what was our fes guide's name"),
  U("what time did we check out of the fes riad this morning"),
  U("did the host book first class on the casablanca train"),
  // --- Marrakech and the desert, days 0 to 5 ---
  A("when did the trip start, what time was arrival on the 21st", [[clock(11, 0)]], [tripDay(0), "/", "/faq"]),
  A("what airport did we fly into", [[/Menara|RAK/i]], [tripDay(0), "/faq"]),
  A("how much was the airport transfer", [[usd(45), /car/i]], [tripDay(0), "/budget", "/faq"]),
  A("name of the first riad?", [[/L[- ]?Authentic/i]], [tripDay(0), "/accommodations"]),
  A("riad first night price", [[usd(45)]], [tripDay(0), "/accommodations", "/budget"]),
  A("where was the welcome dinner and how much", [[/Foundouk/i], [span(40, 60)]], [tripDay(0), "/dinners"]),
  A("welcome dinner deposit?", [[usd(20)]], [tripDay(0), "/dinners", "/budget"]),
  A("what % do i start haggling at", [[span(40, 50)]], [tripDay(0), "/faq", "/budget"]),
  A("what time is checkin at villa royale", [[clock(15, 0)]], [tripDay(1), "/accommodations", "/faq"]),
  A("and check out at the villa?", [[clock(11, 0)]], ["/accommodations", "/faq"]),
  A("hammam + massage price", [[usd(60)]], [tripDay(1), "/faq", "/budget"]),
  A("how many suites at the villa", [[num(13)]], ["/accommodations", "/faq"]),
  A("how many pools did villa royale have", [[num(2)]], ["/accommodations", "/faq"]),
  A("how big was the villa property", [[/1\.4/i, /hectare/i]], ["/accommodations", "/faq"]),
  A("how far is villa royale from downtown", [[anyOf(span(20, 25), num(20)), /min/i]], ["/accommodations", "/faq"]),
  A("do i have to pay for the villa", [[usd(50), /optional/i]], [tripDay(1), "/accommodations", "/budget", "/faq"]),
  A("villa brekkie price?", [[usd(10)]], [tripDay(2), "/faq", "/budget"]),
  A("whats the name of the birthday dinner place", [[/Comptoir Darna/i]], [tripDay(2), "/dinners"]),
  A("bday dinner cost per person", [[span(100, 120)]], [tripDay(2), "/dinners", "/budget"]),
  A("dress code for the birthday dinner on sunday the 23rd", [[/gold/i]], [tripDay(2), "/dinners", "/faq"]),
  A("what time did the bar crawl kick off", [[clock(22, 30)]], [tripDay(2)]),
  A("bar crawl guide cost", [[usd(10)]], [tripDay(2), "/budget"]),
  A("which palace did the walking tour go to", [[/Bahia/i]], [tripDay(2)]),
  A("balloon pickup time on day 3", [[clock(5, 30)]], [tripDay(3), "/faq"]),
  A("how much was the hot air balloon", [[usd(117)]], [tripDay(3), "/faq", "/budget"]),
  A("how long were we up in the balloon", [[/\b(?:an|one|1)\s*hour/i]], [tripDay(3)]),
  A("agafay desert day price", [[usd(40)]], [tripDay(3), "/budget"]),
  A("how far is agafay from marrakech", [[num(40), /min/i]], [tripDay(3), "/map"]),
  A("nobu minimum spend?", [[usd(75)]], [tripDay(3), "/dinners", "/budget"]),
  A("what kind of food is nobu", [[/Japanese/i, /Peruvian/i]], [tripDay(3), "/dinners"]),
  A("what day was the photographer, weekday pls", [[/Tuesday/i]], [tripDay(4), "/"]),
  A("what colours look best in the photos", [[/jewel/i]], ["/", tripDay(4)]),
  A("majorelle and ysl museum prices", [[usd(18)], [usd(15)]], [tripDay(4), "/budget"]),
  A("palace dinner restaurant name", [[/Dar Yacout/i]], [tripDay(4), "/dinners"]),
  A("how did we pay for the palace dinner", [[/individual/i]], [tripDay(4), "/dinners"]),
  A("souk guide price on the 25th", [[usd(5)]], [tripDay(4), "/budget"]),
  A("mountain pass we drove over to the desert?", [[/Tichka/i]], [tripDay(5), "/faq"]),
  A("how high up is that pass", [[/2[,.\s]?200/i]], [tripDay(5)]),
  A("ait benhaddou was in what movies", [[/Gladiator|Game of Thrones/i]], [tripDay(5)]),
  A("desert camp price and whats included", [[usd(95)], [/dinner/i, /breakfast/i]], [tripDay(5), "/accommodations", "/budget"]),
  A("what time was the camel ride on the 26th", [[clock(16, 30)]], [tripDay(5)]),
  A("what town was the desert camp near", [[/Zagora/i]], [tripDay(5), "/accommodations"]),
  U("what was the name of the desert camp?"),
  U("how much was the quad biking on its own"),
  U("whats the villa wifi password"),
  // --- Practicalities (FAQ, budget) ---
  A("do americans need a visa for morocco", [[num(90)]], ["/faq"]),
  A("how long does my passport need to be valid for", [[num(6), /month/i]], ["/faq"]),
  A("which plug adapter do i need", [[/C\s*(?:\/|and|or|&|,)\s*(?:Type\s*)?E\b/i]], ["/faq", "/"]),
  A("voltage in morocco?", [[num(220)]], ["/faq", "/"]),
  A("whats the tourist tax", [[anyOf(num(28), /2\.75/i)]], ["/budget", "/faq"]),
  A("how much should i take out at the atm each time", [[span(1000, 2000)]], ["/budget", "/faq"]),
  A("foreign card fees usually how much", [[span(1, 3)]], ["/budget", "/faq"]),
  A("what languages do ppl speak there", [[/Darija|Arabic/i]], ["/faq"]),
  A("how do u say thank you in darija", [[/shukran/i]], ["/faq"]),
  A("is alcohol a thing there", [[/licensed/i]], ["/faq"]),
  A("what time zone is morocco in", [[/(?:UTC|GMT)\s*\+\s*1/i]], ["/faq"]),
  A("is travel insurance needed", [[/recommended/i]], ["/faq"]),
  A("weather temps?", [[span(15, 25)]], ["/", "/faq"]),
  A("when do i need to tell the host about my allergies", [[/two weeks|2 weeks/i]], ["/dinners"]),

  // --- The map ---
  A("what do the purple pins on the map mean", [[/Cultural/i]], ["/map"]),
  A("where can i do a cooking class, from the map", [[/Maison Arabe/i]], ["/map"]),
  A("the place where u order the lamb shoulder a day ahead?", [[/Al Fassia/i]], ["/map"]),
  A("where's the churchill bar", [[/Mamounia/i]], ["/map"]),

  // --- The site, Rupa, the host, the occasion, music ---
  A("whats this site even called", [[/Golden Goat Getaway/i]], ["/"]),
  A("who even is rupa", [[/goat/i]]),
  A("where's the chat button on the page", [[/bottom[- ]right/i]], ["/faq"]),
  A("what are we celebrating on this trip", [[num(30), /birthday/i]], ["/"]),
  A("whose bday is it anyway", [[/host/i]], ["/"]),
  A("how many of us in the squad", [[num(22)]], ["/"]),
  A("which famous ppl are quoted on the home page", [[/Churchill/i, /Saint Laurent|YSL/i, /Wharton/i]], ["/"]),
  A("how do i mute the music", [[/bottom[- ]left/i]]),
  A("what kind of music is on the home page", [[/oud/i]]),
  A("is there a page with all the big dinners", [[/\/dinners|dinners page/i]], ["/dinners"]),
  A("how many featured dinners r there", [[num(4)]], ["/dinners"]),
  A("ballpark, what does the whole trip cost per person", [[num(440), num(943)]], ["/budget"]),
  A("when was the trip, start and end dates", [[nov(21)], [TRIP_END]], ["/"]),

  // --- Photos and videos ---
  A("how do i upload my pics and vids", [[/gallery/i]], ["/gallery"]),
  A("how many photos can i upload at once", [[num(10)]], ["/gallery"]),
  A("max file size for a video upload", [[num(50), /MB|megabytes?/i]], ["/gallery"]),
  A("do i have to put my name when i upload", [[/optional/i]], ["/gallery"]),
  A("how do i delete a photo i uploaded by mistake", [[/password/i]], ["/gallery"]),
  A("is there a slideshow of everyone's pics for the big screen", [[/slideshow/i]], ["/slideshow"]),

  // --- Not on the site ---
  U("what's the password to delete photos in the gallery?"),
  U("what's the host's phone number"),
  U("what's the host's actual name?"),
  U("what's the name of the song on the home page"),
  U("who is rupa the goat named after?"),
  U("how many photos are in the gallery right now"),
  U("what was the name of the photographer on tuesday"),
  U("when will we get the photos from the photoshoot"),
  U("is there a gym at villa royale"),
  U("what was the name of the first bar on the bar crawl"),
  U("how much does a camel ride in the palmeraie cost"),
  U("does nobu have vegan options"),
  U("what's the host's instagram"),
  U("can i get my welcome dinner deposit back if i didn't go"),
  U("how many people fit in the hassan ii mosque"),
  U("what year did rick's cafe open"),
  U("is there a luggage weight limit on the train to casa"),
];
