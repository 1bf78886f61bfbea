// ELEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the eleventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Wednesday November 26 2025 at 20:00 Morocco time: day 5 (Sahara Desert Adventure), the squad is at dinner at the desert camp near Zagora after the sunset camel ride; tonight is the Berber-tent night at the camp, tomorrow (Thursday, day 6) is the sunrise, the drive back and the 15:00 train to Fes, and yesterday (Tuesday, day 4) was the photoshoot, Majorelle, the souks and the Dar Yacout palace dinner. */
export const ELEVENTH_TEST_CLOCK = new Date("2025-11-26T19:00:00Z");

/** A clock time as written on the site ("19:30") or in 12-hour form ("7:30 pm", "7.30pm"; "8 pm" for whole hours). */
function time(hour: number, minute = 0): RegExp {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm = String(minute).padStart(2, "0");
  const half = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const forms = [`(?<![\\d:.])0?${hour}[:.h]${mm}(?!\\d)`, `(?<![\\d:.])${h12}[:.]${mm}\\s?${half}`];
  if (minute === 0) forms.push(`(?<![\\d:.])${h12}\\s?${half}`, `(?<![\\d:.])${hour}h(?!\\d)`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$45", "$ 45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number): RegExp {
  return new RegExp(
    `\\$\\s?${amount}(?!\\d|[.,]\\d)|(?<![\\d.,])${amount}\\s?(usd|us\\s?dollars?|dollars?|bucks)\\b|\\busd\\s?${amount}(?!\\d)`,
    "i",
  );
}

/** A number as digits or as a word. */
function num(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${value}(?![\\d]|[.,]\\d)|\\b${word}\\b`, "i");
}

/** A range such as "40-60", "40–60", "40 to 60", "$40-$60". */
function range(low: string, high: string): RegExp {
  return new RegExp(`${low}\\s*(-|–|—|to)\\s*\\$?\\s?${high}`, "i");
}

/** A duration in hours: "6 hours", "six hrs", "6h", "6-hour". */
function hours(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])(${value}|${word})\\s*-?\\s*(hours?|hrs?|h)\\b`, "i");
}

const weekdays = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day: "day 4", its weekday, "Nov 25", "November 25", "25th". */
function day(n: number): RegExp {
  const dayOfMonth = 21 + n;
  return new RegExp(
    `\\bday\\s?${n}\\b|\\b${weekdays[n]}\\b|\\bnov(ember)?\\.?\\s?${dayOfMonth}(st|nd|rd|th)?\\b|\\b${dayOfMonth}(st|nd|rd|th)\\b`,
    "i",
  );
}

/** A calendar date of the trip only: "Nov 28", "November 28", "28th", "28 Nov". */
function date(n: number): RegExp {
  const d = 21 + n;
  return new RegExp(`\\bnov(ember)?\\.?\\s?${d}(st|nd|rd|th)?\\b|\\b${d}(st|nd|rd|th)?\\s(of\\s)?nov|\\b${d}(st|nd|rd|th)\\b`, "i");
}

