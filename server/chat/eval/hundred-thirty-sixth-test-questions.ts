// HUNDRED-THIRTY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 07:30 on Saturday, November 22, 2025, Morocco time (UTC+1).
 *
 * - Today is day 1 of the trip (days run 0 to 9): Saturday, November 22, "Rest & Relax".
 * - Right now (07:30) nothing is scheduled yet: the squad is waking up at Riad L-Authentic in the
 *   Marrakech medina, after last night's welcome dinner.
 * - This morning: 09:30 "Slow Morning & Mint Tea", sleep in, breakfast on the riad roof terrace, pack up at leisure.
 * - This afternoon: 15:00 "Check In at Villa Royale" (check-in opens after 3 PM; 5 nights listed; optional
 *   $50 per person contribution; pool dress code: swimwear with a cover-up), then 16:30 "Hammam & Massage"
 *   at the villa ($60 per person; book your slot with the host).
 * - Tonight: 19:30 "Sunset by the Pool" in the Villa Royale gardens (bring a sweater). No dinner is listed.
 * - The night is spent at Villa Royale, outskirts of Marrakech (20-25 minutes from downtown; 13 suites, 2 pools).
 * - Yesterday, day 0, Friday November 21, "Arrival & Shopping": 11:00 arrival at Marrakech Menara Airport (RAK)
 *   (transfer about $45 per car, cash), 13:00 check-in at Riad L-Authentic ($45 per person, 1 night),
 *   15:00 first stroll through Souk Semmarine & Rahba Kedima, 20:00 welcome dinner at Le Foundouk
 *   ($40-60 per person, $20 deposit; Moroccan & French).
 * - Tomorrow, day 2, Sunday November 23, "Discover Marrakech", the birthday day: 08:30 breakfast at the villa ($10),
 *   09:30 medina walking tour (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum fees),
 *   14:30 pool time, 19:30 Golden Birthday Dinner at Comptoir Darna ($100-120 per person, golden glam),
 *   22:30 guided bar crawl in Gueliz & Hivernage ($10 for the guide, drinks as you go).
 */
export const HUNDRED_THIRTY_SIXTH_TEST_CLOCK = new Date("2025-11-22T06:30:00Z");

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
  22: "twenty[- ]?two",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
  50: "fifty",
  60: "sixty",
  90: "ninety",
};

