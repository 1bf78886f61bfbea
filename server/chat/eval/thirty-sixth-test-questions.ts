// THIRTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the thirty-sixth round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/**
 * The moment these questions are asked: Friday November 21 2025 at 21:00 Morocco
 * time (UTC+1), i.e. 20:00 UTC. This is day 0 of the trip ("Arrival & Shopping"),
 * the first evening in Marrakech:
 * - earlier today the squad met at Marrakech Menara Airport (11:00), checked in at
 *   Riad L-Authentic in the medina (13:00) and strolled the souks (15:00);
 * - right now the welcome dinner at Le Foundouk (from 20:00) is under way;
 * - "tonight" the squad sleeps at Riad L-Authentic (the only night there);
 * - "tomorrow" is day 1, Saturday November 22 ("Rest & Relax"): a slow morning at
 *   the riad, Villa Royale check-in after 3 PM, hammam at 16:30, sunset by the pool;
 * - "the day after tomorrow" is day 2, Sunday November 23, the birthday day;
 * - "yesterday" is Thursday November 20, before the trip began (nothing planned).
 */
export const THIRTY_SIXTH_TEST_CLOCK = new Date("2025-11-21T20:00:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  "nineteen", "twenty", "twenty-one", "twenty-two",
];

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A count in digits or words ("5", "five"), optionally followed by a unit pattern ("nights?"). */
function count(n: number, unit?: string): RegExp {
  const word = NUMBER_WORDS[n];
  const forms = [`(?<![\\d.,])${n}(?![\\d])`];
  if (word) forms.push(`\\b${word.replace("-", "[- ]?")}\\b`);
  const head = `(?:${forms.join("|")})`;
  return new RegExp(unit ? `${head}[\\s-]*(?:${unit})` : head, "i");
}

/** A US dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "45 bucks". */
function usd(amount: number | string): RegExp {
  const a = escapeRe(String(amount));
  return new RegExp(
    `\\$\\s?${a}(?![\\d])|(?<![\\d.])${a}(?![\\d])\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b|\\busd\\s?${a}(?![\\d])`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 - $60", "$40 to $60", "between $40 and $60", "40–60 USD". */
function usdRange(min: number, max: number): RegExp {
  return new RegExp(`\\$?\\s?${min}\\s?(?:usd|dollars?)?\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${max}(?![\\d])`, "i");
}

/** A percentage range: "10-15%", "10 to 15 percent", "10%-15%". */
function percentRange(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d])${min}\\s?%?\\s?(?:-|–|—|to)\\s?${max}\\s?(?:%|percent|per cent)`, "i");
}

/** A clock time in 24-hour ("15:00", "09:30", "9.30") or 12-hour ("3 pm", "3:00 PM", "9:30am") form. */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`(?<![\\d])0?${hour}[:.h]${mm}(?![\\d])`];
  forms.push(
    minute === 0
      ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${suffix}`
      : `(?<![\\d:])${h12}[:.]${mm}\\s?${suffix}`,
  );
  if (hour === 12 && minute === 0) forms.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(forms.join("|"), "i");
}

const WEEKDAYS = [
  "friday", "saturday", "sunday", "monday", "tuesday",
  "wednesday", "thursday", "friday", "saturday", "sunday",
];

/** A trip day: "day 4", "Nov 25", "November 25th", "25 Nov", "25th of November" or its weekday. */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  return new RegExp(
    `\\bday\\s?${day}\\b|\\bnov(?:ember)?\\.?\\s?${date}(?:st|nd|rd|th)?\\b|\\b${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov|\\b${WEEKDAYS[day]}\\b|2025-11-${date}`,
    "i",
  );
}

