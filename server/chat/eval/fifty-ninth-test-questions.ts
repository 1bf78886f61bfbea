// FIFTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 06:00 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * - Today is Day 9 of the trip (the last day), Sunday, November 30, 2025:
 *   "Casablanca & Departure". The day page carries the note that the Fes
 *   itinerary is still a work in progress.
 * - This morning: nothing has happened yet at 06:00; the squad wakes in the riad
 *   in Fes el-Bali. At 07:00 everyone checks out of the riad and takes the train
 *   from Fès station to Casa-Voyageurs, about four hours (travel clothes with a
 *   warm layer, passport and tickets close).
 * - Right now (06:00): still at the Fes riad, about an hour before the train.
 * - This afternoon: 12:30 farewell lunch at Rick's Café (Boulevard Sour Jdid,
 *   Casablanca; smart casual), then 15:00 the Hassan II Mosque tour (about $13 per
 *   person; shoulders, arms and knees covered, scarf and socks, shoes come off;
 *   minaret about 210 metres).
 * - Tonight: 18:00 departure, transfers to Mohammed V International Airport
 *   (CMN), about 45 minutes from the city; spend your last dirhams before flying.
 * - Where the night is spent: no stay is booked for tonight; the trip ends with
 *   flights home from CMN. Last night (the night of day 8) was the third and last
 *   night at the riad in Fes el-Bali (Nov 27-29).
 * - Yesterday: Day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive
 *   into the Rif mountains (about four hours), 12:00 the Blue Medina (Plaza Uta
 *   el-Hammam, goat cheese and tagine), 15:00 Ras El Maa and the Spanish Mosque,
 *   17:00 return to Fes. Some guests began departing yesterday.
 * - Tomorrow: Monday, December 1, is after the trip (Nov 21-30); nothing is planned.
 */
export const FIFTY_NINTH_TEST_CLOCK = new Date("2025-11-30T05:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words as a pattern source, for 0 to 99; null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n] ?? null;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${ONES[ones] ?? ""}`;
  }
  return null;
}

/** The number in digits as a pattern source, with optional thousands commas. */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const word = inWords(n);
  const figure = `(?<![\\d.,])${digits(n)}(?!\\d|[.,]\\d)`;
  return new RegExp(word ? `${figure}|\\b${word}\\b` : figure, "i");
};

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const figure = digits(n);
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `\\$\\s?${figure}${end}|(?<![\\d.,])${figure}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b|\\bUSD\\s?${figure}${end}`,
    "i",
  );
};

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "07:00", "7:00", "7am". */
const clock = (h: number, m: number): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const twelve =
    m === 0 ? `${h12}(?:[:.]00)?\\s?${half}\\.?m\\b\\.?` : `${h12}[:.]${mm}\\s?${half}\\.?m\\b\\.?`;
  return new RegExp(`(?<![\\d:])(?:${h24}[:.h]${mm}(?!\\d)|${twelve})`, "i");
};

