// FORTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fortieth round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/**
 * The moment these questions are asked: Friday November 28 2025, 14:00 Morocco
 * time (UTC+1), which is 13:00 UTC. That is day 7 of the trip, "Explore Fes":
 * - right now: the Chouara Tannery visit (14:00) in Fes el-Bali;
 * - this morning: the guided walk through Fes el-Bali from Bab Bou Jeloud, the
 *   Blue Gate (09:30), then the Bou Inania Madrasa (11:30);
 * - tonight: the riad dinner in Fes (19:30, pastilla and tagines in the
 *   courtyard, tea on the roof), and a night at the riad in Fes el-Bali;
 * - tomorrow: Saturday November 29, day 8, the Chefchaouen day trip (leaving
 *   07:30, about four hours each way, back at 17:00); some guests begin
 *   departing, with goodbyes at breakfast;
 * - yesterday: Thursday November 27, day 6, "Journey to Fes": sunrise at the
 *   Zagora desert camp (06:30), the drive back over the Tizi n'Tichka pass,
 *   the 15:00 train to Fes (about six hours), check-in at the Fes riad (21:00);
 * - last night: the late arrival and late supper at the Fes riad, the first of
 *   its three nights; the night before that was the desert camp near Zagora;
 * - the day after tomorrow: Sunday November 30, day 9, Casablanca and departure.
 */
export const FORTIETH_TEST_CLOCK = new Date("2025-11-28T13:00:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  "nineteen", "twenty", "twenty-one", "twenty-two",
];

/** A whole number in digits or words: num(4) accepts "4" and "four", not "14" or "fourteen". */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  const alternatives = [String(n)];
  if (word) alternatives.push(word.replace("-", "[- ]?"));
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`, "i");
}

/** A US dollar amount: "$45", "$ 45", "US$45", "45 USD", "45 dollars", never "$450" or "$4.5". */
function usd(amount: number): RegExp {
  const n = String(amount);
  return new RegExp(
    `(?:US)?\\$\\s?${n}(?!\\d|[.,]\\d)|(?<![\\d.,])${n}\\s?(?:USD|US dollars|dollars|bucks)\\b|\\bUSD\\s?${n}(?!\\d)`,
    "i",
  );
}

const DASH = "\\s*(?:-|–|—|to)\\s*";

/** A dollar range: "$40-60", "$40 to $60", "$40–$60". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}${DASH}(?:US)?\\$?\\s?${high}(?!\\d)`, "i");
}

const PCT = "\\s*(?:%|percent|per cent)";

/** A range of plain numbers, with an optional unit after either end: "10-15%", "10% to 15%". */
function span(low: string, high: string, unit = ""): RegExp {
  const optionalUnit = unit ? `(?:${unit})?` : "";
  return new RegExp(`(?<![\\d.,])${low}${optionalUnit}${DASH}${high}${unit}`, "i");
}

/** A clock time in 24-hour or 12-hour form: clock(15) accepts "15:00", "15h00", "3 pm", "3:00 PM", "3p.m.". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a" : "p";
  const twelveHour = minute === 0 ? `${h12}(?:[:.]00)?` : `${h12}[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:.])0?${hour}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${twelveHour}\\s*${meridiem}\\.?\\s?m\\b`,
  ];
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** Weekday of each trip day (day 0 is Friday November 21 2025). */
const TRIP_WEEKDAYS = [
  "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
];

/** Relative names of the days around the clock (day 7, Friday November 28). */
const RELATIVE_DAY: Record<number, string> = { 6: "yesterday", 7: "today", 8: "tomorrow" };

