// NINETY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:30 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * Today is Day 1 of the trip (of days 0 to 9): Saturday, Nov 22, 2025, "Rest & Relax" (/day/1).
 * - This morning: "Slow Morning & Mint Tea" at Riad L-Authentic in the Marrakech medina (09:30):
 *   sleep in, breakfast on the riad roof terrace, pack up at leisure.
 * - This afternoon: "Check In at Villa Royale", outskirts of Marrakech (15:00; check-in opens after
 *   3 PM; 5 nights listed; optional $50 per person contribution; swimwear at the pools with a cover-up),
 *   then "Hammam & Massage" at the villa (16:30, afternoon into evening, $60 per person, book with the host).
 * - Right now / tonight: "Sunset by the Pool" in the Villa Royale gardens (from 19:30): golden light,
 *   music by the water, a relaxed first night at the villa; bring a sweater, evenings cool quickly.
 *   Villa breakfast must be signed up for the night before, i.e. tonight for tomorrow.
 * - Tonight's bed: Villa Royale (first of its listed nights).
 *
 * Yesterday, Day 0 (Friday, Nov 21), "Arrival & Shopping": arrival at Marrakech Menara Airport (RAK) at
 * 11:00 (transfer about $45 per car, cash), check-in at Riad L-Authentic at 13:00 ($45 per person, one
 * night), first stroll through Souk Semmarine & Rahba Kedima at 15:00, welcome dinner at Le Foundouk at
 * 20:00 ($40-60 per person with a $20 deposit; smart casual).
 *
 * Tomorrow, Day 2 (Sunday, Nov 23), "Discover Marrakech", the birthday day: breakfast at the villa 08:30
 * ($10), medina walking tour 09:30 (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum
 * fees), pool time and getting ready 14:30, Golden Birthday Dinner at Comptoir Darna, Hivernage, 19:30
 * ($100-120 per person; golden glam), guided bar crawl in Gueliz & Hivernage 22:30 ($10 for the guide,
 * drinks paid as you go). The day after (Monday, Nov 24, Day 3): hot air balloon at 05:30 ($117).
 */
