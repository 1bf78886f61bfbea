// THIRTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Thursday November 20 2025, 20:00 Morocco time (UTC+1): the evening before the
 * trip. No trip day is under way; "tomorrow" is day 0 (Friday Nov 21, Arrival &
 * Shopping, meeting at Marrakech Menara Airport at 11:00), and the trip runs to
 * day 9 (Sunday Nov 30, Casablanca & Departure). Guests are packing, flying in
 * and asking about the whole trip ahead.
 */
export const THIRTY_THIRD_TEST_CLOCK = new Date("2025-11-20T19:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number below 100 in words, as regex source ("twenty[- ]?two"). */
function numberWord(n: number): string {
  if (n < 20) return ONES[n] ?? String(n);
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10] ?? ""}`;
}

/** A count in digits or words ("5" or "five"), optionally followed by a unit (regex source). */
function count(n: number, after = ""): RegExp {
  const word = n < 100 ? numberWord(n) : String(n);
  return new RegExp(`(?:(?<![\\d.,$])${n}(?![\\d]|[.,]\\d)|\\b(?:${word})\\b)${after}`, "i");
}

/** A clock time in 24h ("19:30", "19h30", "07:00") or 12h ("7:30 pm", "7pm") form. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const h24 = h < 10 ? `0?${h}` : `${h}`;
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alts = [`${h24}[:.h]${mm}`];
  if (m === 0) {
    alts.push(`${h12}(?:[:.]00)?\\s*${ampm}`, `${h24}h(?![\\d])`);
  } else {
    alts.push(`${h12}[:.]${mm}\\s*${ampm}`);
  }
  if (m === 30) alts.push(`half[- ]past\\s+(?:${h12}|${numberWord(h12)})`);
  return new RegExp(`(?<![\\d:.])(?:${alts.join("|")})(?![\\d])`, "i");
}

/** A US dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number): RegExp {
  const v = String(amount).replace(".", "\\.");
  return new RegExp(
    `(?:\\$\\s?${v}(?![\\d]|[.,]\\d)|(?<![\\d.,$])${v}(?:\\.00)?\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b|\\busd\\s?${v}(?![\\d]))`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 USD". */
function usdRange(a: number, b: number): RegExp {
  return new RegExp(
    `(?<![\\d.])\\$?\\s?${a}(?:\\s?(?:usd|dollars))?\\s*(?:-|–|—|to)\\s*\\$?\\s?${b}(?![\\d])`,
    "i",
  );
}

/** A percentage range: "10-15%", "10 to 15 percent". */
function percentRange(a: number, b: number): RegExp {
  return new RegExp(`(?<![\\d.])${a}\\s*%?\\s*(?:-|–|to)\\s*${b}\\s*(?:%|percent|per cent)`, "i");
}

/** A duration in minutes: "20 minutes", "twenty min", "20-minute". */
function minutes(n: number): RegExp {
  return count(n, "\\s*(?:-\\s*)?min");
}

/** A duration in hours: "6 hours", "six-hour", "4 hrs". */
function hours(n: number): RegExp {
  return count(n, "\\s*(?:-\\s*)?(?:hours?|hrs?|h)\\b");
}

/** Weekdays only where no other trip day shares them (days 3-6: Monday to Thursday). */
const UNIQUE_WEEKDAY = ["", "", "", "monday", "tuesday", "wednesday", "thursday", "", "", ""];

/** A trip day named by number ("day 3"), date ("Nov 24", "24th of November", "the 24th") or unique weekday. */
function tripDay(d: number): RegExp {
  const date = 21 + d;
  const alts = [
    `\\bday\\s*(?:${d}|${numberWord(d)})\\b`,
    `\\bnov(?:ember)?\\.?\\s*${date}(?:st|nd|rd|th)?\\b`,
    `\\b${date}(?:st|nd|rd|th)?\\s+(?:of\\s+)?nov`,
    `\\bthe\\s+${date}(?:st|nd|rd|th)?\\b`,
  ];
  const weekday = UNIQUE_WEEKDAY[d];
  if (weekday) alts.push(`\\b${weekday}\\b`);
  return new RegExp(alts.join("|"), "i");
}

export const thirtyThirdTestQuestions: TestQuestion[] = [
  // --- Tomorrow: day 0, Friday Nov 21 (Arrival & Shopping) ---
  {
    question: "omg its finally tmrw!! what time do we all meet at the airport",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "which airport am i supposed to fly into tomorrow? marrakech only has one right",
    parts: [[/menara|\bRAK\b/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "where r we sleeping tmrw night",
    parts: [[/l-?\s?authentic/i]],
    links: ["/day/0", "/accommodations"],
  },
  {
    question: "wats dinner tomorrow, where n what time",
    parts: [[/foundouk/i], [clock(20)]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "dress code for the welcome dinner pls, packing rn",
    parts: [[/smart[- ]casual/i]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "how much should i budget for the welcome dinner",
    parts: [[usdRange(40, 60)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "is there a deposit to hold the table tmrw night? how much",
    parts: [[usd(20)]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "whats the ride from the airport gonna cost me",
    parts: [[usd(45)], [/per car|a car|each car|per vehicle|for the car|by the car|the car/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "can i pay the airport driver by card or nah",
    parts: [[/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "how long's the drive from RAK into the medina?",
    parts: [[minutes(20)]],
    links: ["/faq"],
  },
  {
    question: "what should i sort out at the airport after i land tomorrow",
    parts: [[/\bsim\b/i], [/dirham|cash|\bMAD\b|money/i]],
    links: ["/day/0"],
  },
  {
    question: "what time's check in at the riad tomorrow",
    parts: [[clock(13)]],
    links: ["/day/0"],
  },
  {
    question: "whats the plan tmrw afternoon once we've dropped our bags",
    parts: [[/souk/i]],
    links: ["/day/0"],
  },
  {
    question: "how much is riad l authentic per person",
    parts: [[usd(45)]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "how many hours til this trip officially kicks off??",
    parts: [[/(?<![\d.])15\s*(?:-\s*)?(?:hours?|hrs?|h)\b|fifteen\s*hours?/i]],
    links: ["/"],
  },
  {
    question: "my flight actually lands tonight not tmrw morning, is that ok? where do i go",
    parts: [[/riad/i]],
    links: ["/faq"],
  },
  {
    question: "whats tomorrows theme",
    parts: [[/arrival\s*(?:&|and)\s*shopping/i]],
    links: ["/day/0"],
  },
  {
    question: "ugh i packed 2 massive suitcases, how do they get thru the medina alleys",
    parts: [[/porter|hand-?\s?cart/i]],
    links: ["/day/0"],
  },
  {
    question: "what flight is the host on tomorrow?",
    unanswerable: true,
  },
  {
    question: "do the cars drop us right at the riad door?",
    parts: [[/gate/i]],
    links: ["/day/0"],
  },
  {
    question: "what % of the asking price do i open with when haggling in the souks",
    parts: [[percentRange(40, 50)]],
    links: ["/day/0", "/faq", "/budget", "/"],
  },
  {
    question: "do the souk stalls take cards?",
    parts: [[/cash/i]],
    links: ["/day/0", "/budget"],
  },
  {
    question: "what do i wear for wandering the souks tmrw",
    parts: [[/shoulder/i, /knee/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "whats the wifi password at the riad",
    unanswerable: true,
  },
  {
    question: "what even is a foundouk lol",
    parts: [[/caravan|merchant/i]],
    links: ["/dinners"],
  },
  {
    question: "what kind of food is the welcome dinner",
    parts: [[/moroccan/i, /french/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "the welcome dinner place is near what landmark?",
    parts: [[/ben youssef/i]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "whats the phone number of riad l-authentic in case i get lost tmrw",
    unanswerable: true,
  },
  {
    question: "how many ppl per car from the airport tomorrow?",
    unanswerable: true,
  },
  {
    question: "when does sarah land tmrw?",
    unanswerable: true,
  },
  {
    question: "wait whats the plan the day after tomorrow",
    parts: [[/villa/i]],
    links: ["/day/1"],
  },
  // --- Day 1, Saturday Nov 22 (Rest & Relax) ---
  {
    question: "ok saturday: when can we get into the villa",
    parts: [[clock(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "villa check out time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many nights r we at villa royale",
    parts: [[count(5, "\\s*nights?")]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "do i have to chip in for the villa?",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq", "/day/1"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },
  {
    question: "what time is the hammam on sat",
    parts: [[clock(16, 30)]],
    links: ["/day/1"],
  },
  {
    question: "how do i grab a massage slot",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "never done a hammam, what actually happens",
    parts: [[/scrub|kessa/i], [/steam|black (?:olive )?soap|rhassoul|clay/i]],
    links: ["/day/1"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s*(?:-|–|to)\s*25\s*(?:-\s*)?min/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites n pools does the villa have",
    parts: [[count(13)], [count(2, "\\s*(?:swimming\\s*)?pools")]],
    links: ["/accommodations", "/faq", "/"],
  },
  {
    question: "how big is the villa estate",
    parts: [[/1\.4\s*-?\s*hectare/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "is the villa pool heated?",
    unanswerable: true,
  },
  {
    question: "does it get cold at the pool saturday evening? do i need smth warm",
    parts: [[/sweater|jumper|cools? (?:off |down )?quickly|chilly|warm layer|cool evening/i]],
    links: ["/day/1"],
  },
  {
    question: "breakfast on the 22nd at the riad, what time",
    parts: [[clock(9, 30)]],
    links: ["/day/1"],
  },
  {
    question: "what do i wear around the villa pools",
    parts: [[/swim/i], [/cover-?\s?up/i]],
    links: ["/day/1", "/accommodations"],
  },
  {
    question: "which suite am i in at the villa, and who am i rooming with?",
    unanswerable: true,
  },
  {
    question: "whats day 1 called",
    parts: [[/rest\s*(?:&|and)\s*relax/i]],
    links: ["/day/1"],
  },
  {
    question: "is breakfast included at the villa or extra",
    parts: [[usd(10)]],
    links: ["/faq", "/day/2", "/budget"],
  },
  {
    question: "whats for breakfast at the villa",
    parts: [[/msemen|amlou/i]],
    links: ["/day/2"],
  },
  {
    question: "do i need to sign up for villa breakfast or just show up",
    parts: [[/(?:night|evening|day) before/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "does the villa have a gym",
    unanswerable: true,
  },
  {
    question: "whats the exact street address of villa royale? want to send it to my mom",
    unanswerable: true,
  },
  {
    question: "is there laundry at the villa? packing light",
    unanswerable: true,
  },
  // --- Day 2, Sunday Nov 23 (Discover Marrakech, birthday) ---
  {
    question: "which day is the bday dinner again",
    parts: [[tripDay(2)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "where's the birthday dinner",
    parts: [[/comptoir\s+darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "bday dinner cost per person?",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "wat do i wear to the birthday dinner",
    parts: [[/gold/i], [/cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "what time is the golden bday dinner on sunday",
    parts: [[clock(19, 30)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "is there any entertainment at comptoir darna or just food",
    parts: [[/music/i], [/danc/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what cuisine is comptoir darna",
    parts: [[/moroccan/i, /mediterranean/i]],
    links: ["/dinners"],
  },
  {
    question: "the 23rd morning tour, what time do we start",
    parts: [[clock(9, 30)]],
    links: ["/day/2"],
  },
  {
    question: "which sights does the medina walking tour hit",
    parts: [[/bahia/i], [/ben youssef/i], [/jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour cost?",
    parts: [[usd(10), /museum|entr(?:y|ance)/i]],
    links: ["/day/2", "/budget", "/"],
  },
  {
    question: "bar crawl: what time do we head out and which neighbourhoods",
    parts: [[clock(22, 30)], [/gueliz|guéliz/i, /hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "r drinks included on the bar crawl",
    parts: [[/as you go|pay for (?:your|our|their) own|paid (?:separately|individually)|not included|aren'?t included|extra|yourself/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "how much for the bar crawl guide",
    parts: [[usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what do we do sunday afternoon between the tour and dinner",
    parts: [[/pool|swim|nap/i]],
    links: ["/day/2"],
  },
  {
    question: "whose birthday is this whole thing for, and which birthday is it",
    parts: [[/host/i], [/\b30(?:th)?\b|thirtieth|thirty/i]],
    links: ["/"],
  },
  {
    question: "is there gonna be a birthday cake at comptoir darna?",
    unanswerable: true,
  },
  {
    question: "are we doing a group gift for the host? how much is everyone putting in",
    unanswerable: true,
  },
  {
    question: "who's giving the speech at the birthday dinner",
    unanswerable: true,
  },
  {
    question: "which bars exactly are we hitting on the crawl?",
    unanswerable: true,
  },
  // --- Day 3, Monday Nov 24 (Desert Fun) ---
  {
    question: "balloon pickup time monday??",
    parts: [[clock(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "how much is the hot air balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq", "/"],
  },
  {
    question: "how long r we actually up in the air in the balloon",
    parts: [[/(?:an|one|1)\s*(?:-\s*)?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "what do i wear for the balloon, is it cold that early",
    parts: [[/layer|warm/i], [/\bhat\b/i]],
    links: ["/day/3"],
  },
  {
    question: "do we get food after the balloon lands",
    parts: [[/berber|tent/i]],
    links: ["/day/3"],
  },
  {
    question: "how far out of marrakech is agafay",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "what r we doing in agafay on the 24th",
    parts: [[/quad/i], [/camel/i]],
    links: ["/day/3"],
  },
  {
    question: "agafay day price",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "nobu min spend pp?",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what time do we leave agafay to head back to the villa",
    parts: [[clock(17)]],
    links: ["/day/3"],
  },
  {
    question: "which night is nobu",
    parts: [[tripDay(3)]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "nobu dress code? can i rock flip flops",
    parts: [[/smart[- ]casual/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what time is dinner at nobu",
    parts: [[clock(20)]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "what's the weight limit for the balloon basket",
    unanswerable: true,
  },
  {
    question: "if the balloon gets cancelled bc of wind do we get our money back?",
    unanswerable: true,
  },
  {
    question: "whats the minimum age for the quad bikes, my cousin is 15",
    unanswerable: true,
  },
  // --- Day 4, Tuesday Nov 25 (Gardens & Souks) ---
  {
    question: "when's the photoshoot",
    parts: [[tripDay(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what time is the photographer coming tues",
    parts: [[clock(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours should i wear for the group photos",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "whats the photographer's name or insta?",
    unanswerable: true,
  },
  {
    question: "when will we get the pics back from the photoshoot?",
    unanswerable: true,
  },
  {
    question: "majorelle and the ysl museum, how much are tix",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to buy my own majorelle tickets?",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  {
    question: "what time r we at majorelle",
    parts: [[clock(11)]],
    links: ["/day/4"],
  },
  {
    question: "souk shopping on the 25th, do we get a guide and what does it cost",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "how much $$ should i set aside for shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/faq", "/day/4", "/"],
  },
  {
    question: "where's the palace dinner",
    parts: [[/dar\s+yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how do we pay for dar yacout, is it prepaid?",
    parts: [[/individual|separately|each (?:pay|of us|person pays)|your own|at the restaurant/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "palace dinner dress code?",
    parts: [[/dressy|kaftan|djellaba|best evening/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "which of the dinners are the special events",
    parts: [[/comptoir|birthday/i], [/dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "how many featured dinners are there in total",
    parts: [[count(4)]],
    links: ["/dinners"],
  },
  {
    question: "what time do the souks close? might go back on my own",
    unanswerable: true,
  },
  // --- Day 5, Wednesday Nov 26 (Sahara Desert Adventure) ---
  {
    question: "what time do we leave for the desert on wednesday",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "whats the name of the mountain pass we drive over",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "how high up is that pass",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "which famous movie/show was filmed at ait benhaddou",
    parts: [[/gladiator/i], [/game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "whats that old mud brick village we stop at on the 26th",
    parts: [[/benhaddou/i]],
    links: ["/day/5"],
  },
  {
    question: "desert camp price and what does it cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget", "/faq"],
  },
  {
    question: "is the sunset camel ride extra $$",
    parts: [[/includ/i]],
    links: ["/day/5"],
  },
  {
    question: "camel ride time?",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "where exactly is the desert camp",
    parts: [[/zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "i get sooo car sick lol, is the drive to the desert bad",
    parts: [[/tablet|pill|medication|medicine/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "what do i pack for the desert night",
    parts: [[/fleece|layer|warm/i], [/scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "can i just bring my whole suitcase to the camp",
    parts: [[/small (?:overnight )?bag|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "r we at the villa wed night or somewhere else",
    parts: [[/camp|zagora|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "which day do we go to the zagora desert",
    parts: [[tripDay(5)]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "do the desert tents have their own bathrooms?",
    unanswerable: true,
  },
  {
    question: "is there wifi or phone signal at the desert camp?",
    unanswerable: true,
  },
  // --- Day 6, Thursday Nov 27 (Journey to Fes) ---
  {
    question: "what time is sunrise at camp thursday morning",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "when do we leave marrakech for fes",
    parts: [[tripDay(6)]],
    links: ["/day/6"],
  },
  {
    question: "what time's the train to fes",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the train marrakech to fes",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "train ticket to fes how much",
    parts: [[usd(45)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "who's sorting the train tickets",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "does the fes train stop anywhere",
    parts: [[/casablanca/i], [/rabat/i], [/meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "when do we roll into the fes riad",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "how much is the fes riad and for how many nights",
    parts: [[usd(90)], [count(3, "\\s*nights?")]],
    links: ["/day/6", "/accommodations", "/budget"],
  },
  {
    question: "which nights are we in fes",
    parts: [[/27(?:th)?\s*(?:-|–|to|through|thru|until|and)\s*(?:the\s*)?(?:nov(?:ember)?\.?\s*)?29|thursday[\s\S]{0,60}saturday/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "are the train seats reserved or is it a free for all",
    parts: [[/reserved/i]],
    links: ["/day/6"],
  },
  {
    question: "whats the actual name of our riad in fes",
    unanswerable: true,
  },
  {
    question: "whats the luggage limit on the train",
    unanswerable: true,
  },
  {
    question: "what seat number am i on the fes train",
    unanswerable: true,
  },
  // --- Day 7, Friday Nov 28 (Explore Fes) ---
  {
    question: "what's the plan on the 28th?",
    parts: [[/bou jeloud|blue gate|tanner|bou inania|explore fes|quaraouiyine|fes el[- ]?bali/i]],
    links: ["/day/7"],
  },
  {
    question: "the fes walking tour on the 28th, what time",
    parts: [[clock(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "which gate do we go into the fes medina through",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery reeks, any tips",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes part of the itinerary final yet?",
    parts: [[/work in progress|may change|might change|could change|not (?:yet )?final|still being|subject to change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "how old is the bou inania madrasa",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "friday dinner in fes, where and what time",
    parts: [[/riad/i], [clock(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "does our fes riad have an elevator or is it all stairs? bad knee",
    unanswerable: true,
  },
  {
    question: "do the fes riad rooms have private bathrooms",
    unanswerable: true,
  },
  // --- Day 8, Saturday Nov 29 (Chefchaouen Day Trip) ---
  {
    question: "how long's the drive from fes to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "whats the food to try in chefchaouen",
    parts: [[/goat(?:'s)?\s+cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best view over chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "r some ppl leaving on the 29th already?",
    parts: [[/some/i, /depart|leav|fly|head(?:ing)? home|go(?:ing)? home/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "how much does the chefchaouen day trip cost",
    unanswerable: true,
  },
  // --- Day 9, Sunday Nov 30 (Casablanca & Departure) ---
  {
    question: "the 30th: what time is the train to casablanca and which station do we get off at",
    parts: [[clock(7)], [/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch on the last day",
    parts: [[/rick/i]],
    links: ["/day/9"],
  },
  {
    question: "how much is lunch at rick's cafe?",
    unanswerable: true,
  },
  {
    question: "hassan ii mosque tour price",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i need to wear for the mosque visit",
    parts: [[/shoulder|knee|\barms?\b/i], [/scarf/i], [/sock/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which airport do i fly home from and how far is it from the city",
    parts: [[/mohammed v|\bCMN\b/i], [minutes(45)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "can u recommend a hotel in casablanca if i stay an extra night",
    unanswerable: true,
  },
  // --- Practicalities: visas, plugs, money, weather, culture ---
  {
    question: "im american, do i need a visa? and how long can i stay",
    parts: [
      [/visa[- ]?free|no visa|(?:don'?t|do not|won'?t|doesn'?t) need (?:a )?visa|not (?:needed|required)/i],
      [count(90, "\\s*days")],
    ],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid for",
    parts: [[/(?:six|6)\s*months/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need and whats the voltage",
    parts: [[/\bC\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "what money do they use and whats the rate vs the dollar",
    parts: [[/dirham|\bMAD\b/i], [/(?<![\d.])10\s*(?:MAD|dirhams?|DH)\b|ten dirhams|100\s*(?:MAD|dirhams?|DH)\b/i]],
    links: ["/faq", "/budget", "/"],
  },
  {
    question: "how many dirhams do i get for one euro?",
    unanswerable: true,
  },
  {
    question: "how much do ppl tip at restaurants",
    parts: [[percentRange(10, 15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "whats this tourist tax thing, how much",
    parts: [[/28\s*(?:MAD|dirhams?|DH)|\$\s?2\.75|2\.75\s*(?:usd|dollars)/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "weather check: what temps should i pack for",
    parts: [[/15\s*(?:°\s*c?)?\s*(?:-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "do i need any vaccines before flying to morocco?",
    unanswerable: true,
  },
  {
    question: "does uber work in marrakech?",
    unanswerable: true,
  },
  {
    question: "im vegan and gluten free, who do i tell and by when",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "ballpark what's this whole trip gonna cost me per person, not counting flights",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "how do i send my villa contribution, venmo or cash?",
    unanswerable: true,
  },
  // --- The site, the gallery, Rupa and the trip itself ---
  {
    question: "whats on the transportation page? need car details",
    parts: [[/coming soon|being finali[sz]ed|finali[sz]ing|not (?:yet )?(?:final|ready|up|available|booked)/i]],
    links: ["/transportation"],
  },
  {
    question: "how many pics can i upload at once, and is there a size limit",
    parts: [[count(10)], [/50\s*MB/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a video i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the password to delete photos?",
    unanswerable: true,
  },
  {
    question: "how many photos are in the gallery right now?",
    unanswerable: true,
  },
  {
    question: "is there a way to put everyone's photos up on a tv, like a slideshow",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "on the map what do the red pins mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "which restaurant on the map do u have to order the lamb shoulder a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "the music on the site is blasting in my office, how do i turn it off",
    parts: [[/mute/i]],
  },
  {
    question: "whats the song playing on the home page called?",
    unanswerable: true,
  },
  {
    question: "who r u exactly rupa lol",
    parts: [[/goat/i], [/assistant|helper|guide/i]],
  },
  {
    question: "whats this trip even called and how many of us are going",
    parts: [[/golden goat getaway/i], [count(22)]],
    links: ["/"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "whats the host's whatsapp number",
    unanswerable: true,
  },
  {
    question: "is anyone bringing their kids on the trip?",
    unanswerable: true,
  },
  {
    question: "what time does the welcome dinner wrap up tmrw? want to know if i can sleep early",
    unanswerable: true,
  },
];
