// TWENTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Tuesday November 25 2025, 09:00 Morocco time (UTC+1): the morning of day 4
 * ("Gardens & Souks"). The group photoshoot in the villa gardens began at 08:30;
 * Jardin Majorelle and the Musée YSL (11:00), the guided souk shopping (14:30)
 * and the palace dinner at Dar Yacout (20:00) are still ahead. Yesterday (day 3)
 * was the balloon, the Agafay day and Nobu; tomorrow (day 5) the squad crosses the
 * High Atlas to the desert camp near Zagora. Tonight is spent at Villa Royale.
 */
export const TWENTY_NINTH_TEST_CLOCK = new Date("2025-11-25T08:00:00Z");

const NUMBER_WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "eleven",
  12: "twelve",
  13: "thirteen",
  20: "twenty",
  22: "twenty[- ]?two",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
};

/** A count, in digits or in words. */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?!\\d|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A number of hours: "6 hours", "six-hour", "6h", "4 hrs". */
function hours(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?:(?<![\\d.,])${n}${word ? `|\\b${word}` : ""})\\s?-?\\s?(?:h\\b|hrs?\\b|hours?\\b)`, "i");
}

/** A number of minutes: "40 minutes", "forty-minute", "40 min". */
function minutes(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?:(?<![\\d.,])${n}${word ? `|\\b${word}` : ""})\\s?-?\\s?(?:mins?\\b|minutes?\\b)`, "i");
}

/** A dollar amount: "$45", "$45.00", "45 USD", "45 dollars", "USD 45" (never "$450"). */
function usd(n: number): RegExp {
  return new RegExp(
    `\\$\\s?${n}(?:\\.00)?(?!\\d|[.,]\\d)` +
      `|(?<![\\d.,$])${n}(?:\\.00)?\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b` +
      `|\\busd\\s?${n}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 USD", "$100-$500". */
function usdRange(a: number, b: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])\\$?\\s?${a}\\s?(?:usd|dollars)?\\s?(?:-|–|—|to|and)\\s?(?:us)?\\$?\\s?${b}(?!\\d)`,
    "i",
  );
}

/** A percentage range: "10-15%", "10 to 15 percent", "10%-15%". */
function percentRange(a: number, b: number): RegExp {
  return new RegExp(`(?<![\\d.])${a}\\s?(?:%|percent)?\\s?(?:-|–|—|to)\\s?${b}\\s?(?:%|percent)`, "i");
}

/** A clock time in 24h ("20:00", "08:30", "20h00") or 12h ("8 PM", "8:30pm", "8:30 a.m.") form. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const am = "a\\.?\\s?m\\b\\.?";
  const pm = "p\\.?\\s?m\\b\\.?";
  const [right, wrong] = h < 12 ? [am, pm] : [pm, am];
  const alternatives = [
    `(?<![\\d:.])0?${h}[:.h]${mm}(?!\\d)(?!\\s?${wrong})`,
    `(?<![\\d:.])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${right}`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The calendar date of a trip day: "Nov 25", "November 25th", "25 Nov", "the 25th". */
