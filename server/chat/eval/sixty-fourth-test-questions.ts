// SIXTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 10:30 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * Today is day 2 of the trip (days run 0 to 9), Sunday, November 23, 2025,
 * "Discover Marrakech", the birthday day (the host's 30th golden birthday).
 * - This morning: breakfast at the villa at 08:30 (Villa Royale, $10 per person).
 * - Right now: the medina walking tour that began at 09:30 with a licensed
 *   guide through Bahia Palace, Ben Youssef Madrasa and Le Jardin Secret
 *   ($10 per person plus museum fees; modest dress, closed shoes).
 * - This afternoon: 14:30 pool time and getting ready back at Villa Royale.
 * - Tonight: 19:30 Golden Birthday Dinner at Comptoir Darna, Hivernage
 *   ($100-120 per person; golden glam, cocktail attire with a touch of gold;
 *   live music and dancers), then 22:30 guided bar crawl in Gueliz and
 *   Hivernage ($10 per person for the guide, drinks paid as you go; smart casual).
 * - Tonight's bed: Villa Royale (the villa's nights are days 1 to 4; its fifth
 *   listed night, day 5, is spent at the desert camp).
 * - Yesterday, day 1, Saturday, November 22, "Rest & Relax": slow morning and
 *   mint tea at Riad L-Authentic (09:30), check-in at Villa Royale after 3 PM
 *   (15:00), hammam and massage at 16:30 ($60), sunset by the pool at 19:30.
 * - Tomorrow, day 3, Monday, November 24, "Desert Fun": hot air balloon at
 *   sunrise over the Agafay desert at 05:30 ($117, about an hour in the air),
 *   Agafay desert day at 11:00 (quad bikes and camels, about $40), back to the
 *   villa at 17:00, private rooftop dinner at Nobu at 20:00 ($75 minimum spend,
 *   smart casual). Tomorrow night is again at Villa Royale.
 */
export const SIXTY_FOURTH_TEST_CLOCK = new Date("2025-11-23T09:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number under 1000 in words, as a pattern fragment ("twenty[- ]?two"). */
function numberWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 1000) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
  }
  const rest = n % 100;
  const hundreds = `${ONES[Math.floor(n / 100)]}[- ]hundred`;
  return rest === 0 ? hundreds : `${hundreds}(?:[- ]and)?[- ]${numberWords(rest)}`;
}

/** A number in digits as a pattern fragment, thousands optionally separated ("2,200", "2200"). */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const words = numberWords(n);
  const digitForm = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  return new RegExp(words ? `${digitForm}|\\b${words}\\b` : digitForm, "i");
}

