// FIFTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the fifty-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * 11:00 on Tuesday, November 25, 2025 in Morocco (UTC+1): day 4 of the trip, "Gardens & Souks".
 *
 * This morning: breakfast at Villa Royale, then at 08:30 the group photoshoot with a professional
 * photographer in the Villa Royale gardens (dress for photos: solid jewel tones, white or gold).
 * Right now (11:00): Jardin Majorelle and the Musée YSL on Rue Yves Saint Laurent, Gueliz (garden $18,
 * museum $15; timed tickets the host books in advance).
 * This afternoon: guided souk shopping in the Marrakech medina at 14:30 (guide $5 per person; medina
 * dress code; many guests budget $100-$500+ for shopping).
 * Tonight: the palace dinner at Dar Yacout at 20:00, a rooftop aperitif first, a traditional Moroccan
 * feast with musicians, paid individually, dressy (kaftans and djellabas welcome), marked Special Event.
 * The night is spent at Villa Royale.
 * Yesterday (day 3, Monday Nov 24, "Desert Fun"): 05:30 hot air balloon at sunrise over the Agafay desert
 * ($117, about an hour in the air, Berber breakfast), 11:00 Agafay desert day with quad bikes and camels
 * (about $40), 17:00 back to the villa, 20:00 private rooftop dinner at Nobu (minimum spend $75 per person).
 * Tomorrow (day 5, Wednesday Nov 26, "Sahara Desert Adventure"): 07:00 over the High Atlas by the
 * Tizi n'Tichka pass, 11:30 Aït Benhaddou and lunch by the river, 16:30 sunset camel ride in the dunes near
 * Zagora, 19:30 dinner and a night at the desert camp ($95 per person with activities, dinner and breakfast).
 */
export const FIFTY_FIRST_TEST_CLOCK = new Date("2025-11-25T10:00:00Z");

type Key = string | RegExp;

/** Day pages, as links. */
const D = (...days: number[]) => days.map((n) => `/day/${n}`);

/** A question the content does not answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any one of several keys. */
function anyOf(...keys: Key[]): RegExp {
  return new RegExp(keys.map((key) => (typeof key === "string" ? escapeRe(key) : `(?:${key.source})`)).join("|"), "i");
}

/** Not part of a longer number on either side. */
const NOT_BEFORE = "(?<!\\d[.,]?)";
const NOT_AFTER = "(?![.,]?\\d)";
/** Between the two ends of a range: "40-60", "40 to 60", "40–60", "between 40 and 60". */
const TO = "\\s?(?:-|–|—|to|and)\\s?";

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** A whole number in words, as a pattern ("twenty[- ]?two"). */
function inWords(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0) return undefined;
  if (n < 20) return ONES[n];
  if (n < 100) return n % 10 ? `${TENS[Math.floor(n / 10)]}[- ]?${ONES[n % 10]}` : TENS[n / 10];
  if (n < 1000) {
    const hundreds = `${ONES[Math.floor(n / 100)]} hundred`;
    return n % 100 ? `${hundreds}(?: and)? ${inWords(n % 100)}` : hundreds;
  }
  if (n < 1000000) {
    const thousands = `${inWords(Math.floor(n / 1000))} thousand`;
    return n % 1000 ? `${thousands}(?: and)? ${inWords(n % 1000)}` : thousands;
  }
  return undefined;
}

/** Digits, with an optional thousands separator ("2,200", "2200", "2 200"); decimals with a point or a comma. */
function digits(n: number): string {
  if (!Number.isInteger(n)) return String(n).replace(".", "[.,]");
  if (n < 1000) return String(n);
  return `${Math.floor(n / 1000)}[,. ]?${String(n % 1000).padStart(3, "0")}`;
}

/** A number in digits or words, not part of a longer number. */
function num(n: number): RegExp {
  const words = inWords(n);
  return new RegExp(`${NOT_BEFORE}${digits(n)}${NOT_AFTER}${words ? `|\\b${words}\\b` : ""}`, "i");
}

/** A range of numbers: "20-25", "20 to 25", "twenty to twenty-five". */
function numRange(lo: number, hi: number, unitBetween = ""): RegExp {
  const wlo = inWords(lo);
  const whi = inWords(hi);
  const words = wlo && whi ? `|\\b${wlo}${TO}${whi}\\b` : "";
  return new RegExp(`${NOT_BEFORE}${digits(lo)}${unitBetween}${TO}${digits(hi)}${NOT_AFTER}${words}`, "i");
}

