// TWENTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the twenty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Saturday November 29 2025, 20:30 Morocco time (UTC+1): the evening of day 8,
 * "Chefchaouen Day Trip". The guests left Fes at 07:30 for the Rif mountains,
 * walked the blue medina of Chefchaouen (12:00, lunch of goat cheese and tagine),
 * went to Ras El Maa and up to the Spanish Mosque (15:00) and set off back to
 * Fes at 17:00: every activity of today is past. All that remains tonight is
 * "a last evening together in Fes" at the riad in Fes el-Bali, the last of its
 * three nights (Nov 27-29); some guests began departing today. Days 0-7
 * (Marrakech, the villa, Agafay, the Zagora desert, the train to Fes, the Fes
 * medina) are all in the past. Next is day 9, Sunday Nov 30, the last day:
 * check out of the riad and take the 07:00 train from Fès station to
 * Casa-Voyageurs (about four hours), farewell lunch at Rick's Café at 12:30,
 * the Hassan II Mosque tour at 15:00 and the 18:00 departure to Mohammed V
 * International Airport (CMN), about 45 minutes from the city.
 */
export const TWENTY_THIRD_TEST_CLOCK = new Date("2025-11-29T19:30:00Z");

/** A Morocco clock time as "07:30", "7.30", "7h30", "7:30 am" or "7 in the morning" (pm hours as "3 pm", "3:00 p.m."). */
function time(hour: number, minutes = 0): RegExp {
  const mm = String(minutes).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? "a\\.?\\s?m\\b\\.?|in the morning" : "p\\.?\\s?m\\b\\.?|in the (?:afternoon|evening)";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const clock = `\\b${h24}[:.h]${mm}\\b`;
  const twelve = minutes === 0 ? `\\b${h12}(?:[:.]00)?\\s*(?:${suffix})` : `\\b${h12}[:.]${mm}\\s*(?:${suffix})`;
  return new RegExp(`${clock}|${twelve}`, "i");
}

/** A dollar amount: "$45", "US$45", "$ 45", "45 USD", "45 dollars"; never "$450". */
function usd(amount: number): RegExp {
  const n = String(amount).replace(".", "\\.");
  return new RegExp(`\\$\\s?${n}(?!\\d|,\\d)|\\b${n}\\s?(?:USD|US dollars|dollars|bucks)\\b`, "i");
}

/** A range such as "$40-60", "$40–$60", "40 to 60", "15-25°C", "10-15%". */
function range(lo: number, hi: number): RegExp {
  return new RegExp(`(?:\\$\\s?|\\b)${lo}\\s?(?:-|–|—|to)\\s?\\$?${hi}(?!\\d)`, "i");
}

/** A small number in digits or in words. */
function num(n: number, word: string): RegExp {
  return new RegExp(`\\b(?:${n}|${word})\\b`, "i");
}

/** A duration in hours: "4 hours", "four hours", "4-hour", "4h", "4 hrs". */
function hours(n: number, word: string): RegExp {
  return new RegExp(`\\b(?:${n}|${word})[\\s-]*(?:hours?|hrs?|h)\\b`, "i");
}

