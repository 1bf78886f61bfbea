// HUNDRED-TWENTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 13:00 (1 pm) on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * - Today: day 5 of the trip (days run 0 to 9), Wednesday Nov 26, "Sahara Desert Adventure".
 * - This morning: left at 07:00 over the High Atlas by the Tizi n'Tichka pass (photo stop more than
 *   2,200 metres up; motion-sickness tablets recommended), then from 11:30 Aït Benhaddou, the
 *   UNESCO-listed ksar near Ouarzazate (Gladiator, Game of Thrones): climb to the granary, lunch by the river.
 * - Right now (13:00): still at Aït Benhaddou (a morning-and-afternoon stop), around lunch by the river.
 * - This afternoon: on through the palm groves of the Draa Valley to the dunes near Zagora; 16:30 sunset
 *   camel ride (included in the $95 desert camp price). Dress: layers, a fleece, a scarf, closed shoes.
 * - Tonight: 19:30 dinner at the desert camp in Zagora (tagines by lantern light), drumming around the
 *   campfire, a night in a Berber tent. The camp is $95 per person: activities, dinner and breakfast.
 * - The night is spent at the desert camp near Zagora, not at Villa Royale (whose five listed nights,
 *   Nov 22-26, take in this one).
 * - Yesterday: day 4, Tuesday Nov 25, "Gardens & Souks": 08:30 group photoshoot in the villa gardens,
 *   11:00 Jardin Majorelle ($18) & Musée YSL ($15), 14:30 guided souk shopping ($5 guide), 20:00 palace
 *   dinner at Dar Yacout (paid individually; dressy).
 * - Tomorrow: day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the dunes & camp breakfast,
 *   08:00 drive back to Marrakech, 15:00 train to Fes (about 6 hours, $45, via Casablanca, Rabat and
 *   Meknes; the host shares tickets), 21:00 check-in at the riad in Fes el-Bali (3 nights, $90 in total).
 */
