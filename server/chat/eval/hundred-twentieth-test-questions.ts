// HUNDRED-TWENTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twentieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * THE CLOCK: 08:30 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * - Today is day 7 of the trip (days are numbered 0 to 9), Friday, November 28, 2025:
 *   "Explore Fes" (/day/7). The day carries a note that the Fes itinerary is still a work in progress.
 * - This morning: nothing has happened yet; the squad wakes up in our riad in Fes el-Bali. At 09:30 the
 *   guided walk through Fes el-Bali starts at Bab Bou Jeloud (the Blue Gate) and follows Talaa Kebira past
 *   the Al Quaraouiyine mosque and university (founded in 859); at 11:30 the Bou Inania Madrasa
 *   (14th-century Marinid school). Dress code: modest and comfortable, shoulders and knees covered,
 *   closed shoes.
 * - Right now (08:30): between waking up and the 09:30 walk; nothing is scheduled at this minute.
 * - This afternoon: 14:00 Chouara Tannery, watched from a leather shop terrace (take the sprig of mint).
 * - Tonight: 19:30 riad dinner in Fes (pastilla and slow-cooked tagines in the courtyard, then tea on the
 *   roof). No price and no dress code are given for it.
 * - The night is spent at our riad in Fes el-Bali (the second of three nights there, Nov 27-29;
 *   $90 per person in total for the three nights). The riad's name is not given.
 * - Yesterday: day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise over the dunes and camp
 *   breakfast at Zagora, 08:00 drive back to Marrakech over the Atlas, 15:00 train to Fes (about 6 hours,
 *   $45 per person), 21:00 check-in at the Fes riad, porters with handcarts at the medina gate.
 * - Tomorrow: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive into the Rif mountains
 *   (about four hours), 12:00 the Blue Medina (lunch of goat cheese and tagine), 15:00 Ras El Maa and the
 *   Spanish Mosque, 17:00 return to Fes for a last evening together. Some guests begin departing that day.
 * - The day after tomorrow: day 9, Sunday, November 30, "Casablanca & Departure": 07:00 train to
 *   Casablanca (about four hours), 12:30 farewell lunch at Rick's Café, 15:00 Hassan II Mosque tour (about
 *   $13), 18:00 departure to Mohammed V International Airport (CMN).
 */
export const HUNDRED_TWENTIETH_TEST_CLOCK = new Date("2025-11-28T07:30:00Z");

// ---------------------------------------------------------------------------
// Small helpers for fact keys.
// ---------------------------------------------------------------------------

const SMALL_NUMBERS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
] as const;
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function smallWord(n: number): string {
  return SMALL_NUMBERS[n] ?? String(n);
}

/** A whole number spelled out, as a pattern source, or undefined when it has no short spelling. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return smallWord(n);
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    return n % 10 === 0 ? tens : `${tens}[- ]?${smallWord(n % 10)}`;
  }
  if (n < 1000) {
    const head = `${smallWord(Math.floor(n / 100))} hundred`;
    return n % 100 === 0 ? head : `${head}(?: and)? ${inWords(n % 100) ?? ""}`;
  }
  if (n % 1000 === 0 && n < 20000) return `${smallWord(n / 1000)} thousand`;
  return undefined;
}

/** The digit spellings of a number: "9000" and "9,000". */
function digitForms(n: number): string {
  const forms = new Set([String(n), n.toLocaleString("en-US", { maximumFractionDigits: 2 })]);
  return `(?:${[...forms].map(escapeRegExp).join("|")})`;
}

