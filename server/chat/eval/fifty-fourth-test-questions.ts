// FIFTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 17:00 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * Today is day 7 of the trip (days are numbered 0 to 9): Friday, November 28, "Explore Fes".
 * - This morning: the guided walk through Fes el-Bali (09:30), in through Bab Bou Jeloud (the Blue
 *   Gate) and down Talaa Kebira past the Al Quaraouiyine mosque and university (founded in 859),
 *   then the 14th-century Bou Inania Madrasa (11:30).
 * - This afternoon: the Chouara Tannery (14:00), watched from a leather shop terrace, with a sprig
 *   of mint against the smell.
 * - Right now (17:00): nothing is scheduled between the tannery and dinner.
 * - Tonight: the riad dinner in Fes at 19:30 (pastilla and slow-cooked tagines in the courtyard,
 *   then tea on the roof).
 * - The night is spent at our riad in Fes el-Bali (three nights, Nov 27-29, $90 per person in total).
 * - The Fes itinerary (days 7 to 9) is marked as still a work in progress.
 *
 * Yesterday was day 6, Thursday, November 27, "Journey to Fes": sunrise and camp breakfast on the
 * dunes near Zagora (06:30), the drive back to Marrakech (08:00), the 6-hour train to Fes (15:00,
 * $45 per person, by way of Casablanca, Rabat and Meknes) and check-in at the Fes riad (21:00),
 * with porters meeting us at the medina gate.
 *
 * Tomorrow is day 8, Saturday, November 29, "Chefchaouen Day Trip": the drive into the Rif mountains
 * at 07:30 (about four hours), the Blue Medina at 12:00 (Plaza Uta el-Hammam, goat cheese and
 * tagine for lunch), Ras El Maa and the Spanish Mosque at 15:00, and the return to Fes at 17:00.
 * Some guests begin departing that day. The day after (day 9, Sunday, November 30) is Casablanca
 * and departure.
 */
