// EIGHTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 19:00 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * Today is day 3 of the trip (days are numbered 0 to 9): Monday, Nov 24,
 * "Desert Fun" (/day/3).
 * - This morning: the hot air balloon at sunrise over the Agafay desert
 *   (05:30 pickup in the dark, about an hour in the air, a Berber breakfast
 *   in a tent; $117 per person), then from 11:00 the Agafay desert day (quad
 *   bikes, camel rides, lunch under a Berber tent, a desert-camp pool; about
 *   $40 per person).
 * - This afternoon: at 17:00 back to Villa Royale to shake out the sand,
 *   shower and rest before dinner.
 * - Right now (19:00): resting at the villa; dinner is in an hour.
 * - Tonight: 20:00 private rooftop dinner at Nobu (Nobu Hotel Marrakech
 *   rooftop, Hivernage): Japanese-Peruvian, minimum spend $75 per person,
 *   smart casual (no beachwear, sports kit or flip-flops).
 * - The night is spent at Villa Royale.
 * - Yesterday (day 2, Sunday Nov 23, "Discover Marrakech", the birthday day):
 *   breakfast at the villa 08:30, medina walking tour 09:30 (Bahia Palace,
 *   Ben Youssef Madrasa, Le Jardin Secret; $10 plus museum fees), pool time
 *   14:30, Golden Birthday Dinner at Comptoir Darna 19:30 ($100-120 per
 *   person, golden glam), guided bar crawl 22:30 in Gueliz & Hivernage ($10
 *   guide).
 * - Tomorrow (day 4, Tuesday Nov 25, "Gardens & Souks"): group photoshoot
 *   08:30 in the villa gardens (solid jewel tones, white or gold), Jardin
 *   Majorelle & Musée YSL 11:00 (garden $18, museum $15), guided souk
 *   shopping 14:30 ($5 guide), palace dinner at Dar Yacout 20:00 (paid
 *   individually, dressy); another night at the villa.
 * - Day after tomorrow (day 5, Wednesday Nov 26): 07:00 over the High Atlas
 *   to the Zagora desert camp ($95).
 */
