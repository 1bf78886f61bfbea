// HUNDRED-FORTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-fortieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:00 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * That is Day 8 of the trip (days run 0 to 9), Saturday, November 29, 2025:
 * "Chefchaouen Day Trip". The Fes itinerary is still a work in progress, and
 * some guests begin departing today (goodbyes were said at breakfast).
 *
 * - This morning: 07:30 drive from Fes into the Rif mountains (about four hours,
 *   coffee stop); 12:00 the Blue Medina of Chefchaouen (Plaza Uta el-Hammam, the
 *   red-walled kasbah, lunch of goat cheese and tagine).
 * - Right now (since 15:00): Ras El Maa spring and the walk up to the Spanish Mosque.
 * - Later this afternoon: 17:00 return to Fes; guests flying out early head
 *   straight for their transfers.
 * - Tonight: a last evening together at the riad in Fes el-Bali (no dinner or
 *   dress code is listed). The night is spent at "Our Riad in Fes", the third of
 *   its three nights (Nov 27-29).
 * - Yesterday: Day 7, Friday, November 28, "Explore Fes": 09:30 guided walk in
 *   through Bab Bou Jeloud (the Blue Gate) along Talaa Kebira past Al Quaraouiyine
 *   (founded 859); 11:30 Bou Inania Madrasa; 14:00 Chouara Tannery (mint for the
 *   smell); 19:30 riad dinner of pastilla and tagines.
 * - Tomorrow: Day 9, Sunday, November 30, "Casablanca & Departure": 07:00 train
 *   from Fès station to Casa-Voyageurs (about four hours); 12:30 farewell lunch at
 *   Rick's Café (Boulevard Sour Jdid, smart casual); 15:00 Hassan II Mosque tour
 *   (about $13, shoulders, arms and knees covered, scarf and socks); 18:00 transfers
 *   to Mohammed V International Airport (CMN), about 45 minutes away.
 */
export const HUNDRED_FORTIETH_TEST_CLOCK = new Date("2025-11-29T15:00:00Z");

const SMALL_NUMBERS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return SMALL_NUMBERS[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    return n % 10 === 0 ? tens : `${tens}[- ]?${SMALL_NUMBERS[n % 10]}`;
  }
  return undefined;
}