/** A dollar amount: "$18", "18 dollars", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}${Number.isInteger(n) ? "(?:\\.00)?" : ""}(?!\\d|[.,]\\d)`;
  return new RegExp(
    `\\$\\s?${amount}|(?<![\\d.,])${amount}\\s?(?:US\\s?)?(?:dollars?|bucks|USD)\\b|\\bUSD\\s?${amount}`,
    "i",
  );
}

/** A time of day: "20:00", "8:00 pm", "8pm", "8 p.m."; "7:30" alone for 19:30 too, but never with the wrong am/pm. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const wrong = h < 12 ? "p\\.?\\s?m\\b" : "a\\.?\\s?m\\b";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const forms = [
    `${h24}[:.h]${mm}(?!\\s?${wrong})`,
    `0?${h12}[:.]${mm}(?:\\s?${ampm})?(?!\\s?${wrong})`,
  ];
  if (m === 0) forms.push(`0?${h12}\\s?${ampm}`);
  if (h === 12 && m === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
}

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const sixtyFourthTestQuestions: TestQuestion[] = [
  // ---- Right now, this morning, this afternoon (day 2, Sunday Nov 23) ----
  {
    question: "rupa what are we doing rn",
    parts: [[/walking tour|Bahia|Ben Youssef|Jardin Secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "which palace r we seeing on the tour this morning",
    parts: [[/Bahia/i]],
    links: [tripDay(2)],
  },
  {
    question: "overslept 🙃 what time did the walking tour start",
    parts: [[clock(9, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "how much is the walking tour today",
    parts: [[usd(10), /museum/i]],
    links: [tripDay(2)],
  },
  {
    question: "wat do i wear for the medina today",
    parts: [[/shoulders|knees/i]],
    links: [tripDay(2), "/faq"],
  },
  U("how much is the entrance ticket for bahia palace"),
  U("whats the name of our guide today"),
  U("where are we having lunch today"),
  {
    question: "whats the plan this afternoon",
    parts: [[/pool/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time do we head back to the villa today",
    parts: [[clock(14, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "wait is the bday dinner tonight or tmrw",
    parts: [[/tonight|today|sunday|\b23(rd)?\b/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what time is dinner tonight",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "where is tonights dinner",
    parts: [["Comptoir Darna"]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much is the birthday dinner pp",
    parts: [[num(100), num(120)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "dress code for tonight??? pls",
    parts: [[/cocktail|golden glam/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "is there like music or a show at dinner tonite",
    parts: [[/danc|live music/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what kind of food is it tonight",
    parts: [[/Mediterranean/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "when and where is the birthday dinner",
    parts: [[clock(19, 30)], [/Comptoir Darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what area is tonight's dinner in, need to tell the taxi",
    parts: [[/Hivernage/i]],
    links: [tripDay(2), "/dinners"],
  },
  U("what time is pickup from the villa for dinner tonight"),
  U("is there gonna be a cake tonight 🎂"),
  U("whats the seating plan tonight"),
  {
    question: "ok and after dinner?",
    parts: [[/bar crawl/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time does the bar crawl start",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "bar crawl: where and how much",
    parts: [[/Gu[eé]liz/i, /Hivernage/i], [usd(10)]],
    links: [tripDay(2)],
  },
  {
    question: "r drinks included on the bar crawl tonight",
    parts: [[/as you go|pay for (your|their) own|own drinks|not included/i]],
    links: [tripDay(2)],
  },
  U("what time does the bar crawl end tonight"),
  {
    question: "what should i wear for the bar crawl",
    parts: [[/smart casual/i]],
    links: [tripDay(2)],
  },
  {
    question: "what day of the trip is it today",
    parts: [[/day\s*(2|two)\b/i]],
    links: [tripDay(2)],
  },
  {
    question: "whats todays theme",
    parts: [["Discover Marrakech"]],
    links: [tripDay(2)],
  },
  {
    question: "villa breakfast what time n how much",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "how do i get breakfast at the villa tmrw",
    parts: [[/sign up|night before|evening before/i]],
    links: [tripDay(2), "/faq"],
  },
  U("whats the weather like right now"),
  U("is the villa pool heated"),
  {
    question: "where are we sleeping tonight",
    parts: [[/Villa Royale/i]],
    links: ["/accommodations"],
  },

  // ---- Yesterday (day 1) and tomorrow (day 3) ----
  {
    question: "what did we do yesterday",
    parts: [[/Villa Royale|Rest (&|and) Relax|hammam|check.?in/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time was the hammam yesterday? missed it, can i still get one",
    parts: [[clock(16, 30)], [/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "whats tmrws plan",
    parts: [[/balloon/i, /Agafay/i]],
    links: [tripDay(3)],
  },
  {
    question: "what time is the hot air balloon tmrw",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how long are we actually up in the air tomorrow",
    parts: [[/\b(an|one|1) hour/i]],
    links: [tripDay(3)],
  },
  {
    question: "what do i wear for the balloon, is it cold",
    parts: [[/layers/i]],
    links: [tripDay(3)],
  },
  {
    question: "balloon price?",
    parts: [[usd(117)]],
    links: [tripDay(3), "/faq"],
  },
  U("whats the balloon company called"),
  U("what happens if the balloon gets cancelled tmrw bc of wind"),
  {
    question: "ok and tmrw night? where + what time",
    parts: [[/Nobu/i], [clock(20, 0)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "nobu min spend",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "whats for dinner tmrw, what kinda food",
    parts: [[/Japanese|Peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "how much is the agafay thing tmrw",
    parts: [[usd(40)]],
    links: [tripDay(3)],
  },
  {
    question: "what r we actually doing in agafay tomorrow",
    parts: [[/quad/i, /camel/i]],
    links: [tripDay(3)],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[/\b(40|forty)\s?-?min/i]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "what time do we get back to the villa tmrw",
    parts: [[clock(17, 0)]],
    links: [tripDay(3)],
  },
  {
    question: "nobu dress code tomorrow?",
    parts: [[/smart casual/i]],
    links: [tripDay(3), "/dinners"],
  },
  U("do i need my passport for the balloon tmrw"),
  {
    question: "where we sleeping tmrw night",
    parts: [[/Villa Royale/i]],
    links: ["/accommodations"],
  },
  {
    question: "what was the riad we stayed at 2 nights ago called",
    parts: [[/L.?Authentic/i]],
    links: ["/accommodations", tripDay(0)],
  },
  {
    question: "where was the welcome dinner the other night? wanna leave a review",
    parts: [[/Foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "welcome dinner on friday, how much was it and the deposit",
    parts: [[num(40), num(60)], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what time were we all meeting at the airport on day 0",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "how much was the airport transfer, i owe someone",
    parts: [[usd(45), /car/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "what was the thing last night by the pool",
    parts: [[/sunset/i]],
    links: [tripDay(1)],
  },

  // ---- The rest of the week, by weekday, date and day number ----
  {
    question: "whens the photoshoot",
    parts: [[/tuesday|day\s*(4|four)\b|\b25(th)?\b/i], [clock(8, 30)]],
    links: [tripDay(4), "/"],
  },
  {
    question: "what shud i wear for the group photos",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  U("who is the photographer"),
  U("when will we get the photoshoot pics back"),
  {
    question: "majorelle + ysl museum tickets how much",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4)],
  },
  {
    question: "do i need to buy my own majorelle tickets",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time is majorelle on tuesday",
    parts: [[clock(11, 0)]],
    links: [tripDay(4)],
  },
  U("what are the opening hours of jardin majorelle"),
  {
    question: "souk guide price on the 25th?",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "whats the palace dinner place called",
    parts: [[/Dar Yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "palace dinner: how much and what do i wear",
    parts: [[/individual|at the restaurant/i], [/kaftan|djellaba|dressy|best evening/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time is the palace dinner",
    parts: [[clock(20, 0)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time do we leave for the desert on wed",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "whats the stop on the way to zagora",
    parts: [[/A[iï]t Benhaddou/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "ait benhaddou was in what movies",
    parts: [[/Gladiator|Game of Thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "how high is the tichka pass",
    parts: [[num(2200)]],
    links: [tripDay(5)],
  },
  {
    question: "i get carsick lol how bad is the drive to the desert",
    parts: [[/motion.?sickness/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "camel ride what time",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "desert camp: how much and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "what do i pack for the desert night",
    parts: [[/fleece|layers/i]],
    links: ["/faq", tripDay(5)],
  },
  U("is there wifi at the desert camp"),
  U("are there showers at the desert camp"),
  U("how long is the camel ride"),
  {
    question: "what time is sunrise at the dunes on thursday",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "whats happening on the 27th",
    parts: [[/train/i, /F[eè]s/i]],
    links: [tripDay(6)],
  },
  {
    question: "train to fes how long and how much",
    parts: [[/\b(6|six)[\s-]*h(ou)?r/i], [usd(45)]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "what time is the train to fes",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "do i need to buy my own train ticket to fes",
    parts: [[/host/i]],
    links: [tripDay(6), "/faq"],
  },
  U("which coach and seat am i in on the fes train"),
  {
    question: "what cities does the train to fes go thru",
    parts: [[/Rabat/i, /Meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "when do we get to the riad in fes",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  U("whats the name of the riad in fes"),
  {
    question: "how many nights in fes and how much",
    parts: [[num(3)], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what r we doing friday",
    parts: [[/Explore F[eè]s|F[eè]s el.?Bali|tannery|Bou Inania/i]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have??",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "heard the tannery stinks, any tips",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "how old is bou inania",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "dinner plans nov 28?",
    parts: [[/riad/i, clock(19, 30)]],
    links: [tripDay(7)],
  },
  U("whats the dress code for the riad dinner in fes"),
  U("how much is the riad dinner in fes"),
  {
    question: "is the fes part of the itinerary final or still changing",
    parts: [[/work in progress|may change|still changing|not final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "whens chefchaouen",
    parts: [[/\b29(th)?\b|saturday|day\s*(8|eight)\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/\b(4|four)[\s-]*h(ou)?r/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats the local food in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  U("how much does the chefchaouen day trip cost"),
  {
    question: "what is ras el maa",
    parts: [[/spring/i]],
    links: [tripDay(8)],
  },
  {
    question: "anything i should know about day 8",
    parts: [[/depart/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we head back from chefchaouen",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "what time is the train to casablanca on the 30th",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how long is the train from fes to casa",
    parts: [[/\b(4|four)[\s-]*h(ou)?r/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "whats the farewell lunch and what time",
    parts: [[/Rick/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  U("how much is lunch at ricks cafe"),
  {
    question: "hassan ii mosque: cost + what do i wear",
    parts: [[usd(13)], [/scarf|socks|shoulders/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret at the casablanca mosque",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/Mohammed V|CMN/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the casa airport from the city",
    parts: [[/\b(45|forty.?five)\s?-?min/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time shud i book my flight home on the last day",
    parts: [[/evening|18:00|6\s?p\.?m/i]],
    links: [tripDay(9), "/faq"],
  },
  U("whats the emergency number in morocco"),
  U("how much is a sim card at the airport"),

  // ---- Money ----
  {
    question: "exchange rate?",
    parts: [[/\b(10|ten)\s*(MAD|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants",
    parts: [[/10\s*(-|–|to)\s*15\s*(%|percent)/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "tourist tax how much",
    parts: [[/28\s*(MAD|dirhams?)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how many nights of tourist tax r we paying",
    parts: [[num(9)]],
    links: ["/budget"],
  },
  {
    question: "how much cash should i take out at the atm",
    parts: [[/1,?000\s*(-|–|to)\s*2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where r the atms",
    parts: [[/Gu[eé]liz|Hivernage|airport|medina gates?/i]],
    links: ["/budget"],
  },
  {
    question: "whats the rule for bargaining",
    parts: [[/40\s*(-|–|to)\s*50\s*(%|percent)/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "foreign card fees, typically?",
    parts: [[/1\s*(-|–|to)\s*3\s*(%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i budget for shopping",
    parts: [[usd(100), num(500)]],
    links: ["/budget"],
  },
  {
    question: "roughly how much is this whole trip gonna cost me",
    parts: [[usd(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "how much are the fixed costs per person",
    parts: [[num(440), num(480)]],
    links: ["/budget"],
  },
  {
    question: "if i do every optional extra how much is that",
    parts: [[num(463)]],
    links: ["/budget"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/faq", "/budget", "/accommodations"],
  },
  {
    question: "can i still squeeze in a hammam this afternoon, how much is it",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq"],
  },
  U("can i pay the villa contribution on venmo"),
  {
    question: "how much was the riad the first night",
    parts: [[usd(45)]],
    links: ["/budget", "/accommodations"],
  },
  {
    question: "can i just use my card in the souks today",
    parts: [[/cash/i]],
    links: ["/budget"],
  },
  {
    question: "card machine asks dollars or dirhams, which do i pick",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  U("how much are the cars to zagora"),
  {
    question: "do we pay for our own lunch today",
    parts: [[/individual|own|yourself/i]],
    links: ["/budget"],
  },
  {
    question: "how many pools at the villa? going for a swim this afternoon",
    parts: [[num(2)]],
    links: ["/accommodations", "/faq"],
  },

  // ---- Stays and practicalities ----
  {
    question: "villa check in and check out times",
    parts: [[clock(15, 0)], [clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites does villa royale have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s*(-|–|to)\s*25/i]],
    links: ["/accommodations", "/faq"],
  },
  U("is there a gym at the villa"),
  U("whats the wifi password at the villa"),
  U("whats the exact address of the villa, need it for a delivery"),
  {
    question: "how many diff places r we staying in total",
    parts: [[num(4)]],
    links: ["/accommodations"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/C\s*\/\s*E|type C/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do americans need a visa",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/\b(6|six)\s*months/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather usually like this time of year",
    parts: [[/15\s*(-|–|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "will it rain in fes",
    parts: [[/rare/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/Arabic|Darija/i, /French/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  U("can i bring a plus one to the birthday dinner tonight"),
  {
    question: "what time zone is morocco",
    parts: [[/(UTC|GMT)\s*\+\s*1/i]],
    links: ["/faq"],
  },
  U("is there uber in marrakech"),

  // ---- Rupa, the host, the occasion ----
  {
    question: "who r u",
    parts: [[/Rupa/i]],
  },
  {
    question: "rupa are u an actual goat 🐐",
    parts: [[/trip (helper|assistant)|assistant|helper/i]],
  },
  {
    question: "what can you help me with",
    parts: [[/itinerary|dining|dinners|packing|cost|budget/i]],
  },
  U("how old are you rupa"),
  {
    question: "whats the occasion for this trip",
    parts: [[num(30), /birthday/i]],
    links: ["/"],
  },
  {
    question: "whose birthday is it",
    parts: [[/host/i]],
    links: ["/"],
  },
  U("whats the hosts name"),
  U("whats the host's whatsapp number"),
  {
    question: "whats the trip called again",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "what does the trip highlight on the home page say",
    parts: [[/TBD|to be (decided|determined)/i]],
    links: ["/"],
  },
  U("how many people signed up for the balloon tomorrow"),

  // ---- The site's pages ----
  {
    question: "where's the map of all the recommended spots",
    parts: [[/\/map\b|Marrakech Map|map page/i]],
    links: ["/map"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must.?see/i]],
    links: ["/map"],
  },
  {
    question: "any good dinner spot in gueliz on ur map?",
    parts: [[/Al Fassia/i]],
    links: ["/map"],
  },
  {
    question: "best sunset spot in marrakech from the map",
    parts: [[/Menara/i]],
    links: ["/map"],
  },
  {
    question: "any cooking classes?",
    parts: [[/Maison Arabe/i]],
    links: ["/map"],
  },
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },

  // ---- Music ----
  {
    question: "how do i turn the music off rn its so loud",
    parts: [[/bottom.?left|mute/i]],
  },
  {
    question: "what kind of music is that on the home page",
    parts: [[/\boud/i]],
  },
  {
    question: "is there music on the gallery page",
    parts: [[/\bno\b|doesn.t|does not|silen|paus/i]],
  },
  U("whats the name of the song playing on the home page"),

  // ---- Gallery: uploading and deleting ----
  {
    question: "how do i upload my pics",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many pics can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "my video wont upload, says file too large. whats the limit",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a photo i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|not required|no need|don.t have to/i]],
    links: ["/gallery"],
  },
  {
    question: "can we put all the trip photos up on the tv at the villa",
    parts: [[/slideshow/i]],
  },
  U("who made this website"),
];
