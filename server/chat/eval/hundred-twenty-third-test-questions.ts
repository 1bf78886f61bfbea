// HUNDRED-TWENTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 11:00 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * Trip day: day 8 of the trip (days run 0 to 9), Saturday Nov 29, "Chefchaouen Day Trip" (/day/8).
 * The day carries the note that the Fes itinerary is still a work in progress, and that some
 * guests begin departing today, so goodbyes are said at breakfast.
 *
 * This morning: at 07:30 the squad left the riad in Fes for the "Drive Into the Rif Mountains",
 * about four hours north through olive groves and green hills with a coffee stop on the way.
 * Now (11:00): still on that drive, nearing Chefchaouen, "the blue pearl of Morocco".
 * This afternoon: 12:00 "The Blue Medina" (Plaza Uta el-Hammam and the medina: blue lanes, the
 * red-walled kasbah on the main square, lunch on goat cheese and tagine); 15:00 "Ras El Maa &
 * the Spanish Mosque" (the mountain spring, then the walk up to the Spanish Mosque for the view).
 * Tonight: 17:00 "Return to Fes", back to the riad for a last evening together in Fes; guests
 * flying out early head straight for their transfers. No dinner, price or dress code is listed.
 * The night is spent at our riad in Fes el-Bali (the last of its three nights, Nov 27-29;
 * $90 per person in total).
 *
 * Yesterday (day 7, Friday Nov 28, "Explore Fes"): 09:30 guided walk through Fes el-Bali from
 * Bab Bou Jeloud (the Blue Gate) along Talaa Kebira, past the Al Quaraouiyine (founded 859);
 * 11:30 Bou Inania Madrasa; 14:00 Chouara Tannery (mint for the smell); 19:30 riad dinner
 * (pastilla and tagines in the courtyard, tea on the roof).
 *
 * Tomorrow (day 9, Sunday Nov 30, "Casablanca & Departure"): 07:00 train from Fès station to
 * Casa-Voyageurs (about four hours, check out of the riad first); 12:30 farewell lunch at Rick's
 * Café (Boulevard Sour Jdid, smart casual); 15:00 Hassan II Mosque tour (about $13 per person,
 * minaret about 210 metres, mosque dress code); 18:00 departure transfers to Mohammed V
 * International Airport (CMN), about 45 minutes from the city.
 */
