// HUNDRED-TWENTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:30 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * That is day 6 of the trip, Thursday Nov 27, "Journey to Fes", the big travel day.
 * - This morning: 06:30 sunrise over the dunes and camp breakfast (bread, eggs, mint tea) at the
 *   desert camp near Zagora, included in the $95 camp price; 08:00 the long drive back through the
 *   Draa Valley and over the Tizi n'Tichka pass, with a lunch stop, straight to Marrakech station.
 * - This afternoon: 15:00 the train to Fes ($45 per person, about 6 hours, by way of Casablanca,
 *   Rabat and Meknes; first-class reserved seats, tickets shared by the host).
 * - Now / tonight: 21:00 check-in at our riad in Fes el-Bali: porters with handcarts meet us at the
 *   medina gate, and a late supper and soft beds are waiting. Travel dress code: comfortable
 *   clothes, a warm layer, passport on you.
 * - The night is spent at the riad in Fes el-Bali, the first of three nights there ($90 per person
 *   in total for the 3 nights).
 * - Yesterday (day 5, Wednesday Nov 26, "Sahara Desert Adventure"): 07:00 over the High Atlas on the
 *   Tizi n'Tichka pass (more than 2,200 m), 11:30 Aït Benhaddou (Gladiator, Game of Thrones),
 *   16:30 sunset camel ride near Zagora, 19:30 dinner and a night at the desert camp ($95).
 * - Tomorrow (day 7, Friday Nov 28, "Explore Fes", itinerary still a work in progress): 09:30 guided
 *   walk through Fes el-Bali from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania Madrasa,
 *   14:00 Chouara Tannery, 19:30 riad dinner in Fes (pastilla and tagines). Medina dress code.
 * - After that: day 8 (Sat Nov 29) Chefchaouen day trip, some guests begin departing; day 9
 *   (Sun Nov 30) Casablanca and departure from Mohammed V airport (CMN).
 */
export const HUNDRED_TWENTY_SECOND_TEST_CLOCK = new Date("2025-11-27T20:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number in words, as a pattern source, or undefined when it has no everyday spelling. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)];
    const ones = n % 10;
    return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]}`;
  }
  if (n < 1000 && n % 100 === 0) return n === 100 ? "(?:a|one) hundred" : `${ONES[n / 100]} hundred`;
  if (n < 20000 && n % 1000 === 0) return n === 1000 ? "(?:a|one) thousand" : `${ONES[n / 1000]} thousand`;
  return undefined;
}

/** The digits of a number as a pattern source; thousands may be grouped ("2,200", "2 200"). */
function digitsSource(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?") : whole;
  return fraction === undefined ? grouped : `${grouped}\\.${fraction}`;
}

const NOT_BEFORE = "(?<![\\d.,])";
const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const alts = [`${NOT_BEFORE}${digitsSource(n)}${NOT_AFTER}`];
  const words = inWords(n);
  if (words) alts.push(`\\b(?:${words})\\b`);
  return new RegExp(alts.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18", "eighteen dollars". */
function usd(n: number): RegExp {
  const d = digitsSource(n);
  const alts = [
    `(?:US)?\\$\\s?${d}${NOT_AFTER}`,
    `${NOT_BEFORE}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    `\\bUSD\\s?${d}${NOT_AFTER}`,
  ];
  const words = inWords(n);
  if (words) alts.push(`\\b(?:${words})\\s(?:US\\s)?(?:dollars?|bucks)\\b`);
  return new RegExp(alts.join("|"), "i");
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; morning times also "07:00" / "7:00". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?(?![a-z])" : "p\\.?\\s?m\\.?(?![a-z])";
  const hour24 = h < 10 ? `0?${h}` : `${h}`;
  const notPm = h < 12 ? "(?!\\s?p\\.?\\s?m)" : "";
  const alts = [
    `(?<!\\d)${hour24}[:h]${mm}(?!\\d)${notPm}`,
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (h === 12 && m === 0) alts.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alts.join("|"), "i");
}

