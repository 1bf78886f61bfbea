// THIRTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the thirty-ninth round of tuning; never edited after its first commit.

import type { TestQuestion } from "./test-questions";

/**
 * Monday November 24 2025, 10:00 Morocco time (UTC+1), which is 09:00 UTC: day 3 of the trip ("Desert Fun").
 *
 * - This morning: the 05:30 sunrise hot air balloon over the Agafay desert (pickup in the dark, about an hour in
 *   the air, Berber breakfast in a tent) is over.
 * - Today, still ahead: the Agafay Desert Day from 11:00 (quad bikes, camels, lunch under a Berber tent, a
 *   desert-camp pool), back to Villa Royale at 17:00.
 * - Tonight: the private rooftop dinner at Nobu (Hivernage) at 20:00, smart casual, minimum spend $75 per person;
 *   the squad sleeps at Villa Royale.
 * - Yesterday (day 2, Sunday Nov 23): the birthday day, medina walking tour in the morning, the Golden Birthday
 *   Dinner at Comptoir Darna at 19:30; last night: the guided bar crawl from 22:30 in Gueliz and Hivernage.
 * - Tomorrow (day 4, Tuesday Nov 25): the group photoshoot at 08:30, Jardin Majorelle and the Musée YSL at 11:00,
 *   guided souk shopping at 14:30 and the palace dinner at Dar Yacout at 20:00.
 * - The day after tomorrow (day 5, Wednesday Nov 26): the road trip over the High Atlas to the Zagora desert camp.
 */
export const THIRTY_NINTH_TEST_CLOCK = new Date("2025-11-24T09:00:00Z");

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
  15: "fifteen",
  20: "twenty",
  22: "twenty[- ]two",
  30: "thirty",
};

/** A whole number in digits or in words ("13", "thirteen"), not part of a longer number. */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?![\\d]|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A US dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45". */
function usd(n: number): RegExp {
  return new RegExp(
    `\\$\\s?${n}(?![\\d]|[.,]\\d)|USD\\s?${n}(?![\\d]|[.,]\\d)|(?<![\\d.,])${n}(?:\\.00)?\\s?(?:USD|US\\s?dollars?|dollars?|bucks)`,
    "i",
  );
}

/** A clock time in 24-hour or 12-hour form: clock(15) accepts "15:00", "15h00", "3 pm", "3:00 PM", "3pm". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const h24 = h < 10 ? `0?${h}` : `${h}`;
  const twelve = m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`;
  return new RegExp(`(?<!\\d)${h24}[:h.]${mm}(?!\\d)|(?<!\\d)${twelve}`, "i");
}

/** A percentage range such as "10-15%", "10% to 15%", "10 to 15 percent". */
function pct(a: number, b: number): RegExp {
  return new RegExp(`(?<![\\d.])${a}\\s?%?\\s?(?:-|–|—|to)\\s?${b}\\s?(?:%|percent)`, "i");
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

/** A trip day: "day 8", "Nov 29", "29th November", "Saturday". */
function tripDay(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    `\\bday\\s?${n}\\b|\\bnov(?:ember|\\.)?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?nov|\\b${WEEKDAYS[n]}\\b`,
    "i",
  );
}

/** A duration in hours: hours(6) accepts "6 hours", "six-hour", "6h", "6 hrs". */
function hours(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?:(?<![\\d.])${n}${word ? `|\\b${word}` : ""})[- ]?(?:hours?|hrs?|h\\b)`, "i");
}

/** A duration in minutes: minutes(40) accepts "40 minutes", "40-minute", "40 min". */
function minutes(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?:(?<![\\d.])${n}${word ? `|\\b${word}` : ""})[- ]?min`, "i");
}