const NOT_AFTER_TENS = "(?<!(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ])";
const NOT_BEFORE_UNITS = "(?![- ](?:one|two|three|four|five|six|seven|eight|nine)\\b)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${String(n).replace(".", "\\.")}(?!\\d|[.,]\\d)`;
  const word = NUMBER_WORDS[n];
  return new RegExp(word ? `${digits}|${NOT_AFTER_TENS}\\b${word}\\b${NOT_BEFORE_UNITS}` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const a = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:US\\$|\\$|USD)\\s?${a}(?!\\d|[.,]\\d)|(?<![\\d.,])${a}\\s?(?:US\\s)?(?:dollars?|bucks|USD)\\b`,
    "i",
  );
}

/** A dollar range: "$100-120", "$100 to $120", "100-120 dollars". */
function usdRange(a: number, b: number): RegExp {
  return new RegExp(
    `(?:US\\$|\\$|USD)\\s?${a}\\s?(?:-|–|—|to|and)\\s?(?:US\\$|\\$|USD)?\\s?${b}(?!\\d)|(?<![\\d.,])${a}\\s?(?:-|–|—|to|and)\\s?${b}\\s?(?:US\\s)?(?:dollars|USD)`,
    "i",
  );
}

/** A time of day: 20:00, 20h, 8:00 pm, 8pm, 8 in the evening. */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const partOfDay = h < 12 ? "in the morning" : h < 18 ? "in the afternoon" : "(?:in the evening|at night|tonight)";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const minutes = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minutes}\\s?${meridiem}`,
    `(?<![\\d:.])${h12}${minutes}\\s?(?:o'?clock\\s)?${partOfDay}`,
  ];
  if (m === 0) alternatives.push(`(?<![\\d:.])${h24}h(?![a-z\\d])`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b|\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtySixthTestQuestions: TestQuestion[] = [
  // --- Today, right now, tonight (day 1, Saturday Nov 22) ---
  {
    question: "wait what day of the trip is it today",
    parts: [[/\bday\s*(?:1|one)\b/i]],
    links: [tripDay(1)],
  },
  {
    question: "whats the date today lol ive lost track",
    parts: [[/nov(?:ember)?\.?\s*22(?:nd)?|22(?:nd)?\s*(?:of\s*)?nov(?:ember)?|\bthe 22nd\b/i]],
    links: [tripDay(1)],
  },
  {
    question: "so whats the plan for today",
    parts: [[/villa royale/i]],
    links: [tripDay(1)],
  },
  {
    question: "what time can we check in at the villa today?",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/villa royale/i]],
    links: [tripDay(1), "/accommodations"],
  },
  {
    question: "anything planned tonight or are we just chilling",
    parts: [[/sunset/i, clock(19, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "is breakfast at the riad this morning? what time n where",
    parts: [[clock(9, 30)], [/roof/i]],
    links: [tripDay(1)],
  },
  {
    question: "how much is the hammam this arvo",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "what time is the massage thing today",
    parts: [[clock(16, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "who do i book my hammam slot with for this afternoon??",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "do we have to pay for the villa we're moving into today or is it covered",
    parts: [[usd(50), /optional/i]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  {
    question: "how many nights r we at villa royale",
    parts: [[num(5)]],
    links: ["/accommodations", "/budget", tripDay(1)],
  },
  {
    question: "can i sleep in today or is there an early start",
    parts: [[clock(9, 30)]],
    links: [tripDay(1)],
  },
  U("is there wifi at the villa"),
  U("whats the wifi password at the riad, the one on the card doesnt work"),
  U("whats the villa's actual street address, want to send it to my mum"),
  U("how are we getting from the riad to the villa today, is a car booked?"),
  U("what time do we have to be out of the riad this morning"),
  {
    question: "the villa we check into today, whats the checkout time when we leave",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far is the villa we're moving to today from town",
    parts: [[num(20), /min/i]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  {
    question: "how many pools does the villa have 🏊",
    parts: [[num(2)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites at the villa",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "what should i wear at the pool this afternoon, any rules",
    parts: [[/cover[- ]?up/i]],
    links: [tripDay(1)],
  },
  {
    question: "should i bring a jumper for tonight",
    parts: [[/sweater|jumper|warm layer/i]],
    links: [tripDay(1)],
  },
  U("whats for dinner tonight at the villa?"),
  U("what time is sunset today exactly"),
  {
    question: "where exactly is the sunset thing tonight",
    parts: [[/villa royale/i]],
    links: [tripDay(1)],
  },
  {
    question: "what do they actually do to u in the hammam today",
    parts: [[/kessa|rhassoul|black (?:olive )?soap|argan/i]],
    links: [tripDay(1)],
  },
  // --- Tomorrow (day 2, Sunday Nov 23, the birthday) ---
  {
    question: "bday dinner is tomorrow right??",
    parts: [[/tomorrow|sunday|nov(?:ember)?\.?\s*23|23rd|\bday\s*(?:2|two)\b/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "whats on tmrw",
    parts: [[/birthday|discover marrakech/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time is the birthday dinner tmrw",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "where is the bday dinner",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "dress code for tomorrow night pls 👗",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "how much is the birthday dinner pp",
    parts: [[usdRange(100, 120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "breakfast tmrw at the villa, what time and how much",
    parts: [[clock(8, 30)], [usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "do i need to sign up for breakfast tmrw or just turn up",
    parts: [[/night before|tonight|evening before/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "what time does the walking tour start tomorrow",
    parts: [[clock(9, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "which places r we seeing on the walking tour",
    parts: [[/bahia/i, /ben youssef/i]],
    links: [tripDay(2)],
  },
  {
    question: "bar crawl after the bday dinner? what time",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "how much is the bar crawl",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  // --- Yesterday (day 0, Friday Nov 21) ---
  {
    question: "where did we eat last night again? want to leave a review",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "whats the name of the riad we stayed at last night",
    parts: [[/l-?\s?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how much do i owe for last nights riad",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "was there a deposit for the welcome dinner? how much",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  // --- Rupa, the host, the occasion ---
  {
    question: "rupa who even r u",
    parts: [[/goat/i]],
  },
  {
    question: "whose birthday is this whole thing for lol",
    parts: [[/host/i]],
  },
  {
    question: "how old is the birthday person turning",
    parts: [[num(30)]],
  },
  U("whats the birthday girl/guy's actual name, the site only ever says 'the host'"),
  U("what does 'golden birthday' even mean"),
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the trip called again",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  // --- Later in Marrakech (days 3 and 4) ---
  {
    question: "day after tomorrow whats the plan",
    parts: [[/balloon/i]],
    links: [tripDay(3)],
  },
  {
    question: "balloon is the day after tmrw right? what time is pickup 😴",
    parts: [[clock(5, 30)]],
    links: [tripDay(3), "/faq"],
  },
  {
    question: "balloon how much",
    parts: [[usd(117)]],
    links: [tripDay(3), "/faq", "/budget"],
  },
  {
    question: "what do i wear for the balloon, is it cold up there",
    parts: [[/layers/i]],
    links: [tripDay(3)],
  },
  {
    question: "how long are we actually up in the balloon",
    parts: [[/(?:an|one|1)\s*hour/i]],
    links: [tripDay(3)],
  },
  {
    question: "agafay desert day cost?",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what do we actually do in agafay",
    parts: [[/quad/i, /camel/i]],
    links: [tripDay(3)],
  },
  {
    question: "nobu on the 24th, what time and whats the min spend",
    parts: [[clock(20, 0)], [usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese[- ]peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  U("is nobu ok for vegans, what would i even order there"),
  {
    question: "tuesday whats happening",
    parts: [[/majorelle|photoshoot|photographer/i]],
    links: [tripDay(4)],
  },
  {
    question: "when is the photographer coming and what time",
    parts: [[/tuesday|nov(?:ember)?\.?\s*25|25th|\bday\s*(?:4|four)\b/i], [clock(8, 30)]],
    links: [tripDay(4), "/"],
  },
  {
    question: "what colours look best for the photoshoot",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "majorelle + ysl museum tix how much",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "do i need to buy my own majorelle ticket",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "souk guide price",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "wheres the palace dinner",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much is the palace dinner",
    parts: [[/individual|at the restaurant|yourself/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "palace dinner outfit?",
    parts: [[/kaftan|djellaba|dressy/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time is the palace dinner on the 25th",
    parts: [[clock(20, 0)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "which dinners are the special event ones",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "how many featured dinners r there",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "im veggie, who do i tell and how far ahead",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  U("can i bring my bf to the birthday dinner even tho hes not on the trip"),
  U("is there a birthday cake? what flavour"),
  U("what should i get the host as a gift"),
  // --- The desert (day 5) ---
  {
    question: "when do we head to the sahara",
    parts: [[/wednesday|nov(?:ember)?\.?\s*26|26th|\bday\s*(?:5|five)\b/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time do we leave for the desert on day 5",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "how much is the desert camp and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "whats the name of that mountain pass we drive over",
    parts: [[/tichka/i]],
    links: [tripDay(5)],
  },
  {
    question: "isnt there a game of thrones place on the way to the desert",
    parts: [[/benhaddou|ben haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time is the camel ride",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "what should i pack for the desert night",
    parts: [[/fleece|scarf|headlamp|layers/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "i get carsick, anything i should know for the drive to the desert",
    parts: [[/motion[- ]sickness|tablets/i]],
    links: [tripDay(5), "/faq"],
  },
  U("can i charge my phone at the desert camp"),
  U("are there proper toilets n showers at the desert camp"),
  // --- Fes (days 6 and 7) ---
  {
    question: "what are we doing the 27th",
    parts: [[/fes/i, /train/i]],
    links: [tripDay(6)],
  },
  {
    question: "train to fes how long and how much",
    parts: [[num(6), /hour/i], [usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "what time is the train to fes",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "whos got the train tickets",
    parts: [[/host/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "when do we get to the fes riad",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how many nights in fes and how much is it",
    parts: [[num(3)], [usd(90)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  U("whats the name of the riad in fes, my mum wants to know"),
  {
    question: "whats the plan for friday the 28th",
    parts: [[/tanner|bou inania|fes el[- ]?bali/i]],
    links: [tripDay(7)],
  },
  {
    question: "is the fes schedule final or still changing?",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "any tips for the tannery, heard it stinks",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "where do we start the fes walk",
    parts: [[/blue gate|bou jeloud/i]],
    links: [tripDay(7)],
  },
  {
    question: "when was that old university in fes founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  U("what time does the chouara tannery close"),
  U("how much is the guided walk in fes"),
  U("how much is the riad dinner in fes on the 28th"),
  // --- Chefchaouen and Casablanca (days 8 and 9) ---
  {
    question: "chefchaouen is which day",
    parts: [[/saturday|nov(?:ember)?\.?\s*29|29th|\bday\s*(?:8|eight)\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[num(4), /hour/i]],
    links: [tripDay(8)],
  },
  {
    question: "what should i eat in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "best viewpoint in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "can i fly home from fes instead of casablanca",
    parts: [[/\bday\s*(?:8|eight)\b|\b29(?:th)?\b/i]],
    links: ["/faq", tripDay(8)],
  },
  {
    question: "what does the last day look like",
    parts: [[/rick'?s|hassan/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time is the train to casablanca on the 30th",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  U("how much is the train to casablanca"),
  {
    question: "farewell lunch where n when",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  U("how much will lunch at ricks cost me"),
  {
    question: "hassan ii mosque tour price + what do i wear",
    parts: [[usd(13)], [/scarf|socks|shoulders|knees/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "what time should i book my flight home for",
    parts: [[/evening|6\s?p\.?m|18[:.h]00/i]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "which airport do we fly out of at the end",
    parts: [[/CMN|mohammed v/i]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "how far is casa airport from the city",
    parts: [[num(45), /min/i]],
    links: [tripDay(9)],
  },
  U("is there a group transfer to casablanca airport booked, how much per person"),
  // --- Yesterday again ---
  {
    question: "what time did we all meet at the airport yesterday",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "where did we go shopping yesterday arvo, want to go back",
    parts: [[/semmarine|rahba kedima/i]],
    links: [tripDay(0)],
  },
  {
    question: "how much was the airport car yesterday? do i pay cash",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  // --- Money and practicalities ---
  {
    question: "landed yesterday with zero cash, whats the currency & whats the rate",
    parts: [[/dirham|MAD/i], [num(10)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much should i tip at restaurants",
    parts: [[/10\s?(?:-|–|to)\s?15\s?(?:%|percent)/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "is there a tourist tax",
    parts: [[/28\s?(?:MAD|dirhams?|dh)|\$\s?2\.75/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much should i take out at the atm",
    parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "bargaining, whats a good starting offer",
    parts: [[/40\s?(?:-|–|to)\s?50\s?(?:%|percent)/i]],
    links: ["/faq", "/budget"],
  },
  {
    question: "will my card work, any fees",
    parts: [[/1\s?(?:-|–|to)\s?3\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually spend shopping",
    parts: [[usd(100), /500/]],
    links: ["/budget", tripDay(4)],
  },
  {
    question: "roughly how much is this whole trip gonna cost me",
    parts: [[/\b440\b/, /\b943\b/]],
    links: ["/budget"],
  },
  {
    question: "what plug do i need, my charger's american",
    parts: [[/\bC\s?\/\s?E\b|type c/i]],
    links: ["/faq", "/"],
  },
  U("where can i buy an adapter near the villa"),
  U("how much is a SIM card at the airport"),
  {
    question: "can i drink the tap water at the villa today",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is alcohol easy to get",
    parts: [[/licensed|hotels|bars/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco, my phone is confused",
    parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain this trip",
    parts: [[/rare/i]],
    links: ["/faq"],
  },
  {
    question: "how hot will it get today",
    parts: [[/15\s?(?:-|–|to)\s?25/i]],
    links: ["/faq", "/"],
  },
  U("will it be windy at the pool today"),
  {
    question: "do americans need a visa",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "is travel insurance a must",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  // --- The gallery, the site, the music ---
  {
    question: "how do i upload my pics from today",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "uploading all my pics from yesterday, how many can i do at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there a size limit for videos",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name on uploads",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded the wrong vid how do i delete it",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "can i download other ppls photos from the gallery",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a slideshow thing so we can put the pics on the big tv at the villa tonight",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "how do i turn the music off its so loud rn",
    parts: [[/bottom[- ]left/i]],
  },
  U("whats the song playing on the home page"),
  U("can i add a song to the site music"),
  {
    question: "where's the chat button on the site",
    parts: [[/bottom[- ]right/i]],
  },
  {
    question: "is there a map with all the recommended spots",
    parts: [[/map/i]],
    links: ["/map"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "transportation page just says coming soon?? whats going on",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "what was the countdown on the home page counting down to",
    parts: [[/\b21(?:st)?\b/i, clock(11, 0)]],
    links: ["/"],
  },
  {
    question: "who said the 'most lovely spot in the whole world' quote on the home page",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  // --- Places on the map ---
  {
    question: "good lunch spot in the souks?",
    parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]],
    links: ["/map"],
  },
  {
    question: "where can i see what stuff should cost before i haggle",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "is there a cooking class near us",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "al fassia, anything i should know before going",
    parts: [[/lamb/i]],
    links: ["/map"],
  },
  {
    question: "wheres churchill's fave hotel",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  // --- More things the site does not say ---
  U("is the villa pool heated, wanna swim this afternoon"),
  U("is there a gym at the villa"),
  U("which suite am i in tonight"),
  U("can i smoke at the villa"),
  U("whats the host's whatsapp number"),
  U("whats the host's venmo for the villa contribution"),
  U("has anyone heard if jess's flight landed yet"),
  U("is uber a thing in marrakech"),
  U("is there a weight limit for the balloon"),
  U("do i need a driving licence for the quad bikes"),
  U("what time does the bar crawl finish tomorrow night"),
  // --- Today and tomorrow, once more ---
  {
    question: "can i do my hammam tomorrow instead of today",
    parts: [[/host/i]],
    links: ["/faq", tripDay(1)],
  },
  {
    question: "can we check into the villa at noon today",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "whats happening right now",
    parts: [[clock(9, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "theme for tmrw?",
    parts: [[/discover marrakech/i]],
    links: [tripDay(2)],
  },
  {
    question: "is there live music at tomorrows dinner",
    parts: [[/danc/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what kinda food is tomorrows dinner",
    parts: [[/mediterranean/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what to wear for tomorrows walking tour",
    parts: [[/knees|shoulders/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "bar crawl tmrw, where abouts",
    parts: [[/gueliz/i, /hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "what cuisine was last nights dinner",
    parts: [[/french/i]],
    links: ["/dinners", tripDay(0)],
  },
  {
    question: "what time do i need to be up tmrw",
    parts: [[clock(8, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "what day of the week is the bday dinner and whats the date",
    parts: [[/sunday/i], [/\b23(?:rd)?\b/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much is the walking tour tomorrow",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  U("can i get my hair done at the villa before the birthday dinner tomorrow"),
];
