// HUNDRED-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:00 (9 pm) on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * It is day 4 of the trip (days are numbered 0 to 9), "Gardens & Souks" (/day/4), the photo day.
 * - This morning: 08:30 group photoshoot with a professional photographer in the Villa Royale gardens,
 *   then 11:00 Jardin Majorelle & Musée YSL on Rue Yves Saint Laurent, Gueliz (garden $18, museum $15;
 *   timed tickets booked by the host).
 * - This afternoon: 14:30 guided souk shopping in the Marrakech medina ($5 per person for the guide).
 * - Now / tonight: the palace dinner at Dar Yacout in the Marrakech medina, which began at 20:00 (rooftop
 *   aperitif, then a traditional Moroccan feast with musicians; paid individually at the restaurant; dress code
 *   dressy, kaftans and djellabas very welcome). It is one of the two "Special Event" dinners.
 * - The night is spent at Villa Royale, the squad's last night there (tomorrow night is the desert camp, and the
 *   trip goes on to Fes without coming back to the villa).
 * - Yesterday (day 3, Monday Nov 24, "Desert Fun"): 05:30 hot air balloon over the Agafay desert ($117),
 *   11:00 Agafay desert day with quads and camels (about $40), 17:00 back to the villa, 20:00 private rooftop
 *   dinner at Nobu in Hivernage (minimum spend $75 per person).
 * - Tomorrow (day 5, Wednesday Nov 26, "Sahara Desert Adventure"): 07:00 over the High Atlas by the Tizi n'Tichka
 *   pass, 11:30 Aït Benhaddou (lunch by the river), 16:30 sunset camel ride, 19:30 dinner and a night at the desert
 *   camp near Zagora ($95 per person, covering the activities, dinner and breakfast).
 * - The day after tomorrow (day 6, Thursday Nov 27, "Journey to Fes"): 06:30 sunrise and camp breakfast,
 *   08:00 drive back to Marrakech, 15:00 train to Fes (about 6 hours, $45), 21:00 check-in at the Fes riad.
 */
export const HUNDRED_FOURTH_TEST_CLOCK = new Date("2025-11-25T20:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
] as const;
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

