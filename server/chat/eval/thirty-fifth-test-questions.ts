// THIRTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Saturday November 29 2025, 18:00 Morocco time (UTC+1): day 8 of the trip, the
 * Chefchaouen day trip, early evening. The squad left Fes at 07:30, spent the day in
 * the blue town and set off back to the Fes riad at 17:00, so at this moment they are
 * on the road back for a last evening together in Fes; some guests start leaving today.
 * "Today" is day 8 (Nov 29), "tomorrow" day 9 (Sunday Nov 30: train to Casablanca,
 * Rick's Café, Hassan II Mosque, flights home), "yesterday" day 7 (Friday Nov 28,
 * exploring Fes el-Bali), "tonight" day 8's evening and "last night" day 7's riad dinner.
 */
export const THIRTY_FIFTH_TEST_CLOCK = new Date("2025-11-29T17:00:00Z");

const NUMBER_WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  9: "nine",
  10: "ten",
  13: "thirteen",
  20: "twenty",
  22: "twenty-two",
  25: "twenty-five",
  30: "thirty",
  40: "forty",
  45: "forty-five",
  50: "fifty",
  90: "ninety",
};

function numberPattern(n: number): string {
  const word = NUMBER_WORDS[n];
  return word ? `(?:${n}|${word.replace("-", "[- ]?")})` : `${n}`;
}

/** A whole number in digits or words ("22", "twenty-two", "twenty two"), never part of a bigger number. */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  const digits = `(?<![\\d.,])${n}(?!\\d|[.,]\\d)`;
  return new RegExp(word ? `${digits}|\\b${word.replace("-", "[- ]?")}\\b` : digits, "i");
}

/** A quantity with its unit: "4 hours", "four-hour", "45 minutes", "forty five min". */
function about(n: number, unit: string): RegExp {
  return new RegExp(`(?<![\\d.,])${numberPattern(n)}[- ]?(?:${unit})`, "i");
}

const HOURS = "hours?|hrs?|h\\b";
const MINUTES = "min";

