// TWENTY-SECOND FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-second round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Tuesday November 25 2025, 19:15 Morocco time (UTC+1): the evening of day 4,
 * "Gardens & Souks", between the afternoon in the souks and dinner. Behind
 * them today: the group photoshoot in the Villa Royale gardens (08:30),
 * Jardin Majorelle and the Musée YSL (11:00) and the guided souk shopping
 * (14:30). Next is tonight's Palace Dinner at Dar Yacout in the medina at
 * 20:00 (dressy, rooftop aperitif first, paid individually), then the last
 * night at Villa Royale. Tomorrow is day 5 (Wednesday Nov 26, "Sahara Desert Adventure"):
 * the 07:00 drive over the High Atlas by the Tizi n'Tichka pass, Aït
 * Benhaddou at 11:30, the sunset camel ride at 16:30 and dinner and a night
 * at the desert camp near Zagora from 19:30. After that: Thursday the drive
 * back and the 15:00 train to Fes (day 6), Fes el-Bali (day 7), Chefchaouen
 * (day 8) and Casablanca and departure on Sunday Nov 30 (day 9). Past: the
 * arrival and welcome dinner (day 0), the villa (day 1), the birthday (day 2)
 * and the balloon, Agafay and Nobu (day 3, yesterday).
 */
export const TWENTY_SECOND_TEST_CLOCK = new Date("2025-11-25T18:15:00Z");

// ---------------------------------------------------------------------------
// Key helpers
// ---------------------------------------------------------------------------

/** A number as written with or without a thousands separator ("1000", "1,000"); a decimal point taken literally. */
function amount(value: number | string): string {
  const text = String(value);
  if (/^\d{4,}$/.test(text)) return `${text.slice(0, -3)}[,.\\s]?${text.slice(-3)}`;
  return text.replace(".", "\\.");
}

/**
 * A clock time as the content writes it ("20:00", "08:30") or as an answer may
 * say it ("8 pm", "8:00 p.m.", "20h00", "8:30 am"); a morning time is not
 * matched when followed by "pm".
 */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const morning = hour < 12;
  const suffix = morning ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const alternatives = [
    `(?<![\\d:.])0?${hour}[:.h]${mm}(?!\\d)${morning ? "(?!\\s*p\\.?\\s?m)" : ""}`,
    `(?<![\\d:.])${h12}${minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${suffix}`,
  ];
  if (minute === 0) alternatives.push(`(?<![\\d:.])${hour}h(?![\\d])`);
  if (hour >= 17) alternatives.push(`\\b(?:at|by|for) ${h12}${minute === 0 ? "" : `[:.]${mm}`} ?(?:tonight|this evening|in the evening)`);
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A US dollar amount: "$45", "$ 45", "US$45", "45 USD", "45 dollars", not "$450" or "$4.5". */
function usd(value: number | string): RegExp {
  const v = amount(value);
  return new RegExp(
    `\\$\\s?${v}(?:\\.00)?(?!\\d|[.,]\\d)|(?<![\\d.,])${v}(?:\\.00)?\\s?(?:\\$|USD|US dollars|dollars|bucks)`,
    "i",
  );
}

/** A range such as "$40-60", "$40 to $60", "10–15%", "1,000-2,000 MAD", "15°C to 25°C". */
function range(low: number | string, high: number | string): RegExp {
  const unit = "(?:\\s?(?:%|°\\s?C?|MAD|dirhams?|USD|dollars))?";
  return new RegExp(
    `(?<![\\d.,])\\$?\\s?${amount(low)}${unit}\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${amount(high)}(?!\\d)`,
    "i",
  );
}

/** A count written as digits or as a word. */
function num(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${amount(value)}(?!\\d|[.,]\\d)|\\b${word}\\b`, "i");
}

const weekdays = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A trip day named by number ("day 8"), weekday ("Saturday") or date ("Nov 29", "November 29", "29th", "29 Nov"). */
function day(dayNumber: number): RegExp {
  const date = 21 + dayNumber;
  const weekday = weekdays[dayNumber] ?? "";
  return new RegExp(
    `\\bday\\s?${dayNumber}\\b|\\b${weekday}\\b|\\bNov(?:ember|\\.)?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)\\b|(?<![\\d.])${date}\\s?Nov`,
    "i",
  );
}

/** A duration in hours: "6 hours", "six-hour", "6h", "~4 hrs". */
function hours(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.])(?:${value}|${word})(?:\\s|-)*(?:hours?|hrs?|h)\\b`, "i");
}

