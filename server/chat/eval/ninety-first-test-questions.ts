// NINETY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 15:00 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * It is day 5 of the trip, Wednesday, November 26: "Sahara Desert Adventure", the road trip to the desert.
 * - This morning: at 07:00 the squad left over the High Atlas on the Tizi n'Tichka pass (a photo stop more
 *   than 2,200 metres up), then at 11:30 Aït Benhaddou, the UNESCO-listed ksar near Ouarzazate (Gladiator,
 *   Game of Thrones), with a climb to the granary and lunch by the river.
 * - Now (15:00): on the road along the palm groves of the Draa Valley towards the dunes near Zagora.
 * - This afternoon: 16:30 sunset camel ride into the dunes near Zagora (included in the $95 desert camp price).
 * - Tonight: 19:30 dinner and a night at the desert camp in Zagora: tagines by lantern light, drumming around
 *   the campfire, a Berber tent. The camp is $95 per person (activities, dinner and breakfast). Dress in layers.
 * - The night is spent at the desert camp near Zagora (not at Villa Royale, whose fifth listed night this is).
 * - Yesterday: day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group photoshoot at the villa gardens,
 *   11:00 Jardin Majorelle ($18) and Musée YSL ($15), 14:30 guided souk shopping ($5 guide), 20:00 palace dinner
 *   at Dar Yacout (paid individually, dressy).
 * - Tomorrow: day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise over the dunes and camp breakfast,
 *   08:00 drive back to Marrakech over the Tizi n'Tichka pass, 15:00 train to Fes ($45, about 6 hours, by way of
 *   Casablanca, Rabat and Meknes; the host shares tickets), 21:00 check-in at our riad in Fes el-Bali
 *   (3 nights, $90 per person in total).
 */
