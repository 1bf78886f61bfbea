// FORTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * 11:00 on Friday, November 28, 2025 in Morocco (UTC+1): day 7 of the trip (day 0 is
 * Friday, November 21), "Explore Fes".
 *
 * This morning: the guided walk through Fes el-Bali began at 09:30 at Bab Bou Jeloud (the
 * Blue Gate) and followed Talaa Kebira past bakeries, copper beaters and weavers, with a look
 * into the Al Quaraouiyine mosque and university (founded 859). Next, at 11:30: the
 * 14th-century Bou Inania Madrasa.
 * This afternoon: the Chouara Tannery at 14:00, watched from a leather shop terrace (take the
 * sprig of mint). Tonight: dinner at our riad in Fes el-Bali at 19:30 (pastilla and tagines in
 * the courtyard, then tea on the roof). The Fes days are marked as a work in progress.
 * Yesterday (day 6, Thursday, November 27, "Journey to Fes"): sunrise over the dunes and camp
 * breakfast at 06:30 in Zagora, the drive back over the Atlas to Marrakech from 08:00, the
 * 6-hour train to Fes at 15:00 ($45 per person) by way of Casablanca, Rabat and Meknes, and
 * check-in at the Fes riad at 21:00, porters with handcarts meeting us at the medina gate.
 * Tomorrow (day 8, Saturday, November 29, "Chefchaouen Day Trip"): leave at 07:30 for about
 * four hours' drive into the Rif, the blue medina and Plaza Uta el-Hammam at 12:00 (goat cheese
 * and tagine for lunch), Ras El Maa and the Spanish Mosque at 15:00, back to Fes at 17:00. Some
 * guests begin departing, so goodbyes are said at breakfast.
 * The day after tomorrow (day 9, Sunday, November 30): train to Casablanca at 07:00, lunch at
 * Rick's Café at 12:30, the Hassan II Mosque at 15:00 and airport transfers at 18:00.
 */
export const FORTY_SEVENTH_TEST_CLOCK = new Date("2025-11-28T10:00:00Z");

// ---------------------------------------------------------------------------
// Helpers: each builds a key that accepts every reasonable way of writing one
// fact (digits or words, "$45" or "45 dollars", "20:00" or "8 pm", "day 4" or
// "Tuesday"), and never the wording of the question.
// ---------------------------------------------------------------------------

type Key = string | RegExp;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words, as a pattern ("twenty[- ]?two"), or null. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const rest = n % 10;
  return rest === 0 ? tens : `${tens}[- ]?${ONES[rest]!}`;
}

/** A number's digits as a pattern; thousands may be grouped ("9000", "9,000", "9 000"). */
function digits(n: number): string {
  const plain = String(n);
  if (!Number.isInteger(n) || n < 1000) return escapeRegExp(plain);
  const grouped = n.toLocaleString("en-US").replace(/,/g, "[,.\\s\\u202f]");
  return `(?:${plain}|${grouped})`;
}

/** A number in digits or words, never part of a longer number. */
function num(n: number): RegExp {
  const words = numberWords(n);
  const figure = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  return new RegExp(words ? `${figure}|\\b(?:${words})\\b` : figure, "i");
}

const CURRENCY_BEFORE = "(?:US\\s?\\$|\\$|USD\\s?|US dollars?\\s)";
const CURRENCY_AFTER = "\\s?(?:\\$|USD\\b|US dollars?\\b|dollars?\\b|bucks\\b)";
const RANGE_SEPARATOR = "\\s?(?:-|–|—|to|and)\\s?";

/** A US dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars", "$45.00". */
function usd(amount: number): RegExp {
  const figure = `${digits(amount)}(?:\\.00)?`;
  return new RegExp(
    `${CURRENCY_BEFORE}\\s?${figure}(?!\\d|[.,]\\d)|(?<![\\d.,])${figure}${CURRENCY_AFTER}`,
    "i",
  );
}

