// THIRTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the thirty-seventh round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/**
 * The moment these questions are asked: Wednesday November 26 2025, 14:00 Morocco time (UTC+1), 13:00 UTC.
 * That is day 5 of the trip, "Sahara Desert Adventure". The squad left at 07:00 over the High Atlas by the
 * Tizi n'Tichka pass ("this morning"), spent late morning at the ksar of Aït Benhaddou with lunch by the river,
 * and is now on the road through the Draa Valley towards the dunes near Zagora. Still to come today: the sunset
 * camel ride at 16:30, then ("tonight") dinner at 19:30 and the night in a Berber tent at the desert camp.
 * "Yesterday" is day 4, Tuesday Nov 25 (Gardens & Souks: photoshoot, Jardin Majorelle and Musée YSL, guided souk
 * shopping); "last night" is the palace dinner at Dar Yacout and the last night slept at Villa Royale.
 * "Tomorrow" is day 6, Thursday Nov 27 (Journey to Fes: sunrise and camp breakfast 06:30, drive back 08:00,
 * train to Fes 15:00, riad check-in about 21:00); the day after tomorrow is day 7, Friday Nov 28 (Explore Fes).
 */
export const THIRTY_SEVENTH_TEST_CLOCK = new Date("2025-11-26T13:00:00Z");

const NUMBER_WORDS: Record<number, string> = {
  2: "two",
  3: "three",
  4: "four",
  6: "six",
  10: "ten",
  13: "thirteen",
  22: "twenty[- ]?two",
  30: "thirty",
  45: "forty[- ]?five",
};