/** A US dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars". */
function usd(amount: number | string): RegExp {
  const a = String(amount).replace(".", "\\.");
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${a}(?!\\d|[.,]\\d)|(?<![\\d.,$])${a}\\s?(?:US\\s?dollars?|USD|dollars?|bucks|\\$)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 USD". */
function usdRange(min: number, max: number): RegExp {
  const dash = "\\s?(?:-|–|—|to)\\s?";
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${min}${dash}(?:US\\s?\\$|\\$|USD\\s?)?\\s?${max}(?!\\d)|(?<![\\d.,$])${min}${dash}${max}\\s?(?:US\\s?dollars?|USD|dollars?|bucks|\\$)`,
    "i",
  );
}

/** A numeric span "10-15%", "10% to 15%", "between 1,000 and 2,000"; the unit, when given, must follow the upper bound. */
function span(min: string, max: string, unit?: string): RegExp {
  const u = unit ? `\\s?(?:${unit})` : "";
  const optionalUnit = unit ? `(?:${u})?` : "";
  return new RegExp(`(?<![\\d.,])${min}${optionalUnit}\\s?(?:-|–|—|to|and)\\s?${max}(?!\\d)${u}`, "i");
}

const PERCENT = "%|percent|per cent";

/** A clock time in 24h or 12h form: clock(15) matches "15:00", "3 pm", "3:00 PM"; clock(7, 30) "07:30", "7.30 am". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const alternatives = [`(?<!\\d)0?${hour}\\s?[:.h]\\s?${mm}(?!\\d)`];
  alternatives.push(
    minute === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  );
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

const WEEKDAYS = [
  "Friday",
  "Saturday",
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/**
 * A trip day named by number ("day 4"), date ("Nov 25", "25th November", "the 25th")
 * or, when no other trip day shares it, weekday ("Tuesday").
 */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const weekday = WEEKDAYS[day]!;
  const alternatives = [
    `\\bday\\s?${day}\\b`,
    `\\bnov(?:ember|\\.)?\\s?${date}(?:st|nd|rd|th)?\\b`,
    `(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov`,
    `\\bthe\\s${date}(?:st|nd|rd|th)\\b`,
  ];
  if (WEEKDAYS.indexOf(weekday) === WEEKDAYS.lastIndexOf(weekday)) alternatives.push(`\\b${weekday}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

const CHEFCHAOUEN = /chef?chaouen|chaouen/i;
const FES = /f[eè]s\b/i;

export const thirtyFifthTestQuestions: TestQuestion[] = [
  // ---- Today (day 8, Chefchaouen), tonight, tomorrow (day 9), yesterday (day 7) ----
  {
    question: "hey rupa whats the plan for today",
    parts: [[CHEFCHAOUEN]],
    links: ["/day/8"],
  },
  {
    question: "how long was the drive up to chaouen this morning",
    parts: [[about(4, HOURS)]],
    links: ["/day/8"],
  },
  {
    question: "what time did we roll out of fes this morning?",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "wat time r we heading back to fes",
    parts: [[clock(17)]],
    links: ["/day/8"],
  },
  {
    question: "its 6pm, where r we supposed to be rn",
    parts: [[/return|back to f[eè]s|on the (road|way)|driv/i]],
    links: ["/day/8"],
  },
  {
    question: "is tonight our last night all together in fes??",
    parts: [[/\byes\b|last (evening|night)/i]],
    links: ["/day/8"],
  },
  { question: "whats on the menu at the riad tonight", unanswerable: true },
  { question: "who exactly is flying out today? want to say bye", unanswerable: true },
  {
    question: "r some ppl already leaving today?",
    parts: [[/(some|a few|several) (guests|people|of (us|you|the squad)|folks|friends)|begin\w* depart|start\w* (depart|leav)/i]],
    links: ["/day/8"],
  },
  {
    question: "when were we meant to do goodbyes with the early leavers",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  {
    question: "which station does tomorrows train pull into in casa",
    parts: [[/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "train tmrw what time and how long is the ride",
    parts: [[clock(7)], [about(4, HOURS)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch n what time",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "do i need to dress up for ricks cafe tomorrow",
    parts: [[/smart[- ]casual/i]],
    links: ["/day/9"],
  },
  {
    question: "how much is the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what time is the mosque visit on sunday",
    parts: [[clock(15)]],
    links: ["/day/9"],
  },
  {
    question: "mosque dress code pls, im a guy are shorts ok?",
    parts: [[/knees/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[about(45, MINUTES)]],
    links: ["/day/9"],
  },
  {
    question: "which airport r we flying home from",
    parts: [[/\bCMN\b|mohammed v\b|mohammed 5|mohammed the fifth/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time do the airport transfers go tomorrow",
    parts: [[clock(18)]],
    links: ["/day/9"],
  },
  {
    question: "how tall is the minaret at the casablanca mosque",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "wait can non muslims even go inside hassan ii",
    parts: [[/tour/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "should i try to change my leftover dirhams back at home?",
    parts: [[/spend|hard to (ex)?change/i]],
    links: ["/day/9"],
  },
  { question: "how much is lunch at ricks per person", unanswerable: true },
  { question: "what platform does the casablanca train leave from", unanswerable: true },
  { question: "how much is a taxi from casa voyageurs to ricks cafe", unanswerable: true },
  { question: "is there somewhere to stash our luggage in casablanca before the flight", unanswerable: true },
  { question: "what time is breakfast at the riad tmrw before the train", unanswerable: true },
  { question: "who am i sharing a car with to the airport tomorrow", unanswerable: true },
  {
    question: "what did we do yesterday afternoon again",
    parts: [[/tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "name of the madrasa from yesterday morning?",
    parts: [[/bou inania/i]],
    links: ["/day/7"],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "which gate did we walk into the fes medina thru",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "what was dinner last night",
    parts: [[/pastilla/i, /tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "how many alleyways does fes el bali have lol",
    parts: [[/9,?000|9 000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "why did they hand us mint at the tannery",
    parts: [[/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "what time did the fes walking tour start yday",
    parts: [[clock(9, 30)]],
    links: ["/day/7"],
  },
  { question: "how much did the fes guided walk cost us", unanswerable: true },
  { question: "whats the name of the guide who showed us around fes", unanswerable: true },
  {
    question: "whats the main square in chefchaouen called",
    parts: [[/uta el[- ]?hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "whats the local thing to eat in chaouen",
    parts: [[/goat('?s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint over the blue town?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "what even is ras el maa",
    parts: [[/spring/i]],
    links: ["/day/8"],
  },
  { question: "entry fee for the kasbah in chefchaouen?", unanswerable: true },
  { question: "how much is the chefchaouen day trip transport per person", unanswerable: true },
  { question: "whats the actual name of our riad in fes", unanswerable: true },
  {
    question: "where r we sleeping tonight",
    parts: [[/riad/i, FES]],
    links: ["/accommodations", "/day/8"],
  },
  {
    question: "theme for today and tmrw?",
    parts: [[CHEFCHAOUEN], [/casablanca/i, /depart/i]],
    links: ["/day/8", "/day/9"],
  },

  // ---- Days 0 to 3: arrival, the villa, the birthday, the Agafay desert ----
  {
    question: "what time did the trip officially kick off on day 0",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "which airport did everyone land at on the 21st",
    parts: [[/\bRAK\b|menara/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "how much was the airport transfer? per person?",
    parts: [[usd(45), /per car|each car|a car\b|per vehicle|shared/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "whats the first riad called and how much was it",
    parts: [[/l-?\s?authentic/i], [usd(45)]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  {
    question: "where was the welcome dinner",
    parts: [["Foundouk"]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner price + how much was the deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what time was the welcome dinner on arrival night",
    parts: [[clock(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "which souks did we wander thru on arrival day",
    parts: [[/semmarine/i, /rahba kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "how long's the ride from RAK to the medina",
    parts: [[about(20, MINUTES)]],
    links: ["/faq"],
  },
  {
    question: "villa check in time?",
    parts: [[clock(15)]],
    links: ["/accommodations", "/day/1", "/faq"],
  },
  {
    question: "and what time was check out at villa royale",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how much was the hammam + massage",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },
  {
    question: "whats the dress code at the villa pools",
    parts: [[/swim/i, /cover[- ]?up/i]],
    links: ["/day/1"],
  },
  {
    question: "do i actually have to pay anything for villa royale",
    parts: [[/optional/i, usd(50)]],
    links: ["/faq", "/budget", "/accommodations"],
  },
  {
    question: "how many suites and how many pools does the villa have",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[span("20", "25", "min\\w*")]],
    links: ["/accommodations", "/faq"],
  },
  { question: "whats the exact street address of villa royale", unanswerable: true },
  { question: "is there a gym at the villa", unanswerable: true },
  { question: "wifi password at the villa?", unanswerable: true },
  {
    question: "wait whose bday is this whole trip for and which birthday is it",
    parts: [[/host/i], [/\b30(th)?\b|thirt(y|ieth)/i]],
    links: ["/"],
  },
  { question: "whats the birthday person's actual name", unanswerable: true },
  {
    question: "which day was the birthday dinner",
    parts: [[tripDay(2)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "where was the bday dinner held",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "bday dinner cost pp?",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "golden bday dinner dress code??",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "what time did the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "bar crawl: whats the guide fee and are drinks included",
    parts: [[usd(10)], [/as you go|(pay|paid) for (your own|them yourself)|not included|separately|on your own/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what 3 sights did the medina walking tour hit",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "how much was the walking tour on the 23rd",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "villa brekkie - price and whats on offer",
    parts: [[usd(10)], [/msemen|amlou|orange juice|eggs|coffee/i]],
    links: ["/day/2", "/faq", "/budget"],
  },
  { question: "what flavour was the birthday cake", unanswerable: true },
  { question: "how much did the whole comptoir darna bill come to in the end", unanswerable: true },
  {
    question: "what time was balloon pickup",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "balloon price?",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\b(an|one|1)\s?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "how far's agafay from marrakech",
    parts: [[about(40, MINUTES)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "agafay desert day cost",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "nobu minimum spend pp",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what kinda food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  { question: "who won the quad bike race in agafay", unanswerable: true },
  { question: "how many ppl signed up for the balloon in the end", unanswerable: true },
  {
    question: "whats day 1's theme",
    parts: [[/rest/i, /relax/i]],
    links: ["/day/1"],
  },
  {
    question: "what did we do on monday the 24th",
    parts: [[/balloon/i]],
    links: ["/day/3"],
  },
  {
    question: "what time was the nobu dinner",
    parts: [[clock(20)]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what time did the birthday dinner start",
    parts: [[clock(19, 30)]],
    links: ["/dinners", "/day/2"],
  },

  // ---- Days 4 to 6: photos and gardens, the Zagora desert, the journey to Fes ----
  {
    question: "which day did the photographer come",
    parts: [[tripDay(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what time did the group photoshoot start",
    parts: [[clock(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours look best in the photos",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle and ysl museum tix how much each",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what time were we at jardin majorelle on tuesday",
    parts: [[clock(11)]],
    links: ["/day/4"],
  },
  {
    question: "souk guide fee on gardens & souks day?",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "where's the palace dinner",
    parts: [[/dar yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how do we pay at dar yacout, is it prepaid",
    parts: [[/individual|own bill|(pay|paid) (at|on|directly)|at the restaurant/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "dress code for the palace dinner",
    parts: [[/dress(y|ed up)|best evening|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  { question: "whats the photographer's name", unanswerable: true },
  { question: "when do we get the pro photos from the shoot back", unanswerable: true },
  {
    question: "which 2 dinners were marked as special events",
    parts: [[/comptoir darna|birthday/i], [/dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "which mountain pass did we drive over to zagora",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "what was that mud brick kasbah village we stopped at on the way to the desert",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "what films were shot at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "desert camp price and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget", "/faq"],
  },
  {
    question: "camel ride on wednesday what time",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "what valley did we follow down to zagora",
    parts: [[/dr[aâ]a/i]],
    links: ["/day/5", "/accommodations"],
  },
  { question: "did the desert camp have hot showers", unanswerable: true },
  { question: "how many camels were in our caravan", unanswerable: true },
  {
    question: "what time did we set off for the desert on the 26th",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "wat time was sunrise brekkie at the camp",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "what time did the fes train leave marrakech",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "how much was the train to fes",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "which cities does the fes train go thru",
    parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "how long was that train to fes",
    parts: [[about(6, HOURS)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "what time did we get to the fes riad",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  { question: "how much was the late supper at the riad when we arrived", unanswerable: true },
  {
    question: "what day did we take the train to fes",
    parts: [[tripDay(6)]],
    links: ["/day/6"],
  },
  {
    question: "fes riad cost?",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how many nights in fes and what dates",
    parts: [[num(3)], [/27/, /29/]],
    links: ["/accommodations", "/budget"],
  },

  // ---- Stays and money ----
  {
    question: "list all the places we stay on this trip",
    parts: [[/l-?\s?authentic/i, /villa royale/i, /camp/i, FES]],
    links: ["/accommodations"],
  },
  {
    question: "which nights are listed at the villa",
    parts: [[/22/, /26/]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "where did we sleep on nov 26",
    parts: [[/camp|zagora|desert/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "roughly how much is this whole trip per person",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "whats the max i'd spend if i did every optional extra",
    parts: [[/463/]],
    links: ["/budget"],
  },
  {
    question: "tourist tax how much",
    parts: [[/28\s?(MAD|dirhams?|dh)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tipping at restaurants, whats normal?",
    parts: [[span("10", "15", PERCENT)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out at the atm each time",
    parts: [[span("1,?000", "2,?000")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "dirham to dollar rate?",
    parts: [[/10\s?(MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how low do i start when haggling",
    parts: [[span("40", "50", PERCENT)]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "card foreign transaction fees?",
    parts: [[span("1", "3", PERCENT)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually blow on shopping",
    parts: [[/100/, /500/]],
    links: ["/budget", "/day/4"],
  },
  {
    question: "do souk stalls take cards",
    parts: [[/cash/i]],
    links: ["/budget", "/day/0"],
  },
  {
    question: "card machine asks dollars or dirhams, which do i pick",
    parts: [[/(choose|pick|select|go with|pay in|charge in|opt for|always) (the )?dirhams|dirhams[^.]{0,40}(better|rate)/i]],
    links: ["/budget"],
  },
  {
    question: "are lunches covered or do we pay",
    parts: [[/individual|yourself|your own|not (covered|included)|on top/i]],
    links: ["/budget"],
  },
  { question: "how much is a flight from nyc to marrakech usually", unanswerable: true },
  { question: "how much did the host pay for the villa in total", unanswerable: true },
  { question: "how much does a sim card cost at the airport", unanswerable: true },
  { question: "how much should a kaftan cost in the souk", unanswerable: true },
  {
    question: "how much do i tip porters and drivers",
    parts: [[/few (small )?(dirhams|coins)|small (coins|change|notes)|spare change/i]],
    links: ["/budget", "/faq"],
  },

  // ---- Practicalities (FAQ) ----
  {
    question: "do i need a visa as an american",
    parts: [[/visa[- ]free|no visa|(don'?t|do not|won'?t|will not|not) need/i]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid for",
    parts: [[/(six|6) months/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need and whats the voltage",
    parts: [[/type\s?c/i, /\bE\b/], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "is the tap water ok to drink",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to take pics of locals",
    parts: [[/ask/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco on",
    parts: [[/(UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather usually like this time of year",
    parts: [[/15/, /25/]],
    links: ["/", "/faq"],
  },
  {
    question: "petit taxis - how do i not get ripped off",
    parts: [[/meter|agree (on )?the (fare|price)/i]],
    links: ["/faq"],
  },
  {
    question: "when shld i have told the host about my nut allergy",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "what do i pack for the desert night",
    parts: [[/layers|fleece/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "i get carsick, anything for the mountain road?",
    parts: [[/tablet|pill|medic/i]],
    links: ["/faq", "/day/5"],
  },

  // ---- The site: gallery, pages, map, home, music, Rupa ----
  {
    question: "how do i upload my pics from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many files can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "max size for a video upload?",
    parts: [[/50\s?MB|50 ?megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a pic i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  { question: "whats the gallery delete password", unanswerable: true },
  {
    question: "can i save someones video from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|(don'?t|do not|n[o']t) (have to|required|need)/i]],
    links: ["/gallery"],
  },
  { question: "how many photos r in the gallery right now", unanswerable: true },
  {
    question: "who r u anyway",
    parts: [[/rupa/i, /goat/i]],
  },
  {
    question: "is there a transportation page with the car details",
    parts: [[/coming soon|being finali[sz]ed|not (ready|up|posted) yet/i]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "how many categories are in the map colour guide",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "whats this trip called again",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "who said marrakech was the loveliest spot in the world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "which fashion designer is quoted on the home page",
    parts: [[/yves saint laurent|\bYSL\b/i]],
    links: ["/"],
  },
  {
    question: "how many of us r on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what does the highlight card on the home page say",
    parts: [[/TBD|to be (decided|determined|confirmed|announced)/i]],
    links: ["/"],
  },
  {
    question: "how do i turn the music off on the site",
    parts: [[/bottom[- ]left|lower[- ]left/i]],
  },
  {
    question: "the music cut out when i opened the gallery, is that a bug",
    parts: [[/(no|doesn'?t have|does not have|without|isn'?t)\s(any\s)?(its own\s)?(background\s)?(music|track|audio|soundtrack|sound)|paus/i]],
  },
  {
    question: "any rec for a proper lamb dinner in gueliz",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "whats the bar at la mamounia called",
    parts: [[/churchill bar/i]],
    links: ["/map"],
  },
  {
    question: "pretty sunset spot in marrakech from the map list?",
    parts: [[/menara/i]],
    links: ["/map"],
  },
  { question: "whats the host's phone number", unanswerable: true },
  { question: "can u send me the link to the group whatsapp", unanswerable: true },
  { question: "who's rooming with who at the fes riad", unanswerable: true },
  { question: "whats the closest hospital to our riad in fes", unanswerable: true },
  { question: "whats the name of the song playing on the home page", unanswerable: true },
  { question: "what time does jardin majorelle open in the morning", unanswerable: true },
  { question: "how much is the palmeraie camel ride", unanswerable: true },
  { question: "how many steps is it up to the spanish mosque", unanswerable: true },
  { question: "whats the flight number for the group flight home", unanswerable: true },
];