/** The day's page link. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const FES = /F[eè][sz]/i;

export const hundredTwentySecondTestQuestions: TestQuestion[] = [
  // --- Right now: day 6, Thursday Nov 27, 21:30 ---
  {
    question: "wait what day of the trip is it today?",
    parts: [[/\bday\s*(?:6|six)\b|sixth day|journey to f[eè][sz]/i]],
    links: [tripDay(6)],
  },
  { question: "whats todays date again lol", parts: [[num(27), /nov/i]], links: [tripDay(6)] },
  {
    question: "where r we sleeping tonite",
    parts: [[/riad/i, FES]],
    links: [tripDay(6), "/accommodations"],
  },
  { question: "what time do we get to the riad in fes tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "ok its 9.30pm where are we supposed to be rn", parts: [[/riad/i, FES]], links: [tripDay(6)] },
  {
    question: "is there food at the riad when we check in or do i need to grab smth at the station",
    parts: [[/supper|late (?:dinner|meal)/i]],
    links: [tripDay(6)],
  },
  { question: "how do we get our bags to the riad thru the medina??", parts: [[/porters?/i]], links: [tripDay(6)] },
  { question: "where do the porters meet us", parts: [[/gate/i]], links: [tripDay(6)] },
  {
    question: "how long is the train to fes supposed to take",
    parts: [[num(6), /h(?:ou)?rs?\b/i]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  { question: "what time did our train leave marrakech this afternoon?", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  {
    question: "which cities does the fes train go thru on the way",
    parts: [[/Casablanca|\bCasa\b/i, /Rabat/i, /Mekn[eè]s/i]],
    links: [tripDay(6)],
  },
  {
    question: "how much was the train ticket to fes",
    parts: [[usd(45)]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  { question: "who's got our train tickets??", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "what time was the sunrise thing this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what was breakfast at the camp this morning", parts: [[/bread/i, /eggs?/i]], links: [tripDay(6)] },
  {
    question: "was this mornings camp breakfast included or did we owe extra",
    parts: [[/includ|covered/i]],
    links: [tripDay(6), "/budget", "/accommodations"],
  },
  { question: "what time did we leave the dunes to drive back today", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "which mountain pass did we cross today", parts: [[/Tichka/i]], links: [tripDay(6), tripDay(5)] },
  {
    question: "what did we do yesterday",
    parts: [[/A[iï]t[\s-]?Ben[\s-]?haddou/i], [/camel/i]],
    links: [tripDay(5)],
  },
  { question: "what time was the camel ride yday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  {
    question: "which movies were filmed at that kasbah village yesterday",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: [tripDay(5)],
  },
  { question: "how high up is that pass we drove over", parts: [[num(2200)]], links: [tripDay(5)] },
  {
    question: "how much did the desert camp cost again",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  { question: "whats the plan tmrw", parts: [[/Bou Inania|madrasa/i, /tanner/i]], links: [tripDay(7)] },
  { question: "what time do we have to be ready tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where does the walking tour start tmrw", parts: [[/Bou Jeloud|Blue Gate/i]], links: [tripDay(7)] },
  { question: "what should i wear tomorrow", parts: [[/shoulders/i, /knees/i]], links: [tripDay(7), "/faq"] },
  { question: "what time is the tannery tmrw", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "i heard the tannery stinks, any tips for tomorrow", parts: [[/mint/i]], links: [tripDay(7)] },
  {
    question: "where n when is dinner tomorrow night",
    parts: [[/riad/i], [clock(19, 30)]],
    links: [tripDay(7)],
  },
  { question: "whats on the menu tmrw night", parts: [[/pastilla/i, /tagine/i]], links: [tripDay(7)] },
  { question: "friday morning madrasa visit what time", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  {
    question: "is the fes schedule locked in or could it still change",
    parts: [[/work in progress|(?:may|might|could) change|subject to change|not (?:yet )?final/i]],
    links: [tripDay(7)],
  },
  U("whats the wifi password at the fes riad"),
  U("what's the actual name of our riad in fes? need it for my mom"),
  U("what time is breakfast at the riad tomorrow"),
  U("how much is the guide for the fes walk tomorrow"),
  U("what are they serving for the late supper tonight"),
  U("which room am i in at the fes riad tonight"),
  {
    question: "how many nights r we in fes",
    parts: [[num(3)]],
    links: [tripDay(6), "/accommodations", "/budget"],
  },
  {
    question: "is the 90 bucks for the fes riad per night or for all of it",
    parts: [[/total|all three|whole stay|(?:3|three) nights/i]],
    links: ["/budget", "/accommodations", tripDay(6)],
  },
  { question: "we at the villa tonight or nah", parts: [[FES]], links: [tripDay(6), "/accommodations"] },
  {
    question: "where did we sleep last night",
    parts: [[/camp|Zagora|tent/i]],
    links: [tripDay(5), "/accommodations"],
  },
  { question: "who is rupa", parts: [[/goat/i]] },
  {
    question: "what are we even celebrating on this trip",
    parts: [[/birthday/i, /\b30(?:th)?\b|thirt(?:y|ieth)/i]],
    links: ["/"],
  },
  { question: "how many of us r on this trip", parts: [[num(22)]], links: ["/"] },
  // --- The last days: Chefchaouen and Casablanca ---
  { question: "and the day after tomorrow?", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how far is chefchaouen from fes", parts: [[num(4), /h(?:ou)?rs?\b/i]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time's the spanish mosque walk on the 29th", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "when do we head back to fes from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  {
    question: "r some ppl leaving before the last day?",
    parts: [[/\bday\s*(?:8|eight)\b|saturday|\b29(?:th)?\b/i]],
    links: [tripDay(8), "/faq"],
  },
  U("how many people are leaving early on saturday"),
  U("how much does the chefchaouen day trip cost"),
  {
    question: "what's the plan for sunday the 30th",
    parts: [[/Casablanca|\bCasa\b/i, /Hassan II|Rick'?s/i]],
    links: [tripDay(9)],
  },
  { question: "what time is the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  {
    question: "how long is the fes to casablanca train",
    parts: [[num(4), /h(?:ou)?rs?\b/i]],
    links: [tripDay(9), "/faq"],
  },
  U("how much is the train from fes to casablanca"),
  U("which platform does the casablanca train leave from"),
  {
    question: "farewell lunch where and what time",
    parts: [[/Rick'?s/i], [clock(12, 30)]],
    links: [tripDay(9)],
  },
  { question: "dress code for ricks?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  U("how much is lunch at rick's café, is it covered"),
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  {
    question: "what do i need to wear to the mosque in casa",
    parts: [[/knees/i, /scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  { question: "mosque tour price?", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what time do we go to the airport on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport r we flying out of", parts: [[/Mohammed V|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how long to the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  {
    question: "should i keep my leftover dirhams and change them back home?",
    parts: [[/hard to change|spend/i]],
    links: [tripDay(9)],
  },
  U("can we leave our bags somewhere in casablanca before the flight"),
  // --- Dinners ---
  { question: "where was the welcome dinner", parts: [[/Foundouk/i]], links: [tripDay(0), "/dinners"] },
  {
    question: "how much was the welcome dinner and was there a deposit",
    parts: [[usd(40), num(60)], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "bday dinner price per person?",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  { question: "what restaurant was the birthday dinner at", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "whats the dress code for the bday dinner",
    parts: [[/cocktail/i, /gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/Japanese/i, /Peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "which dinners were the special event ones",
    parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "im gluten free, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead were we supposed to tell about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  {
    question: "what was the palace dinner dress code",
    parts: [[/dressy|kaftan|djellaba|best evening/i]],
    links: [tripDay(4), "/dinners"],
  },
  // --- Villa Royale ---
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[num(1.4), /hectare/i]], links: ["/accommodations", "/faq"] },
  {
    question: "do i actually have to pay for the villa",
    parts: [[usd(50), /optional/i]],
    links: [tripDay(1), "/accommodations", "/budget", "/faq"],
  },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  U("did the villa have a gym"),
  { question: "how much is the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  U("whats the name of the hammam lady at the villa"),
  U("is there laundry at the fes riad"),
  {
    question: "how many nights does the site list for villa royale",
    parts: [[num(5)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what time was villa check in on day 1",
    parts: [[clock(15, 0)]],
    links: [tripDay(1), "/accommodations", "/faq"],
  },
  {
    question: "how far is the villa from town",
    parts: [[num(20), num(25), /min/i]],
    links: ["/accommodations", "/faq"],
  },
  // --- Money and budget ---
  { question: "exchange rate?", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[num(28)]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[num(10), num(15), /%|percent/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i take out at the atm", parts: [[num(1000), num(2000)]], links: ["/budget", "/faq"] },
  { question: "where do i start bargaining in the souks", parts: [[num(40), num(50), /%|percent/i]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), num(500)]], links: ["/budget", "/faq"] },
  { question: "ballpark how much is this whole trip per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "how much was the airport transfer", parts: [[usd(45), /car/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  {
    question: "majorelle and ysl museum tickets how much",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "how much was the bar crawl and are drinks included",
    parts: [[usd(10)], [/as you go|not included|separate/i]],
    links: [tripDay(2), "/budget"],
  },
  { question: "agafay day cost", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "souk guide how much", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  // --- FAQ ---
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  {
    question: "which plug adapter do i need",
    parts: [[/type\s*c\s*(?:\/|and|or|&|,)\s*(?:type\s*)?e\b|\bC\s*\/\s*E\b/i]],
    links: ["/faq", "/"],
  },
  { question: "whats the voltage", parts: [[num(220)]], links: ["/faq"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank u in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i get a proper drink here, like alcohol", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "is travel insurance needed", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[num(15), num(25)]], links: ["/", "/faq"] },
  { question: "is it gonna rain in fes this week", parts: [[/rarely|shower/i]], links: ["/faq"] },
  // --- Map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple on the map?", parts: [[/cultural/i]], links: ["/map"] },
  {
    question: "where can i see fixed prices so i dont get ripped off",
    parts: [[/Ensemble Artisanal/i]],
    links: ["/map"],
  },
  // --- Gallery ---
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for a video", parts: [[num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "do i need to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i posted the wrong pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "it says file too large??", parts: [[num(50)]], links: ["/gallery"] },
  // --- Music, Rupa, the site, the host and the occasion ---
  { question: "how do i mute the music", parts: [[/bottom[- ]left/i]] },
  { question: "where's the chat button if i close it", parts: [[/bottom[- ]right/i]] },
  { question: "what kind of music is playing on the homepage", parts: [[/oud/i]], links: ["/"] },
  { question: "which pages share the dinners page music", parts: [[/accommodations/i, /transportation/i]] },
  U("what's the name of the song on the home page"),
  {
    question: "whats on the transportation page",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  U("who made this website"),
  U("whats the host's whatsapp number"),
  U("why is the helper a goat"),
  U("how old is rupa"),
  U("what's a golden birthday anyway"),
  { question: "what's the name of this trip", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  // --- Earlier days ---
  {
    question: "what was the name of our first riad",
    parts: [[/L[- ]?Authentic/i]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  { question: "what was the hot air balloon pickup time", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  {
    question: "which places did the walking tour on the 23rd hit",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: [tripDay(2)],
  },
  { question: "where was the bar crawl", parts: [[/Gueliz/i, /Hivernage/i]], links: [tripDay(2)] },
  {
    question: "photoshoot: what time and where",
    parts: [[clock(8, 30)], [/villa/i]],
    links: [tripDay(4)],
  },
  { question: "what colours were we supposed to wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "what was monday again", parts: [[/balloon|Agafay|Desert Fun/i]], links: [tripDay(3)] },
  { question: "what was on the 25th", parts: [[/Majorelle|photo|Gardens & Souks|souk/i]], links: [tripDay(4)] },
  {
    question: "who were the quotes on the home page by",
    parts: [[/Churchill/i, /Saint Laurent|YSL/i, /Wharton/i]],
    links: ["/"],
  },
  { question: "what does the highlight card say on the home page", parts: [[/TBD|to be (?:decided|determined)/i]], links: ["/"] },
  { question: "when did the trip officially kick off", parts: [[num(21), clock(11, 0)]], links: ["/", "/faq", tripDay(0)] },
  // --- Fes and the days ahead ---
  { question: "what is fes el bali", parts: [[/car[- ]?free/i]], links: [tripDay(7), "/accommodations"] },
  { question: "how many lanes in the fes medina lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what's ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  {
    question: "some ppl leave the day after tmrw, when do we say bye",
    parts: [[/breakfast/i]],
    links: [tripDay(8)],
  },
  { question: "tonight's riad is in which part of fes", parts: [[/F[eè][sz][\s-]?el[\s-]?Bali/i]], links: [tripDay(6), "/accommodations"] },
  { question: "how much is the place we're staying tonight", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "what was the dress code for traveling today", parts: [[/passport/i]], links: [tripDay(6)] },
  { question: "what did the site say to bring for today's travel day", parts: [[/snacks?/i, /playlist/i]], links: [tripDay(6)] },
  { question: "what's tomorrow's theme", parts: [[/Explore F[eè][sz]/i]], links: [tripDay(7)] },
  { question: "whats the date tmrw", parts: [[num(28)]], links: [tripDay(7)] },
  { question: "is there a page for today i can look at", parts: [[/\/day\/6\b|\bday\s*6\b/i]], links: [tripDay(6)] },
  { question: "which day page has the chefchaouen stuff", parts: [[/\/day\/8\b|\bday\s*(?:8|eight)\b/i]], links: [tripDay(8)] },
  { question: "what time was dinner at the camp yesterday", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "how many more days of the trip after today", parts: [[num(3)]], links: [tripDay(9)] },
  // --- Not on the site ---
  U("how many hours was the drive back from the desert today"),
  U("is there a pool at the fes riad"),
  U("what's the name of our guide in fes tomorrow"),
  U("how much is entry to the tannery tomorrow"),
  U("how much is the ticket for bou inania madrasa"),
  U("what time is sunrise tomorrow in fes"),
  U("my suitcase is huge, is there a lift at the riad tonight"),
  U("i left my charger at the desert camp this morning, who do i call"),
  U("what's the emergency number in morocco"),
  U("where's the nearest pharmacy to our riad in fes"),
  U("can i get an uber in fes"),
  U("whats the group chat link"),
  U("who's rooming with who at the riad tonight"),
  U("what's the photographer's name from tuesday"),
  U("when will the pro photos from the photoshoot be ready"),
  U("how much is a petit taxi from the riad to the train station"),
];
