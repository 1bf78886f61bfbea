// THIRTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The moment these questions are asked: Saturday November 22 2025, 10:00 in
 * Morocco (UTC+1), the morning of day 1 ("Rest & Relax"). The squad woke up at
 * Riad L-Authentic in the Marrakech medina after the welcome dinner at Le Foundouk
 * (day 0, Friday Nov 21) and moves to Villa Royale this afternoon (check-in after
 * 3 PM). "Today" is day 1, "tonight" is day 1's evening (sunset by the pool),
 * "tomorrow" is day 2 (Sunday Nov 23, the golden birthday), "yesterday" and
 * "last night" are day 0.
 */
export const THIRTY_FIRST_TEST_CLOCK = new Date("2025-11-22T09:00:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  "nineteen", "twenty", "twenty-one", "twenty-two",
];

/** The pattern text of a whole number, in digits or in words. */
function numberSource(n: number): string {
  const digits = `(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`;
  const word = NUMBER_WORDS[n];
  return word ? `(?:${digits}|\\b${word.replace("-", "[- ]?")}\\b)` : `(?:${digits})`;
}

/** A whole number, in digits or in words. */
function num(n: number): RegExp {
  return new RegExp(numberSource(n), "i");
}

/** A number and the noun it counts, with at most one word between ("13 suites", "thirteen private suites", "6-hour"). */
function count(n: number, noun: string): RegExp {
  return new RegExp(`${numberSource(n)}[\\s-]*(?:[a-z]+[\\s-]+)?(?:${noun})`, "i");
}

