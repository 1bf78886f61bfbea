// THIRTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock of this set: Monday November 24 2025, 15:00 Morocco time (UTC+1),
 * the afternoon of day 3 ("Desert Fun"). The sunrise balloon flight is over and
 * the squad is out on the Agafay desert day; they head back to Villa Royale at
 * 17:00 and dine on the Nobu rooftop at 20:00 tonight. Yesterday (day 2, Sunday
 * Nov 23) held the walking tour, the golden birthday dinner and the bar crawl;
 * tomorrow (day 4, Tuesday Nov 25) holds the photoshoot, Jardin Majorelle, the
 * souks and the palace dinner at Dar Yacout.
 */
export const THIRTY_FOURTH_TEST_CLOCK = new Date("2025-11-24T14:00:00Z");

const WEEKDAY_OF_TRIP_DAY = [
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

/** A trip day (0-9) named as "day N", "Nov 25", "25th of November", "the 25th", "11/25" or its weekday, plus any extra alternatives. */
function tripDay(day: number, ...also: string[]): RegExp {
  const date = 21 + day;
  const alternatives = [
    `\\bday\\s*#?\\s*${day}(?!\\d)`,
    `\\bnov(?:ember)?\\.?\\s*${date}(?!\\d)`,
    `(?<!\\d)${date}(?:st|nd|rd|th)?\\s+(?:of\\s+)?nov`,
    `\\bthe\\s+${date}(?:st|nd|rd|th)\\b`,
    `(?<!\\d)11\\/${date}(?!\\d)`,
    `\\b${WEEKDAY_OF_TRIP_DAY[day]}\\b`,
    ...also,
  ];
  return new RegExp(alternatives.join("|"), "i");
}

/** A clock time in 24h form ("20:00", "20h00", "20.00") or 12h form ("8 pm", "8:00 p.m."). */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const notEvening = hour < 12 ? "(?!\\s*p\\.?\\s?m\\b)" : "";
  const alternatives = [
    `(?<![\\d:$])0?${hour}[:h.]${mm}(?!\\d)${notEvening}`,
    minute === 0
      ? `(?<![\\d:$])${h12}(?:[:.]00)?\\s*${meridiem}`
      : `(?<![\\d:$])${h12}[:.]${mm}\\s*${meridiem}`,
  ];
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number): RegExp {
  return new RegExp(
    `\\$\\s?${amount}(?!\\d|[.,]\\d*[1-9])|(?<![\\d.,$])${amount}\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b|\\busd\\s?${amount}(?!\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 - $60", "40 to 60 USD", "between $40 and $60". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.])\\$?\\s?${low}\\s*(?:usd|dollars?)?\\s*(?:-|–|—|to|and)\\s*\\$?\\s?${high}(?!\\d)`,
    "i",
  );
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function pctRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.])${low}\\s*(?:%|percent|per cent)?\\s*(?:-|–|—|to|and)\\s*${high}\\s*(?:%|percent|per cent)`,
    "i",
  );
}

/** A number in digits or words, optionally followed by a unit pattern ("6 hours", "six-hour"). */
function num(n: number, word: string, after = ""): RegExp {
  return new RegExp(`(?:(?<![\\d.,$])${n}(?!\\d|[.,]\\d)|\\b${word}\\b)${after}`, "i");
}

export const thirtyFourthTestQuestions: TestQuestion[] = [
  // ---- Today (day 3, Monday Nov 24), it is 3 pm ----
  {
    question: "hey rupa what r we up to right now?",
    parts: [[/agafay/i]],
    links: ["/day/3"],
  },
  {
    question: "wat time do we get back to the villa today",
    parts: [[clock(17)]],
    links: ["/day/3"],
  },
  {
    question: "whats dinner tonite and what time",
    parts: [[/nobu/i], [clock(20)]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "dress code for dinner tonight??",
    parts: [[/smart[\s-]*casual/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "is there a minimum spend at tonights restaurant",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kinda food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what should i order at nobu, any signature dishes?",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "what landmark will we see lit up from the roof at dinner tonight",
    parts: [[/koutoubia|atlas/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "i overslept lol what time was the balloon pickup this morning",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much do i owe for the hot air balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "how long were we actually up in the air in the balloon",
    parts: [[/\b(?:an|one|1)\s*(?:full\s*)?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "how far out of marrakech is agafay",
    parts: [[num(40, "forty", "[\\s-]*min")]],
    links: ["/day/3", "/map"],
  },
  {
    question: "whats the agafay day cost pp",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what activities are we doing out in the desert this afternoon",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "where r we having lunch today",
    parts: [[/tent/i]],
    links: ["/day/3"],
  },
  {
    question: "whats todays theme on the itinerary",
    parts: [[/desert fun/i]],
    links: ["/day/3"],
  },
  {
    question: "is today day 3 or day 4? ive lost track",
    parts: [[/\bday\s*(?:3|three)\b/i]],
    links: ["/day/3"],
  },
  {
    question: "what was i supposed to wear for the balloon, it was freezing",
    parts: [[/layer/i, /\bhats?\b/i]],
    links: ["/day/3"],
  },
  {
    question: "what time does the car leave the villa for nobu tonight?",
    unanswerable: true,
  },
  {
    question: "how many of us ended up doing the balloon this morning?",
    unanswerable: true,
  },
  {
    question: "whats the name of the balloon company from this morning, want to leave a review",
    unanswerable: true,
  },

  // ---- Yesterday / last night (day 2, Sunday Nov 23) ----
  {
    question: "where was the bday dinner last night again",
    parts: [[/comptoir/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what time did the bar crawl kick off last night",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "how much was the bar crawl guide? and were drinks included",
    parts: [[usd(10)], [/as you go|separately|not included|yourself|your own|individually|extra|on top/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "which sights did we see on yesterdays walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "how much was the walking tour yesterday",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what do i owe for the birthday dinner?",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/budget", "/day/2"],
  },
  {
    question: "what was the dress code for the bday dinner, asking for a friend who got it wrong",
    parts: [[/cocktail/i, /gold/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "what was the entertainment at the birthday dinner",
    parts: [[/music|musician/i, /dancer|dancing/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what was yesterdays theme",
    parts: [[/discover marrakech/i]],
    links: ["/day/2"],
  },
  {
    question: "what time's breakfast served at the villa",
    parts: [[clock(8, 30)]],
    links: ["/day/2"],
  },
  {
    question: "what cuisine was comptoir darna",
    parts: [[/moroccan/i, /mediterranean/i]],
    links: ["/dinners"],
  },
  {
    question: "what was the name of the first bar we hit on the crawl last night?",
    unanswerable: true,
  },
  {
    question: "who won best dressed at the birthday dinner last night lol",
    unanswerable: true,
  },

  // ---- Tomorrow (day 4, Tuesday Nov 25) ----
  {
    question: "wats on tmrw morning and what time do we need to be ready",
    parts: [[/photo/i], [clock(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours should i wear for the photoshoot",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "where's the photoshoot happening",
    parts: [[/villa/i, /garden/i]],
    links: ["/day/4"],
  },
  {
    question: "which day does the photographer come",
    parts: [[tripDay(4, "\\btomorrow\\b", "\\btmrw\\b")]],
    links: ["/", "/day/4"],
  },
  {
    question: "how much are majorelle tickets? and the ysl museum?",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to buy my own majorelle ticket",
    parts: [[/host/i, /timed|in advance|ahead|already/i]],
    links: ["/day/4"],
  },
  {
    question: "palace dinner tmrw - where and when",
    parts: [[/yacout/i], [clock(20)]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how are we paying for dar yacout",
    parts: [[/individual|separately|your own|yourself|each pay|at the restaurant/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "wat do i wear to the palace dinner",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "what time is the souk shopping tomorrow",
    parts: [[clock(14, 30)]],
    links: ["/day/4"],
  },
  {
    question: "souk guide tmrw how much",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "whats tuesdays theme",
    parts: [[/gardens\s*(?:&|and)\s*souks/i]],
    links: ["/day/4"],
  },
  {
    question: "anything happening before the actual dinner at dar yacout?",
    parts: [[/roof/i, /aperitif|apéritif|drink/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "whats the photographers name for tomorrow? want to follow them on ig",
    unanswerable: true,
  },
  {
    question: "how much is each of us paying toward the photographer tmrw",
    unanswerable: true,
  },

  // ---- Day 0 (Friday Nov 21): arrival ----
  {
    question: "what time did everyone meet at the airport on day 0",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "how much was the airport car and how do we pay the driver",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "where'd we have the welcome dinner",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner - price and deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what style of food was the welcome dinner",
    parts: [[/moroccan/i, /french/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "whats a foundouk anyway",
    parts: [[/\binn\b|caravan/i]],
    links: ["/dinners"],
  },
  {
    question: "name of the riad from the first nite + how much was it",
    parts: [[/authentic/i], [usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "which souks did we wander on the 21st",
    parts: [[/semmarine/i, /rahba/i]],
    links: ["/day/0"],
  },

  // ---- Day 1 (Saturday Nov 22): the villa ----
  {
    question: "saturday the 22nd - what time did villa check-in open",
    parts: [[clock(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "how do i get a hammam slot",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "whats actually involved in the hammam ritual",
    parts: [[/scrub|kessa/i, /soap|clay|rhassoul|steam/i]],
    links: ["/day/1"],
  },
  {
    question: "what was the plan the day before yesterday",
    parts: [[/villa|rest\s*(?:&|and)\s*relax/i]],
    links: ["/day/1"],
  },
  {
    question: "is the pool at the villa heated",
    unanswerable: true,
  },
  {
    question: "does villa royale have a gym",
    unanswerable: true,
  },
  {
    question: "whats the wifi password at the villa",
    unanswerable: true,
  },

  // ---- Day 5 (Wednesday Nov 26): to the Sahara ----
  {
    question: "day after tomorrow whats happening",
    parts: [[/zagora|atlas|desert camp|sahara|benhaddou|camel/i]],
    links: ["/day/5"],
  },
  {
    question: "what time do we leave on wednesday",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "whats the name of the mountain pass we cross",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "how high up is that pass",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "the kasbah village on the way to the desert, whats it called and what was filmed there",
    parts: [[/benhaddou/i], [/gladiator|game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "desert camp price and what does it cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "what time is the camel ride on the 26th",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "is the camel ride extra or is it part of the camp",
    parts: [[/includ/i]],
    links: ["/day/5"],
  },
  {
    question: "should i bring my big suitcase to the desert camp",
    parts: [[/small|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "packing list for the desert? clothes and anything else",
    parts: [[/fleece|layer/i], [/headlamp|head torch|lip balm|sunglasses/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "i get carsick, anything i should know for wednesdays drive",
    parts: [[/tablet|pill|medication|meds/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "are we sleeping at the villa wed night?",
    parts: [[/camp|zagora|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "whats the name of the desert camp we're staying at",
    unanswerable: true,
  },
  {
    question: "is there wifi at the desert camp",
    unanswerable: true,
  },

  // ---- Day 6 (Thursday Nov 27): to Fes ----
  {
    question: "how long is the train to fes",
    parts: [[num(6, "six", "[\\s-]*(?:hours?|hrs?)")]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "train ticket to fes how much",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "what time does the fes train leave on thursday",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "which cities does the train go thru on the way to fes",
    parts: [[/rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do we get to the riad in fes",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "what time is the sunrise thing at the camp on the 27th",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "who's sorting the train tickets",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "how do our bags get to the fes riad if cars cant go in",
    parts: [[/porter|handcart/i]],
    links: ["/day/6"],
  },
  {
    question: "anything i should bring for the long travel day thursday",
    parts: [[/snack/i, /phone|playlist|charg/i]],
    links: ["/day/6"],
  },
  {
    question: "what do i wear on travel days",
    parts: [[/comfortable/i, /passport/i]],
    links: ["/day/6", "/day/9"],
  },
  {
    question: "what seat am i in on the train to fes",
    unanswerable: true,
  },
  {
    question: "whats the luggage weight limit on the moroccan trains",
    unanswerable: true,
  },
  {
    question: "how much does a sim card cost at the airport",
    unanswerable: true,
  },

  // ---- Day 7 (Friday Nov 28): Fes ----
  {
    question: "friday in fes, where does the guided walk start",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is that university in fes",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "whats the tannery called and why do they hand u mint",
    parts: [[/chouara/i], [/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "bou inania madrasa, how old is it",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "whats dinner on the 28th and what time",
    parts: [[/riad/i], [clock(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "are the fes plans final yet?",
    parts: [[/work in progress|may change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },

  // ---- Day 8 (Saturday Nov 29): Chefchaouen ----
  {
    question: "whats the plan this saturday",
    parts: [[/chefchaouen|chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "hows long the drive to chefchaouen",
    parts: [[num(4, "four", "[\\s-]*(?:hours?|hrs?)")]],
    links: ["/day/8"],
  },
  {
    question: "what should i eat in chefchaouen, any local thing",
    parts: [[/goat(?:'s)?\s*cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint over the blue town?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we head back from chefchaouen",
    parts: [[clock(17)]],
    links: ["/day/8"],
  },
  {
    question: "when do people start leaving the trip",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "how much does the chefchaouen day trip cost",
    unanswerable: true,
  },

  // ---- Day 9 (Sunday Nov 30): Casablanca ----
  {
    question: "last day train to casa - what time and how long is it",
    parts: [[clock(7)], [num(4, "four", "[\\s-]*(?:hours?|hrs?)")]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick/i]],
    links: ["/day/9"],
  },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i need to wear for the mosque in casa",
    parts: [[/shoulders/i, /knees/i], [/scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret of hassan 2",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how long from casablanca to the airport",
    parts: [[num(45, "forty[\\s-]?five", "[\\s-]*min")]],
    links: ["/day/9"],
  },
  {
    question: "what time are the airport transfers on the 30th",
    parts: [[clock(18)]],
    links: ["/day/9"],
  },
  {
    question: "should i keep my leftover dirhams for next time",
    parts: [[/spend|hard to change|difficult to (?:change|exchange)/i]],
    links: ["/day/9"],
  },
  {
    question: "whats the train station in casablanca called",
    parts: [[/casa[\s-]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "earliest i should book my flight home?",
    parts: [[tripDay(9), /evening|night|18:00|6\s*p\.?m|later/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what time does ricks cafe close",
    unanswerable: true,
  },
  {
    question: "how much is the train from fes to casablanca",
    unanswerable: true,
  },
  {
    question: "are there luggage lockers at the casablanca train station",
    unanswerable: true,
  },

  // ---- FAQ: travel, money, culture ----
  {
    question: "do us citizens need a visa? how long can we stay",
    parts: [[/visa[\s-]?free|no visa|don'?t need|do not need|not need/i], [num(90, "ninety")]],
    links: ["/faq"],
  },
  {
    question: "plug type + voltage?",
    parts: [[/type\s*c/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance for this",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/darija|arabic/i], [/french/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran|shokran/i]],
    links: ["/faq"],
  },
  {
    question: "the performers in jemaa el fnaa, can i just snap pics of them",
    parts: [[/dirham|pay|tip|money/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain on us",
    parts: [[/rare|rarely|unlikely|seldom/i]],
    links: ["/faq"],
  },
  {
    question: "whats the currency and the exchange rate",
    parts: [[/dirham|\bMAD\b/i], [/\b10\b|\bten\b/i]],
    links: ["/faq", "/budget", "/"],
  },
  {
    question: "how much to tip at restaurants",
    parts: [[pctRange(10, 15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "is there a tourist tax, how much",
    parts: [[/\b28\b|2\.75/]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much should i pull from the atm at a time",
    parts: [[/(?<![\d.])1[,.]?000\s*(?:mad|dh|dirhams?)?\s*(?:-|–|—|to|and)\s*2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start when haggling in the souks",
    parts: [[pctRange(40, 50)]],
    links: ["/faq", "/budget", "/day/0"],
  },
  {
    question: "foreign transaction fees on cards, roughly?",
    parts: [[pctRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how do we get around marrakech",
    parts: [[/taxi/i]],
    links: ["/faq"],
  },
  {
    question: "atm asked if i want to be charged in dollars, should i say yes",
    parts: [[/dirham|decline/i]],
    links: ["/budget"],
  },
  {
    question: "whats the emergency number in morocco, police or ambulance",
    unanswerable: true,
  },
  {
    question: "does uber work in marrakech",
    unanswerable: true,
  },
  {
    question: "wheres the nearest pharmacy to the villa",
    unanswerable: true,
  },
  {
    question: "whats the balloon company's refund policy if it gets cancelled for wind",
    unanswerable: true,
  },
  {
    question: "what time do the souks close tonight",
    unanswerable: true,
  },

  // ---- Packing and weather ----
  {
    question: "what should i wear walking around the medina",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/faq"],
  },
  {
    question: "how warm does it get during the day",
    parts: [[/15\s*(?:°\s*c?)?\s*(?:-|–|—|to)\s*25/i]],
    links: ["/faq", "/"],
  },

  // ---- Stays ----
  {
    question: "how many suites at the villa",
    parts: [[num(13, "thirteen")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[/optional/i, usd(50)]],
    links: ["/faq", "/accommodations", "/budget"],
  },
  {
    question: "villa brekkie - how much and how do i get it",
    parts: [[usd(10)], [/night before|evening before|day before|night prior|previous (?:night|evening)/i]],
    links: ["/faq", "/day/2", "/budget"],
  },
  {
    question: "where do we sleep tonight",
    parts: [[/villa/i]],
    links: ["/accommodations"],
  },
  {
    question: "where are we staying the night of the 28th",
    parts: [[/fes/i]],
    links: ["/accommodations"],
  },
  {
    question: "how many nights in fes and what does the riad cost",
    parts: [[num(3, "three", "[\\s-]*nights?")], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "whats the actual name of the riad we're staying at in fes?",
    unanswerable: true,
  },
  {
    question: "how many bedrooms does the fes riad have",
    unanswerable: true,
  },
  {
    question: "whats the exact street address of the villa, i need it for a delivery",
    unanswerable: true,
  },
  {
    question: "who am i sharing a suite with at the villa",
    unanswerable: true,
  },
  {
    question: "is there laundry service at the villa",
    unanswerable: true,
  },

  // ---- Budget and dinners ----
  {
    question: "rough total per person for the whole trip?",
    parts: [[/\$?440\b/, /\$?943\b/]],
    links: ["/budget"],
  },
  {
    question: "how much shopping money should i budget",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/day/4"],
  },
  {
    question: "dietary restrictions - who do i tell and how far ahead",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "which of the dinners are marked as special events",
    parts: [[/comptoir|birthday/i], [/yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "does nobu have a vegetarian tasting menu",
    unanswerable: true,
  },
  {
    question: "how much is the entry ticket for bahia palace",
    unanswerable: true,
  },

  // ---- Map ----
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[\s-]?see/i]],
    links: ["/map"],
  },
  {
    question: "al fassia - anything i should know before going",
    parts: [[/lamb shoulder/i], [/day ahead|in advance|ahead|day before/i]],
    links: ["/map"],
  },
  {
    question: "how much is a camel ride in the palmeraie",
    unanswerable: true,
  },
  {
    question: "how much does hammam de la rose charge",
    unanswerable: true,
  },

  // ---- Gallery and the site ----
  {
    question: "how do i upload my balloon pics",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once",
    parts: [[num(10, "ten")]],
    links: ["/gallery"],
  },
  {
    question: "my video wont upload, is there a size limit",
    parts: [[/50\s*(?:mb|megabytes?)/i]],
    links: ["/gallery"],
  },
  {
    question: "posted the wrong pic, how do i delete it",
    parts: [[/delete/i, /password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name on uploads",
    parts: [[/optional|don'?t have to|not required|no need|not necessary/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the password to delete photos? i posted a blurry one",
    unanswerable: true,
  },
  {
    question: "is there a transport page w all the details",
    parts: [[/coming soon|being finali[sz]ed|not (?:yet )?(?:ready|final|available)/i]],
    links: ["/transportation"],
  },
  {
    question: "the music on the site is driving me nuts how do i turn it off",
    parts: [[/mute/i], [/bottom[\s-]?left|lower[\s-]?left/i]],
  },
  {
    question: "whats the name of the song playing on the home page",
    unanswerable: true,
  },
  {
    question: "rupa who even are u",
    parts: [[/goat/i, /helper|assistant|guide/i]],
  },
  {
    question: "where do i find rupa on the site",
    parts: [[/bottom[\s-]?right|lower[\s-]?right/i]],
    links: ["/faq"],
  },
  {
    question: "whats the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what are we celebrating again",
    parts: [[/\b30(?:th)?\b|thirt(?:y|ieth)/i, /birthday|bday/i]],
    links: ["/"],
  },
  {
    question: "how many ppl on this trip",
    parts: [[num(22, "twenty[\\s-]?two")]],
    links: ["/"],
  },
  {
    question: "who are the quotes on the homepage from",
    parts: [[/churchill/i, /saint laurent|\bysl\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "whats the trip highlight on the homepage",
    parts: [[/\btbd\b|to be (?:decided|determined|announced)|not (?:yet )?decided/i]],
    links: ["/"],
  },
  {
    question: "what are the three featured activity cards on the home page",
    parts: [[/culture/i, /adventure/i, /shopping/i]],
    links: ["/"],
  },

  // ---- People and things nobody wrote down ----
  {
    question: "can u give me the hosts phone number or whatsapp",
    unanswerable: true,
  },
  {
    question: "whats the hosts full name, im writing a card",
    unanswerable: true,
  },
  {
    question: "what flight is jess on going home",
    unanswerable: true,
  },
  {
    question: "which phone network has the best signal out in the desert",
    unanswerable: true,
  },
  {
    question: "can my bf come along for the fes part even tho hes not on the list",
    unanswerable: true,
  },
];
