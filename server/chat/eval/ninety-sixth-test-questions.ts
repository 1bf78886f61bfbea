// NINETY-SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 13:30 on Sunday, November 23, 2025, Morocco time (UTC+1).
 *
 * That is Day 2 of the trip, "Discover Marrakech": the birthday day (the host's
 * 30th golden birthday).
 * - This morning: breakfast at Villa Royale at 08:30 ($10 per person), then the
 *   medina walking tour from 09:30 with a licensed guide (Bahia Palace, Ben
 *   Youssef Madrasa, Le Jardin Secret; $10 per person plus museum fees).
 * - Now: the walking tour (a morning-and-afternoon activity) is winding down.
 * - This afternoon: 14:30 pool time and getting ready at Villa Royale.
 * - Tonight: 19:30 Golden Birthday Dinner at Comptoir Darna, Hivernage
 *   ($100-120 per person, golden glam: cocktail attire with a touch of gold),
 *   then 22:30 guided bar crawl through Gueliz & Hivernage ($10 per person for
 *   the guide, drinks paid as you go, smart casual).
 * - The night is spent at Villa Royale.
 * - Yesterday, Day 1 (Saturday, November 22, "Rest & Relax"): slow morning at
 *   Riad L-Authentic, check-in at Villa Royale at 15:00, hammam and massage at
 *   16:30 ($60), sunset by the pool at 19:30.
 * - Tomorrow, Day 3 (Monday, November 24, "Desert Fun"): hot air balloon at
 *   05:30 over the Agafay desert ($117), Agafay desert day from 11:00 (about
 *   $40), back to the villa at 17:00, private rooftop dinner at Nobu at 20:00
 *   (minimum spend $75 per person).
 */
export const NINETY_SIXTH_TEST_CLOCK = new Date("2025-11-23T12:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The number in words as a pattern fragment, or null when a reply would not spell it out. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n] ?? null;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10] ?? ""}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100] ?? ""} hundred`;
  if (n < 100000 && n % 1000 === 0) {
    const thousands = inWords(n / 1000);
    return thousands ? `${thousands} thousand` : null;
  }
  return null;
}

