// NINETY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:30 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * Today is day 3 of the ten-day trip (days 0 to 9, Nov 21-30, 2025): Monday, November 24, "Desert Fun" (/day/3).
 * - This morning: a 05:30 pickup in the dark for the sunrise hot air balloon over the Agafay stone desert
 *   ($117 per person, about an hour in the air, then a Berber breakfast in a tent); from 11:00 the Agafay
 *   Desert Day (about 40 minutes from Marrakech: quad bikes, camel rides, lunch under a Berber tent, about $40).
 * - Now (16:30): the lazy end of the Agafay afternoon by a desert-camp pool with views to the mountains;
 *   at 17:00 "Back to the Villa" (Villa Royale) to shake out the sand, shower and rest.
 * - Tonight: 20:00 private rooftop dinner at Nobu Hotel Marrakech, Hivernage (Japanese-Peruvian, minimum
 *   spend $75 per person, smart casual, the Koutoubia lit up in the distance).
 * - The night is spent at Villa Royale, outskirts of Marrakech (13 suites, 2 pools, 20-25 minutes from downtown).
 * - Yesterday: day 2, Sunday, November 23, "Discover Marrakech", the birthday day: 08:30 villa breakfast ($10),
 *   09:30 medina walking tour (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum fees),
 *   14:30 pool time, 19:30 Golden Birthday Dinner at Comptoir Darna ($100-120 per person, golden glam),
 *   22:30 guided bar crawl in Gueliz and Hivernage ($10 for the guide).
 * - Tomorrow: day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group photoshoot in the villa gardens,
 *   11:00 Jardin Majorelle ($18) and Musée YSL ($15), 14:30 guided souk shopping ($5 guide),
 *   20:00 palace dinner at Dar Yacout (paid individually, dressy).
 */
export const NINETY_THIRD_TEST_CLOCK = new Date("2025-11-24T15:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]}`;
  }
  return undefined;
}

/** Digits with optional thousands commas: 9000 -> "9,?000". */
function digitsOf(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`];
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "18 dollars", "USD 18", "US$18". */
function usd(n: number): RegExp {
  const d = String(n);
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    [
      `\\$\\s?${d}${end}`,
      `(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
      `\\bUSD\\s?\\$?${d}${end}`,
      `\\bUS\\$\\s?${d}${end}`,
    ].join("|"),
    "i",
  );
}

