// SEVENTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the seventeenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Thursday November 27 2025 at 12:30 Morocco time is day 6 ("Journey to Fes"): after the 06:30 sunrise and breakfast at the Zagora desert camp where they slept last night (day 5, Wednesday Nov 26, was yesterday), the guests are on the 08:00 drive back over the Draa Valley and the Tizi n'Tichka pass to Marrakech with a lunch stop, the 15:00 train to Fes is next, tonight is the 21:00 check-in at the Fes riad, and tomorrow is day 7 (Friday Nov 28, "Explore Fes"). */
export const SEVENTEENTH_TEST_CLOCK = new Date("2025-11-27T11:30:00Z");

// ---- tolerant keys -------------------------------------------------------

/** A clock time as "15:00", "15.00", "15h00", "3 pm", "3:00 p.m.", "3pm". */
function time(hour: number, minute = 0): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const ampm = hour < 12 ? String.raw`a\.?\s?m\b\.?` : String.raw`p\.?\s?m\b\.?`;
  const h24 = String.raw`(?<![\d:.])0?${hour}[:.h]${mm}(?!\d)`;
  const twelve =
    minute === 0
      ? String.raw`(?<![\d:.])${h12}(?:[:.]00)?\s?${ampm}`
      : String.raw`(?<![\d:.])${h12}[:.]${mm}\s?${ampm}`;
  return new RegExp(`${h24}|${twelve}`, "i");
}

/** A dollar amount as "$45", "$ 45", "45 USD", "45 dollars", "USD 45". */
function usd(amount: number | string): RegExp {
  const a = String(amount).replace(".", String.raw`\.`);
  return new RegExp(
    String.raw`\$\s?${a}(?![\d]|[.,]\d)|(?<![\d.,])${a}\s?(?:usd|us dollars|dollars|bucks)\b|\busd\s?${a}(?!\d)`,
    "i",
  );
}

/** A range such as "10-15%", "$40-60", "$100 to $120", "20–25 minutes", "1,000-2,000 MAD". */
function range(low: string, high: string): RegExp {
  return new RegExp(
    String.raw`(?<![\d.])\$?${low}\s?(?:%|percent|\$|usd)?\s?(?:-|–|—|to)\s?\$?${high}(?!\d)`,
    "i",
  );
}

/** A number as digits or as the word. */
function num(value: number, word: string): RegExp {
  return new RegExp(String.raw`(?<![\d.,])${value}(?!\d)|\b${word}\b`, "i");
}

const weekdays = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A trip day as "day 8", its weekday, "Nov 29", "November 29", "29th" or "29 Nov". */
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    String.raw`\bday\s?${n}\b|${weekdays[n]}|\bnov(?:ember)?\.?\s?${date}\b|\b${date}(?:st|nd|rd|th)\b|\b${date}\s?nov`,
    "i",
  );
}

/** "6 hours", "six hrs", "6h", "6-hour". */
function hours(value: number, word: string): RegExp {
  return new RegExp(String.raw`(?:\b${value}|\b${word})\s?-?\s?(?:hours?|hrs?|h)\b`, "i");
}

