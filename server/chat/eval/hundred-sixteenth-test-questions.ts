// HUNDRED-SIXTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-sixteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 15:30 on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * - Today is day 4 of the trip (days are numbered 0 to 9), Tuesday, November 25: "Gardens & Souks".
 * - This morning: 08:30 group photoshoot with a professional photographer in the Villa Royale gardens;
 *   11:00 Jardin Majorelle ($18) and the Musée YSL ($15), Rue Yves Saint Laurent, Gueliz (tickets booked by the host).
 * - Right now (this afternoon): the guided souk shopping in the souks of the Marrakech medina, which began at 14:30
 *   ($5 per person for the guide; modest dress, closed shoes).
 * - Tonight: 20:00 palace dinner at Dar Yacout in the medina, with a rooftop aperitif first; dressy (kaftans and
 *   djellabas welcome); paid individually at the restaurant.
 * - The night is spent at Villa Royale (its last night before the desert).
 * - Yesterday, day 3 (Monday, November 24, "Desert Fun"): 05:30 hot air balloon over the Agafay desert ($117),
 *   11:00 Agafay desert day of quads and camels (about $40), 17:00 back to the villa, 20:00 private rooftop dinner at
 *   Nobu (minimum spend $75).
 * - Tomorrow, day 5 (Wednesday, November 26, "Sahara Desert Adventure"): 07:00 over the High Atlas by the Tizi n'Tichka
 *   pass, 11:30 Aït Benhaddou and lunch by the river, 16:30 sunset camel ride into the dunes near Zagora, 19:30 dinner
 *   and a night at the desert camp ($95 with activities, dinner and breakfast).
 */
export const HUNDRED_SIXTEENTH_TEST_CLOCK = new Date("2025-11-25T14:30:00Z");

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
  14: "fourteen",
  15: "fifteen",
  16: "sixteen",
  17: "seventeen",
  18: "eighteen",
  19: "nineteen",
  20: "twenty",
  22: "twenty[- ]?two",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
  50: "fifty",
  60: "sixty",
  90: "ninety",
};

