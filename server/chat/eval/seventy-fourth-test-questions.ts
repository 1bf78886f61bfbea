// SEVENTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1): 12:00 on Saturday, November 29, 2025.
 *
 * Today is day 8 of the trip (days run 0 to 9): Saturday, November 29, "Chefchaouen Day Trip" (/day/8).
 * The day carries the note that the Fes itinerary is still a work in progress, and that some guests
 * begin departing today, so goodbyes are said at breakfast.
 *
 * - This morning: at 07:30 the squad left Fes on the drive into the Rif mountains, about four hours
 *   north through olive groves and green hills, with a coffee stop.
 * - Now (12:00): The Blue Medina, at Plaza Uta el-Hammam and the medina of Chefchaouen, "the blue
 *   pearl of Morocco": blue lanes, the red-walled kasbah on the main square, lunch on goat cheese and
 *   tagine. Dress code: modest and comfortable, shoulders and knees covered, closed shoes.
 * - This afternoon: 15:00 Ras El Maa spring, then the walk up to the Spanish Mosque for the view.
 * - Tonight: 17:00 return to Fes, back to the riad for a last evening together in Fes; guests flying
 *   out early head straight for their transfers. No dinner place or price is given for tonight.
 * - The night is spent at Our Riad in Fes, in Fes el-Bali (the last of its three nights, Nov 27-29;
 *   $90 per person in total). The riad is never named.
 * - Yesterday: day 7, Friday, November 28, "Explore Fes": 09:30 guided walk through Fes el-Bali from
 *   Bab Bou Jeloud (the Blue Gate) along Talaa Kebira, past Al Quaraouiyine (founded 859); 11:30 Bou
 *   Inania Madrasa; 14:00 Chouara Tannery; 19:30 riad dinner of pastilla and tagines in the courtyard.
 * - Tomorrow: day 9, Sunday, November 30, "Casablanca & Departure": 07:00 train from Fès station to
 *   Casa-Voyageurs (about four hours, after checking out of the riad); 12:30 farewell lunch at Rick's
 *   Café (smart casual); 15:00 Hassan II Mosque tour (about $13, shoulders, arms and knees covered,
 *   scarf and socks; minaret about 210 metres); 18:00 departure transfers to Mohammed V International
 *   Airport (CMN), about 45 minutes from the city. No stay is booked for that night.
 */
export const SEVENTY_FOURTH_TEST_CLOCK = new Date("2025-11-29T11:00:00Z");

const WORDS: Record<number, string> = {
  0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
  9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen",
  16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty", 22: "twenty[- ]?two",
  25: "twenty[- ]?five", 28: "twenty[- ]?eight", 30: "thirty", 40: "forty", 45: "forty[- ]?five",
  50: "fifty", 60: "sixty", 75: "seventy[- ]?five", 90: "ninety", 100: "(?:a|one) hundred",
};

/** The digits of n, with optional thousands separators ("9000", "9,000", "9 000"). */
function digitsPattern(n: number): string {
  const [whole, fraction] = String(n).split(".");
  const grouped = (whole ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s\\u202f]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = `(?<![\\d.,])${digitsPattern(n)}(?!\\d|[.,]\\d)`;
  const word = WORDS[n];
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
}

