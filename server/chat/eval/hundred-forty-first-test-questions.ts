// HUNDRED-FORTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-forty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 14:30 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * Today is Day 3 of the trip, Monday, November 24, 2025: "Desert Fun" (/day/3).
 * - This morning: the hot air balloon at sunrise (05:30) over the Agafay desert,
 *   about 40 minutes from Marrakech, with the High Atlas behind, then a Berber
 *   breakfast in a tent ($117 per person).
 * - Right now: the Agafay Desert Day (from 11:00, morning and afternoon): quad bikes
 *   and camel rides, lunch under a Berber tent and a lazy afternoon by a desert-camp
 *   pool (about $40 per person).
 * - This afternoon: 17:00, back to Villa Royale to shake out the sand and rest.
 * - Tonight: 20:00, Private Rooftop Dinner at Nobu (Nobu Hotel Marrakech rooftop,
 *   Hivernage), Japanese-Peruvian, minimum spend $75 per person, smart casual.
 * - The night is spent at Villa Royale, outskirts of Marrakech.
 *
 * Yesterday was Day 2, Sunday, November 23: "Discover Marrakech", the birthday day:
 * breakfast at the villa (08:30), the medina walking tour (09:30; Bahia Palace,
 * Ben Youssef Madrasa, Le Jardin Secret), pool time (14:30), the Golden Birthday
 * Dinner at Comptoir Darna (19:30, $100-120 per person, golden glam) and the guided
 * bar crawl in Gueliz & Hivernage (22:30, $10 guide).
 *
 * Tomorrow is Day 4, Tuesday, November 25: "Gardens & Souks": the group photoshoot
 * in the villa gardens (08:30), Jardin Majorelle ($18) and Musée YSL ($15) at 11:00,
 * guided souk shopping (14:30, $5 guide) and the palace dinner at Dar Yacout (20:00,
 * paid individually, dressy). Wednesday (day 5, Nov 26) is the Sahara Desert
 * Adventure to the Zagora camp.
 */
