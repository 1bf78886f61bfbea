// TWENTY-SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Wednesday November 26 2025, 08:00 Morocco time (UTC+1): early on day 5, "Sahara Desert Adventure".
 * Days 0-4 are behind us: arrival, Riad L-Authentic and the welcome dinner at Le Foundouk (Fri Nov 21),
 * Villa Royale and the hammam (Sat), the medina tour, the birthday dinner at Comptoir Darna and the bar
 * crawl (Sun), the balloon, Agafay and Nobu (Mon), and yesterday's photoshoot, Majorelle, the souks and
 * last night's palace dinner at Dar Yacout (Tue). The cars set off at 07:00 over the Tizi n'Tichka pass;
 * next come Aït Benhaddou (11:30, lunch by the river), the sunset camel ride near Zagora (16:30) and
 * dinner (19:30) and tonight's sleep at the desert camp in Zagora. Tomorrow (day 6): sunrise over the
 * dunes (06:30), the drive back (08:00), the 15:00 train to Fes and the Fes riad (21:00); then Fes (day 7),
 * Chefchaouen (day 8, first departures) and Casablanca (day 9).
 */
export const TWENTY_SEVENTH_TEST_CLOCK = new Date("2025-11-26T07:00:00Z");

const NUMBER_WORDS: Partial<Record<number, string>> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  8: "eight",
  10: "ten",
  13: "thirteen",
  22: "twenty[\\s-]?two",
};

/** A whole number in digits or words, never part of a longer number ("10", "ten", not "100" or "1.0"). */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?!\\d|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6h", "6 hrs". */
function hours(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  const amount = word ? `(?:${n}|${word})` : `${n}`;
  return new RegExp(`(?<![\\d.,])${amount}[\\s-]?(?:hours?|hrs?|h)\\b`, "i");
}

/**
 * A clock time, 24-hour or 12-hour: 07:30, 7:30, 7.30am, 7:30 a.m.; 16:30, 4:30 pm, 4:30; whole hours
 * also as "7 am" or "3pm" (and noon). Never the wrong half of the day, never part of another time.
 */
