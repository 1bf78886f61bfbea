// SIXTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:30 on Thursday, November 27, 2025, Morocco time (UTC+1).
 * It is day 6 of the trip (of days 0 to 9), "Journey to Fes" (/day/6), the big travel day.
 *
 * This morning: 06:30 sunrise over the dunes and camp breakfast (bread, eggs and mint tea)
 * at the desert camp near Zagora; 08:00 the drive back to Marrakech through the Draa Valley
 * and over the Tizi n'Tichka pass, with a lunch stop on the way, straight to the railway station.
 * This afternoon: 15:00 the train to Fes, $45 per person, about 6 hours, by way of Casablanca,
 * Rabat and Meknes (first-class carriages with reserved seats; the host shares the tickets).
 * Right now (20:30): still on that train (an afternoon-and-evening activity), travel clothes with
 * a warm layer, passport on you.
 * Tonight: 21:00 check-in at our riad in Fes el-Bali; porters with handcarts meet us at the
 * medina gate, and a late supper and soft beds are waiting.
 * The night is spent at "Our Riad in Fes" (Fes el-Bali), the first of its 3 nights (Nov 27-29),
 * $90 per person in total.
 *
 * Yesterday: day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00 over the High Atlas
 * on the Tizi n'Tichka pass (more than 2,200 metres), 11:30 Aït Benhaddou (Gladiator, Game of
 * Thrones; lunch by the river), 16:30 sunset camel ride into the dunes near Zagora, 19:30 dinner
 * and a night at the desert camp ($95 per person: activities, dinner and breakfast).
 * Tomorrow: day 7, Friday, November 28, "Explore Fes" (the Fes itinerary is still a work in
 * progress): 09:30 guided walk through Fes el-Bali from Bab Bou Jeloud (the Blue Gate) along
 * Talaa Kebira, past Al Quaraouiyine (founded 859); 11:30 Bou Inania Madrasa; 14:00 Chouara
 * Tannery (take the sprig of mint); 19:30 riad dinner of pastilla and tagines, tea on the roof.
 * After that: day 8, Saturday, November 29, Chefchaouen day trip (07:30 departure, some guests
 * begin departing); day 9, Sunday, November 30, Casablanca & Departure.
 */
export const SIXTY_SEVENTH_TEST_CLOCK = new Date("2025-11-27T19:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number in words, as a pattern source, or null when it is not worth spelling out. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]!} hundred`;
  if (n < 20000 && n % 1000 === 0) return `${ONES[n / 1000]!}[- ]thousand`;
  return null;
}

