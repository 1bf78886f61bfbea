// HUNDRED-THIRTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 14:00 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * Today is day 9 of the trip (the last), Sunday, November 30, 2025: "Casablanca & Departure".
 * - This morning: checked out of the Fes riad and took the 07:00 train from Fès station to
 *   Casa-Voyageurs, about four hours ("keep your passport and tickets close").
 * - Now (14:00): the farewell lunch at Rick's Café (from 12:30, Boulevard Sour Jdid, smart casual)
 *   is winding down.
 * - This afternoon: 15:00 Hassan II Mosque guided tour (about $13 per person; shoulders, arms and
 *   knees covered, a light scarf and socks, shoes come off inside; minaret about 210 metres, built
 *   partly over the ocean).
 * - Tonight: 18:00 departure, transfers to Mohammed V International Airport (CMN), about 45 minutes
 *   from the city, and flights home. No stay is booked for tonight: the Fes riad's three nights were
 *   days 6-8 (Nov 27-29). No dinner is listed.
 * - The page carries the note that the Fes itinerary is still a work in progress.
 * - Yesterday: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive into the Rif
 *   (about four hours), 12:00 the Blue Medina (Plaza Uta el-Hammam, the kasbah, goat cheese and
 *   tagine), 15:00 Ras El Maa and the Spanish Mosque, 17:00 return to Fes; some guests began
 *   departing. The night was spent at the riad in Fes el-Bali.
 * - Tomorrow: Monday, December 1, is after the trip; nothing is planned on the site.
 */
