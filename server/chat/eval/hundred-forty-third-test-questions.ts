// HUNDRED-FORTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-forty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * Today is Day 5 of the trip (days run 0 to 9, Friday Nov 21 to Sunday Nov 30),
 * "Sahara Desert Adventure" (/day/5).
 * - This morning: 07:00 "Over the High Atlas" on the Tizi n'Tichka pass (photo stop
 *   more than 2,200 metres up), then 11:30 the ksar of Aït Benhaddou near Ouarzazate
 *   (Gladiator, Game of Thrones), with lunch by the river.
 * - This afternoon: on through the Draa Valley to the dunes near Zagora; 16:30 the
 *   sunset camel ride (included in the $95 desert camp price).
 * - Right now: "Dinner & a Night at the Desert Camp" (from 19:30): tagines by lantern
 *   light, drumming around the campfire.
 * - Tonight: a night in a Berber tent at the desert camp near Zagora ($95 per person,
 *   covering the activities, dinner and breakfast). Villa Royale lists this night among
 *   its five, but the squad sleeps at the camp.
 * - Yesterday: Day 4, Tuesday Nov 25, "Gardens & Souks": 08:30 group photoshoot in the
 *   Villa Royale gardens, 11:00 Jardin Majorelle ($18) & Musée YSL ($15), 14:30 guided
 *   souk shopping ($5 guide), 20:00 palace dinner at Dar Yacout (paid individually).
 * - Tomorrow: Day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the dunes and
 *   camp breakfast, 08:00 drive back to Marrakech (Draa Valley, Tizi n'Tichka), 15:00 train
 *   to Fes ($45, about 6 hours, via Casablanca, Rabat and Meknes), 21:00 check-in at our
 *   riad in Fes el-Bali (3 nights, $90 per person in total).
 * - The day after: Day 7, Friday Nov 28, "Explore Fes".
 */
export const HUNDRED_FORTY_THIRD_TEST_CLOCK = new Date("2025-11-26T19:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number in words (0-99), as a pattern source, or null when it has no short word form. */
function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
}

/** A number in digits, as a pattern source; thousands may carry a comma or a space. */
function digits(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "[, ]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const word = numberWord(n);
  const inDigits = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  return new RegExp(word ? `${inDigits}|\\b${word}\\b` : inDigits, "i");
};

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD", "18 bucks". */
const usd = (n: number): RegExp => {
  const d = digits(n);
  return new RegExp(
    `(?:\\$|\\bUS\\$|\\bUSD)\\s?${d}(?:\\.00)?(?!\\d|[.,]\\d)|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
};

/** A clock time: "20:00", "20h00", "20.00", "8:00 pm", "8pm", "8 p.m." (and "07:30", "7:30am" for mornings). */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`${h24}[:.h]${mm}`, `${h12}[:.]${mm}\\s?${suffix}`];
  if (m === 0) forms.push(`${h12}\\s?${suffix}`);
  if (h === 12 && m === 0) forms.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
};

/** Any one of several patterns (the content gives the fact in several forms). */
const anyOf = (...patterns: RegExp[]): RegExp => new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), "i");

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredFortyThirdTestQuestions: TestQuestion[] = [
  // ---- Right now, tonight, this morning, tomorrow (clock: Day 5, Wed Nov 26, 20:00) ----
  {
    question: "where r we sleeping tonight??",
    parts: [[/zagora|desert camp|berber tent/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "wait what day of the trip is it today",
    parts: [[/day\s*(?:5|five)\b/i]],
    links: [tripDay(5)],
  },
  {
    question: "whats the date today, i lost track",
    parts: [[num(26)]],
    links: [tripDay(5)],
  },
  {
    question: "whats todays theme called",
    parts: [[/sahara desert adventure/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time is dinner tonite",
    parts: [[clock(19, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "whats for dinner at the camp",
    parts: [[/tagine/i]],
    links: [tripDay(5)],
  },
  {
    question: "anything happening after dinner tonight?",
    parts: [[anyOf(/drum/i, /camp ?fire/i)]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "how much is tonights camp again",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "does the camp price include breakfast tmrw",
    parts: [[/includ/i]],
    links: [tripDay(6), tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "what did we do this morning again, im sleep deprived",
    parts: [[anyOf(/tichka/i, /high atlas/i)]],
    links: [tripDay(5)],
  },
  {
    question: "how high up was that mountain pass this morning",
    parts: [[/2[, .]?200/]],
    links: [tripDay(5)],
  },
  {
    question: "the mud brick village we stopped at today whats it called",
    parts: [[/a[iï]t[ -]?ben[ -]?haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "which movies were filmed at that kasbah today?",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time was the camel ride this afternoon",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "is it gonna be freezing tonight",
    parts: [[/freez|cold/i]],
    links: ["/faq", tripDay(5)],
  },
  {
    question: "what shld i wear tonight at the camp",
    parts: [[anyOf(/layers/i, /fleece/i)]],
    links: [tripDay(5)],
  },
  {
    question: "whats next on the schedule after tonight",
    parts: [[anyOf(/sunrise/i, clock(6, 30))]],
    links: [tripDay(6)],
  },
  {
    question: "what time do i need to be up for sunrise tmrw",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "whats breakfast tomorrow",
    parts: [[anyOf(/eggs/i, /bread/i)]],
    links: [tripDay(6)],
  },
  {
    question: "what to wear for the sunrise tmrw morning",
    parts: [[anyOf(/\bhat\b/i, /freez/i)]],
    links: [tripDay(6)],
  },
  {
    question: "what time do we leave the desert tomorrow",
    parts: [[clock(8, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "which way r we driving back tmrw",
    parts: [[anyOf(/draa/i, /tichka/i, /high atlas/i)]],
    links: [tripDay(6)],
  },
  {
    question: "what time is our train tmrw",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how long is tomorrows train ride",
    parts: [[num(6)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "how much is the train to fes",
    parts: [[usd(45)]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  {
    question: "does the train go thru casablanca? what other stops",
    parts: [[/rabat/i, /meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "who has the train tickets",
    parts: [[/host/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "what time do we get to the riad in fes tomorrow",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how r we getting our suitcases thru the fes medina tmrw night",
    parts: [[/porter|handcart/i]],
    links: [tripDay(6)],
  },
  {
    question: "will there be food when we arrive in fes tomorrow or should i grab something",
    parts: [[/supper/i]],
    links: [tripDay(6)],
  },
  {
    question: "what should i bring for the long travel day tomorrow",
    parts: [[anyOf(/snack/i, /charged phone|charger/i, /playlist/i)]],
    links: [tripDay(6)],
  },
  {
    question: "whats the plan for the 27th",
    parts: [[/fes/i, /train/i]],
    links: [tripDay(6)],
  },
  {
    question: "what day number is tomorrow and what's it called",
    parts: [[num(6)], [/journey to fes/i]],
    links: [tripDay(6)],
  },
  {
    question: "what weekday is tomorrow",
    parts: [[/thursday/i]],
    links: [tripDay(6)],
  },
  {
    question: "where are we sleeping tmrw night and for how many nights",
    parts: [[/fes/i], [num(3)]],
    links: [tripDay(6), "/accommodations", "/budget"],
  },
  {
    question: "what are we doing the day after tomorrow",
    parts: [[anyOf(/explore fes/i, /fes el[- ]bali/i, /bou inania/i, /tannery/i)]],
    links: [tripDay(7)],
  },
  {
    question: "what did we do yesterday morning",
    parts: [[/photo\s?shoot|photographer/i]],
    links: [tripDay(4)],
  },
  {
    question: "where was dinner last night",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much were the majorelle and ysl tickets yesterday",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what timezone r we in rn, gmt+1?",
    parts: [[/(?:utc|gmt)\s*\+\s*1\b/i]],
    links: ["/faq"],
  },
  U("whats the wifi password at the camp"),
  U("is there a hot shower at the desert camp"),
  U("can i charge my phone in the tent tonight"),
  U("how many ppl per tent tonight"),
  U("whats the name of the desert camp we're at"),
  U("whats the name of our riad in fes"),
  U("whats our train car and seat number tomorrow"),
  U("who's driving us back tomorrow"),
  // ---- The days behind us, the dinners, the stays and the money ----
  {
    question: "when was the birthday dinner again",
    parts: [[anyOf(/sunday/i, num(23), /day\s*(?:2|two)\b/i)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what was the restaurant for the bday dinner",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the birthday dinner pp",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what was the birthday dress code",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "what time did the bar crawl start sunday night and how much was the guide",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "where was the welcome dinner on the 21st",
    parts: [[/le foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "welcome dinner price? and was there a deposit",
    parts: [[/40\s*(?:-|–|to)\s*\$?60/], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "nobu minimum spend?",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "what time was the balloon pickup monday",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how much did the balloon cost",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget", "/faq"],
  },
  {
    question: "how much was the agafay desert day",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what did we do on monday",
    parts: [[anyOf(/balloon/i, /agafay/i)]],
    links: [tripDay(3)],
  },
  {
    question: "what was on the 22nd",
    parts: [[/villa royale/i]],
    links: [tripDay(1)],
  },
  {
    question: "where did we sleep the first night and how much was it",
    parts: [[/riad l[- ]?authentic/i], [usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "how many suites does the villa have and how many pools",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa contribution, do i have to pay it? how much",
    parts: [[/optional/i], [usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "how much is breakfast at the villa",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq", "/budget"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s*(?:-|–|to)\s*25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa estate",
    parts: [[/1\.4/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "whats the dress code at dar yacout",
    parts: [[anyOf(/dressy/i, /kaftan/i, /djellaba/i)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "did we pay for dar yacout as a group or on our own",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what stops were on the medina walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10), /museum/i]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "souk guide cost",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what day was the photoshoot",
    parts: [[anyOf(/tuesday/i, num(25), /day\s*(?:4|four)\b/i)]],
    links: [tripDay(4), "/"],
  },
  {
    question: "what colours look good for the photoshoot",
    parts: [[/jewel/i]],
    links: ["/", tripDay(4)],
  },
  {
    question: "total cost of the trip per person roughly?",
    parts: [[usd(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "what does the fes riad cost",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "which nights is the fes riad",
    parts: [[num(27), num(29)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "villa's booked 5 nights but we're not there tonight right? where are we",
    parts: [[/camp|zagora/i]],
    links: ["/accommodations", tripDay(5)],
  },
  {
    question: "tourist tax?",
    parts: [[anyOf(num(28), usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "im at the camp shop rn, whats the rate dirham to dollar",
    parts: [[/10\s*(?:mad|dh|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i tip at restaurants",
    parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much to take out at an atm",
    parts: [[/1[, ]?000\s*(?:-|–|to)\s*2[, ]?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how low do i start haggling",
    parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "typical shopping budget?",
    parts: [[usd(100), num(500)]],
    links: ["/budget"],
  },
  {
    question: "do cards work in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  U("whats the host's venmo so i can send the villa money"),
  U("when is the deadline for the villa contribution"),
  U("whats the name of the balloon company"),
  U("when will the photographer send the pics from tuesday"),
  U("whats the photographer's insta"),
  U("does the villa have a gym"),
  U("whats the wifi password at villa royale"),
  U("how much did dar yacout end up costing per person"),
  // ---- Fes, Chefchaouen, Casablanca, and the FAQ ----
  {
    question: "what's on friday",
    parts: [[anyOf(/explore fes/i, /fes el[- ]bali/i)]],
    links: [tripDay(7)],
  },
  {
    question: "what time does the fes walking tour start on the 28th",
    parts: [[clock(9, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "where do we meet for the fes walk",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "that old university in fes, when was it founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[/9[, .]?000/]],
    links: [tripDay(7)],
  },
  {
    question: "when's the tannery visit",
    parts: [[clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "do i need anything for the tannery smell",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "what century is bou inania madrasa from",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "whats dinner friday night",
    parts: [[anyOf(/pastilla/i, /tagine/i)]],
    links: [tripDay(7)],
  },
  {
    question: "saturday plans?",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive to chefchaouen and what time do we leave",
    parts: [[num(4)], [clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "rupa is it true they eat goat cheese in chefchaouen 👀",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats ras el maa",
    parts: [[/spring/i]],
    links: [tripDay(8)],
  },
  {
    question: "where's the best view over chefchaouen",
    parts: [[/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we head back to fes on the 29th",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "when do ppl start leaving",
    parts: [[anyOf(/day\s*(?:8|eight)\b/i, num(29), /saturday/i)]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "what time is the train to casablanca on sunday and how long is it",
    parts: [[clock(7, 0)], [num(4)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "which station do we arrive at in casa",
    parts: [[/casa[- ]voyageurs/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "where's the farewell lunch and what time",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque",
    parts: [[anyOf(/scarf/i, /socks/i, /covered/i)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret there",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[/45\s*min/i]],
    links: [tripDay(9)],
  },
  {
    question: "when should i book my flight home for",
    parts: [[/evening/i, anyOf(num(30), /sunday/i)]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[anyOf(/work in progress/i, /may change/i, /not (?:yet )?final/i)]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "what currency do they use",
    parts: [[/dirham|\bMAD\b/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "do i need a visa as an american",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/C\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "voltage?",
    parts: [[num(220)]],
    links: ["/faq", "/"],
  },
  {
    question: "what languages do ppl speak",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is there alcohol in morocco",
    parts: [[/licensed|hotels|bars/i]],
    links: ["/faq"],
  },
  {
    question: "can I take pics of the performers in jemaa el fnaa",
    parts: [[anyOf(/ask/i, /dirham/i)]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain in fes",
    parts: [[anyOf(/rarely/i, /shower/i, /rain jacket/i)]],
    links: ["/faq"],
  },
  {
    question: "whats the weather like generally",
    parts: [[/15\s*(?:°\s*C?)?\s*(?:-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  U("how much is the chefchaouen day trip"),
  U("how much does the fes guided walk cost"),
  U("how much is the train from fes to casablanca"),
  U("whats the dress code for the riad dinner in fes"),
  U("whats the address of the riad in fes"),
  U("what time does rick's cafe close"),
  U("is the hassan ii mosque tour in english"),
  U("whats the weather forecast for fes on friday"),
  U("can i stay an extra night in fes after the trip"),
  U("whats the luggage limit on the train tmrw"),
  // ---- Rupa, the host, the occasion, the site, the gallery and the music ----
  {
    question: "whats ur name goat",
    parts: [[/rupa/i]],
  },
  {
    question: "whose birthday is this whole trip for",
    parts: [[/host/i]],
    links: ["/"],
  },
  {
    question: "which birthday is it, 30th?",
    parts: [[anyOf(num(30), /thirtieth/i)]],
    links: ["/"],
  },
  {
    question: "what's the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how many ppl are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what's the trip highlight on the home page",
    parts: [[anyOf(/\btbd\b/i, /to be (?:decided|determined|announced)/i)]],
    links: ["/"],
  },
  {
    question: "how do i upload the vids from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "uploading tonights campfire vids, how many can i do at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "max file size for videos?",
    parts: [[/50\s*mb/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a pic i uploaded by mistake",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download photos from the gallery",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a slideshow for the big screen",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "music is too loud rn how do i turn it off, where's the button",
    parts: [[/mute/i], [/left/i]],
  },
  {
    question: "where do i find you on the site rupa",
    parts: [[/right/i]],
  },
  {
    question: "where's the transportation info",
    parts: [[anyOf(/coming soon/i, /finali[sz]ed/i)]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "how many colour categories on the map",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "any food recs in the medina from the map",
    parts: [[anyOf(/nomad/i, /caf[eé] des [eé]pices/i, /le jardin/i)]],
    links: ["/map"],
  },
  {
    question: "which restaurant do u have to order the lamb shoulder a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "where's the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "how many dinners are featured",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "allergies, who do i tell and by when",
    parts: [[/host/i], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "when did the trip officially start, date and time",
    parts: [[anyOf(num(21), /friday/i)], [clock(11, 0)]],
    links: ["/", "/faq", tripDay(0)],
  },
  {
    question: "which airport did we land at",
    parts: [[/menara|\bRAK\b/i]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "airport transfer cost",
    parts: [[usd(45), /car/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "how much is today costing me in total",
    parts: [[usd(95)]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "is tomorrow the windy mountain road again, should i take something",
    parts: [[/motion[- ]sickness/i]],
    links: ["/faq", tripDay(5)],
  },
  {
    question: "is the train tmrw first class?",
    parts: [[/first[- ]class/i]],
    links: [tripDay(6)],
  },
  {
    question: "tmrw night's riad is in which part of fes",
    parts: [[/fes el[- ]bali/i]],
    links: [tripDay(6), "/accommodations"],
  },
  U("what's the host's name"),
  U("whats the host's phone number in case i get lost"),
  U("whats the password to delete photos"),
  U("who built this website"),
  U("how old is rupa"),
  U("how many photos are in the gallery rn"),
  U("is there a whatsapp group for the trip"),
  U("whats the emergency number in morocco"),
  U("where's the nearest pharmacy to the camp"),
  U("how much is a camel ride if i want another one tomorrow morning"),
  U("is there a bar at the camp tonight"),
  U("which car am i in tomorrow"),
  U("is anyone leaving early tomorrow"),
];
