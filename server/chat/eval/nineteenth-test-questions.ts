// NINETEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the nineteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Tuesday December 2 2025, 20:00 in Morocco (UTC+1). The trip (day 0 = Friday
 * Nov 21 to day 9 = Sunday Nov 30) ended two days ago with the farewell in
 * Casablanca and the flights home from Mohammed V airport. Every activity of
 * the itinerary is in the past. The guests are home or on their way: jetlagged,
 * going through their camera rolls, uploading late photos, downloading the
 * album, settling up money between themselves, trying to remember the names of
 * places and dishes, and telling friends about it. "Last Sunday" is Nov 30
 * (day 9), "a week ago today" is Tuesday Nov 25 (day 4), "yesterday" (Dec 1)
 * is already after the trip.
 */
export const NINETEENTH_TEST_CLOCK = new Date("2025-12-02T19:00:00Z");

// ---------------------------------------------------------------------------
// Key helpers
// ---------------------------------------------------------------------------

/** A clock time: "15:00", "15.00", "15h00", "3 pm", "3:00 p.m.", "3PM"; "05:30" or "5:30 am". */
function time(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const hh = String(h).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const twentyFour = `(?<![\\d:])(?:${hh}|${h})[:.h]${mm}(?!\\d)`;
  const twelve = m === 0 ? `(?<![\\d:])${h12}(?:[:.]${mm})?\\s?${suffix}` : `(?<![\\d:])${h12}[:.]${mm}\\s?${suffix}`;
  return new RegExp(`${twentyFour}|${twelve}`, "i");
}

/** A dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars"; never "$450" for 45. */
function usd(amount: number): RegExp {
  const n = String(amount).replace(".", "\\.");
  return new RegExp(`(?:US\\$|\\$|USD\\s?)\\s?${n}(?!\\d)|(?<![\\d.])${n}\\s?(?:USD|US dollars|dollars|bucks)`, "i");
}

/** Two numbers written as a range: "$40-60", "$40 to $60", "between 40 and 60", "10–15%". */
function range(lo: number, hi: number): RegExp {
  return new RegExp(`(?<![\\d.])${lo}\\D{1,12}${hi}(?!\\d)`, "i");
}

