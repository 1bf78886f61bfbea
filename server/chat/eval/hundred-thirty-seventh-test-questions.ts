// HUNDRED-THIRTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:30 on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * Today is Day 4 of the trip (days are numbered 0 to 9), Tuesday, November 25,
 * 2025: "Gardens & Souks", the photo day.
 * - This morning: at 08:30 the group photoshoot with a professional
 *   photographer in the Villa Royale gardens (the "Dress for Photos" tip).
 * - Right now: Jardin Majorelle & Musée YSL (from 11:00, Rue Yves Saint
 *   Laurent, Gueliz; garden $18, Musée YSL $15; timed tickets booked by the host).
 * - This afternoon: at 14:30 guided souk shopping in the Marrakech medina
 *   ($5 per person for the guide; shopping budget $100-$500+).
 * - Tonight: at 20:00 the palace dinner at Dar Yacout in the medina, a
 *   'Special Event' (rooftop aperitif first; paid individually at the
 *   restaurant; dress code dressy, kaftans and djellabas welcome).
 * - The night is spent at Villa Royale.
 *
 * Yesterday was Day 3, Monday, November 24, "Desert Fun": 05:30 hot air balloon
 * over Agafay ($117), 11:00 Agafay desert day (about $40), 17:00 back to the
 * villa, 20:00 private rooftop dinner at Nobu (minimum spend $75).
 *
 * Tomorrow is Day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00
 * over the High Atlas by the Tizi n'Tichka pass, 11:30 Aït Benhaddou, 16:30
 * sunset camel ride in the dunes near Zagora, 19:30 dinner and a night at the
 * desert camp ($95 per person: activities, dinner and breakfast). Tomorrow
 * night is spent at the desert camp in Zagora. The day after (Day 6, Thursday,
 * November 27) is "Journey to Fes": the 15:00 train to Fes ($45, about 6 hours).
 */
export const HUNDRED_THIRTY_SEVENTH_TEST_CLOCK = new Date("2025-11-25T11:30:00Z");

// ---- helpers ----

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const UNITS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0) return [];
  if (n < 20) return [UNITS[n]!];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const unit = n % 10;
    return [unit === 0 ? tens : `${tens}[- ]?${UNITS[unit]}`];
  }
  if (n === 100) return ["a hundred", "one hundred"];
  return [];
}

function digitForms(n: number): string[] {
  const plain = String(n);
  const grouped = n.toLocaleString("en-US");
  return grouped === plain ? [plain] : [plain, grouped];
}

