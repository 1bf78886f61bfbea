// EIGHTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the eighteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Friday November 28 2025, 21:00 in Morocco (UTC+1): the evening of day 7,
 * "Explore Fes". The squad of 22 is at its riad in Fes el-Bali (second of its
 * three nights there, Nov 27-29). Today is done or nearly so: the guided walk
 * through Fes el-Bali from the Blue Gate (09:30), Bou Inania Madrasa (11:30),
 * the Chouara tannery (14:00); the riad dinner in the courtyard (19:30) is
 * under way or just over, with tea on the roof to follow. Yesterday (day 6,
 * Thu Nov 27) was the travel day: sunrise on the Zagora dunes, the drive back
 * over the Atlas, the 6-hour train to Fes (15:00) and check-in at 21:00.
 * Earlier: Marrakech, the villa, the birthday (day 2), the balloon and Nobu
 * (day 3), the photoshoot and Dar Yacout (day 4), the desert camp (day 5).
 * Next: tomorrow, day 8 (Saturday Nov 29), the Chefchaouen day trip (drive at
 * 07:30, back to Fes at 17:00; some guests begin departing); the day after,
 * day 9 (Sunday Nov 30), the last day: 07:00 train to Casablanca, lunch at
 * Rick's Café, the Hassan II Mosque, then flights from CMN.
 */
export const EIGHTEENTH_TEST_CLOCK = new Date("2025-11-28T20:00:00Z");

/** Any one of several keys, as one case-insensitive RegExp. */
function either(...keys: RegExp[]): RegExp {
  return new RegExp(keys.map((key) => `(?:${key.source})`).join("|"), "i");
}

/** A clock time: "19:30", "19h30", "7:30 pm", "7.30pm"; for whole hours also "3 pm", "15h". Never "7:30 am" for 19:30. */
function time(h: number, m = 0): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h >= 12 ? "p\\.?\\s?m\\b\\.?" : "a\\.?\\s?m\\b\\.?";
  const wrongMeridiem = h >= 12 ? "a" : "p";
  const forms = [`0?${h}[:.h]${mm}(?!\\d)`, `${h12}[:.]${mm}(?!\\d)`];
  if (m === 0) forms.push(`${h12}\\s?${meridiem}`, `${h}h(?!\\d)`);
  if (h === 12 && m === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.$])(?:${forms.join("|")})(?!\\s?${wrongMeridiem}\\.?\\s?m\\b)`, "i");
}

/** A dollar price: "$45", "$ 45", "45 USD", "45 dollars"; not "$450" or "$4.5". */
function usd(n: number): RegExp {
  return new RegExp(`\\$\\s?${n}(?!\\d|[.,]\\d)|USD\\s?${n}(?!\\d)|(?<![\\d.,])${n}\\s?(?:USD|US dollars|dollars|bucks)\\b`, "i");
}

/** A range of dollars or plain numbers: "$100-120", "$100–$120", "100 to 120". */
function range(lo: number, hi: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${lo}\\s?(?:-|–|—|to)\\s?\\$?\\s?${hi}(?!\\d)`, "i");
}

/** A range of percentages: "10-15%", "10% to 15%", "10–15 %". */
function pct(lo: number, hi: number): RegExp {
  return new RegExp(`(?<![\\d.,])${lo}\\s?%?\\s?(?:-|–|—|to)\\s?${hi}\\s?%`, "i");
}