/** A count in figures or words: "22" or "twenty-two". */
function num(n: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${n}(?!\\d)|\\b${word}\\b`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6 hrs". */
function hours(n: number, word: string): RegExp {
  return new RegExp(`(?:\\b${n}|\\b${word})[\\s-]*(?:hours?|hrs?)\\b`, "i");
}

const TRIP_DAYS: readonly (readonly [string, number])[] = [
  ["Friday", 21],
  ["Saturday", 22],
  ["Sunday", 23],
  ["Monday", 24],
  ["Tuesday", 25],
  ["Wednesday", 26],
  ["Thursday", 27],
  ["Friday", 28],
  ["Saturday", 29],
  ["Sunday", 30],
];

/** A trip day named any way: "day 8", "Saturday", "Nov 29", "November 29", "the 29th". */
function day(n: number): RegExp {
  const facts = TRIP_DAYS[n];
  if (!facts) throw new Error(`The trip has no day ${n}`);
  const [weekday, date] = facts;
  return new RegExp(
    `\\bday\\s*${n}\\b|\\b${weekday}\\b|\\bNov(?:ember|\\.)?\\s*${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

// ---------------------------------------------------------------------------
// The questions
// ---------------------------------------------------------------------------

export const nineteenthTestQuestions: TestQuestion[] = [
  // --- Home page, the trip as a whole, telling friends ----------------------
  {
    question: "back home finally 😴 the home page looks different now?? where do i find all the pics from the trip",
    parts: [[/album|gallery/i]],
    links: ["/gallery", "/"],
  },
  {
    question: "how many of us went again? writing a little recap for the group chat",
    parts: [[num(22, "twenty-two")]],
    links: ["/"],
  },
  {
    question: "what was the official name of the trip lol, the golden something getaway?",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "list all the places we went pls, need it for my insta caption 📸",
    parts: [[/Marrakech/i, /Zagora/i, /F[eè][sz]\b/i, /Chefchaouen/i, /Casablanca/i]],
    links: ["/"],
  },
  {
    question: "the countdown on the homepage is all zeros now haha. what exactly was it counting down to?",
    parts: [[day(0), time(11, 0)]],
    links: ["/"],
  },
  {
    question: "what did the Highlight box on the home page say? did we ever officially pick one",
    parts: [[/TBD|to be (?:decided|determined)|camera roll|not (?:yet )?(?:been )?(?:picked|decided|chosen)/i]],
    links: ["/"],
  },
  {
    question: "what was the churchill quote exactly? want it on the first page of my photo book",
    parts: [[/most lovely spot in the whole world/i]],
    links: ["/"],
  },

  // --- Day 0, Friday Nov 21: arrival, riad, souks, welcome dinner ----------
  {
    question: "omg still jetlagged lol, what was the name of the riad we stayed in the first night??",
    parts: [[/L-?\s?Authentic/i]],
    links: ["/accommodations", "/day/0"],
  },
  {
    question: "what time were we supposed to meet at the airport on day 0",
    parts: [[time(11, 0)]],
    links: ["/day/0"],
  },
  {
    question: "which airport did we all fly into? my aunt is asking",
    parts: [[/Menara|RAK/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "the first afternoon we wandered 2 souks, what were they called",
    parts: [[/Semmarine/i, /Rahba Kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "the first night - where did we sleep and where was dinner?",
    parts: [[/L-?\s?Authentic/i], [/Foundouk/i]],
    links: ["/day/0", "/dinners", "/accommodations"],
  },
  {
    question: "what time did the welcome dinner start, and was there a dress code?",
    parts: [[time(20, 0)], [/smart casual/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what was that lamb tagine at le foundouk, lamb with what? trying to recreate it at home",
    parts: [[/prunes?/i]],
    links: ["/dinners"],
  },
  {
    question: "i paid the $20 deposit for the welcome dinner, what was the full price per person again?",
    parts: [[range(40, 60)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "what % were we supposed to start at when haggling? my friend is going next month",
    parts: [[range(40, 50)]],
    links: ["/budget", "/faq", "/day/0"],
  },

  // --- Day 1, Saturday Nov 22: the villa, hammam ----------------------------
  {
    question: "saturday the 22nd we moved to the villa, what time did check-in open",
    parts: [[time(15, 0)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "what was the scrub at the hammam called? the black soap + scrub glove thing",
    parts: [[/kessa/i]],
    links: ["/day/1"],
  },
  {
    question: "how much was the hammam and massage? i owe leila for mine",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },

  // --- Villa Royale and the other stays -------------------------------------
  {
    question: "how many suites did villa royale have? and how many pools? telling my mom about it",
    parts: [[/(?:13|thirteen)\s+suites/i], [/(?:\b2|\btwo)\s+(?:swimming\s+)?pools/i]],
    links: ["/accommodations"],
  },
  {
    question: "how far is villa royale from downtown marrakech? a friend wants to book it",
    parts: [[/(?:20|twenty)(?:\s*(?:-|–|to)\s*(?:25|twenty-five))?[\s-]*min/i]],
    links: ["/accommodations"],
  },
  {
    question: "was the $50 villa contribution mandatory? i never paid it oops 😬",
    parts: [[/optional|not (?:mandatory|required|compulsory)|voluntary/i]],
    links: ["/budget", "/accommodations", "/faq"],
  },
  {
    question: "wait which night did we sleep in the desert instead of the villa",
    parts: [[day(5)]],
    links: ["/accommodations"],
  },
  {
    question: "what were the 4 places we stayed, in order?",
    parts: [[/Authentic/i, /Villa Royale/i, /desert camp|Zagora/i, /F[eè][sz]/i]],
    links: ["/accommodations"],
  },

  // --- Day 2, Sunday Nov 23: birthday ----------------------------------------
  {
    question: "what day was the birthday dinner? want to post a throwback on the exact day next year",
    parts: [[day(2)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "name of the bday dinner restaurant with the dancers??",
    parts: [[/Comptoir Darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much was comptoir darna per person, need to settle up with the host",
    parts: [[range(100, 120)]],
    links: ["/dinners", "/budget", "/day/2"],
  },
  {
    question: "what was the dress code for the birthday dinner? my bf swears it was black tie lol",
    parts: [[/glam|cocktail/i, /gold/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "where did the walking tour go sunday morning?? i only remember the painted ceilings",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour was $10 right? was the museum entry included in that",
    parts: [[usd(10)], [/fee|not included|extra|separate|on top/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "what time did the bar crawl kick off and which neighbourhoods did it go through",
    parts: [[time(22, 30)], [/Gu[eé]liz/i, /Hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "what were those flaky pancakes at the villa breakfast called 🤤",
    parts: [[/msemen/i]],
    links: ["/day/2"],
  },
  {
    question: "villa breakfast was how much a day? i had it all 5 mornings so what do i owe",
    parts: [[usd(10)], [usd(50)]],
    links: ["/budget", "/faq", "/day/2"],
  },
  {
    question: "what happened on the 23rd? i know it was a big one",
    parts: [[/birthday/i]],
    links: ["/day/2"],
  },

  // --- Day 3, Monday Nov 24: balloon, Agafay, Nobu --------------------------
  {
    question: "what time was the balloon pickup on monday?? it felt like 3am",
    parts: [[time(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much was the hot air balloon, still need to pay the host back 🙈",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "what was day 3 all about again? my days are blending together",
    parts: [[/balloon|Agafay/i]],
    links: ["/day/3"],
  },
  {
    question: "nobu had a minimum spend right? how much, and was that per person or per table",
    parts: [[usd(75)], [/per person|per head|a head|\bpp\b|each (?:person|guest)/i]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "what was the famous fish dish at nobu, the cod thing?",
    parts: [[/black cod/i]],
    links: ["/dinners"],
  },

  // --- Day 4, Tuesday Nov 25: photoshoot, Majorelle, souks, Dar Yacout ------
  {
    question: "what were we doing a week ago today? everything's a blur",
    parts: [[/Majorelle|photo\s?shoot|photographer|Dar Yacout|Gardens\s*(?:&|and)\s*Souks/i]],
    links: ["/day/4"],
  },
  {
    question: "this exact time last week we were at some fancy dinner... where was it?",
    parts: [[/Dar Yacout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "what time did the photographer start on day 4?",
    parts: [[time(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours were we told to wear for the group photos? trying to remember why everyone was in emerald",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "how much were the majorelle garden and the ysl museum tickets",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "so majorelle + ysl together came to what?",
    parts: [[usd(33)]],
    links: ["/budget", "/day/4"],
  },
  {
    question: "was dar yacout prepaid or did we each pay at the restaurant? can't remember",
    parts: [[/individual|at the restaurant|each pa|yourself|your own/i]],
    links: ["/dinners", "/day/4", "/budget"],
  },
  {
    question: "what was the dress code for dar yacout? i wore my kaftan, was that ok",
    parts: [[/dressy|best evening|kaftan/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "which of the dinners were the 'special event' ones?",
    parts: [[/Comptoir Darna/i, /Dar Yacout/i]],
    links: ["/dinners"],
  },

  // --- Day 5, Wednesday Nov 26: over the Atlas to the Zagora dunes ----------
  {
    question: "what was that crazy mountain pass on the drive to the desert called",
    parts: [[/Tichka/i]],
    links: ["/day/5"],
  },
  {
    question: "the gladiator / game of thrones village we stopped at, what's it called?",
    parts: [[/A[iï]t[\s-]?Ben[\s-]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "what time did the camel ride start last wednesday",
    parts: [[time(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "what did the $95 for the desert camp actually cover?",
    parts: [[/activit/i, /dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5"],
  },
  {
    question: "did the camel ride cost extra or was it in the camp price",
    parts: [[/includ/i]],
    links: ["/day/5", "/budget"],
  },
  {
    question: "last wednesday we slept where exactly? sand still in my bag lol",
    parts: [[/Zagora|desert camp|Berber tent/i]],
    links: ["/day/5", "/accommodations"],
  },

  // --- Day 6, Thursday Nov 27: back over the Atlas, train to Fes -------------
  {
    question: "how long was the train to fes supposed to be, it felt like forever",
    parts: [[hours(6, "six")]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "which cities did the train go through on the way to fes",
    parts: [[/Casablanca/i, /Rabat/i, /Meknes/i]],
    links: ["/day/6"],
  },
  {
    question: "the train to fes ticket was how much? need to venmo the host",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "last thursday was the big travel day right? from where to where",
    parts: [[/Zagora|desert|dunes|camp/i, /F[eè][sz]/i]],
    links: ["/day/6"],
  },

  // --- Day 7, Friday Nov 28: Fes el-Bali --------------------------------------
  {
    question: "what did we do last friday? (the fes friday not the arrival one)",
    parts: [[/F[eè][sz] el[\s-]?Bali|tanner|Bou Inania|Blue Gate|Bou Jeloud/i]],
    links: ["/day/7"],
  },
  {
    question: "the blue gate in fes, what's its actual name",
    parts: [[/Bou\s*Jeloud/i]],
    links: ["/day/7"],
  },
  {
    question: "the madrasa in fes with the insane tiles?",
    parts: [[/Bou Inania/i]],
    links: ["/day/7"],
  },
  {
    question: "the stinky tannery, what was it called? and why did they hand us mint 😂",
    parts: [[/Chouara/i], [/smell/i]],
    links: ["/day/7"],
  },
  {
    question: "when was the al quaraouiyine university founded? my dad wants to know",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "what did we eat at the riad dinner in fes, the sweet-savoury pie thing?",
    parts: [[/pastilla/i]],
    links: ["/day/7"],
  },

  // --- Day 8, Saturday Nov 29: Chefchaouen -----------------------------------
  {
    question: "last saturday where were we? the blue town",
    parts: [[/Chefchaouen|Chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "how long was the drive from fes to chefchaouen again",
    parts: [[hours(4, "four")]],
    links: ["/day/8"],
  },
  {
    question: "the spring where the water comes down into chefchaouen, what was it called",
    parts: [[/Ras El[\s-]?Maa/i]],
    links: ["/day/8"],
  },
  {
    question: "what was the mosque up the hill with the view over the whole blue town",
    parts: [[/Spanish Mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "the local specialty we had for lunch in chaouen, goat something?",
    parts: [[/goat cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "some people flew home early from fes, which day was that",
    parts: [[day(8)]],
    links: ["/day/8", "/faq"],
  },

  // --- Day 9, Sunday Nov 30: Casablanca and departure ------------------------
  {
    question: "2 days ago we took a stupidly early train, what time was it?",
    parts: [[time(7, 0)]],
    links: ["/day/9"],
  },
  {
    question: "which station did we arrive at in casablanca",
    parts: [[/Casa[\s-]?Voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "the farewell lunch on the last day, where was that",
    parts: [[/Rick'?s/i]],
    links: ["/day/9"],
  },
  {
    question: "rick's café is a tribute to what exactly? i forgot what they said",
    parts: [[/film|movie/i]],
    links: ["/day/9"],
  },
  {
    question: "last sunday what was that massive mosque on the ocean we toured",
    parts: [[/Hassan (?:II|2)/i]],
    links: ["/day/9"],
  },
  {
    question: "how much was the mosque tour and can non-muslims go in? my sister's going in january",
    parts: [[usd(13)], [/guided tours?|welcome|open to|can (?:go|visit|enter)|yes/i]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "and what did she need to wear for the hassan ii mosque",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "whats the full name of the casablanca airport, for my expense report",
    parts: [[/Mohammed V|CMN/i]],
    links: ["/day/9", "/faq"],
  },

  // --- Dinners in general -----------------------------------------------------
  {
    question: "the allergy thing - how far ahead were we meant to tell the host",
    parts: [[/(?:two|2) weeks/i]],
    links: ["/dinners"],
  },

  // --- Budget, prices, totals, settling up ------------------------------------
  {
    question: "ok real talk what did this trip cost per person? friend wants to do the same thing",
    parts: [[/\b440\b/, /\b943\b/]],
    links: ["/budget"],
  },
  {
    question: "what did the fixed costs everyone paid come to?",
    parts: [[range(440, 480)]],
    links: ["/budget"],
  },
  {
    question: "if you did every single optional extra, what did the extras add up to",
    parts: [[/\b463\b/]],
    links: ["/budget"],
  },
  {
    question: "the tourist tax was per night right? how much",
    parts: [[/28\s*(?:MAD|dh|dirhams?)|2\.75/i, /night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much was the tourist tax for the whole trip",
    parts: [[/\$\s?(?:25|24\.75)\b|(?:25|24\.75)\s?(?:USD|dollars)|252\s*(?:MAD|dh|dirhams?)/i]],
    links: ["/budget"],
  },
  {
    question: "the fes riad $90, was that per night or for the whole stay?",
    parts: [[/total|(?:3|three) nights|whole stay|all three|entire stay/i]],
    links: ["/budget", "/accommodations"],
  },
  {
    question: "the airport car was $45 per person or per car? and if per car what's half, splitting with my roommate",
    parts: [[/per car|each car|per vehicle|for the (?:whole )?car/i], [/22\.50?/]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "i did the balloon, the hammam and nobu (just the minimum) - what does that add up to?",
    parts: [[usd(252)]],
    links: ["/budget"],
  },
  {
    question: "which was pricier per night, the first riad or the fes riad?",
    parts: [[/Authentic|first|Marrakech/i, usd(30)]],
    links: ["/budget", "/accommodations"],
  },
  {
    question: "flights weren't in the budget estimate right?",
    parts: [[/on top|not included|n't included|excluded|not part|separate|extra/i]],
    links: ["/budget"],
  },
  {
    question: "were our lunches covered anywhere or did we pay ourselves",
    parts: [[/individual|yourself|your own|paid by each|each (?:guest|person) paid|not included|not covered/i]],
    links: ["/budget"],
  },
  {
    question: "whats the rough dirham to dollar rate, doing my expense spreadsheet",
    parts: [[/\b10\s*(?:MAD|dirhams?|dh)|\b100\s*(?:MAD|dirhams?|dh)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much was standard to tip at restaurants over there",
    parts: [[range(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "i have a bunch of leftover dirhams, can i change them back at home?",
    parts: [[/hard|difficult|not easily|cannot easily|can't easily|not easy/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what was the typical shopping budget people had? i blew way past it 🙃",
    parts: [[/\b100\b/, /\b500\b/]],
    links: ["/budget"],
  },

  // --- FAQ, practical tips --------------------------------------------------
  {
    question: "what plug adapter does morocco use? going back next year",
    parts: [[/\bC\s*(?:\/|and|&|or|,)\s*(?:type\s*)?E\b/i]],
    links: ["/faq", "/"],
  },
  {
    question: "my coworker has a US passport and is going to marrakech, does she need a visa?",
    parts: [[/visa[\s-]?free|no visa|not need|n't need|not required/i, /90/]],
    links: ["/faq"],
  },
  {
    question: "how do you say thank you in darija again, i keep forgetting",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },

  // --- Dress codes ------------------------------------------------------------
  {
    question: "medina dress code? my friend is going next month and asked me",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/faq", "/day/0"],
  },
  {
    question: "what did it say to wear for the balloon? i froze my butt off",
    parts: [[/layers/i, /hat/i]],
    links: ["/day/3"],
  },
  {
    question: "smart casual for nobu meant what exactly? my brother wore shorts lol",
    parts: [[/flip[\s-]?flops|beachwear|sports/i]],
    links: ["/dinners", "/day/3"],
  },
  {
    question: "what was the pool dress code at the villa",
    parts: [[/cover[\s-]?up/i]],
    links: ["/day/1"],
  },

  // --- The map ----------------------------------------------------------------
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[\s-]?see/i]],
    links: ["/map"],
  },
  {
    question: "purple pins on the map = ?",
    parts: [[/cultur/i]],
    links: ["/map"],
  },
  {
    question: "the women-run restaurant on the map where you order the lamb shoulder a day ahead?",
    parts: [[/Al Fassia/i]],
    links: ["/map"],
  },
  {
    question: "the modern moroccan rooftop place over the spice square, from the map",
    parts: [[/Nomad/i]],
    links: ["/map"],
  },
  {
    question: "where was that fixed-price crafts place where you learn what stuff should cost",
    parts: [[/Ensemble Artisanal/i]],
    links: ["/map"],
  },
  {
    question: "churchill's favourite hotel with the bar, name?",
    parts: [[/Mamounia/i]],
    links: ["/map"],
  },
  {
    question: "how many recommended places are on the map in total",
    parts: [[num(28, "twenty-eight")]],
    links: ["/map"],
  },
  {
    question: "the cooking class on the map where you learn tagine, what was it?",
    parts: [[/Maison Arabe/i]],
    links: ["/map"],
  },

  // --- Music --------------------------------------------------------------------
  {
    question: "the site music is driving my cat crazy, how do i turn it off",
    parts: [[/mute/i, /bottom[\s-]?left|lower[\s-]?left/i]],
  },
  {
    question: "why is there no music on the gallery page? is it broken",
    parts: [[/no music|doesn't have|does not have|n't play|not play|silent|without music|no (?:background )?(?:track|soundtrack)|paus/i]],
    links: ["/gallery"],
  },

  // --- Gallery: downloading ---------------------------------------------------
  {
    question: "how do i download ALL the photos at once?",
    parts: [[/zip/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download just day 5's photos? my laptop is almost full",
    parts: [[/Day 5/i, /zip/i]],
    links: ["/gallery"],
  },
  {
    question: "the full zip is massive and my wifi is trash, is there a smaller version",
    parts: [[/light/i]],
    links: ["/gallery"],
  },
  {
    question: "are the photos in the zip the originals or compressed?",
    parts: [[/original/i]],
    links: ["/gallery"],
  },
  {
    question: "my mac won't open the giant zip 😩 help",
    parts: [[/one day at a time|a day at a time|day by day|per day|each day|by day|one zip per day/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save one photo in full res, not the web version",
    parts: [[/Original file/i]],
    links: ["/gallery"],
  },
  {
    question: "one of my pics just says 'preview not available', is it gone??",
    parts: [[/Original file/i]],
    links: ["/gallery"],
  },

  // --- Gallery: uploading late photos ----------------------------------------
  {
    question: "still have a ton of pics on my phone from the trip, can i upload now? how many at once",
    parts: [[/\b10\b|\bten\b/i]],
    links: ["/gallery"],
  },
  {
    question: "all my stuff is HEIC from my iphone, will it work?",
    parts: [[/HEIC/i, /yes|work|support|fine|accept|handle|ok/i]],
    links: ["/gallery"],
  },
  {
    question: "max size for a video upload?",
    parts: [[/50\s*MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading?",
    parts: [[/optional|not required|don't have to|do not have to|no need|needn't/i]],
    links: ["/gallery"],
  },
  {
    question: "my video in the gallery says 'preparing video…' what does that mean",
    parts: [[/version|every phone|being made|convert|process/i]],
    links: ["/gallery"],
  },
  {
    question: "i took a few pics yesterday when i got home, where in the album will they show up",
    parts: [[/After the trip/i]],
    links: ["/gallery"],
  },

  // --- Gallery: browsing, sharing, deleting -----------------------------------
  {
    question: "how do i see only the pics my cousin posted",
    parts: [[/name/i, /filter|tap|pick|choose|select|click/i]],
    links: ["/gallery"],
  },
  {
    question: "whats the link to share just the day 8 pics with my mom",
    parts: [[/gallery\?day=8/]],
    links: ["/gallery"],
  },
  {
    question: "i accidentally uploaded a screenshot of my bank app 😱 how do i delete it??",
    parts: [[/password/i, /host/i]],
    links: ["/gallery"],
  },
  {
    question: "ok i got the password in and it's in selection mode, now what",
    parts: [[/Delete Selected/i]],
    links: ["/gallery"],
  },

  // --- Slideshow ----------------------------------------------------------------
  {
    question: "reunion dinner next week, how do i put all the photos up on the tv",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how long does each pic stay on screen in the slideshow",
    parts: [[/(?:\b7|\bseven)[\s-]*(?:sec|s\b)/i]],
    links: ["/slideshow"],
  },
  {
    question: "keyboard shortcut to pause the slideshow?",
    parts: [[/space/i]],
    links: ["/slideshow"],
  },
  {
    question: "what's the qr code in the corner of the slideshow for",
    parts: [[/upload|add/i, /gallery|phone/i]],
    links: ["/slideshow"],
  },
  {
    question: "do the videos in the slideshow play with sound?",
    parts: [[/muted|without sound|no sound|silent|sound off/i]],
    links: ["/slideshow"],
  },
  {
    question: "if someone uploads while the slideshow is running will it show up?",
    parts: [[/at once|right away|immediately|straight away|automatically|live|as (?:they|it|soon)/i]],
    links: ["/slideshow"],
  },

  // --- The chat, calendar, offline, other pages --------------------------------
  {
    question: "wait who are you again lol",
    parts: [[/Rupa/i]],
  },
  {
    question: "where's the chat button if i want to ask you stuff from my laptop later",
    parts: [[/bottom[\s-]?right|lower[\s-]?right/i]],
  },
  {
    question: "can i still ask you things on the plane with no wifi?",
    parts: [[/connection|signal|online/i]],
  },
  {
    question: "how do i add the whole trip to my calendar? for the memories 🥹",
    parts: [[/Add the whole trip to calendar|trip\.ics/i]],
    links: ["/"],
  },
  {
    question: "can i add just day 2 to my calendar, the birthday",
    parts: [[/Add Day 2 to calendar|day-2\.ics/i]],
    links: ["/day/2"],
  },
  {
    question: "can i look at the itinerary on the plane without wifi?",
    parts: [[/saved|Home Screen|cached|stored|downloaded/i]],
  },
  {
    question: "does the gallery work offline",
    parts: [[/connection|signal|online|network/i]],
    links: ["/gallery"],
  },
  {
    question: "the transportation page never got filled in huh? what does it even say",
    parts: [[/coming soon|being finali[sz]ed/i]],
    links: ["/transportation"],
  },

  // --- Unanswerable: names, numbers and facts the site never states ------------
  { question: "ok what was our riad in fes actually called? want to leave it a review", unanswerable: true },
  { question: "what was the name of the desert camp in zagora? want to tag them on insta", unanswerable: true },
  { question: "which company did the hot air balloon? my brother wants to book the same one", unanswerable: true },
  { question: "what's the photographer's name or insta from the photoshoot?", unanswerable: true },
  { question: "when are the professional photos from the photoshoot coming out?? dying to see them", unanswerable: true },
  { question: "what were the names of the bars on the bar crawl? want to go back someday", unanswerable: true },
  { question: "what was our guide's name in fes? he was hilarious", unanswerable: true },
  { question: "what was the driver's name on the desert trip, i want to recommend him", unanswerable: true },
  { question: "what was the name of the guy playing the drums at the camp fire", unanswerable: true },
  { question: "how much was the train from fes to casablanca? need to pay someone back", unanswerable: true },
  { question: "how much did the guided walk in fes cost per person", unanswerable: true },
  { question: "how much was the entry ticket for bou inania", unanswerable: true },
  { question: "what was the dessert at comptoir darna? it was amazing", unanswerable: true },
  { question: "what did i order at rick's café? pretty sure it was the burger", unanswerable: true },
  { question: "what song was the band playing at dar yacout when we all got up to dance", unanswerable: true },
  { question: "was the birthday cake chocolate or vanilla? arguing with my husband about it", unanswerable: true },
  { question: "how tall is the koutoubia minaret", unanswerable: true },
  { question: "whats the population of fes, settling a bet", unanswerable: true },
  { question: "what time does jardin majorelle open? my friend is going tomorrow", unanswerable: true },
  { question: "what's the phone number of riad l-authentic", unanswerable: true },
  { question: "what's the wifi password at villa royale? friend of mine is staying there next month", unanswerable: true },
  { question: "is villa royale available for a wedding in june and how much would it be", unanswerable: true },
  { question: "how much did the host spend on the villa in total?", unanswerable: true },
  { question: "how many km did we drive in total over the whole trip", unanswerable: true },
  { question: "what's the name of the song on the home page? want it on my playlist", unanswerable: true },
  { question: "why is the goat called rupa lol", unanswerable: true },

  // --- Unanswerable: personal, other guests, money between guests ---------------
  { question: "how much does jess still owe me for the taxi after the bar crawl", unanswerable: true },
  { question: "whats the host's venmo, i need to send the balloon money", unanswerable: true },
  { question: "what's the host's full name? writing a thank-you card", unanswerable: true },
  { question: "who was in the suite next to mine at the villa? they snored all week 😂", unanswerable: true },
  { question: "what airline did most of the group fly home on", unanswerable: true },
  { question: "who spent the most on shopping in our group? i bet it was marco lol", unanswerable: true },
  { question: "what's the password for deleting photos? need to get rid of a blurry one of me", unanswerable: true },
  { question: "can i get refunded for the balloon since i was sick and skipped it", unanswerable: true },

  // --- Unanswerable: live information and things beyond the site ---------------
  { question: "did anyone hand in a black denim jacket? i left it in the van back from chefchaouen 😭", unanswerable: true },
  { question: "is it raining in marrakech right now? just curious lol", unanswerable: true },
  { question: "my cousin flies out of casablanca tonight, is the royal air maroc flight to new york delayed?", unanswerable: true },
  { question: "how long will this site stay up? will the gallery get deleted at some point?", unanswerable: true },
  { question: "is there gonna be a trip next year?? where to", unanswerable: true },
  { question: "can i get a VAT refund at the airport on the rug i bought", unanswerable: true },
  { question: "i paid 3000 dirhams for a rug in the souk, did i get ripped off?", unanswerable: true },
  { question: "can you give me the recipe for the zaalouk we had at le foundouk", unanswerable: true },
];
