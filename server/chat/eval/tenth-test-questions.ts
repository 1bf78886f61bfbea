// TENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the tenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Friday November 28 2025 at 08:30 Morocco time (UTC+1): day 7 of the trip (Explore Fes), the morning after the long travel day from the Zagora desert camp by road and train to the riad in Fes (day 6); next come the guided walk through Fes el-Bali at 09:30, tomorrow's Chefchaouen day trip (day 8) and Sunday's train to Casablanca and departure (day 9). */
export const TENTH_TEST_CLOCK = new Date("2025-11-28T07:30:00Z");

// ---- helpers: tolerant keys for times, dollars, ranges, numbers and days ----

/** A clock time in 24h ("19:30", "19h30", "07:00", "7:00") or 12h ("7:30 pm", "7.30pm", "7 pm" for whole hours) form. */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const alternatives = [
    `(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`,
  ];
  if (hour >= 12) alternatives.push(`(?<![\\d:.])${h12}[:.]${mm}\\s(?:in the (?:afternoon|evening)|tonight)`);
  if (minute === 0) {
    alternatives.push(`(?<![\\d:.])${h12}\\s?${meridiem}`);
    alternatives.push(`(?<![\\d:.])${h12}\\s?o'?clock`);
    if (hour >= 10) alternatives.push(`(?<![\\d:.])${hour}h(?!\\d)`);
  }
  if (hour === 12 && minute === 0) alternatives.push("\\bnoon\\b|\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A US dollar amount: "$45", "US$45", "45 USD", "45 dollars", "USD 45" (not "$450" or "$45.5"). */
function usd(amount: number): RegExp {
  return new RegExp(
    `(?:US)?\\$\\s?${amount}(?!\\d|[.,]\\d)|(?<![\\d.,$])${amount}\\s?(?:USD|US dollars?|dollars?|bucks)\\b|USD\\s?${amount}(?!\\d)`,
    "i",
  );
}

/** A range of two numbers: "$40-60", "$40–$60", "40 to 60", "between 40 and 60" (dollars optional). */
function range(low: number | string, high: number | string): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}\\s?(?:-|–|—|to|and)\\s?(?:US)?\\$?\\s?${high}(?!\\d)`, "i");
}

/** A number as digits or as a word. */
function num(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${value}(?!\\d)|\\b${word}\\b`, "i");
}

