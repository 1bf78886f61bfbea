// HUNDRED-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 14:30 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * It is day 8 of the trip (days are numbered 0 to 9): Saturday, November 29, "Chefchaouen Day Trip".
 * - This morning: at 07:30 the squad left the riad in Fes for the drive into the Rif mountains, about four hours
 *   north through olive groves and green hills, with a coffee stop on the way.
 * - Now: the Blue Medina of Chefchaouen (from 12:00): Plaza Uta el-Hammam, the red-walled kasbah on the main square,
 *   and lunch on goat cheese and tagine, the local speciality. Dress code: modest, shoulders and knees covered.
 * - This afternoon: at 15:00 Ras El Maa, the mountain spring, then the walk up to the Spanish Mosque for the view
 *   over the whole blue town.
 * - Tonight: at 17:00 the return to Fes, for a last evening together at the riad; guests flying out early can head
 *   straight for their transfers. Some guests begin departing today (the day's note), and the Fes itinerary is
 *   still a work in progress (days 7, 8 and 9 carry that note).
 * - The night is spent at our riad in Fes el-Bali (its three nights are Nov 27-29, $90 per person in total).
 * - Yesterday (day 7, Friday, November 28, "Explore Fes"): 09:30 guided walk through Fes el-Bali from Bab Bou Jeloud
 *   (the Blue Gate) along Talaa Kebira past Al Quaraouiyine (founded in 859); 11:30 Bou Inania Madrasa; 14:00 Chouara
 *   tannery; 19:30 riad dinner of pastilla and tagines in the courtyard.
 * - Tomorrow (day 9, Sunday, November 30, "Casablanca & Departure"): 07:00 train from Fès station to Casa-Voyageurs
 *   (about four hours); 12:30 farewell lunch at Rick's Café (smart casual); 15:00 Hassan II Mosque tour (about $13,
 *   shoulders, arms and knees covered, a scarf and socks); 18:00 departure from Mohammed V International Airport
 *   (CMN), about 45 minutes from the city.
 */
export const HUNDRED_FIFTH_TEST_CLOCK = new Date("2025-11-29T13:30:00Z");

const NUMBER_WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "eleven",
  12: "twelve",
  13: "thirteen",
  15: "fifteen",
  18: "eighteen",
  20: "twenty",
  22: "twenty[- ]?two",
  30: "thirty",
  40: "forty",
  45: "forty[- ]?five",
  50: "fifty",
  60: "sixty",
  90: "ninety",
};

