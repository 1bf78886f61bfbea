// SEVENTY-FIRST FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the seventy-first round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 07:00 on Tuesday, November 25, 2025, Morocco time (UTC+1).
 *
 * Today is day 4 of the trip (days run 0 to 9), Tuesday, November 25, 2025:
 * "Gardens & Souks", the photo day.
 * - This morning: nothing has happened yet at 07:00. Coming up at 08:30 is the
 *   group photoshoot with a professional photographer in the Villa Royale
 *   gardens (dress: solid jewel tones, white or gold); then at 11:00 Jardin
 *   Majorelle and the Musée YSL on Rue Yves Saint Laurent, Gueliz (garden $18,
 *   Musée YSL $15; timed tickets booked in advance by the host).
 * - Right now: early morning at Villa Royale, before the 08:30 photoshoot.
 * - This afternoon: 14:30 guided souk shopping in the Marrakech medina ($5 per
 *   person for the guide; modest dress, shoulders and knees covered, closed shoes).
 * - Tonight: 20:00 palace dinner at Dar Yacout in the medina (traditional
 *   Moroccan feast, rooftop aperitif first, musicians; paid individually at the
 *   restaurant; dress code dressy, kaftans and djellabas welcome).
 * - The night is spent at Villa Royale (outskirts of Marrakech).
 * - Yesterday, day 3, Monday, November 24, "Desert Fun": 05:30 hot air balloon
 *   over the Agafay desert ($117), 11:00 Agafay desert day with quad bikes and
 *   camels (about $40), 17:00 back to the villa, 20:00 private rooftop dinner at
 *   Nobu, Hivernage (minimum spend $75 per person).
 * - Tomorrow, day 5, Wednesday, November 26, "Sahara Desert Adventure": 07:00
 *   over the High Atlas by the Tizi n'Tichka pass (more than 2,200 metres),
 *   11:30 Aït Benhaddou, 16:30 sunset camel ride in the dunes near Zagora,
 *   19:30 dinner and a night at the desert camp in Zagora ($95 per person,
 *   activities, dinner and breakfast included).
 */
export const SEVENTY_FIRST_TEST_CLOCK = new Date("2025-11-25T06:00:00Z");

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A whole number from 0 to 99 in words (as a pattern source), or null. */
function words(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}[- ]?${ONES[n % 10]!}`;
}

/** A number in digits or in words, not part of a longer number. */
function num(n: number): RegExp {
  const digits = String(n).replace(/\./g, "\\.");
  const alts = [`(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`];
  const w = words(n);
  if (w) alts.push(`\\b${w}\\b`);
  return new RegExp(alts.join("|"), "i");
}

/** A dollar amount: "$18", "18 dollars", "USD 18", "18 USD". */
function usd(n: number): RegExp {
  const v = String(n).replace(/\./g, "\\.");
  const end = "(?:\\.00)?(?![\\d]|[.,]\\d)";
  return new RegExp(
    [
      `\\$\\s?${v}${end}`,
      `\\bUSD\\s?${v}${end}`,
      `(?<![\\d.,$])${v}${end}\\s?(?:US\\s)?(?:dollars?|USD|bucks)\\b`,
    ].join("|"),
    "i",
  );
}

/** A range such as "$40-60", "40 to 60", "10-15%" (a and b are pattern sources). */
function span(a: string, b: string): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?${a}\\s?(?:-|–|—|to|and)\\s?\\$?${b}(?![\\d])`, "i");
}