/** The digits of n as a pattern, with thousands optionally grouped ("2200" or "2,200"). */
function digitsOf(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = (whole ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, "[, ]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`;
  const word = NUMBER_WORDS[n];
  return new RegExp(word ? `${digits}|\\b(?:${word})\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = digitsOf(n);
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:\\$|\\bUS\\$|\\bUSD)\\s?${d}${end}|(?<![\\d.,$])${d}${end}\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b`,
    "i",
  );
}

/** A range "a-b" in any of its usual forms: "$40-60", "$40 to $60", "10-15%", "15°C to 25°C", "between 40 and 50". */
function range(a: number, b: number): RegExp {
  const unit = "(?:\\s?(?:%|°\\s?C?|MAD|dirhams?|min(?:ute)?s?|USD|dollars?))?";
  return new RegExp(
    `(?<![\\d.,])\\$?${digitsOf(a)}${unit}\\s?(?:-|–|—|to|and)\\s?\\$?${digitsOf(b)}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.", "8 in the evening". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m(?![a-z])\\.?" : "p\\.?\\s?m(?![a-z])\\.?";
  const spoken = h < 12 ? "in the morning" : h < 18 ? "in the afternoon" : "in the evening|at night|tonight";
  const start = "(?<![\\d:.])";
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  const alternatives = [
    `${start}0?${h}[:h.]${mm}(?!\\d)`,
    `${start}${h12}${minutes}\\s?${meridiem}`,
    `${start}${h12}${minutes}\\s?(?:o'?clock\\s?)?(?:${spoken})`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const hundredSixteenthTestQuestions: TestQuestion[] = [
  // --- Today, right now, tonight, tomorrow (clock: Tuesday Nov 25, 15:30, day 4) ---
  {
    question: "hey rupa what day of the trip r we on today",
    parts: [[/\bday\s*(?:4|four)\b/i]],
    links: [tripDay(4)],
  },
  {
    question: "whats todays theme again",
    parts: [[/gardens?\s*(?:&|and)\s*souks?/i]],
    links: [tripDay(4)],
  },
  {
    question: "where is everyone rn?? i overslept my nap lol",
    parts: [[/souks?/i]],
    links: [tripDay(4)],
  },
  {
    question: "how much do i owe for the souk guide this afternoon",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what time did the souk tour start, can i still catch them",
    parts: [[clock(14, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "whats the dress code for the souks today",
    parts: [[/shoulders|knees|closed shoes/i]],
    links: [tripDay(4), "/faq"],
  },
  {
    question: "ok and after the souks whats next",
    parts: [[/dar yacout|palace dinner/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time is dinner tonight",
    parts: [[clock(20, 0)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "where r we eating tonite",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what do i wear tonight",
    parts: [[/dressy|evening outfit|kaftans?|djellabas?/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "is tonights dinner already paid for or do we each pay at the restaurant",
    parts: [[/individual|each (?:of us|person) pays|pay (?:for )?(?:it )?yourself|on your own/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what kind of food is at the palace dinner",
    parts: [[/pastilla|tagine|couscous|moroccan feast/i]],
    links: ["/dinners", tripDay(4)],
  },
  {
    question: "r there drinks before dinner tonight?",
    parts: [[/rooftop|ap[eé]ritifs?/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "will there be live music at dar yacout",
    parts: [[/musicians?/i]],
    links: ["/dinners"],
  },
  {
    question: "what did we do this morning? i was hungover",
    parts: [[/photo\s*shoot|photographer/i], [/majorelle/i]],
    links: [tripDay(4)],
  },
  {
    question: "how much were the majorelle garden and ysl museum tickets",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "who booked the majorelle tickets, did i need to buy mine",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time was the photoshoot this morning",
    parts: [[clock(8, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "where are we sleeping tonight",
    parts: [[/villa/i]],
    links: ["/accommodations", tripDay(4)],
  },
  {
    question: "is the hot air balloon today or did i miss it",
    parts: [[/yesterday|monday|day\s*(?:3|three)|(?<!\d)24(?:th)?(?!\d)/i]],
    links: [tripDay(3)],
  },
  {
    question: "what time do we leave tomorrow",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "whats the plan tmrw",
    parts: [[/zagora|sahara|desert camp|camels?/i]],
    links: [tripDay(5)],
  },
  {
    question: "where do we sleep tomorrow night",
    parts: [[/camp|tents?|zagora/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "how much is the desert camp tomorrow and what does it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "tmrw what time is the camel ride",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "do i have to pay extra for the camel ride tomorrow",
    parts: [[/includ/i]],
    links: [tripDay(5)],
  },
  {
    question: "whats the name of the mountain pass we cross tomorrow and how high is it",
    parts: [[/tichka/i], [/2[,.\s]?200/]],
    links: [tripDay(5)],
  },
  {
    question: "tomorrow we stop at some famous movie village right? which one",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[/gladiator|game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "i get carsick, anything i should know for tomorrow's drive?",
    parts: [[/motion[- ]sickness|tablets?|pills?/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "what should i pack for the desert tmrw night",
    parts: [[/fleece|layers|scarf|headlamp/i]],
    links: ["/faq", tripDay(5)],
  },
  {
    question: "where do we have lunch tomorrow",
    parts: [[/river|a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  U("how many hours is the drive to zagora tomorrow in total"),
  U("whats the name of the desert camp were staying at tomorrow"),
  U("is there wifi at the desert camp tmrw"),
  U("what time does the souk tour finish today"),
  U("where exactly do we meet the souk guide this afternoon, i'm running late"),
  U("what time do the cars leave the villa for dar yacout tonight"),
  U("how much is dar yacout per person roughly"),
  U("when will the photos from this morning's photoshoot be ready?"),
  U("whats the photographers name / insta from this morning"),
  {
    question: "what did we do yesterday morning",
    parts: [[/balloon/i]],
    links: [tripDay(3)],
  },
  {
    question: "where did we eat last night and whats the min spend there",
    parts: [[/nobu/i], [usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "how much was the balloon yesterday, need to venmo someone",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "how much was the agafay thing yesterday (quads and camels)",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "whats the date today",
    parts: [[/(?<!\d)25(?:th)?(?!\d)|twenty[- ]?fifth/i]],
    links: [tripDay(4)],
  },
  {
    question: "so what's on for the rest of the afternoon and tonight",
    parts: [[/souks?/i], [/dar yacout|palace/i]],
    links: [tripDay(4)],
  },
  // --- Earlier and later days, dinners, stays ---
  {
    question: "what was day 2's theme",
    parts: [[/discover marrakech/i]],
    links: [tripDay(2)],
  },
  {
    question: "which restaurant was the birthday dinner at on sunday",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the bday dinner pp",
    parts: [[range(100, 120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what was the bday dress code",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "what time did the bar crawl start n how much was the guide",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [tripDay(2)],
  },
  {
    question: "which neighbourhoods was the bar crawl in",
    parts: [[/gueliz|hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "walking tour on the 23rd what places did we see",
    parts: [[/bahia/i, /ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "first night restaurant name? want to leave a review",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "welcome dinner price and how much was the deposit",
    parts: [[range(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what time was the meetup at the airport on the first day",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "name of the riad from the first night",
    parts: [[/l[- ]?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how much was the riad l authentic",
    parts: [[usd(45)]],
    links: [tripDay(0), "/budget", "/accommodations"],
  },
  {
    question: "airport transfer how much, and is that per person?",
    parts: [[usd(45)], [/\bcar\b/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "whats day 1 about",
    parts: [[/rest\s*(?:&|and)\s*relax/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time is villa check in",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  {
    question: "we leave the villa tmrw, whats the official checkout time",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites n pools at the villa",
    parts: [[num(13)], [/\b(?:2|two)\s*pools?/i]],
    links: ["/accommodations"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[range(20, 25)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50)]],
    links: ["/budget", "/faq", "/accommodations"],
  },
  {
    question: "how much is breakfast at the villa + how do i sign up",
    parts: [[usd(10)], [/(?:night|evening|day) before/i]],
    links: ["/faq", tripDay(2)],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "what do they actually do in the hammam ritual",
    parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]],
    links: [tripDay(1)],
  },
  {
    question: "how do i book a massage",
    parts: [[/host/i]],
    links: ["/faq", tripDay(1)],
  },
  {
    question: "what time was the balloon pickup on monday",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/(?:an?|one|1)\s*hours?/i]],
    links: [tripDay(3)],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[/(?:40|forty)\s*min/i]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "what kinda food is nobu",
    parts: [[/japanese|peruvian/i]],
    links: ["/dinners", tripDay(3)],
  },
  {
    question: "what does the 28th look like",
    parts: [[/explore fes|fes el[- ]?bali|tanner(?:y|ies)|bou inania/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time's the train to fes on thursday",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how long is the train ride to fes",
    parts: [[/(?:6|six)[- ]?hours?/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "how much r the train tickets to fes and who's got them",
    parts: [[usd(45)], [/host/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "what cities does the fes train go thru",
    parts: [[/rabat|meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time do we get to the fes riad on the 27th",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "what time is sunrise + breakfast at the camp on thursday",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "how many nights are we in fes and how much is it",
    parts: [[/(?:3|three)\s*nights?/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  U("whats the name of the riad in fes"),
  U("whats the address of the fes riad, my mum wants it"),
  {
    question: "friday morning what's the plan",
    parts: [[/fes el[- ]?bali|blue gate|bou jeloud|guided walk/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time's the tannery",
    parts: [[clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "why do they hand out mint at the tannery lol",
    parts: [[/smell/i]],
    links: [tripDay(7)],
  },
  {
    question: "how old is al quaraouiyine, when was it founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have",
    parts: [[/9[,.\s]?000/]],
    links: [tripDay(7)],
  },
  {
    question: "dinner friday night in fes, where and what time",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "bou inania madrasa is from what century",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "saturday is chefchaouen right? how long's the drive",
    parts: [[/(?:4|four)\s*hours?/i]],
    links: [tripDay(8)],
  },
  {
    question: "what should i eat in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "is the fes part of the schedule final?",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  // --- The last days, departure, money and practicalities ---
  {
    question: "what time do we leave chefchaouen to head back",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "whats the viewpoint hike in chefchaouen",
    parts: [[/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "when do people start leaving",
    parts: [[/day\s*(?:8|eight)|saturday|(?<!\d)29(?:th)?(?!\d)/i]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "last day what time's the train to casa",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how long is fes to casablanca by train",
    parts: [[/(?:4|four)\s*hours?/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "farewell lunch where & when",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "whats the dress code for rick's cafe",
    parts: [[/smart casual/i]],
    links: [tripDay(9)],
  },
  {
    question: "hassan ii mosque how much + what do i wear",
    parts: [[usd(13)], [/scarf|socks|shoulders|arms|knees/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the hassan ii minaret",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "what airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "what time should my flight home be on the 30th",
    parts: [[/18[:h.]00|6\s?(?::00)?\s?p\.?\s?m|evening/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the casa airport from the city",
    parts: [[/(?:45|forty[- ]?five)\s*min/i]],
    links: [tripDay(9)],
  },
  {
    question: "should i change my leftover dirhams back home or spend them",
    parts: [[/hard to change/i]],
    links: [tripDay(9)],
  },
  U("whats the menu at ricks cafe and how much is lunch there"),
  U("which platform does the casablanca train leave from"),
  U("can i store my luggage somewhere in casablanca before the flight"),
  {
    question: "whats the weather usually like",
    parts: [[range(15, 25)]],
    links: ["/", "/faq"],
  },
  {
    question: "whats the currency and the rate",
    parts: [[/dirham|\bMAD\b/i], [/(?<![\d.,])10\s*(?:MAD|dirhams?|dh)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants",
    parts: [[range(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax",
    parts: [[/(?<![\d.,])28\s*(?:MAD|dirhams?|dh)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much cash should i pull out of the atm at a time",
    parts: [[range(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "bargaining tips? where do i start",
    parts: [[range(40, 50)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "foreign transaction fees on cards roughly?",
    parts: [[range(1, 3)]],
    links: ["/budget"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[range(100, 500)]],
    links: ["/budget"],
  },
  {
    question: "ballpark how much is this whole trip per person",
    parts: [[/\b440\b/i], [/\b943\b/i]],
    links: ["/budget"],
  },
  {
    question: "card machine asks if i want to pay in dollars or dirhams, which one",
    parts: [[/dirhams?|\bMAD\b/i]],
    links: ["/budget"],
  },
  {
    question: "do the souks take cards",
    parts: [[/cash/i]],
    links: ["/budget"],
  },
  {
    question: "which cards work best over there",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "where can i find atms",
    parts: [[/gueliz|hivernage|medina gates|airport/i]],
    links: ["/budget"],
  },
  U("can i change money at the villa"),
  U("is there an atm near the villa"),
  {
    question: "do americans need a visa",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/(?:6|six)\s*months/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/types?\s*c\b/i]],
    links: ["/", "/faq"],
  },
  {
    question: "voltage there?",
    parts: [[/220/]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco in",
    parts: [[/(?:UTC|GMT)\s*\+\s*1/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is alcohol a thing there",
    parts: [[/licensed|hotels?|bars?/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say thank you in darija",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak",
    parts: [[/arabic|darija/i], [/french/i]],
    links: ["/faq"],
  },
  {
    question: "can i take photos of the performers in jemaa el fnaa",
    parts: [[/dirhams?|pay|tip/i]],
    links: ["/faq"],
  },
  {
    question: "is it safe there",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  U("whats the emergency number in morocco"),
  U("nearest pharmacy to the villa?"),
  U("do i need any vaccines for morocco"),
  U("how much is a petit taxi from the villa to the medina"),
  // --- Rupa, the host, the occasion, the site, the gallery, music, the map, and more of today and tomorrow ---
  {
    question: "wait who r u rupa",
    parts: [[/goat/i]],
  },
  {
    question: "rupa how many ppl are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the occasion for this trip again",
    parts: [[/(?<!\d)30(?:th)?(?!\d)|thirtieth/i]],
    links: ["/"],
  },
  {
    question: "whose birthday is it anyway",
    parts: [[/host/i]],
  },
  U("whats the host's name? i'm a plus one and forgot lol"),
  U("what's the hosts whatsapp number"),
  U("what date is the host's actual birthday"),
  {
    question: "whats this trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how do i upload my pics from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once and whats the max size",
    parts: [[num(10)], [/50\s*MB/i]],
    links: ["/gallery"],
  },
  {
    question: "can i upload the videos i took today too",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a photo i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "it says file too large?? whats the limit",
    parts: [[/50\s*MB/i]],
    links: ["/gallery"],
  },
  {
    question: "the music is blasting rn and i'm in a quiet riad lol how do i turn it off",
    parts: [[/bottom[- ]left/i]],
  },
  U("whats the name of the song on the home page, its a vibe"),
  {
    question: "the transportation page just says coming soon, whats up",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "and the purple ones?",
    parts: [[/cultur/i]],
    links: ["/map"],
  },
  {
    question: "recommend a rooftop in the medina for lunch",
    parts: [[/nomad|caf[eé] des [ée]pices|maison de la photographie/i]],
    links: ["/map"],
  },
  {
    question: "where can i get a fancy cocktail, somewhere like a churchill bar?",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /wharton/i, /saint laurent/i]],
    links: ["/"],
  },
  {
    question: "im vegan, who do i tell and by when",
    parts: [[/host/i], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "any haggling tips for this afternoon, how low do i start",
    parts: [[range(40, 50)]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  {
    question: "its 3:30 what should i be doing rn",
    parts: [[/souks?/i]],
    links: [tripDay(4)],
  },
  {
    question: "what's the date tomorrow",
    parts: [[/(?<!\d)26(?:th)?(?!\d)|twenty[- ]?sixth/i]],
    links: [tripDay(5)],
  },
  {
    question: "tomorrow is what day number",
    parts: [[/day\s*(?:5|five)\b/i]],
    links: [tripDay(5)],
  },
  {
    question: "camp dinner tomorrow what time",
    parts: [[clock(19, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "should i bring my big suitcase on the camel tmrw",
    parts: [[/small (?:overnight )?bag|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "day after tomorrow whats happening",
    parts: [[/journey to fes|train to fes|train/i]],
    links: [tripDay(6)],
  },
  U("is the pool at the villa heated? wanna swim tonight"),
  U("whats the villa wifi password"),
  U("can i get a late checkout at the villa tomorrow"),
  U("are there any hammam slots left for tonight"),
  U("what time does dar yacout close tonight"),
  U("who's sharing a tent with me at the camp tomorrow"),
  U("can i bring my drone to the desert tomorrow"),
  U("how old is rupa"),
  U("whats the name of the souk guide today"),
  U("can we do laundry at the villa before we leave tomorrow"),
  U("how much did the photographer this morning cost, do we chip in"),
  U("is there a gym at the villa"),
  U("how much is the chefchaouen day trip"),
  U("how much is the guided walk in fes"),
];
