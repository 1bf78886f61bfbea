// SIXTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the sixteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Monday November 24 2025 at 21:30 in Morocco: the evening of day 3 (Desert Fun), after this morning's 05:30 sunrise balloon over Agafay and the Agafay desert day, with the squad at tonight's 20:00 private rooftop dinner at Nobu; tomorrow is day 4 (Tuesday Nov 25, Gardens & Souks: 08:30 photoshoot, Majorelle, souks, Dar Yacout palace dinner at 20:00), and yesterday / last night was day 2 (Sunday Nov 23, the golden birthday dinner at Comptoir Darna and the bar crawl). */
export const SIXTEENTH_TEST_CLOCK = new Date("2025-11-24T20:30:00Z");

/** A clock time as written in 24h ("19:30", "20h00") or 12h ("7:30 pm", "7.30pm", "8pm"). */
function time(hour: number, minute: number): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "a\\.?\\s?m\\b" : "p\\.?\\s?m\\b";
  const forms = [`\\b0?${hour}[:.h]${mm}\\b`, `\\b${h12}[:.]${mm}\\s?${meridiem}`];
  if (minute === 0) forms.push(`\\b${h12}\\s?${meridiem}`, `\\b${h12}\\s?o'?\\s?clock`);
  else forms.push(`\\b${h12}[:.]${mm}\\b`);
  return new RegExp(forms.join("|"), "i");
}

