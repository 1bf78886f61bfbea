// HUNDRED-THIRTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 17:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * Today is day 5 of the trip (days are numbered 0 to 9), Wednesday, November 26:
 * "Sahara Desert Adventure".
 * - This morning: 07:00 "Over the High Atlas" by the Tizi n'Tichka pass (photo stop
 *   more than 2,200 metres up), then 11:30 Aït Benhaddou (the UNESCO ksar of Gladiator
 *   and Game of Thrones), with lunch by the river running into the afternoon.
 * - Now (this afternoon, from 16:30): the sunset camel ride into the dunes near Zagora,
 *   included in the $95 desert camp price.
 * - Tonight: 19:30 dinner and a night at the desert camp, Zagora (tagines by lantern
 *   light, drumming around the campfire). The night is spent in a Berber tent at the
 *   desert camp near Zagora ($95 per person: activities, dinner and breakfast).
 * - Yesterday: day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group photoshoot
 *   at Villa Royale, 11:00 Jardin Majorelle & Musée YSL, 14:30 guided souk shopping,
 *   20:00 palace dinner at Dar Yacout.
 * - Tomorrow: day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise over the
 *   dunes and camp breakfast, 08:00 drive back to Marrakech, 15:00 train to Fes ($45,
 *   about 6 hours), 21:00 check in at the riad in Fes el-Bali (3 nights there).
 */
export const HUNDRED_THIRTY_FOURTH_TEST_CLOCK = new Date("2025-11-26T16:00:00Z");

const WORDS: readonly string[] = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS: readonly string[] = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | null {
  if (n < 20) return WORDS[n] ?? null;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    const units = n % 10;
    return units === 0 ? tens : `${tens}[- ]?${WORDS[units] ?? ""}`;
  }
  return null;
}

