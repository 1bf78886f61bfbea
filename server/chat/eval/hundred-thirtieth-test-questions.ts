// HUNDRED-THIRTIETH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirtieth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 08:30 on Monday, November 24, 2025, Morocco time (UTC+1).
 *
 * Today is day 3 of the trip (days run 0 to 9): Monday, Nov 24, "Desert Fun" (/day/3).
 * - This morning: 05:30 pickup in the dark for the sunrise hot air balloon over the Agafay
 *   desert, about 40 minutes from Marrakech ($117 per person), about an hour in the air, a
 *   gentle landing and a Berber breakfast in a tent. At 08:30 the squad is landing and
 *   having that breakfast.
 * - Late morning and this afternoon: 11:00 Agafay Desert Day (quad bikes and camel rides,
 *   lunch under a Berber tent, a lazy afternoon by a desert-camp pool; about $40 per person,
 *   layers, a scarf and closed shoes), then 17:00 back to Villa Royale to shower and rest.
 * - Tonight: 20:00 private rooftop dinner at Nobu Hotel Marrakech, Hivernage
 *   (Japanese-Peruvian, minimum spend $75 per person, smart casual), the Koutoubia lit up
 *   in the distance.
 * - The night is spent at Villa Royale (outskirts of Marrakech, 13 suites, 2 pools).
 *
 * Yesterday was day 2, Sunday Nov 23, "Discover Marrakech", the birthday day: villa
 * breakfast 08:30 ($10), medina walking tour 09:30 (Bahia Palace, Ben Youssef Madrasa,
 * Le Jardin Secret; $10 plus museum fees), pool time 14:30, the Golden Birthday Dinner at
 * Comptoir Darna, Hivernage at 19:30 ($100-120, golden glam) and a guided bar crawl at 22:30
 * in Gueliz and Hivernage ($10 for the guide).
 *
 * Tomorrow is day 4, Tuesday Nov 25, "Gardens & Souks": group photoshoot 08:30 in the villa
 * gardens (jewel tones, white or gold), Jardin Majorelle & Musée YSL 11:00 (garden $18,
 * museum $15), guided souk shopping 14:30 ($5 guide) and the palace dinner at Dar Yacout at
 * 20:00 (paid individually, dressy). The day after (Wednesday Nov 26, day 5) the squad
 * leaves at 07:00 for the Zagora desert camp.
 */