/** The digits of n as a pattern fragment: 9000 also as "9,000", 2.75 with an escaped point. */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[, ]?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const words = inWords(n);
  const asDigits = `(?<![\\d.,])${digits(n)}(?![\\d]|[.,]\\d)`;
  return new RegExp(words ? `${asDigits}|\\b(?:${words})\\b` : asDigits, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const d = digits(n);
  const end = "(?:\\.00)?(?![\\d]|[.,]\\d)";
  return new RegExp(
    [
      `(?:US\\s?\\$|\\$|USD\\s?)\\s?${d}${end}`,
      `(?<![\\d.,])${d}${end}\\s?(?:US\\s?dollars?|dollars?|bucks|USD|\\$)`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; for afternoon times with minutes also "7:30". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?(?![a-z])" : "p\\.?\\s?m\\.?(?![a-z])";
  const start = "(?<![\\d:.$])";
  const alts = [
    `${start}0?${h}[:h.]${mm}(?!\\d)`,
    `${start}${h12}(?:[:.]${mm})${m === 0 ? "?" : ""}\\s?${meridiem}`,
  ];
  if (h > 12 && m !== 0) alts.push(`${start}${h12}[:.]${mm}(?!\\d)`);
  if (h === 12 && m === 0) alts.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alts.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const ninetySixthTestQuestions: TestQuestion[] = [
  // Today, this morning, now, tonight, yesterday and tomorrow.
  { question: "rupa what day of the trip r we on today", parts: [[/\bday (?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "whats todays theme?", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "ok what did we actually do this morning, asking for a friend 🙃", parts: [[/walking tour|bahia|ben youssef|jardin secret/i]], links: [tripDay(2)] },
  { question: "which palace was that this morning w the painted ceilings", parts: [[/bahia/i]], links: [tripDay(2)] },
  { question: "what's next after the walking tour today", parts: [[clock(14, 30), /pool|getting ready/i]], links: [tripDay(2)] },
  { question: "what time is the bday dinner tonight", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "where are we eating tonight", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what area of town is tonights restaurant in", parts: [[/hivernage/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is dinner tonight per person", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code tonite??", parts: [[/cocktail|golden glam/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what's the food like at dinner tonight", parts: [[/mediterranean/i]], links: [tripDay(2), "/dinners"] },
  { question: "is there like a show or music at dinner tonight", parts: [[/music|musicians|dancers|dancing/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time does the bar crawl kick off tonight", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the bar crawl tonight and are drinks included?", parts: [[usd(10)], [/as you go|not included|separately|your own|yourself/i]], links: [tripDay(2), "/budget"] },
  { question: "where's the bar crawl tonight, which neighbourhood", parts: [[/gu[eé]liz/i]], links: [tripDay(2)] },
  { question: "can i wear flip flops to the bar crawl tonight lol", parts: [[/smart casual|no flip[- ]?flops/i]], links: [tripDay(2)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations", tripDay(2)] },
  { question: "what time was breakfast this morning and how much was it", parts: [[clock(8, 30)], [usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "whats usually for breakfast at the villa", parts: [[/msemen|amlou|orange juice/i]], links: [tripDay(2)] },
  { question: "do i need to sign up tonight for villa breakfast?", parts: [[/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "whose birthday are we celebrating today again 😅", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the host turning today", parts: [[num(30)]], links: ["/"] },
  U("why is it called a 'golden' birthday tho"),
  U("what time do the cars leave the villa for dinner tonight"),
  U("is someone bringing a cake tonight or do we need to order one"),
  U("are we all chipping in for a gift for the host? how much"),
  U("how much were the museum tickets on this mornings tour exactly"),
  U("what time is sunset today in marrakech"),
  { question: "what did we do yesterday", parts: [[/villa royale|hammam|pool/i]], links: [tripDay(1)] },
  { question: "what time was the hammam yesterday and how much was it", parts: [[clock(16, 30)], [usd(60)]], links: [tripDay(1), "/faq"] },
  U("whats the exact address of the villa, i need it for a taxi"),
  { question: "how far is the villa from downtown", parts: [[num(20)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "whats the plan tomorrow", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "what time is the balloon tmrw 😴", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is tomorrow's hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what do i wear for the balloon in the morning, is it cold up there", parts: [[/layer|freezing/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40)]], links: [tripDay(3), "/map"] },
  { question: "how long are we actually up in the balloon tomorrow", parts: [[/\b(?:an|one|1)\s?hours?\b|\b60\s?min/i]], links: [tripDay(3)] },
  { question: "do we get breakfast after the balloon or should i eat before", parts: [[/berber|tent/i]], links: [tripDay(3)] },
  { question: "what time is nobu tomorrow night", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "is there a minimum spend at nobu tmrw?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kinda food is nobu tomorrow", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "tomorrow = which day number on the itinerary?", parts: [[/\bday (?:3|three)\b/i]], links: [tripDay(3)] },
  { question: "agafay day tmrw how much n what do we do there", parts: [[usd(40)], [/quad|camel/i]], links: [tripDay(3), "/budget"] },
  { question: "when do we get back to the villa tomorrow", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  U("whats the name of the balloon company tomorrow"),
  // The rest of the trip, before and after today.
  { question: "whats the plan the day after tomorrow", parts: [[/majorelle|photoshoot|photographer|palace dinner|dar yacout/i]], links: [tripDay(4)] },
  { question: "is the photographer coming tomorrow? what time", parts: [[/tuesday|\b25(?:th)?\b|day after tomorrow|\bday (?:4|four)\b/i], [clock(8, 30)]], links: [tripDay(4), "/"] },
  { question: "what colours should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "how much are majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "palace dinner: where n what time?", parts: [[/dar yacout/i], [clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the palace dinner", parts: [[/individual|at the restaurant|separately|your own|yourself/i]], links: [tripDay(4), "/dinners", "/budget"] },
  { question: "what do i wear to dar yacout", parts: [[/dressy|best evening|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "souk guide on the 25th, how much?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou?", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "desert camp price and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "is the sunset camel ride extra or included", parts: [[/includ/i]], links: [tripDay(5)] },
  { question: "what should i pack for the desert night", parts: [[/fleece|layers|scarf/i]], links: ["/faq", tripDay(5)] },
  { question: "are we at the villa the night of the 26th?", parts: [[/camp|zagora/i]], links: ["/accommodations", tripDay(5)] },
  { question: "what time do we get up for the sunrise at camp thurs", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "how long is the train to fes", parts: [[/\b(?:6|six)[- ]?(?:hours?|hrs?|h)\b/i]], links: [tripDay(6), "/faq"] },
  { question: "train to fes cost?", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time does the fes train leave", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "what stops does the train to fes go thru", parts: [[/rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  U("which train carriage/seat numbers do we have to fes"),
  { question: "what time do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much is the riad in fes", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  U("whats the name of our riad in fes"),
  U("what's the desert camp in zagora called"),
  { question: "how many lanes does the fes medina have lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what time is the tannery on friday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand out mint at the tannery", parts: [[/smell|stink|odou?r/i]], links: [tripDay(7)] },
  { question: "how old is the bou inania madrasa", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what's dinner on the 28th", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "how long is the drive to chefchaouen", parts: [[/\b(?:4|four)\s?(?:-\s?)?hours?\b/i]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "saturday plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/\bday (?:8|eight)\b|\b29(?:th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "what time is the train to casablanca on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick['’]?s/i]], links: [tripDay(9)] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque in casa", parts: [[/knees|shoulders|scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "mosque tour price?", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "what time should my flight home be on the 30th", parts: [[/\b18[:h.]00\b|\b6(?:[:.]00)?\s?p\.?m|evening/i]], links: [tripDay(9), "/faq"] },
  { question: "where was the welcome dinner the day before yesterday", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what cuisine was le foundouk", parts: [[/french/i]], links: [tripDay(0), "/dinners"] },
  // Money, practicalities, the villa, Rupa, the site, music and the gallery.
  { question: "how much should i budget for the whole trip roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "whats the exchange rate dirham to dollar", parts: [[/\b10\s?(?:MAD|dirhams?|dhs?)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[num(10), num(15)]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax? how much", parts: [[/\b28\s?(?:MAD|dirhams?|dhs?)\b|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "haggling: what % should i start at", parts: [[num(40), num(50)]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "what plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "whats the voltage there", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "do us citizens need a visa for morocco", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/\b(?:six|6)\s?months?\b/i]], links: ["/faq"] },
  { question: "whats the weather like this time of year", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "what time zone is morocco on rn", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get alcohol easily?", parts: [[/licensed|hotels|bars/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "by when do i have to tell the host about my allergies", parts: [[/\b(?:two|2)\s?weeks\b/i]], links: ["/dinners"] },
  { question: "how many suites at the villa", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools does villa royale have", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay anything for the villa", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "how big is the villa estate", parts: [[/1\.4/i]], links: ["/accommodations", "/faq"] },
  { question: "how much was the riad on the first night", parts: [[usd(45)]], links: ["/accommodations", "/budget", tripDay(0)] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how long from the airport to the medina", parts: [[num(20)]], links: ["/faq"] },
  { question: "will it rain in fes, do i need an umbrella", parts: [[/rarely|rain jacket/i]], links: ["/faq"] },
  { question: "what are foreign card fees usually", parts: [[/\b1\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend shopping", parts: [[usd(100), num(500)]], links: ["/budget", tripDay(4)] },
  { question: "how are we getting to fes", parts: [[/train/i]], links: ["/faq", tripDay(6)] },
  { question: "best way to get around marrakech", parts: [[/petit taxi|on foot/i]], links: ["/faq"] },
  { question: "who even is rupa", parts: [[/goat/i]] },
  { question: "where do i find you on the site rupa", parts: [[/bottom[- ]right/i]] },
  { question: "what's this trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "what's the trip highlight on the home page", parts: [[/\bTBD\b|to be (?:determined|decided|announced)/i]], links: ["/"] },
  { question: "who said marrakech is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "who are the 3 quotes on the home page from", parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]], links: ["/"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]left/i]] },
  { question: "why did the music stop when i opened the gallery", parts: [[/no music|no (?:background )?track|doesn'?t have|pause|silent/i]], links: ["/gallery"] },
  { question: "which other page plays the same song as the map", parts: [[/faq/i]] },
  { question: "which pages share the dinners page music", parts: [[/accommodations/i, /transportation/i]] },
  { question: "how do i upload my pics from today's tour", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video wont upload, is there a size limit??", parts: [[/\b50\s?(?:MB|megabytes?)\b/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "can i download other people's photos from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  U("can i pay the welcome dinner deposit on venmo"),
  U("how much is a scrub at hammam de la rose"),
  // The map, more of today and the week, and what the site does not say.
  { question: "can we put the photos up on the tv at the villa", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and pink pins?", parts: [[/romantic/i]], links: ["/map"] },
  { question: "how many categories r on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "good spot for mint tea looking over the spice market?", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where's a nice lunch spot hidden in the souks", parts: [[/le jardin(?! secret)/i]], links: ["/map"] },
  { question: "where can i check what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "is there a cooking class we could do", parts: [[/maison arabe/i]], links: ["/map"] },
  U("how much is the cooking class at la maison arabe"),
  { question: "can we go inside the koutoubia", parts: [[/exterior|outside|non-muslims/i]], links: ["/map", "/faq"] },
  { question: "this afternoon whats the plan", parts: [[/pool|getting ready/i]], links: [tripDay(2)] },
  { question: "after dinner tonight what are we doing", parts: [[/bar crawl/i]], links: [tripDay(2)] },
  U("how late does the bar crawl go tonight"),
  U("which bars are we hitting tonight"),
  { question: "whats today on the itinerary and whats the date tmrw", parts: [[/discover marrakech|\bday (?:2|two)\b/i], [num(24)]], links: [tripDay(2), tripDay(3)] },
  { question: "what day number is thursday", parts: [[/\bday (?:6|six)\b/i]], links: [tripDay(6)] },
  { question: "whats the theme for day 7", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  { question: "is the fes part of the itinerary final?", parts: [[/work in progress|may change|not (?:yet )?final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what's on the 29th and what time do we head back", parts: [[/chefchaouen/i], [clock(17, 0)]], links: [tripDay(8)] },
  { question: "ras el maa what time", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "do we go back to the villa after the desert camp", parts: [[/f[eè]s/i]], links: [tripDay(6)] },
  { question: "can i still book a massage at the villa today? how much", parts: [[/host/i], [usd(60)]], links: ["/faq", tripDay(1)] },
  { question: "when do we leave the villa for good", parts: [[/wednesday|\b26(?:th)?\b|\bday (?:5|five)\b/i]], links: [tripDay(5), "/accommodations"] },
  U("is the pool at the villa heated"),
  U("does the villa have a gym"),
  U("whats the wifi password at the villa"),
  U("who's sharing a suite with who"),
  U("whats the host's number i need to text them"),
  U("what's the host's actual name lol"),
  U("can my bf join us from tuesday, is there room"),
  U("how much is a sim card at the airport"),
  U("what's the emergency number in morocco"),
  U("nearest pharmacy to the villa? need ibuprofen asap"),
  U("how much does the chefchaouen day trip cost"),
  U("how much is the camel ride in the palmeraie"),
  U("what's the song playing on the home page called"),
  U("how many photos are in the gallery right now"),
  U("who made this website"),
  U("rupa whats ur favourite snack"),
  U("can i get a late checkout at the villa on the 26th"),
  U("whats the photographer's instagram"),
  U("which guests are leaving early on the 29th"),
  U("how much is a taxi from rick's cafe to the airport"),
  U("whats the luggage limit on the train"),
  U("if the balloon gets cancelled tomorrow do we get a refund"),
  U("what's the wifi like at the desert camp"),
];