/** A range of numbers or dollars: "$100-120", "10-15%", "1,000 to 2,000". */
function range(a: number, b: number): RegExp {
  return new RegExp(
    `(?<![\\d.,])\\$?${digitsOf(a)}\\s*%?\\s*(?:-|–|—|to|and)\\s*\\$?${digitsOf(b)}(?!\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; morning times also "08:30", "8:30 am". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const h24 = h < 10 ? `0?${h}` : `${h}`;
  const alternatives = [
    `${h24}[:h.]${mm}`,
    m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alternatives.push("noon");
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const ninetyThirdTestQuestions: TestQuestion[] = [
  // ---- Today (day 3, Monday Nov 24), tonight, right now ----
  { question: "whats the plan tonight??", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "wat time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "how much is nobu tonight, theres a minimum spend right?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "dress code tonight?? can i rock sneakers and shorts", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "what kinda food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "what time do we leave agafay to go back to the villa", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "what r we supposed to be doing right now", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "whats todays theme", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "what day of the trip is it today? like day #", parts: [[num(3)]], links: [tripDay(3)] },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations", tripDay(3)] },
  { question: "how long were we actually up in the balloon this morning", parts: [[/(?:an|one|1)\s+hour|60\s*min/i]], links: [tripDay(3)] },
  { question: "how much did the balloon cost again", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was pickup for the balloon this morning?? felt like 3am", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "how much is the agafay day w the quads and camels", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "whats the view from the rooftop tonight", parts: [[/koutoubia/i]], links: [tripDay(3), "/map"] },
  { question: "nobu is in which neighborhood", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners", "/map"] },
  U("whats nobu's phone number i need to call them"),
  U("is there a car picking us up from the villa for nobu tonight? what time does it leave"),
  U("who's the photographer tomorrow? whats their insta"),
  { question: "tmrw what time is the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what do i wear for tomorrows photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "where's the photoshoot tomorrow", parts: [[/villa royale/i]], links: [tripDay(4)] },
  { question: "whats tomorrows theme", parts: [[/gardens\s*(?:&|and)\s*souks/i]], links: [tripDay(4)] },
  { question: "tomorrow is what date + weekday?", parts: [[/tuesday/i], [num(25)]], links: [tripDay(4)] },
  { question: "how much r the majorelle tickets tmrw and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy majorelle tix myself for tomorrow?", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what time is majorelle tomorrow", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  { question: "tmrw afternoon souk thing what time, and how much is the guide", parts: [[clock(14, 30)], [usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "ok and tmrw night? where we eating", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "tmrw dinner dress code??", parts: [[/dressy|evening outfit|kaftans?|djellabas?/i]], links: [tripDay(4), "/dinners"] },
  { question: "is tomorrows palace dinner prepaid or do we pay there", parts: [[/individual|at the restaurant/i]], links: [tripDay(4), "/dinners", "/budget"] },
  { question: "what time is the palace dinner tmrw", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "what did we do yesterday again lol my brain is mush", parts: [[/discover marrakech|birthday|walking tour|bahia/i]], links: [tripDay(2)] },
  { question: "where was the bday dinner last night", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was last nights bday dinner per person", parts: [[range(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time did the bar crawl start last night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "yesterdays walking tour, which places did we see", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "how much was the walking tour yesterday", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "wait what day n date is it today", parts: [[/monday/i], [num(24)]], links: [tripDay(3)] },
  U("did anyone find my sunglasses at the balloon place this morning"),
  U("what time is sunset today"),
  U("how many people signed up for nobu tonight"),
  U("is the desert camp pool in agafay heated"),
  { question: "who is rupa", parts: [[/helper|assistant/i]] },
  { question: "whose birthday is this whole trip for", parts: [[/host/i]] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  // ---- Money, practicalities, the villa, the gallery ----
  { question: "i need cash for tonight, how much should i pull out at the atm", parts: [[range(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "whats the exchange rate dirham to dollar", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[range(10, 15)]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much per night", parts: [[/28\s*(?:MAD|dirhams?|dh)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "bargaining tips? what % do i start at", parts: [[range(40, 50)]], links: ["/faq", "/budget"] },
  { question: "card foreign transaction fees usually how much", parts: [[range(1, 3)]], links: ["/budget", "/faq"] },
  { question: "how much shud i budget for shopping", parts: [[range(100, 500)]], links: ["/budget"] },
  { question: "ballpark total cost of the whole trip per person?", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "airport transfer how much, and can i pay by card", parts: [[usd(45)], [/cash/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "how long from RAK airport to the medina", parts: [[num(20), /min/i]], links: ["/faq"] },
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/\bC\s*(?:\/|and|&|or)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage there?", parts: [[num(220)]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol easy to find", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak there", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "is travel insurance a must", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "will it rain", parts: [[/rare/i]], links: ["/faq"] },
  { question: "whats the weather like, temps?", parts: [[range(15, 25)]], links: ["/faq", "/"] },
  { question: "villa check in time", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "villa checkout?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites n pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how big are the villa grounds", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[range(20, 25)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "hammam + massage price? and how do i book", parts: [[usd(60)], [/host/i]], links: ["/faq", tripDay(1), "/budget"] },
  { question: "is breakfast at the villa tmrw included? how much", parts: [[usd(10)]], links: ["/faq", tripDay(2), "/budget"] },
  { question: "how do i get on the breakfast list for tomorrow morning", parts: [[/(?:night|evening) before/i]], links: ["/faq", tripDay(2)] },
  U("whats the wifi password at the villa"),
  U("does the villa have a gym"),
  U("whats the villas exact street address for my taxi"),
  U("is uber a thing in marrakech"),
  { question: "how do we get around marrakech", parts: [[/petit taxis?|on foot|arranged cars?/i]], links: ["/faq"] },
  U("whos rooming with who at the villa"),
  U("whats the delete password for the gallery"),
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos?", parts: [[/50\s*(?:MB|megabytes?)/i]], links: ["/gallery"] },
  { question: "i uploaded a blurry pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download pics other ppl posted", parts: [[/download/i]], links: ["/gallery"] },
  U("i accidentally deleted a photo can it be restored"),
  U("how many photos are in the gallery rn"),
  U("how long will the photos stay up after the trip"),
  { question: "can we put everyones pics up on the tv at the villa tonight, is there like a slideshow", parts: [[/slideshow/i]], links: ["/slideshow"] },
  // ---- The rest of the trip, the earlier days and the dinners ----
  { question: "whats the plan for wednesday", parts: [[/sahara|zagora|desert camp|camels?|high atlas/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert on the 26th", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats that mountain pass called on the way to the desert", parts: [[/tichka/i]], links: [tripDay(5), "/faq"] },
  { question: "how high up is the pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "camel ride is what time", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much is the desert camp and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what shud i pack for the desert", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },
  U("whats the name of the desert camp"),
  U("is there electricity at the desert camp to charge my phone"),
  { question: "thursday is the train day right? what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "train to fes how long and how much", parts: [[num(6), /hours?|hrs?/i], [usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "which cities does the fes train go thru", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "what time do we get to the riad in fes", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("whats the fes riad actually called"),
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "whos got our train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  U("which seat and carriage am i in on the fes train"),
  { question: "fri the 28th what are we up to", parts: [[/explore fes|fes el[- ]bali|medina|tanner|bou inania/i]], links: [tripDay(7)] },
  { question: "what time is the tannery", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  U("how much is the guided walk in fes"),
  { question: "is the fes part of the plan final?", parts: [[/work in progress|may change|not final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "the 29th, chefchaouen, hows long's the drive", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what shud i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "when do ppl start heading home", parts: [[/\b29(?:th)?\b|day\s*8|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "last day what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "ricks cafe what time", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|socks/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what airport do we fly home from, and how far is it from the city", parts: [[/mohammed v|CMN/i], [num(45), /min/i]], links: [tripDay(9), "/faq"] },
  { question: "what date should i book my flight home for", parts: [[num(30)]], links: ["/faq", tripDay(9)] },
  U("how much is lunch at ricks cafe"),
  { question: "what was the welcome dinner place called again", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner price, and was there a deposit?", parts: [[range(40, 60)], [usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners are marked special events", parts: [[/comptoir darna|birthday/i], [/dar yacout|palace/i]], links: ["/dinners"] },
  { question: "im vegan, who do i tell and how far ahead", parts: [[/host/i], [/two weeks|2 weeks|14 days/i]], links: ["/dinners"] },
  U("does dar yacout have a vegan menu"),
  { question: "whats the nobu signature dish i should order tonight", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "what did we do on saturday the 22nd", parts: [[/rest\s*(?:&|and)\s*relax|villa royale|hammam/i]], links: [tripDay(1)] },
  { question: "where did we stay the first night", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the first riad", parts: [[usd(45)]], links: ["/budget", "/accommodations", tripDay(0)] },
  { question: "what time was the hammam on day 1", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  // ---- The site, Rupa, the host, music, the map, and more of today and tomorrow ----
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what does the home page say the trip highlight is", parts: [[/TBD|to be (?:determined|decided|announced)/i]], links: ["/"] },
  { question: "which celebs are quoted on the homepage", parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "where do i find rupa on the page", parts: [[/bottom[- ]right/i]], links: ["/faq"] },
  { question: "how do i turn off the music its so loud", parts: [[/bottom[- ]left/i]] },
  { question: "what kind of music is on the homepage", parts: [[/oud/i]] },
  { question: "which pages play the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  { question: "does the faq page share its music with another page?", parts: [[/map/i]] },
  U("whats the name of the song on the itinerary pages"),
  U("who composed the background music"),
  { question: "transportation page just says coming soon, whats up", parts: [[/finaliz|coming soon|being booked/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are the food spots on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "purple pins = ?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "what category is la mamounia on the map", parts: [[/romantic/i]], links: ["/map"] },
  { question: "where do u have to order the lamb shoulder a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "any lunch spot recs in the souks for tmrw", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "how many map categories are there", parts: [[num(7)]], links: ["/map"] },
  { question: "before the souks tomorrow, is there a fixed price shop so i know what stuff should cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  U("who is the host? whats their name"),
  U("hosts phone number pls"),
  U("whats the bday persons real name lol"),
  U("are we doing a group gift for the host? how much each"),
  U("who built this website"),
  U("why is the assistant a goat"),
  U("tonight after nobu are we going out? which club"),
  U("is the villa pool heated? wanna swim now"),
  U("can i get a massage at the villa this evening, is there a free slot"),
  U("whats the cancellation policy for the balloon"),
  U("how much is a sim card at the airport"),
  U("closest pharmacy to the villa?"),
  U("wheres the nearest hospital to the villa"),
  U("can my bf join just for the fes part"),
  U("what time does the sun come up in zagora on thursday"),
  U("how many km is the drive to zagora"),
  U("whos driving us to zagora on wednesday, what company"),
  U("does the fes riad have a pool"),
  { question: "tomorrow at the souks, what does the guide take us to see", parts: [[/leather|ceramics?|lanterns?|rugs?/i]], links: [tripDay(4)] },
  { question: "whats the dress code for the medina", parts: [[/shoulders|knees/i]], links: ["/faq"] },
  { question: "how many days left after today", parts: [[num(6)]] },
  { question: "what cuisine is the dar yacout dinner tmrw", parts: [[/moroccan/i]], links: ["/dinners", tripDay(4)] },
  { question: "what are we doing super early thursday morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "where is the desert camp", parts: [[/zagora/i]], links: ["/accommodations", tripDay(5)] },
];
