// SIXTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 09:00 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * Today is Day 3 of the trip (days are numbered 0 to 9, Nov 21-30): Monday, Nov 24, "Desert Fun".
 * - This morning (done): the hot air balloon at sunrise over the Agafay desert, pickup at 05:30,
 *   about an hour in the air, then a Berber breakfast in a tent ($117 per person).
 * - Right now (09:00): between the balloon landing and breakfast and the Agafay Desert Day.
 * - Late morning and this afternoon: Agafay Desert Day from 11:00 (about $40 per person): quad bikes,
 *   camel rides, lunch under a Berber tent, a lazy afternoon by a desert-camp pool; 17:00 back to
 *   Villa Royale to shower and rest.
 * - Tonight: 20:00 Private Rooftop Dinner at Nobu, Nobu Hotel Marrakech rooftop, Hivernage
 *   (Japanese-Peruvian, minimum spend $75 per person, smart casual).
 * - The night is spent at Villa Royale (its third night; the villa's nights are listed Nov 22-26).
 * - Yesterday: Day 2, Sunday Nov 23, "Discover Marrakech", the birthday day: villa breakfast 08:30,
 *   medina walking tour 09:30 (Bahia Palace, Ben Youssef Madrasa, Le Jardin Secret), pool time 14:30,
 *   Golden Birthday Dinner at Comptoir Darna 19:30 ($100-120), guided bar crawl 22:30 in Gueliz & Hivernage.
 * - Tomorrow: Day 4, Tuesday Nov 25, "Gardens & Souks": group photoshoot 08:30 in the Villa Royale
 *   gardens, Jardin Majorelle & Musée YSL 11:00 ($18 and $15), guided souk shopping 14:30 ($5 guide),
 *   Palace Dinner at Dar Yacout 20:00 (paid individually, dressy).
 * - The day after (Wednesday Nov 26, Day 5): over the High Atlas to the Zagora desert camp.
 */
export const SIXTY_NINTH_TEST_CLOCK = new Date("2025-11-24T08:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    const ones = n % 10;
    return ones ? `${tens}[-\\s]?${ONES[ones]}` : tens;
  }
  return null;
}

