// EIGHTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the eighth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Tuesday November 25 2025 at 13:40 Morocco time (UTC+1): day 4 of the trip
 * (Gardens & Souks). This morning's photoshoot and the Majorelle visit are
 * done; the guided souk shopping (14:30) and the palace dinner at Dar Yacout
 * (20:00) are still to come. Yesterday was day 3 (sunrise balloon, Agafay
 * desert day, Nobu rooftop dinner). Tomorrow is day 5 (Wednesday: over the
 * High Atlas to the Zagora desert camp).
 */
export const EIGHTH_TEST_CLOCK = new Date("2025-11-25T12:40:00Z");

/** A clock time in 24-hour form (with or without a leading zero) or 12-hour form with am/pm. */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const minutes12 = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  const forms = [
    `${h24}[:.h]${mm}(?!\\d)(?!\\s?[ap]\\.?\\s?m\\b)`,
    `${h12}${minutes12}\\s?${meridiem}`,
    `${h12}${minutes12}\\s+(?:o'?clock\\s+)?(?:in the (?:morning|afternoon|evening)|at night|tonight)`,
  ];
  if (hour === 12 && minute === 0) forms.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${forms.join("|")})`, "i");
}

/** A US dollar amount: "$45", "US$45", "USD 45", "45 USD", "45 dollars". */
function usd(amount: number): RegExp {
  return new RegExp(
    `(?:US\\$|\\$|USD\\s?)\\s?${amount}(?!\\d|[.,]\\d)|(?<![\\d.,$])${amount}\\s?(?:USD|US dollars|dollars|bucks)\\b`,
    "i",
  );
}

/** A dollar range: "$100-120", "$100 to $120", "100-120 USD". */
function usdRange(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d.])\\$?\\s?${min}\\s*(?:-|–|—|to|and)\\s*\\$?\\s?${max}(?!\\d)`, "i");
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function percentRange(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d.])${min}\\s*%?\\s*(?:-|–|—|to)\\s*${max}\\s*(?:%|percent|per cent)`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6h", "6 hrs". */
function hours(count: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.])(?:${count}|${word})\\s*-?\\s*(?:h\\b|hrs?\\b|hours?\\b)`, "i");
}

const aitBenhaddou = /A[iï]t[- ]?Ben\s?haddou/i;
const fes = /F[eè]s/i;
const everyDayPage = Array.from({ length: 10 }, (_, day) => `/day/${day}`);

