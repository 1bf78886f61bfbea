// SEVENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the seventh round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Saturday November 29 2025 at 10:30 Morocco time (UTC+1): day 8 of the trip (Chefchaouen Day Trip), on the 07:30 drive from Fes into the Rif mountains, with the Blue Medina at 12:00, Ras El Maa at 15:00 and the return to Fes at 17:00 still ahead. Yesterday was day 7 (Explore Fes: Bab Bou Jeloud, Bou Inania Madrasa, the Chouara tannery, dinner at the riad); tomorrow is day 9, Sunday (Casablanca & Departure: 07:00 train, lunch at Rick's Café, Hassan II Mosque tour, 18:00 airport transfers). */
export const SEVENTH_TEST_CLOCK = new Date("2025-11-29T09:30:00Z");

// ---------------------------------------------------------------------------
// Key builders: tolerant of any correct phrasing, strict about the fact.

/** A clock time in 24-hour ("07:00", "7:00", "7h00") or 12-hour ("7 am", "7:00 a.m.") form; noon also as "noon"/"midday". */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const forms = [
    `(?<![\\d:.])${h24}[:.h]${mm}(?!\\d)`,
    minute === 0 ? `(?<![\\d:.])${h12}(?:[:.]00)?\\s?${suffix}` : `(?<![\\d:.])${h12}[:.]${mm}\\s?${suffix}`,
  ];
  if (hour === 12 && minute === 0) forms.push("\\bnoon\\b", "\\bmidday\\b", "\\bmid-day\\b");
  return new RegExp(forms.join("|"), "i");
}

/** A US dollar amount: "$45", "$ 45", "US$45", "45 USD", "45 dollars", "45$". */
function usd(amount: number): RegExp {
  const n = String(amount).replace(".", "\\.");
  return new RegExp(
    `(?:US)?\\$\\s?${n}(?![\\d,]|\\.\\d)|(?<![\\d.,$])${n}(?:\\.00)?\\s?(?:\\$|USD\\b|US dollars|dollars|bucks)`,
    "i",
  );
}

/** A range such as "$40-60", "$40 - $60", "40 to 60 dollars", "$40–$60". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}\\s?(?:\\$|USD)?\\s?(?:-|–|—|to)\\s?(?:US)?\\$?\\s?${high}(?!\\d)`, "i");
}

/** A percentage range: "10-15%", "10% to 15%", "10 to 15 percent". */
function percentRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])${low}\\s?%?\\s?(?:-|–|—|to)\\s?${high}\\s?(?:%|percent|per cent)`, "i");
}

/** A duration in hours: "4 hours", "four hours", "4h", "4-hour". */
function hours(amount: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])(?:${amount}|${word})[\\s-]?(?:h\\b|hrs?\\b|hours?\\b)`, "i");
}