/** A number in digits (thousands separator optional) or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const digits = String(n)
    .replace(".", "\\.")
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  const digitPart = `(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digitPart}|\\b${words}\\b` : digitPart, "i");
};

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
const usd = (n: number): RegExp => {
  const v = String(n).replace(".", "\\.");
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${v}${end}|(?<![\\d.,$])${v}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
};

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const alts = [`(?<!\\d)${h24}[:.h]${mm}(?!\\d)`];
  alts.push(
    m === 0
      ? `(?<!\\d)${h12}(?:[:.]00)?\\s?${ap}\\.?m\\b`
      : `(?<!\\d)${h12}[:.]${mm}\\s?${ap}\\.?m\\b`,
  );
  if (h === 12 && m === 0) alts.push("\\bnoon\\b");
  return new RegExp(alts.join("|"), "i");
};

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const sixtyNinthTestQuestions: TestQuestion[] = [
  // ---- Today (Monday Nov 24, day 3), right now, this afternoon, tonight ----
  { question: "whats the plan today", parts: [[/agafay/i, /nobu/i]], links: [tripDay(3)] },
  { question: "wat time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "where r we eating tonight", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "dress code tonight??", parts: [[/smart casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "is there a minimum spend at nobu tonight? how much", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kinda food is nobu tonight", parts: [[/japanese.?peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "wheres nobu tonight, what part of town", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  { question: "what can we see from the nobu rooftop tonight", parts: [[/koutoubia/i]], links: [tripDay(3)] },
  { question: "what should i order at nobu later", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "what time do we head out for the agafay day", parts: [[clock(11, 0)]], links: [tripDay(3)] },
  { question: "how much is the agafay day today", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what do we actually do in agafay", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "this arvo whats on", parts: [[/agafay|quad|camel/i]], links: [tripDay(3)] },
  { question: "what time do we get back to the villa this afternoon", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "wheres lunch today", parts: [[/berber tent|agafay/i]], links: [tripDay(3)] },
  { question: "is there a pool out in agafay today? should i bring my swimsuit", parts: [[/pool/i]], links: [tripDay(3)] },
  { question: "what do i wear for the desert today", parts: [[/layer|fleece|scarf/i]], links: [tripDay(3)] },
  { question: "how long is the drive out to agafay from marrakech", parts: [[/(?:40|forty)\s*min/i]], links: [tripDay(3), "/map"] },
  { question: "overslept 😭 what time was the balloon pickup this morning", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the balloon this morning", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "how long were ppl up in the air this morning", parts: [[/(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "what should we be doing right now", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "what day of the trip is it today", parts: [[/day\s*(?:3|three)\b/i]], links: [tripDay(3)] },
  { question: "whats todays theme", parts: [["Desert Fun"]], links: [tripDay(3)] },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "link me today's page pls", parts: [[/day\s*(?:\/\s*)?3\b/i]], links: [tripDay(3)] },
  { question: "do we have time for a nap before dinner tonight? when do we get back n when is dinner", parts: [[clock(17, 0)], [clock(20, 0)]], links: [tripDay(3)] },
  // ---- Yesterday (Sunday Nov 23, day 2) ----
  { question: "what did we do yesterday", parts: [[/comptoir darna|birthday dinner/i]], links: [tripDay(2)] },
  { question: "what was the restaurant last night called", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time did the bar crawl kick off last night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "which places did we see on the walking tour yesterday", parts: [[/bahia/i, /ben youssef/i]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide last night", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  // ---- Tomorrow (Tuesday Nov 25, day 4) ----
  { question: "whats tmrw", parts: [[/photo/i, /majorelle/i]], links: [tripDay(4)] },
  { question: "what time is the photoshoot tomorrow", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "where's the photoshoot tmrw", parts: [[/villa/i]], links: [tripDay(4)] },
  { question: "what do i wear for the photos tmrw", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "where's dinner tomorrow", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is tmrw's dinner", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "palace dinner dress code tmrw?", parts: [[/dressy|best evening outfit/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much r the majorelle and ysl museum tickets tomorrow", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what time do we go to majorelle tomorrow", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  { question: "souk shopping tmrw what time and how much is the guide", parts: [[clock(14, 30)], [usd(5)]], links: [tripDay(4)] },
  { question: "how much is villa breakfast tmrw", parts: [[usd(10)]], links: [tripDay(4), tripDay(2), "/faq"] },
  { question: "do i need to sign up for breakfast tmrw, by when", parts: [[/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "what are we doing the day after tomorrow", parts: [[/zagora|sahara|desert camp/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  U("is the balloon still going ahead if it's windy this morning"),
  U("who's driving us out to agafay today"),
  U("what's the name of the photographer coming tomorrow"),
  U("is there a birthday cake at nobu tonight"),
  U("whats the wifi password at the villa"),
  U("what's the host's phone number"),
  // ---- The rest of the itinerary: dates, weekdays, day numbers ----
  { question: "what are we doing on the 27th", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "what time's the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the fes train and how much", parts: [[/\b(?:6|six)[\s-]*hours?/i], [usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "does the fes train stop anywhere on the way", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "what time do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "r we in first class or what on the train", parts: [[/first.?class/i]], links: [tripDay(6)] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time is the sunrise thing at the camp", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time do we drive back from the desert on thursday", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "whats on friday", parts: [[/fes el.?bali|explore fes|tanner/i]], links: [tripDay(7)] },
  { question: "saturday plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long's the drive to chefchaouen", parts: [[/(?:4|four)\s*hours?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do we go to ras el maa", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "when is the last day and what city r we in", parts: [[/nov(?:ember)?\.?\s*30|\b30(?:th)?\s*(?:of\s*)?nov|sunday/i], [/casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|socks|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[/\b210\b/]], links: [tripDay(9)] },
  { question: "what airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is casablanca airport from the city", parts: [[/(?:45|forty.?five)\s*min/i]], links: [tripDay(9)] },
  { question: "what time should i book my flight home on the 30th", parts: [[/evening|18[:.]00|6\s?(?:[:.]00\s?)?p\.?m/i]], links: ["/faq", tripDay(9)] },
  { question: "are some ppl leaving early? which day", parts: [[/day\s*(?:8|eight)\b|saturday|nov(?:ember)?\.?\s*29|\b29(?:th)?\b/i]], links: [tripDay(8), "/faq"] },
  { question: "is the fes part of the itinerary final?", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what day do we go to the tannery", parts: [[/day\s*(?:7|seven)\b|friday|nov(?:ember)?\.?\s*28|\b28(?:th)?\b/i]], links: [tripDay(7)] },
  { question: "tannery smells bad?? any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "when was the fes university founded", parts: [[/\b859\b/]], links: [tripDay(7)] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina lol", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "which gate do we go into the fes medina thru", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "how high is the tizi n tichka pass", parts: [[/2,?200/]], links: [tripDay(5)] },
  { question: "where's the gladiator film set on our route", parts: [[/benhaddou/i]], links: [tripDay(5)] },
  { question: "what time's the camel ride on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "is dinner at the desert camp included? how much is the camp", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "i get carsick, anything for the desert drive?", parts: [[/tablet|pill/i]], links: [tripDay(5), "/faq"] },
  { question: "packing for the desert camp the day after tmrw, what do i bring", parts: [[/fleece|headlamp|layers/i]], links: ["/faq", tripDay(5)] },
  { question: "what time was the airport meetup on day 0", parts: [[clock(11, 0)]], links: [tripDay(0)] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner and the deposit", parts: [[/\$?\s?40\s*(?:-|–|to)\s*\$?\s?60/], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[/\$?\s?100\s*(?:-|–|to)\s*\$?\s?120/]], links: [tripDay(2), "/dinners"] },
  { question: "bday dinner dress code", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time was the hammam on saturday", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "can i still get a hammam at the villa tonight? price", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  U("what car company is taking us to zagora on wednesday"),
  U("whats the name of the desert camp"),
  U("what are our seat numbers on the fes train"),
  U("how much is entry to the kasbah in chefchaouen"),
  U("what time does rick's café close"),
  U("is there luggage storage at casa voyageurs station"),
  // ---- Stays, money, practicalities, the gallery ----
  { question: "villa check in time?", parts: [[clock(15, 0)]], links: ["/accommodations", "/faq"] },
  { question: "checkout time at the villa", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites n pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations"] },
  { question: "how far is the villa from town", parts: [[/20\s*(?:-|–|to)\s*25/]], links: ["/accommodations"] },
  { question: "how big is the villa property", parts: [[/1\.4/]], links: ["/accommodations"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "where did we stay the first night and how much was it", parts: [[/l.?authentic/i], [usd(45)]], links: ["/accommodations", tripDay(0), "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "what dates are we in fes", parts: [[/\b27(?:th)?\b/, /\b29(?:th)?\b/]], links: ["/accommodations"] },
  { question: "how many nights r we at villa royale", parts: [[num(5)]], links: ["/accommodations"] },
  { question: "are we sleeping at the villa on wednesday night", parts: [[/zagora|desert camp/i]], links: ["/accommodations", tripDay(5)] },
  { question: "total how much is this whole trip gonna cost me", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "what do the fixed costs add up to", parts: [[/440/, /480/]], links: ["/budget"] },
  { question: "whats the exchange rate", parts: [[/\b10\s*(?:MAD|dh|dirhams?)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*(?:-|–|to)\s*15\s*%/]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/28\s*(?:MAD|dh|dirhams?)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/]], links: ["/budget", "/faq"] },
  { question: "how low do i start when haggling", parts: [[/40\s*(?:-|–|to)\s*50\s*%/]], links: ["/budget", "/faq"] },
  { question: "do cards charge foreign fees here", parts: [[/1\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[/\$?\s?100\s*(?:-|–|to)\s*\$?\s?500/]], links: ["/budget"] },
  { question: "which cards work best", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "what plug adapter do i need", parts: [[/\bC\s*(?:\/|and|or|&)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage in morocco?", parts: [[/\b220\b/]], links: ["/faq", "/"] },
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:6|six)\s*months/i]], links: ["/faq"] },
  { question: "what's the weather usually like this week", parts: [[/15\s*(?:-|–|to)\s*25/]], links: ["/", "/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many files can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i need to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("how long do the photos stay on the site after the trip"),
  U("how many photos are in the gallery so far"),
  U("is there a gym at the villa"),
  U("what's the villa's street address"),
  U("what's the name of our riad in fes"),
  U("whats the host's name"),
  U("can i book the photographer for a solo shoot after"),
  U("how much does a SIM card cost at the airport"),
  U("who's rooming with me at the villa"),
  // ---- Rupa, the host, the occasion, the site's pages, music ----
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the chat thing on my phone", parts: [[/bottom.?right|lower.?right/i]] },
  { question: "music is blasting rn how do i mute it", parts: [[/bottom.?left|lower.?left/i]] },
  { question: "music won't play??", parts: [[/tap|click|touch|interact/i]] },
  { question: "which pages have the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  { question: "whose birthday is this trip for and which one", parts: [[/host/i], [/\b30(?:th)?\b|thirt/i]] },
  { question: "how many of us r going", parts: [[num(22)]], links: ["/"] },
  { question: "what's this trip even called lol", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "what colour are restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "recommend a lunch spot in the souks", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  { question: "who said marrakech is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what does the highlight card on the homepage say", parts: [[/TBD/i]], links: ["/"] },
  { question: "i'm vegan, who do i tell and by when", parts: [[/host/i], [/(?:2|two)\s*weeks/i]], links: ["/dinners"] },
  { question: "when did the trip officially start", parts: [[/nov(?:ember)?\.?\s*21|\b21(?:st)?\s*(?:of\s*)?nov/i, clock(11, 0)]], links: ["/", "/faq"] },
  { question: "two q's: what time is nobu tonight and whats the min spend", parts: [[clock(20, 0)], [usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what's tmrw's dinner and what time", parts: [[/dar yacout/i], [clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "what day of the week is the palace dinner", parts: [[/tuesday|tomorrow/i]], links: [tripDay(4), "/dinners"] },
  { question: "when was the birthday dinner", parts: [[/nov(?:ember)?\.?\s*23|\b23(?:rd)?\b|sunday|yesterday|day\s*(?:2|two)\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "hammam how much and how do i book", parts: [[usd(60)], [/host/i]], links: [tripDay(1), "/faq"] },
  { question: "link me tomorrow's page", parts: [[/day\s*(?:\/\s*)?4\b/i]], links: [tripDay(4)] },
  U("whats the weather forecast for tmrw morning"),
  U("how many ppl signed up for the balloon this morning"),
  U("what time does nobu close tonight"),
  U("can i bring a plus one to nobu tonight"),
  U("whats the souk guide's name tmrw"),
  U("how old is rupa"),
  U("what's the name of the song on the homepage"),
  U("whats the host's insta"),
  U("what flight is the host taking home"),
  U("does the desert camp have wifi"),
  U("are there hair dryers in the suites"),
  U("whats the refund policy if i skip the balloon"),
  U("how much is a taxi from the villa to jemaa el fnaa"),
  U("do i need any vaccines for morocco"),
  U("is there a dj at the villa tonight"),
  U("who's giving the toast at the palace dinner tmrw"),
];
