// EIGHTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eightieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 15:30 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * Today is day 6 of the trip, Thursday, November 27: "Journey to Fes", the big travel day.
 * - This morning: 06:30 sunrise over the dunes and camp breakfast (bread, eggs, mint tea) at the
 *   desert camp near Zagora, included in the $95 camp price; 08:00 the drive back to Marrakech
 *   through the Draa Valley and over the Tizi n'Tichka pass, with a lunch stop, straight to the station.
 * - Right now (and all this afternoon into the evening): on the 15:00 train from Marrakech to Fès,
 *   about 6 hours by way of Casablanca, Rabat and Meknes, $45 per person, first-class reserved seats,
 *   tickets shared by the host.
 * - Tonight: 21:00 check-in at our riad in Fes el-Bali; porters with handcarts meet us at the medina
 *   gate, and a late supper is waiting.
 * - The night is spent at Our Riad in Fes (Fes el-Bali), the first of three nights (Nov 27-29),
 *   $90 per person in total.
 * - Yesterday, day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00 over the High Atlas
 *   (Tizi n'Tichka, more than 2,200 m), 11:30 Aït Benhaddou, 16:30 sunset camel ride in the dunes
 *   near Zagora, 19:30 dinner and a night at the desert camp ($95 per person: activities, dinner, breakfast).
 * - Tomorrow, day 7, Friday, November 28, "Explore Fes" (the Fes itinerary is still a work in progress):
 *   09:30 guided walk through Fes el-Bali from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania Madrasa,
 *   14:00 Chouara Tannery, 19:30 riad dinner in Fes.
 */
export const EIGHTIETH_TEST_CLOCK = new Date("2025-11-27T14:30:00Z");

const SMALL = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" ");
const TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n < 20) return SMALL.at(n);
  const tens = TENS.at(Math.floor(n / 10)) ?? "";
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${SMALL.at(unit) ?? ""}`;
}

/** A number in digits or words, not part of a longer number: num(6) matches "6" or "six"; num(9000) matches "9,000". */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[,. ]?");
  const alternatives: string[] = [];
  alternatives.push(`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`);
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = String(n).replace(".", "\\.");
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US)?\\$\\s?${amount}${end}|\\bUSD\\s?${amount}${end}|(?<![\\d.,])${amount}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD\\b|bucks)`,
    "i",
  );
}