/** A dollar amount: "$45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number): RegExp {
  const a = String(amount).replace(".", "\\.");
  return new RegExp(
    `\\$\\s?${a}(?!\\d|[.,]\\d)|\\b${a}\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b|\\busd\\s?${a}(?!\\d|[.,]\\d)`,
    "i",
  );
}

/** A dollar range: "$40-60", "$40 - $60", "40 to 60 dollars", "between $100 and $120". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.])\\$?\\s?${low}\\s?(?:-|–|—|to|and)\\s?\\$?\\s?${high}(?!\\d)`, "i");
}

/** A percentage range: "10-15%", "10% to 15%", "10–15 percent". */
function pctRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.])${low}\\s?%?\\s?(?:-|–|—|to)\\s?${high}\\s?(?:%|percent|per cent)`, "i");
}

/** A number as digits or as a word. */
function num(value: number, word: string): RegExp {
  return new RegExp(`\\b(?:${value}|${word})\\b`, "i");
}

/** A duration in hours: "6 hours", "six-hour", "6h", "6 hrs". */
function hours(value: number, word: string): RegExp {
  return new RegExp(`\\b(?:${value}|${word})[\\s-]?(?:hours?|hrs?|h)\\b`, "i");
}

/** A duration in minutes: "40 minutes", "forty-minute", "40 min". */
function minutes(value: number, word: string): RegExp {
  return new RegExp(`\\b(?:${value}|${word})[\\s-]?(?:minutes?|mins?)\\b`, "i");
}

const weekdayNames = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day: "day 4", its weekday, "Nov 25", "25th". */
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    `\\bdays?\\s?${n}\\b|\\b${weekdayNames[n]}\\b|\\bnov(?:ember)?\\.?\\s?${date}(?!\\d)|(?<!\\d)${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

export const sixteenthTestQuestions: TestQuestion[] = [
  // ---- Right now: day 3, Monday night, at Nobu ----
  { question: "what day of the trip r we on today & whats the theme", parts: [[/\bday\s?(?:3|three)\b|third day/i], [/desert fun/i]], links: ["/day/3"] },
  { question: "where's dinner tonight again 🍣", parts: [[/nobu/i]], links: ["/day/3", "/dinners"] },
  { question: "how much is tonights dinner per person", parts: [[usd(75), /minimum|min\.? spend|at least/i]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "can i wear flip flops to dinner tonight or nah", parts: [[/smart casual/i]], links: ["/day/3", "/dinners"] },
  { question: "what kind of food is tonight's restaurant?", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "what shud we order at nobu whats the signature stuff", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },
  { question: "ok so whats next?? nothing else tonight right, when's the first thing tmrw", parts: [[/photo/i, time(8, 30)]], links: ["/day/4"] },
  { question: "where's the photoshoot tmrw", parts: [[/villa/i, /garden/i]], links: ["/day/4"] },
  { question: "wat colours shud i wear for the pics tmrw 📸", parts: [[/jewel/i]], links: ["/day/4", "/"] },
  { question: "dinner tmrw - what time and where", parts: [[time(20, 0)], [/dar yacout/i]], links: ["/day/4", "/dinners"] },
  { question: "what do i wear to tomorrow nights dinner", parts: [[/kaftan|djellaba|dressy|best evening outfit/i]], links: ["/day/4", "/dinners"] },
  { question: "tmrw night is there drinks somewhere before the palace dinner?", parts: [[/aperitif|apéritif/i, /roof/i]], links: ["/day/4", "/dinners"] },
  { question: "do we have to buy our own majorelle tickets for tomorrow", parts: [[/host/i, /advance|book/i]], links: ["/day/4"] },
  { question: "how much r majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "tmrw afternoon souk thing: what time & how much is the guide", parts: [[time(14, 30)], [usd(5)]], links: ["/day/4", "/budget"] },
  { question: "how much was the balloon this morning? need to pay the host back", parts: [[usd(117)]], links: ["/day/3", "/budget"] },
  { question: "what time was balloon pickup this morning?? felt like 3am lol", parts: [[time(5, 30)]], links: ["/day/3"] },
  { question: "was breakfast included w the balloon today", parts: [[/berber breakfast|breakfast in a (?:berber )?tent|tent breakfast/i]], links: ["/day/3"] },
  { question: "how long were we meant to be up in the air this morning", parts: [[/\b(?:an|one|1)\s?(?:-\s?)?h(?:ou)?r/i]], links: ["/day/3"] },
  { question: "how far out of marrakech was the agafay desert today", parts: [[minutes(40, "forty")]], links: ["/day/3", "/map"] },
  { question: "what did the agafay day cost again", parts: [[usd(40)]], links: ["/day/3", "/budget"] },
  { question: "what's the bday dinner place from last night called, wanna leave a review ⭐️", parts: [[/comptoir darna/i]], links: ["/day/2", "/dinners"] },
  { question: "what areas did the bar crawl go thru last night", parts: [[/gueliz/i, /hivernage/i]], links: ["/day/2"] },
  { question: "what time did the bar crawl kick off yesterday", parts: [[time(22, 30)]], links: ["/day/2"] },
  { question: "how much do i owe for yesterday's bar crawl guide", parts: [[usd(10)]], links: ["/day/2", "/budget"] },
  { question: "how much was the birthday dinner pp", parts: [[usdRange(100, 120)]], links: ["/day/2", "/dinners", "/budget"] },
  { question: "which places did the walking tour hit yesterday morning", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: ["/day/2"] },
  { question: "how many more days do we have after today 😢", parts: [[/\b(?:6|six)\b/i]] },
  { question: "what time was the countdown on the home page counting down to", parts: [[time(11, 0), /nov(?:ember)?\.?\s?21|21st|friday/i]], links: ["/"] },

  // ---- The rest of the week ----
  { question: "what time do we leave wednesday morning", parts: [[time(7, 0)]], links: ["/day/5"] },
  { question: "where do we sleep wed night", parts: [[/camp/i, /zagora/i]], links: ["/day/5", "/accommodations"] },
  { question: "wait which day is the photographer coming again", parts: [[day(4)]], links: ["/day/4", "/"] },
  { question: "what day do we take the train to fes", parts: [[day(6)]], links: ["/day/6", "/faq"] },
  { question: "when's the chefchaouen trip", parts: [[day(8)]], links: ["/day/8"] },
  { question: "day after tmrw is what theme", parts: [[/sahara/i]], links: ["/day/5"] },
  { question: "whats the name of the mountain pass we cross", parts: [[/tichka/i]], links: ["/day/5"] },
  { question: "ait benhaddou was in what movies/shows?", parts: [[/gladiator/i, /game of thrones/i]], links: ["/day/5"] },
  { question: "when's the camel ride on the 26th", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "desert camp $ and what does it cover", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/day/5", "/accommodations", "/budget"] },
  { question: "i get super car sick, which days are the bad roads", parts: [[/days?\s?5|wednesday|26/i, /\b6\b|thursday|27/i]], links: ["/faq", "/day/5", "/day/6"] },
  { question: "pack list for the desert? and can i bring my big suitcase on the camel lol", parts: [[/fleece|layers/i], [/overnight bag/i]], links: ["/faq", "/day/5"] },
  { question: "what time is the sunrise thing on thursday", parts: [[time(6, 30)]], links: ["/day/6"] },
  { question: "day 6 what time does the train leave", parts: [[time(15, 0)]], links: ["/day/6"] },
  { question: "how long's the train ride to fes 🚂", parts: [[hours(6, "six")]], links: ["/day/6", "/budget", "/faq"] },
  { question: "does the fes train go via anywhere", parts: [[/rabat/i, /meknes/i]], links: ["/day/6"] },
  { question: "what time do we get into the fes riad thurs night", parts: [[time(21, 0)]], links: ["/day/6"] },
  { question: "who's got the train tickets?", parts: [[/host/i, /shar|send|sent|give|hand/i]], links: ["/day/6", "/faq"] },
  { question: "how do we get our bags thru the fes medina, cars cant go in right?", parts: [[/porter/i]], links: ["/day/6"] },
  { question: "friday morning fes walk, what time + where do we meet", parts: [[time(9, 30)], [/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "when was al quaraouiyine founded", parts: [[/\b859\b/]], links: ["/day/7"] },
  { question: "heard the tannery stinks 🤢 any tips", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "is the fes plan final or could it still change", parts: [[/work in progress|(?:may|might|could) (?:still )?change|not (?:yet )?final|still being (?:planned|finali[sz]ed)/i]], links: ["/day/7", "/day/8", "/day/9"] },
  { question: "whats dinner on the 28th", parts: [[/pastilla|tagine/i, /riad/i]], links: ["/day/7"] },
  { question: "this saturday what time do we leave fes for chefchaouen", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "how long is the drive to the blue city", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "whats the local speciality for lunch in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "where's the best view over chefchaouen", parts: [[/spanish mosque/i]], links: ["/day/8"] },
  { question: "what time do we head back to fes on the 29th", parts: [[time(17, 0)]], links: ["/day/8"] },
  { question: "i fly home from fes on the 29th 😭 when do i say bye to everyone", parts: [[/breakfast/i]], links: ["/day/8"] },
  { question: "last day train to casablanca what time & which station", parts: [[time(7, 0)], [/casa[- ]?voyageurs/i]], links: ["/day/9"] },
  { question: "farewell lunch where and what time", parts: [[/rick'?s/i], [time(12, 30)]], links: ["/day/9"] },
  { question: "hassan ii mosque dress code? 🧕", parts: [[/scarf/i, /socks|shoes (?:come )?off/i]], links: ["/day/9", "/faq"] },
  { question: "mosque tour on the 30th cost + what time", parts: [[usd(13)], [time(15, 0)]], links: ["/day/9", "/budget"] },
  { question: "how far is casablanca airport from the city", parts: [[minutes(45, "forty[- ]five")]], links: ["/day/9"] },
  { question: "what shld i do w my leftover dirhams at the end", parts: [[/spend/i]], links: ["/day/9"] },
  { question: "what time should i book my flight home for, and from which airport", parts: [[/evening|later|after 6|18:00|6 ?pm/i], [/\bCMN\b|mohammed v/i]], links: ["/faq", "/day/9"] },

  // ---- Earlier days ----
  { question: "what time was everyone meeting at the airport on arrival day", parts: [[time(11, 0)]], links: ["/day/0"] },
  { question: "which airport did we fly into", parts: [[/menara|\bRAK\b/i]], links: ["/day/0", "/faq"] },
  { question: "airport car how much n how do u pay", parts: [[usd(45), /car/i], [/cash/i]], links: ["/day/0", "/budget", "/faq"] },
  { question: "welcome dinner restaurant name?", parts: [[/foundouk/i]], links: ["/day/0", "/dinners"] },
  { question: "how much was the deposit to hold the welcome dinner table", parts: [[usd(20)]], links: ["/day/0", "/dinners", "/budget"] },
  { question: "welcome dinner price range?", parts: [[usdRange(40, 60)]], links: ["/day/0", "/dinners", "/budget"] },
  { question: "when does check in open at the villa", parts: [[time(15, 0)]], links: ["/day/1", "/accommodations", "/faq"] },
  { question: "hammam - how much and who do i book with", parts: [[usd(60)], [/host/i]], links: ["/day/1", "/faq", "/budget"] },
  { question: "what's on the villa breakfast, like what food", parts: [[/msemen|amlou/i]], links: ["/day/2"] },
  { question: "can i still get villa breakfast tmrw? how much + when do i sign up", parts: [[usd(10)], [/(?:night|evening) before|tonight/i]], links: ["/day/2", "/faq", "/budget"] },
  { question: "can i wear my bikini to breakfast at the villa 👙", parts: [[/cover[- ]?up/i]], links: ["/day/1"] },

  // ---- Stays ----
  { question: "how many suites does the villa have", parts: [[num(13, "thirteen")]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at villa royale", parts: [[/\b(?:2|two)\s+(?:swimming\s+)?pools?\b/i]], links: ["/accommodations"] },
  { question: "villa checkout time?", parts: [[time(11, 0)]], links: ["/accommodations", "/faq"] },
  { question: "how far is the villa from downtown", parts: [[/20\s?(?:-|–|—|to)\s?25/]], links: ["/accommodations", "/faq"] },
  { question: "what dates r we booked at villa royale", parts: [[/nov(?:ember)?\.?\s?22|22nd|22\s?(?:-|–|to)/i, /26/]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "what's the fes riad like", parts: [[/zellige|cedar|roof terrace/i]], links: ["/accommodations"] },
  { question: "fes riad how much", parts: [[usd(90), /total|(?:3|three) nights|all three/i]], links: ["/accommodations", "/budget"] },
  { question: "do i HAVE to pay for the villa", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many nights are we in fes", parts: [[num(3, "three")]], links: ["/accommodations", "/day/6"] },

  // ---- Money ----
  { question: "ballpark what does the whole trip cost me", parts: [[usd(440), /943/]], links: ["/budget"] },
  { question: "if i do every optional extra how much is that on top", parts: [[usd(463)]], links: ["/budget"] },
  { question: "tourist tax is how much a night", parts: [[/28\s?(?:mad|dh|dirhams?)|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "what % do u tip at restaurants here", parts: [[pctRange(10, 15)]], links: ["/budget", "/faq"] },
  { question: "how much shld i pull out at the atm each time", parts: [[/1[,.]?000\s?(?:-|–|—|to)\s?2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "which cards work best in morocco", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "atm asked if i want to be charged in USD or MAD, which one??", parts: [[/(?:choose|pick|select|go with|opt for|stick (?:with|to)|pay in|charged? in|in|always)\s+(?:the\s+)?(?:local\s+)?(?:dirhams?|mad\b)|decline/i]], links: ["/budget"] },
  { question: "is the palace dinner prepaid or do we pay there", parts: [[/individual|(?:at|to) the restaurant|on the night|yourself|your own/i]], links: ["/dinners", "/day/4"] },
  { question: "what do ppl usually budget for shopping", parts: [[usdRange(100, 500)]], links: ["/day/4", "/budget", "/"] },
  { question: "haggling - what % of the price do i start at", parts: [[pctRange(40, 50)]], links: ["/day/0", "/budget", "/faq", "/"] },
  { question: "what's the exchange rate to the dollar", parts: [[/10\s?(?:mad|dh|dirhams?)/i]], links: ["/budget", "/faq", "/"] },

  // ---- FAQ: practicalities, weather, culture ----
  { question: "do canadians need a visa? and how long does my passport need to be valid", parts: [[/visa[- ]free|no visa|don'?t need|not need|without a visa/i], [/(?:6|six) months/i]], links: ["/faq"] },
  { question: "plug type and voltage?", parts: [[/C\s?(?:\/|and|&|or|,)\s?(?:[Tt]ype\s?)?E\b/], [/220/]], links: ["/faq", "/"] },
  { question: "how warm is it in the daytime rn", parts: [[/15\s?(?:°\s?c?)?\s?(?:-|–|—|to)\s?25/i]], links: ["/", "/faq"] },
  { question: "will it rain, do i need an umbrella ☔", parts: [[/rain jacket|light jacket|rarely/i]], links: ["/faq"] },
  { question: "what language do ppl speak here", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "travel insurance worth it?", parts: [[/recommend/i, /balloon|quad|medical/i]], links: ["/faq"] },
  { question: "can i take pics of ppl in jemaa el fnaa? do the performers want money", parts: [[/ask/i], [/dirhams?|pay|tip|money/i]], links: ["/faq"] },
  { question: "is morocco safe? anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  { question: "what timezone r we in", parts: [[/utc\s?\+\s?1|gmt\s?\+\s?1/i]], links: ["/faq"] },
  { question: "how do we get around marrakech on our own", parts: [[/petit taxi/i]], links: ["/faq"] },
  { question: "im gluten free, how far ahead should i have told the host lol", parts: [[/(?:2|two) weeks/i]], links: ["/dinners"] },
  { question: "can non muslims go inside mosques", parts: [[/hassan ii/i]], links: ["/faq", "/day/9"] },
  { question: "what to wear in the medina", parts: [[/shoulders/i, /knees/i]], links: ["/faq", "/day/7", "/day/4", "/day/0"] },
  { question: "what's the dress code at rick's cafe", parts: [[/smart casual/i]], links: ["/day/9"] },
  { question: "bday dinner dress code was what again", parts: [[/gold/i, /cocktail/i]], links: ["/day/2", "/dinners", "/faq"] },

  // ---- The site, Rupa, music ----
  { question: "who r u 🐐", parts: [[/rupa/i]] },
  { question: "where's the chat button if i close u", parts: [[/bottom[- ]right|lower right/i]] },
  { question: "the music is driving me nuts how do i turn it off", parts: [[/mute/i, /bottom[- ]left|lower left/i]] },
  { question: "which pages play the same song", parts: [[/dinners/i, /accommodations/i, /transport/i], [/map/i, /faq/i]] },
  { question: "what's the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "whose bday is this whole thing for & which one", parts: [[/host/i], [/\b30|thirtieth/i]], links: ["/"] },
  { question: "what does the highlight card on the home page say", parts: [[/\bTBD\b|to be (?:decided|determined)|undecided|not (?:yet )?(?:decided|picked|chosen)|vote/i]], links: ["/"] },
  { question: "who are the quotes on the homepage by", parts: [[/churchill/i, /saint laurent|\bysl\b/i, /wharton/i]], links: ["/"] },
  { question: "how many of us are on this trip", parts: [[/\b(?:22|twenty[- ]two)\b/i]], links: ["/"] },
  { question: "which cities are we hitting overall", parts: [[/zagora/i, /chefchaouen/i, /casablanca/i]], links: ["/"] },
  { question: "transportation page is empty??", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "how do i put the whole trip in my calendar", parts: [[/whole trip/i]], links: ["/"] },
  { question: "can i add just tomorrow to my calendar", parts: [[/day\s?4/i]], links: ["/day/4"] },
  { question: "no signal at the desert camp wed, will this site still work", parts: [[/home ?screen/i]], links: ["/"] },

  // ---- Gallery and slideshow ----
  { question: "how many pics can i upload at once", parts: [[num(10, "ten")]], links: ["/gallery"] },
  { question: "is there a size limit for vids", parts: [[/50\s?mb/i]], links: ["/gallery"] },
  { question: "posted the wrong pic how do i delete it", parts: [[/delete photos/i, /password/i]], links: ["/gallery"] },
  { question: "how do i download all the photos at once", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "my mac wont open the giant zip 😩", parts: [[/one day at a time|per day|by day|day by day|each day|single day/i]], links: ["/gallery"] },
  { question: "how long does each pic stay up on the slideshow", parts: [[/\b(?:7|seven)\s?(?:s\b|sec)/i]], links: ["/slideshow", "/gallery"] },
  { question: "how do ppl add their own pics from the slideshow on the tv", parts: [[/qr/i]], links: ["/slideshow"] },
  { question: "pause the slideshow with the keyboard?", parts: [[/space/i]], links: ["/slideshow"] },
  { question: "how do i see just today's photos", parts: [[/day\s?3|today'?s photos/i]], links: ["/gallery", "/"] },

  // ---- Map ----
  { question: "red pins on the map mean what", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "and the purple pins on the map?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "somewhere romantic for a cocktail? 🍸", parts: [[/mamounia|nobu|churchill bar/i]], links: ["/map"] },
  { question: "where was it u have to order the lamb shoulder a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "where can i check fair prices before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "lunch spot hidden in the souks from the map?", parts: [[/le jardin\b|nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },

  // ---- Not in the content ----
  { question: "whats the villa wifi password", unanswerable: true },
  { question: "whats the password to delete pics? i posted a blurry one", unanswerable: true },
  { question: "whats the host's actual name lol saving their contact", unanswerable: true },
  { question: "what's the host's whatsapp number", unanswerable: true },
  { question: "what's the photographer's name tmrw? wanna follow them on insta", unanswerable: true },
  { question: "how much is the photographer costing each of us", unanswerable: true },
  { question: "when do we get the pro photos from tmrw's shoot", unanswerable: true },
  { question: "how much is the train from fes to casablanca", unanswerable: true },
  { question: "how much is the chefchaouen day trip per person", unanswerable: true },
  { question: "what's the name of our riad in fes? my mom wants it", unanswerable: true },
  { question: "how many rooms does the fes riad have", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },
  { question: "what's the desert camp actually called", unanswerable: true },
  { question: "exactly how much per person is dar yacout tmrw", unanswerable: true },
  { question: "whats the euro exchange rate", unanswerable: true },
  { question: "which airline are most ppl flying home on", unanswerable: true },
  { question: "whats the name of the song on the home page 🎶 who's the artist", unanswerable: true },
  { question: "does the villa have a gym", unanswerable: true },
  { question: "can i bring my dog to the villa next time", unanswerable: true },
  { question: "what was the minimum age for the quad bikes", unanswerable: true },
  { question: "what time did the bar crawl end last night i blacked out 😂", unanswerable: true },
  { question: "where did this group go on last year's trip", unanswerable: true },
  { question: "r we doing another trip for the 31st?", unanswerable: true },
  { question: "how old are u rupa", unanswerable: true },
  { question: "rupa whats ur favourite snack 🐐", unanswerable: true },
  { question: "how much is the guided walk in fes", unanswerable: true },
  { question: "ticket price for ait benhaddou?", unanswerable: true },
  { question: "how much is lunch at rick's cafe", unanswerable: true },
  { question: "entry fee for bou inania madrasa?", unanswerable: true },
  { question: "how much is a sim card at the airport", unanswerable: true },
  { question: "how much is a taxi from the villa to the medina", unanswerable: true },
  { question: "what's the villa's exact street address, my uber needs it", unanswerable: true },
  { question: "how do i send the host my $50, venmo or zelle?", unanswerable: true },
  { question: "who am i rooming with in fes", unanswerable: true },
  { question: "what's the balloon company called, want to tag them", unanswerable: true },
  { question: "if the balloon gets cancelled do we get a refund", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },
  { question: "do i need any vaccines for morocco", unanswerable: true },
  { question: "how many km is it to zagora", unanswerable: true },
  { question: "who won the quad bike race today", unanswerable: true },
  { question: "what was our walking tour guide's name yesterday", unanswerable: true },
];
