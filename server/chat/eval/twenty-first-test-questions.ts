// TWENTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Sunday November 23 2025, 18:00 in Morocco (UTC+1): the early evening of day 2,
 * "Discover Marrakech", the birthday day. The squad is at Villa Royale, in the
 * "Pool Time & Getting Ready" slot (from 14:30) after the morning's villa breakfast
 * (08:30) and the medina walking tour (09:30: Bahia Palace, Ben Youssef Madrasa,
 * Le Jardin Secret). Next tonight: the Golden Birthday Dinner at Comptoir Darna,
 * Hivernage, at 19:30 (golden glam, $100-120 per person), then the guided bar crawl
 * through Gueliz and Hivernage at 22:30 ($10 guide, drinks as you go, smart casual).
 * They sleep at the villa. Tomorrow is day 3, Monday Nov 24, "Desert Fun": hot air
 * balloon pickup at 05:30 over the Agafay desert, the Agafay desert day from 11:00,
 * back to the villa at 17:00 and the private rooftop dinner at Nobu at 20:00.
 * Days 0-1 (arrival, Riad L-Authentic, Le Foundouk, the move to the villa) are past.
 */
export const TWENTY_FIRST_TEST_CLOCK = new Date("2025-11-23T17:00:00Z");

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A clock time in 24-hour ("19:30", "07:00", "7h00") or 12-hour form ("7:30 pm", "8 p.m.", "half past seven"). */
function time(h: number, m = 0): RegExp {
  const h12 = h % 12 || 12;
  const half = h < 12 ? "a" : "p";
  const mm = m < 10 ? `0${m}` : String(m);
  const h24 = h < 10 ? `0?${h}` : String(h);
  // A morning time written "5:30" is not "5:30 pm".
  const alternatives = [`\\b${h24}[:.h]${mm}(?!\\d)${h < 12 ? "(?!\\s?p\\.?\\s?m\\b)" : ""}`];
  if (m === 0) {
    alternatives.push(`\\b${h12}(?::00)?\\s?${half}\\.?\\s?m\\b`);
    if (h === 12) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  } else {
    alternatives.push(`\\b${h12}[:.]${mm}\\s?${half}\\.?\\s?m\\b`);
  }
  if (m === 30) alternatives.push(`half past (?:${h12}|${numberWords[h12]})\\b`);
  return new RegExp(`(?:${alternatives.join("|")})`, "i");
}

/** A dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45"; not "$450" or "$45.50". */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  return new RegExp(`(?:\\$\\s?${v}(?!\\d|[.,]\\d)|\\b${v}\\s?(?:USD|US dollars|dollars|bucks)\\b|\\bUSD\\s?${v}(?!\\d))`, "i");
}

/** A dollar range: "$100-120", "$100 - $120", "$100 to $120", "between $100 and $120", "100-120 USD". */
function range(lo: number, hi: number): RegExp {
  return new RegExp(
    `(?:\\$\\s?${lo}\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${hi}(?!\\d)|\\b${lo}\\s?(?:-|–|—|to|and)\\s?${hi}\\s?(?:USD|US dollars|dollars)\\b)`,
    "i",
  );
}

/** A count in digits or in words. */
function num(n: number, word: string): RegExp {
  return new RegExp(`\\b(?:${n}|${word})\\b`, "i");
}

const tripDays: [string, number][] = [
  ["Friday", 21],
  ["Saturday", 22],
  ["Sunday", 23],
  ["Monday", 24],
  ["Tuesday", 25],
  ["Wednesday", 26],
  ["Thursday", 27],
  ["Friday", 28],
  ["Saturday", 29],
  ["Sunday", 30],
];

