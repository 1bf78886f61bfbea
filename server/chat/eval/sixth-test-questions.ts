// SIXTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the sixth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Thursday Nov 27 2025 at 21:30 Morocco time (UTC+1): the evening of day 6 (Journey to Fes), the squad has just reached the Fes riad. Tomorrow is day 7 (Fri Nov 28), yesterday was day 5 (Wed Nov 26, desert camp). */
export const SIXTH_TEST_CLOCK = new Date("2025-11-27T20:30:00Z");

/** A clock time written as 24h ("07:00", "7h00") or 12h ("7 am", "7:00 pm"). */
function time(hour: number, minute: number): RegExp {
  const mm = String(minute).padStart(2, "0");
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const ampm = hour < 12 ? "a\\.?m" : "p\\.?m";
  const h24 = hour < 10 ? `0?${hour}` : String(hour);
  const minutePart = minute === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  return new RegExp(`\\b(?:${h24}[:.h]${mm}|${h12}${minutePart}\\s*${ampm})`, "i");
}

export const sixthTestQuestions: TestQuestion[] = [
  // Rupa, the occasion, the site
  { question: "who even r u lol", parts: [[/rupa/i]] },
  { question: "remind me whose bday this whole thing is for and which one", parts: [[/host/i], [/30|thirt/i]], links: ["/"] },
  { question: "whats the trip called again, need it for my insta caption", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many ppl r on this trip total", parts: [[/\b22\b|twenty[- ]two/i]], links: ["/", "/faq", "/accommodations"] },
  { question: "is there a page w all the fancy restaurants", parts: [[/dinners|dining/i]], links: ["/dinners"] },
  { question: "where on the site can i see what everything costs", parts: [[/budget/i]], links: ["/budget"] },
  { question: "transport page is basically empty?? whats the deal", parts: [[/finali[sz]|coming soon|check back|not (yet )?(been )?booked/i]], links: ["/transportation"] },
  { question: "can i turn the music off on the site its playing in the riad lobby 😬", parts: [[/mute/i]] },

  // Gallery, slideshow, offline
  { question: "how do i share my pics from the desert w everyone", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "whats the max number of files i can upload in one go", parts: [[/\b10\b|\bten\b/i]], links: ["/gallery"] },
  { question: "my camel video is kinda big, is there a size limit", parts: [[/50\s*mb/i]], links: ["/gallery"] },
  { question: "will heic pics from my iphone upload ok", parts: [[/yes|work|support|fine|accept|heic/i]], links: ["/gallery"] },
  { question: "uploaded a horrible pic of myself how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "can i download every photo at once", parts: [[/zip/i]], links: ["/gallery"] },
  { question: "the full zip is massive and the riad wifi is trash, any lighter option", parts: [[/light/i]], links: ["/gallery"] },
  { question: "can i see only the pics from the camp night", parts: [[/day\s*5/i]], links: ["/gallery"] },
  { question: "is there a way to put the pics on the big tv as a slideshow", parts: [[/slideshow/i]], links: ["/slideshow", "/gallery"] },
  { question: "on the slideshow how many secs does each pic stay up", parts: [[/\b7\b|seven/i, /sec/i]], links: ["/slideshow"] },
  { question: "do i have to put my name when i upload", parts: [[/optional|(don'?t|do not|not) (have|need)|no need|not required/i]], links: ["/gallery"] },
  { question: "can i just see the pics my sister posted", parts: [[/guest|uploader|name|by person|who posted|yes/i]], links: ["/gallery"] },
  { question: "had zero signal at the camp, how do i keep the itinerary on my phone offline", parts: [[/home screen/i]] },
  { question: "on iphone how do i add the site to my home screen", parts: [[/share/i, /add to home screen/i]] },

  // Today (day 6, Thu Nov 27)
  { question: "wait what day of the trip is it today im so lost", parts: [[/day\s*6|day six/i]], links: ["/day/6"] },
  { question: "what time were we supposed to get to the riad tonight, we're late lol", parts: [[time(21, 0)]], links: ["/day/6"] },
  { question: "that train today took forever, how many hrs was it meant to be", parts: [[/\b6\b|six/i, /hour|hr/i]], links: ["/day/6", "/faq", "/budget"] },
  { question: "which cities did we go thru on the train", parts: [[/casablanca|casa\b/i, /rabat/i, /meknes/i]], links: ["/day/6"] },
  { question: "what time did the train leave marrakech", parts: [[time(15, 0)]], links: ["/day/6"] },
  { question: "how much was my train ticket to fes", parts: [[/45/]], links: ["/day/6", "/budget", "/faq"] },
  { question: "who had the train tix again", parts: [[/host/i]], links: ["/day/6", "/faq"] },
  { question: "what was brekkie at the camp this morning, i slept thru it", parts: [[/bread|eggs|mint tea/i]], links: ["/day/6"] },
  { question: "how many nights are we staying at this fes riad", parts: [[/\b3\b|three/i]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "how much is the fes riad per person", parts: [[/\b90\b/]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "who met us at the gate tonight, do they do that every time", parts: [[/porter/i]], links: ["/day/6"] },

  // Tomorrow (day 7, Fri Nov 28)
  { question: "whats the plan tmrw", parts: [[/medina|fes el[- ]?bali|bou jeloud|blue gate|tanner/i]], links: ["/day/7"] },
  { question: "what time r we meeting tmrw morning", parts: [[time(9, 30)]], links: ["/day/7"] },
  { question: "friday dinner where", parts: [[/riad/i]], links: ["/day/7"] },
  { question: "whats on the menu for dinner tmrw night", parts: [[/pastilla|tagine/i]], links: ["/day/7"] },
  { question: "what do i wear for walking around the fes medina tmrw", parts: [[/shoulders|knees|modest|cover/i]], links: ["/day/7", "/faq"] },
  { question: "which gate do we go in thru tomorrow", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "when is the tannery thing", parts: [[/day\s*7|tomorrow|tmrw|friday|nov(ember)?\s*28|\b28(th)?\b/i], [time(14, 0)]], links: ["/day/7"] },
  { question: "heard the tannery reeks, any tips 🤢", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "how old is that uni in fes ppl keep talking about", parts: [[/859/]], links: ["/day/7"] },
  { question: "the madrasa tomorrow whats it called n why is it worth it", parts: [[/bou inania/i], [/14th|marinid|zellige|cedar|stucco/i]], links: ["/day/7"] },
  { question: "how many streets does the fes medina have omg", parts: [[/9[,.\s]?000|nine thousand/i]], links: ["/day/7"] },
  { question: "can taxis get to our riad in fes", parts: [[/car[- ]free|no cars|no\b|not\b|can'?t|cannot|porter|walk|foot/i]], links: ["/day/7", "/accommodations", "/day/6"] },
  { question: "is the fes plan final or might it change", parts: [[/work in progress|may change|might change|could change|not final|updates?/i]], links: ["/day/7", "/day/8", "/day/9"] },

  // Day 8 (Sat Nov 29)
  { question: "saturday what are we doing", parts: [[/chefchaouen|chaouen|blue (city|town|pearl)/i]], links: ["/day/8"] },
  { question: "how long is the drive to chefchaouen", parts: [[/\b4\b|four/i, /hour|hr/i]], links: ["/day/8"] },
  { question: "what time do we leave for the blue city", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "what shd i eat in chefchaouen, is there a local thing", parts: [[/goat cheese/i]], links: ["/day/8"] },
  { question: "whats ras el maa", parts: [[/spring|water/i]], links: ["/day/8"] },
  { question: "where do u get the view over the whole blue town", parts: [[/spanish mosque/i]], links: ["/day/8"] },
  { question: "when do we head back to fes on day 8", parts: [[time(17, 0)]], links: ["/day/8"] },
  { question: "im flying home a day early from fes, which day do ppl start leaving", parts: [[/day\s*8|nov(ember)?\s*29|\b29(th)?\b|saturday/i]], links: ["/day/8", "/faq"] },
  { question: "whats the main square in chefchaouen called", parts: [[/uta el[- ]?hammam/i]], links: ["/day/8"] },

  // Day 9 (Sun Nov 30)
  { question: "sunday what time is the train to casa", parts: [[time(7, 0)]], links: ["/day/9"] },
  { question: "which station do we get off at in casablanca", parts: [[/casa[- ]?voyageurs/i]], links: ["/day/9", "/faq"] },
  { question: "how long is the train fes to casa", parts: [[/\b4\b|four/i, /hour|hr/i]], links: ["/day/9", "/faq"] },
  { question: "where's the goodbye lunch on the last day", parts: [[/rick/i]], links: ["/day/9"] },
  { question: "ricks cafe is that like from the old movie", parts: [[/casablanca/i, /film|movie|tribute/i]], links: ["/day/9"] },
  { question: "can i wear flip flops to ricks", parts: [[/no\b|not\b|smart casual/i]], links: ["/day/9"] },
  { question: "how tall is the minaret at the big mosque in casa", parts: [[/210/]], links: ["/day/9"] },
  { question: "how much is the mosque tour in casablanca", parts: [[/13/]], links: ["/day/9", "/budget", "/faq"] },
  { question: "what do i wear to hassan 2 mosque", parts: [[/shoulders|knees|arms|covered/i]], links: ["/day/9", "/faq"] },
  { question: "do i need to take my shoes off at the mosque", parts: [[/yes|shoes come off|socks/i]], links: ["/day/9", "/faq"] },
  { question: "which airport do i fly home from", parts: [[/mohammed v|cmn/i]], links: ["/day/9", "/faq"] },
  { question: "how far is the casa airport from the city", parts: [[/45/, /min/i]], links: ["/day/9"] },
  { question: "what time do the airport transfers go on the last day", parts: [[time(18, 0)]], links: ["/day/9"] },
  { question: "should i change my leftover dirhams back at home", parts: [[/spend|hard to (ex)?change/i]], links: ["/day/9"] },
  { question: "earliest i should book my flight home for?", parts: [[/evening/i, /\b30(th)?\b|day\s*9|sunday/i]], links: ["/faq"] },
  { question: "when do we check out of the fes riad", parts: [[/day\s*9|nov(ember)?\s*30|\b30(th)?\b|sunday|last day/i]], links: ["/day/9", "/accommodations"] },

  // Yesterday (day 5, Wed Nov 26)
  { question: "the mud castle place we stopped at yesterday, name?", parts: [[/a[iï]t[- ]?ben[- ]?haddou/i]], links: ["/day/5", "/faq"] },
  { question: "what movies were shot at that kasbah village", parts: [[/gladiator|game of thrones/i]], links: ["/day/5"] },
  { question: "how high up was that mountain pass", parts: [[/2[,.\s]?200/]], links: ["/day/5"] },
  { question: "whats the name of the mountain road we did twice", parts: [[/tichka/i]], links: ["/day/5", "/day/6", "/faq"] },
  { question: "was the camp dinner part of the 95 or extra", parts: [[/yes|included|includes|covers|part of/i]], links: ["/day/5", "/accommodations", "/budget"] },
  { question: "how much was the desert camp per person", parts: [[/95/]], links: ["/day/5", "/accommodations", "/budget", "/faq", "/"] },
  { question: "what time did the camels leave yesterday", parts: [[time(16, 30)]], links: ["/day/5"] },
  { question: "which valley was it with all the palm trees", parts: [[/dr[aâ]a/i]], links: ["/day/5", "/day/6", "/accommodations"] },
  { question: "wed night where did we sleep again, not the villa right", parts: [[/camp|tent|zagora/i]], links: ["/day/5", "/accommodations"] },

  // Days 0-4
  { question: "what was the first riad called", parts: [[/l-?authentic/i]], links: ["/accommodations", "/day/0", "/budget"] },
  { question: "how much was the first night riad", parts: [[/45/]], links: ["/accommodations", "/day/0", "/budget"] },
  { question: "airport pickup on day 0 how much n how did we pay", parts: [[/45/], [/cash/i]], links: ["/day/0", "/budget", "/faq"] },
  { question: "what time did the trip officially kick off", parts: [[time(11, 0)]], links: ["/faq", "/day/0"] },
  { question: "where was the welcome dinner", parts: [[/foundouk/i]], links: ["/dinners", "/day/0"] },
  { question: "welcome dinner deposit was how much", parts: [[/20/]], links: ["/dinners", "/day/0", "/budget"] },
  { question: "bday dinner was sunday right", parts: [[/day\s*2\b|nov(ember)?\s*23|\b23(rd)?\b|sunday|yes/i]], links: ["/day/2", "/dinners"] },
  { question: "name of the bday dinner restaurant", parts: [[/comptoir darna/i]], links: ["/dinners", "/day/2"] },
  { question: "how much was the birthday dinner per head", parts: [[/100/, /120/]], links: ["/dinners", "/day/2", "/budget"] },
  { question: "bday dress code was what again", parts: [[/gold/i]], links: ["/dinners", "/day/2", "/faq"] },
  { question: "bar crawl were drinks included", parts: [[/as you go|not included|no\b|yourself|your own|separately/i]], links: ["/day/2", "/budget"] },
  { question: "what places did the walking tour hit on bday day", parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]], links: ["/day/2"] },
  { question: "what time was the balloon pickup, felt like midnight", parts: [[time(5, 30)]], links: ["/day/3"] },
  { question: "balloon was how much", parts: [[/117/]], links: ["/day/3", "/budget", "/faq", "/"] },
  { question: "how long were we actually up in the balloon", parts: [[/hour|60 min/i]], links: ["/day/3"] },
  { question: "nobu min spend", parts: [[/75/]], links: ["/dinners", "/day/3", "/budget"] },
  { question: "what kind of food is nobu", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", "/day/3"] },
  { question: "agafay quads n camels day cost", parts: [[/40/]], links: ["/day/3", "/budget", "/"] },
  { question: "what day was the photoshoot", parts: [[/day\s*4|nov(ember)?\s*25|\b25(th)?\b|tuesday|tues/i]], links: ["/day/4", "/"] },
  { question: "majorelle tix + ysl museum how much each", parts: [[/18/], [/15/]], links: ["/day/4", "/budget"] },
  { question: "did we have to buy our own majorelle tickets", parts: [[/host/i]], links: ["/day/4"] },
  { question: "the palace dinner place name", parts: [[/yacout/i]], links: ["/dinners", "/day/4"] },
  { question: "did we each pay at dar yacout", parts: [[/individual|yourself|your own|at the restaurant|yes/i]], links: ["/dinners", "/day/4", "/budget"] },
  { question: "souk guide price", parts: [[/\$\s?5\b|\b5\s*(usd|dollars?|bucks)|five dollars/i]], links: ["/day/4", "/budget", "/"] },
  { question: "hammam how much n how do i book a slot", parts: [[/60/], [/host/i]], links: ["/day/1", "/faq", "/budget"] },
  { question: "what was in the hammam thing, scrub?", parts: [[/kessa|scrub|black (olive )?soap|rhassoul|argan/i]], links: ["/day/1"] },
  { question: "villa brekkie cost", parts: [[/10/]], links: ["/day/2", "/faq", "/budget"] },
  { question: "what day did we move to the villa", parts: [[/day\s*1\b|nov(ember)?\s*22|\b22(nd)?\b|saturday/i]], links: ["/day/1", "/accommodations"] },
  { question: "how many pools did the villa have", parts: [[/\b2\b|two/i]], links: ["/accommodations", "/faq", "/"] },
  { question: "how many suites at villa royale", parts: [[/13|thirteen/i]], links: ["/accommodations", "/faq", "/"] },
  { question: "villa checkout time", parts: [[/\b11\b/]], links: ["/accommodations", "/faq"] },
  { question: "did we have to pay for the villa or nah", parts: [[/optional/i, /50/]], links: ["/accommodations", "/faq", "/budget", "/day/1"] },
  { question: "how far's the villa from town", parts: [[/20/, /min/i]], links: ["/accommodations", "/faq", "/day/1"] },
  { question: "pool dress code at the villa", parts: [[/cover-?up|swim/i]], links: ["/day/1"] },
  { question: "what colours for the photo day outfits", parts: [[/jewel|white|gold/i]], links: ["/", "/day/4"] },

  // Stays and dinners overview
  { question: "list all the places we sleep on this trip", parts: [[/authentic|medina riad|riad/i, /villa royale/i, /camp/i, /fes/i]], links: ["/accommodations"] },
  { question: "how many of the big dinners are there", parts: [[/\b4\b|four/i]], links: ["/dinners", "/"] },
  { question: "im vegan, when shd i have told the host", parts: [[/two weeks|2 weeks/i]], links: ["/dinners"] },

  // Money
  { question: "whats 1 dollar in dirhams", parts: [[/\b10\b|ten/i]], links: ["/budget", "/faq", "/"] },
  { question: "how much do i tip at restaurants", parts: [[/10\s*%?\s*(-|–|to)\s*15/i]], links: ["/budget", "/faq"] },
  { question: "how much cash shd i pull from the atm each time", parts: [[/1[,.]?000/, /2[,.]?000/]], links: ["/budget", "/faq"] },
  { question: "tourist tax per night is what", parts: [[/28|2\.75/]], links: ["/budget", "/faq"] },
  { question: "ballpark how much is this whole trip per person", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "do cards work in the souks", parts: [[/rarely|cash|not\b|no\b/i]], links: ["/budget", "/faq"] },
  { question: "card machine asks dollars or dirhams which do i pick", parts: [[/dirham|\bmad\b/i]], links: ["/budget"] },
  { question: "what % do i start haggling at", parts: [[/40\s*%?\s*(-|–|to)\s*50/i]], links: ["/budget", "/faq", "/day/0", "/"] },
  { question: "how much do ppl usually blow on shopping", parts: [[/100/, /500/]], links: ["/budget", "/faq", "/day/4", "/"] },
  { question: "foreign card fees usually like", parts: [[/\b1\s*%?\s*(-|–|to)\s*3\s*%/i]], links: ["/budget", "/faq"] },
  { question: "visa or mastercard better", parts: [[/both|either|visa and mastercard|visa & mastercard|work best/i]], links: ["/budget"] },

  // Practical, packing, culture
  { question: "what plug adapter do i need", parts: [[/type\s*c|c\s*\/\s*e|\bc and e\b/i]], links: ["/faq", "/"] },
  { question: "will my hair straightener work there, what voltage", parts: [[/220/]], links: ["/faq", "/"] },
  { question: "ok to drink tap water at the riad", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "do us ppl need a visa", parts: [[/visa[- ]free|no visa|(do not|don'?t|not) need|no\b/i]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[/six|\b6\b/i, /month/i]], links: ["/faq"] },
  { question: "how do u say thank u in darija", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i get a drink in fes or is it dry", parts: [[/licensed|hotel|bar/i]], links: ["/faq"] },
  { question: "ok to take pics of ppl in the street", parts: [[/ask/i]], links: ["/faq"] },
  { question: "temps this time of year roughly", parts: [[/15/, /25/]], links: ["/faq", "/"] },
  { question: "will it rain in fes, do i need a raincoat", parts: [[/jacket|shower|rarely/i]], links: ["/faq"] },
  { question: "do i really need travel insurance", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "worried about pickpockets in the medina tbh", parts: [[/pickpocket|crowd|safe/i]], links: ["/faq"] },
  { question: "what languages do ppl speak here", parts: [[/arabic|darija/i, /french/i]], links: ["/faq"] },
  { question: "packing for the desert what else besides a fleece", parts: [[/headlamp|lip balm|sunglasses|overnight bag|scarf|closed shoes/i]], links: ["/faq", "/day/5"] },
  { question: "can non muslims go in mosques", parts: [[/hassan ii|hassan 2/i]], links: ["/faq", "/day/9"] },

  // Map
  { question: "rooftop lunch rec near the spice square?", parts: [[/nomad|caf[eé] des [eé]pices/i]], links: ["/map"] },
  { question: "where can i see fixed prices so i dont get ripped off", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "someone said al fassia, what do i order", parts: [[/lamb shoulder/i]], links: ["/map"] },
  { question: "any cooking class on the map", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "what do the red pins on the map mean", parts: [[/must-?see/i]], links: ["/map"] },
  { question: "where's the churchill bar", parts: [[/mamounia/i]], links: ["/map"] },
  { question: "when were the saadian tombs rediscovered", parts: [[/1917/]], links: ["/map"] },
  { question: "sunset spot in marrakech from the map list", parts: [[/menara/i]], links: ["/map"] },
  { question: "can u go inside the koutoubia", parts: [[/exterior|outside|no\b|not\b/i]], links: ["/map"] },
  { question: "who said morocco was the most lovely spot in the world", parts: [[/churchill/i]], links: ["/"] },

  // Unanswerable
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "whats the actual name of our riad in fes, need it for my mum", unanswerable: true },
  { question: "can u send me the hosts whatsapp number", unanswerable: true },
  { question: "who was the photographer on tuesday, whats their insta", unanswerable: true },
  { question: "if i leave from fes whats the airport called and how far is it", unanswerable: true },
  { question: "how much is the chefchaouen trip costing each of us", unanswerable: true },
  { question: "price of the train to casa on sunday?", unanswerable: true },
  { question: "how much do we pay the guide for the fes walk tmrw", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },
  { question: "is breakfast included at the fes riad", unanswerable: true },
  { question: "what time is breakfast served at the riad tmrw", unanswerable: true },
  { question: "whats the password to delete photos in the gallery", unanswerable: true },
  { question: "who am i sharing a room with in fes", unanswerable: true },
  { question: "whats my seat number on sundays train", unanswerable: true },
  { question: "is there a gym at villa royale", unanswerable: true },
  { question: "whats the name of our guide tomorrow", unanswerable: true },
  { question: "which restaurant are we having lunch at in chefchaouen", unanswerable: true },
  { question: "can i fly my drone over the medina", unanswerable: true },
  { question: "does the fes riad do laundry, all my stuff is sandy", unanswerable: true },
  { question: "how much is a petit taxi from the riad to fes airport", unanswerable: true },
  { question: "how much did the photographer cost, do we chip in", unanswerable: true },
  { question: "are there hair dryers in the fes rooms", unanswerable: true },
  { question: "what was the name of the band at comptoir darna", unanswerable: true },
  { question: "what time does the spanish mosque close", unanswerable: true },
  { question: "how much is lunch at ricks roughly", unanswerable: true },
  { question: "do i need any vaccines for morocco", unanswerable: true },
  { question: "whats the hosts full name, want to write a card", unanswerable: true },
  { question: "does the fes riad have a lift, my knee is dead", unanswerable: true },
  { question: "when will the photographers pics from tuesday be ready", unanswerable: true },
];