export const HUNDRED_THIRTY_FIFTH_TEST_CLOCK = new Date("2025-11-30T13:00:00Z");

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return SMALL[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    return n % 10 === 0 ? tens : `${tens}[- ]?${SMALL[n % 10]}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  return undefined;
}

/** A number in digits (thousands separator optional) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?").replace(".", "\\.");
  const numeral = `(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`;
  const word = numberWord(n);
  return new RegExp(word ? `${numeral}|\\b${word}\\b` : numeral, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const value = String(n).replace(".", "\\.");
  const amount = `${value}(?:\\.00)?(?!\\d|[.,]\\d)`;
  return new RegExp(
    `(?:US\\$|\\$|\\bUSD\\s?)${amount}|(?<![\\d.,$])${amount}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)`,
    "i",
  );
}

/** A time of day given in 24 hours: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?m\\b\\.?" : "p\\.?m\\b\\.?";
  const minutes12 = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  return new RegExp(`(?<![\\d:])${h24}[:h.]${mm}(?!\\d)|(?<![\\d:])${h12}${minutes12}\\s?${suffix}`, "i");
}

/** Any one of several forms of the same fact. */
function anyOf(...keys: RegExp[]): RegExp {
  return new RegExp(keys.map((key) => `(?:${key.source})`).join("|"), "i");
}

/** A day's page. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtyFifthTestQuestions: TestQuestion[] = [
  // --- Today, right now, tonight, yesterday (clock: Sunday Nov 30, 14:00, day 9) ---
  { question: "hey rupa what day of the trip are we on today", parts: [[num(9)]], links: [tripDay(9)] },
  { question: "whats happening this afternoon?", parts: [[/hassan/i]], links: [tripDay(9)] },
  { question: "what time is the mosque tour", parts: [[clock(15)]], links: [tripDay(9)] },
  { question: "how much is the mosque thing today", parts: [[usd(13)]], links: [tripDay(9)] },
  {
    question: "what do i need to wear for the mosque later, im in shorts rn",
    parts: [[/knees|shoulders/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "do we have to take our shoes off in the mosque??",
    parts: [[/socks|come off|(?:take|taking) (?:them|your shoes|shoes|'em) off|remove/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "when do we leave for the airport tonight", parts: [[clock(18)]], links: [tripDay(9)] },
  { question: "which airport do we fly out of today", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9)] },
  { question: "how long is the ride from the city to the airport later", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "where is lunch today", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "whats the address for ricks cafe, texting my cab driver", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  {
    question: "address of the hassan 2 mosque?",
    parts: [[/sidi moham+ed ben abd(?:a|e)l+ah/i]],
    links: [tripDay(9)],
  },
  { question: "how tall is the minaret we're seeing today", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what time did the train leave fes this morning", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "how long was the train ride this am", parts: [[num(4), /hour|hr/i]], links: [tripDay(9)] },
  { question: "which casablanca station did we pull into", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9)] },
  { question: "what did we do yesterday", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "whats the name of the spring place from yesterday", parts: [[/ras el[- ]maa/i]], links: [tripDay(8)] },
  { question: "what time did we head back from chefchaouen yesterday", parts: [[clock(17)]], links: [tripDay(8)] },
  { question: "is lunch at ricks fancy? what should i wear", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "what parts of the mosque do we get to see", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  { question: "wait is the mosque actually on the ocean", parts: [[/ocean|atlantic/i]], links: [tripDay(9)] },
  { question: "what should i do w my leftover dirhams before the flight", parts: [[/spend/i]], links: [tripDay(9)] },
  U("whats our flight number home"),
  U("which terminal at CMN do we go to tonight"),
  U("does ricks have wifi"),
  U("how much is lunch at rick's cafe per person"),
  {
    question: "how many hours until the mosque tour",
    parts: [[anyOf(num(1), /an hour/i)]],
    links: [tripDay(9)],
  },
  { question: "how long till we leave for the airport", parts: [[num(4), /hour|hr/i]], links: [tripDay(9)] },
  { question: "link me today's itinerary page", parts: [[/\/day\/9\b/i]], links: [tripDay(9)] },
  { question: "what was yesterdays date again", parts: [[num(29)]], links: [tripDay(8)] },
  { question: "what's today's theme on the itinerary", parts: [[/casablanca (?:&|and) departure/i]], links: [tripDay(9)] },

  // --- The occasion, Rupa, the site, the gallery ---
  { question: "whos birthday is this trip for", parts: [[/host/i]] },
  { question: "how old is the birthday girl turning", parts: [[num(30)]] },
  U("whats a golden birthday even mean"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats rupa", parts: [[/goat/i]] },
  U("rupa how old r u"),
  { question: "where's the chat thing on the site", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn off the music its so loud", parts: [[/bottom[- ]left/i]] },
  { question: "how do i upload my pics from last night", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a max file size for videos", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "do i need to put my name to upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password for deleting photos"),
  { question: "can i download vids from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "i tried uploading like 15 pics and it yelled at me??", parts: [[num(10)]], links: ["/gallery"] },
  U("how many pics are in the gallery right now"),
  U("will the host make a printed album of the gallery after"),
  { question: "what's the name of this site", parts: [[/golden goat getaway/i]], links: ["/"] },
  {
    question: "is the transportation page ever gonna have stuff on it",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are the shopping spots on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many places are on the map", parts: [[num(28)]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what's the highlight card on the home page say", parts: [[/\bTBD\b|to be (?:determined|decided)/i]], links: ["/"] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  U("what's the song on the homepage called, need it for my playlist"),

  // --- Money, dinners, stays ---
  { question: "whats the total trip cost per person roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "what does the welcome dinner cost", parts: [[usd(40), num(60)]], links: [tripDay(0), "/dinners"] },
  { question: "is there a deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the bday dinner", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners"] },
  {
    question: "what's the dress code for the birthday dinner",
    parts: [[/golden glam|cocktail/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  { question: "what restaurant was the birthday dinner at", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time did the birthday dinner start", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  {
    question: "the 23rd was the birthday right? what was the late night thing after dinner",
    parts: [[/bar crawl/i]],
    links: [tripDay(2)],
  },
  { question: "how much was the bar crawl", parts: [[usd(10)]], links: [tripDay(2)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food is nobu", parts: [[/japanese[- ]peruvian/i]], links: [tripDay(3), "/dinners"] },
  {
    question: "who's paying for dar yacout",
    parts: [[/individual|(?:pay|pays|paid) (?:for )?(?:your|their) own|each (?:person|guest) pays/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what was the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "what day was the palace dinner",
    parts: [[anyOf(/day (?:4|four)\b/i, /tuesday/i, num(25), num(24))]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "balloon ride price?", parts: [[usd(117)]], links: [tripDay(3)] },
  { question: "what time was the balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "is breakfast at the villa free", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  {
    question: "how many suites does the villa have and how many pools",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations"],
  },
  { question: "villa check in time?", parts: [[clock(15)]], links: ["/accommodations", "/faq"] },
  { question: "checkout time at the villa", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[num(20), num(25)]], links: ["/accommodations"] },
  { question: "do we have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4\b/i]], links: ["/accommodations"] },
  U("whats the villa address, my mom wants to send something"),
  {
    question: "how much was the riad the first night",
    parts: [[usd(45)]],
    links: ["/accommodations", tripDay(0), "/budget"],
  },
  { question: "what was the first riad called", parts: [[/l-?authentic/i]], links: ["/accommodations", tripDay(0)] },
  {
    question: "desert camp cost & whats included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "how much was the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  {
    question: "train to fes price and how long",
    parts: [[usd(45)], [num(6), /hour|hr/i]],
    links: [tripDay(6), "/faq"],
  },
  { question: "what time did the fes train leave on thursday", parts: [[clock(15)]], links: [tripDay(6)] },

  // --- More of today, tonight, yesterday and tomorrow ---
  U("how much was the train from fes to casablanca this morning"),
  U("whats the name of the fes riad we just left? want to leave a review"),
  U("what time was checkout at the fes riad this morning"),
  U("where are we eating dinner tonight"),
  { question: "are we staying in a hotel tonight or going straight to the airport", parts: [[/airport/i]], links: [tripDay(9)] },
  { question: "what's the last thing on the itinerary today", parts: [[/departure|airport/i]], links: [tripDay(9)] },
  { question: "im not muslim can i even go inside the mosque today", parts: [[/tour/i]], links: [tripDay(9), "/faq"] },
  { question: "what movie is ricks cafe based on", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what was that blue town yesterday called again", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what was the local lunch speciality yesterday", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the mosque on the hill we walked up to yesterday", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what was the main square in chefchaouen called", parts: [[/uta el[- ]hammam/i]], links: [tripDay(8)] },
  { question: "how long was the drive to chefchaouen yesterday", parts: [[num(4), /hour|hr/i]], links: [tripDay(8)] },
  {
    question: "what did we do the day before yesterday",
    parts: [[anyOf(/explore fes/i, /tanner/i, /bou inania/i, /fes el[- ]bali/i)]],
    links: [tripDay(7)],
  },
  {
    question: "which day did ppl start heading home",
    parts: [[anyOf(/day (?:8|eight)\b/i, num(29), /yesterday|saturday/i)]],
    links: [tripDay(8)],
  },
  U("anyone know who's staying in casablanca tomorrow? any plans for monday"),
  U("how early should i get to CMN for my flight tonight, like 3 hours?"),
  U("can i leave my suitcase somewhere during the mosque tour"),
  U("how r we getting from ricks to the mosque, walking?"),
  U("how long does the mosque tour last"),
  U("what time does the hassan ii mosque close today"),
  U("how much is a taxi from ricks to the airport"),
  U("is there a lounge at casablanca airport"),
  { question: "after the mosque whats next", parts: [[/airport/i]], links: [tripDay(9)] },
  { question: "what did the itinerary say to keep close on the train today", parts: [[/passport/i]], links: [tripDay(9)] },
  { question: "the mosque later, is it one of the biggest in the world?", parts: [[/largest|biggest/i]], links: [tripDay(9)] },
  { question: "what does the note at the top of today's page say", parts: [[/work in progress/i]], links: [tripDay(9)] },
  U("did anyone turn in a phone charger at the fes riad this morning"),
  U("what was our chefchaouen guide's name yesterday"),

  // --- Arrival, money and practicalities ---
  { question: "what airport did we land at on day 0", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "what time did the trip officially start on the 21st", parts: [[clock(11)]], links: [tripDay(0), "/faq"] },
  { question: "how long from the marrakech airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  { question: "airport transfer cost from marrakech?", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "do i pay the airport driver in cash or card", parts: [[/cash/i]], links: [tripDay(0), "/budget"] },
  { question: "whats the exchange rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "how much do i take out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "bargaining, where should i start", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "card fees abroad?", parts: [[/1\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget"] },
  { question: "what plug do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "can i drink tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol a thing there", parts: [[/licensed|bars/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },

  // --- Earlier days, by number, date and weekday ---
  { question: "day 5 what time did we leave in the morning", parts: [[clock(7)]], links: [tripDay(5)] },
  { question: "whats the name of that mountain pass we drove over", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up is the pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what town was the desert camp near", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what should u pack for the desert night", parts: [[/fleece|layers|scarf/i]], links: ["/faq", tripDay(5)] },
  { question: "what happened on the 27th", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "when did we get into the fes riad on day 6", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what time was the tannery visit on friday in fes", parts: [[clock(14)]], links: [tripDay(7)] },
  { question: "any tip for the tannery smell", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "how old is the bou inania madrasa", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what was on saturday the 22nd in the evening", parts: [[/pool/i]], links: [tripDay(1)] },
  { question: "sunday the 23rd morning walking tour, where'd it go", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "walking tour cost?", parts: [[usd(10)]], links: [tripDay(2)] },
  {
    question: "how much is majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "who books the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  {
    question: "what day is the photoshoot and what should i wear",
    parts: [[anyOf(/day (?:4|four)\b/i, /tuesday/i)], [/jewel|white|gold/i]],
    links: [tripDay(4), "/"],
  },
  { question: "souk guide price", parts: [[usd(5)]], links: [tripDay(4)] },
  { question: "agafay day how much", parts: [[usd(40)]], links: [tripDay(3)] },
  { question: "what do we do on the agafay day", parts: [[/quad/i]], links: [tripDay(3)] },
  {
    question: "when do i sign up for villa breakfast",
    parts: [[/night before|evening before|day before/i]],
    links: [tripDay(2), "/faq"],
  },
  {
    question: "allergies - who do i tell and by when",
    parts: [[/host/i], [num(2), /week/i]],
    links: ["/dinners"],
  },
  { question: "can i take photos of people in the square", parts: [[/ask/i]], links: ["/faq"] },
  { question: "what's al fassia known for", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "what do the green pins on the map mean", parts: [[/activities/i]], links: ["/map"] },

  // --- Not on the site ---
  U("whats the hosts name again lol"),
  U("whats the hosts number, my phone died and i lost the group chat"),
  U("whats the whatsapp group link"),
  U("when do we get the pro photos from tuesday"),
  U("what was the photographer's name? want to tag them"),
  U("whats the hosts venmo for the villa contribution"),
  U("will this site still be up after the trip"),
  U("who made the music on this site"),
  U("why is rupa a goat lol"),
  U("what songs did the band play at comptoir darna"),
  U("can i bring argan oil in my carry on"),
  U("is there an uber in casablanca"),
  U("what hotel should i book in casa if my flight's tomorrow"),
  U("which pharmacy is near ricks, i have a headache"),
];