/** A US dollar range: "$40-60", "$40–$60", "$40 to $60", "40-60 dollars", "USD 40-60". */
function usdRange(low: number, high: number): RegExp {
  const lo = digits(low);
  const hi = digits(high);
  return new RegExp(
    `${CURRENCY_BEFORE}\\s?${lo}${RANGE_SEPARATOR}${CURRENCY_BEFORE}?\\s?${hi}(?!\\d)` +
      `|(?<![\\d.,])${lo}${RANGE_SEPARATOR}${hi}${CURRENCY_AFTER}`,
    "i",
  );
}

const MAD_AFTER = "\\s?(?:MAD\\b|dirhams?\\b|dhs?\\b)";

/** A dirham amount: "28 MAD", "MAD 28", "28 dirhams", "28 DH". */
function mad(amount: number): RegExp {
  const figure = digits(amount);
  return new RegExp(`(?<![\\d.,])${figure}${MAD_AFTER}|\\bMAD\\s?${figure}(?!\\d)`, "i");
}

/** A dirham range: "1000-2000 MAD", "1,000 to 2,000 dirhams", "MAD 1000-2000". */
function madRange(low: number, high: number): RegExp {
  const lo = digits(low);
  const hi = digits(high);
  return new RegExp(
    `(?<![\\d.,])${lo}(?:${MAD_AFTER})?${RANGE_SEPARATOR}${hi}${MAD_AFTER}` +
      `|\\bMAD\\s?${lo}${RANGE_SEPARATOR}(?:MAD\\s?)?${hi}(?!\\d)`,
    "i",
  );
}

const PERCENT = "\\s?(?:%|percent\\b|per cent\\b)";

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function pct(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.])${low}(?:${PERCENT})?${RANGE_SEPARATOR}${high}${PERCENT}`, "i");
}

/** A count of some unit: "4 hours", "four-hour", "4h", "3 nights". */
function counted(n: number, unit: string): RegExp {
  const words = numberWords(n);
  const amount = `(?:(?<![\\d.,])${n}(?!\\d)${words ? `|\\b(?:${words})` : ""})`;
  return new RegExp(`${amount}[- ]?${unit}`, "i");
}
const hours = (n: number) => counted(n, "(?:hours?\\b|hrs?\\b|h\\b)");
const minutes = (n: number) => counted(n, "(?:minutes?\\b|mins?\\b)");
const nights = (n: number) => counted(n, "nights?\\b");

/** A time of day: "20:00", "20h00", "20h", "8 pm", "8:00 p.m.", "8 in the evening"; "half past" for :30. */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const afternoon = hour >= 12;
  const meridiem = afternoon ? "p\\.?\\s?m\\b\\.?" : "a\\.?\\s?m\\b\\.?";
  const minutes12 = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const partOfDay = afternoon ? "(?:in the (?:afternoon|evening)|at night|tonight)" : "in the morning";
  const alternatives = [
    `(?<![\\d:.])0?${hour}\\s?[:h.]\\s?${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minutes12}\\s?${meridiem}`,
    `(?<![\\d:.])${h12}${minutes12}\\s(?:o'?clock\\s)?${partOfDay}`,
  ];
  if (minute === 0) alternatives.push(`(?<![\\d:.])0?${hour}h(?![\\d])`);
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  if (minute === 30) alternatives.push(`half past ${numberWords(h12)!}`);
  return new RegExp(alternatives.join("|"), "i");
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * A trip day (0 = Friday, November 21, 2025): "day 4", "day four", "Nov 25", "November 25th",
 * "25th of November", "the 25th", "2025-11-25", the weekday name, or a relative word
 * (a pattern such as "tomorrow|tmrw") read against the clock.
 */