/** A standalone number, as digits or as a word. */
function count(amount: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])(?:${amount}(?![\\d.,]?\\d)|\\b${word}\\b)`, "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

const shoesOff = /shoes?.{0,40}(off|remov|take)|(off|remov).{0,30}shoes?|sock/i;
const paidYourself = /individual|yourself|your own|each (person )?pays|on your own|pay as you go|as you go|not included|separately/i;

export const seventhTestQuestions: TestQuestion[] = [
  // Right now: Saturday morning, on the road from Fes to Chefchaouen (day 8)
  { question: "morning!! what day of the trip r we on today", parts: [[/day\s*(8|eight)\b/i]], links: ["/day/8"] },
  { question: "how much longer in this van 😩 what time do we actually roll into chefchaouen", parts: [[anyOf(time(12), time(11, 30))]], links: ["/day/8"] },
  { question: "is lunch today covered or do we each pay", parts: [[paidYourself]], links: ["/budget", "/day/8"] },
  { question: "someone said theres a local food i HAVE to try in chaouen, what is it", parts: [[/goat(?:'s)? cheese/i]], links: ["/day/8"] },
  { question: "after lunch whats on", parts: [[/ras el[- ]?maa|spanish mosque/i]], links: ["/day/8"] },
  { question: "where do i go for the best view over the whole blue town? want THE insta shot", parts: [[/spanish mosque/i]], links: ["/day/8"] },
  { question: "what time r we heading back to fes", parts: [[time(17)]], links: ["/day/8"] },
  { question: "im flying out tonight from fes, do i need to ride all the way back with the group first?", parts: [[/transfer/i]], links: ["/day/8"] },
  { question: "what should i wear wandering the blue lanes today, is a tank top ok", parts: [[/shoulders?/i, /knees?/i]], links: ["/day/8", "/faq"] },
  { question: "how far is chefchaouen from fes anyway", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "ok so whats the plan for tonight", parts: [[/fes/i, /riad|last evening/i]], links: ["/day/8"] },
  { question: "is it gonna rain up here in the mountains? do i need my jacket", parts: [[/shower|rain jacket/i]], links: ["/faq"] },
  { question: "what's on for saturday? wait thats today isnt it", parts: [[/chefchaouen/i]], links: ["/day/8"] },
  { question: "what's left on today's schedule after we arrive", parts: [[/medina|uta el[- ]?hammam|kasbah/i, /ras el[- ]?maa|spanish mosque/i]], links: ["/day/8"] },
  { question: "sad i'm leaving early 😢 when was i meant to say bye to everyone", parts: [[/breakfast/i]], links: ["/day/8"] },

  // Tomorrow: Sunday, day 9
  { question: "what time is the train tmrw 😭 pls say its not early", parts: [[time(7)]], links: ["/day/9"] },
  { question: "how long is tomorrows train ride to casa", parts: [[hours(4, "four")]], links: ["/day/9", "/faq"] },
  { question: "which station in casablanca do we get off at", parts: [[/casa[- ]?voyageurs/i]], links: ["/day/9", "/faq"] },
  { question: "wheres the farewell lunch tomorrow and what time", parts: [[/rick.?s/i], [time(12, 30)]], links: ["/day/9"] },
  { question: "is there a dress code for ricks cafe or can i go in trainers and shorts", parts: [[/smart casual|sports kit|beachwear|flip[- ]?flops/i]], links: ["/day/9"] },
  { question: "is rick's the actual bar from the casablanca movie??", parts: [[/tribute|inspired|homage|modell?ed|recreat/i]], links: ["/day/9"] },
  { question: "mosque tour tomorrow: what time, and how much is it", parts: [[time(15)], [usd(13)]], links: ["/day/9", "/budget"] },
  { question: "what do i need to wear for the hassan 2 mosque tmrw", parts: [[/knees|arms|shoulders/i, /scarf/i]], links: ["/day/9", "/faq"] },
  { question: "do we have to take our shoes off in the mosque?", parts: [[shoesOff]], links: ["/day/9", "/faq"] },
  { question: "how tall is the minaret at the big casablanca mosque", parts: [[/210/]], links: ["/day/9"] },
  { question: "the mosque tour isn't free is it", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "what time do we leave for the airport tmrw", parts: [[time(18)]], links: ["/day/9"] },
  { question: "how long is the drive to the airport from casa city", parts: [[/45\s*(-\s*)?min/i]], links: ["/day/9"] },
  { question: "which airport do we fly home from, i need to tell my mum", parts: [[/mohammed v|CMN/i]], links: ["/day/9", "/faq"] },
  { question: "should i just change my leftover dirhams back when i get home?", parts: [[/spend|hard to (ex)?change|difficult to (ex)?change|can'?t easily/i]], links: ["/day/9"] },
  { question: "ok and tomorrow??", parts: [[/casablanca/i]], links: ["/day/9"] },
  { question: "what day of the week is it tomorrow, my brain is mush", parts: [[/sunday/i]], links: ["/day/9"] },

  // Yesterday: Friday, day 7 in Fes
  { question: "what was the gorgeous tiled school we went to yesterday called", parts: [[/bou inania/i]], links: ["/day/7"] },
  { question: "yesterdays smelly leather place lol what was it called", parts: [[/chouara/i]], links: ["/day/7"] },
  { question: "the tannery was SO gross 🤢 but why did they hand us mint leaves", parts: [[/smell|odou?r|stink/i]], links: ["/day/7"] },
  { question: "the old university we peeked into on friday, when was it founded", parts: [[/859/]], links: ["/day/7"] },
  { question: "which gate did we walk in through yesterday morning", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "is it true there are literally no cars in the fes medina", parts: [[/car[- ]?free|no cars|without cars/i]], links: ["/day/7", "/accommodations"] },
  { question: "what did we eat at the riad last night, want to look up the recipe", parts: [[/pastilla|tagine/i]], links: ["/day/7"] },

  // Earlier days, by date, weekday and memory
  { question: "when did everyone meet at the airport on the first day", parts: [[time(11)]], links: ["/day/0", "/faq"] },
  { question: "name of the riad from the first night? want to leave a review", parts: [[/l[- ]?authentic/i]], links: ["/day/0", "/accommodations"] },
  { question: "how much was that first riad night pp", parts: [[usd(45)]], links: ["/accommodations", "/budget"] },
  { question: "that welcome dinner was unreal, where was it again", parts: [[/foundouk/i]], links: ["/dinners", "/day/0"] },
  { question: "how much did the welcome dinner end up being per head", parts: [[usdRange(40, 60)]], links: ["/dinners", "/day/0", "/budget"] },
  { question: "what happened on the 22nd? i was so jetlagged i remember nothing", parts: [[/villa/i]], links: ["/day/1"] },
  { question: "what time could we check into the villa", parts: [[time(15)]], links: ["/accommodations", "/day/1", "/faq"] },
  { question: "how many suites did villa royale have", parts: [[count(13, "thirteen")]], links: ["/accommodations"] },
  { question: "what was villa checkout", parts: [[time(11)]], links: ["/accommodations", "/faq"] },
  { question: "the villa money wasn't mandatory was it? how much was it", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how much was the hammam & massage thing", parts: [[usd(60)]], links: ["/day/1", "/faq", "/budget"] },
  { question: "the 23rd was bday day right? what time was dinner", parts: [[time(19, 30)]], links: ["/day/2", "/dinners"] },
  { question: "which restaurant was the birthday party at", parts: [[/comptoir darna/i]], links: ["/dinners", "/day/2"] },
  { question: "how much was the bday dinner per person", parts: [[usdRange(100, 120)]], links: ["/dinners", "/budget", "/day/2"] },
  { question: "what was the dress code for the birthday dinner again, was it all gold?", parts: [[/cocktail/i, /gold/i]], links: ["/dinners", "/day/2", "/faq"] },
  { question: "were drinks included in the bar crawl price??", parts: [[paidYourself]], links: ["/day/2", "/budget"] },
  { question: "monday balloon... what time was pickup, felt like 3am", parts: [[time(5, 30)]], links: ["/day/3", "/faq"] },
  { question: "how much did the balloon ride cost me", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq"] },
  { question: "nobu on the 24th, what kind of food was it exactly", parts: [[/peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "what was the minimum spend at nobu", parts: [[usd(75)]], links: ["/dinners", "/day/3", "/budget"] },
  { question: "what all did we do in agafay apart from the balloon", parts: [[/quad/i, /camel/i]], links: ["/day/3"] },
  { question: "photoshoot was tuesday right? and what time did it start", parts: [[/tuesday/i], [time(8, 30)]], links: ["/day/4", "/"] },
  { question: "what colours were we supposed to wear for the photos", parts: [[/jewel/i]], links: ["/", "/day/4"] },
  { question: "majorelle ticket vs ysl museum ticket, how much each", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "palace dinner place name? and did we pay there or in advance", parts: [[/yacout/i], [/individual|at the restaurant|yourself|your own/i]], links: ["/dinners", "/day/4"] },
  { question: "the game of thrones village, what's it called", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: ["/day/5"] },
  { question: "wednesday camel ride was at what time", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "was the desert camp price all-in? food included?", parts: [[/dinner/i, /breakfast/i]], links: ["/accommodations", "/budget", "/day/5"] },
  { question: "thursday sunrise on the dune was what time", parts: [[time(6, 30)]], links: ["/day/6"] },
  { question: "how long was the train to fes on thursday, felt like forever", parts: [[hours(6, "six")]], links: ["/day/6", "/faq"] },
  { question: "what time did we get to the fes riad that night", parts: [[time(21)]], links: ["/day/6"] },
  { question: "how many nights were we in fes total, and what did that cost", parts: [[/(3|three)\s*nights?/i], [usd(90)]], links: ["/accommodations", "/budget"] },
  { question: "where did we sleep on wednesday night", parts: [[/camp|tent|zagora/i]], links: ["/accommodations", "/day/5"] },
  { question: "the villa was booked 5 nights but we weren't there one of them right? which one", parts: [[/26|desert|zagora|camp/i]], links: ["/accommodations"] },
  { question: "how far was the villa from town", parts: [[/20\s*(-|–|to)\s*25|20 ?min|twenty/i]], links: ["/accommodations", "/faq"] },
  { question: "which palace on the walking tour had those painted ceilings", parts: [[/bahia/i]], links: ["/day/2", "/map"] },

  // Money
  { question: "how many dirhams to a dollar roughly", parts: [[/dirham|\bmad\b|\bdh\b/i, /(?:^|[^\d.,])10(?!\d)/]], links: ["/budget", "/faq"] },
  { question: "i've got like 500 dh left, what's that in dollars", parts: [[usd(50)]], links: ["/budget"] },
  { question: "tipping at restaurants here, whats normal", parts: [[percentRange(10, 15)]], links: ["/budget", "/faq"] },
  { question: "what's this tourist tax thing they keep adding", parts: [[/28|2[.,]75/]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out of the atm each time", parts: [[/1[,. ]?000/, /2[,. ]?000/]], links: ["/budget", "/faq"] },
  { question: "do the souk stalls take card or is it cash only", parts: [[/cash/i]], links: ["/budget", "/faq"] },
  { question: "my bank charges foreign fees, what's typical", parts: [[percentRange(1, 3)]], links: ["/budget", "/faq"] },
  { question: "card machine asked if i want USD or MAD?? which one do i pick", parts: [[/dirham|\bMAD\b/i, /better|rate/i]], links: ["/budget"] },
  { question: "how low should i start when haggling", parts: [[percentRange(40, 50)]], links: ["/budget", "/faq"] },
  { question: "ok realistically what's this whole trip costing per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "if i skip every optional thing what's the fixed cost", parts: [[/440/, /480/]], links: ["/budget"] },
  { question: "is the airport transfer per person or what", parts: [[usd(45), /car/i]], links: ["/budget", "/faq", "/day/0"] },
  { question: "what's NOT included in the budget estimate", parts: [[/flights?/i, /shopping|tips|lunch|drinks/i]], links: ["/budget"] },
  { question: "how much do ppl usually blow on shopping here", parts: [[/100/, /500/]], links: ["/budget", "/faq"] },
  { question: "which costs more, the balloon or the hammam?", parts: [[/balloon/i, usd(117)]], links: ["/budget"] },
  { question: "was nobu cheaper than the birthday dinner?", parts: [[usd(75), usdRange(100, 120)]], links: ["/dinners", "/budget"] },

  // Practical, culture and health
  { question: "what plugs does morocco use", parts: [[/type\s*c|\bC\s*(\/|and|or|&)\s*E\b/i]], links: ["/faq", "/"] },
  { question: "will my hair straightener work here, whats the voltage", parts: [[/220/]], links: ["/faq", "/"] },
  { question: "my cousin is american and wants to join next time, she doesn't need a visa right?", parts: [[/90/, /visa[- ]?free|no visa|(doesn'?t|does not|won'?t) need/i]], links: ["/faq"] },
  { question: "passport only has 4 months left, is that enough for morocco", parts: [[/(6|six)\s*months/i]], links: ["/faq"] },
  { question: "can i drink the tap water or nah", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is it ok to walk around the medina with a beer?", parts: [[/public/i, /not|\bno\b|don'?t|avoid/i]], links: ["/faq"] },
  { question: "is morocco utc+1 right now? my phone is confused", parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]], links: ["/faq"] },
  { question: "how do u say thank u in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i take pics of the performers in jemaa el fnaa", parts: [[/ask/i, /dirham|pay|tip/i]], links: ["/faq"] },
  { question: "is travel insurance actually needed", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "temps this week? shorts weather?", parts: [[/15\s*°?\s*C?\s*(-|–|to)\s*25/i]], links: ["/faq", "/"] },
  { question: "can i go inside mosques here as a non-muslim", parts: [[/hassan/i]], links: ["/faq", "/day/9"] },
  { question: "i have a nut allergy, how early was i supposed to tell the host", parts: [[/(2|two)\s*weeks/i]], links: ["/dinners"] },
  { question: "safest place to leave my passport while we're out exploring?", parts: [[/(riad|villa|hotel|room)('s)?\s+(or villa\s+)?safe/i]], links: ["/faq"] },
  { question: "the tizi n tichka road made me sooo carsick on wednesday, what did the site say to bring for that", parts: [[/tablet|pill|medic/i]], links: ["/faq", "/day/5"] },

  // Places and the map
  { question: "what does the red pin on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "al fassia is on the map, what should i order", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "where did churchill drink lol, want a fancy cocktail", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "where can i see what stuff SHOULD cost before i haggle", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "any cooking class recs in marrakech?", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "best time of day for the menara gardens?", parts: [[/sunset/i]], links: ["/map"] },
  { question: "somewhere to eat with a view over the spice square?", parts: [[/nomad|caf[eé] des [ée]pices/i]], links: ["/map"] },
  { question: "can i open the places from the map in my maps app", parts: [[/open in maps|google maps/i]], links: ["/map"] },
  { question: "map won't load, no signal. any way to still see the places?", parts: [[/list/i]], links: ["/map"] },

  // The site: gallery, slideshow, calendar, music, offline
  { question: "how many pics can i upload at once", parts: [[count(10, "ten")]], links: ["/gallery"] },
  { question: "max size per video?", parts: [[/50\s*MB/i]], links: ["/gallery"] },
  { question: "does the gallery take HEIC from my iphone or do i convert", parts: [[/heic/i, /yes|work|support|accept|fine/i]], links: ["/gallery"] },
  { question: "uploaded a blurry pic by accident 🙈 how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i download all of today's pics in one go", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "my data is super slow, is there a lighter download", parts: [[/light/i]], links: ["/gallery"] },
  { question: "how do we put everyone's photos up on the tv at the riad tonight", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "how long does each pic stay up in the slideshow", parts: [[/\b(7|seven)\s*(s\b|sec)/i]], links: ["/slideshow"] },
  { question: "can the others still add pics while the slideshow is running", parts: [[/qr|scan/i]], links: ["/slideshow"] },
  { question: "how do i pause the slideshow from the laptop keyboard", parts: [[/space/i]], links: ["/slideshow"] },
  { question: "can i get the itinerary into my phone calendar", parts: [[/add\b.{0,30}calendar|\.ics/i]], links: ["/", "/day/8"] },
  { question: "how do i shut the music off on the site 🙉", parts: [[/mute/i, /left/i]] },
  { question: "why does the music stop when i open the gallery", parts: [[/no (music|soundtrack|track)|(doesn'?t|does not) have (its own )?(music|a track|a soundtrack)|without music|paus|silent|quiet/i]], links: ["/gallery"] },
  { question: "the countdown on the home page is all zeros, is it broken?", parts: [[/start|began|begun|passed|over|already|underway|under way/i]], links: ["/"] },
  { question: "will the site still work when i have no signal", parts: [[/home screen|offline|saved/i]] },
  { question: "how do i add the site to my iphone home screen", parts: [[/share/i]] },
  { question: "if i ask you something with zero bars what happens", parts: [[/(when|once|as soon as).{0,40}(signal|connection|online|back)/i]] },
  { question: "can i see only MY photos in the gallery", parts: [[/name/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|not required|no need|(don'?t|do not) (have|need) to/i]], links: ["/gallery"] },
  { question: "how do i see just today's photos", parts: [[/day\s*8|today'?s photos|filter|\?day=/i]], links: ["/gallery", "/"] },
  { question: "transportation page just says coming soon lol, whats up with that", parts: [[/finali[sz]|being (worked|sorted)|not (yet )?(booked|ready|final)|coming soon/i]], links: ["/transportation"] },
  { question: "the home page says the trip highlight is TBD?? what does that mean", parts: [[/tbd|vote|camera roll|not (yet )?(decided|chosen|picked)|undecided|to be (decided|determined)/i]], links: ["/"] },
  { question: "my video in the gallery just says preparing, did it break", parts: [[/(being|is) (made|prepared|processed|converted)|prepar|process|convert/i]], links: ["/gallery"] },
  { question: "the zip of the whole album won't open on my mac", parts: [[/one day at a time|per day|day by day|each day|a day at a time/i]], links: ["/gallery"] },

  // Rupa, the host, the occasion
  { question: "who r u 🐐", parts: [[/rupa/i]] },
  { question: "what kinda stuff can u help me with", parts: [[/itinerary|schedule|plan/i, /cost|budget|money|pric/i]] },
  { question: "whats this trip even called, need it for my caption", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "what are we celebrating again lol, someone at the cafe asked", parts: [[/30|thirty/i, /birthday/i]], links: ["/"] },
  { question: "how many of us are on this trip total", parts: [[/\b(22|twenty[- ]two)\b/i]], links: ["/"] },
  { question: "who said the quote on the homepage about morocco being the loveliest spot in the world", parts: [[/churchill/i]], links: ["/"] },

  // Not stated anywhere on the site: the only right answer is an honest "I don't know"
  { question: "whats the wifi password at the riad 🙏", unanswerable: true },
  { question: "whats our fes riad actually called? the taxi driver is asking", unanswerable: true },
  { question: "does the fes riad have a pool i can jump in later", unanswerable: true },
  { question: "how much is today's chefchaouen trip costing each of us", unanswerable: true },
  { question: "how much is the train ticket to casablanca tomorrow", unanswerable: true },
  { question: "what's lunch at rick's gonna cost roughly", unanswerable: true },
  { question: "what time is breakfast at the riad tomorrow before the train", unanswerable: true },
  { question: "which restaurant are we eating at tonight in fes", unanswerable: true },
  { question: "what was my camel's name on wednesday 🐪 he was so cute", unanswerable: true },
  { question: "whats the host's phone number, mine got wiped", unanswerable: true },
  { question: "what's the host's full name? want to tag them", unanswerable: true },
  { question: "who was the photographer on tuesday, what's their insta", unanswerable: true },
  { question: "which terminal at casablanca airport for my air france flight", unanswerable: true },
  { question: "how much did the group photoshoot cost per person", unanswerable: true },
  { question: "how many dirhams to the euro?", unanswerable: true },
  { question: "is there uber in casablanca", unanswerable: true },
  { question: "whats the password to delete pics from the gallery", unanswerable: true },
  { question: "how many photos are in the gallery right now", unanswerable: true },
  { question: "what's the longest video i can upload, like in minutes", unanswerable: true },
  { question: "what's the name of the song playing on the home page? it slaps", unanswerable: true },
  { question: "what time does the hassan ii mosque close", unanswerable: true },
  { question: "how tall is the koutoubia minaret", unanswerable: true },
  { question: "why is chefchaouen painted blue", unanswerable: true },
  { question: "can we leave our suitcases at rick's cafe during lunch tmrw", unanswerable: true },
  { question: "who am i sharing a room with at the fes riad", unanswerable: true },
  { question: "how many rooms does our riad in fes have", unanswerable: true },
  { question: "what was the entry fee at ait benhaddou", unanswerable: true },
  { question: "did the desert camp tents have showers?", unanswerable: true },
  { question: "what time is sunset in chefchaouen today", unanswerable: true },
  { question: "what was the name of our guide on the medina walking tour", unanswerable: true },
  { question: "can we go inside the spanish mosque or just look from outside", unanswerable: true },
  { question: "did villa royale have a gym? forgot to check", unanswerable: true },
  { question: "how much is a petit taxi from casa voyageurs to rick's", unanswerable: true },
  { question: "whats the emergency number in morocco", unanswerable: true },
  { question: "can i get my villa contribution back since i skipped a night", unanswerable: true },
  { question: "did riad l-authentic have a pool?", unanswerable: true },
  { question: "how much is a hammam at hammam de la rose", unanswerable: true },
  { question: "how much does the palmeraie camel ride cost", unanswerable: true },
];