export const eleventhTestQuestions: TestQuestion[] = [
  // ---------- Right now, tonight and tomorrow (day 5 evening, day 6) ----------
  {
    question: "whats the plan for tonight?? 🐪",
    parts: [[/desert camp|camp/i, /tagine|drum|campfire|camp ?fire|lantern|berber tent/i]],
    links: ["/day/5"],
  },
  {
    question: "where r we sleeping tonight",
    parts: [[/camp|berber tent|tent/i, /zagora|dunes?/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "what's next after dinner? like what's the next thing on the schedule",
    parts: [[/sunrise/i, time(6, 30)]],
    links: ["/day/6"],
  },
  {
    question: "whats for breakfast at the camp tomorrow morning",
    parts: [[/bread/i, /eggs?/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do we leave the camp tmrw to drive back",
    parts: [[time(8, 0)]],
    links: ["/day/6"],
  },
  {
    question: "wait are we going back to the villa tomorrow or what",
    parts: [[/(railway|train) station|train to f[eè]s|straight to the station/i]],
    links: ["/day/6"],
  },
  {
    question: "what time is our train to fes",
    parts: [[time(15, 0)]],
    links: ["/day/6"],
  },
  {
    question: "how long is the train ride to fes 😩 and how much is it",
    parts: [[hours(6, "six")], [usd(45)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "does the fes train stop anywhere on the way?",
    parts: [[/casablanca|casa\b/i, /rabat/i, /mekn[eè]s/i]],
    links: ["/day/6"],
  },
  {
    question: "are train seats reserved tmrw? and who has the tickets",
    parts: [[/reserved/i], [/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time do we actually get to the riad in fes tomorrow night",
    parts: [[time(21, 0)]],
    links: ["/day/6"],
  },
  {
    question: "how do our bags get to the fes riad if cars cant go in the medina??",
    parts: [[/porters?/i]],
    links: ["/day/6"],
  },
  {
    question: "what should i wear for the travel day tomorrow",
    parts: [[/comfortable|travel clothes/i], [/passport/i]],
    links: ["/day/6"],
  },
  {
    question: "is it gonna be cold at sunrise?? what do i wear for that",
    parts: [[/freez|near zero/i], [/layers?|hat/i]],
    links: ["/day/6"],
  },
  {
    question: "is tonights dinner at the camp included or do we pay on the spot",
    parts: [[/includ|covered|part of/i, usd(95)]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "what time was the camel ride today, i missed the start",
    parts: [[time(16, 30)]],
    links: ["/day/5"],
  },
  {
    question: "where did we have lunch today",
    parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]],
    links: ["/day/5"],
  },
  {
    question: "that mud brick village this morning, which movies was it in?",
    parts: [[/gladiator/i], [/game of thrones/i]],
    links: ["/day/5"],
  },
  {
    question: "what was the name of the mountain pass today and how high was it",
    parts: [[/tichka/i], [/2[,. ]?200/]],
    links: ["/day/5"],
  },
  {
    question: "i got so carsick today 🤢 is tomorrow the same twisty road?",
    parts: [[/tichka|same road|atlas/i], [/motion[- ]sickness|tablets?|pills?/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what day of the trip is it today and whats it called",
    parts: [[/day\s?5|day five/i], [/sahara desert adventure/i]],
    links: ["/day/5"],
  },
  {
    question: "and tmrw night? where do we sleep",
    parts: [[/riad/i, /f[eè]s/i]],
    links: ["/day/6", "/accommodations"],
  },
  {
    question: "is a suitcase ok on a camel or should ppl bring a small bag for the desert night",
    parts: [[/small|overnight bag/i]],
    links: ["/faq"],
  },

  // ---------- Yesterday and earlier (days 0-4) ----------
  {
    question: "what was the restaurant called last night? the palace one",
    parts: [[/yacout|yakout/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "where was the group photoshoot yesterday",
    parts: [[/villa royale|villa('s)? gardens?/i]],
    links: ["/day/4"],
  },
  {
    question: "how much were the majorelle and ysl museum tickets yesterday",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "did we pay for dar yacout in advance or at the restaurant? i need to settle up",
    parts: [[/individual|at the restaurant|yourself|your own|separately/i]],
    links: ["/dinners", "/day/4", "/budget"],
  },
  {
    question: "what did we do the day before yesterday",
    parts: [[/balloon/i], [/agafay|nobu|quad/i]],
    links: ["/day/3"],
  },
  {
    question: "what time was pickup for the balloon on monday",
    parts: [[time(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  {
    question: "how much was the hot air balloon again and how long were we actually up",
    parts: [[usd(117)], [/(about |around |roughly )?(an|one|1) hour/i]],
    links: ["/day/3", "/budget", "/faq"],
  },
  {
    question: "what did we do at agafay after the balloon",
    parts: [[/quad/i], [/camel/i]],
    links: ["/day/3"],
  },
  {
    question: "nobu: min spend + what kind of food was it",
    parts: [[usd(75)], [/japanese/i, /peruvian/i]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  {
    question: "wat day was the bday dinner and whats the restaurant called, want to leave a review",
    parts: [[day(2)], [/comptoir|darna/i]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "what was the dress code for the birthday dinner",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/dinners", "/day/2", "/faq"],
  },
  {
    question: "bar crawl - how much was the guide + were drinks included?",
    parts: [[usd(10)], [/as you go|not included|pay (for )?(your own|them yourself)|your own drinks|separately/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "the walking tour on the birthday day, which places did we see",
    parts: [[/bahia/i], [/ben youssef/i], [/jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "what was the first riad called and how much was that night",
    parts: [[/l[- ]?authentic/i], [usd(45)]],
    links: ["/accommodations", "/budget", "/day/0"],
  },
  {
    question: "welcome dinner price per person and the deposit?",
    parts: [[range("\\$?\\s?40", "60")], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  {
    question: "that lamb dish at the welcome dinner was amazing, what was in it",
    parts: [[/prunes?/i]],
    links: ["/dinners"],
  },
  {
    question: "how long was the ride from the airport to the medina",
    parts: [[/20\s*(min|minutes)|twenty minutes/i]],
    links: ["/faq"],
  },
  {
    question: "was the airport transfer per person or per car? how much",
    parts: [[/per car|a car|each car|shared/i], [usd(45)]],
    links: ["/budget", "/day/0", "/faq"],
  },
  {
    question: "whats in the hammam treatment at the villa",
    parts: [[/kessa|scrub/i, /argan/i]],
    links: ["/day/1"],
  },
  {
    question: "how much is breakfast at the villa and when do u sign up",
    parts: [[usd(10)], [/(night|evening) before/i]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "what day did we check into the villa and what time",
    parts: [[day(1)], [time(15, 0)]],
    links: ["/day/1", "/accommodations"],
  },
  {
    question: "what colours were we meant to wear for the photographer",
    parts: [[/jewel/i]],
    links: ["/", "/day/4"],
  },
  {
    question: "what was the dress code last night",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4"],
  },

  // ---------- Coming days (days 7-9) ----------
  {
    question: "wat r we doing friday",
    parts: [[/f[eè]s/i, /tanner|madrasa|bou inania|medina|guided walk/i]],
    links: ["/day/7"],
  },
  {
    question: "what time does the fes walking tour start on the 28th + where do we meet",
    parts: [[time(9, 30)], [/bou ?jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  {
    question: "why do they hand you mint at the tannery lol",
    parts: [[/smell|stink|odou?r/i]],
    links: ["/day/7"],
  },
  {
    question: "when's the tannery visit",
    parts: [[time(14, 0)], [day(7)]],
    links: ["/day/7"],
  },
  {
    question: "how old is that famous uni in fes",
    parts: [[/859/]],
    links: ["/day/7"],
  },
  {
    question: "how many lanes does the fes medina have?? sounds like ill get lost",
    parts: [[/9[,. ]?000|nine thousand/i]],
    links: ["/day/7"],
  },
  {
    question: "whats dinner on the 28th and what time",
    parts: [[/riad/i, /pastilla|tagine/i], [time(19, 30)]],
    links: ["/day/7"],
  },
  {
    question: "saturday plan?",
    parts: [[/chefchaouen|chaouen/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we leave for chefchaouen on the 29th and how long is the drive",
    parts: [[time(7, 30)], [hours(4, "four")]],
    links: ["/day/8"],
  },
  {
    question: "what should i try to eat in chefchaouen",
    parts: [[/goat cheese|goat's cheese/i]],
    links: ["/day/8"],
  },
  {
    question: "whats chefchaouen's nickname",
    parts: [[/blue pearl/i]],
    links: ["/day/8"],
  },
  {
    question: "what time do we go up to the spanish mosque and is it worth it",
    parts: [[time(15, 0)], [/views?|panorama/i]],
    links: ["/day/8"],
  },
  {
    question: "when do we head back from chefchaouen to fes",
    parts: [[time(17, 0)]],
    links: ["/day/8"],
  },
  {
    question: "im flying out of fes on the 29th instead of going to casa, anything i should know?",
    parts: [[/goodbye|breakfast|transfer/i]],
    links: ["/day/8", "/faq"],
  },
  {
    question: "sunday what time is the train to casa and how long is it",
    parts: [[time(7, 0)], [hours(4, "four")]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "which station do we arrive at in casablanca",
    parts: [[/casa[- ]?voyageurs/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time is lunch at rick's cafe and whats the dress code",
    parts: [[time(12, 30)], [/smart casual/i]],
    links: ["/day/9"],
  },
  {
    question: "rick's cafe is named after what?",
    parts: [[/film|movie/i, /casablanca/i]],
    links: ["/day/9"],
  },
  {
    question: "mosque tour on the last day: what time and how much",
    parts: [[time(15, 0)], [usd(13)]],
    links: ["/day/9", "/budget"],
  },
  {
    question: "what do i need to wear for the hassan ii mosque",
    parts: [[/scarf|socks/i], [/shoulders|knees|arms/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how tall is the minaret at hassan 2",
    parts: [[/210/]],
    links: ["/day/9"],
  },
  {
    question: "can non muslims go inside mosques here?",
    parts: [[/closed|not open|aren't open|not allowed/i], [/hassan/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "which airport do we fly home from and how far is it from the city",
    parts: [[/mohammed v|\bCMN\b/i], [/45\s*(min|minutes)|forty[- ]five minutes/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time are the airport transfers on the last day",
    parts: [[time(18, 0)]],
    links: ["/day/9"],
  },
  {
    question: "what should i do with my leftover dirhams",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "is the fes part of the schedule final?",
    parts: [[/work in progress|may change|not final|still (being )?(planned|changing)/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "what date is day 7",
    parts: [[date(7)]],
    links: ["/day/7"],
  },

  // ---------- Stays ----------
  {
    question: "where are we staying in fes and for how many nights",
    parts: [[/riad/i, /f[eè]s el[- ]bali|medina/i], [num(3, "three")]],
    links: ["/accommodations", "/day/6"],
  },
  {
    question: "fes riad cost, is that per night?",
    parts: [[usd(90)], [/total|whole stay|(3|three) nights|all (3|three)/i]],
    links: ["/accommodations", "/budget"],
  },
  {
    question: "how many suites and pools did villa royale have",
    parts: [[num(13, "thirteen")], [/\b(2|two) (swimming )?pools/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa checkout time?",
    parts: [[time(11, 0)]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how far was the villa from downtown marrakech",
    parts: [[range("20", "25")]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "do i HAVE to pay the villa contribution",
    parts: [[/optional|not required|don.t have to|no\b/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq"],
  },

  // ---------- Dinners page ----------
  {
    question: "which dinners are 'special event' on the dinners page",
    parts: [[/comptoir|darna|birthday/i], [/yacout|palace/i]],
    links: ["/dinners"],
  },
  {
    question: "im veggie, who do i tell and by when",
    parts: [[/host/i], [/(two|2) weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "one of the dinners on the dinners page has a video, which one",
    parts: [[/yacout|palace/i]],
    links: ["/dinners"],
  },

  // ---------- Money ----------
  {
    question: "exchange rate?",
    parts: [[/\b10\s*(MAD|dirhams?|dh)\b/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much to tip at restaurants here",
    parts: [[range("10", "15")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i take out at the atm each time",
    parts: [[/1[,.]?000\s*(-|–|to)\s*2[,.]?000/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "tourist tax, how much?",
    parts: [[/28\s*(MAD|dirhams?|dh)|2\.75/i], [/night/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "card foreign fees how much typically",
    parts: [[range("1", "3\\s*(%|percent)")]],
    links: ["/budget", "/faq"],
  },
  {
    question: "what % of the asking price should i start bargaining at in the fes souks",
    parts: [[range("40", "50")]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "roughly how much is this whole trip costing me per person",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "if i did every optional extra how much is that on top",
    parts: [[usd(463)]],
    links: ["/budget"],
  },
  {
    question: "visa or mastercard or amex, what works best",
    parts: [[/visa/i, /mastercard/i]],
    links: ["/budget"],
  },
  {
    question: "the card machine asked if i want to pay in dollars or dirhams, which one?",
    parts: [[/(choose|pick|select|opt for|go with|pay in|charged? in|always|stick (with|to)) (the )?(dirhams?|MAD|local currency)/i]],
    links: ["/budget"],
  },
  {
    question: "do the souks take cards",
    parts: [[/cash|rarely|not usually|mostly cash/i]],
    links: ["/budget", "/day/0"],
  },
  {
    question: "is the walking tour price incl the museum tickets",
    parts: [[/plus|not included|extra|on top/i, /museum/i]],
    links: ["/day/2", "/budget"],
  },

  // ---------- Practical, FAQ ----------
  {
    question: "plug type in morocco? and what voltage, will my hair straightener work",
    parts: [[/\bC\s*(\/|and|or|&|,)\s*(type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  {
    question: "my friend is canadian, does she need a visa to join? and how long does her passport need to be valid",
    parts: [[/visa[- ]free|no visa|doesn.t need|does not need|don.t need/i, /90/], [/(6|six) months/i]],
    links: ["/faq"],
  },
  {
    question: "can i drink the tap water in fes",
    parts: [[/bottled|filtered/i]],
    links: ["/faq"],
  },
  {
    question: "can i take pics of the performers in the big square",
    parts: [[/ask/i], [/dirhams?|tip|pay/i]],
    links: ["/faq"],
  },
  {
    question: "how do u say thank you in morocco? and hello?",
    parts: [[/shukran|choukran/i], [/salam/i]],
    links: ["/faq"],
  },
  {
    question: "what languages do ppl speak, will my french help",
    parts: [[/darija|arabic/i], [/french/i, /widely|yes|common/i]],
    links: ["/faq"],
  },
  {
    question: "can i get a beer in the medina cafes in fes?",
    parts: [[/licensed|not in most|hotels|bars/i]],
    links: ["/faq"],
  },
  {
    question: "do i need travel insurance for this",
    parts: [[/recommend/i]],
    links: ["/faq"],
  },
  {
    question: "what time zone are we in, my phone is confused",
    parts: [[/utc\s*\+\s*1|gmt\s*\+\s*1/i]],
    links: ["/faq"],
  },
  {
    question: "is it gonna rain in fes or chefchaouen? do i need an umbrella",
    parts: [[/rare|unlikely|possible|passing shower/i], [/(rain )?jacket/i]],
    links: ["/faq"],
  },
  {
    question: "what's the daytime temp range usually",
    parts: [[range("15", "25")]],
    links: ["/faq", "/"],
  },
  {
    question: "petit taxi tips? meter or what",
    parts: [[/meter|agree (on )?the fare/i]],
    links: ["/faq"],
  },
  {
    question: "what should i wear in the fes medina friday",
    parts: [[/shoulders|knees|modest|covered/i], [/closed shoes|closed-toe/i]],
    links: ["/day/7", "/faq"],
  },
  {
    question: "what else should i pack for the desert other than warm stuff",
    parts: [[/headlamp|head torch|lip balm|sunglasses/i]],
    links: ["/faq"],
  },

  // ---------- The trip, the host, Rupa ----------
  {
    question: "who are u",
    parts: [[/rupa/i, /goat/i]],
  },
  {
    question: "whose birthday is this for again and how old lol",
    parts: [[/host/i], [/\b30(th)?\b|thirt(y|ieth)/i]],
    links: ["/"],
  },
  {
    question: "whats the trip called",
    parts: [[/golden goat getaway/i]],
    links: ["/"],
  },
  {
    question: "how many of us r there",
    parts: [[num(22, "twenty[- ]two")]],
    links: ["/"],
  },
  {
    question: "what are all the places we go on this trip",
    parts: [[/marrakech/i, /agafay/i, /zagora/i, /f[eè]s/i, /chefchaouen|chaouen/i, /casablanca/i]],
    links: ["/"],
  },
  {
    question: "what does the 'highlight' card on the homepage say",
    parts: [[/\bTBD\b|to be (decided|determined|announced)|undecided/i]],
    links: ["/"],
  },
  {
    question: "who said morocco is the most lovely spot in the whole world",
    parts: [[/churchill/i]],
    links: ["/"],
  },
  {
    question: "the homepage countdown is all zeros, is it broken?",
    parts: [[/start|passed|over|began|begun|underway|under way/i]],
    links: ["/"],
  },

  // ---------- Site pages, gallery, slideshow, music, map ----------
  {
    question: "is there a transportation page? what does it say",
    parts: [[/coming soon|being finali[sz]ed|not (yet|ready)/i]],
    links: ["/transportation"],
  },
  {
    question: "how do i upload my videos from today",
    parts: [[/gallery/i, /upload/i]],
    links: ["/gallery"],
  },
  {
    question: "how many pics can i upload at once and whats the max file size",
    parts: [[num(10, "ten")], [/50\s*MB|50 megabytes/i]],
    links: ["/gallery"],
  },
  {
    question: "can i upload iphone heic photos or do i have to convert",
    parts: [[/heic/i, /yes|works?|supported|included|fine|can upload|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when uploading",
    parts: [[/optional|don.t have to|not required|no need/i]],
    links: ["/gallery"],
  },
  {
    question: "i posted the wrong pic 😬 how do i delete it",
    parts: [[/password/i], [/delete photos|select/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i download all the photos at once",
    parts: [[/zip/i]],
    links: ["/gallery"],
  },
  {
    question: "can i download just today's photos",
    parts: [[/day\s?5/i, /zip|download/i]],
    links: ["/gallery"],
  },
  {
    question: "signal at the camp is terrible, is there a smaller download option",
    parts: [[/light zip/i]],
    links: ["/gallery"],
  },
  {
    question: "a video says 'Preparing video…' can i still get it somehow",
    parts: [[/original file|original/i]],
    links: ["/gallery"],
  },
  {
    question: "how do i put the photos up on the big tv at the riad",
    parts: [[/slideshow/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "how long does each photo stay on screen in the slideshow",
    parts: [[/\b(7|seven)\s*(s|secs?|seconds?)\b/i]],
    links: ["/slideshow"],
  },
  {
    question: "how can ppl add photos to the slideshow from their phones",
    parts: [[/qr|scan/i]],
    links: ["/slideshow", "/gallery"],
  },
  {
    question: "can i put the schedule in my google calendar",
    parts: [[/add (the whole trip|day \d) to calendar|\.ics|calendar file/i]],
    links: ["/", "/day/5", "/day/6"],
  },
  {
    question: "will the site work with no signal in the desert",
    parts: [[/home screen|offline|saved/i]],
    links: ["/"],
  },
  {
    question: "does the chat work with no signal?",
    parts: [[/connection|signal|internet|online/i], [/sent|send|goes out|when .* (returns|comes back)/i]],
  },
  {
    question: "how do i turn off the music 🔇",
    parts: [[/bottom[- ]left|lower[- ]left|left corner/i]],
  },
  {
    question: "why did the music stop when i opened the gallery",
    parts: [[/no music|doesn.t have (its own |any )?music|no (background )?(track|music)|paus|silent|no sound/i]],
    links: ["/gallery"],
  },
  {
    question: "what kind of music plays on the homepage, its nice",
    parts: [[/oud/i]],
    links: ["/"],
  },
  {
    question: "is there a map of all the recommended spots",
    parts: [[/\/map|map page|marrakech map/i]],
    links: ["/map"],
  },
  {
    question: "what do the red pins mean on the map",
    parts: [[/must[- ]see/i]],
    links: ["/map"],
  },
  {
    question: "what colour are the shopping pins",
    parts: [[/yellow/i]],
    links: ["/map"],
  },
  {
    question: "how many places are on the map",
    parts: [[num(28, "twenty[- ]eight")]],
    links: ["/map"],
  },
  {
    question: "where can i get mint tea looking over the spice market",
    parts: [[/caf[eé] des [eé]pices/i]],
    links: ["/map"],
  },
  {
    question: "which restaurant do you order the lamb shoulder a day ahead",
    parts: [[/al fassia/i]],
    links: ["/map"],
  },
  {
    question: "where's the churchill bar",
    parts: [[/mamounia/i]],
    links: ["/map"],
  },
  {
    question: "is nobu on the map? what category",
    parts: [[/romantic|pink/i]],
    links: ["/map"],
  },
  {
    question: "where do i find the budget breakdown by day",
    parts: [[/daily activity costs|\/budget|budget (page|guide)/i]],
    links: ["/budget"],
  },
  {
    question: "what are the faq sections",
    parts: [[/travel (&|and) arrival/i, /villa life/i, /health (&|and) safety|culture (&|and) language|getting around/i]],
    links: ["/faq"],
  },

  // ---------- Unanswerable: the content does not say ----------
  { question: "whats the wifi password at the fes riad?", unanswerable: true },
  { question: "what's the password to delete pics from the gallery? i posted a blurry one 🙈", unanswerable: true },
  { question: "whats the host's phone number? mine died and i need to call", unanswerable: true },
  { question: "whats the host's full name, need it for the birthday card", unanswerable: true },
  { question: "is there laundry at the fes riad? everything smells like camel", unanswerable: true },
  { question: "what's the fes riad actually called? my mum wants the name", unanswerable: true },
  { question: "what seat number am i on the train tmrw", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },
  { question: "how much is a petit taxi from gueliz to the medina usually", unanswerable: true },
  { question: "how much is the guided walk in fes on friday", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost?", unanswerable: true },
  { question: "how much is lunch at ricks cafe on sunday", unanswerable: true },
  { question: "whats the photographer's instagram from yesterday", unanswerable: true },
  { question: "when will the photographer send the photos from the shoot??", unanswerable: true },
  { question: "what time is the host's flight on sunday", unanswerable: true },
  { question: "how did last year's trip to bali go? same squad?", unanswerable: true },
  { question: "is there a gym at villa royale", unanswerable: true },
  { question: "can i bring my dog next time", unanswerable: true },
  { question: "what time does the pharmacy in zagora close? need ibuprofen", unanswerable: true },
  { question: "whats the emergency number in morocco 🚑", unanswerable: true },
  { question: "how old are you rupa?", unanswerable: true },
  { question: "whats the score in the man u game tonight", unanswerable: true },
  { question: "what's my camel's name from today 🐪😂", unanswerable: true },
  { question: "what time does the chouara tannery close", unanswerable: true },
  { question: "is there an elevator at the riad in fes, my knee is bad", unanswerable: true },
  { question: "where's the nearest atm to the desert camp", unanswerable: true },
  { question: "was there a cake at comptoir darna? i left early", unanswerable: true },
  { question: "whats the spotify playlist for the trip", unanswerable: true },
  { question: "when exactly will the transportation page be updated, what date", unanswerable: true },
  { question: "whats the street address of villa royale? need it for my expense report", unanswerable: true },
  { question: "how much is the train from fes to casablanca on sunday", unanswerable: true },
  { question: "how much is dinner at the fes riad on friday", unanswerable: true },
  { question: "can i stay an extra night at the fes riad sunday night? how much", unanswerable: true },
  { question: "whats the exchange rate for euros to dirhams", unanswerable: true },
  { question: "i think i lost my passport at the camp 😭 whats the us embassy number", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },
  { question: "how much is entry to bou inania", unanswerable: true },
  { question: "does the fes riad have heating? it's freezing at night", unanswerable: true },
  { question: "whats the name of our guide in fes", unanswerable: true },
  { question: "how many camels are at the camp", unanswerable: true },
  { question: "who's sharing a room with me in fes", unanswerable: true },
  { question: "what's the host's venmo so i can pay back the deposit", unanswerable: true },
];