const digitsOf = (n: number) => String(n).replace(".", "\\.");
const NOT_LONGER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsOf(n)}${NOT_LONGER}`;
  const word = NUMBER_WORDS[n];
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
}

/** A dollar amount: "$18", "US$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = digitsOf(n);
  return new RegExp(
    `\\$\\s?${d}(?:\\.00)?${NOT_LONGER}|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b|\\bUSD\\s?${d}${NOT_LONGER}`,
    "i",
  );
}

/** A range such as "10-15%", "$100-120" or "1,000 to 2,000 MAD"; a and b are digit patterns. */
function between(a: number | string, b: number | string): RegExp {
  return new RegExp(
    `(?<![\\d.,])\\$?${a}\\s?(?:%|MAD|dh|dirhams?)?\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?${b}${NOT_LONGER}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8 pm", "8pm", "8 p.m."; never the other half of the day. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const own = h < 12 ? "a" : "p";
  const other = h < 12 ? "p" : "a";
  const notOther = `(?!\\s?${other}\\.?m(?![a-z]))`;
  const alts = [`0?${h}[:.h]${mm}${notOther}`];
  if (h12 !== h) alts.push(`${h12}[:.]${mm}${notOther}`);
  alts.push(`${h12}${m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`}\\s?${own}\\.?m(?![a-z])`);
  return new RegExp(`(?<![\\d:.])(?:${alts.join("|")})(?!\\d)`, "i");
}

/** The page of one trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const FES = /\bf[eè][sz]\b/i;
const CHEFCHAOUEN = /chefchaouen|chaouen/i;

export const hundredFifthTestQuestions: TestQuestion[] = [
  // Today, day 8 (Saturday, Nov 29): Chefchaouen.
  { question: "wat r we doing today?", parts: [[CHEFCHAOUEN]], links: [tripDay(8)] },
  { question: "what day of the trip is it today lol i've totally lost track", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "whats the date today and what day of the week is it", parts: [[num(29)], [/saturday/i]], links: [tripDay(8)] },
  {
    question: "ok its like 2:30 whats next on the plan",
    parts: [[/ras el[- ]?ma+|spanish mosque/i, clock(15, 0)]],
    links: [tripDay(8)],
  },
  { question: "when r we heading back to fes", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where are we sleeping tonight", parts: [[/riad/i, FES]], links: [tripDay(8), "/accommodations"] },
  U("whats the actual name of our riad in fes? need it for the taxi"),
  U("whats for dinner tonight"),
  U("how much does the chefchaouen day trip cost us"),
  { question: "what time did we leave fes this morning?? felt like 5am", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was that drive up here", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(8)] },
  { question: "whats the local thing to eat for lunch here", parts: [[/goat(?:'s|s)? cheese/i]], links: [tripDay(8)] },
  { question: "whats the main square called, the one w the red kasbah", parts: [[/uta el[- ]?hammam/i]], links: [tripDay(8)] },
  { question: "which mountains are we in rn", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "where do we get the best view of the whole blue town", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  {
    question: "can i wear shorts walking around the blue medina today",
    parts: [[/shoulders/i, /knees/i]],
    links: [tripDay(8), "/faq"],
  },
  U("why is chefchaouen painted blue anyway??"),
  U("what time is sunset today"),
  U("is there an atm in chefchaouen? im out of cash"),
  {
    question: "if im flying out today instead of tmrw where do i leave from",
    parts: [[FES]],
    links: ["/faq", tripDay(8)],
  },
  { question: "what do they call this town, like its nickname", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "what's the plan tmrw", parts: [[/casablanca|\bcasa\b/i]], links: [tripDay(9)] },
  { question: "what time is the train tomorrow morning", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train to casa tmrw", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(9), "/faq"] },
  U("how much is the train ticket to casablanca"),
  { question: "what station do we get off at in casablanca", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  {
    question: "where r we having lunch tmrw and what time",
    parts: [[/rick['’]?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  { question: "dress code for ricks cafe?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq"] },
  { question: "what time's the mosque tour tmrw", parts: [[clock(15, 0)]], links: [tripDay(9)] },
  { question: "what should i wear to the mosque tomorrow", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "what time do we leave for the airport on sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/\bCMN\b|mohammed v/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from the city in casa", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  U("what time is breakfast at the riad tomorrow before the train"),
  U("can we leave our suitcases somewhere in casablanca during the mosque tour?"),
  {
    question: "what did we do yesterday",
    parts: [[/tanner|bou[- ]?inania|f[eè]s el[- ]?bali|explore f[eè]s/i]],
    links: [tripDay(7)],
  },
  { question: "what was that stinky leather place yesterday called", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "the gorgeous tiled school yesterday, whats it called", parts: [[/bou[- ]?inania/i]], links: [tripDay(7)] },
  { question: "how old is that university we walked past yesterday", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what gate did we go in thru yesterday", parts: [[/bou[- ]?jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "who is rupa", parts: [[/goat/i]] },
  {
    question: "so whose bday is this whole trip for and how old",
    parts: [[/host/i], [num(30)]],
    links: ["/"],
  },
  U("whats the host's name again? i only know her from the group chat"),
  U("wifi password at the fes riad?"),
  // The trip, Rupa, the site, the music and the gallery.
  { question: "when does the trip start and end again", parts: [[num(21)], [num(30)]], links: ["/"] },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called? want to make a shirt", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whats the subtitle on the website", parts: [[/a marrakech adventure/i]], links: ["/"] },
  { question: "hey rupa where do i find u on the page if i close this", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn off the music its too loud at the table", parts: [[/bottom[- ]left/i]] },
  {
    question: "which pages play the same song as the dinners page",
    parts: [[/accommodations/i, /transportation/i]],
  },
  { question: "does the music keep playing when im on the photo gallery", parts: [[/paus|stop|no music|silen|doesn'?t play/i]] },
  U("whats the name of the song on the home page? its so good"),
  U("who made the background music"),
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos in the gallery?", parts: [[num(50), /MB|mega/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i save a video someone else posted to my phone", parts: [[/download/i]], links: ["/gallery"] },
  U("how many photos are in the gallery so far"),
  { question: "is there a slideshow thing we can put on the tv at the riad tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "transportation page just says coming soon?? whats up with that", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  U("when are the photographer's pics from the shoot going to be shared"),
  U("whats the photographer's name, want to tag them"),
  U("who built this website"),
  U("how old is rupa"),
  U("what's rupa's favourite snack"),
  { question: "whats the highlight of the trip according to the site", parts: [[/\bTBD\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  // Dinners.
  {
    question: "what were the 4 big dinners",
    parts: [[/foundouk/i], [/comptoir darna/i], [/nobu/i], [/dar yacout/i]],
    links: ["/dinners"],
  },
  {
    question: "where was the bday dinner & how much was it pp",
    parts: [[/comptoir darna/i], [between(100, 120)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "dress code for the birthday dinner was what", parts: [[/gold/i, /cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what day of the week was the birthday dinner", parts: [[/sunday/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time was the golden bday dinner on the 23rd", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "what time was the welcome dinner on the 21st and where", parts: [[clock(20, 0)], [/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how did we pay for the palace dinner, was it out of the group pot?", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "when was i meant to tell the host about my nut allergy", parts: [[num(2), /weeks?/i]], links: ["/dinners"] },
  U("did comptoir darna have a vegan menu"),
  U("how much did the palace dinner at dar yacout end up costing per person"),
  // Earlier days.
  { question: "what did we do on the 27th", parts: [[/train|journey to f[eè]s/i]], links: [tripDay(6)] },
  { question: "what time did the train to fes leave on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how much was the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time did we get to the fes riad thursday night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what was on tuesday", parts: [[/majorelle|photo/i]], links: [tripDay(4)] },
  {
    question: "how much were jardin majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4)],
  },
  {
    question: "the balloon ride how much was it & what time was pickup",
    parts: [[usd(117)], [clock(5, 30)]],
    links: [tripDay(3)],
  },
  { question: "how much was the hammam n massage", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  {
    question: "which movies was ait benhaddou in",
    parts: [[/gladiator/i, /game of thrones/i]],
    links: [tripDay(5)],
  },
  { question: "how high up was the tichka pass", parts: [[/2,?200/]], links: [tripDay(5)] },
  {
    question: "how much was the desert camp and what did that cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  // Money.
  { question: "how many dirhams to a dollar", parts: [[num(10), /MAD|dirhams?|dh\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl tip at restaurants here", parts: [[between(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[between("1,?000", "2,?000")]], links: ["/budget", "/faq"] },
  {
    question: "whats the tourist tax per night",
    parts: [[/28\s?(?:MAD|dirhams?|dh)|\$\s?2\.75|2\.75\s?(?:dollars|usd)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "when bargaining what % of the asking price do i start at", parts: [[between(40, 50)]], links: ["/budget", "/faq", "/"] },
  { question: "how much do cards usually charge in foreign fees", parts: [[between(1, 3)]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[between(100, 500)]], links: ["/budget", "/faq", "/"] },
  { question: "roughly how much is this whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "how much are just the fixed costs pp", parts: [[num(440), num(480)]], links: ["/budget"] },
  { question: "is the airport transfer per person?", parts: [[usd(45), /\bcar\b/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "can i pay by card in the souks", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  { question: "which credit cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  U("whats the best sim card company here and how much is data"),
  U("how much is a petit taxi from casa voyageurs to ricks tmrw"),
  U("does ricks cafe have vegetarian stuff"),
  U("how much is lunch at rick's"),
  // Practical.
  {
    question: "which plug adapter do i need",
    parts: [[/\bC\s?(?:\/|and|&|or|,)\s?(?:type\s)?E\b/i]],
    links: ["/faq", "/"],
  },
  { question: "what voltage are the sockets", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "do canadians need a visa for morocco", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport have to be valid for", parts: [[num(6), /months?/i]], links: ["/faq"] },
  { question: "what time zone are we in", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol even allowed in morocco", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "is it ok to take pics of ppl in the medina", parts: [[/\bask/i]], links: ["/faq"] },
  { question: "what temps should i expect during the day", parts: [[between(15, 25)]], links: ["/faq", "/"] },
  { question: "is it gonna rain here today", parts: [[/shower|rarely/i]], links: ["/faq"] },
  U("whats the exact forecast for casablanca tomorrow"),
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  // Stays.
  { question: "how many suites did the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at villa royale", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  {
    question: "how far was the villa from downtown",
    parts: [[/(?<!\d)20\s?(?:-|–|to)\s?25(?!\d)|\b20[- ]?min|twenty/i]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how much was breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  {
    question: "villa contribution is how much and do i have to pay it",
    parts: [[usd(50)], [/optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  { question: "what dates were we at the villa", parts: [[num(22), num(26)]], links: ["/accommodations", "/budget"] },
  { question: "what nights are we at the fes riad", parts: [[num(27), num(29)]], links: ["/accommodations", "/budget"] },
  { question: "how big was the villa estate", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  U("does the fes riad have a pool"),
  U("can we get a late checkout at the fes riad tmrw"),
  U("is there a pharmacy near our riad in fes"),
  // The map.
  { question: "what do the red pins on the map mean", parts: [[/must[- ]?see/i]], links: ["/map"] },
  { question: "and the purple ones?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "how many categories r on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "any romantic spot recs in marrakech", parts: [[/mamounia|anima|menara|nobu/i]], links: ["/map"] },
  { question: "where can i do a cooking class in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  {
    question: "where's a fixed price place so i know what souvenirs should cost",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  { question: "what neighbourhood is al fassia in", parts: [[/gu[eé]liz/i]], links: ["/map"] },
  // More earlier days.
  { question: "what did we do on day 1", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "what time could we check in at villa royale", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  {
    question: "bar crawl guide price & what time did it kick off",
    parts: [[usd(10)], [clock(22, 30)]],
    links: [tripDay(2)],
  },
  { question: "where did the walking tour go on the 23rd", parts: [[/bahia|ben youssef|jardin secret/i]], links: [tripDay(2)] },
  { question: "what time was the group photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what day was the photographer coming", parts: [[/tuesday|\b25(?:th)?\b|day\s?4/i]], links: ["/", tripDay(4)] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3)] },
  { question: "what did we actually do in agafay", parts: [[/quad/i]], links: [tripDay(3)] },
  { question: "what time did the camel ride start in zagora", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what time did we have to be up for sunrise at the camp", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  {
    question: "what was the first night's riad called and how much was it",
    parts: [[/l[- ]?authentic/i], [usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  { question: "which airport did we land at on day 0", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the souk guide", parts: [[usd(5)]], links: [tripDay(4)] },
  // The trip and the site.
  { question: "whats the date of the last day and what weekday", parts: [[num(30)], [/sunday/i]], links: [tripDay(9)] },
  { question: "how many days is the trip in total", parts: [[num(10)]], links: ["/"] },
  { question: "where all are we going on this trip", parts: [[/marrakech/i, FES]], links: ["/"] },
  { question: "where on the site do i find how much stuff costs", parts: [[/budget/i]], links: ["/budget"] },
  { question: "which page has the hotel info", parts: [[/accommodations/i]], links: ["/accommodations"] },
  { question: "can i add tomorrow to my calendar from the site", parts: [[/calendar/i]] },
  { question: "how do i upload my pics from my phone", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "i tried uploading a 70mb video and it failed, why", parts: [[num(50)]], links: ["/gallery"] },
  { question: "can i upload like 15 pics at once", parts: [[num(10)]], links: ["/gallery"] },
  U("whats the insta hashtag for the trip"),
  U("is there a whatsapp group for the squad"),
  U("whats the host's phone number"),
  // Right now, tonight and tomorrow.
  U("whos paying for dinner tonight"),
  U("how many ppl are leaving today"),
  U("who's driving us back to fes tonight"),
  U("is the host coming to the airport with us tomorrow"),
  U("what terminal at CMN do we fly out of tmrw"),
  U("how long does the mosque tour take tomorrow"),
  U("whats our coach and seat number on the train tmrw"),
  { question: "whats at ras el maa, where we're going at 3", parts: [[/spring/i]], links: [tripDay(8)] },
  {
    question: "what did we do in fes on friday",
    parts: [[/tanner|bou[- ]?inania|f[eè]s el[- ]?bali|medina/i]],
    links: [tripDay(7)],
  },
  { question: "what was that dinner at the riad last night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "what time was dinner last night", parts: [[clock(19, 30)]], links: [tripDay(7)] },
  { question: "what time were we at the tannery yesterday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "rick's cafe address for tmrw?", parts: [[/sour jdid/i]], links: [tripDay(9)] },
  { question: "how tall is the minaret at the mosque we're seeing tmrw", parts: [[num(210)]], links: [tripDay(9)] },
  {
    question: "can i change my leftover dirhams back at home after tmrw",
    parts: [[/hard|difficult|not easy|can'?t easily|cannot easily|not easily/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "is the fes plan final or could today's stuff change",
    parts: [[/work in progress|may change|subject to change/i]],
    links: [tripDay(8)],
  },
];
