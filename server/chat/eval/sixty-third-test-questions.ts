// SIXTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the sixty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 13:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * That is day 5 of the trip (days run 0 to 9), "Sahara Desert Adventure", page /day/5.
 * - This morning: 07:00 "Over the High Atlas", the winding Tizi n'Tichka pass with a photo stop more
 *   than 2,200 metres up (motion-sickness tablets recommended).
 * - Right now: the 11:30 stop at the Ksar of Aït Benhaddou near Ouarzazate (morning into afternoon): a
 *   UNESCO-listed fortified village, the film set of Gladiator and Game of Thrones; climb to the granary,
 *   then lunch by the river.
 * - This afternoon: 16:30 sunset camel ride into the dunes near Zagora, included in the $95 desert camp price.
 * - Tonight: 19:30 dinner and a night at the desert camp, Zagora: tagines by lantern light, drumming around
 *   the campfire, a night in a Berber tent; $95 per person covering the activities, dinner and breakfast.
 *   Dress code: layers, a fleece, a scarf against the dust, closed shoes.
 * - The night is spent at the desert camp in Zagora (the villa's fifth listed night, but the squad sleeps at the camp).
 * - Yesterday: day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group photoshoot in the Villa Royale
 *   gardens, 11:00 Jardin Majorelle ($18) & Musée YSL ($15), 14:30 guided souk shopping ($5 guide),
 *   20:00 palace dinner at Dar Yacout (paid individually, dressy).
 * - Tomorrow: day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise over the dunes & camp breakfast,
 *   08:00 drive back to Marrakech through the Draa Valley and over the Tizi n'Tichka with a lunch stop,
 *   15:00 train to Fes ($45 per person, about 6 hours, by way of Casablanca, Rabat and Meknes, first-class
 *   reserved seats, the host shares tickets), 21:00 check in at our riad in Fes el-Bali ($90 per person for 3 nights).
 */
export const SIXTY_THIRD_TEST_CLOCK = new Date("2025-11-26T12:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words ("twenty-two"), as pattern source; null otherwise. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n] ?? null;
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens}[\\s-]?${ONES[n % 10] ?? ""}`;
}

/** A number in digits as pattern source, thousands separators optional (2,200 / 2 200 / 2200). */
function digits(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s]?");
  return fraction ? `${grouped}\\.${fraction}` : grouped;
}

const NOT_AFTER = "(?!\\d|[.,]\\d)";

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const figure = `(?<![\\d.,])${digits(n)}${NOT_AFTER}`;
  const spelled = inWords(n);
  return new RegExp(spelled ? `${figure}|\\b(?:${spelled})\\b` : figure, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 dollars", "18 USD". */
function usd(n: number): RegExp {
  const amount = `${digits(n)}${Number.isInteger(n) ? "(?:\\.00)?" : ""}`;
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${amount}${NOT_AFTER}|(?<![\\d.,$])${amount}\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A range of two numbers: "10-15", "$100-$500", "20 to 25". */
function span(a: number, b: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?${digits(a)}\\s?(?:-|–|—|to)\\s?\\$?${digits(b)}${NOT_AFTER}`, "i");
}