/**
 * A trip day named in any reasonable way: "day 4", "Nov 25", "November 25", "25th November", "11/25",
 * its weekday when that weekday is unambiguous (days 3 onwards), or "yesterday", "today", "tomorrow".
 */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const alternatives = [
    `\\bday\\s*(?:${day}|${NUMBER_WORDS[day]})\\b`,
    `\\bnov(?:ember)?\\.?\\s*${date}(?!\\d)`,
    `\\b${date}(?:st|nd|rd|th)?\\s*(?:of\\s*)?nov`,
    `\\b11/${date}\\b`,
  ];
  if (day >= 3) alternatives.push(`\\b${TRIP_WEEKDAYS[day]}\\b`);
  const relative = RELATIVE_DAY[day];
  if (relative) alternatives.push(`\\b${relative}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

export const fortiethTestQuestions: TestQuestion[] = [
  // --- Right now, today (day 7, Explore Fes) ---
  {
    question: "yo where r we meant to be rn?? its like 2pm",
    parts: [[/tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "tannery = smelly?? what do they hand u for it",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "where do we actually watch the tannery from, are we down in the pits?",
    parts: [[/terrace/i]],
    links: ["/day/7"],
  },
  {
    question: "how much is it to get into the tannery, do we pay at the door?",
    unanswerable: true,
  },
  {
    question: "dinner 2nite - where n what time?",
    parts: [[/riad/i], [clock(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "whats on the menu tonight",
    parts: [[/pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "anything planned after dinner tonite or just bed",
    parts: [[/\btea\b/i, /roof/i]],
    links: ["/day/7"],
  },
  {
    question: "whats the wifi password at the fes riad",
    unanswerable: true,
  },
  {
    question: "what was that gorgeous old school we saw late this morning called?",
    parts: [[/bou inania/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is bou inania roughly",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "what year was al quaraouiyine founded, my dad is asking",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "is the quaraouiyine a mosque or a uni??",
    parts: [[/mosque/i, /universit/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes r there in fes el bali lol we're so lost",
    parts: [[/9[,. ]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "what time did the guided walk start this morning, i slept thru it",
    parts: [[clock(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "name of the blue gate we went in thru this am?",
    parts: [[/bou jeloud/i]],
    links: ["/day/7"],
  },
  {
    question: "what was the main street we walked down in the medina today",
    parts: [[/tala+ kebira/i]],
    links: ["/day/7"],
  },
  {
    question: "can a petit taxi drop me right at the riad door here in the fes medina?",
    parts: [[/car.?free|no cars|cars? (?:can(?:no|')t|aren'?t|are not|is not|isn'?t)|on foot|gate/i]],
    links: ["/day/7", "/accommodations"],
  },
  {
    question: "who has right of way in these alleys, nearly got flattened",
    parts: [[/donkey/i]],
    links: ["/day/7"],
  },
  {
    question: "whats the name of our guide in fes? want to leave him a review",
    unanswerable: true,
  },
  {
    question: "whats so special inside bou inania, is it worth going back",
    parts: [[/zellige|cedar|stucco/i]],
    links: ["/day/7"],
  },
  {
    question: "what time does the tannery close today",
    unanswerable: true,
  },

  // --- Tomorrow (day 8, Chefchaouen) ---
  {
    question: "whats the plan tmrw",
    parts: [[/chefchaouen|chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we leave tmrw morning??",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long's the drive up to chefchaouen",
    parts: [[num(4), /hour/i]],
    links: ["/day/8"],
  },
  {
    question: "how many km is it from fes to chefchaouen",
    unanswerable: true,
  },
  {
    question: "which mountains is chefchaouen in",
    parts: [[/\brif\b/i]],
    links: ["/day/8"],
  },
  {
    question: "whats for lunch in chaouen tmrw, is there a local thing to try",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "whats the main square in chefchaouen called and whats on it",
    parts: [[/uta el.?hammam/i], [/kasbah/i]],
    links: ["/day/8"],
  },
  {
    question: "why r we walking up to the spanish mosque tmrw, is it worth the climb",
    parts: [[/view/i]],
    links: ["/day/8"],
  },
  {
    question: "whats ras el maa",
    parts: [[/spring/i]],
    links: ["/day/8"],
  },
  {
    question: "which restaurant r we having lunch at in chefchaouen",
    unanswerable: true,
  },
  {
    question: "when do we head back from chefchaouen",
    parts: [[clock(17)]],
    links: ["/day/8"],
  },
  {
    question: "is it true some of the squad are leaving tmrw? when do we say bye",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  {
    question: "my flight's tmrw evening, do i have to go back to the riad after chaouen?",
    parts: [[/transfer/i]],
    links: ["/day/8"],
  },
  {
    question: "who exactly is leaving tomorrow? is mo one of them",
    unanswerable: true,
  },
  {
    question: "what should i wear for tmrws drive",
    parts: [[/comfort|comfy/i, /layer|warm/i]],
    links: ["/day/8"],
  },
  {
    question: "whats the weather forecast for chefchaouen tmrw",
    unanswerable: true,
  },
  {
    question: "how much do we owe for the chefchaouen day trip",
    unanswerable: true,
  },
  {
    question: "where r we sleeping tonight + tmrw night",
    parts: [[/riad/i, /fes/i]],
    links: ["/accommodations", "/day/7", "/day/8"],
  },
  {
    question: "how many nights total at the fes riad and whats it cost",
    parts: [[num(3)], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "is the fes plan locked in or could stuff still change",
    parts: [[/progress|chang/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "does our riad in fes have a pool",
    unanswerable: true,
  },
  {
    question: "what day do we do casablanca",
    parts: [[tripDay(9)]],
    links: ["/day/9"],
  },

  // --- Yesterday and last night (day 6, Journey to Fes) ---
  {
    question: "yesterday's train felt endless, how long was it meant to be",
    parts: [[num(6), /hour/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time did we leave marrakech on the train yesterday",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "what cities did the train go thru yesterday",
    parts: [[/rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "how much was yesterday's train ticket?",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "what time were we supposed to reach the riad last night",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "was there actually food at the riad last night or did i dream it",
    parts: [[/supper|late (?:dinner|meal)/i]],
    links: ["/day/6"],
  },
  {
    question: "who were the guys with carts at the gate last night",
    parts: [[/porter/i]],
    links: ["/day/6"],
  },
  {
    question: "whats the name of the mountain pass we drove over yesterday",
    parts: [[/tichka/i]],
    links: ["/day/6", "/day/5"],
  },
  {
    question: "sunrise at camp yesterday, what time was that meant to be",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },

  // --- The desert (day 5) ---
  {
    question: "the desert camp - what did it cost n what did that cover again?",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "whats the name of the desert camp we stayed at, wanna leave a review",
    unanswerable: true,
  },
  {
    question: "that mud-brick village we stopped at on wednesday, name?",
    parts: [[/benhaddou/i]],
    links: ["/day/5"],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[/gladiator/i, /thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "how high up was the pass on the way to the desert",
    parts: [[/2[,. ]?200/]],
    links: ["/day/5"],
  },
  {
    question: "what time was the sunset camel ride",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "wed morning what time did we set off for the desert?",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "where was the camp exactly, like near what town",
    parts: [[/zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "how many km did we drive on wednesday",
    unanswerable: true,
  },

  // --- Arrival (day 0) ---
  {
    question: "first riad name? the one in the medina",
    parts: [[/l.?authentic/i]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "how much was the riad the first night",
    parts: [[usd(45)]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "what time was everyone supposed to meet at RAK on arrival day",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "car from the airport - how much and cash or card?",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "how much was a sim card at the marrakech airport",
    unanswerable: true,
  },
  {
    question: "how long is the drive from marrakech airport to the medina",
    parts: [[/\b20\s*min|twenty min/i]],
    links: ["/faq"],
  },
  {
    question: "where was the welcome dinner at",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner price and was there a deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "wtf is a foundouk",
    parts: [[/\binn\b|caravan/i]],
    links: ["/dinners"],
  },
  {
    question: "what did we eat at the welcome dinner, want to find the recipe",
    parts: [[/zaalouk|briouat|prune/i]],
    links: ["/dinners"],
  },
  {
    question: "which souks did we do the first afternoon",
    parts: [[/semmarine|rahba kedima/i]],
    links: ["/day/0"],
  },

  // --- The villa (days 1-4) ---
  {
    question: "whats the villa called again",
    parts: [[/villa royale/i]],
    links: ["/accommodations"],
  },
  {
    question: "villa check in was what time",
    parts: [[clock(15)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites + pools does the villa have",
    parts: [[/\b13\b|thirteen/i], [/\b(?:2|two)\s+(?:swimming\s+)?pools/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big are the villa grounds",
    parts: [[/1[.,]4[- ]?hectare/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[span("20", "25")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "whats the hosts venmo for the villa contribution",
    unanswerable: true,
  },
  {
    question: "do i have to pay for the villa or what",
    parts: [[/optional/i, usd(50)]],
    links: ["/budget", "/faq", "/accommodations", "/day/1"],
  },
  {
    question: "is the villa contribution refundable if i missed a night",
    unanswerable: true,
  },
  {
    question: "what do they actually do in the hammam thing",
    parts: [[/scrub|kessa/i, /massage/i]],
    links: ["/day/1"],
  },
  {
    question: "hammam + massage price and how do u book a slot",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "what was on the villa breakfast, like the food",
    parts: [[/msemen|amlou/i]],
    links: ["/day/2"],
  },
  {
    question: "was villa brekkie free? and did u have to sign up",
    parts: [[usd(10)], [/(?:night|evening) before/i]],
    links: ["/faq", "/day/2", "/budget"],
  },

  // --- Birthday day (day 2) ---
  {
    question: "bday dinner where",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what time was the birthday dinner",
    parts: [[clock(19, 30)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what was the dress code for the bday dinner",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/faq", "/day/2"],
  },
  {
    question: "bday dinner cost pp?",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "whose bday is this whole thing for and which bday is it",
    parts: [[/host/i], [/\b30(?:th)?\b|thirtieth|thirty/i]],
    links: ["/"],
  },
  {
    question: "what did the walking tour on sunday cover?",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour how much",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "bar crawl what time did it kick off and where",
    parts: [[clock(22, 30)], [/gueliz|hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "were drinks included in the bar crawl?",
    parts: [[/as you go|not included|separate|your own|yourself/i]],
    links: ["/day/2", "/budget"],
  },

  // --- Balloon and Agafay (day 3) ---
  {
    question: "what day was the balloon again",
    parts: [[tripDay(3)]],
    links: ["/day/3"],
  },
  {
    question: "what time was balloon pickup, it felt like the middle of the night",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "what did the balloon cost",
    parts: [[usd(117)]],
    links: ["/day/3", "/faq", "/budget", "/"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\b(?:an|one|1)\s*hour/i]],
    links: ["/day/3"],
  },
  {
    question: "what was the breakfast after the balloon landed",
    parts: [[/berber/i]],
    links: ["/day/3"],
  },
  {
    question: "whats the name of the balloon company, i want to tag them",
    unanswerable: true,
  },
  {
    question: "how far out of marrakech is agafay",
    parts: [[/\b40\s*min|forty min/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "what did we get up to in agafay after the balloon",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "agafay day cost?",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "nobu min spend??",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what kinda food is nobu",
    parts: [[/japanese.?peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what were the dishes to try at nobu, forgot what i ate",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "was the nobu minimum spend before or after tax and service?",
    unanswerable: true,
  },

  // --- Photo day (day 4) ---
  {
    question: "what day was the photoshoot and what time did it start",
    parts: [[tripDay(4)], [clock(8, 30)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours were we meant to wear for the photos",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "when do we get the pics back from the photographer",
    unanswerable: true,
  },
  {
    question: "majorelle & ysl museum ticket prices?",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "who sorted the majorelle tickets, did we have to book",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  {
    question: "what are jardin majorelle's opening hours, want to go back",
    unanswerable: true,
  },
  {
    question: "how much was the souk guide on tuesday",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "palace dinner restaurant name pls",
    parts: [[/dar yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how did paying work at the palace dinner",
    parts: [[/individual|own|separate/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what was the dress code at dar yacout",
    parts: [[/kaftan|djellaba|dressy|evening outfit/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what did they serve at dar yacout",
    parts: [[/couscous|pastilla|tagine/i]],
    links: ["/dinners"],
  },
  {
    question: "which dinners were the 'special event' ones",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "how many featured dinners are there in total",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "how far ahead were we supposed to tell the host about allergies",
    parts: [[/\b(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "whats the name of the guy who ran the bar crawl",
    unanswerable: true,
  },

  // --- Money ---
  {
    question: "roughly how many dirhams is a dollar",
    parts: [[num(10)]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[span("10", "15", PCT)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[span("1[,.]?000", "2[,.]?000")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "haggling in the souk - where do i start",
    parts: [[span("40", "50", PCT)]],
    links: ["/budget", "/faq", "/day/0", "/"],
  },
  {
    question: "whats this tourist tax the riad added",
    parts: [[/\b28\b|2\.75/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "will my card charge me fees here? how much",
    parts: [[span("1", "3", PCT)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the atm asked if i want to be charged in dollars, should i say yes?",
    parts: [[/(?:choose|pick|select|stick with|go with|pay in|charged? in|opt for)\s+(?:the\s+)?(?:dirhams?|MAD|local)|decline|say no|don'?t accept|refuse/i]],
    links: ["/budget"],
  },
  {
    question: "which cards work best here",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "where r the atms in marrakech",
    parts: [[/gueliz/i, /hivernage/i]],
    links: ["/budget"],
  },
  {
    question: "ballpark how much is this whole trip per person",
    parts: [[/\b440\b/, /\b943\b/]],
    links: ["/budget"],
  },
  {
    question: "how much should i set aside for shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/"],
  },
  {
    question: "the airport car, was that $45 each or per car",
    parts: [[/per car|each car|a car|shared|split/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "how much is a petit taxi from the villa to gueliz",
    unanswerable: true,
  },

  // --- Practical ---
  {
    question: "do americans need a visa + how long does the passport need to be valid",
    parts: [
      [/visa.?free|no visa|(?:don'?t|do not|doesn'?t|won'?t) need a visa|without a visa/i],
      [/(?:six|6) months/i],
    ],
    links: ["/faq"],
  },
  {
    question: "which plug adapter do i need here",
    parts: [[/type c/i]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the voltage in morocco",
    parts: [[/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "what time zone is morocco on, my phone is being weird",
    parts: [[/(?:utc|gmt)\s*\+\s*1\b/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in darija",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do people speak here",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "where can u actually get a drink in morocco",
    parts: [[/\bhotels?\b|\bbars?\b/i]],
    links: ["/faq"],
  },
  {
    question: "whats the legal drinking age in morocco",
    unanswerable: true,
  },
  {
    question: "can i take photos of the performers in jemaa el fnaa",
    parts: [[/dirham|tip|pay/i]],
    links: ["/faq"],
  },
  {
    question: "is the tap water ok to drink here or nah",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance for the balloon n quad stuff",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "does it rain much up north this time of yr? what should i bring for it",
    parts: [[/rare|seldom|not (?:much|often)|unlikely/i], [/jacket/i]],
    links: ["/faq"],
  },
  {
    question: "what's the phone number of our fes riad in case i get lost in the medina",
    unanswerable: true,
  },
  {
    question: "whats the fes riad actually called? need it for my taxi app",
    unanswerable: true,
  },
  {
    question: "is there a pharmacy close to our riad in fes",
    unanswerable: true,
  },
  {
    question: "who's rooming with who at the fes riad",
    unanswerable: true,
  },
  {
    question: "what time does the sun come up tmrw",
    unanswerable: true,
  },

  // --- The last day (day 9, Casablanca) ---
  {
    question: "farewell lunch in casa - where and what time",
    parts: [[/rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque: what time and how much",
    parts: [[clock(15)], [usd(13)]],
    links: ["/day/9", "/budget"],
  },
  {
    question: "what do i wear to the mosque on sunday",
    parts: [[/shoulders|knees|arms/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the hassan ii minaret",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "how long from casablanca to the airport on sunday",
    parts: [[/\b45\s*min|forty.?five min/i]],
    links: ["/day/9"],
  },
  {
    question: "what airport do i fly home from and what day should i book for",
    parts: [[/mohammed v|\bCMN\b/i], [tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what should i do with my leftover dirhams at the end",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "how much is the train from fes to casablanca",
    unanswerable: true,
  },
  {
    question: "what seat am i in on sunday's train",
    unanswerable: true,
  },
  {
    question: "does the hassan ii tour run in english?",
    unanswerable: true,
  },
  {
    question: "can i stash my suitcase somewhere in casa during the mosque tour",
    unanswerable: true,
  },
  {
    question: "how long's the flight from casablanca to JFK",
    unanswerable: true,
  },
  {
    question: "whats the earliest flight out of fes on saturday",
    unanswerable: true,
  },
  {
    question: "whats chefchaouen's nickname, want it for my caption",
    parts: [[/blue pearl/i]],
    links: ["/day/8"],
  },

  // --- The map ---
  {
    question: "what do the red pins on the map mean",
    parts: [[/must.?see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the restaurants on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  {
    question: "where can i check fixed prices on crafts before i haggle",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "which place on the map do u have to preorder the lamb shoulder",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "whats the hotel with the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[/\b1917\b/]],
    links: ["/map"],
  },
  {
    question: "any cooking class recs on the map?",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "how much is the la maison arabe cooking workshop",
    unanswerable: true,
  },
  {
    question: "how much is the palmeraie camel ride",
    unanswerable: true,
  },

  // --- The site, the gallery, the music, Rupa ---
  {
    question: "how many pics can i upload at once and how big can they be",
    parts: [[num(10)], [/50\s*(?:MB|mega)/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name on my uploads",
    parts: [[/optional|(?:don'?t|do not) (?:have|need)|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a photo i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the password to delete gallery pics",
    unanswerable: true,
  },
  {
    question: "how many photos have ppl uploaded so far",
    unanswerable: true,
  },
  {
    question: "how do i turn the music off on the site, im in a meeting",
    parts: [[/mute/i, /left/i]],
  },
  {
    question: "who are you lol",
    parts: [[/rupa/i]],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the trip actually called, for my insta caption",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "who said morocco was the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "the transportation page is empty?",
    parts: [[/finali[sz]|coming soon/i]],
    links: ["/transportation"],
  },
  {
    question: "whats the hosts phone number, need to reach them asap",
    unanswerable: true,
  },
  {
    question: "did morocco win the football last night",
    unanswerable: true,
  },
  {
    question: "can my cousin join us for the last two days? she's not in the group",
    unanswerable: true,
  },
];