/** The day page link. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const fiftyNinthTestQuestions: TestQuestion[] = [
  // ---- Right now: day 9, Sunday Nov 30, 06:00 ----
  { question: "morning rupa!! what day of the trip r we on", parts: [[num(9)]], links: [tripDay(9)] },
  { question: "whats todays theme", parts: [[/casablanca/i, /departure/i]], links: [tripDay(9)] },
  { question: "what time is the train this morning??", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which station do we get off at in casa", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9)] },
  { question: "how long is the train ride to casablanca", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  U("which platform does the 7am train to casa leave from"),
  U("how much is the train ticket fes to casablanca"),
  { question: "where's lunch today", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is the farewell lunch", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "ricks cafe address pls, need it for the taxi", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "is there a dress code at rick's or can i wear my flip flops", parts: [[/smart casual/i]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe per person"),
  U("does ricks have vegan options"),
  { question: "what time is the mosque tour this afternoon", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "how much for the hassan 2 mosque", parts: [[usd(13)]], links: [tripDay(9), "/faq"] },
  { question: "what do i wear to the mosque today? i only packed shorts lol", parts: [[/knees/i, /scarf|socks/i]], links: [tripDay(9), "/faq"] },
  U("how long does the hassan ii mosque tour last"),
  { question: "how tall is the minaret at the big mosque", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what do they show us inside the mosque on the tour", parts: [[/prayer hall/i, /ablution/i]], links: [tripDay(9)] },
  { question: "where is the hassan II mosque exactly, whats the street", parts: [[/sidi mohammed ben abdallah/i]], links: [tripDay(9)] },
  { question: "what time do we head to the airport tonight", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport r we flying out of", parts: [[/CMN|mohammed v/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca city", parts: [[num(45)]], links: [tripDay(9)] },
  U("what terminal do we fly out of at CMN"),
  U("what time is my flight home"),
  { question: "where r we sleeping tonight", parts: [[/CMN|mohammed v|airport|flight/i]], links: [tripDay(9)] },
  { question: "where did we stay last night again", parts: [[/f[eè]s/i, /riad/i]], links: ["/accommodations", tripDay(8)] },
  { question: "what neighbourhood is the riad we're checking out of", parts: [[/f[eè]s el[- ]bali/i]], links: ["/accommodations", tripDay(6)] },
  U("whats the wifi password at the riad"),
  { question: "what did we do yesterday", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time did we leave for chefchaouen yesterday morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the name of the waterfall spring thing from yesterday", parts: [[/ras el[- ]maa/i]], links: [tripDay(8)] },
  { question: "what was that local food in chefchaouen yesterday", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats planned for tomorrow", parts: [[/today|nov(?:ember)?\.? 30|30th|day 9|last day|final day/i]], links: [tripDay(9)] },
  { question: "is there anything on dec 1st", parts: [[/today|nov(?:ember)?\.? 30|30th|day 9|last day|final day/i]], links: [tripDay(9)] },
  { question: "whats the date today and what day of the week", parts: [[/nov(?:ember)?\.? 30|30(?:th)? nov/i], [/sunday/i]], links: [tripDay(9)] },
  { question: "its 6 now, how long till the train leaves", parts: [[/\b(?:1|one|an) hour|60 min/i]], links: [tripDay(9)] },
  { question: "got leftover dirhams, what should i do w them", parts: [[/spend/i]], links: [tripDay(9)] },
  { question: "is a 2pm flight out of casa today gonna work", parts: [[/evening|later|18:00|6 ?pm/i]], links: [tripDay(9), "/faq"] },
  { question: "whats after lunch today", parts: [[/hassan/i]], links: [tripDay(9)] },
  { question: "rick's cafe is a tribute to what", parts: [[/film|movie/i]], links: [tripDay(9)] },
  { question: "what should i wear for the train today", parts: [[/comfortable/i, /layer/i]], links: [tripDay(9)] },
  { question: "lunch today: where and what time", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "mosque tour time + price?", parts: [[clock(15, 0)], [usd(13)]], links: [tripDay(9)] },
  { question: "some ppl already left right? when did people start going home", parts: [[/yesterday|day 8|nov(?:ember)?\.? 29|29th|saturday/i]], links: [tripDay(8)] },
  U("is there luggage storage at rick's while we do the mosque"),
  U("how much is a taxi from casa voyageurs to rick's"),
  { question: "what's the last thing on the schedule today", parts: [[/airport|departure/i]], links: [tripDay(9)] },
  // ---- Rupa, the host, the occasion, the site, music, the gallery ----
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "rupa are you a goat or a person lol", parts: [[/goat/i]] },
  U("how old is rupa"),
  { question: "where's the chat button on the site, my friend can't find you", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  { question: "whats the occasion for this trip again", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose birthday is it", parts: [[/host/i]], links: ["/"] },
  U("what's the host's name"),
  U("what's the host's phone number, need to text them"),
  { question: "what's the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "what does the homepage say the highlight of the trip is", parts: [[/TBD|to be decided|to be determined/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "which famous people are quoted on the home page", parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]], links: ["/"] },
  { question: "how do i upload my pics from the desert", parts: [[/galler/i]], links: ["/gallery"] },
  { question: "i have like 30 pics from today, how many can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video is 80mb and wont upload, whats the limit", parts: [[/50 ?MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional|not required|don'?t (?:have|need) to|\bno\b/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password for deleting photos"),
  U("how many photos are in the gallery so far"),
  { question: "can i save the videos ppl posted to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "music is blasting on the train rn how do i mute it", parts: [[/bottom[- ]left/i]] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]], links: ["/"] },
  U("what's the name of the song on the home page"),
  { question: "what's on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  U("when will the transportation page actually be updated"),
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are the food spots on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "how many categories does the map legend have", parts: [[num(7)]], links: ["/map"] },
  { question: "what cities does the trip go to", parts: [[/marrakech/i, /f[eè]s/i, /zagora/i, /chefchaouen/i, /casablanca/i]], links: ["/"] },
  { question: "whats the subtitle on the site", parts: [[/marrakech adventure/i]], links: ["/"] },
  { question: "when did the trip officially start, like what time", parts: [[clock(11, 0)]], links: ["/", tripDay(0), "/faq"] },
  { question: "dietary stuff, who do i tell about my nut allergy", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far in advance were we supposed to tell about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "which page has the price breakdown", parts: [[/budget/i]], links: ["/budget"] },
  { question: "which page tells me about the villa amenities", parts: [[/accommodations/i]], links: ["/accommodations"] },
  { question: "how warm is it gonna be today, do i need a jacket", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "how many stays r there on the accommodations page", parts: [[num(4)]], links: ["/accommodations"] },
  U("who was the photographer on tuesday and when r the pics coming"),
  { question: "how many featured dinners were there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "my phone says 6am, what timezone r we in rn", parts: [[/UTC ?\+ ?1|GMT ?\+ ?1/i]], links: ["/faq"] },
  U("what does rupa eat"),
  U("what gift should i get for the birthday"),
  { question: "is the chat the only way to get help? who else can i ask", parts: [[/host/i]], links: ["/faq"] },
  { question: "what do the purple pins mean on the map", parts: [[/cultural/i]], links: ["/map"] },
  // ---- Earlier days: Marrakech, the desert, Fes ----
  { question: "what was the name of the first riad", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the first riad night", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "where was the welcome dinner on the 21st", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner cost + deposit?", parts: [[/40\s?(?:-|–|to)\s?\$?60/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the airport transfer and how did we pay", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we fly into", parts: [[/menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "what was day 1 again", parts: [[/rest (?:&|and) relax/i]], links: [tripDay(1)] },
  { question: "what time was villa check in", parts: [[clock(15, 0)]], links: ["/accommodations", tripDay(1), "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites + pools at villa royale", parts: [[num(13)], [num(2)]], links: ["/accommodations"] },
  { question: "how big is the villa estate", parts: [[/1\.4/]], links: ["/accommodations"] },
  { question: "do we have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much was the hammam", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "how much was breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "what were those pancakes at villa breakfast called, they were amazing", parts: [[/msemen/i]], links: [tripDay(2)] },
  { question: "on the 23rd what time did the walking tour start", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "what 3 places did the medina walking tour go to", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[/100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start on sunday and where", parts: [[clock(22, 30)], [/gueliz|hivernage/i]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2)] },
  { question: "what time was balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/faq"] },
  { question: "how long were we in the air on the balloon", parts: [[/\b(?:1|one|an) hour/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40)]], links: [tripDay(3), "/map"] },
  { question: "agafay day price?", parts: [[usd(40)]], links: [tripDay(3)] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "what was the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "palace dinner, was it included or did we pay?", parts: [[/individual|each|yourself|own/i]], links: [tripDay(4), "/dinners"] },
  { question: "what day of the week was the photoshoot", parts: [[/tuesday/i]], links: [tripDay(4), "/"] },
  { question: "majorelle and ysl museum tickets how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4)] },
  { question: "what did we do on the 25th", parts: [[/majorelle|photo ?shoot|dar yacout|gardens (?:&|and) souks/i]], links: [tripDay(4)] },
  { question: "souk guide cost", parts: [[usd(5)]], links: [tripDay(4)] },
  { question: "what was the mountain pass called on the wednesday road trip", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "desert camp price and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "where was the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time was the train to fes on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how much was the train to fes and how many hours", parts: [[usd(45)], [num(6)]], links: [tripDay(6), "/faq"] },
  { question: "what time did we get to the fes riad on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much was the fes riad total", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  { question: "how many nights were we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "friday what time was the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why did they give us mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how old is that university in fes we peeked into", parts: [[num(859)]], links: [tripDay(7)] },
  // ---- Money, practicalities, the map, and more of today ----
  { question: "im at the atm rn, how many dirhams is a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at rick's today", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "whats the tourist tax", parts: [[/28\s?(?:MAD|dirhams?)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i take out at the atm each time", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  { question: "how much is the whole trip gonna cost me roughly", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "what plug do i need", parts: [[/type c/i]], links: ["/", "/faq"] },
  { question: "voltage in morocco?", parts: [[/220/]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "can i drink the tap water at rick's today", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thanks to the riad staff this morning in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "card foreign fees how much usually", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[/100\s?(?:-|–|to)\s?\$?500/i]], links: ["/budget", tripDay(4)] },
  { question: "where do i start bargaining", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "can i take pics of the street performers", parts: [[/ask/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "where should i eat lamb shoulder, somebody said order it a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "whats the place with the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "where can i do a cooking class in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "which shop has fixed prices so i know what stuff should cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "what are the 4 places we stayed", parts: [[/l-?authentic/i, /villa royale/i, /desert camp|zagora/i, /f[eè]s/i]], links: ["/accommodations"] },
  { question: "how many nights is the villa listed for", parts: [[num(5)]], links: ["/accommodations", "/budget"] },
  { question: "can i visit other mosques in morocco besides hassan ii", parts: [[/closed/i]], links: ["/faq"] },
  { question: "r today's times final or could they change", parts: [[/work in progress|may change|might change|could change/i]], links: [tripDay(9)] },
  { question: "any dinner plans tonight?", parts: [[/airport|depart|18:00|6 ?pm/i]], links: [tripDay(9)] },
  { question: "how r we getting to casa today", parts: [[/train/i]], links: [tripDay(9), "/faq"] },
  { question: "wait whats the thing this afternoon again", parts: [[/rick|hassan/i]], links: [tripDay(9)] },
  { question: "do i need socks today lol", parts: [[/mosque/i]], links: [tripDay(9), "/faq"] },
  { question: "whats the first thing on todays schedule", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where r we rn, like which city", parts: [[/f[eè]s/i]], links: [tripDay(8), "/accommodations"] },
  U("whats the emergency number in morocco"),
  U("how much is the departure tax at the airport"),
  U("is there uber in casablanca"),
  U("how heavy can my suitcase be on the train"),
  U("who won best dressed at the birthday dinner"),
  U("did anyone find a black jacket at nobu"),
  U("what's the villa's exact address"),
  U("how much did the chefchaouen trip cost"),
  U("who was our guide in fes"),
  U("what time is sunrise in casablanca today"),
  U("can i get my $20 welcome dinner deposit back"),
  U("how long is the flight from casablanca to new york"),
  U("what's the name of the riad in fes"),
  U("what's the score of the morocco game tonight"),
  U("is there a pharmacy near rick's cafe"),
  U("what time does jardin majorelle close"),
  U("whats the guide's name for the mosque tour today"),
  U("can i bring my drone to the mosque"),
];
