// FIFTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the fifth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Tuesday Nov 25 2025 at 15:30 Morocco time (UTC+1): the afternoon of day 4 (Gardens & Souks) in Marrakech, during the guided souk shopping and before the palace dinner at Dar Yacout. */
export const FIFTH_TEST_CLOCK = new Date("2025-11-25T14:30:00Z");

/** A clock time written as 24h ("15:00", "15h00", "15h") or 12h ("3 pm", "3:00 PM"). */
function time(hour: number, minutes = "00"): RegExp {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? "a\\.?\\s?m" : "p\\.?\\s?m";
  const twelve = minutes === "00" ? `${h12}(?:[:.]00)?\\s*${half}` : `${h12}[:.]${minutes}`;
  const bare = minutes === "00" ? `|\\b${hour}h\\b` : "";
  return new RegExp(`\\b(?:0?${hour}[:.h]${minutes}|${twelve})${bare}`, "i");
}

/** A dollar amount: "$45", "45 USD", "45 dollars", "45$". */
function usd(amount: number | string): RegExp {
  const n = String(amount).replace(".", "\\.");
  return new RegExp(`\\$\\s?${n}\\b|\\b${n}\\s*(?:usd|us\\$|dollars?|bucks|\\$)`, "i");
}

/** A trip day by number, date or weekday. */
const weekdays = ["friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(`day\\s*${n}\\b|nov(?:ember)?\\.?\\s*${date}\\b|\\b${date}(?:st|nd|rd|th)?\\s*(?:of\\s*)?nov|${weekdays[n]}`, "i");
}

