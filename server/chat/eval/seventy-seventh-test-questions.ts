// SEVENTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 09:30 on Wednesday, November 26, 2025, Morocco time (UTC+1).
 *
 * Today is day 5 of the trip (days run 0 to 9): Wednesday, November 26, "Sahara Desert Adventure" (/day/5).
 * - This morning: at 07:00 the squad left for the road over the High Atlas on the Tizi n'Tichka pass
 *   (a photo stop at the pass, more than 2,200 metres up; motion-sickness tablets recommended).
 * - Right now (09:30): still on that mountain road; the next stop is Aït Benhaddou at 11:30
 *   (UNESCO-listed ksar near Ouarzazate, film set of Gladiator and Game of Thrones, granary at the top,
 *   lunch by the river), then the palm groves of the Draa Valley.
 * - This afternoon: 16:30 sunset camel ride into the dunes near Zagora (included in the $95 desert camp price).
 * - Tonight: 19:30 dinner and a night at the desert camp, Zagora: tagines by lantern light, drumming around
 *   the campfire, a night in a Berber tent. The camp is $95 per person (activities, dinner and breakfast).
 *   Dress code all day: layers, a fleece, a scarf against the dust and closed shoes; nights can be near freezing.
 * - The night is spent at the desert camp near Zagora (the villa's fifth listed night, Nov 26, is the camp's).
 * - Yesterday: day 4, Tuesday, November 25, "Gardens & Souks": 08:30 group photoshoot in the Villa Royale gardens,
 *   11:00 Jardin Majorelle ($18) and Musée YSL ($15), 14:30 guided souk shopping ($5 guide), 20:00 palace dinner
 *   at Dar Yacout (paid individually, dressy).
 * - Tomorrow: day 6, Thursday, November 27, "Journey to Fes": 06:30 sunrise over the dunes and camp breakfast,
 *   08:00 drive back to Marrakech straight to the railway station, 15:00 train to Fes ($45, about 6 hours,
 *   via Casablanca, Rabat and Meknes), 21:00 check in at the riad in Fes el-Bali (3 nights, $90 in total).
 */
