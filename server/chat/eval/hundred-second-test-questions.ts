// HUNDRED-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 17:30 on Friday, November 28, 2025, Morocco time (UTC+1).
 *
 * Today is day 7 of the trip (days are numbered 0 to 9, so it is the eighth
 * calendar day): Friday, Nov 28, "Explore Fes". The Fes itinerary carries a
 * note that it is still a work in progress.
 * - This morning: 09:30 guided walk through Fes el-Bali, entering by Bab Bou
 *   Jeloud (the Blue Gate) and following Talaa Kebira past the Al Quaraouiyine
 *   mosque and university (founded 859); 11:30 Bou Inania Madrasa (14th century).
 * - This afternoon: 14:00 Chouara Tannery (a sprig of mint for the smell). Done.
 * - Right now (17:30): nothing scheduled; the next thing is dinner.
 * - Tonight: 19:30 Riad Dinner in Fes, in the courtyard of our riad in Fes
 *   el-Bali (pastilla and slow-cooked tagines), then tea on the roof. No price
 *   and no dress code are given for it.
 * - The night is spent at Our Riad in Fes (Fes el-Bali), the second of its three
 *   nights (Nov 27-29, $90 per person in total). Its name is not given.
 * - Yesterday: day 6, Thursday Nov 27, "Journey to Fes": 06:30 sunrise over the
 *   dunes and camp breakfast at Zagora; 08:00 drive back to Marrakech; 15:00
 *   train to Fes (about 6 hours by way of Casablanca, Rabat and Meknes, $45 per
 *   person); 21:00 check in at the Fes riad.
 * - Tomorrow: day 8, Saturday Nov 29, "Chefchaouen Day Trip": 07:30 drive into
 *   the Rif mountains (about four hours); 12:00 the Blue Medina (Plaza Uta
 *   el-Hammam, goat cheese and tagine for lunch); 15:00 Ras El Maa and the Spanish
 *   Mosque; 17:00 return to Fes. Some guests begin departing (goodbyes at
 *   breakfast). No price is given for the day.
 * - The day after (day 9, Sunday Nov 30): 07:00 train to Casablanca, 12:30
 *   farewell lunch at Rick's Café, 15:00 Hassan II Mosque tour ($13), 18:00
 *   departure from Mohammed V airport (CMN).
 */
export const HUNDRED_SECOND_TEST_CLOCK = new Date("2025-11-28T16:30:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function numberWord(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens}[-\\s]?${ONES[n % 10] ?? ""}`;
}