export const HUNDRED_TWENTY_EIGHTH_TEST_CLOCK = new Date("2025-11-26T12:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)]!;
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[\\s-]?${ONES[ones]}`;
}

/** A number in digits (thousands may be grouped) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  const inDigits = `(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${inDigits}|\\b${words}\\b` : inDigits, "i");
}

/** A dollar amount: "$18", "$ 18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:\\$|\\bUSD)\\s?${amount}(?![\\d]|[.,]\\d)|(?<![\\d.,$])${amount}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A time of day given on the 24-hour clock: "20:00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const alternatives = [
    `(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)`,
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredTwentyEighthTestQuestions: TestQuestion[] = [
  // ---- Right now, today, tonight (day 5, Wednesday Nov 26, 13:00) ----
  { question: "what day of the trip is it today?", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "wheres everyone rn?? just woke up in the car lol", parts: [[/a[iï]t[\s-]?ben[\s-]?haddou/i]], links: [tripDay(5)] },
  { question: "whats the plan this afternoon", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "what time is the camel ride today", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where r we sleeping tonight", parts: [[/desert camp|zagora|berber tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "wait we're not going back to the villa tonight??", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time's dinner tonight and what are we eating", parts: [[clock(19, 30)], [/tagine/i]], links: [tripDay(5)] },
  { question: "where is dinner tonite", parts: [[/camp|zagora/i]], links: [tripDay(5)] },
  { question: "how much do i owe for the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "does the camp money cover dinner and breakfast or do we pay for those separate", parts: [[/\byes\b|includ|covers|covered/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "is the camel ride extra or is it included", parts: [[/includ/i]], links: [tripDay(5)] },
  { question: "what should i wear for the camels later", parts: [[/layer|fleece/i]], links: [tripDay(5)] },
  { question: "what time did we leave this morning? felt like 4am", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats the name of that mountain pass we drove this morning", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up was the pass", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "isnt this place from game of thrones", parts: [[/\byes\b|gladiator|unesco/i]], links: [tripDay(5)] },
  { question: "where are we eating lunch today", parts: [[/river/i]], links: [tripDay(5)] },
  { question: "best view spot at ait benhaddou?", parts: [[/granary/i]], links: [tripDay(5)] },
  { question: "anything happening at camp after dinner tonight", parts: [[/drum|campfire/i]], links: [tripDay(5), "/accommodations"] },
  { question: "only bringing a small bag to the camp tonight, what do i pack", parts: [[/headlamp|lip balm|sunglasses|fleece|layers/i]], links: [tripDay(5), "/faq"] },
  { question: "how cold does it get at night out there", parts: [[/freez/i]], links: ["/faq"] },
  { question: "whats the date today", parts: [[num(26)]] },
  { question: "what weekday is it, ive totally lost track", parts: [[/wednesday/i]] },
  U("is there wifi at the desert camp?"),
  U("can we charge our phones at the camp tonight"),
  U("how long is the drive from here to zagora"),
  U("how much is the entry ticket for ait benhaddou"),
  U("do the tents at the camp have their own bathroom and shower"),
  U("whats the actual name of the desert camp tonight"),
  U("who am i sharing a tent with tonight"),

  // ---- Yesterday (day 4, Tuesday Nov 25) ----
  { question: "last nights palace dinner, whats that place called again", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was the palace dinner last night? trying to split", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time was the photoshoot yesterday", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "how much was majorelle yesterday and the ysl museum? need to pay someone back", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  U("whats the photographer's name from yesterday, want to follow them"),
  U("when do we get the pics from yesterdays photoshoot"),

  // ---- Tomorrow (day 6, Thursday Nov 27) ----
  { question: "what time do we have to be up tomorrow", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats for breakfast at camp tmrw", parts: [[/eggs|bread|mint tea/i]], links: [tripDay(6)] },
  { question: "what time do we leave the camp tomorrow", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "train tmrw what time + how much", parts: [[clock(15, 0)], [usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "how long is the train to fes tomorrow", parts: [[num(6), /hour|hrs?\b/i]], links: [tripDay(6), "/faq"] },
  { question: "which station does the train leave from tmrw", parts: [[/marrakech/i]], links: [tripDay(6)] },
  { question: "where do we sleep tomorrow night", parts: [[/f[eè][sz]/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we get to the riad in fes tomorrow", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "will there be food when we get to fes tmrw night or should i buy snacks", parts: [[/supper/i]], links: [tripDay(6)] },
  { question: "who's got the train tickets for tomorrow", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "which cities does the train go through tomorrow", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "how do we get from the camp to the train station tmrw", parts: [[/driv|car|road/i]], links: [tripDay(6)] },
  { question: "what do i wear for the sunrise thing tomorrow", parts: [[/hat|warm layers|freez/i]], links: [tripDay(6)] },
  { question: "dress code for the train tomorrow?", parts: [[/comfortable|warm layer|passport/i]], links: [tripDay(6)] },
  { question: "do i need motion sickness pills today", parts: [[/tablet|recommend|\byes\b/i]], links: [tripDay(5), "/faq"] },
  { question: "starting tomorrow how many nights r we in fes", parts: [[num(3)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  U("what seat or carriage am i in on the train tomorrow"),
  U("whats the name of the riad in fes we check into tmrw"),
  U("which restaurant do we stop at for lunch on the drive tomorrow"),

  // ---- Later this week, by weekday and date ----
  { question: "whats on for friday", parts: [[/tanner|bou inania|f[eè]s el[- ]bali|blue gate|bou jeloud/i]], links: [tripDay(7)] },
  { question: "saturday plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what's happening on the 30th", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "the 27th is the big travel day right? whats it called on the site", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "how many days of the trip are left after today", parts: [[num(4)]] },

  // ---- Yesterday and today, continued ----
  { question: "what did we do yesterday afternoon again", parts: [[/souk/i]], links: [tripDay(4)] },
  { question: "what was the dress code at dar yacout last night", parts: [[/dressy|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "what colours were we supposed to wear for yesterdays photos", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  { question: "who booked the majorelle tickets yesterday", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "is tonights camp the same place as the agafay desert day?", parts: [[/zagora/i]], links: [tripDay(5), tripDay(3)] },
  U("how many km is it from ait benhaddou to ouarzazate"),
  { question: "whats the valley we drive thru this afternoon", parts: [[/dr[aâ]a/i]], links: [tripDay(5)] },
  { question: "whats ait benhaddou anyway", parts: [[/unesco|ksar|fortified|kasbah/i]], links: [tripDay(5)] },

  // ---- The occasion, the host, Rupa ----
  { question: "whose birthday is this whole trip for", parts: [[/host/i, num(30)]], links: ["/"] },
  U("why is it called a golden birthday"),
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  U("whats the host's name? i only know them from the group chat"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "who even is rupa", parts: [[/assistant|helper|chat/i]] },
  U("how old is rupa"),
  { question: "where do i find rupa on the site", parts: [[/bottom[- ]right/i]] },

  // ---- Earlier days ----
  { question: "when and where was the bday dinner", parts: [[/day\s?2\b|23|sunday/i], [/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner per person", parts: [[/\$?100\s?(-|–|to)\s?\$?120/]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time was the balloon on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "where was the welcome dinner + what time", parts: [[/foundouk/i], [clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "what day did we check into the villa and from what time", parts: [[/day\s?1\b|22|saturday/i], [clock(15, 0)]], links: [tripDay(1), "/accommodations"] },

  // ---- The villa ----
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools does the villa have", parts: [[num(2)]], links: ["/accommodations"] },
  { question: "how many suites at villa royale", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(-|–|to)\s?25/]], links: ["/accommodations", "/faq"] },
  { question: "do we have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  // ---- Money and the budget ----
  { question: "roughly how much is the whole trip per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "whats the exchange rate", parts: [[/10\s?(mad|dh|dirhams?)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[/28\s?(mad|dh|dirhams?)\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do we tip at restaurants", parts: [[/10\s?(-|–|to)\s?15\s?%/]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[/1[,.]?000/, /2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "where are the atms in marrakech", parts: [[/gueliz|hivernage|medina gates|airport/i]], links: ["/budget"] },
  { question: "cards or cash in the souks?", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  { question: "what foreign fees will my card charge roughly", parts: [[/1\s?(-|–|to)\s?3\s?%/]], links: ["/budget", "/faq"] },
  { question: "atm asked if i want dollars or dirhams, which do i pick", parts: [[/dirham/i]], links: ["/budget"] },
  { question: "how much shopping money do ppl usually bring", parts: [[/100/, /500/]], links: ["/budget", tripDay(4)] },
  { question: "where do i start when haggling", parts: [[/40\s?(-|–|to)\s?50\s?%/]], links: ["/budget", "/faq"] },
  { question: "how much was the airport transfer", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "hammam n massage how much and how do i book", parts: [[usd(60)], [/host/i]], links: [tripDay(1), "/faq"] },
  { question: "how much is the casablanca mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what did the bar crawl guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "how much was the agafay desert day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "souk guide price?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "how much was the medina walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  U("how much does the chefchaouen day trip cost"),
  U("how much is the train from fes to casablanca"),
  U("how much is lunch at ricks cafe"),

  // ---- Practical, culture, health (FAQ) ----
  { question: "do i need a visa? im american", parts: [[/visa[- ]free|no visa|don.?t need|do not need|not need/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/C\s?(\/|and|or|&)\s?(type\s?)?E\b/i]], links: ["/faq", "/"] },
  { question: "what language do people speak here", parts: [[/darija|arabic/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  U("is there a bar at the desert camp tonight"),
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "can i take pics of people in the square", parts: [[/ask/i]], links: ["/faq"] },
  U("does the riad in fes have a pool"),
  { question: "will it rain in fes", parts: [[/rare|shower|light rain jacket/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s?(-|–|to)\s?25/]], links: ["/faq", "/"] },
  { question: "what time zone is morocco", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can non-muslims go inside mosques", parts: [[/hassan/i]], links: ["/faq", tripDay(9)] },
  { question: "what do i wear to the mosque on the 30th", parts: [[/scarf|socks|knees|shoulders/i]], links: [tripDay(9), "/faq"] },

  // ---- The map ----
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "any leafy courtyard spot for lunch hidden in the souks", parts: [[/le jardin(?! secret)/i]], links: ["/map"] },
  { question: "rooftop over the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "is there a cooking class anywhere", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "wheres the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  U("can i pay for the desert camp by card"),
  { question: "any tip for al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  U("what time does jardin majorelle open"),
  U("how many km is it from marrakech to zagora"),
  // ---- Fes, Chefchaouen, Casablanca (days 7-9) ----
  { question: "what time does the fes walking tour start on friday", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which gate do we go into the fes medina from", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "how old is that university in fes", parts: [[/859/]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol", parts: [[/9[,.\s]?000/]], links: [tripDay(7)] },
  { question: "heard the tannery stinks, any tip?", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "when's the tannery visit", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "dinner on friday, where and what time", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour|hrs?\b/i]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when is the spanish mosque walk on saturday", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/day\s?8\b|29|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "is the fes part of the plan final yet", parts: [[/work in progress|may change|not final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what time is the train to casa on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch and what time", parts: [[/rick/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how long from casablanca to the airport", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  U("what time does the hassan ii mosque close"),
  { question: "what do i do with my leftover dirhams at the end", parts: [[/spend/i]], links: [tripDay(9)] },
  { question: "how long is the train fes to casa", parts: [[num(4), /hour|hrs?\b/i]], links: [tripDay(9), "/faq"] },
  U("are there luggage lockers at the fes train station"),
  { question: "what time should i book my flight home for", parts: [[/evening|later|18[:.]00|6\s?(:00\s?)?p\.?m/i]], links: ["/faq", tripDay(9)] },
  U("how much is a taxi from casablanca to the airport"),

  // ---- The gallery: uploading and deleting ----
  { question: "how do i upload my photos", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max size for a video upload", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|\bno\b/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "it says too many files when i try to upload??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "can we put the gallery on the tv at the villa", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("how many photos have people uploaded so far"),

  // ---- Music and the site's pages ----
  { question: "how do i turn the music off", parts: [[/bottom[- ]left/i]] },
  { question: "music isnt playing on my phone?", parts: [[/tap|click|touch|interact|press/i]] },
  { question: "what kind of music is on the homepage", parts: [[/oud/i]], links: ["/"] },
  U("whats the name of the song on the homepage"),
  { question: "which pages have the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "who said morocco is 'the most lovely spot in the whole world'", parts: [[/churchill/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/tbd|to be (decided|determined|confirmed)/i]], links: ["/"] },
  { question: "who do i tell about my nut allergy", parts: [[/host/i]], links: ["/dinners"] },

  // ---- Not on the site ----
  U("whats the host's phone number"),
  U("whats the wifi password at the villa"),
  U("does the villa have a gym"),
  U("how much is a sim card at the airport"),
  U("who won best dressed at the palace dinner last night"),
  U("whats the host's instagram"),
  U("is there a pharmacy in zagora"),
  U("whos driving us today? whats the driver's name"),
  U("is it gonna be windy on the dunes this afternoon"),
];