function at(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const morning = hour < 12;
  const otherHalf = morning ? "\\s?p\\.?\\s?m\\b" : "\\s?a\\.?\\s?m\\b";
  const ownHalf = morning ? "\\s?a\\.?\\s?m\\b\\.?" : "\\s?p\\.?\\s?m\\b\\.?";
  const forms = [`${hour < 10 ? "0?" : ""}${hour}[:.h]${mm}(?!\\d)(?!${otherHalf})`];
  if (h12 !== hour) forms.push(`${h12}[:.]${mm}(?!\\d)(?!${otherHalf})`);
  if (minute === 0) forms.push(`${h12}${ownHalf}`);
  if (hour === 12 && minute === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** A US dollar amount: "$45", "US$45", "$45.00", "45 USD", "USD 45", "45 dollars"; never "$450" or "$4.50". */
function usd(amount: number): RegExp {
  return new RegExp(
    `(?:US)?\\$\\s?${amount}(?:\\.00)?(?!\\d|[.,]\\d)` +
      `|USD\\s?${amount}(?!\\d|[.,]\\d)` +
      `|(?<![\\d.,$])${amount}(?:\\.00)?\\s?(?:USD|US dollars?|dollars?|bucks)\\b`,
    "i",
  );
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function percentRange(low: number, high: number): RegExp {
  return new RegExp(
    `(?<![\\d.])${low}\\s?(?:%|percent)?\\s?(?:-|–|—|to|and)\\s?${high}\\s?(?:%|percent|per cent)`,
    "i",
  );
}

const WEEKDAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A trip day named any way a guest would: its weekday, "Nov 29", "29th November", "day 8", "the 29th". */
function tripDay(day: number): RegExp {
  const date = 21 + day;
  return new RegExp(
    `\\b${WEEKDAYS[day]}\\b` +
      `|\\bNov(?:ember)?\\.?\\s?${date}(?!\\d)` +
      `|(?<!\\d)${date}(?:st|nd|rd|th)?\\s(?:of\\s)?Nov` +
      `|\\bday\\s?${day}(?!\\d)` +
      `|\\bthe\\s${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

/** Any one of several phrasings. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

const BENHADDOU = /A[iï]t[\s-]?Ben[\s-]?haddou/i;

export const twentySeventhTestQuestions: TestQuestion[] = [
  // ── Today, day 5: on the road to the desert ──
  { question: "morning rupa 🐐 whats the plan today?", parts: [[BENHADDOU, /camel/i, /camp/i]], links: ["/day/5"] },
  { question: "where r we sleeping tonight", parts: [[/camp/i, /Zagora/i]], links: ["/accommodations", "/day/5"] },
  { question: "what time is the camel ride", parts: [[at(16, 30)]], links: ["/day/5"] },
  { question: "when do we get to ait ben haddou?", parts: [[at(11, 30)]], links: ["/day/5"] },
  {
    question: "how high is this pass we're crawling up rn 😵‍💫",
    parts: [[/2[,.\s]?200\s?(?:m\b|metres|meters)|2\.2\s?(?:km|kilomet)/i]],
    links: ["/day/5"],
  },
  { question: "whats this mountain pass called again", parts: [[/Tichka/i]], links: ["/day/5"] },
  {
    question: "feeling carsick on all these bends 🤢 any tips from the site",
    parts: [[/tablet|pill|medicine|medication|\bmeds\b/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "wait what time did the cars leave this morning?? still at the villa brushing my teeth 😭",
    parts: [[at(7)]],
    links: ["/day/5"],
  },
  { question: "whats for dinner tonight", parts: [[/tagine/i]], links: ["/day/5"] },
  { question: "dinner at the camp is what time", parts: [[at(19, 30)]], links: ["/day/5"] },
  {
    question: "camel ride - what time and what do i wear",
    parts: [[at(16, 30)], [/layer/i, /scarf|fleece/i]],
    links: ["/day/5"],
  },
  {
    question: "how much is the desert camp and what does it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/budget", "/accommodations", "/day/5"],
  },
  {
    question: "do we pay extra for the camels or is that in the camp price?",
    parts: [[/includ|cover|part of/i, usd(95)]],
    links: ["/day/5", "/budget"],
  },
  {
    question: "how cold does it actually get at the camp at night",
    parts: [[/freez|\b0\s?°|zero degrees/i]],
    links: ["/faq"],
  },
  {
    question: "anything happening after dinner at camp or just sleep",
    parts: [[/drum|music/i, /fire/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "which movies were filmed at ait benhaddou??",
    parts: [[/Gladiator/i, /Game of Thrones/i]],
    links: ["/day/5"],
  },
  { question: "where do we eat lunch today", parts: [[/river/i]], links: ["/day/5"] },
  { question: "best view at ait benhaddou, where do we climb up to", parts: [[/granar/i]], links: ["/day/5"] },
  { question: "what valley are we following down to zagora", parts: [[/Dr[aâ]a/i]], links: ["/day/5"] },
  {
    question: "what should i throw in my overnight bag for the camp",
    parts: [[/layer|fleece/i, /headlamp|head\s?torch|flashlight|torch/i]],
    links: ["/faq"],
  },
  { question: "can i bring my big suitcase on the camel 😂", parts: [[/small|overnight/i, /bag/i]], links: ["/faq"] },
  { question: "are we sleeping in actual tents tonight?", parts: [[/tent/i]], links: ["/day/5", "/accommodations"] },
  {
    question: "breakfast tmrw at the camp, is it included or extra",
    parts: [[/includ|cover|part of/i]],
    links: ["/day/6", "/budget", "/accommodations"],
  },
  { question: "what day of the trip r we on", parts: [[/\bday\s?5\b|day five/i]], links: ["/day/5"] },
  {
    question: "how long til we're on camels 🐪",
    parts: [
      [
        anyOf(
          at(16, 30),
          /\b8(?:\.5|½| and a half)\s?(?:hours?|hrs?|h)\b|eight and a half hours|\b8\s?(?:hours?|hrs?|h),? (?:and )?30/i,
        ),
      ],
    ],
    links: ["/day/5"],
  },
  {
    question: "is the dune sunrise thing tonight or tmrw morning? what time",
    parts: [[anyOf(/tomorrow|tmrw/i, tripDay(6))], [at(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "sunrise tmrw whats the dress code, its gonna be freezing",
    parts: [[/warm/i, /hat|layer/i]],
    links: ["/day/6"],
  },

  // ── Today: what the site does not say ──
  { question: "is there wifi at the desert camp? need to upload my pics tonight", unanswerable: true },
  { question: "are there showers at the camp or nah 😬", unanswerable: true },
  { question: "how much is lunch at ait benhaddou roughly? need to know how much cash", unanswerable: true },
  { question: "how many hours is the drive from marrakech to zagora in total", unanswerable: true },
  { question: "how many km is it to zagora", unanswerable: true },
  { question: "what time exactly is sunset in zagora today", unanswerable: true },
  { question: "how many ppl per tent tonight? can i share with my bf", unanswerable: true },
  { question: "can we buy beer or wine at the camp tonight", unanswerable: true },
  { question: "can i pay by card at the camp or is it cash only", unanswerable: true },
  { question: "is there sandboarding at the dunes?", unanswerable: true },
  { question: "is the tip for the camel guys included in the $95", unanswerable: true },
  { question: "are there ATMs in zagora? running low on dirhams", unanswerable: true },
  { question: "how long is the camel ride itself", unanswerable: true },

  // ── Tomorrow, day 6: back over the Atlas and the train to Fes ──
  { question: "what time do we leave the camp tmrw", parts: [[at(8)]], links: ["/day/6"] },
  {
    question: "train to fes tmrw: what time and how much",
    parts: [[at(15)], [usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  { question: "how long is the train ride to fes", parts: [[hours(6)]], links: ["/day/6", "/faq", "/budget"] },
  { question: "do i need to buy my own train ticket", parts: [[/host/i, /ticket/i]], links: ["/day/6", "/faq"] },
  { question: "which cities does the train go thru", parts: [[/Casa/i, /Rabat/i, /Mekn[eè]s/i]], links: ["/day/6"] },
  {
    question: "do we go back to the villa tmrw before the train? left my charger there 😬",
    parts: [[/straight|direct/i, /station/i]],
    links: ["/day/6"],
  },
  { question: "when do we get to the fes riad tmrw night", parts: [[at(21)]], links: ["/day/6"] },
  {
    question: "will there be food when we get to fes or should i bring snacks for the train",
    parts: [[/supper|late (?:dinner|meal|bite)|(?:dinner|meal|food) (?:is |will be )?waiting/i], [/snack/i]],
    links: ["/day/6"],
  },
  { question: "how do we get our bags to the riad if cars cant get in", parts: [[/porter/i]], links: ["/day/6"] },
  {
    question: "outfit for tmrw? long travel day",
    parts: [[/comfortable|comfy/i, /layer|warm/i]],
    links: ["/day/6"],
  },
  { question: "whats the plan thursday", parts: [[/sunrise/i, /train/i, /Fes/i]], links: ["/day/6"] },
  { question: "where do we stop for lunch on the drive back tmrw", unanswerable: true },
  { question: "which carriage and seat am i in on the train", unanswerable: true },
  { question: "what's the train number tmrw? my mom wants to track it", unanswerable: true },

  // ── Fes: the riad and day 7 ──
  {
    question: "fes riad: how many nights and how much",
    parts: [[/\b(?:3|three)[\s-]nights?/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "is the $90 for fes per night or for the whole stay",
    parts: [[/total|whole stay|all (?:3|three) nights|for (?:the )?(?:3|three) nights/i]],
    links: ["/budget", "/accommodations"],
  },
  { question: "what's the fes riad like", parts: [[/terrace|zellige|cedar/i]], links: ["/accommodations"] },
  { question: "whats on friday", parts: [[/tanner/i, /Bou Inania|madrasa/i]], links: ["/day/7"] },
  { question: "fes walking tour on the 28th starts when", parts: [[at(9, 30)]], links: ["/day/7"] },
  { question: "where do we meet for the fes walk", parts: [[/Bou Jeloud|Blue Gate/i]], links: ["/day/7"] },
  {
    question: "is the fes plan final or could stuff change",
    parts: [[/work in progress|may change|could change|might change|subject to change|not (?:yet )?final|tentative/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "the tannery smells terrible right? any tip", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "what time is the tannery on day 7", parts: [[at(14)]], links: ["/day/7"] },
  { question: "how old is that famous university in fes", parts: [[/\b859\b/]], links: ["/day/7"] },
  {
    question: "how many lanes does the fes medina have lol",
    parts: [[/\b9[,. ]?000\b|nine thousand/i]],
    links: ["/day/7"],
  },
  { question: "where's dinner friday and what time", parts: [[/riad/i], [at(19, 30)]], links: ["/day/7"] },
  {
    question: "can taxis drive into the fes medina?",
    parts: [[/car[\s-]?free|no cars|cars (?:can'?t|cannot|aren'?t)/i]],
    links: ["/day/7", "/accommodations"],
  },
  { question: "what do i wear for the fes medina walk", parts: [[/shoulders/i, /knees/i]], links: ["/day/7", "/faq"] },
  { question: "what's the name of the riad in fes", unanswerable: true },
  { question: "whats the address of the fes riad? my mom wants it", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },
  { question: "does the fes riad have heating? freezing already 🥶", unanswerable: true },
  { question: "what time is breakfast at the fes riad", unanswerable: true },
  { question: "dress code for the riad dinner in fes friday?", unanswerable: true },
  { question: "how much is the guided walk in fes", unanswerable: true },
  { question: "is there an entrance fee at the tannery", unanswerable: true },
  { question: "any good lunch spots in fes for friday", unanswerable: true },

  // ── Chefchaouen, day 8 ──
  { question: "day 8 what time do we leave for chefchaouen", parts: [[at(7, 30)]], links: ["/day/8"] },
  { question: "how long is the drive to chefchaouen", parts: [[hours(4)]], links: ["/day/8"] },
  { question: "what food should i try in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "when's the spanish mosque walk on saturday", parts: [[at(15)]], links: ["/day/8"] },
  { question: "what's ras el maa", parts: [[/spring|waterfall/i]], links: ["/day/8"] },
  { question: "what time do we head back to fes from chefchaouen", parts: [[at(17)]], links: ["/day/8"] },
  { question: "which day do ppl start leaving", parts: [[tripDay(8)]], links: ["/day/8", "/faq"] },
  { question: "what mountains is chefchaouen in", parts: [[/\bRif\b/i]], links: ["/day/8"] },
  { question: "when should i say bye to the ppl leaving on the 29th", parts: [[/breakfast/i]], links: ["/day/8"] },
  { question: "whats happening on day 8", parts: [[/Chefchaouen/i]], links: ["/day/8"] },
  { question: "do we have a guide in chefchaouen", unanswerable: true },
  { question: "how much is the chefchaouen day trip", unanswerable: true },

  // ── Casablanca and departure, day 9 ──
  { question: "sunday train to casa what time", parts: [[at(7)]], links: ["/day/9"] },
  { question: "how long is fes to casablanca on the train", parts: [[hours(4)]], links: ["/day/9", "/faq"] },
  { question: "where and when is the farewell lunch", parts: [[/Rick/i], [at(12, 30)]], links: ["/day/9"] },
  {
    question: "how much is the hassan ii mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/knees/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "how tall is the hassan ii minaret", parts: [[/\b210\b/]], links: ["/day/9"] },
  { question: "which airport do we fly home from", parts: [[/Mohammed V|CMN/i]], links: ["/day/9", "/faq"] },
  {
    question: "how far is the casa airport from the city",
    parts: [[/\b45\s?(?:min|minutes|mins)\b/i]],
    links: ["/day/9"],
  },
  { question: "what time do airport transfers leave on the 30th", parts: [[at(18)]], links: ["/day/9"] },
  { question: "what should i do with my leftover dirhams", parts: [[/spend/i]], links: ["/day/9"] },
  { question: "whats the casablanca train station called", parts: [[/Casa[\s-]?Voyageurs/i]], links: ["/day/9", "/faq"] },
  { question: "can non muslims go inside mosques here", parts: [[/Hassan\s?(?:II|2)\b/i]], links: ["/faq", "/day/9"] },
  { question: "dress code at rick's?", parts: [[/smart[\s-]casual/i]], links: ["/day/9"] },
  { question: "sunday plan?", parts: [[/train/i, /Rick/i, /Hassan/i]], links: ["/day/9"] },
  { question: "what time does the hassan ii mosque close", unanswerable: true },
  { question: "how much is lunch at rick's", unanswerable: true },
  { question: "did the host already book rick's or do we need a reservation", unanswerable: true },

  // ── The days behind us ──
  { question: "what was the restaurant called last night", parts: [[/Dar Yacout/i]], links: ["/dinners", "/day/4"] },
  {
    question: "was dinner last night prepaid or did everyone pay their own",
    parts: [[/individual|separately|own (?:bill|meal|way)|yourself|each (?:person|guest) pa/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "majorelle and the ysl museum, how much were the tickets",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  { question: "how much was the souk guide yesterday", parts: [[usd(5)]], links: ["/day/4", "/budget"] },
  {
    question: "what was the bday dinner restaurant on sunday",
    parts: [[/Comptoir Darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what was the dress code for the bday dinner",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  { question: "what time was the balloon pickup on monday", parts: [[at(5, 30)]], links: ["/day/3"] },
  { question: "how much was the balloon", parts: [[usd(117)]], links: ["/day/3", "/budget"] },
  {
    question: "what was the place called for the welcome dinner the first night",
    parts: [[/Foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "welcome dinner deposit was how much again",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "name of the riad we stayed at the first night?",
    parts: [[/L[\s-]?Authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "what was in the hammam treatment? want to book one at home",
    parts: [[/scrub|kessa/i, /massage/i]],
    links: ["/day/1"],
  },
  { question: "where did the bar crawl go", parts: [[/Gueliz/i, /Hivernage/i]], links: ["/day/2"] },
  {
    question: "what did we do saturday again my brain is fried",
    parts: [[/villa/i, /hammam|pool/i]],
    links: ["/day/1"],
  },
  {
    question: "which sights were on the walking tour sunday",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret|Secret Garden/i]],
    links: ["/day/2"],
  },
  {
    question: "nobu minimum spend was how much",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what were the nobu signature dishes, my friend asked",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },
  { question: "agafay day was $40 or $50?", parts: [[usd(40)]], links: ["/day/3", "/budget"] },
  { question: "how much was the bar crawl guide", parts: [[usd(10)]], links: ["/day/2", "/budget"] },
  {
    question: "what did we do the day before yesterday",
    parts: [[/balloon/i, /Nobu|Agafay/i]],
    links: ["/day/3"],
  },
  { question: "how much was the hammam & massage", parts: [[usd(60)]], links: ["/day/1", "/budget", "/faq"] },
  { question: "which day was the birthday dinner", parts: [[tripDay(2)]], links: ["/day/2", "/dinners"] },
  {
    question: "is the villa contribution required? still haven't paid 🙈",
    parts: [[/optional/i, usd(50)]],
    links: ["/budget", "/accommodations", "/faq"],
  },
  { question: "when do we get the pics from yesterday's photographer?", unanswerable: true },
  { question: "what's the photographer's name or insta", unanswerable: true },
  { question: "how much did the photographer cost", unanswerable: true },
  { question: "what was the name of the last bar on the crawl", unanswerable: true },
  { question: "left my sunglasses at dar yacout, whats their phone number", unanswerable: true },

  // ── Money ──
  {
    question: "how many dirhams to a dollar",
    parts: [[/(?:^|[^\d.,])10\s?(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq"],
  },
  { question: "tip % at restaurants?", parts: [[percentRange(10, 15)]], links: ["/budget", "/faq"] },
  {
    question: "tourist tax per night how much",
    parts: [[/\b28\s?(?:MAD|dirhams?|dhs?)\b|\$\s?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/\b1[,.]?000\s?(?:MAD|dirhams?|dhs?)?\s?(?:-|–|to|and)\s?2[,.]?000\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what's the estimate for the whole trip per person",
    parts: [[/\$?440\s?(?:-|–|to)\s?\$?943\b/]],
    links: ["/budget"],
  },
  {
    question: "how much do i still owe for the fixed stuff from here, train + fes riad?",
    parts: [[usd(45)], [usd(90)]],
    links: ["/budget"],
  },
  { question: "card foreign fees roughly?", parts: [[percentRange(1, 3)]], links: ["/budget", "/faq"] },
  {
    question: "atm asks if i want dollars or dirhams, which one",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "how low should i start haggling in the fes souks",
    parts: [[percentRange(40, 50)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl usually budget for shopping",
    parts: [[/\$?100\s?(?:-|–|to)\s?\$?500\b/]],
    links: ["/budget", "/faq"],
  },

  // ── Weather, dress and practicalities ──
  {
    question: "temps during the day this week?",
    parts: [[/\b15\s?(?:°\s?C?|degrees)?\s?(?:-|–|to|and)\s?25\s?(?:°|degrees|C\b)/i]],
    links: ["/", "/faq"],
  },
  { question: "will it rain in fes this weekend", parts: [[/jacket/i]], links: ["/faq"] },
  { question: "what plug adapter again, my friend forgot hers", parts: [[/type C/i]], links: ["/", "/faq"] },
  { question: "can i drink the tap water out in the desert", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i take pics of the berber ppl at the camp", parts: [[/ask/i]], links: ["/faq"] },
  {
    question: "what time zone are we in, my phone is confused",
    parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "ppl keep offering to 'guide' us in the medina, what do i do",
    parts: [[/ignore|decline|avoid|say no|politely/i]],
    links: ["/faq"],
  },

  // ── The gallery and the slideshow ──
  { question: "how do i upload my camel pics later", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once", parts: [[num(10)]], links: ["/gallery"] },
  {
    question: "my video won't upload, is there a max file size",
    parts: [[/\b50\s?MB\b|50\s?megabytes?/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|don'?t (?:have|need) to|doesn'?t have to|not required|no need|can leave/i]],
    links: ["/gallery"],
  },
  { question: "posted the wrong pic 🙈 how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i download other ppl's videos", parts: [[/download/i]], links: ["/gallery"] },
  { question: "when i download a video what file type is it", parts: [[/mp4/i]], links: ["/gallery"] },
  {
    question: "is there a slideshow we could put on the tv at the fes riad",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "does the slideshow update by itself when ppl post new pics",
    parts: [[/live|automatic|as (?:they|new (?:photos|pics|ones))[^.]{0,20}(?:arrive|come in)|real[\s-]?time/i]],
    links: ["/slideshow"],
  },
  {
    question: "in the photo viewer can i use my keyboard to go to the next one + close it",
    parts: [[/arrow/i], [/\besc/i]],
    links: ["/gallery"],
  },
  {
    question: "can i upload videos too or just photos",
    parts: [[/yes|both|photos? (?:and|&) videos?/i]],
    links: ["/gallery"],
  },
  { question: "what's the password to delete photos", unanswerable: true },
  { question: "how long will the gallery stay up after the trip", unanswerable: true },
  { question: "will the photographer's pics go in the gallery", unanswerable: true },

  // ── Music, the site, Rupa, the host and the occasion ──
  { question: "how do i turn the music off", parts: [[/mute/i, /bottom[\s-]?left|lower[\s-]?left|left corner/i]] },
  {
    question: "whose birthday is this all for again and which one",
    parts: [[/host/i], [/\b30(?:th)?\b|thirtieth/i, /golden/i]],
    links: ["/"],
  },
  { question: "what's this trip called again", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  { question: "how many of us are on the trip", parts: [[num(22)]], links: ["/"] },
  {
    question: "transportation page says coming soon, why",
    parts: [[/finali[sz]|being (?:booked|worked out|sorted|arranged)|not (?:yet )?(?:ready|final|booked)/i]],
    links: ["/transportation"],
  },
  { question: "red pins on the map mean what", parts: [[/must[\s-]?see/i]], links: ["/map"] },
  { question: "what about the purple pins on the map", parts: [[/cultur/i]], links: ["/map"] },
  { question: "rupa who even are u lol", parts: [[/goat/i]] },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/Churchill/i]],
    links: ["/"],
  },
  {
    question: "what was the countdown on the home page counting down to",
    parts: [[at(11), /Nov(?:ember)?\.?\s?21|21(?:st)?\s(?:of\s)?Nov/i]],
    links: ["/"],
  },
  {
    question: "how many featured dinners were there and are any left?",
    parts: [[num(4)], [/Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "when were we supposed to tell the host about allergies",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  { question: "what's the host's name? new friend wants to know", unanswerable: true },
  { question: "whats the host's number, lost the group chat", unanswerable: true },
  { question: "what's the song on the home page? need it for my playlist", unanswerable: true },

  // ── Places on the map ──
  {
    question: "rooftop for mint tea looking over the spice market?",
    parts: [[/Caf[eé] des [EÉ]pices|Nomad/i]],
    links: ["/map"],
  },
  { question: "where do i get that famous lamb shoulder", parts: [[/Al Fassia/i]], links: ["/map"] },
  { question: "cooking class in marrakech recs", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "best sunset spot in marrakech on the map", parts: [[/Menara/i]], links: ["/map"] },
  { question: "churchill bar is in which hotel", parts: [[/Mamounia/i]], links: ["/map"] },
];
