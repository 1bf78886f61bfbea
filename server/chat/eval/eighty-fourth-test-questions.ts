// EIGHTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 10:00 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * That is day 7 of the trip (days are numbered 0 to 9), Friday Nov 28, "Explore Fes".
 * - This morning: at 09:30 the guided walk through Fes el-Bali began at Bab Bou Jeloud
 *   (the Blue Gate), down Talaa Kebira past the Al Quaraouiyine mosque and university
 *   (founded 859). It is under way right now. At 11:30: the Bou Inania Madrasa (14th century).
 * - This afternoon: 14:00, the Chouara Tannery (take the sprig of mint for the smell).
 * - Tonight: 19:30, riad dinner in Fes (pastilla and slow-cooked tagines in the courtyard,
 *   then tea on the roof).
 * - The night is spent at our riad in Fes el-Bali (3 nights, Nov 27-29, $90 per person in total).
 * - The Fes itinerary (days 7, 8, 9) is still a work in progress.
 * - Yesterday, day 6 (Thursday Nov 27, "Journey to Fes"): 06:30 sunrise over the dunes and camp
 *   breakfast in Zagora, 08:00 drive back to Marrakech over the Tizi n'Tichka pass, 15:00 the
 *   6-hour train to Fes ($45 per person, by way of Casablanca, Rabat and Meknes; first class,
 *   reserved seats), 21:00 check-in at the Fes riad (porters with handcarts at the medina gate).
 * - Tomorrow, day 8 (Saturday Nov 29, "Chefchaouen Day Trip"): 07:30 drive into the Rif
 *   mountains (about four hours, coffee stop), 12:00 the blue medina and Plaza Uta el-Hammam
 *   (goat cheese and tagine for lunch), 15:00 Ras El Maa and the Spanish Mosque, 17:00 return
 *   to Fes. Some guests begin departing that day.
 * - Sunday Nov 30, day 9: 07:00 train to Casablanca, 12:30 Rick's Café, 15:00 Hassan II Mosque
 *   ($13), 18:00 departure to Mohammed V airport (CMN).
 */
export const EIGHTY_FOURTH_TEST_CLOCK = new Date("2025-11-28T09:00:00Z");

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number in words, as a pattern source, or undefined when it has no short spelling. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return SMALL[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const unit = n % 10;
    return unit === 0 ? tens : `${tens}[- ]?${SMALL[unit]}`;
  }
  if (n % 1000 === 0 && n / 1000 < 100) return `${inWords(n / 1000)} thousand`;
  if (n % 100 === 0 && n / 100 < 10) return `${SMALL[n / 100]} hundred`;
  return undefined;
}

/** The digits of a number as a pattern source, with or without thousands separators. */
function digits(n: number): string {
  const plain = String(n).replace(".", "\\.");
  const grouped = n.toLocaleString("en-US");
  return grouped === String(n) ? plain : `(?:${plain}|${grouped.replace(/,/g, "[, ]")})`;
}

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const word = inWords(n);
  const figure = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  return new RegExp(word ? `${figure}|\\b${word}\\b` : figure, "i");
};

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const d = digits(n);
  return new RegExp(
    [
      `\\$\\s?${d}(?:\\.00)?(?!\\d|[.,]\\d)`,
      `(?<![\\d.,])${d}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\busd\\s?\\$?\\s?${d}(?!\\d|[.,]\\d)`,
    ].join("|"),
    "i",
  );
};