/** A time of day: "20:00", "20.00", "8:00 pm", "8pm", "8 p.m."; "08:30", "8:30 am". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const alts = [`(?<![\\d:.])0?${h}[:.h]${mm}(?!\\d)`];
  if (h12 !== h) alts.push(`(?<![\\d:.])${h12}[:.]${mm}(?!\\d)`);
  alts.push(
    m === 0
      ? `(?<![\\d:.])${h12}\\s?(?:${suffix}|o'?clock)`
      : `(?<![\\d:.])${h12}[:.]${mm}\\s?${suffix}`,
  );
  return new RegExp(alts.join("|"), "i");
}

/** The page of a trip day. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site cannot answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const seventyFirstTestQuestions: TestQuestion[] = [
  // Today (day 4, Tuesday, Nov 25), tonight, yesterday, tomorrow.
  {
    question: "hey rupa what r we doing today??",
    parts: [[/photo/i, /majorelle/i, /souk/i]],
    links: [tripDay(4)],
  },
  {
    question: "wait what day of the trip is it today, lost track lol",
    parts: [[num(4)]],
    links: [tripDay(4)],
  },
  {
    question: "whats todays date again",
    parts: [[num(25)]],
    links: [tripDay(4)],
  },
  {
    question: "what time is the photographer coming this morning",
    parts: [[clock(8, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "where r we doing the group photos",
    parts: [[/villa royale/i]],
    links: [tripDay(4)],
  },
  {
    question: "what shud i wear for the photoshoot today",
    parts: [[/jewel/i]],
    links: [tripDay(4), "/"],
  },
  {
    question: "how much is majorelle garden",
    parts: [[usd(18)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "and the ysl museum next door how much is that",
    parts: [[usd(15)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what time are we going to majorelle today",
    parts: [[clock(11, 0)]],
    links: [tripDay(4)],
  },
  {
    question: "do i need to buy my own majorelle ticket or",
    parts: [[/host/i]],
    links: [tripDay(4)],
  },
  {
    question: "whats the plan this afternoon",
    parts: [[/souk/i]],
    links: [tripDay(4)],
  },
  {
    question: "what time is souk shopping",
    parts: [[clock(14, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "souk guide today how much",
    parts: [[usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "where is dinner tonight",
    parts: [[/dar yacout/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "what time's dinner tonite",
    parts: [[clock(20, 0)]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "dress code for tonight?",
    parts: [[/dressy|kaftans?|djellabas?|best evening outfit/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "how much is the palace dinner, is it prepaid or what",
    parts: [[/individual|your own|each pay/i]],
    links: [tripDay(4), "/dinners"],
  },
  U("whats the wifi password at the villa"),
  U("who is the photographer today, do they have an insta?"),
  U("do we have to pay the photographer anything"),
  {
    question: "where are we sleeping tonight",
    parts: [[/villa royale/i]],
    links: ["/accommodations"],
  },
  {
    question: "whats the plan tmrw",
    parts: [[/zagora|desert camp|dunes/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time do we leave tomorrow morning",
    parts: [[clock(7, 0)]],
    links: [tripDay(5)],
  },
  {
    question: "how much is the desert camp tmrw night",
    parts: [[usd(95)]],
    links: [tripDay(5), "/accommodations", "/budget"],
  },
  U("how long is the drive to zagora tomorrow, like total hours"),
  {
    question: "what did we do yesterday? my brain is fried",
    parts: [[/balloon/i, /nobu/i]],
    links: [tripDay(3)],
  },
  {
    question: "how much was the balloon yesterday, need to pay someone back",
    parts: [[usd(117)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "nobu last night what was the min spend",
    parts: [[usd(75)]],
    links: [tripDay(3), "/dinners"],
  },
  {
    question: "whose birthday is this trip for again and which one is it",
    parts: [[/host/i], [num(30)]],
  },
  {
    question: "who r u",
    parts: [[/goat/i]],
  },
  {
    question: "how many of us r there on this trip",
    parts: [[num(22)]],
    links: ["/"],
  },
  {
    question: "how many suites does the villa have",
    parts: [[num(13)]],
    links: ["/accommodations"],
  },
  {
    question: "villa check out time?",
    parts: [[clock(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  U("is the pool at the villa heated"),
  {
    question: "how do i upload my pics",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many photos can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "how do i delete a video i accidentally uploaded",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  U("whats the password to delete photos"),
  {
    question: "the music is so loud how do i turn it off",
    parts: [[/(?:bottom|lower)[- ]left/i]],
  },
  {
    question: "whats the exchange rate",
    parts: [[num(10), /MAD|dirhams?/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do i tip at restaurants",
    parts: [[span("10", "15")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what plug adapter do i need",
    parts: [[/C\s*(?:\/|and|or|&|,)\s*(?:type\s*)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "whats tomorrows date and what's the day called",
    parts: [[num(26)], [/sahara desert adventure/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time is the camel ride tmrw",
    parts: [[clock(16, 30)]],
    links: [tripDay(5)],
  },
  U("how much is a taxi from the villa to the medina"),
  {
    question: "where was the welcome dinner",
    parts: [[/foundouk/i]],
    links: [tripDay(0), "/dinners"],
  },
  {
    question: "whats the place tomorrow where they filmed gladiator",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: [tripDay(5)],
  },
  U("whats the host's venmo so i can pay for the villa"),
  U("what time do we leave the villa for dar yacout tonight"),
  U("what time does the souk tour finish today? i have a call"),
  {
    question: "whats next on the schedule rn",
    parts: [[/photo/i, clock(8, 30)]],
    links: [tripDay(4)],
  },
  {
    question: "how much is breakfast at the villa",
    parts: [[usd(10)]],
    links: ["/faq", tripDay(2)],
  },
  {
    question: "do i have to sign up for villa breakfast or just show up",
    parts: [[/(?:night|evening) before/i]],
    links: ["/faq", tripDay(2)],
  },
  {
    question: "whats for dinner at the camp tmrw",
    parts: [[/tagines?/i]],
    links: [tripDay(5)],
  },
  {
    question: "what does the desert camp price cover",
    parts: [[/dinner/i, /breakfast/i]],
    links: [tripDay(5), "/budget", "/accommodations"],
  },
  {
    question: "what shld i pack for the desert tomorrow",
    parts: [[/fleece|layers/i]],
    links: ["/faq", tripDay(5)],
  },
  {
    question: "i get carsick, anything i should know for tomorrows drive",
    parts: [[/tablets|pills|motion[- ]sickness/i]],
    links: [tripDay(5), "/faq"],
  },
  {
    question: "whats the mountain pass tomorrow called and how high is it",
    parts: [[/tichka/i], [/2[,. ]?200/i]],
    links: [tripDay(5)],
  },
  {
    question: "where do we sleep tomorrow night",
    parts: [[/desert camp|berber tent|zagora/i]],
    links: [tripDay(5), "/accommodations"],
  },
  {
    question: "is there a sunrise thing thursday morning at the camp? what time",
    parts: [[clock(6, 30)]],
    links: [tripDay(6)],
  },
  {
    question: "day after tomorrow whats the plan",
    parts: [[/fes/i, /train/i]],
    links: [tripDay(6)],
  },
  {
    question: "what time's the train to fes on thursday",
    parts: [[clock(15, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "how long is the train to fes",
    parts: [[num(6)]],
    links: [tripDay(6), "/budget"],
  },
  {
    question: "fes train ticket price?",
    parts: [[usd(45)]],
    links: [tripDay(6), "/budget", "/faq"],
  },
  {
    question: "when do we actually get to the fes riad thursday night",
    parts: [[clock(21, 0)]],
    links: [tripDay(6)],
  },
  {
    question: "yesterdays agafay thing how much was it",
    parts: [[usd(40)]],
    links: [tripDay(3), "/budget"],
  },
  {
    question: "what time was the balloon pickup yesterday, still exhausted",
    parts: [[clock(5, 30)]],
    links: [tripDay(3)],
  },
  {
    question: "after the photos this morning where do we go",
    parts: [[/majorelle/i]],
    links: [tripDay(4)],
  },
  {
    question: "what's the museum by majorelle about",
    parts: [[/saint laurent|ysl/i]],
    links: [tripDay(4), "/map"],
  },
  {
    question: "what kind of stuff are we shopping for in the souks this afternoon",
    parts: [[/leather|ceramics|lanterns|rugs/i]],
    links: [tripDay(4)],
  },
  {
    question: "how much should i budget for shopping today",
    parts: [[span("100", "500")]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "haggling this afternoon, what % do i start at",
    parts: [[span("40", "50")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "is there live music at dinner tonight",
    parts: [[/musicians?/i]],
    links: ["/dinners"],
  },
  {
    question: "whats the food like at dar yacout",
    parts: [[/pastilla|tagine|couscous|moroccan/i]],
    links: ["/dinners", tripDay(4)],
  },
  {
    question: "are we doing drinks somewhere before tonights dinner",
    parts: [[/ap[eé]ritifs?/i]],
    links: [tripDay(4), "/dinners"],
  },
  U("what time is sunset tonight"),
  U("what time does jardin majorelle close today"),
  U("is there parking at dar yacout"),
  U("whats the name of our souk guide today"),
  U("can me and my bf get our own photoshoot slot, how much extra"),
  U("is there a gym at villa royale"),
  U("whats the exact address of villa royale, need it for a driver"),
  U("is uber a thing in marrakech"),
  U("how much does a sim card cost at the airport"),
  U("whats the euro to dirham rate"),
  {
    question: "where was the bday dinner",
    parts: [[/comptoir darna/i]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "what time was the birthday dinner on sunday",
    parts: [[clock(19, 30)]],
    links: [tripDay(2), "/dinners"],
  },
  {
    question: "how much was the birthday dinner pp",
    parts: [[span("100", "120")]],
    links: [tripDay(2), "/dinners", "/budget"],
  },
  {
    question: "what was the dress code for the birthday dinner",
    parts: [[/gold/i]],
    links: [tripDay(2), "/dinners", "/faq"],
  },
  {
    question: "how much was the first night at the riad",
    parts: [[usd(45)]],
    links: [tripDay(0), "/accommodations", "/budget"],
  },
  {
    question: "whats the name of the riad we stayed at the first night",
    parts: [[/l-?authentic/i]],
    links: [tripDay(0), "/accommodations"],
  },
  {
    question: "how many nights at the villa in total",
    parts: [[num(5)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how big is the villa property",
    parts: [[/1\.4/i]],
    links: ["/accommodations"],
  },
  {
    question: "how far is the villa from downtown",
    parts: [[span("20", "25")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many pools at the villa",
    parts: [[num(2)]],
    links: ["/accommodations"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "is the hot air balloon tomorrow??",
    parts: [[/yesterday|monday|day (?:3|three)|\b24(?:th)?\b/i]],
    links: [tripDay(3)],
  },
  {
    question: "whats todays theme called on the site",
    parts: [[/gardens (?:&|and) souks/i]],
    links: [tripDay(4)],
  },
  // The rest of the trip, practicalities.
  {
    question: "whats on the 27th",
    parts: [[/fes/i, /train/i]],
    links: [tripDay(6)],
  },
  {
    question: "what's the plan friday",
    parts: [[/fes/i]],
    links: [tripDay(7)],
  },
  {
    question: "saturday plan?",
    parts: [[/chefchaouen/i]],
    links: [tripDay(8)],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[num(4)]],
    links: [tripDay(8)],
  },
  {
    question: "whats the local food speciality in chefchaouen",
    parts: [[/goat cheese/i]],
    links: [tripDay(8)],
  },
  {
    question: "where do we go into the fes medina",
    parts: [[/bou jeloud|blue gate/i]],
    links: [tripDay(7)],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[num(859)]],
    links: [tripDay(7)],
  },
  {
    question: "why do they give u mint at the tannery",
    parts: [[/smell/i]],
    links: [tripDay(7)],
  },
  {
    question: "how many lanes does the fes medina have",
    parts: [[/9[,. ]?000/i]],
    links: [tripDay(7)],
  },
  {
    question: "is the fes stuff final or could it change",
    parts: [[/work in progress|may change|not (?:yet )?final/i]],
    links: [tripDay(7), tripDay(8), tripDay(9)],
  },
  {
    question: "when do ppl start leaving",
    parts: [[/day\s*(?:8|eight)|saturday|\b29(?:th)?\b/i]],
    links: [tripDay(8), "/faq"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/CMN|mohammed v/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "last day what time do we head to the airport",
    parts: [[clock(18, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[num(45)]],
    links: [tripDay(9)],
  },
  {
    question: "where's the farewell lunch",
    parts: [[/rick'?s/i]],
    links: [tripDay(9)],
  },
  {
    question: "hassan ii mosque tour how much",
    parts: [[usd(13)]],
    links: [tripDay(9), "/budget", "/faq"],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/shoulders|knees|scarf/i]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "how tall is the hassan 2 minaret",
    parts: [[/210/i]],
    links: [tripDay(9)],
  },
  {
    question: "how long is the train from fes to casablanca",
    parts: [[num(4)]],
    links: [tripDay(9), "/faq"],
  },
  {
    question: "what time is the train to casablanca on the 30th",
    parts: [[clock(7, 0)]],
    links: [tripDay(9)],
  },
  {
    question: "how many days is the whole trip",
    parts: [[num(10)]],
    links: ["/"],
  },
  {
    question: "what date do we fly home",
    parts: [[num(30)]],
    links: [tripDay(9), "/faq"],
  },
  U("what time does the train to casablanca get in and which platform"),
  U("whats the name of the riad in fes"),
  U("which terminal at casablanca airport"),
  U("how much is the chefchaouen day trip"),
  U("what flight is the host taking home"),
  U("is there laundry at the fes riad"),
  U("how many ppl fit in one balloon basket"),
  U("who won the quad bike race yesterday"),
  U("whats the song on the homepage called, i want to shazam it"),
  U("how much is a camel ride in the palmeraie"),
  {
    question: "do i need a visa as an american",
    parts: [[num(90)]],
    links: ["/faq"],
  },
  {
    question: "how long does my passport need to be valid",
    parts: [[num(6), /months?/i]],
    links: ["/faq"],
  },
  {
    question: "whats the temp usually like",
    parts: [[span("15", "25")]],
    links: ["/faq", "/"],
  },
  {
    question: "can i drink the tap water",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "where can i actually get a drink in marrakech",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in moroccan",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak there",
    parts: [[/arabic|darija/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  {
    question: "tourist tax how much",
    parts: [[/28\s?(?:MAD|dirhams?|DH)|\$?2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[span("1,?000", "2,?000")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "whats the foreign fee on cards usually",
    parts: [[span("1", "3")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "voltage there?",
    parts: [[/220/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain much this time of year",
    parts: [[/rare|shower/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "this afternoon in the souks, cash or card?",
    parts: [[/cash/i]],
    links: ["/budget", tripDay(0)],
  },
  {
    question: "what do i wear for the souks this afternoon",
    parts: [[/shoulders|knees|closed shoes|modest/i]],
    links: [tripDay(4), "/faq"],
  },
  {
    question: "how do we get from the villa to majorelle today",
    parts: [[/cars?|taxis?/i]],
    links: ["/faq"],
  },
  {
    question: "is the palace dinner tonight or tomorrow",
    parts: [[/tonight|today|tuesday/i]],
    links: [tripDay(4), "/dinners"],
  },
  // Rupa, the site, the gallery, the map and the money.
  {
    question: "wheres the chat button on the page, my friend cant find u",
    parts: [[/(?:bottom|lower)[- ]right/i]],
  },
  {
    question: "whats this trip even called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "is there a slideshow thing so we can put the pics on the tv tonight",
    parts: [[/slideshow/i]],
    links: ["/slideshow"],
  },
  {
    question: "do i have to put my name when i upload",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "max file size for vids?",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "can i upload videos too or just photos",
    parts: [[/yes|videos? (?:too|as well)|photos and videos|mp4|mov/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save someones pic from the gallery to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "the transportation page is empty??",
    parts: [[/coming soon|finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "where on the site can i see all the prices",
    parts: [[/budget/i]],
    links: ["/budget"],
  },
  {
    question: "red pins on the map mean what",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "and purple on the map?",
    parts: [[/cultural/i]],
    links: ["/map"],
  },
  {
    question: "any cooking class recs",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },
  {
    question: "where can i check fixed prices before i haggle this afternoon",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  {
    question: "romantic sunset spot in marrakech?",
    parts: [[/menara/i]],
    links: ["/map"],
  },
  {
    question: "good lunch spot in the medina today?",
    parts: [[/nomad|caf[eé] des [eé]pices|le jardin/i]],
    links: ["/map"],
  },
  {
    question: "who said the 'most lovely spot in the whole world' thing on the home page",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "ballpark how much is this whole trip per person",
    parts: [[/440/i, /943/i]],
    links: ["/budget"],
  },
  {
    question: "if i skip all the optional stuff whats the damage",
    parts: [[/440/i, /480/i]],
    links: ["/budget"],
  },
  {
    question: "im vegan, who do i tell and how far ahead",
    parts: [[/host/i], [/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "hammam how much and whats involved",
    parts: [[usd(60)], [/kessa|black (?:olive )?soap|rhassoul|argan/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "who do i book a massage with",
    parts: [[/host/i]],
    links: [tripDay(1), "/faq"],
  },
  {
    question: "where was the bar crawl and how much was the guide",
    parts: [[/gueliz|hivernage/i], [usd(10)]],
    links: [tripDay(2)],
  },
  {
    question: "whats on the villa breakfast",
    parts: [[/msemen|amlou/i]],
    links: [tripDay(2)],
  },
  {
    question: "welcome dinner how much and was there a deposit",
    parts: [[span("40", "60")], [usd(20)]],
    links: [tripDay(0), "/dinners", "/budget"],
  },
  {
    question: "airport transfer cost? cash or card?",
    parts: [[usd(45)], [/cash/i]],
    links: [tripDay(0), "/faq", "/budget"],
  },
  {
    question: "fes riad price and how many nights",
    parts: [[usd(90)], [num(3)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "dar yacout tonight, what part of town is it in",
    parts: [[/medina/i]],
    links: [tripDay(4), "/dinners"],
  },
  {
    question: "whats the first stop tomorrow",
    parts: [[/tichka|high atlas/i]],
    links: [tripDay(5)],
  },
  {
    question: "what time is the photoshoot and what time do we go to majorelle after",
    parts: [[clock(8, 30)], [clock(11, 0)]],
    links: [tripDay(4)],
  },
  {
    question: "todays costs? majorelle, ysl and the souk guide",
    parts: [[usd(18)], [usd(15)], [usd(5)]],
    links: [tripDay(4), "/budget"],
  },
  {
    question: "what kind of food was nobu last night, i forgot already",
    parts: [[/japanese|peruvian/i]],
    links: [tripDay(3), "/dinners"],
  },
  U("will the photographer send us the pics today, or when"),
  U("whats the host's name"),
  U("whats rupa's favourite snack"),
  U("how many stars is villa royale"),
  U("is there a pharmacy near the villa"),
  U("who am i sharing a tent with at the camp tmrw"),
  U("can we smoke shisha at the desert camp"),
  U("whats the balloon company called, want to leave a review"),
  U("how long will the gallery stay up after the trip"),
  U("does the desert camp have wifi"),
];
