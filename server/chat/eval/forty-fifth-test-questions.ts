// FORTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock these questions are read against: 10:00 UTC on Wednesday, November 26, 2025, which is
 * 11:00 in Morocco (UTC+1). That is day 5 of the trip (Nov 21 is day 0), "Sahara Desert Adventure".
 *
 * This morning (day 5): at 07:00 the squad set off over the High Atlas on the Tizi n'Tichka pass
 * (a photo stop more than 2,200 metres up; motion-sickness tablets recommended), heading for the
 * ksar of Aït Benhaddou near Ouarzazate, the 11:30 stop (UNESCO-listed, the Gladiator and Game of
 * Thrones film set; climb to the granary, then lunch by the river), which is about to begin.
 *
 * This afternoon and tonight: on along the palm groves of the Draa Valley to the dunes near Zagora;
 * 16:30 sunset camel ride (included in the $95 desert camp price); 19:30 dinner and a night at the
 * desert camp in Zagora: tagines by lantern light, drumming around the campfire, a Berber tent. The
 * camp ($95 per person) covers the activities, dinner and breakfast. Tonight is not spent at Villa
 * Royale, even though the villa's five listed nights run Nov 22-26.
 *
 * Yesterday (day 4, Tuesday Nov 25, "Gardens & Souks"): 08:30 group photoshoot with a professional
 * photographer in the Villa Royale gardens; 11:00 Jardin Majorelle ($18) and Musée YSL ($15); 14:30
 * guided souk shopping ($5 guide); 20:00 palace dinner at Dar Yacout (dressy, paid individually).
 *
 * Tomorrow (day 6, Thursday Nov 27, "Journey to Fes"): 06:30 sunrise over the dunes and camp
 * breakfast; 08:00 drive back across the Atlas, with a lunch stop, straight to Marrakech railway
 * station; 15:00 train to Fes (about 6 hours, $45, by way of Casablanca, Rabat and Meknes; the host
 * shares tickets); 21:00 check-in at the riad in Fes el-Bali ($90 in total for 3 nights), with porters
 * and a late supper.
 */
export const FORTY_FIFTH_TEST_CLOCK = new Date("2025-11-26T10:00:00Z");

