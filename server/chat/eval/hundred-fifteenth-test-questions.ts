// HUNDRED-FIFTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-fifteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:00 (noon), Morocco time (UTC+1), on Friday, November 21, 2025.
 *
 * Day 0 of the trip (days run 0 to 9): Friday, Nov 21, "Arrival & Shopping" (/day/0).
 * - This morning: at 11:00 the trip began ("Arrival & Airport Transfer"): the squad met at arrivals at
 *   Marrakech Menara Airport (RAK), grabbed SIM cards and dirhams at the airport, and piled into shared
 *   cars (about $45 per car, paid in cash to the driver; about 20 minutes) for the medina.
 * - Right now (12:00): the airport transfer into the medina; drivers stop at the nearest gate and porters
 *   with handcarts wheel the bags through the alleys.
 * - This afternoon: 13:00 check-in at Riad L-Authentic in the Marrakech medina ($45 per person for 1 night,
 *   mint tea on arrival); 15:00 first stroll through the souks (Souk Semmarine & Rahba Kedima): medina dress
 *   code (shoulders and knees covered, closed shoes), cash only at most stalls, bargaining starts at 40-50%.
 * - Tonight: 20:00 Welcome Dinner at Le Foundouk, near the Ben Youssef Madrasa (Moroccan & French,
 *   $40-60 per person with a $20 deposit to hold the table, smart casual; nightcap on the roof terrace).
 * - The night is spent at Riad L-Authentic, Marrakech medina.
 * - Yesterday (Thursday, Nov 20): before the trip; nothing is planned on the site (the FAQ only says guests
 *   may arrive a day early and meet the squad at the riad).
 * - Tomorrow: Day 1, Saturday, Nov 22, "Rest & Relax" (/day/1): 09:30 slow morning and breakfast on the riad
 *   roof terrace; 15:00 check-in at Villa Royale (after 3 PM; 13 suites, 2 pools, 20-25 minutes from town;
 *   optional $50 per person contribution); 16:30 hammam & massage ($60, book with the host); 19:30 sunset by
 *   the pool (bring a sweater). No dinner is listed. The night after is the first at Villa Royale.
 */
export const HUNDRED_FIFTEENTH_TEST_CLOCK = new Date("2025-11-21T11:00:00Z");

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const SMALL_NUMBERS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern source, when it is simple enough to write out. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return SMALL_NUMBERS[n] ?? null;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    const units = n % 10;
    return units === 0 ? tens : `${tens}[- ]?${SMALL_NUMBERS[units] ?? ""}`;
  }
  if (n < 1000 && n % 100 === 0) {
    return n === 100 ? "(?:a|one) hundred" : `${SMALL_NUMBERS[n / 100] ?? ""} hundred`;
  }
  if (n < 20000 && n % 1000 === 0) return `(?:a |one )?${SMALL_NUMBERS[n / 1000] ?? ""} thousand`;
  return null;
}

/** The digits of a number, with an optional thousands separator ("2,200", "2200", "2.200"). */
function digitPattern(n: number): string {
  if (Number.isInteger(n) && n >= 1000) return n.toLocaleString("en-US").split(",").join("[,. ]?");
  return escapeRegExp(String(n));
}

const NOT_AFTER_NUMBER = "(?<!\\d|\\d[.,])";
const NOT_BEFORE_NUMBER = "(?!\\d|[.,]\\d)";

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `${NOT_AFTER_NUMBER}${digitPattern(n)}${NOT_BEFORE_NUMBER}`;
  const words = numberWords(n);
  return new RegExp(words ? `${digits}|\\b(?:${words})\\b` : digits, "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = digitPattern(n);
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${d}(?:\\.00)?${NOT_BEFORE_NUMBER}` +
      `|${NOT_AFTER_NUMBER}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40-$60", "$40 to $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    `${NOT_AFTER_NUMBER}${digitPattern(low)}\\s?(?:-|–|—|to)\\s?(?:US\\s?\\$|\\$|USD\\s?)?${digitPattern(high)}${NOT_BEFORE_NUMBER}`,
    "i",
  );
}

/** A percentage range: "40-50%", "40% to 50%", "40 to 50 percent". */
function pctRange(low: number, high: number): RegExp {
  return new RegExp(`${NOT_AFTER_NUMBER}${low}\\s?%?\\s?(?:-|–|—|to)\\s?${high}\\s?(?:%|percent)`, "i");
}