/** A range of two numbers: "40-60", "$40-$60", "40 to 60", "40–60". */
const between = (a: number, b: number): RegExp =>
  new RegExp(`(?<![\\d.,])\\$?${digits(a)}\\s*(?:-|–|—|to)\\s*\\$?${digits(b)}(?!\\d|[.,]\\d)`, "i");

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; morning times also "08:30". */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const notPm = h < 12 ? "(?!\\s?p\\.?\\s?m\\b)" : "";
  const alts = [
    `(?<![\\d:.])0?${h}[:.h]${mm}(?!\\d)${notPm}`,
    `(?<![\\d:.])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${half}\\.?\\s?m\\b`,
  ];
  if (h === 12 && m === 0) alts.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alts.join("|"), "i");
};

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const eightyFourthTestQuestions: TestQuestion[] = [
  // ---- Today (Friday Nov 28, day 7), right now, tonight, tomorrow, yesterday ----
  {
    question: "morning!! whats the plan today",
    parts: [[/bou inania/i, /chouara|tanner/i]],
    links: [tripDay(7)],
  },
  {
    question: "wait what day of the trip is it even, ive lost track",
    parts: [[num(7)]],
    links: [tripDay(7)],
  },
  {
    question: "where r we supposed to be right now",
    parts: [[/fes el[- ]?bali|bab bou jeloud|blue gate|talaa kebira/i]],
    links: [tripDay(7)],
  },
  {
    question: "what time is the madrasa thing today",
    parts: [[clock(11, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "tannery this afternoon, what time?",
    parts: [[clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "which tannery r we going to this aft",
    parts: [[/chouara/i]],
    links: [tripDay(7)],
  },
  U("how much is it to get into the tannery?"),
  {
    question: "dinner tonight where + what time?",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "what are we eating tonight",
    parts: [[/pastilla|tagine/i]],
    links: [tripDay(7)],
  },
  {
    question: "where do we sleep tonight",
    parts: [[/riad/i, /fes/i]],
    links: ["/accommodations", tripDay(7)],
  },
  U("whats the name of our riad in fes? need it for the taxi driver"),
  U("wifi password at the riad?"),
  {
    question: "what should i wear today for the medina",
    parts: [[/knees/i, /closed[- ]?(?:toe|shoes)/i]],
    links: [tripDay(7), "/faq"],
  },
  {
    question: "is the fes plan final or is it still changing",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7)],
  },
  {
    question: "how big is the fes medina, like how many streets",
    parts: [[/9[, ]?000|nine thousand/i]],
    links: [tripDay(7)],
  },
  {
    question: "can taxis get into the medina here in fes?",
    parts: [[/car[- ]free/i]],
    links: [tripDay(7), "/accommodations"],
  },
  {
    question: "when was the quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "how old is bou inania",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "heard the tannery smells awful, any tips?",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  U("who's our guide in fes today? whats his name"),
  {
    question: "anything happening after dinner tonight?",
    parts: [[/tea/i, /roof/i]],
    links: [tripDay(7)],
  },
  {
    question: "whats tomorrow",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we leave tmrw morning",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "how long's the drive to chefchaouen tomorrow",
    parts: [[num(4), /hour/i]],
    links: [tripDay(8)],
  },
  {
    question: "what should i wear tomorrow",
    parts: [[/layer|knees|shoulders/i]],
    links: [tripDay(8)],
  },
  {
    question: "when do the first ppl start heading home",
    parts: [[/saturday|tomorrow|(?<!\d)29(?!\d)|day 8/i]],
    links: [tripDay(8), "/faq"],
  },
  U("who's leaving tomorrow? like which of us"),
  U("what time is breakfast at the riad tomorrow"),
  {
    question: "what was the plan on the 27th again lol",
    parts: [[/train/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time did we check in last night",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how long was the train yesterday, felt like forever",
    parts: [[num(6), /hour/i]],
    links: [tripDay(6), "/faq"],
  },
  {
    question: "how much was the train ticket yesterday, need to pay someone back",
    parts: [[usd(45)]],
    links: [tripDay(6), "/budget"],
  },
  {
    question: "which cities did the train go thru yesterday",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time was the sunrise breakfast at the camp yesterday",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "how many nights r we in fes",
    parts: [[num(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how much is the fes riad",
    parts: [[usd(90)]],
    links: ["/budget", "/accommodations"],
  },
  {
    question: "what dates are we at the fes riad",
    parts: [[num(27), /(?<!\d)(?:29|30)(?!\d)/]],
    links: ["/accommodations"],
  },
  U("does the fes riad have a pool"),
  U("is there an atm close to our riad in fes"),
  {
    question: "how do we get our bags thru the medina",
    parts: [[/porter|handcart/i]],
    links: [tripDay(6)],
  },
  {
    question: "whats the main street of the medina called, the one we're walking today",
    parts: [[/talaa kebira/i]],
    links: [tripDay(7)],
  },
  {
    question: "whats the blue gate actually called",
    parts: [[/bab bou jeloud/i]],
    links: [tripDay(7)],
  },
  U("how much to get into bou inania?"),
  {
    question: "whats the date today",
    parts: [[num(28)]],
  },
  {
    question: "is today friday or saturday im so lost",
    parts: [[/friday/i]],
  },
  U("whats the host's phone number"),
  // ---- Tomorrow and the last days: Chefchaouen, Casablanca, departure; the dinners ----
  {
    question: "whats the plan for the 29th",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "saturday plans?",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "what scenery do we get on the drive up to chefchaouen",
    parts: [[/olive/i]],
    links: [tripDay(8)],
  },
  {
    question: "which mountains is chefchaouen in",
    parts: [[/\brif\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "lunch tmrw in chefchaouen, whats the local thing to eat",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "where do we go at 3 tomorrow",
    parts: [[/ras el[- ]?maa|spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "best viewpoint in chefchaouen?",
    parts: [[/spanish mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time do we head back to fes tomorrow",
    parts: [[clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "whats the main square in chefchaouen called",
    parts: [[/uta el[- ]?hammam/i]],
    links: [tripDay(8)],
  },
  U("how much does the chefchaouen trip cost"),
  U("what kind of car or van are we taking tomorrow"),
  {
    question: "do we stop anywhere on the drive tmrw or is it straight thru",
    parts: [[/coffee/i]],
    links: [tripDay(8)],
  },
  {
    question: "whats chefchaouen's nickname again, the something pearl",
    parts: [[/blue pearl/i]],
    links: [tripDay(8)],
  },
  {
    question: "sunday plan?",
    parts: [[/casablanca/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time's the train to casablanca on the last day",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how long is fes to casa on the train",
    parts: [[num(4), /hour/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "which station do we arrive at in casa",
    parts: [[/casa[- ]?voyageurs/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "farewell lunch where?",
    parts: [[/rick'?s/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time is lunch at ricks",
    parts: [[clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "ricks cafe dress code?",
    parts: [[/smart[- ]casual/i]],
    links: [tripDay(9)],
  },
  U("how much is lunch at rick's cafe"),
  {
    question: "hassan ii mosque how much",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget"],
  },
  {
    question: "what time is the mosque tour sunday",
    parts: [[clock(15, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/knees/i, /scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "do we take our shoes off in the mosque? should i bring anything",
    parts: [[/socks/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret at hassan 2",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "what airport do i book my flight home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far's the airport from casablanca",
    parts: [[num(45), /min/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time r the airport transfers on the 30th",
    parts: [[clock(18, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "what time of day should my flight home on the 30th be",
    parts: [[/evening/i]],
    links: ["/faq", tripDay(9)],
  },
  U("which platform does the casa train leave from"),
  U("what time does the fes riad want us checked out on sunday"),
  U("whats my seat number on the train to casablanca"),
  {
    question: "which airport did we fly into again, need it for my expense report",
    parts: [[/menara|\bRAK\b/i]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "whats the welcome dinner place called",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "how much was the welcome dinner deposit",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "welcome dinner price per person?",
    parts: [[between(40, 60)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "where was the birthday dinner",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "bday dinner how much pp",
    parts: [[between(100, 120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what was the dress code for the birthday dinner",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "what date was the birthday dinner",
    parts: [[num(23)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "which dinner had a minimum spend, and how much was it",
    parts: [[/nobu/i], [usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese/i, /peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "dar yacout how much",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "which 2 dinners were the special ones",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "im vegetarian, who do i tell",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  U("is there a vegan option at the riad dinner tonight"),
  // ---- Earlier days in Marrakech and the desert, the villa, money and practicalities ----
  {
    question: "how much was the hot air balloon",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what time was balloon pickup on monday",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how long were we actually up in the balloon",
    parts: [[/an hour|one hour|1 hour|60 min/i]],
    links: [tripDay(3)],
  },
  {
    question: "agafay day cost?",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  U("who was the balloon company, want to leave a review"),
  {
    question: "how much is the hammam + massage",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "villa contribution, is it mandatory? how much",
    parts: [[/optional/i], [usd(50)]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  {
    question: "breakfast at the villa how much",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "how many suites does the villa have",
    parts: [[num(13)]],
    links: ["/accommodations"],
  },
  {
    question: "how many pools at villa royale",
    parts: [[num(2)]],
    links: ["/accommodations"],
  },
  U("did the villa have a gym"),
  {
    question: "villa checkin time?",
    parts: [[clock(15, 0)]],
    links: ["/accommodations", "/faq", tripDay(1)],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[num(20)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "where was the photoshoot",
    parts: [[/villa royale|garden/i]],
    links: [tripDay(4)],
  },
  {
    question: "what colours look best for the photo shoot",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  U("when do we get the photoshoot pics back"),
  U("how much was the photographer, do we all chip in?"),
  {
    question: "majorelle and the ysl museum, how much each",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "souk guide cost",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "walking tour on day 2 how much",
    parts: [[usd(10)]],
    links: [tripDay(2), "/budget"],
  },
  {
    question: "what time did the bar crawl kick off",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "which places did the medina walking tour go to",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: [tripDay(2)],
  },
  {
    question: "whered we stay the first night",
    parts: [[/riad l-?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how much was the riad the first night",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "how much is the airport transfer and is it cash or card",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  {
    question: "desert camp price?",
    parts: [[usd(95)]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "what did the camp price include",
    parts: [[/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget"],
  },
  {
    question: "what was that film set village on the desert drive",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "which movies were filmed there",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time was the camel ride",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "the 26th, where did we sleep",
    parts: [[/camp|zagora/i]],
    links: [tripDay(5), "/accommodations"],
  },
  U("whats the emergency number in morocco"),
  {
    question: "exchange rate?",
    parts: [[num(10), /MAD|dirham/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do i tip at restaurants",
    parts: [[between(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax how much",
    parts: [[/(?<![\d.])28(?!\d)|2\.75/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start when bargaining",
    parts: [[between(40, 50)]],
    links: ["/faq", "/budget"],
  },
  U("how much is a sim card"),
  {
    question: "how much should i budget for shopping",
    parts: [[/(?<!\d)100(?!\d)/, /(?<!\d)500(?!\d)/]],
    links: ["/budget"],
  },
  {
    question: "whole trip roughly how much per person?",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "plug type?",
    parts: [[/type\s?c|\bC\s?\/\s?E\b/i]],
    links: ["/faq", "/"],
  },
  U("can i pay the host back on venmo"),
  {
    question: "do canadians need a visa",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[/six months|6 months/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather usually like",
    parts: [[between(15, 25)]],
    links: ["/", "/faq"],
  },
  {
    question: "what languages do ppl speak here",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  U("whats the host's instagram"),
  {
    question: "can i get a drink there, like alcohol",
    parts: [[/hotel|bar/i]],
    links: ["/faq"],
  },
  // ---- Rupa, the host, the occasion, the site's pages, music, the gallery; more of right now ----
  {
    question: "who r u",
    parts: [[/rupa/i]],
  },
  {
    question: "rupa where do i find you on the site if i close this",
    parts: [[/bottom[- ]right/i]],
    links: ["/faq"],
  },
  {
    question: "whose bday is this trip for and which one is it",
    parts: [[/host/i], [/30th|thirtieth|\b30\b/i]],
    links: ["/"],
  },
  {
    question: "whats the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us are there",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "whats the occasion again",
    parts: [[/30th|thirtieth|\b30\b/i, /birthday/i]],
    links: ["/"],
  },
  {
    question: "the homepage says the highlight is something weird, what is it",
    parts: [[/\bTBD\b|to be (?:decided|determined)/i]],
    links: ["/"],
  },
  {
    question: "who are the quotes on the home page from",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "what did churchill say about marrakech",
    parts: [[/most lovely spot/i]],
    links: ["/"],
  },
  {
    question: "where can i see all the prices in one place",
    parts: [[/budget/i]],
    links: ["/budget"],
  },
  {
    question: "is there a map of all the spots",
    parts: [[/map/i]],
    links: ["/map"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the food places on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  {
    question: "how many categories in the map legend",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "wheres the transportation info",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  {
    question: "how do i upload my pics",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many files can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "max size for a video upload?",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name on uploads",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a vid i posted by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the delete password for the gallery"),
  {
    question: "can i save a vid from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "is there a way to put all the pics on the tv tonight",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "how do i mute the music",
    parts: [[/bottom[- ]left/i]],
  },
  U("whats the song on the home page called, its a vibe"),
  U("who made this website"),
  {
    question: "i have a nut allergy, how far ahead do i need to tell someone",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "any restaurant on the map where you gotta pre-order something?",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "wheres the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "where can i check real prices for crafts before haggling",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  U("how many photos are in the gallery rn"),
  U("did anyone post the balloon video yet"),
  {
    question: "what time's dinner tonight and what time do we leave tomorrow",
    parts: [[clock(19, 30)], [clock(7, 30)]],
    links: [tripDay(7), tripDay(8)],
  },
  {
    question: "this afternoon what are we doing and when",
    parts: [[/chouara|tanner/i], [clock(14, 0)]],
    links: [tripDay(7)],
  },
  {
    question: "yesterdays train, what class were we in",
    parts: [[/first[- ]?class/i]],
    links: [tripDay(6)],
  },
  U("what time is sunset tomorrow"),
  U("is the riad dinner tonight included in the $90 or extra?"),
  U("whats the host's actual name lol"),
  U("which pharmacy is near our riad, i have a headache"),
  U("can i do laundry at the riad"),
  U("how many ppl fit in each car tomorrow"),
  U("how much is a petit taxi from the riad to fes station"),
  U("is there a hammam in fes we can book tonight"),
  {
    question: "whats after the madrasa today",
    parts: [[/chouara|tanner/i]],
    links: [tripDay(7)],
  },
  {
    question: "when did the trip start and when does it end",
    parts: [[num(21)], [num(30)]],
    links: ["/"],
  },
  U("whats the score of the wydad game tonight"),
];
