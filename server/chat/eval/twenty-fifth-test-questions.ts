// TWENTY-FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Sunday November 30 2025, 14:00 Morocco time (UTC+1): the afternoon of day 9,
 * "Casablanca & Departure", the last day of the trip. This morning the squad checked
 * out of the Fes riad and took the 07:00 train to Casablanca (about four hours, to
 * Casa-Voyageurs); the farewell lunch at Rick's Café began at 12:30 and is wrapping
 * up. Still to come: the Hassan II Mosque tour at 15:00 (about $13) and, at 18:00,
 * transfers to Mohammed V International Airport (CMN), about 45 minutes away, for
 * flights home. There is no stay tonight. Yesterday (day 8, Saturday) was the
 * Chefchaouen day trip and the last evening together in Fes, where some guests
 * began departing; Friday (day 7) was Fes el-Bali; Thursday (day 6) the long trip
 * from the Zagora camp to Fes; Wednesday (day 5) the drive over the Atlas to the
 * desert camp; days 0-4 (Nov 21-25) were in Marrakech, the villa and Agafay.
 */
export const TWENTY_FIFTH_TEST_CLOCK = new Date("2025-11-30T13:00:00Z");

const DASH = String.raw`\s?(?:-|–|—|to|and)\s?`;

/** A clock time in any usual phrasing: "15:00", "3 pm", "3:00 p.m.", "15h00", "15h". */
function at(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const meridiem = hour < 12 ? String.raw`a\.?\s?m\b\.?` : String.raw`p\.?\s?m\b\.?`;
  const forms = [String.raw`\b${h24}[:h]${mm}(?!\d)`];
  forms.push(
    minute === 0
      ? String.raw`\b${h12}(?:[:.]00)?\s?${meridiem}`
      : String.raw`\b${h12}[:.]${mm}\s?${meridiem}`,
  );
  if (minute === 0) forms.push(String.raw`\b${h24}h(?!\w)`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount, "$45", "US$45", "USD 45", "45 dollars", never "$450" or "$4.50". */
function usd(amount: number): RegExp {
  const n = String(amount).replace(".", String.raw`\.`);
  return new RegExp(
    String.raw`(?:US\$|\$|\bUSD\s?)\s?${n}(?:\.00)?(?!\d)(?![.,]\d)|\b${n}\s?(?:USD|US dollars?|dollars?|bucks)\b`,
    "i",
  );
}

/** A dollar range, "$100-120", "$100 to $120", "100-120 USD". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(
    String.raw`(?:\$|\bUSD\s?)\s?${low}${DASH}(?:\$|USD\s?)?\s?${high}(?!\d)|\b${low}${DASH}${high}\s?(?:USD|US dollars|dollars|bucks)\b`,
    "i",
  );
}

/** A percentage range, "10-15%", "10% to 15%", "10 to 15 percent". */
function pct(low: number, high: number): RegExp {
  return new RegExp(String.raw`\b${low}\s?%?${DASH}${high}\s?(?:%|percent|per cent)`, "i");
}

/** A duration in hours, "4 hours", "four-hour", "4h". */
function hours(n: number, word: string): RegExp {
  return new RegExp(String.raw`\b(?:${n}|${word})(?:\s|-)?(?:hours?|hrs?|h)\b`, "i");
}

/** A duration in minutes, "45 minutes", "45-minute", "45 mins". */
function minutes(n: number): RegExp {
  return new RegExp(String.raw`\b${n}(?:\s|-)?(?:minutes?|mins?)\b`, "i");
}

const hassan = /Hassan\s*(?:II|2)\b/i;
const mosqueCover = [/shoulders/i, /knees?/i];
const shoesOff =
  /shoes?\b[^.]{0,40}\boff\b|(?:take|taking|slip)\s(?:them|your shoes)\soff|remov\w*\s(?:them|your shoes)|socks/i;
const inAnHour = new RegExp(
  at(15).source + String.raw`|\b(?:1|one|an)\s?(?:hour|hr)\b|\b60\s?min`,
  "i",
);
const tripOver =
  /\b(?:no|nothing)\b[^.]{0,40}\b(?:plan|planned|itinerary|schedul|listed|activit)|trip (?:ends|is over|wraps)|ends today|(?:last|final) day|fl(?:y|ying|ights?) home|head(?:ing)? home/i;
const aitBenhaddou = /A[iï]t[- ]?Ben[- ]?haddou/i;

export const twentyFifthTestQuestions: TestQuestion[] = [
  // ---- Right now and the rest of today (day 9) ----
  { question: "ok whats next after lunch??", parts: [[hassan, at(15)]], links: ["/day/9"] },
  { question: "what time is the mosque tour", parts: [[at(15)]], links: ["/day/9"] },
  { question: "how much is the mosque thing again", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "mosque dress code pls, im in shorts rn 😅", parts: [mosqueCover], links: ["/day/9", "/faq"] },
  { question: "do we have to take our shoes off in the mosque", parts: [[shoesOff]], links: ["/day/9", "/faq"] },
  { question: "what time r we leaving for the airport", parts: [[at(18)]], links: ["/day/9"] },
  { question: "how far is the airport from casa", parts: [[minutes(45)]], links: ["/day/9"] },
  { question: "which airport do we fly out of tonight, CMN?", parts: [[/Mohammed\s*(?:V|5)\b|CMN/i]], links: ["/day/9", "/faq"] },
  { question: "whats left on the schedule for today", parts: [[hassan, at(15), at(18)]], links: ["/day/9"] },
  { question: "and after the mosque?", parts: [[at(18), /airport|departure|transfer/i]], links: ["/day/9"] },
  { question: "how tall is the minaret at hassan ii", parts: [[/\b210\b/]], links: ["/day/9"] },
  { question: "can non-muslims actually go inside the mosque?", parts: [[/guided tours?/i]], links: ["/day/9", "/faq"] },
  { question: "what do we get to see inside on the mosque tour", parts: [[/prayer hall/i, /ablution/i, /hammam/i]], links: ["/day/9"] },
  { question: "is ricks cafe the actual one from the casablanca movie?", parts: [[/tribute|inspired|recreat|replica|modell?ed on|built (?:as|to look)/i]], links: ["/day/9"] },
  { question: "ricks cafe address? lost the group 😬", parts: [[/Sour Jdid/i]], links: ["/day/9"] },
  { question: "what time did lunch at ricks start, am i super late", parts: [[at(12, 30)]], links: ["/day/9"] },
  { question: "dress code at rick's?", parts: [[/smart[- ]casual/i]], links: ["/day/9"] },
  { question: "what time did our train leave fes this morning", parts: [[at(7)]], links: ["/day/9"] },
  { question: "how long is fes to casa on the train", parts: [[hours(4, "four")]], links: ["/day/9", "/faq"] },
  { question: "which casablanca station did we get into", parts: [[/Casa[- ]?Voyageurs/i]], links: ["/day/9", "/faq"] },
  { question: "i still have like 400 dirhams, what do i do with them before i fly", parts: [[/spend/i, /hard to (?:change|exchange)|difficult to (?:change|exchange)|can'?t (?:easily )?(?:be )?(?:change|exchange)/i]], links: ["/day/9"] },
  { question: "any tips for the airport tonight", parts: [[/security|passport control/i]], links: ["/day/9"] },
  { question: "rupa what day is it today lol i lost track", parts: [[/day\s*9\b|Nov(?:ember)?\.?\s*30|30(?:th)?\s+(?:of\s+)?Nov|Sunday/i]], links: ["/day/9"] },
  { question: "whats today's theme called", parts: [[/Casablanca\s*(?:&|and)\s*Departure/i]], links: ["/day/9"] },
  { question: "how long till the mosque tour starts", parts: [[inAnHour]], links: ["/day/9"] },
  { question: "whats the plan tmrw?", parts: [[tripOver]], links: ["/day/9"] },
  { question: "where are we rn", parts: [[/Casablanca|\bCasa\b/i]], links: ["/day/9"] },
  { question: "what did we do this morning again, its all a blur", parts: [[/train/i, /Casablanca|\bCasa\b/i]], links: ["/day/9"] },
  { question: "did we have to check out of the fes riad this am?", parts: [[/check(?:ed|ing)?[- ]?out/i]], links: ["/day/9"] },
  { question: "what's rick's café like inside", parts: [[/piano/i, /palms|arches/i]], links: ["/day/9"] },
  { question: "is it gonna rain this afternoon?", parts: [[/rarely|\brare\b|passing shower|light rain jacket/i]], links: ["/faq"] },
  { question: "what shud i wear for the flight home", parts: [[/comfortable/i, /layer|passport/i]], links: ["/day/9"] },
  { question: "how long does the mosque tour last?", unanswerable: true },
  { question: "what time does hassan ii close today", unanswerable: true },
  { question: "can we leave our suitcases somewhere during the mosque tour", unanswerable: true },
  { question: "which terminal do we go to at casablanca airport", unanswerable: true },
  { question: "is there a set menu at ricks or do we order whatever", unanswerable: true },
  { question: "how much is lunch at rick's roughly? need to know if i have enough cash", unanswerable: true },
  { question: "can we walk from ricks to the mosque or do we grab taxis", unanswerable: true },
  { question: "whats the temperature in casa right now", unanswerable: true },
  { question: "how much is the airport transfer in casablanca per car", unanswerable: true },
  { question: "is the hassan ii tour in english?", unanswerable: true },
  { question: "what time is my flight", unanswerable: true },
  { question: "how much was the train ticket to casablanca this morning", unanswerable: true },

  // ---- Yesterday (day 8, Sat Nov 29) ----
  { question: "what time did we leave for chefchaouen yesterday", parts: [[at(7, 30)]], links: ["/day/8"] },
  { question: "how long was the drive to chaouen", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "whats the name of the spring / waterfall thing in chefchaouen", parts: [[/Ras\s?El[- ]?Ma+\b/i]], links: ["/day/8"] },
  { question: "what was the mosque on the hill we walked up to yesterday", parts: [[/Spanish Mosque/i]], links: ["/day/8"] },
  { question: "whats the local dish we had for lunch in chefchaouen 🐐", parts: [[/goat(?:'s)? cheese/i]], links: ["/day/8"] },
  { question: "main square in chefchaouen name?", parts: [[/Uta\s?el[- ]?Hammam/i]], links: ["/day/8"] },
  { question: "what time did we head back to fes yesterday", parts: [[at(17)]], links: ["/day/8"] },
  { question: "where did we sleep last night", parts: [[/Fes|Fès/i, /riad/i]], links: ["/accommodations", "/day/8"] },
  { question: "did some ppl already leave yesterday?", parts: [[/some (?:guests|of (?:the|us)|people)|a few/i, /depart|leav|left|fly|flying|flew|transfers?/i]], links: ["/day/8"] },
  { question: "what did we have for dinner last night?", unanswerable: true },
  { question: "how many people flew home yesterday?", unanswerable: true },

  // ---- Friday (day 7, Nov 28) ----
  { question: "what gate did we go into the fes medina through on friday", parts: [[/Bou[- ]?Jeloud|Blue Gate/i]], links: ["/day/7"] },
  { question: "when was al quaraouiyine founded", parts: [[/\b859\b/]], links: ["/day/7"] },
  { question: "name of the tannery in fes??", parts: [["Chouara"]], links: ["/day/7"] },
  { question: "why did they hand us mint at the tannery 😷", parts: [[/smell|odou?r|stink/i]], links: ["/day/7"] },
  { question: "how old is bou inania", parts: [[/14th|fourteenth/i]], links: ["/day/7"] },
  { question: "how many lanes does fes el bali have", parts: [[/9,?000|nine thousand/i]], links: ["/day/7"] },
  { question: "what did we eat at the riad on friday night", parts: [[/pastilla/i, /tagines?/i]], links: ["/day/7"] },
  { question: "what did we do on friday", parts: [[/Fes|Fès/i, /tanner|Bou Inania|Blue Gate|Bou Jeloud|medina/i]], links: ["/day/7"] },
  { question: "how much did the fes guide cost", unanswerable: true },
  { question: "what was our fes guide's name", unanswerable: true },

  // ---- Thursday (day 6, Nov 27) ----
  { question: "how long was the train from marrakech to fes again", parts: [[hours(6, "six")]], links: ["/day/6", "/budget", "/faq"] },
  { question: "how much was the train to fes", parts: [[usd(45)]], links: ["/day/6", "/budget", "/faq"] },
  { question: "which cities did the fes train go thru", parts: [[/Casablanca/i, /Rabat/i, /Meknes|Meknès/i]], links: ["/day/6"] },
  { question: "what time did we get to the fes riad on thursday", parts: [[at(21)]], links: ["/day/6"] },
  { question: "when did the train to fes leave marrakech", parts: [[at(15)]], links: ["/day/6"] },
  { question: "what was breakfast at the desert camp", parts: [[/bread/i, /eggs/i, /mint tea/i]], links: ["/day/6"] },
  { question: "which platform did the fes train leave from in marrakech", unanswerable: true },

  // ---- Wednesday (day 5, Nov 26) ----
  { question: "whats the mountain pass we drove over called", parts: [[/Tichka/i]], links: ["/day/5"] },
  { question: "how high was that pass", parts: [[/2,?200/]], links: ["/day/5"] },
  { question: "what movies were filmed at ait benhaddou", parts: [[/Gladiator/i, /Game of Thrones/i]], links: ["/day/5"] },
  { question: "how much was the desert camp and whats included", parts: [[usd(95)], [/dinner/i, /breakfast/i, /activit/i]], links: ["/budget", "/day/5", "/accommodations"] },
  { question: "what time was the camel ride", parts: [[at(16, 30)]], links: ["/day/5"] },
  { question: "where exactly was the desert camp", parts: [[/Zagora/i]], links: ["/day/5", "/accommodations"] },
  { question: "was the camel ride extra or included", parts: [[/included|part of/i]], links: ["/day/5"] },
  { question: "what did we do on the 26th", parts: [[/Tichka|Atlas/i, aitBenhaddou, /camel|Zagora|desert camp/i]], links: ["/day/5"] },
  { question: "what was the name of the desert camp", unanswerable: true },

  // ---- Tuesday (day 4, Nov 25) ----
  { question: "what time was the photoshoot tuesday", parts: [[at(8, 30)]], links: ["/day/4"] },
  { question: "how much were majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "did we need to book majorelle in advance", parts: [[/timed|in advance/i, /host/i]], links: ["/day/4"] },
  { question: "what was the palace dinner place called", parts: [[/Dar Yacout/i]], links: ["/dinners", "/day/4"] },
  { question: "how much was dar yacout", parts: [[/individual|pay (?:your own|yourself|separately)|paid separately|on your own/i]], links: ["/dinners", "/day/4"] },
  { question: "what did the souk guide cost on day 4", parts: [[usd(5)]], links: ["/day/4", "/budget"] },
  { question: "dress code for the palace dinner?", parts: [[/dressy|best evening outfit/i]], links: ["/dinners", "/day/4"] },
  { question: "was the palace dinner the 24th or 25th? settling a bet", parts: [[/Nov(?:ember)?\.?\s*25|\b25(?:th)?\s+(?:of\s+)?Nov|Tuesday|\b25th\b/i]], links: ["/day/4", "/dinners"] },
  { question: "whats the blue garden called, the ysl one", parts: [[/Majorelle/i]], links: ["/day/4", "/map"] },
  { question: "what time was the guided souk shopping on the 25th", parts: [[at(14, 30)]], links: ["/day/4"] },
  { question: "when will the photographer send us the photos?", unanswerable: true },
  { question: "whats the photographer's name? want to tag them", unanswerable: true },

  // ---- Monday (day 3, Nov 24) ----
  { question: "how much was the balloon and what time was pickup", parts: [[usd(117)], [at(5, 30)]], links: ["/day/3", "/budget"] },
  { question: "how long were we actually up in the balloon", parts: [[/\b(?:an|one|1)\s?(?:hour|hr)\b/i]], links: ["/day/3"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/Japanese[- ]Peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "how much was the agafay day", parts: [[usd(40)]], links: ["/day/3", "/budget"] },
  { question: "what did we do in agafay besides the balloon", parts: [[/quad/i, /camel/i]], links: ["/day/3"] },
  { question: "what was day 3 again", parts: [[/balloon/i, /Agafay/i, /Nobu/i]], links: ["/day/3"] },
  { question: "whats the name of the balloon company", unanswerable: true },

  // ---- Sunday (day 2, Nov 23) ----
  { question: "where was the birthday dinner and what was the dress code", parts: [[/Comptoir Darna/i], [/gold/i]], links: ["/dinners", "/day/2"] },
  { question: "how much was the bday dinner pp", parts: [[usdRange(100, 120)]], links: ["/dinners", "/day/2", "/budget"] },
  { question: "what time did the bar crawl start", parts: [[at(22, 30)]], links: ["/day/2"] },
  { question: "which areas did the bar crawl go to", parts: [[/Gu[eé]liz/i, /Hivernage/i]], links: ["/day/2"] },
  { question: "what 3 places did we see on the walking tour on the 23rd", parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]], links: ["/day/2"] },
  { question: "how much was the walking tour", parts: [[usd(10), /museum/i]], links: ["/day/2", "/budget"] },
  { question: "what time was the birthday dinner", parts: [[at(19, 30)]], links: ["/dinners", "/day/2"] },
  { question: "what was the band called at comptoir darna", unanswerable: true },
  { question: "was there a birthday cake at comptoir darna or did someone bring one", unanswerable: true },

  // ---- Saturday (day 1, Nov 22) ----
  { question: "how much was the hammam + massage", parts: [[usd(60)]], links: ["/day/1", "/budget", "/faq"] },
  { question: "whats a kessa", parts: [[/scrub/i]], links: ["/day/1"] },
  { question: "villa check in and check out times?", parts: [[at(15)], [at(11)]], links: ["/accommodations", "/faq"] },

  // ---- Friday (day 0, Nov 21) ----
  { question: "where was the welcome dinner + how much was the deposit", parts: [[/Foundouk/i], [usd(20)]], links: ["/dinners", "/day/0"] },
  { question: "how much was the airport transfer from RAK", parts: [[usd(45), /car/i]], links: ["/day/0", "/budget", "/faq"] },
  { question: "what was the first riad called", parts: [[/L[- ]?Authentic/i]], links: ["/accommodations", "/day/0"] },
  { question: "whats a foundouk lol", parts: [[/caravan|merchants?'? inn|\binn\b/i]], links: ["/dinners"] },
  { question: "what did we eat at the welcome dinner", parts: [[/zaalouk|briouats?|lamb tagine|prunes/i]], links: ["/dinners"] },
  { question: "how much was the first riad", parts: [[usd(45)]], links: ["/accommodations", "/budget", "/day/0"] },

  // ---- Money ----
  { question: "whats the exchange rate roughly", parts: [[/\b10\s?(?:MAD|dirhams?|DH)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do i tip the airport driver", parts: [[/few dirhams|small (?:change|coins?|notes?)|a few coins/i]], links: ["/budget", "/faq"] },
  { question: "standard tip at restaurants?", parts: [[pct(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax per night", parts: [[/\b28\s?(?:MAD|dirhams?|DH)|\$\s?2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much cash should i take out at the atm at a time", parts: [[/\b1,?000\s?(?:MAD|dirhams?)?\s?(?:-|–|—|to|and)\s?2,?000(?!\d)/i]], links: ["/budget", "/faq"] },
  { question: "card machine asking me to pay in dollars or dirhams?? which one", parts: [[/(?:choose|pick|go with|pay in|select|opt for|stick with|stick to)\s(?:the\s)?(?:dirhams?|\bMAD\b|local currency)|dirhams?[^.]{0,60}\bbetter\b/i]], links: ["/budget"] },
  { question: "roughly how much did the whole trip cost per person", parts: [[/\$?\s?440\b/, /\b943\b/]], links: ["/budget"] },
  { question: "how much did the fes riad cost us", parts: [[usd(90), /total|(?:3|three) nights|for (?:all )?(?:3|three)/i]], links: ["/budget", "/accommodations", "/day/6"] },
  { question: "did i actually have to pay for villa royale", parts: [[/optional/i, usd(50)]], links: ["/budget", "/faq", "/accommodations"] },
  { question: "villa breakfast price", parts: [[usd(10)]], links: ["/faq", "/budget", "/day/2"] },
  { question: "how much do ppl usually spend shopping", parts: [[usdRange(100, 500)]], links: ["/budget", "/faq"] },
  { question: "where do i start bargaining", parts: [[pct(40, 50)]], links: ["/budget", "/faq"] },
  { question: "did the host already pay for the fes riad or do we owe her", unanswerable: true },
  { question: "can i venmo the host for the mosque tour?", unanswerable: true },

  // ---- Dress, packing, weather, practical ----
  { question: "whats the temp range supposed to be this trip", parts: [[/\b15\s?(?:°\s?C?)?\s?(?:-|–|—|to|and)\s?25(?!\d)/i]], links: ["/", "/faq"] },
  { question: "what plug adapter do i need here", parts: [[/Type\s*C|\bC\s*(?:\/|and|&)\s*E\b/i]], links: ["/", "/faq"] },
  { question: "what was the photo dress code on tuesday", parts: [[/jewel|white|gold/i]], links: ["/", "/day/4"] },
  { question: "what to pack for the desert camp", parts: [[/fleece|scarf|layers|headlamp/i]], links: ["/faq", "/day/5"] },
  { question: "whats the medina dress code", parts: [[/shoulders/i, /knees?/i]], links: ["/faq"] },
  { question: "what was the pool dress code at the villa", parts: [[/swim/i, /cover[- ]?up/i]], links: ["/day/1"] },
  { question: "what did the site say to wear for the balloon", parts: [[/layers/i, /hat|closed shoes/i]], links: ["/day/3"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what time zone is morocco, my phone is confused", parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]], links: ["/faq"] },
  { question: "who was i supposed to tell about my nut allergy for the dinners", parts: [[/host/i, /two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "do i need travel insurance for the way home", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "can i take pics of the performers in jemaa el fnaa", parts: [[/ask/i, /dirhams?|pay|tip/i]], links: ["/faq"] },

  // ---- Stays ----
  { question: "how many suites does villa royale have", parts: [[/\b13\b|thirteen/i]], links: ["/accommodations", "/faq"] },
  { question: "how far was the villa from downtown", parts: [[/\b20\s?(?:-|–|—|to|and)\s?25(?:\s|-)?(?:minutes?|mins?)/i]], links: ["/accommodations", "/faq"] },
  { question: "where did we sleep on the 26th", parts: [[/desert camp|Zagora|Berber tent/i]], links: ["/accommodations", "/day/5"] },
  { question: "how many nights were we in fes total", parts: [[/\b(?:3|three)\b/i]], links: ["/accommodations", "/budget"] },
  { question: "how many pools at the villa", parts: [[/\b(?:2|two)\b/i]], links: ["/accommodations"] },
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "what was the actual name of our riad in fes", unanswerable: true },
  { question: "did the villa have a gym", unanswerable: true },

  // ---- Places and the map ----
  { question: "what colour are the food pins on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "what do the red pins mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "any rooftop recs by the spice square in marrakech", parts: [[/Nomad|Caf[eé] des [ÉE]pices/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/Mamounia/i]], links: ["/map"] },
  { question: "where can i take a cooking class in marrakech next time", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "what do u have to preorder at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "any good restaurants near casablanca airport for dinner before our flight?", unanswerable: true },
  { question: "what time does jardin majorelle open", unanswerable: true },

  // ---- The gallery ----
  { question: "how do i upload my photos to the site", parts: [[/gallery/i, /upload/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[/\b10\b|\bten\b/i]], links: ["/gallery"] },
  { question: "max size for a video upload?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "can i put videos in the gallery too or just pics", parts: [[/\byes\b|photos and videos|videos (?:too|as well)|both/i]], links: ["/gallery"] },
  { question: "uploaded the wrong pic 🙈 how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i download a video from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional|don'?t have to|not required|no need/i]], links: ["/gallery"] },
  { question: "is there a slideshow mode for the tv", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "why does the music stop on the gallery page", parts: [[/no (?:background )?music|no (?:track|audio|soundtrack)|doesn'?t (?:have|play)|(?:isn'?t|is not|not) (?:mapped|assigned)|paus|silent/i]], links: ["/gallery"] },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "how many photos are in the gallery so far", unanswerable: true },
  { question: "who uploaded the most videos", unanswerable: true },
  { question: "will the gallery stay online after the trip", unanswerable: true },

  // ---- The site, Rupa, the host and the occasion ----
  { question: "how do i turn the music off", parts: [[/mute/i, /bottom[- ]left|lower[- ]left/i]] },
  { question: "wheres the transportation info, page says something weird", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "whats this trip called again", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "who r u", parts: [[/Rupa/i, /goat/i]] },
  { question: "how many of us are on this trip", parts: [[/\b22\b|twenty[- ]two/i]], links: ["/"] },
  { question: "what does the site say the highlight of the trip is", parts: [[/TBD|to be (?:decided|determined)|camera roll/i]], links: ["/"] },
  { question: "how old is the host turning", parts: [[/\b30\b|thirty/i]], links: ["/"] },
  { question: "how do i open the chat again if i close it", parts: [[/bottom[- ]right|lower[- ]right/i]] },
  { question: "recap the trip for my ig caption 😂", parts: [[/Marrakech/i, /Fes|Fès/i, /Casablanca/i]], links: ["/"] },
  { question: "whats the name of the song on the home page", unanswerable: true },
  { question: "when's the host's actual birthday date", unanswerable: true },
  { question: "is there a group whatsapp link somewhere", unanswerable: true },
  { question: "whats the host's instagram handle", unanswerable: true },
  { question: "whats the birthday girl's full name", unanswerable: true },
];
