// HUNDRED-TWENTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * THE CLOCK: 15:30 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * Today is day 7 of the trip (days are numbered 0 to 9): Friday, Nov 28, "Explore Fes".
 * The day page carries the note that the Fes itinerary is still a work in progress.
 * - This morning: 09:30 guided walk through Fes el-Bali, entering at Bab Bou Jeloud (the Blue Gate)
 *   and following Talaa Kebira past the Al Quaraouiyine mosque and university (founded in 859);
 *   11:30 Bou Inania Madrasa (14th-century Marinid school).
 * - Now / this afternoon: the Chouara Tannery, from 14:00, watched from a leather shop terrace
 *   (a sprig of mint against the smell). Medina dress code: shoulders and knees covered, closed shoes.
 * - Tonight: 19:30 riad dinner in Fes (pastilla and slow-cooked tagines in the courtyard, then tea on
 *   the roof). No price and no dress code are given for it.
 * - The night is spent at our riad in Fes el-Bali (3 nights, Nov 27-29, $90 per person in total).
 * - Yesterday: day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the dunes and camp breakfast
 *   (Zagora), 08:00 drive back to Marrakech, 15:00 train to Fes (about 6 hours, $45, via Casablanca,
 *   Rabat and Meknes), 21:00 check-in at the Fes riad (porters with handcarts at the medina gate).
 *   The night before (day 5, Wednesday Nov 26) was at the desert camp near Zagora.
 * - Tomorrow: day 8, Saturday Nov 29, "Chefchaouen Day Trip": 07:30 drive into the Rif (about four hours),
 *   12:00 the Blue Medina (Plaza Uta el-Hammam, red-walled kasbah, lunch of goat cheese and tagine),
 *   15:00 Ras El Maa spring and the Spanish Mosque, 17:00 return to Fes. Some guests begin departing
 *   tomorrow: say goodbyes at breakfast.
 * - Day after tomorrow: day 9, Sunday Nov 30, "Casablanca & Departure": 07:00 train to Casablanca
 *   (about four hours, to Casa-Voyageurs), 12:30 farewell lunch at Rick's Café, 15:00 Hassan II Mosque
 *   tour (about $13), 18:00 transfers to Mohammed V International Airport (CMN), about 45 minutes away.
 */
export const HUNDRED_TWENTY_NINTH_TEST_CLOCK = new Date("2025-11-28T14:30:00Z");

const WORDS: Record<number, string> = {
  0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
  10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen",
  17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty", 22: "twenty[- ]?two", 30: "thirty",
  40: "forty", 45: "forty[- ]?five", 50: "fifty", 60: "sixty", 90: "ninety",
};