export const seventeenthTestQuestions: TestQuestion[] = [
  // ---- right now: day 6, on the road back to Marrakech ----
  { question: "where r we rn?? lost track of everything lol", parts: [[/draa|tichka|atlas|back to marrakech|drive back|driving back|road back/i]], links: ["/day/6"] },
  { question: "whats next after this drive", parts: [[/train/i, time(15)]], links: ["/day/6"] },
  { question: "how long till the train leaves? 🚂", parts: [[/(?:2\.5|2½|two and a half|2 and a half)\s?(?:hours?|hrs?|h)\b|\b2\s?(?:hours?|hrs?|h)\s?(?:and\s)?30\s?(?:min|minutes|mins|m)\b|\b150\s?min/i]], links: ["/day/6"] },
  { question: "do we swing by the villa to grab stuff before the train or no", parts: [[/straight|direct/i]], links: ["/day/6"] },
  { question: "which station does the fes train leave from", parts: [[/marrakech (?:railway |train )?station|station in marrakech/i]], links: ["/day/6"] },
  { question: "how many hrs is the train to fes", parts: [[hours(6, "six")]], links: ["/day/6", "/faq", "/budget"] },
  { question: "does the train stop anywhere on the way?", parts: [["Casablanca", "Rabat", /mekn[eè]s/i]], links: ["/day/6"] },
  { question: "are we in first class? and who's got the tickets", parts: [[/first[- ]class|1st class/i], [/host/i]], links: ["/day/6"] },
  { question: "what time do we actually get to the riad tonight", parts: [[time(21)]], links: ["/day/6"] },
  { question: "will there be food at the riad when we arrive tonight or do i need to buy snacks", parts: [[/supper|late (?:dinner|meal)/i]], links: ["/day/6"] },
  { question: "how do our suitcases get through the medina to the riad tonight? cars cant go in right", parts: [[/porter/i]], links: ["/day/6"] },
  { question: "what should i wear on the train today", parts: [[/layer/i, /passport/i]], links: ["/day/6"] },
  { question: "feeling so carsick on these bends 🤢 what does the site suggest", parts: [[/tablet|pill/i]], links: ["/faq", "/day/5"] },
  { question: "what day of the trip is it today", parts: [[/\bday\s?6\b|day six/i]], links: ["/day/6"] },
  { question: "how high up is this pass we're going over", parts: [[/2[,. ]?200/]], links: ["/day/5"] },
  { question: "where do we sleep tonight", parts: [[/riad/i, /fes|fès/i]], links: ["/day/6", "/accommodations"] },

  // ---- this morning, last night, yesterday (day 5) ----
  { question: "what time was the sunrise thing this morning, i slept thru it 😭", parts: [[time(6, 30)]], links: ["/day/6"] },
  { question: "what was in the camp breakfast this morning", parts: [[/bread/i, /egg/i]], links: ["/day/6"] },
  { question: "what was the place we slept last night called? for my journal", parts: [[/zagora|desert camp|berber tent/i]], links: ["/accommodations", "/day/5"] },
  { question: "what did we eat at camp last night", parts: [[/tagine/i]], links: ["/day/5"] },
  { question: "what was the music thing round the fire last night", parts: [[/drum/i]], links: ["/day/5", "/accommodations"] },
  { question: "how much did the desert camp cost and what did that cover", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/day/5", "/budget", "/accommodations"] },
  { question: "where did we have lunch yesterday", parts: [[/benhaddou/i, /river/i]], links: ["/day/5"] },
  { question: "which movies were filmed at that mud village yesterday", parts: [[/gladiator/i, /game of thrones/i]], links: ["/day/5"] },
  { question: "camel ride yesterday was what time?", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "wed = the 26th, we didnt sleep at the villa that night right?", parts: [[/desert camp|zagora/i]], links: ["/accommodations"] },

  // ---- tomorrow: day 7, Friday Nov 28 ----
  { question: "whats the plan tmrw", parts: [[/bou inania|chouara|tanner|bou jeloud|blue gate|fes el[- ]bali/i]], links: ["/day/7"] },
  { question: "what time do we start tomorrow morning", parts: [[time(9, 30)]], links: ["/day/7"] },
  { question: "where do we meet tmrw for the walk", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "whats the stinky place tmrw and when 👃", parts: [[/chouara|tanner/i], [time(14)]], links: ["/day/7"] },
  { question: "why do they give you mint at the tannery", parts: [[/smell/i]], links: ["/day/7"] },
  { question: "dinner on the 28th where and what time?", parts: [[/riad/i, time(19, 30)]], links: ["/day/7"] },
  { question: "what r we eating friday night", parts: [[/pastilla/i]], links: ["/day/7"] },
  { question: "when was the al quaraouiyine uni founded", parts: [["859"]], links: ["/day/7"] },
  { question: "how many little streets does the fes medina have", parts: [[/9[,. ]?000|nine thousand/i]], links: ["/day/7"] },
  { question: "is the fes itinerary final or could stuff change?", parts: [[/work in progress|may change|might change|could change|subject to change|not (?:yet )?final/i]], links: ["/day/7", "/day/8", "/day/9"] },
  { question: "what do i wear for the medina tmrw", parts: [[/knee/i, /closed/i]], links: ["/day/7", "/faq"] },
  { question: "will it rain in fes? do i need an umbrella", parts: [[/rain jacket/i]], links: ["/faq"] },
  { question: "can i add tomorrow to my phone calendar", parts: [[/add day 7 to calendar|\.ics|calendar (?:file|link|button)/i]], links: ["/day/7"] },

  // ---- Saturday, day 8 ----
  { question: "what are we doing saturday", parts: [[/chefchaouen|chaouen/i]], links: ["/day/8"] },
  { question: "what time do we leave for chefchaouen", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "how long's the drive to chefchaouen", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "whats the local food to try in chaouen", parts: [[/goat'?s?\s?cheese/i]], links: ["/day/8"] },
  { question: "best viewpoint over the blue town?", parts: [[/spanish mosque/i]], links: ["/day/8"] },
  { question: "what even is ras el maa", parts: [[/spring/i]], links: ["/day/8"] },
  { question: "what time do we head back to fes from chefchaouen", parts: [[time(17)]], links: ["/day/8"] },
  { question: "when do ppl start leaving? want to say bye properly", parts: [[day(8)], [/breakfast/i]], links: ["/day/8"] },

  // ---- Sunday, day 9 ----
  { question: "whats happening on the 30th", parts: [[/casablanca|casa\b/i]], links: ["/day/9"] },
  { question: "sunday train what time, and which station do we arrive at", parts: [[time(7)], [/casa[- ]?voyageurs/i]], links: ["/day/9"] },
  { question: "how long is the train to casablanca", parts: [[hours(4, "four")]], links: ["/day/9", "/faq"] },
  { question: "where's the farewell lunch + what time", parts: [[/rick/i], [time(12, 30)]], links: ["/day/9"] },
  { question: "can i wear flip flops to the farewell lunch", parts: [[/smart[- ]casual/i]], links: ["/day/9"] },
  { question: "what do i need to wear for the hassan ii mosque", parts: [[/knee/i, /sock|shoes (?:come|are taken) off|take (?:your |off )?shoes|remove (?:your )?shoes|scarf/i]], links: ["/day/9", "/faq"] },
  { question: "how much is the mosque tour in casa", parts: [[usd(13)]], links: ["/day/9", "/budget", "/faq"] },
  { question: "can non muslims even go inside a mosque here?", parts: [[/hassan/i, /tour/i]], links: ["/faq", "/day/9"] },
  { question: "what time is the airport transfer on the last day", parts: [[time(18)]], links: ["/day/9"] },
  { question: "how far is the casa airport from the city", parts: [[/\b45\s?(?:min|minutes|mins)\b|forty[- ]five min/i]], links: ["/day/9"] },
  { question: "which airport do i fly home from and what time of day should i book the flight for", parts: [[/mohammed v|\bcmn\b/i], [/evening/i]], links: ["/faq", "/day/9"] },
  { question: "should i just change my leftover dirhams back at home?", parts: [[/spend|hard to (?:change|exchange)/i]], links: ["/day/9"] },

  // ---- earlier days ----
  { question: "welcome dinner price and how much was the deposit", parts: [[range("40", "60")], [usd(20)]], links: ["/dinners", "/day/0", "/budget"] },
  { question: "first riad name pls, wanna leave a review", parts: [[/l-?\s?authentic/i]], links: ["/day/0", "/accommodations"] },
  { question: "how much was the airport transfer and how did we pay", parts: [[usd(45), /car/i], [/cash/i]], links: ["/budget", "/day/0", "/faq"] },
  { question: "what time did the trip officially kick off on day 0", parts: [[time(11)]], links: ["/day/0", "/faq"] },
  { question: "what was villa check out time", parts: [[time(11)]], links: ["/accommodations", "/faq"] },
  { question: "hammam: price and what does it involve", parts: [[usd(60)], [/kessa|black (?:olive )?soap|rhassoul|argan/i]], links: ["/day/1", "/faq", "/budget"] },
  { question: "how many suites and pools does villa royale have", parts: [[num(13, "thirteen")], [/(?:\b2|\btwo)\s?pools?/i]], links: ["/accommodations"] },
  { question: "how big is the villa estate", parts: [[/1[.,]4[- ]?\s?hectare/i]], links: ["/accommodations"] },
  { question: "do i HAVE to pay for the villa?", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/budget", "/faq"] },
  { question: "how many nights was the villa listed for, which dates", parts: [[/(?:\b5|\bfive)\s?nights/i], [/22/, /26/]], links: ["/accommodations", "/budget"] },
  { question: "villa breakfast cost + when did we have to sign up", parts: [[usd(10)], [/night before|evening before|day before/i]], links: ["/day/2", "/faq"] },
  { question: "which day was the actual birthday", parts: [[day(2)]], links: ["/day/2"] },
  { question: "where did the walking tour go on birthday morning", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: ["/day/2"] },
  { question: "walking tour price?", parts: [[usd(10)], [/museum/i]], links: ["/day/2", "/budget"] },
  { question: "birthday dinner place and what was the dress code", parts: [[/comptoir darna/i], [/gold/i, /cocktail/i]], links: ["/day/2", "/dinners"] },
  { question: "how much was the bday dinner pp", parts: [[range("100", "120")]], links: ["/dinners", "/budget", "/day/2"] },
  { question: "bar crawl: which areas, and are drinks included?", parts: [[/gueliz/i, /hivernage/i], [/as you go|yourself|your own|individually|separately|not included/i]], links: ["/day/2"] },
  { question: "what day was the balloon again, monday?", parts: [[/\bday\s?3\b|nov(?:ember)?\.?\s?24|24th/i]], links: ["/day/3"] },
  { question: "balloon cost?", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq"] },
  { question: "what time was balloon pickup, want to flex how early it was", parts: [[time(5, 30)]], links: ["/day/3"] },
  { question: "agafay day: cost and what did it include", parts: [[usd(40)], [/quad/i, /camel/i]], links: ["/day/3", "/budget"] },
  { question: "nobu minimum spend was?", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "what were the nobu signature dishes", parts: [[/black cod/i, /yellowtail/i]], links: ["/dinners"] },
  { question: "what colours did they say to wear for the photoshoot", parts: [[/jewel/i]], links: ["/day/4", "/"] },
  { question: "majorelle + ysl museum prices?", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "what was the dress code at dar yacout", parts: [[/dressy|best evening/i]], links: ["/dinners", "/day/4"] },
  { question: "was dar yacout prepaid or did we pay there", parts: [[/individual|separately|(?:your|each|our) own|at the restaurant/i]], links: ["/dinners", "/day/4"] },

  // ---- dinners page ----
  { question: "which dinners were marked special events", parts: [[/comptoir darna|birthday/i, /dar yacout|palace/i]], links: ["/dinners"] },
  { question: "which dinner card has the video", parts: [[/dar yacout|palace/i]], links: ["/dinners"] },
  { question: "any more of the fancy featured dinners still coming up?", parts: [[/\bno(?:ne| more)?\b|already|behind (?:us|you)|(?:are|were) (?:all )?(?:done|past|over)/i]], links: ["/dinners"] },
  { question: "im gluten free, who do i tell and how far ahead?", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },

  // ---- home page, trip, occasion ----
  { question: "who said morocco is the most lovely spot in the whole world", parts: [[/churchill/i]], links: ["/"] },
  { question: "what are the 3 featured activity cards on the home page", parts: [[/culture/i, /adventure/i, /shopping/i]], links: ["/"] },
  { question: "why does the highlight card on the home page say TBD", parts: [[/camera roll|contender/i]], links: ["/"] },
  { question: "whats the trip called officially", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "my bf is asking what this trip is even for 😂", parts: [[/\b30(?:th)?\b|thirtieth|thirty/i, /birthday/i]], links: ["/"] },
  { question: "how many of us r there", parts: [[num(22, "twenty[- ]two")]], links: ["/"] },
  { question: "list every place the trip goes", parts: [[/agafay/i, /zagora/i, /chefchaouen/i, /casablanca/i]], links: ["/"] },
  { question: "where do i see today's photos quickly", parts: [[/today'?s photos|\bday\s?6\b/i]], links: ["/gallery", "/"] },
  { question: "whats the temp range we should expect", parts: [[range("15", "25")]], links: ["/", "/faq"] },

  // ---- Rupa and the site ----
  { question: "who r u", parts: [[/rupa/i, /goat/i]] },
  { question: "if i close this chat how do i find you again", parts: [[/bottom[- ]?right|lower[- ]right|right[- ]hand (?:bottom )?corner|bottom,? right/i]] },
  { question: "can u still answer on the train if i lose signal", parts: [[/return|comes? back|is back|restored|back online|reconnect/i, /sen[dt]|go(?:es)? out|deliver/i]] },
  { question: "the music is driving me nuts how do i turn it off", parts: [[/mute/i, /bottom[- ]?left|lower[- ]left|left[- ]hand/i]] },
  { question: "which pages share the same music as the dinners page", parts: [[/accommodation/i, /transportation/i]] },
  { question: "the transportation page just says coming soon??", parts: [[/being finali[sz]ed|not (?:yet )?finali[sz]ed|still being|host will (?:share|post|update|add)/i]], links: ["/transportation"] },
  { question: "will the itinerary still open on my phone with no signal tonight", parts: [[/home screen|saved (?:copy|itinerary|version)|offline/i]] },
  { question: "the accommodations page lists how many stays, and which ones", parts: [[/authentic/i, /villa royale/i, /camp/i, /fes|fès/i]], links: ["/accommodations"] },

  // ---- gallery, photos, videos, slideshow ----
  { question: "whats the upload limit on the gallery", parts: [[num(10, "ten")], [/50\s?mb/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|not required|don'?t have to|no need|not necessary|up to you/i]], links: ["/gallery"] },
  { question: "how do i delete a pic i uploaded by mistake", parts: [[/password/i, /select/i]], links: ["/gallery"] },
  { question: "can i download all of day 3's pics in one go", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "whats the light zip thing", parts: [[/web[- ]?sized|slow connection|smaller copies|lighter copies/i]], links: ["/gallery"] },
  { question: "my mac wont open the massive zip file help", parts: [[/one day at a time|a day at a time|day by day|per day|each day separately/i]], links: ["/gallery"] },
  { question: "what file type do videos save as when i hit download", parts: [[/mp4/i]], links: ["/gallery"] },
  { question: "one of my photos says preview not available, is it gone??", parts: [[/original file/i]], links: ["/gallery"] },
  { question: "can i see only my friends uploads in the gallery", parts: [[/filter|tap (?:their|her|his) name|by guest/i]], links: ["/gallery"] },
  { question: "on the slideshow how long does each photo stay up", parts: [[/(?:\b7|\bseven)\s?(?:s|sec|secs|seconds)\b/i]], links: ["/slideshow"] },
  { question: "how can ppl add pics to the slideshow from their phones while it's on the tv", parts: [[/qr/i]], links: ["/slideshow", "/gallery"] },

  // ---- map ----
  { question: "what do the red pins on the map mean", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "purple pins = ?", parts: [[/cultur/i]], links: ["/map"] },
  { question: "which restaurant do you have to order the lamb shoulder a day ahead", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "where can i see what stuff should cost before haggling", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "can i open a spot from the map page in google maps", parts: [[/open in maps/i]], links: ["/map"] },

  // ---- money ----
  { question: "whats the exchange rate roughly", parts: [[/\b10\s?(?:mad|dirhams?|dh)\b/i]], links: ["/budget", "/faq"] },
  { question: "how much do u tip at restaurants here", parts: [[range("10", "15")]], links: ["/budget", "/faq"] },
  { question: "tourist tax how much", parts: [[/\b28\s?(?:mad|dirhams?|dh)\b|2\.75/i]], links: ["/budget", "/faq"] },
  { question: "how much should i pull out at the atm each time", parts: [[range("1,?000", "2,?000")]], links: ["/budget", "/faq"] },
  { question: "what % do i start haggling at", parts: [[range("40", "50")]], links: ["/budget", "/faq", "/day/0"] },
  { question: "card machine asked if i want to pay in my home currency, should i say yes", parts: [[/dirham|\bmad\b|local currency|decline/i]], links: ["/budget"] },
  { question: "ok realistically how much is this whole trip per person", parts: [["440", "943"]], links: ["/budget"] },
  { question: "and just the fixed costs?", parts: [["440", "480"]], links: ["/budget"] },
  { question: "what's NOT in the trip estimate", parts: [[/flight/i, /shopping/i]], links: ["/budget"] },
  { question: "how much is the fes riad and for how many nights", parts: [[usd(90)], [/(?:\b3|\bthree)\s?nights/i]], links: ["/accommodations", "/budget"] },
  { question: "which dates are we in the fes riad", parts: [[/27/, /29/]], links: ["/accommodations", "/budget"] },
  { question: "how much do ppl usually spend shopping", parts: [[/\$?100\s?(?:-|–|to)\s?\$?500/]], links: ["/budget", "/faq", "/day/4"] },

  // ---- practical / FAQ ----
  { question: "which plug adapter and what voltage", parts: [[/type c/i, /\bE\b/], [/220/]], links: ["/faq", "/"] },
  { question: "do i need a visa as an american? and how long does my passport need to be valid", parts: [[/\b90\b/], [/six months|6 months/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can i get a beer in the medina cafes in fes", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  { question: "how do u say thank you in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what time zone is morocco on", parts: [[/(?:utc|gmt)\s?\+\s?1/i]], links: ["/faq"] },
  { question: "any tips for petit taxis in marrakech? dont wanna get ripped off", parts: [[/meter/i]], links: ["/faq"] },
  { question: "what's the fes riad like", parts: [[/roof terrace/i, /zellige|cedar/i]], links: ["/accommodations"] },

  // ---- unanswerable: the content does not say ----
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "what's the actual name of our riad in fes? my mum wants to look it up", unanswerable: true },
  { question: "my plus one is asking the host's surname for the card, what is it", unanswerable: true },
  { question: "whats the password to delete photos", unanswerable: true },
  { question: "which carriage and seat number am i in on the train today", unanswerable: true },
  { question: "how much should a petit taxi cost from fes station to the medina", unanswerable: true },
  { question: "how much is tmrws guided walk in fes per person", unanswerable: true },
  { question: "bou inania entry fee?", unanswerable: true },
  { question: "dar yacout was how much per head in $? doing my expenses", unanswerable: true },
  { question: "how much is the farewell lunch at ricks", unanswerable: true },
  { question: "how many dirhams do i get for 1 euro", unanswerable: true },
  { question: "my cousin wants to join us sunday, she's on a uk passport, does she need a visa?", unanswerable: true },
  { question: "whats the villa's street address, need it for a lost package", unanswerable: true },
  { question: "does the villa have a gym", unanswerable: true },
  { question: "does the fes riad have a pool 🏊", unanswerable: true },
  { question: "whats the photographer's name? want to tag them on insta", unanswerable: true },
  { question: "when will the photoshoot pics be ready", unanswerable: true },
  { question: "who am i sharing a room with in fes", unanswerable: true },
  { question: "rupa whats ur fav food 🐐", unanswerable: true },
  { question: "why r u called rupa", unanswerable: true },
  { question: "who's the artist of the song on the home page? its a bop", unanswerable: true },
  { question: "is there a trip next year? where to?", unanswerable: true },
  { question: "is the hassan II tour in english or french", unanswerable: true },
  { question: "is there a luggage limit on the train", unanswerable: true },
  { question: "does the train have wifi", unanswerable: true },
  { question: "whats the host's whatsapp number", unanswerable: true },
  { question: "how much is lunch in chefchaouen", unanswerable: true },
  { question: "what time is sunrise in fes tmrw", unanswerable: true },
  { question: "is there a pharmacy near the fes riad", unanswerable: true },
  { question: "how many minutes long can a video be when i upload", unanswerable: true },
  { question: "whats on the menu for the late supper tonight", unanswerable: true },
  { question: "can i get my welcome dinner deposit back? i had to leave early", unanswerable: true },
  { question: "can i bring my 6 yr old on the chefchaouen day", unanswerable: true },
  { question: "how much did the photoshoot cost per person", unanswerable: true },
  { question: "whats our driver's name today", unanswerable: true },
  { question: "how many km is today's drive", unanswerable: true },
  { question: "who won the champions league last season", unanswerable: true },
  { question: "does the fes riad do laundry? everything smells like camel", unanswerable: true },
];
