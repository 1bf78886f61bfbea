// NINETY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1): 09:30 on Sunday, November 30, 2025.
 *
 * Today is day 9 of the trip (the tenth and last day; days are numbered 0 to 9),
 * Sunday, November 30, 2025: "Casablanca & Departure" (/day/9). The day carries the
 * note that the Fes itinerary is still a work in progress.
 *
 * - This morning: check out of the riad in Fes el-Bali and the 07:00 train from
 *   Fès station to Casa-Voyageurs, about four hours (travel clothes with a warm
 *   layer; keep passport and tickets close).
 * - Now (09:30): on that train to Casablanca, arriving around 11:00.
 * - This afternoon: 12:30 farewell lunch at Rick's Café, Boulevard Sour Jdid
 *   (smart casual; a tribute to the film Casablanca); 15:00 Hassan II Mosque tour,
 *   Boulevard Sidi Mohammed Ben Abdallah, about $13 per person for the guided tour
 *   (shoulders, arms and knees covered, a light scarf and socks as shoes come off;
 *   minaret of about 210 metres; prayer hall, ablution rooms and hammam).
 * - Tonight: 18:00 departure, transfers to Mohammed V International Airport (CMN),
 *   about 45 minutes from the city; spend the last dirhams before flying. No dinner
 *   is listed.
 * - The night: no stay is booked (the Fes riad's three nights were days 6 to 8);
 *   the squad flies home.
 * - Yesterday: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive
 *   into the Rif mountains (about four hours), 12:00 the blue medina (Plaza Uta
 *   el-Hammam, goat cheese and tagine for lunch), 15:00 Ras El Maa and the Spanish
 *   Mosque, 17:00 return to Fes for a last evening; some guests began departing.
 *   The night was spent at the riad in Fes el-Bali.
 * - Tomorrow: Monday, December 1, after the trip: nothing is planned and there is
 *   no day page for it.
 *
 * The week, for weekday questions: Fri 21 day 0, Sat 22 day 1, Sun 23 day 2 (the
 * golden birthday), Mon 24 day 3, Tue 25 day 4 (photographer), Wed 26 day 5, Thu 27
 * day 6, Fri 28 day 7, Sat 29 day 8, Sun 30 day 9.
 */
export const NINETY_FIFTH_TEST_CLOCK = new Date("2025-11-30T08:30:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS_WORDS: Record<number, string> = {
  2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
};

/** The number in words (as a pattern fragment), for whole numbers below 100. */
function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < NUMBER_WORDS.length) return NUMBER_WORDS[n];
  const tens = TENS_WORDS[Math.floor(n / 10)]!;
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[- ]?${NUMBER_WORDS[unit]}`;
}

/** The digits of n as a pattern fragment: thousands may be grouped ("2,200"), decimals keep their point. */
function digits(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "[,\\s]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

const NOT_AFTER_NUMBER = "(?<![\\d.,])";
const NOT_BEFORE_NUMBER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const word = numberWord(n);
  const forms = [`${NOT_AFTER_NUMBER}${digits(n)}${NOT_BEFORE_NUMBER}`];
  if (word) forms.push(`\\b${word}\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = digits(n);
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}${NOT_BEFORE_NUMBER}`,
      `${NOT_AFTER_NUMBER}${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|bucks|usd)\\b`,
      `\\bUSD\\s?${d}${NOT_BEFORE_NUMBER}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "noon" for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a" : "p";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const minutes12 = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const forms = [
    `(?<![\\d:])${h24}[:h.]${mm}(?!\\d)`,
    `(?<![\\d:])${h12}${minutes12}\\s?${meridiem}\\.?m\\b\\.?`,
  ];
  if (h === 12 && m === 0) forms.push("\\bnoon\\b");
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const ninetyFifthTestQuestions: TestQuestion[] = [
  // ---- Today (day 9, Sunday Nov 30), tonight, tomorrow, yesterday ----
  {
    question: "wait what day of the trip is it today",
    parts: [[num(9)]],
    links: [tripDay(9)],
  },
  {
    question: "whats todays theme",
    parts: [[/Casablanca (?:&|and) Departure/i]],
    links: [tripDay(9)],
  },
  {
    question: "what date is it today, ive totally lost track lol",
    parts: [[num(30), /nov/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time did the train to casa leave this morning?",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how long is this train ride today to casablanca",
    parts: [[num(4)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "which station in casa are we pulling into",
    parts: [[/Casa[- ]?Voyageurs/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "were on the train rn, roughly when do we get in?",
    parts: [[/\b11(?::00)?\b|\bfour hours|\b4 ?(?:h|hours?|hrs?)\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "wheres lunch today?",
    parts: [[/Rick'?s/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time is lunch at ricks",
    parts: [[clock(12, 30)]],
    links: [tripDay(9)],
  },
  {
    question: "ricks cafe is a tribute to what movie?",
    parts: [[/Casablanca/i]],
    links: [tripDay(9)],
  },
  {
    question: "do i need to dress up for ricks today or is it chill",
    parts: [[/smart casual/i]],
    links: [tripDay(9)],
  },
  {
    question: "whats the address for rick's cafe? for the taxi driver",
    parts: [[/Sour Jdid/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time is the mosque thing this afternoon",
    parts: [[clock(15, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how much is the hassan 2 mosque tour",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "can i wear shorts to the mosque today",
    parts: [[/knee/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "do we have to take our shoes off at the mosque??",
    parts: [[/sock|\boff\b/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the minaret at hassan ii",
    parts: [[num(210)]],
    links: [tripDay(9)],
  },
  {
    question: "what parts of the mosque do they actually show us on the tour",
    parts: [[/prayer hall/i]],
    links: [tripDay(9)],
  },
  {
    question: "is the mosque even open to non muslims? we're going this afternoon right",
    parts: [[/guided/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "whats the street the hassan ii mosque is on",
    parts: [[/Sidi Mohammed Ben Abdallah/i]],
    links: [tripDay(9)],
  },
  {
    question: "what time do we leave for the airport tonight",
    parts: [[clock(18, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "which airport are we flying out of tonight",
    parts: [[/Mohammed V|CMN/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how far is the airport from casablanca city",
    parts: [[num(45)]],
    links: [tripDay(9)],
  },
  {
    question: "so where are we sleeping tonight?",
    parts: [[/airport|fl(?:y|ying|ights?)\b|depart/i]],
    links: [tripDay(9), "/accommodations"],
  },
  {
    question: "what should i do w my leftover dirhams before i fly out tonight",
    parts: [[/spend/i]],
    links: [tripDay(9)],
  },
  {
    question: "whats for dinner tonight",
    parts: [[clock(18, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "whats the plan this afternoon? theres two things right",
    parts: [[/Rick'?s/i], [/Hassan (?:II|2)|mosque/i]],
    links: [tripDay(9)],
  },
  {
    question: "whats happening right now",
    parts: [[/train/i]],
    links: [tripDay(9)],
  },
  {
    question: "dress code for the train today?",
    parts: [[/layer/i]],
    links: [tripDay(9)],
  },
  {
    question: "what did we do yesterday, my brain is mush",
    parts: [[/Chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "what time did we leave for chefchaouen yesterday morning",
    parts: [[clock(7, 30)]],
    links: [tripDay(8)],
  },
  {
    question: "how long was the drive to chefchaouen yesterday",
    parts: [[num(4)]],
    links: [tripDay(8)],
  },
  {
    question: "what was the spring we cooled off at yesterday called",
    parts: [[/Ras El Ma+/i]],
    links: [tripDay(8)],
  },
  {
    question: "the mosque up the hill yesterday w the view of the blue town, whats it called",
    parts: [[/Spanish Mosque/i]],
    links: [tripDay(8)],
  },
  {
    question: "what was the local speciality we had for lunch yesterday",
    parts: [[/goat(?:'s)? cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "name of the main square in chefchaouen?",
    parts: [[/Uta el[- ]?Hammam/i]],
    links: [tripDay(8)],
  },
  {
    question: "what mountains is chefchaouen in",
    parts: [[/\bRif\b/i]],
    links: [tripDay(8)],
  },
  {
    question: "where did we sleep last night",
    parts: [[/F[eè]s/i]],
    links: ["/accommodations", tripDay(8)],
  },
  {
    question: "whats planned for tomorrow?",
    parts: [[/last day|final day|ends today|(?:is|'s) over|nothing (?:is )?(?:planned|scheduled)|no (?:more )?(?:plans?|days?|itinerary|activities)|wraps? up/i]],
    links: [tripDay(9)],
  },
  U("what time is my flight tonight"),
  U("is there wifi on the train to casa"),
  U("how much is lunch at ricks today gonna be"),
  U("how long does the hassan ii tour take this afternoon"),
  U("whos sharing a car to the airport with me tonight"),
  U("what terminal at CMN do we go to tonight"),
  U("what time does the sun set in casa today"),
  U("can we leave our bags somewhere while we do the mosque this afternoon"),
  U("is there a group breakfast tomorrow morning before the late flights?"),
  U("whats the wifi password at ricks, we're there today"),
  // ---- Earlier this week in Fes ----
  {
    question: "what was on thursday again",
    parts: [[/Journey to F[eè]s|train to F[eè]s/i]],
    links: [tripDay(6)],
  },
  {
    question: "friday in fes what was that super smelly leather place called",
    parts: [[/Chouara/i]],
    links: [tripDay(7)],
  },
  {
    question: "what did they hand us for the smell at the tannery",
    parts: [[/mint/i]],
    links: [tripDay(7)],
  },
  {
    question: "how old is the quaraouiyine uni, like when was it founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "what gate did we go into the fes medina through",
    parts: [[/Bou Jeloud|Blue Gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "what century is the bou inania madrasa from",
    parts: [[/14th|fourteenth/i]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have",
    parts: [[num(9000)]],
    links: [tripDay(7)],
  },
  {
    question: "the 27th, what time was the train to fes",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how long was the train ride to fes",
    parts: [[num(6)]],
    links: [tripDay(6), "/faq", "/budget"],
  },
  {
    question: "how much was the fes train ticket",
    parts: [[usd(45)]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  {
    question: "what time did we check in at the fes riad",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "what time was the sunrise thing at the desert camp",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "what was dinner at the fes riad on friday night",
    parts: [[/pastilla|tagine/i]],
    links: [tripDay(7)],
  },
  {
    question: "how many nights did we end up spending in fes",
    parts: [[num(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "what time is the mosque tour today again and how much is it",
    parts: [[clock(15, 0)], [usd(13)]],
    links: [tripDay(9)],
  },
  {
    question: "what are the dates of the whole trip again",
    parts: [[num(21), num(30)]],
    links: ["/"],
  },
  {
    question: "are some ppl already gone? i thought people started leaving before today",
    parts: [[/\b8\b|eight|yesterday|29/i]],
    links: [tripDay(8)],
  },
  {
    question: "is the fes / casa part of the schedule final or could it still change",
    parts: [[/work in progress|may change|could change|subject to change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "what do i need to keep on me on the train today",
    parts: [[/passport/i]],
    links: [tripDay(9)],
  },
  // ---- Rupa, the host, the occasion, the site ----
  {
    question: "who is rupa",
    parts: [[/goat/i]],
  },
  {
    question: "where do i find rupa on the page",
    parts: [[/bottom[- ]right/i]],
  },
  U("how old is rupa"),
  {
    question: "whose birthday is this trip for?",
    parts: [[/host/i]],
    links: ["/"],
  },
  {
    question: "how old is the bday person turning",
    parts: [[num(30)]],
    links: ["/"],
  },
  {
    question: "whats the occasion for this trip",
    parts: [[/birthday/i]],
    links: ["/"],
  },
  U("whats the hosts actual name"),
  U("whats the host's whatsapp number"),
  {
    question: "whats this trip called, the site title",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "where do i see the prices for everything",
    parts: [[/budget/i]],
    links: ["/budget"],
  },
  {
    question: "is the transportation page done yet",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "purple on the map =",
    parts: [[/cultural/i]],
    links: ["/map"],
  },
  {
    question: "what colour is shopping on the map legend",
    parts: [[/yellow/i]],
    links: ["/map"],
  },
  {
    question: "how many categories are on the map color guide",
    parts: [[num(7)]],
    links: ["/map"],
  },
  {
    question: "how do i turn the music off",
    parts: [[/bottom[- ]left/i]],
  },
  {
    question: "why does the music stop when i open the gallery",
    parts: [[/paus|no (?:music|track|song|audio)|doesn'?t have|silent/i]],
    links: ["/gallery"],
  },
  {
    question: "which pages play the same song as the dinners page",
    parts: [[/accommodations/i, /transportation/i]],
  },
  U("whats the song on the home page called"),
  U("who composed the background music on the site"),
  {
    question: "how do i upload my pics",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "is there a size limit on videos",
    parts: [[num(50), /MB|megabytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a pic i posted by mistake",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos from the gallery"),
  {
    question: "can i download the videos ppl posted",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "it says too many files when i upload, wtf",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  U("how many photos are in the gallery so far"),
  {
    question: "is there a slideshow of the photos we can put on the tv",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  U("when will the pro photos from tuesday be ready"),
  U("what was the photographer's name"),
  {
    question: "which day was the photoshoot",
    parts: [[/tuesday|day (?:4|four)|25/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "what does the highlight card on the home page say",
    parts: [[/TBD/i]],
    links: ["/"],
  },
  {
    question: "who are the quotes on the home page from",
    parts: [[/Churchill/i, /Saint Laurent|YSL/i, /Wharton/i]],
    links: ["/"],
  },
  {
    question: "the churchill quote, what did he say",
    parts: [[/most lovely spot/i]],
    links: ["/"],
  },
  {
    question: "whats the weather supposed to be like",
    parts: [[num(15), num(25)]],
    links: ["/", "/faq"],
  },
  // ---- Money and practicalities ----
  {
    question: "exchange rate dirham to dollar?",
    parts: [[num(10)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much to tip at restaurants",
    parts: [[num(10), num(15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "whats the tourist tax",
    parts: [[num(28)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much shld i take out of the atm each time",
    parts: [[num(1000), num(2000)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "when bargaining where do i start",
    parts: [[num(40), num(50)]],
    links: ["/faq", "/budget", tripDay(0)],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/types? C/i]],
    links: ["/faq", "/"],
  },
  {
    question: "voltage in morocco?",
    parts: [[num(220)]],
    links: ["/faq"],
  },
  U("whats the euro to dirham exchange rate"),
  {
    question: "total how much is this whole trip per person roughly",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "what are the fixed costs everyone pays",
    parts: [[num(440), num(480)]],
    links: ["/budget"],
  },
  {
    question: "do i need a visa, im american",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid for",
    parts: [[num(6), /month/i]],
    links: ["/faq"],
  },
  {
    question: "is tap water ok to drink",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can u drink alcohol in morocco",
    parts: [[/licensed|hotels|bars/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/Arabic|Darija/i, /French/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco in",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  // ---- Earlier days in Marrakech and the desert ----
  {
    question: "what time did we meet at the airport on day 0",
    parts: [[clock(11, 0)]],
    links: [tripDay(0), "/faq"],
  },
  {
    question: "how much was the airport transfer",
    parts: [[usd(45), /car/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  {
    question: "first night riad name?",
    parts: [[/L-?Authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "welcome dinner, where was it",
    parts: [[/Foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "how much was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "last sunday the birthday dinner, where was that",
    parts: [[/Comptoir Darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what was the dress code for the bday dinner",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "how much was the birthday dinner pp",
    parts: [[usd(100), num(120)]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what time did the bar crawl start",
    parts: [[clock(22, 30)]],
    links: [tripDay(2)],
  },
  {
    question: "which neighbourhoods was the bar crawl in",
    parts: [[/Gu[eé]liz/i, /Hivernage/i]],
    links: [tripDay(2)],
  },
  {
    question: "the walking tour on the 23rd, which places did it go to",
    parts: [[/Bahia/i, /Ben Youssef/i]],
    links: [tripDay(2)],
  },
  {
    question: "what time was the balloon pickup",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "how much was the hot air balloon",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget", "/faq"],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[num(40)]],
    links: [tripDay(3), "/map"],
  },
  {
    question: "nobu min spend?",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners", "/budget"],
  },
  {
    question: "tuesday what time was majorelle",
    parts: [[clock(11, 0)]],
    links: [tripDay(4)],
  },
  {
    question: "how much were majorelle garden and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "where was the palace dinner",
    parts: [[/Dar Yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much was dar yacout",
    parts: [[/individual/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time was the palace dinner and what was the dress code",
    parts: [[clock(20, 0)], [/dressy|kaftan|djellaba|best evening/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "souk guide cost?",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "how many suites does the villa have",
    parts: [[num(13)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa check out time",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how much was the villa contribution and did we have to pay it",
    parts: [[usd(50)], [/optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "villa breakfast cost?",
    parts: [[usd(10)]],
    links: [tripDay(2), "/faq", "/budget"],
  },
  {
    question: "hammam price",
    parts: [[usd(60)]],
    links: [tripDay(1), "/faq", "/budget"],
  },
  {
    question: "what time was the hammam on saturday",
    parts: [[clock(16, 30)]],
    links: [tripDay(1)],
  },
  {
    question: "desert camp, how much was it and what did it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  {
    question: "the film set village we stopped at on wednesday?",
    parts: [[/A[iï]t[- ]?Benhaddou/i]],
    links: [tripDay(5)],
  },
  {
    question: "what movies were filmed at ait benhaddou",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: [tripDay(5)],
  },
  {
    question: "how high is the tizi n tichka pass",
    parts: [[num(2200)]],
    links: [tripDay(5)],
  },
  {
    question: "what time was the camel ride on the 26th",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  {
    question: "where was the desert camp",
    parts: [[/Zagora/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "how far ahead were we supposed to tell the host about allergies",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  // ---- The map ----
  {
    question: "where should i get lamb shoulder in marrakech",
    parts: [[/Al Fassia/i]],
    links: ["/map"],
  },
  {
    question: "any rooftop for food over the spice square",
    parts: [[/Nomad|Caf[eé] des [ÉE]pices/i]],
    links: ["/map"],
  },
  {
    question: "whats the bar at la mamounia called",
    parts: [[/Churchill/i]],
    links: ["/map"],
  },
  {
    question: "wheres the cooking class on the map",
    parts: [[/Maison Arabe/i]],
    links: ["/map"],
  },
  // ---- More of today ----
  {
    question: "what should i bring to the mosque this afternoon",
    parts: [[/scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "what was the first thing on the schedule this morning",
    parts: [[/train|check(?:ed|ing)? out/i]],
    links: [tripDay(9)],
  },
  {
    question: "tonights flight, is it out of marrakech or casa?",
    parts: [[/Casablanca|\bCasa\b|CMN|Mohammed V/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "is today sunday or monday im so lost",
    parts: [[/sunday/i]],
    links: [tripDay(9)],
  },
  {
    question: "how much time do we have between lunch and the mosque tour today",
    parts: [[clock(12, 30), clock(15, 0)]],
    links: [tripDay(9)],
  },
  // ---- Not on the site ----
  U("how much did the chefchaouen day trip cost"),
  U("whats the name of our riad in fes"),
  U("who was our guide in fes on friday"),
  U("is uber a thing in casablanca"),
  U("is there a lounge at the casa airport"),
  U("can i get a refund on the villa contribution"),
  U("whats the host's venmo so i can pay back the deposit"),
  U("what time does the hassan ii mosque close today"),
  U("did anyone find a black hoodie at the fes riad this morning"),
  U("what seat numbers do we have on the train rn"),
  U("whats the name of the camel i rode lol"),
  U("any hotel recs in casa if i stay an extra night tomorrow"),
  U("does ricks have vegan options"),
  U("how many steps up to the spanish mosque"),
  U("who won best dressed at the birthday dinner"),
  U("when's the next trip, where are we going next year"),
  U("how long does rupa remember what i said"),
  U("whats the name of the band that played at comptoir darna"),
  U("can i change my dirhams back to dollars at the airport tonight"),
  U("how much is a petit taxi from the station to ricks"),
  U("whats the instagram hashtag for the trip"),
];