export const EIGHTY_SECOND_TEST_CLOCK = new Date("2025-11-24T18:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words, as a pattern source, or null when it has no short word form. */
function numberWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]!} hundred`;
  return null;
}

/** The digits of a number as a pattern source ("9,000" or "9000", "2.75"). */
function digitsOf(n: number): string {
  if (Number.isInteger(n) && n >= 1000) return n.toLocaleString("en-US").replace(/,/g, ",?");
  return String(n).replace(".", "\\.");
}

const NOT_LONGER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
const num = (n: number): RegExp => {
  const words = numberWords(n);
  const tensOnly = n >= 20 && n < 100 && n % 10 === 0;
  const wordAlt = words
    ? `|(?<!ty[- ])\\b${words}\\b${tensOnly ? "(?![- ]?(?:one|two|three|four|five|six|seven|eight|nine)\\b)" : ""}`
    : "";
  return new RegExp(`(?<![\\d.,])${digitsOf(n)}${NOT_LONGER}${wordAlt}`, "i");
};

/** A dollar amount: "$18", "$10-18", "18 dollars", "18 USD", "USD 18". */
const usd = (n: number): RegExp => {
  const d = digitsOf(n);
  return new RegExp(
    `(?:US)?\\$\\s?(?:\\d[\\d,.]*\\s?(?:-|–|to)\\s?\\$?)?${d}${NOT_LONGER}` +
      `|(?<![\\d.,])${d}${NOT_LONGER}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)` +
      `|usd\\s?${d}${NOT_LONGER}`,
    "i",
  );
};

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." */
const clock = (h: number, m = 0): RegExp => {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const twelve = m === 0 ? `${h12}(?:[:.]00)?` : `${h12}[:.]${mm}`;
  return new RegExp(
    `(?<![\\d:.])${h24}[:h.]${mm}(?!\\d)` + `|(?<![\\d:.])${twelve}\\s?${ap}\\.?\\s?m\\b\\.?`,
    "i",
  );
};

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const tonight = [tripDay(3), "/dinners"];
const tomorrowPage = [tripDay(4)];

export const eightySecondTestQuestions: TestQuestion[] = [
  // ---- Right now, today and tonight (day 3, Monday Nov 24, 19:00) ----
  { question: "yo rupa whats the plan tonight", parts: [[/nobu/i]], links: tonight },
  { question: "what time is dinner tonite", parts: [[clock(20)]], links: tonight },
  { question: "where r we eating tonight", parts: [[/nobu/i]], links: tonight },
  { question: "how much is nobu gonna cost me tonight", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "dress code tonight?? can i wear flip flops to nobu", parts: [[/smart[- ]casual/i]], links: tonight },
  { question: "what kinda food is tonights dinner", parts: [[/japanese/i, /peruvian/i]], links: tonight },
  { question: "where is nobu exactly, which neighbourhood", parts: [[/hivernage/i]], links: tonight },
  { question: "is tonight's dinner on a rooftop or inside?", parts: [[/rooftop/i]], links: tonight },
  { question: "what are we supposed to be doing right now", parts: [[/villa/i]], links: [tripDay(3)] },
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: [tripDay(3), "/accommodations"] },
  { question: "how long till dinner", parts: [[clock(20)]], links: tonight },
  { question: "what day of the trip is it today", parts: [[num(3)]], links: [tripDay(3)] },
  { question: "whats todays theme called", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "whats the date today", parts: [[/nov(?:ember)?\.?\s*24|24(?:th)?\s*(?:of\s*)?nov/i]], links: [tripDay(3)] },
  { question: "what did we do this morning again, im so tired lol", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "what time was the balloon pickup this morning", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the balloon ride this morning, need to pay someone back", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we up in the air this morning", parts: [[/\b(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "what was the desert we were in today called", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "how much was the agafay thing this afternoon", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what did we do this afternoon? my memory is gone", parts: [[/quad|camel|agafay/i]], links: [tripDay(3)] },
  { question: "what's the view from the nobu rooftop supposed to be", parts: [[/koutoubia|atlas/i]], links: tonight },
  { question: "what should i order at nobu tonight", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  U("what time is the car picking us up for nobu tonight"),
  U("is there gonna be cake tonight at nobu"),
  U("who won the quad bike race today lol"),
  U("is the villa pool heated? thinking of a night swim"),
  U("what time will we get back from nobu tonight"),
  {
    question: "wait is tonight the birthday dinner?",
    parts: [[/nobu/i, /comptoir darna|yesterday|last night|day 2|sunday|nov(?:ember)?\.?\s*23/i]],
    links: [tripDay(3), tripDay(2), "/dinners"],
  },
  { question: "what did we do yesterday", parts: [[/birthday/i]], links: [tripDay(2)] },
  { question: "what was the name of the place we had the birthday dinner last night", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner yesterday", parts: [[usd(100), usd(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time did the bar crawl start last night", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "which areas did the bar crawl go through last night", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "yesterday mornings tour, which palace was that", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "how much do i owe for yesterdays walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "what day number was yesterday", parts: [[num(2)]], links: [tripDay(2)] },
  { question: "whats tomorrow looking like", parts: [[/majorelle/i]], links: tomorrowPage },
  { question: "what time's the photoshoot tmrw", parts: [[clock(8, 30)]], links: tomorrowPage },
  { question: "what do i wear for the photographer tomorrow", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "where's the photoshoot tomorrow", parts: [[/villa/i]], links: tomorrowPage },
  { question: "how much are majorelle and the ysl museum tmrw", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what time do we go to majorelle tomorrow", parts: [[clock(11)]], links: tomorrowPage },
  { question: "dinner tomorrow night where", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "dress code for tmrw's dinner?", parts: [[/dressy|best evening outfit|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the palace dinner tomorrow", parts: [[/individual|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is dinner tomorrow", parts: [[clock(20)]], links: [tripDay(4), "/dinners"] },
  { question: "tmrw afternoon what are we doing", parts: [[/souk/i]], links: tomorrowPage },
  { question: "what time is souk shopping tomorrow and how much is the guide", parts: [[clock(14, 30)], [usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "how much cash should i bring for shopping tmrw, like what do ppl usually spend", parts: [[usd(100), usd(500)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to book majorelle tickets myself for tomorrow?", parts: [[/host/i]], links: tomorrowPage },
  { question: "what should i wear in the souks tomorrow", parts: [[/shoulders|knees/i]], links: [tripDay(4), "/faq"] },
  { question: "is breakfast at the villa tomorrow free? when do i sign up", parts: [[usd(10)], [/night before|evening before|tonight/i]], links: [tripDay(2), "/faq"] },
  { question: "are we still at the villa tomorrow night?", parts: [[/villa/i]], links: ["/accommodations"] },
  { question: "is tomorrow tuesday?? and what day number is it, ive lost track", parts: [[/tuesday/i], [num(4)]], links: tomorrowPage },
  { question: "which day is the photographer coming", parts: [[/tomorrow|tuesday|day 4|nov(?:ember)?\.?\s*25|25(?:th)?/i]], links: [tripDay(4), "/"] },
  { question: "whats the first thing tomorrow morning", parts: [[/photo/i]], links: tomorrowPage },
  { question: "what kind of food at dar yacout tmrw", parts: [[/moroccan/i]], links: [tripDay(4), "/dinners"] },
  { question: "do we get drinks on the roof before the palace dinner tmrw?", parts: [[/aperitif|rooftop/i]], links: [tripDay(4), "/dinners"] },
  U("who's the photographer tomorrow? do they have an insta"),
  U("how much is the photographer costing us each"),
  U("what time is sunrise tomorrow, want golden hour pics"),
  U("how long do we get inside majorelle tomorrow before we have to leave"),
  { question: "when do we leave for the desert, wednesday?", parts: [[clock(7)]], links: [tripDay(5)] },
  { question: "day after tomorrow whats the plan", parts: [[/zagora|sahara|camel|desert camp/i]], links: [tripDay(5)] },
  { question: "what's the name of the mountain pass on wednesday", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "which old village do we stop at on the way to the desert", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "what time is the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what do i pack for the desert camp?", parts: [[/fleece|layers/i]], links: [tripDay(5), "/faq"] },
  { question: "is the camel ride extra or included in the camp", parts: [[usd(95)]], links: [tripDay(5), "/budget"] },
  U("how many km is it from marrakech to zagora"),
  U("are there proper showers at the desert camp"),
  U("can we charge our phones at the camp"),
  U("who am i sharing a tent with in the desert"),
  { question: "how high up is the pass we cross on wednesday", parts: [[/2,?200/]], links: [tripDay(5)] },
  { question: "the 27th what are we doing", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes on thursday", parts: [[clock(15)]], links: [tripDay(6)] },
  { question: "how long is the train to fes and how much", parts: [[num(6), /hour/i], [usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time do we get to the fes riad thursday night", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "who has the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  U("which platform does the fes train leave from"),
  U("is there a luggage limit on the train"),
  { question: "whats on the 28th", parts: [[/fes/i]], links: [tripDay(7)] },
  { question: "friday in fes what time do we start", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "the tannery is what day", parts: [[/friday|day 7|nov(?:ember)?\.?\s*28|28(?:th)?/i]], links: [tripDay(7)] },
  { question: "whats the plan saturday", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour/i]], links: [tripDay(8)] },
  { question: "why is chefchaouen famous, whats the deal", parts: [[/blue/i]], links: [tripDay(8)] },
  { question: "is the fes part of the itinerary final yet?", parts: [[/work in progress|may change|still chang/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "when do ppl start leaving", parts: [[/day 8|saturday|nov(?:ember)?\.?\s*29|29(?:th)?/i]], links: [tripDay(8), "/faq"] },
  { question: "last day, what time's the train to casablanca", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch on sunday and what time", parts: [[/rick/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  // ---- Stays, money and practicalities ----
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "whats the first riad called again", parts: [[/l[- ]?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "do i actually have to pay for the villa", parts: [[usd(50)]], links: ["/budget", "/faq", "/accommodations"] },
  { question: "how many suites and pools does the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25/]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "how much is the desert camp and what does it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "fes riad price?", parts: [[usd(90)]], links: [tripDay(6), "/budget", "/accommodations"] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "which part of fes is the riad in", parts: [[/fes el[- ]bali|medina/i]], links: ["/accommodations", tripDay(6)] },
  U("whats the name of the riad in fes"),
  U("what's the wifi password at the villa"),
  U("what's the villa's address, need it for a delivery"),
  U("is there a gym at the villa"),
  U("which suite am i in"),
  U("what time is check out at the fes riad"),
  { question: "how much is a hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how do i book a massage", parts: [[/host/i]], links: ["/faq", tripDay(1)] },
  { question: "whats the exchange rate dirham to dollar", parts: [[num(10), /mad|dirham/i]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax, how much", parts: [[/28|2\.75/]], links: ["/budget", "/faq"] },
  { question: "how much do ppl tip at restaurants here", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/]], links: ["/budget", "/faq"] },
  { question: "how low should i start when haggling", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "how much should i take out at an atm at once", parts: [[/1,?000\s*(?:mad\s*)?(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "will my card charge foreign fees", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  { question: "when the atm asks dollars or dirhams which do i pick", parts: [[/dirham|mad/i]], links: ["/budget"] },
  { question: "visa cards or mastercard, which works", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "rough total cost per person for the whole trip?", parts: [[usd(440), usd(943)]], links: ["/budget"] },
  { question: "how much is the airport transfer", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "welcome dinner deposit how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  U("how much is a petit taxi from the villa to gueliz"),
  U("how much does a sim card cost at the airport"),
  U("how do i pay the host back, venmo or revolut?"),
  U("how much is a camel ride in the palmeraie"),
  { question: "what plug adapter do i need", parts: [[/\bc\b\s*(?:\/|and|or|&|,)\s*(?:type\s*)?e\b/i]], links: ["/faq", "/"] },
  { question: "whats the voltage, will my hair straightener fry", parts: [[/220/]], links: ["/faq"] },
  { question: "do americans need a visa and how long does the passport need to be valid", parts: [[num(90)], [num(6), /month/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s*(?:°\s*c?)?\s*(?:-|–|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "what time zone r we in", parts: [[/(?:utc|gmt)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak, does english work", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we visit mosques", parts: [[/hassan (?:ii|2)/i]], links: ["/faq", tripDay(9)] },
  { question: "what should i wear inside the mosque in casablanca", parts: [[/scarf|socks|shoulders/i]], links: [tripDay(9), "/faq"] },
  U("what's the emergency number in morocco"),
  U("where's the nearest pharmacy to the villa"),
  { question: "when do i tell someone im vegetarian and who", parts: [[/host/i], [num(2), /week/i]], links: ["/dinners"] },
  // ---- Rupa, the host, the occasion, the site, the gallery and music ----
  { question: "who r u", parts: [[/rupa/i]] },
  U("rupa how old are you"),
  { question: "whats the occasion for this trip again", parts: [[/\b30(?:th)?\b|thirt(?:y|ieth)/i, /birthday/i]], links: ["/"] },
  { question: "whose birthday is it", parts: [[/host/i]] },
  U("what's the host's full name"),
  U("whats the host's phone number or whatsapp"),
  { question: "how old is the host turning", parts: [[/\b30(?:th)?\b|thirt(?:y|ieth)/i]] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  { question: "when does the trip start and end", parts: [[/\b21(?:st)?\b/], [/\b30(?:th)?\b/]], links: ["/"] },
  { question: "how many days is the trip", parts: [[num(10)]], links: ["/"] },
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a size limit on videos", parts: [[/50\s*mb|50\s*megabytes/i]], links: ["/gallery"] },
  { question: "i uploaded the wrong vid, how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i save the photos other ppl posted to my phone", parts: [[/download/i]], links: ["/gallery"] },
  U("how do i get the pro photos from tomorrow's shoot"),
  { question: "how do i turn off the music", parts: [[/bottom[- ]left/i]] },
  U("what's the song on the home page called"),
  U("can i add my own song to the playlist on the site"),
  { question: "where's the map of all the places", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "which colour is shopping on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "any good lunch spot recs in the souks from the map", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where's a good place for a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "what's on the transportation page", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  U("when will the transportation page actually be ready"),
  { question: "which dinners are marked special", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "whats the highlight of the trip on the home page lol", parts: [[/tbd/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "when was the university in fes founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  { question: "how many lanes does the fes medina have", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "what did we do on the 22nd", parts: [[/villa/i]], links: [tripDay(1)] },
  U("how many people signed up for the balloon"),
  U("what's the balloon company called, want to leave a review"),
  U("is uber a thing in marrakech"),
  U("what's the cancellation policy if i skip the desert trip"),
  U("how much is lunch at rick's cafe"),
  { question: "what was the souk called from the first afternoon", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
];
