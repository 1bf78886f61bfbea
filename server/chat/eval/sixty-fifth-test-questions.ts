// SIXTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:00 on Saturday, November 29, 2025 in Morocco (UTC+1), that is 20:00 UTC.
 *
 * It is day 8 of the trip (days are numbered 0 to 9): Saturday, November 29, "Chefchaouen Day Trip".
 * The day page carries the note that the Fes itinerary is still a work in progress, and that some
 * guests begin departing today (goodbyes at breakfast).
 *
 * - This morning: 07:30 the drive from Fes into the Rif mountains (about four hours north, with a
 *   coffee stop); 12:00 the Blue Medina of Chefchaouen (Plaza Uta el-Hammam, the red-walled kasbah on
 *   the main square, lunch of goat cheese and tagine).
 * - This afternoon: 15:00 Ras El Maa spring and the walk up the hill to the Spanish Mosque; 17:00 the
 *   return to Fes (guests flying out early head straight for their transfers).
 * - Now / tonight: back at the riad in Fes el-Bali for a last evening together in Fes. No dinner,
 *   restaurant or time is listed for tonight.
 * - The night is spent at "Our Riad in Fes" (Fes el-Bali): the third and last of its three nights
 *   (Nov 27-29, $90 per person in total).
 * - Yesterday: day 7, Friday, November 28, "Explore Fes": 09:30 guided walk through Fes el-Bali from
 *   Bab Bou Jeloud (the Blue Gate) along Talaa Kebira, past Al Quaraouiyine (founded 859); 11:30 Bou
 *   Inania Madrasa; 14:00 Chouara Tannery (a sprig of mint for the smell); 19:30 riad dinner of
 *   pastilla and tagines.
 * - Tomorrow: day 9, Sunday, November 30, "Casablanca & Departure": check out of the riad, 07:00 train
 *   from Fès station to Casa-Voyageurs (about four hours); 12:30 farewell lunch at Rick's Café
 *   (Boulevard Sour Jdid, smart casual); 15:00 Hassan II Mosque tour (about $13, minaret about 210
 *   metres, shoulders, arms and knees covered, scarf and socks); 18:00 departure for Mohammed V
 *   International Airport (CMN), about 45 minutes from the city. No night is booked after tonight.
 */
export const SIXTY_FIFTH_TEST_CLOCK = new Date("2025-11-29T20:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number in words, as a pattern source, or null when it is not worth spelling out. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[-\\s]?${ONES[ones]!}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]!}\\s+hundred`;
  if (n < 20000 && n % 1000 === 0) return `${numberWords(n / 1000)!}\\s+thousand`;
  return null;
}

/** Digits as a pattern source, thousands separators optional ("9,000" or "9000"). */
function digitsPattern(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or words, not part of a longer number, as a pattern source. */
function amount(n: number): string {
  const words = numberWords(n);
  const digits = `(?<![\\d.,])${digitsPattern(n)}(?!\\d|[.,]\\d)`;
  return words ? `(?:${digits}|\\b${words}\\b(?![-\\s](?:one|two|three|four|five|six|seven|eight|nine)\\b))` : `(?:${digits})`;
}

/** A number in digits or words ("8", "eight"), not part of a longer number. */
const num = (n: number): RegExp => new RegExp(amount(n), "i");

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = `${digitsPattern(n)}(?:\\.00)?(?!\\d|[.,]\\d)`;
  return new RegExp(
    `(?:US)?\\$\\s?${d}|(?<![\\d.,$])${d}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b|\\bUSD\\s?${d}`,
    "i",
  );
}

