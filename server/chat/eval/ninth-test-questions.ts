// NINTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the ninth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Friday November 21 2025 at 16:00 Morocco time (UTC+1): the afternoon of day 0 (arrival day), the squad out on the first stroll through the souks; the welcome dinner is tonight at 20:00, and tomorrow (Saturday, day 1) we move to Villa Royale. */
export const NINTH_TEST_CLOCK = new Date("2025-11-21T15:00:00Z");

// ---------------------------------------------------------------------------
// Key builders: tolerant of any correct phrasing, strict about the fact.

/** A clock time in 24h ("20:00", "08:30", "8:30", "20h00") or 12h ("8 pm", "8:00 p.m.", "8 in the evening") form. */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const morning = hour < 12;
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const suffix = morning
    ? "a\\.?\\s?m\\b\\.?|in the morning"
    : "p\\.?\\s?m\\b\\.?|in the (?:afternoon|evening)|at night|tonight";
  const notOtherHalf = morning ? "(?!\\s?p\\.?\\s?m\\b)" : "(?!\\s?a\\.?\\s?m\\b)";
  const twentyFour = `${h24}[:.h]${mm}(?!\\d)${notOtherHalf}`;
  const twelve = minute === 0 ? `${h12}(?:[:.]00)?\\s?(?:${suffix})` : `${h12}[:.]${mm}\\s?(?:${suffix})`;
  return new RegExp(`(?<![\\d:.])(?:${twentyFour}|${twelve})`, "i");
}

/** A US-dollar amount: "$45", "$45,", "US$45", "45 USD", "45 dollars". */
function usd(amount: number): RegExp {
  return new RegExp(
    `(?:\\$\\s?${amount}|USD\\s?${amount}|(?<![\\d.,$])${amount}\\s?(?:USD|US dollars|dollars|bucks))(?!\\d|,\\d)`,
    "i",
  );
}