/** A whole number below 100 in words, as a pattern source ("twenty[-\s]?two"); null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[-\\s]?${ONES[ones] ?? ""}`;
}

/** A number in digits ("9,000" may be grouped) or words, not part of a longer number. */
function num(n: number): RegExp {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  const digits = fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
  const alternatives = [`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`];
  const word = inWords(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "USD 18", "18 dollars", "18 USD", "18 bucks". */
function usd(n: number): RegExp {
  const value = String(n).replace(".", "\\.");
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\s?\\$|\\$|\\bUSD\\s?)\\s?${value}${end}|(?<![\\d.,])${value}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "8:00" for afternoon and evening times). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const hh = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:.])${hh}\\s?[:.h]\\s?${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minutes}\\s?${meridiem}`,
  ];
  if (h > 12) alternatives.push(`(?<![\\d:.])${h12}[:.]${mm}(?!\\d)`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredFourthTestQuestions: TestQuestion[] = [
  // ---- Part 1: the present moment, the occasion, Rupa, the gallery ----
  { question: "wait what day of the trip is it today??", parts: [[/\bday\s*(?:#\s*)?(?:4|four)\b/i]], links: [tripDay(4)] },
  { question: "whats happening rn", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "where's dinner tonight and what do i wear",
    parts: [[/dar yacout/i], [/dressy|kaftan|djellaba|best evening outfit/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "what time did the palace dinner start", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  {
    question: "r we paying for tonights dinner ourselves or is it covered",
    parts: [[/individual|at the restaurant|(?:your|our|them)sel(?:f|ves)|your own|own (?:bill|tab)/i]],
    links: [tripDay(4), "/dinners"],
  },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "what time do we head out tomorrow morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "where do we sleep tmrw night", parts: [[/zagora|desert camp|berber tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what did we do yesterday again lol im so tired", parts: [[/balloon/i, /agafay/i]], links: [tripDay(3)] },
  { question: "how much was the balloon yesterday", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  U("whats the wifi password at the villa"),
  U("what time does dar yacout close tonight"),
  { question: "what time is the camel ride tomorrow", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  {
    question: "how much is the desert camp and what does it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "whats tomorrows date", parts: [[num(26)]], links: [tripDay(5)] },
  { question: "whos birthday is this whole trip for again", parts: [[/host/i]] },
  { question: "how old is the host turning", parts: [[num(30)]] },
  { question: "rupa whats your name lol", parts: [[/rupa/i]] },
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  U("whats the password to delete photos from the gallery"),
  { question: "is there a max file size for videos", parts: [[/\b50\s?mb\b|50\s?megabytes?/i]], links: ["/gallery"] },
  { question: "where was the birthday dinner on sunday", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "how much was the bday dinner pp",
    parts: [[/100\s*(?:-|–|to)\s*\$?120/i]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "what time did we land on day 0", parts: [[clock(11, 0)]], links: [tripDay(0)] },
  U("what's the host's phone number"),
  U("whats the name of the desert camp we're staying at tmrw"),
  {
    question: "how much did majorelle and the ysl museum cost this morning",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  { question: "what time was the photoshoot this morning", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "where did we eat last night", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  U("when do we get the pics from the photographer today"),
  { question: "the train to fes on the 27th what time does it leave", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  {
    question: "how long is the train ride to fes",
    parts: [[/\b(?:6|six)[-\s]*(?:hours?|hrs?|h)\b/i]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "how much r the train tickets to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  {
    question: "which currency do they use here and whats the rate",
    parts: [[/dirham|\bMAD\b/i], [/\b10\s*(?:MAD|dirhams?)\b|\bten dirhams?\b/i]],
    links: ["/faq", "/budget"],
  },
  { question: "what plug adapter do i need", parts: [[/type\s*c|\bc\s*\/\s*e\b/i]], links: ["/faq", "/"] },
  { question: "how much do u tip at restaurants here", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/i]], links: ["/faq", "/budget"] },
  U("is there wifi at the desert camp"),
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "what kind of music plays on the home page", parts: [[/\boud/i]] },
  { question: "how do i mute the music", parts: [[/bottom.?left/i]] },
  U("who picked the background music"),
  { question: "ait benhaddou tmrw, what time do we get there", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  { question: "whats so special about ait benhaddou", parts: [[/unesco|gladiator|game of thrones/i]], links: [tripDay(5)] },
  U("how long is the camel ride tomorrow"),
  {
    question: "what was the welcome dinner place called from the first night, wanna go back",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  U("whats the villa's address, need it for a taxi"),
  // ---- Part 2: tomorrow and the road ahead, Fes, practicalities ----
  { question: "whats for dinner tmrw night", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "what should i pack for the desert tomorrow", parts: [[/layer|fleece/i]], links: [tripDay(5), "/faq"] },
  { question: "do we come back to the villa after the desert or nah", parts: [[/\bfes\b/i]], links: [tripDay(6)] },
  { question: "how high is the mountain pass tomorrow", parts: [[/2[,.\s]?200/]], links: [tripDay(5)] },
  { question: "what time is the sunrise breakfast at the camp on thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "this afternoon's souk guide, how much was it", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what did everyone do this afternoon? i was napping", parts: [[/souk/i]], links: [tripDay(4)] },
  { question: "what kind of food is it at dar yacout", parts: [[/moroccan/i]], links: ["/dinners", tripDay(4)] },
  { question: "is there live music at dinner tonight", parts: [[/musician|music/i]], links: ["/dinners"] },
  U("is there a seating plan for dinner tonight, who am i next to"),
  U("how much did the photographer cost the host"),
  { question: "how many nights are we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "fes riad price?", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  U("what's the name of the riad in fes"),
  {
    question: "what are we doing on the 28th",
    parts: [[/tanner|bou inania|fes el.?bali|blue gate|bou jeloud/i]],
    links: [tripDay(7)],
  },
  { question: "why do they hand out mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how old is that university in fes", parts: [[/\b859\b/]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000/]], links: [tripDay(7)] },
  {
    question: "is the fes part of the itinerary final?",
    parts: [[/work in progress|may change|not (?:yet )?final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "chefchaouen is which day", parts: [[/\bday\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/\b(?:4|four)[-\s]*(?:hours?|hrs?|h)\b/i]], links: [tripDay(8)] },
  { question: "what food is chefchaouen known for", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  U("how much is a taxi in chefchaouen"),
  {
    question: "some ppl are leaving early? which day",
    parts: [[/\bday\s*(?:8|eight)\b|\b29(?:th)?\b|saturday/i]],
    links: [tripDay(8), "/faq"],
  },
  { question: "what time's the train to casablanca on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what do i wear to the hassan ii mosque", parts: [[/knees|shoulders|scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "mosque tour cost?", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  {
    question: "which airport do we fly home from and how far is it from the city",
    parts: [[/mohammed v|\bCMN\b/i], [/\b45[-\s]*min/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "what time is departure on sunday the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  U("what time does the host's flight leave"),
  { question: "do i need a visa im american", parts: [[/visa.?free|\b90\b|ninety/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/\b(?:6|six)\s*months?\b/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "whats the tourist tax", parts: [[/28\s*(?:MAD|dirhams?)|2\.75/i]], links: ["/faq", "/budget"] },
  { question: "how much should i take out at the atm", parts: [[/1[,.]?000\s*(?:MAD\s*)?(?:-|–|to)\s*2[,.]?000/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/faq", "/budget", tripDay(0)] },
  U("whats the emergency number in morocco"),
  { question: "is it gonna rain in fes", parts: [[/rare|shower/i]], links: ["/faq"] },
  {
    question: "whats the villa check in and check out",
    parts: [[clock(15, 0)], [clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town", parts: [[/20\s*(?:-|–|to)\s*25|twenty minutes|\b20\s*min/i]], links: ["/accommodations", "/faq"] },
  U("does the villa have a gym"),
  U("who's rooming with who at the villa"),
  { question: "how do i book a massage", parts: [[/host/i]], links: ["/faq", tripDay(1)] },
  { question: "hammam price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  U("can i get a massage at the desert camp tomorrow"),
  // ---- Part 3: tonight and tomorrow again, the days behind us, the site's pages ----
  { question: "is tonight our last night at the villa?", parts: [[/camp/i]], links: ["/accommodations", tripDay(5)] },
  { question: "who booked the majorelle tickets this morning", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what pass do we drive over tomorrow", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "where do we have lunch tomorrow", parts: [[/a[iï]t.?ben.?haddou|river/i]], links: [tripDay(5)] },
  { question: "do i need motion sickness pills for tmrw", parts: [[/tichka|winding/i]], links: [tripDay(5), "/faq"] },
  { question: "what's the plan for wednesday", parts: [[/zagora|desert camp|camel/i]], links: [tripDay(5)] },
  { question: "whats day 5 called", parts: [[/sahara desert adventure/i]], links: [tripDay(5)] },
  { question: "what's today's theme on the site", parts: [[/gardens?\s*(?:&|and)\s*souks?/i]], links: [tripDay(4)] },
  { question: "where was majorelle again, what area", parts: [[/rue yves saint laurent|gueliz/i]], links: [tripDay(4), "/map"] },
  { question: "is there a drink somewhere before dinner tonight", parts: [[/rooftop|aperiti/i]], links: [tripDay(4), "/dinners"] },
  U("whats dar yacout's phone number, running late"),
  U("how much are cocktails at dar yacout"),
  U("do we each get our own camel tomorrow"),
  U("can i shower at the desert camp tomorrow"),
  { question: "what time did the bar crawl start on bday night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  U("what were the names of the bars on the bar crawl"),
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what day of the week was the birthday dinner", parts: [[/sunday|\b23(?:rd)?\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "the 22nd, what did we do that day", parts: [[/villa royale|hammam/i]], links: [tripDay(1)] },
  { question: "welcome dinner deposit how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "how much was the welcome dinner", parts: [[/40\s*(?:-|–|to)\s*\$?60/]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "how long were we up in the balloon", parts: [[/\b(?:an|1|one)[-\s]*hour/i]], links: [tripDay(3)] },
  { question: "agafay day cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what time was the balloon pickup yesterday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[/\b(?:40|forty)[-\s]*min/i]], links: [tripDay(3), "/map"] },
  { question: "whats the riad we stayed at the first night", parts: [[/l-?\s?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "first night riad price", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  {
    question: "airport transfer how much and cash or card",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  { question: "how many ppl in the squad", parts: [[num(22)]], links: ["/"] },
  { question: "whats the name of this trip lol", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who said morocco is 'the most lovely spot in the whole world'", parts: [[/churchill/i]], links: ["/"] },
  {
    question: "who are the 3 quotes on the homepage from",
    parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]],
    links: ["/"],
  },
  { question: "what does the highlight card on the home page say", parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "what colour is shopping on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many categories in the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "rupa where do i find u on the page", parts: [[/bottom.?right/i]] },
  U("rupa how old are you"),
  U("whats the host's venmo so i can pay them back"),
  U("can my cousin join us in fes for the last few days"),
  { question: "what are we celebrating exactly", parts: [[/birthday/i, num(30)]] },
  { question: "how many days is the trip total", parts: [[num(10)]], links: ["/"] },
  {
    question: "how far ahead were we supposed to tell the host about allergies",
    parts: [[/\b(?:two|2)\s*weeks\b/i]],
    links: ["/dinners"],
  },
  U("is the pool at the villa heated"),
  // ---- Part 4: the next few days, tonight, the map, money, the gallery and music ----
  { question: "will it be cold at the camp tmrw night", parts: [[/freez|cold/i]], links: ["/faq", tripDay(5)] },
  { question: "what r we doing at 4:30 tmrw", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "wat time is dinner at the camp tmrw", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "what time do we check in at the fes riad thursday night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how do our bags get to the riad in fes", parts: [[/porter|handcart/i]], links: [tripDay(6)] },
  { question: "who has the train tickets for thursday", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what cities does the fes train go thru", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "right now what should i be doing lol", parts: [[/dar yacout|palace dinner/i]], links: [tripDay(4), "/dinners"] },
  { question: "im late for dinner, which part of town is it in", parts: [[/medina/i]], links: [tripDay(4), "/dinners"] },
  { question: "whats on the menu tonight", parts: [[/pastilla|tagine|couscous/i]], links: ["/dinners"] },
  U("what time will dinner finish tonight"),
  U("roughly how much is dar yacout per person"),
  U("whats the name of the photographer from this morning"),
  {
    question: "how much is breakfast at the villa and when do i sign up",
    parts: [[usd(10)], [/(?:night|evening) before/i]],
    links: [tripDay(2), "/faq", "/budget"],
  },
  { question: "did last night's rooftop have a view of anything", parts: [[/koutoubia|atlas/i]], links: [tripDay(3), "/dinners"] },
  { question: "name of the big square with the storytellers?", parts: [[/jemaa el.?fna/i]], links: ["/map"] },
  { question: "rooftop lunch spot over the spice square?", parts: [[/nomad/i]], links: ["/map"] },
  { question: "where can i see what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "al fassia what should i order", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  U("whats the best nightclub in marrakech"),
  U("how much is a sim card at the airport"),
  { question: "what time zone r we in", parts: [[/utc\s*\+\s*1|gmt\s*\+\s*1/i]], links: ["/faq"] },
  { question: "what's the weather usually like", parts: [[/15\s*(?:°\s*C?\s*)?(?:-|–|to)\s*25/i]], links: ["/", "/faq"] },
  { question: "can we drink alcohol here", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[/100\s*(?:-|–|to)\s*\$?500/]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "ballpark how much is this whole trip per person", parts: [[/\b440\b/, /\b943\b/]], links: ["/budget"] },
  { question: "which languages do ppl speak here", parts: [[/darija|arabic/i]], links: ["/faq"] },
  { question: "how do i delete a video i uploaded by mistake", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]] },
  { question: "the music won't start on my phone", parts: [[/tap|click|touch|interact/i]] },
  { question: "i have a nut allergy who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  U("how much does a djellaba cost in the souk"),
  U("does the fes riad have a pool"),
  U("can i bring my drone to the desert tomorrow"),
  U("what time does the sun set in zagora tomorrow"),
  U("whats the name of the guide who took us round the souks today"),
  U("is uber a thing in marrakech"),
  { question: "when did the countdown on the homepage run out", parts: [[num(21), clock(11, 0)]], links: ["/"] },
  { question: "where does the train to casablanca get in", parts: [[/casa.?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "in 2 days where are we headed", parts: [[/\bfes\b/i]], links: [tripDay(6)] },
  { question: "yesterday what time did we get back to the villa", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "this morning's garden, whose studio was it", parts: [[/jacques majorelle/i]], links: [tripDay(4)] },
  U("what's the baggage allowance on the train to fes"),
];