export const NINETY_FIRST_TEST_CLOCK = new Date("2025-11-26T14:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number under 100 in words, as a regex source ("twenty[- ]?two"); undefined otherwise. */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return undefined;
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)];
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}[- ]?${ONES[ones]}`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(".", "\\.");
  const words = inWords(n);
  const alternatives = [`(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`];
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 USD", "18 dollars", "18 bucks". */
function usd(n: number): RegExp {
  const d = String(n).replace(".", "\\.");
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}(?:\\.00)?(?![\\d]|[.,]\\d)`,
      `\\bUSD\\s?${d}(?![\\d]|[.,]\\d)`,
      `(?<![\\d.,])${d}\\s?(?:USD|US dollars?|dollars?|bucks)\\b`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "16:30", "4:30 pm". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  return new RegExp(
    [
      `(?<![\\d:])0?${h}[:h.]${mm}(?!\\d)`,
      `(?<![\\d:])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s?${suffix}`,
    ].join("|"),
    "i",
  );
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const ninetyFirstTestQuestions: TestQuestion[] = [
  // --- Today (day 5, Wednesday Nov 26, 15:00), tonight, tomorrow, yesterday ---
  { question: "what day of the trip is it today", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "whats todays date again, ive lost all track of time", parts: [[/\b26(th)?\b|wednesday/i]], links: [tripDay(5)] },
  { question: "whats the plan today", parts: [[/zagora|sahara|desert camp|camel/i]], links: [tripDay(5)] },
  { question: "what time is the camel ride", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "r we doing camels today or tmrw??", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "where are we sleeping tonight", parts: [[/camp|tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "whats for dinner tonight n what time", parts: [[/tagine/i], [clock(19, 30)]], links: [tripDay(5)] },
  { question: "do we have to pay extra for dinner at the camp or is it included", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "how much is the desert camp again", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what do i wear tonight, is it gonna be freezing", parts: [[/layers|fleece/i]], links: [tripDay(5), "/faq"] },
  { question: "anything fun happening at camp tonight after dinner?", parts: [[/drum|campfire/i]], links: [tripDay(5), "/accommodations"] },
  { question: "right now where r we supposed to be", parts: [[/a[iï]t[- ]?ben[- ]?haddou|draa|zagora/i]], links: [tripDay(5)] },
  { question: "whats next on the schedule", parts: [[/camel/i, clock(16, 30)]], links: [tripDay(5)] },
  { question: "what was the pass we drove over this morning called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up was that pass this morning", parts: [[/2[,.\s]?200/i]], links: [tripDay(5)] },
  { question: "that mud brick village from earlier today, whats it called again", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "wait which movies were filmed at ait benhaddou", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time did we leave this morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  U("whats the name of the place we had lunch by the river today"),
  U("is there wifi at the desert camp tonight"),
  U("can i charge my phone in the tent tonight"),
  U("do the tents have their own bathroom n shower"),
  U("how many km is it to zagora from here, are we close"),
  U("whats the drivers phone number, my car left without me"),
  { question: "what should i pack for the camp tonight", parts: [[/headlamp|lip balm|sunglasses|overnight bag/i]], links: ["/faq"] },
  { question: "can i take my big suitcase on the camel later lol", parts: [[/overnight bag|small bag/i]], links: ["/faq"] },
  { question: "what time do we need to be up tmrw for the sunrise", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what r we wearing for sunrise tomorrow, is it cold", parts: [[/hat|warm layers|freezing/i]], links: [tripDay(6)] },
  { question: "what time do we leave the camp tomorrow", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "train to fes tomorrow what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train tmrw", parts: [[/(?<!\d)(6|six)[- ]?(hours?|hrs?|h)\b/i]], links: [tripDay(6), "/faq"] },
  { question: "how much is tomorrows train to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "what time do we get to the riad in fes tmrw night", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "which cities does the train go thru tmrw, and who has the tickets", parts: [[/casablanca/i, /rabat/i, /meknes/i], [/host/i]], links: [tripDay(6)] },
  { question: "do we go back to marrakech tomorrow or straight to fes", parts: [[/marrakech/i, /train/i]], links: [tripDay(6)] },
  { question: "whats tomorrows theme", parts: [[/journey to fes/i]], links: [tripDay(6)] },
  { question: "how many nights are we in fes starting tmrw", parts: [[num(3)]], links: [tripDay(6), "/accommodations", "/budget"] },
  { question: "the fes riad we check into tomorrow, how much is it", parts: [[usd(90)]], links: [tripDay(6), "/accommodations", "/budget"] },
  U("whats the name of the riad we're staying at tmrw"),
  U("does the train tmrw have wifi or plugs"),
  U("which carriage and seat am i in tomorrow"),
  { question: "what did we do yesterday", parts: [[/majorelle|photoshoot|dar yacout|souk/i]], links: [tripDay(4)] },
  { question: "what was the restaurant last night called, it was insane", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "yesterdays photoshoot what time did it start, i missed it", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "that garden yesterday, what was it and how much was the ticket", parts: [[/majorelle/i], [usd(18)]], links: [tripDay(4)] },
  { question: "how much was the ysl museum yesterday", parts: [[usd(15)]], links: [tripDay(4)] },
  { question: "is tmrws drive the same windy road as today? need motion sickness pills?", parts: [[/tichka/i]], links: ["/faq", tripDay(6)] },
  // --- The days ahead (Fes, Chefchaouen, Casablanca) and the days behind ---
  { question: "the 27th whats happening", parts: [[/train/i, /fes/i]], links: [tripDay(6)] },
  { question: "day after tmrw whats the plan", parts: [[/fes el[- ]bali|explore fes|tannery|bou inania|quaraouiyine|medina/i]], links: [tripDay(7)] },
  { question: "is the fes itinerary final or still changing", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "what time is the tannery on friday", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "why do they hand out mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,.\s]?000|nine thousand/i]], links: [tripDay(7)] },
  { question: "what gate do we go in thru on day 7", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how old is the bou inania madrasa", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "day 7 dinner where n what time", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "saturday is chefchaouen right? how long is the drive", parts: [[/(?<!\d)(4|four)\s*(hours?|hrs?|h)\b/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best view in chefchaouen?", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/day 8|\b29(th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  U("how much is the chefchaouen day trip"),
  U("how much is the guided walk in fes"),
  U("what time is dinner on the 29th"),
  { question: "what time is the train to casablanca on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is fes to casa by train", parts: [[/(?<!\d)(4|four)\s*(hours?|hrs?|h)\b/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where and when", parts: [[/rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "hassan II mosque tour, how much + what time", parts: [[usd(13)], [clock(15, 0)]], links: [tripDay(9)] },
  { question: "what do i wear to the mosque", parts: [[/scarf|socks|covered/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the minaret at hassan 2", parts: [[/210/i]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca city", parts: [[/45\s*(-\s*)?min/i]], links: [tripDay(9)] },
  { question: "what time are airport transfers on sunday", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  U("what time is my flight home"),
  { question: "what should i do with leftover dirhams at the end", parts: [[/spend/i]], links: [tripDay(9)] },
  { question: "when does the trip end", parts: [[/\b30(th)?\b|sunday/i]] },
  { question: "how many days of the trip are left after today", parts: [[num(4)]] },
  { question: "whos birthday is this trip for", parts: [[/host/i, /30|thirt/i]] },
  { question: "how old is the birthday person turning", parts: [[/30|thirt/i]] },
  U("whats the host's name"),
  U("when is the host's actual birthday, like the date"),
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the bday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the birthday dinner per person", parts: [[/\$?100\s*(-|–|to)\s*\$?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "what time was the bar crawl and how much was the guide", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "how much was the balloon monday", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "balloon pickup time on the 24th?", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "nobu minimum spend was how much", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "agafay desert day cost?", parts: [[usd(40)]], links: [tripDay(3)] },
  { question: "welcome dinner what was the restaurant and the deposit", parts: [[/foundouk/i], [usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the riad the first night", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/accommodations"] },
  { question: "what time was check in at the villa", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "hammam and massage price", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  U("is there a gym at the villa"),
  // --- The site: gallery, music, Rupa, home page, map; money ---
  { question: "how do i upload the pics i took today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i need to put my name when i upload", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i uploaded the wrong pic, how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i post vids too or just photos", parts: [[/mp4|mov|webm|video/i]], links: ["/gallery"] },
  { question: "if i download a video from the gallery what format does it save as", parts: [[/mp4/i]], links: ["/gallery"] },
  { question: "it says too many files??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i save a pic from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },
  U("how many photos are in the gallery rn"),
  U("who uploaded the blurry camel pic lol"),
  { question: "who is rupa", parts: [[/goat/i]] },
  U("rupa whats ur favourite food"),
  { question: "where's the chat thing on the site", parts: [[/bottom[- ]right/i]] },
  { question: "music is blasting rn how do i mute it", parts: [[/bottom[- ]left/i]] },
  U("whats the song on the itinerary page called"),
  { question: "what kind of music plays on the home page", parts: [[/oud/i]], links: ["/"] },
  { question: "which pages have the same music", parts: [[/dinners/i, /accommodations/i, /transportation/i], [/map/i, /faq/i]] },
  { question: "is the transportation page ever gonna have stuff on it", parts: [[/finaliz|coming soon/i]], links: ["/transportation"] },
  { question: "what's the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many ppl are in the squad", parts: [[num(22)]], links: ["/"] },
  { question: "what does the trip highlight on the homepage say", parts: [[/TBD|to be (decided|determined|announced)/i]], links: ["/"] },
  { question: "who are the quotes on the home page from", parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]], links: ["/"] },
  { question: "what did churchill say about morocco", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "what was the countdown on the homepage counting down to", parts: [[/\b21(st)?\b/i, clock(11, 0)]], links: ["/"] },
  { question: "where can i see all the recommended spots on a map", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins mean on the map", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple on the map = ?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "good rooftop for food in the medina?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where do i get the famous lamb shoulder and do i need to order ahead", parts: [[/al fassia/i], [/day ahead|day before|day in advance/i]], links: ["/map"] },
  { question: "any cooking class recs", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where is the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "fixed price shop so i know what stuff should cost?", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "how many categories in the map colour guide", parts: [[num(7)]], links: ["/map"] },
  { question: "what currency do they use", parts: [[/dirham|MAD/i]], links: ["/faq", "/budget"] },
  { question: "i need cash for tonight, how many dirhams is a dollar", parts: [[num(10)]], links: ["/faq", "/budget"] },
  { question: "tourist tax per night?", parts: [[/28\s*(MAD|dirhams?|DH)|\$?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*%?\s*(-|–|to)\s*15/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[/1,?000\s*(-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "what % do i start haggling at", parts: [[/40\s*%?\s*(-|–|to)\s*50/i]], links: ["/faq", "/budget"] },
  { question: "roughly what does the whole trip cost per person", parts: [[/440/i, /943/i]], links: ["/budget"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/faq", "/budget", "/accommodations"] },
  { question: "villa breakfast price", parts: [[usd(10)]], links: [tripDay(2), "/faq"] },
  { question: "can i use my card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  U("whats the refund policy if i skip some of the activities"),
  // --- Practical, villa, dinners, and more of what the site does not say ---
  { question: "my adapter died today, which plug type do i need", parts: [[/type\s*C|C\s*\/\s*E/i]], links: ["/faq", "/"] },
  { question: "whats the voltage there", parts: [[/220\s*V?/i]], links: ["/faq", "/"] },
  { question: "do americans need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/(6|six)\s*months?/i]], links: ["/faq"] },
  { question: "can i drink the tap water at the camp tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what time zone r we in", parts: [[/(UTC|GMT)\s*\+\s*1/i]], links: ["/faq"] },
  { question: "will it rain when we get to fes tmrw", parts: [[/rain jacket|rarely|shower/i]], links: ["/faq"] },
  { question: "weather in general?", parts: [[/15\s*°?\s*C?\s*(-|–|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "is travel insurance a must", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "can we drink alcohol there", parts: [[/licensed|hotels?|bars?/i]], links: ["/faq"] },
  { question: "is it safe, anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "can i take photos of the performers in jemaa el fnaa", parts: [[/dirham/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "im vegetarian, who do i tell and by when", parts: [[/host/i], [/(two|2)\s*weeks/i]], links: ["/dinners"] },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "villa has how many pools", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa checkout time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how big is the villa estate", parts: [[/1\.4/i]], links: ["/accommodations", "/faq"] },
  { question: "how many places do we stay on the whole trip", parts: [[num(4)]], links: ["/accommodations"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "what kind of food was at nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "palace dinner price?", parts: [[/individual|at the restaurant/i]], links: [tripDay(4), "/dinners"] },
  { question: "the 25th, what day of the week was that", parts: [[/tuesday/i]], links: [tripDay(4)] },
  { question: "what day was the photoshoot", parts: [[/tuesday|day 4|\b25(th)?\b|yesterday/i]], links: [tripDay(4), "/"] },
  U("who was the photographer on tuesday, do they have insta"),
  U("when will the pro photos from the shoot be ready"),
  U("is there a pharmacy near the camp tonight"),
  U("whats the emergency number in morocco"),
  U("how much is a petit taxi from the fes riad to the station"),
  U("whats the best sim card company to get"),
  U("who's rooming with who in fes"),
  U("whats the whatsapp group link"),
  U("what time do the fes souks close"),
  U("is there laundry at the fes riad, all my clothes are sandy"),
  U("do the tents at the camp have heating tonight"),
  U("can we bring our own wine to the camp tonight"),
  U("how many camels are there at the camp"),
  U("is there an atm in zagora"),
  U("who made this website"),
  U("how much did the host pay for the villa"),
  U("was the balloon refundable if it got cancelled for wind"),
  { question: "sum up today + tomorrow for me in one line", parts: [[/zagora|desert camp|camel/i], [/fes/i]], links: [tripDay(5), tripDay(6)] },
  { question: "tonight and tomorrow, how much is the camp and the train", parts: [[usd(95)], [usd(45)]], links: [tripDay(5), tripDay(6), "/budget"] },
];
