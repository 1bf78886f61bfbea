// SEVENTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 13:00 (1 pm) on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * Today is day 6 of the trip (days are numbered 0 to 9), Thursday, Nov 27, 2025: "Journey to Fes",
 * the big travel day.
 * - This morning: at 06:30, sunrise over the dunes and camp breakfast (bread, eggs, mint tea) at the
 *   desert camp near Zagora (included in the $95 camp price); at 08:00 the drive back to Marrakech
 *   began, through the Draa Valley and over the Tizi n'Tichka pass.
 * - Right now (13:00): still on that drive back (a morning-and-afternoon activity), with a lunch stop
 *   on the way, heading straight to the railway station.
 * - This afternoon: at 15:00 the train from Marrakech railway station to Fès station, about 6 hours
 *   by way of Casablanca, Rabat and Meknes, $45 per person; first-class carriages have reserved
 *   seats and the host shares the tickets. Dress: comfortable travel clothes with a warm layer,
 *   passport on you. Bring snacks, a charged phone and a good playlist.
 * - Tonight: at 21:00 check in at our riad in Fes el-Bali: porters with handcarts meet us at the
 *   medina gate, and a late supper and soft beds are waiting. The riad is $90 per person in total
 *   for 3 nights.
 * - The night is spent at Our Riad in Fes (Fes el-Bali), whose nights are Nov 27-29.
 * - Yesterday: day 5, Wednesday, Nov 26, "Sahara Desert Adventure": 07:00 over the High Atlas on the
 *   Tizi n'Tichka pass (more than 2,200 metres), 11:30 Aït Benhaddou (Gladiator, Game of Thrones),
 *   16:30 sunset camel ride into the dunes near Zagora, 19:30 dinner and a night at the desert camp
 *   ($95 per person: activities, dinner and breakfast).
 * - Tomorrow: day 7, Friday, Nov 28, "Explore Fes" (the Fes itinerary is still a work in progress):
 *   09:30 guided walk through Fes el-Bali from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania
 *   Madrasa, 14:00 Chouara Tannery, 19:30 riad dinner in Fes.
 * - After that: day 8, Saturday, Nov 29, Chefchaouen day trip (some guests begin departing); day 9,
 *   Sunday, Nov 30, Casablanca and departure.
 */
export const SEVENTY_SECOND_TEST_CLOCK = new Date("2025-11-27T12:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words as a pattern fragment, or null when guests would not write it out. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[-\\s]?${ONES[n % 10]}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]}\\s+hundred`;
  if (n < 100000 && n % 1000 === 0) {
    const thousands = numberWords(n / 1000);
    return thousands ? `${thousands}\\s+thousand` : null;
  }
  return null;
}

