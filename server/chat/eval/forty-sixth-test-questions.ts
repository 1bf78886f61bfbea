// FORTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the forty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * 14:00 on Saturday, November 29, 2025 in Morocco (UTC+1): day 8 of the trip
 * (day 0 is Friday, November 21), the "Chefchaouen Day Trip".
 *
 * This morning (day 8): some guests begin departing today (goodbyes at
 * breakfast); at 07:30 we drove from Fes into the Rif mountains, about four
 * hours north through olive groves and green hills with a coffee stop; from
 * 12:00 the Blue Medina of Chefchaouen ("the blue pearl of Morocco"): Plaza
 * Uta el-Hammam, the red-walled kasbah on the main square, lunch of goat
 * cheese and tagine (a local speciality).
 *
 * This afternoon and tonight: at 15:00 Ras El Maa (the mountain spring) and the
 * walk up to the Spanish Mosque for the view over the blue town; at 17:00 the
 * drive back to Fes for a last evening together at the riad (guests flying out
 * early head straight for their transfers). Tonight is the third and last
 * night at the Fes riad (nights of Nov 27-29). No dinner time, menu or dress
 * code is given for tonight.
 *
 * Yesterday (day 7, Friday Nov 28, "Explore Fes"): 09:30 guided walk into Fes
 * el-Bali through Bab Bou Jeloud (the Blue Gate) along Talaa Kebira, past Al
 * Quaraouiyine (founded 859); 11:30 Bou Inania Madrasa (14th-century Marinid);
 * 14:00 Chouara Tannery (a sprig of mint for the smell); 19:30 riad dinner of
 * pastilla and tagines, then tea on the roof. No prices are given for day 7.
 *
 * Tomorrow (day 9, Sunday Nov 30, "Casablanca & Departure"): 07:00 check out
 * and train from Fès station to Casa-Voyageurs (about four hours); 12:30
 * farewell lunch at Rick's Café (Boulevard Sour Jdid; smart casual); 15:00
 * Hassan II Mosque tour (about $13; shoulders, arms and knees covered, scarf
 * and socks); 18:00 transfers to Mohammed V International Airport (CMN), about
 * 45 minutes away. Days 7, 8 and 9 carry the note that the Fes itinerary is
 * still a work in progress.
 */
export const FORTY_SIXTH_TEST_CLOCK = new Date("2025-11-29T13:00:00Z");

// ---------------------------------------------------------------------------
// Helpers: each builds a key that accepts every reasonable way of writing one
// fact, and nothing more.

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words, as a pattern fragment ("twenty[- ]?two"). */
function numberWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[- ]?${ONES[ones] ?? ""}`;
}

/** The digits of a number, allowing a thousands separator ("9000", "9,000", "9 000"). */
function digits(n: number): string {
  const text = String(n);
  if (!Number.isInteger(n)) return escapeRegExp(text);
  const groups: string[] = [];
  let rest = text;
  while (rest.length > 3) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  groups.unshift(rest);
  return groups.join("[,.\\s\\u00a0\\u202f]?");
}

/** Not in the middle of a longer number. */
const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, never part of a longer number. */
function num(n: number): RegExp {
  const forms = [`${NOT_BEFORE}${digits(n)}${NOT_AFTER}`];
  const words = numberWords(n);
  if (words) forms.push(`\\b${words}\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars", "45 bucks". */
function usd(amount: number): RegExp {
  const a = digits(amount);
  const cents = Number.isInteger(amount) ? "(?:\\.00)?" : "";
  return new RegExp(
    [
      `\\$\\s?${a}${cents}${NOT_AFTER}`,
      `\\b(?:usd|us\\$)\\s?${a}${cents}${NOT_AFTER}`,
      `${NOT_BEFORE}${a}${cents}\\s?(?:usd|us dollars?|dollars?|bucks|\\$)`,
    ].join("|"),
    "i",
  );
}

/** A dollar range: "$40-60", "$40 - $60", "$40 to $60", "40-60 USD", "between $40 and $60". */
function usdRange(low: number, high: number): RegExp {
  const currency = "(?:\\$|usd\\s?|us\\$)?";
  const unit = "(?:\\s?(?:usd|dollars?))?";
  const to = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(`${NOT_BEFORE}${currency}\\s?${digits(low)}${unit}${to}${currency}\\s?${digits(high)}${NOT_AFTER}`, "i");
}