/** A dollar amount: "$18", "$ 18", the top of a range ("$100-120"), "18 dollars", "18 USD", "USD 18", "18$". */
function usd(n: number): RegExp {
  const d = digitsPattern(n);
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    [
      `\\$\\s?(?:\\d[\\d,.]*\\s?(?:-|–|to)\\s?\\$?)?${d}${end}`,
      `(?<![\\d.,])${d}(?:\\.00)?\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
      `\\bUSD\\s?${d}${end}`,
      `(?<![\\d.,])${d}\\s?\\$`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.", "8 in the evening" (and "noon" for 12:00). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const h24 = h < 10 ? `0?${h}` : String(h);
  const ampm = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const dayPart = h < 12 ? "in the morning" : "in the (?:afternoon|evening)|at night|tonight";
  const hm = m === 0 ? `${h12}(?:[:.]00)?` : `${h12}[:.]${mm}`;
  const alts = [
    `(?<![\\d:.])${h24}\\s?[:.hH]\\s?${mm}(?!\\d)`,
    `(?<![\\d:.$])${hm}\\s?(?:${ampm}|${dayPart})`,
  ];
  if (h === 12 && m === 0) alts.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alts.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const seventyFourthTestQuestions: TestQuestion[] = [
  // ---- Right now: today, day 8 (Saturday, November 29), Chefchaouen ----
  { question: "wait what day of the trip r we on today", parts: [[num(8)]], links: [tripDay(8)] },
  { question: "whats the plan today", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what day of the week is it even, i've totally lost track", parts: [[/saturday/i]], links: [tripDay(8)] },
  { question: "where r we supposed to be right now? its noon", parts: [[/blue medina|uta el.?hammam/i]], links: [tripDay(8)] },
  { question: "what time did we leave fes this morning", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long was that drive from fes, felt like forever", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(8)] },
  { question: "lunch today?? someone said goat cheese lol is that real", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "whats the square called where the red kasbah is", parts: [[/uta el.?hammam/i]], links: [tripDay(8)] },
  { question: "what are we doing this afternoon", parts: [[/ras el.?maa|spanish mosque/i]], links: [tripDay(8)] },
  { question: "spanish mosque is today right? what time we going up", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "when do we head back to fes", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "where are we sleeping tonight", parts: [[/fes/i]], links: ["/accommodations", tripDay(8)] },
  { question: "whats the plan for tonight, is it the last night all together?", parts: [[/riad|fes/i]], links: [tripDay(8)] },
  U("how much is dinner tonight in fes? need to know how much cash to bring"),
  { question: "what do i wear today, is it the modest dress code again", parts: [[/knees|shoulders/i]], links: [tripDay(8)] },
  { question: "is it gonna rain in chefchaouen, do i need a jacket", parts: [[/rain jacket|shower/i]], links: ["/faq"] },
  U("what's the temperature in chefchaouen right now"),
  U("why is everything in chefchaouen painted blue?"),
  { question: "what mountains are we in today", parts: [[/\brif\b/i]], links: [tripDay(8)] },
  { question: "chefchaouen has a nickname right? the blue something", parts: [[/blue pearl/i]], links: [tripDay(8)] },
  U("how much does today's chefchaouen trip cost?"),
  U("whats our driver's name today, i left my sunglasses in the van"),
  { question: "some ppl are leaving today?? when am i supposed to say bye", parts: [[/breakfast/i]], links: [tripDay(8)] },
  { question: "im flying out early, do i have to ride back to fes with everyone at 5", parts: [[/transfer/i]], links: [tripDay(8)] },
  U("what time is my transfer to the fes airport tonight"),
  { question: "what was yesterday's tannery called, the smelly one", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "what was that gorgeous tiled school we saw yesterday morning", parts: [[/bou inania/i]], links: [tripDay(7)] },
  { question: "what did we eat at the riad last night", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "which gate did we go in through yesterday", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time is the train tmrw", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "which station does tomorrow's train get into", parts: [[/casa.?voyageurs/i]], links: [tripDay(9)] },
  { question: "how long is the train to casablanca tomorrow", parts: [[num(4), /hours?|hrs?/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch tomorrow - where and what time?", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the mosque tour tmrw", parts: [[usd(13)]], links: [tripDay(9), "/faq"] },
  { question: "what do i wear for the hassan 2 mosque tomorrow", parts: [[/scarf|socks|shoulders|knees/i]], links: [tripDay(9), "/faq"] },
  { question: "what time do we leave for the airport sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from tomorrow", parts: [[/\bCMN\b|mohammed v\b|mohammed 5|mohammed the fifth/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  U("what time do we have to check out of the fes riad tomorrow"),
  U("what time is breakfast tomorrow before the early train"),
  U("can we leave our suitcases somewhere in casablanca while we do the mosque tomorrow"),
  U("what's the name of our riad in fes? need it for my taxi"),
  U("what's the wifi password at the riad"),
  // ---- Rupa, the host, the occasion ----
  { question: "is rupa a real goat lol", parts: [[/assistant|helper|chat|bot/i]] },
  { question: "whose birthday are we even celebrating", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the bday person turning", parts: [[num(30)]], links: ["/"] },
  U("what's the host's name? i want to write it on the card"),
  // ---- Earlier days of the trip, by date, weekday and day number ----
  { question: "what did we do on the 27th again", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "thursday was the train day right? what time did it leave marrakech", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long was the train to fes", parts: [[num(6), /hours?|hrs?/i]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "how much was the fes train ticket", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time did we finally check in at the fes riad on thursday", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "where did we sleep on the 26th", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much was the desert camp and what did it cover", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/accommodations", "/budget", tripDay(5)] },
  { question: "what was the mud village we stopped at on the way to the desert", parts: [[/a[iï]t.?ben.?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were filmed at ait benhaddou", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "what time did the camel ride start on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("what were the camels' names lol"),
  { question: "what was day 4 called", parts: [[/gardens?\s*(?:&|and)\s*souks?/i]], links: [tripDay(4)] },
  { question: "when was the photoshoot again", parts: [[/tuesday|nov(?:ember)?\.?\s*25|25th|\bday 4\b/i]], links: [tripDay(4)] },
  { question: "what time did the photographer start", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  U("when are the photographer's pics gonna be ready"),
  U("how much did the photographer cost? want to chip in"),
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "who booked the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "palace dinner place name?", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was the palace dinner", parts: [[/individual/i]], links: [tripDay(4), "/dinners", "/budget"] },
  { question: "hot air balloon price?", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  U("what was the name of the balloon company"),
  { question: "nobu min spend per person?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what day was the birthday dinner, the 23rd?", parts: [[/23|sunday|\bday 2\b/i]], links: [tripDay(2), "/dinners"] },
  { question: "bday dinner price pp", parts: [[usd(100), usd(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for the birthday dinner was what", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl kick off and where", parts: [[clock(22, 30)], [/gueliz|hivernage/i]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  U("which bar did we end up at on the bar crawl"),
  { question: "what places did the walking tour on day 2 go to", parts: [[/bahia/i, /ben youssef/i]], links: [tripDay(2)] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner deposit was how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what was the name of the riad on the first night", parts: [[/l.?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was that first riad", parts: [[usd(45)]], links: ["/accommodations", "/budget", tripDay(0)] },
  { question: "what was on the 22nd", parts: [[/villa|rest|relax/i]], links: [tripDay(1)] },
  { question: "what was in the hammam thing at the villa", parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]], links: [tripDay(1)] },
  { question: "how much was the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how many nights was the villa", parts: [[num(5)]], links: ["/accommodations", "/budget"] },
  { question: "which day was the desert camp again, day 5 or 6?", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "what day r we doing casablanca", parts: [[/sunday|tomorrow|30|\bday 9\b/i]], links: [tripDay(9)] },
  { question: "what's the theme of tomorrow on the itinerary", parts: [[/casablanca\s*(?:&|and)\s*departure/i]], links: [tripDay(9)] },
  // ---- Money, practicalities, stays ----
  { question: "how many dirhams to a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "whats the tourist tax per night", parts: [[/\b28\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at lunch today", parts: [[/10\s*(?:-|–|to)\s*15/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/\b1[,.\s]?000\b/i, /\b2[,.\s]?000\b/i]], links: ["/budget", "/faq"] },
  { question: "bargaining tips? where do i start in the chefchaouen shops this afternoon", parts: [[/40\s*%?\s*(?:-|–|to)\s*50/i]], links: ["/budget", "/faq"] },
  { question: "card fees abroad how much typically", parts: [[/\b1\s*%?\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget"] },
  { question: "should i pay in dollars or dirhams when the card machine asks", parts: [[/dirham/i]], links: ["/budget"] },
  { question: "can i change my leftover dirhams back at home after tomorrow?", parts: [[/hard to change|spend/i]], links: [tripDay(9)] },
  { question: "whats the total trip cost roughly per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "typical shopping budget?", parts: [[usd(100), usd(500)]], links: ["/budget"] },
  { question: "which plug adapter do i need", parts: [[/type\s*c|c\s*\/\s*e|type\s*e/i]], links: ["/faq"] },
  { question: "voltage in morocco?", parts: [[num(220)]], links: ["/faq"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what timezone is morocco in rn", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "how do i say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i take pics of ppl in the blue streets today", parts: [[/ask/i]], links: ["/faq"] },
  { question: "can we get a drink tonight somewhere or is alcohol a no", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  { question: "is travel insurance needed", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[num(15), num(25)]], links: ["/faq", "/"] },
  { question: "can cars get into the fes medina or is it all walking", parts: [[/car.?free/i]], links: [tripDay(7), "/accommodations"] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how much was the airport transfer on day 0", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  U("what's the emergency number in morocco"),
  U("nearest pharmacy to our riad in fes? i need ibuprofen asap"),
  U("how much is a petit taxi from the fes riad to the train station tomorrow"),
  U("is uber a thing in casablanca"),
  U("whats the score in the morocco match tonight"),
  U("can i fly my drone in chefchaouen today"),
  U("what time does the sun set today in chefchaouen"),
  U("do the cars today have usb chargers"),
  U("what time does rick's cafe close tomorrow"),
  U("does rick's cafe have vegan options"),
  U("whats the host's venmo for paying back the dinner deposit"),
  { question: "i'm gluten free, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead should dietary stuff be sent to the host", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "check in and check out times at the villa?", parts: [[clock(15, 0)], [clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites and pools did the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa breakfast was how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "do we have to pay for the villa or not", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "how big is the villa estate", parts: [[num(1.4), /hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "how much is the fes riad per person", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "how many nights r we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "what dates is the fes riad booked for", parts: [[/27/, /29/]], links: ["/accommodations"] },
  // ---- The site: gallery, music, Rupa, pages, map; and more of today and tomorrow ----
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video is like 80mb will it upload", parts: [[num(50), /MB|megabyte/i]], links: ["/gallery"] },
  { question: "can i upload videos too or just photos", parts: [[/video/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("who uploaded that blurry video from the camel ride"),
  U("how many photos are in the gallery right now"),
  { question: "can i download the photos other people posted", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow mode for the big screen tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "how do i turn off the music", parts: [[/mute/i]] },
  { question: "where's the mute button", parts: [[/bottom.?left|lower.?left/i]] },
  U("what's the name of the song on the home page?"),
  U("who made the music on the site"),
  { question: "where do i find rupa on the page", parts: [[/bottom.?right|lower.?right/i]], links: ["/faq"] },
  U("why is the goat called rupa"),
  U("how old is rupa"),
  { question: "what's the website called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "what's the occasion for this whole trip", parts: [[num(30), /birthday/i]], links: ["/"] },
  U("what does golden birthday mean exactly"),
  { question: "who said the most lovely spot in the whole world quote", parts: [[/churchill/i]], links: ["/"] },
  { question: "what's the highlight card on the home page say", parts: [[/TBD|to be decided|to be determined/i]], links: ["/"] },
  { question: "is the transportation page finished yet", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "purple pins = ?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "is there a map with all the places", parts: [[/map/i]], links: ["/map"] },
  { question: "whats that rooftop restaurant over the spice square on the map", parts: [[/nomad/i]], links: ["/map"] },
  { question: "where's the fixed price crafts place so i know what stuff should cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "what are the dates of the whole trip", parts: [[/21/, /30/]], links: ["/"] },
  { question: "after today how many days of the trip are left", parts: [[num(1)]], links: [tripDay(9)] },
  { question: "what's the date tomorrow", parts: [[/\b30(?:th)?\b|thirtieth/i]], links: [tripDay(9)] },
  { question: "what day number is tomorrow on the site", parts: [[num(9)]], links: [tripDay(9)] },
  { question: "whats happening on sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "do we have a hotel tomorrow night or straight to the airport", parts: [[/airport|fly|flight/i]], links: [tripDay(9)] },
  { question: "dress code for rick's tmrw?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "how tall is the minaret at the mosque tmrw", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what do we get to see inside the mosque tomorrow", parts: [[/prayer hall|ablution|hammam/i]], links: [tripDay(9)] },
  U("how early should i be at the airport tomorrow for security, like how many hours"),
  U("whats the flight number for the group flight home tomorrow"),
  U("which carriage and seat am i in on tomorrow's train"),
  U("can i book an extra night at the fes riad after everyone leaves tomorrow"),
  U("when's the next squad trip lol"),
  { question: "anything i should keep on me for the train tomorrow?", parts: [[/passport/i]], links: [tripDay(9)] },
  { question: "rick's cafe is a tribute to what movie", parts: [[/casablanca/i]], links: [tripDay(9)] },
];
