// FORTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-second round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

// ---------------------------------------------------------------------------
// Helpers: tolerant matchers, so that a correct answer in any reasonable
// wording matches while a wrong one does not.
// ---------------------------------------------------------------------------

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS_WORDS: Record<number, string> = {
  20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety",
};

function escapeNumber(n: number | string): string {
  return String(n).replace(/\./g, "\\.");
}

/** The source of a pattern matching a whole number in digits or in words. */
function numberSource(n: number): string {
  const digits = `(?<![\\d.,])${escapeNumber(n)}(?![\\d]|[.,]\\d)`;
  let word: string | undefined;
  if (Number.isInteger(n) && n >= 0 && n < 20) word = NUMBER_WORDS[n];
  else if (Number.isInteger(n) && n >= 20 && n < 100) {
    const tens = TENS_WORDS[n - (n % 10)];
    word = n % 10 === 0 ? tens : `${tens}[- ]?${NUMBER_WORDS[n % 10]}`;
  }
  return word ? `(?:${digits}|\\b${word}\\b)` : `(?:${digits})`;
}

/** A number, in digits or words ("3" or "three"). */
function num(n: number): RegExp {
  return new RegExp(numberSource(n), "i");
}

/** A number of hours: "6 hours", "six-hour", "6h", "6 hrs". */
function hours(n: number): RegExp {
  return new RegExp(`${numberSource(n)}[\\s-]*(?:more\\s+)?(?:hours?|hrs?|h)\\b`, "i");
}

/** A dollar amount: "$45", "US$45", "USD 45", "45 dollars", "45 USD", "$45.00". */
function usd(n: number): RegExp {
  const v = escapeNumber(n);
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${v}(?:\\.00)?(?![\\d]|[.,]\\d)|(?<![\\d.,$])${v}(?:\\.00)?\\s?(?:USD|US dollars|dollars|bucks)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 - $60", "$40 to $60", "between $40 and $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.])(?:US\\$|\\$|USD\\s?)?\\s?${low}(?:\\.00)?\\s*(?:USD|dollars)?\\s*(?:-|–|—|to|and)\\s*(?:US\\$|\\$|USD\\s?)?\\s?${high}(?!\\d)`,
    "i",
  );
}

/** A percentage range: "10-15%", "10 to 15 percent", "10%-15%". */
function pctRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.])${low}\\s*(?:%|percent)?\\s*(?:-|–|—|to|and)\\s*${high}\\s*(?:%|percent|per cent)`,
    "i",
  );
}

/** A clock time accepting "15:00", "15h00", "15.00", "3 pm", "3:00 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [`${h < 10 ? "0?" : ""}${h}[:.h]${mm}(?!\\d)`];
  alternatives.push(m === 0 ? `${h12}(?:[:.]00)?\\s?${ampm}` : `${h12}[:.]${mm}\\s?${ampm}`);
  if (h === 12 && m === 0) alternatives.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})`, "i");
}

const WEEKDAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A trip day (0-9): "day 4", "day four", "Nov 25", "November 25th", "25 Nov", "25th of November" or its weekday. */
function tripDay(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    `\\bday\\s?(?:${n}|${NUMBER_WORDS[n]})\\b|\\bnov(?:ember|\\.)?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)?\\s?(?:of\\s)?nov|${WEEKDAYS[n]}`,
    "i",
  );
}

/** Fes, however it is spelt. */
const FES = /\bF[eè][sz]\b/i;

// ---------------------------------------------------------------------------
// The moment of the test.
// ---------------------------------------------------------------------------

/**
 * Thursday November 27 2025, 17:00 Morocco time (UTC+1): day 6 of the trip,
 * "Journey to Fes". The squad woke at the Zagora desert camp for the 06:30
 * sunrise over the dunes and camp breakfast, left at 08:00 for the long drive
 * back over the Tizi n'Tichka pass to Marrakech station, and boarded the 15:00
 * train to Fes (about six hours, by way of Casablanca, Rabat and Meknes), on
 * which they are now riding. Tonight at 21:00 porters meet them at the medina
 * gate and they check in to the riad in Fes el-Bali, with a late supper
 * waiting.
 *
 * - "today" = day 6, Thursday Nov 27 (Journey to Fes);
 * - "this morning" = the dune sunrise, camp breakfast and the drive back;
 * - "tonight" = the rest of the train ride and the 21:00 riad check-in in Fes;
 * - "tomorrow" = day 7, Friday Nov 28 (Explore Fes: Bab Bou Jeloud walk, Bou
 *   Inania Madrasa, Chouara tannery, riad dinner; still a work in progress);
 * - "yesterday" = day 5, Wednesday Nov 26 (High Atlas, Aït Benhaddou, sunset
 *   camel ride);
 * - "last night" = dinner and the night at the Zagora desert camp.
 */
