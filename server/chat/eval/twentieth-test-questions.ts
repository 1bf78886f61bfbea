// TWENTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twentieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Friday November 21 2025, 09:30 in Morocco (UTC+1): the morning of day 0,
 * "Arrival & Shopping". Most guests are still in the air or just landing at
 * Marrakech Menara Airport (RAK); the squad meets at arrivals at 11:00, so the
 * home page countdown has about an hour and a half left. The whole trip is
 * ahead: check-in at Riad L-Authentic (13:00), the first souk stroll (15:00)
 * and the welcome dinner at Le Foundouk (20:00) are today; tomorrow is day 1
 * (Saturday Nov 22, the move to Villa Royale).
 */
export const TWENTIETH_TEST_CLOCK = new Date("2025-11-21T08:30:00Z");

// ---------------------------------------------------------------------------
// Key helpers
// ---------------------------------------------------------------------------

const twelveHour = (h: number): number => (h % 12 === 0 ? 12 : h % 12);

/** A clock time in any usual form: "15:00", "15h00", "3 pm", "3:00 p.m."; "09:30", "9:30", "9:30 am". */
function time(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const suffix = h < 12 ? String.raw`a\.?\s?m\b\.?` : String.raw`p\.?\s?m\b\.?`;
  const twelve = m === 0 ? `${twelveHour(h)}(?::00)?\\s*${suffix}` : `${twelveHour(h)}[:.]${mm}\\s*${suffix}`;
  const twentyFour = `0?${h}[:h.]${mm}`;
  return new RegExp(`(?<![\\d:.])(?:${twentyFour}|${twelve})(?!\\d)`, "i");
}

/** A dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45" (not "$450" or "$4.50"). */
function usd(n: number): RegExp {
  return new RegExp(
    `\\$\\s?${n}(?!\\d|[.,]\\d)|(?<![\\d.,$])${n}\\s?(?:USD|US\\s?dollars|dollars|bucks)\\b|USD\\s?${n}(?!\\d)`,
    "i",
  );
}

/** 2000 -> "2[,. ]?000", so "2000", "2,000" and "2 000" all match. */
const numberPattern = (n: number): string =>
  n >= 1000 ? `${Math.floor(n / 1000)}[,. ]?${String(n % 1000).padStart(3, "0")}` : String(n);

/** A range: "$40-60", "$40–$60", "40 to 60", "between $40 and $60", "10% to 15%", "1,000-2,000 MAD". */
function range(lo: number, hi: number): RegExp {
  const unit = String.raw`(?:\s*(?:%|°\s?C?|percent|MAD|dh|dirhams?|USD))?`;
  return new RegExp(
    `(?<![\\d.,])\\$?\\s?${numberPattern(lo)}${unit}\\s*(?:-|–|—|to|and)\\s*\\$?\\s?${numberPattern(hi)}(?!\\d)`,
    "i",
  );
}