/** A time of day: "20:00", "20.00", "20h", "8pm", "8 pm", "8:00 p.m."; "noon" for 12:00. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const before = "(?<![\\d:.])";
  const alternatives = [
    `${before}0?${h}[:.h]${mm}(?!\\d)`,
    `${before}0?${h12}(?:[:.]${mm})${m === 0 ? "?" : ""}\\s?${meridiem}\\.?\\s?m\\b\\.?`,
  ];
  if (m === 0) alternatives.push(`${before}0?${h}h(?![a-z\\d])`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A day's page. */
const tripDay = (n: number) => `/day/${n}`;

/** "Day 3", "day three". */
function dayNo(n: number): RegExp {
  const words = numberWords(n);
  return new RegExp(`\\bday\\s?#?\\s?(?:${n}${words ? `|${words}` : ""})\\b`, "i");
}

/** A date in November: "Nov 23", "November 23", "23 Nov", "the 23rd", "11/23". */
function novDate(d: number): RegExp {
  return new RegExp(
    `\\bnov(?:ember|\\.)?\\s?${d}(?!\\d)|(?<!\\d)${d}(?:st|nd|rd|th)?\\s(?:of\\s)?nov|(?<!\\d)${d}(?:st|nd|rd|th)\\b|(?<!\\d)11\\/${d}(?!\\d)`,
    "i",
  );
}

/** Any one of several forms of the same fact. */
function anyOf(...forms: RegExp[]): RegExp {
  return new RegExp(forms.map((form) => `(?:${form.source})`).join("|"), "i");
}

/** An answerable question: one list of keys per part, and the pages that are the home of the fact. */
function A(question: string, parts: RegExp[][], links?: string[]): TestQuestion {
  return links ? { question, parts, links } : { question, parts };
}

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

// ---------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------