/** A dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars", "forty-five dollars", "$45.00". */
function usd(n: number): RegExp {
  const d = digits(n);
  const cents = Number.isInteger(n) ? "(?:[.,]00)?" : "";
  const words = inWords(n);
  const spoken = words ? `|\\b${words}\\s(?:US\\s)?dollars?\\b` : "";
  return new RegExp(
    `(?:US|USD\\s?)?\\$\\s?${d}${cents}${NOT_AFTER}` +
      `|\\bUSD\\s?${d}${cents}${NOT_AFTER}` +
      `|${NOT_BEFORE}${d}${cents}\\s?(?:USD|US\\$|\\$|(?:US\\s)?dollars?|bucks)(?![a-z])` +
      spoken,
    "i",
  );
}

/** A range of dollars: "$40-60", "$40 to $60", "40-60 USD", "between $40 and $60". */
function usdRange(lo: number, hi: number): RegExp {
  const currency = "(?:US\\$|\\$|USD\\s?)?\\s?";
  return new RegExp(
    `${NOT_BEFORE}${currency}${digits(lo)}(?:\\s?(?:USD|dollars))?${TO}${currency}${digits(hi)}${NOT_AFTER}`,
    "i",
  );
}

/** A range of percentages: "10-15%", "10% to 15%", "10 to 15 percent". */
function pctRange(lo: number, hi: number): RegExp {
  const pct = "\\s?(?:%|percent|per cent)";
  return new RegExp(`${NOT_BEFORE}${lo}(?:${pct})?${TO}${hi}${pct}`, "i");
}

/** A time of day: "20:00", "20h00", "20.00", "8 pm", "8:00 p.m.", "8 in the evening" (and "20h" for afternoon and evening hours). */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const minutes = `(?:[:.]${mm})${m === 0 ? "?" : ""}`;
  const partOfDay = h < 12 ? "morning" : h < 17 ? "afternoon" : "evening|night";
  const alts = [
    `(?<!\\d)0?${h}[:h.]${mm}(?!\\d)`,
    `(?<!\\d)${h12}${minutes}\\s?${h < 12 ? "a" : "p"}\\.?\\s?m\\b\\.?`,
    `(?<!\\d)${h12}${minutes}\\s(?:o'?clock\\s)?(?:in the (?:${partOfDay})|at night|tonight)`,
  ];
  if (h >= 13 && m === 0) alts.push(`(?<!\\d)${h}h(?!\\d)`);
  return new RegExp(alts.join("|"), "i");
}

/** "day 4", "day four", "Day #4". */
function dayNum(n: number): RegExp {
  return new RegExp(`\\bday\\s?(?:#\\s?)?(?:${n}(?!\\d)|${inWords(n)}\\b)`, "i");
}

/** A trip day's calendar date (day 0 is Friday, November 21, 2025): "Nov 25", "November 25th", "25th of November", "25 Nov", "11/25", "Tuesday". */
function calDate(n: number): RegExp {
  const date = 21 + n;
  const ord = "(?:st|nd|rd|th)?";
  return new RegExp(
    [
      `\\bnov(?:ember|\\.)?\\s?${date}${ord}(?!\\d)`,
      `(?<!\\d)${date}${ord}\\s(?:of\\s)?nov`,
      `(?<![\\d/])(?:11/${date}|${date}/11)(?![\\d/])`,
      `\\b(?:2025-)?11-${date}(?!\\d)`,
      `\\b${WEEKDAYS[(5 + n) % 7]}`,
    ].join("|"),
    "i",
  );
}

/** A trip day by number, date or weekday, or by a relative word read against the clock ("tomorrow"). */
function tripDay(n: number, relative?: string): RegExp {
  const alts = [dayNum(n).source, calDate(n).source];
  if (relative) alts.push(`\\b(?:${relative})\\b`);
  return new RegExp(alts.join("|"), "i");
}

