// THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the answerer's third round of tuning; never edited after its
// first commit. The figures to report.
import type { TestQuestion } from "./test-questions";

/** 08:15 on Friday, November 28, 2025, Morocco time (UTC+1): the morning of day 7, "Explore Fes", at the riad in Fes. */
export const THIRD_TEST_CLOCK = new Date("2025-11-28T07:15:00Z");

export const thirdTestQuestions: TestQuestion[] = [
  // Today (day 7, Fes), tonight, tomorrow and yesterday, relative to the clock.
  {
    question: "wat r we doing today??",
    parts: [[/Fes el-Bali|medina|Bou Jeloud|Blue Gate/i], [/Bou Inania/i], [/Chouara|tanner/i]],
    links: ["/day/7"],
  },
  {
    question: "what time do we meet for the walk this morning n where",
    parts: [[/9:30/], [/Bou Jeloud|Blue Gate/i]],
    links: ["/day/7"],
  },
  { question: "whats for dinner 2nite", parts: [[/pastilla|tagine/i]], links: ["/day/7"] },
  { question: "wat time is dinner tonight", parts: [[/19:30|7:30/]], links: ["/day/7"] },
  {
    question: "is the tannery today or tmrw? what time",
    parts: [[/today|day 7|Nov(ember)? 28|Friday/i], [/14:00|2(:00)? ?pm/i]],
    links: ["/day/7"],
  },
  { question: "heard the tannery smells awful lol any tips", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "how old is that madrasa we see this morning", parts: [[/14th/i]], links: ["/day/7"] },
  {
    question: "when was the quaraouiyine university founded",
    parts: [["859"]],
    links: ["/day/7"],
  },
  { question: "how many lanes does the fes medina have??", parts: [[/9,000|9000|nine thousand/i]], links: ["/day/7"] },
  { question: "what day of the trip is it today", parts: [[/day 7|Explore Fes/i]], links: ["/day/7"] },
  { question: "2moro what time do we leave for chefchaouen", parts: [[/7:30/]], links: ["/day/8"] },
  {
    question: "how long is the drive to chefchaouen tmrw",
    parts: [[/four hours|4 hours|4 hrs|4h|four-hour|4-hour/i]],
    links: ["/day/8"],
  },
  {
    question: "some ppl are leaving early tomorrow right? when should we say bye",
    parts: [[/breakfast/i]],
    links: ["/day/8"],
  },
  { question: "whats the big square in chefchaouen called", parts: [[/Uta el-Hammam/i]], links: ["/day/8"] },
  {
    question: "wat is ras el maa and why walk up to the spanish mosque",
    parts: [[/spring/i], [/view/i]],
    links: ["/day/8"],
  },
  { question: "whats the local food to try in chaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "what time do we head back to fes from chefchaouen", parts: [[/17:00|5(:00)? ?pm/i]], links: ["/day/8"] },
  {
    question: "how long was the train yesterday again? felt like forever",
    parts: [[/6 hours|six hours|6-hour|six-hour|6 hrs|6h/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "how much was yesterdays train, need to pay the host back",
    parts: [["$45"]],
    links: ["/day/6", "/budget", "/faq"],
  },
  {
    question: "which cities did the train go thru yesterday",
    parts: [["Casablanca", "Rabat", "Meknes"]],
    links: ["/day/6"],
  },
  { question: "what time did we get to the riad last nite", parts: [[/21:00|9(:00)? ?pm/i]], links: ["/day/6"] },
  { question: "were our train seats first class?", parts: [[/first.class/i]], links: ["/day/6"] },
  {
    question: "how many nights r we in fes total and whats it cost",
    parts: [[/3 nights|three nights|3-night|three-night/i], [/\$90|\$30/]],
    links: ["/accommodations", "/budget", "/day/6"],
  },
  {
    question: "which night is our last one in fes",
    parts: [[/Nov(ember)? 29|day 8|tomorrow|Saturday/i]],
    links: ["/day/8", "/accommodations"],
  },

  // Dates, weekdays and day numbers across the trip.
  { question: "whats the plan nov 29", parts: [[/Chefchaouen/i]], links: ["/day/8"] },
  { question: "sunday whats happening", parts: [[/Casablanca/i]], links: ["/day/9"] },
  {
    question: "what did we do on the 25th again",
    parts: [[/Majorelle|photoshoot|photographer|Dar Yacout|souk/i]],
    links: ["/day/4"],
  },
  { question: "wat was day 1 about", parts: [[/Rest|Relax|Villa Royale/i]], links: ["/day/1"] },
  {
    question: "which day was the desert camp",
    parts: [[/Nov(ember)? 26|day 5|Wednesday/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "what day # was the 27th",
    parts: [[/day 6|\b6\b/i]],
    links: ["/day/6"],
  },
  {
    question: "when does the trip officially start, date and time",
    parts: [[/Nov(ember)? 21|Friday/i], [/11:00|11 ?am/i]],
    links: ["/faq", "/day/0", "/"],
  },

  // Day 0: arrival, the first riad, the welcome dinner.
  { question: "which airport do we fly into", parts: [[/RAK|Menara/i]], links: ["/faq", "/day/0"] },
  {
    question: "how much was the airport transfer and can u pay by card",
    parts: [["$45"], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  { question: "how long from the airport to the medina", parts: [[/20 min|twenty min/i]], links: ["/faq"] },
  {
    question: "what was the first riad called + price",
    parts: [[/L-Authentic/i], ["$45"]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  {
    question: "where was the welcome dinner? name pls",
    parts: [[/Foundouk/i]],
    links: ["/dinners", "/day/0"],
  },
  { question: "how much was the deposit for the welcome dinner", parts: [["$20"]], links: ["/dinners", "/day/0"] },
  { question: "welcome dinner cost per person?", parts: [[/40.?60/]], links: ["/dinners", "/day/0", "/budget"] },
  {
    question: "what food did they serve at le foundouk",
    parts: [[/zaalouk|briouat|lamb tagine|prune/i]],
    links: ["/dinners"],
  },
  { question: "wat time was the welcome dinner on the first night", parts: [[/20:00|8(:00)? ?pm/i]], links: ["/day/0", "/dinners"] },
  {
    question: "which souks did we wander the first afternoon",
    parts: [[/Semmarine|Rahba Kedima/i]],
    links: ["/day/0"],
  },

  // Day 1 and the villa.
  {
    question: "what was the villa called and how far is it from town",
    parts: [[/Villa Royale/i], [/20.?25 min|twenty min|20 min/i]],
    links: ["/accommodations", "/day/1", "/faq"],
  },
  {
    question: "how many suites n pools at the villa",
    parts: [["13"], [/\b2\b|two/i]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "villa check in and check out times?",
    parts: [[/3 ?pm|15:00/i], [/11 ?am|11:00/i]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how much is the hammam + massage", parts: [["$60"]], links: ["/day/1", "/faq", "/budget"] },
  {
    question: "what actually happens in the hammam",
    parts: [[/kessa|black olive soap|rhassoul|argan|steam|scrub/i]],
    links: ["/day/1"],
  },
  {
    question: "do we have to pay for the villa or nah",
    parts: [["$50", "optional"]],
    links: ["/accommodations", "/faq", "/budget"],
  },
  { question: "how big are the villa grounds", parts: [[/1\.4.hectare/i]], links: ["/accommodations", "/faq"] },
  { question: "how many nights were we at the villa", parts: [[/\b5\b|five/i]], links: ["/accommodations", "/faq", "/budget"] },

  // Day 2: the birthday.
  {
    question: "where was the bday dinner and what time",
    parts: [[/Comptoir Darna/i], [/19:30|7:30/]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "dress code for the birthday dinner?",
    parts: [[/gold/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  { question: "how much was the birthday dinner pp", parts: [[/100.?120/]], links: ["/day/2", "/dinners", "/budget"] },
  {
    question: "which sights were on the walking tour on day 2",
    parts: [[/Bahia/i], [/Ben Youssef/i], [/Jardin Secret/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price? anything extra",
    parts: [["$10"], [/museum/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "bar crawl, how much n which neighbourhoods",
    parts: [["$10"], [/Gueliz|Hivernage/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "whats in the villa breakfast and how much",
    parts: [[/msemen|amlou|orange juice|eggs/i], ["$10"]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "which day was the actual birthday and how old is the bday person turning",
    parts: [[/Nov(ember)? 23|day 2|Sunday/i], [/30/]],
    links: ["/day/2", "/"],
  },

  // Day 3: balloon, Agafay, Nobu.
  { question: "what time was balloon pickup", parts: [[/5:30/]], links: ["/day/3", "/faq"] },
  { question: "how much was the hot air balloon", parts: [["$117"]], links: ["/day/3", "/faq", "/budget"] },
  {
    question: "how long were we up in the balloon",
    parts: [[/an hour|one hour|1 hour|60 min/i]],
    links: ["/day/3"],
  },
  { question: "how far is agafay from marrakech", parts: [[/40 min/i]], links: ["/day/3", "/map"] },
  { question: "agafay day cost?", parts: [["$40"]], links: ["/day/3", "/budget"] },
  { question: "whats the min spend at nobu", parts: [["$75"]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/Japanese.Peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "wat dishes r good at nobu", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },

  // Day 4: photos, Majorelle, souks, Dar Yacout.
  {
    question: "what weekday was the photoshoot and what time",
    parts: [[/Tuesday/i], [/8:30/]],
    links: ["/day/4", "/"],
  },
  {
    question: "what colours shud i wear for the photos",
    parts: [[/jewel|white|gold/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "majorelle and ysl museum ticket prices?",
    parts: [["$18"], ["$15"]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "palace dinner: where and what do i wear",
    parts: [[/Dar Yacout/i], [/dressy|kaftan|djellaba|best evening/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "how much is dar yacout", parts: [[/individual/i]], links: ["/day/4", "/dinners", "/budget"] },
  { question: "how much did the souk guide cost", parts: [["$5"]], links: ["/day/4", "/budget"] },

  // Day 5: the road south and the desert camp.
  {
    question: "whats the mountain pass called and how high is it",
    parts: [[/Tichka/i], [/2,?200/]],
    links: ["/day/5"],
  },
  {
    question: "which movies were filmed at ait benhaddou",
    parts: [[/Gladiator|Game of Thrones/i]],
    links: ["/day/5"],
  },
  { question: "what time did the camel ride start", parts: [[/16:30|4:30/]], links: ["/day/5"] },
  {
    question: "desert camp price and what does it include",
    parts: [["$95"], ["dinner", "breakfast"]],
    links: ["/day/5", "/accommodations", "/budget", "/faq"],
  },
  { question: "what valley is the camp in", parts: [[/Draa/i]], links: ["/accommodations", "/day/5"] },

  // Day 9: Casablanca and departure.
  { question: "what time is the train to casa on the 30th", parts: [[/7:00|07:00|7 ?am/i]], links: ["/day/9"] },
  {
    question: "how long is the train fes to casablanca",
    parts: [[/four hours|4 hours|4 hrs|4h|four-hour|4-hour/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "what station do we arrive at in casa", parts: [[/Casa.Voyageurs/i]], links: ["/day/9", "/faq"] },
  { question: "where's the farewell lunch", parts: [[/Rick'?s/i]], links: ["/day/9"] },
  {
    question: "hassan ii mosque tour what time + cost",
    parts: [[/15:00|3(:00)? ?pm/i], ["$13"]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/shoulders|knees/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "how tall is the minaret at hassan 2", parts: [[/210/]], links: ["/day/9"] },
  {
    question: "which airport do i fly home from",
    parts: [[/CMN|Mohammed V/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "how far is the casablanca airport from the city",
    parts: [[/45 min/i]],
    links: ["/day/9"],
  },
  {
    question: "what should i do with my leftover dirhams",
    parts: [[/spend|hard to change/i]],
    links: ["/day/9"],
  },

  // Money.
  { question: "whats the exchange rate rn roughly", parts: [[/10 MAD|10 dirham/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants", parts: [[/10.?15 ?%/]], links: ["/budget", "/faq"] },
  { question: "how much is the tourist tax", parts: [[/28|2\.75/]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm", parts: [[/1,?000.?2,?000/]], links: ["/budget", "/faq"] },
  { question: "where do i start when haggling", parts: [[/40.?50 ?%/]], links: ["/faq", "/budget", "/day/0"] },
  { question: "foreign card fees?", parts: [[/1.?3 ?%/]], links: ["/faq", "/budget"] },
  {
    question: "ballpark what does the whole trip cost per person, not counting flights",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  { question: "how much ppl usually spend shopping", parts: [[/100/, /500/]], links: ["/budget", "/faq", "/day/4"] },

  // Practical, packing, weather, health, culture.
  {
    question: "what plugs and voltage in morocco",
    parts: [[/C\/E|C and E|C or E/i], ["220"]],
    links: ["/faq", "/"],
  },
  {
    question: "do us citizens need a visa? how long is my passport supposed to be valid",
    parts: [[/90 days/i], [/six months|6 months/i]],
    links: ["/faq"],
  },
  { question: "temps this time of year?", parts: [[/15.?25/]], links: ["/faq", "/"] },
  { question: "what time zone r we in", parts: [[/UTC ?\+ ?1|GMT ?\+ ?1/i]], links: ["/faq"] },
  {
    question: "do i need a rain jacket for the rif mountains",
    parts: [[/rain jacket|shower/i]],
    links: ["/faq"],
  },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommended/i]], links: ["/faq"] },
  { question: "how do u say hello and thank u", parts: [[/salam/i], [/shukran/i]], links: ["/faq"] },
  {
    question: "do the performers in jemaa el fnaa want money for pics",
    parts: [[/dirham/i]],
    links: ["/faq"],
  },
  { question: "can i get a drink in the medina cafes", parts: [[/licensed|not in most/i]], links: ["/faq"] },
  {
    question: "i'm vegan, how early do i tell the host",
    parts: [[/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },
  {
    question: "what to wear walking the medina today",
    parts: [[/shoulders|knees/i]],
    links: ["/day/7", "/faq"],
  },
  {
    question: "what shud i pack for the desert night",
    parts: [[/fleece|scarf|layers|headlamp|warm/i]],
    links: ["/faq", "/day/5"],
  },

  // Places on the map.
  { question: "where do u have to order the lamb shoulder a day ahead", parts: [[/Al Fassia/i]], links: ["/map"] },
  { question: "fixed price craft shop to learn what stuff should cost?", parts: [[/Ensemble Artisanal/i]], links: ["/map"] },
  { question: "whats churchills fave hotel in marrakech", parts: [[/Mamounia/i]], links: ["/map"] },
  { question: "any cooking class u recommend", parts: [[/Maison Arabe/i]], links: ["/map"] },
  { question: "which palace has the storks", parts: [[/El Badi/i]], links: ["/map"] },
  { question: "what did churchill say about marrakech", parts: [[/lovely spot/i]], links: ["/"] },

  // Rupa, the host, the occasion, the site's pages.
  { question: "who r u", parts: [[/Rupa/i]] },
  {
    question: "whats this trip for anyway, whose bday",
    parts: [[/host/i], [/30/]],
    links: ["/"],
  },
  { question: "how many of us r on this trip", parts: [["22"]], links: ["/"] },
  {
    question: "is the transportation page up yet",
    parts: [[/finaliz|coming soon/i]],
    links: ["/transportation"],
  },
  { question: "which page has all the restaurant info", parts: [[/dinners/i]], links: ["/dinners"] },

  // Photos: uploading, deleting, the album.
  {
    question: "how many pics can i upload at once and how big",
    parts: [[/\b10\b|ten/i], [/50 ?MB/i]],
    links: ["/gallery"],
  },
  { question: "how do i delete a photo i posted by accident", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i upload videos too? which formats", parts: [[/MP4|MOV/i]], links: ["/gallery"] },
  { question: "is there a slideshow for the tv tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "can i download everyones photos in one go", parts: [[/zip/i]], links: ["/gallery"] },

  // Unanswerable: the content does not state these.
  { question: "wats the wifi password at the fes riad", unanswerable: true },
  { question: "whats the actual name of our riad in fes? need it for a taxi", unanswerable: true },
  { question: "whats the hosts phone number", unanswerable: true },
  { question: "what's the host's name btw", unanswerable: true },
  { question: "how much is the train to casablanca on sunday", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost", unanswerable: true },
  { question: "is there an entry fee for bou inania", unanswerable: true },
  { question: "do we pay to get into the tannery today", unanswerable: true },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "what was the photographer's name? want to follow them", unanswerable: true },
  { question: "whats the name of our guide in fes today", unanswerable: true },
  { question: "which platform does the casa train leave from", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },
  { question: "is there laundry at the riad in fes", unanswerable: true },
  { question: "can i get an uber in fes", unanswerable: true },
  { question: "what time is breakfast at the fes riad", unanswerable: true },
  { question: "dress code for dinner at the riad tonight?", unanswerable: true },
  { question: "how do i pay the host back, venmo?", unanswerable: true },
  { question: "what vaccines do i need for morocco", unanswerable: true },
  { question: "how much luggage can i bring on the train", unanswerable: true },
  { question: "does the spanish mosque charge entry", unanswerable: true },
  { question: "r there hair dryers in the riad rooms", unanswerable: true },
  { question: "how many rooms does the fes riad have", unanswerable: true },
  { question: "is there a pharmacy near our riad", unanswerable: true },
  { question: "can i bring my dog on the trip", unanswerable: true },
];