export const hundredFifteenthTestQuestions: TestQuestion[] = [
  // Right now: Day 0, Friday Nov 21, around noon; this afternoon, tonight and tomorrow.
  A("heyyy just landed at RAK 🙌 where is everyone headed from the airport", [[anyOf(/L-?Authentic/i, /medina/i)]], [tripDay(0)]),
  A("how much is the car from the airport rn", [[usd(45)]], [tripDay(0), "/faq", "/budget"]),
  A("do i pay the driver cash or card?", [[/cash/i]], [tripDay(0), "/faq", "/budget"]),
  A("how long is the ride into town from here, im at arrivals", [[num(20)]], ["/faq"]),
  A("need a sim card asap where do i get one", [[/airport/i]], [tripDay(0)]),
  A("wait what time do we check into the riad today", [[clock(13)]], [tripDay(0)]),
  A("whats the riad called again lol", [[/L-?Authentic/i]], [tripDay(0), "/accommodations"]),
  A("how much is the riad for tonight", [[usd(45)]], [tripDay(0), "/accommodations", "/budget"]),
  A("whats the plan this afternoon", [[/souk/i, clock(15)]], [tripDay(0)]),
  A("which souks r we walking thru later today", [[anyOf(/Semmarine/i, /Rahba Kedima/i)]], [tripDay(0)]),
  A("what do i wear for the souks this aft, its warm out", [[/shoulders/i, /knees/i]], [tripDay(0), "/faq"]),
  A("do the souk stalls take cards or is it cash only", [[/cash/i]], [tripDay(0), "/budget"]),
  A("gonna haggle for the first time today, where do i start price wise", [[pctRange(40, 50)]], [tripDay(0), "/faq", "/budget"]),
  A("whats dinner tonight and what time", [[/Foundouk/i], [clock(20)]], [tripDay(0), "/dinners"]),
  A("how much is tonights dinner", [[usdRange(40, 60)]], [tripDay(0), "/dinners", "/budget"]),
  A("is there a deposit for the welcome dinner? how much", [[usd(20)]], [tripDay(0), "/dinners"]),
  A("dress code tonight??", [[/smart casual/i]], [tripDay(0), "/dinners"]),
  A("what kind of food is it tonight", [[/French/i]], ["/dinners", tripDay(0)]),
  A("the restaurant tonight is close to what, like any landmark", [[/Ben Youssef/i]], [tripDay(0), "/dinners"]),
  A("is there a rooftop at the dinner place tonight", [[/roof/i]], [tripDay(0), "/dinners"]),
  A("rupa what day of the trip is it", [[dayNo(0)]], [tripDay(0)]),
  A("whats todays theme", [[/Arrival\s*(?:&|and)\s*Shopping/i]], [tripDay(0)]),
  A("where r we sleeping tonight", [[/L-?Authentic/i]], [tripDay(0), "/accommodations"]),
  A("can the driver drop me right at the riad door", [[/gate/i]], [tripDay(0)]),
  A("my suitcase is massive how do i get it through those tiny alleys", [[/porter/i]], [tripDay(0)]),
  U("whats the wifi password at the riad"),
  U("what time do we have to check out of the riad tomorrow"),
  A("whats the plan tomorrow", [[/Villa Royale/i]], [tripDay(1)]),
  A("tomorrow's theme?", [[/Rest\s*(?:&|and)\s*Relax/i]], [tripDay(1)]),
  A("what time can we check into the villa tmrw", [[clock(15)]], [tripDay(1), "/accommodations", "/faq"]),
  A("is there breakfast tomorrow before we leave the riad? what time", [[clock(9, 30)]], [tripDay(1)]),
  A("what time is the massage thing tmrw and how much", [[clock(16, 30)], [usd(60)]], [tripDay(1), "/faq"]),
  U("where are we eating dinner tomorrow night"),
  A("anything i should bring for tmrw evening at the pool", [[anyOf(/sweater/i, /jumper/i, /warm layer/i)]], [tripDay(1)]),
  A("how warm is it gonna be this week", [[num(15), num(25)]], ["/", "/faq"]),
  A("did i miss anything yesterday?? only just got in", [[anyOf(/\btoday\b/i, novDate(21), dayNo(0))]], [tripDay(0)]),
  A("what time zone r we in, my phone is confused", [[/(?:UTC|GMT)\s?\+\s?1\b/i]], ["/faq"]),
  A("how far is the villa from town, we're moving there tmrw right", [[num(20)]], ["/accommodations", "/faq", tripDay(1)]),
  A("whats the exchange rate rn roughly", [[num(10), /MAD|dirham/i]], ["/budget", "/faq", "/"]),
  A("at the atm rn, how much should i take out", [[num(1000), num(2000)]], ["/budget", "/faq"]),
  U("which atm at the airport gives the best rate"),
  A("is there a tourist tax at the riad tonight", [[anyOf(num(28), usd(2.75))]], ["/faq", "/budget"]),
  A("we move to the villa tomorrow, do we have to pay for it", [[usd(50), /optional/i]], [tripDay(1), "/faq", "/budget", "/accommodations"]),
  A("what are we doing at the villa tomorrow afternoon", [[anyOf(/hammam/i, /massage/i)]], [tripDay(1)]),
  A("how many pools does the villa have, packing swimsuits for tmrw", [[num(2)]], ["/accommodations", "/faq", "/"]),
  A("is the welcome dinner tonight or tomorrow", [[anyOf(/tonight/i, /today/i, novDate(21)), clock(20)]], [tripDay(0), "/dinners"]),
  // Days 1-4 in Marrakech, by weekday, date and day number.
  A("whats happening the day after tomorrow", [[/birthday/i]], [tripDay(2)]),
  A("what time is the bday dinner on the 23rd", [[clock(19, 30)]], [tripDay(2), "/dinners"]),
  A("where's the birthday dinner at", [[/Comptoir Darna/i]], [tripDay(2), "/dinners"]),
  A("bday dinner price pp?", [[usdRange(100, 120)]], [tripDay(2), "/dinners", "/budget"]),
  A("what do i wear to the golden birthday dinner", [[/gold/i, /cocktail/i]], [tripDay(2), "/dinners", "/faq"]),
  A("is there like entertainment at comptoir darna", [[/music/i, /dancers?/i]], [tripDay(2), "/dinners"]),
  A("what time does the bar crawl start and how much is it", [[clock(22, 30)], [usd(10)]], [tripDay(2), "/budget"]),
  A("are drinks included on the bar crawl", [[anyOf(/as you go/i, /not included/i, /pay for (?:your )?(?:own )?drinks/i)]], [tripDay(2)]),
  A("sunday morning what r we doing", [[anyOf(/walking tour/i, /Bahia/i)]], [tripDay(2)]),
  A("which sights r on the medina walking tour", [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]], [tripDay(2)]),
  A("how much is the walking tour", [[usd(10)]], [tripDay(2), "/budget", "/"]),
  A("villa breakfast how much, and do i have to sign up", [[usd(10)], [anyOf(/night before/i, /evening before/i, /day before/i)]], [tripDay(2), "/faq"]),
  A("what time is the hot air balloon on monday", [[clock(5, 30)]], [tripDay(3), "/faq"]),
  A("how much is the balloon", [[usd(117)]], [tripDay(3), "/faq", "/budget", "/"]),
  A("how long r we actually up in the air", [[/\b(?:an|one|1)\s?hour\b/i]], [tripDay(3)]),
  A("what do i wear for the balloon, is it cold up there", [[/layers?/i, /hat/i]], [tripDay(3)]),
  A("how far is agafay from marrakech", [[num(40)]], [tripDay(3), "/map"]),
  A("what do we do in agafay on the 24th", [[/quad/i, /camel/i]], [tripDay(3)]),
  A("agafay day cost?", [[usd(40)]], [tripDay(3), "/budget", "/"]),
  A("nobu min spend?", [[usd(75)]], [tripDay(3), "/dinners", "/budget"]),
  A("what time is nobu dinner", [[clock(20)]], [tripDay(3), "/dinners"]),
  A("what kinda food is nobu", [[/Japanese/i, /Peruvian/i]], [tripDay(3), "/dinners"]),
  A("what do i wear to nobu", [[/smart casual/i]], [tripDay(3), "/dinners"]),
  A("tuesday what time is the photoshoot", [[clock(8, 30)]], [tripDay(4)]),
  A("what colours photograph best for the shoot", [[/jewel/i]], [tripDay(4), "/"]),
  A("which day is the photographer coming", [[/Tuesday/i]], ["/", tripDay(4)]),
  U("whats the photographer's instagram"),
  A("majorelle and ysl museum tickets, how much each", [[usd(18)], [usd(15)]], [tripDay(4), "/budget"]),
  A("do i need to book majorelle tickets myself", [[/host/i]], [tripDay(4)]),
  A("where's the palace dinner", [[/Dar Yacout/i]], [tripDay(4), "/dinners"]),
  A("how do we pay at dar yacout", [[anyOf(/individual/i, /at the restaurant/i)]], [tripDay(4), "/dinners", "/budget"]),
  A("palace dinner dress code", [[anyOf(/dressy/i, /best evening/i, /kaftan/i)]], [tripDay(4), "/dinners", "/faq"]),
  A("how much is the souk guide on the 25th", [[usd(5)]], [tripDay(4), "/budget", "/"]),
  A("how much do ppl usually spend shopping", [[usd(100), num(500)]], ["/budget", "/faq", "/"]),
  U("which bars are we going to on the bar crawl"),
  U("whats the name of the guide for the medina tour"),
  A("whats involved in the hammam", [[anyOf(/kessa/i, /black (?:olive )?soap/i, /rhassoul/i, /argan/i)]], [tripDay(1)]),
  A("how many suites at the villa", [[num(13)]], ["/accommodations", "/faq", "/"]),
  A("villa checkout time?", [[clock(11)]], ["/accommodations", "/faq"]),
  U("is there a gym at the villa"),
  U("who am i sharing a suite with"),
  U("whats the villa's address, need it for my uber"),
  A("what's the 25th again", [[/Gardens\s*(?:&|and)\s*Souks/i]], [tripDay(4)]),
  A("desert day in agafay, what should i wear", [[anyOf(/layers/i, /fleece/i)]], [tripDay(3)]),
  // Days 5-9: the Zagora desert, Fes, Chefchaouen and Casablanca.
  A("wednesday what time do we leave for the desert", [[clock(7)]], [tripDay(5)]),
  A("which mountain pass do we drive over", [[/Tichka/i]], [tripDay(5), "/faq"]),
  A("how high up is the pass", [[num(2200)]], [tripDay(5)]),
  A("ait benhaddou was in what movies", [[/Gladiator/i, /Game of Thrones/i]], [tripDay(5)]),
  A("desert camp how much + whats included", [[usd(95)], [/dinner/i, /breakfast/i]], [tripDay(5), "/budget", "/accommodations"]),
  A("where even is the desert camp", [[/Zagora/i]], [tripDay(5), "/accommodations"]),
  A("what time is the camel ride", [[clock(16, 30)]], [tripDay(5)]),
  A("what should i pack for the desert night", [[anyOf(/fleece/i, /scarf/i, /headlamp/i)]], ["/faq", tripDay(5)]),
  A("i get carsick on mountain roads, any tips for the drive", [[/motion[- ]sickness/i]], [tripDay(5), "/faq"]),
  A("where do we sleep on the 26th", [[/camp/i]], ["/accommodations", tripDay(5)]),
  A("the 27th whats the plan", [[/Fes/i, /train/i]], [tripDay(6)]),
  A("what time is the train to fes", [[clock(15)]], [tripDay(6)]),
  A("how long is the train to fes", [[num(6)]], [tripDay(6), "/faq"]),
  A("fes train ticket price", [[usd(45)]], [tripDay(6), "/faq", "/budget"]),
  A("who's sorting the train tickets", [[/host/i]], [tripDay(6), "/faq"]),
  A("what time do we get to the fes riad", [[clock(21)]], [tripDay(6)]),
  A("how much is the riad in fes", [[usd(90)]], [tripDay(6), "/accommodations", "/budget"]),
  U("whats the name of the riad in fes"),
  A("how many nights r we in fes", [[num(3)]], ["/accommodations", "/budget"]),
  A("what time do we get up for the desert sunrise on thursday", [[clock(6, 30)]], [tripDay(6)]),
  A("friday the 28th what are we doing", [[anyOf(/tanner/i, /Bou Inania/i, /Fes el-?Bali/i)]], [tripDay(7)]),
  A("where does the fes walking tour start", [[anyOf(/Bou Jeloud/i, /Blue Gate/i)]], [tripDay(7)]),
  A("how old is al quaraouiyine", [[num(859)]], [tripDay(7)]),
  A("what time do we go to the tannery and how do i survive the smell", [[clock(14)], [/mint/i]], [tripDay(7)]),
  A("is the fes schedule final or could it change", [[anyOf(/work in progress/i, /may change/i, /not final/i)]], [tripDay(7), tripDay(8), tripDay(9)]),
  A("day 8 where r we going", [[/Chefchaouen/i]], [tripDay(8)]),
  A("how long is the drive to chefchaouen", [[num(4)]], [tripDay(8)]),
  A("whats the local food in chefchaouen, heard theres goat involved 🐐", [[/goat cheese/i]], [tripDay(8)]),
  A("what time do we go up to the spanish mosque", [[clock(15)]], [tripDay(8)]),
  A("a few of us fly home on the 29th, where do we leave from", [[/Fes/i]], ["/faq", tripDay(8)]),
  A("last day, what time's the train to casa", [[clock(7)]], [tripDay(9)]),
  A("where's the farewell lunch", [[/Rick'?s/i]], [tripDay(9)]),
  A("what time is lunch at ricks", [[clock(12, 30)]], [tripDay(9)]),
  U("how much is lunch at rick's cafe"),
  A("hassan ii mosque tour how much", [[usd(13)]], [tripDay(9), "/faq", "/budget"]),
  A("what do i wear to the mosque in casa", [[/shoulders/i, /scarf/i]], [tripDay(9), "/faq"]),
  A("how tall is the hassan ii minaret", [[num(210)]], [tripDay(9)]),
  A("which airport do we fly home from", [[anyOf(/Mohammed V/i, /CMN/i)]], [tripDay(9), "/faq"]),
  A("when should i book my flight home for", [[/evening/i, novDate(30)]], ["/faq"]),
  A("how far is the casa airport from the city", [[num(45)]], [tripDay(9)]),
  U("can we store our bags somewhere in casablanca before the flight"),
  U("how much is the chefchaouen day trip"),
  U("whats my seat number on the fes train"),
  U("entry fee for ait benhaddou?"),
  U("does the fes riad have wifi"),
  A("how do we get from fes to casablanca", [[/train/i]], ["/faq", tripDay(9)]),
  A("can i visit mosques in morocco", [[/Hassan II/i]], ["/faq"]),
  // Practicalities, the map, the home page, the site, the gallery, music, Rupa, the host and the occasion.
  A("do americans need a visa", [[num(90)]], ["/faq"]),
  A("which plug adapter do i need, my phone is dying rn", [[/C\s*(?:\/|and|or|&)\s*(?:type\s*)?E\b/i]], ["/", "/faq"]),
  A("tipping at dinner tonight, whats normal", [[pctRange(10, 15)]], ["/faq", "/budget"]),
  A("can i drink the tap water at the riad today", [[/bottled|filtered/i]], ["/faq"]),
  A("what language do ppl speak here, is french ok", [[/Darija|Arabic/i, /French/i]], ["/faq"]),
  A("how do u say thank you here", [[/shukran/i]], ["/faq"]),
  A("can we get drinks tonight, is alcohol a thing here", [[/licensed/i]], ["/faq"]),
  A("can i take pics of the performers in jemaa el fnaa", [[/ask/i, /dirham/i]], ["/faq"]),
  A("i have a nut allergy, who do i tell and by when", [[/host/i], [anyOf(/two weeks/i, /2 weeks/i)]], ["/dinners"]),
  A("what do the red pins on the map mean", [[/must-?see/i]], ["/map"]),
  A("any rooftop lunch spots near the spice square", [[anyOf(/Nomad/i, /Caf[eé] des [EÉ]pices/i)]], ["/map"]),
  A("who said morocco is the most lovely spot in the whole world", [[/Churchill/i]], ["/"]),
  A("whats the trip highlight on the homepage", [[anyOf(/TBD/i, /to be (?:decided|determined|announced|confirmed)/i)]], ["/"]),
  A("roughly how much is this whole trip gonna cost me", [[num(440), num(943)]], ["/budget"]),
  A("whats on the transportation page", [[anyOf(/coming soon/i, /being finali[sz]ed/i)]], ["/transportation"]),
  A("how do i upload the pics from today", [[/gallery/i]], ["/gallery"]),
  A("how many photos can i upload at once", [[num(10)]], ["/gallery"]),
  A("is there a size limit for videos", [[/50\s?MB/i]], ["/gallery"]),
  A("do i have to put my name when i upload", [[anyOf(/optional/i, /don'?t have to/i, /not required/i)]], ["/gallery"]),
  A("posted a blurry pic from the airport earlier, how do i delete it", [[/password/i]], ["/gallery"]),
  U("whats the password to delete photos"),
  A("what video formats does the gallery take", [[/mp4/i, /mov/i]], ["/gallery"]),
  A("how do i turn the music off", [[/mute/i, /(?:bottom|lower)[- ]left/i]]),
  A("what kind of music is on the home page", [[/oud/i]], ["/"]),
  U("whats the name of the song on the homepage, who's the artist"),
  A("where's the chat button", [[/(?:bottom|lower)[- ]right/i]]),
  A("whose birthday are we celebrating and which one is it", [[/host/i], [anyOf(num(30), /thirtieth/i)]], ["/"]),
  A("how many ppl r in the squad", [[num(22)]], ["/"]),
  A("whats the trip called on the site", [[/Golden Goat Getaway/i]], ["/"]),
  A("rupa can i talk to a human or is it just u", [[/host/i]], ["/faq"]),
  U("rupa how old are you"),
  U("whats the host's name"),
  U("whats the host's whatsapp number"),
  U("how do i pay the $20 deposit for tonight, venmo?"),
  U("what should i get the bday person as a gift"),
  U("is uber a thing in marrakech"),
  U("how much does a sim card cost at the airport"),
  U("what time do the souks close tonight"),
  U("how many pics are in the gallery rn"),
  U("when will the transportation page be ready"),
  U("can i bring my plus one who's not on the list"),
  U("whats the name of the driver picking us up rn"),
  U("will the riad tonight have aircon"),
  U("how much is a petit taxi from the villa to gueliz"),
  U("is there laundry at the villa"),
  U("nearest pharmacy to the riad? need one today"),
  U("whats the hot air balloon company called"),
  U("what time does the pool close at the villa tmrw"),
  U("does comptoir darna do a birthday cake"),
  U("what flight is the host on"),
  U("is there parking at the villa if i rent a car"),
];
