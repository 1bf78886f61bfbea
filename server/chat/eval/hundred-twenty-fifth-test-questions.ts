// HUNDRED-TWENTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 07:00 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * It is day 6 of the trip, "Journey to Fes" (Thursday, November 27), the big travel day.
 * - This morning: at 06:30 the squad climbed a dune at the desert camp near Zagora for the
 *   sunrise, then camp breakfast (bread, eggs, mint tea; included in the $95 desert camp price).
 *   Right now (07:00) we are finishing breakfast at the desert camp, Zagora.
 * - Next, at 08:00: the drive back to Marrakech through the Draa Valley and over the
 *   Tizi n'Tichka pass, with a lunch stop on the way, straight to the railway station.
 * - This afternoon, at 15:00: the train from Marrakech railway station to Fès station,
 *   about 6 hours by way of Casablanca, Rabat and Meknes, $45 per person; first-class
 *   carriages have reserved seats and the host shares the tickets.
 * - Tonight, at 21:00: check in at our riad in Fes el-Bali; porters with handcarts meet us at the
 *   medina gate, and a late supper is waiting.
 * - The night is spent at the riad in Fes (first of 3 nights, Nov 27-29, $90 per person in total).
 * - Yesterday (day 5, Wednesday, November 26, "Sahara Desert Adventure"): 07:00 over the High
 *   Atlas by the Tizi n'Tichka pass (more than 2,200 metres), 11:30 Aït Benhaddou, 16:30 sunset
 *   camel ride in the dunes near Zagora, 19:30 dinner and a night at the desert camp ($95).
 * - Tomorrow (day 7, Friday, November 28, "Explore Fes", itinerary still a work in progress):
 *   09:30 guided walk through Fes el-Bali from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania
 *   Madrasa, 14:00 Chouara Tannery, 19:30 riad dinner in Fes.
 */
export const HUNDRED_TWENTY_FIFTH_TEST_CLOCK = new Date("2025-11-27T06:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
}