export const SEVENTY_SEVENTH_TEST_CLOCK = new Date("2025-11-26T08:30:00Z");

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS_WORDS: Record<number, string> = {
  20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function numberWord(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return NUMBER_WORDS[n];
  if (n < 100) {
    const tens = TENS_WORDS[n - (n % 10)]!;
    return n % 10 === 0 ? tens : `${tens}[- ]?${NUMBER_WORDS[n % 10]}`;
  }
  return undefined;
}

/** The digits of n, also with thousands grouped ("2,200", "2 200"). */
function digitsOf(n: number): string {
  const plain = String(n);
  if (Number.isInteger(n) && n >= 1000) {
    const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return `(?:${plain}|${grouped}|${grouped.replace(/,/g, " ")})`;
  }
  return escapeRegExp(plain);
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const alternatives = [`(?<![\\d.,])${digitsOf(n)}(?!\\d|[.,]\\d)`];
  const word = numberWord(n);
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "US$18", "$18.00", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const d = digitsOf(n);
  const tail = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    [
      `(?:US)?\\$\\s?${d}${tail}`,
      `(?<![\\d.,$])${d}${tail}\\s?(?:US\\s?)?(?:dollars?|usd|bucks)\\b`,
      `\\bUSD\\s?${d}${tail}`,
    ].join("|"),
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m." (and "07:00", "7:00", "7am" in the morning). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const h24 = h < 10 ? `0?${h}` : String(h);
  const suffix = h < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const minutes12 = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const alternatives = [
    `(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)`,
    `(?<![\\d:.])${h12}${minutes12}\\s?${suffix}(?![a-z])`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number) => `/day/${n}`;

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

/** Any one of several forms of the same fact. */
function anyOf(...keys: (string | RegExp)[]): RegExp {
  return new RegExp(keys.map((key) => (typeof key === "string" ? escapeRegExp(key) : `(?:${key.source})`)).join("|"), "i");
}

const AIT = /A[iïí]t[\s-]?Ben[\s-]?h?addou/i;
const TICHKA = /Tizi[\s-]?n['’‘]?[\s-]?Tichka/i;
const ATLAS = /Atlas|Tichka/i;
const ZAGORA = /Zagora/i;
const CAMP = /camp|tent/i;
const FES = /\bF[eèé][sz]\b/i;
const FES_BALI = /el[\s-]?Bali/i;
const CHAOUEN = /Chefchaouen|Chaouen/i;
const range = (a: string, b: string, unit = "") => new RegExp(`${a}\\s*(?:-|–|to)\\s*\\$?${b}${unit}`, "i");
const hours = (n: number) => new RegExp(`\\b(?:${n}|${numberWord(n)})\\s*-?\\s*(?:hours?|hrs?|h)\\b`, "i");

export const seventySeventhTestQuestions: TestQuestion[] = [
  // ---- Today, right now, this afternoon and tonight (day 5) ----
  { question: "heyy what day of the trip r we on today", parts: [[num(5)]], links: [tripDay(5)] },
  { question: "whats todays date again, lost all track of time lol", parts: [[anyOf(num(26), /twenty[- ]?sixth/i)]], links: [tripDay(5)] },
  { question: "wait what day of the week is it today", parts: [[/wednesday/i]], links: [tripDay(5)] },
  { question: "whats the theme for today", parts: [[/Sahara/i]], links: [tripDay(5)] },
  { question: "ok so whats the plan today", parts: [[AIT, ZAGORA]], links: [tripDay(5)] },
  { question: "what time did we leave this morning? felt like 5am", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "where even are we rn, these mountains r insane", parts: [[ATLAS]], links: [tripDay(5)] },
  { question: "whats the name of this mountain pass were on", parts: [[TICHKA]], links: [tripDay(5)] },
  { question: "how high up is the pass? my ears are popping", parts: [[num(2200)]], links: [tripDay(5)] },
  { question: "feeling kinda carsick on this road 🤢 any tips", parts: [[/motion[- ]?sickness|tablet|pill/i]], links: [tripDay(5)] },
  { question: "next stop?? and what time do we get there", parts: [[AIT], [clock(11, 30)]], links: [tripDay(5)] },
  { question: "ait benhaddou is near which town", parts: [[/Ouarzazate/i]], links: [tripDay(5)] },
  { question: "which movies/shows were filmed at ait ben haddou", parts: [[anyOf(/Gladiator/i, /Game of Thrones/i)]], links: [tripDay(5)] },
  { question: "best view at ait benhaddou? where do i climb to", parts: [[/granary/i]], links: [tripDay(5)] },
  { question: "where r we having lunch today", parts: [[AIT]], links: [tripDay(5)] },
  U("how much is the entry fee at ait benhaddou"),
  { question: "what time's the camel ride this afternoon", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "do i pay separately for the camel ride or is it included", parts: [[usd(95)]], links: [tripDay(5), "/budget"] },
  { question: "where's the camel ride, like which dunes", parts: [[ZAGORA]], links: [tripDay(5)] },
  { question: "how long until the camels lol", parts: [[anyOf(clock(16, 30), hours(7))]], links: [tripDay(5)] },
  { question: "what time is dinner tonight", parts: [[clock(19, 30)]], links: [tripDay(5)] },
  { question: "whats for dinner tonight", parts: [[/tagine/i]], links: [tripDay(5)] },
  { question: "anything happening after dinner tonight?", parts: [[/drum|campfire/i]], links: [tripDay(5), "/accommodations"] },
  { question: "where we sleeping tonight", parts: [[CAMP]], links: [tripDay(5), "/accommodations"] },
  { question: "wait r we not at the villa tonight? i thought it was 5 nights", parts: [[ZAGORA]], links: ["/accommodations", tripDay(5)] },
  { question: "how much is the desert camp", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what does the $95 for the camp actually cover", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "what should i wear today", parts: [[/layer|fleece/i]], links: [tripDay(5)] },
  { question: "is it gonna be freezing tonight in the desert", parts: [[/freez|cold/i]], links: ["/faq", tripDay(5)] },
  { question: "what should i bring to the camp tonight", parts: [[anyOf(/headlamp|head torch/i, /lip balm/i, /sunglasses/i, /fleece/i, /scarf/i)]], links: ["/faq"] },
  { question: "can i take my big suitcase to the camp", parts: [[/overnight bag|small bag/i]], links: ["/faq"] },
  { question: "why does it say bring a scarf today", parts: [[/dust/i]], links: [tripDay(5)] },
  U("does the desert camp have wifi"),
  U("is there phone signal out at the camp tonight"),
  U("can we charge our phones at the camp"),
  U("are there real showers at the camp or nah"),
  U("how many people per tent tonight"),
  U("is there a pool at the zagora camp like the agafay one had"),
  U("whats the exact temp gonna be tonight in zagora"),
  U("what time is sunset today"),
  U("who's driving us today, what company is it"),
  { question: "what's the scenery after ait benhaddou", parts: [[/Draa/i]], links: [tripDay(5)] },
  { question: "which page has todays schedule", parts: [[/\/day\/5|day\s*(?:5|five)/i]], links: [tripDay(5)] },
  U("do the camels have a weight limit"),
  { question: "what time is breakfast at the camp tmrw morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "todays stops in order pls", parts: [[ATLAS, AIT, ZAGORA]], links: [tripDay(5)] },
  U("can i ride a quad at the zagora camp like in agafay"),
  U("are drones ok to fly at ait benhaddou"),
  U("how many km is it to zagora from marrakech"),
  // ---- Tomorrow (day 6) ----
  { question: "so the 27th is the train day right? where to", parts: [[FES]], links: [tripDay(6)] },
  { question: "what day number is tomorrow and whats it called", parts: [[num(6)], [/Journey to F[eè]s/i]], links: [tripDay(6)] },
  { question: "what time do i need to be up tmrw for the sunrise thing", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "what time do we leave the camp tomorrow", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "what time is the train to fes tomorrow", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train tmrw", parts: [[hours(6)]], links: [tripDay(6), "/faq"] },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "do we stop by the villa tomorrow before the train? i left stuff there", parts: [[/station/i]], links: [tripDay(6)] },
  { question: "does the train stop anywhere on the way", parts: [[/Rabat/i, /Mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "is the train first class or", parts: [[/first[- ]?class/i]], links: [tripDay(6)] },
  { question: "what time do we get to the fes riad tomorrow", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "whats the deal with dinner tmrw night, we get in late right?", parts: [[/supper|dinner/i, /riad/i]], links: [tripDay(6)] },
  { question: "no cars in the fes medina? how do our bags get to the riad", parts: [[/porter|handcart/i]], links: [tripDay(6)] },
  { question: "what weekday is tomorrow", parts: [[/thursday/i]], links: [tripDay(6)] },
  { question: "what do i wear for tmrw's travel", parts: [[/comfortable|layer|passport/i]], links: [tripDay(6)] },
  { question: "anything to bring for the long travel day tomorrow", parts: [[/snack|playlist|charged/i]], links: [tripDay(6)] },
  U("where exactly are we stopping for lunch tomorrow, which town"),
  U("what carriage and seat am i in on the train tmrw"),
  U("is there a food car on the train to fes"),
  U("whats the name of our riad in fes"),
  { question: "where is the fes riad", parts: [[FES_BALI]], links: ["/accommodations", tripDay(6)] },
  { question: "how many nights are we in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "how much is the fes riad for the whole stay", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "the drive back tomorrow, same mountain road as today?", parts: [[ATLAS]], links: [tripDay(6)] },
  { question: "whats the date tomorrow", parts: [[anyOf(num(27), /twenty[- ]?seventh/i)]], links: [tripDay(6)] },
  U("is there a taxi rank at fes station or do we walk to the medina"),
  { question: "tomorrow's sunrise, where do we watch it from", parts: [[/dune/i]], links: [tripDay(6)] },
  // ---- Yesterday and earlier (days 4, 3, 2) ----
  { question: "what day number was yesterday n what was the theme", parts: [[num(4)], [/Gardens\s*(?:&|and)\s*Souks/i]], links: [tripDay(4)] },
  { question: "what was the name of the place we ate last night", parts: [[/Dar Yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "did we have to pay for last nights dinner ourselves", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was majorelle yesterday", parts: [[usd(18)]], links: [tripDay(4), "/budget"] },
  { question: "and the ysl museum?", parts: [[usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "what time was the photoshoot yesterday, i missed the start", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  U("when are the pro photos from yesterday coming out"),
  U("whats the photographer's insta"),
  { question: "where was the photoshoot yday", parts: [[/villa/i]], links: [tripDay(4)] },
  { question: "what did the souk guide cost yesterday", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "who got the majorelle tickets", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "what time did the palace dinner start last night", parts: [[clock(20, 0)]], links: [tripDay(4), "/dinners"] },
  { question: "which day was the photographer coming", parts: [[anyOf(/tuesday/i, /day\s*(?:4|four)/i, /\b25(?:th)?\b/)]], links: [tripDay(4), "/"] },
  { question: "what did i miss yesterday afternoon, i was napping", parts: [[/souk/i]], links: [tripDay(4)] },
  { question: "what were we doing monday", parts: [[anyOf(/balloon/i, /Agafay/i, /Nobu/i)]], links: [tripDay(3)] },
  { question: "how much was the balloon", parts: [[usd(117)]], links: [tripDay(3), "/budget"] },
  { question: "nobu minimum spend was?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what was the birthday dinner place called", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "birthday dinner price pp", parts: [[range("\\$?100", "120")]], links: [tripDay(2), "/dinners", "/budget"] },
  // ---- Fes, Chefchaouen and Casablanca (days 7 to 9) ----
  { question: "what's happening on the 28th", parts: [[anyOf(FES_BALI, /tanner/i, /Bou Inania/i, /Explore F[eè]s/i)]], links: [tripDay(7)] },
  { question: "fridays plan?", parts: [[anyOf(FES_BALI, /tanner/i, /Bou Inania/i, /Explore F[eè]s/i)]], links: [tripDay(7)] },
  { question: "what time is the tannery and is it smelly lol", parts: [[clock(14, 0)], [/mint/i]], links: [tripDay(7)] },
  { question: "where does the fes walking tour start", parts: [[/Bou Jeloud|Blue Gate/i]], links: [tripDay(7)] },
  { question: "what time does the fes walk start on friday", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "how old is that university in fes", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: [tripDay(7)] },
  { question: "bou inania what time", parts: [[clock(11, 30)]], links: [tripDay(7)] },
  { question: "is the fes part of the itinerary final?", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "where's dinner friday night and what time", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "saturday is chefchaouen? how long's the drive", parts: [[CHAOUEN], [hours(4)]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "local food i have to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "best viewpoint in chaouen?", parts: [[/Spanish Mosque/i]], links: [tripDay(8)] },
  { question: "whats ras el maa", parts: [[/spring/i]], links: [tripDay(8)] },
  { question: "when do we head back to fes from chefchaouen", parts: [[clock(17, 0)]], links: [tripDay(8)] },
  { question: "when do ppl start leaving", parts: [[anyOf(/day\s*(?:8|eight)/i, /\b29(?:th)?\b/, /saturday/i)]], links: [tripDay(8), "/faq"] },
  { question: "can i fly out of fes instead of casablanca?", parts: [[anyOf(/day\s*(?:8|eight)/i, /\b29(?:th)?\b/, /saturday/i)]], links: ["/faq", tripDay(8)] },
  { question: "last day, what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is the train from fes to casablanca", parts: [[hours(4)]], links: [tripDay(9), "/faq"] },
  { question: "which station in casa do we arrive at", parts: [[/Casa[- ]?Voyageurs/i]], links: [tripDay(9), "/faq"] },
  { question: "farewell lunch where and what time", parts: [[/Rick/i], [clock(12, 30)]], links: [tripDay(9)] },
  { question: "hassan ii mosque how much + what do i wear", parts: [[usd(13)], [/scarf|shoulders|covered/i]], links: [tripDay(9), "/faq"] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what airport do we fly home from", parts: [[/Mohammed V|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "what time should my flight home on the 30th be, roughly", parts: [[anyOf(clock(18, 0), /evening/i)]], links: [tripDay(9), "/faq"] },
  { question: "how far's the casablanca airport from the city", parts: [[/\b(?:45|forty[- ]?five)\s*(?:min|mins|minutes)\b/i]], links: [tripDay(9)] },
  { question: "should i spend all my dirhams before i leave", parts: [[/hard to change|abroad/i]], links: [tripDay(9)] },
  U("what time does ricks cafe close"),
  U("is there somewhere to store luggage in casablanca during the mosque tour"),
  U("whats the weather gonna be in chefchaouen on saturday"),
  U("does the fes riad have a pool"),
  U("whats checkout time at the fes riad"),
  U("how much is a taxi from the fes train station to the medina"),
  // ---- Money ----
  { question: "rough exchange rate?", parts: [[/\b10\s*(?:MAD|dh|dirhams?)\b/i]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[anyOf(/\b28\s*(?:MAD|dh|dirhams?)\b/i, usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much do i tip at restaurants", parts: [[range("10", "15", "\\s*(?:%|percent)")]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[range("1,?000", "2,?000")]], links: ["/budget", "/faq"] },
  { question: "bargaining, where do i start", parts: [[range("40", "50", "\\s*(?:%|percent)")]], links: ["/budget", "/faq"] },
  { question: "what are card foreign fees usually", parts: [[range("1", "3", "\\s*(?:%|percent)")]], links: ["/budget"] },
  { question: "ballpark what will the whole trip cost me per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "is the $45 airport transfer per person or per car", parts: [[/car/i]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "do i have to pay for the villa", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much was the hammam", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "how much should i budget for shopping", parts: [[range("\\$?100", "500")]], links: ["/budget", "/faq"] },
  { question: "how much was the welcome dinner deposit", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  U("is there an atm in zagora lol"),
  U("how much did the villa cost the host in total"),
  // ---- Practical ----
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid for", parts: [[/\b(?:6|six)\s*months?\b/i]], links: ["/faq"] },
  { question: "plug type?", parts: [[/C\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "what voltage do they use", parts: [[num(220)]], links: ["/faq", "/"] },
  { question: "whats the weather like in general", parts: [[range("15", "25")]], links: ["/faq", "/"] },
  { question: "what timezone is morocco on", parts: [[/(?:UTC|GMT)\s*\+\s*1\b/i]], links: ["/faq"] },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do i say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i get a drink in fes or is it dry", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "do the performers in jemaa el fnaa want money for photos", parts: [[/dirham/i]], links: ["/faq"] },
  { question: "who do i tell im gluten free", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how early do they need to know about allergies", parts: [[/\b(?:2|two)\s*weeks?\b/i]], links: ["/dinners"] },
  { question: "which dinners were the 'special event' ones", parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]], links: ["/dinners"] },
  // ---- Rupa, the host, the occasion and the site ----
  { question: "rupa who even are you", parts: [[/goat/i]] },
  U("rupa how old r u"),
  { question: "whats this trip for again", parts: [[/\b(?:30|thirty)(?:th)?\b/i, /golden/i]], links: ["/"] },
  { question: "whose birthday is it anyway", parts: [[/host/i]], links: ["/"] },
  U("whats the birthday girl's actual name"),
  U("can u give me the host's phone number"),
  { question: "whats the trip called", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[num(22)]], links: ["/"] },
  { question: "transportation page just says coming soon, whats up", parts: [[/coming soon|finali[sz]/i]], links: ["/transportation"] },
  { question: "is there a map of the recommended spots", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]?see/i]], links: ["/map"] },
  { question: "and purple?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "where do i see all the costs laid out", parts: [[/budget/i]], links: ["/budget"] },
  { question: "who said the 'most lovely spot in the whole world' quote on the home page", parts: [[/Churchill/i]], links: ["/"] },
  { question: "how do i mute the music", parts: [[/bottom[- ]?left/i]] },
  { question: "music isnt playing on my phone", parts: [[/tap|click|touch|interact/i]] },
  U("whats the name of the song on the home page"),
  // ---- Gallery ----
  { question: "how do i upload my pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i posted the wrong pic how do i delete it", parts: [[/Delete Photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "can i download other ppl's pics from the gallery", parts: [[/download/i]], links: ["/gallery"] },
  U("can i change the name on a photo after i uploaded it"),
  U("how long will the gallery stay up after the trip"),
  // ---- Map places ----
  { question: "rooftop spot in the medina for food, any recs?", parts: [[anyOf(/Nomad/i, /Caf[eé] des [EÉ]pices/i)]], links: ["/map"] },
  { question: "al fassia, anything i should know", parts: [[/lamb/i]], links: ["/map"] },
  { question: "where can i learn to cook tagine", parts: [[/Maison Arabe/i]], links: ["/map"] },
  U("who built this website"),
  U("does the host take venmo for the camp money"),
];
