// EIGHTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the eighty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 12:00 (noon) on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * That is day 4 of the trip (days are numbered 0 to 9): Tuesday, November 25, "Gardens & Souks".
 * - This morning: the group photoshoot with a professional photographer at 08:30 in the
 *   Villa Royale gardens (photo outfits: solid jewel tones, white or gold).
 * - Right now: Jardin Majorelle & Musée YSL, from 11:00, Rue Yves Saint Laurent, Gueliz
 *   (garden $18, Musée YSL $15; timed tickets, booked in advance by the host).
 * - This afternoon: guided souk shopping at 14:30 in the souks of the Marrakech medina
 *   ($5 per person for the guide; many guests budget $100-$500+ for shopping).
 * - Tonight: the palace dinner at Dar Yacout, Marrakech medina, at 20:00, with a rooftop
 *   aperitif first; dress code "Dressy" (kaftans and djellabas welcome); paid individually.
 * - The night is spent at Villa Royale (the villa's nights are days 1 to 4; its fifth listed
 *   night, day 5, is spent at the desert camp).
 * - Yesterday (day 3, Monday, November 24, "Desert Fun"): hot air balloon at 05:30 over the
 *   Agafay desert ($117), Agafay desert day from 11:00 (quad bikes, camels, about $40), back to
 *   the villa at 17:00, private rooftop dinner at Nobu at 20:00 ($75 minimum spend).
 * - Tomorrow (day 5, Wednesday, November 26, "Sahara Desert Adventure"): 07:00 over the High
 *   Atlas by the Tizi n'Tichka pass, Aït Benhaddou at 11:30 with lunch by the river, sunset camel
 *   ride at 16:30 in the dunes near Zagora, dinner at 19:30 and the night at the desert camp
 *   ($95 per person, activities, dinner and breakfast included).
 */
export const EIGHTY_THIRD_TEST_CLOCK = new Date("2025-11-25T11:00:00Z");