export const thirtySixthTestQuestions: TestQuestion[] = [
  // --- Right now: the first evening (day 0) ---
  {
    question: "yo rupa wheres dinner rn?? running late lol",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what time did the welcome dinner start, am i super late",
    parts: [[clock(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much is tonights dinner pp",
    parts: [[usdRange(40, 60)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "do we have to put down a deposit for the table tonight? how much",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "dress code for dinner tonite?",
    parts: [[/smart[- ]casual/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "can i rock flip flops at le foundouk or nah",
    parts: [[/smart[- ]casual/i, /flip.?flops/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what kinda food is the welcome dinner? just moroccan?",
    parts: [[/moroccan/i, /french/i]],
    links: ["/dinners"],
  },
  {
    question: "what should i order at the foundouk, any dishes u recommend",
    parts: [[/lamb tagine|tagine with prunes|zaalouk|briouat/i]],
    links: ["/dinners"],
  },
  {
    question: "this restaurant looks ancient, what was the building originally",
    parts: [[/caravan|merchant/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "is there somewhere for a nightcap after dinner or do we just walk home",
    parts: [[/roof/i]],
    links: ["/dinners"],
  },
  {
    question: "remind me where we're sleeping tonight?",
    parts: [[/l.?authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "how much do i owe for the riad tonight",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "how many nights r we at this riad before moving",
    parts: [[/\b(?:one|1|single)\b|just tonight|only tonight/i]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "whats the riad like? pics look like theres a courtyard",
    parts: [[/courtyard/i, /orange/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "ok so whats the plan tmrw",
    parts: [[/villa/i, /rest|relax|slow|pool/i]],
    links: ["/day/1"],
  },
  {
    question: "what time can we get into the villa tomorrow",
    parts: [[clock(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "is there a rush tmrw morning or can i sleep in? when's breakfast",
    parts: [[clock(9, 30)]],
    links: ["/day/1"],
  },
  {
    question: "can i get a hammam tomorrow? what time n how much",
    parts: [[clock(16, 30)], [usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "who do i talk to to grab a massage slot",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "what do i wear around the villa tmrw",
    parts: [[/swim/i, /cover.?up/i]],
    links: ["/day/1"],
  },
  {
    question: "do i need a jacket for the pool thing tomorrow evening",
    parts: [[/sweater|layer/i]],
    links: ["/day/1"],
  },
  {
    question: "how far is villa royale from the city",
    parts: [[/(?:20|twenty)(?:\s?(?:-|–|—|to)\s?(?:25|twenty.?five))?\s?-?\s?min/i]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "how many suites does the villa have? worried about room sharing",
    parts: [[count(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do we have to pay for the villa??",
    parts: [[usd(50), /optional/i]],
    links: ["/faq", "/budget", "/accommodations", "/day/1"],
  },
  {
    question: "villa checkout time when we leave?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "wat day is the bday dinner",
    parts: [[tripDay(2)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "where's the birthday dinner at",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what am i supposed to wear to the birthday dinner",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "how much $$ is the birthday dinner",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "what time's the birthday dinner sunday",
    parts: [[clock(19, 30)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "is there like entertainment at the bday dinner",
    parts: [[/music|dancer|musician/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "bar crawl after the bday dinner — what time does it start and how much",
    parts: [[clock(22, 30)], [usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "are drinks included on the bar crawl",
    parts: [[/as you go|not included|pay for (?:your|them)|your own/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what part of town is the bar crawl",
    parts: [[/gueliz/i, /hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "i skipped the souk walk this afternoon, which souks did u guys go to",
    parts: [[/semmarine/i, /rahba kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "what time were we meeting at the airport today again",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "how much was the car from the airport, i need to pay someone back",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "still dont have a sim card, where were we supposed to get one",
    parts: [[/airport/i]],
    links: ["/day/0"],
  },
  {
    question: "haggling tips? how low should i start",
    parts: [[percentRange(40, 50)]],
    links: ["/faq", "/budget", "/day/0", "/"],
  },
  { question: "whats the wifi password at the riad", unanswerable: true },
  { question: "whats the riad's phone number in case i get lost walking back", unanswerable: true },
  { question: "is it gonna rain tmrw? whats the forecast", unanswerable: true },
  { question: "which room am i in at the riad tonight", unanswerable: true },
  { question: "can u give me the host's whatsapp number", unanswerable: true },
  { question: "how many pics has everyone uploaded to the gallery so far today", unanswerable: true },
  { question: "did jess's flight land yet? she was supposed to get in tonight", unanswerable: true },
  { question: "which suite do i get at the villa tomorrow", unanswerable: true },
  { question: "whats the name of the guy who drove our car from the airport", unanswerable: true },
  { question: "what's for dinner tmrw night at the villa", unanswerable: true },
  { question: "how much should a taxi from le foundouk back to the riad cost", unanswerable: true },

  // --- The rest of Marrakech: days 2 to 4 ---
  {
    question: "how early is the balloon pickup?? pls say not 4am",
    parts: [[clock(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "hot air balloon price?",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq", "/"],
  },
  {
    question: "how long are we actually up in the air in the balloon",
    parts: [[/(?:an|one|1)\s?(?:full\s)?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "what do i wear for the balloon, is it freezing",
    parts: [[/warm|layer/i, /\bhats?\b/i]],
    links: ["/day/3"],
  },
  {
    question: "how far out of marrakech is agafay",
    parts: [[/(?:40|forty)\s?-?\s?min/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "what are we doing in agafay after the balloon",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "agafay day cost roughly?",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "nobu — which day is it and whats the minimum spend",
    parts: [[tripDay(3)], [usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what cuisine is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "anything i have to try at nobu?",
    parts: [[/black cod|miso|yellowtail|jalape/i]],
    links: ["/dinners"],
  },
  {
    question: "when's the photographer coming",
    parts: [[tripDay(4), clock(8, 30)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours look best for the photoshoot",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "how much r the majorelle garden and the ysl museum tickets",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to buy my own majorelle ticket ahead of time",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  {
    question: "what time is the guided souk shopping on tuesday",
    parts: [[clock(14, 30)]],
    links: ["/day/4"],
  },
  {
    question: "how much is the souk guide",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "palace dinner: where is it and how do we pay",
    parts: [[/dar yacout/i], [/individual|yourself|your own|separately|at the restaurant/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what do i wear to dar yacout",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "villa breakfast — what time and how much",
    parts: [[clock(8, 30)], [usd(10)]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "what do they serve at breakfast at the villa",
    parts: [[/msemen|amlou|orange juice|eggs/i]],
    links: ["/day/2"],
  },
  {
    question: "which sights r on the sunday walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget", "/"],
  },
  {
    question: "what should i wear walking around the medina",
    parts: [[/shoulder/i, /knee/i]],
    links: ["/faq", "/day/0", "/day/2", "/day/4"],
  },
  {
    question: "what can u see from the nobu rooftop",
    parts: [[/koutoubia|atlas/i]],
    links: ["/dinners", "/day/3", "/map"],
  },

  // --- Money ---
  {
    question: "how much should i pull out at the atm each time",
    parts: [[/1,?000\s?(?:MAD|dh|dirhams?)?\s?(?:-|–|—|to)\s?2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "whats the exchange rate roughly, dirhams to dollars",
    parts: [[count(10), /MAD|dirham|dh/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much is 500 dirhams in usd",
    parts: [[usd(50)]],
    links: ["/budget"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the riad mentioned a tourist tax?? how much is that",
    parts: [[/28\s?(?:MAD|dh|dirhams?)|\$\s?2\.75|2\.75\s?(?:usd|dollars?)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card or cash in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "which credit cards work best in morocco",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "card machine asking if i wanna pay in dollars or dirhams, which do i pick",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "what kind of foreign fees will my card charge, typically",
    parts: [[percentRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually blow on shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/faq", "/", "/day/4"],
  },
  { question: "whats the name of the balloon company we're using", unanswerable: true },
  { question: "is there a weight limit for the hot air balloon", unanswerable: true },
  { question: "whats the minimum age to drive a quad in agafay", unanswerable: true },
  { question: "how much is the black cod at nobu", unanswerable: true },
  { question: "whats the photographer's instagram handle", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },
  { question: "is comptoir darna wheelchair accessible? my mom uses one", unanswerable: true },
  { question: "whats the name of the first bar on the bar crawl", unanswerable: true },
  { question: "can i bring my own wine to dar yacout, whats the corkage fee", unanswerable: true },
  { question: "how much does a decent rug usually cost in the souks", unanswerable: true },

  // --- The journey: desert, Fes, Chefchaouen, Casablanca (days 5 to 9) ---
  {
    question: "which day do we head to the sahara",
    parts: [[tripDay(5)]],
    links: ["/day/5"],
  },
  {
    question: "what time do we leave for the desert trip",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "whats the mountain pass we drive over called",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "i get super carsick on windy roads, anything i should know for the desert drive",
    parts: [[/motion.?sickness|tablet/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "ait benhaddou is famous for what exactly",
    parts: [[/gladiator|game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "what time's the camel ride in zagora",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "desert camp: how much and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations", "/faq"],
  },
  {
    question: "what do i pack for the desert camp",
    parts: [[/layer|fleece/i, /scarf|headlamp/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "should i drag my big suitcase to the camp",
    parts: [[/small|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "what time do we watch the sunrise at the camp",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "train to fes — how long is it and how much",
    parts: [[count(6, "hours?|hrs?")], [usd(45)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "when does the fes train leave marrakech",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "which cities does the fes train go through",
    parts: [[/rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "who's got the train tickets, do i buy my own",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time do we roll into the fes riad",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "how much is the fes riad",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how many nights r we in fes",
    parts: [[count(3, "nights?")]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "whats the blue gate in fes actually called",
    parts: [[/bou jeloud/i]],
    links: ["/day/7"],
  },
  {
    question: "how old is the al quaraouiyine uni",
    parts: [[/859/]],
    links: ["/day/7"],
  },
  {
    question: "bou inania, what century is that from",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery reeks, any trick",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "how many streets does the fes medina have lol",
    parts: [[/9[,.\s]?000/]],
    links: ["/day/7"],
  },
  {
    question: "where's dinner on the 28th",
    parts: [[/riad/i]],
    links: ["/day/7"],
  },
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
    question: "what food should i try in chefchaouen",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best view of chefchaouen, where do i go",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "is the fes part of the itinerary locked in yet",
    parts: [[/work in progress|may change|not (?:yet )?final|still being|subject to change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "if i fly home early on day 8, do i fly out of fes or casablanca",
    parts: [[/fes/i]],
    links: ["/faq", "/day/8"],
  },
  {
    question: "last day, what time is the train to casa",
    parts: [[clock(7)]],
    links: ["/day/9"],
  },
  {
    question: "how long is the train from fes to casablanca",
    parts: [[count(4, "hours?|hrs?")]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick'?s/i]],
    links: ["/day/9"],
  },
  {
    question: "what time is the goodbye lunch in casa",
    parts: [[clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque tour — what time and how much",
    parts: [[clock(15)], [usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque",
    parts: [[/scarf/i, /shoulder|arm|knee|cover/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "when do we go to the airport on the last day and how far is it",
    parts: [[clock(18)], [/(?:45|forty.?five)\s?-?\s?min/i]],
    links: ["/day/9"],
  },
  {
    question: "which airport do i fly home from",
    parts: [[/mohammed v|CMN/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "when should i book my flight home for",
    parts: [[/evening|later|after/i, tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "should i change my leftover dirhams back at home",
    parts: [[/spend|hard to change/i]],
    links: ["/day/9"],
  },
  { question: "whats the name of the desert camp", unanswerable: true },
  { question: "how much is the chefchaouen day trip gonna cost me", unanswerable: true },
  { question: "how much is the guided walk in fes", unanswerable: true },
  { question: "what's our fes riad called? my mom wants the name", unanswerable: true },
  { question: "how much is lunch at rick's cafe", unanswerable: true },
  { question: "is there wifi at the desert camp", unanswerable: true },
  { question: "whats my seat number on the train to fes", unanswerable: true },
  { question: "is there a luggage limit on the moroccan trains", unanswerable: true },
  { question: "does the desert camp have private bathrooms in the tents", unanswerable: true },
  { question: "what flight is the host taking home", unanswerable: true },

  // --- Practical, culture, the map, the site itself ---
  {
    question: "my cousin is flying in from the US, does she need a visa",
    parts: [[/visa.?free|no visa|not need|n'?t need|do not need|without a visa/i, /90/]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport have to be valid for",
    parts: [[count(6, "months?")]],
    links: ["/faq"],
  },
  {
    question: "which plug adapter do i need, my charger is american",
    parts: [[/type\s?C/i, /\bE\b/]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the weather usually like this time of year",
    parts: [[/15\s?°?\s?C?\s?(?:-|–|—|to)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "what time zone is morocco on",
    parts: [[/(?:UTC|GMT)\s?\+\s?0?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water at the riad",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can u even get a drink in morocco? like alcohol",
    parts: [[/licensed|bars/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say hi and thank you in darija",
    parts: [[/salam/i], [/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak here? will my french help",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of the performers in jemaa el fna",
    parts: [[/ask/i, /dirham/i]],
    links: ["/faq"],
  },
  {
    question: "do i really need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[count(22)]],
    links: ["/", "/accommodations"],
  },
  {
    question: "remind me whose birthday we're celebrating and which one",
    parts: [[/host/i], [/30|thirtieth|thirty/i]],
    links: ["/"],
  },
  {
    question: "whats the trip actually called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must.?see/i]],
    links: ["/map"],
  },
  {
    question: "and the pink ones on the map?",
    parts: [[/romantic|unique/i]],
    links: ["/map"],
  },
  {
    question: "any good restaurant in gueliz on the map",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "tips for al fassia? heard its amazing",
    parts: [[/lamb shoulder/i, /day ahead|in advance|day before/i]],
    links: ["/map"],
  },
  {
    question: "where can i check fixed prices so i know what souk stuff should cost",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "is there a cooking class somewhere on the map",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[/1917/]],
    links: ["/map"],
  },
  {
    question: "can we go inside the koutoubia",
    parts: [[/exterior|outside|non-muslims/i]],
    links: ["/map", "/faq"],
  },
  {
    question: "best sunset spot in marrakech from the map?",
    parts: [[/menara/i]],
    links: ["/map"],
  },
  {
    question: "how many pics can i upload at once to the gallery and whats the size limit",
    parts: [[count(10)], [/50\s?MB|50\s?megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded a blurry pic, how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|don'?t have to|do not have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "wheres the transportation info, the page is kinda empty",
    parts: [[/coming soon|being finali[sz]ed|finali[sz]ing/i]],
    links: ["/transportation"],
  },
  {
    question: "the music is driving me nuts, how do i turn it off",
    parts: [[/mute/i]],
  },
  {
    question: "im allergic to nuts, who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "how far ahead should dietary stuff be sent in",
    parts: [[/(?:two|2)\s?weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "ballpark whats this whole trip gonna cost me per person, and how much of that is fixed",
    parts: [[/440/, /943/], [/440/, /480/]],
    links: ["/budget"],
  },
  {
    question: "who said morocco was the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "is marrakech safe? anything to watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "how do we get around marrakech, are taxis ok",
    parts: [[/petit taxi/i, /meter|fare/i]],
    links: ["/faq"],
  },
  {
    question: "my friend lands the day before the trip, where does she go",
    parts: [[/riad/i]],
    links: ["/faq"],
  },
  {
    question: "if rupa can't answer something who do i ask",
    parts: [[/host/i]],
    links: ["/faq"],
  },
  {
    question: "whats included in the hammam at the villa",
    parts: [[/scrub|kessa|black (?:olive )?soap|rhassoul|argan/i]],
    links: ["/day/1"],
  },
  { question: "whats the password to delete photos from the gallery", unanswerable: true },
  { question: "who is the host bringing as their plus one", unanswerable: true },
  { question: "whats the score of the real madrid game tonight", unanswerable: true },
  { question: "whats the name of the song that plays on the home page", unanswerable: true },
  { question: "is there a gym at villa royale", unanswerable: true },
  { question: "which airline has the cheapest flights back to nyc", unanswerable: true },
  { question: "does the villa have air con in the rooms", unanswerable: true },
  { question: "whats the host's actual name, i only know them from insta", unanswerable: true },
  { question: "whats the temperature in marrakech right now", unanswerable: true },
];
