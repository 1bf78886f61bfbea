// FOURTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the fourteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Sunday November 30 2025, 09:00 Morocco time (UTC+1), day 9 "Casablanca & Departure", the last day: the squad is two hours into the 07:00 train from Fes to Casa-Voyageurs (about four hours), with the farewell lunch at Rick's Café (12:30), the Hassan II Mosque tour (15:00) and the 18:00 departure to Mohammed V airport (CMN) still ahead; yesterday (Saturday, day 8) was the Chefchaouen day trip, last night the last evening together at the Fes riad, and "tuesday" means day 4 (Nov 25). */
export const FOURTEENTH_TEST_CLOCK = new Date("2025-11-30T08:00:00Z");

/** A clock time written the ways a reply may write it: "19:30", "19h30", "7:30 pm", "7.30pm", "7:30"; "7 am" when on the hour. */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const ampm = hour < 12 ? String.raw`a\.?\s?m\b\.?` : String.raw`p\.?\s?m\b\.?`;
  const forms = [String.raw`0?${hour}[:.h]${mm}`, String.raw`${h12}[:.]${mm}\s*${ampm}`];
  if (minute === 0) forms.push(String.raw`${h12}\s*${ampm}`);
  if (hour >= 13) forms.push(String.raw`${h12}[:.]${mm}`);
  if (hour === 12 && minute === 0) forms.push("noon", "midday");
  return new RegExp(String.raw`(?<![\d:.])(?:${forms.join("|")})(?!\d)`, "i");
}

/** A dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45", "US$45". */
function usd(amount: number): RegExp {
  const n = String(amount);
  return new RegExp(
    String.raw`(?:\$\s?${n}(?![\d])|(?<![\d.,$])${n}(?:\.00)?\s?(?:usd|us dollars|dollars|bucks)\b|\busd\s?${n}(?!\d))`,
    "i",
  );
}

/** A range such as "$40-60", "$40 to $60", "10-15%", "15–25°C". */
function range(low: number, high: number): RegExp {
  return new RegExp(
    String.raw`(?<![\d.,])\$?${low}\s*(?:%|usd|dollars|percent|°c?)?\s*(?:-|–|—|to)\s*\$?${high}(?!\d)`,
    "i",
  );
}

/** A count as digits or as a word. */
function num(value: number, word: string): RegExp {
  return new RegExp(String.raw`(?<![\d.,])${value}(?!\d)|\b${word}\b`, "i");
}

const WEEKDAYS = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day named any way: "day 4", "Tuesday", "Nov 25", "November 25", "25th", "25 Nov". */
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    String.raw`\bday\s*${n}\b|\b${WEEKDAYS[n]}\b|\bnov(?:ember)?\.?\s*${date}\b|\b${date}(?:st|nd|rd|th)\b|\b${date}\s*nov`,
    "i",
  );
}

const fourHours = /\b(?:four|4)\s*-?\s*(?:hours?|hrs?|h)\b/i;