export const FORTY_SECOND_TEST_CLOCK = new Date("2025-11-27T16:00:00Z");

export const fortySecondTestQuestions: TestQuestion[] = [
  // --- Right now: on the train to Fes (day 6) --------------------------------
  {
    question: "where are we even supposed to be rn?? lost all track of time lol",
    parts: [[/train/i, FES]],
    links: ["/day/6"],
  },
  {
    question: "what time do we actually get to the riad tonight",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "how long is this train ride again, my legs r dying",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "which cities does this train pass thru on the way",
    parts: [[/Casablanca|Casa\b/i, /Rabat/i, /Mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "roughly how much longer til we're in fes? its 5pm now",
    parts: [[/(?:4|four)\s*(?:more\s*)?(?:hours?|hrs?)|21[:.h]00|9\s?(?:pm|p\.m\.)/i]],
    links: ["/day/6"],
  },
  {
    question: "will there be any food when we get in tonight or should i grab smth on the train",
    parts: [[/supper|late (?:dinner|meal|bite)|meal (?:is )?waiting/i]],
    links: ["/day/6"],
  },
  {
    question: "how do we get our suitcases from the car-free bit to the riad tonight?",
    parts: [[/porter/i, /cart/i]],
    links: ["/day/6"],
  },
  {
    question: "how much is the train to fes per person",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "are the seats on this train reserved or is it a free for all",
    parts: [[/reserved/i]],
    links: ["/day/6"],
  },
  {
    question: "who's got the train tickets? i don't have mine",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time did our train leave marrakech and what time are we due at the riad",
    parts: [[clock(15)], [clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "what did the itinerary say to bring for the train day",
    parts: [[/snack/i, /phone|charg/i]],
    links: ["/day/6"],
  },
  {
    question: "what was the dress code for today, just comfy stuff?",
    parts: [[/comfort|comfy/i, /warm|layer/i]],
    links: ["/day/6"],
  },
  {
    question: "what time was the sunrise thing this morning? want to caption my pics right",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "what time did we roll out of camp this morning",
    parts: [[clock(8)]],
    links: ["/day/6"],
  },
  {
    question: "was the breakfast at camp this morning extra $$ or included",
    parts: [[/(?<!not |n't |never )(?:includ|covered|part of)/i]],
    links: ["/day/6", "/accommodations", "/budget"],
  },
  {
    question: "what did they feed us at camp this morning? forgot already",
    parts: [[/bread/i, /egg/i]],
    links: ["/day/6"],
  },
  {
    question: "whats the name of the mountain pass we drove over today",
    parts: [[/Tichka/i]],
    links: ["/day/6", "/day/5", "/faq"],
  },
  {
    question: "how many nights r we in fes",
    parts: [[num(3), /night/i]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how much do i owe for the fes riad",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "what's our place in fes like? pls tell me there's a roof",
    parts: [[/terrace|roof/i, /cedar|zellige/i]],
    links: ["/accommodations"],
  },
  {
    question: "which part of fes is the riad in",
    parts: [[/F[eè]s el[- ]Bali|old (?:city|medina)|medina/i]],
    links: ["/accommodations", "/day/6"],
  },
  // --- Tomorrow: Explore Fes (day 7) ------------------------------------------
  {
    question: "whats the plan tmrw",
    parts: [[/walk|guide/i, /Bou Inania|madrasa/i, /tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "what time do we meet tmrw morning and where",
    parts: [[clock(9, 30)], [/Bou Jeloud|Blue Gate/i]],
    links: ["/day/7"],
  },
  {
    question: "is tomorrow's schedule locked in or could it change",
    parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7"],
  },
  {
    question: "tannery tmrw what time",
    parts: [[clock(14)]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery absolutely reeks, any tips??",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "where's dinner tmrw night and what are we eating",
    parts: [[/riad/i], [/pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is that famous university we walk past tomorrow",
    parts: [[/859/]],
    links: ["/day/7"],
  },
  {
    question: "bou inania, whats the deal with it? how old",
    parts: [[/14th|fourteenth|1300s/i]],
    links: ["/day/7"],
  },
  {
    question: "is it true there are no cars at all in the fes old town",
    parts: [[/car[- ]free|no cars|without cars|cars (?:are(?:n't| not) allowed|can'?t)/i]],
    links: ["/day/7", "/accommodations"],
  },
  {
    question: "how many little streets does fes el bali have lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "what do i wear tmrw for the medina walk, can i do shorts",
    parts: [[/knee/i, /shoulder/i]],
    links: ["/day/7", "/faq"],
  },
  // --- Yesterday and last night: the Sahara (day 5) ---------------------------
  {
    question: "what was the name of that movie set village yesterday",
    parts: [[/Benhaddou/i]],
    links: ["/day/5"],
  },
  {
    question: "which films were shot at that mud village we saw yesterday?",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "what time was the camel ride yesterday? my mum is asking",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "how high up was the photo stop at the pass yesterday",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "last night's camp, how much was it again and what did that cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "what were we eating by the lanterns last night, i want to find a recipe",
    parts: [[/tagine/i]],
    links: ["/day/5"],
  },
  {
    question: "which valley were all those palm groves in",
    parts: [[/Dr[aâ]a/i]],
    links: ["/day/5", "/day/6", "/accommodations"],
  },
  {
    question: "what time did we set off yesterday morning? felt like 5am",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  // --- Later: Chefchaouen (day 8) and Casablanca (day 9) ----------------------
  {
    question: "chefchaouen day, what time do we leave fes",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long's the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "when do we head back from chefchaouen",
    parts: [[clock(17)]],
    links: ["/day/8"],
  },
  {
    question: "some ppl are leaving early on saturday right? when should we say bye",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  {
    question: "what should i eat in chefchaouen, anything local?",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint over the blue town?",
    parts: [[/Spanish Mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "wtf is ras el maa",
    parts: [[/spring/i]],
    links: ["/day/8"],
  },
  {
    question: "whats the main square called in chefchaouen",
    parts: [[/U?ta el[- ]?Hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "what's chefchaouen's nickname again, the blue something",
    parts: [[/blue pearl/i]],
    links: ["/day/8"],
  },
  // --- Unanswerable -----------------------------------------------------------
  { question: "whats the actual name of our riad in fes? need to send it to my mom", unanswerable: true },
  { question: "is our train running late? feels like we've been stopped forever", unanswerable: true },
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "which carriage number are we all in on this train", unanswerable: true },
  // --- The last day: Casablanca (day 9) -------------------------------------
  {
    question: "last day, what time's the train to casa?",
    parts: [[clock(7)]],
    links: ["/day/9"],
  },
  {
    question: "how long does fes to casablanca take on the train",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which station in casablanca do we get off at",
    parts: [[/Casa[- ]?Voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "farewell lunch, where and what time",
    parts: [[/Rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "rick's cafe is themed after what exactly",
    parts: [[/Casablanca/i, /film|movie/i]],
    links: ["/day/9"],
  },
  {
    question: "how much is the big mosque tour in casablanca",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i need to wear for the hassan 2 mosque? anything to bring?",
    parts: [[/knee/i, /scarf/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "is it true the casablanca mosque is partly on the water?",
    parts: [[/ocean|Atlantic|sea/i]],
    links: ["/day/9", "/map"],
  },
  {
    question: "which airport do we fly home from and how far is it from the city",
    parts: [[/Mohammed V|CMN/i], [/45\s*-?\s*min|forty[- ]five[- ]min/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time do the airport transfers go on the last day",
    parts: [[clock(18)]],
    links: ["/day/9"],
  },
  {
    question: "what do i do with leftover dirhams at the end",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "im booking my flight home rn, what day/time should i aim for",
    parts: [[/evening|later/i, /CMN|Mohammed V|Casablanca/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "can i fly out of fes instead of casa? which day would that be",
    parts: [[tripDay(8)]],
    links: ["/faq", "/day/8"],
  },
  // --- Day 0: arrival ---------------------------------------------------------
  {
    question: "what time did the trip officially kick off on day 0",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "what did the airport car cost? trying to figure out if i owe someone",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "how long was the ride from RAK to the medina",
    parts: [[/20\s*-?\s*min|twenty[- ]min/i]],
    links: ["/faq"],
  },
  {
    question: "whats the name of the first riad we stayed at, want to leave a review",
    parts: [[/L-?\s?Authentic/i]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  {
    question: "how much was that first riad night pp",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "which restaurant was the welcome dinner and what kind of food was it",
    parts: [[/Foundouk/i], [/French/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "was there a deposit for the welcome dinner? how much",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner cost per person?",
    parts: [[usdRange(40, 60)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what even is a foundouk",
    parts: [[/caravan|merchant/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what were those dishes at le foundouk? the eggplant thing and the little pastries",
    parts: [[/zaalouk|briouat/i]],
    links: ["/dinners"],
  },
  {
    question: "which souks did we wander on the first afternoon",
    parts: [[/Semmarine/i, /Rahba/i]],
    links: ["/day/0"],
  },
  // --- Day 1 and the villa ----------------------------------------------------
  {
    question: "villa check in was what time again",
    parts: [[clock(15)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "what time was villa checkout",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites does the villa have, and how many pools",
    parts: [[num(13)], [num(2), /pool/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa royale estate",
    parts: [[/1[.,]4[\s-]*(?:ha\b|hectare)/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far was the villa from downtown",
    parts: [[/20\s*(?:-|–|to)\s*25[\s-]*min/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do we have to pay anything for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/faq", "/budget", "/day/1"],
  },
  {
    question: "hammam + massage how much, and what do they actually do to u",
    parts: [[usd(60)], [/kessa|scrub|black (?:olive )?soap|rhassoul|argan|steam/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "what was the dress rule at the villa pool",
    parts: [[/swim/i, /cover[- ]?up/i]],
    links: ["/day/1"],
  },
  // --- Day 2: the birthday ----------------------------------------------------
  {
    question: "villa breakfast, what did it cost and whats on the menu",
    parts: [[usd(10)], [/msemen|amlou|orange juice|eggs/i]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "how did we get breakfast at the villa again, just show up?",
    parts: [[/sign(?:ed)?[- ]?up/i, /night before|evening before|day before|previous (?:night|evening)/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "what stops were on the medina walking tour",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "bday dinner restaurant name + what part of town",
    parts: [[/Comptoir Darna/i], [/Hivernage/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much was the birthday dinner per head",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/budget", "/day/2"],
  },
  {
    question: "what time did the bar crawl start and which neighbourhoods",
    parts: [[clock(22, 30)], [/Gu[eé]liz/i, /Hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "did the bar crawl price include drinks?",
    parts: [[usd(10), /guide/i], [/as you go|not included|your own|separately|yourself|extra|on top/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what was the dress code for the birthday",
    parts: [[/cocktail/i, /gold/i]],
    links: ["/dinners", "/faq", "/day/2"],
  },
  {
    question: "was there entertainment at comptoir darna or just dinner",
    parts: [[/danc/i, /music/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "remind me whose birthday this whole trip is for and which one",
    parts: [[/host/i], [/30|thirtieth|thirty/i]],
    links: ["/"],
  },
  // --- Day 3: balloon, Agafay, Nobu -------------------------------------------
  {
    question: "what time was the balloon pickup, it was brutal",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much was the hot air balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq", "/"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/(?:an|one|1)\s*hour/i]],
    links: ["/day/3"],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[/40\s*-?\s*min|forty[- ]min/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "what did the agafay quad/camel day cost",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "nobu min spend was how much",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what kind of cuisine is nobu",
    parts: [[/Japanese/i, /Peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what were the signature dishes at nobu, want to remember",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  // --- Day 4: photos, gardens, souks, palace -----------------------------------
  {
    question: "photoshoot day, what time and where were we",
    parts: [[clock(8, 30)], [/villa|garden/i]],
    links: ["/day/4"],
  },
  {
    question: "what colours were we meant to wear for the photographer",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle and the ysl museum, what were the ticket prices",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "who sorted the majorelle tickets",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  {
    question: "souk guide on day 4 cost?",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "palace dinner, what was the place called and how was it paid",
    parts: [[/Dar Yacout/i], [/individual|yourself|your own|separately|own bill|each (?:of us )?pa(?:y|id)/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "palace dinner dress code?",
    parts: [[/kaftan|djellaba|dressy|best evening/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  { question: "what was the photographer's name? want to tag them on insta", unanswerable: true },
  { question: "when will the pro photos from the shoot be ready", unanswerable: true },
  { question: "was there a deposit for the birthday dinner too? how much was it", unanswerable: true },
  { question: "who won the quad bike race in agafay lol", unanswerable: true },
  // --- Money ------------------------------------------------------------------
  {
    question: "how many dirhams is a dollar, roughly",
    parts: [[/10\s*(?:MAD|dirhams?|DH)|ten dirhams/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "quick maths pls, 500 dirhams is like how many usd",
    parts: [[usd(50)]],
    links: ["/budget"],
  },
  {
    question: "how much r we supposed to tip at restaurants here",
    parts: [[pctRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the riad charged me some tourist tax thing, how much is that supposed to be",
    parts: [[/28/, /night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much cash should i take out of the atm at a time in fes",
    parts: [[/1[,.\s]?000\s*(?:MAD|dirhams?|DH)?\s*(?:-|–|to|and)\s*2[,.\s]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what do cards usually charge in foreign fees",
    parts: [[/1\s*(?:%|percent)?\s*(?:-|–|to)\s*3\s*(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the atm asked if i want to be charged in dollars or dirhams, which do i pick",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "which cards work best here, my amex got declined",
    parts: [[/Visa/i, /Master ?card/i]],
    links: ["/budget"],
  },
  {
    question: "haggling in the fes souks tmrw, where should i start my offer",
    parts: [[pctRange(40, 50)]],
    links: ["/budget", "/faq", "/day/0", "/"],
  },
  {
    question: "how much do ppl usually blow on shopping on this trip",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/faq", "/day/4", "/"],
  },
  {
    question: "ballpark, what's the whole trip costing per person",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "do porters expect a tip? how much",
    parts: [[/coin|small change|few dirhams/i]],
    links: ["/budget", "/faq"],
  },
  // --- Practical and FAQ ------------------------------------------------------
  {
    question: "my cousin wants to join next time, does an american need a visa and what about passport validity",
    parts: [[/90/], [/(?:six|6)[\s-]*months?/i]],
    links: ["/faq"],
  },
  {
    question: "what plug type do they use here + voltage",
    parts: [[/C\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "ok to drink the tap water at the riad?",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can i get a beer in fes? and can i walk around with it",
    parts: [[/licensed|hotel|bar|restaurant/i], [/public/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say thank you in darija",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do people speak here, will my school french help",
    parts: [[/Darija|Arabic/i, /French/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to take photos of the tanners and shopkeepers tmrw",
    parts: [[/ask/i]],
    links: ["/faq"],
  },
  {
    question: "can non muslims go inside mosques in morocco",
    parts: [[/Hassan II|Hassan 2/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "any safety stuff i should watch for in the fes medina",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain in fes? do i need an umbrella",
    parts: [[/rare|shower/i, /jacket/i]],
    links: ["/faq"],
  },
  {
    question: "what temps should i expect during the day",
    parts: [[/15\s*(?:°\s*C?)?\s*(?:-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what time zone are we in? my phone is confused",
    parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]],
    links: ["/faq"],
  },
  {
    question: "i got so carsick on the pass, what was the advice for that",
    parts: [[/tablet|pill|medic/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "i'm vegetarian, who do i tell so the restaurants know",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "petit taxis, do i haggle or use the meter",
    parts: [[/meter/i]],
    links: ["/faq"],
  },
  {
    question: "should i have gotten travel insurance? asking for a friend who did the quads",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  // --- The site: gallery, music, Rupa, transportation -------------------------
  {
    question: "how many pics can i upload to the gallery at once, and is there a size limit",
    parts: [[num(10)], [/50\s*MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload stuff",
    parts: [[/optional|don'?t have to|not required|no need|up to you/i]],
    links: ["/gallery"],
  },
  {
    question: "uploaded a really bad pic of myself by accident, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "can i save other ppl's photos from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i turn off the music on the site, i'm on a silent train",
    parts: [[/mute/i, /bottom[- ]left|lower[- ]left|left corner/i]],
  },
  {
    question: "who even are you",
    parts: [[/goat/i, /assistant|helper|chat|guide/i]],
  },
  {
    question: "the transportation page just says coming soon?? whats up with that",
    parts: [[/finali[sz]|not (?:yet )?(?:final|booked|ready)|coming soon|being (?:sorted|worked)/i]],
    links: ["/transportation"],
  },
  // --- Unanswerable -----------------------------------------------------------
  { question: "whats the host's phone number, mine got wiped", unanswerable: true },
  { question: "what's the password to delete photos from the gallery", unanswerable: true },
  { question: "how many photos are in the gallery right now", unanswerable: true },
  { question: "who's uploaded the most pics so far", unanswerable: true },
  { question: "what's the name of the song that plays on the budget page", unanswerable: true },
  { question: "how much is the entry to the tannery tomorrow", unanswerable: true },
  { question: "bou inania ticket price?", unanswerable: true },
  { question: "how much is the train from fes to casablanca", unanswerable: true },
  { question: "whats the name of our guide in fes tmrw", unanswerable: true },
  { question: "does the fes riad have a pool? packing my swimsuit or nah", unanswerable: true },
  // --- Map, home page and the calendar ----------------------------------------
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "someone said al fassia is amazing, anything i need to know before going back to marrakech someday",
    parts: [[/lamb/i, /ahead|in advance|day before|beforehand/i]],
    links: ["/map"],
  },
  {
    question: "where can i check what stuff should actually cost before i haggle",
    parts: [[/Ensemble Artisanal/i]],
    links: ["/map"],
  },
  {
    question: "who are the 3 famous ppl quoted on the home page",
    parts: [[/Churchill/i, /Saint[- ]Laurent|YSL/i, /Wharton/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip total",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "tmrw is day what, and what's the date",
    parts: [[/\bday\s?(?:7|seven)\b/i], [/(?<!\d)28(?!\d)/]],
    links: ["/day/7"],
  },
  {
    question: "where did we sleep on the night of the 26th? doing my journal",
    parts: [[/camp|tent/i, /Zagora/i]],
    links: ["/accommodations", "/day/5"],
  },
  // --- Unanswerable -----------------------------------------------------------
  { question: "how much did the SIM card at the airport cost? mine's running out of data", unanswerable: true },
  { question: "which people exactly are leaving on saturday", unanswerable: true },
  { question: "who am i sharing a room with in fes", unanswerable: true },
  { question: "what's my seat number on this train", unanswerable: true },
  { question: "whats the score of the real madrid game tonight", unanswerable: true },
  { question: "we pass thru rabat, any good restaurant there for next time?", unanswerable: true },
  { question: "what time is breakfast served at the fes riad", unanswerable: true },
  { question: "how much is the car to chefchaouen and back per person", unanswerable: true },
  { question: "whats the host's venmo for the villa contribution", unanswerable: true },
  { question: "if the balloon had been cancelled for wind would we have gotten a refund?", unanswerable: true },
  { question: "how many km is it from zagora back to marrakech", unanswerable: true },
  { question: "is there a pharmacy near our riad in fes? need plasters", unanswerable: true },
  { question: "what's the luggage limit on the train", unanswerable: true },
  { question: "who built this website? it's cute", unanswerable: true },
  { question: "how much did the photographer cost the host", unanswerable: true },
  { question: "what time is sunrise in fes tomorrow", unanswerable: true },
  { question: "how much is the late supper at the riad tonight", unanswerable: true },
  { question: "what's jess allergic to again? want to grab her a snack", unanswerable: true },
  { question: "whats the population of fes", unanswerable: true },
];