function tripDay(day: number, relative?: string): RegExp {
  const date = new Date(Date.UTC(2025, 10, 21 + day));
  const dd = date.getUTCDate();
  const weekday = WEEKDAYS[date.getUTCDay()]!;
  const ordinal = "(?:st|nd|rd|th)?";
  const alternatives = [
    `\\bday\\s?(?:${day}(?!\\d)|${numberWords(day)!}\\b)`,
    `\\bnov(?:ember|\\.)?\\s?${dd}${ordinal}(?!\\d)`,
    `(?<![\\d.,$])${dd}${ordinal}\\s(?:of\\s)?nov`,
    `\\bthe\\s${dd}(?:st|nd|rd|th)\\b`,
    `2025-11-${dd}`,
    `\\b${weekday}\\b`,
  ];
  if (relative) alternatives.push(`\\b(?:${relative})\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** Any one of several keys. */
function anyOf(...keys: Key[]): RegExp {
  return new RegExp(
    keys.map((key) => (typeof key === "string" ? escapeRegExp(key) : `(?:${key.source})`)).join("|"),
    "i",
  );
}

/** The plug types, however written: "Type C/E", "types C and E", "C or E". */
const PLUGS = /\b(?:types?\s)?c\s?(?:\/|\sand\s|\sor\s|&|,)\s?(?:types?\s)?e\b/i;
const FES = /\bf[eè][sz]\b/i;
const HASSAN_II = /hassan\s?(?:ii|2|the second)\b/i;
const BOU_INANIA = /bou[- ]?(?:'|\s)?inania/i;

/** Links: the page that is the home of a fact. */
const dayPage = (n: number) => [`/day/${n}`];
const dinnerPages = (n: number) => [`/day/${n}`, "/dinners"];

export const fortySeventhTestQuestions: TestQuestion[] = [
  // ----- Today (day 7, Friday Nov 28, Explore Fes), yesterday, tomorrow -----
  {
    question: "whats the plan today",
    parts: [[BOU_INANIA, /tanner/i]],
    links: dayPage(7),
  },
  {
    question: "what time's the tannery thing",
    parts: [[clock(14)]],
    links: dayPage(7),
  },
  {
    question: "do i need to cover up for the medina walk today? are shorts ok",
    parts: [[/shoulders/i, /knees/i]],
    links: dayPage(7),
  },
  {
    question: "where r we eating tonight",
    parts: [[/riad/i]],
    links: dayPage(7),
  },
  {
    question: "what time is dinner tonight?",
    parts: [[clock(19, 30)]],
    links: dayPage(7),
  },
  {
    question: "whats on the menu tonight",
    parts: [[/pastill?a|b[' ]?stilla/i, /tagine/i]],
    links: dayPage(7),
  },
  {
    question: "how much is tonight's dinner at the riad, do i need to bring cash?",
    unanswerable: true,
  },
  {
    question: "heard the tannery absolutely stinks?? any tips",
    parts: [[/mint/i]],
    links: dayPage(7),
  },
  {
    question: "where do we actually watch the tanners from",
    parts: [[/leather/i, /terrace/i]],
    links: dayPage(7),
  },
  {
    question: "when was the quaraouiyine founded",
    parts: [[num(859)]],
    links: dayPage(7),
  },
  {
    question: "how old is the bou inania madrasa",
    parts: [[/14th|fourteenth/i]],
    links: dayPage(7),
  },
  {
    question: "which gate did we go in through this morning",
    parts: [[/bou\s?jeloud|blue gate/i]],
    links: dayPage(7),
  },
  {
    question: "how many lanes are in the fes medina lol",
    parts: [[num(9000)]],
    links: dayPage(7),
  },
  {
    question: "can taxis get into the old medina in fes?",
    parts: [[/car[- ]free|no cars|cars? (?:are|is)n'?t allowed|cars? (?:are|is) not allowed|no vehicles|not allowed|on foot/i]],
    links: dayPage(7),
  },
  {
    question: "what time did we get to the riad last night? felt like midnight",
    parts: [[clock(21)]],
    links: dayPage(6),
  },
  {
    question: "how long was the train ride yesterday",
    parts: [[hours(6)]],
    links: dayPage(6),
  },
  {
    question: "how much was the train to fes again",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "what cities did the train go thru yesterday",
    parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]],
    links: dayPage(6),
  },
  {
    question: "who took our bags to the riad last night?",
    parts: [[/porters?/i]],
    links: dayPage(6),
  },
  {
    question: "what time was the sunrise thing at camp yesterday",
    parts: [[clock(6, 30)]],
    links: dayPage(6),
  },
  {
    question: "what time do we leave for chefchaouen tmrw",
    parts: [[clock(7, 30)]],
    links: dayPage(8),
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[hours(4)]],
    links: dayPage(8),
  },
  {
    question: "why is chefchaouen so famous",
    parts: [[/blue/i]],
    links: dayPage(8),
  },
  {
    question: "whats the local food to try in chefchaouen",
    parts: [[/goat(?:'s)? cheese/i]],
    links: dayPage(8),
  },
  {
    question: "what time do we head back to fes tomorrow",
    parts: [[clock(17)]],
    links: dayPage(8),
  },
  {
    question: "best view spot in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: dayPage(8),
  },
  {
    question: "whats ras el maa",
    parts: [[/spring/i]],
    links: dayPage(8),
  },
  {
    question: "a few of us fly out saturday, when do we say bye to everyone",
    parts: [[/breakfast/i]],
    links: dayPage(8),
  },
  {
    question: "whats the main square in chefchaouen called",
    parts: [[/uta\s?el[- ]?hammam/i]],
    links: dayPage(8),
  },
  {
    question: "is the fes itinerary locked in or could it still change",
    parts: [[/work in progress|may change|might change|could (?:still )?change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "how many nights are we in fes",
    parts: [[nights(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "whats the name of our riad in fes? want to send it to my mom",
    unanswerable: true,
  },
  {
    question: "wifi password at the riad?",
    unanswerable: true,
  },
  {
    question: "what time is breakfast at the riad tomorrow",
    unanswerable: true,
  },
  {
    question: "how much do we pay the guide for today's medina walk",
    unanswerable: true,
  },
  {
    question: "is there an entry fee for the chouara tannery",
    unanswerable: true,
  },
  {
    question: "is it gonna rain tmrw in chefchaouen? do i need a rain jacket",
    parts: [[/(?:rain|light) jacket/i]],
    links: ["/faq"],
  },
  {
    question: "is lunch today covered or do we pay ourselves",
    parts: [[/individual|yourself|your own|on you|not included|pay for (?:it|lunch)|separately/i]],
    links: ["/budget"],
  },
  {
    question: "what's our fes guide's name?",
    unanswerable: true,
  },

  // ----- The trip, the host, Rupa -----
  {
    question: "whose birthday is this whole trip for again",
    parts: [[/host/i, anyOf(num(30), /thirtieth/i)]],
    links: ["/"],
  },
  {
    question: "who r u",
    parts: [[/rupa/i]],
  },
  {
    question: "how many people are on the trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what are the dates of the whole trip",
    parts: [[/(?<!\d)21(?:st)?(?!\d)/, /(?<!\d)30(?:th)?(?!\d)/]],
    links: ["/"],
  },
  {
    question: "whats the host's name? want to get them a gift",
    unanswerable: true,
  },
  {
    question: "how do i delete a photo i put in the gallery",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "what's next on the schedule?",
    parts: [[BOU_INANIA, clock(11, 30)]],
    links: dayPage(7),
  },
  // ----- Marrakech days (0-4), the dinners and the stays -----
  {
    question: "what time was the welcome dinner on friday",
    parts: [[clock(20)]],
    links: dinnerPages(0),
  },
  {
    question: "where was the welcome dinner?",
    parts: [[/foundouk/i]],
    links: dinnerPages(0),
  },
  {
    question: "how much was the deposit to hold the table for the welcome dinner",
    parts: [[usd(20)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "bday dinner dress code??",
    parts: [[/gold/i, /cocktail/i]],
    links: dinnerPages(2),
  },
  {
    question: "how much per person was the birthday dinner",
    parts: [[usdRange(100, 120)]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "what was the name of the birthday dinner place",
    parts: [[/comptoir darna/i]],
    links: dinnerPages(2),
  },
  {
    question: "what day was the palace dinner",
    parts: [[tripDay(4)]],
    links: dinnerPages(4),
  },
  {
    question: "how did we pay at dar yacout, was it in the group price",
    parts: [[/individual|yourself|your own|separately/i]],
    links: dinnerPages(4),
  },
  {
    question: "nobu minimum spend?",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kinda food was nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: dinnerPages(3),
  },
  {
    question: "how much was the hot air balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "what time was balloon pickup on monday",
    parts: [[clock(5, 30)]],
    links: dayPage(3),
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\b(?:an|one|1)[- ]hour|(?:60|sixty)[- ]min/i]],
    links: dayPage(3),
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[minutes(40)]],
    links: ["/day/3", "/map"],
  },
  {
    question: "which day was the photoshoot",
    parts: [[tripDay(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours were we supposed to wear for the photos",
    parts: [[/jewel/i, /white/i, /gold/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle ticket price? and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "how much was the souk guide",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what's actually in the hammam treatment",
    parts: [[/black (?:olive )?soap/i, /kessa|scrub/i, /argan/i]],
    links: dayPage(1),
  },
  {
    question: "hammam + massage price",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "what time could we check into the villa",
    parts: [[clock(15)]],
    links: ["/accommodations", "/day/1", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[clock(11)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites n pools does the villa have",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do we have to pay for villa royale",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "how much was breakfast at the villa",
    parts: [[usd(10)]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "what did they serve for breakfast at the villa",
    parts: [[/msemen/i, /amlou/i]],
    links: dayPage(2),
  },
  {
    question: "which neighbourhoods did the bar crawl go to",
    parts: [[/gu[eé]liz/i, /hivernage/i]],
    links: dayPage(2),
  },
  {
    question: "bar crawl - how much was the guide and were drinks included?",
    parts: [[usd(10)], [/as you go|pay for (?:your )?(?:own )?drinks|not included|separately|yourself|your own/i]],
    links: dayPage(2),
  },
  {
    question: "what sights were on the sunday walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: dayPage(2),
  },
  {
    question: "how much did the walking tour cost",
    parts: [[usd(10), /museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what time was the birthday dinner",
    parts: [[clock(19, 30)]],
    links: dinnerPages(2),
  },
  {
    question: "what's the first riad called",
    parts: [[/l[- ]?authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "how much was the first riad night",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "airport transfer - how much and can i pay by card?",
    parts: [[usd(45), /car/i], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "which airport did we fly into",
    parts: [[/menara|\bRAK\b/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "what time did the trip officially kick off on the 21st",
    parts: [[clock(11)]],
    links: ["/faq", "/day/0", "/"],
  },
  {
    question: "how much is a sim card at the marrakech airport",
    unanswerable: true,
  },
  {
    question: "which phone network has the best signal out in the desert",
    unanswerable: true,
  },
  {
    question: "what was the balloon company called? want to leave a review",
    unanswerable: true,
  },
  {
    question: "whats the photographer's name or insta from tuesday",
    unanswerable: true,
  },
  {
    question: "roughly how many dirhams was dinner at dar yacout per person",
    unanswerable: true,
  },
  {
    question: "what's the villa's exact street address",
    unanswerable: true,
  },
  {
    question: "can i bring a plus one to the bday dinner",
    unanswerable: true,
  },
  {
    question: "how long was the quad bike ride in agafay",
    unanswerable: true,
  },
  {
    question: "im vegan, who do i tell and how far in advance",
    parts: [[/host/i], [/(?:two|2)[- ]weeks?/i]],
    links: ["/dinners"],
  },
  {
    question: "how many of the big featured dinners are there",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  // ----- The desert, Casablanca, money and the FAQ -----
  {
    question: "whats the mountain pass we drove over to get to the desert",
    parts: [[/tichka/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "how high up is the tichka pass",
    parts: [[num(2200)]],
    links: dayPage(5),
  },
  {
    question: "what movies were filmed at ait benhaddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: dayPage(5),
  },
  {
    question: "what time was the camel ride on wednesday",
    parts: [[clock(16, 30)]],
    links: dayPage(5),
  },
  {
    question: "desert camp price + whats included in it",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "where exactly was the desert camp",
    parts: [[/zagora/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "which night did we sleep in the desert",
    parts: [[tripDay(5)]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "packing list for the desert camp?",
    parts: [[/fleece/i, /scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "what time is the train to casablanca on sunday",
    parts: [[clock(7)]],
    links: dayPage(9),
  },
  {
    question: "how long is the train from fes to casa",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which station do we arrive at in casablanca",
    parts: [[/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick'?s/i]],
    links: dayPage(9),
  },
  {
    question: "what time is the farewell lunch on the 30th",
    parts: [[clock(12, 30)]],
    links: dayPage(9),
  },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "what do i wear to the mosque",
    parts: [[/shoulders/i, /knees/i, /scarf/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan 2",
    parts: [[num(210)]],
    links: dayPage(9),
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[minutes(45)]],
    links: dayPage(9),
  },
  {
    question: "which airport do we fly home from and when should i book my flight for",
    parts: [[/\bCMN\b|mohammed\s?(?:v|5|the fifth)\b/i], [anyOf(/evening|or later/i, clock(18))]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what do i do with leftover dirhams at the end",
    parts: [[/spend/i]],
    links: dayPage(9),
  },
  {
    question: "exchange rate?",
    parts: [[anyOf(mad(10), mad(100))]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much do u tip at restaurants",
    parts: [[pct(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax how much",
    parts: [[anyOf(mad(28), usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[madRange(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start when haggling",
    parts: [[pct(40, 50)]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "foreign transaction fees on cards?",
    parts: [[pct(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "which cards work best there",
    parts: [[/visa/i, /master ?card/i]],
    links: ["/budget"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[usdRange(100, 500)]],
    links: ["/budget", "/faq", "/day/4"],
  },
  {
    question: "ballpark how much is this whole trip costing per person",
    parts: [[usdRange(440, 943)]],
    links: ["/budget"],
  },
  {
    question: "whats the total of the must-pay costs, and how much are all the optional extras together",
    parts: [[usdRange(440, 480)], [usd(463)]],
    links: ["/budget"],
  },
  {
    question: "what plug adapter do i need and what voltage",
    parts: [[PLUGS], [/220\s?v/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do americans need a visa",
    parts: [[anyOf(/visa[- ]free/i, /(?:no|don'?t need an?|do not need an?|not need an?|without an?) visa/i), num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/(?:six|6)[- ]months?/i]],
    links: ["/faq"],
  },
  {
    question: "what language do ppl speak and how do i say thank you",
    parts: [[/darija|arabic/i], [/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can i get a drink there? and can i drink on the street",
    parts: [[/licen[cs]ed|hotels?|bars?/i], [/public/i]],
    links: ["/faq"],
  },
  {
    question: "is the tap water ok",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b|\+01:00/i]],
    links: ["/faq"],
  },
  {
    question: "how do petit taxis work",
    parts: [[/meter/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "what's the weather normally like in the daytime",
    parts: [[/15\s?(?:°\s?C?)?\s?(?:-|–|to|and)\s?25/i]],
    links: ["/", "/faq"],
  },
  {
    question: "the tichka road is it super windy? i get carsick",
    parts: [[/tablet|pill|medic/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "how much is a petit taxi from the villa into gueliz",
    unanswerable: true,
  },
  {
    question: "how long does the hassan ii mosque tour take",
    unanswerable: true,
  },
  {
    question: "how much is lunch at rick's cafe",
    unanswerable: true,
  },
  {
    question: "what terminal do we fly out of at casablanca",
    unanswerable: true,
  },
  {
    question: "do i need any vaccines for morocco",
    unanswerable: true,
  },
  {
    question: "whats the emergency number in morocco if something happens",
    unanswerable: true,
  },
  {
    question: "how much more is first class than second class on the train",
    unanswerable: true,
  },
  // ----- More of the journey -----
  {
    question: "whats the deal with rick's cafe, why is it famous",
    parts: [[/film|movie/i, /casablanca/i]],
    links: dayPage(9),
  },
  {
    question: "what was the plan on saturday the 22nd",
    parts: [[/villa/i, /hammam|massage/i]],
    links: dayPage(1),
  },
  {
    question: "which day was the actual birthday",
    parts: [[tripDay(2)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "which platform does our train leave from in fes on sunday",
    unanswerable: true,
  },
  {
    question: "how much is the train from fes to casablanca",
    unanswerable: true,
  },

  // ----- The site: gallery, music, pages, map -----
  {
    question: "how many pics can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "whats the file size limit for uploads? my videos are big",
    parts: [[/50\s?MB|50\s?mega ?bytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|don'?t have to|do not have to|not required|isn'?t required|no need|not necessary|up to you/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the password to delete pics",
    unanswerable: true,
  },
  {
    question: "can i save a photo from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i turn the music off",
    parts: [[/mute/i, /bottom[- ]left|lower[- ]left|left(?:-hand)? corner/i]],
  },
  {
    question: "what's the name of the song that plays on the itinerary pages",
    unanswerable: true,
  },
  {
    question: "what does the transportation page say",
    parts: [[/coming soon|being finali[sz]ed|finali[sz]ing/i]],
    links: ["/transportation"],
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
    question: "where can i see what stuff should cost before i start haggling",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "what's the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how long will the gallery stay up after the trip",
    unanswerable: true,
  },
  {
    question: "when do we get the photographer's pics from tuesday",
    unanswerable: true,
  },
  {
    question: "rupa whats ur fav food",
    unanswerable: true,
  },
  {
    question: "how old is rupa",
    unanswerable: true,
  },

  // ----- Back to today, tonight, tomorrow and yesterday -----
  {
    question: "which company is driving us to chefchaouen tmrw",
    unanswerable: true,
  },
  {
    question: "how much does the chefchaouen day trip cost",
    unanswerable: true,
  },
  {
    question: "entry fee for bou inania?",
    unanswerable: true,
  },
  {
    question: "does our fes riad have a pool",
    unanswerable: true,
  },
  {
    question: "is there laundry at the riad in fes",
    unanswerable: true,
  },
  {
    question: "what do we do after dinner tonight",
    parts: [[/tea/i, /roof/i]],
    links: dayPage(7),
  },
  {
    question: "whats worth looking at inside bou inania",
    parts: [[/zellige/i, /cedar/i]],
    links: dayPage(7),
  },
  {
    question: "what's the main street we walked down in the fes medina",
    parts: [[/tala[a']?\s?(?:el[- ])?kebira/i]],
    links: dayPage(7),
  },
  {
    question: "what time did the walk start this morning, i overslept",
    parts: [[clock(9, 30)]],
    links: dayPage(7),
  },
  {
    question: "what day of the trip is it today",
    parts: [[/\bday\s?(?:7|seven)\b/i]],
    links: dayPage(7),
  },
  {
    question: "whats happening on the 29th",
    parts: [[/chefchaouen|chaouen/i]],
    links: dayPage(8),
  },
  {
    question: "where do we sleep tmrw night",
    parts: [[/riad/i, FES]],
    links: ["/accommodations", "/day/8"],
  },
  {
    question: "what did we do yesterday morning",
    parts: [[/sunrise/i, /drive|drove|road/i]],
    links: dayPage(6),
  },
  {
    question: "what was the place called where we stopped for lunch yesterday",
    unanswerable: true,
  },
  {
    question: "what will we see on the drive tomorrow",
    parts: [[/olive/i]],
    links: dayPage(8),
  },
  {
    question: "what should i wear walking around chefchaouen tmrw",
    parts: [[/shoulders/i, /knees/i]],
    links: dayPage(8),
  },
  {
    question: "does the villa have a gym",
    unanswerable: true,
  },
  {
    question: "how much is the camel ride in the palmeraie",
    unanswerable: true,
  },
  {
    question: "what time is sunset in chefchaouen tomorrow",
    unanswerable: true,
  },
  {
    question: "my friend cant find where to ask rupa stuff on the site, where's the button",
    parts: [[/bottom[- ]right|lower[- ]right|right(?:-hand)? corner/i]],
  },
  {
    question: "fes riad cost?",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "which day is the mosque visit",
    parts: [[tripDay(9, "day after tomorrow")]],
    links: dayPage(9),
  },
  {
    question: "and the day after tomorrow, what's the plan",
    parts: [[/casablanca/i, HASSAN_II]],
    links: dayPage(9),
  },
  {
    question: "if i have a question you cant answer who do i ask",
    parts: [[/host/i]],
    links: ["/faq"],
  },
  // (end of list)
];