/** A US-dollar range: "$40-60", "$40–$60", "$40 to $60", "40-60 USD". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.,])\\$?\\s?${low}\\s?(?:-|–|—|to)\\s?(?:US)?\\$?\\s?${high}(?!\\d|,\\d)`, "i");
}

/** A percentage range: "10-15%", "10% to 15%", "10–15 percent". */
function percentRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.])${low}\\s?%?\\s?(?:-|–|—|to)\\s?${high}\\s?(?:%|percent|per cent)`, "i");
}

/** A whole number written as digits or as a word. */
function count(value: number, word: string): RegExp {
  return new RegExp(`\\b(?:${value}|${word})\\b`, "i");
}

/** "6 hours", "six-hour", "6h", "6 hrs". */
function hours(value: number, word: string): RegExp {
  return new RegExp(`\\b(?:${value}|${word})[\\s-]*(?:hours?|hrs?|h)\\b`, "i");
}

/** "40 minutes", "forty-minute", "40 mins". */
function minutes(value: number, word: string): RegExp {
  return new RegExp(`\\b(?:${value}|${word})[\\s-]*(?:minutes?|mins?)\\b`, "i");
}

/** Any one of several patterns. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");
}

export const ninthTestQuestions: TestQuestion[] = [
  // Today (day 0, Friday Nov 21): the afternoon in the souks and tonight's dinner.
  { question: "omg the souks are INSANE 😵‍💫 already bought 2 lanterns... anyway what time r we meeting for dinner", parts: [[time(20, 0)]], links: ["/day/0", "/dinners"] },
  { question: "where's tonight's dinner again? which restaurant", parts: [[/foundouk/i]], links: ["/day/0", "/dinners"] },
  { question: "wat do i wear 2 the welcome dinner", parts: [[/smart[\s-]?casual/i]], links: ["/day/0", "/dinners", "/faq"] },
  { question: "is there a deposit to hold the table tonight, how much?", parts: [[usd(20)]], links: ["/day/0", "/dinners"] },
  { question: "ballpark per person for tonights dinner?", parts: [[usdRange(40, 60)]], links: ["/day/0", "/dinners", "/budget"] },
  { question: "guy in the souk wants 600 dh for a leather bag lol what should i counter with", parts: [[anyOf(percentRange(40, 50), /\b240\s?(?:-|–|to)\s?300\b/)]], links: ["/day/0", "/budget", "/faq", "/"] },
  { question: "do the market stalls take apple pay or card", parts: [[/cash/i]], links: ["/day/0", "/budget", "/faq"] },
  { question: "what's left on the schedule for today?", parts: [[/dinner|foundouk/i]], links: ["/day/0"] },
  { question: "my flight got delayed so i missed this morning, what happened before the souks?", parts: [[/airport|riad|check[\s-]?in/i]], links: ["/day/0"] },
  { question: "what time was the official start today? my cousin lands late", parts: [[time(11, 0)]], links: ["/day/0", "/faq"] },
  { question: "the airport driver charged us 600 dirhams for the car 😤 how much was it supposed to be", parts: [[usd(45), /car/i]], links: ["/day/0", "/budget", "/faq"] },
  { question: "came in yesterday, a day before everyone else. where am i supposed to meet the group?", parts: [[/riad/i]], links: ["/faq", "/day/0"] },
  { question: "whats the riad we're sleeping in tonight called", parts: [[/L[\s-]?Authentic/i]], links: ["/day/0", "/accommodations"] },
  { question: "this riad is gorgeous!! are we here all week or just tonight?", parts: [[/one night|1 night|just tonight|only tonight|just the one|single night|only one/i]], links: ["/day/0", "/accommodations"] },
  { question: "the riad guy mentioned a tax per night?? how much is that", parts: [[anyOf(/\b28\s?(?:MAD|dirhams?|dhs?)\b/i, /\$\s?2\.75|2\.75\s?(?:USD|dollars)/i)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out of the atm each time", parts: [[/1,?000\s?(?:-|–|—|to)\s?2,?000/]], links: ["/budget", "/faq"] },
  { question: "quick maths pls, 200 dirhams is how many dollars", parts: [[usd(20)]], links: ["/budget", "/faq", "/"] },
  { question: "ok to drink the water from the tap here?", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "what time do we have to check out of the riad tomorrow morning?", unanswerable: true },
  { question: "does riad l-authentic have a pool? want a dip before dinner", unanswerable: true },

  // Tomorrow (day 1, Saturday Nov 22): the move to Villa Royale.
  { question: "whats the plan tmrw", parts: [[/villa/i]], links: ["/day/1"] },
  { question: "what time's breakfast tmrw at the riad", parts: [[time(9, 30)]], links: ["/day/1"] },
  { question: "when can we get into the villa tomorrow", parts: [[time(15, 0)]], links: ["/day/1", "/accommodations", "/faq"] },
  { question: "do we have to pay for the villa or is it covered?", parts: [[/optional/i, usd(50)]], links: ["/day/1", "/accommodations", "/budget", "/faq"] },
  { question: "how many rooms does the villa have", parts: [[count(13, "thirteen")]], links: ["/accommodations", "/faq", "/"] },
  { question: "how many nights are we at villa royale total", parts: [[/\b(?:4|5|four|five)\b/i]], links: ["/day/1", "/accommodations", "/faq"] },
  { question: "what's checkout time at the villa", parts: [[time(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "is there a gym at the villa or should i just run outside", unanswerable: true },
  { question: "are the villa pools heated? it's november lol", unanswerable: true },
  { question: "which suite am i in at the villa? sharing w my sister", unanswerable: true },
  { question: "villa wifi password pls 🙏", unanswerable: true },
  { question: "who's cooking dinner at the villa tomorrow night, or are we on our own?", unanswerable: true },
  { question: "what's the villa's street address? my mom wants it", unanswerable: true },
  { question: "what even is the hammam thing tomorrow and how much does it cost", parts: [[/scrub|kessa|black (?:olive )?soap|steam|rhassoul|clay/i], [usd(60)]], links: ["/day/1", "/budget", "/faq"] },
  { question: "how do i get a massage slot", parts: [[/host/i]], links: ["/day/1", "/faq"] },
  { question: "can i just walk around the villa in my bikini all day", parts: [[/cover[\s-]?up/i]], links: ["/day/1"] },

  // Day 2 (Sunday Nov 23): the birthday.
  { question: "what's happening the day after tomorrow?", parts: [[/birthday/i]], links: ["/day/2"] },
  { question: "when exactly is the bday dinner", parts: [[/sunday|nov(?:ember)?\.?\s?23|\b23(?:rd)?\b|day 2/i, time(19, 30)]], links: ["/day/2", "/dinners"] },
  { question: "dress code sunday night?? 👗✨", parts: [[/gold/i]], links: ["/day/2", "/dinners", "/faq"] },
  { question: "how much should i budget for the birthday dinner", parts: [[usdRange(100, 120)]], links: ["/day/2", "/dinners", "/budget"] },
  { question: "whats the bday restaurant called and what part of town", parts: [[/comptoir darna/i], [/hivernage/i]], links: ["/day/2", "/dinners"] },
  { question: "the bar crawl after — are drinks covered or do we pay", parts: [[/as you go|your own|yourself|separately|individually|pay for (?:your|them|drinks)/i]], links: ["/day/2", "/budget"] },
  { question: "sunday morning tour — what r we seeing", parts: [[/bahia/i, /ben youssef/i]], links: ["/day/2"] },
  { question: "walking tour price? are museum tickets included in that", parts: [[usd(10)], [/fees?|extra|not included|on top|separate|plus/i]], links: ["/day/2", "/budget", "/"] },
  { question: "do we get any downtime before the birthday dinner or is it go go go", parts: [[anyOf(time(14, 30), /pool|nap|swim/i)]], links: ["/day/2"] },
  { question: "how old is the birthday person turning?", parts: [[/\b30(?:th)?\b|thirty/i]], links: ["/", "/day/2"] },
  { question: "got invited last minute lol what are we actually celebrating", parts: [[/\b30(?:th)?\b|thirty/i, /birthday/i]], links: ["/"] },
  { question: "is anyone getting a birthday cake or should i organise one?", unanswerable: true },
  { question: "villa breakfast — do i need to sign up? and what's it cost", parts: [[/night before|evening before|day before|previous (?:night|evening)/i], [usd(10)]], links: ["/day/2", "/faq", "/budget"] },

  // Day 3 (Monday Nov 24): balloon, Agafay, Nobu.
  { question: "what time is the balloon pickup on monday 🎈😴", parts: [[time(5, 30)]], links: ["/day/3"] },
  { question: "balloon price?", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq", "/"] },
  { question: "how long are we actually up in the balloon", parts: [[/(?:an|one|1)\s?hour/i]], links: ["/day/3"] },
  { question: "what do i wear for the balloon, is it freezing", parts: [[/layer|warm/i, /hat|closed/i]], links: ["/day/3"] },
  { question: "is there a weight limit for the hot air balloon?", unanswerable: true },
  { question: "if the balloon gets cancelled for wind do we get our money back?", unanswerable: true },
  { question: "after the balloon what's the rest of monday", parts: [[/agafay/i, /quad|camel/i]], links: ["/day/3"] },
  { question: "how far is agafay from marrakech", parts: [[minutes(40, "forty")]], links: ["/day/3", "/map"] },
  { question: "agafay day cost roughly?", parts: [[usd(40)]], links: ["/day/3", "/budget", "/"] },
  { question: "is there somewhere to swim in agafay or is it just rocks", parts: [[/pool/i]], links: ["/day/3"] },
  { question: "do i need a driving licence for the quad bikes?", unanswerable: true },
  { question: "nobu — set price or what?", parts: [[/minimum/i, usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "can i wear flip flops to nobu 🩴", parts: [[/smart[\s-]?casual|no flip|not? (?:in )?flip/i]], links: ["/day/3", "/dinners", "/faq"] },
  { question: "the balloon's in 3 days right? when's nobu that night", parts: [[time(20, 0)]], links: ["/day/3", "/dinners"] },

  // Day 4 (Tuesday Nov 25): photoshoot, Majorelle, souks, palace dinner.
  { question: "photoshoot is tuesday right? what time and what colours should i wear", parts: [[time(8, 30)], [/jewel|white|gold/i]], links: ["/day/4", "/"] },
  { question: "who's the photographer? want to follow them on insta", unanswerable: true },
  { question: "when do we get the pics from the photoshoot?", unanswerable: true },
  { question: "how much do we each chip in for the photographer", unanswerable: true },
  { question: "majorelle tickets — do i need to buy mine?", parts: [[/host/i]], links: ["/day/4"] },
  { question: "cost of majorelle + the ysl museum?", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "tuesday afternoon shopping, is there a guide and what does it cost", parts: [[usd(5)]], links: ["/day/4", "/budget", "/"] },
  { question: "how much do ppl usually blow on shopping 🛍️", parts: [[usdRange(100, 500)]], links: ["/day/4", "/budget", "/faq", "/"] },
  { question: "where's the palace dinner on the 25th", parts: [[/yacout/i]], links: ["/day/4", "/dinners"] },
  { question: "what do i wear to dar yacout", parts: [[/dressy|evening outfit|kaftan|djellaba/i]], links: ["/day/4", "/dinners", "/faq"] },
  { question: "how much is dar yacout per head?", unanswerable: true },
  { question: "do we do drinks anywhere before the palace dinner", parts: [[/roof/i]], links: ["/day/4", "/dinners"] },

  // Day 5 (Wednesday Nov 26): the road to Zagora and the desert camp.
  { question: "what time do we leave for the desert wednesday", parts: [[time(7, 0)]], links: ["/day/5"] },
  { question: "what are we doing on the 26th", parts: [[/desert|zagora|camel|dunes/i]], links: ["/day/5"] },
  { question: "how high does the mountain road go", parts: [[/2,?200/]], links: ["/day/5"] },
  { question: "i get carsick SO bad 🤢 anything for the drive to zagora", parts: [[/tablet|pill|medic/i]], links: ["/day/5", "/faq"] },
  { question: "that mud village from game of thrones — are we stopping there?", parts: [[/benhaddou/i]], links: ["/day/5", "/faq"] },
  { question: "what time's the camel ride", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "is the camel ride extra or part of the camp?", parts: [[/includ/i]], links: ["/day/5", "/accommodations", "/budget"] },
  { question: "whats the desert camp cost", parts: [[usd(95)]], links: ["/day/5", "/accommodations", "/budget", "/faq", "/"] },
  { question: "we're not at the villa wednesday night right? where do we sleep", parts: [[/camp|zagora|tent/i]], links: ["/day/5", "/accommodations"] },
  { question: "what should i pack for the desert overnight", parts: [[/fleece|layers|scarf|headlamp/i]], links: ["/day/5", "/faq"] },
  { question: "can i bring my big suitcase on the camel 😂", parts: [[/overnight bag|small bag|smaller bag/i]], links: ["/faq"] },
  { question: "what's my camel's name lol", unanswerable: true },
  { question: "do the desert tents have their own bathroom and shower?", unanswerable: true },
  { question: "can i charge my phone in the tent at the camp?", unanswerable: true },
  { question: "where does our big luggage stay while we're at the camp?", unanswerable: true },
  { question: "whats the desert camp actually called, want to look it up", unanswerable: true },

  // Day 6 (Thursday Nov 27): sunrise, the drive back, the train to Fes.
  { question: "what time is sunrise on thursday at the camp?", parts: [[time(6, 30)]], links: ["/day/6"] },
  { question: "which day do we go to fes", parts: [[/thursday|\b27(?:th)?\b|day 6/i]], links: ["/day/6"] },
  { question: "train to fes — how long and how much", parts: [[hours(6, "six")], [usd(45)]], links: ["/day/6", "/budget", "/faq"] },
  { question: "what time does the fes train leave", parts: [[time(15, 0)]], links: ["/day/6"] },
  { question: "do i buy my own train ticket?", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what stops does the train make on the way up", parts: [[/rabat/i, /meknes/i]], links: ["/day/6"] },
  { question: "will there be food when we get to fes, i'll be starving", parts: [[/supper|late (?:dinner|meal)/i]], links: ["/day/6"] },
  { question: "how much is the fes riad for all 3 nights", parts: [[usd(90)]], links: ["/day/6", "/accommodations", "/budget"] },
  { question: "fes riad name? and does it have a pool", unanswerable: true },
  { question: "how do we get our bags to the riad in fes if cars can't go in", parts: [[/porter/i]], links: ["/day/6"] },

  // Day 7 (Friday Nov 28): Fes el-Bali.
  { question: "next friday in fes where does the walk start", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "how old is the university in fes", parts: [[/859/]], links: ["/day/7"] },
  { question: "is the fes part of the plan final?", parts: [[/work in progress|may change|might change|could change|not (?:yet )?final|subject to change/i]], links: ["/day/7", "/day/8", "/day/9"] },
  { question: "the tannery stinks right? any tips", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "dinner on the 28th — where?", parts: [[/riad/i]], links: ["/day/7"] },
  { question: "can taxis drive us around inside the fes medina", parts: [[/car[\s-]?free|no cars|cars? (?:are|is) not|on foot/i]], links: ["/day/7", "/accommodations"] },

  // Day 8 (Saturday Nov 29): Chefchaouen.
  { question: "chefchaouen is which day?", parts: [[/saturday|\b29(?:th)?\b|day 8/i]], links: ["/day/8"] },
  { question: "how long is the drive to chefchaouen", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "best viewpoint over the blue town?", parts: [[/spanish mosque/i]], links: ["/day/8"] },
  { question: "i have to fly home from fes on the 29th, is that a problem?", parts: [[/some guests|other guests|others|not the only|guests (?:begin|start|leave)|fine|no problem/i]], links: ["/day/8", "/faq"] },
  { question: "how much is the chefchaouen day trip", unanswerable: true },
  { question: "which restaurant is lunch at in chefchaouen", unanswerable: true },

  // Day 9 (Sunday Nov 30): Casablanca and home.
  { question: "last day — what time's the train to casablanca", parts: [[time(7, 0)]], links: ["/day/9"] },
  { question: "how long is the train from fes to casa", parts: [[hours(4, "four")]], links: ["/day/9", "/faq"] },
  { question: "which station do we arrive at in casablanca", parts: [[/voyageurs/i]], links: ["/day/9", "/faq"] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: ["/day/9"] },
  { question: "is there a dress code for the last lunch?", parts: [[/smart[\s-]?casual/i]], links: ["/day/9"] },
  { question: "what do i wear to the hassan ii mosque", parts: [[/shoulders?|knees?|arms/i, /scarf|socks|shoes come off|remove/i]], links: ["/day/9", "/faq"] },
  { question: "mosque tour price?", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "which airport do we fly home from, and how far is it from the city", parts: [[/CMN|mohammed v/i], [minutes(45, "forty-five")]], links: ["/day/9", "/faq"] },
  { question: "what time should i book my flight home on the 30th", parts: [[anyOf(time(18, 0), /evening|later/i)]], links: ["/faq", "/day/9"] },
  { question: "what do i do with leftover dirhams", parts: [[/spend/i]], links: ["/day/9"] },
  { question: "how much is the train to casablanca", unanswerable: true },
  { question: "how much is lunch at rick's cafe", unanswerable: true },
  { question: "what's our flight number home?", unanswerable: true },
  { question: "when's the essaouira beach day? 🏖️", unanswerable: true },

  // Money.
  { question: "tipping at restaurants, how much is normal", parts: [[percentRange(10, 15)]], links: ["/budget", "/faq"] },
  { question: "do i tip the porters too?", parts: [[/coins?|few dirhams|small change|small notes|yes/i]], links: ["/budget", "/faq"] },
  { question: "card machine asks dollars or dirhams, which do i pick", parts: [[/dirham|\bMAD\b/i]], links: ["/budget"] },
  { question: "will my bank charge me fees for using my card there", parts: [[percentRange(1, 3)]], links: ["/budget", "/faq"] },
  { question: "all in, how much is this whole trip gonna cost me (not counting flights)", parts: [[usdRange(440, 943)]], links: ["/budget"] },
  { question: "which costs more, the balloon or the hammam?", parts: [[/balloon/i, usd(117), usd(60)]], links: ["/budget", "/faq", "/day/1", "/day/3"] },
  { question: "is nobu or the birthday dinner pricier", parts: [[usdRange(100, 120), usd(75)]], links: ["/dinners", "/budget"] },
  { question: "how many dirhams to the euro?", unanswerable: true },
  { question: "how much is a sim card at the airport", unanswerable: true },
  { question: "how much is the hammam de la rose on the map", unanswerable: true },

  // Practical: plugs, papers, weather, health, culture.
  { question: "which plug adapter do i need", parts: [[/\bC\s?(?:\/|and|&|or|,)\s?(?:type\s)?E\b/i]], links: ["/faq", "/"] },
  { question: "do i need a visa, i'm american", parts: [[/\b90\b|ninety/i]], links: ["/faq"] },
  { question: "how warm is it gonna be during the day", parts: [[/15\s?(?:°C?)?\s?(?:-|–|—|to)\s?25/]], links: ["/faq", "/"] },
  { question: "will it rain in fes? do i need an umbrella", parts: [[/rain jacket|rarely|shower/i]], links: ["/faq"] },
  { question: "can we get a drink anywhere or is morocco dry", parts: [[/licensed/i]], links: ["/faq"] },
  { question: "will english work or should i learn some french", parts: [[/french/i]], links: ["/faq"] },
  { question: "can i take pics of the snake charmers in the big square", parts: [[/ask (?:first|permission|before)|dirhams?|expect/i]], links: ["/faq"] },
  { question: "is morocco safe? i'm a bit nervous", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "are non-muslims allowed in the mosques", parts: [[/hassan/i]], links: ["/faq", "/day/9"] },
  { question: "how do we get around marrakech between the villa and town", parts: [[/taxi|arranged cars?/i]], links: ["/faq"] },
  { question: "can we use uber in marrakech?", unanswerable: true },
  { question: "any vaccines i need before flying?", unanswerable: true },
  { question: "i'm vegan 🌱 who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "which of the dinners are NOT smart casual", parts: [[/birthday|comptoir/i, /palace|yacout/i]], links: ["/dinners", "/faq"] },

  // The trip, the host and the home page.
  { question: "how many of us are going on this trip", parts: [[/\b22\b|twenty[\s-]?two/i]], links: ["/"] },
  { question: "what cities are we hitting", parts: [[/marrakech/i, /fes/i, /casablanca/i]], links: ["/"] },
  { question: "the homepage says the highlight is TBD?? whats that about", parts: [[/camera roll|vote|not (?:yet )?(?:decided|chosen|picked)|undecided|to be decided/i]], links: ["/"] },
  { question: "who said the 'most lovely spot in the whole world' thing on the homepage", parts: [[/churchill/i]], links: ["/"] },
  { question: "whats the host's name? forgot to ask lol", unanswerable: true },
  { question: "can u give me the host's whatsapp number", unanswerable: true },
  { question: "is the transportation page done yet", parts: [[/coming soon|being finali[sz]ed|not yet|still/i]], links: ["/transportation", "/faq"] },
  { question: "how do i put the whole trip in my phone calendar", parts: [[/calendar/i, /add|\.ics|button/i]], links: ["/"] },

  // Map.
  { question: "what do the red pins on the map mean", parts: [[/must[\s-]?see/i]], links: ["/map"] },
  { question: "any rooftop for lunch near the spice square?", parts: [[/nomad|caf[eé] des [ée]pices/i]], links: ["/map"] },
  { question: "is there a cooking class you'd recommend", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "where can i check real prices so i don't get ripped off in the souks", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "missing the camels in the desert would suck — any camel ride near the city?", parts: [[/palmeraie/i]], links: ["/map"] },
  { question: "map won't load on my phone 😩 any other way to see the spots", parts: [[/list|below|under/i]], links: ["/map"] },
  { question: "how far is jemaa el fnaa from our riad tonight", parts: [[/walk/i]], links: ["/accommodations"] },

  // Gallery, slideshow, music, offline.
  { question: "how many pics can i upload at once", parts: [[count(10, "ten")]], links: ["/gallery"] },
  { question: "max file size for videos?", parts: [[/50\s?MB/i]], links: ["/gallery"] },
  { question: "my iphone saves everything as HEIC, will those upload ok?", parts: [[/\byes\b|(?<!(?:n't|not)\s)(?:work|support|accept|includ)|fine/i]], links: ["/gallery"] },
  { question: "uploaded a blurry pic by accident 🙈 how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "do i have to put my name when i upload?", parts: [[/optional|don'?t have to|no need|not required|not necessary|no,/i]], links: ["/gallery"] },
  { question: "can i download everyone's pics in one go at the end", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "my data is slow, is there a smaller download", parts: [[/light/i]], links: ["/gallery"] },
  { question: "any way to put all the photos up on the tv at the villa?", parts: [[/slideshow/i]], links: ["/gallery", "/slideshow"] },
  { question: "on the slideshow how do people add their own pics", parts: [[/QR|scan/i]], links: ["/slideshow"] },
  { question: "what's the longest video i can put in the gallery?", unanswerable: true },
  { question: "how do i turn the music off 🔇", parts: [[/mute/i]] },
  { question: "will the site work in the desert without signal?", parts: [[/home screen|saved/i]] },
  { question: "if i have no signal can i still ask you stuff", parts: [[/returns|comes back|back online|reconnect|once (?:you|the)|when (?:you|the)/i]] },

  // Rupa itself.
  { question: "who are you", parts: [[/rupa/i]] },
  { question: "hey what can you help me with", parts: [[/itinerary|dinner|dining|pack|cost|budget|plan/i]] },
];
