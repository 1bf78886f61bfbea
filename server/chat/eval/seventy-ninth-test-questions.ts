// SEVENTY-NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock, in Morocco time (UTC+1): 16:30 on Sunday, November 23, 2025.
 *
 * It is day 2 of the trip (days run 0 to 9, Nov 21-30), Sunday Nov 23, "Discover Marrakech":
 * the golden birthday day (the host's 30th golden birthday).
 * - This morning: breakfast at Villa Royale at 08:30 ($10 pp), then the medina walking tour from
 *   09:30 with a licensed guide through Bahia Palace, Ben Youssef Madrasa and Le Jardin Secret
 *   ($10 pp plus museum fees).
 * - Now (since 14:30, "Pool Time & Getting Ready"): back at Villa Royale for a swim, a nap and
 *   choosing which gold to wear.
 * - Tonight: the Golden Birthday Dinner at Comptoir Darna, Hivernage, at 19:30 (Moroccan &
 *   Mediterranean set menu, live music and dancers; $100-120 pp; golden glam: cocktail attire with
 *   a touch of gold), then the guided bar crawl through Gueliz & Hivernage from 22:30 ($10 pp for
 *   the guide, drinks paid as you go; smart casual).
 * - The night is spent at Villa Royale (outskirts of Marrakech).
 * - Yesterday, day 1, Saturday Nov 22, "Rest & Relax": slow morning and mint tea at Riad
 *   L-Authentic (09:30), check-in at Villa Royale after 3 PM (15:00), hammam & massage at 16:30
 *   ($60), sunset by the pool at 19:30.
 * - Tomorrow, day 3, Monday Nov 24, "Desert Fun": hot air balloon at sunrise over the Agafay
 *   desert, pickup 05:30 ($117, about an hour in the air, Berber breakfast in a tent), Agafay
 *   desert day from 11:00 (quad bikes, camels; about $40), back to the villa at 17:00, private
 *   rooftop dinner at Nobu Hivernage at 20:00 (minimum spend $75 pp). Night again at the villa.
 */
export const SEVENTY_NINTH_TEST_CLOCK = new Date("2025-11-23T15:30:00Z");

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** n in words, as a pattern source, for whole numbers 0 to 99 (larger ones are matched in digits only). */
function inWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return SMALL[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}[-\\s]?${SMALL[unit]!}`;
}

/** A number in digits (not part of a longer number; thousands may be grouped, "9,000") or in words. */
function num(n: number): RegExp {
  const digits =
    Number.isInteger(n) && n >= 1000
      ? `${Math.floor(n / 1000)}[,.\\s]?${String(n % 1000).padStart(3, "0")}`
      : String(n).replace(".", "\\.");
  const alternatives = [`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)`];
  const words = inWords(n);
  if (words) alternatives.push(`\\b${words}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18" (not "$180"). */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  const end = "(?!\\d|[.,]\\d)";
  return new RegExp(
    [
      `\\$\\s?${v}${end}`,
      `(?<![\\d.,$])${v}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?${v}${end}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "05:30", "5:30", "5:30 am"). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alternatives = [`(?<![\\d:])0?${h}[:h.]${mm}(?!\\d)`];
  alternatives.push(
    m === 0
      ? `(?<![\\d:])${h12}(?::00)?\\s?${meridiem}`
      : `(?<![\\d:])${h12}[:.]${mm}\\s?${meridiem}`,
  );
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content does not answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const birthdayDinnerPages = [tripDay(2), "/dinners"];

export const seventyNinthTestQuestions: TestQuestion[] = [
  // ---- Right now: Sunday Nov 23, 16:30, day 2 ----
  { question: "ok what are we doing rn", parts: [[/pool/i]], links: [tripDay(2)] },
  { question: "wait what day of the trip is it today", parts: [[/\bday\s*(?:2|two)\b/i]], links: [tripDay(2)] },
  { question: "whats todays theme called", parts: [[/discover marrakech/i]], links: [tripDay(2)] },
  { question: "whats the date today and what day of the week is it, i've lost track", parts: [[num(23)], [/sunday/i]], links: [tripDay(2)] },
  { question: "what time is dinner tonight", parts: [[clock(19, 30)]], links: birthdayDinnerPages },
  { question: "where's dinner tonite??", parts: [[/comptoir darna/i]], links: birthdayDinnerPages },
  { question: "whats the dress code for tonight", parts: [[/gold/i, /cocktail/i]], links: birthdayDinnerPages },
  { question: "how much is the bday dinner per person", parts: [[/100\s*(?:-|–|—|to)\s*\$?120/i]], links: birthdayDinnerPages },
  { question: "what kind of food is it tonight", parts: [[/mediterranean/i]], links: birthdayDinnerPages },
  { question: "what part of town is tonights restaurant in", parts: [[/hivernage/i]], links: birthdayDinnerPages },
  { question: "is there any entertainment at dinner tonight or just food", parts: [[/danc|music/i]], links: birthdayDinnerPages },
  { question: "do we order off a menu tonight or is it set", parts: [[/set menu/i]], links: ["/dinners"] },
  { question: "how long has comptoir darna been around", parts: [[/(?:20|twenty)\s*(?:\+\s*)?years/i]], links: ["/dinners"] },
  { question: "what time is the bar crawl tonight and how much is it", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2)] },
  { question: "bar crawl is where exactly", parts: [[/gueliz/i]], links: [tripDay(2)] },
  { question: "r drinks included on the crawl or nah", parts: [[/as you go|not included|separately|on your own|yourself/i]], links: [tripDay(2)] },
  { question: "what do i wear for the bar crawl after dinner", parts: [[/smart casual/i]], links: [tripDay(2)] },
  { question: "who sorts out the taxis for the crawl tonight", parts: [[/guide/i]], links: [tripDay(2)] },
  { question: "ok and after dinner tonite?", parts: [[/crawl/i]], links: [tripDay(2)] },
  { question: "whats next on the schedule", parts: [[/comptoir darna|birthday dinner/i]], links: birthdayDinnerPages },
  { question: "what did we do this morning again lol", parts: [[/walking tour|bahia|ben youssef|jardin secret/i]], links: [tripDay(2)] },
  { question: "which 3 places did the walking tour hit this morning", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: [tripDay(2)] },
  { question: "what time was breakfast this morning", parts: [[clock(8, 30)]], links: [tripDay(2)] },
  { question: "how much was todays walking tour", parts: [[usd(10), /museum/i]], links: [tripDay(2), "/budget"] },
  { question: "whats this afternoon looking like", parts: [[/pool/i]], links: [tripDay(2)] },
  { question: "where r we sleeping tonight", parts: [[/villa royale/i]], links: ["/accommodations"] },
  { question: "whose bday is it anyway lol", parts: [[/host/i]] },
  { question: "how old r they turning today", parts: [[num(30)]] },
  { question: "why is everything gold today", parts: [[/golden birthday/i]] },
  { question: "what did we do yesterday", parts: [[/villa royale|hammam/i]], links: [tripDay(1)] },
  { question: "what time was the hammam thing yesterday", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "where did we stay before the villa", parts: [[/l[-'’ ]?authentic/i]], links: ["/accommodations", tripDay(0)] },
  { question: "whats the plan tomorrow", parts: [[/balloon/i]], links: [tripDay(3)] },
  { question: "what time is balloon pickup tmrw", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "how much is the balloon ride", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "what should i wear for the balloon tmrw and is it gonna be cold", parts: [[/layer/i], [/freez/i]], links: [tripDay(3)] },
  { question: "how long r we actually up in the balloon", parts: [[/(?:an|1|one)\s*hour/i]], links: [tripDay(3)] },
  { question: "is there breakfast after the balloon tomorrow", parts: [[/berber|tent/i]], links: [tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)\s*min/i]], links: [tripDay(3)] },
  { question: "what r we doing in agafay tmrw", parts: [[/quad/i, /camel/i]], links: [tripDay(3)] },
  { question: "agafay day cost?", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what time do we get back to the villa tomorrow", parts: [[clock(17, 0)]], links: [tripDay(3)] },
  { question: "where's dinner tomorrow night and what time", parts: [[/nobu/i], [clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners"] },
  { question: "what kinda food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners"] },
  { question: "can i still get a massage at the villa, how much", parts: [[usd(60)]], links: [tripDay(1), "/faq"] },
  { question: "how do i sign up for villa breakfast", parts: [[/(?:night|evening) before/i]], links: [tripDay(2), "/faq"] },
  U("is the villa pool heated?"),
  U("whats the wifi password at the villa"),
  U("what time are the cars leaving the villa for dinner tonight"),
  U("is there gonna be a cake tonight 🎂"),
  U("whats the name of our guide for the bar crawl"),
  U("whats the first bar we hit tonight"),
  U("roughly how much r drinks at the bars tonight"),
  U("who was the guide on this mornings walking tour, i wanna tip him"),
  U("which balloon company are we flying with tmrw"),
  U("what happens if the balloon gets cancelled tomorrow bc of wind"),
  U("can i bring a friend who lives in marrakech to dinner tonight"),
  U("what time does the villa pool close tonight"),
  U("we're running late tonight, whats comptoir darna's phone number"),
  // ---- The days ahead ----
  { question: "whats on for the day after tomorrow", parts: [[/photo|majorelle/i]], links: [tripDay(4)] },
  { question: "is the photographer tomorrow or when", parts: [[/tuesday|nov(?:ember)?\s*25|25th|\bday\s*(?:4|four)\b/i]], links: [tripDay(4)] },
  { question: "what time is the photoshoot", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the group photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "majorelle and the ysl museum, how much are tickets", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy the majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what time is souk shopping on the 25th", parts: [[clock(14, 30)]], links: [tripDay(4)] },
  { question: "dinner on tuesday where", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is dar yacout", parts: [[/individual|separately|your own|yourself/i]], links: [tripDay(4), "/dinners"] },
  { question: "palace dinner dress code?", parts: [[/dressy|kaftan|djellaba/i]], links: [tripDay(4), "/dinners"] },
  { question: "what time is the palace dinner", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "which of the dinners are the special event ones", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "wednesday what time do we leave", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "where even is the desert camp", parts: [[/zagora/i]], links: [tripDay(5), "/accommodations"] },
  { question: "desert camp price and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/accommodations", "/budget"] },
  { question: "whats the mountain pass we drive over called", parts: [[/tichka/i]], links: [tripDay(5)] },
  { question: "the old movie village stop, what films were shot there", parts: [[/gladiator/i, /game of thrones/i]], links: [tripDay(5)] },
  { question: "what time is the camel ride on the 26th", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "what should i pack for the desert", parts: [[/layer|fleece/i]], links: ["/faq", tripDay(5)] },
  { question: "i get carsick, anything for the drive on wed?", parts: [[/motion[- ]sickness/i]], links: [tripDay(5), "/faq"] },
  { question: "what time's sunrise at the camp on thursday", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "whats happening on the 27th", parts: [[/fes/i, /train/i]], links: [tripDay(6)] },
  { question: "what time is the train to fes", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes", parts: [[/(?:6|six)[-\s]?hours?/i]], links: [tripDay(6), "/faq"] },
  { question: "train ticket price to fes?", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "which cities does the fes train go thru", parts: [[/casablanca/i, /rabat/i, /meknes/i]], links: [tripDay(6)] },
  { question: "what time do we check in at the fes riad", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "how much is the riad in fes", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  U("whats the name of the riad in fes"),
  U("what are our seat numbers on the train to fes"),
  U("can we stop at a pharmacy on the way to zagora"),
  U("is there wifi at the desert camp"),
  U("does the desert camp have hot showers"),
  { question: "whats the plan for the 28th", parts: [[/tannery|bou inania|fes el[- ]bali/i]], links: [tripDay(7)] },
  { question: "what time does the fes walking tour start", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "which gate do we go in thru in fes", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have lol", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "tannery what time and why do they give u mint", parts: [[clock(14, 0)], [/smell/i]], links: [tripDay(7)] },
  { question: "friday dinner where and what time", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "is the fes schedule final or could it change", parts: [[/work in progress|may change|not final/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "saturday the 29th whats happening", parts: [[/chefchaouen/i]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[/(?:4|four)\s*hours?/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "whats the food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[/\b29(?:th)?\b|\bday\s*(?:8|eight)\b|saturday/i]], links: [tripDay(8), "/faq"] },
  { question: "last day train to casablanca what time", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "what time is lunch at ricks", parts: [[clock(12, 30)]], links: [tripDay(9)] },
  { question: "hassan ii mosque tour cost", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque in casa", parts: [[/knee/i, /scarf/i]], links: [tripDay(9), "/faq"] },
  { question: "what time do we head to the airport on the 30th", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[/(?:45|forty[-\s]?five)\s*min/i]], links: [tripDay(9)] },
  { question: "when should i book my flight home for", parts: [[/evening/i, num(30)]], links: ["/faq"] },
  { question: "what airport did we fly into again", parts: [[/menara|RAK/i]], links: ["/faq", tripDay(0)] },
  { question: "when did the trip officially kick off", parts: [[num(21), clock(11, 0)]], links: ["/", "/faq", tripDay(0)] },
  { question: "how much was the airport taxi", parts: [[usd(45)]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner deposit how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "do us citizens need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/(?:6|six)\s*months/i]], links: ["/faq"] },
  { question: "whats the exchange rate", parts: [[/(?:10|ten)\s*(?:MAD|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1[,.]?000\s*(?:-|–|to)\s*2[,.]?000/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[/10\s*%?\s*(?:-|–|to)\s*15\s*%/i]], links: ["/budget", "/faq"] },
  { question: "whats the tourist tax", parts: [[/28\s*(?:MAD|dirhams?|dh)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40\s*%?\s*(?:-|–|to)\s*50\s*%/i]], links: ["/faq", "/budget"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), /500/]], links: ["/budget", "/faq"] },
  { question: "rough total cost of the whole trip per person?", parts: [[num(440), num(943)]], links: ["/budget"] },
  { question: "can i pay with card in the souks", parts: [[/cash/i]], links: ["/budget"] },
  U("how much is the train from fes to casablanca"),
  U("whats the host's whatsapp number"),
  U("how much is a petit taxi from the villa to gueliz"),
  U("does ricks cafe take cards"),
  U("is there luggage storage in casablanca before the flight"),
  // ---- Practical, the site, Rupa, music and the gallery ----
  { question: "which plug adapter do i need", parts: [[/type c/i]], links: ["/faq", "/"] },
  { question: "weather like? temps?", parts: [[/15\s*(?:°C?)?\s*(?:-|–|to)\s*25/i]], links: ["/", "/faq"] },
  { question: "will it rain in fes", parts: [[/rarely|rain jacket/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "can we get alcohol there", parts: [[/licen[cs]ed|bars/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "what timezone is morocco in", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "what should i wear in the medina", parts: [[/knee/i]], links: ["/faq"] },
  { question: "how many suites does the villa have and how many pools", parts: [[num(13)], [num(2)]], links: ["/accommodations"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|to)\s*25/i]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many ppl r coming on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "how long is the trip", parts: [[/(?:10|ten)\s*days/i]], links: ["/"] },
  { question: "whats this trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "where's the chat thing on the page", parts: [[/bottom[- ]right/i]] },
  { question: "how do i turn the music off", parts: [[/mute|bottom[- ]left/i]] },
  { question: "the song on the home page, what kind of music is it", parts: [[/oud/i]] },
  { question: "whats the highlight of the trip on the home page", parts: [[/TBD|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for a video", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "how do i delete a video i uploaded by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the tv", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "the transportation page is empty?", parts: [[/finali[sz]ed|coming soon/i]], links: ["/transportation"] },
  { question: "which page has the costs day by day", parts: [[/budget/i]], links: ["/budget"] },
  { question: "where can i see all the recommended spots on a map", parts: [[/\bmap\b/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "good spot for mint tea overlooking the spice market?", parts: [[/caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  { question: "who said marrakech is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "im vegetarian, who do i tell and by when", parts: [[/host/i], [/(?:two|2)\s*weeks/i]], links: ["/dinners"] },
  U("whats the password to delete photos"),
  U("how many photos have ppl uploaded so far"),
  U("whats the name of the song on the home page"),
  U("who built this website"),
  U("how old is rupa the goat"),
  U("whats the host's name"),
  U("whats the villa's street address"),
  U("does the villa have a gym"),
  U("can i bring my dog"),
  U("which car company is doing the airport transfers on the 30th"),
  U("whats the emergency number in morocco"),
  U("can i smoke at the villa"),
  U("how much do i tip the balloon pilot"),
  U("is there laundry at the villa"),
  U("where can i rent a kaftan for the palace dinner"),
  U("what flight is the host on"),
  U("do i need a covid test to get into morocco"),
  U("whats the name of the photographer coming tuesday"),
];