export const HUNDRED_TWENTY_THIRD_TEST_CLOCK = new Date("2025-11-29T10:00:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const BIGGER_NUMBER_WORDS: Record<number, string> = {
  22: "twenty[- ]two",
  30: "thirty",
  45: "forty[- ]five",
  90: "ninety",
};

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(".", "\\.");
  const word = n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : BIGGER_NUMBER_WORDS[n];
  const digitPattern = `(?<![\\d.,:])${digits}(?!\\d|[.,:]\\d)`;
  return new RegExp(word ? `${digitPattern}|\\b${word}\\b` : digitPattern, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const digits = String(n).replace(".", "\\.");
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)${digits}${end}|(?<![\\d.,])${digits}\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8pm, 8 p.m. (and noon for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const morning = h < 12;
  const suffix = morning ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const wrongSuffix = morning ? "p\\.?\\s?m\\b" : "a\\.?\\s?m\\b";
  const alternatives = [
    `(?<![\\d.:])0?${h}\\s?[:.h]\\s?${mm}(?!\\d)(?!\\s?${wrongSuffix})`,
    `(?<![\\d.:])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${suffix}`,
  ];
  if (h12 !== h) alternatives.push(`(?<![\\d.:])${h12}[:.]${mm}(?!\\d)(?!\\s?${wrongSuffix})`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const FES = /\bfes\b|\bfès\b|\bfez\b/i;

export const hundredTwentyThirdTestQuestions: TestQuestion[] = [
  // ---- Today, day 8 (Saturday Nov 29), right now and this afternoon ----
  { question: "hey rupa what day of the trip is it today", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "whats the plan for today?? just woke up from a car nap lol", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "rupa where are we rn", parts: [[anyOf(/chefchaouen/i, /\brif\b/i)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(8)] },
  { question: "what time did we leave fes this morning, felt like 5am", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what time do we get to the blue medina", parts: [[clock(12, 0)]], links: [tripDay(8)] },
  {
    question: "how much longer til we get there, im starving",
    parts: [[anyOf(clock(12, 0), clock(11, 30), /half an hour|30 min|an hour|one hour|1 hour|1 hr/i)]],
    links: [tripDay(8)],
  },
  { question: "what mountains r these", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "whats chefchaouens nickname, the blue something?", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "is there a stop on the drive to chefchaouen? i need caffeine", parts: [[/coffee/i]], links: [tripDay(8)] },
  { question: "whats for lunch today", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what's the main square in chefchaouen called", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "what colour is the kasbah in chefchaouen", parts: [[/\bred\b/i]], links: [tripDay(8)] },
  { question: "what time is ras el maa this afternoon", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "whats the name of the spring we're going to after lunch", parts: [[/ras el[- ]?ma+/i]], links: [tripDay(8)] },
  { question: "the mosque on the hill in chefchaouen w the view, whats it called", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what are we doing this afternoon", parts: [[/ras el[- ]?ma+/i, /spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time do we head back to fes tonight", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where are we sleeping tonight", parts: [[FES, /riad/i]], links: [tripDay(8), "/accommodations"] },
  { question: "whats the dress code for today", parts: [[/shoulders|knees|closed shoes/i]], links: [tripDay(8)] },
  { question: "is it gonna rain up in the mountains? do i need a jacket", parts: [[/rain jacket/i]], links: ["/faq"] },
  {
    question: "when do ppl start going home, today or tmrw?",
    parts: [[anyOf(/\btoday\b/i, /day 8\b/i, /\b29(?:th)?\b/i, /saturday/i)]],
    links: [tripDay(8)],
  },
  { question: "im flying out early tonight, do i have to go back to the riad first?", parts: [[/transfers?/i]], links: [tripDay(8)] },
  {
    question: "is today's plan final or could it still change",
    parts: [[/work in progress|(?:may|might|could) (?:still )?change|not (?:yet )?final/i]],
    links: [tripDay(8)],
  },
  U("which restaurant are we eating at tonight?"),
  U("who's flying out today? want to say bye properly"),
  U("what time is breakfast at the riad this morning"),
  U("how many km is fes to chefchaouen"),
  U("how much is today's day trip costing us"),
  U("are we in a minibus or cars today, whats the driver's name"),

  // ---- Tomorrow, day 9 (Sunday Nov 30) ----
  { question: "whats tmrw's plan", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "what time's the train tomorrow", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which station do we arrive at in casa", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9)] },
  { question: "how long is the train to casablanca tmrw", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch tomorrow", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "dress code at rick's?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "how much is the mosque tour tomorrow", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what time is the mosque tour tmrw", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque", parts: [[/scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "what time do we leave for the airport tomorrow", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/\bCMN\b|mohammed v/i]], links: [tripDay(9), "/faq"] },
  U("how much is the train ticket to casablanca"),
  U("what hotel are we in tomorrow night in casa"),

  // ---- Yesterday, day 7 (Friday Nov 28) ----
  { question: "what did we do yesterday? my brain is mush", parts: [[/tanner(?:y|ies)|bou inania|medina/i]], links: [tripDay(7)] },
  { question: "what was the gate we walked in thru yesterday", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "whats the name of the tannery from yesterday", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "that madrasa yesterday, whats it called", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "how old is that university we peeked into yesterday", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina?? we got so lost", parts: [[/9[,. ]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla/i]], links: [tripDay(7)] },
  { question: "what time was dinner last night n where was it", parts: [[clock(19, 30)], [/riad/i]], links: [tripDay(7)] },
  { question: "whats the main street in the fes medina", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  U("how much did the leather shop at the tannery charge for bags"),
  U("what was our guide's name yesterday, she was great"),

  // ---- Tonight, and more about today and tomorrow ----
  { question: "plans for tonight?", parts: [[/riad/i]], links: [tripDay(8)] },
  U("what's the dress code tonight"),
  U("any good bars in fes for tonight"),
  U("what's the wifi password at the fes riad"),
  U("whats the name of our riad in fes"),
  U("what time is sunset in chefchaouen today"),
  U("are there atms in chefchaouen"),
  U("how much is lunch at rick's tomorrow"),
  { question: "tomorrow is what day number", parts: [[num(9)]], links: [tripDay(9)] },
  { question: "what rooms do they show u on the hassan ii tour", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  { question: "how tall is the minaret at the casablanca mosque", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "how far is the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  {
    question: "should i change my dirhams back before flying",
    parts: [[/hard to (?:change|exchange)|spend/i]],
    links: [tripDay(9)],
  },
  { question: "rick's cafe is based on which film", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "address of rick's?", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "is the hassan 2 mosque by the sea", parts: [[/atlantic|ocean/i]], links: [tripDay(9), "/map"] },

  // ---- The occasion, the host, Rupa and the home page ----
  { question: "whose birthday is this whole thing for", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the bday person turning", parts: [[num(30)]], links: ["/", tripDay(2)] },
  U("when is the host's actual birthday date"),
  U("whats the host's name, for the card"),
  { question: "who is rupa", parts: [[/goat/i]] },
  U("rupa whats your favourite food"),
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  { question: "what's the subtitle of the trip", parts: [[/a marrakech adventure/i]], links: ["/"] },
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "which day was the bday dinner",
    parts: [[anyOf(/day 2\b/i, /\b23(?:rd)?\b/i, /sunday/i)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "what date did the trip start", parts: [[/\b21(?:st)?\b/i]], links: ["/", tripDay(0)] },
  { question: "what's the 'highlight' on the home page", parts: [[/\bTBD\b|to be (?:determined|decided|announced)/i]], links: ["/"] },
  { question: "whats the churchill quote on the homepage", parts: [[/most lovely spot/i]], links: ["/"] },
  { question: "who said the persian manuscript thing", parts: [[/wharton/i]], links: ["/"] },
  { question: "what year is the ysl quote from", parts: [[num(1983)]], links: ["/"] },

  // ---- The site's pages ----
  { question: "where do i find transport info for today", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "which page has prices", parts: [[/budget/i]], links: ["/budget"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are shopping spots on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many categories does the map legend have", parts: [[num(7)]], links: ["/map"] },
  { question: "the hotel with the churchill bar on the map, what's it called", parts: [[/mamounia/i]], links: ["/map"] },
  // ---- Music ----
  { question: "how do i turn the music off", parts: [[/mute|bottom[- ]left/i]] },
  { question: "does the gallery page have music", parts: [[/\bno\b|doesn'?t|does not|paus|silent/i]] },
  U("whats the song on the home page called, its a bop"),
  { question: "music wont play on my phone??", parts: [[/tap|click|touch|interact|press/i]] },
  { question: "which pages have the same music as the dinners page", parts: [[/accommodations?/i, /transport/i]] },

  // ---- Gallery: uploading and deleting ----
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once and how big can each one be", parts: [[num(10)], [/50\s?MB/i]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "do i need to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "it says 'too many files' whats the limit", parts: [[num(10)]], links: ["/gallery"] },
  U("can i make an album for just the chefchaouen pics"),
  { question: "ok i put in the password, now how do i get rid of the photos", parts: [[/delete selected/i]], links: ["/gallery"] },
  U("when will the photographer's pics from tuesday be ready"),
  U("how much did the photographer cost"),

  // ---- Money and the budget ----
  { question: "how many nights r we in fes and how much is the riad", parts: [[num(3)], [usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "fes riad price per night or total?", parts: [[/total/i]], links: ["/accommodations", "/budget"] },
  {
    question: "how much is the tourist tax per night",
    parts: [[anyOf(/28\s?(?:MAD|dh|dirhams?)/i, usd(2.75))]],
    links: ["/budget", "/faq"],
  },
  { question: "exchange rate dirham to dollar?", parts: [[/10\s?(?:MAD|dh|dirhams?)/i]], links: ["/budget", "/faq"] },
  {
    question: "how much do i tip at restaurants",
    parts: [[/10\s?(?:%|percent)?\s?(?:-|–|to)\s?15\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much should i pull out of the atm", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  {
    question: "roughly what does the whole trip cost per person",
    parts: [[/(?<!\d)440(?!\d)/, /(?<!\d)943(?!\d)/]],
    links: ["/budget"],
  },
  { question: "what did the balloon cost", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what was the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "hammam price?", parts: [[usd(60)]], links: [tripDay(1), "/budget", "/faq"] },
  { question: "is the villa contribution mandatory", parts: [[/optional/i]], links: [tripDay(1), "/budget", "/faq"] },
  { question: "nobu minimum spend was how much", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "bday dinner cost pp?", parts: [[/100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "majorelle + ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  {
    question: "card foreign fees usually how much",
    parts: [[/1\s?(?:%|percent)?\s?(?:-|–|to)\s?3\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "whats a normal shopping budget", parts: [[/(?<!\d)100(?!\d)/, /(?<!\d)500(?!\d)/]], links: ["/budget", tripDay(4)] },
  {
    question: "what % do i start bargaining at",
    parts: [[/40\s?(?:%|percent)?\s?(?:-|–|to)\s?50\s?(?:%|percent)/i]],
    links: ["/budget", "/faq"],
  },

  // ---- Earlier days ----
  {
    question: "what day was the photoshoot",
    parts: [[anyOf(/day 4\b/i, /tuesday/i, /\b2[45](?:th)?\b/i)]],
    links: [tripDay(4)],
  },
  { question: "where was the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what was the welcome dinner place", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "agafay day cost?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "where did we sleep the first night", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "which movies was ait benhaddou in", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tichka pass", parts: [[/2[,. ]?200/]], links: [tripDay(5)] },
  { question: "what time was the camel ride in the dunes", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "bar crawl guide cost?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "where did the bar crawl go", parts: [[/gueliz|hivernage/i]], links: [tripDay(2)] },

  // ---- Practical ----
  { question: "what plug do i need", parts: [[/\bC\s?(?:\/|and|or|&)\s?(?:type\s)?E\b/i]], links: ["/", "/faq"] },
  { question: "voltage in morocco?", parts: [[num(220)]], links: ["/faq"] },
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "dietary stuff, how far ahead do i tell the host", parts: [[num(2), /weeks?/i]], links: ["/dinners"] },
  { question: "what time zone r we in", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can i take pics of people in the medina", parts: [[/\bask/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s?(?:°\s?C?)?\s?(?:-|–|to)\s?25/i]], links: ["/", "/faq"] },
  { question: "is morocco safe, anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },

  // ---- More about today, tomorrow and yesterday ----
  { question: "where's lunch today", parts: [[/uta el[- ]?hammam|blue medina|chefchaouen/i]], links: [tripDay(8)] },
  { question: "anything to see on the main square today", parts: [[/kasbah/i]], links: [tripDay(8)] },
  U("what time do we actually get back to fes tonight"),
  { question: "whats the first thing tmrw morning", parts: [[/train/i, clock(7, 0)]], links: [tripDay(9)] },
  { question: "tmrw's date?", parts: [[/\b30(?:th)?\b|thirtieth/i]], links: [tripDay(9)] },
  { question: "what weekday is it today, i've lost track", parts: [[/saturday/i]], links: [tripDay(8)] },
  { question: "whats the date today", parts: [[/\b29(?:th)?\b|twenty[- ]ninth/i]], links: [tripDay(8)] },
  { question: "when's the train tmrw and how much is the mosque", parts: [[clock(7, 0)], [usd(13)]], links: [tripDay(9)] },
  {
    question: "today: what time's lunch and what time do we leave chefchaouen",
    parts: [[clock(12, 0)], [clock(17, 0)]],
    links: [tripDay(8)],
  },
  {
    question: "yesterday what time was the tannery and what time was the madrasa",
    parts: [[clock(14, 0)], [clock(11, 30)]],
    links: [tripDay(7)],
  },
  { question: "what time did the walking tour start yesterday", parts: [[clock(9, 30)]], links: [tripDay(7)] },

  // ---- Not on the site ----
  U("what terminal do we fly from at CMN"),
  U("what time should i be at the airport for a 9pm flight tmrw"),
  U("which airport do the people leaving today fly out of"),
  U("is there a pharmacy near our riad in fes"),
  U("can i bring my drone to chefchaouen"),
  U("whats the host's whatsapp number"),
  U("is uber a thing in fes"),
  U("what are the hassan ii mosque opening hours"),
  U("is rick's open late, could we stay for drinks after"),
  U("how many steps up to the spanish mosque"),
  U("how much to get into the kasbah in chefchaouen"),
  U("who won best dressed at the palace dinner"),
  U("where can i store my bags in casablanca tmrw before the flight"),
  U("does the train tmrw have wifi"),
  U("whats the name of the restaurant we're having lunch at today"),
  U("is the farewell lunch covered or do we pay ourselves"),
  U("how do i get my welcome dinner deposit back"),
  U("can i get a refund on the desert camp, i was sick and skipped it"),
  U("how many photos are in the gallery right now"),
];