export const fifthTestQuestions: TestQuestion[] = [
  // Today: day 4, Tuesday Nov 25 (Gardens & Souks)
  { question: "wait whats the dinner tonight again", parts: [[/yacout/i]], links: ["/day/4", "/dinners"] },
  { question: "what time is dinner tonite and what do i wear", parts: [[time(20)], [/dressy|best evening|kaftan|djellaba/i]], links: ["/day/4", "/dinners"] },
  { question: "is tonights dinner prepaid or do we pay there", parts: [[/individual|yourself|your own|at the restaurant|separately/i]], links: ["/day/4", "/dinners", "/budget"] },
  { question: "overslept lol what did i miss this morning", parts: [[/photo ?shoot|photographer/i, /majorelle/i]], links: ["/day/4"] },
  { question: "where is everyone rn", parts: [[/souk/i]], links: ["/day/4"] },
  { question: "how much were the majorelle garden and the ysl museum tix", parts: [[usd(18)], [usd(15)]], links: ["/day/4", "/budget"] },
  { question: "the souk guide this arvo, how much do i owe", parts: [[/\$\s?5\b|\b5\s*(?:usd|dollars?|bucks|\$)|five dollars/i]], links: ["/day/4", "/budget", "/"] },
  { question: "what time did the souk shopping start", parts: [[time(14, "30")]], links: ["/day/4"] },
  { question: "is there anything before the palace dinner or just straight to eating", parts: [[/roof/i, /aperitif|drink/i]], links: ["/day/4", "/dinners"] },
  { question: "whose studio was the blue building at majorelle", parts: [[/jacques majorelle|majorelle's/i]], links: ["/day/4"] },
  { question: "what colours should i have worn for the photoshoot 😅", parts: [[/jewel|white|gold/i]], links: ["/day/4", "/"] },
  { question: "whats on after the souks today", parts: [[/yacout|palace dinner/i]], links: ["/day/4", "/dinners"] },
  { question: "whats the theme of today", parts: [[/gardens?\s*(&|and)\s*souks/i]], links: ["/day/4"] },

  // Tomorrow: day 5, Wednesday Nov 26
  { question: "what r we doing tmrw", parts: [[/desert|zagora|dunes|camel/i]], links: ["/day/5"] },
  { question: "what time do we head out tomorrow morning", parts: [[time(7)]], links: ["/day/5"] },
  { question: "do i pay extra for the camel ride tmrw", parts: [[/included|95/i]], links: ["/day/5", "/accommodations", "/budget"] },
  { question: "how much is the desert camp n what does that cover", parts: [[usd(95)], [/dinner/i, /breakfast/i]], links: ["/day/5", "/accommodations", "/budget", "/faq", "/"] },
  { question: "i get carsick, anything i should know for wednesday's drive", parts: [[/motion|travel sickness|tablet|pill/i]], links: ["/day/5", "/faq"] },
  { question: "that old mud village we stop at, what movies were filmed there", parts: [[/gladiator|game of thrones/i]], links: ["/day/5"] },
  { question: "should i drag my big suitcase to the camp", parts: [[/small|overnight bag/i]], links: ["/faq"] },
  { question: "how high up is the mountain pass we cross", parts: [[/2[,. ]?200/i]], links: ["/day/5"] },
  { question: "what to pack for the desert night, is it cold", parts: [[/layer|fleece|warm/i]], links: ["/day/5", "/faq", "/accommodations"] },
  { question: "is there gonna be a campfire at the camp", parts: [[/yes|fire|drum/i]], links: ["/day/5", "/accommodations"] },
  { question: "what time's the camel ride", parts: [[time(16, "30")]], links: ["/day/5"] },
  { question: "how do i see the itinerary at the camp if theres no signal", parts: [[/home ?screen/i]] },
  { question: "where do we sleep tmrw night", parts: [[/camp|tent|zagora/i]], links: ["/day/5", "/accommodations"] },

  // Yesterday: day 3, Monday Nov 24
  { question: "where did we eat last night, need the name for my insta", parts: [[/nobu/i]], links: ["/day/3", "/dinners"] },
  { question: "how much was the balloon yesterday, gotta pay someone back", parts: [[usd(117)]], links: ["/day/3", "/budget", "/faq", "/"] },
  { question: "whats the min spend at nobu", parts: [[usd(75)]], links: ["/day/3", "/dinners", "/budget"] },
  { question: "how long were we actually up in the balloon", parts: [[/hour|60\s*min/i]], links: ["/day/3"] },
  { question: "what was the agafay thing after the balloon and how much", parts: [[/quad|camel/i], [usd(40)]], links: ["/day/3", "/budget", "/"] },
  { question: "what time was balloon pickup monday", parts: [[time(5, "30")]], links: ["/day/3", "/faq"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "what should i have ordered at nobu", parts: [[/black cod|yellowtail/i]], links: ["/dinners"] },

  // Day 6, Thursday Nov 27
  { question: "thursday how long is the train", parts: [[/\b(6|six)\s*(hours?|hrs?|h)\b/i]], links: ["/day/6", "/budget", "/faq"] },
  { question: "how much is the train to fes", parts: [[usd(45)]], links: ["/day/6", "/budget", "/faq"] },
  { question: "what time does the fes train leave", parts: [[time(15)]], links: ["/day/6"] },
  { question: "which cities does the fes train pass thru", parts: [[/casa/i, /rabat/i, /meknes/i]], links: ["/day/6"] },
  { question: "who's got the train tickets", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what time do we roll into the fes riad", parts: [[time(21)]], links: ["/day/6"] },
  { question: "what are we doing on thursday", parts: [[/fes/i]], links: ["/day/6"] },
  { question: "do we watch the sunrise on the 27th", parts: [[/dune|sunrise|yes/i]], links: ["/day/6"] },

  // Day 7, Friday Nov 28
  { question: "whats the plan in fes on friday", parts: [[/medina|fes el.?bali|tanner|madrasa/i]], links: ["/day/7"] },
  { question: "ppl say the tannery stinks any tips", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "how old is that university in fes", parts: [[/859/]], links: ["/day/7"] },
  { question: "how many streets are in the fes old town", parts: [[/9[,. ]?000/]], links: ["/day/7"] },
  { question: "is the fes schedule locked in", parts: [[/progress|may change|not final|subject to change|still/i]], links: ["/day/7", "/day/8", "/day/9"] },
  { question: "dinner on the 28th where", parts: [[/riad/i]], links: ["/day/7"] },
  { question: "whats the gate we go in thru in fes", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "are there cars in the fes medina", parts: [[/car.?free|no cars|donkey/i]], links: ["/day/7", "/accommodations"] },

  // Day 8, Saturday Nov 29
  { question: "how long is the drive to chefchaouen", parts: [[/\b(4|four)\s*(hours?|hrs?|h)\b/i]], links: ["/day/8"] },
  { question: "what local food should i try in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "best view over the blue town?", parts: [[/spanish mosque/i]], links: ["/day/8"] },
  { question: "saturday what time do we head back to fes", parts: [[time(17)]], links: ["/day/8"] },
  { question: "can i fly out of fes on saturday instead of going to casa", parts: [[/some guests|yes|possible|\bcan\b(?!'t| ?not)/i]], links: ["/faq", "/day/8"] },
  { question: "what day is the blue city trip", parts: [[day(8)]], links: ["/day/8"] },

  // Day 9, Sunday Nov 30
  { question: "sunday what time is the train to casablanca", parts: [[time(7)]], links: ["/day/9"] },
  { question: "where's the goodbye lunch", parts: [[/rick/i]], links: ["/day/9"] },
  { question: "hassan 2 mosque tour how much and what do i wear", parts: [[usd(13)], [/shoulder|knee|scarf|covered/i]], links: ["/day/9", "/faq", "/budget"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|\bcmn\b/i]], links: ["/day/9", "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[/45\s*min/i]], links: ["/day/9"] },
  { question: "what time should i book my flight home", parts: [[/evening|later|after|18[:.h]00|6\s*p\.?\s?m/i]], links: ["/faq", "/day/9"] },
  { question: "how tall is that minaret in casa", parts: [[/210/]], links: ["/day/9"] },
  { question: "do we have to take our shoes off in the mosque", parts: [[/socks|shoes come off|yes/i]], links: ["/day/9", "/faq"] },
  { question: "what do i do w my leftover dirhams at the end", parts: [[/spend/i]], links: ["/day/9"] },
  { question: "how long is the train from fes to casa", parts: [[/\b(4|four)\s*(hours?|hrs?|h)\b/i]], links: ["/day/9", "/faq"] },

  // Day 0, Friday Nov 21
  { question: "what was the name of the riad the first night", parts: [[/l.?authentic/i]], links: ["/day/0", "/accommodations", "/budget"] },
  { question: "how much was the deposit for the welcome dinner", parts: [[usd(20)]], links: ["/day/0", "/dinners"] },
  { question: "welcome dinner price per person?", parts: [[usd(40), /60/]], links: ["/day/0", "/dinners", "/budget"] },
  { question: "airport taxi how much and can i pay by card", parts: [[usd(45)], [/cash/i]], links: ["/day/0", "/faq", "/budget"] },
  { question: "where did we have the welcome dinner friday", parts: [[/foundouk/i]], links: ["/day/0", "/dinners"] },
  { question: "where do i get a local sim", parts: [[/airport/i]], links: ["/day/0"] },
  { question: "how do our bags get to the riad if cars cant go in", parts: [[/porter|handcart/i]], links: ["/day/0"] },
  { question: "what's a foundouk anyway", parts: [[/caravan|merchant|inn/i]], links: ["/dinners", "/day/0"] },

  // Day 1, Saturday Nov 22
  { question: "which day was the hammam and how much", parts: [[day(1)], [usd(60)]], links: ["/day/1", "/faq", "/budget"] },
  { question: "how do i book a massage slot", parts: [[/host/i]], links: ["/day/1", "/faq"] },
  { question: "villa check in time?", parts: [[time(15)]], links: ["/accommodations", "/faq", "/day/1"] },
  { question: "when do we have to be out of the villa on checkout day", parts: [[time(11)]], links: ["/accommodations", "/faq"] },
  { question: "how many pools and bedrooms does the villa have", parts: [[/\b(2|two)\s*pools?/i], [/\b13\b|thirteen/i]], links: ["/accommodations", "/faq", "/"] },
  { question: "how far is the villa from town", parts: [[/20|twenty/i]], links: ["/accommodations", "/faq", "/day/1"] },
  { question: "do i have to pay for the villa", parts: [[/optional/i, usd(50)]], links: ["/accommodations", "/faq", "/budget", "/day/1"] },
  { question: "villa brekkie how much and how do i get it", parts: [[usd(10)], [/sign up|night before|evening before/i]], links: ["/faq", "/day/2", "/budget"] },
  { question: "what do they serve for breakfast at the villa", parts: [[/msemen|amlou|orange juice|eggs/i]], links: ["/day/2"] },
  { question: "how big is the villa grounds", parts: [[/1\.4/]], links: ["/accommodations", "/faq"] },
  { question: "what was the name of the villa", parts: [[/villa royale/i]], links: ["/accommodations", "/day/1"] },
  { question: "how many nights at the villa", parts: [[/\b(5|five)\b/i]], links: ["/accommodations", "/faq", "/budget", "/day/1", "/"] },

  // Day 2, Sunday Nov 23
  { question: "what day was the bday dinner", parts: [[day(2)]], links: ["/day/2", "/dinners"] },
  { question: "how much was the birthday dinner", parts: [[usd(100), /120/]], links: ["/day/2", "/dinners", "/budget"] },
  { question: "bday dinner dress code pls", parts: [[/gold/i]], links: ["/day/2", "/dinners", "/faq"] },
  { question: "the bar crawl, how much and are drinks included", parts: [[usd(10)], [/as you go|pay for (your )?(own )?drinks|drinks (are )?(paid|not included|extra)|separately/i]], links: ["/day/2", "/budget"] },
  { question: "which sights were on the old town walking tour", parts: [[/bahia/i, /ben youssef/i]], links: ["/day/2"] },
  { question: "the restaurant with the dancers what was it called", parts: [[/comptoir darna/i]], links: ["/day/2", "/dinners"] },
  { question: "which neighbourhood is comptoir darna in", parts: [[/hivernage/i]], links: ["/day/2", "/dinners"] },
  { question: "how much was the walking tour", parts: [[usd(10)]], links: ["/day/2", "/budget", "/"] },

  // Money
  { question: "dirham to dollar rate?", parts: [[/\b10\b|ten/i, /mad|dirham|dh/i]], links: ["/budget", "/faq", "/"] },
  { question: "how much do ppl tip at restaurants here", parts: [[/10\s*(-|–|to)\s*15\s*%?/i]], links: ["/budget", "/faq"] },
  { question: "is there a hotel tax thing", parts: [[/\b28\b|2\.75/]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm each time", parts: [[/1[,. ]?000/, /2[,. ]?000/]], links: ["/budget", "/faq"] },
  { question: "where can i find an atm", parts: [[/gueliz|hivernage|airport|medina gate|everywhere/i]], links: ["/budget", "/faq"] },
  { question: "will my card get charged fees", parts: [[/1\s*(-|–|to)\s*3\s*%/]], links: ["/budget", "/faq"] },
  { question: "card machine asks if i want usd or mad, which one", parts: [[/dirham|\bmad\b|local/i]], links: ["/budget"] },
  { question: "ballpark how much is this whole trip gonna cost me", parts: [[/4[34]\d/, /9[34]\d/]], links: ["/budget"] },
  { question: "how much do ppl usually blow on shopping", parts: [[/100/, /500/]], links: ["/budget", "/faq", "/day/4", "/"] },
  { question: "can i use my card in the souks", parts: [[/cash|rarely/i]], links: ["/budget", "/faq", "/day/0"] },
  { question: "visa or amex better here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  { question: "haggling, where do i start", parts: [[/40\s*(-|–|to)\s*50\s*%?/]], links: ["/budget", "/faq", "/day/0", "/"] },
  { question: "can i get dirhams before i fly", parts: [[/arriv|airport|atm/i]], links: ["/faq"] },
  { question: "fes riad cost for the 3 nights", parts: [[usd(90)]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "what currency do they use", parts: [[/dirham|\bmad\b/i]], links: ["/budget", "/faq", "/"] },

  // Practical, packing, culture
  { question: "what plug adapter do i need", parts: [[/type\s*c|\bc\s*\/\s*e\b|c and e/i]], links: ["/faq", "/"] },
  { question: "voltage there?", parts: [[/220/]], links: ["/faq", "/"] },
  { question: "im american do i need a visa", parts: [[/visa.?free|no visa|(do ?n[o']t|not|no) need/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/\b(6|six)\s*months?/i]], links: ["/faq"] },
  { question: "how warm is it gonna be", parts: [[/15/, /25/]], links: ["/faq", "/"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is it safe there, anything to watch out for", parts: [[/pickpocket|unofficial/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "what timezone is morocco", parts: [[/utc\s?\+\s?1|gmt\s?\+\s?1/i]], links: ["/faq"] },
  { question: "can we get booze there", parts: [[/licen[cs]ed|bars?|hotels?/i]], links: ["/faq"] },
  { question: "how do u say thanks in arabic", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "what languages do ppl speak", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "can i take pics of locals", parts: [[/ask/i]], links: ["/faq"] },
  { question: "what's ok to wear in the old city", parts: [[/shoulders/i, /knees/i]], links: ["/faq", "/day/0", "/day/2", "/day/4", "/day/7"] },
  { question: "will it rain at all", parts: [[/rare|light rain jacket|shower/i]], links: ["/faq"] },
  { question: "how do we get around marrakech", parts: [[/foot|walk/i, /taxi|car/i]], links: ["/faq"] },
  { question: "how long from the airport to the medina", parts: [[/20\s*min/i]], links: ["/faq"] },
  { question: "what time does the trip officially start on the 21st", parts: [[time(11)]], links: ["/faq", "/day/0", "/"] },
  { question: "my friend lands on the 20th where should she go", parts: [[/riad/i]], links: ["/faq"] },
  { question: "taxi drivers, how do i not get ripped off", parts: [[/meter|agree/i]], links: ["/faq"] },

  // Dinners
  { question: "how many big group dinners are there", parts: [[/\b(4|four)\b|(?=[\s\S]*foundouk)(?=[\s\S]*yacout)/i]], links: ["/dinners"] },
  { question: "im vegan who do i tell and by when", parts: [[/host/i], [/two weeks|2 weeks/i]], links: ["/dinners"] },
  { question: "which dinners are the special ones", parts: [[/darna|birthday/i, /yacout|palace/i]], links: ["/dinners"] },
  { question: "what kind of food was at le foundouk", parts: [[/french/i]], links: ["/dinners", "/day/0"] },
  { question: "what do ppl wear to nobu", parts: [[/smart casual/i]], links: ["/day/3", "/dinners", "/faq"] },

  // Stays
  { question: "where r we sleeping thursday night", parts: [[/fes/i]], links: ["/day/6", "/accommodations"] },
  { question: "how many nights in fes", parts: [[/\b(3|three)\b/i]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "how many different places are we staying at", parts: [[/\b(4|four)\b|(?=[\s\S]*villa)(?=[\s\S]*fes)(?=[\s\S]*camp)/i]], links: ["/accommodations"] },
  { question: "is the first riad close to jemaa el fnaa", parts: [[/walk/i]], links: ["/accommodations"] },

  // Map
  { question: "where can i get that famous lamb shoulder", parts: [[/al fassia/i]], links: ["/map"] },
  { question: "spot for mint tea looking over the spice market?", parts: [[/caf[eé] des [eé]pices|nomad/i]], links: ["/map"] },
  { question: "somewhere with fixed prices so i know what stuff should cost", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "any cooking classes around", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "churchill's fave hotel, where", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "nice garden for sunset in marrakech?", parts: [[/menara/i]], links: ["/map"] },
  { question: "how many categories on the map legend", parts: [[/\b(7|seven)\b|(?=[\s\S]*romantic)(?=[\s\S]*food)(?=[\s\S]*histor)/i]], links: ["/map"] },
  { question: "where do you see the storks", parts: [[/badi/i]], links: ["/map"] },
  { question: "when were the saadian tombs found again", parts: [[/1917/]], links: ["/map"] },
  { question: "that design shop across from majorelle?", parts: [[/33 rue majorelle/i]], links: ["/map"] },
  { question: "art garden w mountain views near marrakech", parts: [[/anima/i]], links: ["/map"] },
  { question: "can i ride camels without going to the desert", parts: [[/palmeraie/i]], links: ["/map"] },

  // Gallery, slideshow, the site, Rupa, the occasion
  { question: "how many pics can i upload at once and is there a size limit", parts: [[/\b10\b|\bten\b/i], [/50\s?mb/i]], links: ["/gallery"] },
  { question: "do iphone heic photos work in the gallery", parts: [[/yes|work|support/i]], links: ["/gallery"] },
  { question: "i uploaded the wrong pic how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i download all the pics in one go", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "the zip is massive and my wifi is slow, any smaller option", parts: [[/light/i]], links: ["/gallery"] },
  { question: "my mac wont open the huge zip file 😩", parts: [[/one day at a time|per day|by day|each day|day by day/i]], links: ["/gallery"] },
  { question: "how do i put everyones photos up on the tv", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "how long does each photo stay up on the slideshow", parts: [[/\b(7|seven)\s*(s|sec|seconds?)\b/i]], links: ["/slideshow"] },
  { question: "how can ppl at the party add pics to the slideshow", parts: [[/qr|scan/i]], links: ["/slideshow"] },
  { question: "can i just see the pics from day 3", parts: [[/filter|day 3/i]], links: ["/gallery"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|(do ?n[o']t|not|no) (have|need)/i]], links: ["/gallery"] },
  { question: "who r u", parts: [[/rupa/i]] },
  { question: "transport page just says coming soon, when will it be updated", parts: [[/finali[sz]|booked|host/i]], links: ["/transportation"] },
  { question: "whose bday is this trip for again", parts: [[/host/i, /30|thirty/i]], links: ["/"] },
  { question: "how many of us are on the trip", parts: [[/\b22\b|twenty.?two/i]], links: ["/"] },
  { question: "what's the trip called", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how do i save the site on my iphone", parts: [[/home ?screen/i]] },
  { question: "can i add tomorrow's plan to my calendar", parts: [[/calendar/i]], links: ["/day/5"] },
  { question: "the music is driving me nuts how do i turn it off", parts: [[/mute|bottom.?left/i]] },
  { question: "what was that churchill quote on the homepage", parts: [[/lovely spot/i]], links: ["/"] },
  { question: "what dates is the trip", parts: [[/21/, /30/]], links: ["/"] },

  // Unanswerable: the content does not say
  { question: "whats the wifi password at the villa", unanswerable: true },
  { question: "whats the hosts phone number", unanswerable: true },
  { question: "whats the password to delete pics in the gallery", unanswerable: true },
  { question: "whats the exact address of the fes riad for my taxi", unanswerable: true },
  { question: "who was the photographer this morning, do they have an insta", unanswerable: true },
  { question: "what time does the car leave the villa for dinner tonight", unanswerable: true },
  { question: "is there a gym at the villa", unanswerable: true },
  { question: "do the tents at the desert camp have hot showers", unanswerable: true },
  { question: "are there plugs in the tents to charge my phone", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost", unanswerable: true },
  { question: "how much is the guided walk in fes", unanswerable: true },
  { question: "whats the name of our souk guide today", unanswerable: true },
  { question: "which company is driving us to zagora tmrw", unanswerable: true },
  { question: "what's my seat number on the train thursday", unanswerable: true },
  { question: "how much will lunch at ricks cafe cost", unanswerable: true },
  { question: "can i bring my dog", unanswerable: true },
  { question: "does the villa do laundry", unanswerable: true },
  { question: "is smoking allowed at the villa", unanswerable: true },
  { question: "whats the weight limit for the camels", unanswerable: true },
  { question: "where's the closest pharmacy to the villa", unanswerable: true },
  { question: "who am i sharing a room with at the villa", unanswerable: true },
  { question: "can my bf come for just the last 3 days", unanswerable: true },
  { question: "is there a group whatsapp, whats the link", unanswerable: true },
  { question: "how do i send the host the villa money, venmo or paypal", unanswerable: true },
  { question: "what flight is the host on going home", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },
  { question: "is the tent at the camp shared or do i get my own", unanswerable: true },
  { question: "how old is rupa lol", unanswerable: true },
  { question: "whats the max weight for the balloon ride", unanswerable: true },
  { question: "what spf sunscreen should i bring", unanswerable: true },
];