const NUMBER_WORDS: Record<number, string> = {
  2: "two",
  3: "three|third",
  4: "four|fourth",
  5: "five|fifth",
  6: "six|sixth",
  7: "seven|seventh",
  8: "eight|eighth",
  9: "nine|ninth",
  10: "ten|tenth",
  13: "thirteen",
  22: "twenty[- ]?two",
  30: "thirty|thirtieth",
  45: "forty[- ]?five",
  90: "ninety",
};

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  const alternatives = [`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`];
  const words = NUMBER_WORDS[n];
  if (words) alternatives.push(`(?<![\\w-])(?:${words})(?![\\w-])`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${n}(?:\\.00)?`;
  return new RegExp(
    [
      `\\$\\s?${amount}(?!\\d|[.,]\\d)`,
      `(?<![\\d.,$])${amount}\\s?(?:us\\s?)?(?:dollars?|usd|bucks)(?![a-z])`,
      `\\busd\\s?\\$?${amount}(?!\\d|[.,]\\d)`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and noon for 12:00). */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const minutes = m === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:])0?${h}[:h.]${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minutes}\\s?${meridiem}(?![a-z])`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const NOT_PRICED_HERE = /individual|separately|your own|at the restaurant/i;

export const eightyThirdTestQuestions: TestQuestion[] = [
  // --- Right now, this morning, this afternoon, tonight (day 4) ---
  { question: "wat r we doing rn", parts: [[/majorelle/i]], links: [tripDay(4)] },
  { question: "where r we supposed to be rn?? i lost the group lol", parts: [[/majorelle|yves saint laurent|\bysl\b/i]], links: [tripDay(4)] },
  { question: "whats the plan this afternoon", parts: [[/souk/i]], links: [tripDay(4)] },
  { question: "what time does the souk shopping start", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "where's dinner tonight", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is dinner tonite", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "wat do i wear tonight", parts: [[/dressy|evening outfit|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the palace dinner", parts: [[NOT_PRICED_HERE]], links: [tripDay(4), "/dinners"] },
  { question: "majorelle garden ticket price?", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "and how much is the ysl museum", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy my own majorelle ticket or", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what time was the photoshoot this morning, i overslept 😭", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "where did the photographer set up this morning", parts: [[/villa/i]], links: [tripDay(4)] },
  U("whats the photographer's name? want to follow them on insta"),
  U("when do we get the pics from this mornings shoot"),
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "where do we sleep tmrw night", parts: [[/camp|zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time do we leave tomorrow", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "what day of the trip is it today", parts: [[num(4)]], links: [tripDay(4)] },
  { question: "todays theme?", parts: [[/gardens?\s*(?:&|and)\s*souks?/i]], links: [tripDay(4)] },
  { question: "what did we do yesterday morning again, it was sooo early", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "where was dinner last night", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  U("how much did the nobu bill come to last night in total"),

  // --- Rupa, the host, the occasion, the gallery, the music ---
  { question: "who's rupa", parts: [[/goat/i]] },
  { question: "whats the occasion for this trip", parts: [[num(30), /birthday/i]], links: ["/"] },
  { question: "whose bday is it anyway", parts: [[/host/i]] },
  U("whats the hosts actual name"),
  { question: "how many of us r there", parts: [[num(22)]], links: ["/"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "vid too big to upload?? whats the limit", parts: [[/50\s?mb|50\s?megabytes?|fifty\s?(?:mb|megabytes?)/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "how do i mute the music", parts: [[/bottom[- ]left/i]] },

  // --- Tomorrow (day 5) ---
  { question: "tmrw how much is the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what does the camp price include", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "motion sickness pills for tomorrow? is the road bad", parts: [[/tichka|winding/i]], links: [tripDay(5), "/faq"] },
  U("how many hours is the drive to zagora tmrw"),
  { question: "when do we get to ait benhaddou tomorrow", parts: [[clock(11, 30)]], links: [tripDay(5)] },
  { question: "whats the camel ride time tmrw", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("how long is the camel ride tomorrow"),
  U("does the desert camp have wifi"),
  { question: "what should i pack for the desert", parts: [[/fleece|layers/i]], links: ["/faq", tripDay(5)] },

  // --- This afternoon's souks ---
  { question: "whats the bargaining rule in the souks, how low do i start", parts: [[/40\s*(?:%|percent)?\s*(?:-|–|to)\s*50\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i bring for shopping in the souks this afternoon", parts: [[/\$?\s?100\s*(?:-|–|to)\s*\$?\s?500/i]], links: ["/budget", tripDay(4)] },
  { question: "do the souk stalls take cards", parts: [[/cash/i]], links: ["/budget"] },
  U("what time do the shops in the souk close"),

  // --- The days ahead: dates, weekdays, day numbers ---
  { question: "what r we doing on the 27th", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "train to fes how long + how much", parts: [[num(6)], [usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "wen do we get to the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  U("whats the name of our riad in fes"),
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "fes riad cost per person?", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "whats on the 28th", parts: [[/tanner|bou inania|fes el[- ]bali|quaraouiyine|blue gate/i]], links: [tripDay(7)] },
  { question: "is the tannery smelly lol", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "day 7 tannery what time", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "saturday plans?", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how far is chefchaouen from fes", parts: [[num(4)]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "day 8 what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what's the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "are ppl leaving early? when do guests start heading home", parts: [[/day\s*8|\b29(?:th)?\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "last day plan?", parts: [[/casablanca/i]], links: [tripDay(9)] },
  { question: "what time's the train to casablanca", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  U("how much is the train ticket to casablanca"),
  { question: "where's the farewell lunch", parts: [[/rick'?s/i]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour price and dress code?", parts: [[usd(13)], [/scarf|shoulders|knees|covered/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do i fly home from", parts: [[/mohammed v|\bCMN\b/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45)]], links: [tripDay(9)] },
  { question: "what time should i book my flight home on the 30th", parts: [[/evening|18:00|18h00|6(?::00)?\s?p\.?m/i]], links: [tripDay(9), "/faq"] },
  { question: "when does the trip start", parts: [[/nov(?:ember)?\.?\s*21|21(?:st)?\s*(?:of\s*)?nov/i]], links: ["/", tripDay(0), "/faq"] },

  // --- The days behind us ---
  { question: "whats on the 23rd again? missed the group chat", parts: [[/birthday|walking tour|bahia/i]], links: [tripDay(2)] },
  { question: "what time was the bday dinner on sunday", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "how much was the birthday dinner pp", parts: [[/\$?\s?100\s*(?:-|–|to)\s*\$?\s?120/i]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "where did we do the bday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time does the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "is the bar crawl free", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  U("what was the name of the lounge we ended up at on the bar crawl"),
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner deposit?", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "first night riad name + price", parts: [[/l-?\s?authentic/i], [usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "airport transfer cost?", parts: [[usd(45), /car/i]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "hot air balloon price", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what time was pickup for the balloon yesterday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much was the agafay day yesterday", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "nobu min spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  U("who won the quad bike race yesterday"),
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "how much is a hammam + massage at the villa", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "can i still book a massage? who do i ask", parts: [[/host/i]], links: ["/faq", tripDay(1)] },
  U("is there a gym at the villa"),

  // --- Tomorrow and the desert, again ---
  { question: "whats tmrw's theme", parts: [[/sahara/i]], links: [tripDay(5)] },
  { question: "what day is tomorrow, like the number", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "whats the date tmrw", parts: [[/nov(?:ember)?\.?\s*26|26(?:th)?\s*(?:of\s*)?nov|wednesday/i]], links: [tripDay(5)] },
  { question: "which mountain pass do we cross tomorrow", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high is the pass tmrw", parts: [[/2[,.\s]?200|two thousand two hundred/i]], links: [tripDay(5)] },
  { question: "lunch tmrw where", parts: [[/a[iï]t[- ]ben[- ]?haddou|river/i]], links: [tripDay(5)] },
  { question: "what time is dinner at the camp tmrw", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  U("are there hot showers at the desert camp"),
  U("can we charge our phones at the camp tmrw night"),
  { question: "how cold does the desert get at night", parts: [[/freezing/i]], links: ["/faq"] },
  { question: "do i bring my big suitcase to the desert", parts: [[/small|overnight bag/i]], links: ["/faq"] },
  { question: "are we coming back to the villa after the desert or nah", parts: [[/fes/i]], links: [tripDay(6)] },
  { question: "what time is the dune sunrise thing on thursday morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },

  // --- The site: music, Rupa, pages ---
  { question: "wats the music like on the home page", parts: [[/oud/i]] },
  U("what's the name of the song on the home page"),
  { question: "which page has no music", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "where's the chat button", parts: [[/bottom[- ]right/i]] },
  { question: "what can rupa help with", parts: [[/itinerary|dining|packing|costs?/i]] },
  { question: "where do i see the map of all the recommended spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple pins?", parts: [[/cultural/i]], links: ["/map"] },
  { question: "transportation page just says coming soon??", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  U("when will the transportation page be updated"),
  { question: "is there a slideshow for the big screen", parts: [[/slideshow/i]], links: ["/slideshow"] },

  // --- Money and practicalities ---
  { question: "whats the currency and exchange rate", parts: [[/dirham|\bMAD\b/i], [num(10)]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*(?:%|percent)?\s*(?:-|–|to)\s*15\s*(?:%|percent)/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much per night", parts: [[/28\s*(?:MAD|dirhams?|dh)|\$?\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1,?000\s*(?:MAD\s*)?(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "what plug adapter do i need", parts: [[/type\s*c/i]], links: ["/faq", "/"] },
  { question: "do i need a visa im american", parts: [[/visa[- ]free|no visa|(?:don'?t|do not|won'?t) need/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you in arabic", parts: [[/shukran/i]], links: ["/faq"] },

  // --- Tonight's dinner and right now at Majorelle ---
  U("what time does the palace dinner finish tonight"),
  U("whats the phone number for dar yacout"),
  { question: "what do they serve at dar yacout", parts: [[/pastilla|tagine|couscous/i]], links: ["/dinners"] },
  { question: "is there anything before dinner tonight, like drinks?", parts: [[/rooftop|aperitif/i]], links: [tripDay(4), "/dinners"] },
  { question: "2 qs: whats after majorelle today and what time", parts: [[/souk/i], [clock(14, 30)]], links: [tripDay(4)] },
  U("how long do we have at majorelle"),
  U("is there a cafe at jardin majorelle"),
  { question: "what's majorelle famous for", parts: [[/blue|cobalt/i]], links: [tripDay(4)] },
  { question: "whats next door to majorelle", parts: [[/\bysl\b|yves saint laurent/i]], links: [tripDay(4)] },
  { question: "where exactly is majorelle, what area", parts: [[/gueliz|rue yves saint laurent/i]], links: [tripDay(4), "/map"] },
  U("how much is a petit taxi from majorelle to the medina"),
  { question: "whats the souk guide gonna show us this aft", parts: [[/leather|ceramic|lantern|rug/i]], links: [tripDay(4)] },
  { question: "souk dress code?", parts: [[/shoulders|knees|modest/i]], links: [tripDay(4), "/faq"] },
  U("whats the souk guide's name today"),

  // --- The villa ---
  { question: "can i get breakfast at the villa tmrw before we leave? how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how do i sign up for breakfast", parts: [[/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how many suites does the villa have", parts: [[num(13)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from town", parts: [[/20\s*(?:-|–|to)\s*25/i]], links: ["/accommodations", "/faq"] },
  U("whats the wifi password at the villa"),
  U("what's the villa's address? need it for a delivery"),
  { question: "do i have to pay for the villa", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },

  // --- Costs, dinners, time ---
  { question: "how much is the whole trip gonna cost me roughly", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "im vegetarian, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead were we supposed to tell about allergies", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "what time zone is morocco on", parts: [[/utc\s*\+\s*1|gmt\s*\+\s*1/i]], links: ["/faq"] },

  // --- Two-part questions about now ---
  { question: "tmrw: what should i wear and what time do we leave", parts: [[/layers|fleece|warm|closed shoes/i], [clock(7, 0)]], links: [tripDay(5)] },
  { question: "tonight dinner dress code + time pls", parts: [[/dressy|evening outfit|kaftan|djellaba/i], [clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "how much was yesterday's balloon, and how much is tonight's dinner", parts: [[usd(117)], [NOT_PRICED_HERE]], links: [tripDay(3), tripDay(4)] },
  U("how many people signed up for the balloon"),
  { question: "where were the quad bikes yesterday", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "any good lunch spot in the souks this afternoon", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },

  // --- The map and the home page ---
  { question: "where can i do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  U("how much is the cooking class at la maison arabe"),
  { question: "what's the big square in marrakech called", parts: [[/jemaa el[- ]fnaa/i]], links: ["/map"] },
  U("how much is entry to the saadian tombs"),
  { question: "who said 'the most lovely spot in the whole world'", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "is there a day 10", parts: [[num(9)]] },
  { question: "how many days is the trip", parts: [[num(10)]], links: ["/"] },

  // --- The gallery ---
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  U("how many photos are in the gallery right now"),
  U("who uploaded the most pics so far"),
  { question: "it says 'too many files' when i upload", parts: [[num(10)]], links: ["/gallery"] },

  // --- Things the site does not say ---
  U("which car am i in tomorrow"),
  U("who's driving us to the desert tomorrow"),
  U("how many camels will there be tmrw"),
  U("what time does the sun set tomorrow in zagora"),
  U("can i bring a drone to the desert"),
  U("whats the emergency number in morocco"),
  U("nearest pharmacy to the villa?? need ibuprofen asap"),
  U("how old is rupa"),
  U("what's the host's whatsapp number"),
  { question: "is there a dress code for the train to fes", parts: [[/comfortable|travel clothes|warm layer/i]], links: [tripDay(6)] },
  U("what time are everyone's flights home"),
  U("is the hammam at the villa free tonight, can i squeeze one in"),

  // --- Today and tomorrow, once more ---
  { question: "the 26th — where do we sleep and how much", parts: [[/camp|zagora/i], [usd(95)]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "what's happening tomorrow night", parts: [[/camp|campfire|drum|tent/i]], links: [tripDay(5)] },
  { question: "whats after the desert on thursday", parts: [[/train|fes/i]], links: [tripDay(6)] },
  { question: "whats the date today", parts: [[/nov(?:ember)?\.?\s*25|25(?:th)?\s*(?:of\s*)?nov|tuesday/i]], links: [tripDay(4)] },
  { question: "anything after the souks today?", parts: [[/dar yacout|palace dinner/i]], links: [tripDay(4), "/dinners"] },
  { question: "what was the first thing on today's schedule", parts: [[/photo/i]], links: [tripDay(4)] },
];