/** A number standing alone (not part of a longer number), in digits or words. */
function num(n: number | string, word?: string): RegExp {
  const digits = `(?<![\\d.,])${n}(?![\\d])`;
  return new RegExp(word ? `${digits}|\\b${word}\\b` : digits, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6h", "6 hrs". */
function hours(n: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])(?:${n}|${word})[\\s-]?(?:hours?|hrs?\\b|h\\b)`, "i");
}

const weekdays = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A trip day: "day 8", its weekday, "Nov 29", "November 29", "29th". */
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(`\\bday ${n}\\b|${weekdays[n] ?? ""}|Nov(?:ember|\\.)?\\s?${date}(?!\\d)|\\b${date}(?:st|nd|rd|th)\\b`, "i");
}

/** An answer that agrees. */
const yes = /\b(?:yes|yep|yeah|correct|indeed|exactly)\b|that'?s right/i;

export const eighteenthTestQuestions: TestQuestion[] = [
  // ── Right now: Friday evening, day 7, at the Fes riad ─────────────────────
  {
    question: "ok we just sat down in the courtyard, what's for dinner tonight?",
    parts: [[/pastilla|bastilla|b'?stilla/i, /tagine/i]],
    links: ["/day/7"],
  },
  {
    question: "is dinner tonight at the riad or do we have to walk somewhere 😩 my feet are DEAD after the tannery",
    parts: [[/riad|courtyard/i]],
    links: ["/day/7"],
  },
  {
    question: "what time was dinner supposed to start tonight, am i super late lol",
    parts: [[time(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "anything happening after dinner or is it just bed",
    parts: [[/tea/i, /roof/i]],
    links: ["/day/7"],
  },
  {
    question: "whats the next thing on the schedule after tonight? need to set an alarm",
    parts: [[time(7, 30), /Chefchaouen|Rif/i]],
    links: ["/day/8"],
  },
  {
    question: "so tmrw night is our last night in this riad right?",
    parts: [[yes]],
    links: ["/accommodations", "/day/8", "/day/9"],
  },
  {
    question: "what part of fes is our riad in? my mom wants to know where i am",
    parts: [[/F[eè]s el[- ]?Bali/i]],
    links: ["/accommodations", "/day/7"],
  },

  // ── Earlier today: Explore Fes ─────────────────────────────────────────────
  {
    question: "what was the blue gate we walked in thru this morning called",
    parts: [[/Bou ?Jeloud|Boujloud/i]],
    links: ["/day/7"],
  },
  {
    question: "name of the long street w all the copper guys and bakeries from the walk today?",
    parts: [[/Tala[a']? ?Kebira/i]],
    links: ["/day/7"],
  },
  {
    question: "that old university we peeked into today, whats it called and how old is it",
    parts: [[/Quaraouiyine|Qaraouiyine|Qarawiyyin|Karaouiyine|Karaouine/i], [/\b859\b|9th[- ]century|ninth[- ]century|1,?1\d\d years/i]],
    links: ["/day/7"],
  },
  {
    question: "what was the madrasa after the walk called, and what time were we there",
    parts: [[/Bou Inania|Bouinania/i], [time(11, 30)]],
    links: ["/day/7"],
  },
  {
    question: "lol why did they hand us mint leaves at the tannery",
    parts: [[/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "what was the tannery called again + what time did we go? posting it",
    parts: [[/Chouara/i], [time(14)]],
    links: ["/day/7"],
  },
  {
    question: "our guide said the fes medina has like 9000 streets, is that legit??",
    parts: [[/9,?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "what time did the walking tour start this morning, asking for a friend who overslept 😅",
    parts: [[time(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "what was the dress code for today? got some looks in my shorts",
    parts: [[/shoulders/i, /knees/i]],
    links: ["/day/7", "/faq"],
  },

  // ── Yesterday: day 6, Journey to Fes ──────────────────────────────────────
  {
    question: "how long was that train yesterday?? felt like 12 hrs",
    parts: [[hours(6, "six")]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "which cities did we go through on the train yesterday",
    parts: [[/Casablanca/i, /Rabat/i, /Mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "how much was the train to fes again? i owe someone for my ticket",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "what time did the train leave marrakech yesterday",
    parts: [[time(15)]],
    links: ["/day/6"],
  },
  {
    question: "what time did we roll into the riad last night, it was so late",
    parts: [[time(21)]],
    links: ["/day/6"],
  },
  {
    question: "what time was the sunrise on the dune thing yesterday",
    parts: [[time(6, 30)]],
    links: ["/day/6"],
  },

  // ── Day 5: Sahara Desert Adventure ────────────────────────────────────────
  {
    question: "what was the mountain pass called on wednesday",
    parts: [[/Tichka/i]],
    links: ["/day/5"],
  },
  {
    question: "the mud brick village where they film movies, what was it called and which films",
    parts: [[/A[iï]t[- ]?Ben ?haddou/i], [/Gladiator/i, /Game of Thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "what time did the camel ride start on day 5",
    parts: [[time(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "what did the $95 for the desert camp actually cover",
    parts: [[/activities/i, /dinner/i, /breakfast/i]],
    links: ["/day/5", "/budget", "/accommodations"],
  },
  {
    question: "which night were we at the desert camp? doing my journal",
    parts: [[day(5)]],
    links: ["/accommodations", "/day/5"],
  },

  // ── Day 4: Gardens & Souks ────────────────────────────────────────────────
  {
    question: "what day was the photographer again? trying to find my outfit pics",
    parts: [[day(4)]],
    links: ["/day/4", "/"],
  },
  {
    question: "how much were the majorelle garden and ysl museum tickets",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "what was the palace dinner place on tuesday called",
    parts: [[/Dar Yacout/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "how did paying work at the palace dinner, was it covered?",
    parts: [[/individual|separately|each (?:of us|person|guest)|your own|yourself|themselves/i]],
    links: ["/day/4", "/dinners"],
  },

  // ── Day 3: Desert Fun ─────────────────────────────────────────────────────
  {
    question: "how much did the balloon cost? my partner is asking",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "what time was the balloon pickup on monday, still traumatized",
    parts: [[time(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "nobu had a minimum spend right? how much was it",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what did we do on day 3 again, it's all a blur",
    parts: [[/balloon/i, /Agafay/i, /Nobu/i]],
    links: ["/day/3"],
  },

  // ── Day 2: the birthday ───────────────────────────────────────────────────
  {
    question: "where was the bday dinner? want to leave them a review",
    parts: [[/Comptoir Darna/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much was the birthday dinner per person",
    parts: [[range(100, 120)]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "which sights were on the walking tour on day 2",
    parts: [[/Bahia/i, /Ben Youssef/i, /Jardin Secret/i]],
    links: ["/day/2"],
  },

  // ── Days 0 and 1 ──────────────────────────────────────────────────────────
  {
    question: "how much was the hammam + massage at the villa",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },
  {
    question: "what was the welcome dinner restaurant called on the first night",
    parts: [[/Foundouk/i]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "how much was the deposit for the welcome dinner",
    parts: [[usd(20)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "what was the riad we stayed in the very first night",
    parts: [[/L-?\s?Authentic/i]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "how much was the airport transfer in marrakech",
    parts: [[usd(45), /car/i]],
    links: ["/day/0", "/budget", "/faq"],
  },

  // ── Tomorrow: day 8, Chefchaouen ──────────────────────────────────────────
  {
    question: "what time do we leave for chefchaouen tmrw",
    parts: [[time(7, 30)]],
    links: ["/day/8"],
  },
  {
    question: "how long is the drive to chefchaouen? do i need to download a movie",
    parts: [[hours(4, "four")]],
    links: ["/day/8"],
  },
  {
    question: "is there a coffee stop on the way tmrw or should i bring my own",
    parts: [[/coffee/i]],
    links: ["/day/8"],
  },
  {
    question: "what do i wear tmrw? it's a drive and then the town right",
    parts: [[/layer|comfortable/i, /shoulders|knees|modest/i]],
    links: ["/day/8"],
  },
  {
    question: "do i need my passport for chefchaouen tomorrow",
    parts: [[/\byes\b|keep|carry|bring|on you/i]],
    links: ["/day/8"],
  },
  {
    question: "whats the main square in chefchaouen called",
    parts: [[/Uta el[- ]?Hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "what's for lunch in chaouen? heard it's goat related 🐐",
    parts: [[/goat(?:'s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "what time is the spanish mosque part tmrw",
    parts: [[time(15)]],
    links: ["/day/8"],
  },
  {
    question: "what's ras el maa?",
    parts: [[/spring/i]],
    links: ["/day/8"],
  },
  {
    question: "why do we walk up to the spanish mosque, is there something there?",
    parts: [[/view/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we head back to fes tomorrow",
    parts: [[time(17)]],
    links: ["/day/8"],
  },
  {
    question: "someone said there's a red fort thing on the main square in chefchaouen?",
    parts: [[/kasbah/i]],
    links: ["/day/8"],
  },
  {
    question: "some ppl leave tmrw right? when should i do goodbyes 🥲",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  {
    question: "is tmrw's schedule final or could the times still change",
    parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final|can change/i]],
    links: ["/day/8"],
  },
  {
    question: "whats happening on the 29th",
    parts: [[/Chefchaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "what's the evening tmrw after we get back from chaouen",
    parts: [[/last evening|last night|final (?:evening|night)/i]],
    links: ["/day/8"],
  },
  {
    question: "give me tmrw in one line pls",
    parts: [[/Chefchaouen|Chaouen/i, either(time(7, 30), /blue/i, /Ras El Maa|Spanish Mosque/i)]],
    links: ["/day/8"],
  },
  {
    question: "is it gonna rain in the rif mountains? do i need a jacket tmrw",
    parts: [[/shower|rain jacket/i]],
    links: ["/faq"],
  },
  {
    question: "can i add just tmrw's plan to my calendar?",
    parts: [[/Day 8/i, /calendar/i]],
    links: ["/day/8"],
  },

  // ── The last day: day 9, Sunday, Casablanca & departure ──────────────────
  {
    question: "sunday: what time is the train to casa",
    parts: [[time(7)]],
    links: ["/day/9"],
  },
  {
    question: "which station in casablanca do we get off at",
    parts: [[/Casa[- ]?Voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how long is the train from fes to casablanca",
    parts: [[hours(4, "four")]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "farewell lunch on sunday, where and what time?",
    parts: [[/Rick'?s/i], [time(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "what do i wear for the hassan ii mosque",
    parts: [[/knees/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "do we have to take our shoes off in the mosque on sunday?",
    parts: [[/shoes (?:come|are taken|must come|have to come) off|take (?:off )?(?:your |our )?shoes|remove|socks/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the mosque tour in casablanca",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "and the mosque thing on sunday, what time is that?",
    parts: [[time(15)]],
    links: ["/day/9"],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[/45[\s-]?min/i]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home from",
    parts: [[/Mohammed V|CMN/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "haven't booked my flight home yet 🙈 what's the earliest i should go for on sunday?",
    parts: [[either(/evening/i, time(18))]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "should i change my leftover dirhams back before i fly?",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "what even is rick's café, is it from the movie?",
    parts: [[/tribute|inspired|homage|modell?ed|recreat/i]],
    links: ["/day/9"],
  },
  {
    question: "address for rick's café? want to save it",
    parts: [[/Sour Jdid/i]],
    links: ["/day/9"],
  },
  {
    question: "what do we actually see on the mosque tour",
    parts: [[/prayer hall/i, /ablution/i]],
    links: ["/day/9"],
  },
  {
    question: "can i fly home from fes instead of going to casablanca?",
    parts: [[day(8)]],
    links: ["/faq", "/day/8"],
  },
  {
    question: "whats the plan for sunday",
    parts: [[/Casablanca|Casa\b/i, /Rick/i, /Hassan II/i]],
    links: ["/day/9"],
  },
  {
    question: "when do we check out of the fes riad",
    parts: [[either(day(9), /before the train/i)]],
    links: ["/day/9", "/accommodations"],
  },

  // ── Money ─────────────────────────────────────────────────────────────────
  {
    question: "how much is the fes riad for the 3 nights",
    parts: [[usd(90)]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "the riad mentioned a tourist tax?? how much is that",
    parts: [[num(28), /night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "so for my 3 nights in fes what's the tourist tax roughly",
    parts: [[either(/(?<![\d.])84\s?(?:MAD|dirhams?|DH)/i, /\$\s?8(?:\.25)?(?![\d.])/)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "quick maths help: how many dirhams to a dollar roughly",
    parts: [[either(/\b(?:10|ten)\s?(?:MAD|dirhams?|DH)\b/i, /100\s?(?:MAD|dirhams?|DH)[^.]{0,30}\$\s?10\b/i)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do ppl tip at restaurants here",
    parts: [[pct(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i pull out of the atm at once",
    parts: [[/1,?000\s?(?:MAD|dirhams?)?\s?(?:-|–|to)\s?2,?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "bargaining in the souks, where do i start",
    parts: [[pct(40, 50)]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "ballpark, what does this whole trip cost per person?",
    parts: [[num(440), num(943)]],
    links: ["/budget"],
  },
  {
    question: "what are the fixed costs vs the optional extras, in total?",
    parts: [[num(440), num(480)], [num(463)]],
    links: ["/budget"],
  },
  {
    question: "was the villa contribution mandatory?? never paid it 😬",
    parts: [[/optional/i, usd(50)]],
    links: ["/budget", "/accommodations", "/faq", "/day/1"],
  },
  {
    question: "in the souks is it card or cash",
    parts: [[/cash/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card machine is asking dollars or dirhams, which do i pick",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "how much do people usually budget for shopping? asking before i buy a rug",
    parts: [[num(100), num(500)]],
    links: ["/budget", "/"],
  },

  // ── Stays ─────────────────────────────────────────────────────────────────
  {
    question: "how many suites did villa royale have? telling my sister",
    parts: [[num(13, "thirteen")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "what dates are we booked at the fes riad",
    parts: [[/27/, /29/]],
    links: ["/accommodations", "/budget"],
  },

  // ── FAQ and practical ─────────────────────────────────────────────────────
  {
    question: "what plugs do they use here? my adapter is acting weird",
    parts: [[/Type C|C\s?\/\s?E|C and E/i, /220/]],
    links: ["/faq", "/"],
  },
  {
    question: "can i drink the tap water at the riad",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in darija",
    parts: [[/shukran|choukran/i]],
    links: ["/faq"],
  },
  {
    question: "is it ok to walk around the medina with a beer",
    parts: [[/not acceptable|isn'?t acceptable|not (?:ok|okay|allowed|appropriate)|avoid|don'?t/i]],
    links: ["/faq"],
  },
  {
    question: "can i take photos of the people working in the souks",
    parts: [[/ask/i]],
    links: ["/faq"],
  },
  {
    question: "are pickpockets a thing in the medina",
    parts: [[/crowd|unofficial|safe/i]],
    links: ["/faq"],
  },
  {
    question: "whats the weather usually like here this time of year",
    parts: [[range(15, 25)]],
    links: ["/faq", "/"],
  },
  {
    question: "my friend is gluten free, who do we tell about food?",
    parts: [[/host/i]],
    links: ["/dinners"],
  },
  {
    question: "what languages do people speak here, will my french help",
    parts: [[/French/i, /Darija|Arabic/i]],
    links: ["/faq"],
  },
  {
    question: "can we go inside the mosques here in fes",
    parts: [[/closed|not open/i]],
    links: ["/faq"],
  },
  {
    question: "the transportation page just says coming soon?? where's the info",
    parts: [[/finali[sz]|coming soon|being (?:booked|sorted|arranged)/i]],
    links: ["/transportation"],
  },

  // ── The map ───────────────────────────────────────────────────────────────
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the food places on the map",
    parts: [[/orange/i]],
    links: ["/map"],
  },
  {
    question: "how do i open one of the map spots in google maps",
    parts: [[/open in maps/i]],
    links: ["/map"],
  },
  {
    question: "is there anything in fes on the map page?",
    parts: [[/Marrakech/i, /\bno\b|not|doesn'?t|isn'?t|none|only/i]],
    links: ["/map"],
  },

  // ── Music ─────────────────────────────────────────────────────────────────
  {
    question: "how do i shut the music off 🙉 everyone at dinner can hear it",
    parts: [[/bottom[- ]left|lower[- ]left|left corner/i]],
  },
  {
    question: "why does the music stop when i open the gallery",
    parts: [[/no (?:background |section )?(?:music|track|audio|soundtrack)|(?:doesn'?t|does not) have (?:any |its own )?(?:background )?(?:music|track)|silent|without (?:any )?music|isn'?t (?:any )?music|paus/i]],
  },
  {
    question: "if i mute it will it stay muted next time i open the site",
    parts: [[/remember|saved|stays? muted|keeps?/i]],
  },

  // ── Site: gallery, slideshow, calendar, offline, home page ────────────────
  {
    question: "how do i upload my pics from today",
    parts: [[/upload/i, /gallery/i]],
    links: ["/gallery"],
  },
  {
    question: "how many pics can i upload at once? i have like 40 from the tannery",
    parts: [[num(10, "ten")]],
    links: ["/gallery"],
  },
  {
    question: "my camel video won't upload, it says file too large??",
    parts: [[/50\s?MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do iphone HEIC photos work or do i have to convert them",
    parts: [[/\b(?:works?|supported|fine|accepted|included|no need|don'?t (?:need|have) to)\b/i]],
    links: ["/gallery"],
  },
  {
    question: "uploaded a pic of my ex by accident 💀 how do i delete it",
    parts: [[/password/i, /select/i]],
    links: ["/gallery"],
  },
  {
    question: "can i put my name on the photos i upload",
    parts: [[/name/i, /optional/i]],
    links: ["/gallery"],
  },
  {
    question: "can i see only the pics from today in the gallery",
    parts: [[/Day 7|filter|\?day=7/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i see just the photos jess uploaded",
    parts: [[/filter|chip|by guest|tap (?:her|their) name|her name/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i download all the photos at once",
    parts: [[/zip/i]],
    links: ["/gallery"],
  },
  {
    question: "what's the light zip thing in the gallery",
    parts: [[/web[- ]sized|smaller|slow/i]],
    links: ["/gallery"],
  },
  {
    question: "can we put everyone's photos up on the tv in the riad tonight?",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how long does each photo stay up on the slideshow",
    parts: [[/\b(?:7|seven)[\s-]?(?:s\b|sec)/i]],
    links: ["/slideshow"],
  },
  {
    question: "does the slideshow show new pics as people upload them?",
    parts: [[/\b(?:yes|right away|immediately|at once|as soon as|straight away|live)\b/i]],
    links: ["/slideshow"],
  },
  {
    question: "whats the QR code in the corner of the slideshow for",
    parts: [[/upload/i, /scan|gallery/i]],
    links: ["/slideshow"],
  },
  {
    question: "my upload died halfway cuz the riad wifi is trash, do i have to start over?",
    parts: [[/resume|pick(?:s)? up|carr(?:y|ies) on|continue|where it left off|kept|keeps/i]],
    links: ["/gallery"],
  },
  {
    question: "one of my videos just says 'preparing video', is it broken?",
    parts: [[/being (?:made|prepared|processed|converted)|preparing|(?:few|couple of) minutes|wait|not broken/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i save someone's photo to my phone",
    parts: [[/download/i]],
    links: ["/gallery"],
  },
  {
    question: "a photo in the gallery says preview not available, is it gone?",
    parts: [[/original file/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i add the whole itinerary to my calendar",
    parts: [[/calendar/i, /home|day page|each day|whole trip/i]],
    links: ["/"],
  },
  {
    question: "will the itinerary still open if i have no signal on the drive tmrw",
    parts: [[/\b(?:yes|saved|offline|home screen)\b/i]],
  },
  {
    question: "how do i put the site on my iphone home screen",
    parts: [[/Share/i, /Add to Home Screen/i]],
  },
  {
    question: "does the gallery work without signal?",
    parts: [[/connection|signal|online|internet/i]],
    links: ["/gallery"],
  },
  {
    question: "why is the countdown on the home page all zeros, is it broken",
    parts: [[/started|began|begun|passed|over|stopped/i]],
    links: ["/"],
  },
  {
    question: "who said the 'most lovely spot in the whole world' quote on the home page",
    parts: [[/Churchill/i]],
    links: ["/"],
  },
  {
    question: "what does 'Highlight: TBD' mean on the home page",
    parts: [[/TBD|to be decided|not (?:yet )?(?:decided|picked|chosen)|vote|contender|camera roll/i]],
    links: ["/"],
  },
  {
    question: "whats this trip even called lol",
    parts: [[/Golden Goat Getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us are on this trip",
    parts: [[num(22, "twenty-two")]],
    links: ["/"],
  },
  {
    question: "whose birthday is this whole thing for again 🎂",
    parts: [[/host/i, /30|thirtieth/i]],
    links: ["/"],
  },

  // ── The chat itself ───────────────────────────────────────────────────────
  {
    question: "who even are u",
    parts: [[/Rupa/i]],
  },
  {
    question: "if i lose signal on the drive tmrw can i still ask you stuff?",
    parts: [[/connection|signal/i, /sent|send/i]],
  },
  {
    question: "where's the chat button on the site, my friend can't find you",
    parts: [[/bottom[- ]right|lower[- ]right|right corner/i]],
  },

  // ── Unanswerable: the site never says ─────────────────────────────────────
  { question: "whats the actual name of our riad in fes? the taxi guy is asking", unanswerable: true },
  { question: "whats the wifi password at the riad", unanswerable: true },
  { question: "can u give me the host's phone number, need to text them", unanswerable: true },
  { question: "whats the password for deleting photos in the gallery", unanswerable: true },
  { question: "how much is the train ticket to casablanca on sunday?", unanswerable: true },
  { question: "how much do i owe for the chefchaouen trip tmrw", unanswerable: true },
  { question: "how much is lunch at rick's café roughly? is it included?", unanswerable: true },
  { question: "which restaurant are we having lunch at in chefchaouen", unanswerable: true },
  { question: "why is chefchaouen painted blue anyway? like what's the history", unanswerable: true },
  { question: "who's leaving tmrw instead of sunday? want to say bye to the right ppl", unanswerable: true },
  { question: "what time is jess's flight on sunday", unanswerable: true },
  { question: "who am i sharing a room with at the riad tmrw night", unanswerable: true },
  { question: "who's driving us to chefchaouen, like which company", unanswerable: true },
  { question: "does our fes riad have a pool? 🏊", unanswerable: true },
  { question: "is there laundry at the riad? everything smells like camel", unanswerable: true },
  { question: "what was our guide's name today in fes, want to tag him on insta", unanswerable: true },
  { question: "did morocco win the football match tonight?", unanswerable: true },
  { question: "where's the nearest pharmacy to the riad, i need ibuprofen", unanswerable: true },
  { question: "can we leave our bags somewhere in casablanca before the flight on sunday?", unanswerable: true },
  { question: "when are the pro photos from the photoshoot coming out", unanswerable: true },
  { question: "what was the photographer's name from tuesday? want to follow them", unanswerable: true },
  { question: "what was the desert camp called? want to recommend it to my coworker", unanswerable: true },
  { question: "what was the name of that late night lounge at the end of the bar crawl", unanswerable: true },
  { question: "how long does the walk up to the spanish mosque take tmrw", unanswerable: true },
  { question: "what time is sunset in chefchaouen tomorrow", unanswerable: true },
  { question: "what time does the chouara tannery close? want to go back for a jacket", unanswerable: true },
  { question: "can i get an uber in fes", unanswerable: true },
  { question: "how much should a petit taxi to the fes train station cost", unanswerable: true },
  { question: "what are our seat numbers on the sunday train", unanswerable: true },
  { question: "does rick's café do vegan food", unanswerable: true },
  { question: "can i fly my drone in chefchaouen", unanswerable: true },
  { question: "how much is the entry to the kasbah in chefchaouen", unanswerable: true },
  { question: "has anyone found a black iphone? think i left mine at the tannery 😭", unanswerable: true },
  { question: "what time is breakfast at the riad tomorrow", unanswerable: true },
  { question: "whats a fair price for a leather pouf in the fes souks", unanswerable: true },
  { question: "can we go inside the al quaraouiyine library?", unanswerable: true },
  { question: "whats the host's venmo so i can pay them back for the train", unanswerable: true },
  { question: "where are we eating dinner tomorrow night after chefchaouen?", unanswerable: true },
];
