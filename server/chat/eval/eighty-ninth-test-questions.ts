// EIGHTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 18:00 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * Today is day 6 of the trip (days are numbered 0 to 9): Thursday, November 27,
 * "Journey to Fes", the big travel day.
 * - This morning: sunrise over the dunes and camp breakfast at the desert camp
 *   near Zagora (06:30; bread, eggs and mint tea, included in the $95 camp
 *   price), then the drive back to Marrakech (08:00) through the Draa Valley and
 *   over the Tizi n'Tichka pass, with a lunch stop, straight to the railway station.
 * - This afternoon and right now: the train to Fes, which left Marrakech railway
 *   station at 15:00; about 6 hours by way of Casablanca, Rabat and Meknes,
 *   $45 per person, first-class carriages with reserved seats, tickets shared by
 *   the host. At 18:00 we are on board.
 * - Tonight: 21:00 check-in at our riad in Fes el-Bali; porters with handcarts
 *   meet us at the medina gate and a late supper is waiting.
 * - The night is spent at our riad in Fes (first of 3 nights, Nov 27-29,
 *   $90 per person in total).
 * - Yesterday: day 5, Wednesday, November 26, "Sahara Desert Adventure": over
 *   the High Atlas on the Tizi n'Tichka pass (07:00, more than 2,200 metres),
 *   Aït Benhaddou (11:30), the sunset camel ride near Zagora (16:30), then dinner
 *   and a night in a Berber tent at the desert camp (19:30, $95 per person).
 * - Tomorrow: day 7, Friday, November 28, "Explore Fes" (the Fes itinerary is
 *   still a work in progress): guided walk through Fes el-Bali from Bab Bou
 *   Jeloud, the Blue Gate (09:30), Bou Inania Madrasa (11:30), Chouara Tannery
 *   (14:00) and a riad dinner in Fes (19:30).
 */
export const EIGHTY_NINTH_TEST_CLOCK = new Date("2025-11-27T17:00:00Z");

const SMALL_NUMBERS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number in words, as a pattern source, or null when it is not worth spelling out. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return SMALL_NUMBERS[n]!;
  if (n < 100) {
    const unit = n % 10;
    return TENS[Math.floor(n / 10)]! + (unit ? `[- ]?${SMALL_NUMBERS[unit]}` : "");
  }
  if (n % 1000 === 0 && n < 100000) {
    const thousands = inWords(n / 1000);
    return thousands ? `${thousands}[- ]thousand` : null;
  }
  return null;
}

