// SIXTY-EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 11:00 on Sunday, November 30, 2025, Morocco time (UTC+1).
 *
 * - Today is day 9 of the trip (the last day, numbered 0 to 9), Sunday, November 30, 2025:
 *   "Casablanca & Departure" (/day/9). The Fes itinerary note still applies (work in progress).
 * - This morning: the squad checked out of the riad in Fes el-Bali and took the 07:00 train from
 *   Fès station to Casa-Voyageurs, about four hours (passport and tickets close; travel clothes).
 * - Right now (11:00): arriving in Casablanca by train; next up is lunch.
 * - This afternoon: 12:30 farewell lunch at Rick's Café, Boulevard Sour Jdid (smart casual, a tribute
 *   to the film Casablanca); 15:00 Hassan II Mosque tour, Boulevard Sidi Mohammed Ben Abdallah, about
 *   $13 per person for the guided tour (shoulders, arms and knees covered, a light scarf and socks;
 *   shoes come off inside; minaret of about 210 metres, built partly over the ocean; prayer hall,
 *   ablution rooms and hammam).
 * - Tonight: 18:00 departure, transfers to Mohammed V International Airport (CMN), about 45 minutes
 *   from the city; spend the last dirhams before flying. No stay is booked for tonight: the trip's
 *   last night was last night, the third of three nights at the riad in Fes (Nov 27-29).
 * - Yesterday: day 8, Saturday, November 29, "Chefchaouen Day Trip": 07:30 drive into the Rif
 *   mountains (about four hours), 12:00 the blue medina and Plaza Uta el-Hammam (red-walled kasbah,
 *   goat cheese and tagine for lunch), 15:00 Ras El Maa spring and the Spanish Mosque, 17:00 return
 *   to Fes. Some guests began departing (from Fes) that day.
 * - Tomorrow: Monday, December 1: nothing is planned; the trip (Nov 21-30, 2025) ends today.
 */
export const SIXTY_EIGHTH_TEST_CLOCK = new Date("2025-11-30T10:00:00Z");

