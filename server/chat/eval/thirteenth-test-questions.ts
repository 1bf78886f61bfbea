// THIRTEENTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the thirteenth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/** Friday November 14 2025 at 20:00 Morocco time, exactly one week before the trip starts: guests are at home planning, booking and packing, so every trip day lies ahead of them. */
export const THIRTEENTH_TEST_CLOCK = new Date("2025-11-14T19:00:00Z");

// Tolerant keys.

function ampm(hour: number): string {
  return hour < 12 ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
}

/** A clock time in 24h or 12h writing: time(19, 30) accepts "19:30", "19h30", "7:30 pm", "7.30pm". */
function time(hour: number, minute = 0): RegExp {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm = String(minute).padStart(2, "0");
  const alternatives = [`0?${hour}[:.h]${mm}`, `${h12}[:.]${mm}`];
  if (minute === 0) alternatives.push(`${h12}\\s?${ampm(hour)}`);
  if (hour === 12 && minute === 0) alternatives.push("noon", "midday");
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join("|")})(?!\\d)`, "i");
}

/** A dollar amount: usd(45) accepts "$45", "$ 45", "45 USD", "45 dollars", "USD 45", not "$450". */
function usd(amount: number): RegExp {
  return new RegExp(
    `\\$\\s?${amount}(?!\\d|[.,]\\d)|(?<![\\d.,])${amount}\\s?(?:usd|us\\s?dollars?|dollars?|bucks)\\b|usd\\s?${amount}(?!\\d)`,
    "i",
  );
}

/** A dollar range: usdRange(40, 60) accepts "$40-60", "$40 to $60", "40–60 dollars", "between $40 and $60". */
function usdRange(low: number, high: number): RegExp {
  return new RegExp(`(?<![\\d.])\\$?\\s?${low}(?!\\d)\\s*(?:-|–|—|to|and)\\s*\\$?\\s?${high}(?!\\d)`, "i");
}

/** A number in digits or in words: num(13, "thirteen"). */
function num(value: number, word: string): RegExp {
  return new RegExp(`(?<![\\d.,])${value}(?!\\d|[.,]\\d)|\\b${word}\\b`, "i");
}

const weekdays = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A trip day: day(4) accepts "day 4", "Tuesday", "Nov 25", "November 25", "25th". */
function day(n: number): RegExp {
  const date = 21 + n;
  return new RegExp(
    `\\bday\\s?${n}\\b|\\b${weekdays[n]}\\b|\\bnov(?:ember|\\.)?\\s?${date}\\b|\\b${date}(?:st|nd|rd|th)\\b`,
    "i",
  );
}

const hours = (value: number, word: string) => new RegExp(`\\b(?:${value}|${word})[\\s-]*(?:hours?|hrs?|h)\\b`, "i");

export const thirteenthTestQuestions: TestQuestion[] = [
  // Rupa, the host, the occasion, the home page
  { question: "who r u lol 🐐", parts: [[/rupa/i, /goat/i]] },
  {
    question: "hey rupa what kinda stuff can u actually help me with",
    parts: [[/itinerar|schedule|plan/i, /din(ing|ner)|food|restaurant/i, /pack/i, /cost|budget|money|price/i]],
  },
  {
    question: "whose bday is this whole trip for again, and which birthday is it",
    parts: [[/host|organi[sz]er/i], [/\b30(th)?\b|thirtieth|thirty/i]],
    links: ["/"],
  },
  { question: "whats the trip called on the website? want to tell my mom", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us r going in total", parts: [[num(22, "twenty[- ]two")]], links: ["/"] },
  {
    question: "how long is the trip and what are the exact dates",
    parts: [[/\b(10|ten)[\s-]*days?\b/i], [/21/, /30/]],
    links: ["/"],
  },
  {
    question: "which towns are we actually going to? i only know marrakech lol",
    parts: [[/zagora/i, /\bf[eè]s\b/i, /chefchaouen/i, /casa(blanca)?\b/i]],
    links: ["/"],
  },
  {
    question: "who are the famous ppl quoted on the home page?",
    parts: [[/churchill/i, /saint[- ]laurent|\bysl\b/i, /wharton/i]],
    links: ["/"],
  },
  {
    question: "the countdown on the homepage... what exactly is it counting down to",
    parts: [[/21/, time(11)]],
    links: ["/"],
  },
  {
    question: "is there a page where i can see what each day costs?",
    parts: [[/budget (guide|page)|\/budget|daily activity costs/i]],
    links: ["/budget"],
  },
  {
    question: "where on the site can i see all the dinners w prices and dress codes in one place",
    parts: [[/dinners? page|\/dinners|featured dining/i]],
    links: ["/dinners"],
  },
  { question: "whats the host's name again? i only know them from the group chat 😅", unanswerable: true },
  { question: "rupa how old are u", unanswerable: true },
  { question: "rupa whats ur favourite food?? 🌿", unanswerable: true },
  { question: "what did the group do on last year's trip to lisbon?", unanswerable: true },
  { question: "is the host planning another trip next year? iceland maybe??", unanswerable: true },
  { question: "are we all chipping in for a gift for the birthday? how much each", unanswerable: true },
  { question: "what flavour is the birthday cake 🎂", unanswerable: true },

  // Day 0: Friday Nov 21
  {
    question: "next friday what time do i need to be at the airport and which airport is it",
    parts: [[time(11)], [/menara|\bRAK\b/i]],
    links: ["/day/0", "/faq"],
  },
  { question: "can i fly in on the 20th instead and just meet everyone?", parts: [[/riad/i]], links: ["/faq"] },
  {
    question: "airport → riad how much is it and can i pay w card",
    parts: [[usd(45), /car/i], [/cash/i]],
    links: ["/day/0", "/faq", "/budget"],
  },
  {
    question: "wait how do our suitcases get to the riad if cars cant drive into the medina",
    parts: [[/porter/i]],
    links: ["/day/0"],
  },
  {
    question: "where do we sleep the first night and how much is it",
    parts: [[/l[- ]?authentic/i], [usd(45)]],
    links: ["/accommodations", "/day/0", "/budget"],
  },
  { question: "check in time at the riad on arrival day?", parts: [[time(13)]], links: ["/day/0"] },
  {
    question: "is there time to shop on day 0? when n where do we go",
    parts: [[time(15)], [/semmarine|rahba kedima/i]],
    links: ["/day/0"],
  },
  {
    question: "welcome dinner where n what time",
    parts: [[/foundouk/i], [time(20)]],
    links: ["/dinners", "/day/0"],
  },
  {
    question: "how much should i set aside for dinner on friday the 21st? and is there a deposit?",
    parts: [[usdRange(40, 60)], [usd(20)]],
    links: ["/dinners", "/day/0", "/budget"],
  },
  { question: "how much does a sim card cost at the airport", unanswerable: true },
  { question: "whats the phone number of riad l-authentic in case i get lost", unanswerable: true },

  // Day 1: Saturday Nov 22
  {
    question: "whats the plan for saturday the 22nd",
    parts: [[/villa royale/i, /hammam|massage|pool/i]],
    links: ["/day/1"],
  },
  {
    question: "villa check in n check out times?",
    parts: [[time(15)], [time(11)]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "do we have to pay for the villa or is it free??",
    parts: [[usd(50), /optional/i]],
    links: ["/accommodations", "/budget", "/faq"],
  },
  {
    question: "hammam + massage how much, and who do i book it with",
    parts: [[usd(60)], [/host/i]],
    links: ["/day/1", "/faq"],
  },
  {
    question: "what actually happens in a hammam ritual?? never done one 😅",
    parts: [[/scrub|kessa/i, /soap|clay|rhassoul|argan|steam/i]],
    links: ["/day/1"],
  },
  { question: "the pool sunset thing on the first saturday, what time is it", parts: [[time(19, 30)]], links: ["/day/1"] },
  { question: "can i just wear my bikini everywhere at the villa", parts: [[/cover[- ]?up/i]], links: ["/day/1"] },
  { question: "whats the wifi password at the villa", unanswerable: true },
  { question: "who am i sharing a room with at the villa?", unanswerable: true },
  { question: "does the villa have a gym? need to keep my streak 💪", unanswerable: true },
  { question: "does the villa have air con", unanswerable: true },
  { question: "whats the villa's exact street address? my mom wants it", unanswerable: true },
  { question: "how do i pay the $50 villa contribution, venmo or cash?", unanswerable: true },

  // Day 2: Sunday Nov 23, the birthday
  { question: "which day is the bday dinner", parts: [[day(2)]], links: ["/dinners", "/day/2"] },
  {
    question: "where's the birthday dinner at and what time",
    parts: [[/comptoir darna/i], [time(19, 30)]],
    links: ["/dinners", "/day/2"],
  },
  {
    question: "birthday dinner price per person?",
    parts: [[usdRange(100, 120)]],
    links: ["/dinners", "/day/2", "/budget"],
  },
  { question: "what do i wear to the birthday dinner 👗✨", parts: [[/gold/i, /cocktail/i]], links: ["/dinners", "/day/2", "/faq"] },
  {
    question: "is there entertainment at the bday dinner or just food",
    parts: [[/music/i, /danc/i]],
    links: ["/dinners", "/day/2"],
  },
  { question: "what time does the medina walking tour start on the 23rd", parts: [[time(9, 30)]], links: ["/day/2"] },
  {
    question: "which sights r on the walking tour",
    parts: [[/bahia/i, /ben youssef/i, /jardin secret/i]],
    links: ["/day/2"],
  },
  {
    question: "after the bday dinner r we going out? what time",
    parts: [[/bar crawl/i], [time(22, 30)]],
    links: ["/day/2"],
  },
  {
    question: "bar crawl - are drinks included in the guide fee?",
    parts: [[/as you go|your own|yourself|separately|not included|individually|on top/i]],
    links: ["/day/2"],
  },
  {
    question: "villa brekkie, what's on it and how much",
    parts: [[/msemen|amlou|orange juice|eggs/i], [usd(10)]],
    links: ["/day/2", "/faq"],
  },
  { question: "who's the DJ at the birthday party?", unanswerable: true },

  // Day 3: Monday Nov 24
  {
    question: "what time is the balloon pickup?? pls tell me its not 4am",
    parts: [[time(5, 30)]],
    links: ["/day/3", "/faq"],
  },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: ["/day/3", "/faq", "/budget"] },
  {
    question: "what do i wear for the balloon, will it be cold up there",
    parts: [[/layer/i, /freez|hat|closed shoes/i]],
    links: ["/day/3"],
  },
  {
    question: "agafay desert day - what r we doing n how much",
    parts: [[/quad/i, /camel/i], [usd(40)]],
    links: ["/day/3", "/budget"],
  },
  {
    question: "monday dinner at nobu, is there a minimum spend?",
    parts: [[usd(75)]],
    links: ["/dinners", "/day/3", "/budget"],
  },
  { question: "what kind of food does nobu do", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", "/day/3"] },
  {
    question: "whats the dress code at nobu, can i wear sneakers and shorts lol",
    parts: [[/smart casual/i]],
    links: ["/dinners", "/day/3"],
  },
  { question: "what time does the sun actually rise on the balloon morning? like the exact minute", unanswerable: true },

  // Day 4: Tuesday Nov 25
  {
    question: "which day is the photographer coming and what time do i need to be ready",
    parts: [[day(4)], [time(8, 30)]],
    links: ["/day/4", "/"],
  },
  { question: "what colours look best in the group photos?", parts: [[/jewel/i]], links: ["/", "/day/4"] },
  {
    question: "majorelle garden and the ysl museum, how much is each",
    parts: [[usd(18)], [usd(15)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "do i need to get majorelle tickets myself?",
    parts: [[/host/i, /advance|ahead|timed/i]],
    links: ["/day/4"],
  },
  {
    question: "what time is souk shopping on tuesday and how much is the guide",
    parts: [[time(14, 30)], [usd(5)]],
    links: ["/day/4", "/budget"],
  },
  {
    question: "palace dinner - which restaurant and what time",
    parts: [[/dar yacout/i], [time(20)]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "how do we pay for the palace dinner, is it prepaid?",
    parts: [[/individual|at the restaurant|on the night|yourself|your own|separately/i]],
    links: ["/dinners", "/day/4"],
  },
  {
    question: "dress code for dar yacout?",
    parts: [[/dressy|best evening outfit|kaftan|djellaba/i]],
    links: ["/dinners", "/day/4", "/faq"],
  },
  { question: "how much exactly is the dinner at dar yacout per person", unanswerable: true },
  { question: "who's the photographer on the 25th, do they have an insta?", unanswerable: true },
  { question: "how much does the photoshoot cost each", unanswerable: true },
  { question: "what time does jardin majorelle close", unanswerable: true },

  // Day 5: Wednesday Nov 26
  { question: "what time do we leave for the desert on wednesday", parts: [[time(7)]], links: ["/day/5"] },
  {
    question: "whats the mountain pass called and how high is it",
    parts: [[/tichka/i], [/2[,.\s]?200|2\.2\s*km/i]],
    links: ["/day/5"],
  },
  { question: "ait benhaddou - isnt that from a movie?", parts: [[/gladiator|game of thrones/i]], links: ["/day/5"] },
  {
    question: "desert camp: cost n what's included",
    parts: [[usd(95)], [/dinner/i, /breakfast/i]],
    links: ["/accommodations", "/budget", "/day/5", "/faq"],
  },
  { question: "what time's the camel ride into the dunes", parts: [[time(16, 30)]], links: ["/day/5"] },
  {
    question: "can i bring my big suitcase to the desert camp lol",
    parts: [[/overnight bag|small bag|small overnight/i]],
    links: ["/faq"],
  },
  {
    question: "i get really carsick, anything i should know for the desert drive?",
    parts: [[/tablet|pill|medic/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "where do we sleep on the 26th",
    parts: [[/desert camp|zagora|tent/i]],
    links: ["/accommodations", "/day/5"],
  },
  {
    question: "how do we get to the desert camp, is it a flight?",
    parts: [[/road|drive|car/i, /atlas|tichka|benhaddou/i]],
    links: ["/faq", "/day/5"],
  },
  { question: "is there an entrance fee at ait benhaddou", unanswerable: true },

  // Day 6: Thursday Nov 27
  { question: "what time is the sunrise thing at the camp on thursday", parts: [[time(6, 30)]], links: ["/day/6"] },
  { question: "how long is the train to fes 😩", parts: [[hours(6, "six")]], links: ["/day/6", "/faq", "/budget"] },
  {
    question: "train to fes price + what time does it leave",
    parts: [[usd(45)], [time(15)]],
    links: ["/day/6", "/faq", "/budget"],
  },
  { question: "where does the fes train stop on the way", parts: [[/rabat/i, /meknes/i]], links: ["/day/6"] },
  {
    question: "do i need to buy my own train tix to fes?",
    parts: [[/host/i, /share|send|sort|handl|provid|give|hand|arrang|book/i]],
    links: ["/day/6", "/faq"],
  },
  { question: "is it first class on the train? do we get seats together", parts: [[/reserved/i]], links: ["/day/6"] },
  { question: "what time do we get to the fes riad that thursday night", parts: [[time(21)]], links: ["/day/6"] },
  { question: "what's the luggage limit on the train to fes", unanswerable: true },

  // Day 7: Friday Nov 28
  {
    question: "what r we doing the second friday",
    parts: [[/medina|fes el[- ]bali/i, /tanner/i]],
    links: ["/day/7"],
  },
  { question: "why do they hand out mint at the tannery 🤢", parts: [[/smell|odou?r|stink|stench/i]], links: ["/day/7"] },
  { question: "when was the al quaraouiyine founded", parts: [[/859/]], links: ["/day/7"] },
  {
    question: "is the fes part of the schedule final?",
    parts: [[/work in progress|may change|might change|could change|not (yet )?final|subject to change|tentative|still being/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  { question: "where do we go into the fes medina, which gate", parts: [[/bou jeloud|blue gate/i]], links: ["/day/7"] },
  { question: "whats the name of the riad in fes? want to look it up", unanswerable: true },
  { question: "how much is the riad dinner in fes on the 28th", unanswerable: true },
  { question: "entry fee for bou inania madrasa?", unanswerable: true },
  { question: "how much does it cost to go into the chouara tannery", unanswerable: true },
  { question: "does the fes riad have a pool", unanswerable: true },

  // Day 8: Saturday Nov 29
  { question: "chefchaouen drive how long", parts: [[hours(4, "four")]], links: ["/day/8"] },
  { question: "what time do we leave for chefchaouen on the 29th", parts: [[time(7, 30)]], links: ["/day/8"] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  {
    question: "whats ras el maa and where do we walk after it",
    parts: [[/spring/i], [/spanish mosque/i]],
    links: ["/day/8"],
  },
  {
    question: "i have to leave a day early on the 29th, where do i fly out from?",
    parts: [[/\bf[eè]s\b/i]],
    links: ["/faq", "/day/8"],
  },
  { question: "how much will the chefchaouen day trip cost for transport", unanswerable: true },

  // Day 9: Sunday Nov 30
  {
    question: "last day - what time's the train to casablanca and how long is it",
    parts: [[time(7)], [hours(4, "four")]],
    links: ["/day/9", "/faq"],
  },
  { question: "which station do we get off at in casa", parts: [[/casa[- ]?voyageurs/i]], links: ["/day/9", "/faq"] },
  {
    question: "farewell lunch - where & when",
    parts: [[/rick/i], [time(12, 30)]],
    links: ["/day/9"],
  },
  {
    question: "hassan ii mosque tour how much and what time",
    parts: [[usd(13)], [time(15)]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what do i wear for the mosque? i'm a girl if that matters",
    parts: [[/scarf/i, /knee|shoulder|arm/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "what time should my flight home be on the 30th, and from which airport?",
    parts: [[/evening|later|after|18[:.h]00|6\s?p\.?\s?m/i], [/\bCMN\b|mohammed (v|5|the fifth)\b/i]],
    links: ["/faq", "/day/9"],
  },
  { question: "how much is the train from fes to casablanca on the last day", unanswerable: true },
  { question: "how much is lunch at rick's cafe roughly", unanswerable: true },

  // Dinners
  {
    question: "list all the group dinners pls",
    parts: [[/foundouk/i, /comptoir darna/i, /nobu/i, /dar yacout/i]],
    links: ["/dinners"],
  },
  {
    question: "i'm gluten free - who do i tell and how far ahead",
    parts: [[/host/i], [/(two|2) weeks/i]],
    links: ["/dinners"],
  },
  { question: "what's on the menu at le foundouk", parts: [[/zaalouk|briouat|prune/i]], links: ["/dinners"] },

  // Stays
  {
    question: "how many suites and pools does the villa have",
    parts: [[num(13, "thirteen")], [/\b(2|two)\s*(swimming\s*)?pools?\b/i]],
    links: ["/accommodations", "/faq"],
  },
  { question: "how big is villa royale", parts: [[/1[.,]4\s*-?\s*(ha\b|hectares?)/i]], links: ["/accommodations", "/faq"] },
  {
    question: "how far is the villa from downtown marrakech",
    parts: [[/20\s*(-|–|to)\s*25/]],
    links: ["/accommodations", "/faq"],
  },
  {
    question: "how many nights in fes and what does it cost",
    parts: [[/\b(3|three)\s*nights?\b/i], [usd(90)]],
    links: ["/accommodations", "/budget"],
  },
  { question: "what's our fes riad like", parts: [[/cedar|zellige|roof terrace/i]], links: ["/accommodations"] },
  { question: "does the villa have a spa or anything?", parts: [[/hammam|massage/i]], links: ["/accommodations", "/faq"] },

  // Getting around
  {
    question: "whats supposed to go on the transportation page? it just says coming soon",
    parts: [[/airport/i, /train/i]],
    links: ["/transportation"],
  },
  {
    question: "how do we get around marrakech, taxis?",
    parts: [[/foot|walk/i, /meter|fare/i]],
    links: ["/faq"],
  },
  { question: "is uber a thing in marrakech", unanswerable: true },
  { question: "how much is a petit taxi from gueliz to the medina", unanswerable: true },

  // Money and the budget
  {
    question: "ok real talk how much is this whole trip gonna cost me",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "what's the bare minimum i'd pay if i skip all the optional stuff",
    parts: [[/440/, /480/]],
    links: ["/budget"],
  },
  { question: "how much do all the optional extras add up to", parts: [[/463/]], links: ["/budget"] },
  {
    question: "what's NOT included in the budget estimate",
    parts: [[/flight/i, /shopping|lunch|drink|tip/i]],
    links: ["/budget"],
  },
  {
    question: "is there a tourist tax? how much",
    parts: [[/28\s*(mad|dh|dirhams?)|2\.75/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "dirham to dollar rate?",
    parts: [[/(?<![\d.])10\s*(mad|dh|dirhams?)|100\s*(mad|dh|dirhams?)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much should i tip at restaurants",
    parts: [[/10\s*(%|percent)?\s*(-|–|to)\s*15\s*(%|percent)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how much cash should i take out each time at the atm",
    parts: [[/1[,.]?000\s*(-|–|to)\s*2[,.]?000/]],
    links: ["/budget", "/faq"],
  },
  { question: "how much should i budget for shopping 🛍️", parts: [[/100/, /500/]], links: ["/budget"] },
  {
    question: "how does haggling work? what % should i start at",
    parts: [[/40\s*(%|percent)?\s*(-|–|to)\s*50/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  {
    question: "card machine asks if i want to pay in dollars or dirhams, which one",
    parts: [[/(choose|pick|pay in|select|go with|opt for|charge in|stick (with|to)|in) (the )?(local currency|dirhams?|MAD)|decline/i]],
    links: ["/budget"],
  },
  {
    question: "what r the prices for each activity on the 24th",
    parts: [[usd(117), usd(40), usd(75)]],
    links: ["/budget", "/day/3"],
  },
  {
    question: "is breakfast at the villa included in the contribution?",
    parts: [[/separate|not included|extra|on top|\$10|10 (usd|dollars)/i]],
    links: ["/budget", "/faq"],
  },
  {
    question: "the $45 airport transfer is that per person?",
    parts: [[/per car|each car|a car|the car|per vehicle|shared/i]],
    links: ["/budget", "/faq", "/day/0"],
  },
  { question: "what's the euro to dirham rate", unanswerable: true },
  { question: "which airline is cheapest from new york to marrakech", unanswerable: true },
  { question: "how much is a round trip flight from london roughly", unanswerable: true },

  // Practical: visas, plugs, weather, culture, health, packing
  {
    question: "do i need a visa on a us passport? and how long does the passport have to be valid",
    parts: [[/visa[- ]free|no visa|don'?t need|do not need|not need|no need|without a visa/i], [/\b(6|six)\s*months/i]],
    links: ["/faq"],
  },
  { question: "my bf has a uk passport, does he need a visa?", parts: [[/consulate/i]], links: ["/faq"] },
  {
    question: "what plug adapter do i need + what voltage",
    parts: [[/C\s*(\/|and|&|or|,)\s*(type\s*)?E\b/i], [/220/]],
    links: ["/faq", "/"],
  },
  { question: "weather in marrakech late nov? how warm", parts: [[/15/, /25/]], links: ["/faq", "/"] },
  { question: "is it gonna rain while we're there", parts: [[/rare|rarely|unlikely|not (much|often)/i]], links: ["/faq"] },
  {
    question: "what time zone is morocco in? are the times on the site local?",
    parts: [[/UTC\s*\+\s*1|GMT\s*\+\s*1/i]],
    links: ["/faq"],
  },
  { question: "what language do ppl speak there", parts: [[/darija|arabic/i, /french/i]], links: ["/faq"] },
  { question: "how do u say thank you in morocco", parts: [[/shukran/i]], links: ["/faq"] },
  { question: "can i drink the tap water", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "is morocco safe for a group like us?", parts: [[/pickpocket|unofficial/i]], links: ["/faq"] },
  { question: "do i need travel insurance", parts: [[/recommend/i, /balloon|quad|medical/i]], links: ["/faq"] },
  { question: "can we drink alcohol there 🍸", parts: [[/licen[cs]ed|hotels?|bars?/i, /public/i]], links: ["/faq"] },
  {
    question: "what should i wear in the souks",
    parts: [[/shoulder/i, /knee/i]],
    links: ["/faq", "/day/0", "/day/2", "/day/4", "/day/7", "/day/8"],
  },
  {
    question: "what should i pack for the desert night",
    parts: [[/fleece|headlamp|head ?torch|lip balm|scarf|layers/i]],
    links: ["/faq", "/day/5"],
  },
  { question: "can i go inside mosques as a non muslim", parts: [[/hassan/i]], links: ["/faq", "/day/9"] },
  { question: "do i need any vaccines before going", unanswerable: true },
  { question: "can i bring my dog 🐶", unanswerable: true },
  { question: "are kids allowed on the trip? my sister wants to bring her 5yo", unanswerable: true },

  // The map
  { question: "what do the red pins mean on the map", parts: [[/must[- ]see/i]], links: ["/map"] },
  { question: "what colour are the restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  {
    question: "which places are must see on the map",
    parts: [[/jemaa/i, /koutoubia/i, /majorelle/i, /hassan/i]],
    links: ["/map"],
  },
  { question: "is there a cooking class somewhere on the map?", parts: [[/maison arabe/i]], links: ["/map"] },
  {
    question: "someone recommended al fassia, any tips?",
    parts: [[/lamb shoulder|day ahead|in advance/i]],
    links: ["/map"],
  },
  { question: "where can i see fixed prices so i dont get ripped off", parts: [[/ensemble artisanal/i]], links: ["/map"] },
  { question: "how many categories are on the map color guide", parts: [[num(7, "seven")]], links: ["/map"] },

  // The gallery and the slideshow
  {
    question: "how many pics can i upload at once and is there a size limit",
    parts: [[num(10, "ten")], [/50\s*MB/i]],
    links: ["/gallery"],
  },
  {
    question: "do i have to put my name when i upload stuff",
    parts: [[/optional|not required|don'?t have to|do not have to|no need/i]],
    links: ["/gallery"],
  },
  { question: "uploaded the wrong pic 😬 how do i delete it", parts: [[/password/i, /select/i]], links: ["/gallery"] },
  { question: "how do i download all the photos at once", parts: [[/zip/i]], links: ["/gallery"] },
  {
    question: "the zip is massive and my mac wont open it, help",
    parts: [[/one day at a time|per day|each day|by day|light zip|day by day/i]],
    links: ["/gallery"],
  },
  {
    question: "how long does each photo stay up on the slideshow",
    parts: [[/\b(7|seven)\s*(s|secs?|seconds)\b/i]],
    links: ["/slideshow"],
  },
  {
    question: "a photo in the gallery says 'preview not available', is it lost?",
    parts: [[/original file/i]],
    links: ["/gallery"],
  },
  { question: "whats the password to delete photos from the gallery", unanswerable: true },

  // Music, the calendar and the phone
  { question: "how do i turn off the music 🔇", parts: [[/bottom[- ]left|lower[- ]left|left[- ]hand corner|left corner/i]] },
  { question: "what's the name of the song that plays on the home page", unanswerable: true },
  {
    question: "the gallery page has no music but every other page does, is that a bug?",
    parts: [[/no music|has no (background )?(music|track)|doesn'?t (have|play) (any )?music|without music|silent|not a bug|on purpose|intentional/i]],
  },
  {
    question: "can i put the itinerary in my calendar",
    parts: [[/add (the whole trip|day \d) to calendar|\.ics|calendar (button|link|file)/i]],
    links: ["/"],
  },
  { question: "will the site work in the desert w no signal?", parts: [[/home screen/i]] },
  { question: "how do i add the site to my home screen on iphone", parts: [[/share/i, /home screen/i]] },
];