const HOURS = /hour|\bhrs?\b/i;
const MINUTES = /min/i;
const FES = /\bf[eè]s\b|\bfez\b/i;
const AIT_BENHADDOU = /a[iï]t[- ]?ben[- ]?haddou/i;
const CMN = /\bCMN\b|mohammed (?:v|5|the fifth)\b/i;
const RIAD_LA = /l[- ]?authentic/i;
const PLUG_CE = /\bc\s?(?:\/|and|&|or|,)\s?(?:type\s)?e\b/i;
const VISA_FREE = /visa[- ]free|(?:no|don'?t|do not|won'?t)(?: need)?(?: an?)? visa|without (?:a )?visa|not (?:need|required)/i;
const PAID_YOURSELF = /individual|yourself|your own|separately|each (?:person|guest|of us) pays|pay as you go/i;
const MAD_PER_USD = new RegExp(`${NOT_BEFORE}10{1,2}\\s?(?:MAD|dirhams?|dhs?)\\b|\\bten dirhams?\\b`, "i");
const WORK_IN_PROGRESS = /work in progress|may change|might change|could change|subject to change|not (?:yet )?final|tentative/i;

export const fiftyFirstTestQuestions: TestQuestion[] = [
  // Today, day 4 (Tuesday, November 25), at 11:00.
  { question: "rupa what day of the trip are we on today?", parts: [[dayNum(4)]], links: D(4) },
  { question: "whats the date today lol i've totally lost track", parts: [[calDate(4)]], links: D(4) },
  { question: "whats the plan this afternoon", parts: [[/souk/i, clock(14, 30)]], links: D(4) },
  { question: "what time is dinner tonight and where is it", parts: [[clock(20, 0)], [/dar yacout/i]], links: [...D(4), "/dinners"] },
  { question: "dress code 2nite??", parts: [[/dressy|evening outfit|kaftan|djellaba/i]], links: [...D(4), "/dinners"] },
  { question: "do we each pay for the palace dinner or is it covered", parts: [[PAID_YOURSELF]], links: [...D(4), "/dinners"] },
  U("roughly how many dirhams will dar yacout be per person tonight? want to hit the atm first"),
  { question: "how much are the tickets for majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: D(4) },
  { question: "do i have to buy my own majorelle ticket or is that sorted", parts: [[/host/i, /advance|ahead|pre-?book|already/i]], links: D(4) },
  U("is there somewhere to grab lunch inside jardin majorelle?"),
  { question: "how much is the souk guide later", parts: [[usd(5)]], links: [...D(4), "/budget"] },
  { question: "what should i wear to the souks this afternoon, are shorts ok?", parts: [[/shoulders/i, /knees/i]], links: [...D(4), "/faq"] },
  { question: "how much do ppl usually budget for shopping in the souks", parts: [[usdRange(100, 500)]], links: [...D(4), "/budget"] },
  U("whats the exact meeting point for the souk guide at 2:30"),

  // Yesterday, day 3 (Monday, November 24).
  { question: "what time did the balloon pick us up yesterday, i'm still feeling it", parts: [[clock(5, 30)]], links: D(3) },
  { question: "how much was the hot air balloon? need to pay someone back", parts: [[usd(117)]], links: [...D(3), "/budget"] },
  U("what was the name of the balloon company we flew with yesterday?"),
  { question: "last night at nobu was there a minimum spend? how much", parts: [[usd(75)]], links: [...D(3), "/dinners"] },

  // Tomorrow, day 5 (Wednesday, November 26).
  { question: "what time do we leave tmrw morning", parts: [[clock(7, 0)]], links: D(5) },
  { question: "where r we sleeping tomorrow night", parts: [[/zagora|desert camp|berber tent/i]], links: [...D(5), "/accommodations"] },
  { question: "how much is the desert camp and what does it cover", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: [...D(5), "/accommodations", "/budget"] },
  U("is there wifi at the desert camp"),
  { question: "should i drag my big suitcase to the desert tmrw", parts: [[/small|overnight/i]], links: ["/faq"] },
  { question: "what time is the camel ride tmrw", parts: [[clock(16, 30)]], links: D(5) },

  // The occasion, the squad and the site.
  { question: "how many people are in the squad", parts: [[num(22)]], links: ["/"] },
  { question: "whats this trip even called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whose birthday is this whole thing for and how old are they turning", parts: [[/host/i], [anyOf(num(30), /thirtieth/i)]], links: ["/"] },
  U("what's the host's name? want to get them a card"),
  { question: "how many photos can i upload at one time", parts: [[num(10)]], links: ["/gallery"] },
  { question: "whats the max file size for uploads", parts: [[/50\s?MB|50 megabytes|fifty (?:MB|megabytes)/i]], links: ["/gallery"] },
  U("what's the password to delete pics from the gallery"),
  { question: "the music is stuck in my head lol how do i turn it off", parts: [[/mute/i]] },
  U("what's the name of the song on the home page and who's the artist?"),

  // Villa, money and practicalities.
  { question: "how many suites does villa royale have", parts: [[num(13)]], links: ["/accommodations"] },
  { question: "how far is the villa from town", parts: [[num(20), MINUTES]], links: ["/accommodations", "/faq"] },
  { question: "whats the exchange rate roughly", parts: [[MAD_PER_USD]], links: ["/budget", "/faq"] },
  { question: "how much should i tip at restaurants", parts: [[pctRange(10, 15)]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[pctRange(40, 50)]], links: ["/budget", "/faq"] },
  { question: "what plug adapter do i need", parts: [[PLUG_CE]], links: ["/faq", "/"] },
  { question: "what day do we take the train to fes and what time does it leave", parts: [[tripDay(6, "day after tomorrow|in two days")], [clock(15, 0)]], links: D(6) },
  { question: "how long is the train ride to fes", parts: [[num(6), HOURS]], links: D(6) },
  U("what's the luggage allowance on the train to fes"),
  { question: "how long was the ride from the airport to the medina", parts: [[num(20), MINUTES]], links: ["/faq"] },
  { question: "cash or card for the airport transfer?", parts: [[/cash/i]], links: [...D(0), "/budget"] },
  { question: "what was the welcome dinner place called", parts: [[/foundouk/i]], links: [...D(0), "/dinners"] },
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "is the fes part of the itinerary final?", parts: [[WORK_IN_PROGRESS]], links: D(7, 8, 9) },

  // Today, more detail.
  { question: "yo whats happening rn", parts: [[/majorelle/i]], links: D(4) },
  { question: "where did the photoshoot happen this morning", parts: [[/villa/i]], links: D(4) },
  { question: "what colours are best to wear for the photos", parts: [[/jewel/i]], links: ["/", ...D(4)] },
  U("when will we get the photos back from this morning's shoot?"),
  { question: "what food do they serve at dar yacout", parts: [[/pastilla|tagine|couscous|salad/i]], links: ["/dinners"] },
  { question: "is there anything before the palace dinner starts?", parts: [[/rooftop/i, /ap[eé]ritif|aperitivo/i]], links: [...D(4), "/dinners"] },
  { question: "will there be live entertainment at the palace dinner", parts: [[/musician|music/i]], links: ["/dinners"] },
  U("what time does dinner at dar yacout finish, when are we back at the villa tonight?"),
  { question: "where are we sleeping tonight", parts: [[/villa/i]], links: ["/accommodations"] },

  // Yesterday, more detail.
  { question: "what did we do in agafay yesterday after the balloon", parts: [[/quad/i, /camel/i]], links: D(3) },
  { question: "how far is agafay from marrakech", parts: [[num(40), MINUTES]], links: [...D(3), "/map"] },
  { question: "what kind of food was nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners"] },
  U("whats nobu's phone number, i think i left my sunglasses there last night"),
  { question: "how long were we actually up in the air in the balloon", parts: [[/(?:an|one|1)\s?hour|60 min/i]], links: D(3) },
  { question: "what was yesterday called on the itinerary", parts: [[/desert fun/i]], links: D(3) },

  // Tomorrow, more detail.
  { question: "how high is the mountain pass tomorrow", parts: [[anyOf(num(2200), /2[.,]2\s?km/i)]], links: D(5) },
  { question: "whats the name of the pass we drive over tmrw", parts: [[/tichka/i]], links: D(5) },
  { question: "i get super carsick, any tips for tomorrow's drive?", parts: [[/tablet|pill|medic|dramamine/i]], links: [...D(5), "/faq"] },
  { question: "the film set village tmrw, whats it called and what was filmed there", parts: [[AIT_BENHADDOU], [/gladiator|game of thrones/i]], links: D(5) },
  U("how many hours is the drive from the villa to the desert camp tomorrow?"),
  { question: "is the camel ride extra or part of the camp price", parts: [[/includ/i]], links: D(5) },
  { question: "what time's dinner at the camp tmrw", parts: [[clock(19, 30)]], links: D(5) },
  U("will my phone have signal at the desert camp"),
  { question: "what do i wear for the desert, it gets cold right?", parts: [[/layer/i]], links: ["/faq", ...D(5)] },
  { question: "where do we eat lunch tmrw", parts: [[anyOf(AIT_BENHADDOU, /river/i)]], links: D(5) },

  // The rest of the journey.
  { question: "what time is the sunrise thing at the camp on thursday", parts: [[clock(6, 30)]], links: D(6) },
  { question: "what time do we get to the fes riad on the 27th", parts: [[clock(21, 0)]], links: D(6) },
  U("what's the name of our riad in fes?"),
  { question: "how many nights r we in fes", parts: [[num(3), /night/i]], links: ["/accommodations", ...D(6)] },
  { question: "how much is the fes riad pp", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: D(6) },
  { question: "which cities does the train pass through on the way to fes", parts: [[/casablanca|\bcasa\b/i, /rabat/i, /mekn[eè]s/i]], links: D(6) },
  { question: "when do people start going home", parts: [[tripDay(8)]], links: [...D(8), "/faq"] },
  { question: "whats the drive to chefchaouen like, how long", parts: [[num(4), HOURS]], links: D(8) },
  { question: "what's the local thing to eat in chefchaouen", parts: [[/goat cheese/i]], links: D(8) },
  U("how much does the chefchaouen day trip cost?"),
  { question: "what time is the train to casa on the last day", parts: [[clock(7, 0)]], links: D(9) },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: D(9) },
  U("how much is lunch at rick's cafe"),
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [...D(9), "/budget"] },
  { question: "what's the dress code for the mosque, and do i need to bring anything?", parts: [[/shoulders|arms|knees/i], [/scarf|socks/i]], links: [...D(9), "/faq"] },
  U("how long does the hassan ii mosque tour take"),
  { question: "which airport do i fly home from", parts: [[CMN]], links: [...D(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[num(45), MINUTES]], links: D(9) },
  { question: "is it worth keeping leftover dirhams for my next trip?", parts: [[/hard to (?:change|exchange)|spend/i]], links: D(9) },
  { question: "how many pools at the villa", parts: [[num(2)]], links: ["/accommodations"] },
  { question: "villa checkout time?", parts: [[clock(11, 0)]], links: ["/accommodations", "/faq"] },

  // Days by weekday and date.
  { question: "what's the plan for wednesday", parts: [[/camel|desert camp|zagora/i]], links: D(5) },
  { question: "whats on the 28th", parts: [[FES, /tanner|bou inania|f[eè]s el[- ]bali|medina/i]], links: D(7) },
  { question: "what day is the chefchaouen trip", parts: [[tripDay(8)]], links: D(8) },
  { question: "when was the birthday dinner again? day and time pls", parts: [[tripDay(2, "day before yesterday|two days ago")], [clock(19, 30)]], links: [...D(2), "/dinners"] },

  // The birthday, day 2.
  { question: "where was the bday dinner", parts: [[/comptoir darna/i]], links: [...D(2), "/dinners"] },
  { question: "how much is the birthday dinner per person", parts: [[usdRange(100, 120)]], links: [...D(2), "/dinners", "/budget"] },
  { question: "what's the birthday dinner dress code", parts: [[/gold/i, /cocktail/i]], links: [...D(2), "/dinners", "/faq"] },
  { question: "what time did the bar crawl kick off", parts: [[clock(22, 30)]], links: D(2) },
  { question: "how much was the bar crawl guide, and were drinks included?", parts: [[usd(10)], [/as you go|yourself|not included|separately|your own/i]], links: D(2) },
  { question: "which sights were on the walking tour", parts: [[/bahia/i, /ben youssef/i, /jardin secret|secret garden/i]], links: D(2) },

  // The villa, days 1 to 4.
  { question: "how much is brekkie at the villa and when do i sign up", parts: [[usd(10)], [/(?:night|evening|day) before/i]], links: [...D(2), "/faq"] },
  { question: "what do they serve for breakfast at the villa", parts: [[/msemen|amlou|orange juice|eggs/i]], links: D(2) },
  { question: "how much is a hammam + massage", parts: [[usd(60)]], links: [...D(1), "/faq"] },
  { question: "how do i book a massage", parts: [[/host/i]], links: [...D(1), "/faq"] },
  U("is the hammam at the villa mixed or separate for men and women?"),
  { question: "is the villa contribution mandatory? how much is it", parts: [[/optional/i], [usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "what time could we check in to the villa", parts: [[clock(15, 0)]], links: [...D(1), "/accommodations"] },
  { question: "whats the rule for swimsuits at the villa", parts: [[/cover[- ]?up/i]], links: D(1) },
  U("whats the wifi password at the villa"),
  U("is there a gym at villa royale"),
  U("what's the villa's street address? i need it for a delivery"),

  // Stays and arrival, day 0.
  { question: "what was the first riad called and how much was it", parts: [[RIAD_LA], [usd(45)]], links: ["/accommodations", ...D(0), "/budget"] },
  { question: "what 4 places do we stay at", parts: [[RIAD_LA, /villa royale/i, /camp/i, FES]], links: ["/accommodations"] },
  { question: "what souks did we wander on day 0", parts: [[/semmarine|rahba kedima/i]], links: D(0) },
  { question: "what cuisine was the welcome dinner", parts: [[/moroccan/i, /french/i]], links: ["/dinners"] },
  { question: "how much was the welcome dinner and how much was the deposit", parts: [[usdRange(40, 60)], [usd(20)]], links: [...D(0), "/dinners", "/budget"] },
  { question: "what time did the trip officially start on day 0", parts: [[clock(11, 0)]], links: ["/faq", ...D(0)] },
  U("how much is a SIM card at the airport"),

  // Money.
  { question: "atm - how much should i take out at a time", parts: [[numRange(1000, 2000)]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[anyOf(num(28), usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "do my cards get charged fees here", parts: [[pctRange(1, 3)]], links: ["/budget", "/faq"] },
  { question: "which credit cards work best in morocco", parts: [[/visa/i, /master ?card/i]], links: ["/budget"] },
  U("what's the exchange rate for euros"),
  { question: "how much will the whole trip cost me roughly, per person", parts: [[usd(440), anyOf(num(943), num(463))]], links: ["/budget"] },
  { question: "are flights included in the budget estimate?", parts: [[/not included|on top|exclud|extra|separate|(?:don'?t|doesn'?t|does not|do not) include|(?:aren'?t|are not) included/i]], links: ["/budget"] },
  { question: "where are the atms around here", parts: [[/gueliz|hivernage|gate|airport/i]], links: ["/budget"] },

  // Practicalities.
  { question: "do i need a visa as a canadian, and how long does my passport need to be valid?", parts: [[VISA_FREE], [num(6), /month/i]], links: ["/faq"] },
  { question: "whats the weather gonna be like", parts: [[numRange(15, 25, "(?:\\s?°\\s?C?)?")]], links: ["/", "/faq"] },
  { question: "is it going to rain in fes", parts: [[/rain jacket|light jacket|rarely|shower/i]], links: ["/faq"] },
  { question: "what timezone r we in", parts: [[/(?:UTC|GMT)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "safe to drink from the tap?", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you here", parts: [[/shukran|choukran|shokran/i]], links: ["/faq"] },
  { question: "can i take photos of the performers in jemaa el fnaa", parts: [[/ask/i, /dirham|tip|pay|money/i]], links: ["/faq"] },
  { question: "can i get a beer anywhere in morocco", parts: [[/licensed|hotel|\bbars?\b/i]], links: ["/faq"] },
  U("how much is a petit taxi from the villa to gueliz"),
  { question: "taxis keep overcharging me, any tips?", parts: [[/meter|agree/i]], links: ["/faq"] },

  // Themes and dates.
  { question: "whats the theme for tomorrow", parts: [[/sahara desert adventure/i]], links: D(5) },
  { question: "what's today's theme on the site", parts: [[/gardens (?:&|and) souks/i]], links: D(4) },
  { question: "what's the date of the very last day, and where do we end up?", parts: [[calDate(9)], [/casablanca|\bcasa\b/i]], links: D(9) },
  { question: "what are we doing on saturday?", parts: [[/chefchaouen|chaouen/i]], links: D(8) },

  // The desert camp, tomorrow night.
  { question: "whats for dinner at the camp tmrw night", parts: [[/tagine/i]], links: D(5) },
  { question: "is the old kasbah village we stop at tmrw a world heritage site?", parts: [[/unesco|yes/i]], links: D(5) },
  U("are there proper showers and toilets at the desert camp?"),
  U("can we leave our big bags at the villa while we're at the desert camp?"),
  U("how many people share a tent at the camp"),
  { question: "what time do we leave the camp on thursday morning", parts: [[clock(8, 0)]], links: D(6) },
  { question: "what should i wear on the big travel day to fes", parts: [[/comfortable/i]], links: D(6) },

  // Fes and Chefchaouen.
  { question: "which gate do we go into the fes medina through", parts: [[/bou jeloud|blue gate/i]], links: D(7) },
  { question: "how many lanes does the fes medina have", parts: [[num(9000)]], links: D(7) },
  { question: "when was al quaraouiyine founded", parts: [[num(859)]], links: D(7) },
  { question: "why do they hand you mint at the tannery", parts: [[/smell|odou?r|stink|stench/i]], links: D(7) },
  { question: "how old is the bou inania madrasa", parts: [[/14th|fourteenth/i]], links: D(7) },
  { question: "whats dinner on friday", parts: [[/riad|pastilla|tagine/i]], links: D(7) },
  U("how much does the chouara tannery visit cost?"),
  { question: "where do we go for the best view over chefchaouen", parts: [[/spanish mosque/i]], links: D(8) },
  { question: "what mountains is chefchaouen in", parts: [[/\brif\b/i]], links: D(8) },
  { question: "what time do we head back to fes from chefchaouen", parts: [[clock(17, 0)]], links: D(8) },
  U("who's flying out early on the 29th?"),

  // Casablanca and going home.
  { question: "how long is the train from fes to casablanca", parts: [[num(4), HOURS]], links: [...D(9), "/faq"] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: D(9) },
  { question: "which airport and what time of day should i book my flight home for", parts: [[CMN], [anyOf(/evening|later/i, clock(18, 0))]], links: [...D(9), "/faq"] },

  // The map.
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour are the food spots on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "good rooftop near the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i check what stuff should cost before i haggle", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "any cooking classes you'd recommend?", parts: [[/maison arabe/i]], links: ["/map"] },
  U("what are the opening hours of the saadian tombs"),
  { question: "when were the saadian tombs rediscovered", parts: [[num(1917)]], links: ["/map"] },
  U("how much is entry to bahia palace"),
  { question: "is there somewhere on the site with all the recommended spots pinned?", parts: [[/map/i]], links: ["/map"] },

  // The site, the gallery and Rupa.
  { question: "whats on the transportation page", parts: [[/coming soon|being finali[sz]ed|not (?:yet )?(?:ready|available|finali[sz]ed)/i]], links: ["/transportation"] },
  { question: "can i put clips from the camel ride on the site or just pics", parts: [[/video/i]], links: ["/gallery"] },
  { question: "how do i save someone's photo from the gallery to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "uploaded the wrong pic, how do i get rid of it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "do i have to put my name on my uploads", parts: [[/optional|(?:don'?t|do not) have to|not required|no need|isn'?t required|not necessary/i]], links: ["/gallery"] },
  { question: "can we show the trip photos on the tv at the villa?", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "who are you", parts: [[/rupa/i]] },
  { question: "whats the trip highlight on the home page", parts: [[/TBD|to be (?:decided|determined|announced)|not (?:yet )?(?:decided|chosen|picked)|vote/i]], links: ["/"] },
  { question: "how far ahead were we meant to tell the host about allergies", parts: [[num(2), /week/i]], links: ["/dinners"] },
  U("can we bring our own wine to dar yacout tonight?"),
  U("what's the host's whatsapp number"),
  U("is there a group chat for the trip?"),
  U("how many people fit in one balloon basket"),
  U("what's the train number for fes, and which carriage are we in?"),
  U("what time does majorelle close today"),
];
