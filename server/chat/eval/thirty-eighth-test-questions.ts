// THIRTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the thirty-eighth round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/** A case-insensitive RegExp from a source string. */
const re = (source: string): RegExp => new RegExp(source, "i");

const NUMBER_WORDS: Record<number, string> = {
  0: "zero",
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
  15: "fifteen",
  20: "twenty",
  22: "twenty[- ]?two",
  25: "twenty[- ]?five",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
  50: "fifty",
  60: "sixty",
  90: "ninety",
};

/** A whole number in digits or words: num(4) matches "4" and "four" but not "14", "40" or "4.5". */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return re(`(?<![\\d.,])${n}(?!\\d|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`);
}

/** A US dollar amount: "$45", "$ 45", "US$45", "45 USD", "45 dollars", "45 bucks" (not "$450" or "$145"). */
function usd(amount: number | string): RegExp {
  const n = String(amount).replace(".", "\\.");
  return re(
    `(?<![\\d.,])\\$\\s?${n}(?:\\.00)?(?!\\d|[.,]\\d)|(?<![\\d.,$])${n}(?:\\.00)?\\s?(?:usd|dollars?|bucks)\\b|\\busd\\s?${n}(?!\\d)`,
  );
}

/** A dollar range: "$40-60", "$40–$60", "$40 to $60", "between 40 and 60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return re(
    `(?<![\\d.,])\\$?\\s?${low}\\s?(?:usd|dollars)?\\s?(?:-|–|—|to|and)\\s?(?:usd\\s?)?\\$?\\s?${high}(?!\\d)`,
  );
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function pctRange(low: number, high: number): RegExp {
  return re(`(?<![\\d.])${low}\\s?(?:%|percent)?\\s?(?:-|–|—|to|and)\\s?${high}\\s?(?:%|percent|per cent)`);
}

/** A clock time in Morocco: clock(15) matches "15:00", "15h00", "3 pm", "3:00 p.m.", "3 in the afternoon". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const half =
    hour < 12
      ? "a\\.?\\s?m\\b\\.?|in the morning"
      : "p\\.?\\s?m\\b\\.?|in the (?:afternoon|evening)|at night";
  const minutes = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  return re(`(?<![\\d:])${h24}\\s?[:h.]\\s?${mm}(?!\\d)|(?<![\\d:])${h12}${minutes}\\s?(?:${half}|o'clock)`);
}

/** A duration in hours: hours(4) matches "4 hours", "four hours", "4h", "4-hour", "4 hrs". */
function hours(n: number): RegExp {
  return re(`(?:(?<![\\d.,])${n}|\\b${NUMBER_WORDS[n]})\\s?(?:-\\s?)?(?:h\\b|hrs?\\b|hours?\\b)`);
}

/** A duration in minutes: minutes(45) matches "45 minutes", "45 min", "45-minute" (not "20-25 minutes" for 20). */
function minutes(n: number): RegExp {
  return re(`(?:(?<![\\d.,])${n}|\\b${NUMBER_WORDS[n] ?? `${n}`}\\b)\\s?(?:-\\s?)?(?:mins?\\b|minutes?\\b)`);
}

const DAY_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** Weekdays that name only one trip day (Friday, Saturday and Sunday each come twice). */
const UNIQUE_WEEKDAY: Record<number, string> = { 3: "Monday", 4: "Tuesday", 5: "Wednesday", 6: "Thursday" };

/** A trip day: "day 4", "day four", "Nov 25", "November 25th", "25th of November", "the 25th", "11/25", or a weekday that is unique to it. */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  const weekday = UNIQUE_WEEKDAY[day];
  return re(
    `\\bday\\s?(?:${day}|${DAY_WORDS[day]})\\b|\\bnov(?:ember|\\.)?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov|\\bthe\\s${date}(?:st|nd|rd|th)\\b|(?<!\\d)11\\/${date}(?!\\d)|(?<!\\d)${date}\\/11(?!\\d)` +
      (weekday ? `|\\b${weekday}\\b` : ""),
  );
}

