// SIXTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixtieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1 in November): 15:30 on Tuesday, November 25, 2025.
 *
 * - Today is day 4 of the trip (days are numbered 0 to 9, so it is the fifth day),
 *   Tuesday, November 25: "Gardens & Souks", the photo day.
 * - This morning: 08:30 group photoshoot with a professional photographer in the
 *   Villa Royale gardens; 11:00 Jardin Majorelle & Musée YSL in Gueliz (garden $18,
 *   museum $15; timed tickets booked by the host).
 * - Now (15:30): the Guided Souk Shopping that began at 14:30 in the souks of the
 *   Marrakech medina ($5 per person for the guide; shopping budget $100-$500+).
 * - This afternoon: the souks; the afternoon ends there.
 * - Tonight: 20:00 Palace Dinner at Dar Yacout in the medina (a "Special Event" on the
 *   dinners page): rooftop aperitif first, traditional Moroccan feast, musicians,
 *   paid individually at the restaurant, dress code dressy (kaftans and djellabas welcome).
 * - The night is spent at Villa Royale (home for nights of days 1 to 4; its fifth
 *   listed night is the desert camp's).
 * - Yesterday: day 3, Monday, November 24, "Desert Fun": 05:30 hot air balloon over the
 *   Agafay desert ($117, about an hour in the air), 11:00 Agafay desert day (about $40),
 *   17:00 back to the villa, 20:00 private rooftop dinner at Nobu (minimum spend $75).
 * - Tomorrow: day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00 over the
 *   High Atlas by the Tizi n'Tichka pass (more than 2,200 metres), 11:30 Aït Benhaddou,
 *   16:30 sunset camel ride near Zagora, 19:30 dinner and a night at the desert camp in
 *   Zagora ($95 per person: activities, dinner and breakfast).
 * - The day after (day 6, Thursday, November 27, "Journey to Fes"): 06:30 sunrise over the
 *   dunes, 08:00 drive back to Marrakech, 15:00 train to Fes (about 6 hours, $45),
 *   21:00 check in at the riad in Fes el-Bali.
 */
export const SIXTIETH_TEST_CLOCK = new Date("2025-11-25T14:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number below 100 in words, as a pattern ("twenty-two", "twenty two"); undefined otherwise. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)];
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[-\\s]?${ONES[ones]}`;
}

/** A number's digits as a pattern, with an optional thousands comma ("9000" or "9,000"). */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

const NOT_AFTER_DIGIT = "(?<![\\d.,])";
const NOT_BEFORE_DIGIT = "(?![\\d]|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const inDigits = `${NOT_AFTER_DIGIT}${digits(n)}${NOT_BEFORE_DIGIT}`;
  const words = inWords(n);
  return new RegExp(words === undefined ? inDigits : `${inDigits}|\\b${words}\\b`, "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}(?:\\.00)?${NOT_BEFORE_DIGIT}`;
  return new RegExp(
    `\\$\\s?${amount}|${NOT_AFTER_DIGIT}${amount}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b|\\bUSD\\s?${amount}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (minutes optional on the hour). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const notEvening = h < 12 ? "(?!\\s?p\\.?\\s?m\\b)" : "";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const twentyFour = `(?<![\\d:])${h24}[:h.]${mm}(?!\\d)${notEvening}`;
  const twelve = `(?<![\\d:])${h12}(?:[:.]${mm})${m === 0 ? "?" : ""}\\s?${meridiem}`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const sixtiethTestQuestions: TestQuestion[] = [
  // ---- Right now, today (day 4, Tuesday Nov 25, 15:30) ----
  { question: "wat are we doing rn", parts: [[/souk/i]], links: [tripDay(4)] },
  { question: "where's dinner tonight?", parts: [[/Dar Yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  {
    question: "dress code for tonight pls, i only packed jeans lol",
    parts: [[/kaftan|djellaba|dressy|best evening outfit/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much is dinner tonight, is it prepaid?",
    parts: [[/individual|pay (?:for it )?yourself|your own|at the restaurant/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "r there drinks somewhere before the palace dinner",
    parts: [[/aperitif|apéritif|rooftop/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what kind of food is tonights place", parts: [[/Moroccan/i]], links: [tripDay(4), "/dinners"] },
  { question: "where r we sleeping tonight", parts: [[/Villa Royale/i]], links: ["/accommodations"] },
  { question: "wats tomorrow", parts: [[/Zagora|desert camp|Sahara/i]], links: [tripDay(5)] },
  { question: "what time do we leave tmrw", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  {
    question: "where do we sleep tomorrow night",
    parts: [[/desert camp|Zagora|Berber tent/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "how much is the camp tmrw and does it include food",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "what did we do yesterday morning again, my brain is fried",
    parts: [[/balloon/i]],
    links: [tripDay(3)],
  },
  { question: "name of the rooftop place from last night?", parts: [[/Nobu/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "how much was the balloon yesterday, i owe someone $$",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  { question: "what day of the trip are we on", parts: [[/day\s?(?:4|four)\b/i]], links: [tripDay(4)] },
  { question: "whats today's theme called", parts: [[/Gardens\s?(?:&|and)\s?Souks/i]], links: [tripDay(4)] },
  {
    question: "overslept and missed this morning 😭 what did everyone do",
    parts: [[/photo ?shoot|photographer/i, /Majorelle/i]],
    links: [tripDay(4)],
  },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "what time was the photographer here this morning", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "souk guide this afternoon, do we pay for it?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  {
    question: "what time did the souk thing start, can i still catch up",
    parts: [[clock(14, 30)]],
    links: [tripDay(4)],
  },
  U("does the souk guide speak english?"),
  U("what time do we leave the villa for dinner tonight"),
  U("how long does it take to get from the villa to dar yacout"),
  U("whats the photographer's insta"),
  U("when do we get the pics from this mornings shoot"),
  { question: "what do i wear for tmrw's drive", parts: [[/layer/i]], links: [tripDay(5)] },
  {
    question: "any stops on the way to the desert tomorrow?",
    parts: [[/A[iï]t[- ]?Ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  { question: "what time is the camel ride tmrw", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how high does the mountain pass go tomorrow", parts: [[num(2200)]], links: [tripDay(5)] },
  {
    question: "i get carsick, is tmrw gonna be bad?",
    parts: [[/Tizi n.?Tichka|winding/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "is the bar crawl tonight?",
    parts: [[/day\s?(?:2|two)\b|sunday|23(?:rd)?/i]],
    links: [tripDay(2)],
  },
  { question: "what bag should i bring for the desert camp tmrw", parts: [[/overnight bag/i]], links: ["/faq"] },
  U("is there wifi at the desert camp"),
  U("can i charge my phone at the camp tmrw"),
  {
    question: "brekkie at the villa tmrw before we leave, how much is it again",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq", "/budget"],
  },

  // ---- Rupa, the host, the occasion ----
  { question: "who r u", parts: [[/Rupa/i]] },
  { question: "whose birthday is this trip for and how old are they turning", parts: [[/host/i], [num(30)]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  U("what's the host's real name"),
  U("can u give me the host's whatsapp number"),

  // ---- The gallery ----
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for a vid", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "uploaded a bad one, how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password for deleting photos"),
  { question: "can i save other ppl's pics to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  U("is there a max length for videos in the gallery"),

  // ---- Music and the site's pages ----
  { question: "how do i turn the music off", parts: [[/bottom[- ]left/i]] },
  U("what's the song on the home page called"),
  {
    question: "why'd the music stop when i opened the gallery",
    parts: [[/no (?:background )?(?:music|track|audio)|paus|silen/i]],
    links: ["/gallery"],
  },
  {
    question: "which page has the transport info? is it up yet",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  { question: "rupa what are u exactly", parts: [[/goat/i]] },
  { question: "what do the red pins on the map mean", parts: [[/must.see/i]], links: ["/map"] },
  { question: "what about the purple pins on the map", parts: [[/cultural/i]], links: ["/map"] },
  { question: "which colour pins are food", parts: [[/orange/i]], links: ["/map"] },
  { question: "date night spot recs from the map? 💕", parts: [[/Mamounia|Anima|Menara|Nobu/i]], links: ["/map"] },
  { question: "where can i take a cooking class", parts: [[/Maison Arabe/i]], links: ["/map"] },
  {
    question: "somewhere with fixed prices so i know what stuff should cost?",
    parts: [[/Ensemble Artisanal/i]],
    links: ["/map"],
  },
  { question: "good lunch spot in the souks?", parts: [[/Le Jardin|Nomad|Caf[eé] des [EÉ]pices/i]], links: ["/map"] },
  { question: "anything i should know before going to al fassia", parts: [[/lamb/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/Mamounia/i]], links: ["/map"] },
  { question: "who said morocco is 'the most lovely spot in the whole world'", parts: [[/Churchill/i]], links: ["/"] },
  { question: "the edith wharton quote on the homepage, what book is it from", parts: [[/In Morocco/i]], links: ["/"] },

  // ---- Dinners and the villa ----
  {
    question: "when was the birthday dinner and where",
    parts: [[/day\s?(?:2|two)\b|sunday|23(?:rd)?/i], [/Comptoir Darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the bday dinner pp",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?120/]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "how much is the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "dress code for the birthday dinner was what", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how many suites and pools does the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(?:-|–|to)\s?25/]], links: ["/accommodations"] },
  { question: "how big is the villa property", parts: [[/1\.4/]], links: ["/accommodations"] },
  {
    question: "do i have to pay for the villa or",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  U("whats the wifi password at the villa"),
  U("what's the villa's street address"),
  U("is the villa pool heated"),
  U("can we do laundry at the villa"),
  U("who am i sharing a suite with"),

  // ---- Later in the trip ----
  { question: "how many nights r we in fes", parts: [[num(3)]], links: [tripDay(6), "/accommodations"] },
  { question: "fes riad price?", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  U("what's the name of the riad in fes"),
  { question: "whats the plan on the 28th", parts: [[/Fes el.Bali|tanner|Bou Inania/i]], links: [tripDay(7)] },
  { question: "what are we doing saturday", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time is the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|sock/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/Rick'?s Caf/i]], links: [tripDay(9)] },

  // ---- Travel, money and practicalities ----
  { question: "what airport do we fly home from", parts: [[/CMN|Mohammed V/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "which airport did we fly into again", parts: [[/RAK|Menara/i]], links: [tripDay(0), "/faq"] },
  {
    question: "how much was the airport transfer, per person?",
    parts: [[usd(45), /car/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6)]], links: ["/faq"] },
  { question: "wat plug adapter do i need", parts: [[/C\s?(?:\/|and|or|&)\s?(?:type\s?)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage there?", parts: [[/220\s?V/i]], links: ["/faq"] },
  {
    question: "exchange rate dirham to dollar?",
    parts: [[/10\s?(?:MAD|dhs?|dirhams?)|100\s?(?:MAD|dhs?|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much do we tip at restaurants", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/]], links: ["/budget", "/faq"] },
  {
    question: "the tourist tax thing, how much per night",
    parts: [[/28\s?(?:MAD|dhs?|dirhams?)|\$?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/]],
    links: ["/budget", "/faq"],
  },
  { question: "bargaining - where do i start", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/]], links: ["/budget", "/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "where can we get a drink, is alcohol ok?", parts: [[/licensed|hotels|bars/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s?(?:°C?\s?)?(?:-|–|to)\s?25/]], links: ["/", "/faq"] },
  { question: "will it rain in fes?", parts: [[/rare|shower|rain jacket/i]], links: ["/faq"] },
  { question: "what timezone is morocco in", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "ballpark how much is this whole trip per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "hammam + massage price?", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "nobu min spend was?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "how much was the walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "agafay day cost?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  {
    question: "how long were we actually up in the air yesterday",
    parts: [[/(?:an?|one|1)\s?hour/i]],
    links: [tripDay(3)],
  },
  { question: "what time was the bar crawl sunday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  {
    question: "bar crawl, drinks included or no? and how much was the guide",
    parts: [[/as you go|yourself|your own|separately|not included/i], [usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "first riad name + price?",
    parts: [[/L-?Authentic/i], [usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  { question: "where was the welcome dinner", parts: [[/Foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "i'm vegan, who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  {
    question: "what time did the trip officially kick off on day 0",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  { question: "how many days is the trip total", parts: [[num(10)]], links: ["/"] },
  {
    question: "which days do we go over tizi n tichka",
    parts: [[/\b5\b|five|wednesday|26(?:th)?/i, /\b6\b|six|thursday|27(?:th)?/i]],
    links: ["/faq"],
  },
  {
    question: "the old university in fes, whats it called and how old",
    parts: [[/Qu?araou?iyine|Qarawiyyin|Karaouiyine|Karaouine/i], [num(859)]],
    links: [tripDay(7)],
  },
  { question: "how many lanes in the fes medina", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "the stinky leather place in fes whats it called", parts: [[/Chouara/i]], links: [tripDay(7)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/Gladiator|Game of Thrones/i]], links: [tripDay(5)] },
  {
    question: "when do people start going home",
    parts: [[/day\s?(?:8|eight)\b|saturday|29(?:th)?/i]],
    links: [tripDay(8), "/faq"],
  },
  { question: "whats the date of the last day", parts: [[num(30)]], links: [tripDay(9)] },
  { question: "what's the highlight of the trip on the home page", parts: [[/TBD|to be (?:decided|determined)/i]], links: ["/"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "how do we get around marrakech", parts: [[/petit taxi|on foot|arranged cars/i]], links: ["/faq"] },
  { question: "what time did the balloon thing start yesterday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40)]], links: [tripDay(3), "/map"] },
  U("is there uber in marrakech"),
  U("what's the emergency number in morocco"),
  U("what airline is everyone flying"),
  U("how much does a rug usually cost in the souk"),

  // ---- More on now, tonight, tomorrow and the days around them ----
  { question: "what's on wednesday", parts: [[/Zagora|desert|Sahara/i]], links: [tripDay(5)] },
  { question: "and thursday?", parts: [[/Fes/i]], links: [tripDay(6)] },
  { question: "what's happening on the 27th", parts: [[/Fes/i, /train/i]], links: [tripDay(6)] },
  { question: "the 26th - what time's dinner at the camp", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  {
    question: "how long is the train to fes the day after tmrw",
    parts: [[num(6)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "train ticket price?", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  U("what seat am i on the train thursday"),
  U("who's driving us tomorrow"),
  U("how long is the drive to zagora tomorrow"),
  U("what time does the sun set tonight"),
  U("what time does dinner end tonight, need to plan my ride home"),
  U("is majorelle open late today, can i go back"),
  {
    question: "this afternoon - where exactly are we shopping",
    parts: [[/souk/i, /medina/i]],
    links: [tripDay(4)],
  },
  { question: "what's good to buy in the souks this afternoon", parts: [[/leather|ceramic|lantern|rug/i]], links: [tripDay(4)] },
  {
    question: "how much should i budget for shopping today",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]],
    links: [tripDay(4), "/budget"],
  },
  { question: "what do i wear for the souks this arvo", parts: [[/knees|shoulders/i]], links: [tripDay(4), "/faq"] },
  { question: "tonights dinner - is it one of the special ones", parts: [[/special/i]], links: ["/dinners"] },
  {
    question: "after the desert do we go back to the villa or straight to fes?",
    parts: [[/station|train/i]],
    links: [tripDay(6)],
  },
  { question: "what was yesterday's theme", parts: [[/Desert Fun/i]], links: [tripDay(3)] },
  {
    question: "what did we eat at nobu last night, i forgot lol",
    parts: [[/Japanese.Peruvian|black cod|yellowtail/i]],
    links: [tripDay(3), "/dinners"],
  },
  { question: "what time did we get back to the villa yesterday", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  {
    question: "tomorrow night at the camp, whats the entertainment",
    parts: [[/drum/i]],
    links: [tripDay(5), "/accommodations"],
  },
  { question: "sunrise plan for thursday? what time", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "when do we check in at the fes riad on thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  {
    question: "what's left on the plan for today after shopping",
    parts: [[/Dar Yacout|palace dinner/i]],
    links: [tripDay(4)],
  },
  {
    question: "today is photo day right? what colours were we supposed to wear",
    parts: [[/jewel|white|gold/i]],
    links: [tripDay(4), "/"],
  },

  // ---- Things the site does not say ----
  U("how much is the train to casablanca"),
  U("how much is the chefchaouen day trip"),
  U("how much is the guided walk in fes"),
  U("what time does rick's cafe close"),
  U("is there a gym at the villa"),
  U("whats rupa's fave food lol"),
  U("are the tents at the desert camp shared or private"),
  U("are there showers at the desert camp"),
  U("whats the host's venmo for the deposit"),
  U("who's our guide for the fes medina walk"),
  U("how much does the photographer cost each"),
  U("what's the desert camp actually called"),

  // ---- A few more on the rest of the trip ----
  { question: "best viewpoint in chefchaouen?", parts: [[/Spanish Mosque/i]], links: [tripDay(8)] },
  { question: "what's in the hammam ritual", parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]], links: [tripDay(1)] },
  { question: "what languages do people speak there", parts: [[/Darija|Arabic/i, /French/i]], links: ["/faq"] },
  { question: "what was the dress code at nobu", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "where's the kasbah in chefchaouen",
    parts: [[/Uta el.Hammam|main square/i]],
    links: [tripDay(8)],
  },
  { question: "what time do we head back from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "what station do we arrive at in casablanca", parts: [[/Casa.Voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "which gate do we go into the fes medina thru", parts: [[/Bou Jeloud|Blue Gate/i]], links: [tripDay(7)] },
  { question: "how much are foreign card fees usually", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/]], links: ["/budget"] },
];
