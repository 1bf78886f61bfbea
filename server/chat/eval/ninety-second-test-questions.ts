// NINETY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:30 on Friday, November 28, 2025 in Morocco (UTC+1).
 *
 * - Today is Day 7 of the trip (days are numbered 0 to 9): Friday, November 28, "Explore Fes".
 * - This morning: a guided walk through Fes el-Bali from 09:30, entering by Bab Bou Jeloud (the Blue Gate)
 *   and following Talaa Kebira past the Al Quaraouiyine mosque and university (founded in 859), then the
 *   14th-century Bou Inania Madrasa at 11:30, which is where the squad is (or has just been) right now.
 * - This afternoon: the Chouara Tannery at 14:00, watched from a leather shop terrace (take the sprig of mint).
 * - Tonight: a riad dinner in Fes at 19:30 (pastilla and tagines in the courtyard, then tea on the roof).
 * - The night is spent at our riad in Fes el-Bali (3 nights, Nov 27-29, $90 per person in total); tonight is its second.
 * - The Fes itinerary (days 7-9) is still a work in progress: times and stops may change.
 * - Yesterday, Day 6 (Thursday, November 27, "Journey to Fes"): sunrise over the dunes and camp breakfast at
 *   06:30, the drive back to Marrakech from 08:00, the 15:00 train to Fes (about 6 hours, $45 per person, via
 *   Casablanca, Rabat and Meknes) and check-in at the Fes riad at 21:00.
 * - Tomorrow, Day 8 (Saturday, November 29, "Chefchaouen Day Trip"): the drive into the Rif mountains at 07:30
 *   (about four hours), the Blue Medina at 12:00 (goat cheese and tagine for lunch), Ras El Maa and the Spanish
 *   Mosque at 15:00, and the return to Fes at 17:00 for a last evening together. Some guests begin departing
 *   tomorrow, so goodbyes are said at breakfast.
 * - The day after tomorrow, Day 9 (Sunday, November 30, "Casablanca & Departure"): the 07:00 train to
 *   Casablanca, farewell lunch at Rick's Café at 12:30, the Hassan II Mosque tour at 15:00 (about $13) and
 *   departure from Mohammed V International Airport (CMN) from 18:00.
 */