/** Any of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join("|"), "i");
}

const weekdays = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day named any way: "day 4", "Tuesday", "Nov 25", "November 25", "25th". */
function day(dayNumber: number): RegExp {
  const date = 21 + dayNumber;
  return new RegExp(
    `\\bday\\s?${dayNumber}\\b|\\b${weekdays[dayNumber]}\\b|\\bnov(?:ember|\\.)?\\s?${date}\\b|\\b${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

export const tenthTestQuestions: TestQuestion[] = [
  // ---- today: Friday, day 7, Explore Fes ----
  { question: "morning!! ☀️ whats the plan for today", parts: [[time(9, 30), /fes el.?bali|blue gate|bou jeloud|medina/i]], links: ["/day/7"] },
  { question: "its 8:30 now, how long have i got before the walking tour starts", parts: [[anyOf(time(9, 30), /(?:an|one|1)\s?(?:hour|hr)\b|60\s?min/)]], links: ["/day/7"] },
  { question: "which gate are we going in thru today?", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "whats the name of the main street we follow in the old city today", parts: [[/tal[aâ]a kebira/i]], links: ["/day/7"] },
  { question: "when's the tannery visit? day n time pls", parts: [[/today|this afternoon|day 7|friday|nov(?:ember)? 28|28th/i], [time(14, 0)]], links: ["/day/7"] },
  { question: "someone said the tannery reeks 🤢 any tips for surviving it", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "what comes after the walk, the madrasa? what time is that", parts: [[/bou inania/i], [time(11, 30)]], links: ["/day/7"] },
  { question: "the Al Quaraouiyine uni is supposedly super old - when was it founded?", parts: [[/\b859\b/]], links: ["/day/7"] },
  { question: "how many lanes does fes el bali have, heard its insane", parts: [[/9,?000|nine thousand/i]], links: ["/day/7"] },
  { question: "can a taxi drop us right at the riad door in fes?", parts: [[/car.?free|no cars|cars (?:can'?t|cannot|aren'?t allowed|don'?t)|on foot|by foot|porters/i]], links: ["/day/7", "/accommodations"] },
  { question: "what do i wear today? shorts ok for the medina?", parts: [[/knees/i, /shoulders/i]], links: ["/day/7", "/faq"] },
  { question: "what's dinner tonight and where", parts: [[/pastilla|tagine/i], [/riad|courtyard/i]], links: ["/day/7"] },
  { question: "dinner time tonite?", parts: [[time(19, 30)]], links: ["/day/7"] },
  { question: "is today's schedule locked in? the fes part seemed kinda tbd", parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final|still being/i]], links: ["/day/7"] },
  { question: "what day of the trip are we on today lol i've lost track", parts: [[/day\s?7|explore fes/i]], links: ["/day/7"] },
  { question: "is there a quick way to see only todays photos on the site", parts: [[/today'?s photos|day=7|day 7/i]], links: ["/gallery", "/", "/day/7"] },

  // ---- yesterday: Thursday, day 6, Journey to Fes ----
  { question: "still dead from yesterday's train 😵 how long was that ride meant to be", parts: [[/(?:\b6|six)[\s-]*(?:hours?|hrs?|h\b)/i]], links: ["/day/6", "/budget", "/faq"] },
  { question: "how much was the fes train ticket? need to pay someone back", parts: [[usd(45)]], links: ["/day/6", "/budget", "/faq"] },
  { question: "which cities did we pass through on the train yesterday", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: ["/day/6"] },
  { question: "what time were we supposed to get to the riad last night? felt like 2am", parts: [[time(21, 0)]], links: ["/day/6"] },
  { question: "which morning did we do the dune sunrise? fixing my captions", parts: [[day(6)]], links: ["/day/6"] },
  { question: "what's the big mountain pass called that we drove over twice", parts: [[/tichka/i]], links: ["/day/5", "/day/6", "/faq"] },
  { question: "were the train seats reserved on the fes train or was that just luck", parts: [[/first.?class/i, /reserved/i]], links: ["/day/6"] },

  // ---- two and three days ago: the desert and Tuesday ----
  { question: "the camels were unreal 🐪🐪 what time did that ride start on wednesday", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "what films were shot at ait benhaddou? my bf won't believe me", parts: [[/gladiator/i, /game of thrones/i]], links: ["/day/5"] },
  { question: "what was the camp price again and did that cover food", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/day/5", "/accommodations", "/budget", "/faq"] },
  { question: "what was the entertainment at the camp again? i was half asleep", parts: [[/drum/i]], links: ["/day/5", "/accommodations"] },
  { question: "where did we sleep on the 26th? my brain is mush", parts: [[/desert camp|zagora|berber tent/i]], links: ["/accommodations", "/day/5"] },
  { question: "the villa was meant to be 5 nights but we slept in the desert one night right? which one", parts: [[day(5)]], links: ["/accommodations"] },
  { question: "what day was the photo shoot", parts: [[day(4)]], links: ["/day/4", "/"] },
  { question: "what were the blue gardens called on tuesday", parts: [[/majorelle/i]], links: ["/day/4", "/map"] },
  { question: "how much were majorelle and the YSL museum, separately", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "palace dinner - was that covered or did we each pay", parts: [[/paid individually|pay (?:individually|yourself|your own|for your own)|(?:each|everyone) pa(?:y|id)|at the restaurant/i]], links: ["/day/4", "/dinners", "/budget"] },

  // ---- the start of the trip ----
  { question: "what was the bday dinner place called? want to tag them", parts: [[/comptoir darna/i]], links: ["/day/2", "/dinners"] },
  { question: "where was the first night dinner? the caravanserai place", parts: [[/foundouk/i]], links: ["/day/0", "/dinners"] },
  { question: "what was the welcome dinner per person + was there a deposit", parts: [[range(40, 60)], [usd(20)]], links: ["/day/0", "/dinners", "/budget"] },
  { question: "what day was the birthday dinner and what did it cost each", parts: [[day(2)], [range(100, 120)]], links: ["/day/2", "/dinners", "/budget"] },
  { question: "whats the fish dish at nobu everyone keeps talking about", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "nobu had a minimum spend right? how much", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "owe the host for the balloon, how much was it", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq", "/"] },
  { question: "what time was balloon pickup? still traumatized", parts: [[time(5, 30)]], links: ["/day/3"] },
  { question: "how much was the agafay day with the quads and camels", parts: [[usd(40)]], links: ["/day/3", "/budget", "/"] },
  { question: "bar crawl: what was the guide fee and were drinks included", parts: [[usd(10)], [/as you go|not included|separately|your own|pay for (?:your )?drinks/i]], links: ["/day/2", "/budget"] },
  { question: "what places did the walking tour on the birthday hit", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: ["/day/2"] },
  { question: "hammam + massage price pls", parts: [[usd(60)]], links: ["/day/1", "/budget", "/faq"] },
  { question: "villa breakfast was how much per person", parts: [[usd(10)]], links: ["/day/2", "/faq", "/budget"] },
  { question: "how much do i owe for that first riad night", parts: [[usd(45)]], links: ["/day/0", "/accommodations", "/budget"] },
  { question: "was the airport car priced per person or per car?", parts: [[/per car|a car|each car|the car/i, usd(45)]], links: ["/day/0", "/budget", "/faq"] },

  // ---- tomorrow: Saturday, day 8, Chefchaouen ----
  { question: "what time do we leave for chefchaouen tmrw", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "how long's the drive to the blue city", parts: [[/(?:\b4|four)[\s-]*(?:hours?|hrs?|h\b)/i]], links: ["/day/8"] },
  { question: "whats tomorrow's theme", parts: [[/chefchaouen/i]], links: ["/day/8"] },
  { question: "do we get lunch in chaouen or should i pack snacks?", parts: [[/goat cheese|tagine/i]], links: ["/day/8"] },
  { question: "what's the main square in chefchaouen called", parts: [[/uta el.?hammam/i]], links: ["/day/8"] },
  { question: "what's the red building on the main square in chaouen", parts: [[/kasbah/i]], links: ["/day/8"] },
  { question: "when's the spanish mosque bit tomorrow?", parts: [[time(15, 0)]], links: ["/day/8"] },
  { question: "what time do we head back to fes from chaouen", parts: [[time(17, 0)]], links: ["/day/8"] },
  { question: "are ppl leaving on saturday? when should i say bye 🥲", parts: [[/breakfast/i]], links: ["/day/8"] },
  { question: "what should i wear for the drive tomorrow", parts: [[/comfortable|warm layer/i]], links: ["/day/8"] },

  // ---- Sunday: day 9, Casablanca & departure ----
  { question: "what time's the train to casa on sunday", parts: [[time(7, 0)]], links: ["/day/9"] },
  { question: "when's the next train we have to catch", parts: [[/casa(?:blanca)?/i, time(7, 0)]], links: ["/day/9"] },
  { question: "sunday farewell lunch is where?", parts: [[/rick'?s/i]], links: ["/day/9"] },
  { question: "is rick's cafe actually from the movie casablanca?", parts: [[/tribute|built (?:as|to)|recreat|inspired/i]], links: ["/day/9"] },
  { question: "what's on sunday before we fly, besides the train", parts: [[/rick'?s/i], [/hassan ii|hassan 2/i]], links: ["/day/9"] },
  { question: "how tall is the hassan ii minaret", parts: [[/210/]], links: ["/day/9"] },
  { question: "mosque tour price?", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "i literally only packed shorts 😬 what's the dress code for the mosque", parts: [[/knees/i, /shoulders|arms/i]], links: ["/day/9", "/faq"] },
  { question: "do we take our shoes off in the mosque?", parts: [[/shoes come off|remove (?:your )?shoes|take (?:your |them |shoes )?off|yes/i]], links: ["/day/9", "/faq"] },
  { question: "can i wear flip flops to ricks", parts: [[/smart casual|no flip/i]], links: ["/day/9"] },
  { question: "which airport do i fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: ["/day/9", "/faq"] },
  { question: "what time are the airport transfers on the last day?", parts: [[time(18, 0)]], links: ["/day/9"] },
  { question: "should i keep my leftover dirhams for next time?", parts: [[/hard to change|spend/i]], links: ["/day/9"] },
  { question: "when's the earliest i should book my flight home", parts: [[/evening/i, day(9)]], links: ["/faq", "/day/9"] },

  // ---- where we stay ----
  { question: "how many nights r we at the fes riad in total", parts: [[/(?:\b3|three)\s+nights?/i]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "the fes riad isn't more than $100 each is it? what's the exact number", parts: [[usd(90)]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "price comparison: the fes riad vs the marrakech riad?", parts: [[usd(90)], [usd(45)]], links: ["/accommodations", "/budget"] },
  { question: "does our fes riad have a rooftop? want sunset pics", parts: [[/terrace/i]], links: ["/accommodations"] },
  { question: "how many suites and pools did the villa have? telling my mum", parts: [[/13|thirteen/i], [/(?:\b2|two) pools/i]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time was?", parts: [[time(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far was the villa from downtown marrakech", parts: [[range(20, 25)]], links: ["/accommodations", "/faq"] },
  { question: "did we have to pay for the villa or not", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq", "/day/1"] },

  // ---- money ----
  { question: "roughly how many dirhams to a dollar", parts: [[/\b10\s?(?:MAD|dirhams?|DH)|\bten (?:MAD|dirhams?)/i]], links: ["/budget", "/faq", "/"] },
  { question: "how much is 500 dirhams in dollars, my brain doesnt do maths anymore", parts: [[usd(50)]], links: ["/budget"] },
  { question: "what's normal for tipping at restaurants", parts: [[/10\s?(?:%\s?)?(?:-|–|to)\s?15\s?(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i pull out per ATM visit", parts: [[range("1,?000", "2,?000")]], links: ["/budget", "/faq"] },
  { question: "is there some tourist tax they add at the riad?", parts: [[/28\s?(?:MAD|dirhams?|DH)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "can i pay by card in the souks here?", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  { question: "which card is best here? visa? amex?", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "card machine asked if i want to pay in dollars or dirhams, which one", parts: [[/dirham/i, /better|cheaper/i]], links: ["/budget"] },
  { question: "how low should i start when haggling at the tannery leather shops", parts: [[/40\s?(?:%\s?)?(?:-|–|to)\s?50\s?(?:%|percent)/i]], links: ["/budget", "/faq", "/day/0", "/"] },
  { question: "how much do people usually blow on shopping on this trip", parts: [[/100/, /500/]], links: ["/budget", "/faq", "/"] },
  { question: "ballpark, what does this whole trip cost per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "just the fixed costs, no extras - what's that come to?", parts: [[/440/, /480/]], links: ["/budget"] },
  { question: "was the welcome dinner cheaper than the birthday one?", parts: [[range(40, 60)], [range(100, 120)]], links: ["/dinners", "/budget"] },

  // ---- practical, culture, weather, packing ----
  { question: "what plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "can we drink the tap water in the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do you say thanks in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can you even get a beer in morocco or is alcohol not a thing here", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  { question: "is it rude to take photos of the tanners / people working", parts: [[/ask/i]], links: ["/faq"] },
  { question: "does it rain much up in the rif this time of year? need a rain jacket?", parts: [[/shower|rarely/i]], links: ["/faq"] },
  { question: "how warm does it get in the day usually", parts: [[/(?<![\d.])15\s?(?:°\s?C?\s?)?(?:-|–|—|to|and)\s?25(?!\d)/i]], links: ["/faq", "/"] },
  { question: "will I need a sweater for tea on the roof tonight", parts: [[/cool|chilly|cold/i]], links: ["/faq", "/"] },
  { question: "what time zone is morocco on, my phone keeps switching", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "is fes safe to wander around? anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "do americans need a visa for morocco? asking for my cousin who might join", parts: [[/visa.?free|no visa|(?:don'?t|do not|doesn'?t|does not) need/i]], links: ["/faq"] },
  { question: "can non muslims go inside mosques in morocco", parts: [[/hassan ii|hassan 2/i]], links: ["/faq", "/day/9"] },
  { question: "what was the dress code for the birthday dinner again, was it gold?", parts: [[/gold/i, /cocktail/i]], links: ["/day/2", "/dinners", "/faq"] },
  { question: "what was the palace dinner dress code? kaftan ok?", parts: [[/dressy|best evening/i]], links: ["/day/4", "/dinners", "/faq"] },
  { question: "what should've i packed for the desert, for next time lol", parts: [[/fleece|layers|scarf/i]], links: ["/faq", "/day/5"] },
  { question: "how cold does it get in the desert at night", parts: [[/freez/i]], links: ["/faq", "/day/3", "/day/6"] },

  // ---- places on the map ----
  { question: "what do the red pins on the map mean", parts: [[/must.?see/i]], links: ["/map"] },
  { question: "and the purple ones on the map?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "map wont load on my data, is there another way to see the places", parts: [[/list|open in maps/i]], links: ["/map"] },
  { question: "whats the rooftop place over the spice square someone recommended", parts: [[/nomad|caf[eé] des [ée]pices/i]], links: ["/map"] },
  { question: "al fassia - do i need to order the lamb in advance?", parts: [[/day ahead|a day before|24 hours|the day before/i]], links: ["/map"] },
  { question: "la mamounia is famous for what", parts: [[/churchill/i]], links: ["/map"] },
  { question: "could we go inside the koutoubia?", parts: [[/exterior|outside|not (?:open|inside)/i]], links: ["/map"] },
  { question: "where can you see fixed prices so you know what stuff should cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },

  // ---- the site: gallery, slideshow, calendar, music, offline ----
  { question: "how many pics can i upload at once", parts: [[num(10, "ten")]], links: ["/gallery"] },
  { question: "my camel video is huge, is there a size limit?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "can i upload HEIC straight from my iphone or do i need to convert", parts: [[/HEIC/i, /yes|supported|accepted|included|no need|fine/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads?", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "uploaded a cursed blurry one by accident 🙈 how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i grab all the photos at once instead of one by one", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "my mac won't open the giant zip, help", parts: [[/one day at a time|per day|by day|each day|a day at a time/i]], links: ["/gallery"] },
  { question: "riad wifi is trash, is there a smaller download?", parts: [[/light/i]], links: ["/gallery"] },
  { question: "my video just says preparing video?? is it broken", parts: [[/being (?:made|prepared|processed|converted)|version|wait/i]], links: ["/gallery"] },
  { question: "can i see only wednesday's photos somehow", parts: [[/filter|day=5|day 5/i]], links: ["/gallery"] },
  { question: "want to put everyone's pics up on the tv in the riad tonight, how", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "how do ppl add their own photos while the slideshow's running", parts: [[/QR/i]], links: ["/slideshow"] },
  { question: "how do i put the itinerary in my phone calendar", parts: [[/add (?:the whole trip|day \d+) to (?:your )?calendar|\.ics|add to (?:your )?calendar|calendar (?:button|link)/i]], links: ["/", "/day/0", "/day/1", "/day/2", "/day/3", "/day/4", "/day/5", "/day/6", "/day/7", "/day/8", "/day/9"] },
  { question: "how do i stop the music 🙉", parts: [[/mute/i]] },
  { question: "why does the music cut out on the gallery page", parts: [[/no music|doesn'?t have (?:its own )?music|no (?:background )?(?:track|music)|silent|paus/i]] },
  { question: "will the site work at the desert camp if theres no signal?", parts: [[/home screen|saved/i]] },
  { question: "if i ask you something with no signal does it still send", parts: [[/connection|(?:when|once) (?:the )?signal (?:returns|comes back)|sent (?:when|once|as soon)/i]] },
  { question: "the transport page says coming soon? where's the info", parts: [[/finaliz|host will share|being booked|once (?:it is|it's) booked/i]], links: ["/transportation"] },
  { question: "which of the dinners were the 'special event' ones", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },

  // ---- the trip, the host, the occasion, Rupa ----
  { question: "what are we celebrating again 😂 (jk… mostly)", parts: [[/30|thirtieth/i, /birthday/i]], links: ["/"] },
  { question: "whose birthday is it exactly", parts: [[/host/i]], links: ["/"] },
  { question: "how old is the birthday person turning", parts: [[/\b30\b|thirty/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[/22|twenty.?two/i]], links: ["/"] },
  { question: "what's this whole trip called, for my insta caption", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "the home page says Highlight TBD?? what does that mean", parts: [[/vote|camera roll|undecided|not (?:yet )?(?:decided|chosen|picked)|to be decided|contender/i]], links: ["/"] },
  { question: "what did churchill say about marrakech, the quote on the home page", parts: [[/most lovely spot/i]], links: ["/"] },
  { question: "which cities does the trip cover overall", parts: [[/marrakech/i, /fes/i, /chefchaouen/i, /casablanca/i]], links: ["/"] },
  { question: "who are u", parts: [[/rupa/i]] },
  { question: "rupa are you a bot or a real person lol", parts: [[/assistant|helper|\bAI\b/i]] },
  { question: "what kinda stuff can you help me with", parts: [[/itinerary|schedule|plan/i]] },

  // ---- the content cannot answer these ----
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "which room is priya in? i have her charger", unanswerable: true },
  { question: "what was my camel's name?? he was a legend 🐪", unanswerable: true },
  { question: "what's the host's actual name? i only know them from the group chat", unanswerable: true },
  { question: "does the fes riad have a pool? want a swim after the tannery", unanswerable: true },
  { question: "is there a hammam at our riad in fes or only at the villa?", unanswerable: true },
  { question: "is there a gym at villa royale? asking for next time", unanswerable: true },
  { question: "is breakfast included at the fes riad or is it $10 like the villa", unanswerable: true },
  { question: "what time is breakfast served at the riad this morning", unanswerable: true },
  { question: "where are we having lunch today?", unanswerable: true },
  { question: "how much is entry to the chouara tannery", unanswerable: true },
  { question: "bou inania madrasa ticket price?", unanswerable: true },
  { question: "how much does tomorrow's chefchaouen trip cost per person", unanswerable: true },
  { question: "how much is the train from fes to casablanca", unanswerable: true },
  { question: "are the seats reserved on sunday's train to casa like on the fes one?", unanswerable: true },
  { question: "what's my seat number on the casablanca train", unanswerable: true },
  { question: "is a car picking us up from the riad to get to the fes station on sunday?", unanswerable: true },
  { question: "how much is a petit taxi from the medina to fes train station", unanswerable: true },
  { question: "how much was the ait benhaddou entrance fee", unanswerable: true },
  { question: "roughly what does lunch at rick's cafe cost", unanswerable: true },
  { question: "does rick's cafe have vegan options", unanswerable: true },
  { question: "what time does the hassan ii mosque close", unanswerable: true },
  { question: "can i leave my luggage somewhere in casablanca before the flight", unanswerable: true },
  { question: "which gate is our fes riad closest to? bou jeloud?", unanswerable: true },
  { question: "what's our guide's name today", unanswerable: true },
  { question: "is there laundry at the riad? everything i own smells like camel", unanswerable: true },
  { question: "did the desert camp have hot showers? my friend is going next month", unanswerable: true },
  { question: "when will the photographer's pics from tuesday be ready", unanswerable: true },
  { question: "whats the minimum age for the hot air balloon, for my niece next year", unanswerable: true },
  { question: "what song was the band playing at comptoir darna when we all danced", unanswerable: true },
  { question: "what flight is the host on sunday?", unanswerable: true },
  { question: "what's the host's whatsapp number", unanswerable: true },
  { question: "whats the password to delete pics in the gallery", unanswerable: true },
  { question: "how long will the gallery stay up after the trip ends?", unanswerable: true },
  { question: "what's the name of the song that plays on the home page", unanswerable: true },
  { question: "how much do the porters at the medina gate charge per bag", unanswerable: true },
];