export const thirtyNinthTestQuestions: TestQuestion[] = [
  {
    question: "ok balloon survivors 🎈 whats left on the plan for today",
    parts: [[/agafay/i], [/nobu/i]],
    links: ["/day/3"],
  },
  {
    question: "what time is dinner tonite",
    parts: [[clock(20)]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "where r we eating tonight?",
    parts: [[/nobu/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "whats the dress code for tonights dinner",
    parts: [[/smart[- ]casual/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "whats the wifi password at the villa",
    unanswerable: true,
  },
  {
    question: "is nobu just pay for what u order or is there a minimum?",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu, never been",
    parts: [[/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what time do we head out for the desert thing today",
    parts: [[clock(11)]],
    links: ["/day/3"],
  },
  {
    question: "how much is the agafay day",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what was the name of the balloon company we flew with this morning",
    unanswerable: true,
  },
  {
    question: "are we doing quads or camels today or both??",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "can i wear sandals in agafay or nah",
    parts: [[/closed[- ](?:toe[ds]?[- ])?shoes/i]],
    links: ["/day/3"],
  },
  {
    question: "where do we eat lunch today",
    parts: [[/tent/i]],
    links: ["/day/3"],
  },
  {
    question: "when do we get back to the villa this arvo",
    parts: [[clock(17)]],
    links: ["/day/3"],
  },
  {
    question: "whats the host's whatsapp number? need to ask something",
    unanswerable: true,
  },
  {
    question: "how much was the balloon this morning? need to pay someone back",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "was the balloon supposed to be that short? how long is the flight meant to be",
    parts: [[/(?:an|one|1)\s?hours?\b/i]],
    links: ["/day/3"],
  },
  {
    question: "those snowy mountains behind the balloons this morning, what are they called",
    parts: [[/atlas/i]],
    links: ["/day/3"],
  },
  {
    question: "whats the plan tmrw",
    parts: [[/photo/i, /majorelle/i, /yacout|palace/i]],
    links: ["/day/4"],
  },
  {
    question: "which suite am i in at the villa? forgot",
    unanswerable: true,
  },
  {
    question: "what time is the photoshoot tomorrow",
    parts: [[clock(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours should i wear for the photographer tmrw",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "where is the photo shoot happening, do we go somewhere?",
    parts: [[/villa/i, /garden/i]],
    links: ["/day/4"],
  },
  {
    question: "tomorrow nights dinner - where is it and how dressy",
    parts: [[/yacout/i], [/dress(?:y|ed up)|best evening|kaftan|djellaba/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "whats the exact temperature in agafay right now",
    unanswerable: true,
  },
  {
    question: "do i need to buy my own majorelle ticket?",
    parts: [[/host/i, /book|advance|timed/i]],
    links: ["/day/4"],
  },
  {
    question: "majorelle and the ysl museum, how much each",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "how much for the souk guide tmrw",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what time do we hit the souks tomorrow",
    parts: [[clock(14, 30)]],
    links: ["/day/4"],
  },
  {
    question: "who is the photographer tmrw, do they have an insta?",
    unanswerable: true,
  },
  {
    question: "is dar yacout prepaid or do we pay there",
    parts: [[/individual|your own|yourself|at the restaurant|each (?:person|guest)/i]],
    links: ["/day/4", "/dinners", "/budget"],
  },
  {
    question: "what food do they serve at the palace dinner",
    parts: [[/pastilla|tagine|couscous/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "anything b4 the palace dinner starts? drinks?",
    parts: [[/aperitif|rooftop/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "whats the name of last nights restaurant again, want to leave a review",
    parts: [[/comptoir darna/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much is a taxi from the villa to jemaa el fna",
    unanswerable: true,
  },
  {
    question: "how much was the bday dinner pp",
    parts: [[usd(100), /120/]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "how much was the bar crawl guide? i still owe",
    parts: [[usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "which neighborhoods did the bar crawl hit last night, i dont remember 😅",
    parts: [[/gu[eé]liz/i, /hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "yesterday mornings tour, what were the places we saw? my mom is asking",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "does uber work in marrakech",
    unanswerable: true,
  },
  {
    question: "where are we sleeping tonight",
    parts: [[/villa/i]],
    links: ["/accommodations", "/day/3"],
  },
  {
    question: "can i still get a massage at the villa? how much and who do i ask",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "villa brekkie tmrw, how much + do i have to sign up",
    parts: [[usd(10)], [/night before|evening before|day before|sign[- ]?up/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "is the nobu rooftop heated? its getting cold at night",
    unanswerable: true,
  },
  {
    question: "day after tmrw is the desert right? what time do we leave",
    parts: [[clock(7)]],
    links: ["/day/5"],
  },
  {
    question: "do i bring my big suitcase to the desert camp",
    parts: [[/small|overnight/i]],
    links: ["/faq"],
  },
  {
    question: "how much is the desert camp",
    parts: [[usd(95)]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "what does the desert camp price cover",
    parts: [[/activit/i, /dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "did everyone make it onto the balloon this morning or did someone oversleep",
    unanswerable: true,
  },
  {
    question: "after the desert do we come back to the villa?",
    parts: [[/train/i, /fes/i]],
    links: ["/day/6"],
  },
  {
    question: "whats the name of the game of thrones village on the way to the desert",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "what time is the camel ride on wednesday",
    parts: [[clock(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "whats checkout time at the villa",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "what time were we all supposed to meet at the airport on arrival day",
    parts: [[clock(11)]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "how much was the airport car and could u pay by card?",
    parts: [[usd(45)], [/cash/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "name of the riad from the 1st night? want to rebook it someday",
    parts: [[/l[- ]?authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "whats the actual name of the riad in fes",
    unanswerable: true,
  },
  {
    question: "how much was that first riad night",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "the welcome dinner place, what was it called and what was the deposit",
    parts: [[/foundouk/i], [usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner price range?",
    parts: [[usd(40), /60/]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what time could we check into the villa on saturday",
    parts: [[clock(15)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "how many bedrooms does the fes riad have",
    unanswerable: true,
  },
  {
    question: "how many suites does villa royale have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many pools r at the villa",
    parts: [[num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa property",
    parts: [[/1[.,]4\s?-?\s?hectare/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is villa royale from downtown",
    parts: [[/20/, /25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "does the fes riad have a pool",
    unanswerable: true,
  },
  {
    question: "do we have to pay for the villa or is it covered",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq", "/day/1"],
  },
  {
    question: "what dates are we at the villa",
    parts: [[/22/, /26/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "what do they actually do to u in the hammam lol",
    parts: [[/scrub|kessa/i, /argan|massage/i]],
    links: ["/day/1"],
  },
  {
    question: "birthday dinner dress code was what again",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "whats our train car number to fes",
    unanswerable: true,
  },
  {
    question: "what time did the bar crawl start",
    parts: [[clock(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "walking tour cost, are museums included",
    parts: [[usd(10)], [/museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "were drinks included on the bar crawl",
    parts: [[/as you go|(?:pay|paid) for (?:your|their) own|not included|separately/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "whats the entry fee at ait benhaddou",
    unanswerable: true,
  },
  {
    question: "what time do we need to be up at the camp for sunrise",
    parts: [[clock(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "whats for dinner at the desert camp",
    parts: [[/tagine/i]],
    links: ["/day/5"],
  },
  {
    question: "where do we stop for lunch on the way to zagora",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou|river/i]],
    links: ["/day/5"],
  },
  {
    question: "is there wifi at the desert camp",
    unanswerable: true,
  },
  {
    question: "whats the mountain pass we drive over called",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "what time is the train to fes on thursday",
    parts: [[clock(15)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the train to fes",
    parts: [[hours(6)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "how much is the fes train ticket",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "can i charge my phone at the desert camp",
    unanswerable: true,
  },
  {
    question: "are the train seats reserved? who has the tickets",
    parts: [[/reserved/i], [/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "which cities does the fes train go thru",
    parts: [[/rabat/i, /mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do we get to the riad in fes",
    parts: [[clock(21)]],
    links: ["/day/6"],
  },
  {
    question: "how much is the guided walk in fes",
    unanswerable: true,
  },
  {
    question: "how do we get our bags to the fes riad if cars cant go in",
    parts: [[/porter|handcart/i]],
    links: ["/day/6"],
  },
  {
    question: "how many nights in fes + how much",
    parts: [[num(3)], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "where do we sleep on the 26th",
    parts: [[/camp|zagora|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "whats the name of our guide in fes",
    unanswerable: true,
  },
  {
    question: "is the fes schedule final yet?",
    parts: [[/work in progress|may change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "what gate do we go in thru in fes",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have, heard its insane",
    parts: [[/9[,. ]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "do i need a drivers license for the quad bikes",
    unanswerable: true,
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/859/]],
    links: ["/day/7"],
  },
  {
    question: "heard the tannery stinks, any tips",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  {
    question: "what time is the tannery visit and whats it called",
    parts: [[clock(14)], [/chouara/i]],
    links: ["/day/7"],
  },
  {
    question: "which madrasa are we seeing in fes",
    parts: [[/bou inania/i]],
    links: ["/day/7"],
  },
  {
    question: "what time do we leave for chefchaouen",
    parts: [[clock(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "how much does the chefchaouen day trip cost",
    unanswerable: true,
  },
  {
    question: "whats the local food i have to try in chefchaouen",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best viewpoint in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "when do ppl start leaving the trip",
    parts: [[tripDay(8)]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "where exactly are we having lunch in chefchaouen, restaurant name?",
    unanswerable: true,
  },
  {
    question: "whats the plan this saturday",
    parts: [[/chefchaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "what r we doing this friday",
    parts: [[/fes/i, /tanner|madrasa|medina|walk/i]],
    links: ["/day/7"],
  },
  {
    question: "what time is the train to casablanca on the last day",
    parts: [[clock(7)]],
    links: ["/day/9"],
  },
  {
    question: "how much is lunch at ricks cafe",
    unanswerable: true,
  },
  {
    question: "how long is the train from fes to casa",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch and what time",
    parts: [[/rick/i], [clock(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "which airline is cheapest to fly home from casa",
    unanswerable: true,
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/shoulders|arms|knees/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which airport do i fly home from",
    parts: [[/mohammed v|CMN/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time of day should i book my flight home for",
    parts: [[/evening|18:00|6\s?pm|later/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "whats the nearest pharmacy to the villa",
    unanswerable: true,
  },
  {
    question: "leftover dirhams at the end, should i change them back at home?",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "can non muslims go inside mosques here",
    parts: [[/non[- ]muslim/i], [/hassan/i]],
    links: ["/faq"],
  },
  {
    question: "how many dirhams to a dollar roughly",
    parts: [[/(?:10|ten)\s?(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "what time does the train from casa voyageurs to the airport leave",
    unanswerable: true,
  },
  {
    question: "how much do u tip at restaurants here",
    parts: [[pct(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much cash should i pull out of the atm each time",
    parts: [[/1[,. ]?000/, /2[,. ]?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "bargaining tmrw in the souks, where do i start",
    parts: [[pct(40, 50)]],
    links: ["/budget", "/faq", "/day/0", "/"],
  },
  {
    question: "is there a gym at villa royale",
    unanswerable: true,
  },
  {
    question: "atm asked if i want to be charged in dollars or dirhams, which one",
    parts: [
      [
        /(?:choose|pick|select|go with|pay in|always)\s(?:the\s)?(?:dirhams?|MAD|local)|dirhams?[^.]{0,60}(?:better|rate)/i,
      ],
    ],
    links: ["/budget"],
  },
  {
    question: "tourist tax how much",
    parts: [[/\b28\b/, /night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "which cards work best here",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "whats the host's venmo for the villa contribution",
    unanswerable: true,
  },
  {
    question: "what are card foreign fees like",
    parts: [[pct(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually spend on shopping",
    parts: [[usd(100), /500/]],
    links: ["/budget", "/day/4", "/"],
  },
  {
    question: "can u get dirhams before leaving home",
    parts: [[/cannot easily|can'?t (?:easily )?(?:be )?(?:bought|buy|get)|not (?:easily )?(?:be )?(?:bought|available)|withdraw|on arrival|when you (?:land|arrive)/i]],
    links: ["/faq"],
  },
  {
    question: "whens the deadline to pay the welcome dinner deposit",
    unanswerable: true,
  },
  {
    question: "ballpark what is this whole trip costing per person",
    parts: [[/440/], [/94[23]|463/]],
    links: ["/budget"],
  },
  {
    question: "is there a shop with fixed prices so i know what stuff should cost",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/type/i, /\bC\b/, /\bE\b/]],
    links: ["/faq", "/"],
  },
  {
    question: "whats jess's flight number? shes on the same flight home as me right",
    unanswerable: true,
  },
  {
    question: "voltage here?",
    parts: [[/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "do americans need a visa + how long does my passport need to be valid",
    parts: [[/visa[- ]free|no visa|(?:don'?t|do not|won'?t) need/i], [/(?:6|six)\s?months/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather usually like this time of year",
    parts: [[/15/, /25/]],
    links: ["/", "/faq"],
  },
  {
    question: "what timezone is morocco in",
    parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is it safe here",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "purple on the map = ?",
    parts: [[/cultur/i]],
    links: ["/map"],
  },
  {
    question: "and the green ones on the map?",
    parts: [[/activit/i]],
    links: ["/map"],
  },
  {
    question: "whats the password to delete photos in the gallery",
    unanswerable: true,
  },
  {
    question: "good lunch spot hidden in the souks?",
    parts: [[/le jardin|nomad|caf[ée] des [ée]pices/i]],
    links: ["/map"],
  },
  {
    question: "which restaurant is the one where u have to order the lamb a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "where can i see storks in marrakech",
    parts: [[/badi/i]],
    links: ["/map"],
  },
  {
    question: "whats the name of the song playing on the homepage? obsessed",
    unanswerable: true,
  },
  {
    question: "where's the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "can we go inside the koutoubia",
    parts: [[/exterior|outside|(?:not|can'?t|cannot)\s(?:go\s)?(?:in|inside|enter)|non[- ]muslim/i]],
    links: ["/map"],
  },
  {
    question: "the art garden by andre heller, whats it called and where is it",
    parts: [[/anima/i], [/ourika/i]],
    links: ["/map"],
  },
  {
    question: "whats the birthday host's real name? want to put it on a card",
    unanswerable: true,
  },
  {
    question: "who even r u",
    parts: [[/rupa/i]],
  },
  {
    question: "how do i turn the music off its so loud",
    parts: [[/mute/i, /left/i]],
  },
  {
    question: "how many pics can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there gonna be a birthday cake at some point?",
    unanswerable: true,
  },
  {
    question: "max size for a video upload?",
    parts: [[/50\s?MB|50\s?megabytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading pics",
    parts: [[/optional|(?:don'?t|do not) have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a pic i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "when will the photographer send us the photos from tmrw",
    unanswerable: true,
  },
  {
    question: "can i save videos from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "transportation page just says coming soon?? whats up with that",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "whats this trip even called lol",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "who won the football match last night",
    unanswerable: true,
  },
  {
    question: "how old is the host turning",
    parts: [[num(30)]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip total",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "who are the famous ppl quoted on the homepage",
    parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "whats the villa's exact street address, need it for a delivery",
    unanswerable: true,
  },
  {
    question: "how many featured dinners r there",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "which dinners are the special events",
    parts: [[/comptoir darna|birthday/i], [/yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "im gluten free, who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "how many people have signed up for the hammam so far",
    unanswerable: true,
  },
  {
    question: "how do u say thank you in darija",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak here, will english work",
    parts: [[/arabic|darija/i], [/french/i]],
    links: ["/faq"],
  },
  {
    question: "where can i get a drink, and is it ok to drink outside on the street",
    parts: [[/licensed|hotel|bar/i], [/public/i]],
    links: ["/faq"],
  },
  {
    question: "whats the best hospital near the villa if someone gets sick",
    unanswerable: true,
  },
  {
    question: "pool dress code at the villa?",
    parts: [[/cover[- ]?up/i]],
    links: ["/day/1"],
  },
  {
    question: "what should i wear in the medina tmrw",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/faq", "/day/4"],
  },
  {
    question: "how do we get around marrakech, taxis?",
    parts: [[/taxi/i], [/meter|agree/i]],
    links: ["/faq"],
  },
  {
    question: "what time does the majorelle garden close",
    unanswerable: true,
  },
  {
    question: "some guy keeps offering to show me the way, should i follow him",
    parts: [[/ignore|unofficial/i]],
    links: ["/faq"],
  },
  {
    question: "where should i keep my passport",
    parts: [[/safe/i]],
    links: ["/faq"],
  },
];