// ---------------------------------------------------------------------------------------------
// Helpers: each builds a case-insensitive pattern that accepts every reasonable way of writing a
// fact, and nothing of the question's own wording.
// ---------------------------------------------------------------------------------------------

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any of these pattern sources, case-insensitive. */
const anyOf = (...sources: string[]): RegExp => new RegExp(sources.map((source) => `(?:${source})`).join("|"), "i");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern source, for 0 to 99; null beyond. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens}[\\s-]?${ONES[n % 10] ?? ""}`;
}

/** The number in digits, as a pattern source: thousands may carry a separator ("2,200", "2 200", "2200"). */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.length > 3 ? `${whole.slice(0, -3)}[,.\\s]?${whole.slice(-3)}` : whole;
  return fraction ? `${grouped}[.,]${fraction}` : grouped;
}

/** A number in digits or words, never part of a longer number. */
function numSource(n: number): string {
  const inDigits = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  const inWords = numberWords(n);
  return inWords ? `${inDigits}|\\b${inWords}\\b` : inDigits;
}
const num = (n: number): RegExp => anyOf(numSource(n));

/** A number of something: "3 nights", "three nights", "3-night". `unit` is a pattern source. */
const count = (n: number, unit: string): RegExp => anyOf(`(?:${numSource(n)})[\\s-]?(?:${unit})`);
const hours = (n: number): RegExp => count(n, "hours?\\b|hrs?\\b|h\\b");
const minutes = (n: number): RegExp => count(n, "min(?:ute)?s?\\b");

/** A range separator: "40-60", "40 – 60", "40 to 60", "between 40 and 60". */
const TO = "\\s?(?:-|–|—|to|and)\\s?";

const DOLLAR_BEFORE = "(?:US\\s?\\$|\\$|USD\\s?)";
const DOLLAR_AFTER = "(?:\\$|USD\\b|US\\s?dollars?\\b|dollars?\\b|bucks\\b)";

/** A US dollar amount: "$45", "US$45", "USD 45", "45 dollars", "45 USD", "$45.00". */
const usd = (amount: number): RegExp =>
  anyOf(
    `${DOLLAR_BEFORE}\\s?${digits(amount)}(?:\\.00)?(?!\\d|[.,]\\d)`,
    `(?<![\\d.,$])${digits(amount)}(?:\\.00)?\\s?${DOLLAR_AFTER}`,
  );

/** A US dollar range: "$40-60", "$40-$60", "$40 to $60", "40-60 dollars", "between $40 and $60". */
const usdRange = (low: number, high: number): RegExp =>
  anyOf(`(?<![\\d.,])${DOLLAR_BEFORE}?\\s?${digits(low)}${TO}${DOLLAR_BEFORE}?\\s?${digits(high)}(?!\\d|[.,]\\d)`);

const PERCENT = "\\s?(?:%|percent\\b|per cent\\b)";
/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
const pctRange = (low: number, high: number): RegExp =>
  anyOf(`(?<![\\d.,])${low}(?:${PERCENT})?${TO}${high}${PERCENT}`);

const MAD = "(?:MAD|DH|Dhs|dirhams?)";
/** A dirham range: "1000-2000 MAD", "1,000 to 2,000 dirhams", "MAD 1000-2000". */
const madRange = (low: number, high: number): RegExp =>
  anyOf(`(?<![\\d.,])(?:${MAD}\\s?)?${digits(low)}\\s?${MAD}?${TO}(?:${MAD}\\s?)?${digits(high)}(?!\\d|[.,]\\d)`);

/** A time of day: "20:00", "20h00", "20.00", "8 pm", "8:00 p.m.", "eight pm", "8 in the evening", "half past 4". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const h12Words = numberWords(h12) ?? String(h12);
  const meridiem = hour < 12 ? "a\\.?\\s?m(?![a-z])\\.?" : "p\\.?\\s?m(?![a-z])\\.?";
  const partOfDay = hour < 12 ? "in the morning" : hour < 18 ? "in the afternoon" : "in the evening|at night";
  const suffix = `\\s?(?:${meridiem}|${partOfDay})`;
  const sources = [
    `(?<![\\d:.])${h24}\\s?[:h.]\\s?${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}${suffix}`,
  ];
  if (minute === 0) sources.push(`\\b${h12Words}(?:\\s?o['’]clock)?${suffix}`);
  if (minute === 30) sources.push(`\\bhalf[\\s-]past\\s(?:${h12}|${h12Words})(?!\\d)`);
  return anyOf(...sources);
}

/** Weekday of each trip day: day 0 is Friday, November 21, 2025. */
const WEEKDAYS = [
  "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
];

/**
 * A trip day, however it is named: "day 4", "day four", "Nov 25", "November 25th", "25th of November",
 * "25 Nov", "the 25th", "11/25", its weekday, or one of the given relative words ("yesterday").
 */
function tripDay(dayNumber: number, ...relative: string[]): RegExp {
  const date = 21 + dayNumber;
  return anyOf(
    `\\bday\\s?(?:${dayNumber}|${numberWords(dayNumber) ?? dayNumber})(?!\\d)`,
    `\\bnov(?:ember|\\.)?\\s?${date}(?:st|nd|rd|th)?(?!\\d)`,
    `(?<![\\d.,])${date}(?:st|nd|rd|th)?\\s?(?:of\\s)?nov`,
    `(?<![\\d.,/])${date}(?:st|nd|rd|th)\\b`,
    `(?<!\\d)11/${date}(?!\\d)`,
    `(?<![\\d/])${date}/11(?!\\d)`,
    `\\b${WEEKDAYS[dayNumber] ?? "never"}\\b`,
    ...relative.map((word) => `\\b${escapeRegExp(word)}\\b`),
  );
}

/** Places whose names are written many ways. */
const AIT_BENHADDOU = /A[iïí]t[\s-]?Ben[\s-]?haddou/i;
const FES = /\bF[eè]s\b|\bFez\b/i;
const RICKS = /Rick[’'`]?s\b/i;

/** The pages that are the home of a fact. */
const dayPage = (n: number): string[] => [`/day/${n}`];
const dinnerPages = (n: number): string[] => [`/day/${n}`, "/dinners"];

export const fortyFifthTestQuestions: TestQuestion[] = [
  // ---- Today (day 5, Wednesday Nov 26): the road to the Sahara ----
  {
    question: "hey rupa whats the plan for today?",
    parts: [[AIT_BENHADDOU, /camel/i, /camp/i]],
    links: dayPage(5),
  },
  {
    question: "its like 11 now, whats our next stop and when do we get there",
    parts: [[AIT_BENHADDOU], [clock(11, 30)]],
    links: dayPage(5),
  },
  {
    question: "what time is the camel ride this arvo",
    parts: [[clock(16, 30)]],
    links: dayPage(5),
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/camp/i, /Zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "the accommodations page says villa royale nov 22-26 so are we back at the villa tonight or nah?",
    parts: [[/camp/i, /Zagora/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "wats the name of that mountain pass we drove over this morning",
    parts: [[/Tichka/i]],
    links: dayPage(5),
  },
  {
    question: "how high up was the pass?? my ears popped",
    parts: [[num(2200)]],
    links: dayPage(5),
  },
  {
    question: "which movies were filmed at ait ben haddou",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: dayPage(5),
  },
  {
    question: "is there somewhere to climb up for a view at the kasbah village today",
    parts: [[/granary/i]],
    links: dayPage(5),
  },
  {
    question: "where are we having lunch today",
    parts: [[AIT_BENHADDOU, /river/i]],
    links: dayPage(5),
  },
  {
    question: "roughly how much will lunch at ait benhaddou cost me?",
    unanswerable: true,
  },
  {
    question: "what time is dinner tonight",
    parts: [[clock(19, 30)]],
    links: dayPage(5),
  },
  {
    question: "what are they feeding us at the camp tonight",
    parts: [[/tagine/i]],
    links: dayPage(5),
  },
  {
    question: "how much is the desert camp again, and what does that price cover?",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "do i pay extra for the camels or",
    parts: [[/includ/i]],
    links: dayPage(5),
  },
  {
    question: "what should i wear in the desert tonight",
    parts: [[/layer/i, /fleece|scarf/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "that road was brutal, does the site say anything about feeling sick on it",
    parts: [[/motion[\s-]?sickness|travel[\s-]?sickness/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "will i have wifi at the camp tonight? need to send a work email",
    unanswerable: true,
  },
  {
    question: "anything happening at camp after we eat?",
    parts: [[/drum/i]],
    links: ["/day/5", "/accommodations"],
  },

  // ---- Tomorrow (day 6, Thursday Nov 27) ----
  {
    question: "what time's the sunrise thing tmrw",
    parts: [[clock(6, 30)]],
    links: dayPage(6),
  },
  {
    question: "what time do we leave the camp tomorrow morning",
    parts: [[clock(8, 0)]],
    links: dayPage(6),
  },
  {
    question: "train to fes tmrw what time??",
    parts: [[clock(15, 0)]],
    links: dayPage(6),
  },
  {
    question: "how long is the train ride up to fes",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "how much is a ticket for the fes train",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "which platform does our fes train leave from at marrakech station?",
    unanswerable: true,
  },

  // ---- Yesterday (day 4, Tuesday Nov 25) ----
  {
    question: "what time did the photoshoot start yesterday again",
    parts: [[clock(8, 30)]],
    links: dayPage(4),
  },
  {
    question: "what was the restaurant last night called? want to leave a review",
    parts: [[/Dar Yacout/i]],
    links: dinnerPages(4),
  },
  {
    question: "how much were the majorelle and ysl museum tix",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "when do we get the pics from yesterday's photographer?",
    unanswerable: true,
  },

  // ---- Money and practicalities ----
  {
    question: "whats the exchange rate, dirhams to the dollar",
    parts: [
      [
        anyOf(
          "(?<![\\d.,])(?:10|ten)\\s?(?:MAD|DH|Dhs|dirhams?)",
          "(?:MAD|DH)\\s?10(?!\\d)",
          "100\\s?(?:MAD|DH|Dhs|dirhams?)[^.]{0,40}\\$\\s?10(?!\\d)",
        ),
      ],
    ],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[pctRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "my charger died, what plug type does morocco use",
    parts: [[/C\s?(?:\/|,|and|or|&)\s?(?:type\s)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "i'm american, do i need a visa? and how long does my passport have to be valid",
    parts: [[/visa[\s-]?free|no visa|(?:don'?t|do not|won'?t) need a visa/i], [count(6, "months?")]],
    links: ["/faq"],
  },
  {
    question: "whats the weather usually like this time of year",
    parts: [[anyOf(`(?<![\\d.,])15\\s?(?:°\\s?C?|degrees)?${TO}25(?!\\d)`)]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the host's name btw? feel bad i never asked",
    unanswerable: true,
  },
  {
    question: "whose birthday is this whole trip for and how old",
    parts: [[/host/i], [anyOf(numSource(30), "thirtieth")]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },

  // ---- The gallery ----
  {
    question: "how do i share my videos with everyone",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload in one go",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there a max file size? my vids are big",
    parts: [[/50\s?MB|50\s?megabytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the password to delete photos from the gallery",
    unanswerable: true,
  },

  // ---- Around the trip ----
  {
    question: "on the map what do the red pins mean",
    parts: [[/Must[\s-]See/i]],
    links: ["/map"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites does villa royale have",
    parts: [[count(13, "suites?")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "what time was the balloon pickup on monday and how much did it cost",
    parts: [[clock(5, 30)], [usd(117)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "is there a weight limit for the hot air balloon",
    unanswerable: true,
  },

  // ---- Tomorrow and the Fes leg ----
  {
    question: "so whats happening thursday",
    parts: [[/train/i, FES]],
    links: dayPage(6),
  },
  {
    question: "what time do we actually get to the fes riad tomorrow night",
    parts: [[clock(21, 0)]],
    links: dayPage(6),
  },
  {
    question: "how do our bags get through the fes medina, can taxis drive in?",
    parts: [[/porter/i]],
    links: dayPage(6),
  },
  {
    question: "will there be food when we get to fes late or should i grab something at the station",
    parts: [[/supper|late (?:dinner|meal)/i]],
    links: dayPage(6),
  },
  {
    question: "does the fes train go direct or stop places",
    parts: [[/Casablanca/i, /Rabat/i, /Mekn[eè]s/i]],
    links: dayPage(6),
  },
  {
    question: "do we get reserved seats on the train tmrw",
    parts: [[/first[\s-]class/i]],
    links: dayPage(6),
  },
  {
    question: "who has the train tickets, do i need to buy mine?",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "anything i should bring for the long travel day tomorrow",
    parts: [[/snack/i, /phone|playlist/i]],
    links: dayPage(6),
  },
  {
    question: "what's the name of the riad we're staying at in fes",
    unanswerable: true,
  },
  {
    question: "does the fes riad have a pool like the villa?",
    unanswerable: true,
  },
  {
    question: "how many nights r we in fes",
    parts: [[count(3, "nights?")]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how much is the fes riad per person",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "which day do we check out of the fes riad",
    parts: [[tripDay(9, "last day")]],
    links: dayPage(9),
  },

  // ---- Chefchaouen (day 8, Saturday Nov 29) ----
  {
    question: "what time do we leave for chefchaouen",
    parts: [[clock(7, 30)]],
    links: dayPage(8),
  },
  {
    question: "hows long the drive to chefchaouen",
    parts: [[hours(4)]],
    links: dayPage(8),
  },
  {
    question: "what should i eat in chefchaouen, whats the local thing",
    parts: [[/goat(?:'s)? cheese/i]],
    links: dayPage(8),
  },
  {
    question: "where do u get the best view over the whole blue town",
    parts: [[/Spanish Mosque/i]],
    links: dayPage(8),
  },
  {
    question: "how much does the chefchaouen day trip cost",
    unanswerable: true,
  },
  {
    question: "a few of us fly out on the 29th, when should we say bye to everyone",
    parts: [[/breakfast/i]],
    links: dayPage(8),
  },
  {
    question: "for the people leaving from fes, which airport do they fly out of?",
    unanswerable: true,
  },

  // ---- Casablanca and departure (day 9, Sunday Nov 30) ----
  {
    question: "what time is the train to casablanca on the last day",
    parts: [[clock(7, 0)]],
    links: dayPage(9),
  },
  {
    question: "how long is fes to casa by train",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the train ticket from fes to casablanca",
    unanswerable: true,
  },
  {
    question: "where's the farewell lunch",
    parts: [[RICKS]],
    links: dayPage(9),
  },
  {
    question: "what time is lunch at ricks cafe",
    parts: [[clock(12, 30)]],
    links: dayPage(9),
  },
  {
    question: "is rick's cafe expensive? how much per person",
    unanswerable: true,
  },
  {
    question: "what do i need to wear for the hassan 2 mosque",
    parts: [[/knee/i, /scarf|sock/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[num(210)]],
    links: dayPage(9),
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[minutes(45)]],
    links: dayPage(9),
  },
  {
    question: "which airport do we fly home from",
    parts: [[/Mohammed V|Mohammed 5|CMN/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "still havent booked my flight home lol, when should it be",
    parts: [[/evening|night|later/i, tripDay(9, "last day")]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "should i change my leftover dirhams back at home?",
    parts: [[/hard|difficult|tricky|not easy|can'?t easily|cannot easily/i]],
    links: dayPage(9),
  },
  {
    question: "what time does rick's cafe close, in case lunch runs long",
    unanswerable: true,
  },

  // ---- The dinners so far ----
  {
    question: "how much was the welcome dinner and was there a deposit",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: dinnerPages(0),
  },
  {
    question: "what was the welcome dinner place called",
    parts: [[/Foundouk/i]],
    links: dinnerPages(0),
  },
  {
    question: "what kind of food do they do at le foundouk",
    parts: [[/Moroccan/i, /French/i]],
    links: ["/dinners"],
  },
  {
    question: "what time was the welcome dinner on the first night",
    parts: [[clock(20, 0)]],
    links: dinnerPages(0),
  },
  {
    question: "birthday dinner how much pp",
    parts: [[usdRange(100, 120)]],
    links: dinnerPages(2),
  },
  {
    question: "where was the birthday dinner again",
    parts: [[/Comptoir Darna/i]],
    links: dinnerPages(2),
  },
  {
    question: "what did 'golden glam' mean for the birthday outfit",
    parts: [[/cocktail/i, /gold/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "ok dumb question but what even is a golden birthday",
    unanswerable: true,
  },
  {
    question: "what time did the bar crawl start and how much was the guide",
    parts: [[clock(22, 30)], [usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "which neighbourhoods did the bar crawl go thru",
    parts: [[/Gu[eé]liz/i, /Hivernage/i]],
    links: dayPage(2),
  },
  {
    question: "what did we see on the walking tour sunday morning",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret|Secret Garden/i]],
    links: dayPage(2),
  },
  {
    question: "walking tour price?",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "whats the wifi password at villa royale",
    unanswerable: true,
  },

  // ---- Villa Royale ----
  {
    question: "what time could we check in at the villa",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "how many pools does the villa have",
    parts: [[count(2, "pools?")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i actually have to pay anything for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[anyOf(`(?<![\\d.,])20${TO}25\\s?(?:-\\s?)?min`)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big are the villa grounds",
    parts: [[/1[.,]4\s?(?:-\s?)?hectares?|1[.,]4\s?ha\b/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how much is the hammam + massage and how do i book a slot",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "what actually happens in the hammam thing",
    parts: [[/scrub|kessa/i, /massage/i]],
    links: dayPage(1),
  },
  {
    question: "is there a gym at the villa",
    unanswerable: true,
  },
  {
    question: "can i get laundry done at villa royale",
    unanswerable: true,
  },
  {
    question: "how much is breakfast at the villa and how do i get it",
    parts: [[usd(10)], [/sign[\s-]?up|night before|evening before/i]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "what do they serve for breakfast at the villa",
    parts: [[/msemen|amlou|orange juice/i]],
    links: dayPage(2),
  },

  // ---- Arrival (day 0, Friday Nov 21) ----
  {
    question: "how much was the first riad per person",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "what was the name of the riad we stayed at the first night",
    parts: [[/L[\s-]?Authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "how much is the airport transfer, and can i pay by card?",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "how long is it from the airport to the medina",
    parts: [[minutes(20)]],
    links: ["/faq"],
  },
  {
    question: "what airport did we land at, need it for my expense report",
    parts: [[/Menara|RAK/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "what time did the trip officially kick off on day 0",
    parts: [[clock(11, 0)]],
    links: ["/day/0", "/faq", "/"],
  },

  // ---- Agafay (day 3, Monday Nov 24) ----
  {
    question: "how long were we actually up in the balloon",
    parts: [[/(?:an|one|1)\s?hour/i]],
    links: dayPage(3),
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "how much was the agafay desert day",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "whats the minimum spend at nobu",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/Japanese/i, /Peruvian/i]],
    links: dinnerPages(3),
  },
  {
    question: "besides the balloon what did we do in agafay",
    parts: [[/quad/i, /camel/i]],
    links: dayPage(3),
  },
  {
    question: "how many km is it from marrakech to zagora",
    unanswerable: true,
  },
  {
    question: "can i pay for the desert camp with my card or is it cash only",
    unanswerable: true,
  },

  // ---- Fes (day 7, Friday Nov 28) ----
  {
    question: "what are we doing friday in fes",
    parts: [[/Bou Inania/i, /Chouara|tanner/i]],
    links: dayPage(7),
  },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[num(9000)]],
    links: dayPage(7),
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: dayPage(7),
  },
  {
    question: "why would someone hand me mint at the tannery",
    parts: [[/smell|stink|odou?r/i]],
    links: dayPage(7),
  },
  {
    question: "which gate do we go into the fes medina through",
    parts: [[/Bou Jeloud|Blue Gate/i]],
    links: dayPage(7),
  },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change|might change|could change|still being|not final/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "how old is the bou inania madrasa",
    parts: [[/14th|fourteenth/i]],
    links: dayPage(7),
  },
  {
    question: "whats dinner on the 28th",
    parts: [[/riad/i, clock(19, 30)]],
    links: dayPage(7),
  },
  {
    question: "is there an entrance fee for the chouara tannery",
    unanswerable: true,
  },
  {
    question: "how much does the guide in fes cost",
    unanswerable: true,
  },
  {
    question: "whats the name of our guide for the fes walk",
    unanswerable: true,
  },
  {
    question: "ras el maa is what exactly",
    parts: [[/spring/i]],
    links: dayPage(8),
  },
  {
    question: "what time do we head back to fes from chefchaouen",
    parts: [[clock(17, 0)]],
    links: dayPage(8),
  },
  {
    question: "whats so special about fes el bali",
    parts: [[/car[\s-]?free/i]],
    links: ["/day/7", "/accommodations"],
  },

  // ---- Money, shopping and dressing for the medina ----
  {
    question: "what should i wear in the medina",
    parts: [[/shoulder/i, /knee/i]],
    links: ["/faq"],
  },
  {
    question: "how low should i go when haggling in the souks",
    parts: [[pctRange(40, 50)]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/"],
  },
  {
    question: "how much cash should i take out at the atm each time",
    parts: [[madRange(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax",
    parts: [
      [
        anyOf(
          "(?<![\\d.,])28\\s?(?:MAD|DH|Dhs|dirhams?)",
          "(?:MAD|DH)\\s?28(?!\\d)",
          "\\$\\s?2[.,]75",
          "2[.,]75\\s?(?:USD|dollars?)",
        ),
      ],
    ],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do banks usually charge in foreign fees on cards",
    parts: [[pctRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "will my amex work here?",
    parts: [[/Visa/i, /Master\s?card/i]],
    links: ["/budget"],
  },
  {
    question: "card machine offered to charge me in usd, should i say yes?",
    parts: [[/dirham|MAD\b|local currency|decline|\bno\b/i]],
    links: ["/budget"],
  },

  // ---- More money and health ----
  {
    question: "whats the rate for euros? i brought euro cash",
    unanswerable: true,
  },
  {
    question: "where can i find an atm around here",
    parts: [[/Gu[eé]liz|Hivernage|gate|airport/i]],
    links: ["/budget"],
  },
  {
    question: "what's the host's phone number in case i get lost",
    unanswerable: true,
  },
  {
    question: "ballpark, what does the whole trip cost per person not counting flights",
    parts: [[num(440), /(?<![\d.,])(?:943|463)(?!\d)/]],
    links: ["/budget"],
  },
  {
    question: "where's the nearest hospital to the zagora camp",
    unanswerable: true,
  },
  {
    question: "what should i get the birthday person as a gift?",
    unanswerable: true,
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran|choukran/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain? should i pack an umbrella",
    parts: [[/rare|seldom|unlikely|not (?:much|often)/i]],
    links: ["/faq"],
  },
  {
    question: "how do we get around marrakech",
    parts: [[/foot|walk/i, /taxi/i]],
    links: ["/faq"],
  },
  {
    question: "i forgot to tell anyone i'm vegetarian, how far in advance were we supposed to say and to who",
    parts: [[/two weeks|2 weeks/i], [/host/i]],
    links: ["/dinners"],
  },

  // ---- The map ----
  {
    question: "which restaurant do you have to order the lamb shoulder a day ahead",
    parts: [[/Al Fassia/i]],
    links: ["/map"],
  },
  {
    question: "what was churchill's favourite hotel in marrakech",
    parts: [[/Mamounia/i]],
    links: ["/map"],
  },

  // ---- Rupa, the site and the gallery ----
  {
    question: "who r u",
    parts: [[/Rupa/i]],
  },
  {
    question: "how do i turn the music off, its blasting",
    parts: [[/mute/i, /left/i]],
  },
  {
    question: "can i save pics from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload stuff",
    parts: [[/optional|don'?t have to|do not have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded the wrong pic how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a way to show everyone's photos on the big tv at the riad",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "transportation page just says coming soon, whats going on",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "what's the trip actually called",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "how long will the gallery stay up after the trip",
    unanswerable: true,
  },
  {
    question: "can i change the name on a photo after i uploaded it",
    unanswerable: true,
  },
  {
    question: "how old are you rupa",
    unanswerable: true,
  },
  {
    question: "what's the song that plays on the home page? i need it",
    unanswerable: true,
  },
  {
    question: "can u send me a list of everyone's names on the trip",
    unanswerable: true,
  },
  {
    question: "which airline should i book home with",
    unanswerable: true,
  },
  {
    question: "is there a luggage limit on the moroccan trains",
    unanswerable: true,
  },

  // ---- Yesterday, today and tomorrow again ----
  {
    question: "yesterday was tuesday right? what day number of the trip was that",
    parts: [[/\bday\s?(?:4|four)(?!\d)|fourth day/i]],
    links: dayPage(4),
  },
  {
    question: "what's today called on the itinerary",
    parts: [[/Sahara Desert Adventure/i]],
    links: dayPage(5),
  },
  {
    question: "lost track of time, what day of the trip are we on",
    parts: [[/\bday\s?(?:5|five)(?!\d)|fifth day/i]],
    links: dayPage(5),
  },
  {
    question: "how much was the souk guide yesterday",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what did we eat at dar yacout last night, i was too tipsy to remember",
    parts: [[/pastilla|bastilla/i, /couscous/i]],
    links: dinnerPages(4),
  },
  {
    question: "for last night's dinner did we split the bill as a group or pay our own",
    parts: [[/individual|separately|(?:your|their|each) own|each (?:person|guest) pa(?:ys|id)/i]],
    links: dinnerPages(4),
  },
  {
    question: "what was the dress code at dar yacout",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: dinnerPages(4),
  },
  {
    question: "what time did they do the rooftop aperitif at dar yacout",
    unanswerable: true,
  },
  {
    question: "how cold is it on the dunes at sunrise tmrw",
    parts: [[/freezing/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what should i wear for the sunrise tomorrow",
    parts: [[/layer/i, /hat/i]],
    links: dayPage(6),
  },
  {
    question: "anything useful to bring to the camp besides clothes",
    parts: [[/head\s?(?:lamp|torch)|lip balm|sunglasses/i]],
    links: ["/faq"],
  },
  {
    question: "can i bring my big suitcase on the camel lol",
    parts: [[/(?:small|overnight)\s(?:overnight\s)?bag/i]],
    links: ["/faq"],
  },
  {
    question: "which valley are we following down to zagora",
    parts: [[/Dr[aâ]a/i]],
    links: dayPage(5),
  },
  {
    question: "is ait benhaddou a world heritage site?",
    parts: [[/UNESCO/i]],
    links: dayPage(5),
  },
  {
    question: "are there showers at the desert camp",
    unanswerable: true,
  },
  {
    question: "whats the camp we're staying at tonight called",
    unanswerable: true,
  },
  {
    question: "how long are we actually on the camels this afternoon",
    unanswerable: true,
  },
  {
    question: "what time is sunset in zagora today",
    unanswerable: true,
  },
  {
    question: "how many cars are taking us to the desert today",
    unanswerable: true,
  },
  {
    question: "what time is breakfast at the fes riad on friday",
    unanswerable: true,
  },
];