export const twentySecondTestQuestions: TestQuestion[] = [
  // -------------------------------------------------------------------------
  // Tonight (day 4 evening): the palace dinner at Dar Yacout
  // -------------------------------------------------------------------------
  { question: "what time is dinner tonight??", parts: [[time(20)]], links: ["/day/4", "/dinners"] },
  { question: "where r we eating tonight 🍽️", parts: [[/Dar Yacout/i]], links: ["/day/4", "/dinners"] },
  {
    question: "my feet are dead from the souks lol 😩 what time do we need to be at dinner and is it dressy or can i go casual",
    parts: [[time(20)], [/dressy|dress up|dressed up|best evening|evening outfit/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "dress code tonight? i brought a kaftan from the souk today, is that too much 😅",
    parts: [[/dressy|dress up|dressed up|best evening|evening outfit/i], [/kaftan/i, /welcome|encouraged|perfect|great|not too much|go for it/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "how much is dar yacout per person? is it already paid or do we pay there",
    parts: [[/individual|separately|your own|yourself|at the restaurant|pay (?:there|on the night)/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "is there gonna be music at dinner tonight", parts: [[/musicians/i]], links: ["/dinners"] },
  {
    question: "do we go straight to the table tonight or is there like drinks first",
    parts: [[/rooftop|roof terrace|roof/i, /aperiti[fv]|drinks?|cocktails?/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "what kind of food is it at the palace dinner, im starving after all that walking",
    parts: [[/pastilla|couscous|tagine/i]],
    links: ["/dinners"],
  },
  {
    question: "ok and what do i wear tonight then 👗",
    parts: [[/dressy|dress up|dressed up|best evening|evening outfit/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "whats next on the schedule?", parts: [[/Dar Yacout|palace dinner/i, time(20)]], links: ["/day/4"] },
  { question: "where do we sleep tonight", parts: [[/Villa Royale/i]], links: ["/accommodations"] },
  { question: "what time do we leave the villa for dinner tonight? is someone picking us up", unanswerable: true },
  { question: "whats dar yacout's phone number, running 10 min late", unanswerable: true },

  // -------------------------------------------------------------------------
  // Today (day 4): photoshoot, Majorelle and YSL, souks
  // -------------------------------------------------------------------------
  { question: "what was the blue garden called from this morning? want to post it 💙", parts: [[/Majorelle/i]], links: ["/day/4", "/map"] },
  { question: "how much was the majorelle garden ticket, need to pay my sister back", parts: [[usd(18)]], links: ["/day/4", "/budget"] },
  { question: "how much was the ysl museum entry today", parts: [[usd(15)]], links: ["/day/4", "/budget"] },
  {
    question: "what time did the photoshoot start?? i overslept and missed the beginning 😭",
    parts: [[time(8, 30)]],
    links: ["/day/4"],
  },
  { question: "what did the souk guide cost today pp", parts: [[usd(5)]], links: ["/day/4", "/budget"] },
  { question: "whats todays theme on the itinerary", parts: [[/Gardens (?:&|and) Souks/i]], links: ["/day/4"] },
  {
    question: "i think i overspent in the souks 🙈 how much do ppl usually budget for shopping",
    parts: [[range(100, 500)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what % of the price should i start haggling at? paid full price for a lantern today lol",
    parts: [[range(40, 50)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "what colours were we supposed to wear for the photos again",
    parts: [[/jewel/i, /white/i, /gold/i]],
    links: ["/", "/day/4"],
  },
  { question: "when do we get the photographer's pics from this morning?", unanswerable: true },
  { question: "whats the photographer's name or insta? want to tag them", unanswerable: true },
  { question: "did we have to pay for the photoshoot? how much do i owe for it", unanswerable: true },
  { question: "what time does jardin majorelle close? want to go back on my own", unanswerable: true },
  { question: "how much did karim pay for his rug today? i think i got ripped off", unanswerable: true },

  // -------------------------------------------------------------------------
  // Tomorrow (day 5): over the Atlas to the Zagora desert camp
  // -------------------------------------------------------------------------
  { question: "what time do we leave tmrw for the desert", parts: [[time(7)]], links: ["/day/5"] },
  { question: "wait is it 7 or 7:30 tomorrow morning? someone in the group said 7:30", parts: [[time(7)]], links: ["/day/5"] },
  { question: "how are we getting to zagora tmrw", parts: [[/road|drive|driving|cars?\b/i, /Atlas|Tichka/i]], links: ["/day/5", "/faq"] },
  {
    question: "what do i pack for the desert camp?? never done this before",
    parts: [[/layers?/i, /scarf/i, /headlamp|head torch|lip balm|sunglasses|overnight bag/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "should i bring my big suitcase on the camel lol",
    parts: [[/small (?:overnight )?bag|overnight bag|day ?pack/i]],
    links: ["/faq"],
  },
  { question: "how cold does it get at the camp at night, like actually", parts: [[/freez/i]], links: ["/faq"] },
  {
    question: "i get carsick, is tomorrow's road bad?",
    parts: [[/wind(?:ing|y)|twist|curv/i], [/tablets?|pills?|medication|meds/i]],
    links: ["/day/5", "/faq"],
  },
  { question: "whats the pass called that we cross tomorrow, want to google it", parts: [[/Tichka/i]], links: ["/day/5"] },
  { question: "the game of thrones village we stop at, whats it called", parts: [[/Benhaddou/i]], links: ["/day/5"] },
  { question: "where do we have lunch tmrw", parts: [[/river/i]], links: ["/day/5"] },
  { question: "what time's the camel ride tmrw 🐪", parts: [[time(16, 30)]], links: ["/day/5"] },
  {
    question: "is the camel ride extra $$ or part of the camp",
    parts: [[/includ|covered|part of the/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "how much is the desert camp again and what does that cover",
    parts: [[usd(95)], [/activit/i, /dinner/i, /breakfast/i]],
    links: ["/budget", "/accommodations", "/day/5"],
  },
  { question: "what's dinner at the camp, like a bbq or what", parts: [[/tagines?/i]], links: ["/day/5"] },
  {
    question: "whats the date tmrw and what's the day called on the site",
    parts: [[day(5)], [/Sahara Desert Adventure/i]],
    links: ["/day/5"],
  },
  {
    question: "tmrw whats the plan, start to finish",
    parts: [[/Atlas|Tichka/i], [/Benhaddou/i], [/camel/i], [/camp/i]],
    links: ["/day/5"],
  },
  {
    question: "sneakers or sandals for the camel ride?",
    parts: [[/closed/i]],
    links: ["/day/5"],
  },
  { question: "where are we sleeping tomorrow night", parts: [[/camp/i, /Zagora|desert|dunes/i]], links: ["/accommodations", "/day/5"] },
  {
    question: "how do i keep the itinerary on my phone when there's no signal out there?",
    parts: [[/Home Screen|install/i]],
  },
  {
    question: "on iphone how do i add the site to my home screen before the desert",
    parts: [[/Share/i, /Add to Home Screen/i]],
  },
  { question: "is there a pool at the zagora camp? 🏊", unanswerable: true },
  { question: "are there hot showers at the desert camp", unanswerable: true },
  { question: "can i charge my phone at the camp, is there electricity in the tents", unanswerable: true },
  { question: "how long is the camel ride itself? like 1 hour?", unanswerable: true },
  { question: "whats the name of the desert camp we're staying at", unanswerable: true },
  { question: "how much is the entry ticket at ait benhaddou", unanswerable: true },
  { question: "whats the weather forecast for zagora tomorrow", unanswerable: true },
  { question: "whats the name of the restaurant we have lunch at tmrw", unanswerable: true },
  { question: "which car am i in tomorrow and who's our driver", unanswerable: true },
  { question: "who am i sharing a tent with tomorrow night?", unanswerable: true },
  { question: "can two people share one camel? my bf is scared lol", unanswerable: true },
  { question: "can i bring my drone to the desert tmrw", unanswerable: true },

  // -------------------------------------------------------------------------
  // Thursday (day 6): sunrise, the drive back and the train to Fes
  // -------------------------------------------------------------------------
  { question: "what time is sunrise on the dunes thursday", parts: [[time(6, 30)]], links: ["/day/6"] },
  {
    question: "what do i wear for the sunrise on the dunes thursday, is it cold",
    parts: [[/layers/i, /hat/i]],
    links: ["/day/6"],
  },
  {
    question: "thursday what time is the train to fes and how much is it",
    parts: [[time(15)], [usd(45)]],
    links: ["/day/6", "/budget"],
  },
  { question: "how long is the train to fes 😬", parts: [[hours(6, "six")]], links: ["/day/6", "/faq"] },
  { question: "who has our train tickets for thursday?", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what time do we get to the fes riad thursday night", parts: [[time(21)]], links: ["/day/6"] },
  { question: "how do our bags get to the fes riad if cars can't go in the medina", parts: [[/porters?/i]], links: ["/day/6"] },
  {
    question: "the 27th is a big travel day right, whats the order of things",
    parts: [[/sunrise/i], [/drive|road/i], [/train/i], [/riad/i]],
    links: ["/day/6"],
  },
  { question: "is the 3pm train on thursday running on time?", unanswerable: true },
  { question: "what seat number am i on the fes train", unanswerable: true },

  // -------------------------------------------------------------------------
  // Friday (day 7): Fes el-Bali
  // -------------------------------------------------------------------------
  {
    question: "the 28th what are we doing",
    parts: [[/Fes el-Bali|medina|guided walk/i], [/Bou Inania/i], [/Chouara|tanner/i]],
    links: ["/day/7"],
  },
  { question: "what time does the fes walking tour start on friday", parts: [[time(9, 30)]], links: ["/day/7"] },
  { question: "day 7 what time do we go to the tannery", parts: [[time(14)]], links: ["/day/7"] },
  { question: "whats the deal with the mint at the tannery, someone mentioned it", parts: [[/smell|odou?r|stink/i]], links: ["/day/7"] },
  { question: "when was the university in fes founded", parts: [[/\b859\b/]], links: ["/day/7"] },
  {
    question: "is the fes plan final? my mom wants the schedule",
    parts: [[/work in progress|may change|might change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7"],
  },
  { question: "where's dinner on friday and what time", parts: [[/riad/i], [time(19, 30)]], links: ["/day/7"] },
  { question: "whats the name of our guide in fes?", unanswerable: true },

  // -------------------------------------------------------------------------
  // Saturday (day 8): Chefchaouen
  // -------------------------------------------------------------------------
  { question: "saturday is chefchaouen right? how long is the drive", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "what time do we leave fes for chefchaouen", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "what should i eat in chefchaouen 🐐", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "best viewpoint in chefchaouen?", parts: [[/Spanish Mosque/i]], links: ["/day/8"] },
  { question: "what time do we head back to fes from the blue city", parts: [[time(17)]], links: ["/day/8"] },
  { question: "what day do people start leaving? some of my friends fly out early", parts: [[day(8)]], links: ["/day/8", "/faq"] },

  // -------------------------------------------------------------------------
  // The last day (day 9): Casablanca and departure
  // -------------------------------------------------------------------------
  {
    question: "last day plan?",
    parts: [[/train/i, /Casablanca|Casa/i], [/Rick/i], [/Hassan II/i], [/airport|fly|flights?|departure|CMN/i]],
    links: ["/day/9"],
  },
  { question: "what time is the train to casablanca on sunday", parts: [[time(7)]], links: ["/day/9"] },
  { question: "fes to casa how long on the train", parts: [[hours(4, "four")]], links: ["/day/9", "/faq"] },
  { question: "which airport do i fly home from", parts: [[/Mohammed V|CMN/i]], links: ["/day/9", "/faq"] },
  {
    question: "when should i book my flight home for? still haven't done it 😬",
    parts: [[/evening/i, day(9)]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what do i wear for the hassan ii mosque",
    parts: [[/shoulders/i, /knees/i], [/scarf/i], [/socks|shoes come off|shoes off|remove (?:your )?shoes|take off (?:your )?shoes/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "how much is the hassan ii tour", parts: [[usd(13)]], links: ["/day/9", "/budget"] },
  { question: "whats ricks cafe, is it from the movie?", parts: [[/Casablanca/i, /film|movie/i]], links: ["/day/9"] },
  { question: "what time's the farewell lunch on the 30th", parts: [[time(12, 30)]], links: ["/day/9"] },
  { question: "dress code for rick's?", parts: [[/smart casual/i]], links: ["/day/9"] },
  { question: "should i change my leftover dirhams back at the end", parts: [[/spend/i]], links: ["/day/9"] },
  { question: "what time do we head to the airport on the last day", parts: [[time(18)]], links: ["/day/9"] },
  { question: "how long does the hassan ii mosque tour take?", unanswerable: true },
  { question: "what time is my flight home on sunday?", unanswerable: true },

  // -------------------------------------------------------------------------
  // Earlier days (0-3)
  // -------------------------------------------------------------------------
  { question: "what was the restaurant the first night called", parts: [[/Foundouk/i]], links: ["/dinners", "/day/0"] },
  { question: "what did the welcome dinner cost pp", parts: [[range(40, 60)]], links: ["/day/0", "/dinners"] },
  {
    question: "name of the birthday dinner place? want to leave a google review ⭐",
    parts: [[/Comptoir Darna/i]],
    links: ["/dinners", "/day/2"],
  },
  { question: "how much was the bday dinner per person", parts: [[range(100, 120)]], links: ["/dinners", "/budget"] },
  { question: "nobu minimum spend was how much again", parts: [[usd(75)]], links: ["/dinners", "/day/3"] },
  { question: "how much was the balloon? i still owe the host", parts: [[usd(117)]], links: ["/day/3", "/budget"] },
  { question: "what time was balloon pickup yesterday, still recovering 😴", parts: [[time(5, 30)]], links: ["/day/3"] },
  { question: "agafay day cost? i haven't paid yet", parts: [[usd(40)]], links: ["/day/3", "/budget"] },
  { question: "hammam price?", parts: [[usd(60)]], links: ["/day/1", "/budget", "/faq"] },
  {
    question: "what do they actually do in the hammam thing? thinking of booking one",
    parts: [[/black (?:olive )?soap|kessa|rhassoul|argan/i]],
    links: ["/day/1"],
  },
  {
    question: "what were the places on the walking tour on sunday",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: ["/day/2"],
  },
  { question: "the balloon was super bumpy, can i get a refund?", unanswerable: true },

  // -------------------------------------------------------------------------
  // Stays
  // -------------------------------------------------------------------------
  { question: "how many suites does the villa have", parts: [[num(13, "thirteen")]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time?", parts: [[time(11)]], links: ["/accommodations", "/faq"] },
  { question: "where's the fes riad, what area", parts: [[/Fes el-Bali|medina/i]], links: ["/accommodations"] },
  { question: "do i have to pay anything for the villa", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "whats the name of the riad in fes?", unanswerable: true },
  { question: "whats the villa's street address? need it for a taxi", unanswerable: true },
  { question: "which suite am i in at the villa? i forgot", unanswerable: true },
  { question: "is there a gym at the villa", unanswerable: true },
  { question: "is there laundry at the villa, running out of clean clothes before the desert", unanswerable: true },

  // -------------------------------------------------------------------------
  // Budget and money
  // -------------------------------------------------------------------------
  { question: "roughly how much is the whole trip per person?", parts: [[/440/, /943/]], links: ["/budget"] },
  {
    question: "how much is the tourist tax",
    parts: [[/28\s?(?:MAD|dh|dirhams?)|\$\s?2\.75|2\.75\s?(?:USD|dollars)/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much do u tip at restaurants here", parts: [[range(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much cash should i take out at the atm at a time", parts: [[range(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "whats the exchange rate roughly", parts: [[/10\s?(?:MAD|dh|dirhams?)/i]], links: ["/budget", "/faq"] },
  { question: "do the souks take card?", parts: [[/rarely|cash|not usually|mostly cash/i]], links: ["/budget"] },
  {
    question: "the atm asked if i want to be charged in usd or dirhams, which one??",
    parts: [[/(?:choose|pick|select|go with|opt for|pay in|charged in|charge in)\s+(?:the\s+)?(?:local currency|dirhams?|MAD)|decline (?:the )?conversion/i]],
    links: ["/budget"],
  },
  { question: "the airport transfer, was that 45 per person or per car?", parts: [[/per car/i]], links: ["/budget", "/day/0"] },
  {
    question: "i did the balloon, agafay and the hammam, what's that add up to",
    parts: [[/217/]],
    links: ["/budget"],
  },
  {
    question: "is the fes riad $90 a night or total?",
    parts: [[/total|all three|whole stay|3 nights|three nights|for the (?:three|3)/i]],
    links: ["/budget", "/accommodations"],
  },
  {
    question: "are lunches included anywhere or do we pay ourselves",
    parts: [[/individual|your own|yourself|yourselves|separately|out of pocket/i]],
    links: ["/budget"],
  },
  { question: "how do i pay the villa contribution, venmo or cash?", unanswerable: true },
  { question: "how much is a sim card at the airport and which network is best", unanswerable: true },

  // -------------------------------------------------------------------------
  // FAQ and practical
  // -------------------------------------------------------------------------
  { question: "what plug do i need, my charger adapter broke", parts: [[/Type C|C\/E|C and E|C or E/i]], links: ["/faq", "/"] },
  {
    question: "do i need a converter for my laptop charger?",
    parts: [[/without (?:a )?converter|handle 220|no converter|don't need|do not need|not need/i]],
    links: ["/faq"],
  },
  {
    question: "my cousin (canadian) might join us in fes, does she need a visa?",
    parts: [[/visa[- ]free|no visa|doesn't need|does not need|don't need/i, /90/]],
    links: ["/faq"],
  },
  { question: "can i drink the tap water at the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can i get a beer in the medina cafes?", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  {
    question: "can i take pics of the snake charmers in jemaa el fnaa",
    parts: [[/ask/i], [/dirhams?|tip|pay/i]],
    links: ["/faq"],
  },
  { question: "is morocco safe? anything i should watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "what's the dress code in the medina", parts: [[/shoulders/i, /knees/i]], links: ["/faq"] },
  { question: "random guys keep offering to show me the way, should i go with them?", parts: [[/ignore/i]], links: ["/faq"] },
  { question: "will it rain in fes? do i need an umbrella", parts: [[/rarely|passing shower|light rain jacket|rain jacket/i]], links: ["/faq"] },
  { question: "is there uber in marrakech?", unanswerable: true },
  { question: "whats the host's phone number? my phone died and i lost the group chat", unanswerable: true },
  { question: "whats the birthday girl's actual name, i'm a plus one and forgot 🙈", unanswerable: true },
  { question: "does amina have any food allergies? planning a surprise cake", unanswerable: true },

  // -------------------------------------------------------------------------
  // Map
  // -------------------------------------------------------------------------
  { question: "what do the red pins on the map mean", parts: [[/Must-See/i]], links: ["/map"] },
  { question: "what are the purple pins on the map", parts: [[/Cultural/i]], links: ["/map"] },
  { question: "rooftop lunch spot near the spice square?", parts: [[/Nomad|Caf[eé] des [EÉ]pices/i]], links: ["/map"] },
  {
    question: "romantic sunset spot for me and my bf on our free time? 💕",
    parts: [[/Menara|Mamounia|Anima|Nobu/i]],
    links: ["/map"],
  },
  { question: "any place with fixed prices for crafts? i hate haggling", parts: [[/Ensemble Artisanal/i]], links: ["/map"] },
  {
    question: "al fassia is on the map, what should we order there",
    parts: [[/lamb shoulder/i], [/day ahead|in advance|the day before|beforehand|ahead of time/i]],
    links: ["/map"],
  },
  {
    question: "the map won't load on my phone, is there another way to see the places?",
    parts: [[/list|below the map|under the map|by category|Open in maps/i]],
    links: ["/map"],
  },

  // -------------------------------------------------------------------------
  // Dinners page
  // -------------------------------------------------------------------------
  { question: "how many featured dinners are there in total", parts: [[num(4, "four")]], links: ["/dinners"] },
  {
    question: "which dinners are the special event ones",
    parts: [[/Comptoir Darna|birthday/i], [/Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "how early were we supposed to tell the host about dietary stuff", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },

  // -------------------------------------------------------------------------
  // Gallery, downloads and the slideshow
  // -------------------------------------------------------------------------
  { question: "how do i upload my pics from today 📸", parts: [[/gallery/i, /upload/i]], links: ["/gallery"] },
  { question: "can i upload videos too or just pics", parts: [[/yes|photos and videos|videos too|both/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10, "ten")]], links: ["/gallery"] },
  { question: "max file size for uploads?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  {
    question: "my iphone pics are HEIC, will the gallery take them?",
    parts: [[/HEIC/i, /yes|works?|supported|fine|accepted|included/i]],
    links: ["/gallery"],
  },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  {
    question: "uploaded a blurry one by mistake 🤦‍♀️ how do i delete it",
    parts: [[/password/i, /host/i]],
    links: ["/gallery"],
  },
  { question: "how do i download all of today's photos in one go", parts: [[/zip/i], [/Day 4|filter/i]], links: ["/gallery"] },
  { question: "the download is taking forever on villa wifi, is there a smaller option", parts: [[/light zip/i]], links: ["/gallery"] },
  {
    question: "can i see only the photos one person posted",
    parts: [[/filter|by guest|their name|Everyone/i]],
    links: ["/gallery"],
  },
  {
    question: "my mac won't open the big zip of everything",
    parts: [[/one day at a time|per day|a day at a time|each day|day by day/i]],
    links: ["/gallery"],
  },
  {
    question: "one photo just says preview not available, is it lost?",
    parts: [[/Original file/i]],
    links: ["/gallery"],
  },
  {
    question: "my video from the souks says preparing video, can i still get it",
    parts: [[/original/i]],
    links: ["/gallery"],
  },
  { question: "what's the slideshow thing for", parts: [[/screen|TV|live|as they arrive/i]], links: ["/slideshow", "/gallery"] },
  {
    question: "how long does each pic stay up on the slideshow",
    parts: [[/\b(?:7|seven)\s?(?:s|secs?|seconds?)\b/i]],
    links: ["/slideshow"],
  },
  { question: "how can people add their photos from the tv slideshow", parts: [[/QR/i]], links: ["/slideshow"] },
  { question: "how do i pause the slideshow on my laptop", parts: [[/space|pause button/i]], links: ["/slideshow"] },
  { question: "where can i find yesterday's photos", parts: [[/Day 3/i]], links: ["/gallery", "/day/3"] },
  {
    question: "will the gallery work at the camp tmrw with no signal? want to upload my sunset pics",
    parts: [[/needs? (?:a )?(?:connection|signal)|won't work|doesn't work|does not work|not (?:work )?without|when (?:your phone has |you have |you get )?(?:signal|a connection)|once (?:you have |you're )?(?:back )?(?:online|signal)/i]],
    links: ["/gallery"],
  },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "how much storage is left in the gallery", unanswerable: true },
  { question: "how long will the site and the gallery stay up after the trip?", unanswerable: true },

  // -------------------------------------------------------------------------
  // The chat, home page, calendar, music, offline
  // -------------------------------------------------------------------------
  { question: "who r u", parts: [[/Rupa/i]] },
  {
    question: "can i ask u stuff from the desert with no signal",
    parts: [[/connection|signal/i, /sent|send/i]],
  },
  {
    question: "how do i put the whole trip in my google calendar",
    parts: [[/Add the whole trip to calendar|calendar file|\.ics|home page/i]],
    links: ["/"],
  },
  {
    question: "can i add just tomorrow to my calendar",
    parts: [[/Add Day 5 to calendar|Day 5 page|page for Day 5|\/day\/5/i]],
    links: ["/day/5"],
  },
  { question: "how do i turn off the music 🙉", parts: [[/mute/i, /left/i]] },
  {
    question: "transportation page just says coming soon??",
    parts: [[/finali[sz]|being (?:worked out|sorted|arranged)|host will share/i]],
    links: ["/transportation"],
  },
  { question: "what was the countdown on the home page counting to", parts: [[day(0)], [time(11)]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/TBD|to be decided|undecided|not (?:yet )?decided/i]], links: ["/"] },
  { question: "how many of us are on the trip", parts: [[num(22, "twenty-two")]], links: ["/"] },
  { question: "what are we celebrating, remind me", parts: [[/30th|thirtieth/i, /birthday/i]], links: ["/"] },
  { question: "who sings the song on the home page? it's so good", unanswerable: true },
  { question: "who won the morocco football match tonight?", unanswerable: true },
];
