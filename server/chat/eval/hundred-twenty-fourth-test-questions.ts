// HUNDRED-TWENTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-twenty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 08:00 on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * That is day 4 of the trip (days are numbered 0 to 9), Tuesday Nov 25, "Gardens & Souks",
 * the photo day, spent from Villa Royale on the outskirts of Marrakech.
 * - This morning: villa breakfast ($10 per person, served every morning of the villa stay);
 *   at 08:30 the group photoshoot with a professional photographer in the Villa Royale gardens
 *   (photo outfits: solid jewel tones, white or gold).
 * - Right now (08:00): nothing is scheduled; the squad is getting ready for the 08:30 photoshoot.
 * - Late morning: 11:00 Jardin Majorelle & Musée YSL, Rue Yves Saint Laurent, Gueliz
 *   (garden $18, Musée YSL $15; timed tickets, booked in advance by the host).
 * - This afternoon: 14:30 guided souk shopping in the Marrakech medina ($5 per person for the guide).
 * - Tonight: 20:00 palace dinner at Dar Yacout in the medina (traditional Moroccan feast, rooftop
 *   aperitif first, paid individually at the restaurant, dress code "Dressy").
 * - The night is spent at Villa Royale: the last night there (the villa's fifth listed night is
 *   the desert camp's).
 * - Yesterday (day 3, Monday Nov 24, "Desert Fun"): 05:30 hot air balloon over the Agafay desert
 *   ($117), 11:00 Agafay desert day with quads and camels (about $40), 17:00 back to the villa,
 *   20:00 private rooftop dinner at Nobu, Hivernage (minimum spend $75).
 * - Tomorrow (day 5, Wednesday Nov 26, "Sahara Desert Adventure"): 07:00 over the High Atlas by the
 *   Tizi n'Tichka pass (more than 2,200 m), 11:30 Aït Benhaddou, 16:30 sunset camel ride near Zagora,
 *   19:30 dinner and a night at the desert camp in Zagora ($95: activities, dinner and breakfast).
 */
export const HUNDRED_TWENTY_FOURTH_TEST_CLOCK = new Date("2025-11-25T07:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number in words, as a pattern source, or null when it is not worth spelling out. */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0) return null;
  if (n < 20) return ONES[n]!;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
  }
  if (n === 100) return "(?:a|one) hundred";
  return null;
}

/** A number in digits (with or without a thousands comma) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const plain = String(n).replace(".", "\\.");
  const grouped = n >= 1000 ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : null;
  const digits = grouped ? `(?:${plain}|${grouped})` : plain;
  const digitForm = `(?<!\\d)(?<!\\d[.,])${digits}(?!\\d)(?![.,]\\d)`;
  const words = inWords(n);
  return new RegExp(words ? `${digitForm}|\\b(?:${words})\\b` : digitForm, "i");
}

/** A dollar amount: "$18", "$18.00", "US$18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${String(n).replace(".", "\\.")}(?:\\.00)?`;
  const end = "(?!\\d)(?![.,]\\d)";
  return new RegExp(
    `\\$\\s?${amount}${end}|(?<!\\d)(?<!\\d[.,])${amount}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b|\\bUSD\\s?\\$?${amount}${end}`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40-$60", "$40 to $60", "40-60 dollars". */