/** The digits of a number as a pattern source, thousands commas optional ("2,?200"). */
function digitsOf(n: number): string {
  return String(n)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",?")
    .replace(".", "\\.");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsOf(n)}(?![.,]?\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = digitsOf(n);
  const end = "(?:\\.00)?(?![.,]?\\d)";
  return new RegExp(
    `(?:US)?\\$\\s?${d}${end}|(?<![\\d.,$])${d}${end}\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b|\\bUSD\\s?${d}${end}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const hh = String(h).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = h < 10 ? `(?:${hh}|${h})` : hh;
  const forms = [`(?<![\\d:])${h24}\\s?[:.h]\\s?${mm}(?!\\d)`];
  forms.push(
    m === 0 ? `(?<![\\d:])${h12}(?:[:.]00)?\\s?${half}` : `(?<![\\d:])${h12}[:.]${mm}\\s?${half}`,
  );
  if (h === 12 && m === 0) forms.push("\\bnoon\\b");
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const sixtySeventhTestQuestions: TestQuestion[] = [
  // Today, right now, tonight (day 6, Thursday Nov 27, 20:30)
  { question: "what day of the trip are we on today?", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats todays theme called", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  {
    question: "where are we sleeping tonight??",
    parts: [[/f[eè]s/i, /riad/i]],
    links: [tripDay(6), "/accommodations"],
  },
  { question: "what time do we check in at the riad tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  {
    question: "ugh this train is taking forever. what time did it leave marrakech again",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how many hours is the train to fes total",
    parts: [[/(?<!\d)(?:6|six)[- ]?(?:hours?|hrs?|h)\b/i]],
    links: [tripDay(6)],
  },
  { question: "how much was todays train ticket", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  {
    question: "which cities does this train go thru on the way to fes",
    parts: [["Casablanca", "Rabat", /mekn[eè]s/i]],
    links: [tripDay(6)],
  },
  {
    question: "how do our bags get to the riad tonight, can the cars even get in there?",
    parts: [[/porters?/i]],
    links: [tripDay(6)],
  },
  {
    question: "is there gonna be food when we arrive tonight or should i grab something on the train",
    parts: [[/supper/i]],
    links: [tripDay(6)],
  },
  { question: "what time was the sunrise thing this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time did we head out from the camp this morning", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  {
    question: "whats the name of the mountain pass we drove over today",
    parts: [[/tichka/i]],
    links: [tripDay(6)],
  },
  { question: "what was on the schedule this afternoon", parts: [[/train/i]], links: [tripDay(6)] },
  {
    question: "what part of town is our fes riad in",
    parts: [[/el[- ]?bali/i]],
    links: ["/accommodations", tripDay(6)],
  },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  {
    question: "how much is the fes riad per person",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },

  // Tomorrow (day 7, Friday Nov 28)
  { question: "whats the plan tomorrow", parts: [[/bou inania/i, /tanner/i]], links: [tripDay(7)] },
  { question: "what time do we meet tmrw morning for the walk", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where does tomorrow's walk start", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time r the tanneries tomorrow", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "any tip for the tannery smell tmrw? heard its rough", parts: [[/mint/i]], links: [tripDay(7)] },
  {
    question: "ok and tmrw night? dinner where n what time",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  { question: "what should i wear tomorrow in the medina", parts: [[/knees/i]], links: [tripDay(7), "/faq"] },
  {
    question: "is tomorrow's schedule locked in or might it change",
    parts: [[/work in progress|may change|might change|could change|not (?:yet )?final|subject to change/i]],
    links: [tripDay(7)],
  },

  // Yesterday (day 5, Wednesday Nov 26)
  { question: "what was yesterday's theme", parts: [[/sahara/i]], links: [tripDay(5)] },
  {
    question: "whats the name of that movie set village we stopped at yesterday",
    parts: [[/benhaddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [["Gladiator", /game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "how much did last nights desert camp cost",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how high up was the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },

  // The days ahead
  { question: "whats happening saturday", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  {
    question: "what time do we leave for chefchaouen the day after tomorrow",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "how long's the drive to chefchaouen",
    parts: [[/(?<!\d)(?:4|four)[- ]?(?:hours?|hrs?|h)\b/i]],
    links: [tripDay(8)],
  },

  U("whats the actual name of our riad in fes"),
  U("whats the wifi password at the fes riad"),
  U("which platform does the fes train get in at tonight"),
  {
    question: "are our seats on this train reserved?",
    parts: [[/reserved|first[- ]class/i]],
    links: [tripDay(6)],
  },

  // Rupa, the occasion, the squad, the site
  { question: "who r u", parts: [[/rupa/i]] },
  {
    question: "whats the occasion for this trip again",
    parts: [[/(?<!\d)30(?:th)?(?!\d)|thirt(?:y|ieth)/i, /birthday|b-?day/i]],
    links: ["/"],
  },
  { question: "how many ppl are coming in total", parts: [[num(22)]], links: ["/"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "max number of photos i can upload at once?", parts: [[num(10)]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i mute the music", parts: [[/bottom[- ]left/i]] },
  U("whats the host's venmo so i can send the villa money"),
  { question: "what's the dress code for the train today", parts: [[/layers?/i]], links: [tripDay(6)] },
  // Dates and weekdays around now
  { question: "what day of the week is it today lol ive lost track", parts: [[/thursday/i]], links: [tripDay(6)] },
  {
    question: "whats the date today",
    parts: [[/(?<![\d:])27(?:th)?(?!\d)|twenty[- ]?seventh/i]],
    links: [tripDay(6)],
  },
  {
    question: "whats on for the 28th",
    parts: [[/bou inania|tanner|el[- ]?bali|explore f[eè]s/i]],
    links: [tripDay(7)],
  },
  { question: "friday plans?", parts: [[/explore f[eè]s|el[- ]?bali|medina/i]], links: [tripDay(7)] },
  {
    question: "whats the old university we peek into tomorrow and how old is it",
    parts: [[/(?:al[- ])?qu?ara(?:ou|w)iyy?ine?|karaouine/i], [num(859)]],
    links: [tripDay(7)],
  },
  { question: "bou inania madrasa tmrw what time", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "whats for dinner at the riad tmrw", parts: [[/pastilla|tagines?/i]], links: [tripDay(7)] },
  U("how much is dinner at the riad tmrw"),
  U("how much is tomorrows guided walk in fes"),
  U("whats the name of our fes guide tomorrow"),
  U("what time does the tannery close tmrw"),
  { question: "what time r we back from chefchaouen on saturday", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  {
    question: "chefchaouen on saturday whats the local thing to eat for lunch",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  { question: "where's the viewpoint over chefchaouen", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "name of the main square in chefchaouen?", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "whats the spring in chefchaouen called", parts: [[/ras el[- ]?maa/i]], links: [tripDay(8)] },
  {
    question: "when do ppl start leaving",
    parts: [[/(?<![\d:])29(?:th)?(?!\d)|saturday|day (?:8|eight)\b/i]],
    links: [tripDay(8), "/faq"],
  },

  // Casablanca & departure (day 9, Sunday Nov 30)
  { question: "what time is the train to casablanca on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  {
    question: "how long fes to casa by train",
    parts: [[/(?<!\d)(?:4|four)[- ]?(?:hours?|hrs?|h)\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "where's the farewell lunch and what time",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  {
    question: "what do i wear to the mosque in casablanca",
    parts: [[/scarf/i, /socks/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly out of on the 30th", parts: [[/CMN|mohammed v/i]], links: [tripDay(9), "/faq"] },
  {
    question: "how far is the airport from casablanca city",
    parts: [[/(?<!\d)45[- ]?min|forty[- ]five[- ]min/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time should i book my flight home for",
    parts: [[/evening|18[:.]00|6\s?p\.?m/i]],
    links: [tripDay(9), "/faq"],
  },
  U("can u check if my flight home on sunday is delayed"),
  U("how much is the train to casablanca"),
  U("how much does the chefchaouen day trip cost"),
  {
    question: "what day is ricks cafe",
    parts: [[/(?<![\d:])30(?:th)?(?!\d)|sunday|day (?:9|nine)\b/i]],
    links: [tripDay(9)],
  },
  { question: "ricks cafe dress code?", parts: [[/smart casual/i]], links: [tripDay(9)] },

  // Earlier in the trip: the dinners and the big days
  {
    question: "what time was the welcome dinner last friday",
    parts: [[clock(20, 0)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "how much was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  { question: "bday dinner restaurant name?", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "what was the birthday dinner price pp",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what was the dress code for the bday dinner",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "which day was the birthday dinner, date pls",
    parts: [[/(?<![\d:])23(?:rd)?(?!\d)|sunday|day (?:2|two)\b/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "how much was the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  { question: "palace dinner place name", parts: [[/yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "how much was dar yacout",
    parts: [[/individual|your own|separately/i]],
    links: [tripDay(4), "/dinners"],
  },
  U("how much did the photographer cost"),
  U("when do we get the pro photos from tuesday's shoot"),
  // The villa
  { question: "how many suites did the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  {
    question: "how far was the villa from town",
    parts: [[/20\s*(?:-|–|to)\s*25/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "did we actually have to pay for the villa",
    parts: [[usd(50)]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  { question: "villa breakfast price?", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "hammam + massage how much", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },

  // Money
  { question: "whats the exchange rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  {
    question: "how much should i tip at dinner tomorrow",
    parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much cash should i pull out at the atm",
    parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there a tourist tax at the riad tonight? how much",
    parts: [[/(?<!\d)28\s?(?:MAD|dh|dirhams?)|\$\s?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what % do i start bargaining at",
    parts: [[/40\s*%?\s*(?:-|–|to)\s*50/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much are card foreign fees usually",
    parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*(?:%|percent)/i]],
    links: ["/budget"],
  },
  {
    question: "how much does the whole trip cost roughly per person",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "shopping budget, how much do ppl usually spend",
    parts: [[usd(100), num(500)]],
    links: ["/budget"],
  },
  { question: "can i use my credit card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  U("whats the exchange rate for euros"),

  // Practical
  {
    question: "which plug adapter do i need",
    parts: [[/\bC\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]],
    links: ["/faq", "/"],
  },
  { question: "voltage?", parts: [[/220\s?V|220 volts/i]], links: ["/faq"] },
  { question: "do us citizens need a visa for morocco", parts: [[num(90)]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  {
    question: "what languages do ppl speak in fes",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "is booze a thing in morocco? wanna get a drink tonight",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  {
    question: "whats the weather range for the trip",
    parts: [[/15\s*°?\s*C?\s*(?:-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  { question: "can i take photos of the performers in the square", parts: [[/ask/i]], links: ["/faq"] },

  // The map
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and the purple pins?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[num(7)]], links: ["/map"] },
  {
    question: "which restaurant on the map is the one where u order lamb shoulder a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  {
    question: "where can i see fixed prices so i know what stuff should cost",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  { question: "is there a cooking class on the map", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "best garden for sunset in marrakech per the map?", parts: [[/menara/i]], links: ["/map"] },
  { question: "whose art garden is anima", parts: [[/heller/i]], links: ["/map"] },

  U("is there a pharmacy near the fes riad, need one tonight"),
  U("how much is a sim card at the airport"),
  U("which phone carrier has the best signal in the desert"),
  U("whats the emergency number in morocco"),
  U("does the fes riad have a pool"),
  U("is there laundry service in fes"),
  U("does the fes riad have an elevator, my suitcase is huge"),

  // The site
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:decided|determined)/i]], links: ["/"] },
  // More about now, last night and the next few days
  { question: "rupa whats happening right now", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "whats next after the train tonight", parts: [[/riad/i]], links: [tripDay(6)] },
  {
    question: "what was breakfast at the camp this morning",
    parts: [[/eggs|bread|mint tea/i]],
    links: [tripDay(6)],
  },
  U("how do i sign up for breakfast at the fes riad tomorrow"),
  { question: "what day number is tomorrow on the site", parts: [[num(7)]], links: [tripDay(7)] },
  {
    question: "whats tomorrows date and what weekday",
    parts: [[/(?<![\d:])28(?:th)?(?!\d)|twenty[- ]?eighth/i], [/friday/i]],
    links: [tripDay(7)],
  },
  { question: "where did we have lunch yesterday", parts: [[/benhaddou|river/i]], links: [tripDay(5)] },
  { question: "what time was dinner at the camp last night", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "what time did we leave marrakech yesterday morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "the desert camp last night, what town was it near", parts: [[/zagora/i]], links: [tripDay(5)] },
  { question: "which valley did we drive through today", parts: [[/dr[aâ]a/i]], links: [tripDay(6)] },
  { question: "who has the train tickets for today", parts: [[/host/i]], links: [tripDay(6)] },
  { question: "what did the site say to bring for todays travel day", parts: [[/snacks?/i]], links: [tripDay(6)] },
  { question: "whats on the riad roof tmrw night after dinner", parts: [[/tea/i]], links: [tripDay(7)] },
  { question: "tomorrows 11:30 thing whats it called", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "whats the main street we walk down tmrw", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "whats the theme for tomorrow", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  { question: "sunday whats the plan", parts: [[/casablanca|casa\b/i]], links: [tripDay(9)] },
  U("is the host doing a speech tonight"),
  U("whats on the late supper menu tonight"),
  U("whats the temp in fes right now, like exactly"),
  U("what time is breakfast at the fes riad tomorrow"),
  U("is the train running late tonight"),
  U("did anyone find my sunglasses at the camp this morning"),
  U("whats the name of the driver from today"),
  U("can i book a massage at the fes riad tomorrow"),

  // The host, Rupa, the site, music and the gallery
  U("whats the host's name"),
  U("rupa whats ur favorite snack"),
  U("what gift should we get for the bday person"),
  { question: "whats this trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "where's the chat button", parts: [[/bottom[- ]right/i]] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  U("who made the background music, is it on spotify"),
  { question: "can i delete a photo i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "whats the max video size for upload", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "do i have to put my name on my uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download a pic someone else posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow mode for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "whats the churchill quote on the home page", parts: [[/most lovely spot/i]], links: ["/"] },
  {
    question: "what time did the trip officially kick off on the 21st",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/"],
  },
  {
    question: "how long before the trip were we supposed to tell the host about allergies",
    parts: [[/(?:two|2)[- ]weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "two things: whats the riad in marrakech called and how much was it",
    parts: [[/l-?authentic/i], [usd(45)]],
    links: ["/accommodations", tripDay(0), "/budget"],
  },
  {
    question: "majorelle and ysl museum tickets how much each",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "souk guide cost + bar crawl guide cost", parts: [[usd(5)], [usd(10)]], links: ["/budget"] },
  {
    question: "what day was the photoshoot",
    parts: [[/tuesday|(?<![\d:])25(?:th)?(?!\d)|day (?:4|four)\b/i]],
    links: [tripDay(4), "/"],
  },
  { question: "agafay day price?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  U("how many steps up to the spanish mosque"),
  U("how much is entry to bou inania tomorrow"),
];