export const HUNDRED_THIRTIETH_TEST_CLOCK = new Date("2025-11-24T07:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number spelled out, as a pattern fragment ("twenty[- ]?two"), when guests would spell it. */
function numberWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]}`;
  }
  if (n < 1000 && n % 100 === 0) return `${ONES[n / 100]} hundred`;
  if (n < 100000 && n % 1000 === 0) {
    const thousands = numberWords(n / 1000);
    return thousands ? `${thousands} thousand` : undefined;
  }
  return undefined;
}

/** A number's digits as a pattern fragment, thousands separators optional ("2,200" or "2200"). */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, "[, ]?");
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const figure = `(?<![\\d.,])${digits(n)}(?![\\d]|[.,]\\d)`;
  const words = numberWords(n);
  return new RegExp(words ? `${figure}|\\b(?:${words})\\b` : figure, "i");
}

/** A dollar amount: "$18", "$ 18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}(?:\\.00)?(?![\\d]|[.,]\\d)`;
  return new RegExp(
    `(?:US\\$|\\$|\\bUSD)\\s?${amount}|(?<![\\d.,$])${amount}\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20.00", "20h00", "8:00 pm", "8 pm", "8pm", "8 p.m.", "8 tonight". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = `${h < 12 ? "a" : "p"}\\.?\\s?m\\b\\.?`;
  const minutes = m === 0 ? `(?:[:.]00)?` : `[:.]${mm}`;
  const partOfDay =
    h < 12
      ? "in the morning|this morning"
      : "tonight|at night|in the (?:evening|afternoon)|this (?:evening|afternoon)";
  const forms = [
    `0?${h}[:.h]${mm}`,
    `${h12}${minutes}\\s?${meridiem}`,
    `${h12}${minutes}\\s?(?:o'?clock\\s?)?(?:${partOfDay})`,
  ];
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?![\\d])`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const hundredThirtiethTestQuestions: TestQuestion[] = [
  // ── Today: day 3, Monday Nov 24, "Desert Fun" ──
  { question: "hey rupa what are we doing today??", parts: [[/agafay/i, /nobu/i]], links: [tripDay(3)] },
  { question: "wait what day of the trip is it even", parts: [[num(3)]], links: [tripDay(3)] },
  { question: "whats for dinner tonite", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "what time is dinner tonight", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "dress code for tonight pls", parts: [[/smart[- ]casual/i]], links: [tripDay(3), "/dinners"] },
  { question: "how much is nobu gonna cost me tonight", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kinda food is it tonight", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "what time do we leave for the agafay desert thing", parts: [[clock(11, 0)]], links: [tripDay(3)] },
  { question: "how much is the agafay day today", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations", tripDay(3)] },
  { question: "what time do we get back to the villa today", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "how much was the balloon this morning? need to pay the host back", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was balloon pickup this morning, asking for a friend who slept thru it 😭", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "is there lunch today or should i grab snacks", parts: [[/tent/i]], links: [tripDay(3)] },
  { question: "what do we actually do at agafay", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "where is nobu tonight, like what area", parts: [[/hivernage/i]], links: [tripDay(3), "/dinners"] },
  U("whats the wifi password at the villa"),
  U("which balloon company did we fly with this morning? want to leave them a review"),

  // ── Tomorrow: day 4, Tuesday Nov 25, "Gardens & Souks" ──
  { question: "tmrw whats the plan", parts: [[/majorelle/i, /dar yacout|palace dinner/i]], links: [tripDay(4)] },
  { question: "what time is the photoshoot tomorrow", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photos tmrw", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  U("whats the photographer's name tomorrow? want to follow them on insta"),
  { question: "how much r the majorelle garden and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "where's dinner tomorrow night", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what do i wear to the palace dinner tomorrow", parts: [[/kaftan|djellaba|dressy|best evening outfit/i]], links: [tripDay(4), "/dinners"] },

  // ── Yesterday: day 2, Sunday Nov 23, the birthday ──
  { question: "last night's bday dinner place was called what again? want to tag it", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what time did the bar crawl kick off yesterday", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much is the birthday dinner per person", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },

  // ── The occasion, Rupa, the gallery, music ──
  { question: "whose birthday is this trip for again lol", parts: [[/host/i]], links: ["/"] },
  { question: "wait which birthday is it, like how old", parts: [[/(?<!\d)30(?!\d)|thirt(?:y|ieth)/i]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  U("how old is rupa"),
  { question: "how do i upload pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "is there a file size limit for videos", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  U("whats the password to delete photos? i posted a bad one"),
  { question: "how do i delete a photo i uploaded", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i turn off the music its so loud in the office", parts: [[/left/i]] },
  U("whats the name of the song on the homepage, its a vibe"),

  // ── Practical ──
  { question: "do i need a visa, us passport", parts: [[num(90)]], links: ["/faq"] },
  { question: "what plug do they use", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "how much is a dollar in dirhams", parts: [[num(10)]], links: ["/budget", "/faq", "/"] },
  { question: "how much should we tip at restaurants", parts: [[num(10), num(15)]], links: ["/faq", "/budget"] },
  U("how much is a sim card at the airport"),
  { question: "whats the tourist tax", parts: [[/28\s?(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/faq", "/budget"] },
  U("can i pay the villa contribution on venmo"),
  // ── Later this week: the desert, Fes, Chefchaouen, Casablanca ──
  { question: "whats happening wednesday", parts: [[/zagora|desert camp|sahara|dunes/i]], links: [tripDay(5)] },
  { question: "what time do we leave for the sahara the day after tomorrow", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "where do we sleep on the 26th", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much is the desert camp and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "which place was in game of thrones", parts: [[/a[iï]t[- ]?benhaddou/i]], links: [tripDay(5)] },
  { question: "how high is the mountain pass we drive over", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "i get carsick, anything i should know for the drive to the desert", parts: [[/tablet|motion[- ]sickness/i]], links: [tripDay(5), "/faq"] },
  { question: "what should i pack for the desert camp", parts: [[/fleece|layers/i]], links: [tripDay(5), "/faq"] },
  U("is there wifi or phone signal at the desert camp"),
  U("are there proper showers and toilets at the desert camp"),
  { question: "what time's the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "thursday whats the plan", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much r train tickets to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  U("whats the train number to fes, and which carriage are we in"),
  { question: "what time do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("whats the name of the riad in fes? my mom wants to know where im staying"),
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "what are we doing friday in fes", parts: [[/tanner|bou inania|fes el[- ]bali|blue gate|medina/i]], links: [tripDay(7)] },
  { question: "tannery time on the 28th?", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand u mint at the tannery lol", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how old is that university in fes", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "is the fes schedule final?", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  U("how much is the guided walk in fes"),
  { question: "saturday chefchaouen, what time do we leave", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "what food should i try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "im leaving early, which day do people start heading home", parts: [[/day\s?8|29(?:th)?|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "last day whats the plan", parts: [[/hassan|rick/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from and whats the departure time on the 30th", parts: [[/\bCMN\b|mohammed v/i], [clock(18, 0)]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "rick's cafe what time", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  U("how much is lunch at rick's cafe"),
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/budget", "/faq"] },
  { question: "what do i wear to the mosque in casablanca", parts: [[/shoulders|knees|arms/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at the casablanca mosque", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "can non muslims go in mosques in morocco", parts: [[/hassan ii/i]], links: ["/faq", tripDay(9)] },
  U("will there be luggage storage in casablanca before our flight"),
  { question: "tonight whats the view like from the rooftop", parts: [[/koutoubia/i]], links: [tripDay(3)] },
  { question: "who's booking the majorelle tickets for tomorrow, do i need to", parts: [[/host/i]], links: [tripDay(4)] },
  // ── Right now, today, tonight ──
  { question: "yo is it day 3 or 4 today", parts: [[num(3)]], links: [tripDay(3)] },
  { question: "whats todays theme on the site", parts: [[/desert fun/i]], links: [tripDay(3)] },
  { question: "whats the date today? lost track lol", parts: [[num(24)]], links: [tripDay(3)] },
  { question: "how long was the balloon flight supposed to be", parts: [[/\b(?:an|one|1)\s?hour/i]], links: [tripDay(3)] },
  { question: "did the balloon this morning come with breakfast", parts: [[/berber/i]], links: [tripDay(3)] },
  { question: "ok we just landed from the balloon, whats next", parts: [[/agafay|quad|camel/i]], links: [tripDay(3)] },
  { question: "what shoes for agafay today", parts: [[/closed shoes/i]], links: [tripDay(3)] },
  { question: "is nobu tonight included or do we pay", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  U("what time do the cars leave the villa for nobu tonight"),
  U("does nobu have vegan options tonight"),
  { question: "can i wear shorts and flip flops to dinner tonight", parts: [[/smart[- ]casual/i]], links: [tripDay(3), "/dinners"] },
  U("what time is sunset tonight"),
  { question: "how far is the villa from town, wanna go out after nobu tonight", parts: [[num(20), num(25)]], links: ["/accommodations", "/faq"] },
  { question: "tomorrow's date?", parts: [[num(25)]], links: [tripDay(4)] },
  { question: "whats tomorrow's theme", parts: [[/gardens (?:&|and) souks/i]], links: [tripDay(4)] },
  { question: "souk shopping tmrw what time", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "how much is the souk guide tomorrow", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "how much should i budget for shopping tomorrow", parts: [[usd(100), num(500)]], links: [tripDay(4), "/budget", "/faq"] },
  { question: "dar yacout tmrw how much", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "tmrw dinner time?", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  U("will we get the photoshoot pics tomorrow or later? when do they send them"),
  { question: "where is the photoshoot tomorrow", parts: [[/villa/i]], links: [tripDay(4)] },
  { question: "where's majorelle tmrw, what part of town", parts: [[/gueliz/i]], links: [tripDay(4), "/map"] },
  { question: "yesterday's walking tour cost? need to venmo someone", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "where did we go on the walking tour yesterday", parts: [[/bahia/i, /ben youssef/i]], links: [tripDay(2)] },
  { question: "what time was the birthday dinner last night, im writing a journal", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  U("how much did the drinks cost at the bar crawl last night, someone paid for me"),

  // ── The villa ──
  { question: "whats the birthday dinner dress code", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how many suites at the villa", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "whats the villa's checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "breakfast at the villa how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "can i still get breakfast at the villa tomorrow morning? how do i sign up", parts: [[/night before|evening before|tonight/i]], links: ["/faq", tripDay(2)] },
  { question: "hammam and massage price?", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how do i book a massage", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "do i have to pay for the villa", parts: [[/optional/i, usd(50)]], links: ["/faq", "/budget", "/accommodations"] },
  U("is there a gym at the villa"),
  U("can we do laundry at the villa"),
  U("whats the villa address for an uber"),
  U("which suite am i in"),
  { question: "how big is the villa property", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },

  // ── Money ──
  { question: "roughly how much is this whole trip per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "and whats the fixed part of that", parts: [[usd(440), num(480)]], links: ["/budget"] },
  { question: "how much cash should i take out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "how much do cards charge in foreign fees", parts: [[/1\s?(?:-|–|to)\s?3\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how hard should i bargain", parts: [[num(40), num(50)]], links: ["/faq", "/budget", "/"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol a thing there", parts: [[/licensed/i]], links: ["/faq"] },
  // ── Culture, weather, safety ──
  { question: "what languages do ppl speak there", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what time zone is morocco in, my phone is confused", parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]], links: ["/faq"] },
  { question: "how warm is it during the day", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "will it rain in fes", parts: [[/rarely/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "can i take pics of the performers in jemaa el fnaa", parts: [[/dirham/i]], links: ["/faq"] },

  // ── The site's pages: map, home, transportation ──
  { question: "what does the red pin mean on the map", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what color are the restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "where can i get mint tea looking over the spice market", parts: [[/caf[eé] des [ée]pices/i]], links: ["/map"] },
  { question: "whats al fassia known for", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "is there a cooking class somewhere on the map", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "who said morocco is 'the most lovely spot in the whole world'", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what does the trip highlight card on the home page say", parts: [[/TBD|to be (?:decided|determined)/i]], links: ["/"] },
  { question: "how many of us are going", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },

  // ── Looking back: days 0 and 1 ──
  { question: "i'm gluten free, when should i have told the host", parts: [[/(?:two|2) weeks/i]], links: ["/dinners"] },
  { question: "how much was the welcome dinner deposit", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what was the name of the welcome dinner place on the first night", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much is the airport transfer and do we pay cash or card", parts: [[usd(45)], [/cash/i]], links: ["/faq", "/budget", tripDay(0)] },
  { question: "first night riad cost?", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "what time did the trip officially start on the 21st", parts: [[clock(11, 0)]], links: ["/faq", tripDay(0), "/"] },
  { question: "which airport did we fly into", parts: [[/menara|\bRAK\b/i]], links: ["/faq", tripDay(0)] },
  { question: "what time was villa check-in on the 22nd", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations"] },
  { question: "how old is bou inania", parts: [[/14th/i]], links: [tripDay(7)] },

  // ── Gallery ──
  { question: "can i download a pic someone else posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "is there a slideshow mode for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },

  // ── More on today and tomorrow, and two-part questions ──
  { question: "what are we doing this afternoon", parts: [[/agafay|quad|camel|pool/i]], links: [tripDay(3)] },
  { question: "whats the theme the day after tomorrow", parts: [[/sahara/i]], links: [tripDay(5)] },
  { question: "how much is the hammam + massage and where is it", parts: [[usd(60)], [/villa/i]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "wats the plan for the 27th and how long is the train", parts: [[/fes/i], [num(6)]], links: [tripDay(6)] },
  { question: "where do we meet for the walk in fes on friday and what time", parts: [[/bou jeloud|blue gate/i], [clock(9, 30)]], links: [tripDay(7)] },
  { question: "tonight's dinner and tomorrow's, where are they", parts: [[/nobu/i], [/dar yacout/i]], links: [tripDay(3), tripDay(4), "/dinners"] },

  // ── Not on the site ──
  U("how long will the gallery stay up after the trip"),
  U("who made this website its cute"),
  U("is there a whatsapp group for the trip"),
  U("whats the host's phone number"),
  U("can i bring my bf even tho hes not on the list"),
  U("do i need a license to drive the quad bikes today"),
  U("how much should a petit taxi from the villa to gueliz cost"),
  U("whats the euro to dirham rate"),
  U("do i need any vaccines for morocco"),
  U("what airline are most ppl flying home on"),
  U("are we splitting the host's share of the birthday dinner"),
  U("what are the ysl museum opening hours"),
  U("do i need to print the train tickets or is my phone ok"),
  U("is there a hair dryer in the villa suites"),
];
