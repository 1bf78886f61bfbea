// EIGHTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 16:00 on Saturday, November 29, 2025, Morocco time (UTC+1).
 *
 * That is day 8 of the trip (days run 0 to 9), "Chefchaouen Day Trip", page /day/8.
 * - This morning: at 07:30 the squad drove from Fes into the Rif mountains, about four
 *   hours north with a coffee stop. Some guests begin departing today (goodbyes at breakfast;
 *   the FAQ says some leave from Fes on day 8).
 * - Midday: at 12:00 the Blue Medina of Chefchaouen, Plaza Uta el-Hammam and the red-walled
 *   kasbah, with a lunch of goat cheese and tagine.
 * - Right now: the 15:00 stop at the Ras El Maa spring and the walk up to the Spanish Mosque
 *   for the view over the blue town.
 * - Later this afternoon and tonight: at 17:00 the return to Fes, back to the riad for a last
 *   evening together; guests flying out early head straight for their transfers. No dinner
 *   is listed for tonight.
 * - The night: our riad in Fes el-Bali, the last of its three nights (days 6, 7 and 8).
 * - Yesterday (day 7, Friday, November 28, "Explore Fes"): 09:30 guided walk through Fes el-Bali
 *   from Bab Bou Jeloud (the Blue Gate) along Talaa Kebira, 11:30 Bou Inania Madrasa, 14:00
 *   Chouara Tannery, 19:30 riad dinner of pastilla and tagines.
 * - Tomorrow (day 9, Sunday, November 30, "Casablanca & Departure"): 07:00 train from Fes to
 *   Casa-Voyageurs (about four hours), 12:30 farewell lunch at Rick's Café, 15:00 Hassan II
 *   Mosque tour (about $13), 18:00 departure transfers to Mohammed V International Airport
 *   (CMN), about 45 minutes from the city.
 * - Days 7, 8 and 9 carry the note that the Fes itinerary is still a work in progress.
 */
export const EIGHTY_FIRST_TEST_CLOCK = new Date("2025-11-29T15:00:00Z");

const WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words, as a pattern source; null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return WORDS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${WORDS[n % 10]!}`;
}

/** The digits of n as a pattern source, thousands separators optional ("9,000" or "9000"). */
function digits(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** Not the tail or the head of a longer number. */
const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`${NOT_BEFORE}${digits(n)}${NOT_AFTER}`];
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}(?:\\.00)?${NOT_AFTER}`;
  return new RegExp(
    [
      `\\$\\s?${amount}`,
      `${NOT_BEFORE}${amount}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
      `\\bUSD\\s?${amount}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [
    `${h < 10 ? "0?" : ""}${h}[:.h]${mm}(?!\\d)`,
    m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alternatives.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})`, "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const eightyFirstTestQuestions: TestQuestion[] = [
  // ---- right now: today, day 8 (Saturday, November 29) ----
  { question: "wait what day of the trip r we on today", parts: [[/\bday\s*(?:8|eight)\b|\beighth day\b/i]], links: [tripDay(8)] },
  { question: "whats the theme today?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "where are we supposed to be right now", parts: [[/ras el.?maa|spanish mosque/i]], links: [tripDay(8)] },
  { question: "what time do we head back to fes", parts: [[clock(17)]], links: [tripDay(8)] },
  { question: "what time did we leave fes this morning, felt like 5am lol", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive up to chefchaouen anyway", parts: [[num(4), /hours?/i]], links: [tripDay(8)] },
  { question: "whats the local thing to eat for lunch here", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the name of the main square in chaouen", parts: [[/uta el.?hammam/i]], links: [tripDay(8)] },
  { question: "what's the red walled building on the square", parts: [[/kasbah/i]], links: [tripDay(8)] },
  { question: "what's ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "where do we walk up to for the view over the whole blue town", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "what do they call chefchaouen again, the blue something?", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  { question: "what mountains are we in rn", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "what should i be wearing for the medina today", parts: [[/knees/i]], links: [tripDay(8)] },
  { question: "where are we sleeping tonight", parts: [[/fes/i, /riad/i]], links: ["/accommodations", tripDay(8)] },
  { question: "whats the plan tonight after chefchaouen", parts: [[/riad|fes/i]], links: [tripDay(8)] },
  { question: "for the ppl leaving today, which city do they fly out of", parts: [[/fes/i]], links: ["/faq", tripDay(8)] },
  { question: "is the fes plan final or could it still change", parts: [[/work in progress|(?:may|might|could) (?:still )?change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  U("what time is sunset in chefchaouen today"),
  U("whats for dinner tonight? is it at the riad"),
  U("how much did the drive up to chefchaouen cost per person"),
  U("whats the name of the guide in chefchaouen today"),
  U("how much is the goat cheese lunch"),
  U("what's the temperature in chefchaouen right now"),
  U("is there a pharmacy near plaza uta el hammam"),
  U("how many of us are flying out today"),
  U("what time is the transfer for the early flyers today"),
  U("is the spanish mosque free to get into"),
  // ---- tomorrow: day 9 (Sunday, November 30) ----
  { question: "what's tomorrow's plan", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time is the train tmrw", parts: [[clock(7)]], links: [tripDay(9)] },
  { question: "how long is the train to casa tomorrow", parts: [[num(4), /hours?/i]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get off at in casablanca", parts: [[/casa.?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "where's lunch tomorrow and what time", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "dress code at rick's?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "mosque tour tmrw what time + how much", parts: [[clock(15)], [usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i need to wear for the mosque tomorrow", parts: [[/knees/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "what airport do we fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time do the airport transfers leave tomorrow", parts: [[clock(18)]], links: [tripDay(9)] },
  { question: "whats the date tmrw and what day of the week", parts: [[/\b30(?:th)?\b|thirtieth/i], [/sunday/i]], links: [tripDay(9)] },
  U("how much does the taxi from the riad to the train station cost tomorrow"),
  U("how much is the train to casablanca"),
  U("what platform is the casablanca train tomorrow"),
  U("is there wifi on tomorrow's train"),
  U("where can we leave our bags in casablanca during the mosque tour"),
  U("what time does hassan ii mosque close tomorrow"),
  U("what time is breakfast at the riad tomorrow before the train"),
  // ---- yesterday: day 7 (Friday, November 28) ----
  { question: "what did we do yesterday morning again", parts: [[/fes el.?bali|blue gate|bou jeloud|talaa kebira/i]], links: [tripDay(7)] },
  { question: "name of that madrasa yesterday??", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "the stinky leather place yesterday what was it called", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "what time were we at the tannery yesterday", parts: [[clock(14)]], links: [tripDay(7)] },
  { question: "how old is that mosque university thing we walked past yesterday", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol we got so lost", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "whats the main street in the fes medina called", parts: [[/talaa kebira/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "what century is bou inania from", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what gate did we go in thru yesterday", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  U("what was the name of our guide in fes yesterday"),
  U("how much did the tannery leather shop charge for bags"),
  // ---- earlier in the trip, by date, weekday and day number ----
  { question: "what time did we get to the fes riad on the 27th", parts: [[clock(21)]], links: [tripDay(6)] },
  { question: "how long was the train from marrakech to fes", parts: [[num(6), /hours?/i]], links: [tripDay(6), "/faq"] },
  { question: "how much was the fes train ticket", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "which cities does the fes train go through", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "what were we doing on thursday", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "what's on the 26th", parts: [[/zagora|desert camp|sahara/i]], links: [tripDay(5)] },
  { question: "whats the name of the film set kasbah on the desert drive", parts: [[/a[iï]t.?ben.?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what time was the camel ride in zagora", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much was the desert camp and what did it include", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what time was sunrise breakfast at camp", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  U("what was the name of the desert camp in zagora"),
  { question: "when was the birthday dinner", parts: [[/\b23(?:rd)?\b|day\s*2\b|sunday/i]], links: [tripDay(2), "/dinners"] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "whose birthday is this whole thing for and which one", parts: [[/host/i], [num(30)]], links: ["/"] },
  { question: "what was the bday dress code", parts: [[/golden glam|cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time did the bar crawl start on the 23rd", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "where did the bar crawl go", parts: [[/gueliz/i, /hivernage/i]], links: [tripDay(2)] },
  { question: "what time was the balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how long were we actually up in the balloon", parts: [[/\b(?:an|one|1)\s*hour/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[num(40), /min/i]], links: [tripDay(3), "/map"] },
  { question: "what day was the photoshoot", parts: [[/tuesday|day\s*4\b|nov(?:ember)?\.?\s*2[45]|2[45]th/i]], links: [tripDay(4), "/"] },
  U("when are we getting the photoshoot pics back"),
  { question: "where was the palace dinner", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what was the fancy dinner on monday", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what cuisine is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  U("how much did the nobu dinner actually come to per person"),
  { question: "what did we do on the 25th", parts: [[/majorelle|photoshoot|dar yacout|souk/i]], links: [tripDay(4)] },
  { question: "majorelle and ysl tickets how much", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "tomorrow whats the last thing on the schedule", parts: [[/departure|airport/i]], links: [tripDay(9)] },
  // ---- money, practicalities, stays ----
  { question: "how many dirhams is a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at the restaurant tonight", parts: [[/10\s*(?:-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "whats the tourist tax per night", parts: [[/28\s*(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "do cards have foreign fees here", parts: [[/1\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "where do i start haggling", parts: [[/40\s*(?:%\s*)?(?:-|–|to)\s*50\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much do ppl usually spend on shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq"] },
  { question: "whats the whole trip gonna cost me roughly", parts: [[usd(440), num(943)]], links: ["/budget"] },
  U("whats the exchange rate to euros"),
  { question: "what plug do i need", parts: [[/type\s*c/i]], links: ["/", "/faq"] },
  { question: "voltage?", parts: [[num(220)]], links: ["/", "/faq"] },
  { question: "do us citizens need a visa and how long does the passport need to be valid", parts: [[num(90)], [num(6), /month/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i get a drink tonight, is alcohol ok here", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  { question: "weather this time of year?", parts: [[/15\s*(?:°C?\s*)?(?:-|–|to)\s*25/i]], links: ["/", "/faq"] },
  { question: "how many suites + pools at the villa", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "what time was villa check in", parts: [[clock(15)]], links: ["/accommodations", "/faq", tripDay(1)] },
  { question: "villa check out time?", parts: [[clock(11)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25/i]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/i]], links: ["/accommodations", "/faq"] },
  { question: "did we have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much was breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "hammam n massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  U("wifi password at the riad tonight?"),
  U("whats the name of our riad in fes, the one we're staying in"),
  U("what's the address of the fes riad, need it for my taxi tonight"),
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights are we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "first riad we stayed at in marrakech, what was it called", parts: [[/l.?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "how much was the first riad", parts: [[usd(45)]], links: ["/accommodations", "/budget", tripDay(0)] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "which airport did we land at", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  // ---- the trip, the site, Rupa, music and the gallery ----
  { question: "how many ppl are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how long is the whole trip", parts: [[num(10), /days?/i]], links: ["/"] },
  { question: "whats the website called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who r u", parts: [[/rupa/i]] },
  U("is rupa a boy or a girl"),
  { question: "where is the mute button for the music", parts: [[/bottom.?left/i]] },
  U("what's the name of the song on the itinerary pages"),
  { question: "what kind of music is on the home page", parts: [[/oud/i]] },
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "max file size for videos", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i put up by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  U("how many photos are in the gallery so far"),
  { question: "is there a slideshow for the pics", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "green pins?", parts: [[/activities/i]], links: ["/map"] },
  { question: "how many categories on the map", parts: [[num(7)]], links: ["/map"] },
  { question: "good rooftop in marrakech over the spice square?", parts: [[/nomad/i]], links: ["/map"] },
  { question: "where can i do a cooking class in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "who are the quotes on the homepage by", parts: [[/churchill/i, /saint laurent|\bYSL\b/i, /wharton/i]], links: ["/"] },
  { question: "whats the highlight on the home page", parts: [[/\bTBD\b|to be (?:determined|decided)/i]], links: ["/"] },
  { question: "when did the trip officially kick off, date and time", parts: [[/nov(?:ember)?\.?\s*21|\b21(?:st)?\b/i], [clock(11)]], links: ["/", "/faq", tripDay(0)] },
  { question: "how far ahead do i need to tell the host about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "how many featured dinners were there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "welcome dinner place + deposit", parts: [[/foundouk/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "nobu signature dishes?", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "what's tomorrow called on the itinerary", parts: [[/casablanca/i, /departure/i]], links: [tripDay(9)] },
  { question: "the rick's cafe place tomorrow is based on what movie", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what day do we go to casablanca", parts: [[/tomorrow|sunday|nov(?:ember)?\.?\s*30|\b30th\b|day\s*9\b/i]], links: [tripDay(9)] },
  { question: "how tall is the hassan ii minaret we're seeing tmrw", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which parts of the mosque do they show non muslims tomorrow", parts: [[/prayer hall/i]], links: [tripDay(9)] },
  U("how many hours before my flight should i get to CMN tomorrow"),
  { question: "what day did we move to the villa", parts: [[/day\s*1\b|nov(?:ember)?\.?\s*22|\b22nd\b/i]], links: [tripDay(1), "/accommodations"] },
  { question: "whats the weekday today", parts: [[/saturday/i]], links: [tripDay(8)] },
  U("can i extend my stay in fes after the trip, does the riad have rooms"),
  U("what's the best club in casablanca for our last night"),
  U("is there uber in casablanca"),
  U("does rick's cafe have gluten free options"),
  U("how much is lunch at rick's cafe"),
  U("what language is the hassan ii tour in"),
  U("what's the host's phone number"),
  U("whats the host's actual name"),
  U("can i bring my drone to chefchaouen"),
  U("does the fes riad have a hairdryer"),
  U("who's driving us back to fes tonight, what's the driver's number"),
  U("where do we meet for the train tomorrow morning"),
  U("is the casablanca train first class tomorrow"),
  U("does the train have a food car tomorrow"),
  U("what are the spanish mosque opening hours"),
  { question: "whats the occasion again, golden what?", parts: [[/golden birthday/i]], links: ["/"] },
  { question: "what time is ras el maa this afternoon", parts: [[clock(15)]], links: [tripDay(8)] },
  { question: "what time was the blue medina wander today", parts: [[clock(12)]], links: [tripDay(8)] },
  { question: "what's fes el bali famous for being", parts: [[/car.?free/i]], links: [tripDay(7), "/accommodations"] },
  { question: "what dress code for the day 4 palace dinner", parts: [[/dressy|kaftan|djellaba/i]], links: [tripDay(4), "/dinners", "/faq"] },
];