/** Any range of two numbers, with or without units: "10-15%", "15°C to 25°C", "1,000-2,000 MAD", "$100-$500". */
function span(low: number, high: number): RegExp {
  const unit = "(?:\\s?(?:%|°\\s?c?|degrees?|mad|dhs?|dirhams?|usd|dollars?|min(?:ute)?s?|percent))?";
  const to = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(`${NOT_BEFORE}\\$?${digits(low)}${unit}${to}\\$?${digits(high)}${NOT_AFTER}`, "i");
}

/** An amount of dirhams: "28 MAD", "28 dirhams", "28 DH", "MAD 28", "twenty-eight dirhams". */
function mad(amount: number): RegExp {
  const a = digits(amount);
  const forms = [
    `${NOT_BEFORE}${a}\\s?(?:mad|dhs?|dirhams?)\\b`,
    `\\b(?:mad|dhs?)\\s?${a}${NOT_AFTER}`,
  ];
  const words = numberWords(amount);
  if (words) forms.push(`\\b${words}\\s(?:mad|dhs?|dirhams?)\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A time of day: "20:00", "20h00", "20h", "8 pm", "8:00 p.m.", "8 in the evening"; "noon"; "half past seven". */
function clock(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a" : "p";
  const partOfDay = hour < 12 ? "morning" : "(?:afternoon|evening|night)";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const notPm = hour < 12 ? "(?!\\s?p\\.?\\s?m\\b)" : "";
  const minutes12 = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const forms = [
    `(?<![\\d:.])${h24}\\s?[:h.]\\s?${mm}(?!\\d)${notPm}`,
    `(?<![\\d:.])${h12}${minutes12}\\s?${meridiem}\\.?\\s?m\\b`,
    `(?<![\\d:.])${h12}${minutes12}\\s?(?:o'?clock\\s)?in the ${partOfDay}`,
  ];
  if (minute === 0 && hour >= 13) forms.push(`(?<![\\d:.])${hour}h(?!\\d)`);
  if (hour === 12 && minute === 0) forms.push("\\bnoon\\b", "\\bmidday\\b");
  if (minute === 30) forms.push(`\\bhalf[- ]past (?:${h12}|${numberWords(h12) ?? h12})\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** Day 0 is Friday, November 21, 2025. */
const WEEKDAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"];

/** A trip day: "day 4", "Day four", "Nov 25", "25th of November", "11/25", its weekday, or a relative word. */
function tripDay(dayNumber: number, relative?: string): RegExp {
  const date = 21 + dayNumber;
  const forms = [
    `\\bday\\s?#?\\s?${dayNumber}(?!\\d)`,
    `\\bnov(?:ember|\\.)?\\s?${date}(?:st|nd|rd|th)?(?!\\d)`,
    `(?<!\\d)${date}(?:st|nd|rd|th)?\\s?(?:of\\s)?nov`,
    `\\b11/${date}\\b`,
    `\\b${date}/11\\b`,
  ];
  const words = numberWords(dayNumber);
  if (words) forms.push(`\\bday ${words}\\b`);
  const weekday = WEEKDAYS[dayNumber % 7];
  if (weekday) forms.push(`\\b${weekday}\\b`);
  if (relative) forms.push(`\\b(?:${relative})\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** Any one of several keys. */
function oneOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

/** A question whose only right answer is an honest "I don't know". */
const unknown = (question: string): TestQuestion => ({ question, unanswerable: true });

const day = (n: number): string[] => [`/day/${n}`];
const dinner = (n: number): string[] => [`/day/${n}`, "/dinners"];

// Shared keys.
const medinaDress = [/shoulders/i, /knees/i, /closed[- ]?(?:toe(?:d)?\s)?shoes/i];
const hours = /\bhours?\b|\bhrs?\b|\d\s?h\b/i;
const minutes = /\bmin(?:ute)?s?\b|\d\s?min/i;

// ---------------------------------------------------------------------------

export const fortySixthTestQuestions: TestQuestion[] = [
  // --- First quarter ---
  {
    question: "hey rupa what r we doing today?",
    parts: [[/chaouen/i]],
    links: day(8),
  },
  {
    question: "wait what day of the trip is it today",
    parts: [[/\bday\s?#?\s?(?:8|eight)\b/i]],
    links: day(8),
  },
  {
    question: "how long is the drive from fes to chefchaouen",
    parts: [[num(4), hours]],
    links: day(8),
  },
  {
    question: "what time did we leave this morning lol i was half asleep",
    parts: [[clock(7, 30)]],
    links: day(8),
  },
  {
    question: "whats the famous food in chefchaouen i should try",
    parts: [[/goat(?:'?s)?\s?cheese/i]],
    links: day(8),
  },
  unknown("what time is dinner tonight?"),
  {
    question: "whats on this afternoon after lunch",
    parts: [[/ras el[- ]?ma+/i, /spanish mosque/i]],
    links: day(8),
  },
  {
    question: "when do we head back to fes",
    parts: [[clock(17, 0)]],
    links: day(8),
  },
  {
    question: "tmrw what time is the train to casablanca",
    parts: [[clock(7, 0)]],
    links: day(9),
  },
  {
    question: "how long's the train ride to casa",
    parts: [[num(4), hours]],
    links: day(9),
  },
  unknown("how much is the train ticket to casablanca tomorrow?"),
  {
    question: "where's the farewell lunch tomorrow and what time?",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: day(9),
  },
  {
    question: "yesterday's gate into the old medina, what was it called again",
    parts: [[/bou\s?je?loud|blue gate/i]],
    links: day(7),
  },
  {
    question: "why did the guy hand me a bit of mint at the tannery",
    parts: [[/smell|odou?r|stench|stink/i]],
    links: day(7),
  },
  {
    question: "what time was the welcome dinner on day 0 and where",
    parts: [[clock(20, 0)], [/foundouk/i]],
    links: dinner(0),
  },
  {
    question: "how much was the airport transfer?",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  unknown("whats the hosts name?"),
  {
    question: "whose birthday is this whole trip for and how old",
    parts: [[/host/i], [/\b30(?:th)?\b|thirt(?:y|ieth)/i]],
    links: ["/"],
  },
  {
    question: "how many ppl in the squad",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what plugs does morocco use",
    parts: [[/\bc\s?(?:\/|and|or|&|,)\s?(?:type\s)?e\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do i need a visa as an american and how long can i stay",
    parts: [[/visa[- ]free|no visa|(?:don.t|do not|won.t|will not) need (?:a )?visa/i], [num(90)]],
    links: ["/faq"],
  },
  {
    question: "was the balloon thing pricey? how much",
    parts: [[usd(117)]],
    links: day(3),
  },
  unknown("what's the password to delete photos from the gallery"),
  {
    question: "how many photos can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there a file size limit for vids",
    parts: [[num(50), /mb\b|megabytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "what was that madrasa we saw friday late morning",
    parts: [[/bou\s?inan[iy]a/i]],
    links: day(7),
  },
  {
    question: "when was the al quaraouiyine uni founded",
    parts: [[num(859)]],
    links: day(7),
  },
  {
    question: "wat do i wear to the mosque tmrw",
    parts: [[/shoulders/i, /knees/i, /scarf/i]],
    links: day(9),
  },
  {
    question: "how much is the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: day(9),
  },
  unknown("whats the name of our riad in fes?"),
  {
    question: "how many nights r we at the fes riad & how much is it",
    parts: [[num(3)], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "where was the birthday dinner",
    parts: [[/comptoir darna/i]],
    links: dinner(2),
  },
  {
    question: "bday dinner dress code pls",
    parts: [[/cocktail/i, /gold/i]],
    links: dinner(2),
  },
  {
    question: "what's the exchange rate roughly",
    parts: [[oneOf(mad(10), /100\s?(?:mad|dhs?|dirhams?)[^.]{0,25}\$\s?10\b/i)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i tip at restaurants",
    parts: [[span(10, 15)]],
    links: ["/faq", "/budget"],
  },
  unknown("is there a pool at the fes riad?"),
  {
    question: "what's the dress code in the blue medina today",
    parts: [medinaDress],
    links: day(8),
  },
  {
    question: "do i need a rain jacket today up in the rif",
    parts: [[/rain jacket/i]],
    links: ["/faq"],
  },
  {
    question: "villa check-in time?",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/day/1", "/faq"],
  },
  {
    question: "what was the hot air balloon pickup time",
    parts: [[clock(5, 30)]],
    links: day(3),
  },
  unknown("what's the name of the photographer from the photoshoot"),
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "who said the 'most lovely spot in the whole world' quote",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "rupa where's the button to turn the music off",
    parts: [[/mute/i, /bottom[- ]left|lower[- ]left/i]],
  },
  unknown("how many people are flying home today?"),
  {
    question: "what's the theme of day 6",
    parts: [[/journey to f[eè]s/i]],
    links: day(6),
  },

  // --- Second quarter ---
  {
    question: "whats the main square in chaouen called?",
    parts: [[/o?uta el[- ]?hammam/i]],
    links: day(8),
  },
  {
    question: "the kasbah on the square in chefchaouen, what colour are its walls",
    parts: [[/\bred\b/i]],
    links: day(8),
  },
  unknown("how much does it cost to get into the kasbah in chefchaouen"),
  {
    question: "why are we walking up to the spanish mosque later",
    parts: [[/view/i]],
    links: day(8),
  },
  {
    question: "im flying out early, do i have to ride back to fes w everyone or what",
    parts: [[/transfer/i]],
    links: day(8),
  },
  {
    question: "whats tonight looking like?",
    parts: [[/riad/i, /last (?:evening|night)/i]],
    links: day(8),
  },
  {
    question: "what did we have for dinner at the riad last night",
    parts: [[/pastilla|bastilla|b'stilla/i, /tagine|tajine/i]],
    links: day(7),
  },
  {
    question: "this time yesterday where were we",
    parts: [[/chouara|tanner(?:y|ies)/i]],
    links: day(7),
  },
  unknown("how much did the fes guided walk yesterday cost per person?"),
  {
    question: "how many lanes does fes el bali have?? felt like a million",
    parts: [[num(9000)]],
    links: day(7),
  },
  {
    question: "what time is the mosque tour tmrw",
    parts: [[clock(15, 0)]],
    links: day(9),
  },
  {
    question: "what time r we leaving for the airport on sunday",
    parts: [[clock(18, 0)]],
    links: day(9),
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[num(45), minutes]],
    links: day(9),
  },
  unknown("what time does the hassan ii mosque close on sundays?"),
  {
    question: "ricks cafe dress code?",
    parts: [[/smart[- ]casual/i]],
    links: day(9),
  },
  {
    question: "which station do we get off at in casablanca",
    parts: [[/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[num(210)]],
    links: day(9),
  },
  unknown("is there luggage storage at the mosque or somewhere in casa for our bags tomorrow"),
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "what was the mountain pass we crossed on the 26th called",
    parts: [[/tichka/i]],
    links: day(5),
  },
  {
    question: "how high up is the tizi n tichka pass",
    parts: [[num(2200)]],
    links: day(5),
  },
  {
    question: "what movies were filmed at ait ben haddou",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: day(5),
  },
  unknown("what's the desert camp in zagora actually called?"),
  {
    question: "how long was the train from marrakech to fes",
    parts: [[num(6), hours]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "train to fes: what time did it leave and how much was it",
    parts: [[clock(15, 0)], [usd(45)]],
    links: day(6),
  },
  {
    question: "what cities does the marrakech to fes train go through",
    parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]],
    links: day(6),
  },
  {
    question: "what time did we check in at the fes riad on thursday",
    parts: [[clock(21, 0)]],
    links: day(6),
  },
  {
    question: "how much was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: dinner(0),
  },
  {
    question: "welcome dinner price pp?",
    parts: [[usdRange(40, 60)]],
    links: dinner(0),
  },
  unknown("how much is the cooking class at la maison arabe"),
  {
    question: "how much was the first riad we stayed in",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "hammam + massage price?",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "what actually happens in the hammam",
    parts: [[/scrub|kessa/i, /argan/i]],
    links: day(1),
  },
  {
    question: "is the villa contribution required",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "how many suites and pools does villa royale have",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations"],
  },
  {
    question: "villa check out time",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  unknown("does villa royale have a gym?"),
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[span(20, 25), minutes]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "where did we sleep on nov 26",
    parts: [[/desert camp|zagora|berber tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "what language do ppl speak here",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran|choukran/i]],
    links: ["/faq"],
  },
  unknown("what's the euro to dirham rate?"),
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "bargaining - what % of the price do i start at",
    parts: [[span(40, 50)]],
    links: ["/faq", "/budget"],
  },
  unknown("what's the host's phone number?"),
  {
    question: "what's the trip called again",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },

  // --- Third quarter ---
  {
    question: "when was the golden birthday dinner? date + time",
    parts: [[tripDay(2)], [clock(19, 30)]],
    links: dinner(2),
  },
  {
    question: "how much was comptoir darna pp",
    parts: [[usdRange(100, 120)]],
    links: dinner(2),
  },
  {
    question: "what kind of food is comptoir darna",
    parts: [[/moroccan/i, /mediterranean/i]],
    links: dinner(2),
  },
  {
    question: "bar crawl - where did it go and how much was the guide",
    parts: [[/gueliz|guéliz/i, /hivernage/i], [usd(10)]],
    links: day(2),
  },
  unknown("what was the name of the lounge we ended up at on the bar crawl"),
  {
    question: "what time did the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: day(2),
  },
  {
    question: "villa breakfast how much + how do i get it",
    parts: [[usd(10)], [/(?:night|evening|day) before|sign[- ]?up/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "whats in the villa breakfast",
    parts: [[/msemen/i, /amlou/i]],
    links: day(2),
  },
  {
    question: "what were the stops on the medina walking tour on the 23rd?",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]],
    links: day(2),
  },
  {
    question: "how much was the walking tour",
    parts: [[usd(10), /museum/i]],
    links: day(2),
  },
  unknown("how high did the hot air balloon go?"),
  {
    question: "how long were we actually up in the balloon",
    parts: [[/\b(?:an|one|1)\s?(?:full\s)?hour\b|\b60\s?min/i]],
    links: day(3),
  },
  {
    question: "what should ppl wear for the balloon",
    parts: [[/layers/i, /\bhat\b/i]],
    links: day(3),
  },
  {
    question: "what did we do on the 24th",
    parts: [[/balloon/i]],
    links: day(3),
  },
  {
    question: "how much was the agafay day",
    parts: [[usd(40)]],
    links: day(3),
  },
  {
    question: "nobu minimum spend?",
    parts: [[usd(75)]],
    links: dinner(3),
  },
  {
    question: "what cuisine is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: dinner(3),
  },
  unknown("how much is a camel ride at the palmeraie?"),
  {
    question: "when was the photoshoot",
    parts: [[tripDay(4)], [clock(8, 30)]],
    links: day(4),
  },
  {
    question: "what colours look good in the photos",
    parts: [[/jewel/i]],
    links: ["/", "/day/4"],
  },
  unknown("when are we getting the pictures from the photographer?"),
  {
    question: "majorelle and the ysl museum, how much each",
    parts: [[usd(18)], [usd(15)]],
    links: day(4),
  },
  {
    question: "did we need to buy our own majorelle tickets",
    parts: [[/host/i, /advance|timed|ahead/i]],
    links: day(4),
  },
  {
    question: "where was the palace dinner",
    parts: [[/dar yacout/i]],
    links: dinner(4),
  },
  {
    question: "how did we pay at dar yacout",
    parts: [[/individual/i]],
    links: dinner(4),
  },
  {
    question: "palace dinner dress code",
    parts: [[/dressy|best evening/i]],
    links: dinner(4),
  },
  {
    question: "how much was the souk guide on tuesday",
    parts: [[usd(5)]],
    links: day(4),
  },
  unknown("what time does jardin majorelle open in the morning?"),
  {
    question: "shopping budget, what do ppl usually spend",
    parts: [[span(100, 500)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[span(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card foreign transaction fees usually?",
    parts: [[span(1, 3), /%|percent/i]],
    links: ["/budget"],
  },
  {
    question: "tourist tax how much",
    parts: [[oneOf(mad(28), usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the atm asks if i want to be charged in usd or dirhams, which one",
    parts: [[/dirham|\bmad\b/i]],
    links: ["/budget"],
  },
  {
    question: "which credit cards work best here",
    parts: [[/visa/i, /master\s?card/i]],
    links: ["/budget"],
  },
  unknown("can we use uber in fes?"),
  {
    question: "what's the weather usually like",
    parts: [[span(15, 25)]],
    links: ["/faq", "/"],
  },
  {
    question: "what time zone is morocco in",
    parts: [[/(?:utc|gmt)\s?\+\s?(?:1|01|one)\b/i]],
    links: ["/faq"],
  },
  {
    question: "whats a rough total cost of the trip per person",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "is alcohol ok here",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "is it safe to walk around? anything to watch out for",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  unknown("what's the name of the song playing on the home page?"),
  {
    question: "where do i find the chat with rupa on the site",
    parts: [[/bottom[- ]right|lower[- ]right/i]],
  },
  {
    question: "does the gallery page have music?",
    parts: [[/\bno\b|doesn.t|does not|paus|silent|without/i]],
    links: ["/gallery"],
  },
  {
    question: "what video formats can go in the gallery",
    parts: [[/mp4|\bmov\b|webm|mkv|avi/i]],
    links: ["/gallery"],
  },
  unknown("how long will the gallery stay up after the trip?"),
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },

  // --- Fourth quarter ---
  {
    question: "what's the trip highlight on the home page overview",
    parts: [[/\btbd\b|to be (?:decided|determined|announced|confirmed)/i]],
    links: ["/"],
  },
  {
    question: "what does the transportation page say",
    parts: [[/finali[sz]|coming soon/i]],
    links: ["/transportation"],
  },
  {
    question: "im vegetarian, who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "how do i delete a pic i uploaded by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save a photo from the gallery onto my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  unknown("how many photos are in the gallery right now?"),
  {
    question: "is there a way to put everyone's pics up on a big screen / tv",
    parts: [[/slide\s?show/i]],
    links: ["/slideshow"],
  },
  {
    question: "rupa r u a real person or what",
    parts: [[/goat/i]],
  },
  unknown("what's the trip hashtag for insta?"),
  {
    question: "which hotel was churchill's favourite",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "where can i take a moroccan cooking class",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "where can i check what stuff should cost before haggling",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "any tip for eating at al fassia",
    parts: [[/lamb shoulder/i, /day ahead|in advance|day before|ahead of time|pre-?order/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the food places on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  unknown("what time does the sun set in chefchaouen today?"),
  unknown("is there a dress code for tonight back at the riad?"),
  {
    question: "what's chefchaouen's nickname",
    parts: [[/blue pearl/i]],
    links: day(8),
  },
  {
    question: "which mountains is chaouen in",
    parts: [[/\brif\b/i]],
    links: day(8),
  },
  {
    question: "what even is ras el maa",
    parts: [[/spring/i]],
    links: day(8),
  },
  {
    question: "when should i say bye to the ppl leaving today",
    parts: [[/breakfast/i]],
    links: day(8),
  },
  unknown("whats the airport code for fes, for the ppl flying out today?"),
  unknown("how much is today's trip to chefchaouen costing us?"),
  {
    question: "what's rick's cafe's whole deal",
    parts: [[/film|movie/i, /casablanca/i]],
    links: day(9),
  },
  {
    question: "rick's address?",
    parts: [[/sour jdid/i]],
    links: day(9),
  },
  {
    question: "what parts of the mosque do we get to see tmrw",
    parts: [[/prayer hall/i, /ablution/i]],
    links: day(9),
  },
  {
    question: "why do i need socks for the mosque tomorrow",
    parts: [[/shoes/i]],
    links: day(9),
  },
  unknown("are we in first class on the train to casablanca?"),
  {
    question: "what should i keep on me on the train tomorrow",
    parts: [[/passport/i, /ticket/i]],
    links: day(9),
  },
  {
    question: "what should i do w my leftover dirhams before flying home",
    parts: [[/spend/i]],
    links: day(9),
  },
  unknown("what's the train number and platform for tomorrow's train?"),
  {
    question: "when should i have booked my flight home for",
    parts: [[/evening/i, tripDay(9, "tomorrow|tmrw")]],
    links: ["/faq"],
  },
  unknown("my flight is monday, which hotel in casablanca should i stay at?"),
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|\bwip\b|may change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "yesterday's main street through the fes medina, what's it called",
    parts: [[/tala[a']?\s?kebira/i]],
    links: day(7),
  },
  {
    question: "what time was the tannery yesterday",
    parts: [[clock(14, 0)]],
    links: day(7),
  },
  {
    question: "how many featured dinners r there",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  unknown("whats the name of the guide we had in fes yesterday?"),
  {
    question: "which dinners were the special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "what's fes el bali famous for",
    parts: [[/largest/i, /car[- ]?free/i]],
    links: day(7),
  },
  {
    question: "motion sickness on the mountain road, any advice?",
    parts: [[/tablet|pill/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "what should you pack for the desert night",
    parts: [[/fleece/i, /scarf/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "what valley did we drive thru to get to zagora",
    parts: [[/dr[aâ]a/i]],
    links: day(5),
  },
  unknown("whats the wifi password at the fes riad?"),
  unknown("how much is lunch at rick's cafe tmrw?"),
  {
    question: "how big is the villa's estate",
    parts: [[/1[.,]4/, /hectare|\bha\b/i]],
    links: ["/accommodations", "/faq"],
  },
  unknown("how many bedrooms does the fes riad have?"),
];