/** A number in digits or in words, not part of a longer number. */
const num = (n: number): RegExp => {
  const digits = `(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
};

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars". */
const usd = (n: number): RegExp =>
  new RegExp(
    `(?:US)?\\$\\s?${n}(?![\\d]|[.,]\\d)|\\bUSD\\s?${n}(?![\\d]|[.,]\\d)|(?<![\\d.,])${n}(?:\\.00)?\\s?(?:US\\s)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; with minutes, "7:30" too. */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = `(?:${h < 12 ? "a" : "p"}\\.?\\s?m\\.?)(?![a-z])`;
  const twentyFour = `(?<![\\d:])0?${h}[:h.]${mm}(?!\\d)`;
  const twelve =
    m === 0
      ? `(?<![\\d:])${h12}(?::00)?\\s?${suffix}`
      : `(?<![\\d:])0?${h12}[:.]${mm}(?!\\d)(?:\\s?${suffix})?`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
};

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content does not answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtyFourthTestQuestions: TestQuestion[] = [
  // ---- Right now, tonight, tomorrow (day 5 -> day 6) ----
  { question: "yo rupa what are we doing rn", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "wheres dinner tonite", parts: [[/camp/i]], links: [tripDay(5)] },
  { question: "what time is dinner tonight?", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "where are we sleeping tonight", parts: [[/camp|berber tent/i]], links: [tripDay(5), "/accommodations"] },
  {
    question: "do we have to pay extra for dinner tonight or is it included",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what shld i wear for the camel thing, its getting chilly", parts: [[/layer|fleece/i]], links: [tripDay(5)] },
  { question: "how cold does the desert get at night", parts: [[/freez/i]], links: ["/faq"] },
  { question: "what time do we need to be up tmrw morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats the plan for tomorrow", parts: [[/train/i, /f[eè]s/i]], links: [tripDay(6)] },
  { question: "what time is the train tomorrow", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "where do we sleep tomorrow night", parts: [[/riad/i, /f[eè]s/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we get to the riad in fes tmrw", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what day of the trip are we on", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "whats todays theme called", parts: [[/sahara desert adventure/i]], links: [tripDay(5)] },
  { question: "whats the date today", parts: [[/\b26(?:th)?\b|twenty[- ]sixth/i]], links: [tripDay(5)] },
  {
    question: "what did we do yesterday again lol, it's a blur",
    parts: [[/majorelle|photo ?shoot|photographer|souk|dar yacout|palace dinner/i]],
    links: [tripDay(4)],
  },
  { question: "where was dinner last night", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time did the camel ride start this afternoon", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where exactly are the dunes we're riding in", parts: [[/zagora/i]], links: [tripDay(5)] },
  { question: "is there any music at the camp tonight", parts: [[/drum/i]], links: [tripDay(5)] },
  { question: "whats for dinner tonight", parts: [[/tagine/i]], links: [tripDay(5)] },
  {
    question: "that mud brick village this morning, whats it called again",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  { question: "which movies were filmed there?", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the pass we crossed this morning", parts: [[/2[,.\s]?200(?!\d)/]], links: [tripDay(5)] },
  { question: "what was the mountain pass called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "where did we have lunch today", parts: [[/a[iï]t[- ]?ben[- ]?haddou|river/i]], links: [tripDay(5)] },
  { question: "should i bother getting up for sunrise tmrw, where do we watch it", parts: [[/dune/i]], links: [tripDay(6)] },
  { question: "which station does the train leave from tomorrow", parts: [[/marrakech/i, /station/i]], links: [tripDay(6)] },
  { question: "does the train stop anywhere", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "is it first class tomorrow?", parts: [[/first[- ]class/i]], links: [tripDay(6)] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we leave the camp tmrw", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "are we going back to the villa after the desert?", parts: [[/station|train/i]], links: [tripDay(6)] },
  { question: "how do we get our bags to the fes riad tomorrow night", parts: [[/porter|handcart/i]], links: [tripDay(6)] },
  { question: "will there be food when we get to fes tmrw night", parts: [[/supper/i]], links: [tripDay(6)] },
  {
    question: "what should i wear tomorrow for all the travelling",
    parts: [[/passport|warm layer|comfortable/i]],
    links: [tripDay(6)],
  },
  {
    question: "i get carsick, is tomorrows drive bad?",
    parts: [[/tichka|winding|motion[- ]sickness/i]],
    links: ["/faq", tripDay(6)],
  },
  { question: "whats tomorrow's date", parts: [[/\b27(?:th)?\b|twenty[- ]seventh/i]], links: [tripDay(6)] },
  { question: "what day of the week is it tmrw", parts: [[/thursday/i]], links: [tripDay(6)] },
  U("is there wifi at the desert camp"),
  U("can i charge my phone in the tent tonight? battery at 12%"),
  U("are there hot showers at the camp"),
  U("can we buy beer at the camp tonight"),
  U("what time is sunset today exactly"),
  U("what's the name of the camp we're staying at tonight"),
  U("who's sharing a tent with who tonight"),
  U("how many km is it from marrakech to zagora"),
  U("where exactly do we stop for lunch on the drive tomorrow"),
  U("what's the driver's number for tomorrow"),
  U("which car am i in tomorrow"),
  U("what coach and seat numbers are we on the train tmrw"),
  U("can i pay for the camp by card or is it cash only"),
  U("when does the train get into rabat"),
  U("what's the door code at the fes riad"),
  { question: "how much was the desert camp again", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "do i owe anyone money for the camels??", parts: [[usd(95)]], links: [tripDay(5)] },
  { question: "what's for breakfast at the camp tomorrow", parts: [[/bread|eggs|mint tea/i]], links: [tripDay(6)] },
  // ---- The rest of the trip, by date, weekday and day number ----
  {
    question: "is the fes part of the itinerary final yet",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "whats the plan on friday",
    parts: [[/f[eè]s el[- ]bali|bou inania|tanner|explore f[eè]s/i]],
    links: [tripDay(7)],
  },
  { question: "what are we doing on the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  {
    question: "which day do some ppl start heading home",
    parts: [[/\bday (?:8|eight)\b|\b29(?:th)?\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  { question: "how long is the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what time do we head back to fes from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "what's the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when are we at ras el maa", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "what's the last day's date", parts: [[/\b30(?:th)?\b|thirtieth|sunday/i]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far's the casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "how long's the train from fes to casa", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "what time is the train to casablanca on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque", parts: [[/shoulders|knees|arms/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret there", parts: [[/(?<!\d)210(?!\d)/]], links: [tripDay(9)] },
  {
    question: "what time should i book my flight home on the 30th",
    parts: [[/evening|18[:h]00|6\s?p\.?m/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "when's the tannery visit, day and time?",
    parts: [[/\b28(?:th)?\b|friday|\bday (?:7|seven)\b/i], [clock(14, 0)]],
    links: [tripDay(7)],
  },
  { question: "why do they hand out mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000(?!\d)/]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[/(?<!\d)859(?!\d)/]], links: [tripDay(7)] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what's dinner on friday night", parts: [[/riad|pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "which gate do we go in through in fes", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  U("how much is the guided walk in fes"),
  U("does the chefchaouen trip cost extra"),
  U("what time does rick's café close"),
  { question: "how much was the balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was balloon pickup mon", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how long were we actually up in the balloon", parts: [[/\b(?:an|one|1)\s?hour|60\s?min/i]], links: [tripDay(3)] },
  { question: "nobu how much was it", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "which restaurant was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "how much was the bday dinner pp",
    parts: [[/100\s*(?:-|–|—|to)\s*\$?120/i]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "dress code for the birthday dinner was what", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  // ---- The occasion, the host, Rupa and the home page ----
  {
    question: "whose bday is this whole thing for and how old are they turning",
    parts: [[/host/i], [num(30)]],
    links: ["/"],
  },
  {
    question: "which day was the actual birthday party",
    parts: [[/\bday (?:2|two)\b|\b23(?:rd)?\b|sunday/i]],
    links: [tripDay(2)],
  },
  U("what's the host's name"),
  U("what's the host's whatsapp number"),
  { question: "who is rupa", parts: [[/goat/i]] },
  U("rupa why are you called rupa"),
  U("rupa whats ur favourite snack"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the trip in total", parts: [[num(10)]], links: ["/"] },
  { question: "whats the trip actually called, like the name on the site", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what are we celebrating", parts: [[/birthday/i, num(30)]], links: ["/"] },
  { question: "what's the trip highlight on the homepage", parts: [[/\bTBD\b|to be (?:determined|decided|announced)/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  {
    question: "who are the 3 quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  // ---- Money ----
  {
    question: "buying a scarf off a guy at the camp rn, whats the exchange rate again",
    parts: [[/\b10\s?(?:MAD|dirhams?|dh)\b|\b100\s?(?:MAD|dirhams?|dh)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  { question: "how much do u tip at restaurants", parts: [[/10\s*(?:-|–|—|to)\s*15\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  {
    question: "how much should i pull out at the atm each time",
    parts: [[/1[,.]?000\s*(?:-|–|—|to)\s*2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  { question: "tourist tax per night?", parts: [[/28\s?(?:MAD|dirhams?|dh)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "do the souks take card", parts: [[/cash/i]], links: ["/budget"] },
  {
    question: "whats a good starting offer when haggling",
    parts: [[/40\s*(?:-|–|—|to)\s*50\s*(?:%|percent)/i]],
    links: ["/budget", "/faq", tripDay(0)],
  },
  {
    question: "foreign transaction fees on cards usually?",
    parts: [[/1\s*(?:-|–|—|to)\s*3\s*(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually spend shopping",
    parts: [[/100\s*(?:-|–|—|to)\s*\$?500/i]],
    links: ["/budget", "/faq", tripDay(4)],
  },
  { question: "roughly what does the whole trip cost per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "what are the fixed costs total", parts: [[/440/, /480/]], links: ["/budget"] },
  { question: "how much was the airport transfer", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50)]],
    links: ["/accommodations", "/faq", "/budget", tripDay(1)],
  },
  {
    question: "fes riad price for the 3 nights starting tmrw",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  { question: "how much was the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast cost", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  {
    question: "majorelle ticket price? and the ysl museum?",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "how much was the souk guide yesterday", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  {
    question: "welcome dinner price and how much was the deposit",
    parts: [[/40\s*(?:-|–|—|to)\s*\$?60/i], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  { question: "bar crawl - what did the guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what currency do they use", parts: [[/dirham|\bMAD\b/i]], links: ["/faq", "/budget", "/"] },
  U("do i need cash for anything on the train tomorrow"),
  U("what's the host's venmo for the villa contribution"),
  U("how much is a sim card at the airport"),
  // ---- Practical ----
  { question: "what plug adapter do i need", parts: [[/\bC\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage in morocco?", parts: [[/220/]], links: ["/faq", "/"] },
  {
    question: "do americans need a visa? and how long does the passport have to be valid",
    parts: [[num(90)], [num(6)]],
    links: ["/faq"],
  },
  { question: "whats the weather usually like", parts: [[/15\s*(?:-|–|—|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the camp tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is it safe here? anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "is it gonna rain in fes when we get there tmrw", parts: [[/rarely|rain jacket|shower/i]], links: ["/faq"] },
  { question: "how far is the airport from the medina", parts: [[num(20)]], links: ["/faq"] },
  // ---- Where we stay ----
  { question: "how many pools does the villa have", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites at villa royale", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|—|to)\s*25/i]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa grounds", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "whats the first riad called", parts: [[/l[- ]?authentic/i]], links: ["/accommodations", tripDay(0)] },
  {
    question: "how many nights are we in fes starting tomorrow",
    parts: [[num(3)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  U("what's the villa wifi password"),
  U("what's the exact address of villa royale"),
  U("what's the fes riad called"),
  U("is there a gym at the villa"),
  U("can we add an extra night in fes"),
  // ---- Earlier days ----
  { question: "what did we do on the 22nd", parts: [[/villa royale|hammam|pool|rest/i]], links: [tripDay(1)] },
  { question: "what time was the bar crawl on the birthday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "what time was the photoshoot yesterday", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  // ---- Dinners ----
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "im vegan, who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "what did we eat at le foundouk", parts: [[/zaalouk|briouat|tagine/i]], links: ["/dinners"] },
  {
    question: "was the palace dinner included or did everyone pay",
    parts: [[/individual|separately|yourself|(?:your|their) own/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what's dressy enough for dar yacout", parts: [[/kaftan|djellaba/i]], links: [tripDay(4), "/dinners", "/faq"] },
  // ---- The map ----
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour are the shopping places on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "any lunch spots in the medina u recommend", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i see what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "churchills fav hotel?", parts: [[/mamounia/i]], links: ["/map"] },
  // ---- The site: gallery, music, pages ----
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|not required|(?:don'?t|do not) (?:have|need)/i]],
    links: ["/gallery"],
  },
  { question: "can i save pics from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i mute the music, im in the tent rn and it's blasting", parts: [[/bottom[- ]left/i]] },
  U("what's the song on the home page called"),
  U("how many photos are in the gallery rn"),
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "where's the transport info", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  U("when will the transportation page be updated"),
  U("when will we get the photographer's pics from tuesday"),
  U("what was the balloon company called"),
  U("where's the nearest hospital to the camp"),
  U("is there a luggage limit on the train tmrw"),
];