export const eighthTestQuestions: TestQuestion[] = [
  // Today: Tuesday the 25th, early afternoon (day 4)
  { question: "ok just got back from majorelle 🌵 whats next today?", parts: [[time(14, 30), /souk/i]], links: ["/day/4"] },
  { question: "what time is dinner tonight and where is it", parts: [[time(20, 0)], [/Dar Yacout/i]], links: ["/day/4", "/dinners"] },
  { question: "wat do i wear 2nite 👗", parts: [[/dressy|kaftan|djellaba|best evening/i]], links: ["/day/4", "/dinners", "/faq"] },
  {
    question: "is tonight's palace dinner already covered or nah",
    parts: [[/individual|separately|yourself|your own|at the restaurant|not (?:included|covered|prepaid)/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "how much is the souk guide this afternoon?", parts: [[usd(5)]], links: ["/day/4", "/budget"] },
  {
    question: "soo what did the majorelle tickets cost, garden + the ysl museum? settling up w my roommate",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "are we doing drinks anywhere before dar yacout?",
    parts: [[/roof/i, /aperitif|apéritif|aperitivo|drinks|cocktail/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "whats on the menu at the palace dinner, i'm starving already", parts: [[/pastilla|couscous|tagine/i]], links: ["/dinners"] },
  {
    question: "how much do people usually budget for shopping in the souks?? dont wanna go broke lol",
    parts: [[/100\s*(?:-|–|—|to)\s*\$?\s?500/]],
    links: ["/budget", "/day/4", "/faq", "/"],
  },
  { question: "i overslept 😭 what time did the photographer start this morning", parts: [[time(8, 30)]], links: ["/day/4"] },
  {
    question: "where did the photoshoot happen, was it at majorelle or the villa?",
    parts: [[/Villa Royale gardens|villa(?:'s)? gardens|gardens (?:of|at) the villa|at the villa/i]],
    links: ["/day/4"],
  },
  {
    question: "how long till dinner from now?",
    parts: [[/\b(?:6|six)\s*(?:h\b|hrs?\b|hours?)|(?<![\d:])20[:.h]00\b|\b8(?::00)?\s?p\.?\s?m/i]],
    links: ["/day/4"],
  },
  { question: "do i need to cover my knees for the souks later or is it chill", parts: [[/knee/i, /shoulder/i]], links: ["/day/4", "/faq"] },

  // Yesterday: Monday the 24th (day 3)
  {
    question: "what time was balloon pickup yesterday? telling my mom how early we got up lmao",
    parts: [[time(5, 30)]],
    links: ["/day/3"],
  },
  { question: "how much was the balloon again", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq", "/"] },
  { question: "what was the name of last night's restaurant? the rooftop one", parts: [[/Nobu/i]], links: ["/day/3", "/dinners"] },
  { question: "nobu had a minimum spend right? how much pp", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what were those dishes at nobu everyone kept raving about", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "for splitwise: how much was monday's agafay desert day", parts: [[usd(40)]], links: ["/day/3", "/budget", "/"] },

  // Tomorrow: Wednesday the 26th (day 5)
  { question: "what time do we leave tmrw??", parts: [[time(7, 0)]], links: ["/day/5"] },
  { question: "where r we sleeping tomorrow night", parts: [[/desert camp|Zagora|Berber tent/i]], links: ["/day/5", "/accommodations"] },
  { question: "that movie set village we stop at tomorrow, whats it called", parts: [[aitBenhaddou]], links: ["/day/5"] },
  { question: "which movies were filmed there?", parts: [[/Gladiator/i, /Game of Thrones/i]], links: ["/day/5"] },
  {
    question: "is dinner at the camp part of the $95 or extra",
    parts: [[/(?<!not |n't )includ|covers|part of the|\byes\b/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "what time's the camel ride tmrw and do we pay extra for it?",
    parts: [[time(16, 30)], [/includ|covered|no extra|\$\s?95/i]],
    links: ["/day/5"],
  },
  { question: "i get super carsick, is tmrw's drive bad", parts: [[/motion[- ]sickness|tablet|pill|winding/i]], links: ["/day/5", "/faq"] },
  { question: "how high up is the mountain pass tomorrow", parts: [[/2[,.\s]?200/]], links: ["/day/5"] },
  {
    question: "wat should i pack for the desert overnight",
    parts: [[/layer|fleece/i, /scarf|closed shoes|headlamp|lip balm|sunglasses|overnight bag/i]],
    links: ["/faq", "/day/5"],
  },
  { question: "do we go back to the villa after the desert or no", parts: [[/station|train/i, fes]], links: ["/day/6"] },
  {
    question: "heard there's no signal out in zagora, can i still pull up the itinerary offline somehow?",
    parts: [[/home screen/i]],
  },
  {
    question: "wait is tonight our last night at the villa?",
    parts: [[/\byes\b|\blast\b/i, /camp|Zagora|desert/i]],
    links: ["/accommodations", "/day/5"],
  },

  // Later this week (days 6 to 9)
  { question: "day after tomorrow what time is the train", parts: [[time(15, 0)]], links: ["/day/6"] },
  { question: "how long is the train ride to fes 😩", parts: [[hours(6, "six")]], links: ["/day/6", "/faq", "/budget"] },
  { question: "how much is the fes train ticket", parts: [[usd(45)]], links: ["/day/6", "/budget", "/faq"] },
  { question: "who's got the train tickets, do i need to buy mine", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what time do we get to the riad in fes on thursday", parts: [[time(21, 0)]], links: ["/day/6"] },
  { question: "does the train stop anywhere on the way?", parts: [[/Rabat/i, /Mekn[eè]s/i]], links: ["/day/6"] },
  { question: "are the train seats assigned or a free for all", parts: [[/first[- ]class/i, /reserved|assigned/i]], links: ["/day/6"] },
  { question: "thursday sunrise on the dune — what time do we need to be up there", parts: [[time(6, 30)]], links: ["/day/6"] },
  {
    question: "what should i wear for the dune sunrise, is it really that cold",
    parts: [[/warm|layers/i, /hat|closed shoes|freez/i]],
    links: ["/day/6", "/day/3"],
  },
  { question: "whats the plan friday", parts: [[fes, /tanner|Bou Inania|medina|el-Bali|guided walk/i]], links: ["/day/7"] },
  { question: "the tannery smells terrible right? any tips", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "how old is that university in fes", parts: [[/859/]], links: ["/day/7"] },
  {
    question: "is the fes schedule locked in yet?",
    parts: [[/progress|may change|might change|could change|not (?:yet )?final|subject to change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "how many lanes does the fes medina have, heard its a maze", parts: [[/9[,.\s]?000/]], links: ["/day/7"] },
  {
    question: "can a taxi drop us right at the door of the fes riad?",
    parts: [[/car[- ]free|no cars|porters|gate/i]],
    links: ["/day/6", "/day/7", "/accommodations"],
  },
  { question: "where n when is dinner friday night", parts: [[/riad/i], [time(19, 30)]], links: ["/day/7"] },
  { question: "how long is the drive to chefchaouen saturday", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "whats the local food to try in chaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "sat afternoon plan?", parts: [[/Ras El Maa|Spanish Mosque/i]], links: ["/day/8"] },
  {
    question: "some people are leaving early right? which day do the departures start",
    parts: [[/Nov(?:ember)?\.?\s*29|29th|Saturday|day 8/i]],
    links: ["/day/8", "/faq"],
  },
  { question: "what time do we head back from chefchaouen", parts: [[time(17, 0)]], links: ["/day/8"] },
  { question: "sunday train to casa, what time", parts: [[time(7, 0)]], links: ["/day/9"] },
  { question: "cant believe its almost over 😢 where's the farewell lunch sunday", parts: [[/Rick/i]], links: ["/day/9"] },
  { question: "what should i wear to the mosque in casablanca", parts: [[/knee|shoulder|arm/i, /scarf|socks/i]], links: ["/day/9", "/faq"] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "how tall is the minaret at the casablanca mosque", parts: [[/210/]], links: ["/day/9"] },
  { question: "which airport do we fly home from", parts: [[/Mohammed V|CMN/i]], links: ["/faq", "/day/9"] },
  {
    question: "is a 3pm flight home on the 30th ok?",
    parts: [[/evening|later|after|(?<![\d:])18[:.h]00|\b6\s?p\.?\s?m/i]],
    links: ["/faq", "/day/9"],
  },
  { question: "can i change leftover dirhams back home", parts: [[/hard|difficult|spend/i]], links: ["/day/9", "/faq"] },
  {
    question: "which station do we arrive at in casa and how long's the ride from fes",
    parts: [[/Casa[- ]?Voyageurs/i], [hours(4, "four")]],
    links: ["/day/9", "/faq"],
  },

  // Earlier in the trip (days 0 to 2)
  { question: "what time did the bday dinner start on sunday? making a photo book", parts: [[time(19, 30)]], links: ["/day/2", "/dinners"] },
  { question: "what was the name of the birthday dinner place", parts: [[/Comptoir Darna/i]], links: ["/day/2", "/dinners"] },
  {
    question: "how much was the bday dinner pp, someone said 150",
    parts: [[usdRange(100, 120)]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  { question: "the bar crawl on the 23rd, what neighbourhoods did we hit", parts: [[/Gu[eé]liz/i, /Hivernage/i]], links: ["/day/2"] },
  { question: "what did the walking tour on sunday cover? i missed it 😴", parts: [[/Bahia/i, /Ben Youssef|Jardin Secret/i]], links: ["/day/2"] },
  { question: "golden bday dress code was what exactly", parts: [[/gold/i, /cocktail|glam/i]], links: ["/day/2", "/dinners", "/faq"] },
  { question: "first night welcome dinner — what was that restaurant?", parts: [[/Foundouk/i]], links: ["/day/0", "/dinners"] },
  { question: "was there a deposit for the welcome dinner", parts: [[usd(20)]], links: ["/day/0", "/dinners", "/budget"] },
  {
    question: "when was the hammam on the schedule, which day and time",
    parts: [[/day 1|Nov(?:ember)?\.?\s*22|22nd|Saturday/i], [time(16, 30)]],
    links: ["/day/1"],
  },
  {
    question: "i wanna squeeze in a hammam + massage before we leave, how much and how do i book",
    parts: [[usd(60)], [/host/i]],
    links: ["/faq", "/day/1", "/budget"],
  },
  { question: "what was the first riad called", parts: [[/L-?\s?Authentic/i]], links: ["/accommodations", "/day/0", "/budget"] },
  { question: "what time did the trip officially kick off on the 21st", parts: [[time(11, 0)]], links: ["/faq", "/day/0", "/"] },
  { question: "was the birthday on saturday or sunday", parts: [[/Sunday|Nov(?:ember)?\.?\s*23|23rd/i]], links: ["/day/2"] },

  // Dinners
  { question: "how many big group dinners are there total", parts: [[/\b(?:4|four)\b/i]], links: ["/dinners"] },
  {
    question: "which dinners are the 'special event' ones",
    parts: [[/Comptoir Darna|birthday/i, /Dar Yacout|palace/i]],
    links: ["/dinners"],
  },
  { question: "im vegetarian, who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "nobu last night was unreal 🤤 what kind of cuisine is it even", parts: [[/Japanese/i, /Peruvian/i]], links: ["/dinners"] },
  { question: "what did we eat at the welcome dinner? trying to remember the dips", parts: [[/zaalouk|briouat/i]], links: ["/dinners"] },
  { question: "the palace dinner is smart casual right?", parts: [[/dressy|best evening|kaftan/i]], links: ["/day/4", "/dinners", "/faq"] },
  { question: "can i wear flip flops to rick's café sunday", parts: [[/smart casual|no flip|not flip/i]], links: ["/day/9"] },

  // Stays
  { question: "ok random but how many suites does this villa even have, it feels endless", parts: [[/\b13\b|thirteen/i]], links: ["/accommodations", "/faq"] },
  { question: "how many pools r at villa royale", parts: [[/\b(?:2|two)\b/i]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s*(?:-|–|—|to)\s*25/]], links: ["/accommodations", "/faq"] },
  {
    question: "do i have to pay for the villa or is it optional",
    parts: [[/optional/i, usd(50)]],
    links: ["/accommodations", "/budget", "/faq", "/day/1"],
  },
  { question: "how much was the fes riad for all 3 nights", parts: [[usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "which nights are we in fes", parts: [[/27/, /29/]], links: ["/accommodations", "/budget"] },
  { question: "fes riad — any roof terrace?", parts: [[/\byes\b|views? over/i]], links: ["/accommodations"] },
  {
    question: "breakfast at the villa — how much, and do i need to sign up?",
    parts: [[usd(10)], [/(?:night|evening|day) before/i]],
    links: ["/faq", "/day/2"],
  },
  { question: "villa check in and check out times?", parts: [[time(15, 0)], [time(11, 0)]], links: ["/accommodations", "/faq"] },

  // Money
  { question: "how many dirhams to the dollar rn", parts: [[/\b(?:10|ten)\s*(?:MAD|dirhams?|DH)\b/i]], links: ["/budget", "/faq"] },
  { question: "so 300 dirhams is like how much in $", parts: [[usd(30)]], links: ["/budget"] },
  { question: "how much do u tip at restaurants here", parts: [[percentRange(10, 15)]], links: ["/budget", "/faq"] },
  {
    question: "how much should i pull out of the atm at once",
    parts: [[/1[,.\s]?000\s*(?:-|–|—|to)\s*2[,.\s]?000/]],
    links: ["/budget", "/faq"],
  },
  { question: "the riad charged me some tourist tax?? is that legit", parts: [[/28|2\.75/, /night/i]], links: ["/budget", "/faq"] },
  {
    question: "card machine asked if i want to pay in dollars or dirhams, which one",
    parts: [[/dirham/i, /rate|better|cheaper/i]],
    links: ["/budget"],
  },
  { question: "whats the usual foreign transaction fee", parts: [[percentRange(1, 3)]], links: ["/budget", "/faq"] },
  { question: "ballpark, what's this whole trip gonna cost me?", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "if i said yes to every optional extra how much is that on top", parts: [[/463/]], links: ["/budget"] },
  { question: "how low should i start when bargaining", parts: [[percentRange(40, 50)]], links: ["/budget", "/faq", "/"] },
  { question: "is the airport transfer per person or per car", parts: [[/per car/i, usd(45)]], links: ["/budget", "/faq", "/day/0"] },
  {
    question: "whats cheaper, the fes riad or the desert camp?",
    parts: [[fes, usd(90), usd(95)]],
    links: ["/budget", "/accommodations"],
  },
  { question: "how much was the medina walking tour", parts: [[usd(10), /museum/i]], links: ["/day/2", "/budget", "/"] },

  // Weather, packing, dress
  { question: "whats the temperature range during the day", parts: [[/15\s*(?:°\s*C?)?\s*(?:-|–|—|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "is it gonna rain in fes this week", parts: [[/rare|shower|rain jacket/i]], links: ["/faq"] },
  { question: "what plug adapter do i need", parts: [[/C\s*(?:\/|and|or|&)\s*(?:Type\s*)?E\b/i]], links: ["/faq", "/"] },
  { question: "what colours did the host want us in for the photoshoot", parts: [[/jewel|white|gold/i]], links: ["/day/4", "/"] },
  { question: "bikinis ok at the villa pool?", parts: [[/cover[- ]?up|swimwear/i]], links: ["/day/1"] },
  { question: "do i need a jacket at night", parts: [[/sweater|warm jacket|layers|fleece/i]], links: ["/", "/faq", "/day/1"] },

  // Practicalities
  {
    question: "do canadians need a visa for morocco",
    parts: [[/90/, /visa[- ]free|no visa|don'?t need|do not need|not required/i]],
    links: ["/faq"],
  },
  { question: "ok to drink tap water?", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "how do u say thank you in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can we go inside the mosques in marrakech", parts: [[/non[- ]?Muslims?/i]], links: ["/faq"] },
  { question: "can i take pics of the performers in the big square", parts: [[/ask/i, /dirham|pay|tip/i]], links: ["/faq"] },
  { question: "any scams i should watch out for", parts: [[/pickpocket|unofficial/i]], links: ["/faq"] },
  { question: "what time zone is morocco, my phone is confused", parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how do i get around marrakech without a car", parts: [[/taxi/i, /foot|walk/i]], links: ["/faq"] },

  // The map and recommended places
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what about the green pins on the map", parts: [[/Activities/i]], links: ["/map"] },
  { question: "any good lunch spot in the souks", parts: [[/Le Jardin(?! Secret)|Nomad|[EÉ]pices/i]], links: ["/map"] },
  { question: "whats that famous women-run restaurant in gueliz", parts: [[/Al Fassia/i]], links: ["/map"] },
  { question: "any tips for al fassia", parts: [[/lamb shoulder/i, /day ahead|in advance|ahead/i]], links: ["/map"] },
  { question: "where can i see what stuff should cost before haggling", parts: [[/Ensemble Artisanal/i]], links: ["/map"] },
  { question: "which garden is best at sunset", parts: [[/Menara/i]], links: ["/map"] },
  { question: "how many places are on the map", parts: [[/\b28\b/]], links: ["/map"] },
  { question: "is there a cooking class on the list", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "hammam recs in the medina? not the villa one", parts: [[/la Rose/i]], links: ["/map"] },

  // The site: gallery, slideshow, calendar, music, offline
  { question: "how many pics can i upload at once", parts: [[/\b(?:10|ten)\b/i]], links: ["/gallery"] },
  { question: "my video is like 80mb will it upload", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "do HEIC photos from my iphone work in the gallery?", parts: [[/\byes\b|HEVC|included|supported/i]], links: ["/gallery"] },
  { question: "uploaded the wrong pic 🙈 how do i delete it", parts: [[/password/i, /host/i]], links: ["/gallery"] },
  { question: "can i download all the photos at once", parts: [[/zip/i]], links: ["/gallery"] },
  {
    question: "the zip is massive and my connection is trash",
    parts: [[/light|one day at a time|web[- ]sized/i]],
    links: ["/gallery"],
  },
  {
    question: "we want the slideshow on the tv tonight — can people add pics from their phones while it runs?",
    parts: [[/QR|scan/i]],
    links: ["/slideshow", "/gallery"],
  },
  { question: "can i filter the gallery to just my own photos", parts: [[/name/i]], links: ["/gallery"] },
  {
    question: "how do i add the itinerary to my calendar",
    parts: [[/add (?:the whole trip|day \d+) to (?:your )?calendar|\.ics|calendar (?:button|link|file)|add to calendar/i]],
    links: ["/", ...everyDayPage],
  },
  { question: "how do i turn off the music 🔇", parts: [[/mute/i, /left/i]] },
  { question: "will you still work with no signal at the camp?", parts: [[/connection|signal/i, /sent|send|queue|wait/i]] },
  { question: "the transportation page just says coming soon??", parts: [[/finali[sz]|host will|being (?:booked|arranged)/i]], links: ["/transportation"] },
  { question: "how do i save the full res original of a photo", parts: [[/original/i]], links: ["/gallery"] },

  // Rupa, the host and the occasion
  { question: "who r u", parts: [[/Rupa/i, /goat/i]] },
  { question: "what are we actually celebrating lol i just came for the tagine", parts: [[/30|thirty/i, /birthday/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[/\b22\b|twenty[- ]two/i]], links: ["/"] },
  { question: "whats the trip called", parts: [[/Golden Goat Getaway/i]], links: ["/"] },
  {
    question: "wait whats the official highlight of the trip supposed to be",
    parts: [[/TBD|to be (?:decided|determined)|not (?:yet )?(?:been )?(?:decided|picked|chosen)|undecided|vote/i]],
    links: ["/"],
  },
  { question: "who said marrakech was the most lovely spot in the world", parts: [[/Churchill/i]], links: ["/"] },

  // Not on the site: the only right answer is an honest "I don't know"
  { question: "whats the wifi password at the villa, mine keeps dropping", unanswerable: true },
  { question: "which suite am i in at villa royale? forgot my room number", unanswerable: true },
  { question: "omg yesterday's camel was the cutest, what was his name 🐪", unanswerable: true },
  { question: "what's the actual name of our riad in fes? need it for my insurance form", unanswerable: true },
  { question: "does villa royale have a gym? need to work off all this tagine", unanswerable: true },
  { question: "is the villa pool heated or is it gonna be freezing", unanswerable: true },
  { question: "does the riad in fes have a pool too", unanswerable: true },
  { question: "how much is the train from fes to casablanca on sunday", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost per person", unanswerable: true },
  { question: "how much is lunch at rick's café, roughly", unanswerable: true },
  { question: "whats the host's whatsapp number", unanswerable: true },
  { question: "who was the photographer this morning? want to follow them on insta", unanswerable: true },
  { question: "what's the password for deleting photos in the gallery", unanswerable: true },
  { question: "why is everything in chefchaouen painted blue?", unanswerable: true },
  { question: "how tall is the koutoubia minaret", unanswerable: true },
  { question: "when was the ben youssef madrasa built", unanswerable: true },
  { question: "how high did the balloons go yesterday", unanswerable: true },
  { question: "how much does a sim card cost at the airport", unanswerable: true },
  { question: "how much is a scrub at hammam de la rose", unanswerable: true },
  { question: "how much is the transfer to the casablanca airport on the last day", unanswerable: true },
  { question: "which terminal at CMN is my flight", unanswerable: true },
  { question: "is there somewhere to store luggage in casablanca before the flight", unanswerable: true },
  { question: "how many people per tent at the desert camp tmrw", unanswerable: true },
  { question: "does the desert camp have hot showers", unanswerable: true },
  { question: "what's the villa's street address? need it for an uber", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },
  { question: "what's the song that plays on the home page? it slaps", unanswerable: true },
  { question: "what flavour is the birthday cake", unanswerable: true },
  { question: "what were the names of the bars on the bar crawl sunday night", unanswerable: true },
  { question: "who's driving us tomorrow, whats the driver's name", unanswerable: true },
  { question: "how much is entry to the tannery in fes", unanswerable: true },
  { question: "what's the host's full name", unanswerable: true },
  { question: "what time do the souks close tonight", unanswerable: true },
  { question: "how much are cocktails on the bar crawl", unanswerable: true },
  { question: "does the villa have laundry? i'm out of clean socks", unanswerable: true },
  { question: "is there wifi on the train to fes", unanswerable: true },
  { question: "who won the quad bike race yesterday lol", unanswerable: true },
  { question: "how many stars is villa royale rated", unanswerable: true },
  { question: "how many km is it from marrakech to zagora", unanswerable: true },
];
