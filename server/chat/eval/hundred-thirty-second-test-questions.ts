// HUNDRED-THIRTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:00 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * - Today is day 2 of the trip (days run 0 to 9): Sunday, November 23, "Discover Marrakech", the birthday day.
 * - This morning: 08:30 breakfast at Villa Royale ($10 per person; msemen, amlou, orange juice), then from
 *   09:30 the guided medina walking tour of Bahia Palace, Ben Youssef Madrasa and Le Jardin Secret
 *   ($10 per person plus museum fees).
 * - This afternoon: 14:30 pool time and getting ready back at Villa Royale.
 * - Right now: the Golden Birthday Dinner at Comptoir Darna, Hivernage, which began at 19:30
 *   ($100-120 per person; dress code "Golden glam: cocktail attire with a touch of gold"; live music and dancers).
 * - Tonight: 22:30 guided bar crawl through Gueliz and Hivernage ($10 per person for the guide, drinks paid as
 *   you go; smart casual).
 * - The night is spent at Villa Royale.
 * - Yesterday: day 1, Saturday, November 22, "Rest & Relax": a slow morning at Riad L-Authentic (09:30), check-in
 *   at Villa Royale from 15:00 (after 3 PM), hammam and massage from 16:30 ($60), sunset by the pool at 19:30.
 * - Tomorrow: day 3, Monday, November 24, "Desert Fun": hot air balloon at sunrise over the Agafay desert with
 *   pickup at 05:30 ($117; about an hour in the air, Berber breakfast after), Agafay desert day from 11:00
 *   (quad bikes and camels, about $40), back to the villa at 17:00, private rooftop dinner at Nobu at 20:00
 *   (minimum spend $75 per person, smart casual), then another night at Villa Royale.
 */
export const HUNDRED_THIRTY_SECOND_TEST_CLOCK = new Date("2025-11-23T19:00:00Z");

const WORDS: Record<number, string> = {
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
  18: "eighteen",
  20: "twenty",
  21: "twenty[- ]?one",
  22: "twenty[- ]?two",
  23: "twenty[- ]?three",
  28: "twenty[- ]?eight",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
  50: "fifty",
  60: "sixty",
  75: "seventy[- ]?five",
  90: "ninety",
  95: "ninety[- ]?five",
};