export const HUNDRED_FORTY_FIRST_TEST_CLOCK = new Date("2025-11-24T13:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number from 0 to 99 spelled out, as a pattern fragment; null otherwise. */
function spelled(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[-\\s]?${ONES[n % 10]!}`;
}

/** The digit forms of a number: "9000" and "9,000"; a decimal point is escaped. */
function digitForms(n: number): string {
  const plain = String(n).replace(/\./g, "\\.");
  if (!Number.isInteger(n) || n < 1000) return plain;
  return `${plain}|${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** Not the tail or the head of a longer number. */
const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const word = spelled(n);
  const digits = `${NOT_BEFORE}(?:${digitForms(n)})${NOT_AFTER}`;
  return new RegExp(word ? `${digits}|\\b(?:${word})\\b` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const v = `(?:${digitForms(n)})`;
  return new RegExp(
    [
      `(?:US)?\\$\\s?${v}(?:\\.00)?${NOT_AFTER}`,
      `${NOT_BEFORE}${v}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?\\$?${v}${NOT_AFTER}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "08:30", "8:30 am". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const forms = [
    `(?<![\\d:$])0?${h}[:h.]${mm}(?!\\d)`,
    `(?<![\\d:$])${h12}[:.]${mm}\\s?${meridiem}(?![a-z])`,
  ];
  if (m === 0) forms.push(`(?<![\\d:$])${h12}\\s?${meridiem}(?![a-z])`);
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const RANGE = "\\s*(?:-|–|—|to)\\s*\\$?";

export const hundredFortyFirstTestQuestions: TestQuestion[] = [
  // ---- Today (day 3, Monday Nov 24), tonight, this morning ----
  {
    question: "ok what day of the trip r we on today",
    parts: [[/day\s*(?:3|three)\b|desert fun/i]],
    links: [tripDay(3)],
  },
  {
    question: "whats the theme for today",
    parts: [[/desert fun/i]],
    links: [tripDay(3)],
  },
  {
    question: "wats the plan tonight??",
    parts: [[/nobu/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what time is dinner tonite",
    parts: [[clock(20, 0)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "where exactly is tonights dinner, which part of town",
    parts: [[/hivernage/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "is there a minimum spend at nobu tonight? how much",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "dress code for tonight? can i wear my flip flops",
    parts: [[/smart[-\s]casual/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what kind of food is the place tonight",
    parts: [[/japanese[-\s]?peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what are we supposed to be doing right now",
    parts: [[/agafay/i]],
    links: [tripDay(3)],
  },
  {
    question: "what time do we head back to the villa this afternoon",
    parts: [[clock(17, 0)]],
    links: [tripDay(3)],
  },
  {
    question: "so after the desert stuff today whats next",
    parts: [[/villa/i, /nobu/i]],
    links: [tripDay(3)],
  },
  {
    question: "how much was the hot air balloon this morning",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what time did the balloon start today lol i'm so tired",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how far is agafay from marrakech, where we are today",
    parts: [[/(?:40|forty)\s*min/i]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "how much is todays agafay desert day",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what r we riding in agafay today",
    parts: [[/quad/i, /camel/i]],
    links: [tripDay(3)],
  },
  {
    question: "wheres lunch today",
    parts: [[/tent/i]],
    links: [tripDay(3)],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/villa royale/i]],
    links: ["/accommodations", tripDay(3)],
  },
  {
    question: "is tonights dinner indoors or up on a roof",
    parts: [[/rooftop|roof/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "any signature dishes we should order at dinner tonight",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  {
    question: "the mountains behind the balloons this morning, what were they",
    parts: [[/atlas/i]],
    links: [tripDay(3)],
  },
  // ---- Tomorrow (day 4, Tuesday Nov 25) ----
  {
    question: "whats tomorrows theme",
    parts: [[/gardens\s*(?:&|and)\s*souks/i]],
    links: [tripDay(4)],
  },
  {
    question: "what day number is tmrw",
    parts: [[/day\s*(?:4|four)\b/i]],
    links: [tripDay(4)],
  },
  {
    question: "whats the date tomorrow and what weekday, i've lost track",
    parts: [[/tuesday|nov(?:ember)?\.?\s*25|25(?:th)?\b/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time is the photoshoot tmrw",
    parts: [[clock(8, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "what do i wear for the photographer tomorrow",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "where's the photo shoot tomorrow morning",
    parts: [[/villa/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time r we going to majorelle tomorrow",
    parts: [[clock(11, 0)]],
    links: [tripDay(4)],
  },
  {
    question: "how much is majorelle tmrw? and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "do i need to buy my own majorelle tickets for tomorrow",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "souk shopping tomorrow what time, and how much is the guide",
    parts: [[clock(14, 30)], [usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "where's dinner tomorrow night",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time is the palace dinner tmrw",
    parts: [[clock(20, 0)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "dress code tmrw night??",
    parts: [[/dressy|best evening|kaftan/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much is dinner tomorrow at the palace place",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "r there drinks before the palace dinner tomorrow",
    parts: [[/aperitif|ap[eé]ritif|rooftop/i]],
    links: [tripDay(4), "/dinners"],
  },
  // ---- Yesterday (day 2, Sunday Nov 23) ----
  {
    question: "what did we do yesterday again (im still hungover)",
    parts: [[/birthday/i]],
    links: [tripDay(2)],
  },
  {
    question: "what was the restaurant last night called",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the bday dinner per person",
    parts: [[new RegExp(`100${RANGE}120`, "i")]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what time did the bar crawl start last night",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "is the bar crawl tonight or did that already happen",
    parts: [[/yesterday|last night|day\s*(?:2|two)\b|sunday|23(?:rd)?\b/i]],
    links: [tripDay(2)],
  },
  {
    question: "yesterday morning's tour, what was the palace with the painted ceilings",
    parts: [[/bahia/i]],
    links: [tripDay(2)],
  },
  // ---- Later this week ----
  {
    question: "whats happening on wednesday",
    parts: [[/zagora|sahara/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time do we leave for the desert on the 26th",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "where do we sleep the night after tomorrow",
    parts: [[/camp/i]],
    links: [tripDay(5), "/accommodations"],
  },
  // ---- Present-moment questions the site cannot answer ----
  U("is there an afterparty after nobu tonight"),
  U("who's the photographer tomorrow? whats their insta"),
  U("how much is the photographer, are we all chipping in for that?"),
  U("whats the wifi password at the villa"),
  U("can i get a taxi back from agafay early today, how much would that be"),
  U("which suite am i in at the villa"),
  U("are cars arranged to get us to nobu tonight or do we grab taxis"),
  // ---- The trip, the occasion, Rupa ----
  {
    question: "when does the whole trip start and end",
    parts: [[num(21)], [num(30)]],
    links: ["/"],
  },
  {
    question: "how many days is this trip in total",
    parts: [[num(10)]],
    links: ["/"],
  },
  {
    question: "how many of us r going",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whose birthday is it anyway and which one",
    parts: [[/host/i], [num(30)]],
    links: ["/"],
  },
  {
    question: "whats the name of this trip",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "who r u rupa",
    parts: [[/goat/i]],
  },
  {
    question: "which cities are we going to",
    parts: [[/marrakech/i, /fes|fez/i]],
    links: ["/"],
  },
  // ---- Arrival, day 0 (Friday Nov 21) ----
  {
    question: "what time should i land on the 21st",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "which airport do we fly into",
    parts: [[/menara|\bRAK\b/i]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "how do we get from the airport, how much",
    parts: [[usd(45), /car/i]],
    links: ["/faq", tripDay(0), "/budget"],
  },
  {
    question: "how long is the ride from the airport to the medina",
    parts: [[/(?:20|twenty)\s*min/i]],
    links: ["/faq"],
  },
  {
    question: "where did we stay the first night",
    parts: [[/riad l-?\s?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how much was the riad the first night",
    parts: [[usd(45)]],
    links: [tripDay(0), "/budget", "/accommodations"],
  },
  {
    question: "welcome dinner where and how much",
    parts: [[/foundouk/i], [new RegExp(`40${RANGE}60`, "i")]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "was there a deposit for the welcome dinner?",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "what time was the welcome dinner on friday",
    parts: [[clock(20, 0)]],
    links: [tripDay(0), "/dinners"],
  },
  // ---- Villa Royale ----
  {
    question: "what time is villa check in",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  {
    question: "villa check out time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites + pools at the villa",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[/20\s*(?:-|–|—|to)\s*25/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how big is the villa estate",
    parts: [[/1\.4/i]],
    links: ["/accommodations"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: ["/faq", "/budget", "/accommodations"],
  },
  {
    question: "how much is brekkie at the villa",
    parts: [[usd(10)]],
    links: ["/faq", tripDay(2)],
  },
  {
    question: "how do i sign up for breakfast",
    parts: [[/night before|evening before/i]],
    links: ["/faq", tripDay(2)],
  },
  {
    question: "hammam and massage price?",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "how do i book a massage slot",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "what time was the hammam on day 1",
    parts: [[clock(16, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "how many nights is the villa listed for",
    parts: [[num(5)]],
    links: ["/accommodations", "/budget"],
  },
  // ---- Birthday day ----
  {
    question: "what time was the birthday dinner",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "wat was the dress code for the bday dinner",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "the medina walking tour, how much was it and what did it cover",
    parts: [[usd(10)], [/bahia|ben youssef|jardin secret/i]],
    links: [tripDay(2)],
  },
  // ---- Desert camp (day 5) and the road ----
  {
    question: "desert camp how much and whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "is the sunset camel ride extra or",
    parts: [[/includ/i]],
    links: [tripDay(5)],
  },
  {
    question: "we stop at some film set on the way to the desert?",
    parts: [[/a[iï]t[-\s]?ben[-\s]?haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "what movies were filmed at ait benhaddou",
    parts: [[/gladiator|game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "how high is the tizi n tichka pass",
    parts: [[/2,?200/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time is the camel ride wednesday",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  // ---- Journey to Fes (day 6, Thursday Nov 27) ----
  {
    question: "how long is the train to fes",
    parts: [[/(?:6|six)[-\s]*(?:hours?|hrs?)/i]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "how much is the train ticket to fes",
    parts: [[usd(45)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "what time is the fes train on thursday",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "does the train to fes stop anywhere",
    parts: [[/rabat|meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time do we get to the riad in fes",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how much is the fes riad and how many nights",
    parts: [[usd(90)], [num(3)]],
    links: ["/budget", "/accommodations", tripDay(6)],
  },
  {
    question: "what time is the sunrise thing at camp on the 27th",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  // ---- The site cannot answer ----
  U("how long is the drive from marrakech to zagora"),
  U("whats the name of the desert camp"),
  U("whats the name of our riad in fes"),
  U("what's the address of the villa? need it for my uber"),
  U("what seat number am i on the fes train"),
  U("is the villa pool heated"),
  // ---- Fes (day 7, Friday Nov 28) ----
  {
    question: "whats day 7 about",
    parts: [[/explore fes/i]],
    links: [tripDay(7)],
  },
  {
    question: "where does the walking tour in fes start",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "bou inania, how old is it",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "tannery what time and what do i do about the smell",
    parts: [[clock(14, 0)], [/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "dinner on the 28th where",
    parts: [[/riad/i]],
    links: [tripDay(7)],
  },
  // ---- Chefchaouen (day 8, Saturday Nov 29) ----
  {
    question: "whats the plan saturday",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/(?:4|four)\s*(?:hours?|hrs?)/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we leave fes for chefchaouen",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "what should i eat in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "best view over the blue town?",
    parts: [[/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats ras el maa",
    parts: [[/spring/i]],
    links: [tripDay(8)],
  },
  {
    question: "when do people start heading home",
    parts: [[/day\s*(?:8|eight)\b|29(?:th)?\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "what time do we head back from chefchaouen",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  // ---- Casablanca (day 9, Sunday Nov 30) ----
  {
    question: "train to casa, what time and how long",
    parts: [[clock(7, 0)], [/(?:4|four)\s*(?:hours?|hrs?)/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "farewell lunch where & when",
    parts: [[/rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "hassan ii mosque tour cost",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque in casablanca",
    parts: [[/scarf|shoulders/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is that minaret",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "what airport do we fly home from",
    parts: [[/\bCMN\b|mohammed v/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the casa airport from the city",
    parts: [[/(?:45|forty[-\s]?five)\s*min/i]],
    links: [tripDay(9)],
  },
  {
    question: "when should i book my flight home for",
    parts: [[num(30)]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change|could change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  // ---- Money ----
  {
    question: "what currency + whats the rate",
    parts: [[/dirham|\bMAD\b/i], [num(10)]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "how much cash should i take out at the atm",
    parts: [[new RegExp(`1,?000${RANGE}2,?000`, "i")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do we tip at restaurants",
    parts: [[/10\s*(?:-|–|—|to)\s*15\s*%/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax??",
    parts: [[/28\s*(?:MAD|dirhams?)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how low do i start when bargaining",
    parts: [[/40\s*(?:-|–|—|to)\s*50\s*%/i]],
    links: ["/budget", "/faq", tripDay(0)],
  },
  {
    question: "foreign fees on cards usually?",
    parts: [[/1\s*(?:-|–|—|to)\s*3\s*%/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much shld i budget for shopping",
    parts: [[new RegExp(`100${RANGE}500`, "i")]],
    links: ["/budget", tripDay(4)],
  },
  {
    question: "roughly how much is this whole trip gonna cost me",
    parts: [[/440/i, /943/i]],
    links: ["/budget"],
  },
  {
    question: "do cards work in the souks",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  // ---- Practical ----
  {
    question: "what plug adapter do i need",
    parts: [[/type\s*c/i]],
    links: ["/faq", "/"],
  },
  {
    question: "whats the voltage there",
    parts: [[/220/i]],
    links: ["/faq", "/"],
  },
  {
    question: "do i need a visa as an american",
    parts: [[/visa[-\s]?free|no visa|(?:not|n't) need/i]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/(?:6|six)\s*months/i]],
    links: ["/faq"],
  },
  {
    question: "weather like?",
    parts: [[/15\s*(?:-|–|—|to)\s*25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "is it gonna rain much in late november",
    parts: [[/rare/i]],
    links: ["/faq"],
  },
  {
    question: "what language do ppl speak",
    parts: [[/arabic|darija/i]],
    links: ["/faq"],
  },
  {
    question: "how do i say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "is alcohol a thing there",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco",
    parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]],
    links: ["/faq"],
  },
  // ---- The site cannot answer ----
  U("do i need any vaccines for morocco"),
  U("how much is a sim card at the airport"),
  U("what time does rick's cafe close"),
  U("what's the luggage limit on the train to fes"),
  U("is there an atm at the villa"),
  U("how much does a petit taxi from the villa to gueliz usually cost"),
  // ---- More about today, tomorrow, yesterday ----
  {
    question: "the breakfast after the balloon this morning, where was that",
    parts: [[/tent|berber/i]],
    links: [tripDay(3)],
  },
  {
    question: "which day is the photographer coming again",
    parts: [[/tomorrow|tuesday|day\s*(?:4|four)\b|25(?:th)?\b/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "wait is nobu tonight or tomorrow",
    parts: [[/tonight|today|monday|day\s*(?:3|three)\b/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what time did the walking tour start yesterday",
    parts: [[clock(9, 30)]],
    links: [tripDay(2)],
  },
  // ---- Gallery, music, the site ----
  {
    question: "how do i upload my pics and vids",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "can i upload like 30 photos at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "max size for a video upload?",
    parts: [[/50\s*MB/i]],
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
  {
    question: "how do i turn the music off, where's the button",
    parts: [[/bottom[-\s]left/i]],
  },
  {
    question: "where do i find the chat thing on the site",
    parts: [[/bottom[-\s]right/i]],
  },
  {
    question: "can we put everyone's photos up on a tv as a slideshow",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "what does red mean on the map",
    parts: [[/must[-\s]see/i]],
    links: ["/map"],
  },
  {
    question: "any good lunch spot in the souks? on the map maybe",
    parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]],
    links: ["/map"],
  },
  {
    question: "is there info on transportation somewhere",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "who said the quotes on the homepage",
    parts: [[/churchill|saint laurent|wharton/i]],
    links: ["/"],
  },
  {
    question: "what's the trip highlight on the home page",
    parts: [[/\bTBD\b/i]],
    links: ["/"],
  },
  {
    question: "how many dinners r featured on the dinners page",
    parts: [[num(4)]],
    links: ["/dinners"],
  },
  {
    question: "im vegan, who do i tell and by when",
    parts: [[/host/i], [/(?:two|2)\s*weeks/i]],
    links: ["/dinners"],
  },
  // ---- The site cannot answer ----
  U("will there be a birthday cake at nobu tonight"),
  U("whose name is the nobu reservation under tonight"),
  U("what time does jardin majorelle close tomorrow"),
  U("when do we get the pro photos from tomorrow's shoot"),
  U("does nobu have vegan options on the menu tonight"),
  U("what time did the bar crawl end last night"),
  U("whats the password to delete photos in the gallery"),
  U("how many photos are in the gallery right now"),
  U("whats the name of the song on the homepage"),
  U("is there a gym at the villa"),
  U("what's the host's phone number"),
  U("what's the host's actual name"),
  U("are drinks included in the birthday dinner price"),
  U("is there a dress code for the hammam"),
  U("whats the cancellation policy on the balloon"),
  U("how do i pay the host back, venmo or zelle?"),
  U("is there laundry at the villa"),
  U("how old are you rupa"),
];
