// NINETY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the ninety-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 10:00 on Thursday, November 27, 2025, Morocco time (UTC+1).
 *
 * Today is day 6 of the trip, Thursday, November 27: "Journey to Fes", the big travel day.
 * - This morning: at 06:30, sunrise over the dunes and camp breakfast at the desert camp in Zagora
 *   (included in the $95 desert camp price); at 08:00 the drive back to Marrakech began, through the
 *   Draa Valley and over the Tizi n'Tichka pass, with a lunch stop on the way, straight to the railway station.
 * - Right now (10:00): the squad is on that drive back to Marrakech.
 * - This afternoon: at 15:00, the train to Fes from Marrakech railway station to Fès station, about 6 hours
 *   by way of Casablanca, Rabat and Meknes ($45 per person; first-class carriages have reserved seats; the
 *   host shares the tickets).
 * - Tonight: at 21:00, check in at our riad in Fes el-Bali; porters with handcarts meet us at the medina
 *   gate, and a late supper is waiting.
 * - The night is spent at our riad in Fes el-Bali, the first of 3 nights there ($90 per person in total).
 * - Yesterday, day 5 (Wednesday, November 26, "Sahara Desert Adventure"): 07:00 over the High Atlas by the
 *   Tizi n'Tichka pass (more than 2,200 metres), 11:30 Aït Benhaddou (Gladiator, Game of Thrones), 16:30
 *   sunset camel ride in the dunes near Zagora, 19:30 dinner and a night in a Berber tent at the desert camp.
 * - Tomorrow, day 7 (Friday, November 28, "Explore Fes", itinerary still a work in progress): 09:30 guided
 *   walk through Fes el-Bali from Bab Bou Jeloud (the Blue Gate), 11:30 Bou Inania Madrasa, 14:00 Chouara
 *   Tannery, 19:30 riad dinner in Fes.
 */
export const NINETY_SEVENTH_TEST_CLOCK = new Date("2025-11-27T09:00:00Z");

const WORDS: Record<number, string> = {
  0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
  10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 15: "fifteen", 18: "eighteen", 20: "twenty",
  22: "twenty[- ]?two", 30: "thirty", 40: "forty", 45: "forty[- ]?five", 50: "fifty", 60: "sixty",
  75: "seventy[- ]?five", 90: "ninety", 100: "(?:a|one) hundred",
};

/** A number in digits (thousands separator optional) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(".", "\\.").replace(/\B(?=(\d{3})+(?!\d))/g, "[,. ]?");
  const words = WORDS[n] ? `|\\b${WORDS[n]}\\b` : "";
  return new RegExp(`(?<![\\d.,])${digits}(?!\\d|[.,]\\d)${words}`, "i");
}

/** A dollar amount: "$18", "US$18", "USD 18", "18 USD", "18 dollars", "18 bucks". */
function usd(n: number): RegExp {
  const v = String(n).replace(".", "\\.");
  const end = "(?:\\.00)?(?!\\d|[.,]\\d)";
  return new RegExp(
    `(?:US\\s?\\$|\\$|USD\\s?)\\s?${v}${end}|(?<![\\d.,$])${v}${end}\\s?(?:US\\s?)?(?:dollars?|USD|bucks)\\b`,
    "i",
  );
}