/** A time of day: 20:00, 20h00, 8:00 pm, 8pm, 8 p.m. (and 4:30 for 16:30). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`(?<![\\d:.])0?${h}[:h.]${mm}(?!\\d)`];
  if (m === 0) {
    forms.push(`(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`);
    if (h >= 13) forms.push(`(?<![\\d:.])${h}h(?![\\d\\w])`);
    if (h === 12) forms.push("\\bnoon\\b");
  } else {
    forms.push(`(?<![\\d:.])${h12}[:.]${mm}(?!\\d)`);
  }
  return new RegExp(forms.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const benhaddou = /a[iï]t[\s-]?ben[\s-]?haddou/i;

export const sixtyThirdTestQuestions: TestQuestion[] = [
  // ---- Right now, today and tonight (day 5) ----
  { question: "whats the plan for today", parts: [[/camel/i, /camp/i]], links: [tripDay(5)] },
  { question: "what day of the trip r we on", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "wait whats the date today", parts: [[num(26)]], links: [tripDay(5)] },
  { question: "where is everyone rn, i overslept in the car lol", parts: [[benhaddou]], links: [tripDay(5)] },
  { question: "wat time is the camel ride today", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where r we sleeping tonite", parts: [[/camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time is dinner tonight", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "whats for dinner at the camp tonight", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "how much is the desert camp again", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  {
    question: "does the camp price cover food or do we pay extra",
    parts: [[/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  { question: "what do i wear tonight, is it gonna be cold in the desert", parts: [[/layer|fleece/i]], links: [tripDay(5), "/faq"] },
  U("whats the name of the desert camp we're staying at tonight"),
  U("is there wifi at the camp tonight"),
  { question: "what did we do this morning, i slept thru it", parts: [[/tichka|high atlas/i]], links: [tripDay(5)] },
  { question: "what time did we leave this morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "how high is the tizi n tichka pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "ait benhaddou is where they filmed what again?", parts: [[/gladiator|game of thrones/i]], links: [tripDay(5)] },
  { question: "whats todays theme", parts: [[/sahara/i]], links: [tripDay(5)] },
  { question: "is the camel ride today included or extra $$", parts: [[/includ/i]], links: [tripDay(5)] },
  { question: "what goes on at the camp after dinner tonight", parts: [[/drum|campfire/i]], links: [tripDay(5)] },
  { question: "what should i pack for the desert camp", parts: [[/headlamp|lip balm|sunglasses|overnight bag/i]], links: ["/faq"] },
  U("can i charge my phone at the camp tonight"),
  U("do we pay the camp in cash or by card"),

  // ---- Tomorrow (day 6) ----
  { question: "what time is the train to fes tmrw", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[num(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much r the train tickets", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time do we have to be up for the sunrise tomorrow", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time do the cars leave the camp tomorrow morning", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "when do we get to the fes riad tmrw night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "whats tomorrows theme", parts: [[/journey to fes/i]], links: [tripDay(6)] },
  { question: "tomorrow is what day of the week?", parts: [[/thursday/i]], links: [tripDay(6)] },

  // ---- Yesterday (day 4) ----
  { question: "what did we do yesterday", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "where was dinner last night? want to leave a review", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was jardin majorelle", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  U("when will we get the photos from yesterday's photoshoot"),

  // ---- Rupa, the host, the occasion, the site ----
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "whose bday is this whole thing for", parts: [[/host/i, /\b30(?:th)?\b|thirt(?:y|ieth)/i]], links: ["/"] },
  { question: "how many ppl r on the trip", parts: [[num(22)]], links: ["/"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "whats the max size for a video upload", parts: [[/50\s?MB|50\s?megabytes/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "i uploaded the wrong pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i turn off the music", parts: [[/left/i]] },
  U("whats the host's number, need to text them"),
  { question: "where r we having lunch today", parts: [[/river/i]], links: [tripDay(5)] },
  // ---- Vague follow-ups and the days ahead ----
  { question: "and tmrw?", parts: [[/fes/i]], links: [tripDay(6)] },
  {
    question: "what about the day after tomorrow",
    parts: [[/explore fes|fes el[\s-]?bali|bou inania|tanner/i]],
    links: [tripDay(7)],
  },
  { question: "whats happening on the 29th", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "what r we doing sunday", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "which cities does the train to fes go thru", parts: [[/rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "do we get reserved seats on the train tmrw", parts: [[/first[\s-]class/i]], links: [tripDay(6)] },
  { question: "who has our train tickets for tomorrow", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "dress code for tomorrow?", parts: [[/comfortable|travel clothes/i]], links: [tripDay(6)] },
  U("which platform does our train leave from tomorrow"),
  U("is there wifi on the train"),
  { question: "where r we staying in fes", parts: [[/fes el[\s-]?bali/i]], links: ["/accommodations", tripDay(6)] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "how many nights r we in fes", parts: [[num(3)]], links: ["/accommodations"] },
  U("whats the name of our riad in fes"),
  U("what time is checkout at the fes riad"),
  { question: "will someone help w our bags when we get to fes tmrw night", parts: [[/porter|handcart/i]], links: [tripDay(6)] },

  // ---- Earlier days ----
  { question: "how much was the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was pickup for the balloon", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  {
    question: "what day n what time was the birthday dinner",
    parts: [[/sunday|\b23|day (?:2|two)\b/i], [clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  { question: "bday dinner dress code??", parts: [[/gold/i]], links: ["/dinners", tripDay(2), "/faq"] },
  { question: "how much was the bday dinner per person", parts: [[span(100, 120)]], links: ["/dinners", tripDay(2), "/budget"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },

  // ---- The villa ----
  { question: "do i have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[span(20, 25)]], links: ["/accommodations"] },
  { question: "how much is the hammam + massage", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  U("what time does the hammam at the villa open"),

  // ---- Money ----
  {
    question: "whats the currency called and how much is it to the dollar",
    parts: [[/dirham|MAD/i], [num(10)]],
    links: ["/budget", "/faq"],
  },
  { question: "tourist tax how much per night", parts: [[/(?<![\d.])28(?!\d)|\$?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[span(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm each time", parts: [[span(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "where r the atms", parts: [[/gueliz|hivernage|airport|gate/i]], links: ["/budget"] },
  { question: "where do i start when haggling", parts: [[span(40, 50)]], links: ["/budget", "/faq"] },
  U("is there an atm near the camp tonight"),
  { question: "roughly how much is the whole trip per person", parts: [[span(440, 943)]], links: ["/budget"] },

  // ---- Practical ----
  { question: "do i need a visa, im american", parts: [[/visa[\s-]free|no visa|don.?t need|not need|\b90\b/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "whats the weather like", parts: [[span(15, 25)]], links: ["/faq", "/"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is morocco safe", parts: [[/pickpocket/i]], links: ["/faq"] },
  U("whats the emergency number in morocco"),
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  // ---- More of today, tonight and tomorrow ----
  {
    question: "what time's the sunset camel thing today n where",
    parts: [[clock(16, 30)], [/zagora|dunes/i]],
    links: [tripDay(5)],
  },
  { question: "r we going back to the villa tonight?", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what do i wear for the camel ride this afternoon", parts: [[/layer|fleece|scarf|closed shoes/i]], links: [tripDay(5)] },
  { question: "whats the plan this arvo", parts: [[/camel/i]], links: [tripDay(5)] },
  { question: "where exactly is the camp tonight", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what kind of tent r we in tonight", parts: [[/berber/i]], links: [tripDay(5)] },
  U("how many ppl per tent tonight"),
  U("do the tents have their own bathrooms"),
  U("how long is the camel ride this afternoon"),
  U("whats our driver's name today"),
  U("how many hours is the drive from here to zagora"),
  { question: "we're at ait benhaddou now, whats worth climbing to", parts: [[/granar/i]], links: [tripDay(5)] },
  { question: "is ait benhaddou a unesco thing", parts: [[/unesco/i]], links: [tripDay(5)] },
  {
    question: "the road today is so twisty, should i have taken something",
    parts: [[/motion[\s-]sickness|tablet/i]],
    links: [tripDay(5), "/faq"],
  },
  { question: "what's the valley we drive thru to the dunes today", parts: [[/dra+a/i]], links: [tripDay(5)] },
  { question: "whats for breakfast tmrw at the camp", parts: [[/eggs|bread|mint tea/i]], links: [tripDay(6)] },
  { question: "is breakfast tmrw included", parts: [[/includ/i]], links: [tripDay(6)] },
  { question: "how r we getting from the desert to fes tomorrow", parts: [[/marrakech/i, /train/i]], links: [tripDay(6)] },
  { question: "what should i bring for tomorrows travel day", parts: [[/snack|charged phone|playlist/i]], links: [tripDay(6)] },
  U("is there food on the train tomorrow"),

  // ---- Yesterday and Tuesday ----
  { question: "what did we do on tuesday", parts: [[/majorelle|gardens (?:&|and) souks/i]], links: [tripDay(4)] },
  { question: "what time was the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "how much was the ysl museum", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "how much was the souk guide yesterday", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "was dinner last night split or did we each pay", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  {
    question: "what was the dress code last night",
    parts: [[/dressy|kaftan|djellaba|evening outfit/i]],
    links: [tripDay(4), "/dinners"],
  },
  U("how much did the palace dinner end up costing per person"),
  U("whats the photographer's insta"),

  // ---- Fes, Chefchaouen, Casablanca ----
  { question: "whats on the 28th", parts: [[/explore fes|fes el[\s-]?bali|blue gate|bou jeloud/i]], links: [tripDay(7)] },
  { question: "how many streets does the fes medina have lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "whats the mint for at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "what time is the tannery on friday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  U("how much does the guided walk in fes cost"),
  { question: "how long is the drive to chefchaouen", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what do we eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/\b29|day (?:8|eight)\b|saturday/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "what time's the train to casa on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price", parts: [[usd(13)]], links: [tripDay(9), "/budget"] },
  { question: "what do i wear to the mosque in casablanca", parts: [[/scarf|socks|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/CMN|mohammed v/i]], links: [tripDay(9), "/faq"] },
  U("what time does rick's cafe close"),
  { question: "when should i book my flight home for", parts: [[/\b30|sunday/i, /evening/i]], links: ["/faq", tripDay(9)] },
  U("are there direct flights from casablanca to new york"),
  // ---- Rupa, the site, the gallery and the music ----
  { question: "where's the rupa button on the page", parts: [[/right/i]] },
  U("rupa whats ur favourite food"),
  { question: "whats this website called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what r the trip dates", parts: [[num(21), num(30)]], links: ["/"] },
  { question: "is there a map of all the spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[\s-]see/i]], links: ["/map"] },
  { question: "what colour r the food places on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "the transportation page is empty?", parts: [[/finali[sz]|coming soon/i]], links: ["/transportation"] },
  { question: "is there a slideshow for the pics", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "can i save a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can i upload a .mov from my iphone", parts: [[/video/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  U("how many photos are in the gallery right now"),
  U("who has the password for deleting pics"),
  { question: "i tried uploading 15 pics and it said too many files??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the music on the home page", parts: [[/oud/i]], links: ["/"] },
  U("whats the name of the song on the home page"),

  // ---- Stays and dinners ----
  { question: "whats the villa called again", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "where did we stay the first night", parts: [[/riad l-?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "how much was the first riad", parts: [[usd(45)]], links: ["/budget", "/accommodations", tripDay(0)] },
  {
    question: "how much was the airport transfer n how do u pay",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/budget", "/faq"],
  },
  { question: "when do i have to tell the host about my nut allergy", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "what kind of food is nobu", parts: [[/japanese[\s-]peruvian/i]], links: ["/dinners"] },
  { question: "comptoir darna what cuisine", parts: [[/mediterranean/i]], links: ["/dinners"] },

  // ---- Map places and quotes ----
  { question: "where should i get lunch in the medina", parts: [[/nomad|le jardin|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "where can i buy crafts at fixed prices", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },

  // ---- Money and FAQ ----
  { question: "how much should i budget for shopping", parts: [[span(100, 500)]], links: ["/budget"] },
  { question: "card fees abroad?", parts: [[span(1, 3)]], links: ["/budget", "/faq"] },
  { question: "card machine asks dollars or dirhams which one", parts: [[/dirham/i]], links: ["/budget"] },
  { question: "can we drink alcohol there", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "is it ok to take pics of locals", parts: [[/ask/i]], links: ["/faq"] },
  { question: "what time zone is morocco", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "will it rain", parts: [[/rare|rain jacket/i]], links: ["/faq"] },

  // ---- Not on the site ----
  U("whats the host's insta"),
  U("how much is a sim card at the airport"),
  U("can i bring my drone"),
  U("whats the luggage limit on the train"),
  U("what time is sunset today"),
  U("is there a pharmacy near the camp tonight"),
  U("whats the camp's phone number in case someone gets lost"),
  U("does the fes riad have a pool"),
  U("who won the quad bike race in agafay"),
  U("how much is a taxi from fes station to the riad tmrw night"),
];