/** A number in digits or words, not part of a longer number (nor of a time like 9:30). */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,:])${digitForms(n)}(?!\\d|[.,:]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${digitForms(n)}(?:\\.00)?(?!\\d|[.,]\\d)`;
  return new RegExp(
    [
      `(?:US\\s?)?\\$\\s?${amount}`,
      `(?<![\\d.,$])${amount}\\s?(?:US\\s?)?(?:dollars?|bucks|USD)\\b`,
      `\\bUSD\\s?${amount}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.", "8 o'clock" (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`${h < 10 ? "0?" : ""}${h}[:.h]${mm}`];
  forms.push(m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`);
  if (h >= 13) forms.push(`${h12}[:.]${mm}`);
  if (m === 0) forms.push(`${h12}\\s?o['’]?clock`);
  if (h === 12 && m === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

/** Any one of several forms of the same fact. */
function anyOf(...keys: (string | RegExp)[]): RegExp {
  return new RegExp(keys.map((key) => (typeof key === "string" ? escapeRegExp(key) : `(?:${key.source})`)).join("|"), "i");
}

/** A November date: "Nov 28", "November 28th", "28 November", "the 28th". */
function nov(d: number): RegExp {
  return new RegExp(
    `\\bnov(?:ember)?\\.?\\s?${d}(?:st|nd|rd|th)?\\b|\\b${d}(?:st|nd|rd|th)?\\s(?:of\\s)?nov(?:ember)?\\b|\\b${d}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

/** Day 0 is Friday, November 21, 2025. */
const WEEKDAYS = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday"] as const;

/** A trip day named any way: "day 7", "Nov 28" or "Friday". */
function onDay(n: number): RegExp {
  const weekday = WEEKDAYS[n % 7] ?? "";
  return anyOf(new RegExp(`\\bday\\s?(?:${n}|${smallWord(n)})\\b`, "i"), nov(21 + n), new RegExp(`\\b${weekday}\\b`, "i"));
}

const FOUR_HOURS = /\b(?:four|4)[\s-]*(?:hours?|hrs?|h)\b/i;

// ---------------------------------------------------------------------------
// The questions.
// ---------------------------------------------------------------------------

export const hundredTwentiethTestQuestions: TestQuestion[] = [
  // --- Today (day 7, Friday Nov 28, Explore Fes), right now, tonight ---
  { question: "rupa what day of the trip is it today??", parts: [[num(7)]], links: [tripDay(7)] },
  { question: "whats the date today and what day of the week is it", parts: [[nov(28)], [/friday/i]], links: [tripDay(7)] },
  { question: "whats the plan for today", parts: [[/medina|fes el.?bali|bou jeloud|blue gate/i, /tanner/i]], links: [tripDay(7)] },
  { question: "what time do we meet this morning n where", parts: [[clock(9, 30)], [/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "wat time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "where r we eating tonight", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "whats for dinner tonight? starving already lol", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "anything after dinner tonight or just bed", parts: [[/roof/i]], links: [tripDay(7)] },
  { question: "what time is the tannery thing this afternoon", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "which tannery r we seeing today", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "heard the tannery absolutely stinks, any tips??", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "whats the madrasa called that we see this morning and how old is it", parts: [[/bou inania/i], [/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what time do we get to the madrasa today", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "what should i wear today", parts: [[/knees|shoulders/i]], links: [tripDay(7)] },
  { question: "can i do sandals today or do i need proper shoes", parts: [[/closed/i]], links: [tripDay(7)] },
  { question: "whats the main street thru the fes medina called", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "is fes el bali really car free?", parts: [[/largest/i]], links: [tripDay(7)] },
  { question: "where are we sleeping tonight", parts: [[/riad/i, /fes/i]], links: ["/accommodations", tripDay(7)] },
  U("whats the name of our riad in fes"),
  U("is tonights dinner included in the riad price or do we pay separately"),
  U("how much is the guided walk today"),
  U("whos our guide today"),
  U("what time does the tannery close today"),
  U("whats the wifi password at our riad"),
  // --- Yesterday (day 6, Thursday Nov 27, Journey to Fes) ---
  { question: "what did we do yesterday, its all a blur", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "what time did the train leave yesterday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long was yesterdays train ride", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "how much was the train yesterday? need to pay the host back", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  { question: "what time did we get to the riad on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing yesterday morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  // --- Tomorrow (day 8, Saturday Nov 29, Chefchaouen Day Trip) ---
  { question: "where are we going tomorrow", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave tmrw morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen tomorrow", parts: [[FOUR_HOURS]], links: [tripDay(8)] },
  { question: "what time do we head back to fes tomorrow", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "whats for lunch tmrw", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time is the spanish mosque tomorrow", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "whats the spring place in chefchaouen called", parts: [[/ras el.?maa/i]], links: [tripDay(8)] },
  { question: "when do people start heading home", parts: [[anyOf(onDay(8), /tomorrow/i)]], links: [tripDay(8), "/faq"] },
  U("how much is the chefchaouen day trip tomorrow"),
  U("what time is breakfast tomorrow before we leave"),
  { question: "what should i wear for the drive tomorrow", parts: [[/layer/i]], links: [tripDay(8)] },
  { question: "what mountains r we driving thru on the 29th", parts: [[/rif/i]], links: [tripDay(8)] },
  { question: "whats happening right now?", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which page has today's stuff", parts: [[/\/day\/7|\bday\s?(?:7|seven)\b/i]], links: [tripDay(7)] },
  // --- The day after tomorrow (day 9, Sunday Nov 30, Casablanca & Departure) ---
  { question: "whats the plan the day after tomorrow", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa the day after tmrw", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casablanca", parts: [[FOUR_HOURS]], links: [tripDay(9), "/faq"] },
  U("how much is the train ticket to casablanca"),
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "what time is ricks cafe on the 30th", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour how much n what time", parts: [[usd(13)], [clock(15, 0)]], links: [tripDay(9), "/budget"] },
  { question: "what do i need to wear to the mosque", parts: [[/scarf|knees|shoulders|arms/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly out of n what time do the airport transfers go", parts: [[/CMN|mohammed v/i], [clock(18, 0)]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casa", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "should i keep my leftover dirhams and change them back home", parts: [[/spend|hard to change/i]], links: [tripDay(9)] },
  { question: "can i fly out from fes tmrw instead of sunday", parts: [[anyOf(onDay(8), /tomorrow/i)]], links: ["/faq", tripDay(8)] },
  { question: "whats the address of rick's cafe", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  // --- Earlier days ---
  { question: "what did we do the day before yesterday", parts: [[/camel|zagora|desert camp|a[iï]t.?benhaddou/i]], links: [tripDay(5)] },
  { question: "what was that mud brick village we stopped at on wednesday", parts: [[/a[iï]t.?benhaddou/i]], links: [tripDay(5)] },
  { question: "which movies was it in again", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the mountain pass on the way to the desert", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "how much was the desert camp n what did it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "where did we sleep on the 26th", parts: [[/camp|tent/i]], links: ["/accommodations", tripDay(5)] },
  { question: "whats the restaurant from the first night called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what kind of food is le foundouk", parts: [[/french/i]], links: ["/dinners"] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "bday dinner price pp?", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for the bday dinner was what", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what day was the birthday dinner", parts: [[onDay(2)]], links: [tripDay(2), "/dinners"] },
  { question: "what time was the bar crawl", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what time was balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "how long were we actually up in the balloon", parts: [[/\b(?:an|one|1)\s+hour\b/i]], links: [tripDay(3)] },
  { question: "nobu min spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  U("what was the photographers name from tuesday"),
  U("how much did the photoshoot cost"),
  { question: "when was the photoshoot again", parts: [[onDay(4)]], links: [tripDay(4)] },
  { question: "majorelle + ysl museum how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "palace dinner restaurant name?", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual|on your own|separately|pay (?:for )?yourself/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code at dar yacout?", parts: [[/dressy|evening outfit|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was the souk guide", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  U("when will we get the pro photos from the shoot"),
  { question: "whats the name of the first riad we stayed at", parts: [[/l.?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: ["/accommodations", "/budget", tripDay(0)] },
  // --- The villa and the stays ---
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa check in n check out times?", parts: [[clock(15, 0)], [clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is villa royale from town", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa? how much", parts: [[/optional/i], [usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "how much was villa breakfast", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "how much is a hammam n massage", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  U("does the villa have a gym"),
  { question: "how many nights r we in fes and how much is the riad", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "how many people are on this trip", parts: [[num(22)]], links: ["/"] },
  // --- Money ---
  { question: "whats the exchange rate roughly", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[num(10), /15\s?%|15 percent/i]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax?", parts: [[anyOf(/28\s?(?:MAD|dirhams?|DH)/i, /2\.75/)]], links: ["/budget", "/faq"] },
  { question: "at the atm right now, how much should i take out", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "haggling in the souk rn, what % should i start at", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "foreign card fees usually how much", parts: [[/1\s?(?:-|–|to)\s?3\s?(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "roughly how much is the whole trip gonna cost me per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq"] },
  { question: "im in the souk rn can i pay w my card", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best there", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "how much is the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  // --- Practical, FAQ ---
  { question: "what plug adapter do i need", parts: [[/C\s?(?:\/|and|or|&|,)\s?(?:type\s?)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage in morocco?", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "do i need a visa w a us passport n how long can i stay", parts: [[/visa.?free|no visa|(?:don'?t|do not|won'?t) need/i], [num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:six|6) months/i]], links: ["/faq"] },
  { question: "thirsty rn, can i drink the tap water at the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do i say thank you to the riad staff tonight", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can we drink alcohol in morocco", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how warm is it gonna be today", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "what time zone is morocco in", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "can i take pics of the craftsmen on today's walk", parts: [[/ask/i]], links: ["/faq"] },
  { question: "is it gonna rain today in fes", parts: [[/shower|rare/i]], links: ["/faq"] },
  { question: "i have a nut allergy who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead do i need to tell about dietary stuff", parts: [[/(?:two|2) weeks/i]], links: ["/dinners"] },
  { question: "is morocco safe tho", parts: [[/pickpocket/i]], links: ["/faq"] },
  // --- The map ---
  { question: "what do the red pins mean on the map", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "what color are the shopping pins", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many categories are on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "where do i order the lamb shoulder a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  U("is there a hammam at the fes riad"),
  { question: "where can i check what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  U("whats the emergency number in morocco"),
  U("how much is a sim card at the airport"),
  U("is uber a thing in fes"),
  // --- Rupa, the host, the occasion ---
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "rupa r u actually a goat lol", parts: [[/goat/i]] },
  { question: "whats the occasion for this trip again", parts: [[anyOf(num(30), /thirtieth/i), /golden/i]], links: ["/"] },
  { question: "whose birthday is it anyway", parts: [[anyOf(/host/i, /organi[sz]er/i)]], links: ["/"] },
  { question: "how old is the host turning", parts: [[anyOf(num(30), /thirtieth/i)]], links: ["/"] },
  U("whats the hosts name"),
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  // --- The gallery, music and the site's pages ---
  { question: "how do i upload my photos", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "want to upload todays tannery pics, how many can i do at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit for videos", parts: [[num(50), /MB|megabytes?/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "just uploaded a blurry pic from this morning how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i download photos from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i turn off the music", parts: [[/bottom.?left/i]] },
  U("whats the song on the homepage called"),
  { question: "where's the chat button if i close it", parts: [[/bottom.?right/i]] },
  { question: "where do i find transport info", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "how many days is the trip", parts: [[num(10)]], links: ["/"] },
  { question: "what are the dates of the whole trip", parts: [[nov(21), num(30)]], links: ["/"] },
  { question: "what's the churchill quote on the home page", parts: [[/most lovely spot/i]], links: ["/"] },
  { question: "who said the illuminated persian manuscript thing", parts: [[/wharton/i]], links: ["/"] },
  { question: "whats the highlight of the trip supposed to be", parts: [[/TBD|to be (?:decided|determined|confirmed)|vote/i]], links: ["/"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners are marked special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "how many different places do we stay", parts: [[num(4)]], links: ["/accommodations"] },
  { question: "is today's schedule final or could it change", parts: [[/work in progress|may change|could change|subject to change|not final/i]], links: [tripDay(7)] },
  { question: "when do we leave fes for good, what day n what time", parts: [[onDay(9)], [clock(7, 0)]], links: [tripDay(9)] },
  // --- More the content cannot answer ---
  U("whats the address of our riad, need it for a taxi back later today"),
  U("does our fes riad have a pool"),
  U("whats the host's phone number"),
  U("can i still get a refund for the balloon if i skipped it"),
  U("what airline should i book to fly home"),
  U("how much is a petit taxi from the riad to the train station"),
  U("is there a pharmacy near the riad"),
  U("can i stay an extra night in fes after sunday"),
  U("how many steps is it up to the spanish mosque tomorrow"),
  U("rupa whats ur fav food"),
  U("whos rooming with who tonight"),
  U("can i pay the fes riad by card"),
  U("what time is sunset today"),
  U("how much is a leather jacket at the tannery shop this afternoon"),
  U("how much luggage can i bring on the train to casablanca"),
  U("is there laundry at the riad, im out of clean clothes"),
  U("how much does a rug cost in the fes souk"),
  U("what time do the shops in the fes medina close tonight"),
  U("is there a vegetarian menu at rick's cafe"),
  U("whats the name of our guide tomorrow in chefchaouen"),
  U("what time is checkout at the fes riad on sunday"),
];