export const NINETY_SECOND_TEST_CLOCK = new Date("2025-11-28T11:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words as a pattern (0 to 99), or null. */
function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${ONES[unit]!}`;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any of several patterns, as one case-insensitive pattern. */
const anyOf = (...keys: RegExp[]) => new RegExp(keys.map((key) => `(?:${key.source})`).join("|"), "i");

/** A number in digits (thousands separated or not) or in words, never part of a longer number. */
function num(n: number): RegExp {
  const digits = escapeRe(String(n)).replace(/\B(?=(\d{3})+$)/g, "[,\\s\\u202f]?");
  const alternatives = [`(?<!\\d)(?<!\\d[.,])${digits}(?!\\d)(?![.,]\\d)`];
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD", "18 bucks". */
function usd(n: number): RegExp {
  const amount = escapeRe(String(n));
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${amount}(?:\\.00)?(?!\\d)(?![.,]\\d)` +
      `|(?<!\\d)(?<!\\d[.,])${amount}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20.00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const hh = h < 10 ? `0?${h}` : String(h);
  const forms = [`(?<!\\d)${hh}[:.h]${mm}(?!\\d)`];
  if (m === 0) forms.push(`(?<!\\d)${h12}(?:[:.]00)?\\s?${ap}\\.?\\s?m\\b`);
  else forms.push(`(?<!\\d)${h12}[:.]${mm}\\s?${ap}\\.?\\s?m\\b`);
  if (h === 12 && m === 0) forms.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const ninetySecondTestQuestions: TestQuestion[] = [
  // Today, right now, this afternoon and tonight (Day 7, Explore Fes)
  { question: "yo what day of the trip r we on", parts: [[num(7)]], links: [tripDay(7)] },
  { question: "whats todays date again lol ive totally lost track", parts: [[num(28)]], links: [tripDay(7)] },
  { question: "what's the plan for this afternoon?", parts: [[/Chouara|tanner/i, clock(14, 0)]], links: [tripDay(7)] },
  { question: "wat time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "where are we eating tonight?", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "whats on the menu tonight", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "where do we sleep tonight", parts: [[/riad/i, /F[eè]s/i]], links: [tripDay(7), "/accommodations"] },
  { question: "what's happening right now? just woke up from a nap 😅", parts: [[/Bou Inania|madrasa|tanner/i]], links: [tripDay(7)] },
  {
    question: "how long till the tannery thing",
    parts: [[anyOf(clock(14, 0), /90 min|hour and a half|1\.5 ?h|one and a half hours?|1 ?h(ou)?r? 30/i)]],
    links: [tripDay(7)],
  },
  { question: "what should i wear to the tannery this afternoon", parts: [[/knees/i]], links: [tripDay(7)] },
  { question: "heard the tannery stinks?? anything i should bring", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "whats the name of the madrasa we're seeing this morning", parts: [[/Bou Inania/i]], links: [tripDay(7)] },
  { question: "how old is that madrasa", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "which gate did we walk in through this morning", parts: [[/Bou Jeloud|Blue Gate/i]], links: [tripDay(7)] },
  { question: "what's the main street thru the medina called", parts: [[/Talaa Kebira/i]], links: [tripDay(7)] },
  { question: "how many lanes does this medina even have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was that university we walked past founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "is the fes plan final or could it still change?", parts: [[/work in progress|may change|might change|could change/i]], links: [tripDay(7)] },
  { question: "whats todays theme on the site", parts: [[/Explore F[eè]s/i]], links: [tripDay(7)] },
  { question: "anything after dinner tonight?", parts: [[/tea/i, /roof/i]], links: [tripDay(7)] },
  { question: "where do we actually watch the tannery from", parts: [[/leather shop|terrace/i]], links: [tripDay(7)] },
  U("how much is dinner tonight?"),
  U("dress code for dinner tonight at the riad?"),
  U("what's the name of our riad in fes"),
  U("wifi password at the riad pls"),
  U("who's our guide in fes today"),
  U("how much does it cost to get into the tannery"),
  U("what time does bou inania close today"),
  U("any good lunch spot near the madrasa for right now?"),

  // Yesterday (Day 6, Journey to Fes)
  { question: "what did we do yesterday", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "yesterday's train, how much was it again", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time did we check in at the riad last night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how long was the train ride yesterday", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "the train yesterday went thru which cities", parts: [[/Casablanca/i, /Rabat/i, /Mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise breakfast at camp yesterday", parts: [[clock(6, 30)]], links: [tripDay(6)] },

  // Tomorrow (Day 8, Chefchaouen Day Trip)
  { question: "whats tomorrow", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we head out tmrw morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  U("what time is breakfast tomorrow"),
  U("will it rain in chefchaouen tomorrow?"),
  U("what's the weather forecast for fes tonight"),
  { question: "what day number is tomorrow", parts: [[num(8)]], links: [tripDay(8)] },
  {
    question: "when do people start leaving?",
    parts: [[anyOf(/tomorrow/i, /Nov(ember)?\.? 29|29(th)? (of )?Nov/i, /day 8/i, /Saturday/i)]],
    links: [tripDay(8), "/faq"],
  },
  { question: "lunch in chefchaouen tomorrow, what's the local thing to eat", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time do we leave chefchaouen to come back", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "tmrw afternoon whats at 3", parts: [[/Ras El Maa|Spanish Mosque/i]], links: [tripDay(8)] },
  // The day after tomorrow (Day 9, Sunday, Casablanca & Departure)
  { question: "sunday's plan?", parts: [[/Casablanca|Casa\b/i]], links: [tripDay(9)] },
  { question: "what time's the train to casa the day after tomorrow", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is fes to casablanca on the train", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get into in casa", parts: [[/Casa.?Voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/Rick/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much for the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque on sunday", parts: [[/scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what time do we head to the airport sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/CMN|Mohammed V/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  {
    question: "when should i book my flight home for",
    parts: [[anyOf(/Nov(ember)?\.? 30|30(th)? (of )?Nov/i, /day 9/i, /Sunday/i)]],
    links: ["/faq", tripDay(9)],
  },
  {
    question: "can i just fly out of fes instead?",
    parts: [[anyOf(/day 8/i, /Nov(ember)?\.? 29|29(th)? (of )?Nov/i, /Saturday/i, /tomorrow/i)]],
    links: ["/faq", tripDay(8)],
  },
  U("what's the fes airport called"),
  U("which terminal at casablanca airport?"),
  U("how much is the train to casa on sunday"),
  U("are the casablanca train tickets booked yet"),
  { question: "does ricks cafe have a dress code", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "whats rick's cafe's address", parts: [[/Sour Jdid/i]], links: [tripDay(9)] },

  // Stays
  { question: "how many nights are we in fes in total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "is that 90 per night or total??", parts: [[/total|whole stay|all three nights|for (3|three) nights/i]], links: ["/accommodations", "/budget"] },
  { question: "what's the fes riad like", parts: [[/roof terrace|zellige|cedar/i]], links: ["/accommodations"] },
  { question: "what nights are we at the riad in fes", parts: [[num(27), num(29)]], links: ["/accommodations", "/budget"] },
  {
    question: "how much was the desert camp and what did it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", tripDay(5)],
  },
  { question: "wait when were we at the villa", parts: [[num(22), anyOf(num(26), num(25))]], links: ["/accommodations", "/budget"] },
  { question: "villa contribution - do i have to pay it?", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many suites did the villa have", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },

  // Money
  { question: "whats the tourist tax", parts: [[anyOf(num(28), num(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much to tip at restaurants", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "whats the exchange rate dirham to dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "card fees abroad?", parts: [[num(1), num(3)]], links: ["/budget", "/faq"] },
  { question: "how low should i start when bargaining", parts: [[num(40), num(50)]], links: ["/budget", "/faq"] },
  { question: "can i use my card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/Visa/i, /Mastercard/i]], links: ["/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq"] },
  { question: "ballpark, what does the whole trip cost per person?", parts: [[num(440), num(943)]], links: ["/budget"] },
  U("euro exchange rate?"),
  U("can i pay the fes riad by card"),
  U("is the villa contribution refundable if i left early"),
  U("who do i venmo for the dinners"),
  { question: "how much was the balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "nobu minimum spend was what", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  // Earlier days, by date, weekday and day number
  { question: "what happened on the 22nd", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what did we do on sunday the 23rd", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "where was the birthday dinner", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time did the bday dinner start", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "birthday dress code?", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "whats the bar crawl guide cost", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "what was dinner on tuesday the 25th", parts: [[/Dar Yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "when was the photographer",
    parts: [[anyOf(/Tuesday/i, /day 4/i, /Nov(ember)?\.? 25|25(th)? (of )?Nov/i)]],
    links: [tripDay(4), "/"],
  },
  { question: "what time was the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "majorelle and ysl tickets how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what day was the balloon", parts: [[anyOf(/day 3/i, /Monday/i, num(24))]], links: [tripDay(3)] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  {
    question: "what was the welcome dinner place called and how much was it",
    parts: [[/Foundouk/i], [usd(40), num(60)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "deposit for the welcome dinner?", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "first night riad name?", parts: [[/L.?Authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the first riad", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/Gladiator/i, /Game of Thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what time was the camel ride on day 5", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much was the hammam", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "breakfast at the villa cost?", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "agafay day cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "souk guide price", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "walking tour on day 2, which places did it cover", parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]], links: [tripDay(2)] },

  // Rupa, the host and the occasion
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the rupa chat button", parts: [[/bottom.right/i]] },
  U("how old is rupa lol"),
  U("whats rupa's fave snack"),
  { question: "whose birthday is this trip for", parts: [[/host/i]], links: ["/"] },
  { question: "what birthday is it, like which number", parts: [[num(30)]], links: ["/"] },
  U("what's the host's name?"),
  U("when's the host's actual birthday, like the date"),
  U("whats a golden birthday anyway"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/TBD/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/Churchill/i]], links: ["/"] },
  { question: "which of the quotes is from a fashion designer", parts: [[/Saint.Laurent|YSL/i]], links: ["/"] },
  U("will there be a bday cake at any of the dinners"),
  U("how do i contact the host, whats their number"),
  { question: "dietary restrictions, who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "how long is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "what are the trip dates", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "what time did the trip officially start on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "which cities are we visiting", parts: [[/Marrakech/i, /F[eè]s/i]], links: ["/"] },

  // Practical
  { question: "what plug type do they use here", parts: [[/\bC\s*(?:\/|and|or|&)\s*E\b/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "do americans need a visa for morocco", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "how many degrees is it usually", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "what languages do ppl speak here", parts: [[/Darija|Arabic/i, /French/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is booze easy to find here", parts: [[/licensed|bars/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "where should i keep my passport", parts: [[/safe/i]], links: ["/faq"] },

  // Gallery, photos and videos
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos?", parts: [[num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "do i have to put my name on my uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i uploaded by mistake", parts: [[/Delete Photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i save a photo someone else posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "it says too many files when i upload??", parts: [[num(10)]], links: ["/gallery"] },
  U("how many photos are in the gallery so far"),
  { question: "is there a slideshow of everyone's pics", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "who can see the gallery", parts: [[/anyone/i, /link/i]], links: ["/gallery"] },
  U("when will the photographer's photos be up"),

  // Music and the site's pages
  { question: "how do i turn the music off", parts: [[/bottom.left/i]] },
  U("what song is playing on the home page"),
  U("can i download the background music"),
  { question: "what's on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "where's the budget breakdown on the site", parts: [[/budget/i]], links: ["/budget"] },
  { question: "what do the red pins on the map mean", parts: [[/must.see/i]], links: ["/map"] },
  { question: "what colour are restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "cafe with a view of the spice market?", parts: [[/Caf[eé] des [EÉ]pices/i]], links: ["/map"] },
  { question: "whats al fassia and what should i order there", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where can i see fixed prices so i know what stuff should cost", parts: [[/Ensemble Artisanal/i]], links: ["/map"] },

  // Now, tonight and tomorrow, beyond the content
  U("is there uber here in fes rn"),
  U("how much is a petit taxi in fes"),
  U("is there a pharmacy near our riad? need one now"),
  U("whats the emergency number in morocco"),
  U("can i fly my drone at the tannery this afternoon"),
  U("is there a gym at the fes riad"),
  U("does the train to casa on sunday have wifi"),
  U("what time is sunrise tomorrow"),
  U("whats the luggage limit on the train sunday"),
  U("who am i sharing a car with to the airport on sunday"),
  U("can we do a hammam in fes tonight?"),
  { question: "some ppl leave tmrw, when should i say bye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  U("how many steps up to the spanish mosque tomorrow"),
  U("how much does the chefchaouen trip tomorrow cost"),
];