const NOT_AFTER_NUMBER = "(?<!\\d|\\d[.,])";
const NOT_BEFORE_NUMBER = "(?!\\d|[.,]\\d)";

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = digitForms(n).map(esc).join("|");
  const alternatives = [
    `${NOT_AFTER_NUMBER}(?:${digits})${NOT_BEFORE_NUMBER}`,
    ...numberWords(n).map((word) => `\\b${word}\\b`),
  ];
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `(?:${digitForms(n).map(esc).join("|")})(?:\\.00)?`;
  return new RegExp(
    [
      `\\$\\s?${amount}${NOT_BEFORE_NUMBER}`,
      `${NOT_AFTER_NUMBER}${amount}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?${amount}${NOT_BEFORE_NUMBER}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.", "8 in the evening". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  const suffix = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const partOfDay = h < 12 ? "morning" : h < 18 ? "afternoon" : "evening";
  const alternatives = [
    `(?<![\\d:])0?${h}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:])${h12}${minutes}\\s?${suffix}`,
    `(?<![\\d:])${h12}${minutes}\\s?(?:o'?clock\\s?)?in the ${partOfDay}`,
  ];
  if (h >= 18) alternatives.push(`(?<![\\d:])${h12}${minutes}\\s?(?:o'?clock\\s?)?(?:at night|tonight)`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  if (m === 30) alternatives.push(`\\bhalf past ${h12}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** Any one of several forms of the same fact. */
function anyOf(...keys: (string | RegExp)[]): RegExp {
  return new RegExp(keys.map((key) => (typeof key === "string" ? esc(key) : `(?:${key.source})`)).join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtySeventhTestQuestions: TestQuestion[] = [
  // ---- today (Day 4, Tue Nov 25), right now, tonight, tomorrow ----
  { question: "wat r we doing today", parts: [[/majorelle/i, /yacout/i]], links: [tripDay(4)] },
  { question: "where r we rn?? like whats on the schedule right now", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "what time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "where's dinner tonight", parts: [[/yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for tonights dinner??", parts: [[/dressy|best evening outfit|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is tonight's dinner gonna cost me", parts: [[/individual|at the restaurant|your own|yourself/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is the souk thing this afternoon", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "how much is the souk guide", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(4), "/accommodations"] },
  { question: "what did we do this morning again lol", parts: [[/photo ?shoot|photographer/i]], links: [tripDay(4)] },
  { question: "how much r the majorelle + ysl museum tickets", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what time do we leave tmrw morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "where do we sleep tomorrow night", parts: [[/desert camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much is the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  U("whats the wifi password at the villa"),
  U("what's the password to delete photos from the gallery"),
  { question: "ok what abt tmrw", parts: [[/zagora|tichka|a[iï]t[ -]?ben ?haddou|camel|sahara/i]], links: [tripDay(5)] },
  { question: "what did we do yesterday", parts: [[/balloon/i, /nobu/i]], links: [tripDay(3)] },
  { question: "how much was the balloon yesterday", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "whose birthday is this whole trip for", parts: [[/host/i, anyOf(num(30), /thirtieth/i)]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "how many ppl r on this trip", parts: [[num(22)]], links: ["/"] },
  U("what's the host's phone number"),
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "whats the max file size for uploading videos", parts: [[/50\s*MB|50\s*mega/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "i posted a blurry pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  {
    question: "which day was the bday dinner and what time",
    parts: [[anyOf(/day\s*(?:2|two)\b/i, /\b23(?:rd)?\b/, /sunday/i)], [clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "golden bday dress code?", parts: [[/cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  U("who's the photographer today, like whats their insta"),
  U("how much did the photographer cost"),
  { question: "what day of the trip is it today", parts: [[/day\s*(?:4|four)\b/i]], links: [tripDay(4)] },
  { question: "whats todays theme", parts: [[/gardens\s*(?:&|and)\s*souks/i]], links: [tripDay(4)] },
  { question: "what's on thursday", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[num(6), /hours?/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much is the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time's the camel ride tmrw", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what should i wear tomorrow", parts: [[/layers?/i]], links: [tripDay(5)] },
  { question: "whats the film set place we stop at tmrw", parts: [[/a[iï]t[ -]?ben ?haddou/i]], links: [tripDay(5)] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  U("how many hours is the drive to zagora tomorrow"),
  { question: "wait is tonight the desert camp night?", parts: [[anyOf(/tomorrow/i, /wed/i, /\b26(?:th)?\b/)]], links: [tripDay(5), "/accommodations"] },
  { question: "what's the tourist tax", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  U("how much is a sim card at the airport"),
  { question: "are we eating anything special tonight, like what food", parts: [[/pastilla|tagine|couscous/i]], links: [tripDay(4), "/dinners"] },
  // ---- yesterday and the days before ----
  {
    question: "whats the nobu minimum spend, and was that last night?",
    parts: [[usd(75)], [anyOf(/yesterday|last night|monday/i, /\b24(?:th)?\b/)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  { question: "what time was balloon pickup yesterday 😴", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how long were we actually up in the air yesterday", parts: [[/(?:an|one|1)\s*hours?/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what kinda food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  U("who paid for nobu, is the host covering it?"),
  { question: "what was the riad we stayed at the first night", parts: [[/l-?\s?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the riad night", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "welcome dinner where + how much", parts: [[/foundouk/i], [usd(40), num(60)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what time did the trip officially start on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we fly into", parts: [[/menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "how much is the airport transfer and can i pay w card", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "how long from the airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  { question: "what did we do saturday", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "villa contribution how much? is it mandatory", parts: [[usd(50)], [/optional/i]], links: [tripDay(1), "/accommodations", "/budget", "/faq"] },
  { question: "how many suites and pools does the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "what time is checkout at the villa", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "villa check in time?", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "can i get a massage? how much", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  U("does the villa have a gym"),
  U("what's the villa's exact address, need it for my uber"),
  { question: "how far is the villa from downtown", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  U("are there hair dryers in the villa bathrooms"),
  { question: "who do i talk to to book a hammam slot", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "whats the walking tour cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what places did the walking tour go to", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  U("how much is entry to bahia palace"),
  { question: "bar crawl what time and where", parts: [[clock(22, 30)], [/gu[ée]liz|hivernage/i]], links: [tripDay(2)] },
  { question: "is the bar crawl guide free", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  // ---- the days ahead ----
  { question: "what's the day after tomorrow", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what cities does the fes train go thru", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how many nights in fes and how much", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  U("what's the name of the riad in fes"),
  { question: "what's on the 28th", parts: [[/tanner|bou inania|el.?bali|bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time is the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "heard the tannery stinks?? any tip", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  U("how much is entry to the bou inania madrasa"),
  { question: "is the fes plan final?", parts: [[/work in progress/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what's happening the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hours?/i]], links: [tripDay(8)] },
  { question: "what's the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[anyOf(/day\s*(?:8|eight)\b/i, /\b29(?:th)?\b/, /saturday/i)]], links: [tripDay(8), "/faq"] },
  { question: "what time is the train to casablanca on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long fes to casa by train", parts: [[num(4), /hours?/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch and what time", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|socks|knees|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do i fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  U("what's the wifi like at the desert camp"),
  // ---- tomorrow (Day 5, Wed Nov 26) and today, again ----
  U("is there anywhere to charge my phone at the camp tmrw"),
  { question: "what's for dinner at the camp tmrw", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "what time is dinner tomorrow", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "what mountain pass are we crossing tomorrow", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up is the pass tmrw", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "i get carsick, anything i should bring for tmrws drive?", parts: [[/motion.?sickness|tablet/i]], links: [tripDay(5), "/faq"] },
  { question: "what does the camp price include", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what should i pack for the desert camp tomorrow", parts: [[/fleece|layers|scarf|headlamp/i]], links: [tripDay(5), "/faq"] },
  { question: "tmrw is wednesday right? whats the theme", parts: [[/sahara/i]], links: [tripDay(5)] },
  { question: "where exactly is majorelle", parts: [[/gu[ée]liz|rue yves saint laurent/i]], links: [tripDay(4), "/map"] },
  { question: "do we need to buy majorelle tickets ourselves rn?", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "whats next door to the majorelle garden", parts: [[/yves saint laurent|YSL/i]], links: [tripDay(4)] },
  { question: "after the gardens what's next", parts: [[/souk/i]], links: [tripDay(4)] },
  { question: "what time was the photoshoot this morning", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "how much should i budget for shopping this afternoon", parts: [[usd(100), num(500)]], links: [tripDay(4), "/budget"] },
  { question: "how low should i start haggling today", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "tip at dar yacout tonight how much", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "is there a rooftop thing before dinner tonight", parts: [[/ap[ée]ritif|rooftop/i]], links: [tripDay(4), "/dinners"] },
  U("what time does the palace dinner end tonight"),
  U("who's the souk guide this afternoon, whats his name"),
  U("what time is sunset tonight"),
  U("how are we getting to dar yacout tonight, is there a car booked?"),
  { question: "where is dar yacout", parts: [[/medina/i]], links: [tripDay(4), "/dinners"] },
  { question: "what's today's date", parts: [[anyOf(/nov(?:ember)?\.?\s*25/i, /\b25(?:th)?\s*(?:of\s*)?nov/i, /11[/-]25/)]], links: [tripDay(4)] },
  { question: "which day number is tomorrow", parts: [[/day\s*(?:5|five)\b/i]], links: [tripDay(5)] },
  { question: "wait is the palace dinner one of the special ones", parts: [[/special/i]], links: ["/dinners"] },
  { question: "where's the desert camp we're going to tmrw", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "after the camp tmrw night, what time is sunrise breakfast", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  // ---- music, pages, gallery ----
  { question: "the music on the home page is so nice what is it", parts: [[/oud/i]] },
  { question: "how do i mute the music", parts: [[/left/i]] },
  U("what's the name of the song playing on the itinerary pages"),
  { question: "is there a slideshow of everyone's pics", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  U("how much storage does the gallery have left"),
  // ---- the map ----
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "purple pins?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "how many categories are on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "where can i get a good lamb shoulder in marrakech", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i see what stuff should actually cost, like fixed price crafts", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "rooftop lunch spot looking over the spice square?", parts: [[/nomad|caf[ée] des [ée]pices/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  U("best rooftop bar in fes?"),
  // ---- money and practical ----
  { question: "how much will this whole trip cost me roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "what do the fixed costs add up to", parts: [[usd(440), num(480)]], links: ["/budget"] },
  { question: "if i do every optional extra how much is that", parts: [[usd(463)]], links: ["/budget"] },
  { question: "whats the money called and how many do u get for a dollar", parts: [[/dirham|MAD/], [num(10)]], links: ["/budget", "/faq"] },
  { question: "how much cash should i pull out of the atm each time", parts: [[/1[,.]?000/, /2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "card foreign fees usually??", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  U("what's the exchange rate for euros"),
  U("can i pay the host back on venmo"),
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /months?/i]], links: ["/faq"] },
  { question: "plug type + voltage?", parts: [[/C\s*(?:\/|and|&|or)\s*(?:type\s*)?E\b/i], [/220/]], links: ["/faq", "/"] },
  { question: "weather like??", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what time zone is morocco in", parts: [[/(?:UTC|GMT)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how do u say thank you here", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how far ahead do i tell the host about allergies", parts: [[num(2), /weeks?/i]], links: ["/dinners"] },
  U("what emergency number do i call in morocco"),
  // ---- the occasion, the site, Rupa ----
  { question: "who said morocco is 'the most lovely spot in the whole world'", parts: [[/churchill/i]], links: ["/"] },
  { question: "which celebs are quoted on the home page", parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/TBD|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "whats the trip even called lol", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whats on the transportation page", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "what was the entertainment at comptoir darna", parts: [[/danc/i]], links: [tripDay(2), "/dinners"] },
  U("how many ppl fit in each car"),
  U("can i bring my dog"),
  U("which guests are leaving early on the 29th"),
  U("how old is rupa"),
  U("who built this website"),
  U("was there a birthday cake at comptoir darna"),
  U("is the hassan ii mosque tour in english"),
  U("what flight are most ppl on going home"),
  U("whats rupa's favorite snack"),
  U("does the chefchaouen day trip cost extra? how much"),
  // ---- right now, once more ----
  U("is there a dress code for majorelle today"),
  U("what time does the souk shopping end this afternoon"),
  U("how much is a taxi from here to the villa right now"),
  U("is the villa hammam open tonight after dinner"),
  { question: "is the souk cash only this afternoon or can i use card", parts: [[/cash/i]], links: ["/budget", tripDay(0)] },
  { question: "whats tmrw's date", parts: [[anyOf(/nov(?:ember)?\.?\s*26/i, /\b26(?:th)?\s*(?:of\s*)?nov/i, /11[/-]26/)]], links: [tripDay(5)] },
  { question: "ok and tonite??", parts: [[/yacout|palace dinner/i]], links: [tripDay(4), "/dinners"] },
];
