// HUNDRED-NINETEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-nineteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 20:30 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * - Today is day 3 of the trip (days run 0 to 9), Monday, November 24, 2025: "Desert Fun".
 * - This morning: 05:30 pickup for the hot air balloon at sunrise over the Agafay desert (about
 *   40 minutes from Marrakech; about an hour in the air, then a Berber breakfast in a tent; $117 per
 *   person), then from 11:00 the Agafay Desert Day: quad bikes, camel rides, lunch under a Berber tent
 *   and a lazy afternoon by a desert-camp pool (about $40 per person).
 * - This afternoon: 17:00 back to Villa Royale to shake out the sand, shower and rest.
 * - Right now / tonight: since 20:00, the private rooftop dinner at Nobu (Nobu Hotel Marrakech rooftop,
 *   Hivernage): Japanese-Peruvian, minimum spend $75 per person, smart casual, the Koutoubia lit up
 *   in the distance.
 * - The night is spent at Villa Royale (the villa's listed nights run Nov 22-26).
 * - Yesterday: day 2, Sunday, November 23, "Discover Marrakech", the birthday day: 08:30 breakfast at
 *   the villa, 09:30 medina walking tour (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret), 14:30
 *   pool time, 19:30 Golden Birthday Dinner at Comptoir Darna ($100-120 per person, golden glam),
 *   22:30 guided bar crawl in Gueliz and Hivernage ($10 for the guide).
 * - Tomorrow: day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group photoshoot in the Villa
 *   Royale gardens, 11:00 Jardin Majorelle ($18) and Musée YSL ($15), 14:30 guided souk shopping
 *   ($5 guide), 20:00 palace dinner at Dar Yacout (paid individually, dressy).
 * - The day after (day 5, Wednesday, November 26): 07:00 road trip over the High Atlas to the
 *   desert camp near Zagora.
 */
export const HUNDRED_NINETEENTH_TEST_CLOCK = new Date("2025-11-24T19:30:00Z");

const UNITS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern source, for whole numbers below 100. */
function wordsFor(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return UNITS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${UNITS[unit]!}`;
}

/** The digits of n as a pattern source, allowing a thousands separator ("2,200", "9 000"). */
function digitsFor(n: number): string {
  const plain = String(n).replace(".", "\\.");
  if (!Number.isInteger(n) || n < 1000) return plain;
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsFor(n)}(?![\\d]|[.,]\\d)`;
  const words = wordsFor(n);
  return new RegExp(words ? `(?:${digits}|\\b${words}\\b)` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:\\$\\s?${d}(?:\\.00)?(?![\\d]|[.,]\\d)|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b|\\busd\\s?\\$?\\s?${d}(?![\\d]|[.,]\\d))`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const alternatives = [
    `${h24}[:h.]${mm}(?!\\d)`,
    m === 0 ? `${h12}(?:[:.]00)?\\s?${ap}\\.?m\\b\\.?` : `${h12}[:.]${mm}\\s?${ap}\\.?m\\b\\.?`,
  ];
  if (h === 12 && m === 0) alternatives.push("noon", "midday");
  return new RegExp(`(?<!\\d)(?:${alternatives.join("|")})`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const range = (a: number, b: number) => new RegExp(`\\$?\\s?${a}\\s?\\$?\\s?(?:-|–|—|to)\\s?\\$?\\s?${b}(?!\\d)`, "i");

export const hundredNineteenthTestQuestions: TestQuestion[] = [
  // --- Right now, tonight, this morning, tomorrow ---
  { question: "where r we eating tonight", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "wat time is dinner tn? am i late lol", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "dress code tonight??", parts: [[/smart.?casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "is there like a minimum spend at nobu", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is tonights dinner", parts: [[/japanese.?peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "which neighborhood is nobu in, telling my taxi", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  { question: "where r we sleeping tonight", parts: [[/villa/i]], links: ["/accommodations", tripDay(3)] },
  U("whats the wifi password at the villa, need it tonight"),
  { question: "whats the plan tmrw morning", parts: [[/photo/i, clock(8, 30)]], links: [tripDay(4)] },
  { question: "wat do i wear for the photoshoot tmrw", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  U("whats the photographer's name tomorrow, do they have an insta"),
  { question: "where's dinner tomorrow night", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is tmrw dinner", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "how dressy is the palace dinner tmrw", parts: [[/dressy|best evening outfit|kaftans?|djellabas?/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dinner tomorrow", parts: [[/individual|at the restaurant|your own|yourself/i]], links: [tripDay(4), "/dinners"] },
  { question: "majorelle tmrw, how much r tickets", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "what time we heading to majorelle tomorrow", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  { question: "and the ysl museum how much", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what did we do this morning? my brain is mush", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "what time was pickup for the balloon today", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much did the balloon cost again", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "how far is agafay from town, we were there today", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "how much was the agafay desert day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "whats going on right now", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "whats todays theme", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "what day of the trip r we on", parts: [[num(3)]], links: [tripDay(3)] },
  { question: "what did we do yesterday", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "where was the bday dinner last night again", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time did the bar crawl kick off last night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  U("whats the name of the bar crawl guide from last night, he was great"),
  { question: "tomorrow is day what? and whats the theme", parts: [[num(4)], [/gardens (?:&|and) souks/i]], links: [tripDay(4)] },
  { question: "is there breakfast at the villa tmrw, how much", parts: [[usd(10)]], links: ["/faq", tripDay(2), "/budget"] },
  { question: "how do i get breakfast at the villa, do i need to sign up", parts: [[/(?:night|evening) before/i]], links: ["/faq", tripDay(2)] },
  { question: "can i still book a hammam at the villa, how much", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  U("what time does the pool at the villa close tonight"),
  U("who is driving us back from nobu tonight"),
  // --- The occasion, the host, Rupa, the squad ---
  { question: "whose bday is this again lol", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  U("what does golden birthday even mean"),
  { question: "who is rupa", parts: [[/goat/i]] },
  U("whats the host's name"),
  { question: "how many ppl on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what's the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "when does the trip end", parts: [[/nov(?:ember)?\.?\s?30\b|\b30(?:th)?(?: of)? nov|the 30th|21\s?(?:-|–|to)\s?30/i]], links: [tripDay(9), "/"] },
  // --- The gallery ---
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for vids", parts: [[num(50), /mb|megabyte/i]], links: ["/gallery"] },
  U("whats the password to delete pics"),
  // --- The rest of the trip: desert, Fes, Chefchaouen, Casablanca ---
  { question: "wats the plan for wednesday", parts: [[/zagora|desert camp|sahara/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert on wed", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how much is the desert camp and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what time is the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait ben haddou", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up is the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "i get carsick sooo bad, anything for the mountain drive?", parts: [[/motion.?sickness|tablets/i]], links: [tripDay(5), "/faq"] },
  { question: "what do i pack for the desert camp", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "the 27th what are we doing", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "how long is the train to fes and what does it cost", parts: [[num(6), /h(?:ou)?rs?\b/i], [usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "which cities does the fes train go thru", parts: [[/rabat|meknes/i]], links: [tripDay(6)] },
  { question: "train to fes is thursday right? what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "who has our train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time is the sunrise at the camp on thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "fes riad price?", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  U("whats the name of our riad in fes"),
  { question: "what are we doing friday", parts: [[/fes/i]], links: [tripDay(7)] },
  { question: "is the fes itinerary final or still changing", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "the tannery smells bad right? any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "whats bou inania", parts: [[/14th|fourteenth|marinid/i]], links: [tripDay(7)] },
  { question: "saturday plan?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /h(?:ou)?rs?\b/i]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/day 8|nov(?:ember)?\.?\s?29|29th|saturday|chefchaouen/i]], links: [tripDay(8), "/faq"] },
  { question: "sunday plan", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time's the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long fes to casablanca by train", parts: [[num(4), /h(?:ou)?rs?\b/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour cost", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque in casa", parts: [[/knees|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time are airport transfers on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  U("what's our seat number on the train to fes"),
  U("how much is a taxi from casa voyageurs to ricks cafe"),
  U("does the desert camp have hot showers"),
  U("can i fly a drone at the desert camp"),
  U("does the fes riad have a pool"),
  U("whats the name of our guide in fes"),
  U("is there wifi at the desert camp"),
  { question: "what time was villa check in on day 1", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "where was the welcome dinner and how much was the deposit", parts: [[/foundouk/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  // --- Money and practicalities ---
  { question: "what currency do they use here", parts: [[/dirham|\bmad\b/i]], links: ["/faq", "/budget", "/"] },
  { question: "going to the souks tmrw, whats the dirham to dollar rate", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "need cash for tmrw, how much should i pull from the atm", parts: [[/1[,.]?000\s?(?:-|–|to)\s?2[,.]?000/i]], links: ["/faq", "/budget"] },
  { question: "how much do we tip at nobu tonight", parts: [[range(10, 15)]], links: ["/faq", "/budget"] },
  { question: "is there a tourist tax", parts: [[/28\s?(?:mad|dirhams?|dh)|\$\s?2\.75/i]], links: ["/faq", "/budget"] },
  { question: "first time haggling tmrw in the souks, where do i start", parts: [[range(40, 50)]], links: ["/faq", "/budget", tripDay(0)] },
  { question: "how much should i bring for shopping tomorrow", parts: [[range(100, 500)]], links: [tripDay(4), "/budget", "/faq"] },
  { question: "do cards charge fees here", parts: [[/1\s?(?:-|–|to)\s?3\s?%|1 to 3 percent/i]], links: ["/faq", "/budget"] },
  { question: "roughly how much is this whole trip gonna cost me per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "airport transfer how much, and cash or card?", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "do i need a visa w a us passport", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /months?/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "what voltage is it", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "weather like?", parts: [[range(15, 25)]], links: ["/faq", "/"] },
  { question: "what time zone is morocco", parts: [[/(?:utc|gmt)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the villa tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can u even get alcohol in morocco", parts: [[/licensed|bars/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  // --- The villa ---
  { question: "villa how many rooms", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "do we have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[range(20, 25)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa property", parts: [[/1[.,]4/]], links: ["/accommodations", "/faq"] },
  U("is there a gym at the villa"),
  U("whats the villa's address"),
  U("can i venmo the host for the villa contribution"),
  U("does the villa do laundry"),
  U("is there a dress code for the hammam"),
  // --- The site, the map, the music ---
  { question: "whats on the transportation page", parts: [[/coming soon|finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what does red mean on the map", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "purple pins on the map?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "any rooftop food spot over the spice square on the map", parts: [[/nomad/i]], links: ["/map"] },
  { question: "where can i see storks", parts: [[/el badi/i]], links: ["/map"] },
  { question: "whats the tip for al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "cooking class anywhere?", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  U("how much is the cooking class at la maison arabe"),
  U("what are jardin majorelle opening hours"),
  { question: "the music is too loud rn how do i mute it", parts: [[/bottom.?left/i]] },
  { question: "what kinda music is on the home page", parts: [[/oud/i]] },
  U("whats the name of the song on the home page"),
  U("whose name is the nobu booking under tonight"),
  { question: "rupa whats the view like from nobu tonight", parts: [[/koutoubia/i]], links: [tripDay(3)] },
  U("is the photoshoot tmrw cancelled if its cloudy"),
  // --- More of the present moment ---
  { question: "what time do i need to be up for the photos tmrw and where is it", parts: [[clock(8, 30)], [/villa/i]], links: [tripDay(4)] },
  { question: "tmrw afternoon whats the plan", parts: [[/souk/i, clock(14, 30)]], links: [tripDay(4)] },
  { question: "how much is the souk guide tomorrow", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what's the dress code for the souks tmrw", parts: [[/knees|shoulders/i]], links: [tripDay(4), "/faq"] },
  { question: "is there drinks before the palace dinner tmrw? where", parts: [[/rooftop/i]], links: [tripDay(4), "/dinners"] },
  { question: "whats on the menu at dar yacout tmrw", parts: [[/pastilla|tagine|couscous/i]], links: ["/dinners", tripDay(4)] },
  { question: "what did we do this afternoon again, blanking", parts: [[/agafay|quad|camel/i]], links: [tripDay(3)] },
  { question: "where did we have lunch today", parts: [[/tent/i]], links: [tripDay(3)] },
  { question: "what should i order at nobu tonight, whats it known for", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "tonight's dinner price + dress code pls", parts: [[usd(75)], [/smart.?casual/i]], links: [tripDay(3), "/dinners"] },
  U("is there an after party tonight after nobu"),
  { question: "tmrw we see majorelle, is the ysl museum close by", parts: [[/next door|next to|beside|adjacent/i]], links: [tripDay(4)] },
  { question: "do we need to book the majorelle tickets ourselves for tomorrow?", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what day of the week is it today lol i lost track", parts: [[/monday/i]] },
  { question: "yo rupa whats the date today and what day number", parts: [[/nov(?:ember)?\.?\s?24\b|\b24(?:th)?(?: of)? nov|the 24th/i], [num(3)]], links: [tripDay(3)] },
  { question: "whats the day after tomorrow", parts: [[/sahara|zagora|desert/i]], links: [tripDay(5)] },
  U("what was the balloon company called this morning"),
  { question: "how long were we up in the air this morning", parts: [[/\b(?:an|one|1) hour|60 min/i]], links: [tripDay(3)] },
  // --- Photos and videos ---
  { question: "i want to upload my balloon pics from this morning, how", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i just uploaded the wrong pic rn how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i save other ppls photos from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  U("how many photos are in the gallery so far"),
  { question: "it says too many files when uploading??", parts: [[num(10)]], links: ["/gallery"] },
  // --- Rupa, the home page, the start of the trip ---
  { question: "where do i find rupa on the page", parts: [[/bottom.?right/i]] },
  { question: "who's quoted on the home page", parts: [[/churchill/i, /wharton/i, /saint laurent|ysl/i]], links: ["/"] },
  { question: "what did churchill say about marrakech", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "whats the highlight of the trip according to the site", parts: [[/tbd|to be (?:decided|determined|confirmed)/i]], links: ["/"] },
  { question: "what time was the welcome dinner on the 21st", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "first night riad cost?", parts: [[usd(45)]], links: ["/budget", "/accommodations", tripDay(0)] },
  { question: "what time did we all meet at the airport on day 0", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "which airport did we land at", parts: [[/menara|\brak\b/i]], links: [tripDay(0), "/faq"] },
  { question: "bday dinner price per person", parts: [[range(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the birthday dress code", parts: [[/glam|cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the bar crawl guide yesterday", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what time was the hammam on day 1", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "when do i tell the host about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  U("is the host vegetarian"),
  U("whats the host's whatsapp"),
  U("do i need any vaccines for morocco"),
  U("whats the emergency number in morocco"),
  U("how much is a sim card at the airport"),
  U("which room am i in at the villa"),
  U("can we extend the villa past the 26th"),
  U("rupa how old r u"),
  U("how much do we tip the balloon pilot"),
];