type Key = string | RegExp;

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]!}`;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(".", "\\.");
  const alternatives = [`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`];
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "18 dollars", "USD 18", "18 USD". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  return new RegExp(
    `(?:US\\$|\\$|USD)\\s?${d}(?!\\d|[.,]\\d)|(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 to $60", "40-60 dollars". */
function usdRange(a: number, b: number): RegExp {
  return new RegExp(`(?<![\\d.,])(?:US\\$|\\$|USD\\s?)?${a}\\s?(?:-|–|—|to)\\s?(?:US\\$|\\$)?${b}(?!\\d)`, "i");
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const hh = String(h).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const minutes = m === 0 ? "(?::00|\\.00)?" : `[:.]${mm}`;
  const alternatives = [`${hh}[:h.]${mm}`, `${h}[:h.]${mm}`, `${h12}${minutes}\\s*${ap}\\.?\\s*m\\b\\.?`];
  return new RegExp(`(?<![\\d:])(?:${alternatives.join("|")})(?!\\d)`, "i");
}

/** The day's page. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** Any one of several forms of the same fact. */
function anyOf(...keys: Key[]): RegExp {
  const sources = keys.map((key) =>
    typeof key === "string" ? key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : key.source,
  );
  return new RegExp(sources.map((source) => `(?:${source})`).join("|"), "i");
}

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

function Q(question: string, parts: Key[][], links?: string[]): TestQuestion {
  return links ? { question, parts, links } : { question, parts };
}

const RICKS = /Rick.?s/i;
const NOV30 = /\bNov(?:ember)?\.?\s*30(?:th)?\b|\b30(?:th)?\s*(?:of\s*)?Nov/i;
const NOV29 = /\bNov(?:ember)?\.?\s*29(?:th)?\b|\b29(?:th)?\s*(?:of\s*)?Nov|\bthe 29th\b/i;
const TIP = /10\s*(?:-|–|to)\s*15\s*(?:%|percent|per cent)/i;
const CMN = /Mohammed V|Mohammed 5|\bCMN\b/i;
const today = [tripDay(9)];

export const sixtyEighthTestQuestions: TestQuestion[] = [
  // ---- Right now, today, this afternoon, tonight, tomorrow (day 9, Sunday Nov 30) ----
  Q("rupa where r we rn?? just woke up on the train lol", [[/Casa/]], today),
  Q("what time is lunch today", [[clock(12, 30)]], today),
  Q("wheres the farewell lunch", [[RICKS]], today),
  Q("whats the address for ricks cafe", [[/Sour Jdid/]], today),
  Q("what time's the mosque tour this arvo", [[clock(15, 0)]], today),
  Q("how much is the hassan 2 mosque tour", [[usd(13)]], [tripDay(9), "/budget"]),
  Q("what do i need to wear for the mosque this afternoon", [[/knees?/, /scarf/]], [tripDay(9), "/faq"]),
  Q("do we have to take our shoes off in the mosque", [[/socks?|come off|remove|take (?:them |your shoes )?off/]], [tripDay(9), "/faq"]),
  Q("what time do we leave for the airport tonight", [[clock(18, 0)]], today),
  Q("which airport do we fly out of tonite", [[CMN]], [tripDay(9), "/faq"]),
  Q("how long is it to the airport from the city", [[num(45)]], today),
  Q("whats the dress code for ricks", [[/smart casual/]], today),
  Q("can i wear flip flops to lunch today", [[/smart casual|no (?:beachwear|sports kit|flip)/]], today),
  Q("what day of the trip is it today", [[/\bday\s*(?:9|nine)\b|ninth day/]], today),
  Q("whats todays theme", [[/Casablanca\s*(?:&|and)\s*Departure/]], today),
  Q("whats the date today", [[NOV30]], today),
  Q("wait is today the last day?? 😭", [[anyOf(/last|final/, /\bday\s*(?:9|nine)\b/, NOV30)]], today),
  Q("what time did the train leave fes this morning", [[clock(7, 0)]], today),
  Q("how long is the train to casa", [[num(4)]], [tripDay(9), "/faq"]),
  Q("which station in casablanca do we get off at", [[/Casa[- ]?Voyageurs/]], [tripDay(9), "/faq"]),
  Q("how tall is the minaret at the mosque were seeing", [[num(210)]], today),
  Q("is the mosque actually over the sea?", [[/ocean|Atlantic/]], today),
  Q("what do we get to see inside the mosque", [[/prayer hall/]], today),
  Q("can non muslims even go in the hassan ii mosque", [[/guided tours?|tour/]], [tripDay(9), "/faq"]),
  Q("is ricks cafe the one from the movie casablanca", [[/tribute|film/]], today),
  Q("what should i do with my leftover dirhams before i fly", [[/spend|hard to (?:ex)?change/]], today),
  Q("where are we sleeping tonight", [[/fl(?:y|ight)|airport|no (?:stay|accommodation|booking|hotel)|nowhere/]], today),
  Q("whats the plan tonight", [[clock(18, 0), anyOf(/airport/, CMN)]], today),
  Q("what are we doing tomorrow", [[anyOf(/last day|final day|ends today|trip (?:is )?over|nothing (?:is )?planned|no (?:more )?plans?/, NOV30, /\bday\s*(?:9|nine)\b/)]], today),
  Q("is there a farewell dinner tonight or nah", [[RICKS, clock(12, 30)]], today),
  Q("mosque before or after lunch?", [[clock(12, 30), clock(15, 0)]], today),
  Q("what's after the mosque tour", [[anyOf(/airport|departure/, CMN)]], today),
  Q("what should i keep on me on the train", [[/passport/]], today),
  Q("how much do we tip at ricks", [[TIP]], ["/budget", "/faq"]),
  Q("rupa what's going on this afternoon", [[RICKS, /mosque/]], today),
  Q("which street is the hassan II mosque on", [[/Sidi Mohammed Ben Abdallah/]], today),
  // ---- Yesterday and last night (day 8, Saturday Nov 29) ----
  Q("yo did ppl already leave? half the squad is missing", [[anyOf(/yesterday/, /\bday\s*(?:8|eight)\b/, NOV29, /Saturday/)]], [tripDay(8), "/faq"]),
  Q("where did we sleep last night", [[/F[eè]s/]], ["/accommodations", tripDay(8)]),
  Q("what time did we head out to chefchaouen yesterday", [[clock(7, 30)]], [tripDay(8)]),
  Q("how long was that drive to chefchaouen yesterday", [[num(4)]], [tripDay(8)]),
  Q("what was the waterfall spring thing called yesterday", [[/Ras El Ma+/]], [tripDay(8)]),
  Q("the mosque up the hill in chefchaouen, whats it called", [[/Spanish Mosque/]], [tripDay(8)]),
  Q("what was that local lunch speciality in chefchaouen", [[/goat cheese/]], [tripDay(8)]),
  Q("what was the main square in chaouen called", [[/Uta el[- ]?Hammam/]], [tripDay(8)]),
  Q("what time did we leave chefchaouen to go back", [[clock(17, 0)]], [tripDay(8)]),
  U("what time is my flight tonight?"),
  // ---- Today and tonight, not on the site ----
  U("which terminal at CMN do we go to tonight"),
  U("how much is lunch at ricks per person?"),
  U("how long does the mosque tour take"),
  U("when was the hassan ii mosque built"),
  U("how much was the train ticket to casablanca this morning"),
  U("is there wifi on this train"),
  U("where can we leave our suitcases during the mosque tour"),
  U("can we walk from ricks to the mosque or do we need a taxi"),
  U("how much should a petit taxi from casa voyageurs to ricks cost"),
  U("is the mosque tour in english?"),
  U("does ricks cafe have vegan options"),
  U("what time does ricks close today"),
  U("what time is sunset in casablanca today"),
  U("which car am i in for the 6pm airport transfer"),
  U("is uber a thing in casablanca"),
  U("where can i get a sim card in casablanca today"),
  U("any good dinner spots near the airport for ppl with late flights tonight"),
  U("how many people can the hassan ii mosque hold"),
  // ---- Today, two parts and follow-ups ----
  Q("what time's the airport transfer and which airport is it", [[clock(18, 0)], [CMN]], today),
  Q("lunch today, where and what time", [[RICKS], [clock(12, 30)]], today),
  Q("mosque tour how much and what do i wear", [[usd(13)], [/knees?|shoulders?/]], [tripDay(9), "/faq"]),
  Q("do i need my passport today", [[/passport/]], today),
  U("how early do we need to get to CMN before our flights"),
  Q("rupa whats next on the schedule", [[RICKS, clock(12, 30)]], today),
  Q("how many hrs till we leave for the airport", [[anyOf(clock(18, 0), num(7))]], today),
  Q("what should i wear on the train today", [[/comfortable|warm layer/]], today),
  // ---- Yesterday, the night before, and earlier days by date and weekday ----
  Q("what was the blue town we went to yesterday called", [[/Chefchaouen|Chaouen/]], [tripDay(8)]),
  Q("what mountains is chefchaouen in", [[/\bRif\b/]], [tripDay(8)]),
  Q("what date did some guests start leaving", [[anyOf(NOV29, /\bday\s*(?:8|eight)\b/, /yesterday/, /Saturday/)]], [tripDay(8), "/faq"]),
  Q("where were we staying the night before last", [[/F[eè]s/]], ["/accommodations", tripDay(7)]),
  Q("what did we do on friday", [[/Explore F[eè]s|F[eè]s el-Bali|Chouara|Bou Inania|medina/]], [tripDay(7)]),
  Q("on the 27th what time was the train to fes", [[clock(15, 0)]], [tripDay(6)]),
  Q("how long was the fes train again", [[num(6)]], [tripDay(6), "/faq"]),
  Q("how much was the train to fes", [[usd(45)]], [tripDay(6), "/budget"]),
  Q("what did we do last sunday", [[/birthday|Comptoir Darna|Discover Marrakech/]], [tripDay(2)]),
  Q("what happened on the 26th", [[/Zagora|desert camp|camel|Sahara/]], [tripDay(5)]),
  Q("what was on the 25th", [[/Majorelle|Gardens\s*(?:&|and)\s*Souks|photo/]], [tripDay(4)]),
  Q("the 24th?", [[/balloon|Agafay|Nobu|Desert Fun/]], [tripDay(3)]),
  Q("what day was the birthday dinner", [[anyOf(/\bday\s*(?:2|two)\b/, /\bNov(?:ember)?\.?\s*23|\b23(?:rd)?\b/, /Sunday/)]], [tripDay(2), "/dinners"]),
  Q("where was the bday dinner and what time did it start", [[/Comptoir Darna/], [clock(19, 30)]], [tripDay(2), "/dinners"]),
  Q("how much was the bday dinner pp", [[usdRange(100, 120)]], [tripDay(2), "/dinners", "/budget"]),
  Q("what was the dress code for the bday dinner", [[/gold/]], [tripDay(2), "/dinners", "/faq"]),
  Q("whose birthday was this whole trip for", [[/host/]]),
  Q("how old is the birthday person turning", [[num(30)]]),
  U("what's the host's actual name lol"),
  U("whats the hosts whatsapp number"),
  Q("whats the trip even called", [[/Golden Goat Getaway/]], ["/"]),
  Q("whats the subtitle on the homepage", [[/A Marrakech Adventure/]], ["/"]),
  Q("how many of us are there", [[num(22)]], ["/"]),
  Q("how many days was the trip in total", [[num(10)]], ["/"]),
  // ---- Earlier days, prices, dinners and stays ----
  Q("how much was the hot air balloon", [[usd(117)]], [tripDay(3), "/budget"]),
  Q("what time was balloon pickup, it felt like the middle of the night", [[clock(5, 30)]], [tripDay(3)]),
  Q("how far is agafay from marrakech", [[num(40)]], [tripDay(3), "/map"]),
  Q("agafay day cost?", [[usd(40)]], [tripDay(3), "/budget"]),
  Q("nobu min spend was how much", [[usd(75)]], [tripDay(3), "/dinners", "/budget"]),
  Q("whats the palace dinner restaurant called", [[/Dar Yacout/]], [tripDay(4), "/dinners"]),
  Q("how much was dar yacout", [[/individual/]], [tripDay(4), "/dinners"]),
  Q("palace dinner dress code?", [[/kaftans?|djellabas?|dressy|best evening/]], [tripDay(4), "/dinners", "/faq"]),
  Q("where was the welcome dinner", [[/Le Foundouk/]], [tripDay(0), "/dinners"]),
  Q("welcome dinner price and how much was the deposit", [[usdRange(40, 60)], [usd(20)]], [tripDay(0), "/dinners", "/budget"]),
  Q("how far ahead were we supposed to tell the host about allergies", [[/two weeks|2 weeks/]], ["/dinners"]),
  Q("majorelle tix and the ysl museum, how much each", [[usd(18)], [usd(15)]], [tripDay(4), "/budget"]),
  Q("how much was the souk guide", [[usd(5)]], [tripDay(4), "/budget"]),
  Q("the bar crawl, where did it go and what did the guide cost", [[/Gueliz|Hivernage/], [usd(10)]], [tripDay(2), "/budget"]),
  Q("hammam price?", [[usd(60)]], [tripDay(1), "/faq", "/budget"]),
  Q("villa contribution how much, and do i have to pay it", [[usd(50)], [/optional/]], ["/accommodations", "/budget", "/faq"]),
  Q("how many suites at villa royale", [[num(13)]], ["/accommodations"]),
  Q("how many pools did the villa have", [[num(2)]], ["/accommodations"]),
  Q("villa check out time", [[clock(11, 0)]], ["/accommodations", "/faq"]),
  Q("villa checkin time?", [[clock(15, 0)]], ["/accommodations", "/faq"]),
  Q("how much was breakfast at the villa", [[usd(10)]], [tripDay(2), "/faq"]),
  Q("how far is the villa from downtown", [[num(20)]], ["/accommodations", "/faq"]),
  Q("desert camp price", [[usd(95)]], [tripDay(5), "/accommodations", "/budget"]),
  Q("what did the camp price include", [[/dinner/, /breakfast/]], [tripDay(5), "/budget"]),
  Q("fes riad how much total", [[usd(90)]], ["/accommodations", "/budget"]),
  Q("how many nights were we in fes", [[num(3)]], ["/accommodations", "/budget"]),
  Q("first night riad, what was it called and how much", [[/L-?Authentic/], [usd(45)]], [tripDay(0), "/accommodations", "/budget"]),
  Q("what time was the camel ride on the 26th", [[clock(16, 30)]], [tripDay(5)]),
  Q("how high is the tichka pass", [[/2[,. ]?200/]], [tripDay(5)]),
  Q("what films were shot at ait benhaddou", [[/Gladiator/, /Game of Thrones/]], [tripDay(5)]),
  Q("when was al quaraouiyine founded", [[num(859)]], [tripDay(7)]),
  Q("how many lanes does the fes medina have", [[/9[,. ]?000/]], [tripDay(7)]),
  Q("whats the blue gate in fes called", [[/Bou Jeloud/]], [tripDay(7)]),
  Q("name of the leather tannery in fes?", [[/Chouara/]], [tripDay(7)]),
  Q("what did they hand us at the tannery for the smell", [[/mint/]], [tripDay(7)]),
  Q("which day was the photoshoot", [[anyOf(/Tuesday/, /\bday\s*(?:4|four)\b/, /\bNov(?:ember)?\.?\s*25|\b25(?:th)?\b/)]], [tripDay(4), "/"]),
  Q("what colours were we meant to wear for the photos", [[/jewel/]], [tripDay(4), "/"]),
  Q("what time did the photographer start", [[clock(8, 30)]], [tripDay(4)]),
  Q("what time was the palace dinner", [[clock(20, 0)]], [tripDay(4), "/dinners"]),
  Q("what were the stops on the walking tour on the birthday morning", [[/Bahia/, /Ben Youssef/]], [tripDay(2)]),
  Q("walking tour price?", [[usd(10)]], [tripDay(2), "/budget"]),
  Q("what did we do on the 22nd", [[/Villa Royale|Rest\s*(?:&|and)\s*Relax|hammam/]], [tripDay(1)]),
  Q("what was day 5 about", [[/Sahara|Zagora|desert camp|camel/]], [tripDay(5)]),
  Q("what was dinner on day 7", [[/riad/]], [tripDay(7)]),
  // ---- Money and practicalities ----
  Q("whats the exchange rate dirham to dollar", [[/10\s*(?:MAD|dirhams?|DH)/]], ["/budget", "/faq"]),
  Q("tourist tax per night?", [[anyOf(num(28), usd(2.75))]], ["/budget", "/faq"]),
  Q("how much do u tip at restaurants here", [[TIP]], ["/budget", "/faq"]),
  Q("what % should i start bargaining at", [[/40\s*(?:-|–|to)\s*50\s*(?:%|percent)/]], ["/budget", "/faq"]),
  Q("how much should i pull out at the atm", [[/1[,.]?000\s*(?:-|–|to)\s*2[,.]?000/]], ["/budget", "/faq"]),
  Q("how much do cards charge in foreign fees", [[/1\s*(?:-|–|to)\s*3\s*(?:%|percent)/]], ["/budget", "/faq"]),
  Q("what plug type and what voltage", [[/Type C|C\s*\/\s*E/], [num(220)]], ["/faq", "/"]),
  Q("do canadians need a visa? how long can we stay", [[num(90)]], ["/faq"]),
  Q("can i drink the tap water", [[/bottled|filtered/]], ["/faq"]),
  Q("what time zone should my phone be on today", [[/(?:UTC|GMT)\s*\+\s*1/]], ["/faq"]),
  Q("how do u say thank you", [[/shukran/]], ["/faq"]),
  Q("roughly what does the whole trip cost per person", [[/440/, /943/]], ["/budget"]),
  Q("how much do ppl usually budget for shopping", [[usdRange(100, 500)]], ["/budget", "/faq"]),
  Q("what lunch is paid by us vs covered, like is lunch at ricks on us", [[/individual|your own|yourself|separately/]], ["/budget"]),
  // ---- Map and pages ----
  Q("what do the red pins on the map mean", [[/must[- ]see/]], ["/map"]),
  Q("where's good for mint tea overlooking the spice market", [[/Caf[eé] des [EÉ]pices/]], ["/map"]),
  Q("where's the churchill bar", [[/Mamounia/]], ["/map"]),
  Q("who are the quotes on the home page from", [[/Churchill/, /Saint Laurent|YSL/, /Wharton/]], ["/"]),
  Q("whats on the transportation page", [[/coming soon|finali[sz]/]], ["/transportation"]),
  Q("what does the highlight card on the home page say", [[/TBD|to be (?:decided|determined)/]], ["/"]),
  // ---- Gallery ----
  Q("how do i upload my pics from today", [[/gallery/]], ["/gallery"]),
  Q("how many pics can i upload at once", [[num(10)]], ["/gallery"]),
  Q("max file size for videos?", [[/50\s*MB/]], ["/gallery"]),
  Q("can i upload vids too or just photos", [[/videos?/]], ["/gallery"]),
  Q("how do i delete a photo i posted", [[/password/]], ["/gallery"]),
  Q("do i have to put my name when uploading", [[/optional/]], ["/gallery"]),
  Q("how do i save a pic from the gallery to my phone", [[/download/]], ["/gallery"]),
  U("whats the password to delete photos"),
  U("i deleted the wrong video, can i get it back"),
  U("how many photos are in the gallery rn"),
  U("when do we get the professional photos from the photoshoot"),
  // ---- Music and Rupa ----
  Q("how do i mute the music", [[/bottom[- ]left/]]),
  Q("what kind of music plays on the home page", [[/oud/]]),
  U("whats the name of the song on the homepage"),
  Q("who's rupa", [[/goat/]]),
  U("rupa how old are u"),
  U("rupa whats ur fav food"),
  // ---- Not on the site ----
  U("what's the name of the fes riad we stayed at"),
  U("what was the desert camp called"),
  U("what's the euro to dirham rate"),
  U("who won best dressed at the birthday dinner"),
  U("where's next year's trip"),
  U("can i pay the villa contribution on venmo"),
  U("how many guests have already flown home"),
  U("what was our chefchaouen driver's name"),
  U("does CMN have a lounge i can use tonight"),
];