/** A clock time in 24-hour ("19:30", "19h30") or 12-hour ("7:30 pm", "7.30PM") form, never the other half of the day. */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const morning = hour < 12;
  const suffix = morning ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const wrongSuffix = morning ? "(?!\\s?p\\.?\\s?m\\b)" : "(?!\\s?a\\.?\\s?m\\b)";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const forms =
    minute === 0
      ? [`${h24}(?::00|h(?:00)?\\b)${wrongSuffix}`, `${h12}(?:[:.]00)?\\s?${suffix}`]
      : [`${h24}[:.h]${mm}${wrongSuffix}`, `${h12}[:.]${mm}\\s?${suffix}`];
  if (hour === 12 && minute === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** A dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars"; never "$450" or "$4.50". */
function usd(amount: number): RegExp {
  const v = String(amount).replace(".", "\\.");
  const end = "(?:\\.00)?(?![\\d]|[.,]\\d)";
  return new RegExp(
    `(?:us\\s?\\$|\\$|usd\\s?)\\s?${v}${end}|(?<![\\d.,$])${v}${end}\\s?(?:usd|us dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "between $40 and $60", "40-60 USD". */
function usdRange(low: number, high: number): RegExp {
  const sep = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(
    `\\$\\s?${low}${sep}(?:us)?\\$?\\s?${high}(?!\\d)|(?<![\\d.,])${low}${sep}${high}\\s?(?:usd|us dollars|dollars|bucks)\\b|usd\\s?${low}${sep}(?:usd\\s?)?${high}(?!\\d)`,
    "i",
  );
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function percentRange(low: number, high: number): RegExp {
  const sep = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(`(?<![\\d.])${low}\\s?%?${sep}${high}\\s?(?:%|percent|per cent)`, "i");
}

const TRIP_WEEKDAYS = [
  "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
];

/** Words that name a trip day relative to the clock (day 1, Saturday Nov 22, 10:00). */
const RELATIVE_DAY: Record<number, string> = {
  0: "yesterday|last night",
  1: "today|tonight|this (?:morning|afternoon|evening)",
  2: "tomorrow",
};

/**
 * A trip day named any way a guest would: "day 3", "Nov 24", "November 24th", "24 Nov",
 * "the 24th", its weekday when no other trip day shares it, or "today"/"tomorrow"/"yesterday".
 */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const forms = [
    `\\bday\\s?${day}\\b`,
    `\\bnov(?:ember)?\\.?\\s?${date}(?:st|nd|rd|th)?\\b`,
    `\\b${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov`,
    `\\b${date}(?:st|nd|rd|th)\\b`,
  ];
  const weekday = TRIP_WEEKDAYS[day] ?? "";
  if (weekday && TRIP_WEEKDAYS.indexOf(weekday) === TRIP_WEEKDAYS.lastIndexOf(weekday)) {
    forms.push(`\\b${weekday}\\b`);
  }
  const relative = RELATIVE_DAY[day];
  if (relative) forms.push(`\\b(?:${relative})\\b`);
  return new RegExp(forms.join("|"), "i");
}

export const thirtyFirstTestQuestions: TestQuestion[] = [
  // --- Today (day 1, Saturday Nov 22): Rest & Relax ---
  {
    question: "wats the plan today",
    parts: [[/villa royale/i, /hammam|massage|pool|sunset/i]],
    links: ["/day/1"],
  },
  {
    question: "what time can we get into the villa this aft?",
    parts: [[clock(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "anything on tonight or are we just chilling",
    parts: [[/sunset/i, /pool/i]],
    links: ["/day/1"],
  },
  {
    question: "what time is the sunset pool thing tonite",
    parts: [[clock(19, 30)]],
    links: ["/day/1"],
  },
  {
    question: "how do i get a hammam slot today? who do i ask",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "hammam + massage, how much?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "never done a hammam lol what actually happens in one",
    parts: [[/scrub|kessa/i, /clay|rhassoul|black (?:olive )?soap|argan|steam/i]],
    links: ["/day/1"],
  },
  {
    question: "what time does the hammam start today",
    parts: [[clock(16, 30)]],
    links: ["/day/1"],
  },
  {
    question: "how far out of town is villa royale",
    parts: [[/(?:20|twenty)(?:\s?(?:-|–|to)\s?(?:25|twenty[- ]five))?[\s-]?min/i]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "pool etiquette at the villa? can i just walk around in my swimsuit",
    parts: [[/cover[- ]?up/i]],
    links: ["/day/1"],
  },
  {
    question: "do i need a jumper for tonight or nah",
    parts: [[/cool|chill|cold/i]],
    links: ["/day/1"],
  },
  {
    question: "what was the name of the riad we slept at last night? forgot already",
    parts: [[/l[- ]?authentic/i]],
    links: ["/accommodations", "/day/0", "/day/1"],
  },
  {
    question: "how much do i owe for the riad, per person?",
    parts: [[usd(45)]],
    links: ["/budget", "/accommodations", "/day/0"],
  },
  { question: "whats the wifi password at villa royale", unanswerable: true },
  { question: "which suite is jess in at the villa?", unanswerable: true },
  { question: "is the villa pool heated? its november lol", unanswerable: true },
  { question: "does the villa have a gym? need to work off the tagines", unanswerable: true },
  { question: "is the hammam mixed or separate for guys and girls?", unanswerable: true },
  { question: "do the villa suites have hair dryers or should i pack mine", unanswerable: true },
  { question: "whats the villa's street address? i need it for a delivery", unanswerable: true },
  { question: "how do i send my villa contribution, venmo or cash to someone?", unanswerable: true },

  // --- Tomorrow (day 2, Sunday Nov 23): the golden birthday ---
  {
    question: "whats happening tmrw",
    parts: [[/birthday/i, /walking tour|bahia|madrasa|jardin secret|medina tour/i]],
    links: ["/day/2"],
  },
  {
    question: "breakfast at the villa tomorrow - what time and how much?",
    parts: [[clock(8, 30)], [usd(10)]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "do we have to sign up for villa breakfast or just show up",
    parts: [[/(?:night|evening|day) before|sign up the (?:night|evening)|the (?:night|evening) prior/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "wat time does the walking tour start on the 23rd",
    parts: [[clock(9, 30)]],
    links: ["/day/2"],
  },
  {
    question: "which sights are on sunday's medina tour?",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "how much is the walking tour",
    parts: [[usd(10), /museum|entr(?:y|ance)/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "where's the bday dinner",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "birthday dinner dress code?? pls tell me sequins are allowed",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "how much should i budget for the birthday dinner",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/budget", "/day/2"],
  },
  {
    question: "what time do we need to be at comptoir darna",
    parts: [[clock(19, 30)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "is there entertainment at the birthday dinner or just food",
    parts: [[/music/i, /danc/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what kind of food is comptoir darna",
    parts: [[/moroccan/i, /mediterranean/i]],
    links: ["/dinners"],
  },
  {
    question: "are we going out after the birthday dinner? what time",
    parts: [[/bar crawl|bars/i, clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "bar crawl - are drinks included?",
    parts: [[/(?:pay|paid) as you go|pay (?:for )?(?:your own|them yourself|yourself)|not included|on you/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what do i wear for the bar crawl",
    parts: [[/smart[- ]casual/i]],
    links: ["/day/2"],
  },
  {
    question: "tomorrow afternoon is free right?",
    parts: [[/villa/i, /pool|swim|nap|rest|getting ready/i]],
    links: ["/day/2"],
  },
  { question: "what time does the bar crawl end tomorrow night?", unanswerable: true },
  { question: "will there be a cake at comptoir darna?", unanswerable: true },
  { question: "whats the name of the guide for tomorrow's walking tour", unanswerable: true },

  // --- Yesterday (day 0, Friday Nov 21): arrival ---
  {
    question: "what did we do yesterday afternoon? jet lag wiped my memory",
    parts: [[/souk/i]],
    links: ["/day/0"],
  },
  {
    question: "where was dinner last night? want to leave a review",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what time did the welcome dinner start",
    parts: [[clock(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner cost and the deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/budget", "/day/0"],
  },
  {
    question: "which airport did we fly into",
    parts: [[/menara|\bRAK\b/i]],
    links: ["/faq", "/day/0"],
  },
  {
    question: "airport transfer - was that per person or per car, and how much",
    parts: [[usd(45), /(?:per|each|a|by the) car/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "how long is the drive from the airport into the medina",
    parts: [[/(?:20|twenty)[\s-]?min/i]],
    links: ["/faq"],
  },
  {
    question: "souk haggling - how low do i start",
    parts: [[percentRange(40, 50)]],
    links: ["/faq", "/budget", "/day/0"],
  },

  // --- The occasion ---
  {
    question: "wait whose birthday is this for and which one",
    parts: [[/host/i, /30|thirt/i]],
    links: ["/"],
  },
  {
    question: "how many of us r on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },

  // --- Day 3 (Monday Nov 24): balloon, Agafay, Nobu ---
  {
    question: "what time is balloon pickup on monday",
    parts: [[clock(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "hot air balloon price?",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "where does the balloon go up and how far is that from marrakech",
    parts: [[/agafay/i], [/(?:40|forty)[\s-]?min/i]],
    links: ["/day/3"],
  },
  {
    question: "balloon outfit? is it gonna be cold that early",
    parts: [[/layer/i, /freez|\bhat\b|closed shoes/i]],
    links: ["/day/3"],
  },
  {
    question: "do we get breakfast after the balloon or should i eat before",
    parts: [[/berber|tent/i]],
    links: ["/day/3"],
  },
  {
    question: "after the balloon whats the plan on the 24th",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "agafay desert day - price?",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what do i wear for the quads n camels",
    parts: [[/scarf|fleece/i, /closed(?:[- ]toed?)? shoes/i]],
    links: ["/day/3"],
  },
  {
    question: "when do we get back to the villa on monday",
    parts: [[clock(17)]],
    links: ["/day/3"],
  },
  {
    question: "monday night dinner - where and what time?",
    parts: [[/nobu/i, clock(20)]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "is there a minimum spend at nobu",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what kind of food does nobu do",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners"],
  },
  {
    question: "nobu dress code",
    parts: [[/smart[- ]casual/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "any signature dishes i should order at nobu?",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  { question: "whats the name of the balloon company?", unanswerable: true },
  { question: "is there a weight limit for the hot air balloon?", unanswerable: true },
  { question: "do i need a driving licence to ride the quad bikes", unanswerable: true },
  { question: "does nobu have a proper vegetarian menu?", unanswerable: true },

  // --- Day 4 (Tuesday Nov 25): photoshoot, gardens, souks, palace dinner ---
  {
    question: "which day is the photographer coming",
    parts: [[tripDay(4)]],
    links: ["/", "/day/4"],
  },
  {
    question: "photoshoot - what time and where?",
    parts: [[clock(8, 30)], [/villa/i]],
    links: ["/day/4"],
  },
  {
    question: "what colours look best in the group photos",
    parts: [[/jewel/i]],
    links: ["/", "/day/4"],
  },
  {
    question: "majorelle + the ysl museum, how much each?",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what time are we at jardin majorelle on the 25th",
    parts: [[clock(11)]],
    links: ["/day/4"],
  },
  {
    question: "souk guide tuesday afternoon, what does that cost",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "how much do ppl usually spend shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/day/4", "/faq", "/"],
  },
  {
    question: "where's the palace dinner and what time",
    parts: [[/dar yacout/i], [clock(20)]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how much is dar yacout gonna be",
    parts: [[/individual|at the restaurant|(?:your|their) own|yourself/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "palace dinner outfit ideas?",
    parts: [[/kaftan|djellaba|dressy|best evening/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "what happens before the palace feast starts",
    parts: [[/roof/i, /aperitif|apéritif|drinks?|cocktails?/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "which of the dinners are the special event ones",
    parts: [[/birthday|comptoir darna/i, /palace|dar yacout/i]],
    links: ["/dinners"],
  },
  {
    question: "how many big group dinners are there",
    parts: [[count(4, "dinners?")]],
    links: ["/dinners"],
  },
  {
    question: "im vegan - who do i tell and by when?",
    parts: [[/host/i], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  { question: "who's the photographer on tuesday? do they have an insta?", unanswerable: true },
  { question: "roughly how much does a kaftan cost in the souks?", unanswerable: true },

  // --- Day 5 (Wednesday Nov 26): over the Atlas to the Zagora desert ---
  {
    question: "what time do we leave on wednesday",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "whats the mountain pass called and how high does it go",
    parts: [[/tichka/i], [/2[,.\s]?200/i]],
    links: ["/day/5"],
  },
  {
    question: "i get carsick, anything i should bring for the drive on the 26th",
    parts: [[/motion[- ]sickness|travel[- ]sickness|anti[- ]nausea/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "what movies were filmed at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "what time's the camel ride",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "desert camp: price and what's included?",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "the camp is near which town?",
    parts: [[/zagora/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "packing list for the desert night?",
    parts: [[/fleece|layer/i, /headlamp|head torch|lip balm|sunglasses|overnight bag|scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "whats dinner at the camp like",
    parts: [[/tagine/i, /drum|campfire|fire/i]],
    links: ["/day/5", "/accommodations"],
  },
  { question: "whats the name of the desert camp we're staying at", unanswerable: true },
  { question: "are the tents at the camp shared or do we each get our own?", unanswerable: true },
  { question: "is there wifi at the desert camp", unanswerable: true },

  // --- Day 6 (Thursday Nov 27): back over the Atlas, train to Fes ---
  {
    question: "thursday - what time do we get up for the sunrise at camp",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "how long's the train to fes",
    parts: [[count(6, "hours?|hrs?")]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "train to fes, how much per person?",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "what time does the fes train leave marrakech on the 27th",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "do i need to buy my own train ticket to fes",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "which cities does the fes train go through",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do we roll into the riad in fes",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "if cars cant get into the fes medina how do our bags get to the riad??",
    parts: [[/porter/i]],
    links: ["/day/6"],
  },
  { question: "whats the name of our riad in fes?", unanswerable: true },
  { question: "do the rooms at the fes riad have heating?", unanswerable: true },
  { question: "which carriage and seat numbers are we on for the fes train?", unanswerable: true },
  { question: "how much is a taxi from fes station to the riad?", unanswerable: true },

  // --- Day 7 (Friday Nov 28): Explore Fes ---
  {
    question: "friday in fes, whats the plan",
    parts: [[/fes el[- ]bali|medina/i, /tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "where do we start the fes medina walk",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina even have lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "i heard the tannery stinks, any tips?",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "dinner on the 28th?",
    parts: [[/riad/i, clock(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "is the fes part of the itinerary final yet",
    parts: [[/work in progress|may change|not (?:yet )?final|subject to change|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "does the fes riad do laundry? i'll be out of clean clothes by then", unanswerable: true },

  // --- Day 8 (Saturday Nov 29): Chefchaouen ---
  {
    question: "how long's the drive to chefchaouen",
    parts: [[count(4, "hours?|hrs?")]],
    links: ["/day/8"],
  },
  {
    question: "what time do we leave for chefchaouen",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "what's the local thing to eat in chefchaouen",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best view over the blue town?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "when do people start heading home",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  { question: "how much does the chefchaouen day trip cost?", unanswerable: true },

  // --- Day 9 (Sunday Nov 30): Casablanca & departure ---
  {
    question: "last day - how do we get to casablanca and what time do we leave",
    parts: [[/train/i], [clock(7)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "when should my flight home be",
    parts: [[/evening/i, tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick'?s/i]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque tour - cost and time?",
    parts: [[usd(13)], [clock(15)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "mosque dress code pls",
    parts: [[/scarf/i, /socks|shoes (?:come |come off|off)|remove (?:your )?shoes|take (?:your )?shoes off/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how long from casablanca to the airport",
    parts: [[/(?:45|forty[- ]five)[\s-]?min/i]],
    links: ["/day/9"],
  },
  {
    question: "ok to keep my leftover dirhams and change them back home?",
    parts: [[/spend|hard to (?:change|exchange)/i]],
    links: ["/day/9"],
  },
  { question: "how much is lunch at rick's cafe?", unanswerable: true },
  { question: "what time does marco's flight leave on sunday?", unanswerable: true },
  { question: "can we leave our luggage somewhere during the mosque tour in casablanca?", unanswerable: true },

  // --- Stays ---
  {
    question: "how many nights is the villa booked for",
    parts: [[count(5, "nights?")]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "how many suites & pools does the villa have",
    parts: [[count(13, "suites?")], [count(2, "pools?")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa check out time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "list all the places we're staying on this trip",
    parts: [[/authentic/i, /villa royale/i, /camp/i, /fes/i]],
    links: ["/accommodations"],
  },
  {
    question: "how many nights in fes, and what does it cost",
    parts: [[count(3, "nights?")], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "is the fes riad price per night or the total?",
    parts: [[/total|for (?:all )?(?:the )?(?:3|three) nights|whole stay|not per night/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what date do we check into the fes riad",
    parts: [[tripDay(6)]],
    links: ["/accommodations", "/day/6"],
  },

  // --- Getting around ---
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|being finali[sz]ed|not (?:yet )?(?:ready|final)/i]],
    links: ["/transportation"],
  },
  {
    question: "how do we get around marrakech, is there uber?",
    parts: [[/taxi/i]],
    links: ["/faq"],
  },

  // --- Money ---
  {
    question: "rough exchange rate? my brain cant do maths on holiday",
    parts: [[/(?:10|ten)\s?(?:mad|dirhams?|dh)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "whats this tourist tax the riad mentioned, how much is it",
    parts: [[/28\s?(?:mad|dirhams?|dh)\b|\$\s?2\.75|2\.75\s?(?:usd|dollars)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out of the atm each time",
    parts: [[/1[,.\s]?000\s?(?:mad|dirhams?|dh)?\s?(?:-|–|to|and)\s?2[,.\s]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "can i use my card in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the card machine asked if i want to be charged in usd, should i say yes?",
    parts: [[/dirhams?|\bMAD\b|local currency/i]],
    links: ["/budget"],
  },
  {
    question: "what are foreign card fees usually",
    parts: [[percentRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "roughly how much is this whole trip gonna cost me per person",
    parts: [[/\b44\d\b/, /\b94\d\b/]],
    links: ["/budget"],
  },
  { question: "whats the exchange rate for euros?", unanswerable: true },
  { question: "can i pay the tourist tax by card?", unanswerable: true },
  { question: "how much is a local sim card at the airport?", unanswerable: true },
  { question: "which mobile network has the best signal in morocco", unanswerable: true },

  // --- Weather, packing, practical ---
  {
    question: "hows the weather looking for the trip, temps?",
    parts: [[/15\s?°?\s?c?\s?(?:-|–|to)\s?25/i]],
    links: ["/", "/faq"],
  },
  {
    question: "will it rain in fes?",
    parts: [[/rain jacket|light jacket|shower/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/type\s?c\s?(?:\/|and|or|&)\s?(?:type\s?)?e\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "my cousin has a us passport, does she need a visa?",
    parts: [[/(?:90|ninety)[\s-]?days?/i], [/(?:six|6)[\s-]?months?/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "can you get a drink in morocco or is it dry",
    parts: [[/licen[cs]ed|hotels?|bars?/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "is morocco safe? anything to watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco",
    parts: [[/(?:utc|gmt)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "whats the dress code in the medina generally",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/faq", "/day/0", "/day/2"],
  },
  { question: "whats the nearest hospital to the villa", unanswerable: true },

  // --- Map ---
  {
    question: "any food spots on the map you'd recommend",
    parts: [[/nomad|caf[eé] des [ée]pices|al fassia|le jardin/i]],
    links: ["/map"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },

  // --- The site, the gallery and Rupa ---
  {
    question: "how do i upload my pics",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once",
    parts: [[count(10, "files?|photos?|pictures?|pics|items?|videos?|uploads?|at (?:a|one) time|at once")]],
    links: ["/gallery"],
  },
  {
    question: "whats the max file size for videos",
    parts: [[/(?:50|fifty)\s?(?:mb|megabytes?)\b/i]],
    links: ["/gallery"],
  },
  {
    question: "uploaded a blurry pic by mistake, how do i delete it",
    parts: [[/delete/i, /password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|don'?t (?:have|need) to|not required|no need|up to you/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a slideshow mode so we can put the photos on the tv?",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "what was the countdown on the home page counting down to",
    parts: [[/nov(?:ember)?\.?\s?21|21(?:st)?\s(?:of\s)?nov/i, clock(11)]],
    links: ["/"],
  },
  {
    question: "who r u rupa",
    parts: [[/goat/i, /assistant|helper|guide/i]],
  },
  {
    question: "who are the quotes on the homepage from",
    parts: [[/churchill/i, /saint[- ]laurent|\bysl\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "the music on the site is too loud, how do i turn it off",
    parts: [[/bottom[- ]left|lower[- ]left|left[- ]hand corner/i]],
  },
  {
    question: "whats the trip actually called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how long is the trip and what are the dates again",
    parts: [
      [count(10, "days?")],
      [/21\s?(?:-|–|to)\s?(?:nov(?:ember)?\.?\s?)?30|nov(?:ember)?\.?\s?21(?:st)?\s?(?:-|–|to|through|thru|until)\s?(?:nov(?:ember)?\.?\s?)?30/i],
    ],
    links: ["/"],
  },
  { question: "whats the password to delete photos from the gallery?", unanswerable: true },
  { question: "will the gallery photos stay up after the trip or get wiped?", unanswerable: true },
  { question: "what song is playing on the home page? who's the artist", unanswerable: true },
  { question: "who built this website?", unanswerable: true },
  { question: "whats the host's name again? writing a birthday card", unanswerable: true },
  { question: "can u give me the host's whatsapp number", unanswerable: true },
  { question: "what should i get the host as a birthday present? is there a wishlist?", unanswerable: true },
];