/** The digits of n as a pattern, allowing thousands separators ("2,200"). */
function digitsOf(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?") : String(n).replace(".", "\\.");
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digits}|\\b${words}\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "USD 18". */
function usd(n: number): RegExp {
  const d = digitsOf(n);
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US)?\\$\\s?${d}(?:\\.00)?${end}|(?<![\\d.,$])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD)\\b|\\bUSD\\s?${d}${end}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const notAmPm = h <= 12 ? "(?!\\s?[ap]\\.?m\\b)" : "";
  const twelve = m === 0 ? `${h12}(?:[:.]00)?\\s?${ampm}\\.?m\\b` : `${h12}[:.]${mm}\\s?${ampm}\\.?m\\b`;
  return new RegExp(`(?<![\\d:])(?:${h24}[:h.]${mm}(?!\\d)${notAmPm}|${twelve})`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const AIT_BENHADDOU = /a[iï]t[- ]?ben[- ]?haddou/i;

export const hundredTwentyFifthTestQuestions: TestQuestion[] = [
  // ---- Right now, today (day 6, Thu Nov 27) ----
  { question: "what day of the trip is it today?", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats todays theme", parts: [[/journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "good morning rupa!! what r we doing today", parts: [[/train/i, /f[eè]s/i]], links: [tripDay(6)] },
  { question: "did i miss breakfast?? what time was it at the camp this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats for breakfast at camp rn", parts: [[/eggs|bread|mint tea/i]], links: [tripDay(6)] },
  { question: "do we pay extra for breakfast this morning or is it in the camp price", parts: [[/includ|covered|part of/i]], links: [tripDay(6), "/budget"] },
  { question: "what time do the cars leave the camp today", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "where are we right now acc to the plan lol", parts: [[/zagora|desert camp|dunes/i]], links: [tripDay(6)] },
  U("how many hours is the drive back to marrakech today"),
  { question: "which way do we drive back today, same mountain road?", parts: [[/tichka|draa/i]], links: [tripDay(6)] },
  U("where exactly is the lunch stop on the drive today"),
  { question: "what time is the train to fes today", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride this afternoon", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much is the train ticket again", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "which station does the train leave from this afternoon", parts: [[/marrakech/i]], links: [tripDay(6)] },
  { question: "does the train stop anywhere on the way to fes", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "do we have assigned seats on the train today or is it a free for all", parts: [[/first[- ]class/i]], links: [tripDay(6)] },
  { question: "whos got the train tickets??", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  U("whats our train number and coach number today"),
  U("is there a food car on the train this afternoon"),
  { question: "what time do we get to the fes riad tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "where r we sleeping tonight", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  U("whats the name of the riad in fes we're checking into tonight"),
  { question: "how do we get our bags to the riad tonight, can the taxi drive in?", parts: [[/porters?/i]], links: [tripDay(6)] },
  { question: "is there food when we arrive tonight or should i grab something on the train", parts: [[/supper|late (?:dinner|meal)/i]], links: [tripDay(6)] },
  U("whats on the menu for the late supper tonight"),
  { question: "what should i wear today", parts: [[/layer/i]], links: [tripDay(6)] },
  { question: "wait is today the day we go to fes or is that tmrw", parts: [[/\btoday\b|27(?:th)?/i]], links: [tripDay(6)] },
  // ---- Yesterday (day 5, Wed Nov 26) ----
  { question: "what did we do yesterday again lol", parts: [[/camel/i, AIT_BENHADDOU]], links: [tripDay(5)] },
  { question: "whats the name of that mud brick village we stopped at yesterday", parts: [[AIT_BENHADDOU]], links: [tripDay(5)] },
  { question: "which movies were filmed at that kasbah place", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high was the mountain pass we drove over yesterday", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much did the desert camp cost per person", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  U("who were the drummers at the campfire last night"),
  // ---- Tomorrow (day 7, Fri Nov 28) ----
  { question: "whats the plan tomorrow", parts: [[/tanner/i]], links: [tripDay(7)] },
  { question: "what time do we meet tmrw morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where does the walking tour start tomorrow", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  U("whats the name of our guide in fes tomorrow"),
  U("how much is the guided walk tmrw in fes"),
  { question: "what time is the tannery tomorrow", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "i heard the tannery stinks, any tips for tmrw", parts: [[/mint/i]], links: [tripDay(7)] },
  U("how much does it cost to get into the tannery tomorrow"),
  { question: "dinner tomorrow night, where and what time?", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "is tomorrows fes plan final or still changing", parts: [[/work in progress|(?:may|might|could) change/i]], links: [tripDay(7)] },
  { question: "what should i wear in the medina tomorrow", parts: [[/shoulders|knees/i]], links: [tripDay(7), "/faq"] },
  U("whats the temperature in zagora right now"),
  // ---- Fes and the rest of the trip ----
  { question: "whats on for friday", parts: [[/explore f[eè]s|f[eè]s el[- ]bali|medina/i]], links: [tripDay(7)] },
  { question: "tmrw what time is the madrasa", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "when was the quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the medina we're exploring tomorrow have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "can cars get into the medina where we're staying tonight", parts: [[/car[- ]free/i]], links: [tripDay(7), "/accommodations"] },
  { question: "whats for dinner friday night at the riad", parts: [[/pastilla|tagines?/i]], links: [tripDay(7)] },
  { question: "and the day after tomorrow?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen on saturday", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how far is chefchaouen from fes", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "whats the local specialty to eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the viewpoint on the hill in chefchaouen called", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "whats the spring place in chefchaouen", parts: [[/ras el[- ]?maa?/i]], links: [tripDay(8)] },
  { question: "what time do we head back from chefchaouen on the 29th", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "when do ppl start leaving", parts: [[/\b(?:day (?:8|eight)|29(?:th)?|saturday)\b/i]], links: [tripDay(8), "/faq"] },
  U("who's leaving early on saturday"),
  { question: "where do we sleep on the 29th", parts: [[/f[eè]s/i]], links: [tripDay(8), "/accommodations"] },
  { question: "what are the dates for the fes riad", parts: [[num(27), num(29)]], links: ["/accommodations", "/budget"] },
  { question: "how many nights r we in fes starting tonight", parts: [[num(3)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how much is the riad we're checking into tonight", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  U("does the fes riad have a pool"),
  U("whats the wifi password at the riad tonight"),
  { question: "last day plan?", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is fes to casablanca on the train", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "which station do we arrive at in casablanca", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  U("how much is lunch at ricks cafe"),
  { question: "dress code for ricks cafe?", parts: [[/smart[- ]casual/i]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq"] },
  { question: "what time's the mosque tour on sunday and what do i wear", parts: [[clock(15, 0)], [/scarf|knees|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how long from casablanca to the airport", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "what time do the airport transfers go on sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "should i change my leftover dirhams back at home", parts: [[/hard to change|spend/i]], links: [tripDay(9)] },
  { question: "what time should i book my flight home for", parts: [[/evening/i]], links: ["/faq"] },
  U("what airline are most ppl flying home on"),
  { question: "whats the weather like in fes this time of year", parts: [[/15\s?°?C?\s?(?:-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "will it rain in fes this week?", parts: [[/shower|rain jacket|rarely/i]], links: ["/faq"] },
  { question: "how cold does the desert get at night", parts: [[/freez/i]], links: ["/faq"] },
  { question: "what time zone is morocco in, my phone is confused", parts: [[/(?:UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "what day of the week is it today", parts: [[/thursday/i]], links: [tripDay(6)] },
  { question: "is it day 6 or 7 today", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "what was dinner at camp yesterday", parts: [[/tagines?/i]], links: [tripDay(5)] },
  // ---- Earlier days, dinners and stays ----
  { question: "where was the welcome dinner on the 21st", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "welcome dinner price pp?", parts: [[/40\s?(?:-|–|to)\s?\$?60/i]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what day was the birthday dinner", parts: [[/\b(?:23(?:rd)?|sunday|day (?:2|two))\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner per person", parts: [[/100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "whats the birthday dinner dress code", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  U("what was the name of the last bar on the bar crawl"),
  { question: "whats the palace dinner place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual|yourself|your own|own bill/i]], links: [tripDay(4), "/dinners"] },
  { question: "what was the nobu minimum spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what time was the balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we up in the balloon", parts: [[/\b(?:an|one|1) hour\b/i]], links: [tripDay(3)] },
  { question: "agafay day cost?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what day was the photoshoot", parts: [[/\b(?:tuesday|25(?:th)?|day (?:4|four))\b/i]], links: [tripDay(4), "/"] },
  U("when will the photographer send us the photos"),
  { question: "what time was the photoshoot at the villa", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "majorelle and the ysl museum, how much each?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "how much was the souk guide", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "how much is a hammam n massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what time was the hammam on saturday", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "whats the name of the first riad we stayed at", parts: [[/l-?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "villa breakfast price?", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "do i have to pay the villa contribution", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "how many suites and pools does the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "what was villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4[- ]?(?:hectares?|ha)\b/i]], links: ["/accommodations", "/faq"] },
  U("whats the name of the villa manager"),
  { question: "where did we sleep on the 26th", parts: [[/zagora|desert camp/i]], links: ["/accommodations", tripDay(5)] },
  // ---- Money ----
  { question: "whats the exchange rate", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  U("whats the euro to dirham rate"),
  { question: "how much is the tourist tax", parts: [[/28\s?(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  U("wheres the closest atm to the fes riad"),
  { question: "what % should i start bargaining at", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/i]], links: ["/budget", "/faq", "/"] },
  { question: "how much do ppl usually spend shopping", parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/i]], links: ["/budget", "/faq", "/"] },
  { question: "foreign card fees?", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "roughly how much is this whole trip gonna cost me", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "can i pay by card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "how much was the airport taxi", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  // ---- Rupa, the host, the occasion, the site ----
  { question: "rupa what even are u", parts: [[/goat/i]] },
  U("how old are you rupa"),
  { question: "whats this trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what are we celebrating again", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose bday is it", parts: [[/host/i]], links: ["/"] },
  U("whats the host's name"),
  U("whats the host's phone number in case i get lost in the medina tonight"),
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/TBD|to be (?:decided|determined|announced)/i]], links: ["/"] },
  U("who built this website"),
  { question: "how do i turn the music off", parts: [[/bottom[- ]left/i]] },
  U("whats the song playing on the itinerary page called"),
  // ---- Gallery ----
  { question: "how do i upload my pics from yesterday's camel ride", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video wont upload, is there a size limit", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("how many photos are in the gallery right now"),
  U("who uploaded the sunrise video this morning"),
  { question: "is there a page with the transport details for today", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  // ---- Map, FAQ, practical ----
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple pins on the map?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "any good lunch spot on the map near the spice square", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i see what stuff should cost before i haggle", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "is the tap water ok to drink at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  U("does our fes riad serve alcohol tonight"),
  { question: "is alcohol a thing in morocco", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do i say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/\bC\b[^.]{0,12}\bE\b/i]], links: ["/faq", "/"] },
  { question: "who do i tell about my nut allergy", parts: [[/host/i]], links: ["/dinners"] },
  U("is the riad dinner tomorrow vegetarian friendly"),
  U("what time is sunset tonight in fes"),
  U("is there phone signal on the train today"),
  U("can i charge my phone on the train this afternoon"),
  U("how much is a petit taxi from fes station to the medina tonight"),
  U("whats the address of the fes riad, my mom wants it for tonight"),
  U("is there a hammam at the fes riad"),
  // ---- More about right now ----
  { question: "whats happening this afternoon", parts: [[/train/i, clock(15, 0)]], links: [tripDay(6)] },
  { question: "and tonight?", parts: [[/f[eè]s/i, /riad|check[- ]?in/i]], links: [tripDay(6)] },
  { question: "what are we doing this morning after breakfast", parts: [[/marrakech/i]], links: [tripDay(6)] },
  { question: "2 q's: whats tomorrow's theme and what day number is it", parts: [[/explore f[eè]s/i], [num(7)]], links: [tripDay(7)] },
  { question: "which page has all the restaurant stuff", parts: [[/dinners/i]], links: ["/dinners"] },
  { question: "whats the date today", parts: [[num(27)]], links: [tripDay(6)] },
  { question: "how many dinners are on the dinners page", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners are the special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
];
