// TWENTY-FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Thursday November 27 2025, 21:00 Morocco time (UTC+1): the evening of day 6, "Journey to Fes".
 * Past: days 0-4 in Marrakech (riad, Villa Royale, the birthday on day 2, the balloon and Agafay on day 3,
 * the photoshoot and Dar Yacout on day 4), day 5 over the High Atlas to the desert camp near Zagora, and today
 * the sunrise at camp (06:30), the drive back (08:00) and the 6-hour train from Marrakech (15:00).
 * Now: the squad is arriving at / checking in to the riad in Fes el-Bali (21:00, late supper), the first of
 * three nights there.
 * Next: day 7 (Fri Nov 28) Explore Fes, day 8 (Sat Nov 29) Chefchaouen day trip, some guests begin departing,
 * day 9 (Sun Nov 30) train to Casablanca, Rick's Café, Hassan II Mosque and departure.
 */
export const TWENTY_FOURTH_TEST_CLOCK = new Date("2025-11-27T20:00:00Z");

const NUMBER_WORDS: Record<number, string> = {
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  10: "ten",
};

/** A clock time: "07:30", "7:30", "7.30", "7h30", "7:30 am"; "15:00", "3 pm", "3:00 p.m."; never "17:30" for 07:30. */
function at(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const h24 = h < 10 ? `0?${h}` : String(h);
  const notPm = h < 12 ? "(?!\\s*p\\.?\\s?m\\b)" : "";
  const alternatives = [
    `(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)${notPm}`,
    `(?<![\\d:.])${h12}${m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`}\\s*${suffix}`,
  ];
  if (h === 12 && m === 0) alternatives.push("\\bnoon\\b", "\\bmidday\\b");
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$45", "US$45", "45 USD", "45 dollars"; never "$450" or "$4.50" for $45. */
function usd(amount: number): RegExp {
  const value = String(amount).replace(".", "\\.");
  return new RegExp(
    `(?:US)?\\$\\s?${value}(?!\\d|,\\d{3}|\\.\\d*[1-9])|(?<![\\d.,$])${value}\\s?(?:USD|US\\s?dollars?|dollars?|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$100-120", "$100-$120", "$100 to $120", "100-120 USD". */
function usdRange(lo: number, hi: number): RegExp {
  const sep = "\\s?(?:-|–|—|to|and)\\s?";
  return new RegExp(
    `(?:US)?\\$\\s?${lo}${sep}(?:US)?\\$?\\s?${hi}(?!\\d)|(?<![\\d$])${lo}${sep}${hi}\\s?(?:USD|US\\s?dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function percentRange(lo: number, hi: number): RegExp {
  return new RegExp(
    `(?<![\\d.])${lo}\\s?%?\\s?(?:-|–|—|to|and)\\s?${hi}\\s?(?:%|percent|per cent)`,
    "i",
  );
}

/** A duration in hours: "6 hours", "six hours", "6-hour", "6h", "6 hrs". */
function hours(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?:(?<![\\d.])${n}${word ? `|\\b${word}` : ""})(?:\\s|-)?(?:hours?|hrs?|h)\\b`, "i");
}

/** A whole number, as digits or a word, not part of a longer number. */
function num(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`(?<![\\d.,])${n}(?!\\d|[.,]\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

/** The tourist tax: about 28 MAD, or about $2.75. */
const touristTax = /(?<![\d.,])28\s?(?:MAD|dirhams?|dhs?)\b|\bMAD\s?28(?!\d)|\$\s?2\.75(?!\d)/i;

export const twentyFourthTestQuestions: TestQuestion[] = [
  // ---- Tonight: arriving in Fes (day 6) ----
  {
    question: "we finally made it to fes 😮‍💨 where r we sleeping tonight?",
    parts: [[/riad/i, /f[eè]s/i]],
    links: ["/accommodations", "/day/6"],
  },
  {
    question: "is there gonna be food at the riad when we get in or should i grab smth at the station",
    parts: [[/supper|waiting/i]],
    links: ["/day/6"],
  },
  {
    question: "how do we get from the station to the riad w all our bags?? cars cant go in right",
    parts: [[/porters?/i]],
    links: ["/day/6"],
  },
  {
    question: "what time is check in at the fes riad tonight",
    parts: [[at(21)]],
    links: ["/day/6"],
  },
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  {
    question: "how many nights r we in fes again",
    parts: [[/\b(?:3|three)\s+nights?\b/i]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "how much is the fes riad, need to pay the host back",
    parts: [[usd(90)]],
    links: ["/budget", "/accommodations", "/day/6"],
  },
  {
    question: "wait is that $90 per night or for all of it??",
    parts: [[/total|altogether|in all|whole stay|for (?:all |the )?(?:3|three) nights|not per night/i]],
    links: ["/budget", "/accommodations"],
  },
  { question: "whats the actual name of our riad in fes? taxi guy is asking", unanswerable: true },
  {
    question: "what did the train today cost per person",
    parts: [[usd(45)]],
    links: ["/budget", "/day/6"],
  },
  {
    question: "how long was the train supposed to take, felt like a decade lol",
    parts: [[hours(6)]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what cities did the train go thru",
    parts: [["Casablanca", "Rabat", /mekn[eè]s/i]],
    links: ["/day/6"],
  },
  { question: "what's for supper at the riad tonight?", unanswerable: true },
  {
    question: "what time did our train leave marrakech today?",
    parts: [[at(15)]],
    links: ["/day/6"],
  },
  {
    question: "what time was the sunrise thing + breakfast at camp this morning, i overslept 🫣",
    parts: [[at(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "what was breakfast at the camp",
    parts: [[/bread/i, /eggs?\b/i, /tea/i]],
    links: ["/day/6"],
  },
  {
    question: "whats today called on the itinerary",
    parts: [[/journey to f[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "did we cross the atlas twice? whats the pass called",
    parts: [[/tichka/i]],
    links: ["/day/6", "/day/5", "/faq"],
  },
  { question: "does the fes riad have a pool or a hammam?", unanswerable: true },
  {
    question: "whats the dress code for travel days like today",
    parts: [[/comfortable/i, /layer/i]],
    links: ["/day/6", "/day/9"],
  },
  {
    question: "does our fes riad have a rooftop?",
    parts: [[/terrace|rooftop/i]],
    links: ["/accommodations"],
  },
  { question: "is the supper tonight included in the $90 or do we pay extra", unanswerable: true },
  {
    question: "what dates are we at the fes riad",
    parts: [[/(?<!\d)27(?!\d)/, /(?<!\d)(?:29|30)(?!\d)/]],
    links: ["/accommodations", "/budget"],
  },

  // ---- Tomorrow: Explore Fes (day 7, Fri Nov 28) ----
  {
    question: "whats the plan tmrw?",
    parts: [[at(9, 30), /bou inania/i, /tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "what time do we meet tmrw morning",
    parts: [[at(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "where does the walk start tomorrow",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "is the tannery gonna stink 🤢",
    parts: [[/mint/i]],
    links: ["/day/7"],
  },
  { question: "how much does the fes walking tour cost? do i need cash for the guide", unanswerable: true },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/(?<!\d)859(?!\d)/]],
    links: ["/day/7"],
  },
  {
    question: "how old is bou inania",
    parts: [[/14th|fourteenth/i]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have 😂",
    parts: [[/9[,.\s]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  { question: "what's the name of our guide tomorrow", unanswerable: true },
  {
    question: "dinner tmrw night - where and what time?",
    parts: [[/riad|courtyard/i], [at(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "whats on the menu tmrw night",
    parts: [[/pastilla|bastilla|bastila/i, /tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "dress code tmrw?",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/day/7"],
  },
  { question: "is there a ticket for bou inania and how much is it", unanswerable: true },
  {
    question: "is the fes itinerary final or still changing",
    parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "what's the main street we walk down tmrw called",
    parts: [[/tal[aâ]a\s?kebira/i]],
    links: ["/day/7"],
  },
  { question: "what time is breakfast at the riad tmrw", unanswerable: true },
  {
    question: "wait is tmrw day 7? and whats it called",
    parts: [[/\bday\s*(?:7|seven)\b|seventh|\byes\b/i], [/explore f[eè]s/i]],
    links: ["/day/7"],
  },
  {
    question: "tannery's at 2 tmrw right? and the one after that?",
    parts: [[at(14)], [/dinner/i, at(19, 30)]],
    links: ["/day/7"],
  },
  { question: "what time does the chouara tannery close", unanswerable: true },
  {
    question: "what will we see on the walk tmrw?",
    parts: [[/bakeries|copper|weavers|quaraouiyine|qarawiyyin/i]],
    links: ["/day/7"],
  },
  { question: "any good bars in fes for after dinner tmrw?", unanswerable: true },

  // ---- Saturday: Chefchaouen (day 8, Nov 29) ----
  {
    question: "what time do we leave for chefchaouen on saturday",
    parts: [[at(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[hours(4)]],
    links: ["/day/8"],
  },
  {
    question: "the 29th is the blue city day right? whats the plan",
    parts: [[/chefchaouen|chaouen/i, /ras el[\s-]?maa|spanish mosque|uta el[\s-]?hammam|kasbah/i]],
    links: ["/day/8"],
  },
  { question: "how much is the chefchaouen day trip", unanswerable: true },
  {
    question: "what should i eat in chefchaouen",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "best view in chaouen?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "whats ras el maa",
    parts: [[/spring/i]],
    links: ["/day/8"],
  },
  { question: "are we driving to chefchaouen in a minibus or in cars?", unanswerable: true },
  {
    question: "what time do we head back to fes saturday",
    parts: [[at(17)]],
    links: ["/day/8"],
  },
  {
    question: "are some ppl leaving on day 8?",
    parts: [[/goodbyes?|some guests|begin departing|start (?:leaving|departing)|flying out early/i]],
    links: ["/day/8"],
  },
  { question: "how many of us are leaving on saturday?", unanswerable: true },
  {
    question: "what mountains is chefchaouen in",
    parts: [[/\brif\b/i]],
    links: ["/day/8"],
  },
  {
    question: "will it rain in chefchaouen? do i need a jacket",
    parts: [[/shower|rain jacket|light (?:rain )?jacket/i]],
    links: ["/faq"],
  },
  { question: "why is everything blue in chefchaouen", unanswerable: true },
  {
    question: "whats on day 8? and day 9?",
    parts: [[/chefchaouen/i], [/casablanca/i]],
    links: ["/day/8", "/day/9"],
  },
  {
    question: "and the day after tmrw?",
    parts: [[/chefchaouen|chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "i have an early flight on saturday, can i skip the return to the riad?",
    parts: [[/transfer/i]],
    links: ["/day/8"],
  },
  { question: "what's fes airport called and how far is it from the riad", unanswerable: true },
  { question: "how much is a transfer from the riad to fes airport", unanswerable: true },

  // ---- Sunday: Casablanca & departure (day 9, Nov 30) ----
  {
    question: "what time's the train to casa on sunday",
    parts: [[at(7)]],
    links: ["/day/9"],
  },
  {
    question: "how long is fes to casablanca by train",
    parts: [[hours(4)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which station do we arrive at in casa",
    parts: [[/casa[\s-]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "can we store our bags somewhere in casablanca before the mosque tour?", unanswerable: true },
  {
    question: "where's the farewell lunch on the 30th",
    parts: [[/rick'?s/i]],
    links: ["/day/9"],
  },
  {
    question: "what time's the mosque tour on the last day and how much is it",
    parts: [[at(15)], [usd(13)]],
    links: ["/day/9"],
  },
  {
    question: "what should i wear to hassan ii mosque",
    parts: [[/shoulders/i, /knees/i, /scarf/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "what language is the hassan ii tour in", unanswerable: true },
  {
    question: "why do i need socks for the mosque 🧦",
    parts: [[/shoes/i]],
    links: ["/day/9"],
  },
  {
    question: "how tall is the hassan ii minaret",
    parts: [[/210\s?(?:m\b|metres|meters)/i]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/mohammed v|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "how much is lunch at rick's? is it a set menu", unanswerable: true },
  {
    question: "what time should i book my flight home for on the last day",
    parts: [[/evening|(?<![\d:])18[:.h]00|(?<![\d:.])6(?::00)?\s*p\.?\s?m\b|later/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "dress code for rick's cafe?",
    parts: [[/smart casual/i]],
    links: ["/day/9"],
  },
  { question: "is the casablanca train first class like today's was?", unanswerable: true },
  {
    question: "what should i do w my leftover dirhams before flying",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "whats the first thing on sunday and what time's lunch",
    parts: [[/train/i, at(7)], [at(12, 30)]],
    links: ["/day/9"],
  },
  { question: "who's getting the train tickets for sunday, do i book my own?", unanswerable: true },
  {
    question: "can non-muslims go inside mosques here",
    parts: [[/closed|not open/i, /hassan ii/i]],
    links: ["/faq"],
  },
  {
    question: "is rick's cafe the one from the movie?",
    parts: [[/tribute|built as|recreat|inspired/i]],
    links: ["/day/9"],
  },
  {
    question: "how far is the casa airport from the city",
    parts: [[/45\s?(?:min|minutes)\b/i]],
    links: ["/day/9"],
  },

  // ---- Yesterday: Sahara desert adventure (day 5, Wed Nov 26) ----
  {
    question: "what was the name of that film set village yesterday",
    parts: [[/a[iï]t[\s-]?ben[\s-]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [["Gladiator", /game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "how high was the mountain pass yesterday",
    parts: [[/2[,.\s]?200/]],
    links: ["/day/5"],
  },
  {
    question: "what time was the camel ride yesterday",
    parts: [[at(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "was the camel ride extra or part of the camp price",
    parts: [[/(?<!not |n't )(?:included|part of|covered)/i]],
    links: ["/day/5"],
  },
  { question: "did anyone hand in a black scarf at the desert camp??", unanswerable: true },
  {
    question: "how much was the desert camp",
    parts: [[usd(95)]],
    links: ["/budget", "/accommodations", "/day/5"],
  },
  {
    question: "where did we sleep last night",
    parts: [[/camp|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "does the $95 camp cover this morning's breakfast too?",
    parts: [[/(?<!not |n't )(?:includ|cover)/i]],
    links: ["/day/6", "/budget", "/accommodations"],
  },
  { question: "what was the name of the band drumming at the camp last night", unanswerable: true },
  {
    question: "and yesterday?",
    parts: [[/sahara|zagora|desert/i]],
    links: ["/day/5"],
  },

  // ---- Tuesday: Gardens & Souks (day 4, Nov 25) ----
  {
    question: "what time was the photoshoot on tuesday",
    parts: [[at(8, 30)]],
    links: ["/day/4"],
  },
  { question: "when will the photographer's pics from tuesday be ready?", unanswerable: true },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what was that palace restaurant on tuesday night called",
    parts: [[/dar yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how much was the souk guide",
    parts: [[usd(5)]],
    links: ["/day/4", "/budget"],
  },
  { question: "how much did the photographer cost?", unanswerable: true },
  {
    question: "did we pay for the palace dinner ourselves or was it covered",
    parts: [[/individual|separately|your own|yourself|each (?:of us |guest |person )?pa(?:id|ys)|paid (?:at|by)/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what colors were we told to wear for the photographer",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "what did we do tuesday",
    parts: [[/majorelle|photo/i, /souk|palace|dar yacout/i]],
    links: ["/day/4"],
  },

  // ---- Monday: Desert Fun (day 3, Nov 24) ----
  {
    question: "what time was balloon pickup monday",
    parts: [[at(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "nobu minimum spend was how much?",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "how far is agafay from marrakech",
    parts: [[/40\s?(?:min|minutes)\b/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "how much was the agafay day, quads and camels",
    parts: [[usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "how much was the balloon and how long were we up in the air",
    parts: [[usd(117)], [/\b(?:an|one|1)\s?hours?\b|60\s?min/i]],
    links: ["/day/3"],
  },

  // ---- Sunday last: the birthday (day 2, Nov 23) ----
  {
    question: "how much was the bday dinner pp",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/budget", "/day/2"],
  },
  {
    question: "what was the dress code sunday night",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "what time did the bar crawl start",
    parts: [[at(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "bar crawl guide cost?",
    parts: [[usd(10)]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "where did the walking tour go on day 2",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "birthday dinner: what time + where",
    parts: [[at(19, 30)], [/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },

  // ---- Saturday last: the villa (day 1, Nov 22) ----
  {
    question: "what time did villa check in open",
    parts: [[at(15)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "how much was the hammam + massage",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "how many suites and pools at villa royale",
    parts: [[/(?<![\d.])13(?!\d)|thirteen/i], [/\b(?:2|two)\s+(?:swimming\s+)?pools?\b/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "was the villa contribution mandatory?",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "breakfast at the villa was how much",
    parts: [[usd(10)]],
    links: ["/faq", "/budget", "/day/2"],
  },
  {
    question: "what was villa checkout time",
    parts: [[at(11)]],
    links: ["/accommodations", "/faq"],
  },

  // ---- Last Friday: arrival (day 0, Nov 21) ----
  {
    question: "whats the name of the riad from the first night",
    parts: [[/l-?\s?authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "how much was that first riad",
    parts: [[usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "welcome dinner restaurant name?",
    parts: [[/foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much was the airport taxi",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "what did we do last friday",
    parts: [[/arriv|l-?\s?authentic|foundouk|welcome dinner/i]],
    links: ["/day/0"],
  },

  // ---- Money ----
  {
    question: "how much is a dollar in dirhams",
    parts: [[/(?<![\d.,])10\s?(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much is tourist tax a night",
    parts: [[touristTax]],
    links: ["/budget", "/faq"],
  },
  { question: "how many dirhams is 1 euro?", unanswerable: true },
  {
    question: "how much to tip at restaurants here",
    parts: [[percentRange(10, 15)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much should i take out at the atm",
    parts: [[/1[,.\s]?000\s?(?:-|–|—|to|and)\s?2[,.\s]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "can i pay by card in the souks tmrw or cash only",
    parts: [[/cash/i]],
    links: ["/budget"],
  },
  {
    question: "atm asks if i want to be charged in usd or dirhams?? which one",
    parts: [[/(?:choose|pick|select|go with|pay in|charged? in|always)\s+(?:the\s+)?(?:dirhams?|MAD|local)/i]],
    links: ["/budget"],
  },
  { question: "do i still owe the host for the train?", unanswerable: true },
  {
    question: "how much does the whole trip cost per person roughly",
    parts: [[/(?<!\d)440(?!\d)/, /(?<!\d)943(?!\d)/]],
    links: ["/budget"],
  },
  {
    question: "what are the fixed costs pp",
    parts: [[/(?<!\d)440(?!\d)/, /(?<!\d)480(?!\d)/]],
    links: ["/budget"],
  },
  {
    question: "card foreign fees?",
    parts: [[percentRange(1, 3)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what % should i start bargaining at for leather tmrw",
    parts: [[percentRange(40, 50)]],
    links: ["/faq", "/budget"],
  },
  {
    question: "how much do ppl usually spend shopping",
    parts: [[/\$\s?100\s?(?:-|–|—|to)\s?\$?\s?500/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "should i carry big notes or small",
    parts: [[/small (?:notes|bills|change)/i]],
    links: ["/budget"],
  },

  // ---- Practical, culture, health ----
  {
    question: "what plug do they use here",
    parts: [[/type\s?c\s?(?:\/|and|or|&|,)\s?(?:type\s?)?e\b|\bc\/e\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "can i drink tap water in fes",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in arabic",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  { question: "nearest pharmacy to our riad in fes?", unanswerable: true },
  {
    question: "what languages do ppl speak in fes",
    parts: [[/darija|arabic/i, /french/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of ppl at the tannery / in the medina",
    parts: [[/ask (?:first|permission|before)|permission/i]],
    links: ["/faq"],
  },
  {
    question: "random guys keep offering to show us the way in the medina, what do we do",
    parts: [[/ignore/i]],
    links: ["/faq"],
  },
  { question: "is there uber or careem in fes", unanswerable: true },
  {
    question: "where should i keep my passport while we're in fes",
    parts: [[/\bsafe\b/i]],
    links: ["/faq"],
  },
  {
    question: "can we drink alcohol in fes",
    parts: [[/licensed/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone r we in, my phone is confused",
    parts: [[/(?:UTC|GMT)\s?\+\s?1\b/i]],
    links: ["/faq"],
  },
  { question: "does the fes riad do laundry? everything i own is full of sand", unanswerable: true },
  {
    question: "is the fes medina safe",
    parts: [[/pickpocket/i]],
    links: ["/faq"],
  },
  {
    question: "my cousin (US passport) might join on saturday, does she need a visa",
    parts: [[/visa[\s-]?free|no visa|(?:don'?t|do not|doesn'?t|does not) need a visa/i]],
    links: ["/faq"],
  },

  // ---- Weather & packing ----
  {
    question: "whats the weather usually like this time of year",
    parts: [[/15\s?°?\s?C?\s?(?:-|–|—|to)\s?25/i]],
    links: ["/faq", "/"],
  },
  {
    question: "my friend got carsick over the atlas, any tips",
    parts: [[/motion[\s-]sickness/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "what should i pack for the cold nights",
    parts: [[/layer/i]],
    links: ["/", "/faq"],
  },

  // ---- Dinners ----
  {
    question: "which of the dinners were special events",
    parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "im gluten free, who do i tell for the riad dinners",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "which dinner has the video on the dinners page and whats the dress code for it",
    parts: [[/dar yacout|palace/i], [/dressy|evening outfit|kaftan|djellaba/i]],
    links: ["/dinners"],
  },
  {
    question: "whats the dinner plan for the rest of the trip",
    parts: [[/riad/i]],
    links: ["/day/7"],
  },

  // ---- Stays ----
  {
    question: "how many places do we stay in total",
    parts: [[num(4)]],
    links: ["/accommodations"],
  },
  {
    question: "list all the stays pls",
    parts: [[/authentic/i, /villa royale/i, /camp/i, /f[eè]s/i]],
    links: ["/accommodations"],
  },

  // ---- Gallery ----
  {
    question: "how many pics can i upload at once",
    parts: [[num(10)]],
    links: ["/gallery"],
  },
  {
    question: "my camel video is 120mb, will it upload?",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  { question: "whats the password to delete photos in the gallery", unanswerable: true },
  {
    question: "how do i delete a pic i uploaded by accident",
    parts: [[/password/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|not required|(?:don'?t|do not) (?:have|need) to|no need/i]],
    links: ["/gallery"],
  },
  { question: "how many photos are in the gallery so far?", unanswerable: true },
  {
    question: "can i download someone's video from the gallery",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "why does the music stop when i open the gallery",
    parts: [[/no (?:background )?music|(?:doesn'?t|does not) have (?:any |its own )?music|no (?:music )?track|silent|pauses?/i]],
    links: ["/gallery"],
  },
  { question: "how long will the gallery stay online after the trip", unanswerable: true },

  // ---- Music, the site, Rupa, the host and the occasion ----
  {
    question: "how do i mute the music",
    parts: [[/mute/i, /left/i]],
  },
  { question: "who's the artist of the song on the home page?", unanswerable: true },
  {
    question: "where's the transport page, does it have our train tickets",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },
  {
    question: "who r u",
    parts: [[/rupa/i]],
  },
  { question: "rupa why are u a goat, who named you 🐐", unanswerable: true },
  {
    question: "what color are the must-see pins on the map",
    parts: [[/\bred\b/i]],
    links: ["/map"],
  },
  {
    question: "what do the purple pins mean",
    parts: [[/cultur/i]],
    links: ["/map"],
  },
  {
    question: "whats al fassia known for",
    parts: [[/lamb shoulder/i]],
    links: ["/map"],
  },
  {
    question: "whats this trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "what's the occasion again, my bf just joined the chat lol",
    parts: [[/(?<!\d)30(?:th)?(?!\d)|thirtieth/i, /birthday/i]],
    links: ["/"],
  },
  { question: "whats the host's name", unanswerable: true },
  {
    question: "how many of us are on this trip",
    parts: [[/(?<![\d.,])22(?!\d)|twenty[\s-]two/i]],
    links: ["/"],
  },
  { question: "whats the host's whatsapp number", unanswerable: true },
  {
    question: "what's the trip highlight on the home page",
    parts: [[/TBD|to be (?:decided|determined|announced)|vote/i]],
    links: ["/"],
  },
  {
    question: "whose quotes are on the home page",
    parts: [[/churchill/i, /saint laurent|YSL/i, /wharton/i]],
    links: ["/"],
  },
];