/** A number in digits (thousands may be grouped) or in its usual word, never part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  const alternatives = [`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`];
  const word = WORDS[n];
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = String(n).replace(".", "\\.");
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `\\$\\s?${amount}${end}|(?<![\\d.,])${amount}\\s?(?:us\\s?)?(?:dollars?|bucks|usd)\\b|\\busd\\s?\\$?${amount}${end}`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "20h", "8:00 pm", "8pm", "8 p.m." (and "8:00" for afternoon times). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h24 = h < 10 ? `0?${h}` : String(h);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? "a" : "p";
  const alternatives = [
    `(?<!\\d)${h24}[:h.]${mm}(?!\\d)`,
    `(?<!\\d)${h12}${m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`}\\s?${ap}\\.?m\\b\\.?`,
  ];
  if (m === 0) alternatives.push(`(?<!\\d)${h24}h(?![a-z\\d])`);
  if (h > 12) alternatives.push(`(?<!\\d)${h12}:${mm}(?!\\d)`);
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredTwentyNinthTestQuestions: TestQuestion[] = [
  // --- Today (day 7, Friday Nov 28, Explore Fes), now, tonight, yesterday, tomorrow ---
  { question: "wat r we doing today", parts: [[/tanner|chouara/i, /dinner/i]], links: [tripDay(7)] },
  { question: "where r we supposed to be rn??", parts: [[/tanner|chouara/i]], links: [tripDay(7)] },
  { question: "what time's dinner tonight and where is it", parts: [[clock(19, 30)], [/riad/i]], links: [tripDay(7)] },
  { question: "whats on the menu tonite 🍲", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  U("how much is dinner tonight at the riad? is it included or do we pay"),
  U("is there a dress code for dinner tonight"),
  { question: "and after dinner tonight?", parts: [[/roof/i]], links: [tripDay(7)] },
  { question: "which day of the trip r we on", parts: [[num(7)]], links: [tripDay(7)] },
  { question: "whats the date today lol i've lost track", parts: [[num(28)]], links: [tripDay(7)] },
  { question: "what's today's theme called on the site", parts: [[/explore fes/i]], links: [tripDay(7)] },
  { question: "wait what was the madrasa we saw this morning called", parts: [[/bou ?inania/i]], links: [tripDay(7)] },
  { question: "where did the walk start this morning, which gate", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "what time did the walking tour kick off this morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "whats the main street of the fes medina called", parts: [[/tala[a']? ?kebira/i]], links: [tripDay(7)] },
  {
    question: "that old university we peeked into this morning - what's it called and when was it founded?",
    parts: [[/qua?raouiyine|qarawiyyin|karaouine/i], [num(859)]],
    links: [tripDay(7)],
  },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "what time did the tannery start this afternoon", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why did they hand us mint at the tannery lmao", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "where do u even watch the tannery from", parts: [[/terrace/i]], links: [tripDay(7)] },
  U("how much does the fes guide cost today"),
  U("whats our fes guide's name again"),
  U("what time does the chouara tannery close today"),
  { question: "is the fes medina actually car free", parts: [[/largest/i]], links: [tripDay(7)] },
  { question: "how many lanes r there in this medina", parts: [[/9,?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "who has right of way in the medina lol", parts: [[/donkey/i]], links: [tripDay(7)] },
  { question: "what shud i wear around the medina today", parts: [[/shoulders|knees/i]], links: [tripDay(7), "/faq"] },
  { question: "where r we sleeping tonight", parts: [[/riad/i, /fes/i]], links: [tripDay(7), "/accommodations"] },
  { question: "how many nights are we in fes total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  {
    question: "is that fes riad price per night or for all nights",
    parts: [[/total|all three|(?:3|three) nights/i]],
    links: ["/budget", "/accommodations", tripDay(6)],
  },
  U("what's the actual name of our riad in fes?"),
  U("wifi password at the fes riad pls"),
  { question: "what did we do yesterday", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "what time did we get to the riad last night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how long was that train ride yesterday omg", parts: [[num(6), /hour|hr/i]], links: [tripDay(6)] },
  { question: "how much was the train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time did the train leave marrakech on the 27th", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "which cities did the train go thru yesterday", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing at camp yesterday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "who were the guys with the carts at the gate last night", parts: [[/porter/i]], links: [tripDay(6)] },
  U("did anyone hand in a phone charger from the train yesterday"),
  { question: "where did we sleep the night before last", parts: [[/camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "ok and tmrw?", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  {
    question: "what time do we leave tmrw morning and how long's the drive",
    parts: [[clock(7, 30)], [num(4), /hour|hr/i]],
    links: [tripDay(8)],
  },
  { question: "whats for lunch tomorrow", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what time is the spanish mosque thing tmrw", parts: [[clock(15, 0)]], links: [tripDay(8)] },
  { question: "whats ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "when do we head back from chaouen tomorrow", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  U("are we going by minibus or in cars tmrw"),
  U("why is everything blue in chefchaouen tho"),
  { question: "whats the main square in chefchaouen called", parts: [[/uta el.?hammam/i]], links: [tripDay(8)] },
  { question: "what colour are the kasbah walls in chefchaouen", parts: [[/red/i]], links: [tripDay(8)] },
  { question: "what day of the week is tomorrow", parts: [[/saturday/i]], links: [tripDay(8)] },
  { question: "when shud i say bye to the ppl leaving tmrw", parts: [[/breakfast/i]], links: [tripDay(8)] },
  U("how many people are leaving tomorrow"),
  U("what time is breakfast at the riad tomorrow"),
  { question: "what should i wear for the drive tomorrow", parts: [[/comfortable|warm layer/i]], links: [tripDay(8)] },
  { question: "is it gonna rain in the rif mountains", parts: [[/shower|rain jacket|rarely/i]], links: ["/faq"] },
  {
    question: "is the fes schedule final or might it change",
    parts: [[/work in progress|may change/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  { question: "whats happening the day after tomorrow", parts: [[/casablanca|casa/i]], links: [tripDay(9)] },
  { question: "what time is the train to casa on the 30th", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casablanca", parts: [[num(4), /hour|hr/i]], links: [tripDay(9), "/faq"] },
  { question: "which station do we get into in casa", parts: [[/casa.?voyageurs/i]], links: [tripDay(9), "/faq"] },
  U("how much is the train from fes to casablanca"),
  { question: "where's the farewell lunch on sunday", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "dress code for ricks cafe?", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "how much is the hassan 2 mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|socks|knees|arms/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "can non muslims go inside mosques here", parts: [[/hassan/i]], links: ["/faq"] },
  { question: "what time do we leave for the airport on sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "should i change my leftover dirhams before i fly", parts: [[/hard to change|spend/i]], links: [tripDay(9)] },
  { question: "can i fly home from fes instead of casa?", parts: [[/\bday ?8\b|\b29(?:th)?\b|saturday/i]], links: ["/faq"] },
  U("what flight is the host on going home"),
  { question: "how many days is the whole trip", parts: [[num(10)]], links: ["/"] },
  { question: "what are the trip dates again", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "how many of us r there", parts: [[num(22)]], links: ["/"] },
  { question: "what's the occasion again", parts: [[/birthday|bday/i, /30|thirt/i]], links: ["/"] },
  { question: "whose bday is it actually", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the host turning", parts: [[/30|thirt/i]], links: ["/"] },
  U("what's the host's name"),
  U("whats the host's number in case i get lost in the medina"),
  { question: "whats this trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who's rupa", parts: [[/goat/i]] },
  { question: "where is the chat goat button on the site", parts: [[/bottom.?right/i]], links: ["/faq"] },
  U("how old is rupa"),
  { question: "what day was the birthday dinner", parts: [[/\bday ?2\b|\b23(?:rd)?\b|sunday/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the subtitle on the home page", parts: [[/a marrakech adventure/i]], links: ["/"] },
  // --- Earlier days, dinners, stays and money ---
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[/100\s?(?:-|–|to)\s?\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for the birthday dinner was what again", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  {
    question: "what was the welcome dinner place called n how much was the deposit",
    parts: [[/foundouk/i], [usd(20)]],
    links: [tripDay(0), "/dinners"],
  },
  { question: "how much was the welcome dinner per person", parts: [[/40\s?(?:-|–|to)\s?\$?60/i]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese.?peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "the palace dinner on tuesday, what was the place called", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how did we pay for dar yacout", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "which dinners were the special events", parts: [[/comptoir|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "i'm vegan, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "what day was the balloon ride", parts: [[/\bday ?3\b|\b24(?:th)?\b|monday/i]], links: [tripDay(3)] },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  U("what was the name of the balloon company"),
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what day was the photoshoot", parts: [[/\bday ?4\b|\b25(?:th)?\b|tuesday/i]], links: [tripDay(4), "/"] },
  { question: "what colours were we meant to wear for the photos", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  U("whats the photographer's name from tuesday"),
  U("when will the photoshoot pics be ready"),
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "souk guide price?", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what did we do on the 25th", parts: [[/majorelle|souk|photo/i]], links: [tripDay(4)] },
  { question: "what happened on the 22nd again", parts: [[/villa/i]], links: [tripDay(1)] },
  { question: "hammam how much", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "how much is breakfast at the villa", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how many suites at the villa", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools did villa royale have", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[num(20)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  U("is there a gym at villa royale"),
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "whats the name of the first riad we stayed in", parts: [[/l.?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what did the camp price cover", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget"] },
  { question: "what was that film set village on the way to the desert", parts: [[/a[iï]t.?ben.?haddou/i]], links: [tripDay(5)] },
  { question: "which movies were shot at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time was the camel ride on wednesday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("what was the name of my camel lol"),
  U("what band played at comptoir darna"),
  { question: "roughly how much is this whole trip per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "how much is the tourist tax", parts: [[/28\s?(?:mad|dirham)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[/10\s?(?:-|–|to)\s?15\s?%/i]], links: ["/budget", "/faq"] },
  { question: "how many dirhams to a dollar", parts: [[num(10)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[/1,?000\s?(?:-|–|to)\s?2,?000/i]], links: ["/budget", "/faq"] },
  { question: "where should i start bargaining", parts: [[/40\s?(?:-|–|to)\s?50\s?%/i]], links: ["/budget", "/faq"] },
  { question: "typical shopping budget?", parts: [[/100\s?(?:-|–|to)\s?\$?500/i]], links: ["/budget"] },
  U("how much did the bar crawl drinks end up costing"),
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  // --- Gallery, music, pages, map, practicalities ---
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for uploads", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a vid i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("what's the password to delete photos"),
  { question: "it keeps saying too many files??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  U("how many photos have people uploaded so far"),
  U("who uploaded the video of the camel ride"),
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "how do i turn the music off", parts: [[/bottom.?left/i]] },
  { question: "what kind of music plays on the home page", parts: [[/oud/i]] },
  U("what's the song called on the itinerary pages"),
  { question: "where's the map of all the recommended places", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "what color are shopping spots on the map", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "any rooftop food spot over the spice square", parts: [[/nomad/i]], links: ["/map"] },
  { question: "where can we do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "what's on the transportation page", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  U("when will the transportation page be updated"),
  { question: "who are the quotes on the home page from", parts: [[/churchill/i, /saint laurent|ysl/i, /wharton/i]], links: ["/"] },
  { question: "what did churchill say about marrakech", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "what's the trip highlight on the home page", parts: [[/tbd|to be decided|to be determined/i]], links: ["/"] },
  { question: "what plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what time zone is morocco in", parts: [[/(?:utc|gmt)\s?\+\s?1\b/i]], links: ["/faq"] },
  {
    question: "two qs: whats the weather usually like and is alcohol available",
    parts: [[/15\s?(?:-|–|to)\s?25/i], [/licensed|bars/i]],
    links: ["/faq", "/"],
  },
  U("what's the emergency number in morocco"),
  U("is there a pharmacy near our riad in fes"),
  U("what's the name of the restaurant for lunch in chefchaouen tomorrow"),
  U("what time does rick's cafe open"),
  U("does the fes riad do laundry"),
  U("is there heating in the rooms at the fes riad, it's cold"),
  U("who built this website"),
  U("how do i pay the host back, venmo or what"),
  U("whats the seating plan for the cars tmrw"),
  U("does the hassan ii tour run in english"),
];