/** A time of day: "20:00", "20h00", "8:00 pm", "8 pm", "8pm", "8 p.m.". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const wrong = h < 12 ? "p\\.?\\s?m\\b" : "a\\.?\\s?m\\b";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const twentyFour = `(?<!\\d)${h24}[:h.]${mm}(?!\\d)(?!\\s?${wrong})`;
  const twelve =
    m === 0
      ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${meridiem}`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${meridiem}`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
}

/** A range such as "10-15", "10 to 15", "$100-$500", "10%-15%". */
function span(a: number, b: number): RegExp {
  return new RegExp(`(?<![\\d.,])${a}\\s?%?\\s?(?:-|–|—|to)\\s?\\$?${b}(?!\\d)`, "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), "i");
}

/** The page of a trip day. */
function tripDay(n: number): string {
  return `/day/${n}`;
}

/** A question the site's content cannot answer: the only right reply is an honest "I don't know". */
function U(question: string): TestQuestion {
  return { question, unanswerable: true };
}

const FES = /\bF[eèé][sz]\b/i;
const FES_BALI = /F[eèé][sz] el[- ]?Bal[iy]/i;
const AIT = /A[iï]t[- ]?Ben[- ]?haddou/i;

export const ninetySeventhTestQuestions: TestQuestion[] = [
  // ---- Today, day 6 (Thursday, November 27): Journey to Fes ----
  { question: "wait what day of the trip is it today", parts: [[num(6)]], links: [tripDay(6)] },
  { question: "whats the plan today", parts: [[/train/i, FES]], links: [tripDay(6)] },
  { question: "wat time is the train 2day", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "how long is the train ride to fes?? pls say short", parts: [[num(6), /hour|hr/i]], links: [tripDay(6), "/faq"] },
  { question: "how much is the train ticket to fes", parts: [[usd(45)]], links: [tripDay(6), "/budget", "/faq"] },
  { question: "where r we sleeping tonight", parts: [[/riad/i, FES]], links: [tripDay(6), "/accommodations"] },
  { question: "what time do we get to the riad tonite", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "will there be food when we get in tonight or should i buy snacks", parts: [[/supper|late dinner|late meal/i]], links: [tripDay(6)] },
  { question: "how do our bags get thru the medina tonight, can the car drop us at the door?", parts: [[/porter|hand[- ]?cart/i]], links: [tripDay(6)] },
  { question: "what station does the train leave from this afternoon", parts: [[/Marrakech/i, /station/i]], links: [tripDay(6)] },
  { question: "does todays train go thru casa? what stops", parts: [[/Rabat/i, /Mekn[eè]s/i]], links: [tripDay(6)] },
  { question: "do we get reserved seats on the train today? and who has the tickets", parts: [[/reserved|first[- ]class/i], [/host/i]], links: [tripDay(6)] },
  { question: "what should i wear today, its the travel day right", parts: [[/layer/i, /passport/i]], links: [tripDay(6)] },
  U("where exactly are we stopping for lunch today, whats the place called"),
  { question: "what time did we leave camp this morning", parts: [[clock(8, 0)]], links: [tripDay(6)] },
  { question: "what time was the sunrise thing this morning", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "was breakfast at the camp this morning extra or was it included", parts: [[/includ/i]], links: [tripDay(6), "/accommodations"] },
  { question: "which road are we on rn, going back over the mountains?", parts: [[/Tichka|Draa/i]], links: [tripDay(6)] },
  { question: "feeling carsick lol is the road today gonna stay this twisty", parts: [[/tablet|pill|motion[- ]sickness/i]], links: ["/faq", tripDay(6)] },
  { question: "how many nights are we in fes", parts: [[num(3)]], links: ["/accommodations", tripDay(6), "/budget"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/accommodations", "/budget", tripDay(6)] },
  { question: "is that 90 bucks per night or for the whole stay in fes", parts: [[/total|whole stay|all (?:three|3) nights|for (?:the )?(?:three|3) nights|not per night/i]], links: ["/accommodations", "/budget"] },
  { question: "what part of fes is the riad in", parts: [[FES_BALI]], links: ["/accommodations", tripDay(6)] },
  U("whats the actual name of our riad in fes"),
  U("whats the wifi password at the fes riad for when we get there tonight"),
  U("is there wifi on the train today"),
  U("which platform does the 3pm train leave from"),
  U("how many bags am i allowed to take on the train today"),

  // ---- Tomorrow, day 7 (Friday, November 28): Explore Fes ----
  { question: "whats tmrw looking like", parts: [[/F[eèé][sz] el[- ]?Bal[iy]|medina|Bou Inania|tanner/i]], links: [tripDay(7)] },
  { question: "what time do we meet tomorrow morning", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where does the walk start tmrw", parts: [[/Bou Jeloud|Blue Gate/i]], links: [tripDay(7)] },
  { question: "tannery tomorrow what time", parts: [[clock(14, 0)]], links: [tripDay(7)] },
  { question: "is the tannery tmrw gonna smell bad lol any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "dinner tomorrow night, where and what time?", parts: [[/riad/i], [clock(19, 30)]], links: [tripDay(7)] },
  { question: "which madrasa are we seeing on friday", parts: [[/Bou Inania/i]], links: [tripDay(7)] },
  { question: "what do i wear for the medina walk tomorrow", parts: [[/knee/i, /closed/i]], links: [tripDay(7), "/faq"] },
  { question: "is tomorrow's schedule final or could it change", parts: [[/work in progress|may change|could change|subject to change|not (?:yet )?final/i]], links: [tripDay(7)] },
  { question: "how old is that university we pass tomorrow", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "can we go inside the quaraouiyine tomorrow", parts: [[/door/i]], links: [tripDay(7)] },
  U("who's our guide tomorrow? name pls"),
  U("how much does tomorrow's guided walk in fes cost"),
  U("tannery entry fee?"),

  // ---- Yesterday, day 5 (Wednesday, November 26): Sahara Desert Adventure ----
  { question: "what did we do yesterday again, my brain is mush", parts: [[/A[iï]t[- ]?Ben[- ]?haddou|camel|Zagora|desert camp/i]], links: [tripDay(5)] },
  { question: "whats the name of the film set village from yesterday", parts: [[AIT]], links: [tripDay(5)] },
  { question: "what movies were shot there", parts: [[/Gladiator/i, /Game of Thrones/i]], links: [tripDay(5)] },
  { question: "how high up was the pass we crossed yesterday", parts: [[/2[,. ]?200/i]], links: [tripDay(5)] },
  { question: "where did we sleep last night", parts: [[/camp|tent/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time was the camel ride yesterday", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "how much was the desert camp again and what did that cover", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  U("how many camels did they have at the camp last night"),
  U("what was the name of the band playing at the campfire last night"),

  // ---- Where we are in the trip ----
  { question: "what date is it today", parts: [[/\b27(?:th)?\b/i]], links: [tripDay(6)] },
  { question: "is today thursday or friday lol", parts: [[/Thursday/i]], links: [tripDay(6)] },
  { question: "this afternoon whats happening", parts: [[/train/i]], links: [tripDay(6)] },
  { question: "how long till the train leaves", parts: [[anyOf(clock(15, 0), /\b(?:5|five) hours?/i)]], links: [tripDay(6)] },
  { question: "what time do we actually arrive in fes tonight", parts: [[clock(21, 0)]], links: [tripDay(6)] },

  // ---- The days after tomorrow ----
  { question: "whats happening saturday", parts: [[/Chefchaouen/i]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "how long is the drive to chefchaouen", parts: [[num(4), /hour|hr/i]], links: [tripDay(8)] },
  U("how much is the chefchaouen day trip"),
  { question: "whats the spring place in chefchaouen called", parts: [[/Ras El Ma+/i]], links: [tripDay(8)] },
  { question: "which day do ppl start leaving", parts: [[/day (?:8|eight)|\b29(?:th)?\b|Saturday/i]], links: [tripDay(8), "/faq"] },
  U("whats the name of the lunch spot in chefchaouen"),
  { question: "whats the local food to try in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what are we doing on the 30th", parts: [[/Casablanca/i]], links: [tripDay(9)] },
  { question: "what time's the train to casablanca on sunday", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "how long is that train to casa", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  U("how much is the train from fes to casablanca"),
  { question: "farewell lunch where + when", parts: [[/Rick'?s/i], [clock(12, 30)]], links: [tripDay(9)] },
  U("is ricks cafe expensive? how much per person"),
  { question: "hassan ii mosque tour how much and what time", parts: [[usd(13)], [clock(15, 0)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "how tall is the minaret at hassan 2", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "what should i wear to the mosque in casa", parts: [[/knee|shoulder|arm/i, /scarf|sock/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly home from", parts: [[/Mohammed V|CMN/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the airport from casablanca", parts: [[num(45), /min/i]], links: [tripDay(9)] },
  { question: "what time are the transfers to the airport on the last day", parts: [[clock(18, 0)]], links: [tripDay(9)] },
  U("whats my flight number again lol"),
  { question: "what time should i book my flight home for on the 30th", parts: [[anyOf(/evening|or later/i, clock(18, 0))]], links: ["/faq", tripDay(9)] },
  { question: "can i fly out of fes instead of casa", parts: [[/day (?:8|eight)|\b29(?:th)?\b|Saturday/i]], links: ["/faq", tripDay(8)] },
  { question: "what do i do with leftover dirhams at the end", parts: [[/spend/i]], links: [tripDay(9)] },

  // ---- Rupa, the host and the occasion ----
  { question: "who r u", parts: [[/Rupa|goat/i]] },
  U("rupa how old are u"),
  { question: "whose birthday is this trip for", parts: [[/host/i]] },
  { question: "which birthday is it? like what number", parts: [[num(30)]], links: ["/"] },
  U("whats the host's name"),
  U("whats the host's whatsapp number"),
  { question: "what's this trip called again", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many of us r there", parts: [[num(22)]], links: ["/"] },
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "where was the bday dinner", parts: [[/Comptoir Darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "what was the dress code for the birthday dinner", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "how much was the birthday dinner pp", parts: [[usd(100), num(120)]], links: [tripDay(2), "/dinners", "/budget"] },
  U("who won best dressed at the birthday dinner"),
  U("when are the photographer's pics gonna be ready"),
  // ---- The gallery, the music and the site's pages ----
  { question: "how do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for videos", parts: [[/50\s?MB|50\s?mega/i]], links: ["/gallery"] },
  { question: "do i have to put my name when uploading", parts: [[/optional|don'?t have to|do not have to|not required|no need/i]], links: ["/gallery"] },
  { question: "can i upload the videos from the camp last night too or only pics", parts: [[/video/i]], links: ["/gallery"] },
  { question: "how do i delete a photo i uploaded by accident", parts: [[/Delete Photos/i, /password/i]], links: ["/gallery"] },
  U("whats the password to delete photos"),
  { question: "i tried uploading 12 pics and it says too many files??", parts: [[num(10)]], links: ["/gallery"] },
  { question: "how do i save someone's photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can we put all the pics on the tv tonight like a slideshow", parts: [[/slideshow/i]] },
  U("how long do the photos stay on the site before they get deleted"),
  { question: "music keeps playing how do i mute it", parts: [[/bottom[- ]left|lower[- ]left/i]] },
  { question: "why did the music stop when i opened the gallery", parts: [[/no music|doesn'?t have (?:any |its own )?music|no (?:background )?(?:music|track)|paus/i]] },
  { question: "which page plays the same music as the map", parts: [[/FAQ/i]] },
  U("whats the name of the song on the home page"),
  { question: "the transportation page just says coming soon?", parts: [[/finali[sz]/i]], links: ["/transportation"] },
  { question: "where can i find all the restaurant recs on a map", parts: [[/map/i]], links: ["/map"] },
  { question: "what do the red pins mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple pins?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "any good rooftop for lunch in the marrakech medina", parts: [[/Nomad|[ÉE]pices/i]], links: ["/map"] },
  { question: "al fassia any tips", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where can i see fixed prices for crafts so i dont get ripped off", parts: [[/Ensemble Artisanal/i]], links: ["/map"] },
  { question: "is there a cooking class in marrakech", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/Churchill/i]], links: ["/"] },
  { question: "whats the site's subtitle", parts: [[/A Marrakech Adventure/i]], links: ["/"] },

  // ---- Money ----
  { question: "exchange rate dirham to dollar?", parts: [[num(10), /MAD|dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at dinner tomorrow", parts: [[span(10, 15)]], links: ["/budget", "/faq"] },
  { question: "tourist tax at the riad tonight, how much per night", parts: [[/\b28\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm", parts: [[/1[,.]?000/i, /2[,.]?000/i]], links: ["/budget", "/faq"] },
  { question: "will they take cards in the souks tomorrow", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  { question: "how much should i budget for shopping", parts: [[usd(100), usd(500)]], links: ["/budget"] },
  { question: "where do i start when bargaining", parts: [[span(40, 50)]], links: ["/budget", "/faq"] },
  { question: "foreign transaction fees on cards usually?", parts: [[span(1, 3)]], links: ["/budget", "/faq"] },
  { question: "ballpark how much is this whole trip per person", parts: [[usd(440), num(943)]], links: ["/budget"] },
  { question: "atm asks if i want dollars or dirhams, which do i pick", parts: [[/dirham|MAD/i]], links: ["/budget"] },
  U("how much is a petit taxi from the fes station to the medina"),
  U("how much is a sim card"),
  U("best sim provider in morocco?"),
  U("is uber a thing in fes"),
  U("whats the emergency number in morocco"),
  U("nearest pharmacy to our fes riad?"),

  // ---- Practical ----
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is alcohol allowed in fes", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "how do u say thank u in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak there", parts: [[/Arabic|Darija/i, /French/i]], links: ["/faq"] },
  { question: "is it gonna rain in fes tomorrow, do i need an umbrella", parts: [[/shower|rain jacket|rarely/i]], links: ["/faq"] },
  { question: "whats the temp range usually", parts: [[span(15, 25)]], links: ["/faq", "/"] },
  { question: "what time zone r we in", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "do i need a visa as an american", parts: [[num(90)]], links: ["/faq"] },
  { question: "passport validity rule?", parts: [[num(6), /month/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/type\s?C|C\s?\/\s?E/i]], links: ["/faq", "/"] },
  { question: "my charger says 110-240v, whats the voltage there", parts: [[/220/i]], links: ["/faq", "/"] },
  { question: "travel insurance worth it?", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "can i take photos of the tannery workers tomorrow", parts: [[/ask (?:first|permission|before)|permission/i]], links: ["/faq"] },

  // ---- Dinners ----
  { question: "i have an allergy, who do i tell", parts: [[/host/i]], links: ["/dinners"] },
  { question: "how far ahead should i tell them about my allergy", parts: [[num(2), /week/i]], links: ["/dinners"] },
  { question: "whats the welcome dinner place called and what time was it", parts: [[/Foundouk/i], [clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "welcome dinner deposit?", parts: [[usd(20)]], links: [tripDay(0), "/dinners"] },
  { question: "nobu minimum spend", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what kind of food was at nobu", parts: [[/Japanese/i, /Peruvian/i]], links: [tripDay(3), "/dinners"] },
  { question: "palace dinner restaurant name?", parts: [[/Dar Yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much was dar yacout", parts: [[/individual|at the restaurant|on your own|yourself|separately/i]], links: [tripDay(4), "/dinners"] },

  // ---- The first days ----
  { question: "what time was the hot air balloon pickup on monday", parts: [[clock(5, 30)]], links: [tripDay(3)] },
  { question: "balloon price", parts: [[usd(117)]], links: [tripDay(3), "/budget", "/faq"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "what day was the photoshoot", parts: [[/Tuesday|day (?:4|four)|\b25(?:th)?\b/i]], links: [tripDay(4), "/"] },
  { question: "what were we supposed to wear for the photos", parts: [[/jewel|white|gold/i]], links: [tripDay(4), "/"] },
  { question: "majorelle and ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "souk guide price", parts: [[usd(5)]], links: [tripDay(4), "/budget"] },
  { question: "what 3 spots were on the medina walking tour", parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]], links: [tripDay(2)] },
  { question: "what time was the bar crawl", parts: [[clock(22, 30)]], links: [tripDay(2)] },
  { question: "villa how many suites and how many pools", parts: [[num(13)], [num(2)]], links: ["/accommodations", "/faq"] },
  { question: "villa check out time", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "do i have to pay for the villa", parts: [[usd(50), /optional/i]], links: ["/accommodations", "/faq", "/budget"] },
  { question: "hammam price", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "villa breakfast how much", parts: [[usd(10)]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "what was the first riad called", parts: [[/L[- ]?Authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "what airport did we fly into", parts: [[/Menara|RAK/i]], links: [tripDay(0), "/faq"] },
  { question: "how much was the airport transfer and how did we pay", parts: [[usd(45)], [/cash/i]], links: [tripDay(0), "/faq", "/budget"] },
  { question: "how far is the villa from downtown", parts: [[anyOf(span(20, 25), /(?<!\d)20\s?min|twenty min/i)]], links: ["/accommodations", "/faq"] },

  // ---- Back to Fes ----
  { question: "anything after dinner tomorrow night?", parts: [[/roof/i]], links: [tripDay(7)] },
  U("what time is breakfast at the fes riad tomorrow"),
  U("does the fes riad have a pool"),
  U("who am i sharing a room with tonight in fes"),
  U("can i get a late check out from the fes riad on sunday"),
  { question: "whats the dress code at ricks", parts: [[/smart casual/i]], links: [tripDay(9)] },
  { question: "whats for dinner at the riad tomorrow", parts: [[/pastilla|tagine/i]], links: [tripDay(7)] },
  { question: "how many lanes does the fes medina have", parts: [[/9[,. ]?000/i]], links: [tripDay(7)] },
  { question: "is the fes medina car free", parts: [[/car[- ]free|no cars|without cars/i]], links: [tripDay(7), "/accommodations"] },
  U("what time does the fes riad reception close tonight in case our train is late"),
  U("whats the fes riad's phone number, my mom wants it"),
  U("how long is the walk tomorrow in km"),
  { question: "who updates the fes schedule", parts: [[/host/i]], links: [tripDay(7)] },
  { question: "what day is it tomorrow, like day number", parts: [[num(7)]], links: [tripDay(7)] },
  U("what time do we get to marrakech station this morning"),
];