/** The digits of n as a pattern fragment, the thousands separator optional (9000 or 9,000). */
function digits(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const inDigits = `(?<![\\d.,:])${digits(n)}(?!\\d|[.,:]\\d)`;
  const inWords = numberWords(n);
  return new RegExp(inWords ? `${inDigits}|\\b${inWords}\\b` : inDigits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD", "18-20 dollars". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}(?:\\.00)?(?!\\d|[.,]\\d)`;
  const withSign = `(?:US\\s?\\$|\\$|USD\\s?)\\s?${amount}`;
  const withWord = `(?<![\\d.,])${amount}(?:\\s?(?:-|–|to)\\s?\\$?\\d[\\d,.]*)?\\s?(?:US\\s)?(?:dollars?|usd|bucks)\\b`;
  return new RegExp(`${withSign}|${withWord}`, "i");
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8 pm, 8pm, 8 p.m. (and noon for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    `(?<![\\d:.])0?${h}[:h.]${mm}(?!\\d)`,
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const seventySecondTestQuestions: TestQuestion[] = [
  // ---- today, tonight, tomorrow, yesterday (clock: Thu Nov 27, 13:00, day 6) ----
  { question: "where r we sleeping tonight??", parts: [[/\bf[eè]s\b/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time is the train today", parts: [[clock(15)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[num(6), /hour|hrs/i]], links: [tripDay(6)] },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  {
    question: "what day of the trip is it today and whats it called",
    parts: [[num(6)], [/journey to f[eè]s/i]],
    links: [tripDay(6)],
  },
  { question: "what time do we check in at the riad tonight", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "whats happening rn", parts: [[/driv|road/i, /marrakech/i]], links: [tripDay(6)] },
  {
    question: "how long till our train",
    parts: [[/(?<![\d:])(?:2|two)\s?(?:hours?|hrs?)\b|15:00|\b3\s?pm\b|\b3:00\s?pm/i]],
    links: [tripDay(6)],
  },
  { question: "which station does the train leave from", parts: [[/marrakech/i, /station/i]], links: [tripDay(6)] },
  {
    question: "what cities does the fes train go thru",
    parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]],
    links: [tripDay(6)],
  },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6)] },
  { question: "what shld i wear today", parts: [[/layer/i, /passport/i]], links: [tripDay(6)] },
  { question: "what was breakfast at camp this morning", parts: [[/eggs|bread/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  U("what's the wifi password at the fes riad"),
  U("whats the name of our riad in fes"),
  { question: "whats dinner tonight", parts: [[/supper|late dinner|late meal/i]], links: [tripDay(6)] },
  { question: "how do we get our bags to the riad tn", parts: [[/porter/i]], links: [tripDay(6)] },
  { question: "where do the porters meet us tonight", parts: [[/gate/i]], links: [tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: [tripDay(6), "/accommodations"] },
  {
    question: "how much is the fes riad, per night or total?",
    parts: [[usd(90)], [/total|in all|altogether|for (?:the )?(?:3|three) nights|for all/i]],
    links: [tripDay(6), "/accommodations", "/budget"],
  },
  { question: "tomorrow what time do we start", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "whats the plan tmrw", parts: [[/medina|el[- ]bali/i, /tanner/i]], links: [tripDay(7)] },
  { question: "where do we meet for the walk tomorrow morning", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time is the tannery tmrw", parts: [[clock(14)]], links: [tripDay(7)] },
  { question: "is the tannery gonna stink lol anything i should bring", parts: [[/mint/i]], links: [tripDay(7)] },
  {
    question: "where and what time is dinner tomorrow",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  U("what's the name of our guide tomorrow in fes"),
  { question: "yesterday what time did we get to ait benhaddou", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  { question: "what movies was that ksar yesterday in", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high was the mountain pass yesterday", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "whats the name of the pass we crossed yesterday", parts: [[/tichka/i]], links: [tripDay(5)] },
  {
    question: "how much was the desert camp last night",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  // ---- the occasion, Rupa, the site ----
  { question: "what's the occasion of this trip", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose bday is it anyway", parts: [[/host/i]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  U("what's the host's name"),
  { question: "what's this trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  {
    question: "max file size for videos?",
    parts: [[/50\s?MB|50\s?megabytes|fifty\s?(?:MB|megabytes)/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  { question: "how do i turn off the music", parts: [[/mute/i]] },
  U("what song is playing on the home page"),
  {
    question: "when was the birthday dinner",
    parts: [[/day 2|sunday|nov(?:ember)?\.? 23|23rd/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "how much was the bday dinner pp",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "bday dinner dress code again?", parts: [[/gold/i]], links: [tripDay(2), "/dinners"] },
  { question: "the day after tomorrow whats happening", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchauen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on saturday", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  {
    question: "when do ppl start leaving",
    parts: [[/day 8|saturday|nov(?:ember)?\.? 29|29th/i]],
    links: [tripDay(8), "/faq"],
  },
  { question: "this afternoon what are we doing", parts: [[/train/i, clock(15)]], links: [tripDay(6)] },
  { question: "what time do we get to fes tonight", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "anything i should bring for the train today", parts: [[/snack/i]], links: [tripDay(6)] },
  {
    question: "when's the last day again",
    parts: [[/nov(?:ember)?\.? 30|30th|day 9|sunday/i]],
    links: [tripDay(9)],
  },
  U("what time is sunrise tomorrow in fes"),
  U("is there wifi on the train"),
  U("what's our train number today"),
  U("where exactly are we stopping for lunch today"),
  U("can we do laundry at the fes riad"),
  U("does the riad in fes have a pool"),
  U("how much is the tannery entry tomorrow"),
  U("what time is breakfast at the riad tomorrow"),
  {
    question: "are we sleeping in the tents again tonight",
    parts: [[/\bf[eè]s\b/i]],
    links: [tripDay(6), "/accommodations"],
  },
  { question: "when was the camel ride yesterday, i forget", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what did we eat at camp last night", parts: [[/tagine/i]], links: [tripDay(5)] },
  {
    question: "is the fes schedule final or still changing?",
    parts: [[/work in progress|may change|still (?:being )?(?:planned|finali[sz]|chang)/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "whats on the 27th", parts: [[/train/i, /\bf[eè]s\b/i]], links: [tripDay(6)] },
  { question: "the 28th whats the theme", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  {
    question: "camp yesterday: how much and what did it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "whats the madrasa tomorrow called and what time",
    parts: [[/bou inania/i], [clock(11, 30)]],
    links: [tripDay(7)],
  },
  { question: "how old is that university we're seeing tmrw", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what do we eat at the riad tomorrow night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  {
    question: "what do i wear tomorrow in the medina",
    parts: [[/shoulders|knees/i, /closed shoes|closed-toe/i]],
    links: [tripDay(7), "/faq"],
  },
  { question: "how many lanes does fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  // ---- earlier days, prices, practicalities ----
  { question: "how much was the balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "where was the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "palace dinner how much was it",
    parts: [[/individual|at the restaurant|yourself|your own/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner deposit?", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "hammam n massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how many suites at the villa", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "villa checkout time?", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  {
    question: "villa contribution - how much and is it mandatory",
    parts: [[usd(50)], [/optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  { question: "exchange rate dirham to dollar", parts: [[num(10), /\bMAD\b|dirham|\bdh\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  {
    question: "whats the tourist tax",
    parts: [[/(?<![\d.,])28\s?(?:MAD|dirhams?|dh)\b|\$\s?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  U("how much did the photographer cost"),
  { question: "how much cash should i pull from the atm at a time", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "where do i start bargaining", parts: [[num(40), num(50)]], links: ["/budget", "/faq", "/"] },
  { question: "card foreign fees how much", parts: [[/1\s?(?:-|–|to)\s?3\s?(?:%|percent)/i]], links: ["/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  { question: "what plug adapter do i need", parts: [[/type c|\bc\s?\/\s?e\b|\bc and e\b/i]], links: ["/faq", "/"] },
  { question: "whats the voltage", parts: [[num(220)]], links: ["/faq"] },
  {
    question: "do americans need a visa",
    parts: [[/visa[- ]free|no visa|(?:don'?t|do not|doesn'?t) need/i]],
    links: ["/faq"],
  },
  { question: "how long does my passport need to be valid", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "what temps should i expect", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "what time zone r we in", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i posted", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  {
    question: "why does the music stop on the gallery page",
    parts: [[/no (?:music|track|audio|soundtrack)|(?:doesn'?t|does not) have|without music|silent|paus/i]],
  },
  {
    question: "where's the transport info",
    parts: [[/coming soon|being finali[sz]ed|not (?:yet|ready)|still being/i]],
    links: ["/transportation"],
  },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color is food on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[num(7)]], links: ["/map"] },
  {
    question: "where to get mint tea overlooking the spice market",
    parts: [[/caf[eé] des [eé]pices/i]],
    links: ["/map"],
  },
  { question: "where can i take a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "what do i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "when does the trip officially start, what time", parts: [[clock(11)]], links: ["/", "/faq", tripDay(0)] },
  {
    question: "whats the highlight card on the home page say",
    parts: [[/TBD|to be (?:decided|determined|announced)/i]],
    links: ["/"],
  },
  { question: "when was photo day", parts: [[/tuesday|day 4|nov(?:ember)?\.? 25|25th/i]], links: [tripDay(4), "/"] },
  { question: "what colors look good in the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle ticket?", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "ysl museum price", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "souk guide cost?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "airport transfer cost", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long from the airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "what time is departure sunday", parts: [[clock(18)]], links: [tripDay(9)] },
  { question: "how far is casa airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  {
    question: "where's the farewell lunch & what time",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque", parts: [[/cover/i, /scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what time is the train to casa on the 30th", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "which station do we arrive at in casa", parts: [[/voyageurs/i]], links: [tripDay(9), "/faq"] },
  U("does rick's cafe have vegan options"),
  U("how much is lunch at rick's"),
  U("whats the hot air balloon company called"),
  U("what flavor was the birthday cake"),
  U("whats the gate code for villa royale"),
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time do we head back from chefchaouen saturday", parts: [[clock(17)]], links: [tripDay(8)] },
  { question: "how many days is the trip", parts: [[num(10)]], links: ["/"] },
  { question: "what are the trip dates", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "where did we stay the first night", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how many nights at villa royale", parts: [[num(5)]], links: ["/accommodations"] },
  {
    question: "food allergies - who do i tell and how early",
    parts: [[/host/i], [/(?:two|2)\s?weeks/i]],
    links: ["/dinners"],
  },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "ballpark how much is the whole trip per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "whats in the villa breakfast", parts: [[/msemen|amlou/i]], links: [tripDay(2)] },
  { question: "how do i book a hammam slot", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "what time was the hammam on saturday", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  {
    question: "what did we do sunday morning",
    parts: [[/bahia|walking tour|ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "what was the big thing monday morning", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "the 25th what was dinner", parts: [[/dar yacout|palace/i]], links: [tripDay(4), "/dinners"] },
  { question: "friday the 21st what time was the welcome dinner", parts: [[clock(20)]], links: [tripDay(0), "/dinners"] },
  { question: "where are we on the 30th", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "is it thursday today? which day # is that", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats ur name again", parts: [[/rupa/i]] },
  U("who built this website"),
  U("what's the host's phone number"),
  U("when will the photographer's pics be ready"),
  U("whats the name of the desert camp in zagora"),
  U("whats the checkout time at the fes riad"),
  U("how many rooms does the fes riad have"),
  U("can i bring my drone"),
  U("how many bags can i bring on the train today"),
  U("is there a pharmacy near the riad in fes"),
  U("what flight is the host taking home"),
  U("whats the emergency number in morocco"),
  U("what's the name of the photographer"),
  U("how much is a sim card"),
  U("how much is a petit taxi in fes"),
  U("is tonight's supper included in the riad price"),
  U("who's driving us back to marrakech today"),
  U("what seat am i in on the train"),
  U("what's rupa's favorite snack lol"),
  U("how much is tomorrow's guided walk in fes"),
  { question: "feeling carsick on this drive today, any tips?", parts: [[/tablet|pill/i]], links: [tripDay(5), "/faq"] },
  { question: "how do we get from fes to casablanca", parts: [[/train/i]], links: ["/faq", tripDay(9)] },
  { question: "what languages do ppl speak", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "is alcohol ok to drink there", parts: [[/licensed|bars?|hotels?/i]], links: ["/faq"] },
  { question: "day 5 what was the theme", parts: [[/sahara/i]], links: [tripDay(5)] },
];