export const fourteenthTestQuestions: TestQuestion[] = [
  // ---- Right now: day 9, on the train to Casablanca ----
  {
    question: "morning!! we're on the train rn, what time did it leave fes again and how long till casa?",
    parts: [[time(7, 0)], [/\b(?:four|4)\s*-?\s*(?:hours?|hrs?|h)\b|\b11(?::00)?\b|eleven|\b(?:two|2)\s*(?:more\s*)?(?:hours?|hrs?)\b/i]],
    links: ["/day/9"],
  },
  {
    question: "wat station do we get off at in casablanca",
    parts: [[/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "whats next once we get off this train?",
    parts: [[/rick/i], [time(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "what r we doing this afternoon",
    parts: [[/rick/i], [/hassan/i]],
    links: ["/day/9"],
  },
  {
    question: "so whats the plan tonight, is there a farewell dinner or nah?",
    parts: [[time(18, 0)], [/airport|\bCMN\b|mohammed/i]],
    links: ["/day/9"],
  },
  {
    question: "how far is the airport from the city? stressing abt my flight",
    parts: [[/\b(?:45|forty[- ]five)\s*-?\s*min/i]],
    links: ["/day/9"],
  },
  {
    question: "which airport do we fly home from, is it back in marrakech??",
    parts: [[/mohammed\s*(?:v|5|the fifth)\b|\bCMN\b/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "mosque dress code pls 🙏 i only packed shorts",
    parts: [[/knees/i], [/scarf/i], [/socks|shoes (?:come|are taken|have to come|must come) off|(?:remove|take off) (?:your )?shoes/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how much is the hassan 2 tour",
    parts: [[usd(13)]],
    links: ["/day/9", "/budget", "/faq"],
  },
  {
    question: "is it true the casablanca mosque is built on the water or is that a myth",
    parts: [[/partly|part of it|over the (?:ocean|atlantic|sea|water)|on the (?:ocean|atlantic)/i]],
    links: ["/day/9"],
  },
  {
    question: "r non-muslims even allowed inside hassan ii? what do we get to see in there",
    parts: [[/guided tour/i], [/prayer hall|ablution|hammam/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what do i wear to ricks cafe",
    parts: [[/smart[- ]casual/i]],
    links: ["/day/9"],
  },
  {
    question: "is ricks cafe the actual bar from the movie casablanca?",
    parts: [[/tribute|built (?:as|to)|inspired|recreat|replica|not (?:the )?(?:actual|real|original)/i]],
    links: ["/day/9"],
  },
  {
    question: "i still have a stack of dirhams left, should i just change them back at home?",
    parts: [[/spend/i], [/hard to (?:change|exchange)|difficult to (?:change|exchange)|can.?t (?:easily )?(?:be )?(?:change|exchange)|not easy to (?:change|exchange)/i]],
    links: ["/day/9"],
  },
  {
    question: "when do we need to be at the mosque after lunch",
    parts: [[time(15, 0)]],
    links: ["/day/9"],
  },
  {
    question: "what's the theme of today on the itinerary",
    parts: [[/casablanca\s*(?:&|and)\s*departure/i]],
    links: ["/day/9"],
  },

  // ---- Yesterday (day 8, Saturday Nov 29): Chefchaouen ----
  {
    question: "how long was the drive to chefchaouen yesterday? felt like forever",
    parts: [[fourHours]],
    links: ["/day/8"],
  },
  {
    question: "what was the spring/waterfall place called yesterday afternoon",
    parts: [[/ras\s*el[- ]?maa/i]],
    links: ["/day/8"],
  },
  {
    question: "name of the main square in chaouen? the one with the red kasbah",
    parts: [[/uta\s*el[- ]?hammam/i]],
    links: ["/day/8"],
  },
  {
    question: "lol what was that local speciality we had for lunch in chefchaouen, rupa u might not like it 🐐",
    parts: [[/goat(?:'?s)? cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "what was the mosque on the hill we walked up to for the view yesterday",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "chefchaouen's nickname is the blue what again?",
    parts: [[/blue pearl/i]],
    links: ["/day/8"],
  },
  {
    question: "where did we sleep last night",
    parts: [[/riad/i, /f[eè]s/i]],
    links: ["/day/8", "/accommodations"],
  },
  {
    question: "my roommate flew home yesterday from fes, was that in the plan?",
    parts: [[/some guests|guests (?:begin|began|start|started)|depart|leave from f[eè]s/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "what time did we set off yesterday morning",
    parts: [[time(7, 30)]],
    links: ["/day/8"],
  },

  // ---- Day 7 (Friday Nov 28): Fes ----
  {
    question: "the stinky leather place on friday, what was it called 🤢",
    parts: [[/chouara/i]],
    links: ["/day/7"],
  },
  {
    question: "why did they hand us mint at the tannery",
    parts: [[/smell|odou?r|stink|stench/i]],
    links: ["/day/7"],
  },
  {
    question: "when was al quaraouiyine founded",
    parts: [[/\b859\b/]],
    links: ["/day/7"],
  },
  {
    question: "whats the blue gate in fes actually called",
    parts: [[/bou\s*jeloud|boujloud/i]],
    links: ["/day/7"],
  },
  {
    question: "what did we eat at the riad dinner the day before yesterday",
    parts: [[/pastilla|bastilla/i]],
    links: ["/day/7"],
  },
  {
    question: "what time did the fes walking tour start on the 28th",
    parts: [[time(9, 30)]],
    links: ["/day/7"],
  },
  {
    question: "did the fes part of the itinerary ever get finalised? there was a note on it",
    parts: [[/work in progress|may change|still (?:being )?(?:planned|finali[sz]ed|changing)/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },

  // ---- Day 6 (Thursday Nov 27): desert to Fes ----
  {
    question: "how long was the train from marrakech to fes",
    parts: [[/\b(?:6|six)\s*-?\s*(?:hours?|hrs?|h)\b/i]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "how much did the fes train cost",
    parts: [[usd(45)]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "thursday - what time was the train out of marrakech",
    parts: [[time(15, 0)]],
    links: ["/day/6"],
  },
  {
    question: "what time did we finally get to the riad on day 6",
    parts: [[time(21, 0)]],
    links: ["/day/6"],
  },

  // ---- Day 5 (Wednesday Nov 26): Sahara ----
  {
    question: "that mud village from game of thrones, what was it called",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "what was the mountain pass on wednesday + how high was it",
    parts: [[/tichka/i], [/2[,. ]?200/]],
    links: ["/day/5"],
  },
  {
    question: "how much was the desert camp and what did that cover",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "what was on at the camp after dinner? i fell asleep early 😴",
    parts: [[/drum|music/i]],
    links: ["/day/5", "/accommodations"],
  },

  // ---- Day 4 (Tuesday Nov 25): gardens & souks ----
  {
    question: "what time was the photoshoot on tuesday",
    parts: [[time(8, 30)]],
    links: ["/day/4"],
  },
  {
    question: "what colours were we told to wear for the photographer",
    parts: [[/jewel/i], [/white/i, /gold/i]],
    links: ["/", "/day/4"],
  },
  {
    question: "how much were majorelle and the ysl museum",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "did we each pay for dar yacout ourselves?",
    parts: [[/individual|(?:your|their|our) own|separately|each (?:guest|person)/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "what was the dress code for the palace dinner",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "how much was the souk guide and what time did the shopping start",
    parts: [[usd(5)], [time(14, 30)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "that blue garden w all the cactus we did the other day, what was it",
    parts: [[/majorelle/i]],
    links: ["/day/4", "/map"],
  },
  {
    question: "what was the dinner on the 25th",
    parts: [[/yacout/i]],
    links: ["/day/4", "/dinners"],
  },
  {
    question: "which day did the photographer come",
    parts: [[day(4)]],
    links: ["/", "/day/4"],
  },

  // ---- Day 3 (Monday Nov 24): desert fun ----
  {
    question: "what time was balloon pickup on monday?? still recovering",
    parts: [[time(5, 30)]],
    links: ["/day/3"],
  },
  {
    question: "how much did the hot air balloon cost",
    parts: [[usd(117)]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "whats the min spend at nobu",
    parts: [[usd(75)]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "how much was the agafay day & what did we do there",
    parts: [[usd(40)], [/quad/i, /camel/i]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "what were the signature dishes at nobu? want to order them again at home",
    parts: [[/black cod|yellowtail/i]],
    links: ["/dinners"],
  },

  // ---- Day 2 (Sunday Nov 23): birthday ----
  {
    question: "where was the bday dinner",
    parts: [[/comptoir darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "how much was the birthday dinner pp",
    parts: [[range(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  {
    question: "bday dinner dress code? for my caption lol",
    parts: [[/golden glam|cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "what time did the bar crawl start last sunday and how much was the guide",
    parts: [[time(22, 30)], [usd(10)]],
    links: ["/day/2"],
  },
  {
    question: "which 3 places were on the medina walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price?",
    parts: [[usd(10)], [/museum/i]],
    links: ["/day/2", "/budget", "/"],
  },
  {
    question: "what date was the actual birthday",
    parts: [[day(2)]],
    links: ["/day/2"],
  },
  {
    question: "what time was the bday dinner",
    parts: [[time(19, 30)]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much was breakfast at the villa and when did u have to sign up",
    parts: [[usd(10)], [/night before|evening before|day before/i]],
    links: ["/day/2", "/faq"],
  },

  // ---- Day 1 (Saturday Nov 22): rest & relax ----
  {
    question: "what time could we check in at the villa",
    parts: [[time(15, 0)]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  {
    question: "how much was the hammam + massage",
    parts: [[usd(60)]],
    links: ["/day/1", "/budget", "/faq"],
  },
  {
    question: "was the villa contribution mandatory? how much was it",
    parts: [[/optional|not mandatory|voluntary/i], [usd(50)]],
    links: ["/day/1", "/budget", "/faq", "/accommodations"],
  },
  {
    question: "what was the theme for the 22nd",
    parts: [[/rest\s*(?:&|and)\s*relax/i]],
    links: ["/day/1"],
  },

  // ---- Day 0 (Friday Nov 21): arrival ----
  {
    question: "what was the name of the riad the 1st night",
    parts: [[/l[- ]?authentic/i]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "how much was that first riad",
    parts: [[usd(45)]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "welcome dinner: which restaurant and what time",
    parts: [[/foundouk/i], [time(20, 0)]],
    links: ["/day/0", "/dinners"],
  },
  {
    question: "how much was the welcome dinner and how much was the deposit",
    parts: [[range(40, 60)], [usd(20)]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "what does foundouk even mean",
    parts: [[/caravan|merchant|\binn\b/i]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how did we pay the airport drivers on day 0 and how much was it",
    parts: [[/cash/i], [usd(45)]],
    links: ["/day/0", "/budget"],
  },
  {
    question: "what time did the trip officially kick off on the 21st",
    parts: [[time(11, 0)]],
    links: ["/", "/day/0", "/faq"],
  },

  // ---- Dinners page ----
  {
    question: "how many dinners r on the dinners page",
    parts: [[num(4, "four")]],
    links: ["/dinners"],
  },
  {
    question: "which dinners were marked as special events",
    parts: [[/comptoir|birthday/i, /yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "how far ahead were we meant to tell the host about allergies",
    parts: [[/\b(?:two|2)\s*weeks/i]],
    links: ["/dinners"],
  },

  // ---- Accommodations ----
  {
    question: "how many suites and pools did the villa have",
    parts: [[/(?:13|thirteen)\s*suites/i], [/(?:2|two)\s*pools/i]],
    links: ["/accommodations", "/faq", "/"],
  },
  {
    question: "what was villa checkout time?",
    parts: [[time(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far was the villa from downtown",
    parts: [[/20\s*(?:-|–|to)\s*25\s*-?\s*min/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many nights were we in fes and what did that riad cost",
    parts: [[/(?:3|three)\s*nights/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "did we actually sleep at the villa on the 26th?",
    parts: [[/desert|zagora|camp/i]],
    links: ["/accommodations"],
  },

  // ---- Budget and money ----
  {
    question: "roughly how much did this whole trip cost per person",
    parts: [[/\b440\b/, /\b943\b/]],
    links: ["/budget"],
  },
  {
    question: "what was the fixed cost total if u skipped every extra",
    parts: [[/\b440\b/, /\b480\b/]],
    links: ["/budget"],
  },
  {
    question: "if i said yes to every optional extra how much were they all together",
    parts: [[/\b463\b/]],
    links: ["/budget"],
  },
  {
    question: "what's the tourist tax per night",
    parts: [[/\b28\s*(?:MAD|dirhams?|dhs?)\b|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much do u tip at restaurants here",
    parts: [[range(10, 15)]],
    links: ["/budget", "/faq"],
  },
  {
    question: "where do i start haggling at the souks",
    parts: [[range(40, 50)]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "how much should i take out of the atm at once",
    parts: [[/1[,. ]?000\s*(?:-|–|—|to)\s*2[,. ]?000/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "dirham to dollar rate?",
    parts: [[/\b10\s*(?:MAD|dirhams?|dhs?)\b/i]],
    links: ["/budget", "/faq", "/"],
  },
  {
    question: "i have 300 dirhams left, how much is that in $ and what do i do with it",
    parts: [[usd(30)], [/spend/i]],
    links: ["/budget", "/day/9"],
  },
  {
    question: "card machine at the cafe asked if i want to pay in USD, yes or no??",
    parts: [[/dirham|\bMAD\b/i]],
    links: ["/budget"],
  },
  {
    question: "how much were foreign card fees supposed to be",
    parts: [[/\b1\s*(?:-|–|to)\s*3\s*%|\b1\s*(?:-|–|to)\s*3\s*percent/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "add up what i paid for places to sleep (i did the villa contribution), not counting tourist tax",
    parts: [[usd(280)]],
    links: ["/budget", "/accommodations"],
  },

  // ---- FAQ ----
  {
    question: "do americans need a visa for morocco",
    parts: [[/visa[- ]free|no visa|don.?t need|do not need/i], [/\b(?:90|ninety)\s*days/i]],
    links: ["/faq"],
  },
  {
    question: "what plug adapter do i need, my charger died",
    parts: [[/\bC\s*(?:\/|and|&|or)\s*(?:type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "how do i say thank you in darija",
    parts: [[/shukran|choukran|shokran/i]],
    links: ["/faq"],
  },
  {
    question: "is the tap water ok to drink",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of the performers in jemaa el fna",
    parts: [[/ask (?:first|permission|before)|always ask|ask them/i], [/dirham|pay|tip/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone is morocco in",
    parts: [[/(?:utc|gmt)\s*\+\s*1\b/i]],
    links: ["/faq"],
  },
  {
    question: "how do i not get ripped off by a petit taxi",
    parts: [[/meter|agree (?:on )?the (?:fare|price)/i]],
    links: ["/faq"],
  },
  {
    question: "how many sections does the faq have",
    parts: [[num(8, "eight")]],
    links: ["/faq"],
  },
  {
    question: "does it rain much in late november",
    parts: [[/rarely|not (?:a lot|much|often)|seldom/i]],
    links: ["/faq"],
  },
  {
    question: "i get carsick, tips for that tichka road?",
    parts: [[/tablet|pill|medication/i]],
    links: ["/faq", "/day/5"],
  },
  {
    question: "what's the dress code in the medina",
    parts: [[/shoulders/i, /knees/i], [/closed shoes/i]],
    links: ["/faq", "/day/0", "/day/4", "/day/7"],
  },
  {
    question: "what does the faq say about booking flights home",
    parts: [[/\bCMN\b|mohammed/i], [/evening|later/i]],
    links: ["/faq"],
  },

  // ---- Home page, the trip, Rupa and the site ----
  {
    question: "whats the trip called again",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "wait what are we celebrating exactly lol",
    parts: [[/\b30|thirt(?:y|ieth)/i, /birthday/i]],
    links: ["/"],
  },
  {
    question: "who are the famous ppl quoted on the homepage",
    parts: [[/churchill/i, /wharton/i, /saint laurent|\bYSL\b/i]],
    links: ["/"],
  },
  {
    question: "how many of us were on the trip",
    parts: [[/\b22\b|twenty[- ]two/i]],
    links: ["/"],
  },
  {
    question: "the homepage says highlight TBD?? whats that about",
    parts: [[/vote|camera roll/i]],
    links: ["/"],
  },
  {
    question: "the countdown on the homepage is stuck on 00, is it broken?",
    parts: [[/start|began|begun|passed|over|stopp|ended|reached/i, /nov(?:ember)?\s*21|21(?:st)?\s*nov|11:00|11\s*a\.?m/i]],
    links: ["/"],
  },
  {
    question: "what temps does the site say to expect",
    parts: [[range(15, 25)]],
    links: ["/", "/faq"],
  },
  {
    question: "is there a shortcut on the homepage to today's pics",
    parts: [[/today.?s photos/i]],
    links: ["/", "/gallery"],
  },
  {
    question: "how do i put the trip in my phone calendar",
    parts: [[/add (?:the whole trip|day\s*\d) to calendar|\.ics/i]],
    links: ["/"],
  },
  {
    question: "who am i talking to?",
    parts: [[/rupa/i]],
  },
  {
    question: "if u don't know something who should i ask",
    parts: [[/host/i]],
    links: ["/faq"],
  },
  {
    question: "where's the chat button on the page? i closed it",
    parts: [[/bottom[- ]right|lower[- ]right/i]],
    links: ["/faq"],
  },
  {
    question: "how do i turn off the music",
    parts: [[/bottom[- ]left|lower[- ]left|\bmute\b/i]],
  },
  {
    question: "is the music on the map page the same as on any other page?",
    parts: [[/faq/i]],
  },
  {
    question: "whats on the transportation page, it just says coming soon",
    parts: [[/finali[sz]/i]],
    links: ["/transportation"],
  },
  {
    question: "the 3 featured activity cards on the homepage, what are they",
    parts: [[/culture\s*(?:&|and)\s*cuisine/i, /action\s*(?:&|and)\s*adventure/i, /shopping/i]],
    links: ["/"],
  },

  // ---- Gallery, downloads, slideshow ----
  {
    question: "how many vids can i upload at once and how big can they be",
    parts: [[/\b(?:10|ten)\b/i], [/50\s*MB|50\s*megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "will my iphone pics upload fine or do i need to convert them first",
    parts: [[/HEIC|HEVC/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i download ALL the photos at once",
    parts: [[/\bzip\b/i]],
    links: ["/gallery"],
  },
  {
    question: "the big photo download won't open on my mac",
    parts: [[/one day at a time|a day at a time|day by day|per day|each day/i]],
    links: ["/gallery"],
  },
  {
    question: "train wifi is awful, is there a smaller version of the album download?",
    parts: [[/light zip|web[- ]sized/i]],
    links: ["/gallery"],
  },
  {
    question: "i posted a blurry pic by accident, how do i delete it",
    parts: [[/password/i], [/select/i]],
    links: ["/gallery"],
  },
  {
    question: "one of my photos says preview not available, is it lost?",
    parts: [[/original file/i]],
    links: ["/gallery"],
  },
  {
    question: "can i see just the photos from yesterday",
    parts: [[/day\s*8|\?day=8/i]],
    links: ["/gallery", "/day/8"],
  },
  {
    question: "can i filter the gallery to only what my sister posted",
    parts: [[/(?:filter|chip|tap|button|select|pick).{0,60}(?:name|guest)|(?:name|guest).{0,40}(?:filter|chip|button)/i]],
    links: ["/gallery"],
  },
  {
    question: "how do we put all the pics up on a tv at the airport lol",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "when the slideshow is running how can other ppl add their photos",
    parts: [[/\bQR\b/i]],
    links: ["/slideshow"],
  },
  {
    question: "can the slideshow show just tuesday's pics?",
    parts: [[/day\s*4|\?day=4/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|not required|don.?t have to|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "tried uploading 14 pics from the desert and it said too many files?",
    parts: [[/\b(?:10|ten)\b/i]],
    links: ["/gallery"],
  },
  {
    question: "where else can i see the photos from wednesday besides the gallery",
    parts: [[/day\s*5/i]],
    links: ["/day/5", "/gallery"],
  },

  // ---- Map ----
  {
    question: "what do the red pins on the map mean",
    parts: [[/must[- ]?see/i]],
    links: ["/map"],
  },
  {
    question: "and the purple pins on the map?",
    parts: [[/cultural/i]],
    links: ["/map"],
  },
  {
    question: "any romantic spots on the map for me n bae 💕",
    parts: [[/mamounia|anima|menara/i]],
    links: ["/map"],
  },
  {
    question: "how many categories r on the map color guide",
    parts: [[num(7, "seven")]],
    links: ["/map"],
  },
  {
    question: "was there a cooking class on the map? want to do one next time",
    parts: [[/maison arabe/i]],
    links: ["/map"],
  },

  // ---- Unanswerable: the content does not say ----
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "what time is my flight tonight? the one to london", unanswerable: true },
  { question: "which terminal at CMN do we go to", unanswerable: true },
  { question: "what was the actual name of our riad in fes? want to leave a review", unanswerable: true },
  { question: "whats the password to delete photos in the gallery", unanswerable: true },
  { question: "how much did the chefchaouen day trip cost per person", unanswerable: true },
  { question: "how much is the train ticket to casablanca this morning", unanswerable: true },
  { question: "how much will lunch at ricks be?", unanswerable: true },
  { question: "whats the photographer's name from tuesday? want to follow them on insta", unanswerable: true },
  { question: "what's the host's last name", unanswerable: true },
  { question: "how many dirhams to the euro", unanswerable: true },
  { question: "where can we leave our suitcases while we do the mosque tour", unanswerable: true },
  { question: "how long does the hassan ii tour last", unanswerable: true },
  { question: "what time does ricks cafe close", unanswerable: true },
  { question: "is the mosque tour in english or french", unanswerable: true },
  { question: "how many km is it from fes to casablanca", unanswerable: true },
  { question: "when will the pro photos from the photoshoot be ready", unanswerable: true },
  { question: "whats the host's venmo so i can pay back the deposit", unanswerable: true },
  { question: "is there a pharmacy near the casa train station? need advil", unanswerable: true },
  { question: "does uber work in casablanca", unanswerable: true },
  { question: "what coach and seat number am i in on this train", unanswerable: true },
  { question: "why are u called rupa? who named u", unanswerable: true },
  { question: "who's the artist of the song on the budget page", unanswerable: true },
  { question: "where is the host taking us for the next trip?", unanswerable: true },
  { question: "is there a lounge at casablanca airport i can use", unanswerable: true },
  { question: "how many bags can i bring on moroccan trains", unanswerable: true },
  { question: "how many ppl fit in one balloon basket", unanswerable: true },
  { question: "what was our fes guide's name", unanswerable: true },
  { question: "which company drove us to zagora", unanswerable: true },
  { question: "how much did we tip at dar yacout in total", unanswerable: true },
  { question: "how much commission does the money exchange at the airport take", unanswerable: true },
  { question: "what time is sunset in casablanca tonight", unanswerable: true },
  { question: "how many steps to the top of ait benhaddou", unanswerable: true },
  { question: "what was the name of the desert camp in zagora", unanswerable: true },
  { question: "whats the host's whatsapp number", unanswerable: true },
  { question: "how much was a sim card at the airport on day 0", unanswerable: true },
  { question: "how long will the gallery stay online after the trip? will the photos get deleted", unanswerable: true },
  { question: "did the fes riad have a pool", unanswerable: true },
  { question: "what flavour was the birthday cake 🎂", unanswerable: true },
  { question: "how old are u rupa", unanswerable: true },
  { question: "what was the name of the belly dancer at comptoir darna", unanswerable: true },
  { question: "how much did the host pay for villa royale in total", unanswerable: true },
  { question: "which sim carrier had the best signal in the desert", unanswerable: true },
];