/**
 * The moment the guests are asking: Sunday November 30 2025 at 17:00 Morocco time (UTC+1), that is 16:00 UTC.
 * It is day 9, "Casablanca & Departure", the last day of the trip. This morning the squad took the 07:00 train
 * from Fes to Casa-Voyageurs (about four hours), had the farewell lunch at Rick's Café at 12:30 and the Hassan II
 * Mosque tour at 15:00, which is just ending; the transfer to Mohammed V International Airport (CMN, about 45
 * minutes away) is at 18:00, and flights home are tonight. "Today" is day 9; "this morning" is the train to
 * Casablanca; "yesterday" is day 8, the Chefchaouen day trip (when some guests began departing); "last night" is
 * the night of day 8, the last evening together at the riad in Fes; "the night before last" is the riad dinner in
 * Fes on day 7; "tonight" is the departure, with no stay booked.
 */
export const THIRTY_EIGHTH_TEST_CLOCK = new Date("2025-11-30T16:00:00Z");

export const thirtyEighthTestQuestions: TestQuestion[] = [
  {
    question: "ok mosque done 🙌 what time is the airport transfer tonight?",
    parts: [[clock(18)]],
    links: ["/day/9"],
  },
  {
    question: "how long is it from casa to the airport again",
    parts: [[minutes(45)]],
    links: ["/day/9"],
  },
  {
    question: "which airport r we flying out of tonight, whats the code",
    parts: [[/CMN|Mohammed V/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much was the hassan ii mosque tour per person? settling up w my roommate",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget"],
  },
  {
    question: "that minaret was insane. how tall is it actually",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "wait what was the name of the place we had lunch at today?",
    parts: [[/Rick'?s/i]],
    links: ["/day/9"],
  },
  {
    question: "what time did lunch start today and what street was the restaurant on",
    parts: [[clock(12, 30)], [/Sour Jdid/i]],
    links: ["/day/9"],
  },
  {
    question: "the train this morning, what time did it leave fes and how many hrs was it",
    parts: [[clock(7)], [hours(4)]],
    links: ["/day/9"],
  },
  {
    question: "what station did we pull into in casablanca?",
    parts: [[/Casa[- ]?Voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where exactly does the airport car pick us up after the mosque? which door/parking lot",
    unanswerable: true,
  },
  {
    question: "i still have like 300 dirhams, should i just change them back when i get home?",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "what's today called on the itinerary",
    parts: [[/Casablanca\s?(?:&|and)\s?Departure/i]],
    links: ["/day/9"],
  },
  {
    question: "was ricks cafe actually in the movie casablanca or nah",
    parts: [[/tribute|homage|inspired|recreat|modell?ed|replica|based on/i]],
    links: ["/day/9"],
  },
  {
    question: "what parts of the mosque did the tour take us into?",
    parts: [[/prayer hall/i, /ablution/i]],
    links: ["/day/9"],
  },
  {
    question: "is the hassan 2 mosque really built over the sea??",
    parts: [[/partly|partially|part of it|in part/i]],
    links: ["/day/9"],
  },
  {
    question: "whats the weather looking like in casa tonight, will it be windy for takeoff",
    unanswerable: true,
  },
  {
    question: "is the royal air maroc flight to jfk tonight delayed?",
    unanswerable: true,
  },
  {
    question: "what time zone is morocco in, my phone keeps flipping",
    parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "what's the outfit advice for today's travel",
    parts: [[/comfortable/i, /layer/i]],
    links: ["/day/9"],
  },
  {
    question: "where did we go yesterday? brain is fried",
    parts: [[/Chefchaouen|Chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "what was the spring / waterfall spot called yesterday",
    parts: [[/Ras El[- ]?Maa/i]],
    links: ["/day/8"],
  },
  {
    question: "name of the mosque up the hill w the view over the whole blue town?",
    parts: [[/Spanish Mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "whats the main square in chefchaouen called",
    parts: [[/Uta el[- ]?Hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "how long was the drive up to chaouen yesterday",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "what was the local lunch specialty yesterday? very on brand for rupa lol",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "which mountains is chefchaouen in",
    parts: [[/\bRif\b/i]],
    links: ["/day/8"],
  },
  {
    question: "what time did we set off for chefchaouen yesterday morning",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "what time were we supposed to leave chaouen to go back",
    parts: [[clock(17)]],
    links: ["/day/8"],
  },
  {
    question: "what was the plan for last night once we got back to fes",
    parts: [[/riad/i]],
    links: ["/day/8"],
  },
  {
    question: "whats chefchaouen's nickname again, the blue something",
    parts: [[/blue pearl/i]],
    links: ["/day/8"],
  },
  {
    question: "what was the red walled building on the main square yesterday",
    parts: [[/kasbah/i]],
    links: ["/day/8"],
  },
  {
    question: "how much did the chefchaouen day trip cost per person? need to pay the host back",
    unanswerable: true,
  },
  {
    question: "how many people flew home from fes yesterday?",
    unanswerable: true,
  },
  {
    question: "whats the actual name of the riad we slept at last night in fes? want to leave a review",
    unanswerable: true,
  },
  {
    question: "when were we meant to say bye to the ppl leaving early yesterday",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  {
    question: "what was dinner at the riad the night before last? the pie thing",
    parts: [[/pastilla|tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "why does the site keep saying the fes part is a 'work in progress'",
    parts: [[/change/i, /host/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "how many hours was this morning's train vs the marrakech to fes one",
    parts: [[hours(4)], [hours(6)]],
    links: ["/day/9", "/day/6"],
  },
  {
    question: "how many hours before takeoff does the host want us at CMN tonight?",
    unanswerable: true,
  },
  {
    question: "wifi password at ricks cafe??",
    unanswerable: true,
  },
  {
    question: "who's in the airport car with me at 6",
    unanswerable: true,
  },
  {
    question: "mosque dress code + do we keep our shoes on inside?",
    parts: [
      [/shoulders/i, /knees/i],
      [/shoes?\s(?:come|comes|came|go|must come)\soff|shoes off|off your shoes|remove (?:your )?shoes|barefoot|socks/i],
    ],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what's left on today's schedule after the mosque",
    parts: [[/airport|departure/i, clock(18)]],
    links: ["/day/9"],
  },
  {
    question: "what year did ricks cafe open",
    unanswerable: true,
  },
  {
    question: "hassan ii mosque address pls, for the driver",
    parts: [[/Sidi Mohammed Ben Abdallah/i]],
    links: ["/day/9"],
  },
  {
    question: "is hassan ii one of the biggest mosques in the world or is that hype",
    parts: [[/largest|biggest/i]],
    links: ["/day/9", "/map"],
  },
  {
    question: "can non muslims usually go inside mosques in morocco",
    parts: [[/closed/i]],
    links: ["/faq"],
  },
  {
    question: "which day did people start leaving, and from which city",
    parts: [[tripDay(8)], [/F[eè]s/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "whats the official last date of the trip",
    parts: [[/nov(?:ember|\.)?\s?30|30(?:th)?\s(?:of\s)?nov|11\/30/i]],
    links: ["/", "/day/9"],
  },
  {
    question: "how many people fit inside the hassan ii mosque?",
    unanswerable: true,
  },
  {
    question: "what was the riad called the very first night",
    parts: [[/L[- ]?Authentic/i]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  {
    question: "how much was that first riad night pp",
    parts: [[usd(45)]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  {
    question: "remind me where the welcome dinner was?",
    parts: [[/Foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner cost + was there a deposit? doing my spreadsheet",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what does foundouk even mean",
    parts: [[/caravan/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "the first dinner place was right by some famous old school, which one",
    parts: [[/Ben Youssef/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what did we eat at the welcome dinner, i wanna recreate it at home",
    parts: [[/zaalouk|briouat|prune/i]],
    links: ["/dinners"],
  },
  {
    question: "what time did the whole thing officially kick off on arrival day",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "which marrakech airport did we land at",
    parts: [[/Menara|RAK/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "settling up: how much was the airport car from marrakech and how did we pay it",
    parts: [[usd(45), /car/i], [/cash/i]],
    links: ["/budget", "/day/0", "/faq"],
  },
  {
    question: "what were the souks called that we wandered the first afternoon",
    parts: [[/Semmarine|Rahba Kedima/i]],
    links: ["/day/0", "/map"],
  },
  {
    question: "how much did jess end up paying for her rug on day 0",
    unanswerable: true,
  },
  {
    question: "how long was the ride from the marrakech airport into the medina",
    parts: [[minutes(20)]],
    links: ["/faq"],
  },
  {
    question: "villa check in and check out times?",
    parts: [[clock(15)], [clock(11)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "how many suites n pools did villa royale have",
    parts: [[/(?:13|thirteen) suites/i], [/(?:2|two) (?:swimming )?pools/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big was the villa property",
    parts: [[/1[.,]4[- ]?hectare/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is villa royale from downtown marrakech",
    parts: [[/20\s?(?:-|–|to)\s?25/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "was the villa contribution mandatory? and how much was it",
    parts: [[/optional|not (?:mandatory|required|compulsory)|voluntary/i], [usd(50)]],
    links: ["/budget", "/faq", "/accommodations"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "what was in that hammam ritual, like the soap and the scrub?",
    parts: [[/olive soap|black soap|black olive/i, /kessa/i]],
    links: ["/day/1"],
  },
  {
    question: "what was the name of the massage lady at the villa, she was amazing",
    unanswerable: true,
  },
  {
    question: "who did we have to book hammam slots with",
    parts: [[/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "villa breakfast price and when did u have to sign up",
    parts: [[usd(10)], [/(?:night|evening) before/i]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "what was on the villa breakfast spread",
    parts: [[/msemen|amlou/i]],
    links: ["/day/2"],
  },
  {
    question: "which 3 sights were on the medina walking tour on bday day",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret|Secret Garden/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "the bday dinner restaurant name pls",
    parts: [[/Comptoir Darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much was the birthday dinner per person, need to venmo",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/budget", "/day/2"],
  },
  {
    question: "what was the dress code for the birthday dinner",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "bar crawl: what time did it start and which neighborhoods",
    parts: [[clock(22, 30)], [/Gu[eé]liz/i, /Hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "did the bar crawl guide cost extra",
    parts: [[usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "how long has comptoir darna been around",
    parts: [[/(?:20|twenty)\+?\s?(?:years|yrs)|more than (?:20|twenty)|over (?:20|twenty)/i]],
    links: ["/dinners"],
  },
  {
    question: "remind me which birthday this whole trip was for lol",
    parts: [[/30|thirty/i]],
    links: ["/"],
  },
  {
    question: "who gave the toast at the birthday dinner? i missed it",
    unanswerable: true,
  },
  {
    question: "how much was the balloon ride",
    parts: [[usd(117)]],
    links: ["/day/3", "/faq", "/budget"],
  },
  {
    question: "what time was balloon pickup, it was brutal",
    parts: [[clock(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how long were we actually up in the air in the balloon",
    parts: [[/(?:an|one|1)\s?(?:-\s?)?hour/i]],
    links: ["/day/3"],
  },
  {
    question: "how far out of marrakech is agafay",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "agafay day: how much and what did we do there",
    parts: [[usd(40)], [/quad/i, /camel/i]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "nobu min spend pp?",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/Japanese[- ]Peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what were the nobu signature dishes the site hyped up",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "what kind of breakfast did we get after landing the balloon",
    parts: [[/Berber/i]],
    links: ["/day/3"],
  },
  {
    question: "what was the balloon company called? want to tag them",
    unanswerable: true,
  },
  {
    question: "what could you see from the nobu rooftop",
    parts: [[/Koutoubia|Atlas/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "what did the site say to wear for the balloon",
    parts: [[/layer/i, /hat/i]],
    links: ["/day/3"],
  },
  {
    question: "what was the total bill for our table at nobu",
    unanswerable: true,
  },
  {
    question: "which day was the photoshoot?",
    parts: [[tripDay(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours did they tell us to wear for the photographer",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "where was the group photoshoot held",
    parts: [[/villa/i]],
    links: ["/day/4"],
  },
  {
    question: "when do we get the pro photos back from the photographer?",
    unanswerable: true,
  },
  {
    question: "how much did the photographer cost and are we splitting it?",
    unanswerable: true,
  },
  {
    question: "majorelle and ysl museum ticket prices? adding it all up",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "why did the host have to book majorelle in advance",
    parts: [[/timed|time slot|time-slot/i]],
    links: ["/day/4"],
  },
  {
    question: "how much was the souk guide",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what was the palace dinner place called",
    parts: [[/Dar Yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what were we supposed to wear to the palace dinner",
    parts: [[/kaftan|djellaba|dressy|best evening/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  {
    question: "how did paying work for the palace dinner, was it covered?",
    parts: [[/individually|separately|your own|on your own|each (?:guest|person) pa|yourself/i]],
    links: ["/dinners", "/day/4", "/budget"],
  },
  {
    question: "what time did the palace dinner start",
    parts: [[clock(20)]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "where did we have drinks before the palace feast",
    parts: [[/roof/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "which of the dinners were the 'special event' ones",
    parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "what was the name of the band playing at dar yacout",
    unanswerable: true,
  },
  {
    question: "name of the mountain pass on the way to the desert?",
    parts: [[/Tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "how high up was that pass",
    parts: [[/(?<!\d)2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "what movies were shot at ait benhaddou",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "desert camp: price and what was included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "what valley did we drive down to get to zagora",
    parts: [[/Dr[aâ]a/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "was the sunset camel ride extra or included",
    parts: [[/included|part of the|covered|no extra/i]],
    links: ["/day/5", "/budget"],
  },
  {
    question: "what time did we leave for the desert on wednesday",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "whats the name of the camp we stayed at in zagora",
    unanswerable: true,
  },
  {
    question: "what did they say to pack for the desert night",
    parts: [[/fleece|layer/i, /scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "what time was sunrise on the dunes",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "train from marrakech to fes: how much and how long",
    parts: [[usd(45)], [hours(6)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "what time did the fes train leave marrakech",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "which cities did the fes train go through",
    parts: [[/Rabat/i, /Mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "what time did we roll into the fes riad thursday night",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "fes riad: how many nights and what was the total per person",
    parts: [[/(?:3|three) nights/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "which part of fes is our riad in",
    parts: [[/el[- ]?Bali/i]],
    links: ["/accommodations", "/day/6"],
  },
  {
    question: "what gate did we go through into the fes medina",
    parts: [[/Bou Jeloud|Blue Gate/i]],
    links: ["/day/7"],
  },
  {
    question: "when was the quaraouiyine founded? the guide said but i forgot",
    parts: [[/(?<!\d)859(?!\d)/]],
    links: ["/day/7"],
  },
  {
    question: "whats the madrasa in fes called",
    parts: [[/Bou Inania/i]],
    links: ["/day/7"],
  },
  {
    question: "tannery name + why did they hand us mint",
    parts: [[/Chouara/i], [/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes are in the fes medina",
    parts: [[/(?<!\d)9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "how much was the fes guided walk per person?",
    unanswerable: true,
  },
  {
    question: "what was our fes guide's name?",
    unanswerable: true,
  },
  {
    question: "what was the main street we followed thru the fes medina",
    parts: [[/Talaa Kebira/i]],
    links: ["/day/7"],
  },
  {
    question: "rough exchange rate dirham to dollar?",
    parts: [[/10\s?(?:MAD|dirhams?|dh)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[pctRange(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the riad added a tourist tax, how much is it supposed to be",
    parts: [[/28\s?(?:MAD|dirhams?|dh)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out at an atm each time",
    parts: [[/1[,.]?000\s?(?:MAD|dirhams?|dh)?\s?(?:-|–|to|and)\s?2[,.]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how low do i start when haggling",
    parts: [[pctRange(40, 50)]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "what are card foreign fees usually",
    parts: [[pctRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much did most people budget for shopping",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]],
    links: ["/budget", "/faq", "/day/4"],
  },
  {
    question: "card machine at the airport is asking usd or dirhams, which one do i pick",
    parts: [[/dirhams?|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "which card brands work best over here",
    parts: [[/Visa/i, /Mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "roughly what did the whole trip come to per person, not counting flights n shopping",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "what's the host's venmo or paypal so i can pay back what i owe",
    unanswerable: true,
  },
  {
    question: "what's the euro to dirham rate? my card is in euros",
    unanswerable: true,
  },
  {
    question: "plug type and voltage? my hair dryer died lol",
    parts: [[/\bC\s?(?:\/|and|&|or)\s?(?:type\s)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "my bf is canadian, did he actually need a visa for this",
    parts: [[/visa[- ]free|no visa|don'?t need (?:a )?visa|not need a visa|without a visa|doesn'?t need (?:a )?visa/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in darija",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to have a beer walking around casa before the flight",
    parts: [[/not acceptable|unacceptable|not ok|not okay|not allowed|avoid|isn'?t acceptable|frowned|no drinking in public|don'?t drink in public/i]],
    links: ["/faq"],
  },
  {
    question: "did the host say we needed travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "for next time: dietary restrictions, who do we tell and how far ahead",
    parts: [[/host/i], [/(?:2|two) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "how many pics can i upload to the gallery at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "whats the max size for a video upload",
    parts: [[/50\s?MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name on my uploads",
    parts: [[/optional|not required|don'?t have to|no need|not necessary|up to you/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save someone's pic from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "i posted a blurry pic by accident, what do i need to delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the delete password for the gallery",
    unanswerable: true,
  },
  {
    question: "is there a download all button to grab every photo as one zip?",
    unanswerable: true,
  },
  {
    question: "is there a slideshow mode so we can put the pics on a tv at the reunion",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how many photos are in the gallery right now",
    unanswerable: true,
  },
  {
    question: "once i'm home do i need an account or login to upload the rest of my pics",
    parts: [[/no (?:account|login|log-in|sign)|don'?t need an? (?:account|login)|anyone with the link|without an? (?:account|login)|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "rupa who even are u and where do i find u on the site",
    parts: [[/goat/i], [/bottom[- ]right|lower[- ]right/i]],
    links: ["/faq"],
  },
  {
    question: "how do i kill the background music, where's the button",
    parts: [[/mute/i], [/bottom[- ]left|lower[- ]left/i]],
  },
  {
    question: "the home page music, what instrument is it supposed to sound like",
    parts: [[/oud/i]],
    links: ["/"],
  },
  {
    question: "why is there no music on the photo gallery page",
    parts: [[/no (?:music|track|audio|soundtrack)|doesn'?t have (?:its own )?(?:music|a track|audio)|paus|silent|quiet/i]],
    links: ["/gallery"],
  },
  {
    question: "what does the transportation page actually say, it looked empty",
    parts: [[/finali[sz]|coming soon/i]],
    links: ["/transportation"],
  },
  {
    question: "on the map what do the red pins mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the food spots on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  {
    question: "that mint tea place looking over the spice square, what was it called",
    parts: [[/Caf[eé] des [EÉ]pices|Nomad/i]],
    links: ["/map"],
  },
  {
    question: "which restaurant is the one where u have to order the lamb shoulder a day ahead",
    parts: [[/Al Fassia/i]],
    links: ["/map"],
  },
  {
    question: "was there a cooking class on the map? want to do one next time",
    parts: [[/Maison Arabe/i]],
    links: ["/map"],
  },
  {
    question: "which hotel was churchill's fave",
    parts: [[/Mamounia/i]],
    links: ["/map"],
  },
  {
    question: "which fashion designer is quoted on the home page",
    parts: [[/Yves Saint Laurent|YSL/i]],
    links: ["/"],
  },
  {
    question: "how many of us were on this trip total",
    parts: [[num(22)]],
    links: ["/", "/accommodations"],
  },
  {
    question: "the villa said 5 nights but did we actually sleep there all 5?",
    parts: [[/desert|camp|Zagora/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what's the host's real name? want to tag her in my post",
    unanswerable: true,
  },
  {
    question: "is there gonna be a reunion trip next year??",
    unanswerable: true,
  },
  {
    question: "where's the cheapest argan oil in duty free at CMN",
    unanswerable: true,
  },
  {
    question: "who had the room right next to the pool at the villa",
    unanswerable: true,
  },
  {
    question: "how much were the cocktails on the bar crawl",
    unanswerable: true,
  },
  {
    question: "how long will the site and gallery stay up after the trip",
    unanswerable: true,
  },
  {
    question: "how much was the train ticket from fes to casa this morning",
    unanswerable: true,
  },
  {
    question: "how much did we tip the drivers in total on the desert trip",
    unanswerable: true,
  },
  {
    question: "which suite did the birthday girl sleep in at the villa",
    unanswerable: true,
  },
  {
    question: "is raja casablanca playing tonight? could catch the game before my flight",
    unanswerable: true,
  },
  {
    question: "how much is a petit taxi from ricks cafe to the mosque",
    unanswerable: true,
  },
];