/** The digits of a number as a pattern source, allowing a thousands separator ("9,000") and escaping a decimal point. */
function digits(n: number): string {
  const [int = "", frac] = String(n).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, "[,.\\s]?");
  return frac === undefined ? grouped : `${grouped}\\.${frac}`;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const alts = [`(?<![\\d.,])${digits(n)}(?![\\d]|[.,]\\d)`];
  const word = WORDS[n];
  if (word) alts.push(`\\b(?:${word})\\b`);
  return new RegExp(alts.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = digits(n);
  return new RegExp(
    `(?:\\$|US\\$|USD)\\s?${d}(?![\\d]|[.,]\\d)|(?<![\\d.,$])${d}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A range such as "$100-120", "$100 to $120", "10-15%", "1,000-2,000 MAD" or "15-25°C". */
function between(a: number, b: number): RegExp {
  const unit = "(?:\\s?(?:%|percent|MAD|dirhams?|dollars|USD|°\\s?C?|min(?:utes)?))?";
  return new RegExp(
    `(?<![\\d.,])\\$?${digits(a)}${unit}\\s?(?:-|–|—|to|and)\\s?\\$?${digits(b)}(?![\\d]|[.,]\\d)`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 20h, 8:00 pm, 8pm, 8 p.m. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alts = [`(?<!\\d)0?${h}\\s?[:h.]\\s?${mm}(?!\\d)`];
  alts.push(m === 0 ? `(?<![\\d:.])${h12}(?::00)?\\s?${half}` : `(?<![\\d:.])${h12}[:.]${mm}\\s?${half}`);
  if (m === 0) alts.push(`(?<![\\d:.])${h}h(?!\\d)`);
  if (h === 12 && m === 0) alts.push("\\bnoon\\b");
  return new RegExp(alts.join("|"), "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtySecondTestQuestions: TestQuestion[] = [
  // ---- Right now, tonight, today (day 2, Sunday Nov 23, 20:00) ----
  { question: "wait what r we doing rn??", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "whats the restaurant tonight called n what neighbourhood is it in",
    parts: [[/comptoir darna/i], [/hivernage/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "what time did dinner start tonight", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "dress code 4 tonight?? pls", parts: [[/cocktail|glam/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is tonights dinner per person", parts: [[between(100, 120)]], links: [tripDay(2), "/dinners"] },
  {
    question: "is there like live entertainment at dinner tonite",
    parts: [[/danc|musicians|live music/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "what kinda food is comptoir darna", parts: [[/mediterranean/i]], links: ["/dinners"] },
  { question: "what time's the bar crawl tonight", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "where does the bar crawl go tonight", parts: [[/gu[eé]liz/i, /hivernage/i]], links: [tripDay(2)] },
  {
    question: "how much is the bar crawl? and are drinks included",
    parts: [[usd(10)], [/as you go|separately|yourself|your own|not included|pay for (?:your|them)/i]],
    links: [tripDay(2), "/budget"],
  },
  { question: "what do i wear for the bar crawl after dinner", parts: [[/smart casual/i]], links: [tripDay(2)] },
  U("whats the name of the first bar on the crawl tonight"),
  U("what time does the bar crawl end tonight? need to know when to tell my babysitter to call"),
  U("is there a birthday cake tonight or should we order one"),
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "what day of the trip is it today lol i lost track", parts: [[/\bday\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "whats today's theme on the site", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "whats the date today", parts: [[num(23), /nov/i]], links: [tripDay(2)] },
  {
    question: "what did we do this morning again? its all a blur",
    parts: [[/walking tour|bahia|ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  { question: "which palace was it we saw this morning", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "what time did the walking tour start today", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "how much was the walking tour today", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what was that breakfast thing this morning w the pancakes called", parts: [[/msemen/i]], links: [tripDay(2)] },
  { question: "this afternoon was just chilling right? what was the plan", parts: [[/pool/i]], links: [tripDay(2)] },
  {
    question: "what was on yesterday",
    parts: [[/hammam|villa royale|check(?:ed)?[- ]?in|rest (?:&|and) relax|sunset/i]],
    links: [tripDay(1)],
  },
  { question: "what time did we check in at the villa yesterday", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations"] },
  { question: "how much was the hammam + massage yesterday", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },

  // ---- Tomorrow (day 3, Monday Nov 24) ----
  { question: "whats happening tomorrow", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "what time is the balloon pickup tmrw", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  {
    question: "balloon tmrw, how much and how long are we actually up there",
    parts: [[usd(117)], [/(?:an|one|1)\s?hour|60\s?min/i]],
    links: [tripDay(3)],
  },
  {
    question: "what should i wear tomorrow morning, is it gonna be cold?",
    parts: [[/layers/i], [/freez/i]],
    links: [tripDay(3)],
  },
  { question: "do we get breakfast on the balloon thing tmrw", parts: [[/berber/i]], links: [tripDay(3)] },
  { question: "how far is the balloon place from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3)] },
  { question: "what time do we leave for the agafay desert day tmrw", parts: [[clock(11, 0)]], links: [tripDay(3)] },
  { question: "what do we actually do in agafay", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "when do we get back to the villa tmrw", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "whats dinner tmrw night", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "nobu tmrw what time & whats the min spend",
    parts: [[clock(20, 0)], [usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  U("what's the name of the balloon company tomorrow"),
  U("is the balloon cancelled if it's windy tmrw? do we get a refund"),
  U("who was our tour guide this morning, i want to leave him a review"),
  U("whats the villa wifi password"),
  U("whats the host's phone number"),
  { question: "do i have to sign up for breakfast tmrw", parts: [[/(?:night|evening) before/i]], links: [tripDay(2), "/faq"] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "where do we sleep tmrw night", parts: [[/villa/i]], links: ["/accommodations"] },
  { question: "nobu dress code tmrw?", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food is nobu tmrw, is it sushi", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "where's nobu tmrw night, what part of town", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  { question: "what day of the week is tmrw", parts: [[/monday/i]], links: [tripDay(3)] },
  {
    question: "and the day after tomorrow??",
    parts: [[/majorelle|photo ?shoot|photographer|gardens (?:&|and) souks/i]],
    links: [tripDay(4)],
  },

  // ---- Later this week: day 4 (Tue Nov 25) to day 6 (Thu Nov 27) ----
  {
    question: "when's the photographer coming & what time",
    parts: [[/tuesday|\bday\s*(?:4|four)\b|\b25(?:th)?\b/i], [clock(8, 30)]],
    links: [tripDay(4), "/"],
  },
  { question: "what colours look best for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle tix how much", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "and the ysl museum? how much is that one", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy my own majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "souk guide on tuesday cost?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time is the souk shopping on the 25th", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  {
    question: "palace dinner - where is it and how much",
    parts: [[/dar yacout/i], [/individual|yourself|your own|separately|at the restaurant/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what do i wear to dar yacout", parts: [[/kaftan|djellaba|dressy|evening outfit/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how high is the mountain pass we drive over", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "whats the name of that mountain pass again", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "ait ben haddou, what was filmed there", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  {
    question: "desert camp how much + whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "whats the camel ride time on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where do we sleep wed night", parts: [[/desert camp|zagora|berber tent/i]], links: ["/accommodations", tripDay(5)] },
  { question: "what should i pack for the desert", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "i get carsick, anything i should know for the drive to the desert", parts: [[/motion[- ]sickness|tablet/i]], links: [tripDay(5), "/faq"] },
  U("what's the desert camp called"),
  U("is there wifi or phone signal at the desert camp"),
  U("are there proper hot showers at the camp"),
  { question: "how long is the train to fes", parts: [[num(6), /hours?|hrs?/i]], links: [tripDay(6), "/faq"] },
  { question: "train to fes price", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  { question: "what time's the train on the 27th", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "which cities does the train pass thru", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("whats the train number and which platform for fes"),
  U("what's our riad in fes actually called? need it for my insurance form"),
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },

  // ---- Rupa, the host, the occasion, the squad ----
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]right/i]] },
  { question: "whats this website called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  {
    question: "whose birthday is this whole trip for and how old",
    parts: [[/host/i], [anyOf(num(30), /thirtieth/i)]],
    links: ["/"],
  },
  U("whats the host's name? i only know her from the group chat"),
  U("how old is rupa"),
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  U("which suite am i in at the villa"),
  {
    question: "do i have to pay for the villa? how much",
    parts: [[/optional/i], [usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  // ---- Fes, Chefchaouen and Casablanca: day 7 (Fri Nov 28) to day 9 (Sun Nov 30) ----
  { question: "how many lanes r in the fes medina", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "whats the blue gate in fes called", parts: [[/bou jeloud/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "tannery day, why do they give u mint", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "what time is the tannery on friday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "where r we eating friday night in fes", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "is the fes itinerary final or still changing?", parts: [[/work in progress|may change|not final|still being/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on the 29th", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best viewpoint in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what day do ppl start heading home", parts: [[/\bday\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "what r we doing on the 30th", parts: [[/hassan\s?(?:ii|2)|rick'?s/i]], links: [tripDay(9)] },
  { question: "train fes to casa how long", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s caf[eé]/i]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "mosque dress code? anything i need to bring", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at the casablanca mosque", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: ["/faq", tripDay(9)] },
  { question: "how long from casablanca to the airport", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time should i book my flight home for on the last day", parts: [[anyOf(/evening/i, clock(18, 0))]], links: ["/faq", tripDay(9)] },
  { question: "can i fly out of fes instead of casablanca", parts: [[/\bday\s*(?:8|eight)\b|\b29(?:th)?\b|saturday|yes/i]], links: ["/faq"] },
  U("what time is my flight home? i forgot to check"),
  U("is there somewhere to leave our luggage in casablanca before the flight"),
  U("how much is a taxi from rick's cafe to the mosque"),

  // ---- Money, practicalities, culture ----
  { question: "what currency do they use", parts: [[/dirham|MAD/i]], links: ["/faq", "/budget"] },
  { question: "how many dirhams to a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "im at dinner rn, how much should i tip", parts: [[between(10, 15)]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "im out of cash rn, how much should i take out at the atm", parts: [[between(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "how low do i start when haggling", parts: [[between(40, 50)]], links: ["/budget", "/faq"] },
  { question: "will my card charge me fees", parts: [[between(1, 3)]], links: ["/budget"] },
  { question: "how much do ppl usually spend on shopping", parts: [[between(100, 500)]], links: ["/budget"] },
  { question: "my phone is dying rn which plug adapter do i need", parts: [[/\bC\s?(?:\/|and|or|&)\s?(?:type\s?)?E\b|type c/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[num(220)]], links: ["/faq"] },
  { question: "do americans need a visa", parts: [[/visa[- ]free|no visa|(?:n'?t|not) need/i]], links: ["/faq"] },
  { question: "whats the weather gonna be like tmrw", parts: [[between(15, 25)]], links: ["/faq", "/"] },
  { question: "can i drink the tap water at the villa tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we actually drink at the bar crawl tonight, is alcohol a thing there", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  { question: "how do i say thank you to the waiter tonight", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  U("do i need any vaccines for morocco"),
  U("is uber a thing in marrakech"),
  U("what's the emergency number in morocco"),
  U("how much does a sim card cost at the airport"),
  U("whats the closest pharmacy to the villa"),
  { question: "is morocco safe?", parts: [[/pickpocket/i]], links: ["/faq"] },
  // ---- The gallery, the music and the site's pages ----
  { question: "how do i upload my pics from tonight", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "can i upload all 30 vids from tonight at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit on videos", parts: [[num(50), /MB|megabytes?/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|don'?t have to|not required|no need/i]], links: ["/gallery"] },
  { question: "i just uploaded the wrong pic rn how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("what's the password to delete photos"),
  { question: "can i save other ppls photos from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can we put everyone's photos up on the tv at the villa tonight", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  U("when will the photographer's pics from tuesday be in the gallery"),
  U("how long will the gallery stay online after the trip"),
  { question: "the music is blasting rn how do i shut it off", parts: [[/mute|bottom[- ]left/i]] },
  { question: "why does the music stop when i open the gallery", parts: [[/no (?:background )?music|paus|doesn'?t have|no track|silent|without music/i]] },
  U("what's the song on the home page called, i want it on my playlist"),
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are the restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "where can i see all the recommended places", parts: [[/map/i]], links: ["/map"] },
  { question: "what's on the transportation page", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "who said marrakech is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:decided|determined|confirmed)/i]], links: ["/"] },

  // ---- Budget, stays, dinners ----
  { question: "roughly how much is this whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  {
    question: "villa how many bedrooms & pools",
    parts: [[num(13)], [/\b(?:2|two)\s+(?:swimming\s+)?pools?/i]],
    links: ["/accommodations", "/faq"],
  },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town, like how long back after the crawl tonight", parts: [[between(20, 25)]], links: ["/accommodations", "/faq"] },
  { question: "what was the riad on the first night called", parts: [[/l[- ]?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "how much was the riad", parts: [[usd(45)]], links: ["/accommodations", "/budget", tripDay(0)] },
  { question: "where was the welcome dinner on friday", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "welcome dinner price + was there a deposit?",
    parts: [[between(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "when did the trip officially kick off", parts: [[num(21), clock(11, 0)]], links: ["/", "/faq"] },
  {
    question: "i have a nut allergy who do i tell and how far ahead",
    parts: [[/host/i], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  { question: "which dinners are the special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "can i book a massage for another day", parts: [[/host/i]], links: ["/faq", tripDay(1)] },
  U("are the pools heated? thinking of a night swim later"),
  U("does the villa have a gym"),
  U("can i bring a plus one"),
  U("how much did the host pay for the villa"),
  U("who am i sharing a room with"),
  U("what's the villa's street address"),
  {
    question: "what are the 4 places we're staying",
    parts: [[/l[- ]?authentic/i, /villa royale/i, /desert camp|zagora/i, /\bf[eè]s\b/i]],
    links: ["/accommodations"],
  },
  { question: "where can i get mint tea looking over the spice market", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "any cooking class recs?", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "im at dinner rn, can i pay by card here", parts: [[/visa|mastercard|larger|bigger/i]], links: ["/budget", "/faq"] },
  { question: "is it gonna be cold tonight", parts: [[/cool|sweater|layer|chilly/i]], links: ["/faq", tripDay(1)] },
  U("who's the bar crawl guide tonight, whats his name"),
  U("how many ppl signed up for the balloon tmrw"),
  U("what's the name of the band playing at comptoir darna tonight"),
  U("is rupa a boy or a girl"),
];
