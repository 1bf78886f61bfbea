// FIFTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 08:00 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * Day 6 of the trip (days are numbered 0 to 9): Thursday, November 27, "Journey to Fes", our big travel day.
 * - This morning: 06:30 sunrise over the dunes and camp breakfast at the desert camp near Zagora
 *   (included in the $95 desert camp price).
 * - Now (08:00): the drive back to Marrakech starts, through the Draa Valley and over the Tizi n'Tichka pass,
 *   with a lunch stop on the way, straight to the railway station.
 * - This afternoon: 15:00 train from Marrakech railway station to Fes, about 6 hours by way of Casablanca,
 *   Rabat and Meknes; $45 per person; first-class carriages have reserved seats; the host shares the tickets.
 * - Tonight: 21:00 check in at our riad in Fes el-Bali; porters with handcarts meet us at the medina gate;
 *   a late supper and soft beds are waiting.
 * - The night is spent at Our Riad in Fes, the first of 3 nights there ($90 per person in total).
 * - Yesterday: day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00 over the High Atlas on the
 *   Tizi n'Tichka pass (more than 2,200 metres up), 11:30 Aït Benhaddou, 16:30 sunset camel ride in the dunes
 *   near Zagora, 19:30 dinner and a night at the desert camp ($95 per person).
 * - Tomorrow: day 7, Friday, November 28, "Explore Fes": 09:30 guided walk through Fes el-Bali from
 *   Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania Madrasa, 14:00 Chouara Tannery, 19:30 riad dinner in Fes.
 *   The Fes itinerary is still a work in progress.
 */
export const FIFTY_SECOND_TEST_CLOCK = new Date("2025-11-27T07:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const rest = n % 10;
  return rest === 0 ? tens : `${tens}[-\\s]?${ONES[rest]}`;
}