export const FIFTY_FOURTH_TEST_CLOCK = new Date("2025-11-28T16:00:00Z");

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return SMALL[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${SMALL[n % 10]}`;
}

const escapeDots = (text: string) => text.replace(/\./g, "\\.");
const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?![.,]?\\d)";

/** A number in digits (also with thousands commas) or words, not part of a longer number. */
function num(n: number): RegExp {
  const forms = [String(n)];
  if (Number.isInteger(n) && n >= 1000) forms.push(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","));
  const alternatives = forms.map((form) => `${NOT_BEFORE}${escapeDots(form)}${NOT_AFTER}`);
  const word = inWords(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const digits = escapeDots(String(n));
  return new RegExp(
    [
      `(?:us)?\\$\\s?${digits}(?:\\.00)?${NOT_AFTER}`,
      `${NOT_BEFORE}${digits}(?:\\.00)?\\s?(?:us\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\busd\\s?${digits}${NOT_AFTER}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 || 12;
  const meridiem = h < 12 ? "a" : "p";
  const otherMeridiem = h < 12 ? "p" : "a";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const alternatives = [
    `(?<![\\d.:])${h24}[:.h]${mm}(?!\\d)(?!\\s?${otherMeridiem}\\.?m\\b)`,
    m === 0
      ? `(?<![\\d.:])${h12}(?:[:.]00)?\\s?${meridiem}\\.?m\\b`
      : `(?<![\\d.:])${h12}[:.]${mm}\\s?${meridiem}\\.?m\\b`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of one trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const FOUR_HOURS = /(?:4|four)\s*(?:-\s*)?(?:hours?|hrs?|h)\b/i;

export const fiftyFourthTestQuestions: TestQuestion[] = [
  // Today, right now and tonight (day 7, Friday, November 28, 17:00)
  { question: "what day of the trip is it today??", parts: [[/day\s*(?:7|seven)\b|explore fes/i]], links: [tripDay(7)] },
  { question: "whats the date today, lost all track of time", parts: [[num(28)]], links: [tripDay(7)] },
  { question: "wait is today friday or saturday", parts: [[/friday/i]], links: [tripDay(7)] },
  { question: "whats the plan tonight", parts: [[/riad/i, clock(19, 30)]], links: [tripDay(7)] },
  { question: "what time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "where r we eating tonight", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "any idea whats on the menu tonight? starving", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "anything after dinner tonight or straight to bed", parts: [[/roof/i]], links: [tripDay(7)] },
  { question: "are we doing anything right now or free til dinner?", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  {
    question: "overslept 😭 what did i miss this morning",
    parts: [[/fes el.?bali|bou jeloud|blue gate|talaa kebira|guided walk/i, /bou inania/i]],
    links: [tripDay(7)],
  },
  { question: "what time did the walk start this morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which gate did we go in thru this morning", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what was the main street we walked down today", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  {
    question: "that old university we peeked into this morning, when was it founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "what was the name of the madrasa with the insane tiles this morning",
    parts: [[/bou inania/i]],
    links: [tripDay(7)],
  },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what time were we at the madrasa", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "what was the tannery called this afternoon", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "what time did the tannery visit start today", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why did they hand us mint leaves at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how many lanes does this medina have?? we got so lost", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "what should we wear walking around the medina today", parts: [[/shoulders/i, /knees/i]], links: [tripDay(7), "/faq"] },
  {
    question: "is todays fes plan set in stone",
    parts: [[/work in progress|may change|might change|could change/i]],
    links: [tripDay(7)],
  },
  { question: "where r we sleeping tonight", parts: [[/riad/i, /fes/i]], links: ["/accommodations", tripDay(7)] },
  // Tomorrow (day 8, Saturday, November 29)
  { question: "what's the plan tmrw", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave tomorrow morning?", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen tmrw", parts: [[FOUR_HOURS]], links: [tripDay(8)] },
  { question: "why is chefchaouen famous, someone said its all blue?", parts: [[/blue/i]], links: [tripDay(8)] },
  { question: "what time do we get to the blue medina tomorrow", parts: [[clock(12, 0)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen tmrw, whats the local thing", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the name of the main square in chefchaouen", parts: [[/uta el.?hammam/i]], links: [tripDay(8)] },
  { question: "tomorrow afternoon what r we doing", parts: [[/ras el.?maa|spanish mosque/i]], links: [tripDay(8)] },
  { question: "where's the best view over chefchaouen", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time r we at ras el maa tmrw", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "what time do we head back to fes tomorrow", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "do we sleep in chefchaouen tmrw or come back", parts: [[/fes/i]], links: [tripDay(8), "/accommodations"] },
  { question: "what day of the week is tomorrow", parts: [[/saturday/i]], links: [tripDay(8)] },
  { question: "tomorrow is day what", parts: [[/day\s*(?:8|eight)\b/i]], links: [tripDay(8)] },
  {
    question: "is anyone leaving early tomorrow? the page says something",
    parts: [[/depart|leav|goodbye/i]],
    links: [tripDay(8)],
  },
  { question: "what should i wear for the long drive tmrw", parts: [[/layer/i]], links: [tripDay(8)] },
  U("whats the wifi password at the fes riad"),
  U("how much is dinner at the riad tonight? do we pay there"),
  U("whats the name of our riad in fes, taxi driver is asking"),
  U("what's the address of the fes riad"),
  U("what time does the chouara tannery close"),
  U("who's driving us to chefchaouen tomorrow"),
  U("how many people are flying home tomorrow"),
  // Yesterday (day 6, Thursday, November 27) and the days before
  { question: "what did we even do yesterday, its all a blur", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "what time did the train leave yesterday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long was that train ride yesterday omg", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much do i owe for yesterdays train ticket", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "which cities did the train go thru yesterday", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time did we get to the riad last night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "where did we watch the sunrise yesterday morning", parts: [[/dune|zagora|desert camp/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise breakfast at camp yesterday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "where did the porters with the carts meet us last night", parts: [[/gate/i]], links: [tripDay(6)] },
  { question: "what was the day before yesterday, the desert one?", parts: [[/zagora|sahara/i]], links: [tripDay(5)] },
  { question: "what time did we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how high up was that mountain pass on the way to the desert", parts: [[num(2200)]], links: [tripDay(5)] },
  U("how much did the photographer cost"),
  { question: "the mud brick village from gladiator, whats it called", parts: [[/a[iï]t.?ben.?haddou/i]], links: [tripDay(5)] },
  { question: "what was filmed at ait ben haddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "did the camp price include food?", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  U("who won the quad bike race at agafay lol"),
  { question: "what time did we all land on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we fly into", parts: [[/menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "whats the name of the first riad we stayed at", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  U("did anyone hand in a black scarf at the desert camp"),
  { question: "welcome dinner restaurant name?", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner per person", parts: [[usd(40), num(60)]], links: [tripDay(0), "/dinners"] },
  { question: "deposit for the welcome dinner was how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  {
    question: "what day was the birthday dinner",
    parts: [[/(?<!\d)23(?:rd)?(?!\d)|sunday|day\s*(?:2|two)\b/i]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "bday dinner was at which restaurant again", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "bday dinner dress code was?", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "where did the bar crawl go", parts: [[/gueliz|hivernage/i]], links: [tripDay(2)] },
  { question: "what time was the hot air balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "balloon cost?", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  U("is there a gym at the villa"),
  { question: "nobu minimum spend pp?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what was the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "did we each pay for ourselves at the palace dinner?", parts: [[/individual|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was majorelle garden", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  U("whats the phone number of dar yacout"),
  { question: "souk guide price on day 4", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  {
    question: "which day was the photographer",
    parts: [[/tuesday|(?<!\d)25(?:th)?(?!\d)|day\s*(?:4|four)\b/i]],
    links: [tripDay(4), "/"],
  },
  { question: "what colours look best for the photoshoot", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  U("how much did the whole group spend at nobu"),
  { question: "hammam + massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what happened on the 22nd", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what did we do on the 24th", parts: [[/balloon|agafay/i]], links: [tripDay(3)] },
  // Sunday (day 9, November 30) and going home
  { question: "what's the plan for sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "day after tomorrow what time is the train", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casa", parts: [[FOUR_HOURS]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get off at in casablanca", parts: [[/casa.?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "what time is the farewell lunch on the 30th", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour how much", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what time is the mosque tour", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "what do i need to wear for the mosque visit", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45)]], links: [tripDay(9)] },
  {
    question: "what day should i book my flight home for",
    parts: [[/(?<!\d)30(?:th)?(?!\d)|sunday|day\s*(?:9|nine)\b/i]],
    links: ["/faq", tripDay(9)],
  },
  { question: "how many nights are we in fes altogether", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "fes riad cost?", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  // Money and practical matters
  { question: "dirham to dollar rate roughly?", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax a night", parts: [[/(?<![\d.])28(?!\d)|2\.75/]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out from the atm each time", parts: [[/1,?000/, /2,?000/]], links: ["/budget", "/faq"] },
  { question: "bargaining tips? what % do i start at", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend on shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq"] },
  { question: "what foreign transaction fees will my card charge", parts: [[/1\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  U("whats the euro to dirham rate"),
  { question: "what plug adapter do i need", parts: [[/type\s*c\b/i, /\bE\b/]], links: ["/faq", "/"] },
  { question: "voltage in morocco?", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "how long can americans stay without a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/(?:6|six)\s*months/i]], links: ["/faq"] },
  { question: "what temps should i expect", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "is it gonna rain in the rif mountains tomorrow?", parts: [[/rare|shower|rain jacket/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  U("which terminal do we fly out of at casablanca"),
  U("how much is the train to casablanca on sunday"),
  { question: "can i get a drink tonight or is alcohol not a thing here", parts: [[/licensed|hotel|bar/i]], links: ["/faq"] },
  U("how much is lunch at rick's cafe"),
  { question: "which days were the windy mountain roads, need my motion sickness pills", parts: [[num(5), num(6)]], links: ["/faq"] },
  { question: "how do you get around marrakech", parts: [[/taxi/i]], links: ["/faq"] },
  { question: "how much were the airport transfers", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long from the airport to the medina", parts: [[num(20)]], links: ["/faq"] },
  { question: "who do i tell about my nut allergy", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead were we supposed to tell about dietary stuff", parts: [[/(?:two|2)\s*weeks/i]], links: ["/dinners"] },
  { question: "ballpark how much does this whole trip cost per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  U("is there a pharmacy near our riad in fes"),
  { question: "how many suites at villa royale", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  U("does uber work in fes"),
  { question: "villa check out time was?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far was the villa from downtown", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  // The trip, the host, Rupa, the site, music, the gallery and the map
  { question: "whats this trip even called lol", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  {
    question: "what are we celebrating again? whose bday is it",
    parts: [[/(?<!\d)30(?:th)?(?!\d)|thirtieth|thirty/i, /host/i]],
    links: ["/"],
  },
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom.?right/i]] },
  { question: "how do i mute the music, its blasting in the riad", parts: [[/bottom.?left/i]] },
  { question: "how many days is the trip in total", parts: [[num(10)]], links: ["/"] },
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "can i upload videos too or just photos", parts: [[/video/i]], links: ["/gallery"] },
  { question: "how many files can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video wont upload, is there a size limit?", parts: [[/50\s*mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "uploaded the wrong pic by accident how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i download the pics other ppl posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a way to put everyone's pics on the big screen tonight", parts: [[/slideshow/i]] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "where's a good rooftop over the spice square in marrakech", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  {
    question: "whos quoted on the homepage",
    parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]],
    links: ["/"],
  },
  { question: "whats on the transportation page", parts: [[/coming soon|finaliz/i]], links: ["/transportation"] },
  // Two-part questions
  {
    question: "tmrw what time do we leave and when do we get to chefchaouen",
    parts: [[clock(7, 30)], [clock(12, 0)]],
    links: [tripDay(8)],
  },
  { question: "dinner tonight what time n where", parts: [[clock(19, 30)], [/riad/i]], links: [tripDay(7)] },
  { question: "sunday train what time and how long", parts: [[clock(7, 0)], [FOUR_HOURS]], links: [tripDay(9), "/faq"] },
  {
    question: "how much was the fes riad and how many nights is it",
    parts: [[usd(90)], [num(3)]],
    links: ["/accommodations", "/budget", tripDay(6)],
  },
  {
    question: "what did we do this morning and whats the plan for this evening",
    parts: [[/bou inania|fes el.?bali|blue gate|bou jeloud|guided walk/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  {
    question: "where did we wake up yesterday and where are we going tomorrow",
    parts: [[/camp|zagora|dune|desert/i], [/chefchaouen/i]],
    links: [tripDay(6), tripDay(8)],
  },
  { question: "what was the theme of day 3 and where was dinner", parts: [[/desert fun/i], [/nobu/i]], links: [tripDay(3), "/dinners"] },
  // Not on the site: the only right reply is an honest "I don't know"
  U("whats the host's name? feel bad i dont know lol"),
  U("whats the password to delete photos"),
  U("how old is rupa the goat"),
  U("how many photos have been uploaded to the gallery so far"),
  U("who was the photographer on tuesday, want to tag them"),
  U("when do we get the photos from the photoshoot"),
  U("whats the host's whatsapp number"),
  U("who am i sharing a room with in fes"),
  U("how much does the chefchaouen day trip cost"),
  U("whats the entrance fee for the spanish mosque"),
  U("can i fly my drone in chefchaouen tomorrow"),
  U("how many km is it from fes to chefchaouen"),
  U("what time is sunrise tomorrow"),
  U("whats the name of the song on the home page"),
  U("is there laundry at the fes riad"),
  U("does the fes riad have a pool"),
  U("what time does breakfast start at the riad tomorrow"),
  U("how long will the photos stay up in the gallery after the trip"),
  U("can my boyfriend join us just for the last two days"),
  U("what's the flight time from casablanca to new york"),
  U("whats the name of our guide in fes today"),
];