/** A time of day: clock(20, 0) matches "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const minutes = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const alternatives: string[] = [];
  alternatives.push(`(?<![\\d:.])0?${h}[:.h]${mm}(?!\\d)`);
  alternatives.push(`(?<![\\d:.])${h12}${minutes}\\s?${suffix}`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const eightiethTestQuestions: TestQuestion[] = [
  // Today (day 6, Thursday Nov 27), tonight, right now, this morning.
  { question: "yo rupa what day of the trip r we on", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats the plan for today again", parts: [[/train/i, /f[eè]s/i]], links: [tripDay(6)] },
  { question: "where are we sleeping tonite", parts: [[/f[eè]s/i, /riad/i]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we actually get to the riad tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how long is this train ride im already bored", parts: [[num(6), /hour|hrs?\b/i]], links: [tripDay(6), "/faq"] },
  U("is there wifi on this train"),
  { question: "what time did our train leave marrakech today", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how much was todays train ticket", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "which cities is our train going thru today", parts: [[/casablanca/i, /rabat/i, /mekn[eè]s/i]], links: [tripDay(6)] },
  U("is there a food car on the train or should i have bought something at the station"),
  { question: "who has the train tickets??", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "r the seats on the train reserved or is it a free for all", parts: [[/first[- ]class/i]], links: [tripDay(6)] },
  { question: "what should i be wearing today, we're traveling all day right", parts: [[/layer/i]], links: [tripDay(6)] },
  { question: "wait what did we do this morning, its all a blur", parts: [[/sunrise/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing at camp this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "was the camp breakfast this morning extra or was it included", parts: [[/includ/i]], links: [tripDay(6), "/budget"] },
  { question: "what time did we leave the desert camp today", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "do i have to drag my suitcase thru the medina tonight??", parts: [[/porters?/i]], links: [tripDay(6)] },
  { question: "is there food when we arrive tonite or should i eat on the train", parts: [[/supper|late (?:dinner|meal)/i]], links: [tripDay(6)] },
  U("whats on the menu for the late supper at the riad tonight"),
  U("whats the name of the riad we're staying at tonight? my mom wants to know"),
  U("whats the exact street address of tonights riad"),
  { question: "how many nights r we in fes starting tonight", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is tonights riad", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "which part of fes is tonights riad in", parts: [[/f[eè]s el[- ]bali|medina/i]], links: [tripDay(6), "/accommodations"] },
  U("does the riad tonight have a pool"),
  U("who am i rooming with tonight in fes"),
  { question: "whats happening tmrw", parts: [[/explore f[eè]s|walk|tanner|bou inania|madrasa|medina/i]], links: [tripDay(7)] },
  { question: "what time do we start tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where do we meet for the walk tmrw", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  U("what time is breakfast at the riad tomorrow"),
  { question: "dress code for tomorrow? are shorts ok", parts: [[/knees/i]], links: [tripDay(7)] },
  { question: "tannery tmrw what time", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "i heard the tannery tomorrow stinks lol any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "whats for dinner tomorrow night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  U("how much is the riad dinner tomorrow night"),
  { question: "what time is dinner on friday", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  U("who is our guide in fes tomorrow"),
  U("how much does tomorrows guided walk in fes cost"),
  { question: "is tomorrows fes schedule locked in or might it change", parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final/i]], links: [tripDay(7)] },
  { question: "whats the main street we walk down tmrw called", parts: [[/tala[a']?\s?kebira/i]], links: [tripDay(7)] },
  { question: "how old is that university in fes we're seeing tomorrow", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the medina we're exploring tomorrow have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "can we just uber around the fes medina tomorrow", parts: [[/car[- ]free/i]], links: [tripDay(7), "/accommodations"] },
  { question: "whats the plan this afternoon", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "what time is it in morocco rn, my phone is confused", parts: [[/(?:utc|gmt)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "what did we do yesterday", parts: [[/camel|desert camp|a[iï]t[- ]?ben[- ]?haddou|tichka|atlas/i]], links: [tripDay(5)] },
  { question: "whats todays date lol i lost track", parts: [[/\b27(?:th)?\b/i]], links: [tripDay(6)] },
  // Yesterday (day 5), the days ahead, and the journey.
  { question: "whats that movie set village we stopped at yesterday", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "which films were shot there again", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the mountain pass on wednesday", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "whats the name of the pass we crossed yesterday and again today", parts: [[/ti[cs]hka/i]], links: [tripDay(5), tripDay(6)] },
  { question: "what time was the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much was last nights camp", parts: [[usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what does the desert camp price actually cover", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  U("did anyone hand in a pair of sunglasses at the desert camp"),
  { question: "what did we eat at camp last night, it was so good", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "whats the plan the day after tomorrow", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what day is chefchaouen and what time do we roll out", parts: [[/saturday|day (?:8|eight)|\b29(?:th)?\b/i], [clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour|hrs?\b/i]], links: [tripDay(8)] },
  { question: "when do ppl start heading home", parts: [[/saturday|day (?:8|eight)|\b29(?:th)?\b/i]], links: [tripDay(8), "/faq"] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time do we get back from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("how much is the transport to chefchaouen on saturday"),
  { question: "whats on the 30th", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa on sunday and how long is it", parts: [[clock(7, 0)], [num(4)]], links: [tripDay(9), "/faq"] },
  U("how much is the train from fes to casablanca"),
  { question: "ricks cafe, what time is lunch there", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque in casablanca", parts: [[/scarf|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bcmn\b/i]], links: [tripDay(9), "/faq"] },
  { question: "what time are the airport transfers on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  U("what time is my flight home"),
  U("is there luggage storage at ricks cafe"),
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "whens check in tonight and where exactly is the riad", parts: [[clock(21, 0)], [/f[eè]s el[- ]bali|medina/i]], links: [tripDay(6), "/accommodations"] },
  { question: "fes riad price n how many nights", parts: [[usd(90)], [num(3)]], links: ["/accommodations", "/budget"] },
  { question: "train to fes: cost and how many hours?", parts: [[usd(45)], [num(6)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time is bou inania tomorrow and how old is it", parts: [[clock(11, 30)], [/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what are we doing fri the 28th", parts: [[/explore f[eè]s|f[eè]s el[- ]bali|tanner|bou inania|medina/i]], links: [tripDay(7)] },
  U("can we get a hammam at the fes riad tonight"),
  U("whats the emergency number in morocco"),
  U("is there a pharmacy near the riad tonight, i need ibuprofen"),
  { question: "was todays drive the windy one? should i have taken motion sickness pills", parts: [[/tichka|winding/i]], links: ["/faq", tripDay(5)] },
  { question: "is it gonna rain in fes", parts: [[/jacket|rarely/i]], links: ["/faq"] },
  U("whats the temperature in fes tonight"),
  U("does the fes riad do laundry? everything smells like camel"),
  { question: "whats the 2nd stop tomorrow", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "exchange rate? need to tip the porters tonight", parts: [[num(10), /mad|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[/10\s?%?\s?(?:-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "is there a tourist tax at the riad", parts: [[/(?<![\d.,])28(?!\d|[.,]\d)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull from the atm at once", parts: [[/1[,.]?000\s?(?:mad\s?)?(?:-|–|to)\s?2[,.]?000/i]], links: ["/budget", "/faq"] },
  { question: "ok and tmrw?", parts: [[/explore f[eè]s|walk|tanner|bou inania|madrasa|medina/i]], links: [tripDay(7)] },
  { question: "n after the tannery tmrw?", parts: [[/dinner/i]], links: [tripDay(7)] },
  // Money, practical matters, and the Marrakech days behind us.
  { question: "where do i start when bargaining in the fes souks", parts: [[/40\s?%?\s?(?:-|–|to)\s?50\s?%/i]], links: ["/budget", "/faq"] },
  { question: "card foreign fees?", parts: [[/1\s?%?\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/i]], links: ["/budget"] },
  { question: "roughly what does this whole trip cost per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "what plug adapter do i need and what voltage", parts: [[/type c|c\s?\/\s?e\b/i], [num(220)]], links: ["/faq", "/"] },
  { question: "do americans need a visa for morocco", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "whats the weather like generally", parts: [[/15\s?°?\s?c?\s?(?:-|–|to)\s?25/i]], links: ["/faq", "/"] },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we get a drink drink in morocco lol", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak in fes", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "is it ok to take pics of the tanners and locals", parts: [[/ask/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "how much was the balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[/\$?100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "whats this whole trip for anyway", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose birthday is it", parts: [[/host/i]] },
  U("whats the host's actual name"),
  { question: "name of the welcome dinner place on the 21st", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "where was the palace dinner tuesday", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "did the palace dinner come out of the group pot or did we each pay", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "majorelle and ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "which day was the photoshoot", parts: [[/tuesday|day (?:4|four)|\b25(?:th)?\b/i]], links: [tripDay(4), "/"] },
  { question: "what colours look good in the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  U("when do we get the photographer's pics back"),
  U("whats the photographer's instagram"),
  { question: "villa check out time was what", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "villa: how many suites and how many pools", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "was the villa contribution mandatory", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much were villa breakfasts", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "hammam + massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "bar crawl guide fee?", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "what was the name of the first riad and how much was it", parts: [[/l[- ]?authentic/i], [usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "agafay day cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "souk guide price", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what day was the bar crawl", parts: [[/day (?:2|two)|sunday|\b23(?:rd)?\b/i]], links: [tripDay(2)] },
  { question: "what was mondays theme", parts: [[/desert fun/i]], links: [tripDay(3)] },
  U("whats the host's phone number"),
  U("whats the wifi password at the riad tonight"),
  U("how much is the entry to the bou inania madrasa tomorrow"),
  U("is there an atm near the fes riad, need cash for tomorrow"),
  // Rupa, the site, the gallery, the music, and a last round on today and tomorrow.
  { question: "who even is rupa", parts: [[/goat/i]] },
  { question: "where's the chat thing on the site", parts: [[/bottom[- ]right/i]] },
  U("how old is rupa"),
  U("is rupa a real goat? can i meet her"),
  { question: "how do i upload my pics from the camp", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video from the dunes wont upload, is there a size limit", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i turn the music off, im on the train", parts: [[/bottom[- ]left/i]] },
  U("whats the name of the song on the home page"),
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/tbd|to be (?:decided|determined|confirmed|announced)/i]], links: ["/"] },
  { question: "is there a transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple pins?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "whats the churchill quote on the home page", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "i have a nut allergy, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "any cooking class recs in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i buy crafts at fixed prices", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  U("how long will the gallery stay up after the trip"),
  U("whats the host's venmo for the villa contribution"),
  U("is there a dress code for the riad dinner tomorrow night"),
  U("what are the chouara tannery opening hours"),
  { question: "anything after dinner tmrw night?", parts: [[/roof/i]], links: [tripDay(7)] },
  { question: "what day of the week is it today", parts: [[/thursday/i]], links: [tripDay(6)] },
  { question: "whats tomorrows theme", parts: [[/explore f[eè]s/i]], links: [tripDay(7)] },
  { question: "do the cars drop us at the riad door tonight", parts: [[/gate/i]], links: [tripDay(6)] },
  { question: "what should i have handy on the train today", parts: [[/snack|playlist|charged/i]], links: [tripDay(6)] },
  { question: "first thing on day 9?", parts: [[/train/i]], links: [tripDay(9)] },
  { question: "when does the trip end", parts: [[num(30)]], links: ["/"] },
  U("whats our train number and carriage today"),
  U("what time is sunrise in fes tomorrow"),
  U("is ricks cafe vegan friendly"),
  U("can i bring my own wine to the riad tonight"),
  U("can i fly my drone in chefchaouen"),
  { question: "where on the site are the dinner details", parts: [[/dinners/i]], links: ["/dinners"] },
  { question: "is there a page with packing tips", parts: [[/faq|frequently asked/i]], links: ["/faq"] },
  { question: "whats tonight look like", parts: [[/riad/i]], links: [tripDay(6)] },
];