function usdRange(low: number, high: number): RegExp {
  const dash = "\\s*(?:-|–|—|to)\\s*";
  return new RegExp(
    `\\$\\s?${low}${dash}\\$?${high}(?!\\d)|(?<!\\d)${low}${dash}${high}\\s?(?:US\\s?)?(?:dollars|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m."; "08:30", "8:30", "8:30 am". */
function clock(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const forms = [`${h24}[:h.]${mm}`];
  forms.push(m === 0 ? `${h12}(?:[:.]00)?\\s?${meridiem}` : `${h12}[:.]${mm}\\s?${meridiem}`);
  if (h === 12 && m === 0) forms.push("noon");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})(?!\\d)`, "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

export const hundredTwentyFourthTestQuestions: TestQuestion[] = [
  // --- Today: day 4, Tuesday Nov 25, Gardens & Souks ---
  { question: "whats the plan for today", parts: [[/majorelle/i, /dar yacout|palace dinner/i]], links: [tripDay(4)] },
  { question: "what time is the photoshoot this morning", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "where r we doing the group photos", parts: [[/villa/i]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photographer today", parts: [[/jewel[- ]?tones?|white|gold/i]], links: [tripDay(4), "/"] },
  U("whats the photographers name? want to follow them on insta"),
  U("when do we get the pics back from the shoot"),
  U("how much is the photographer costing us, do we chip in?"),
  { question: "rupa whats happening right now", parts: [[/photo ?shoot|photographer|group photos?/i]], links: [tripDay(4)] },
  { question: "what time do we go to majorelle", parts: [[clock(11, 0)]], links: [tripDay(4)] },
  { question: "how much r majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy my own majorelle ticket", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "which neighbourhood is majorelle in", parts: [[/gu[eé]liz/i]], links: [tripDay(4), "/map"] },
  U("what time does majorelle close? might stay longer"),
  { question: "souks this aft what time", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "is the souk guide free or do we pay", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  U("whats the name of the souk guide today, someone said hes amazing"),
  { question: "whats for dinner tonite and where", parts: [[/moroccan|tagine|couscous|pastilla/i], [/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is dinner tonight", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "dress code tonight??", parts: [[/dressy|best evening outfit|kaftans?|djellabas?/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout, is it prepaid", parts: [[/individual|separately|your own|at the restaurant/i]], links: [tripDay(4), "/dinners", "/budget"] },
  { question: "r we doing drinks anywhere before the palace dinner", parts: [[/rooftop/i]], links: [tripDay(4), "/dinners"] },
  U("what time does the palace dinner finish, need to pack for tmrw"),
  { question: "where are we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  U("is the villa pool heated? want a morning swim"),
  U("villa wifi password pls"),
  { question: "what day of the trip is it today", parts: [[/day\s*(?:4|four)\b/i]], links: [tripDay(4)] },
  { question: "whats todays theme on the itinerary", parts: [[/gardens (?:&|and) souks/i]], links: [tripDay(4)] },

  // --- Yesterday: day 3, Monday Nov 24, Desert Fun ---
  { question: "what did we do yesterday? lost track lol", parts: [[/balloon|agafay|nobu/i]], links: [tripDay(3)] },
  { question: "what time was the balloon pickup yesterday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much do i owe for the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "where did we eat last night again", parts: [[/nobu/i]], links: [tripDay(3), "/dinners"] },
  { question: "what was the minimum spend at nobu", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "how much was the agafay quad and camel day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  U("who won the quad bike race yesterday"),

  // --- Tomorrow: day 5, Wednesday Nov 26, Sahara Desert Adventure ---
  { question: "what time do we leave tomorrow morning", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "whats on tomorrow", parts: [[/zagora|sahara|desert camp/i]], links: [tripDay(5)] },
  { question: "where do we sleep tmrw night", parts: [[/camp|tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "how much is the desert camp and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "which mountain pass do we drive over tomorrow", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "how high up is that pass", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "tmrw whats the game of thrones place we stop at", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "what time do we get on the camels tomorrow", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  U("how long is the camel ride tomorrow"),
  U("does the desert camp have wifi or somewhere to charge my phone"),
  { question: "what do i pack for the desert tmrw", parts: [[/fleece|scarf|layers|headlamp/i]], links: [tripDay(5), "/faq"] },
  { question: "is the drive tmrw gonna make me carsick", parts: [[/motion[- ]sickness|tablets|winding/i]], links: [tripDay(5), "/faq"] },
  { question: "tomorrow dinner time at the camp?", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "how cold is it gonna get in the desert tomorrow night", parts: [[/freezing|cold/i]], links: ["/faq", tripDay(5)] },
  U("whats the drivers number for tomorrow"),
  U("how many of us per car tomorrow"),
  { question: "on wednesday where do we stop for lunch", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: [tripDay(5)] },
  { question: "do i pay extra for breakfast at the camp or", parts: [[/includ|cover/i]], links: [tripDay(6), tripDay(5), "/budget"] },
  { question: "do we come back to the villa after the desert?", parts: [[/f[eè]s\b|fez\b/i]], links: [tripDay(6), "/accommodations"] },

  // --- The day after tomorrow and the rest of the week ---
  { question: "day after tomorrow what are we doing", parts: [[/f[eè]s\b|fez\b/i, /train/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes on thursday", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride on the 27th", parts: [[/(?<!\d)(?:6|six)[\s-]*(?:hours?|hrs?|h)\b/i]], links: [tripDay(6), "/faq"] },
  { question: "how much is train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/faq", "/budget"] },
  U("which platform does the fes train leave from"),
  { question: "what time do we get up for the sunrise thing at the camp", parts: [[clock(6, 30)]], links: [tripDay(6)] },

  // --- The villa ---
  { question: "is the breakfast this morning at the villa paid? how much", parts: [[usd(10)]], links: ["/faq", tripDay(2), "/budget"] },
  { question: "what time is breakfast at the villa", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "how do i sign up for breakfast", parts: [[/night before|evening before/i]], links: [tripDay(2), "/faq"] },
  { question: "wait what time is villa checkout", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  U("is there a gym at the villa"),
  U("does the villa do laundry? running out of clean clothes"),
  { question: "how many suites n pools does the villa have", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "how big is villa royale", parts: [[/1\.4[- ]?(?:hectares?|ha)\b/i]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25|twenty/i]], links: ["/accommodations", "/faq", tripDay(1)] },
  U("whats the exact address of the villa for my uber"),
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "can i still book a massage? how much", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what do they actually do in the hammam", parts: [[/kessa|scrub|rhassoul|black (?:olive )?soap|argan/i]], links: [tripDay(1)] },
  { question: "who do i tell to book a hammam slot", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  U("what suite am i in at the villa"),

  // --- Earlier days: arrival, the birthday ---
  { question: "what was the welcome dinner place called again", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much was the welcome dinner deposit", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "price range for the welcome dinner?", parts: [[usdRange(40, 60)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "whose bday is this trip for and which birthday is it", parts: [[/host/i], [/(?<!\d)30(?!\d)|thirt(?:y|ieth)/i]], links: ["/"] },
  { question: "where was the birthday dinner", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what day was the bday dinner", parts: [[/day\s*(?:2|two)\b|(?<!\d)23(?:rd)?(?!\d)|sunday/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much per person was the birthday dinner", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "whats golden glam mean for the bday dress code", parts: [[/cocktail/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl start", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "which sights were on the medina walking tour", parts: [[/bahia/i, /ben youssef/i]], links: [tripDay(2)] },
  { question: "walking tour price?", parts: [[usd(10)]], links: [tripDay(2), "/budget", "/"] },
  U("did anyone find the sunglasses left at comptoir darna"),
  { question: "first night riad was called what", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much was the riad night", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "how much was the airport transfer and how do we pay", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  U("can i get a refund on the camp if i skip zagora and stay in marrakech"),
  U("whats the host's phone number"),
  // --- Fes, Chefchaouen, Casablanca ---
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", tripDay(6), "/budget"] },
  { question: "fes riad cost?", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  U("whats the name of the riad in fes"),
  { question: "what time do we check in at the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "on friday in fes what time is the walking tour", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which gate do we go in thru in fes", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes in the fes medina lol", parts: [[/(?<!\d)9[, ]?000(?!\d)|nine thousand/i]], links: [tripDay(7)] },
  { question: "why do they give u mint at the tannery", parts: [[/smell/i]], links: [tripDay(7)] },
  { question: "whats the tannery called", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "how old is the bou inania madrasa", parts: [[/14th|fourteenth/i]], links: [tripDay(7)] },
  { question: "is the fes part of the itinerary final?", parts: [[/work in progress|may change|still (?:being )?(?:planned|finali[sz]ed)/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "saturday the 29th what r we doing", parts: [[/chefchaouen|chaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/(?<!\d)(?:4|four)[\s-]*(?:hours?|hrs?|h)\b/i]], links: [tripDay(8)] },
  { question: "whats the local food in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "where's the best view of chefchaouen", parts: [[/spanish mosque/i]], links: [tripDay(8)] },
  { question: "whats ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "do some ppl leave early? when", parts: [[/day\s*(?:8|eight)\b|(?<!\d)29(?:th)?(?!\d)|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "what time is the train to casablanca on the last day", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "what station do we arrive at in casa", parts: [[/casa[- ]?voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where n when", parts: [[/rick['’]?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/scarf|socks|knees|shoulders/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan 2 minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from and what time do we leave for it", parts: [[/cmn\b|mohammed v/i], [clock(18, 0)]], links: [tripDay(9), "/faq"] },
  { question: "how far is casablanca airport from the city", parts: [[/(?<!\d)(?:45|forty[- ]five)[\s-]*(?:minutes?|mins?)/i]], links: [tripDay(9)] },
  U("whats the baggage allowance on the train"),
  U("what seat or carriage am i in on the train"),
  U("how long does the hassan ii tour take"),

  // --- The trip as a whole ---
  { question: "what airport did we fly into", parts: [[/menara|\bRAK\b/i]], links: [tripDay(0), "/faq"] },
  { question: "what date n time did the trip kick off", parts: [[/(?<!\d)21(?:st)?(?!\d)|twenty[- ]first/i], [clock(11, 0)]], links: ["/", "/faq", tripDay(0)] },
  { question: "how many days is the trip", parts: [[num(10)]], links: ["/"] },
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  { question: "what's the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what's the trip highlight on the homepage", parts: [[/\bTBD\b|to be (?:decided|determined)/i]], links: ["/"] },
  { question: "who said marrakech was the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },

  // --- Money ---
  { question: "whats the rate for dirhams to dollars", parts: [[/(?<!\d)10\s*(?:MAD|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  U("whats the euro to dirham rate"),
  { question: "how much is the tourist tax", parts: [[/(?<!\d)28\s*(?:MAD|dirhams?|dh)\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[/(?<!\d)10\s*%?\s*(?:-|–|to)\s*15\s*%/i]], links: ["/faq", "/budget"] },
  { question: "how much cash should i pull from the atm at once", parts: [[/(?<!\d)1,?000\s*(?:-|–|to)\s*2,?000/i]], links: ["/budget", "/faq"] },
  { question: "bargaining this aft, where do i start", parts: [[/(?<!\d)40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "how much do ppl usually spend shopping", parts: [[/(?<!\d)\$?100\s*(?:-|–|to)\s*\$?500/i]], links: ["/budget", "/faq", tripDay(4)] },
  { question: "do cards have fees here", parts: [[/(?<!\d)1\s*%?\s*(?:-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "which cards work best", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "if the atm asks to charge me in dollars should i say yes", parts: [[/dirhams?|\bMAD\b/i]], links: ["/budget"] },
  { question: "roughly how much is the whole trip per person", parts: [[num(440), num(943)]], links: ["/budget"] },
  // --- Practical ---
  { question: "do i need a plug adapter", parts: [[/type c|c\s*\/\s*e\b/i]], links: ["/faq", "/"] },
  { question: "voltage?", parts: [[/220\s*v/i]], links: ["/faq", "/"] },
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/(?:6|six)\s*months/i]], links: ["/faq"] },
  { question: "whats the weather like this week", parts: [[/(?<!\d)15\s*(?:°\s*c?)?\s*(?:-|–|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "can i drink tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran|choukran/i]], links: ["/faq"] },
  { question: "is alcohol even a thing here, where can we get drinks", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "is travel insurance needed", parts: [[/recommended/i]], links: ["/faq"] },

  // --- The map ---
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[num(7)]], links: ["/map"] },
  { question: "good lunch spot in the souks this afternoon?", parts: [[/le jardin|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "al fassia - anything i need to know before going", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "best place for sunset in marrakech on the map", parts: [[/menara/i]], links: ["/map"] },
  { question: "where can i buy crafts at fixed prices", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },

  // --- Gallery, music, the site, Rupa ---
  { question: "how do i upload pics from the shoot to the site", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "max how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "my video is too big to upload whats the limit", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i uploaded by mistake", parts: [[/password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  U("how many photos are in the gallery so far"),
  { question: "can i save a video someone else posted to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "how do i turn the music off", parts: [[/bottom[- ]left|lower[- ]left|left corner/i]] },
  U("whats the name of the song on the home page"),
  { question: "the transport page has nothing on it?", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  U("how old are u rupa"),
  U("rupa whats ur fav food"),
  { question: "i forgot to mention my nut allergy, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how many featured dinners are there", parts: [[num(4)]], links: ["/dinners"] },
  { question: "which dinners are marked special", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "what cuisine was nobu", parts: [[/japanese[- ]peruvian/i]], links: ["/dinners", tripDay(3)] },
  U("who made this website"),
  U("whats the trip hashtag for insta"),
  U("does dar yacout take amex"),
  U("whats the emergency number in morocco"),
  U("closest pharmacy to the villa? got a headache"),
  U("how do i pay the host back, venmo or cash?"),
  U("is there an elevator at the fes riad, my knee is bad"),
  U("whats the cancellation policy for the fes riad"),
  U("what time is sunrise in zagora on thursday"),
  { question: "whats the date tomorrow and what day of the week", parts: [[/(?<!\d)26(?:th)?(?!\d)|twenty[- ]sixth/i], [/wednesday|\bwed\b/i]], links: [tripDay(5)] },
  { question: "which day was the hot air balloon, like what date", parts: [[/(?<!\d)24(?:th)?(?!\d)|yesterday|monday|day\s*(?:3|three)\b/i]], links: [tripDay(3)] },
];