function calendarDate(day: number): RegExp {
  const date = 21 + day;
  return new RegExp(
    `\\bnov(?:ember|\\.)?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov|\\bthe\\s${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

const WEEKDAYS = [
  "friday",
  "saturday",
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

/** Relative names that are right against the clock (day 4 is today). */
const RELATIVE_DAY: Record<number, string> = {
  3: "\\byesterday\\b|\\blast night\\b",
  4: "\\btoday\\b|\\btonight\\b|\\bthis (?:morning|afternoon|evening)\\b",
  5: "\\btomorrow\\b",
};

/** A trip day named by number, weekday, date or (for days 3-5) relative to today. */
function tripDay(day: number): RegExp {
  const alternatives = [`\\bday\\s?${day}\\b`, `\\b${WEEKDAYS[day]}\\b`, calendarDate(day).source];
  const relative = RELATIVE_DAY[day];
  if (relative) alternatives.push(relative);
  return new RegExp(alternatives.join("|"), "i");
}

export const twentyNinthTestQuestions: TestQuestion[] = [
  // ---------------------------------------------------------------- today (day 4)
  {
    question: "morning!! whats the plan today",
    parts: [[/majorelle/i, /souk/i, /yacout|palace/i]],
    links: ["/day/4"],
  },
  {
    question: "photoshoot - what time does it start and where r we meeting",
    parts: [[clock(8, 30)], [/garden/i]],
    links: ["/day/4"],
  },
  {
    question: "what colours look best in the photos today? trying to pick an outfit",
    parts: [[/jewel/i]],
    links: ["/", "/day/4"],
  },
  {
    question: "how much r majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to buy my own majorelle tickets or",
    parts: [
      [/in advance|ahead of time|pre-?book|already booked|host (?:books|booked|has booked|will book|is booking|handles|takes care)/i],
    ],
    links: ["/day/4"],
  },
  {
    question: "what time r we supposed to be at majorelle",
    parts: [[clock(11)]],
    links: ["/day/4"],
  },
  {
    question: "souk shopping this arvo, what time?",
    parts: [[clock(14, 30)]],
    links: ["/day/4"],
  },
  {
    question: "how much is the guide for the souks today",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "how much should i budget for shopping today, roughly",
    parts: [[usdRange(100, 500)]],
    links: ["/day/4", "/budget", "/faq"],
  },
  {
    question: "whats dinner tonight",
    parts: [[/yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "dinner tonight - time + dress code pls",
    parts: [[clock(20)], [/dressy|best evening|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how do we pay for dar yacout, is it prepaid or",
    parts: [[/individual|separately|at the restaurant|on your own|yourself/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "is there drinks somewhere before the palace dinner",
    parts: [[/rooftop/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "can i wear a kaftan tonight or is that too much",
    parts: [[/welcome|encouraged/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "shorts ok for the souks this afternoon?",
    parts: [[/knee/i]],
    links: ["/day/4", "/faq"],
  },
  {
    question: "what's today called on the itinerary, like the theme",
    parts: [[/gardens?\s?(?:&|and)\s?souks/i]],
    links: ["/day/4"],
  },
  {
    question: "wait whats the date today",
    parts: [[calendarDate(4)]],
  },
  {
    question: "where are we sleeping tonight",
    parts: [[/villa/i]],
    links: ["/accommodations"],
  },

  // ------------------------------------------------------------- tomorrow (day 5)
  {
    question: "what time do we head out tmrw",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "whats the plan for wednesday",
    parts: [[/atlas|tichka/i, /benhaddou/i, /camel|camp|zagora/i]],
    links: ["/day/5"],
  },
  {
    question: "name of the mountain pass we drive over tomorrow?",
    parts: [[/tichka/i]],
    links: ["/day/5"],
  },
  {
    question: "how high up is that pass",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "where do we stop for lunch tomorrow",
    parts: [[/benhaddou|river/i]],
    links: ["/day/5"],
  },
  {
    question: "ait benhaddou was in what movies again",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "when's the camel ride tmrw and what do i wear for it",
    parts: [[clock(16, 30)], [/layer|fleece|scarf|closed shoes/i]],
    links: ["/day/5"],
  },
  {
    question: "how much is the desert camp again",
    parts: [[usd(95)]],
    links: ["/day/5", "/budget", "/accommodations", "/faq"],
  },
  {
    question: "does the camp price cover food?",
    parts: [[/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "i get soooo carsick, anything i should know for tomorrow's drive",
    parts: [[/tablet|pill|meds|medication/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "packing list for the desert pls",
    parts: [[/fleece/i, /scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "where r we sleeping tmrw night",
    parts: [[/camp|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "are we coming back to the villa tomorrow night?",
    parts: [[/\bno\b|\bnot\b|nope/i, /camp|zagora|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "how cold does it actually get in the desert at night",
    parts: [[/freez/i]],
    links: ["/faq"],
  },

  // ------------------------------------------------------------ yesterday (day 3)
  {
    question: "what time was balloon pickup yesterday, ive lost all track of time",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much do i owe for the balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "agafay day cost?",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "where did we eat last night, need the name for my caption",
    parts: [[/nobu/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "nobu min spend was how much",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/(?:an|one|1)\s?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "how far was agafay from the city",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "recap yesterday for me i was half asleep",
    parts: [[/balloon/i, /agafay|quad|camel/i, /nobu/i]],
    links: ["/day/3"],
  },
  {
    question: "what were we meant to wear for the balloon",
    parts: [[/layer/i, /hat/i]],
    links: ["/day/3"],
  },

  // ------------------------------------------------------------------ days 0 to 2
  {
    question: "how much was the first riad night",
    parts: [[usd(45)]],
    links: ["/budget", "/accommodations", "/day/0"],
  },
  {
    question: "the airport transfer - how much was it and how do we pay",
    parts: [[usd(45), /car/i], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "name of the welcome dinner place?",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner deposit was how much",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "welcome dinner total per person?",
    parts: [[usdRange(40, 60)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what time did the trip officially kick off on the 21st",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "villa check in and check out times?",
    parts: [[clock(15)], [clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "how do i book a massage slot",
    parts: [[/host/i]],
    links: ["/faq", "/day/1"],
  },
  {
    question: "what time was the bday dinner on sunday",
    parts: [[clock(19, 30)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "where was the golden bday dinner",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much is the bday dinner, need to settle up",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "dress code for the bday dinner was?",
    parts: [[/cocktail/i, /gold/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "bar crawl cost + were drinks included",
    parts: [[usd(10)], [/as you go|yourself|own drinks|not included|separately|pay for (?:your )?(?:own )?drinks/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "which sights were on the walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "villa brekkie - how much and how do i get on the list",
    parts: [[usd(10)], [/sign(?:\s|-)?(?:up|me up)|night before|evening before|day before/i]],
    links: ["/faq", "/day/2", "/budget"],
  },
  {
    question: "which day was the birthday dinner again",
    parts: [[tripDay(2)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "whose bday is this whole trip for again 😅",
    parts: [[/host/i, /\b30(?:th)?\b|thirtieth/i]],
    links: ["/"],
  },

  // ----------------------------------------------------------------- days 6 to 9
  {
    question: "thursday - what time is the train",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the train to fes",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "train to fes cost?",
    parts: [[usd(45)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "what time do we actually get to the fes riad",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "sunrise at the dunes on the 27th, what time",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "is the fes itinerary final yet",
    parts: [[/work in progress|not final|may change|might change|could change|subject to change|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "whats the tannery called and why do they give you mint",
    parts: [[/chouara/i], [/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is that university in fes",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does fes el bali have lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "where's dinner on friday in fes and what time",
    parts: [[/riad/i], [clock(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "hows long's the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "what do i have to eat in chefchaouen",
    parts: [[/goat(?:'s)?\s?cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best view of the blue town?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "when do ppl start flying home",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "whats the time for the train to casa on the last day",
    parts: [[clock(7)]],
    links: ["/day/9"],
  },
  {
    question: "farewell lunch where + when",
    parts: [[/rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii tour price",
    parts: [[usd(13)]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "what do i wear to the mosque in casablanca",
    parts: [[/scarf/i, /sock/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly out of at the end",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "should i change my leftover dirhams back at home",
    parts: [[/spend|hard to (?:change|exchange)/i]],
    links: ["/day/9"],
  },
  {
    question: "what day + time of day should i book my flight home for",
    parts: [[/evening/i, tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "whats happening saturday",
    parts: [[/chefchaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "what r we doing on the 27th",
    parts: [[/train/i, /fes/i]],
    links: ["/day/6"],
  },
  {
    question: "plan for friday?",
    parts: [[/fes/i, /tanner|bou inania|medina|guided walk/i]],
    links: ["/day/7"],
  },
  {
    question: "how long is the train fes to casa",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how many nights r we in fes",
    parts: [[/(?:3|three)\s?nights/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "fes riad price per person",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },

  // ------------------------------------------------------------------------ stays
  {
    question: "how many suites n pools does the villa have",
    parts: [[num(13)], [/(?:2|two)\s(?:swimming\s)?pools/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how long is the drive from the villa into town",
    parts: [[/20\s?(?:-|–|to)\s?25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i actually have to pay for the villa?",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  {
    question: "remind me all the places we're staying this trip",
    parts: [[/authentic/i, /villa royale/i, /camp/i, /fes/i]],
    links: ["/accommodations"],
  },
  {
    question: "what dates are we at villa royale",
    parts: [[/22\s?(?:-|–|to|through|until)\s?(?:nov(?:ember)?\.?\s?)?26/i]],
    links: ["/accommodations", "/budget"],
  },

  // ---------------------------------------------------------------------- dinners
  {
    question: "how many featured dinners are there",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "which of the dinners are marked as special events",
    parts: [[/comptoir|birthday/i, /yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "im gluten free, who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "how far ahead do i need to flag allergies",
    parts: [[/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "nobu signature dishes? want to know what i ate lol",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "what was the dress code at nobu",
    parts: [[/smart casual/i]],
    links: ["/dinners", "/day/3"],
  },

  // ------------------------------------------------------------------------ money
  {
    question: "exchange rate??",
    parts: [[/(?<![\d.])10\s?(?:MAD|dirhams?|dh)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "tourist tax how much",
    parts: [[/\b28\s?(?:MAD|dirhams?|dh)\b|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm",
    parts: [[/1[,.]?000\s?(?:MAD|dirhams?)?\s?(?:-|–|to)\s?2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "foreign card fees, how bad?",
    parts: [[percentRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "can i just pay by card in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "which credit cards work best",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "card machine is asking usd or local currency, which one",
    parts: [[/dirham|\bMAD\b/i]],
    links: ["/budget"],
  },
  {
    question: "ballpark how much is this whole trip per person",
    parts: [[/\b440\b/, /\b943\b/]],
    links: ["/budget"],
  },
  {
    question: "whats the fixed costs vs the optional extras",
    parts: [[/\b440\b/, /\b480\b/], [/\b463\b/]],
    links: ["/budget"],
  },
  {
    question: "the $45 airport car is per person right?",
    parts: [[/per car|shared|split/i]],
    links: ["/budget", "/faq"],
  },

  // -------------------------------------------------------------------------- faq
  {
    question: "im american do i need a visa",
    parts: [[/\b90\s?days/i]],
    links: ["/faq"],
  },
  {
    question: "plug adapter type?",
    parts: [[/type\s?c\s?(?:\/|and|or|&|,)\s?(?:type\s?)?e\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what voltage is it here",
    parts: [[/220/]],
    links: ["/faq"],
  },
  {
    question: "temps this time of year?",
    parts: [[/15\s?(?:°\s?c?|degrees?(?:\sc(?:elsius)?)?)?\s?(?:-|–|to)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "is it gonna rain in fes",
    parts: [[/rarely|rain jacket|light jacket/i]],
    links: ["/faq"],
  },
  {
    question: "what timezone are we in",
    parts: [[/utc\s?\+\s?1|gmt\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "what language do ppl speak here",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "tap water ok to drink?",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can i snap pics of the performers in jemaa el fnaa",
    parts: [[/ask/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "is it safe here",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "can non muslims go inside mosques here",
    parts: [[/hassan ii|hassan 2/i]],
    links: ["/faq", "/day/9"],
  },

  // ------------------------------------------------------- site, rupa, gallery, map
  {
    question: "who r u",
    parts: [[/rupa/i]],
  },
  {
    question: "why is everything gold on here, whats the occasion",
    parts: [[/birthday/i, /\b30(?:th)?\b|thirt/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what's the trip's official name",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "who are the famous quotes on the homepage from",
    parts: [[/churchill/i, /saint laurent|\bysl\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "what's the trip highlight on the homepage",
    parts: [[/\btbd\b|to be (?:decided|determined|announced)/i]],
    links: ["/"],
  },
  {
    question: "is there any transport info on the site",
    parts: [[/finali[sz]|coming soon|not (?:yet )?(?:available|ready|posted)/i]],
    links: ["/transportation"],
  },
  {
    question: "how do i share my pics with everyone",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "whats the max file size for vids",
    parts: [[/50\s?MB|50\s?megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i need to put my name when i upload",
    parts: [[/optional|don'?t (?:have|need) to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "posted the wrong pic, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "can i put videos in the gallery too or just pics",
    parts: [[/\byes\b|\byep\b|\byeah\b|of course|absolutely|definitely|\bsure\b/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save a photo someone else posted",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "any cooking class recs in marrakech",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "where's the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "which place do u have to order the lamb shoulder a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "how many categories are on the map legend",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "how do i turn the music off on here",
    parts: [[/bottom[- ]left|lower[- ]left|mute/i]],
  },
  {
    question: "can we put everyone's pics up on the big tv somehow",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "trip dates again?",
    parts: [[/nov(?:ember)?\.?\s?21(?:st)?\s?(?:-|–|to|through|until)\s?(?:nov(?:ember)?\.?\s?)?30/i]],
    links: ["/"],
  },
  {
    question: "bargaining - what do i offer first",
    parts: [[percentRange(40, 50)]],
    links: ["/faq", "/budget"],
  },

  // ------------------------------------------- unanswerable: the site does not say
  { question: "whats the hosts name again lol i only know them from the group chat", unanswerable: true },
  { question: "whats the password to delete pics from the gallery", unanswerable: true },
  { question: "villa wifi password??", unanswerable: true },
  { question: "which suite am i in at the villa", unanswerable: true },
  { question: "who is the photographer today, whats their insta", unanswerable: true },
  { question: "when will we get the photos from this mornings shoot", unanswerable: true },
  { question: "what time does jess land? she's joining late", unanswerable: true },
  { question: "what's the actual name of the riad in fes", unanswerable: true },
  { question: "whats the street address of villa royale, need it for a delivery", unanswerable: true },
  { question: "what's the host's phone number", unanswerable: true },
  { question: "what was the name of the lounge we ended up at on the bar crawl", unanswerable: true },
  { question: "whats the desert camp in zagora actually called", unanswerable: true },
  { question: "what's our souk guide's name for this afternoon", unanswerable: true },
  { question: "how much does a sim card cost at the airport", unanswerable: true },
  { question: "how do i pay the host back, venmo or revolut?", unanswerable: true },
  { question: "when's the deadline to send the villa contribution", unanswerable: true },
  { question: "rupa how old are u", unanswerable: true },
  { question: "whats the song that plays on the homepage called", unanswerable: true },
  { question: "what time is sunset today in marrakech", unanswerable: true },
  { question: "are the villa pools heated? its kinda chilly", unanswerable: true },
  { question: "does the villa have a gym", unanswerable: true },
  { question: "are there hairdryers in the villa suites", unanswerable: true },
  { question: "can the villa staff do laundry for us", unanswerable: true },
  { question: "how much should a petit taxi from the villa to gueliz cost", unanswerable: true },
  { question: "how many dirhams do i get for a euro", unanswerable: true },
  { question: "how much is the entry ticket for bahia palace", unanswerable: true },
  { question: "how much is a camel ride in the palmeraie", unanswerable: true },
  { question: "if the balloon had been cancelled would we have been refunded", unanswerable: true },
  { question: "how many km is it from marrakech to zagora", unanswerable: true },
  { question: "how tall is the koutoubia minaret", unanswerable: true },
  { question: "who's in my car tomorrow", unanswerable: true },
  { question: "what seat am i in on the train to fes", unanswerable: true },
  { question: "what time does dar yacout close tonight", unanswerable: true },
  { question: "is there a pharmacy near the fes riad", unanswerable: true },
  { question: "who won the dance off at comptoir darna on sunday", unanswerable: true },
  { question: "whats the gate code for the villa", unanswerable: true },
  { question: "which airline is best to fly home from casablanca", unanswerable: true },
  { question: "how much is the ticket for le jardin secret", unanswerable: true },
  { question: "whats the walking tour guide's name, want to leave a review", unanswerable: true },
  { question: "how much does a rug usually go for in the souks", unanswerable: true },
  { question: "are we all chipping in for the photographer? how much each", unanswerable: true },
  { question: "what time does hammam de la rose open", unanswerable: true },
];