/** A number in digits or words, not part of a longer number ("4" or "four", never the 4 of "45" or "1.4"). */
function num(n: number): RegExp {
  const digits = n >= 1000 ? `${Math.floor(n / 1000)},?${String(n % 1000).padStart(3, "0")}` : String(n);
  const forms = [`(?<!\\d|\\d[.,])${digits}(?!\\d|[.,]\\d)`];
  const word = numberWord(n);
  if (word) forms.push(`\\b${word}\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = `${n}(?:\\.00)?`;
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}(?!\\d|[.,]\\d)`,
      `(?<!\\d|\\d[.,])${d}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
      `\\bUSD\\s?${d}(?!\\d|[.,]\\d)`,
    ].join("|"),
    "i",
  );
}

/** A time of day: 20:00, 20.00, 20h00, 8:00 pm, 8pm, 8 p.m., "8 in the evening"; 7:30 also as 07:30. */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "a" : "p";
  const minutes = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const periods = h < 12 ? "morning" : h < 17 ? "afternoon" : h < 19 ? "afternoon|evening" : "evening|night";
  const forms = [
    `(?<!\\d)${h < 10 ? "0?" : ""}${h}[:.h]${mm}(?!\\d)`,
    `(?<!\\d|\\d[:.])${h12}${minutes}\\s?${half}\\.?m\\b\\.?`,
    `(?<!\\d|\\d[:.])${h12}${minutes}\\s(?:o'?clock\\s)?(?:in the |this |at |to)(?:${periods})\\b`,
  ];
  if (m === 0) forms.push(`(?<!\\d|\\d[:.])${h}h(?![\\d\\w])`);
  if (h === 12 && m === 0) forms.push("\\bnoon\\b|\\bmidday\\b");
  return new RegExp(forms.join("|"), "i");
}

/** The day's page. */
const tripDay = (n: number): string[] => [`/day/${n}`];

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredSecondTestQuestions: TestQuestion[] = [
  // --- Right now, tonight and today (day 7, Friday Nov 28, Explore Fes) ---
  { question: "ok what's the plan tonight??", parts: [[/riad/i, clock(19, 30)]], links: tripDay(7) },
  { question: "what time is dinner tonite", parts: [[clock(19, 30)]], links: tripDay(7) },
  { question: "wait where are we eating tonight, do we go out somewhere?", parts: [[/riad|courtyard/i]], links: tripDay(7) },
  { question: "whats on the menu tonight", parts: [[/pastilla/i, /tagine/i]], links: tripDay(7) },
  { question: "anything after dinner tonight or just bed", parts: [[/tea/i, /roof/i]], links: tripDay(7) },
  { question: "what day of the trip are we on today", parts: [[num(7)]], links: tripDay(7) },
  { question: "todays theme?", parts: [[/explore fes/i]], links: tripDay(7) },
  { question: "is anything scheduled rn or are we free till dinner", parts: [[clock(19, 30)]], links: tripDay(7) },
  {
    question: "what did we do this morning, i slept thru it 😅",
    parts: [[/fes el.?bali|blue gate|bou jeloud|talaa kebira/i, /bou inania/i]],
    links: tripDay(7),
  },
  { question: "what time did the walk start this morning", parts: [[clock(9, 30)]], links: tripDay(7) },
  { question: "where did the group meet up for the medina walk today", parts: [[/bou jeloud|blue gate/i]], links: tripDay(7) },
  { question: "whats the name of the madrasa from this morning", parts: [[/bou inania/i]], links: tripDay(7) },
  { question: "how old is that madrasa we saw today", parts: [[/14th|fourteenth/i]], links: tripDay(7) },
  {
    question: "what was the old university we peeked into today, and when was it founded",
    parts: [[/quaraouiyine|qarawiyyin|karaouiyine/i], [num(859)]],
    links: tripDay(7),
  },
  { question: "what time was the tannery this afternoon", parts: [[clock(14, 0)]], links: tripDay(7) },
  { question: "whats the tannery called again", parts: [[/chouara/i]], links: tripDay(7) },
  { question: "why did the guy hand me mint at the tannery lmao", parts: [[/smell|odou?r|stink|stench/i]], links: tripDay(7) },
  { question: "how many lanes does the fes medina have?? felt like a million", parts: [[/9,?000|nine thousand/i]], links: tripDay(7) },
  { question: "who has right of way in the medina here", parts: [[/donkey/i]], links: tripDay(7) },
  { question: "what was the main street we walked down this morning", parts: [[/talaa kebira/i]], links: tripDay(7) },

  // --- Tomorrow (day 8, Saturday Nov 29, Chefchaouen) ---
  { question: "whats tomorrow", parts: [[/chefchaouen/i]], links: tripDay(8) },
  { question: "what time do we leave tomorrow morning", parts: [[clock(7, 30)]], links: tripDay(8) },
  { question: "how long is the drive to chefchaouen tmrw", parts: [[num(4), /hours?|hrs?/i]], links: tripDay(8) },
  { question: "tomorrows date and what's the theme", parts: [[num(29)], [/chefchaouen day trip/i]], links: tripDay(8) },
  { question: "what time do we head back to fes tomorrow", parts: [[clock(17, 0)]], links: tripDay(8) },
  { question: "when do i say bye to the ppl leaving tomorrow", parts: [[/breakfast/i]], links: tripDay(8) },
  { question: "what's good to eat for lunch in chefchaouen tmrw", parts: [[/goat cheese/i]], links: tripDay(8) },
  { question: "whats the main square in chefchaouen called", parts: [[/uta el.?hammam/i]], links: tripDay(8) },
  { question: "best view tomorrow? where do we go for it", parts: [[/spanish mosque/i]], links: tripDay(8) },
  {
    question: "the spring/waterfall thing tmrw, what time and whats it called",
    parts: [[clock(15, 0)], [/ras el.?maa/i]],
    links: tripDay(8),
  },
  { question: "dress code for the blue town tomorrow?", parts: [[/shoulders/i, /knees/i]], links: tripDay(8) },
  { question: "what should i wear for the long drive tomorrow", parts: [[/layer|passport/i]], links: tripDay(8) },
  { question: "will it rain in the rif mountains tmrw? do i need a jacket", parts: [[/rain jacket|shower/i]], links: ["/faq"] },
  U("how much does the chefchaouen day trip cost tomorrow?"),
  U("what time is breakfast at the riad tomorrow"),
  U("whats the name of our riad in fes? need it for a taxi"),
  U("can u send me the address of the fes riad"),
  U("is dinner tonight included in the riad price or do we pay separately"),
  U("dress code for dinner tonight?"),
  U("who's driving us to chefchaouen tomorrow, what company"),
  U("what's the wifi password at the riad"),
  U("what time is sunset tomorrow in chefchaouen"),

  // --- Yesterday (day 6, Thursday Nov 27, Journey to Fes) ---
  { question: "yesterday's train was how long again", parts: [[num(6), /hours?|hrs?/i]], links: tripDay(6) },
  { question: "how much was the train to fes yesterday, need to pay someone back", parts: [[usd(45)]], links: [...tripDay(6), "/budget", "/faq"] },
  { question: "what time did we check into the riad last night", parts: [[clock(21, 0)]], links: tripDay(6) },
  { question: "what cities did the train go through yesterday", parts: [[/rabat/i, /meknes/i]], links: tripDay(6) },
  { question: "what time was the sunrise thing at camp yesterday morning", parts: [[clock(6, 30)]], links: tripDay(6) },
  // --- Where we sleep, the rest of Fes and the days ahead ---
  { question: "where are we sleeping tonight", parts: [[/riad/i, /fes/i]], links: ["/accommodations"] },
  { question: "how many nights r we at the fes riad total", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is the fes riad per person", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "what time is the train to casablanca on sunday", parts: [[clock(7, 0)]], links: tripDay(9) },
  { question: "day after tomorrow, how long's the train to casa", parts: [[num(4), /hours?|hrs?/i]], links: [...tripDay(9), "/faq"] },
  {
    question: "where's the farewell lunch on sunday and what time",
    parts: [[/rick['’]?s caf[eé]/i], [clock(12, 30)]],
    links: tripDay(9),
  },
  { question: "what time do we leave for the airport on the 30th", parts: [[clock(18, 0)]], links: tripDay(9) },
  { question: "which airport do we fly out of at the end", parts: [[/mohammed v|CMN/i]], links: [...tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), /min/i]], links: tripDay(9) },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [...tripDay(9), "/budget", "/faq"] },
  { question: "what time's the mosque tour on sunday", parts: [[clock(15, 0)]], links: tripDay(9) },
  { question: "what do i wear to the mosque in casablanca", parts: [[/shoulders|knees/i, /scarf/i]], links: [...tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan ii", parts: [[num(210)]], links: tripDay(9) },
  { question: "is the fes schedule final or could it still change", parts: [[/work in progress|may change|could change|subject to change|not final/i]], links: tripDay(7) },
  { question: "what's the date today", parts: [[num(28)]], links: tripDay(7) },
  { question: "whats happening saturday", parts: [[/chefchaouen/i]], links: tripDay(8) },
  U("who are the people leaving tomorrow?"),
  U("what time are the early flights out of fes tomorrow"),
  U("how much is lunch at rick's café on sunday"),
  U("how much is the train ticket to casablanca"),
  U("how long does the hassan ii mosque tour take"),
  U("where can we leave our bags in casablanca before the flight"),
  U("how much did it cost to get into bou inania this morning"),

  // --- Earlier in the trip, by date, weekday and day number ---
  {
    question: "day before yesterday we did the camels right? how much was the camp",
    parts: [[usd(95)]],
    links: [...tripDay(5), "/accommodations", "/budget"],
  },
  { question: "what's included in the desert camp price", parts: [[/dinner/i, /breakfast/i]], links: [...tripDay(5), "/accommodations", "/budget"] },
  { question: "what was the mountain pass called on wednesday", parts: [[/tichka/i]], links: tripDay(5) },
  { question: "the mud brick village on the way to the desert, what movies were filmed there", parts: [[/gladiator/i, /game of thrones/i]], links: tripDay(5) },
  { question: "what was that kasbah village called, ait ben something", parts: [[/a[iï]t.?ben.?haddou/i]], links: tripDay(5) },
  { question: "what time was the camel ride on the 26th", parts: [[clock(16, 30)]], links: tripDay(5) },
  { question: "what happened on day 4?? i forgot already lol", parts: [[/photo(?:shoot|grapher)/i, /majorelle/i]], links: tripDay(4) },
  { question: "what time did the photographer come on tuesday", parts: [[clock(8, 30)]], links: tripDay(4) },
  {
    question: "how much was majorelle, and the ysl museum?",
    parts: [[usd(18)], [usd(15)]],
    links: [...tripDay(4), "/budget"],
  },
  { question: "name of the palace dinner place?", parts: [[/dar yacout/i]], links: [...tripDay(4), "/dinners"] },
  { question: "was the palace dinner prepaid or did we pay there", parts: [[/individual|at the restaurant/i]], links: [...tripDay(4), "/dinners"] },
  { question: "what time was the palace dinner", parts: [[clock(20, 0)]], links: [...tripDay(4), "/dinners"] },
  { question: "the balloon was which day number? monday?", parts: [[num(3)]], links: tripDay(3) },
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [...tripDay(3), "/budget", "/faq"] },
  { question: "what time was balloon pickup", parts: [[clock(5, 30)]], links: tripDay(3) },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [...tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: [...tripDay(3), "/dinners"] },
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [...tripDay(2), "/dinners"] },
  { question: "what date was the bday dinner", parts: [[num(23)]], links: [...tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [...tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for the birthday dinner was what", parts: [[/gold/i]], links: [...tripDay(2), "/dinners", "/faq"] },
  {
    question: "what time did the bar crawl start + how much was the guide",
    parts: [[clock(22, 30)], [usd(10)]],
    links: [...tripDay(2), "/budget"],
  },
  { question: "which places did the walking tour on the 23rd cover", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: tripDay(2) },
  {
    question: "whats villa check in time and check out time",
    parts: [[clock(15, 0)], [clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  // --- Rupa, the host, the occasion and the site ---
  { question: "who even is rupa lol", parts: [[/goat/i]] },
  { question: "where's the chat thing on the page again", parts: [[/bottom.?right/i]], links: ["/faq"] },
  { question: "whats the occasion again", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose birthday is this whole trip for", parts: [[/host/i]], links: ["/"] },
  { question: "what's this trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how many days is the trip total", parts: [[num(10)]], links: ["/"] },
  { question: "trip dates?", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "where do i find the prices for everything", parts: [[/budget/i]], links: ["/budget"] },
  { question: "transportation page just says coming soon?", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  { question: "which famous ppl are quoted on the home page", parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]], links: ["/"] },
  { question: "what day was the countdown counting down to and what time", parts: [[num(21)], [clock(11, 0)]], links: ["/"] },
  { question: "is there a page with all the restaurants", parts: [[/dinners/i]], links: ["/dinners"] },
  { question: "which dinners were marked special", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "i have a nut allergy who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead were we supposed to say about dietary stuff", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  U("whats the host's whatsapp number"),
  U("who built this website? it's cute"),
  U("what's the link to the group chat"),

  // --- Music ---
  { question: "how do i mute the music its loud af", parts: [[/bottom.?left/i]] },
  { question: "what kind of music is on the home page", parts: [[/oud/i]] },
  { question: "which other pages play the same music as the dinners page", parts: [[/accommodations/i, /transportation/i]] },
  U("what's the name of the song playing on the home page"),

  // --- Photos and videos ---
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[num(50), /MB|megabytes?/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i save a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "it says too many files when i upload??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "upload says file too large, whats the limit", parts: [[num(50), /MB|megabytes?/i]], links: ["/gallery"] },
  { question: "is there a slideshow of the pics we can put on the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("what's the password to delete photos from the gallery"),
  U("how many photos are in the gallery so far"),
  U("whats the name of the photographer from tuesday"),
  U("when do we get the photoshoot pics back"),

  // --- Money ---
  { question: "exchange rate dirham to dollar?", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*(?:-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[/1,?000\s*(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "whats the tourist tax", parts: [[/(?<!\d)28(?!\d)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when bargaining", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/budget", "/faq"] },
  { question: "what do ppl usually budget for shopping", parts: [[usd(100), usd(500)]], links: ["/budget"] },
  U("how do i pay the villa contribution, venmo or cash?"),
  U("what's the exchange rate for euros"),
  U("do i need any vaccines for morocco"),
  U("whats the emergency number in morocco"),
  // --- Costs of the trip ---
  { question: "roughly how much is the whole trip per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "which cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "airport transfer cost?", parts: [[usd(45), /car/i]], links: [...tripDay(0), "/faq", "/budget"] },
  {
    question: "welcome dinner cost and how much was the deposit",
    parts: [[usd(40), num(60)], [usd(20)]],
    links: [...tripDay(0), "/dinners", "/budget"],
  },
  { question: "villa breakfast price", parts: [[usd(10)]], links: [...tripDay(2), "/faq", "/budget"] },
  { question: "hammam + massage price?", parts: [[usd(60)]], links: [...tripDay(1), "/faq", "/budget"] },
  { question: "do i have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [...tripDay(0), "/accommodations", "/budget"] },

  // --- Practical ---
  { question: "plug type?", parts: [[/type c|c\s*\/\s*e/i]], links: ["/", "/faq"] },
  { question: "voltage in morocco", parts: [[num(220)]], links: ["/faq"] },
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/six months|6 months/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can i get a drink in the medina? like alcohol", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "whats the weather usually like", parts: [[/15\s*°?\s*(?:c\s*)?(?:-|–|to)\s*25/i]], links: ["/", "/faq"] },
  { question: "what time zone is morocco", parts: [[/(?:UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  U("any good lunch spots in fes you'd recommend"),
  U("is there a hammam in fes i can book tomorrow night"),
  U("how much is a leather bag at the tannery shops usually"),
  U("what time do the shops in the fes medina close tonight"),
  U("is uber a thing in fes"),
  U("how far is fes airport from our riad"),

  // --- The map ---
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "pink pins?", parts: [[/unique|romantic/i]], links: ["/map"] },
  { question: "what colour are the shopping pins", parts: [[/yellow/i]], links: ["/map"] },
  { question: "how many categories does the map have", parts: [[num(7)]], links: ["/map"] },
  { question: "what should i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where's a good place for mint tea overlooking the spice market", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "any cooking class recs?", parts: [[/maison arabe/i]], links: ["/map"] },
  U("how much is the entrance to the spanish mosque tomorrow"),

  // --- The first days ---
  { question: "what did we do on the 22nd", parts: [[/villa royale|rest (?:&|and) relax/i]], links: tripDay(1) },
  { question: "what time was the welcome dinner on friday the 21st", parts: [[clock(20, 0)]], links: [...tripDay(0), "/dinners"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: [...tripDay(0), "/dinners"] },
  { question: "arrival airport code?", parts: [[/RAK|menara/i]], links: [...tripDay(0), "/faq"] },
  { question: "what did the hammam at the villa include", parts: [[/kessa|black (?:olive )?soap|rhassoul|argan/i]], links: tripDay(1) },
  { question: "villa pools how many", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25/i]], links: ["/accommodations", "/faq"] },
  { question: "where did we sleep on the 26th", parts: [[/desert camp|zagora/i]], links: ["/accommodations", ...tripDay(5)] },
  { question: "what was the first place we stayed called", parts: [[/l.?authentic/i]], links: ["/accommodations", ...tripDay(0)] },
  U("who was our bar crawl guide"),
  U("what's the phone number of the riad in fes"),
  U("how much was the guide for the fes walk today"),
  U("can we bring our own wine to the riad tonight"),
  U("how many of us are going to chefchaouen tomorrow"),
  U("how many km is it to chefchaouen"),
];