/** A number in digits (thousands separator optional) or in words, never part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[, ]?");
  const digitPart = `(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`;
  const word = inWords(n);
  return new RegExp(word ? `${digitPart}|\\b${word}\\b` : digitPart, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const value = String(n).replace(".", "\\.");
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US)?\\$\\s?${value}${end}|(?<![\\d.,$])${value}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b|\\bUSD\\s?\\$?${value}${end}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "09:30" or "9:30" or "9:30 am". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    `0?${h}[:.h]${mm}`,
    `${h12}${m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`}\\s?${ampm}`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})(?!\\d)`, "i");
}

/** The page of one trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const eightyNinthTestQuestions: TestQuestion[] = [
  // ── Right now, today and tonight (day 6, Thursday Nov 27, 18:00) ──
  { question: "hey rupa what day of the trip r we on", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats todays theme called", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "what day of the week is it, ive totally lost track lol", parts: [[/thursday/i]], links: [tripDay(6)] },
  { question: "what time does the train to fes leave today", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what r we supposed to be doing right now", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "how long is this train ride", parts: [[/(?<!\d)(6|six)[- ]?(hours?|hrs?|h)\b/i]], links: [tripDay(6), "/faq"] },
  { question: "which cities does the train go thru", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time do we get to the riad tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "wait how much was my train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "do we have assigned seats on the train or is it a free for all", parts: [[/first[- ]class|reserved/i]], links: [tripDay(6)] },
  { question: "who has our train tickets??", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "where r we sleeping tonight", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what part of fes is the riad in", parts: [[/f[eè]s el[- ]?bali/i]], links: ["/accommodations", tripDay(6)] },
  { question: "how do we get our suitcases to the riad tonight, can the car drop us at the door?", parts: [[/porters?|handcarts?/i]], links: [tripDay(6)] },
  { question: "will there be food when we arrive tonight or should i grab snacks", parts: [[/supper|late (dinner|meal)/i]], links: [tripDay(6)] },
  { question: "whats on this evening", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("what's the wifi password at the fes riad"),
  U("whats the actual name of our riad in fes? need it for my booking app"),
  U("is there a food cart or dining car on this train"),
  U("what's our train number and which carriage are we in"),
  { question: "what time did we get up for the sunrise this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what was breakfast at the camp this morning", parts: [[/eggs?/i, /mint tea/i]], links: [tripDay(6)] },
  { question: "what time did we leave the camp this morning to drive back", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "which mountain pass did we drive over today", parts: [[/tichka/i]], links: [tripDay(6), tripDay(5)] },
  { question: "what should i be wearing for today's travel", parts: [[/layer/i]], links: [tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", tripDay(6), "/budget"] },
  {
    question: "fes riad cost?? is that per night or for the whole stay",
    parts: [[usd(90)], [/total|whole stay|(three|3) nights/i]],
    links: ["/budget", "/accommodations", tripDay(6)],
  },
  // ── Yesterday (day 5, Wednesday Nov 26) ──
  { question: "what did we do yesterday again, its all a blur", parts: [[/camel|a[iï]t[- ]?ben[- ]?haddou|desert camp|zagora/i]], links: [tripDay(5)] },
  { question: "whats the name of that old mud village from yesterday, the game of thrones one", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  {
    question: "how much was the desert camp on the 26th and what did it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "how high up was the pass we crossed wednesday", parts: [[num(2200)]], links: [tripDay(5)] },
  // ── Tomorrow (day 7, Friday Nov 28) ──
  { question: "whats the plan for tomorrow", parts: [[/tanner|bou inania|f[eè]s el[- ]?bali|medina/i]], links: [tripDay(7)] },
  { question: "what time do we have to be up and out tmrw", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where do we meet for tomorrow's walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time's the tannery tmrw", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand out mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "dinner tomorrow night: where and what time?", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  U("how much is the guided walk in fes tomorrow"),
  U("who's our guide in fes tomorrow, what's their name"),
  U("what's the dress code for dinner at the riad tomorrow night"),
  { question: "is the fes plan final or is it still changing", parts: [[/work in progress|may change|subject to change|still changing|not (yet )?final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  // ── Rupa, the host, the occasion ──
  { question: "what time zone is morocco in, my phone is confused", parts: [[/(UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "who r u anyway", parts: [[/rupa/i]] },
  { question: "what's the occasion for this trip again", parts: [[/birthday/i, /\b30(th)?\b|thirt(y|ieth)/i]], links: ["/"] },
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  U("what's the host's actual name, i only know them from the group chat"),
  // ── The days still to come (days 8 and 9) ──
  { question: "whats after fes tomorrow, like saturday?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on the 29th", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "hows long's the drive to chefchaouen", parts: [[/(?<!\d)(4|four)[- ]?(hours?|hrs?|h)\b/i]], links: [tripDay(8)] },
  { question: "wats the local food to try in chefchaouen", parts: [[/goat(')?s? cheese/i]], links: [tripDay(8)] },
  { question: "name of the spring / waterfall thing in chefchaouen?", parts: [[/ras el[- ]?maa/i]], links: [tripDay(8)] },
  { question: "where's the best view over the blue town", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "whats the main square in chefchaouen called", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "when do people start leaving?", parts: [[/\bday (8|eight)\b|\b29(th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "what time do we head back to fes from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("how much does the chefchaouen day trip cost"),
  { question: "last day: what time's the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which station in casa do we arrive at", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where + what time", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "hassan 2 mosque tour price?", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i need to wear to the mosque on sunday", parts: [[/knees/i, /scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "what airport do we fly home from", parts: [[/\bCMN\b|mohammed v/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[/(?<!\d)45\s?(min|minutes)|forty[- ]five minutes/i]], links: [tripDay(9)] },
  { question: "what time are the airport transfers on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "when should i book my flight home for", parts: [[/\b30(th)?\b|sunday/i, /evening/i]], links: ["/faq", tripDay(9)] },
  U("what gate does my flight leave from at CMN"),
  U("is there luggage storage at casa voyageurs so we can do the mosque with our bags"),
  U("how much is lunch at rick's cafe"),
  { question: "what should i do with my leftover dirhams at the end", parts: [[/spend/i]], links: [tripDay(9)] },
  // ── Earlier in the trip (days 0 to 4) ──
  { question: "what did we do on tuesday", parts: [[/majorelle|photo ?shoot|photographer|dar yacout|palace dinner|souk/i]], links: [tripDay(4)] },
  { question: "whats the name of the palace restaurant from tuesday night", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much were majorelle garden and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what time was the photoshoot on the 25th", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  U("when will we get the pics from the photographer"),
  U("whats the photographer's instagram"),
  { question: "birthday dinner was where again", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[/\$\s?100\s?(?:-|–|to)\s?\$?120\b/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "which day was the birthday dinner, sunday?", parts: [[/sunday|\b23(rd)?\b|\bday (2|two)\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "bar crawl: what time did it start and where did it go", parts: [[clock(22, 30)], [/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "was the bar crawl guide extra? how much", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what time was the hot air balloon pickup monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much did the balloon cost", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "whats the minimum spend at nobu", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[/(?<!\d)40\s?(min|minutes)|forty minutes/i]], links: [tripDay(3), "/map"] },
  { question: "agafay desert day price", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  U("how much was the nobu bill in the end"),
  { question: "the welcome dinner on the 21st was at?", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what time did everyone meet at the airport on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "what was our first night hotel called", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations", "/budget"] },
  // ── The villa and the stays ──
  { question: "how many pools did the villa have", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites at villa royale", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "did we actually have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much was breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "hammam + massage price? and what time was it on saturday", parts: [[usd(60)], [clock(16, 30)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how far was the villa from downtown", parts: [[/20\s?(?:-|–|to)\s?25|\b20\s?min|twenty/i]], links: ["/accommodations", "/faq"] },
  { question: "which nights were we booked at the villa", parts: [[/\b22(nd)?\b/i, /\b26(th)?\b/i]], links: ["/accommodations", "/budget"] },
  { question: "where did we sleep on wednesday night", parts: [[/desert camp|zagora|tent/i]], links: ["/accommodations", tripDay(5)] },
  { question: "how many different places do we stay in total", parts: [[num(4)]], links: ["/accommodations"] },
  { question: "where do we sleep on the 29th", parts: [[/f[eè]s/i, /riad/i]], links: ["/accommodations", tripDay(8)] },
  U("what suite number was i in at the villa? left my charger there"),
  U("does the fes riad have a pool"),
  U("does the riad tonight have heating, its freezing at night"),
  U("what time does breakfast start at the fes riad tomorrow"),
  // ── Money ──
  { question: "whats the exchange rate, want to buy leather tmrw", parts: [[/(?<![\d.])10\s?(MAD|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax at the riad tonight", parts: [[/(?<!\d)28\s?(MAD|dirhams?|dh)\b|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at dinner tomorrow", parts: [[/(?<!\d)10\s?%?\s?(?:-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "need cash for tomorrow, how much should i take out at the atm each time", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  { question: "going to the souks tmrw, how low should i start haggling", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "what r the card fees usually", parts: [[/(?<![\d.])1\s?%?\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "card machine asked dollars or dirhams, which do i pick", parts: [[/dirhams?|\bMAD\b/i]], links: ["/budget"] },
  { question: "how much money should i set aside for shopping in fes tomorrow", parts: [[usd(100), /\b500\b/i]], links: ["/budget", tripDay(4)] },
  { question: "roughly how much is this whole trip gonna cost per person", parts: [[usd(440), /\b943\b/i]], links: ["/budget"] },
  U("is there an atm at the fes train station for when we get in tonight"),
  U("can i venmo the host for my share, whats their handle"),
  // ── Practical and FAQ ──
  { question: "plug type + voltage? my charger died on the train", parts: [[/type c|\bC\s?\/\s?E\b/i], [/220\s?v/i]], links: ["/faq", "/"] },
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/\b(six|6) months\b/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get a drink in fes tonight or is alcohol a no go", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "is travel insurance a must", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "i got carsick on today's drive, any tips", parts: [[/tablets?|pills?/i]], links: ["/faq", tripDay(5)] },
  { question: "is it gonna rain in fes tomorrow, do i need a jacket", parts: [[/rain jacket/i]], links: ["/faq"] },
  { question: "hows the weather usually this time of year", parts: [[/15\s?°?\s?C?\s?(?:-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "tonight in fes where do i keep my passport", parts: [[/\bsafe\b/i]], links: ["/faq"] },
  { question: "do i tip the porters tonight", parts: [[/small (change|coins)|few (small )?(coins|dirhams)/i]], links: ["/faq", "/budget"] },
  U("do i need any vaccines for morocco"),
  U("what's the emergency number in morocco"),
  // ── The gallery ──
  { question: "how do i upload today's desert sunrise pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the file size limit, my video from this morning is huge", parts: [[/50\s?MB|50 megabytes/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i posted a blurry pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "upload says 'too many files' wth", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i save a photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  // ── The site's pages, the map and the music ──
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "which page has all the recommended restaurants and sights pinned", parts: [[/\bmap\b/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour are the food places on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "good rooftop lunch near the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i learn to cook tagine in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "whats the bar at la mamounia called", parts: [[/churchill bar/i]], links: ["/map"] },
  U("any good restaurants in fes for our free time tomorrow"),
  { question: "the site music is blasting on the train rn, how do i mute it", parts: [[/bottom[- ]?left|lower[- ]?left/i]] },
  U("what song is playing on the home page, it slaps"),
  { question: "music stopped when i opened the photo gallery, is it broken", parts: [[/paus|no (background )?music|doesn'?t have (its own )?music|without music|silent|no track/i]] },
  { question: "where do i find rupa on the page", parts: [[/bottom[- ]?right|lower[- ]?right/i]], links: ["/faq"] },
  U("who came up with the name rupa"),
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whose bday is this trip for", parts: [[/host/i]], links: ["/"] },
  { question: "who are the quotes on the homepage from", parts: [[/churchill/i, /saint[- ]laurent|\bYSL\b/i, /wharton/i]], links: ["/"] },
  U("what's the host's exact birthday date"),
  { question: "what does the trip overview say the highlight is", parts: [[/\bTBD\b|to be (decided|determined)/i]], links: ["/"] },
  { question: "what are the 3 featured things on the home page", parts: [[/culture/i, /adventure/i, /shopping/i]], links: ["/"] },
  { question: "im vegan, who do i tell for tomorrow's dinner", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead should we have told them about allergies", parts: [[/\b(two|2) weeks\b/i]], links: ["/dinners"] },
  // ── Right now, once more ──
  { question: "what time is it in morocco right now", parts: [[clock(18, 0)]] },
  { question: "how many more hours till we get to fes", parts: [[/(?<!\d)(3|three)\s?(hours?|hrs?|h)\b|21[:.h]00|\b9\s?p\.?m/i]], links: [tripDay(6)] },
  {
    question: "what time do we check in at the fes riad on the 27th and how many nights are we there?",
    parts: [[clock(21, 0)], [num(3)]],
    links: [tripDay(6), "/accommodations"],
  },
  U("is the wifi on the train any good"),
  U("did our train leave on time"),
  U("is there a toilet on this train"),
  // ── Last night at the camp, and yesterday ──
  { question: "what did we eat at the camp last night", parts: [[/tagines?/i]], links: [tripDay(5)] },
  { question: "what was the music at camp last night", parts: [[/drum/i]], links: [tripDay(5)] },
  { question: "what did we sleep in last night", parts: [[/tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time did we leave marrakech yesterday morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "what time did we get to ait benhaddou yesterday", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  U("did anyone find a blue scarf at the desert camp"),
  U("what was my camel's name lol"),
  // ── Tomorrow in Fes, once more ──
  { question: "shoes for tomorrow in the medina?", parts: [[/closed shoes/i]], links: [tripDay(7), "/faq"] },
  { question: "when was the al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "the madrasa tomorrow, whats it called and what time", parts: [[/bou inania/i], [clock(11, 30)]], links: [tripDay(7)] },
  { question: "whats for dinner at the riad on friday", parts: [[/pastilla|tagines?/i]], links: [tripDay(7)] },
  { question: "main street of the fes medina called?", parts: [[/tal[aâ]a kebira/i]], links: [tripDay(7)] },
  U("can we do a cooking class in fes on friday afternoon"),
  U("how much is a taxi from the fes train station to the riad"),
  U("what's the name of the band at comptoir darna"),
  U("which rooftop did the bar crawl end at"),
  U("can i bring a friend who lives in fes to dinner tomorrow"),
  U("whats the host's number in case i get lost in the medina tomorrow"),
];