export const NINETY_NINTH_TEST_CLOCK = new Date("2025-11-22T19:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number in digits ("22", "1,000") or in words ("twenty-two"), never part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const forms = [`(?<![\\d.,])(?:${digits}|${grouped})(?![\\d]|[.,]\\d)`];
  if (n < 20) {
    forms.push(`\\b${ONES[n]}\\b`);
  } else if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const ones = n % 10;
    forms.push(ones === 0 ? `\\b${tens}\\b` : `\\b${tens}[-\\s]?${ONES[ones]}\\b`);
  }
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  const amount = `${d}(?:\\.00)?(?![\\d]|[.,]\\d)`;
  return new RegExp(
    [
      `(?:US)?\\$\\s?${amount}`,
      `(?<![\\d.,$])${amount}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
      `\\bUSD\\s?${amount}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\.?(?![a-z])" : "p\\.?\\s?m\\.?(?![a-z])";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const forms = [
    `(?<![\\d:.$])${h24}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.$])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${suffix}`,
  ];
  if (h === 12 && m === 0) forms.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const ninetyNinthTestQuestions: TestQuestion[] = [
  // --- Right now: today (Day 1), this morning, this afternoon, tonight ---
  { question: "what day of the trip is it today?", parts: [[/\bday\s*(?:1|one)\b/i]], links: [tripDay(1)] },
  { question: "whats todays theme", parts: [[/rest\s*(?:&|and)\s*relax/i]], links: [tripDay(1)] },
  { question: "wait whats the date today lol", parts: [[/\b22(?:nd)?\b|twenty[-\s]?second/i]], links: [tripDay(1)] },
  { question: "is it saturday today? i've lost all track of time", parts: [[/saturday/i]], links: [tripDay(1)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(1), "/accommodations"] },
  { question: "what's happening right now?", parts: [[/pool/i]], links: [tripDay(1)] },
  {
    question: "what did we do this morning, i was asleep 😴",
    parts: [[/mint tea|l-?authentic|roof terrace|slow morning/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time did villa check in open this afternoon",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "how much is the hammam and massage this afternoon",
    parts: [[usd(60)]],
    links: [tripDay(1), "/budget", "/faq"],
  },
  { question: "what time was the hammam today? did i miss it", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "who do i book a massage slot with", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  U("what's for dinner tonight at the villa?"),
  {
    question: "pool dress code? can i just wear my swimsuit to dinner",
    parts: [[/cover[-\s]?up/i]],
    links: [tripDay(1)],
  },
  { question: "do i need a jumper by the pool tonight", parts: [[/sweater/i]], links: [tripDay(1)] },
  U("what's the wifi password at the villa"),

  // --- Tomorrow: Day 2, Sunday Nov 23, the birthday ---
  { question: "what time is breakfast tomorrow", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  {
    question: "how much is brekkie at the villa and when do i have to sign up",
    parts: [[usd(10)], [/night before|evening before|tonight/i]],
    links: [tripDay(2), "/faq"],
  },
  { question: "whats the plan tomorrow", parts: [[/birthday|discover marrakech/i]], links: [tripDay(2)] },
  { question: "what time is the bday dinner tmrw", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where is tomorrow's birthday dinner?", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "how much $$ is the birthday dinner pp",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what am i wearing tomorrow night?? dress code pls",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  { question: "what time does the walking tour start tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  {
    question: "which sights r on tomorrow's medina tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "how much is the walking tour", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  {
    question: "anything after the birthday dinner tmrw or do we go home",
    parts: [[/bar crawl/i, clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "bar crawl: how much, and are drinks included?",
    parts: [[usd(10)], [/as you go|not included|pay for (?:your )?(?:own )?drinks/i]],
    links: [tripDay(2), "/budget"],
  },
  { question: "which neighbourhoods is the bar crawl in", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "what are we doing tomorrow afternoon", parts: [[/pool|villa/i]], links: [tripDay(2)] },
  U("what time does the bar crawl finish tomorrow night?"),

  // --- Yesterday: Day 0, Friday Nov 21 ---
  { question: "whats the name of the place we ate at last night", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what time did we all meet at the airport yesterday", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  {
    question: "how much was the welcome dinner again?",
    parts: [[usd(40), num(60)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "was there a deposit for last night's dinner? how much",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "which souks did we walk through yesterday afternoon",
    parts: [[/semmarine|rahba kedima/i]],
    links: [tripDay(0)],
  },
  {
    question: "how much do i owe for the riad last night",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "the car from the airport yesterday - how much and cash or card?",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },

  // --- The next few days ---
  { question: "what day of the week is the birthday dinner", parts: [[/sunday/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "is the balloon tomorrow or the day after?",
    parts: [[/monday|24(?:th)?\b|day\s*(?:3|three)/i]],
    links: [tripDay(3)],
  },
  { question: "how early is the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "balloon price??", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  U("whats the villa address? need to send it to my uber driver"),

  // --- The host, the occasion, Rupa, the site ---
  U("what's the host's name? i'm a plus one and totally forgot"),
  { question: "whose bday is this trip for again 😅 and how old", parts: [[/host/i], [num(30)]], links: ["/"] },
  { question: "who even is rupa", parts: [[/goat/i]] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  {
    question: "what's the trip highlight on the home page",
    parts: [[/TBD|to be (?:decided|determined|announced|confirmed)/i]],
    links: ["/"],
  },
  { question: "how do i upload the pics i took today", parts: [[/gallery/i]], links: ["/gallery"] },
  // --- The villa ---
  {
    question: "is breakfast at the villa included tomorrow or is it extra",
    parts: [[usd(10)]],
    links: ["/faq", tripDay(2), "/budget"],
  },
  { question: "we just got to the villa, how many pools r there?", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town", parts: [[num(20), /min/i]], links: ["/accommodations", "/faq"] },
  {
    question: "we only checked in this afternoon but what time is villa checkout",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how many nights r we at villa royale", parts: [[num(5)]], links: ["/accommodations", "/faq"] },
  {
    question: "which night do we sleep in the desert instead of the villa",
    parts: [[/26|wednesday|day\s*(?:5|five)/i]],
    links: ["/accommodations", tripDay(5)],
  },
  {
    question: "villa contribution - do i have to pay it now we've checked in today? how much",
    parts: [[/optional/i], [usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },

  // --- Monday Nov 24 (Day 3) and Tuesday Nov 25 (Day 4) ---
  { question: "what's the plan for monday", parts: [[/balloon|agafay|nobu/i]], links: [tripDay(3)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what time is nobu on monday", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food does nobu do", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how much is the agafay desert day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what do we actually do in agafay", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  {
    question: "is it cold for the balloon? what do i wear",
    parts: [[/freezing|warm layers/i]],
    links: [tripDay(3)],
  },
  { question: "what's on the 25th", parts: [[/majorelle|photo|souk|palace/i]], links: [tripDay(4)] },
  {
    question: "when's the photographer coming",
    parts: [[/tuesday|25(?:th)?\b|day\s*(?:4|four)/i]],
    links: [tripDay(4), "/"],
  },
  { question: "what colours photograph best for the photoshoot", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  {
    question: "how much are majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "where's the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "how much is the palace dinner",
    parts: [[/individual|at the restaurant/i]],
    links: [tripDay(4), "/dinners", "/budget"],
  },
  {
    question: "palace dinner dress code? can i wear a kaftan",
    parts: [[/dressy|best evening outfit/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what time is the palace dinner", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the souk guide tuesday", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  {
    question: "how much shud i budget for shopping",
    parts: [[usd(100), num(500)]],
    links: ["/budget", tripDay(4), "/faq"],
  },

  // --- The desert: Wednesday Nov 26 (Day 5) ---
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "which mountain pass do we cross", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high is the pass", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  {
    question: "that famous film village on the way to the desert, whats it called",
    parts: [[/benhaddou/i]],
    links: [tripDay(5)],
  },
  { question: "what was filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  {
    question: "desert camp price and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what time's the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where is the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  {
    question: "which days are the long winding mountain drives? i get carsick",
    parts: [[num(5), num(6)]],
    links: ["/faq", tripDay(5), tripDay(6)],
  },

  // --- Read against the clock ---
  { question: "how many days until the desert camp from today", parts: [[num(4)]], links: [tripDay(5)] },
  {
    question: "nobu's not tomorrow is it? what day is it",
    parts: [[/monday|24(?:th)?\b|day\s*(?:3|three)/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what time should i set my alarm for tomorrow",
    parts: [[new RegExp(`${clock(8, 30).source}|${clock(9, 30).source}`, "i")]],
    links: [tripDay(2)],
  },
  { question: "what day number is tomorrow", parts: [[/\bday\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "tomorrow's the 23rd right? what weekday is that", parts: [[/sunday/i]], links: [tripDay(2)] },
  { question: "what cuisine is tomorrow's dinner", parts: [[/mediterranean/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "is there live entertainment at tmrw's dinner",
    parts: [[/dancer|musician|live music/i]],
    links: [tripDay(2), "/dinners"],
  },
  U("is there a gym at the villa? want to go tomorrow morning"),
  U("can i get a late checkout at the villa?"),
  U("what's the photographer's name or insta?"),
  U("who's the guide for the walking tour tomorrow, what's their name"),
  U("what flavour is the birthday cake tomorrow 🎂"),
  U("which suite am i in tonight"),
  U("does nobu have a vegan menu?"),
  U("how much is a petit taxi from the villa to gueliz"),
  U("what time is sunset tonight?"),
  U("what's the name of the balloon company"),
  U("does my suite tonight have a hair dryer"),
  U("is there a hot tub at the villa"),
  // --- Journey to Fes: Thursday Nov 27 (Day 6) ---
  { question: "what's the plan on the 27th", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "what's happening on thursday", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[num(6), /hour/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "fes train ticket price", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  {
    question: "which cities does the fes train go thru",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: [tripDay(6)],
  },
  { question: "who has our train tix", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  {
    question: "how many nights in fes and how much is it",
    parts: [[num(3)], [usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  U("what's the name of our riad in fes?"),

  // --- Explore Fes: Friday Nov 28 (Day 7) ---
  {
    question: "plans for friday the 28th?",
    parts: [[/fes el-?bali|medina|tanner|madrasa/i]],
    links: [tripDay(7)],
  },
  { question: "which gate do we go in by in fes", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "whats at 2pm on the 28th", parts: [[/chouara|tanner/i]], links: [tripDay(7)] },
  { question: "does the tannery stink lol", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },

  // --- Chefchaouen: Saturday Nov 29 (Day 8) ---
  { question: "what are we doing next saturday", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "what's the local speciality to eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best viewpoint in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  {
    question: "when do ppl start heading home",
    parts: [[/29|day\s*(?:8|eight)|saturday/i]],
    links: [tripDay(8), "/faq"],
  },

  // --- Casablanca & Departure: Sunday Nov 30 (Day 9) ---
  { question: "what time is the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/shoulders|knees|scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far's the airport from casablanca city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time is departure on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },

  // --- Practicalities ---
  { question: "do i need a visa? us passport", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "plug adapter type?", parts: [[/C\s*(?:\/|and|&|or)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "what voltage", parts: [[/220/]], links: ["/faq", "/"] },
  { question: "exchange rate roughly?", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much to tip at restaurants", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much per night", parts: [[/\b28\b|2\.75/]], links: ["/budget", "/faq"] },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1[,.\s]?000/, /2[,.\s]?000/]],
    links: ["/budget", "/faq"],
  },
  { question: "bargaining - what % do i open at", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what languages do people speak", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "how warm is it gonna be tomorrow", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "what time zone is morocco in", parts: [[/(?:UTC|GMT)\s?\+\s?0?1\b/i]], links: ["/faq"] },
  U("what's the emergency number in morocco"),
  U("nearest pharmacy to the villa? need one tonight"),
  U("how much does a sim card cost at the airport"),
  U("which seat am i in on the fes train"),
  U("is there wifi at the desert camp"),
  U("what airline is everyone flying home on"),
  U("what time does the airport transfer leave fes on the 29th"),
  U("if the balloon gets cancelled for wind do we get a refund"),
  U("how much is the late supper at the fes riad"),
  U("are there vegetarian options at the desert camp"),
  // --- Tonight and tomorrow, once more ---
  {
    question: "im by the pool rn, anything else planned tonight?",
    parts: [[/sunset|relax/i]],
    links: [tripDay(1)],
  },
  { question: "how long till the birthday dinner from now", parts: [[num(23)]], links: [tripDay(2), "/dinners"] },
  { question: "what was yesterday's theme", parts: [[/arrival\s*(?:&|and)\s*shopping/i]], links: [tripDay(0)] },
  { question: "what's the dress code for the bar crawl tomorrow", parts: [[/smart casual/i]], links: [tripDay(2)] },
  {
    question: "tomorrow's dinner - which restaurant and which neighborhood",
    parts: [[/comptoir darna/i], [/hivernage/i]],
    links: [tripDay(2), "/dinners"],
  },

  // --- Gallery, music, Rupa and the site's pages ---
  {
    question: "i want to post today's pool pics - how many can i upload at once and how big can they be",
    parts: [[num(10)], [/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "uploaded a blurry pic just now, how do i delete it",
    parts: [[/delete photos/i, /password/i]],
    links: ["/gallery"],
  },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i mute the music, it's late here", parts: [[/bottom[-\s]?left/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom[-\s]?right/i]] },
  { question: "what's this site called", parts: [[/golden goat getaway/i]], links: ["/"] },
  {
    question: "transportation page just says coming soon? whats up with that",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  { question: "red pins on the map mean what", parts: [[/must-?see/i]], links: ["/map"] },
  {
    question: "allergies: who do i tell and by when",
    parts: [[/host/i], [num(2), /week/i]],
    links: ["/dinners"],
  },
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "roughly how much will the whole trip cost me per person",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "who said morocco is 'the most lovely spot in the whole world'",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  { question: "where can i learn to cook a tagine", parts: [[/maison arabe/i]], links: ["/map"] },
  U("what's the password to delete photos"),
  U("who's the artist of the background music on the home page"),
  U("how old is rupa the goat"),
  U("what's the host's phone number"),
  U("how many photos are in the gallery right now"),
  U("is there still a hammam slot free tonight?"),
  U("is smoking ok at the villa"),
  U("who's paying for the birthday person's dinner tomorrow"),
  U("what should i get the host as a bday gift"),
  U("will there be fireworks at the birthday dinner"),
];