/** A whole number in digits or in words. */
function num(n: number): RegExp {
  const word: string | undefined = NUMBER_WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?!\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A number of hours: "6 hours", "6-hour", "six hrs", "6h". */
function hours(n: number): RegExp {
  const word: string | undefined = NUMBER_WORDS[n];
  return new RegExp(`(?:(?<![\\d.])${n}${word ? `|\\b${word}` : ""})[- ]?(?:h\\b|hrs?\\b|hours?\\b)`, "i");
}

/** A US dollar amount: "$45", "US$45", "45 USD", "45 dollars". */
function usd(n: number): RegExp {
  return new RegExp(
    `(?:US)?\\$\\s?${n}(?![\\d])|(?<![\\d.,])${n}\\s?(?:USD|US dollars|dollars|bucks)\\b|USD\\s?${n}(?!\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40–60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${high}(?!\\d)`, "i");
}

/** A clock time given as 24-hour time: accepts "15:00", "15h00", "3 pm", "3:00 PM" (and "3:00" for afternoon times). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const alternatives = [`(?<!\\d)0?${h}[:.h]${mm}(?!\\d)`, `(?<!\\d)${h12}(?:[:.]${mm})${m === 0 ? "?" : ""}\\s?${suffix}`];
  if (h >= 13) alternatives.push(`(?<!\\d)${h12}[:.]${mm}(?!\\d)(?!\\s?a\\.?\\s?m)`);
  return new RegExp(alternatives.join("|"), "i");
}

const WEEKDAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const RELATIVE_DAYS: Record<number, string> = { 4: "yesterday", 5: "today|tonight", 6: "tomorrow|tmrw" };

/** A trip day (0-9): "day 5", "days 4 and 5", "Nov 26", "26th November", its weekday, or the relative word at the clock. */
function tripDay(n: number): RegExp {
  const date = 21 + n;
  const relative: string | undefined = RELATIVE_DAYS[n];
  return new RegExp(
    [
      `\\bdays?\\s?(?:\\d\\s?(?:and|&|,|-|–|or)\\s?)?${n}\\b`,
      `\\bnov(?:ember)?\\.?\\s?${date}(?!\\d)`,
      `(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov`,
      `\\b${WEEKDAYS[n]}\\b`,
      ...(relative ? [`\\b(?:${relative})\\b`] : []),
    ].join("|"),
    "i",
  );
}

export const thirtySeventhTestQuestions: TestQuestion[] = [
  // ---- Right now: day 5, on the road to Zagora ----
  {
    question: "yo where r we sleeping tonight",
    parts: [[/camp/i, /zagora|dune|desert|tent/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "what time's the camel ride",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "whats for dinner tonight n what time",
    parts: [[/tagine/i], [clock(19, 30)]],
    links: ["/day/5"],
  },
  {
    question: "do we pay for dinner at the camp or is it covered",
    parts: [[/includ|cover|part of/i, usd(95)]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "gonna be freezing later?? what am i supposed to wear on the camels",
    parts: [[/layer/i, /fleece|scarf|closed shoes/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "how high up was that pass this morning lol my ears popped",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "whats the mountain pass we crossed called again",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "that mud brick village from earlier, which movies were filmed there?",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "is ait benhaddou a unesco site or nah",
    parts: [[/unesco/i]],
    links: ["/day/5"],
  },
  {
    question: "where are we having lunch today",
    parts: [[/river/i]],
    links: ["/day/5"],
  },
  {
    question: "at ait ben haddou whats the thing at the top u climb to for the view",
    parts: [[/granary/i]],
    links: ["/day/5"],
  },
  {
    question: "wat happens at the camp after we eat",
    parts: [[/drum/i, /fire/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "what time do i need to be up tmrw to catch the sunrise",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "whats breakfast at the camp tomorrow morning",
    parts: [[/bread/i, /egg/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do the cars leave the camp tomorrow",
    parts: [[clock(8, 0)]],
    links: ["/day/6"],
  },
  {
    question: "tmrw's train to fes - what time does it leave and how many hrs is it",
    parts: [[clock(15, 0)], [hours(6)]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "how much is the train to fes",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "does the fes train stop anywhere on the way",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "who's got the train tickets for tomorrow, do i need to buy one",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time do we actually get to the fes riad tmrw night",
    parts: [[clock(21, 0)]],
    links: ["/day/6"],
  },
  {
    question: "will there be food when we get to the riad in fes late or should i grab something",
    parts: [[/supper|late (?:dinner|meal)|(?:meal|food|dinner) (?:is |will be )?waiting/i]],
    links: ["/day/6"],
  },
  {
    question: "how do our bags get thru the fes medina to the riad",
    parts: [[/porter/i, /cart/i]],
    links: ["/day/6"],
  },
  {
    question: "what should i wear for the travel day tomorrow",
    parts: [[/comfortable/i, /passport/i]],
    links: ["/day/6"],
  },
  {
    question: "which days have the super windy mountain road? need to ration my dramamine",
    parts: [[tripDay(5), tripDay(6)]],
    links: ["/faq", "/day/5", "/day/6"],
  },
  {
    question: "should i drag my whole suitcase to the camp tonight",
    parts: [[/overnight bag|small bag|small overnight/i]],
    links: ["/faq"],
  },
  {
    question: "anything else i should bring to the camp besides warm clothes",
    parts: [[/headlamp|head ?torch/i, /lip balm/i, /sunglasses/i]],
    links: ["/faq"],
  },
  {
    question: "how cold is it gonna be at sunrise tmrw in the desert",
    parts: [[/freez/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what colours were we meant to wear for the photographer yesterday",
    parts: [[/jewel/i, /white|gold/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "what was the restaurant last night called?? want to leave a review",
    parts: [[/dar yacout/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "how much were majorelle and the ysl museum yesterday",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "last nights palace dinner, was that prepaid or do we each pay",
    parts: [[/individual|yourself|ourselves|at the restaurant|your own|separately/i]],
    links: ["/day/4", "/dinners", "/budget"],
  },
  {
    question: "what time was checkout at villa royale",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how much is the desert camp in total",
    parts: [[usd(95)]],
    links: ["/budget", "/accommodations", "/day/5"],
  },
  {
    question: "lost track of time lol what day of the trip is it and whats todays theme",
    parts: [[/day\s?5|day five|fifth day/i], [/sahara/i]],
    links: ["/day/5"],
  },
  {
    question: "what did we do the day before yesterday, trying to caption my pics",
    parts: [[/balloon|agafay|nobu/i]],
    links: ["/day/3"],
  },
  {
    question: "plan for the day after tmrw?",
    parts: [[/fes/i, /tanner|bou inania|medina|bou jeloud/i]],
    links: ["/day/7"],
  },
  {
    question: "what time did we leave this morning, felt like the middle of the night",
    parts: [[clock(7, 0)]],
    links: ["/day/5"],
  },
  { question: "whats the wifi password at the camp", unanswerable: true },
  { question: "will i have phone signal at the camp tonight or should i download stuff now", unanswerable: true },
  { question: "r there proper toilets and showers at the desert camp", unanswerable: true },
  { question: "who am i sharing a tent with tonight", unanswerable: true },
  { question: "what time exactly is sunset in zagora today", unanswerable: true },
  { question: "is it supposed to rain in zagora tonight? whats the forecast", unanswerable: true },
  { question: "how long does the camel ride last, like an hour?", unanswerable: true },
  { question: "which car am i in for the drive back tomorrow", unanswerable: true },
  { question: "is our train to fes tomorrow running on time or delayed", unanswerable: true },
  { question: "whats the actual name of the riad in fes", unanswerable: true },
  { question: "can u send me the street address of the fes riad, my mom wants it", unanswerable: true },
  { question: "who was the photographer yesterday? whats their insta", unanswerable: true },

  // ---- Days 0-4: Marrakech, the villa, Agafay ----
  {
    question: "what airport did we fly into again? filling out a form",
    parts: [[/menara|\bRAK\b/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "how much was the airport car and did we pay cash or card",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/budget"],
  },
  {
    question: "how long is the ride from the airport to the medina",
    parts: [[/(?<!\d)20\s?-?\s?min|twenty[- ]min/i]],
    links: ["/faq"],
  },
  {
    question: "whats the name of the riad we stayed at the first night",
    parts: [[/l-?\s?authentic/i]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "how much was the first night at the riad",
    parts: [[usd(45)]],
    links: ["/day/0", "/budget", "/accommodations"],
  },
  {
    question: "where was the welcome dinner and what kind of food was it",
    parts: [[/foundouk/i], [/french/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much was the deposit to hold the table at the welcome dinner",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner cost per person?",
    parts: [[usdRange(40, 60)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what was on the menu at le foundouk",
    parts: [[/zaalouk|briouat|prune/i]],
    links: ["/dinners"],
  },
  {
    question: "what were the souks called on our first walk? wanna go back",
    parts: [[/semmarine/i, /rahba kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "what time was the first souk stroll on arrival day",
    parts: [[clock(15, 0)]],
    links: ["/day/0"],
  },
  {
    question: "villa checkin time?",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "wats actually involved in the hammam thing",
    parts: [[/scrub|kessa/i, /argan/i]],
    links: ["/day/1"],
  },
  {
    question: "hammam + massage how much and how do i book it",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "do i have to pay anything for the villa",
    parts: [[/optional/i, usd(50)]],
    links: ["/faq", "/budget", "/accommodations"],
  },
  {
    question: "how many suites does villa royale have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa property",
    parts: [[/1[.,]4\s?-?\s?(?:hectare|ha\b)/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s?(?:-|–|to)\s?25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa breakfast what time and how much",
    parts: [[clock(8, 30)], [usd(10)]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "do u have to sign up for the villa breakfast",
    parts: [[/(?:night|evening|day) before/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "whats on the breakfast spread at the villa",
    parts: [[/msemen|amlou/i]],
    links: ["/day/2"],
  },
  {
    question: "which places did the walking tour hit on bday morning",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "how much was the medina walking tour",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget", "/"],
  },
  {
    question: "where was the big dinner on sunday",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "dress code for the bday dinner?",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "how much is the birthday dinner pp",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "bar crawl - what time did it start and how much was the guide",
    parts: [[clock(22, 30)], [usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "were drinks included on the bar crawl",
    parts: [[/as you go|not included|separately|your own|yourself|pay for (?:your|them)/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what time was pickup for the hot air balloon",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much was the balloon ride",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[/(?:40|forty)\s?-?\s?min/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "what did the agafay day include and what did it cost",
    parts: [[/quad/i, /camel/i], [usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "whats the minimum spend at nobu",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food was nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "which dishes r u supposed to get at nobu",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "the photoshoot, what time was it and where",
    parts: [[clock(8, 30)], [/villa|garden/i]],
    links: ["/day/4"],
  },
  {
    question: "how much was the souk guide",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "dar yacout dress code?",
    parts: [[/kaftan|djellaba|dressy|best evening/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "what did they serve at the palace dinner",
    parts: [[/pastilla/i, /couscous/i]],
    links: ["/dinners"],
  },
  {
    question: "whose birthday is this trip for again and how old are they turning",
    parts: [[/host/i], [/\b30(?:th)?\b|thirty/i]],
    links: ["/", "/day/2"],
  },
  { question: "whats the host's actual name lol", unanswerable: true },
  { question: "how much is the entrance fee at bahia palace", unanswerable: true },
  { question: "did everyone pay their welcome dinner deposit", unanswerable: true },
  { question: "is there a gym at villa royale", unanswerable: true },
  { question: "whats villa royale's street address, need it for a driver", unanswerable: true },
  { question: "can i get a refund for the balloon if i skipped it", unanswerable: true },

  // ---- Days 6-9: Fes, Chefchaouen, Casablanca ----
  {
    question: "fes riad - how many nights and how much",
    parts: [[/(?:3|three) nights/i], [usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how many lanes does the fes medina have, is it rly that big",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "friday in fes where do we start and what time",
    parts: [[/bou jeloud|blue gate/i], [clock(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "how old is al quaraouiyine",
    parts: [[/859/]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery stinks, any tips",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "what time are we at the tannery in fes",
    parts: [[clock(14, 0)]],
    links: ["/day/7"],
  },
  {
    question: "where's dinner friday night in fes and whats on the menu",
    parts: [[/riad/i], [/pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes schedule locked in yet",
    parts: [[/progress|may change|not (?:yet )?final|subject to change|could change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "what time do we leave for chefchaouen",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long's the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "which mountains is chefchaouen in",
    parts: [[/\brif\b/i]],
    links: ["/day/8"],
  },
  {
    question: "wat should i eat in chefchaouen, whats the local thing",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "where do u get the best view over the blue town",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "which day do people start heading home",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "train to casablanca: what time and how long",
    parts: [[clock(7, 0)], [hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which station do we get into in casa",
    parts: [[/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch and what time",
    parts: [[/rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque tour - how much and what do i wear",
    parts: [[usd(13)], [/shoulders/i, /knees/i]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "how tall is the minaret at the hassan 2 mosque",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home from and how far is it from the city",
    parts: [[/mohammed v|\bCMN\b/i], [/(?:45|forty[- ]five)\s?-?\s?min/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time are the airport transfers on the last day",
    parts: [[clock(18, 0)]],
    links: ["/day/9"],
  },
  {
    question: "havent booked my flight home yet, when should it be",
    parts: [[/evening/i, tripDay(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "should i hang on to my leftover dirhams for next time",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "can i fly out of fes instead of casa",
    parts: [[/fes/i, tripDay(8)]],
    links: ["/faq", "/day/8"],
  },
  {
    question: "can non muslims go inside mosques here",
    parts: [[/most|closed|not open/i, /hassan/i]],
    links: ["/faq", "/day/9"],
  },

  // ---- Money ----
  {
    question: "whats the exchange rate roughly",
    parts: [[/(?<![\d.])10\s?(?:MAD|dirhams?|dh)/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much do we tip at restaurants",
    parts: [[/10\s?(?:%\s?)?(?:-|–|to)\s?15\s?(?:%|per ?cent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "riad just added some tourist tax?? how much is that supposed to be",
    parts: [[/28\s?(?:MAD|dirhams?|dh)/i, /2\.75/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1[,.]?000\s?(?:MAD\s?|dirhams?\s?)?(?:-|–|to)\s?2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what % should i start at when haggling",
    parts: [[/40\s?(?:%\s?)?(?:-|–|to)\s?50\s?(?:%|per ?cent)/i]],
    links: ["/budget", "/faq", "/day/0", "/"],
  },
  {
    question: "roughly what are card foreign fees",
    parts: [[/1\s?(?:%\s?)?(?:-|–|to)\s?3\s?(?:%|per ?cent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually blow on shopping",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]],
    links: ["/budget", "/day/4", "/"],
  },
  {
    question: "which credit cards work best over here",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "the atm asked if i want to be charged in dollars, do i say yes?",
    parts: [
      [
        /decline|(?:choose|pick|go with|select|pay in|charge in|stick with|opt for|stay in) (?:the )?(?:local |moroccan )?(?:dirhams|MAD|local currency)/i,
      ],
    ],
    links: ["/budget"],
  },
  {
    question: "ballpark what is this whole trip gonna cost me per person",
    parts: [[/440/, /94[23]/]],
    links: ["/budget"],
  },
  {
    question: "just the fixed costs, no extras - how much",
    parts: [[/440/, /480/]],
    links: ["/budget"],
  },
  {
    question: "is the villa breakfast covered by the villa contribution",
    parts: [[/separate|not included|extra|not covered/i]],
    links: ["/budget", "/accommodations"],
  },
  { question: "how much is lunch at rick's cafe", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost", unanswerable: true },
  { question: "what platform does the train to casa leave from", unanswerable: true },
  { question: "whats the luggage limit on the moroccan trains", unanswerable: true },
  { question: "which terminal at casablanca airport do i need", unanswerable: true },
  { question: "how much should a decent rug cost, want to know if im getting ripped off", unanswerable: true },
  { question: "how much's a petit taxi from gueliz to the medina", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },

  // ---- Practical, culture, safety ----
  {
    question: "what plug adapter do i need, my charger wont fit",
    parts: [[/type\s?c\s?(?:\/|and|or|&|,)\s?(?:type\s?)?e\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do americans need a visa for morocco",
    parts: [[/visa[- ]free|no visa|don'?t need|do not need|not need/i], [/(?:90|ninety)\s?days/i]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport have to be valid",
    parts: [[/(?:6|six)\s?months/i]],
    links: ["/faq"],
  },
  {
    question: "what temps are we looking at during the day",
    parts: [[/15\s?(?:°C?\s?)?(?:-|–|to)\s?25/i]],
    links: ["/", "/faq"],
  },
  {
    question: "is it gonna rain in fes, do i need an umbrella",
    parts: [[/rain jacket/i]],
    links: ["/faq"],
  },
  {
    question: "ok to drink the tap water?",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone r we in, my phone is being weird",
    parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in moroccan",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can u even get a drink in morocco",
    parts: [[/licensed|bars|hotels/i]],
    links: ["/faq"],
  },
  {
    question: "is morocco safe, what should i watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "how do we get around marrakech when we're not with the group",
    parts: [[/petit taxi/i]],
    links: ["/faq"],
  },
  {
    question: "im gluten free, who do i tell and how far ahead",
    parts: [[/host/i], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },

  // ---- The site: gallery, music, map, the assistant ----
  {
    question: "how do i upload my pics for everyone",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many files can i upload at once and whats the max size",
    parts: [[num(10)], [/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|not required|don'?t have to|do not have to|no need|not necessary/i]],
    links: ["/gallery"],
  },
  {
    question: "uploaded a pic by accident how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "can we put all the trip photos up on the tv at the riad",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how do i turn off the music on the site, in a quiet cafe",
    parts: [[/mute/i, /left/i]],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the food places on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  {
    question: "the transportation page is blank?",
    parts: [[/finali[sz]|coming soon/i]],
    links: ["/transportation"],
  },
  {
    question: "who r u anyway",
    parts: [[/rupa/i]],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip total",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the trip called lol",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "good rooftop near the spice square for lunch?",
    parts: [[/nomad|caf[ée] des [ée]pices/i]],
    links: ["/map"],
  },
  {
    question: "any tips for al fassia",
    parts: [[/lamb shoulder/i, /ahead|in advance|before/i]],
    links: ["/map"],
  },
  {
    question: "where can i see fixed prices so i know what stuff should cost before haggling",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "where's the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "which palace ruins have storks nesting on the walls",
    parts: [[/\bbadi\b/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[/1917/]],
    links: ["/map"],
  },
  {
    question: "nice spot in marrakech to watch the sunset, something romantic",
    parts: [[/menara/i]],
    links: ["/map"],
  },
  { question: "what vaccines do i need for morocco", unanswerable: true },
  { question: "whats the emergency number here if something happens", unanswerable: true },
  { question: "is there a pharmacy near the zagora camp", unanswerable: true },
  { question: "whats the password to delete photos from the gallery", unanswerable: true },
  { question: "how many pics are in the gallery right now", unanswerable: true },
  { question: "whats the name of the song that plays on the home page", unanswerable: true },
  { question: "does uber work in marrakech", unanswerable: true },
  { question: "who won the morocco match last night", unanswerable: true },
  { question: "whats the best vegan spot in fes", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },
  { question: "whats the host's whatsapp number", unanswerable: true },
  { question: "can i pay my villa contribution on venmo", unanswerable: true },
  { question: "when do we get the pics from the photoshoot back", unanswerable: true },
  { question: "did dani's flight land yet", unanswerable: true },
];