/** A trip day: "day 5", its weekday, "Nov 26", "November 26", "26th", plus any relative words given. */
function day(n: number, ...relative: string[]): RegExp {
  const [weekday, date] = tripDays[n]!;
  const alternatives = [
    `\\bday\\s?${n}\\b`,
    `\\b${weekday}\\b`,
    `\\bnov(?:ember)?\\.?\\s?${date}(?:st|nd|rd|th)?\\b`,
    `\\b${date}(?:st|nd|rd|th)\\b`,
    `\\b${date}\\s?nov`,
    ...relative,
  ];
  return new RegExp(`(?:${alternatives.join("|")})`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "4h", "about four hrs". */
function hours(n: number, word: string): RegExp {
  return new RegExp(`\\b(?:${n}|${word})[\\s-]?(?:hours?|hrs?|h)\\b`, "i");
}

const goldenGlam = /gold/i;
const smartCasual = /smart[- ]casual/i;
const tipping = /10\s?%?\s?(?:-|–|to)\s?15\s?(?:%|percent|per cent)/i;
const bargaining = /40\s?%?\s?(?:-|–|to)\s?50\s?(?:%|percent|per cent)/i;
const atmAmount = /1,?000\s?(?:MAD|dirhams?)?\s?(?:-|–|to|and)\s?2,?000/i;
const exchangeRate = /\b10\s?(?:MAD|dirhams?|DH)\b|\b100\s?(?:MAD|dirhams?|DH)\b/i;
const weather = /15\s?(?:°\s?C?|degrees)?\s?(?:-|–|to)\s?25\s?(?:°|degrees|C\b)/i;
const hourAndHalf = /hour and a half|1\.5\s?(?:hours?|hrs?|h)\b|one and a half hours?|90\s?min|\b1\s?(?:hours?|hrs?|h)\s?(?:and\s?)?30|1½/i;

export const twentyFirstTestQuestions: TestQuestion[] = [
  // ── Tonight: the golden birthday dinner ──────────────────────────────────
  { question: "omg i'm still doing my hair lol, what time is dinner tonight??", parts: [[time(19, 30)]], links: ["/day/2", "/dinners"] },
  { question: "wait where is the bday dinner again", parts: [[/Comptoir Darna/i]], links: ["/day/2", "/dinners"] },
  { question: "whats the dress code 2nite", parts: [[goldenGlam, /glam|cocktail/i]], links: ["/day/2", "/dinners", "/faq"] },
  {
    question: "is a black dress w gold jewelry ok for tonight or does it have to be head to toe gold 😬",
    parts: [[/touch of gold|cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "how much $$ is the birthday dinner, and is that per person or split?",
    parts: [[range(100, 120)], [/per person|each|\bpp\b|per head|a head/i]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  { question: "what kinda food is comptoir darna", parts: [[/Moroccan/i, /Mediterranean/i]], links: ["/dinners", "/day/2"] },
  { question: "is there entertainment at dinner tonight? someone said dancers 💃", parts: [[/danc/i, /music/i]], links: ["/day/2", "/dinners"] },
  { question: "do we order off the menu tonight or is it a set menu", parts: [[/set menu/i]], links: ["/dinners"] },
  { question: "are we all at one table tonight or split up?", parts: [[/long table/i]], links: ["/day/2", "/dinners"] },
  { question: "how long do i have until dinner starts? running late as usual", parts: [[hourAndHalf]], links: ["/day/2", "/dinners"] },
  { question: "remind me how old the host is turning today 🎉", parts: [[/\b30(?:th)?\b|thirty/i]], links: ["/"] },
  { question: "whats the tipping etiquette at dinner tonight, like what %", parts: [[tipping]], links: ["/budget", "/faq"] },
  {
    question: "still getting ready lol, what time do we sit down and do i HAVE to wear gold??",
    parts: [[time(19, 30)], [/touch of gold|cocktail|glam/i]],
    links: ["/day/2", "/dinners"],
  },
  { question: "whats the plan for tonight?", parts: [[/Comptoir Darna|birthday dinner/i, /bar crawl/i]], links: ["/day/2"] },
  { question: "should i take my passport out tonight or leave it at the villa", parts: [[/safe/i]], links: ["/faq"] },

  // ── Tonight: the bar crawl ───────────────────────────────────────────────
  { question: "whats happening after dinner?", parts: [[/bar crawl/i]], links: ["/day/2"] },
  { question: "bar crawl - what time and where", parts: [[time(22, 30)], [/Gu[eé]liz/i, /Hivernage/i]], links: ["/day/2"] },
  {
    question: "how much is the bar crawl? are drinks included",
    parts: [[usd(10)], [/as you go|own drinks|not included|extra|separately|pay for (?:your |our )?(?:own )?drinks/i]],
    links: ["/day/2", "/budget"],
  },
  { question: "do i need to change for the bar crawl or can i stay in my dinner outfit", parts: [[smartCasual]], links: ["/day/2"] },
  { question: "do we have to sort out our own taxis between the bars?", parts: [[/guide/i, /taxi/i]], links: ["/day/2"] },
  { question: "is it ok to walk between bars with a drink in hand", parts: [[/public/i, /\bnot\b|n['’]t|\bno\b/i]], links: ["/faq"] },
  {
    question: "so the bar crawl starts when exactly? and we have the balloon at like 5am tmrw??",
    parts: [[time(22, 30)], [time(5, 30)]],
    links: ["/day/2", "/day/3"],
  },

  // ── Right now and today so far ───────────────────────────────────────────
  { question: "what day of the trip is it today, i've totally lost track 😵", parts: [[/\bday (?:2|two)\b/i]], links: ["/day/2"] },
  { question: "whats today's theme called on the site", parts: [[/Discover Marrakech/i]], links: ["/day/2"] },
  { question: "what was the palace with the painted cedar ceilings this morning called?", parts: [[/Bahia/i]], links: ["/day/2", "/map"] },
  { question: "the quiet islamic garden on the tour, whats it called", parts: [[/Jardin Secret/i]], links: ["/day/2", "/map"] },
  { question: "how much was the walking tour? gotta venmo someone", parts: [[usd(10), /museum/i]], links: ["/day/2", "/budget", "/"] },
  { question: "what were those flaky pancakes at breakfast this morning", parts: [[/msemen/i]], links: ["/day/2"] },
  { question: "do i need to sign up for villa breakfast or can i just show up", parts: [[/(?:night|evening) before/i]], links: ["/day/2", "/faq"] },
  { question: "can i still book a massage at the villa? how much is it", parts: [[/host/i], [usd(60)]], links: ["/day/1", "/faq", "/budget"] },

  // ── Today's photos: gallery, uploads, downloads, deleting ────────────────
  { question: "where do i put my pics from the medina tour today?", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how do i upload like 40 pics at once", parts: [[num(10, "ten"), /at a time|per (?:upload|batch|go)|batch/i]], links: ["/gallery"] },
  { question: "my video from bahia palace is like 80mb, will it upload?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  {
    question: "do iphone HEIC photos work or do i have to convert them first",
    parts: [[/HEIC/i, /\b(?:work|works|supported|accepted|fine|ok|okay|no need|don'?t need|can)\b/i]],
    links: ["/gallery"],
  },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "ugh i uploaded the same pic twice 🙈 how do i delete one", parts: [[/delete/i, /password/i]], links: ["/gallery"] },
  {
    question: "ok i typed the password, now how do i choose which photos get deleted",
    parts: [[/select|tap|click/i, /Delete Selected/i]],
    links: ["/gallery"],
  },
  { question: "can i download everyone's pics from today in one go", parts: [[/zip/i, /day 2/i]], links: ["/gallery"] },
  { question: "how do i download literally every photo from the trip so far", parts: [[/Download everything|zip/i]], links: ["/gallery"] },
  { question: "villa wifi is sooo slow, is there a smaller version of the download?", parts: [[/light zip/i]], links: ["/gallery"] },
  { question: "the zip won't open on my macbook, it's huge", parts: [[/(?:one|a) day at a time|day by day|per day|each day/i]], links: ["/gallery"] },
  {
    question: "my video just says 'Preparing video…' in the gallery, did it break?",
    parts: [[/being (?:made|prepared|processed|converted)|still (?:being )?prepar|processing|convert/i]],
    links: ["/gallery"],
  },
  { question: "one of my photos says preview not available, is it gone??", parts: [[/Original file/i]], links: ["/gallery"] },
  { question: "is there a shortcut to today's photos from the home page", parts: [[/Today['’]s photos/i]], links: ["/"] },

  // ── Slideshow ────────────────────────────────────────────────────────────
  { question: "can we put all the photos up on the tv at the villa after the bars lol", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "how long does each photo stay up in the slideshow", parts: [[/\b7\b|seven/i, /sec/i]], links: ["/slideshow"] },
  {
    question: "if someone uploads while the slideshow is running does it show up",
    parts: [[/right away|at once|immediately|straight away|automatically|live|as soon as|within/i]],
    links: ["/slideshow"],
  },
  { question: "how do i pause the slideshow from the laptop keyboard", parts: [[/space/i]], links: ["/slideshow"] },
  { question: "ppl want to add their pics to the slideshow from their phones, how?", parts: [[/QR/i]], links: ["/slideshow"] },

  // ── Tomorrow: day 3 ──────────────────────────────────────────────────────
  { question: "ok whats tmrw looking like", parts: [[/balloon/i, /Agafay/i, /Nobu/i]], links: ["/day/3"] },
  { question: "what time is balloon pickup tmrw 😭", parts: [[time(5, 30)]], links: ["/day/3", "/faq"] },
  { question: "where does the balloon go from and how far is it", parts: [[/Agafay/i], [/40\s?min|forty min/i]], links: ["/day/3", "/map"] },
  {
    question: "what do i wear for the balloon, is it gonna be freezing",
    parts: [[/layers/i, /hat|closed shoes/i], [/freez|cold/i]],
    links: ["/day/3"],
  },
  { question: "how much is the hot air balloon again", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq", "/"] },
  { question: "how long are we actually up in the air", parts: [[/(?:an|one|1) hour|60 min/i]], links: ["/day/3"] },
  { question: "what are we doing after the balloon tomorrow", parts: [[/quad/i, /camel/i]], links: ["/day/3"] },
  { question: "how much is the agafay desert day", parts: [[usd(40)]], links: ["/day/3", "/budget", "/"] },
  { question: "when do we get back to the villa tomorrow?", parts: [[time(17, 0)]], links: ["/day/3"] },
  { question: "where's dinner tmrw night", parts: [[/Nobu/i]], links: ["/day/3", "/dinners"] },
  { question: "what time is nobu and what do i wear", parts: [[time(20, 0)], [smartCasual]], links: ["/day/3", "/dinners"] },
  { question: "is there a minimum spend at nobu? how much", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what should i order at nobu lol", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "where are we sleeping tomorrow night", parts: [[/villa/i]], links: ["/accommodations"] },
  { question: "do i need travel insurance for the balloon? i don't have any 😬", parts: [[/recommend/i]], links: ["/faq"] },

  // ── Tuesday: day 4 ───────────────────────────────────────────────────────
  { question: "day after tomorrow what time's the photoshoot", parts: [[time(8, 30)]], links: ["/day/4"] },
  { question: "what colours should i wear for the photographer on tuesday", parts: [[/jewel/i]], links: ["/day/4", "/"] },
  { question: "majorelle tickets - how much for the garden and the ysl museum", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "what do i wear to the palace dinner on tuesday", parts: [[/dressy|best evening outfit|dress up/i]], links: ["/day/4", "/dinners", "/faq"] },
  { question: "is dar yacout prepaid or do we pay there", parts: [[/individual|at the restaurant|yourself|your own/i]], links: ["/day/4", "/dinners"] },
  { question: "what time is dar yacout", parts: [[time(20, 0)]], links: ["/day/4", "/dinners"] },
  { question: "is the palace dinner on the 24th or the 25th? i'm confused", parts: [[/\b25(?:th)?\b|Tuesday/i]], links: ["/day/4", "/dinners"] },
  { question: "how much is the souk guide on tuesday", parts: [[usd(5)]], links: ["/day/4", "/budget", "/"] },
  { question: "how much should i budget for souk shopping", parts: [[range(100, 500)]], links: ["/budget", "/faq", "/day/4", "/"] },
  { question: "whats the haggling rule, like where do i start", parts: [[bargaining]], links: ["/budget", "/faq", "/"] },

  // ── Later in the week: days 5 to 9 ───────────────────────────────────────
  { question: "wednesday what time do we leave for the desert", parts: [[time(7, 0)]], links: ["/day/5"] },
  { question: "day 5 whats happening", parts: [[/camel/i, /camp|Zagora/i]], links: ["/day/5"] },
  { question: "are we sleeping at the villa or the camp on wednesday night?", parts: [[/camp|Zagora/i]], links: ["/accommodations", "/day/5"] },
  {
    question: "how much is the desert camp and what does it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget", "/faq"],
  },
  { question: "what movie was that mud kasbah village in? ait ben something", parts: [[/Gladiator|Game of Thrones/i]], links: ["/day/5"] },
  { question: "i get so carsick 🤢 is the drive to the desert bad", parts: [[/motion[- ]sickness|tablets?|pills?/i]], links: ["/day/5", "/faq"] },
  {
    question: "what should i pack for the desert night, can i bring my big suitcase",
    parts: [[/fleece|scarf|layers|headlamp|lip balm|sunglasses/i], [/small (?:overnight )?bag|overnight bag/i]],
    links: ["/faq"],
  },
  { question: "will i have signal at the desert camp? how do i see the itinerary there", parts: [[/Home Screen/i]] },
  { question: "what's on the 27th", parts: [[/train/i, /Fes/i]], links: ["/day/6"] },
  { question: "what time is the train to fes and how long is it", parts: [[time(15, 0)], [hours(6, "six")]], links: ["/day/6", "/faq"] },
  { question: "what time do we get to the fes riad thursday night", parts: [[time(21, 0)]], links: ["/day/6"] },
  { question: "friday in fes, what's the plan", parts: [[/walk|Fes el-Bali|medina/i, /tanner/i]], links: ["/day/7"] },
  { question: "is the tannery as smelly as ppl say lol", parts: [[/mint/i]], links: ["/day/7"] },
  {
    question: "is the fes plan final? want to book something on my own",
    parts: [[/work in progress|may change|not (?:yet )?final|subject to change|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "saturday chefchaouen, what time do we leave and how long is the drive", parts: [[time(7, 30)], [hours(4, "four")]], links: ["/day/8"] },
  { question: "which day is the chefchaouen trip?", parts: [[day(8)]], links: ["/day/8"] },
  { question: "whats the food to try in chefchaouen 🐐", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "are we staying overnight in chefchaouen?", parts: [[/Fes/i, /back|return|day trip/i]], links: ["/day/8"] },
  { question: "are some ppl leaving on the 29th? when do we say bye", parts: [[/depart|leav/i], [/breakfast/i]], links: ["/day/8"] },
  { question: "what r we doing on the last night? like the final night of the trip", parts: [[/Fes/i, /riad|last evening|together/i]], links: ["/day/8"] },
  { question: "what time is the train to casa on the last day", parts: [[time(7, 0)]], links: ["/day/9"] },
  { question: "rick's cafe - is that lunch or dinner? what time", parts: [[/lunch/i], [time(12, 30)]], links: ["/day/9"] },
  { question: "when do we go to the hassan ii mosque", parts: [[day(9, "last day")]], links: ["/day/9", "/faq"] },
  { question: "hassan ii mosque dress code? i'll be living out of my suitcase by then", parts: [[/shoulders/i, /knees/i]], links: ["/day/9", "/faq"] },
  { question: "which airport do we fly home from", parts: [[/Mohammed V|CMN/i]], links: ["/day/9", "/faq"] },
  { question: "what time should i book my flight home for", parts: [[/evening|\blater\b|18:00|6\s?pm/i]], links: ["/faq", "/day/9"] },

  // ── Earlier days ─────────────────────────────────────────────────────────
  { question: "what was the welcome dinner place called on friday", parts: [[/Foundouk/i]], links: ["/day/0", "/dinners"] },
  { question: "how much was the welcome dinner deposit", parts: [[usd(20)]], links: ["/day/0", "/dinners"] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: ["/day/0", "/accommodations", "/budget"] },
  { question: "how much was the airport transfer and how do we pay it", parts: [[usd(45)], [/cash/i]], links: ["/day/0", "/faq", "/budget"] },

  // ── Stays ────────────────────────────────────────────────────────────────
  { question: "is the $50 villa thing mandatory?", parts: [[/optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many suites and pools does the villa have", parts: [[num(13, "thirteen")], [num(2, "two")]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(?:-|–|to)\s?25/]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[time(11, 0)]], links: ["/accommodations", "/faq"] },
  {
    question: "what are the 4 places we stay",
    parts: [[/L-?Authentic/i, /Villa Royale/i, /camp/i, /Fes/i]],
    links: ["/accommodations"],
  },

  // ── Budget and money ─────────────────────────────────────────────────────
  { question: "ballpark what's this whole trip costing me per person", parts: [[/\b440\b/, /\b943\b/]], links: ["/budget"] },
  { question: "what do the fixed costs come to, ignoring the optional stuff", parts: [[/\b440\b/, /\b480\b/]], links: ["/budget"] },
  { question: "is there a tourist tax? how much", parts: [[/\b28\s?(?:MAD|dirhams?|DH)\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "whats the exchange rate roughly", parts: [[exchangeRate]], links: ["/budget", "/faq", "/"] },
  { question: "how much should i take out at the atm", parts: [[atmAmount]], links: ["/budget", "/faq"] },
  { question: "are lunches included or do we pay ourselves", parts: [[/individual|yourself|your own|\bown\b/i]], links: ["/budget"] },
  { question: "will my card charge foreign fees here?", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/]], links: ["/budget", "/faq"] },

  // ── FAQ and practical ────────────────────────────────────────────────────
  { question: "what plug adapter do i need, my charger died", parts: [[/Type C|C\s?\/\s?E|C and E/i]], links: ["/faq", "/"] },
  { question: "can i drink the tap water at the villa", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i take photos of the snake charmers in the square", parts: [[/ask/i], [/dirham|pay|tip/i]], links: ["/faq"] },
  { question: "is it gonna rain this week", parts: [[/rare|rarely|unlikely|possible/i]], links: ["/faq"] },
  { question: "i'm vegetarian, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "do canadians need a visa", parts: [[/visa[- ]free|no visa|(?:don'?t|not) need a visa|without a visa/i]], links: ["/faq"] },
  { question: "what should i wear in the medina on tuesday", parts: [[/shoulders/i, /knees/i]], links: ["/faq", "/day/4"] },
  { question: "how do petit taxis work, do they have meters", parts: [[/meter/i, /agree|fare/i]], links: ["/faq"] },
  { question: "weather this week?", parts: [[weather]], links: ["/", "/faq"] },

  // ── Map ──────────────────────────────────────────────────────────────────
  { question: "what do the red pins on the map mean", parts: [[/must-see/i]], links: ["/map"] },
  { question: "and the purple pins?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "someone mentioned a churchill bar, where's that", parts: [[/Mamounia/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "where can i see fixed prices before i haggle in the souks", parts: [[/Ensemble Artisanal/i]], links: ["/map"] },
  { question: "al fassia any tips", parts: [[/lamb shoulder/i, /day ahead|in advance|day before/i]], links: ["/map"] },
  { question: "when's the best time to go to jemaa el fnaa", parts: [[/dusk|evening|sunset/i]], links: ["/map"] },

  // ── Home page, the chat, music, calendar files, offline ──────────────────
  { question: "why is the countdown on the homepage all zeros", parts: [[/start|began|begun|passed|over|already|underway/i]], links: ["/"] },
  { question: "what does highlight TBD mean on the home page", parts: [[/camera roll|vote/i]], links: ["/"] },
  { question: "who said morocco is 'the most lovely spot in the whole world'", parts: [[/Churchill/i]], links: ["/"] },
  { question: "who r u", parts: [[/Rupa/i]] },
  { question: "where did the chat button go? i closed it on my phone", parts: [[/bottom[- ]right/i]] },
  {
    question: "if i have no signal can i still message you",
    parts: [[/(?:when|once) (?:the |your )?(?:signal|connection)|sent (?:when|once)|queue/i]],
  },
  { question: "how do i turn off the music, my phone started playing it at the bar lol", parts: [[/mute/i, /bottom[- ]left/i]] },
  { question: "how do i add tomorrow to my calendar", parts: [[/calendar/i, /day 3/i]], links: ["/day/3"] },
  { question: "can i put the whole itinerary in my google calendar", parts: [[/whole trip/i]], links: ["/"] },
  { question: "how do i save the site on my iphone before the desert", parts: [[/Share/i, /Add to Home Screen/i]] },
  { question: "the transportation page just says coming soon?", parts: [[/finaliz|coming soon|host/i]], links: ["/transportation"] },

  // ── Not in the content: tonight ──────────────────────────────────────────
  { question: "what time are the cars leaving the villa for dinner tonight?", unanswerable: true },
  { question: "what time does the bar crawl end? asking for my 5:30 alarm 😅", unanswerable: true },
  { question: "which bars are we going to on the crawl? names pls so i can look them up", unanswerable: true },
  { question: "is there gonna be a birthday cake at dinner 🎂", unanswerable: true },
  { question: "who's sitting next to the host tonight, is there a seating plan?", unanswerable: true },
  { question: "does comptoir darna take amex", unanswerable: true },
  { question: "my cousin is in marrakech for work, can she join us for dinner tonight?", unanswerable: true },
  { question: "what dishes are on tonight's set menu exactly", unanswerable: true },
  { question: "do we pay for the birthday dinner at the restaurant tonight or was it prepaid", unanswerable: true },
  { question: "is there a vegan option on comptoir darna's set menu? i forgot to tell the host", unanswerable: true },
  { question: "whats the exact street address of comptoir darna", unanswerable: true },
  { question: "whats the name of our bar crawl guide tonight", unanswerable: true },
  { question: "is there a cover charge at the late night lounge", unanswerable: true },

  // ── Not in the content: photos, tomorrow, the villa ──────────────────────
  { question: "what's the password to delete photos", unanswerable: true },
  { question: "how many photos are in the gallery right now", unanswerable: true },
  { question: "has anyone uploaded the group pic from bahia palace yet", unanswerable: true },
  { question: "what's the name of the balloon company", unanswerable: true },
  { question: "will the balloon get cancelled if it's windy tomorrow", unanswerable: true },
  { question: "is there a weight limit for the balloon", unanswerable: true },
  { question: "what time is sunrise tomorrow exactly", unanswerable: true },
  { question: "can i bring my drone on the balloon", unanswerable: true },
  { question: "if i cancel the balloon tonight do i get a refund", unanswerable: true },
  { question: "whats the villa wifi password", unanswerable: true },
  { question: "what's the villa's street address", unanswerable: true },
  { question: "which suite is priya in? i left my charger there", unanswerable: true },
  { question: "what time does the villa pool close tonight", unanswerable: true },
  { question: "is there somewhere near the villa to get a blowout before dinner", unanswerable: true },

  // ── Not in the content: later, people, the wider world ───────────────────
  { question: "what's the name of our riad in fes", unanswerable: true },
  { question: "how much luggage can we take on the train to fes", unanswerable: true },
  { question: "what's the name of the song on the home page? it's a banger", unanswerable: true },
  { question: "do uber or careem work in marrakech", unanswerable: true },
  { question: "whats the host's phone number", unanswerable: true },
  { question: "who's the photographer on tuesday? want to follow them on insta", unanswerable: true },
  { question: "what's the drinking age in morocco", unanswerable: true },
  { question: "is there a pharmacy near the villa, i need advil", unanswerable: true },
  { question: "how much is a taxi from the villa to gueliz", unanswerable: true },
  { question: "what flight is mike on? when does he land", unanswerable: true },
  { question: "what gift should i get the host", unanswerable: true },
  { question: "i'm pregnant, is the quad biking ok for me?", unanswerable: true },
  { question: "is sam feeling better? she skipped the tour this morning", unanswerable: true },
];