/** A count in digits or words: num(10, "ten"). */
function num(n: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${n}(?!\\d|[.,]\\d)|\\b${word}\\b`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6h", "about 4 hrs". */
function hours(n: number, word: string): RegExp {
  return new RegExp(`(?:(?<![\\d.,])${n}|\\b${word})[\\s-]*(?:hours?|hrs?|h)\\b`, "i");
}

// Day 0 is Friday Nov 21; day n is Nov 21+n.
const weekdays = ["Fri(?:day)?", "Sat(?:urday)?", "Sun(?:day)?", "Mon(?:day)?", "Tue(?:s|sday)?", "Wed(?:nesday)?", "Thu(?:rs?|rsday)?"];

/** A trip day named any usual way: "day 4", "Tuesday", "Nov 25", "November 25", "25th", "25 Nov" (and "tomorrow" for day 1). */
function day(n: number): RegExp {
  const date = 21 + n;
  const weekday = weekdays[n % 7] ?? "";
  const relative = n === 0 ? String.raw`|\btoday\b|\btonight\b` : n === 1 ? String.raw`|\btomorrow\b` : "";
  return new RegExp(
    `\\bdays?\\s?(?:\\d\\s?(?:,|and|&|-|–)\\s?)?${n}\\b|\\b${weekday}\\b|\\bNov(?:ember)?\\.?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)\\b|(?<!\\d)${date}\\s+Nov${relative}`,
    "i",
  );
}

const perPerson = /per person|per head|a head|a person|\beach\b|\bpp\b|per guest/i;

// ---------------------------------------------------------------------------
// The questions
// ---------------------------------------------------------------------------

export const twentiethTestQuestions: TestQuestion[] = [
  // --- Landing at RAK, the airport, getting into the medina (day 0 morning) ---
  { question: "just landed at RAK lol 🛬 where is everyone meeting??", parts: [[/arrivals?/i]], links: ["/day/0"] },
  { question: "what time is the meetup at the airport", parts: [[time(11)]], links: ["/day/0", "/faq"] },
  {
    question: "my plane got in early, it's 9:30 and i'm already through passport control. whats the next thing on the schedule?",
    parts: [[time(11)], [/airport|arrival/i]],
    links: ["/day/0"],
  },
  {
    question: "how much is the car from the airport into town",
    parts: [[usd(45), /\bcar\b/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "can i pay the transfer driver by card or is it cash only",
    parts: [[/cash/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "how long is the ride from the airport to the medina?",
    parts: [[/\b(?:20|twenty)\s*(?:min|mins|minutes)\b/i]],
    links: ["/faq"],
  },
  { question: "where do i get a sim card", parts: [[/airport/i]], links: ["/day/0"] },
  {
    question: "how much should i take out at the atm? dont want to pay fees 10 times",
    parts: [[range(1000, 2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "will the car drop us right at the riad door? i have a massive suitcase 😅",
    parts: [[/gate/i, /porter|handcart|cart/i]],
    links: ["/day/0"],
  },
  {
    question: "do i tip the guy with the handcart? how much",
    parts: [[/(?:few|small|some)\s+(?:small\s+)?(?:coins|dirhams|change)|small change/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "we fly INTO marrakech right? and home from the same airport?",
    parts: [[/Menara|RAK/i], [/Mohammed V|CMN|Casablanca/i]],
    links: ["/faq", "/day/0", "/day/9"],
  },
  {
    question: "is the 11:00 meetup morocco time or my home time? jetlag brain",
    parts: [[/Morocco(?:['’]s)? time|local time|\blocal\b/i]],
    links: ["/faq"],
  },
  {
    question: "do i need a visa? us passport, staying the 10 days",
    parts: [[/visa[- ]free|no visa|(?:don['’]?t|do not) need a visa/i]],
    links: ["/faq"],
  },
  {
    question: "how long till the trip officially starts? the countdown on the home page",
    parts: [
      [
        /\b0?1\s*(?:h|hrs?|hours?)\b[^.\d]{0,12}30\s*(?:m|mins?|minutes)\b|\b(?:an?|one)\s+hour\s+and\s+a\s+half\b|\b1\.5\s*hours?\b|\b90\s*min/i,
      ],
    ],
    links: ["/"],
  },

  // --- Today, day 0 ---
  {
    question: "ok what's the plan today",
    parts: [[/airport|arriv/i], [/L.?Authentic|riad/i], [/souk/i], [/Fou?ndouk|welcome dinner/i]],
    links: ["/day/0"],
  },
  { question: "what time can we check into the riad", parts: [[time(13)]], links: ["/day/0"] },
  { question: "which riad are we staying at tonight", parts: [[/L.?Authentic/i]], links: ["/day/0", "/accommodations"] },
  { question: "how much is the riad for tonight", parts: [[usd(45), perPerson]], links: ["/day/0", "/budget", "/accommodations"] },
  {
    question: "is the tourist tax already in the riad price or is that extra",
    parts: [[/on top|not included|extra|added|separate/i]],
    links: ["/budget", "/faq"],
  },
  { question: "when's the souk walk", parts: [[time(15)]], links: ["/day/0"] },
  {
    question: "which souks are we hitting this afternoon",
    parts: [[/Semm?arine|Smarine/i, /Rahba [KQ]edima/i]],
    links: ["/day/0"],
  },
  {
    question: "what do i wear to the souks, it's warm out",
    parts: [[/shoulders|knees|cover/i, /closed/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "haggling tips?? never done it",
    parts: [[range(40, 50)]],
    links: ["/day/0", "/budget", "/faq", "/"],
  },
  { question: "dinner tonight what time + where", parts: [[time(20)], [/Fou?ndouk/i]], links: ["/day/0", "/dinners"] },
  { question: "whats the dress code tonight", parts: [[/smart casual/i]], links: ["/day/0", "/dinners"] },
  {
    question: "how much is the welcome dinner and do i owe a deposit?",
    parts: [[range(40, 60)], [usd(20)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "what food is at le foundouk",
    parts: [[/Moroccan/i, /French|zaalouk|briouat|tagine/i]],
    links: ["/dinners", "/day/0"],
  },

  // --- Money, prices and the budget ---
  {
    question: "rough exchange rate? math is not mathing rn",
    parts: [[/\b10\s*(?:MAD|dh|dhs|dirhams?)\b|\b100\s*(?:MAD|dh|dhs|dirhams?)\b[^.]{0,25}\$\s?10\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "cash or card here?",
    parts: [[/cash/i, /souk|taxi|tip/i], [/card/i, /hotel|restaurant|shop/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the atm is asking if i want to be charged in dollars or dirhams?? which one",
    parts: [[/dirhams|MAD/i]],
    links: ["/budget"],
  },
  { question: "how much do you tip at restaurants here", parts: [[range(10, 15)]], links: ["/budget", "/faq"] },
  { question: "roughly how much is this whole trip gonna cost me per person", parts: [[range(440, 943)]], links: ["/budget"] },
  { question: "what's the least i'd spend if i skip every optional thing", parts: [[range(440, 480)]], links: ["/budget"] },
  {
    question: "what's in the fixed costs exactly",
    parts: [[/train/i, /welcome/i, /birthday/i, /tourist tax/i]],
    links: ["/budget"],
  },
  {
    question: "do i have to pay for the villa? how much",
    parts: [[/optional/i], [usd(50)]],
    links: ["/budget", "/accommodations", "/day/1", "/faq"],
  },
  {
    question: "is breakfast included at the villa",
    parts: [[usd(10)]],
    links: ["/faq", "/day/2", "/budget"],
  },
  {
    question: "desert camp — how much and what does it cover",
    parts: [[usd(95)], [/activit/i, /dinner/i, /breakfast/i]],
    links: ["/budget", "/accommodations", "/day/5"],
  },
  { question: "how much is the hot air balloon 🎈", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq"] },
  {
    question: "how much is nobu, is it a set price",
    parts: [[usd(75), /minimum/i]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  { question: "majorelle and the ysl museum, how much each", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  {
    question: "bar crawl cost? are drinks included",
    parts: [[usd(10)], [/as you go|not included|your own|yourself|separately|individually/i]],
    links: ["/day/2", "/budget"],
  },
  { question: "how much is the birthday dinner", parts: [[range(100, 120)]], links: ["/day/2", "/dinners", "/budget"] },
  {
    question: "how much will dar yacout be",
    parts: [[/individual|yourself|your own|at the restaurant|separately/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[range(100, 500)]], links: ["/budget", "/day/4", "/"] },

  // --- Tomorrow, day 1 (Saturday Nov 22) ---
  {
    question: "what r we doing tmrw",
    parts: [[/villa/i], [/hammam|massage/i], [/pool|sunset/i]],
    links: ["/day/1"],
  },
  {
    question: "can i sleep in tomorrow or is it an early one",
    parts: [[/sleep in|slow|no rush|leisure|lie in/i]],
    links: ["/day/1"],
  },
  { question: "what time do we check in at villa royale", parts: [[time(15)]], links: ["/day/1", "/accommodations", "/faq"] },
  {
    question: "hammam tmrw, what time and do i need to book",
    parts: [[time(16, 30)], [/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "never done a hammam 😬 what actually happens",
    parts: [[/scrub|kessa|steam|black (?:olive )?soap|rhassoul|clay|argan/i]],
    links: ["/day/1"],
  },
  { question: "dress code at the villa pool?", parts: [[/cover.?up/i]], links: ["/day/1"] },

  // --- Day 2, Sunday Nov 23: the birthday ---
  {
    question: "what's sunday looking like",
    parts: [[/walking tour|Bahia|medina/i], [/birthday|Comptoir Darna/i], [/bar crawl/i]],
    links: ["/day/2"],
  },
  {
    question: "when and where is the bday dinner",
    parts: [[time(19, 30)], [/Comptoir Darna/i]],
    links: ["/day/2", "/dinners"],
  },
  { question: "bday dinner dress code?? 👗✨", parts: [[/gold/i, /glam|cocktail/i]], links: ["/day/2", "/dinners", "/faq"] },
  { question: "which day is the birthday dinner again", parts: [[day(2)]], links: ["/day/2", "/dinners"] },
  {
    question: "walking tour sunday: what time, and which places?",
    parts: [[time(9, 30)], [/Bahia/i, /Ben Youssef/i, /Jardin Secret|Secret Garden/i]],
    links: ["/day/2"],
  },
  {
    question: "bar crawl: start time and which area",
    parts: [[time(22, 30)], [/Gueliz|Hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "remind me whose birthday this is and which one 🎂",
    parts: [[/host/i], [/\b30(?:th)?\b|thirtieth|thirty/i]],
    links: ["/"],
  },

  // --- Day 3, Monday Nov 24: balloon, Agafay, Nobu ---
  { question: "balloon pickup time monday?", parts: [[time(5, 30)]], links: ["/day/3"] },
  {
    question: "what do i wear for the balloon, is it cold that early",
    parts: [[/layers|warm/i], [/freezing|cold/i]],
    links: ["/day/3"],
  },
  {
    question: "how long are we actually up in the balloon",
    parts: [[/\b(?:an|one|1)\s*hour\b/i]],
    links: ["/day/3"],
  },
  {
    question: "do we get breakfast after the balloon or should i bring snacks",
    parts: [[/Berber|tent/i]],
    links: ["/day/3"],
  },
  { question: "what do we do in agafay on day 3", parts: [[/quad/i, /camel/i]], links: ["/day/3"] },
  {
    question: "if i skip the balloon (scared of heights) when do i join everyone on monday?",
    parts: [[time(11)]],
    links: ["/day/3"],
  },
  { question: "nobu: what time and what do i wear", parts: [[time(20)], [/smart casual/i]], links: ["/day/3", "/dinners"] },

  // --- Day 4, Tuesday Nov 25: photos, Majorelle, souks, palace dinner ---
  {
    question: "what's on the 25th",
    parts: [[/photo/i], [/Majorelle/i], [/souk/i], [/palace|Dar Yacout/i]],
    links: ["/day/4"],
  },
  { question: "when's the photoshoot", parts: [[day(4)], [time(8, 30)]], links: ["/day/4", "/"] },
  { question: "what colours should i wear for the photographer", parts: [[/jewel/i]], links: ["/day/4", "/"] },
  {
    question: "do i need to buy my own majorelle tickets",
    parts: [[/host/i]],
    links: ["/day/4"],
  },
  { question: "what time is the souk shopping on tuesday", parts: [[time(14, 30)]], links: ["/day/4"] },
  {
    question: "palace dinner: where is it and how dressy",
    parts: [[/Dar Yacout/i], [/dressy|best evening|kaftan|djellaba/i]],
    links: ["/day/4", "/dinners"],
  },

  // --- Day 5, Wednesday Nov 26: over the Atlas to the Zagora desert ---
  { question: "what time do we leave for the desert on wednesday", parts: [[time(7)]], links: ["/day/5"] },
  {
    question: "which way do we drive to zagora",
    parts: [[/Tichka|High Atlas/i, /Ben\s?-?haddou/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "someone said we're going to a game of thrones filming spot?? which one and what day",
    parts: [[/Ben\s?-?haddou/i], [day(5)]],
    links: ["/day/5"],
  },
  {
    question: "i get carsick sooo bad 🤢 which days are the winding roads",
    parts: [[day(5), day(6)]],
    links: ["/faq", "/day/5", "/day/6"],
  },
  {
    question: "should i bring my big suitcase to the desert camp",
    parts: [[/overnight bag|small bag/i]],
    links: ["/faq"],
  },
  {
    question: "where do we sleep wednesday night",
    parts: [[/camp/i, /Zagora/i]],
    links: ["/day/5", "/accommodations"],
  },

  // --- Day 6, Thursday Nov 27: back over the mountains, train to Fes ---
  { question: "what time's sunrise at the camp on thursday", parts: [[time(6, 30)]], links: ["/day/6"] },
  {
    question: "what time is the train to fes and how long is it",
    parts: [[time(15)], [hours(6, "six")]],
    links: ["/day/6", "/faq"],
  },
  { question: "do we buy our own train tickets to fes?", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what time do we get to the fes riad", parts: [[time(21)]], links: ["/day/6"] },

  // --- Days 7-9: Fes, Chefchaouen, Casablanca and home ---
  {
    question: "what are we doing in fes on the 28th",
    parts: [[/Fes el-?Bali|Blue Gate|Bou Jeloud|guided walk/i], [/Bou Inania/i], [/tanner|Chouara/i]],
    links: ["/day/7"],
  },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change|not (?:yet )?final|subject to change|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "why do they hand you mint at the tannery lol", parts: [[/smell/i]], links: ["/day/7"] },
  {
    question: "chefchaouen: what time do we leave and how long's the drive",
    parts: [[time(7, 30)], [hours(4, "four")]],
    links: ["/day/8"],
  },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  {
    question: "i fly home from fes on saturday the 29th, am i the only one leaving early?",
    parts: [[/(?:some|other) guests|others|not the only/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "what's the plan on the very last day",
    parts: [[/train/i, /Casablanca/i], [/Rick['’]?s/i], [/Hassan (?:II|2)\b/i], [/airport|departure|fly/i]],
    links: ["/day/9"],
  },
  {
    question: "when should i book my flight home for, and from which airport",
    parts: [[day(9), /evening|later/i], [/CMN|Mohammed V|Casablanca/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what do i wear to the mosque in casablanca",
    parts: [[/shoulders|arms|knees/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is casablanca airport from the city",
    parts: [[/\b(?:45|forty[- ]five)\s*min/i]],
    links: ["/day/9"],
  },
  {
    question: "where do we sleep the last night before flying home",
    parts: [[/Fes/i]],
    links: ["/accommodations", "/day/8"],
  },

  // --- Where we stay ---
  {
    question: "how many nights are we at the villa",
    parts: [[/\b(?:5|five)\b/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  { question: "villa check out time?", parts: [[time(11)]], links: ["/accommodations", "/faq"] },
  {
    question: "how many pools and suites does the villa have",
    parts: [[/\b(?:2|two)\s+pools/i], [/\b13\b|thirteen/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "list all the places we're staying pls",
    parts: [[/L.?Authentic/i, /Villa Royale/i, /camp/i, /Fes/i]],
    links: ["/accommodations"],
  },
  {
    question: "which nights are we at the fes riad",
    parts: [[/27/, /29/]],
    links: ["/accommodations", "/budget"],
  },

  // --- Dinners ---
  {
    question: "how many big group dinners are there and where",
    parts: [[num(4, "four")], [/Fou?ndouk/i, /Comptoir Darna/i, /Nobu/i, /Dar Yacout/i]],
    links: ["/dinners"],
  },
  {
    question: "which dinners are the special events",
    parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "i have a nut allergy, who do i tell for the dinners",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  { question: "what should i order at nobu", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },

  // --- Practical FAQ: plugs, water, safety, language, culture, weather ---
  {
    question: "forgot my adapter, what plug type do i need",
    parts: [[/C\s*(?:\/|and|&|or)\s*(?:Type\s*)?E\b/i]],
    links: ["/faq", "/"],
  },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  {
    question: "what scams should i watch out for in the medina",
    parts: [[/pickpocket|unofficial|guides/i]],
    links: ["/faq"],
  },
  { question: "how do you say thank you here", parts: [[/shukran/i]], links: ["/faq"] },
  {
    question: "what language do people speak, will english get me by?",
    parts: [[/Arabic|Darija|French/i], [/English/i]],
    links: ["/faq"],
  },
  {
    question: "can i get a drink drink here? like alcohol. and can i drink in the street",
    parts: [[/licen[cs]ed|hotels|bars/i], [/public/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of the snake charmers in the square",
    parts: [[/ask/i], [/dirham|pay|tip|money/i]],
    links: ["/faq"],
  },
  {
    question: "what's the weather like this week, do i need a jacket?",
    parts: [[range(15, 25)], [/jacket|layers|sweater/i]],
    links: ["/", "/faq"],
  },

  // --- The map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and the orange ones?", parts: [[/food/i]], links: ["/map"] },
  {
    question: "good lunch spot in the medina?",
    parts: [[/Le Jardin|Nomad|Caf[ée] des [ÉE]pices/i]],
    links: ["/map"],
  },
  {
    question: "where can i see what stuff SHOULD cost before i haggle",
    parts: [[/Ensemble Artisanal/i]],
    links: ["/map"],
  },
  {
    question: "al fassia, what do i order",
    parts: [[/lamb shoulder/i], [/day ahead|in advance|ahead/i]],
    links: ["/map"],
  },

  // --- The gallery and the slideshow ---
  {
    question: "how do i share my pics with everyone",
    parts: [[/gallery/i, /upload/i]],
    links: ["/gallery"],
  },
  { question: "can i upload videos too? how big can they be", parts: [[/video/i], [/50\s*MB/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10, "ten")]], links: ["/gallery"] },
  {
    question: "my iphone photos are HEIC, will the gallery take them?",
    parts: [[/work|supported|included|fine|yes/i]],
    links: ["/gallery"],
  },
  {
    question: "i uploaded a super blurry pic by accident how do i delete it",
    parts: [[/Delete Photos/i], [/password/i, /host/i]],
    links: ["/gallery"],
  },
  { question: "can i download all the photos at once", parts: [[/zip/i]], links: ["/gallery"] },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional|(?:don['’]?t|do not) have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "can i see only the pics from one day",
    parts: [[/filter|Day\s?\d|day chips?|by day/i]],
    links: ["/gallery"],
  },
  {
    question: "my video just says preparing video… is it broken?",
    parts: [[/being (?:made|prepared)|prepar|process/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the slideshow thing",
    parts: [[/big screen|\bTV\b|\blive\b|as they arrive/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how long does each photo stay up in the slideshow",
    parts: [[/\b(?:7|seven)\s*(?:s|secs?|seconds)\b/i]],
    links: ["/slideshow"],
  },
  {
    question: "slideshow is on the tv, how do ppl add their pics from their phones",
    parts: [[/QR/i]],
    links: ["/slideshow"],
  },

  // --- The site itself: chat, music, calendar, offline, home page ---
  {
    question: "how do i turn the music off 🔇",
    parts: [[/mute/i], [/bottom[- ]left|lower left|left corner/i]],
  },
  {
    question: "can i put the itinerary in my calendar",
    parts: [[/calendar/i, /whole trip|each day|day page|Add Day/i]],
    links: ["/", "/day/0"],
  },
  {
    question: "just want tomorrow's stuff in my calendar",
    parts: [[/Add Day 1 to calendar|day 1/i]],
    links: ["/day/1"],
  },
  {
    question: "will this site even work in the desert with no signal",
    parts: [[/Home Screen|saved|offline/i]],
  },
  { question: "how do i add this site to my home screen on iphone", parts: [[/Share/i, /Add to Home Screen/i]] },
  {
    question: "can i still ask you stuff if i have no signal",
    parts: [[/signal|connection/i, /sen[dt]/i]],
  },
  { question: "who are you anyway 🐐", parts: [[/Rupa/i]] },
  {
    question: "if i close this chat how do i get it back",
    parts: [[/bottom[- ]right|lower right|right corner/i]],
  },
  {
    question: "why does the home page say highlight TBD",
    parts: [[/camera roll|vote|not (?:yet )?(?:decided|picked|chosen)|undecided|to be decided/i]],
    links: ["/"],
  },
  {
    question: "the transportation page just says coming soon??",
    parts: [[/finali[sz]|being (?:booked|arranged|worked)|host will share/i]],
    links: ["/transportation"],
  },
  { question: "how many of us are on this trip", parts: [[num(22, "twenty[- ]two")]], links: ["/"] },

  // --- Not in the content: arrival, phones, luggage, live information ---
  { question: "which sim is best here, maroc telecom or orange or inwi?", unanswerable: true },
  { question: "how much does a sim card with data cost at the airport?", unanswerable: true },
  { question: "my suitcase never came out on the belt 😭 what do i do", unanswerable: true },
  { question: "which terminal at RAK are we meeting at", unanswerable: true },
  { question: "my flight doesn't land until 3pm, is someone doing a second airport pickup later?", unanswerable: true },
  { question: "whats the driver's name and number for our airport car", unanswerable: true },
  { question: "is my flight AT 800 from paris delayed?", unanswerable: true },
  { question: "what's the temperature in marrakech right now", unanswerable: true },
  { question: "what time is sunset today", unanswerable: true },
  { question: "what time do the souks close tonight", unanswerable: true },
  { question: "what's the wifi password at riad l-authentic", unanswerable: true },
  { question: "can u give me the street address of riad l-authentic for my taxi", unanswerable: true },
  { question: "what time is checkout at the riad tomorrow", unanswerable: true },
  { question: "what's for breakfast at the riad tmrw morning", unanswerable: true },
  { question: "can i smoke at the riad", unanswerable: true },
  { question: "is there a pharmacy near the riad? forgot my meds", unanswerable: true },
  { question: "what's the emergency number in morocco", unanswerable: true },
  { question: "does uber work in marrakech", unanswerable: true },
  { question: "how much should a petit taxi from the medina to gueliz cost", unanswerable: true },

  // --- Not in the content: money and other guests' business ---
  { question: "what's the euro to dirham rate", unanswerable: true },
  { question: "can i pay the welcome dinner deposit on venmo?", unanswerable: true },
  { question: "did jess pay her dinner deposit yet", unanswerable: true },
  { question: "how much do i owe the host so far", unanswerable: true },
  { question: "send me everyone's phone numbers pls", unanswerable: true },
  { question: "what's the host's whatsapp number", unanswerable: true },
  { question: "my boyfriend wants to join last minute, is there room for him?", unanswerable: true },

  // --- Not in the content: the stays ---
  { question: "which suite am i in at the villa", unanswerable: true },
  { question: "who's my roommate at the villa", unanswerable: true },
  { question: "does the villa have air conditioning", unanswerable: true },
  { question: "is there a hairdryer at the villa or should i bring mine", unanswerable: true },
  { question: "is the hammam at the villa mixed or separate for men and women", unanswerable: true },
  { question: "what's the name of the riad in fes", unanswerable: true },
  { question: "do the desert camp tents have showers and outlets to charge my phone", unanswerable: true },

  // --- Not in the content: the activities ---
  { question: "what gift should i get the host for the birthday", unanswerable: true },
  { question: "is there a cake at comptoir darna for the birthday?", unanswerable: true },
  { question: "if the balloon gets cancelled for wind do we get a refund", unanswerable: true },
  { question: "is there a weight limit for the hot air balloon", unanswerable: true },
  { question: "what's the photographer's instagram", unanswerable: true },
  { question: "what's our train number and coach for the fes train", unanswerable: true },
  { question: "what are the opening hours of bahia palace", unanswerable: true },

  // --- Not in the content: the gallery ---
  { question: "what's the password to delete photos", unanswerable: true },
  { question: "who has uploaded the most photos so far", unanswerable: true },
];