/** The digits of n as a pattern source, allowing a thousands separator ("9,000", "9 000"). */
function digitsOf(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "[,\\s]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`];
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "US$18", "USD 18", "18 USD", "18 dollars". */
function usd(n: number): RegExp {
  const d = digitsOf(n);
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${d}(?!\\d|[.,]\\d)|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:USD|US dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "20h", "8 pm", "8:00 p.m.", "8pm". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [`(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)`];
  if (m === 0) {
    alternatives.push(`(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`);
    alternatives.push(`(?<![\\d:.])${h24}h(?![a-z\\d])`);
  } else {
    alternatives.push(`(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`);
  }
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A duration in hours: "4 hours", "four-hour", "4hrs". */
function hours(n: number): RegExp {
  return new RegExp(`(?:${num(n).source})\\s*(?:-\\s*)?h(?:ou)?rs?\\b`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const hundredFortiethTestQuestions: TestQuestion[] = [
  // ---- Right now, today and tonight (Day 8, Saturday Nov 29) ----
  { question: "what r we doing today??", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "wait what day of the trip is it, i've totally lost track", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "wheres the group supposed to be right now", parts: [[/ras el[- ]?maa|spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time did we leave fes this morning, it felt like 5am", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive fes to chefchaouen", parts: [[hours(4)]], links: [tripDay(8)] },
  { question: "what time do we head back to fes this evening", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where we sleeping tonite", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(8), "/accommodations"] },
  { question: "whats the plan for tonight?", parts: [[/f[eè]s/i]], links: [tripDay(8)] },
  U("what's for dinner tonight?"),
  { question: "what was the big square in chefchaouen called again, we were there at lunch today", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "whats the red walled building on the main square here", parts: [[/kasbah/i]], links: [tripDay(8)] },
  { question: "whats the local speciality we're supposed to eat in chefchaouen today", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "name of the spring where the water comes down into town? we're meant to be there this afternoon", parts: [[/ras el[- ]?maa/i]], links: [tripDay(8)] },
  { question: "which mosque are we walking up to this afternoon", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what mountains r we in today", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "what time did the blue medina part start today", parts: [[clock(12, 0)]], links: [tripDay(8)] },
  U("why is everything in chefchaouen painted blue??"),
  U("how much does today's chefchaouen day trip cost per person?"),
  U("what time is sunset today"),
  { question: "ppl are leaving today?? when were we supposed to say goodbye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  { question: "im flying out early tonight, do i have to go back to the riad with everyone first?", parts: [[/transfer/i]], links: [tripDay(8)] },
  { question: "is the fes itinerary final or could stuff still change", parts: [[/work in progress|may change|subject to change|could change|might change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what should i wear walking around the blue medina today", parts: [[/knees/i]], links: [tripDay(8), "/faq"] },
  { question: "what do they call chefchaouen, the blue something of morocco?", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "is the chefchaouen trip today or tomorrow", parts: [[/today/i]], links: [tripDay(8)] },
  U("how many people are flying home today?"),
  U("what time will we actually get back to the riad in fes tonight"),
  U("is there a dress code for tonight"),
  // ---- Tomorrow (Day 9, Sunday Nov 30) ----
  { question: "what time's the train tomorrow", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which station does the train tmrw get into", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "how long is the train ride to casa tmrw", parts: [[hours(4)]], links: [tripDay(9), "/faq"] },
  { question: "whats the plan tomorrow", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "lunch tmrw, where and what time?", parts: [[/rick[’']?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the mosque tour tomorrow", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what time is the hassan 2 mosque visit tmrw", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque tmrw", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "do we have to take our shoes off in the mosque tomorrow", parts: [[/socks/i]], links: [tripDay(9), "/faq"] },
  { question: "what time r we leaving for the airport tomorrow", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly out of on sunday", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca? wanna know for tmrw", parts: [[/(?:45|forty[- ]five)\s*min/i]], links: [tripDay(9)] },
  U("what time is checkout at the fes riad tomorrow"),
  U("is there breakfast at the riad before the 7am train tomorrow"),
  U("how much is the train ticket to casablanca tomorrow"),
  { question: "dress code for rick's cafe tmrw?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "can non muslims actually go inside the hassan ii mosque tomorrow", parts: [[/guided tour/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret we're seeing tomorrow", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what's the dress code for the train day tmrw", parts: [[/warm layer|comfortable/i]], links: [tripDay(9)] },
  // ---- Yesterday (Day 7, Friday Nov 28) and the days before ----
  { question: "what was the gate we went in through yesterday", parts: [[/bou[- ]?jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what was that gorgeous old school we saw friday morning", parts: [[/bou[- ]?inania/i]], links: [tripDay(7)] },
  { question: "the university we peeked into yesterday, how old is it", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what was the tannery called yesterday", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "why'd they hand us mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have?? felt like a million", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "whats the main street thru the fes medina called", parts: [[/tala?a kebira/i]], links: [tripDay(7)] },
  { question: "what time was the tannery visit yesterday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "what time did we get to the fes riad on thursday night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how long was the train from marrakech to fes", parts: [[hours(6)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much was the fes train", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "how much is the fes riad we're in pp", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights are we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "what date is our last day", parts: [[num(30)]], links: [tripDay(9)] },
  { question: "should i spend all my dirhams before i fly tmrw?", parts: [[/abroad|outside (?:of )?morocco/i]], links: [tripDay(9)] },
  { question: "rick's cafe tomorrow, what's it a tribute to?", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "whats the address of ricks for tmrw", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "what do we get to see on the hassan ii tour tomorrow", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  { question: "is the mosque tour today or tmrw", parts: [[/tomorrow/i]], links: [tripDay(9)] },
  { question: "where did we sleep on wednesday night", parts: [[/zagora|desert camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time was the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what was that movie set village on the drive to the desert", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the mountain pass on the way to zagora", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "whats the name of that mountain pass", parts: [[/tichka/i]], links: [tripDay(5), "/faq"] },
  { question: "what did the desert camp price include", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "camp was how much again", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what time was sunrise on the dunes", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what did we do on the 25th", parts: [[/majorelle|photo/i]], links: [tripDay(4)] },
  { question: "what time was the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "palace dinner, what was the place called and did the group pay or did we pay ourselves?", parts: [[/dar yacout/i], [/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "souk guide on tuesday cost?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what did we do monday", parts: [[/balloon|agafay/i]], links: [tripDay(3)] },
  { question: "what time was the balloon pickup, it was brutal", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what was the birthday dinner restaurant", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what day was the bday dinner", parts: [[/\b23|sunday|day (?:2|two)\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "bday dinner $$", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the bday dress code", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "bar crawl time?", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "where did the bar crawl go", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  U("what's the name of the riad we're staying at in fes"),
  U("how long is the walk up to the spanish mosque from ras el maa"),
  { question: "todays the 29th right? what day of the week is it", parts: [[/saturday/i]], links: [tripDay(8)] },
  U("how much did lunch in chefchaouen cost today"),
  U("what's the fes riad's address, i need it for my taxi tonight"),
  // ---- The first days, the stays and the money ----
  { question: "what was the first riad called", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the first night at the riad", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "what time did the trip officially start on the 21st", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq", "/"] },
  { question: "airport transfer, how much and cash or card?", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "welcome dinner - what restaurant and how much was the deposit", parts: [[/foundouk/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner per person", parts: [[usd(40), num(60)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what time was the welcome dinner on friday", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "what date did we move to the villa", parts: [[num(22)]], links: [tripDay(1), "/accommodations"] },
  { question: "villa royale: how many suites, how many pools", parts: [[num(13)], [/(?:2|two) pools/i]], links: ["/accommodations", "/faq"] },
  { question: "villa check in & check out times?", parts: [[clock(15, 0)], [clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/budget", "/faq", tripDay(1)] },
  { question: "hammam and massage price?", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "what do they actually do to u in the hammam", parts: [[/kessa|scrub/i]], links: [tripDay(1)] },
  { question: "how big is the villa property", parts: [[/1\.4\s*(?:-\s*)?hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "how many places do we stay at on this trip", parts: [[num(4)]], links: ["/accommodations"] },
  { question: "list all the stays pls", parts: [[/l[- ]?authentic/i, /villa royale/i, /desert camp|zagora/i, /f[eè]s/i]], links: ["/accommodations"] },
  { question: "how much will the whole trip cost me roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "what are the fixed costs per person", parts: [[num(440), num(480)]], links: ["/budget"] },
  { question: "exchange rate?", parts: [[/10\s*(?:MAD|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/28\s*(?:MAD|dirhams?|dh)\b|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do we tip at restaurants", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm each time", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "where do i start haggling", parts: [[num(40), /50\s?%/]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "foreign card fees how much usually", parts: [[/1\s*%?\s*(?:-|–|to)\s*3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl budget for shopping", parts: [[usd(100), usd(500)]], links: ["/budget", tripDay(4)] },
  { question: "which credit cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "where can i find an atm", parts: [[/gueliz|medina gates?|airport|hivernage/i]], links: ["/budget"] },
  { question: "card machine asks if i want dollars or dirhams, which do i pick", parts: [[/dirhams?/i]], links: ["/budget"] },
  { question: "what plug adapter do i need", parts: [[/C\s*(?:\/|and|or|&)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[/220\s?v/i]], links: ["/faq", "/"] },
  { question: "do us citizens need a visa, how long can we stay", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/(?:6|six) months/i]], links: ["/faq"] },
  { question: "weather in november?", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "what time zone is morocco", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  U("what time do the bars close in fes"),
  { question: "how do u say thank you here", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "is it gonna rain in the rif today, do i need a jacket", parts: [[/shower|rain jacket/i]], links: ["/faq"] },
  U("is there a hammam at our riad in fes"),
  { question: "can i take pics of the performers in the big square", parts: [[/dirhams?/i]], links: ["/faq"] },
  { question: "any safety tips", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "how far ahead should i have told the host about my allergies", parts: [[/(?:two|2) weeks/i]], links: ["/dinners"] },
  U("what's the wifi password at the riad"),
  U("whats the host's name"),
  // ---- The map, the site, the gallery, the music, Rupa and the host ----
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and the purple ones?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "how many categories are on the map color guide", parts: [[num(7)]], links: ["/map"] },
  { question: "good spot for mint tea looking over the spice square?", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "al fassia, whats the tip for ordering there", parts: [[/lamb/i]], links: ["/map"] },
  { question: "any cooking class recs in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i see fixed prices for crafts so i know what stuff should cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "who said the 'most lovely spot in the whole world' quote", parts: [[/churchill/i]], links: ["/"] },
  { question: "quotes on the home page, who're they from", parts: [[/churchill/i, /saint[- ]laurent|\bYSL\b/i, /wharton/i]], links: ["/"] },
  { question: "whats this site even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "the transport page is empty?? whats up with that", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  { question: "what happens if i go to day 12 on the site", parts: [[/not found/i]] },
  U("can i get my villa contribution refunded if i left early"),
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many files can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i save other ppl's pics from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow thing for the big screen tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]?left|lower[- ]?left/i]] },
  { question: "what kind of music plays on the home page", parts: [[/\boud/i]] },
  U("what's the name of the song on the itinerary pages"),
  { question: "who is rupa", parts: [[/goat/i]] },
  U("rupa how old are u"),
  { question: "whose birthday is this whole trip for, and which one", parts: [[/host/i, num(30)]], links: ["/"] },
  U("what's the host's actual birthday date"),
  U("what should i get the host as a gift"),
  U("how do i reach the host, whats their number"),
  U("whats the emergency number in morocco"),
  U("can i use uber in fes tonight"),
  U("which sim card company has the best signal"),
  U("whats our fes guide's name"),
  U("what time does the spanish mosque close today"),
  U("where can we leave our bags in casablanca tmrw during the mosque tour"),
  U("does ricks have vegan food"),
  U("whats the weather in casa tomorrow"),
  U("where are the photographer's pics from tuesday"),
  U("will the gallery stay up after the trip"),
  U("is there a pharmacy near the fes riad"),
  U("what flight is the host on"),
  { question: "what was the 27th", parts: [[/train|journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "day 5 theme?", parts: [[/sahara/i]], links: [tripDay(5)] },
];