/** A range such as "$40-60", "40 to 60", "15-25°C", "10-15%", "1000-2000 MAD". */
function between(a: number, b: number): RegExp {
  const unit = "(?:\\s?(?:°\\s?C?|%|percent|MAD|dirhams?|minutes?))?";
  return new RegExp(
    `(?<![\\d.,])(?:US)?\\$?\\s?${digitsPattern(a)}${unit}\\s?(?:-|–|—|to)\\s?(?:US)?\\$?\\s?${digitsPattern(b)}(?!\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const hour12 = h12 < 10 ? `0?${h12}` : String(h12);
  const hour24 = h < 10 ? `0?${h}` : String(h);
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    `(?<![\\d:.])${hour24}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${hour12}${m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A duration in hours ("4 hours", "four-hour", "4h"). */
const hours = (n: number): RegExp => new RegExp(`${amount(n)}[\\s-]*(?:hours?|hrs?|h)\\b`, "i");

/** A duration in minutes ("45 minutes", "forty-five mins"). */
const minutes = (n: number): RegExp => new RegExp(`${amount(n)}[\\s-]*(?:minutes?|mins?)\\b`, "i");

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const sixtyFifthTestQuestions: TestQuestion[] = [
  // ---- Today: day 8, Saturday Nov 29, Chefchaouen Day Trip (it is 21:00) ----
  {
    question: "hey rupa what day of the trip are we on today",
    parts: [[num(8)]],
    links: [tripDay(8)],
  },
  {
    question: "whats todays theme again",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "sorry lost track of time, whats the date today",
    parts: [[/\b29(?:th)?\b|twenty[- ]ninth/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time did we leave fes this morning",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive from fes to chefchaouen",
    parts: [[hours(4)]],
    links: [tripDay(8)],
  },
  {
    question: "chefchaouen is in which mountains again?",
    parts: [[/\brif\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "what did the site call chefchaouen, the blue something of morocco?",
    parts: [[/blue pearl/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats the name of the main square in chaouen where we were at lunch time",
    parts: [[/uta el[- ]?hammam/i]],
    links: [tripDay(8)],
  },
  {
    question: "what was the red walled building on the main square today",
    parts: [[/kasbah/i]],
    links: [tripDay(8)],
  },
  {
    question: "what was the local specialty we were supposed to try for lunch in chefchaouen",
    parts: [[/goat(?:'s)? cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "where was that mountain spring thing this afternoon",
    parts: [[/ras el[- ]?maa/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time did we get to the spring this aft and where did we walk up to after for the view",
    parts: [[clock(15, 0)], [/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "wat time did we leave chefchaouen to come back",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/f[eè]s/i, /riad/i]],
    links: ["/accommodations", tripDay(8)],
  },
  {
    question: "is tonight our last night at the fes riad?",
    parts: [[/\b(?:yes|last)\b/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "whats happening right now, anything planned for tonight?",
    parts: [[/riad/i]],
    links: [tripDay(8)],
  },
  U("what are we having for dinner tonight and what time"),
  {
    question: "are some ppl flying home already today??",
    parts: [[/\bsome\b|\byes\b/i]],
    links: [tripDay(8)],
  },
  U("how many people are leaving early today, like exact number"),
  {
    question: "when were we supposed to say bye to the people leaving today",
    parts: [[/breakfast/i]],
    links: [tripDay(8)],
  },
  {
    question: "my flight is tonight, do i go back to the riad first or what",
    parts: [[/transfer/i]],
    links: [tripDay(8)],
  },
  {
    question: "is the plan for today final or could stuff still change",
    parts: [[/work in progress|(?:may|might|could) (?:still )?change|subject to change/i]],
    links: [tripDay(8)],
  },
  {
    question: "dress code for the blue medina today?",
    parts: [[/shoulders/i, /knees/i]],
    links: [tripDay(8)],
  },
  U("whats the temperature in fes rn"),
  {
    question: "ok so whats next on the schedule",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "what time does our train leave tomorrow",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "tmrw's train goes from which station to which",
    parts: [[/f[eè]s/i, /casa[- ]?voyageurs/i]],
    links: [tripDay(9)],
  },
  {
    question: "how many hours is the train to casablanca tomorrow",
    parts: [[hours(4)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "where are we having lunch tomorrow and what time",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "whats ricks cafe address",
    parts: [[/sour jdid/i]],
    links: [tripDay(9)],
  },
  {
    question: "what should i wear to ricks tomorrow",
    parts: [[/smart casual/i]],
    links: [tripDay(9)],
  },
  {
    question: "and after lunch tmrw?",
    parts: [[/hassan (?:ii|2)|mosque/i]],
    links: [tripDay(9)],
  },
  {
    question: "the mosque tour tomorrow, what time and how much",
    parts: [[clock(15, 0)], [usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "what do i need to wear for the mosque tmrw",
    parts: [[/scarf|socks|shoulders, arms and knees/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "what time do we head to the airport tomorrow and which airport is it",
    parts: [[clock(18, 0)], [/mohammed v|\bCMN\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the airport from casablanca",
    parts: [[minutes(45)]],
    links: [tripDay(9)],
  },
  U("how many hours before my flight should i be at the airport tomorrow"),
  {
    question: "whats tomorrow called on the itinerary",
    parts: [[/casablanca/i, /departure/i]],
    links: [tripDay(9)],
  },
  {
    question: "tomorrow is sunday right? what date is that",
    parts: [[/\b30(?:th)?\b|thirtieth/i]],
    links: [tripDay(9)],
  },
  {
    question: "when do we check out of the fes riad",
    parts: [[/tomorrow|sunday|\b30(?:th)?\b/i]],
    links: [tripDay(9)],
  },
  U("is there breakfast at the riad before the train tomorrow"),
  {
    question: "what should i do with my leftover dirhams before flying",
    parts: [[/spend/i]],
    links: [tripDay(9)],
  },
  {
    question: "what can non muslims actually see inside the mosque tmrw",
    parts: [[/prayer hall/i]],
    links: [tripDay(9)],
  },
  U("do i need to print my train ticket for tomorrow or is it on my phone"),
  {
    question: "tmrw is the last day right? which day number",
    parts: [[num(9)]],
    links: [tripDay(9)],
  },
  {
    question: "wait did we already do the tannery or is that tomorrow",
    parts: [[/yesterday|friday|\b28(?:th)?\b|day\s?7/i]],
    links: [tripDay(7)],
  },
  // ---- Yesterday (day 7, Friday Nov 28) and the journey days ----
  {
    question: "what gate did we go into the medina through yesterday",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time was the tannery yesterday",
    parts: [[clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "whats the name of the tannery we went to",
    parts: [[/chouara/i]],
    links: [tripDay(7)],
  },
  {
    question: "why did they hand us mint at the tannery lol",
    parts: [[/smell/i]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "what was the madrasa yesterday called, the pretty tiled one",
    parts: [[/bou inania/i]],
    links: [tripDay(7)],
  },
  {
    question: "what did we eat at the riad last night",
    parts: [[/pastilla|tagine/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time did the fes walking tour start yesterday",
    parts: [[clock(9, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does fes el bali have",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "main street through the fes medina?",
    parts: [[/talaa kebira/i]],
    links: [tripDay(7)],
  },
  {
    question: "what was yesterday's theme",
    parts: [[/explore f[eè]s/i]],
    links: [tripDay(7)],
  },
  U("what was our guide's name in fes yesterday"),
  U("how much were the guide fees for the fes walk yesterday"),
  {
    question: "what time did we get to the fes riad on the 27th",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "the 27th what time was the train to fes",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "train to fes went through which cities",
    parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]],
    links: [tripDay(6)],
  },
  {
    question: "how long was the train from marrakech to fes",
    parts: [[hours(6)]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  {
    question: "how much was the fes train ticket",
    parts: [[usd(45)]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  {
    question: "how much does the fes riad cost for all the nights",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  {
    question: "how many nights r we in fes total",
    parts: [[num(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what time was sunrise at the camp on thursday",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "wednesday, whats the mountain pass we drove over called",
    parts: [[/tichka/i]],
    links: [tripDay(5)],
  },
  {
    question: "how high up is that pass",
    parts: [[num(2200)]],
    links: [tripDay(5)],
  },
  {
    question: "ait benhaddou was in which movies/shows",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time did the camel ride start on the 26th",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "how much was the desert camp pp",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "what did the camp price cover",
    parts: [[/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "what was i meant to pack for the desert night",
    parts: [[/fleece|layers/i]],
    links: [tripDay(5), "/faq"],
  },
  U("did anyone hand in a lost phone at the desert camp"),
  // ---- Earlier in Marrakech ----
  {
    question: "what day was the photographer",
    parts: [[/tuesday|\b25(?:th)?\b|day\s?4/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "which colours were best for the photoshoot",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  U("what was the photographer's name, want to tag them"),
  {
    question: "majorelle garden ticket price?",
    parts: [[usd(18)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "how much was the ysl museum",
    parts: [[usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "souk guide cost",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what was the palace dinner place called",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much was dar yacout",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "palace dinner dress code",
    parts: [[/dressy|kaftan|djellaba/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "who books the majorelle tickets",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "how much was the hot air balloon",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget", "/faq"],
  },
  {
    question: "balloon pickup time on monday?",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/(?:an|one|1) hour|60 minutes/i]],
    links: [tripDay(3)],
  },
  {
    question: "nobu minimum spend pp?",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  U("whats the refund policy if the balloon gets cancelled for wind"),
  {
    question: "how far is agafay from marrakech",
    parts: [[minutes(40)]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "what time did the trip officially start on the 21st",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "which airport did we fly into",
    parts: [[/menara|\bRAK\b/i]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "how much was the car from the airport",
    parts: [[usd(45), /car/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  {
    question: "name of the first riad, the one night one?",
    parts: [[/l-?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "welcome dinner restaurant?",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "how much was the welcome dinner and how big was the deposit",
    parts: [[between(40, 60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "villa royale check in time",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  {
    question: "checkout time at the villa?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites does the villa have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many pools at the villa",
    parts: [[num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[between(20, 25)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do we have to pay for the villa",
    parts: [[usd(50)]],
    links: ["/accommodations", "/budget", "/faq", tripDay(1)],
  },
  {
    question: "hammam + massage price",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "what soap do they use in the hammam",
    parts: [[/black (?:olive )?soap/i]],
    links: [tripDay(1)],
  },
  {
    question: "who do i book a hammam slot with",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "where was the bday dinner",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "bday dinner price pp",
    parts: [[between(100, 120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "birthday dinner dress code??",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "what time was the birthday dinner on the 23rd",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what time did the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "how much for the bar crawl guide",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "what were the stops on the marrakech walking tour on sunday",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "how much is breakfast at the villa",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq", "/budget"],
  },
  {
    question: "whose birthday is this whole thing for and which one",
    parts: [[/host/i], [/\b30(?:th)?\b|thirt(?:y|ieth)/i]],
    links: ["/"],
  },
  {
    question: "whats the trip even called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "how many days is the trip in total",
    parts: [[num(10)]],
    links: ["/"],
  },
  {
    question: "what does the highlight card on the home page say",
    parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]],
    links: ["/"],
  },
  {
    question: "dirham to dollar rate roughly?",
    parts: [[/\b10\s?(?:MAD|dirhams?|DH)\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much is the tourist tax",
    parts: [[/\b28\s?(?:MAD|dirhams?|DH)\b|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants there",
    parts: [[between(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out of the atm each time",
    parts: [[between(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually budget for shopping",
    parts: [[between(100, 500)]],
    links: ["/budget", tripDay(4)],
  },
  {
    question: "where do i start when haggling",
    parts: [[between(40, 50)]],
    links: ["/faq", "/budget", tripDay(0)],
  },
  {
    question: "ballpark, how much does the whole trip cost per person",
    parts: [[between(440, 943)]],
    links: ["/budget"],
  },
  {
    question: "what voltage is it there and what plug do i need",
    parts: [[/220\s?V/i], [/\bC\s?(?:\/|and|or|&)\s?(?:type\s?)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do us citizens need a visa for morocco",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/(?:six|6) months/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather range supposed to be",
    parts: [[between(15, 25)]],
    links: ["/faq", "/"],
  },
  {
    question: "what time zone is morocco in",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "how far ahead was i supposed to tell the host about my allergies",
    parts: [[/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "is alcohol easy to find or nah",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  U("whats the host's name again? forgot to save their number"),
  U("host's whatsapp number?"),
  U("how do i pay the host back, do they have venmo"),
  U("whats the euro to dirham rate"),
  U("what year was the hassan ii mosque built"),
  // ---- The site, the gallery, the music, the map and Rupa ----
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
    question: "can i upload videos too? how big can they be",
    parts: [[/videos?|\byes\b/i], [/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|\bno\b/i]],
    links: ["/gallery"],
  },
  {
    question: "posted the wrong pic how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download other ppls photos from the gallery",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a slideshow we can put on the tv at the riad tonight",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "how do i turn the music off on the site",
    parts: [[/bottom[- ]left|lower[- ]left/i]],
  },
  {
    question: "what kind of music plays on the home page",
    parts: [[/\boud/i]],
  },
  {
    question: "where do i find rupa on the site",
    parts: [[/bottom[- ]right|lower[- ]right/i]],
    links: ["/faq"],
  },
  {
    question: "who even is rupa",
    parts: [[/goat/i]],
  },
  {
    question: "anything on the transportation page yet?",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "and the orange ones?",
    parts: [[/food/i]],
    links: ["/map"],
  },
  {
    question: "which restaurant was it where u order the lamb shoulder a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "where can we do a cooking class in marrakech",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "churchill's favourite hotel for a cocktail, which one",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "when were the saadian tombs rediscovered",
    parts: [[num(1917)]],
    links: ["/map"],
  },
  U("whats the password to delete photos in the gallery"),
  U("whats the wifi password at the fes riad"),
  U("what's the actual name of our riad in fes"),
  U("phone number for the fes riad? need to call them"),
  U("does ricks cafe have vegan options"),
  U("how much is a taxi from casa voyageurs to ricks tomorrow"),
  U("what time is sunrise tomorrow in fes"),
  U("which terminal at CMN do we fly out of tomorrow"),
  U("whats the name of the song on the home page"),
  U("who am i sharing a room with tonight"),
  U("can i do laundry at the riad tonight"),
  U("how much did today's chefchaouen trip cost"),
  U("which company drove us to chefchaouen today"),
  U("can i get an uber in fes tonight"),
  U("how many photos are in the gallery so far"),
  U("how many bags can i bring on the train tomorrow"),
  U("is there a pharmacy open near our riad tonight"),
  U("whats the score of the real madrid game tonight"),
  U("what time does the hassan ii mosque close tomorrow"),
  U("whats the baggage weight limit for my flight home"),
  U("how late is ricks cafe open tomorrow"),
  U("rupa whats your favourite snack"),
  U("who designed this website"),
  U("do the souks in fes stay open late tonight"),
];