const WEEKDAYS = [
  "Friday",
  "Saturday",
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** A trip day named any way: "day 4", its weekday, "Nov 25", "November 25", "25th". */
function day(n: number): RegExp {
  const date = 21 + n;
  const weekday = WEEKDAYS[n] ?? "";
  return new RegExp(
    `\\bday\\s?${n}\\b|${weekday}|\\bNov(?:ember)?\\.?\\s?${date}\\b|\\b${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

const shoesOff = /shoes?[^.]{0,25}\boff\b|(?:take|taking|remove|removing)[^.]{0,15}shoes/i;
const noFlipFlops =
  /\bno\b[^.]{0,50}flip[- ]?flops?|flip[- ]?flops?[^.]{0,30}\b(?:not|aren['’]t|isn['’]t|no|avoid|skip|leave)\b|\b(?:not|avoid|skip|leave|without)\b[^.]{0,30}flip[- ]?flops?|n['’]t[^.]{0,30}flip[- ]?flops?/i;

export const twentyThirdTestQuestions: TestQuestion[] = [
  // ── Tonight and today (day 8, Chefchaouen) ──────────────────────────────
  {
    question: "ok finally back in fes 😮‍💨 what's the plan for the rest of tonight?",
    parts: [[/(?:last|final) (?:evening|night)/i, /riad/i]],
    links: ["/day/8"],
  },
  { question: "is there an actual group dinner tonight or is everyone doing their own thing? starving", unanswerable: true },
  {
    question: "what time did we leave this morning?? felt like the crack of dawn",
    parts: [[time(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long was the drive up to chefchaouen today? my legs are dead",
    parts: [[hours(4, "four")]],
    links: ["/day/8"],
  },
  {
    question: "what was the spring called where everyone dipped their feet this afternoon",
    parts: [[/Ras El[- ]?Maa/i]],
    links: ["/day/8"],
  },
  {
    question: "and the mosque we hiked up to for the view over the whole town?",
    parts: [[/Spanish Mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "name of the main square in chefchaouen? the one w the red kasbah",
    parts: [[/Uta el[- ]?Hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "still have blue paint on my shoes lol 💙 where do i post my chefchaouen pics so the whole squad sees them?",
    parts: [[/gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i see just today's photos and not the whole album",
    parts: [[/Day 8|Today['’]s photos|\?day=8/i]],
    links: ["/gallery", "/"],
  },
  {
    question: "wait were people flying out today?? did i miss the goodbyes 😭",
    parts: [[/(?:some|a few) guests|depart|leav|fl(?:y|ew|ying) (?:out|home)/i, /breakfast/i]],
    links: ["/day/8"],
  },
  { question: "which of the girls already flew home tonight? was lisa one of them?", unanswerable: true },
  {
    question: "what's chefchaouen's nickname again, the blue ___ of morocco?",
    parts: [[/blue pearl/i]],
    links: ["/day/8"],
  },
  { question: "why is chefchaouen painted blue anyway? the guide explained but i wasn't listening 🙃", unanswerable: true },
  { question: "how much was today's chefchaouen trip per person? didn't see a price anywhere", unanswerable: true },
  { question: "was lunch in chefchaouen covered by the host or do i owe someone for it", unanswerable: true },
  {
    question: "what day of the trip is it even today, lost track tbh",
    parts: [[/\bday (?:8|eight)\b/i]],
    links: ["/day/8"],
  },

  // ── Tomorrow: checkout and the train to Casablanca (day 9) ──────────────
  {
    question: "what time is the train tmrw",
    parts: [[time(7, 0)]],
    links: ["/day/9"],
  },
  {
    question: "which station does the casa train leave from?",
    parts: [[/F[eè]s\b[^.]{0,25}station|station[^.]{0,20}\bF[eè]s\b/i]],
    links: ["/day/9"],
  },
  {
    question: "and where do we get off in casablanca",
    parts: [[/Casa[- ]?Voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how long's the train ride to casa? need to know how many episodes to download lol",
    parts: [[hours(4, "four")]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "when do we check out of the fes riad?",
    parts: [[/tomorrow|tmrw|morning|Sunday|day 9/i, /train/i]],
    links: ["/day/9"],
  },
  {
    question: "what do i need to keep on me for the train tmrw?",
    parts: [[/passport/i, /tickets?/i]],
    links: ["/day/9"],
  },
  {
    question: "what's the full plan for tmrw? gimme the times pls",
    parts: [
      [/train/i, time(7, 0)],
      [/Rick['’]?s/i, time(12, 30)],
      [/Hassan II|mosque/i, time(15, 0)],
      [/airport|departure|transfer/i, time(18, 0)],
    ],
    links: ["/day/9"],
  },
  {
    question: "what should i wear tmrw for the train, comfy stuff?",
    parts: [[/comfortable|comfy/i, /layer/i]],
    links: ["/day/9"],
  },
  {
    question: "what's tmrw's date? filling in a customs form",
    parts: [[day(9)]],
    links: ["/day/9"],
  },
  { question: "what platform does the 7am leave from?", unanswerable: true },
  { question: "how much is the train ticket to casa? do i pay the host back for it", unanswerable: true },
  { question: "is the riad doing breakfast before we leave tmrw? what time", unanswerable: true },
  { question: "what's the name of our riad in fes again? need it for the taxi app", unanswerable: true },
  { question: "what's the wifi password at the riad? it keeps kicking me off", unanswerable: true },
  { question: "does the fes riad do late checkout? i'd love another hour of sleep", unanswerable: true },
  { question: "what's the luggage limit on the train tmrw, i bought a rug 😅", unanswerable: true },
  {
    question: "how do we get from the train station to rick's cafe tmrw? taxis?",
    parts: [[/finali[sz]/i]],
    links: ["/transportation", "/faq"],
  },

  // ── Tomorrow: farewell lunch at Rick's Café ──────────────────────────────
  {
    question: "where's the farewell lunch?",
    parts: [[/Rick['’]?s/i]],
    links: ["/day/9"],
  },
  {
    question: "what time do we eat at ricks",
    parts: [[time(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "rick's cafe address pls, boulevard something?",
    parts: [[/Sour Jdid/i]],
    links: ["/day/9"],
  },
  {
    question: "dress code for ricks? and can i get away with flip flops 🩴",
    parts: [[/smart[- ]casual/i], [noFlipFlops]],
    links: ["/day/9"],
  },
  {
    question: "is rick's cafe the actual place from the movie casablanca?? 🎬",
    parts: [[/tribute|inspired|recreat|modell?ed|based on|homage/i]],
    links: ["/day/9"],
  },
  { question: "how much is lunch at rick's roughly? is it included or do we split", unanswerable: true },
  { question: "does rick's have vegan options? i'm plant based", unanswerable: true },
  { question: "what time does rick's cafe close? some of us might stay for a drink", unanswerable: true },

  // ── Tomorrow: Hassan II Mosque ───────────────────────────────────────────
  {
    question: "mosque tour is what time?",
    parts: [[time(15, 0)]],
    links: ["/day/9"],
  },
  {
    question: "what do i wear for the hassan II mosque? i only have shorts and tank tops left clean 🙈",
    parts: [[/shoulders/i, /knees/i, /scarf/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "do we take our shoes off inside? should i bring socks",
    parts: [[shoesOff], [/socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "are my yoga leggings ok for the mosque?",
    parts: [[/tight|sheer/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the mosque tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "how tall is the minaret there",
    parts: [[/\b210\b/]],
    links: ["/day/9"],
  },
  {
    question: "what do they actually show us on the mosque tour",
    parts: [[/prayer hall/i, /ablution/i, /hammam/i]],
    links: ["/day/9"],
  },
  {
    question: "i thought non-muslims can't go inside mosques in morocco?",
    parts: [[/Hassan II/i, /tours?/i]],
    links: ["/faq", "/day/9"],
  },
  { question: "how long does the mosque tour last? worried about making the airport", unanswerable: true },
  { question: "when was the hassan ii mosque built?", unanswerable: true },
  { question: "can we leave our suitcases somewhere during the mosque tour?", unanswerable: true },

  // ── Tomorrow: the airport and flights ────────────────────────────────────
  {
    question: "what time do we leave for the airport tmrw",
    parts: [[time(18, 0)]],
    links: ["/day/9"],
  },
  {
    question: "which airport are we flying out of",
    parts: [[/Mohammed V|CMN/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is the airport from casablanca city",
    parts: [[/45[\s-]?min/i]],
    links: ["/day/9"],
  },
  {
    question: "my flight home is 7:15pm tmrw from CMN 😬 am i gonna make it?",
    parts: [[time(18, 0), /45[\s-]?min/i]],
    links: ["/day/9"],
  },
  {
    question: "i STILL haven't booked my flight home 😬 when's the earliest i should fly and from where",
    parts: [[/evening/i], [/Mohammed V|CMN|Casablanca/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "got ~400 dirhams left 🙃 how much is that in dollars, and should i just change it back at home?",
    parts: [[usd(40)], [/spend/i, /hard|difficult|tricky|not easy/i]],
    links: ["/day/9", "/budget"],
  },
  { question: "which terminal at CMN is royal air maroc?", unanswerable: true },
  { question: "whats my flight number, i lost the booking email", unanswerable: true },
  { question: "how much is a taxi from the mosque to the airport?", unanswerable: true },
  { question: "what time is sunrise tmrw? might catch it from the train", unanswerable: true },

  // ── Yesterday in Fes (day 7) and the trip north (day 6) ─────────────────
  {
    question: "what was the tannery called yesterday? the smell 🤢",
    parts: [[/Chouara/i]],
    links: ["/day/7"],
  },
  {
    question: "why did they hand us mint at the tannery",
    parts: [[/smell/i]],
    links: ["/day/7"],
  },
  {
    question: "that gorgeous tiled school we saw yesterday, what was it called",
    parts: [[/Bou Inania/i]],
    links: ["/day/7"],
  },
  {
    question: "the blue gate we went in through friday morning, what's it called",
    parts: [[/Bou Jeloud/i]],
    links: ["/day/7"],
  },
  {
    question: "when was al quaraouiyine founded? my dad won't believe me",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have?? felt like a million",
    parts: [[/9,?000/]],
    links: ["/day/7"],
  },
  {
    question: "what did we eat at the riad dinner on friday? want to find a recipe",
    parts: [[/pastilla/i, /tagines?/i]],
    links: ["/day/7"],
  },
  { question: "what was the name of our guide in fes yesterday? want to leave a review", unanswerable: true },
  {
    question: "what time did we get to the fes riad on thursday night",
    parts: [[time(21, 0)]],
    links: ["/day/6"],
  },
  {
    question: "how long was thursday's train from marrakech? it felt endless",
    parts: [[hours(6, "six")]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "how much was the train to fes",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },

  // ── The desert (day 5, Wednesday) ────────────────────────────────────────
  {
    question: "wednesday's stop with the old mud village, the gladiator one, what was it",
    parts: [[/A[iï]t[- ]?Ben[- ]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "how much was the desert camp and what did it include",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "wait on the night of the 26th were we at the villa or the camp? doing my journal",
    parts: [[/camp/i, /Zagora|dunes|desert/i]],
    links: ["/accommodations", "/day/5"],
  },

  // ── Marrakech days (0-4) ─────────────────────────────────────────────────
  {
    question: "the 25th, what did we do that morning?",
    parts: [[/photo ?shoot|photographer/i]],
    links: ["/day/4"],
  },
  {
    question: "what day was the photographer with us? labeling my album",
    parts: [[day(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "what were we supposed to wear for the photoshoot",
    parts: [[/jewel/i]],
    links: ["/day/4", "/"],
  },
  { question: "when do we get the photos from the pro photographer??", unanswerable: true },
  { question: "what was the photographer's name? want to tag her", unanswerable: true },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what did we do on day 3 again, it's all a blur",
    parts: [[/balloon/i, /Agafay/i, /Nobu/i]],
    links: ["/day/3"],
  },
  {
    question: "what time was the balloon pickup monday? still recovering",
    parts: [[time(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much was the balloon",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq", "/"],
  },
  {
    question: "what did we do in agafay after the balloon",
    parts: [[/quad/i, /camel/i]],
    links: ["/day/3"],
  },
  {
    question: "which places did we see on sunday's walking tour",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: ["/day/2"],
  },
  {
    question: "where did the bar crawl go on the birthday night",
    parts: [[/Gueliz|Guéliz/i, /Hivernage/i]],
    links: ["/day/2"],
  },
  { question: "what even is amlou? we had it at the villa every morning", unanswerable: true },
  {
    question: "what did we do last saturday? feels like a month ago",
    parts: [[/villa/i, /hammam|pool|rest|relax/i]],
    links: ["/day/1"],
  },
  {
    question: "how much was the hammam & massage",
    parts: [[usd(60)]],
    links: ["/day/1", "/faq", "/budget"],
  },
  {
    question: "what was the riad called the first night",
    parts: [[/L[- ]?Authentic/i]],
    links: ["/day/0", "/accommodations"],
  },
  {
    question: "what time did the whole trip officially kick off on the 21st",
    parts: [[time(11, 0)]],
    links: ["/day/0", "/faq", "/"],
  },
  {
    question: "how much was the airport transfer at the start, per person or per car?",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/budget", "/faq"],
  },

  // ── The dinners ──────────────────────────────────────────────────────────
  {
    question: "where was the welcome dinner",
    parts: [[/Foundouk/i]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "welcome dinner price and the deposit thing?",
    parts: [[range(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "what day was the birthday dinner? want to caption my pics right",
    parts: [[day(2)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "where was the birthday dinner",
    parts: [[/Comptoir Darna/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much was comptoir darna pp",
    parts: [[range(100, 120)]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "what was the dress code for the birthday? gold something",
    parts: [[/glam|cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "where was the rooftop dinner on the 24th",
    parts: [[/Nobu/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "what was the nobu minimum spend",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "the palace dinner on the 25th, where was that",
    parts: [[/Dar Yacout/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "was dar yacout included or did we each pay",
    parts: [[/individual|your own|yourselves|yourself|each (?:guest |person )?pa/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "dress code for the palace dinner was what again",
    parts: [[/dressy|best evening/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "how many featured dinners were there in total",
    parts: [[num(4, "four")]],
    links: ["/dinners"],
  },
  {
    question: "which dinners were marked as special events?",
    parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "i never told anyone i'm gluten free 😬 what did the site say about dietary stuff",
    parts: [[/host/i, /(?:two|2) weeks/i]],
    links: ["/dinners"],
  },

  // ── Where we stay ────────────────────────────────────────────────────────
  {
    question: "how many nights were we booked at the fes riad, is tonight the last one?",
    parts: [[/(?:3|three) nights/i], [/\byes\b|last (?:night|one)|final night|tonight is/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how much was the fes riad again",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "is that $90 for the fes riad per night or total?",
    parts: [[/total|(?:all|the) (?:3|three) nights/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "does our fes riad have somewhere up top for a last nightcap under the stars 🌙",
    parts: [[/roof terrace/i]],
    links: ["/accommodations"],
  },
  {
    question: "how many suites and pools did villa royale have",
    parts: [[/\b13\b/], [/\b(?:2|two) pools/i]],
    links: ["/accommodations"],
  },
  {
    question: "villa checkout was 11 right?",
    parts: [[time(11, 0)]],
    links: ["/accommodations", "/faq"],
  },

  // ── Budget and money ─────────────────────────────────────────────────────
  {
    question: "roughly what does the whole trip cost per person according to the budget page",
    parts: [[range(440, 943)]],
    links: ["/budget"],
  },
  {
    question: "and just the fixed costs?",
    parts: [[range(440, 480)]],
    links: ["/budget"],
  },
  {
    question: "the riad added a tourist tax, how much is that supposed to be",
    parts: [[/28\s?(?:MAD|dirhams?|DH)|\$2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do i tip at rick's tmrw",
    parts: [[range(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i give the porters who carry our bags out tmrw",
    parts: [[/few (?:small )?(?:dirhams|coins)|small (?:change|coins|notes)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "exchange rate again? my brain is fried",
    parts: [[/\b10\s?(?:MAD|dirhams?|DH)|\b100\s?(?:MAD|dirhams?|DH)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out at the atm at once",
    parts: [[/1,?000\s?(?:-|–|—|to)\s?2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the card machine asked if i want to pay in dollars or dirhams, which one??",
    parts: [[/(?:choose|pick|pay in|go with|select|always)\s+(?:the\s+)?(?:dirhams?|MAD)|dirhams?[^.]{0,40}better/i]],
    links: ["/budget"],
  },
  {
    question: "what did the site say most people spend on shopping? asking for my bank account",
    parts: [[range(100, 500)]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "is the villa contribution mandatory? i totally forgot to pay it",
    parts: [[/optional/i, usd(50)]],
    links: ["/budget", "/accommodations", "/faq"],
  },
  {
    question: "cash or card for the last bits of shopping in the souks?",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  { question: "how much do i owe the host in total for everything?", unanswerable: true },

  // ── FAQ and practicalities ───────────────────────────────────────────────
  {
    question: "what plug type is it here, my adapter just died",
    parts: [[/C\s?\/\s?E|C (?:and|or) E/i]],
    links: ["/faq", "/"],
  },
  {
    question: "my canadian friend is asking if she'd need a visa to come next time",
    parts: [[/visa[- ]free|no visa|(?:don['’]t|do not|doesn['’]t|does not) need a visa/i, /\b90\b/]],
    links: ["/faq"],
  },
  {
    question: "what time zone are we in? my phone keeps switching",
    parts: [[/UTC\s?\+\s?1|GMT\s?\+\s?1/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water at the riad",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "how do you say thank you in darija? want to thank the riad staff",
    parts: [[/shukran/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to take photos of people in the medina",
    parts: [[/\bask/i]],
    links: ["/faq"],
  },
  {
    question: "does it rain much here this time of year? the sky looked dodgy over the rif",
    parts: [[/rarely/i]],
    links: ["/faq"],
  },
  {
    question: "what temps should i expect in the daytime",
    parts: [[range(15, 25)]],
    links: ["/faq", "/"],
  },
  {
    question: "i got so carsick on the mountain roads, what does the site say about motion sickness",
    parts: [[/tablets?|pills?|medication/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "can i get a beer in one of the medina cafés tonight?",
    parts: [[/not in most|most medina caf[eé]s|licensed/i]],
    links: ["/faq"],
  },
  { question: "is there a pharmacy open late near our riad? need something for my stomach", unanswerable: true },
  { question: "is uber a thing in casablanca?", unanswerable: true },

  // ── The home page and the site ───────────────────────────────────────────
  {
    question: "what's the trip called again? for my insta caption",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "the home page highlight card says TBD lol, how are we supposed to pick it",
    parts: [[/camera roll|vote/i]],
    links: ["/"],
  },
  {
    question: "who are the quotes on the home page from",
    parts: [[/Churchill/i, /Saint Laurent|YSL/i, /Wharton/i]],
    links: ["/"],
  },
  {
    question: "the countdown on the home page is all zeros, is it broken?",
    parts: [[/started|began|begun|passed|reached/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip total",
    parts: [[/\b22\b|twenty[- ]two/i]],
    links: ["/"],
  },
  { question: "what's the host's name? forgot to save her contact 🙈", unanswerable: true },
  { question: "what's the host's phone number, need to call her about tmrw", unanswerable: true },
  { question: "is the host planning a surprise for tmrw? i heard whispers 👀", unanswerable: true },

  // ── Calendar files ───────────────────────────────────────────────────────
  {
    question: "can i get tmrw's times into my phone calendar somehow",
    parts: [[/Day 9/i, /calendar/i]],
    links: ["/day/9"],
  },
  {
    question: "is there a way to add the whole trip to my calendar, for memories",
    parts: [[/whole trip/i, /calendar/i]],
    links: ["/"],
  },

  // ── Offline use ──────────────────────────────────────────────────────────
  {
    question: "probably no signal on the train tmrw, will this site still open?",
    parts: [[/saved|offline|without (?:a )?(?:signal|connection)/i]],
  },
  {
    question: "how do i put the site on my iphone home screen",
    parts: [[/Share/i, /Add to Home Screen/i]],
  },
  {
    question: "the gallery won't load on the bus, just says it needs a connection. is it broken?",
    parts: [[/(?:when|once|until)[^.]{0,40}(?:signal|connection|online|wi-?fi)/i]],
    links: ["/gallery"],
  },
  {
    question: "can i ask you stuff with no signal on the train? what happens to my question",
    parts: [[/signal|connection/i, /sen[dt]/i]],
  },

  // ── The music ────────────────────────────────────────────────────────────
  {
    question: "how do i turn the music off, everyone in the riad can hear 🙉",
    parts: [[/mute/i, /left/i]],
  },
  {
    question: "why does the music stop when i open the gallery",
    parts: [
      [
        /no (?:background )?music|(?:doesn['’]t|does not) (?:have|play) (?:any )?music|without music|silent|no track|isn['’]t any music|paus(?:e|es|ed)/i,
      ],
    ],
    links: ["/gallery"],
  },

  // ── The gallery ──────────────────────────────────────────────────────────
  {
    question: "how many pics can i upload at once? i have like 60 from today",
    parts: [[num(10, "ten")]],
    links: ["/gallery"],
  },
  {
    question: "is there a size limit for videos? my ras el maa one is long",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "my iphone shoots HEIC and the videos are HEVC, will they upload ok?",
    parts: [[/\byes\b|\byep\b|included|supported|work(?:s)? (?:fine|great|too)|no problem/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional/i]],
    links: ["/gallery"],
  },
  {
    question: "i accidentally uploaded a super unflattering one of jen 😬 how do i delete it",
    parts: [[/password/i, /host/i]],
    links: ["/gallery"],
  },
  {
    question: "once i get the password how does deleting work, step by step?",
    parts: [[/Delete Photos/i, /select/i, /Delete Selected/i]],
    links: ["/gallery"],
  },
  { question: "what's the password to delete photos?", unanswerable: true },
  {
    question: "how do i download all of today's photos in one go",
    parts: [[/zip/i, /Day 8/i]],
    links: ["/gallery"],
  },
  {
    question: "the zip is massive on the riad wifi, is there a smaller version?",
    parts: [[/light zip/i]],
    links: ["/gallery"],
  },
  {
    question: "my mac won't open the big zip of everything, help",
    parts: [[/one day at a time|(?:per|each|by) day|day by day/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save just one photo to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "my video just says preparing video… is it broken?",
    parts: [[/being (?:made|prepared|processed)|still (?:being )?prepar|processing|convert/i]],
    links: ["/gallery"],
  },
  {
    question: "one of my camel pics says preview not available 😱 is it gone?",
    parts: [[/Original file/i]],
    links: ["/gallery"],
  },
  {
    question: "can i see only what my friend uploaded?",
    parts: [[/filter|guest/i]],
    links: ["/gallery"],
  },
  { question: "how many photos have been uploaded from today so far?", unanswerable: true },
  { question: "did jess upload her camel video from wednesday yet?", unanswerable: true },
  { question: "how long will the gallery stay online after we're all home?", unanswerable: true },

  // ── The slideshow ────────────────────────────────────────────────────────
  {
    question: "can we put everyone's photos up on the tv in the riad tonight? 📺",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how long does each photo stay up on the slideshow",
    parts: [[num(7, "seven"), /sec/i]],
    links: ["/slideshow"],
  },
  {
    question: "if someone uploads while the slideshow is playing does it show up?",
    parts: [[/right away|at once|immediately|straight away|as (?:soon as )?(?:it|they) arrive|within/i]],
    links: ["/slideshow"],
  },
  {
    question: "how do people add their pics from their phones during the slideshow",
    parts: [[/QR|scan/i]],
    links: ["/slideshow"],
  },
  {
    question: "do the videos in the slideshow play with sound?",
    parts: [[/muted|without sound|no sound|silent/i]],
    links: ["/slideshow"],
  },
  {
    question: "can i do a slideshow of just the desert day photos",
    parts: [[/Day 5|\?day=5/i]],
    links: ["/gallery", "/slideshow"],
  },

  // ── The chat itself ──────────────────────────────────────────────────────
  {
    question: "who even are you lol 🐐",
    parts: [[/Rupa/i]],
  },
  {
    question: "where do i find the chat again if i close it",
    parts: [[/right/i, /bottom|corner/i]],
  },
  {
    question: "if i press enter does it send? i want to write a long msg with line breaks",
    parts: [[/Shift/i]],
  },

  // ── The map ──────────────────────────────────────────────────────────────
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "is the hassan ii mosque on the map?",
    parts: [[/must[- ]see|\bred\b/i]],
    links: ["/map"],
  },
  {
    question: "any restaurant recs on the map for when i come back to marrakech",
    parts: [[/Nomad|Al Fassia|Caf[eé] des [EÉ]pices|Le Jardin\b/i]],
    links: ["/map"],
  },
  {
    question: "how do i open one of the map places in google maps",
    parts: [[/Open in maps/i]],
    links: ["/map"],
  },
  {
    question: "the map tiles won't load on my phone, can i still see the places somehow",
    parts: [[/list/i]],
    links: ["/map"],
  },
  { question: "how tall is the koutoubia minaret?", unanswerable: true },
];
