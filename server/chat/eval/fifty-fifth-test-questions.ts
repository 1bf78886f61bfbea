// FIFTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 17:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * Today is day 5 of the trip (days are numbered 0 to 9), Wednesday, November 26:
 * "Sahara Desert Adventure", the road trip from Marrakech to the dunes near Zagora.
 *
 * - This morning: 07:00 "Over the High Atlas" on the Tizi n'Tichka pass (a photo stop
 *   more than 2,200 metres up; motion-sickness tablets recommended), then 11:30
 *   Aït Benhaddou, the UNESCO-listed ksar near Ouarzazate (Gladiator, Game of Thrones),
 *   with lunch by the river.
 * - Right now: the 16:30 Sunset Camel Ride into the dunes near Zagora (afternoon and
 *   evening), included in the $95 desert camp price.
 * - Tonight: 19:30 "Dinner & a Night at the Desert Camp", Zagora: tagines by lantern
 *   light, drumming around the campfire, a night in a Berber tent. The camp ($95 per
 *   person) covers the activities, dinner and breakfast. Dress: layers, a fleece, a
 *   scarf against the dust and closed shoes.
 * - The night is spent at the desert camp near Zagora (the villa's fifth listed night).
 * - Yesterday (day 4, Tuesday, November 25, "Gardens & Souks"): 08:30 group photoshoot
 *   in the Villa Royale gardens, 11:00 Jardin Majorelle ($18) and Musée YSL ($15),
 *   14:30 guided souk shopping ($5 guide), 20:00 palace dinner at Dar Yacout (paid
 *   individually; dressy, kaftans and djellabas welcome). Night at Villa Royale.
 * - Tomorrow (day 6, Thursday, November 27, "Journey to Fes"): 06:30 sunrise over the
 *   dunes and camp breakfast, 08:00 drive back to Marrakech over the Atlas with a lunch
 *   stop, 15:00 train to Fes (about 6 hours, $45, by way of Casablanca, Rabat and Meknes;
 *   the host shares tickets), 21:00 check in at our riad in Fes el-Bali (3 nights, $90
 *   per person in total), porters with handcarts and a late supper.
 */
export const FIFTY_FIFTH_TEST_CLOCK = new Date("2025-11-26T16:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | undefined {
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]}`;
  }
  return undefined;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${n}(?!\\d|[.,]\\d)`;
  const word = numberWord(n);
  return new RegExp(word ? `${digits}|\\b(?:${word})\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  return new RegExp(
    `\\$\\s?${n}(?!\\d|[.,]\\d)|(?<![\\d.,])${n}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b|\\bUSD\\s?${n}(?!\\d)`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const alternatives = [
    `(?<!\\d)0?${h}[:h.]${mm}(?!\\d)`,
    `(?<!\\d)${h12}[:.]${mm}\\s?${ap}\\.?\\s?m`,
  ];
  if (m === 0) alternatives.push(`(?<![\\d:])${h12}\\s?${ap}\\.?\\s?m\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** The day's page. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** One of several forms of the same fact. */
function anyOf(...alternatives: (string | RegExp)[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    alternatives.map((a) => (typeof a === "string" ? escape(a) : `(?:${a.source})`)).join("|"),
    "i",
  );
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const thirty = anyOf(num(30), /thirtieth/i);

export const fiftyFifthTestQuestions: TestQuestion[] = [
  // --- right now, today, tonight, tomorrow (clock: 17:00 Wed Nov 26, day 5) ---
  { question: "yo rupa what are we doing rn", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "where r we sleeping tonight??", parts: [[/camp|tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time is dinner tonite", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "whats for dinner tonight at the camp", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "is tonights dinner included or do i need cash", parts: [[usd(95)]], links: [tripDay(5), "/budget"] },
  { question: "what day of the trip is it today? lost track lol", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "whats todays theme called", parts: [[/sahara/i]], links: [tripDay(5)] },
  { question: "what do i wear tonight its gonna be cold right", parts: [[anyOf(/layer/i, /fleece/i)]], links: [tripDay(5)] },
  { question: "how cold does the desert get at night", parts: [[/freez/i]], links: ["/faq"] },
  { question: "what time do we have to be up tmrw", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats the plan tomorrow", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  { question: "what time is the train tomorrow", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  U("is there wifi at the camp tonight"),
  U("can i charge my phone at the camp"),
  { question: "what was that pass we drove over this morning called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "the mud village from earlier, whats it called again", parts: [[/benhaddou/i]], links: [tripDay(5)] },
  { question: "which movies were filmed at the kasbah place we saw today", parts: [["Gladiator", /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the pass this morning", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "whats the name of the restaurant we went to last night", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what did we do yesterday again", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "how much was the majorelle garden ticket yesterday", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "what time did the camel ride start", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "is the camel ride extra $$ or included", parts: [[usd(95)]], links: [tripDay(5)] },
  { question: "do i need my big suitcase at camp or nah", parts: [[/overnight bag/i]], links: ["/faq"] },
  U("when does the camel ride end? want to know when to head back"),
  { question: "whos rupa", parts: [[/goat/i]] },
  { question: "whose birthday is this trip for", parts: [[/host/i, thirty]] },
  U("whats the hosts name? want to write a card"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max size for a video upload", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i turn the music off its so loud", parts: [[/bottom.left/i]] },
  U("what song is that on the home page"),
  { question: "exchange rate to usd?", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[/10\s*(?:-|–|to)\s*15\s*%/]], links: ["/budget", "/faq"] },
  U("whats the temperature in zagora right now"),
  { question: "what time do we leave the camp tmrw morning", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  U("where do we stop for lunch on the drive tomorrow"),
  { question: "what stations does the train go thru tomorrow", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "who has our train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "how much is the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget"] },
  { question: "where are we staying tmrw night", parts: [[/fes/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we get to the fes riad tomorrow", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "can i upload videos or only pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "what time is breakfast tmrw", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "do we pay for breakfast at camp", parts: [[usd(95)]], links: [tripDay(6), "/budget"] },
  { question: "are we in tents tonight or like rooms", parts: [[/tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "will there be music at the camp tonight", parts: [[/drum/i]], links: [tripDay(5)] },
  U("did the photographer send yesterday's pics yet??"),
  U("how far is the camp from zagora town"),
  U("is there a shower at the camp"),
  { question: "tmrw is the 27th right? what's the day called", parts: [[/journey to fes/i]], links: [tripDay(6)] },
  { question: "how do we get from the desert to the train station tomorrow", parts: [[/marrakech/i]], links: [tripDay(6)] },
  {
    question: "do we go over the mountains again tomorrow? and anything for carsickness",
    parts: [[anyOf(/tichka/i, /atlas/i)], [/motion.sickness/i]],
    links: [tripDay(6), "/faq"],
  },
  { question: "will there be food when we get to fes tomorrow night", parts: [[/supper/i]], links: [tripDay(6)] },
  { question: "how do our bags get to the riad in fes", parts: [[/porter|handcart/i]], links: [tripDay(6)] },
  { question: "what day number is tomorrow", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "where did we eat lunch today", parts: [[/benhaddou/i]], links: [tripDay(5)] },
  { question: "how much was dinner last night at the palace place", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "we sleeping at the villa tonight or nah", parts: [[/camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "whats the sunrise thing tmrw morning", parts: [[/dune/i]], links: [tripDay(6)] },
  { question: "what do i wear for sunrise tomorrow", parts: [[anyOf(/\bhat\b/i, /warm layers/i, /freez/i)]], links: [tripDay(6)] },
  { question: "what should i wear on the train tmrw", parts: [[/comfortable|travel clothes/i]], links: [tripDay(6)] },
  { question: "whats on friday", parts: [[anyOf(/explore fes/i, /fes el.bali/i, /chouara/i, /bou inania/i)]], links: [tripDay(7)] },
  { question: "saturday plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what are we doing sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "what did we do on monday, i forget", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/budget", "/accommodations"] },
  U("whats the name of the riad in fes"),
  U("what's the wifi password at the fes riad"),
  { question: "when do people start leaving", parts: [[anyOf(/day\s*8/i, /29/, /saturday/i)]], links: [tripDay(8), "/faq"] },
  { question: "is the fes schedule final?", parts: [[/work in progress/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what time do we head to chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "whats the tannery called", parts: [[/chouara/i]], links: [tripDay(7)] },
  U("how much is the tannery"),
  { question: "what time is the tannery visit", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  U("how much is the guided walk in fes on friday"),
  U("is the riad dinner in fes friday included or extra"),
  { question: "how old is the uni in fes", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes are in the fes medina lol", parts: [[/9[,.\s]?000/]], links: [tripDay(7)] },
  {
    question: "where was the bday dinner and what time",
    parts: [[/comptoir darna/i], [clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "how much was the birthday dinner", parts: [[/100\s*(?:-|–|to)\s*\$?120/]], links: [tripDay(2), "/dinners", "/budget"] },
  U("whats a golden birthday anyway"),
  { question: "how old is the host turning", parts: [[thirty]] },
  { question: "why are we in morocco again lol", parts: [[/birthday/i, thirty]] },
  U("what's the host's whatsapp number"),
  U("what does rupa stand for"),
  U("how old is rupa"),
  { question: "wheres the chat thing on the site", parts: [[/bottom.right/i]], links: ["/faq"] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "uploaded the wrong pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("who has the delete password"),
  { question: "can i download pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  { question: "my video says file too large??", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "can i upload like 15 pics at once", parts: [[num(10)]], links: ["/gallery"] },
  U("how many pics are in the gallery so far"),
  U("is there a deadline to upload photos"),
  { question: "wheres the transport info", parts: [[/finaliz|coming soon/i]], links: ["/transportation"] },
  U("when will the transportation page be updated"),
  { question: "what do the red pins on the map mean", parts: [[/must.see/i]], links: ["/map"] },
  { question: "purple pins?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "where should i grab lunch in the souks", parts: [[anyOf(/le jardin/i, /nomad/i, /caf[eé] des [eé]pices/i)]], links: ["/map"] },
  { question: "where can i see what stuff should actually cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "cocktails w a view in marrakech?", parts: [[anyOf(/nobu/i, /mamounia/i, /churchill bar/i)]], links: ["/map"] },
  { question: "any cooking classes", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "whats the weather normally", parts: [[/15\s*(?:°C?)?\s*(?:-|–|to)\s*25/]], links: ["/faq", "/"] },
  { question: "what adapter do i need", parts: [[/type\s?c/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6)]], links: ["/faq"] },
  { question: "tourist tax how much a night", parts: [[num(28)]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[/1[,.]?000/, /2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/]], links: ["/faq", "/budget"] },
  { question: "roughly how much is this whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "card foreign fees?", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get drinks/alcohol there", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can non muslims go in mosques", parts: [[/hassan ii/i]], links: ["/faq"] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i wear to the mosque", parts: [[anyOf(/scarf/i, /socks/i)]], links: [tripDay(9), "/faq"] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[anyOf(/CMN/, /mohammed v/i)]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "can i fly out of fes instead", parts: [[anyOf(/day\s*8/i, /29/, /saturday/i)]], links: ["/faq"] },
  U("is uber a thing in marrakech"),
  U("how much is a sim card"),
  U("which sim provider is best"),
  U("whats the euro exchange rate"),
  U("luggage limit on the train tmrw?"),
  U("what time is sunset today"),
  U("who am i sharing a tent with tonight"),
  U("how much cash should i bring for tips at the camp tonight"),
  U("how do i get to the airport from fes if im leaving saturday"),
  U("is there a gym at the villa"),
  U("whats the desert camp actually called"),
  U("whats the name of our guide for the fes walk"),
  U("whats rupa's fav food lol"),
  U("is there a pharmacy near the camp"),
  U("what seat am i on the train tmrw"),
  U("how much is the chefchaouen day trip"),
  U("how much do drinks cost on the bar crawl"),
  {
    question: "villa check in and check out?",
    parts: [[clock(15, 0)], [clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many suites and pools at the villa",
    parts: [[num(13)], [num(2)]],
    links: ["/accommodations"],
  },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25/]], links: ["/accommodations"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "villa breakfast included?", parts: [[usd(10)]], links: ["/faq", tripDay(2)] },
  { question: "hammam how much", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu minimum spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese.peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "bday dinner dress code", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "welcome dinner deposit how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what was the welcome dinner place", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "im gluten free who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "whats the first riad called", parts: [[/L.?Authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "what day was the photoshoot", parts: [[anyOf(/tuesday/i, /day\s*4/i, /25/)]], links: [tripDay(4), "/"] },
  { question: "who are the quotes on the homepage from", parts: [["Churchill", /saint laurent|ysl/i, /wharton/i]], links: ["/"] },
  { question: "what did churchill say about morocco", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/TBD/i]], links: ["/"] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "how long's the train from fes to casa", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  {
    question: "train to fes price and how long",
    parts: [[usd(45)], [num(6)]],
    links: [tripDay(6), "/budget"],
  },
  {
    question: "what time do we leave the camp tmrw and when's the train",
    parts: [[clock(8, 0)], [clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how much were the garden and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "how many people and how many days is this thing",
    parts: [[num(22)], [num(10)]],
    links: ["/"],
  },
  {
    question: "whats the currency and what plug do i need",
    parts: [[/dirham|MAD/], [/type\s?c/i]],
    links: ["/faq", "/"],
  },
  {
    question: "how many files can i upload at once and how big can they be",
    parts: [[num(10)], [/50\s?mb/i]],
    links: ["/gallery"],
  },
  {
    question: "where r we sleeping tonight and tmrw night",
    parts: [[/camp/i], [/fes/i]],
    links: [tripDay(5), tripDay(6), "/accommodations"],
  },
  {
    question: "tonight: what time's dinner and what do i wear",
    parts: [[clock(19, 30)], [anyOf(/layer/i, /fleece/i)]],
    links: [tripDay(5)],
  },
  { question: "what airport did we fly into", parts: [[anyOf(/RAK/, /menara/i)]], links: [tripDay(0), "/faq"] },
  { question: "how long from the airport to the medina", parts: [[num(20)]], links: ["/faq"] },
  { question: "when did the trip start", parts: [[anyOf(/nov(?:ember)?\.?\s*21/i, /21st/i)]], links: ["/", tripDay(0)] },
  { question: "whats the last day of the trip", parts: [[anyOf(/nov(?:ember)?\.?\s*30/i, /30th/i, /sunday/i)]], links: [tripDay(9)] },
  { question: "how much is the bar crawl", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "how much should i budget for shopping", parts: [[/100\s*(?:-|–|to)\s*\$?500/]], links: ["/budget"] },
];