function escapeDigits(n: number): string {
  return String(n).replace(".", "\\.");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${escapeDigits(n)}(?!\\d|[.,]\\d)`;
  const word = numberWord(n);
  return new RegExp(word ? `(?:${digits}|\\b${word}\\b)` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = escapeDigits(n);
  return new RegExp(
    `(?:\\$\\s?${d}(?!\\d)|(?<![\\d.])${d}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)|usd\\s?\\$?${d}(?!\\d))`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8pm, 8 p.m. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?m\\.?" : "p\\.?m\\.?";
  const twentyFour = `0?${h}[:.h]${mm}`;
  const twelve = m === 0 ? `${h12}(?::00)?\\s?${suffix}` : `${h12}[:.]${mm}\\s?${suffix}`;
  return new RegExp(`(?<![\\d:])(?:${twentyFour}|${twelve})(?!\\d)`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const fiftySecondTestQuestions: TestQuestion[] = [
  // ---- Today (day 6, Thursday Nov 27), right now, this afternoon, tonight ----
  { question: "what day of the trip is it today?", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats the plan today", parts: [[/train/i, /f[eè]s/i]], links: [tripDay(6)] },
  { question: "wait what time do we leave camp this morning", parts: [[clock(8)]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15)]], links: [tripDay(6)] },
  { question: "how long is the train ride today?? pls say short", parts: [[num(6), /hour|hr/i]], links: [tripDay(6), "/faq"] },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "where r we sleeping tonight", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we get to the riad tonight", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "is there food when we get in tonight or should i grab something at the station", parts: [[/supper|late (?:dinner|meal|bite)/i]], links: [tripDay(6)] },
  { question: "how do our bags get to the riad tonight, do i drag my suitcase thru the medina??", parts: [[/porter/i]], links: [tripDay(6)] },
  { question: "which way are we driving back today", parts: [[/draa|tichka/i]], links: [tripDay(6)] },
  { question: "do we stop for lunch on the drive?", parts: [[/lunch/i]], links: [tripDay(6)] },
  { question: "where does the train leave from this afternoon", parts: [[/marrakech/i, /station/i]], links: [tripDay(6)] },
  { question: "does the fes train stop anywhere on the way", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "are seats reserved on the train today", parts: [[/first.?class/i]], links: [tripDay(6)] },
  { question: "what should i wear today for all the travelling", parts: [[/layer/i]], links: [tripDay(6)] },
  { question: "wat time was sunrise breakfast this morning, i slept thru it lol", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "was breakfast at the camp this morning extra?", parts: [[/includ|\$\s?95(?!\d)|95 dollars/i]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "what are we doing right now", parts: [[/driv|road/i, /marrakech/i]], links: [tripDay(6)] },
  { question: "what should i pack in my bag for the train today", parts: [[/snack/i]], links: [tripDay(6)] },
  { question: "whats today's theme called", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "how many nights are we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how much is the fes riad and is that per night?", parts: [[usd(90)], [/total|(?:3|three) nights/i]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "what date is it today", parts: [[num(27), /nov/i]], links: [tripDay(6)] },
  { question: "its thursday right? which day number is that", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "how long till we get to fes today, like what time do we actually check in", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "is it still the fes itinerary thats a work in progress or is today confirmed too", parts: [[/day 7|day 8|day 9|7, 8 and 9|7-9|from tomorrow/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  U("whats the name of the riad we're staying at tonight"),
  U("wifi password at the fes riad?"),
  U("where exactly do we stop for lunch today"),
  U("what platform is our train on"),
  U("what's on the menu for supper tonight"),
  U("how many cars are taking us back to marrakech today"),
  U("whats the driver's number if i get lost at the lunch stop"),
  U("what time do we reach the marrakech station today"),
  U("is there wifi on the train to fes"),
  U("luggage limit on the train?"),
  U("how many hours is the drive back to marrakech today"),
  // ---- Yesterday (day 5, Wednesday Nov 26) ----
  { question: "yesterday was a blur, what did we do", parts: [[/a[iï]t[\s-]?ben ?haddou|camel|zagora|dunes/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how high was that mountain pass yesterday", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "the camp we slept at last night, how much was it", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  // ---- Tomorrow (day 7, Friday Nov 28) ----
  { question: "whats the plan for tomorrow", parts: [[/explore f[eè]s|f[eè]s el.?bali|medina|tannery/i]], links: [tripDay(7)] },
  { question: "what time do we start tmrw", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where do we meet for the walk tomorrow", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "tannery tomorrow what time", parts: [[clock(14)]], links: [tripDay(7)] },
  { question: "i heard the tannery stinks, any tip?", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "dinner tmrw night where n when", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "what should i wear in the fes medina tomorrow", parts: [[/knee/i]], links: [tripDay(7), "/faq"] },
  { question: "when was the al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "the madrasa tomorrow, how old is it", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "is the fes plan locked in?", parts: [[/work in progress|may change|might change|could change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what's on friday", parts: [[/explore f[eè]s|f[eè]s el.?bali|medina|tannery/i]], links: [tripDay(7)] },
  U("how much is the walking tour in fes tomorrow"),
  U("name of our guide in fes tmrw?"),
  U("do we pay to get into the tannery"),
  U("what time's breakfast at the riad tomorrow"),
  U("does the fes riad have a pool"),
  U("can i do laundry at the fes riad"),
  U("what time does the souk in fes close tonight"),
  // ---- Day 8 (Saturday Nov 29) ----
  { question: "saturday whats happening", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[num(4), /hour|hr/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on the 29th", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "best view over chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "when should we say bye to the ppl leaving early", parts: [[/day 8|29|saturday/i, /breakfast/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen trip"),
  { question: "what time do we head back from chefchaouen", parts: [[clock(17)]], links: [tripDay(8)] },
  { question: "the 28th, what's that day called", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  { question: "day 8 theme?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "if i wanna fly out of fes instead what day would that be", parts: [[/day 8|29|saturday/i]], links: ["/faq", tripDay(8)] },
  // ---- Day 9 (Sunday Nov 30) ----
  { question: "last day, what time's the train to casa", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casablanca", parts: [[num(4), /hour|hr/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque on sunday", parts: [[/scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret in casablanca", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly out of on the 30th", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time are airport transfers on the last day", parts: [[clock(18)]], links: [tripDay(9)] },
  U("how much is lunch at rick's"),
  U("what time is my flight home"),
  U("any hotel rec in casablanca if i stay an extra night"),
  U("is there somewhere to leave bags in casa before the flight"),
  { question: "what do i do with leftover dirhams", parts: [[/spend|hard to change/i]], links: [tripDay(9)] },
  { question: "what's the plan for sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "how many days left after today", parts: [[num(3)]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "whats the fes riad like", parts: [[/roof terrace|terrace|zellige|cedar/i]], links: ["/accommodations"] },
  // ---- Earlier days and the dinners ----
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner and the deposit", parts: [[/\$?40\s?(?:-|–|to)\s?\$?60/i], [usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "bday dinner restaurant name?", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the bday dinner pp", parts: [[/\$?100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was at nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "balloon price and what time was pickup", parts: [[usd(117)], [clock(5, 30)]], links: [tripDay(3), "/budget"] },
  { question: "which day was the photoshoot", parts: [[/tuesday|day 4|25/i]], links: [tripDay(4), "/"] },
  { question: "what was the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much did majorelle and the ysl museum cost", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "souk guide how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "hammam n massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast cost?", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how many suites and pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "did we have to pay for the villa", parts: [[usd(50), /optional/i]], links: [tripDay(1), "/accommodations", "/faq", "/budget"] },
  { question: "airport transfer price when we landed?", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "what was day 2 called", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "where did the bar crawl go", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "bar crawl guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what did the walking tour on the 23rd cover", parts: [[/bahia/i]], links: [tripDay(2)] },
  // ---- Money and practicalities ----
  { question: "whats the exchange rate", parts: [[num(10), /mad|dirham/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/\b28\b|2\.75/]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s?%?\s?(?:-|–|to)\s?15/]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1[,.]?000\s?(?:-|–|to)\s?2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "how low do i start bargaining in the fes souks", parts: [[/40\s?%?\s?(?:-|–|to)\s?50/]], links: ["/budget", "/faq"] },
  { question: "card fees abroad?", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]], links: ["/budget", "/faq"] },
  { question: "how much is this whole trip gonna cost me all in", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "what plug do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[/220/]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s?°?\s?c?\s?(?:-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "what time zone r we in", parts: [[/utc\s?\+\s?1|gmt\s?\+\s?1/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol a thing in morocco, where can we get a drink", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "is it ok to take pics of locals", parts: [[/ask/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "will it rain in fes", parts: [[/rarely|shower|rain jacket/i]], links: ["/faq"] },
  { question: "what colours did they say to wear for the photographer", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  { question: "was there a dress code at nobu", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  // ---- Rupa, the host, the occasion and the site ----
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where do i find rupa on the site", parts: [[/bottom.?right/i]] },
  { question: "what's this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what's the occasion again", parts: [[/\b30|thirt/i]], links: ["/"] },
  { question: "whose bday is it", parts: [[/host/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what are the trip dates", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "what's the highlight card on the home page say", parts: [[/tbd/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  // ---- Gallery: uploading and deleting photos and videos ----
  { question: "how do i upload my pics from the desert", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i download pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },
  // ---- Music ----
  { question: "the music is loud how do i turn it off", parts: [[/bottom.?left/i]] },
  { question: "what's the music on the home page like", parts: [[/oud/i]] },
  { question: "which pages share music with the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  // ---- Other pages ----
  { question: "is the transportation page ready", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "what are the green ones on the map", parts: [[/activit/i]], links: ["/map"] },
  { question: "good lunch spot in the marrakech souks?", parts: [[/le jardin|nomad|caf[eé] des [ée]pices|al fassia/i]], links: ["/map"] },
  { question: "is there a cooking class anywhere", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "im vegetarian who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how many dinners are on the dinners page", parts: [[num(4)]], links: ["/dinners"] },
  { question: "is morocco safe, anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "am i gonna get carsick on the pass today", parts: [[/tablet/i]], links: ["/faq", tripDay(6)] },
  { question: "when were we at the villa again", parts: [[num(22), num(26)]], links: ["/accommodations", "/budget"] },
  // ---- Two-part questions about now ----
  { question: "whats first thing tomorrow and when's the tannery", parts: [[clock(9, 30)], [clock(14)]], links: [tripDay(7)] },
  { question: "train cost and how long again?", parts: [[usd(45)], [num(6)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "tonight check in time and where is it", parts: [[clock(21)], [/f[eè]s el.?bali|medina/i]], links: [tripDay(6), "/accommodations"] },
  // ---- Not on the site ----
  U("how old r u rupa"),
  U("rupa whats ur fav food"),
  U("what's the host's name"),
  U("host's whatsapp number?"),
  U("whats the password to delete photos"),
  U("how many photos are in the gallery rn"),
  U("whats the song called on the itinerary pages"),
  U("when will the photographer's pics be ready"),
  U("what was the photographer's name"),
  U("what should i get the host for their bday"),
  U("is there uber in fes"),
  U("best club in fes for tomorrow night?"),
  U("how much is a taxi from fes station to the riad tonight"),
  U("does the fes riad have heating, its freezing"),
  U("what time does the train get into rabat today"),
  U("can i bring my drone on the train"),
  U("when will the transportation page be done"),
];
