import type { Fact } from "../passages/passage";

// What kind of fact a question asks for, read from its wording, and which
// sentences can answer it. The subject (balloon, camp, villa) comes from the
// question's other words.

export type Kind =
  | "cost" | "when" | "weekday" | "where" | "dress" | "duration" | "distance" | "count" | "size" | "person" | "name" | "secret"
  | "weather" | "food" | "end" | "personName" | "reason" | "founded" | "epithet";

const patterns: [Kind, RegExp][] = [
  ["cost", /\b(how much|^(?:and |so |the )?total (?:for|of)|what(?:'s| is|s) the damage|set (?:me|us|you) back|(?:do|will|did) (?:i|we) owe|owing|chip(?:ping)? in|how low|ballpark|percentage|how many dollars|(?<!fixed[- ])pric(?:e|es|ing)|costs?|fees?|fares?|pay|paying|expensive|pricey|pricy|cheap|budget|deposit|spend|(?<!\bin )charge(?:s|d)?(?! (?:my|the|our|your|a) (?:phone|battery|camera|laptop|stuff|things|electronics|gadgets|tablet|ipad))|(?<!\b(?:book|booking|reserve|get|buy) (?:the |my |our |any |[a-z]+ )?)tickets?(?! (?:in advance|ahead))|admission|free of charge|for free|(?<!(?:gluten|sugar|dairy|alcohol|car|duty|visa|tax)[- ]|(?:morning|afternoon|evening|night|day|time) (?:is |are |was )?(?:still )?)free(?![- ]for[- ]all| (?:time|afternoon|morning|evening|day)\b))\b|\$|%/],
  ["weekday", /\b(?:what|which) day of (?:the )?week\b|\bweekday\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day or (?:mon|tues|wednes|thurs|fri|satur|sun)day\b/],
  // "How late" and "until when" ask when something ends, which the itinerary rarely says.
  ["end", /\bhow late\b|\buntil when\b|\bwhat time (?:does|do|did|will|is|was) [a-z' ]+? (?:end|finish|close|wrap up|over)\b/],
  ["when", /\b(when|kicks? off|(?:what|which) year|(?<!\b(?:next|last|first|every|each|any|some) )(?:what )?times?(?! ?zones?)|how early|how far (?:ahead|in advance|beforehand|before)|what day|which day|(?:what|which) night|what date|dates?|schedule(?![^?]*\bcalendar\b)|start|begin|until|pickup|pick up)\b/],
  ["where", /\b(where|location|located|address|venue|(?<!\b(?:that|this) )place|spot|(?:which|what) (?:airport|station|restaurant|hotel|riad|city|cities|towns?|street|road|neighbou?rhoods?|areas?)|what(?:'s| is|s) the (?:main |big )?(?:square|plaza))\b/],
  ["dress", /\b(wear|wearing|worn|dress|dressing|dressed|dresscode|outfits?|attire|clothes|clothing|shorts|skirts?|sandals|flip[- ]?flops|jeans|heels|sneakers|trainers|leggings|swimsuits?|bikinis?|jumpers?|sweaters?|hoodies?|cardigans?|coats?|(?:tank|crop) tops?)\b|\b(?:what|anything|something|stuff) (?:else )?(?:do|should|shall|must) (?:i|we) (?:need to )?(?:bring|pack)\b|\b(?:anything|something|stuff) (?:else )?(?:i|we) (?:should|need to|must|have to) (?:bring|pack)\b|\b(?:what|anything|something|stuff)(?: else)? (?:(?:i|we) )?(?:need )?to (?:bring|pack)\b|\bpacking list\b|\b(?:need|have|got) to change\b|\bchange (?:clothes|outfits?|into)\b|\bwhat colou?rs?\b(?![^?]*\b(?:map|pins?)\b)|\b(?:something|smth|anything) (?:fancy|nice|smart|dressy)\b|\bdress(?:ed)? up\b|\b(?:is|are)\s+(?:it|the|tonight'?s|tomorrow'?s|dinner|lunch)(?:\s+[a-z]+){0,2}\s+(?:fancy|posh|dressy|formal)\b|\bput on\b(?! (?:the|our|this|a|my) (?:site|gallery|website|tv|telly|television|screen|big screen|slideshow|music|song|playlist))/],
  // "How far ahead should I tell the host?" asks how early, not how far.
  ["distance", /\b(how far(?! (?:ahead|in advance|beforehand|before)\b)|distance|how many (?:km|kms|kilomet(?:re|er)s|miles))\b/],
  ["duration", /\b(how long|length|longest|how many (?:hours|minutes|nights|days)|duration|how old)\b/],
  // "When was it built?", "how old is it?": a date in a place's story, not a time of the trip
  // (nor the host's age: "how old is the host turning").
  ["founded", /\bwhen (?:was|were) [a-z' ]+ (?:found|discovered|rediscovered)\b|\b(?:founded|(?:built|constructed)(?! (?:on|over|by|into|near|at|above|beside|from|with|of)\b)|established)\b|\bhow old\b(?![^?]*\b(?:turn|turning|turns|host|she|he|her|him|birthday)\b)/],
  ["size", /\bhow (?:big|large|high|tall)\b|\b(?:biggest|largest|maximum|max|limit)\b/],
  ["count", /\bhow many\b/],
  ["weather", /\b(?:how|is it|will it be|does it get|it gets?|get|gets) (?:cold|hot|warm|chilly|freezing)\b|\b(?:weather|temperatures?|temps?|rain|raining|rainy)\b|\bhow many degrees\b/],
  ["food", /\b(?:eat|eating|ate|menu|feeding us|feed us|dishes|cuisine|cook|cooks|cooking(?! (?:class|classes|lessons?|courses?|workshops?)\b))\b|\bwhat (?:should|shall|do|did|could|would) (?:i|we) (?:have )?(?:order|ordered|get|try)\b(?= (?:at|in|for)\b)|\bwhat (?:food|(?:kind|sort|type|style) of (?:food|cuisine))\b|\bwhat(?:'s| is| are)? (?:being )?served\b|\b(?:local|typical|traditional|regional|famous|signature|must[- ]try|best) (?:food|dish|dishes|speciality|specialty|specialities|specialties)\b|\bwhat(?:'s| is) for (?:dinner|lunch|breakfast|supper)\b|\b(?:about|like|of) the food\b|\bthe food (?:in|at|like)\b|\b(?:food|dishes|dish|things?) to (?:try|eat|order)\b/],
  // "Why...?" wants a reason, which the notes seldom give: only the occasion, or a "because".
  ["reason", /^(?:and |but |so )?why\b/],
  ["person", /\bwho(?:se|m)?\b(?! (?:can|should|will|do|does|did|could|would|needs?)\b)/],
  // "Which mountain pass do we cross?", "which bars exactly...", "which souks are we walking through?": which ones of their
  // kind, told by their names.
  ["name", /\b(?:name|called)\b|\b(?:which|what) [a-z]+s (?:exactly|specifically)\b|\b(?:which|what) (?:souks?|bars|gardens?|palaces?|museums?|mosques?|madrasas?|tanner(?:y|ies)|villages?) (?:are|r|do|did|were|will) (?:we|i|u|you)\b|^(?:and |so |but )?which ones?\s*[?!.]*$|^(?:and |so )?(?:which|(?:what|whats|what's|what is|what was|what were|what are) (?:the|that|this|those)) (?:mountain |big |old )?(?:pass|valley|airport|station|square|gate|mosque|palace|madrasa|garden|restaurant|village|kasbah|ksar|museum|tannery|river|mountains|desert|souks|bars?|clubs?|lounges?)(?=\s*$|\s*\?| (?:we|do|did|are|is|was|were|in|on|at|near|again)\b)/],
  // "What's Chefchaouen's nickname?": what a place is called beside its name ("the blue pearl of Morocco").
  ["epithet", /\bnick ?names?\b|\b(?:known|famous) as\b|\bthe blue (?:something|what|_+)\b/],
  // Rupa never knows a password (nor a guest's own seat or room, read with the question); the host hands those out.
  ["secret", /\b(?:what|whats|what's|tell me)\b[^?]*\b(?:password|passcode|(?<!(?:red|orange|purple|yellow|green|brown|pink|blue|map) )pin|(?<!dress ?|qr ?)code)\b/],
];

/** Kinds that a passage must be able to answer, or the answerer keeps looking. "Where" only ranks: places hide in prose. */
const demanding: ReadonlySet<Kind> = new Set([
  "cost", "when", "weekday", "dress", "duration", "distance", "count", "size", "person", "name", "secret", "weather", "food", "end", "personName", "reason",
  "founded", "epithet",
]);

const travelTime =
  /\bhow long (?:is|was|will be|does|did|will) (?:the |it take (?:to (?:get|drive|go) )?(?:the )?)?(?:drive|ride|journey|transfer|trip to|way to|transfer to)\b|\bhow long (?:to|does it take to|will it take to|did it take to) (?:get|drive|go|reach|head)\b|\bhow long (?:is it )?to (?:the )?(?:airport|station|villa|riad|camp|medina|city|town|desert|fes|marrakech|casablanca|casa|zagora|chefchaouen|agafay)\b/;

/** Words that ask for a time in themselves, as "start" alone does not. */
const askedTime = /\b(?:when|(?:what )?times?|how early|what day|which day|what date|dates?|schedule|until|pickup|pick up)\b/;

/**
 * "When" inside a clause ("how much should I offer when bargaining") joins clauses; it asks nothing, unless the words
 * before it only open the question ("wait when was the bday dinner").
 */
const subordinateWhen = /(?<=\w\W+)(?<!^(?:wait|ok|okay|so|and|um+|hey|btw|sorry|oh|hmm+|but|also|rupa|yo|sooo*|ugh)\W+)\bwhen\b/g;

const personRole =
  /\b(?:guide|driver|photographer|host|chef|organi[sz]er|planner|owner|manager|pilot|dj|band|singer)s?\b|\bname of the (?:[a-z]+ )?(?:dancer|musician|waiter|storyteller|guy|man|woman|lady|girl|person|dude)s?\b|\b(?:dancer|musician|waiter|storyteller)'?s name\b|\b(?:his|her) name\b/;

export function detectKinds(clause: string): Kind[] {
  const text = clause.replace(subordinateWhen, " ");
  const kinds = patterns.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  const found = new Set(kinds);
  // "What's included in the price?" asks what you get, not what it costs;
  // "can I pay by card?" asks how to pay, not how much.
  // "Where on the site is the budget?" asks for a page.
  if (!/\bprice (?:include|cover)s?\b/.test(text) && /\binclud|\bcover\s*[?!.]*\s*$|\bpay\b[^?]*?\b(?:by|with|in) (?:card|cash|credit|debit|dollars|dirhams|euros)|\b(?:cash|card) or (?:cash|card)\b|\bagree (?:on )?(?:a |the )?(?:price|fare)\b|\b(?:on|in) the (?:site|website|app)\b|\b(?:which|what|a|the) page\b/.test(text)) {
    found.delete("cost");
  }
  // "How long is the drive?", "how long to get downtown?": a travel time, told as a distance is.
  if (travelTime.test(text)) {
    found.delete("duration");
    found.add("distance");
  }
  // "What kind of food is tonight's place?" asks the food of a place, not where it is.
  if (found.has("food") && found.has("where") && /\b(?:kind|type|sort) of food\b|\bcuisine\b|\bmenu\b/.test(text) && !/\bwhere\b/.test(text)) {
    found.delete("where");
  }
  // "Which night is the gold outfit for?" asks when, not what to wear.
  if (found.has("when") && found.has("dress") && /\b(?:which|what) (?:night|day|evening)\b/.test(text) && !/\bwear/.test(text)) found.delete("dress");
  // "Who has the train tickets?" asks who holds them, not their price.
  if (found.has("person") && /\btickets?\b|\btix\b/.test(text)) found.delete("cost");
  // "Who's paying for the birthday dinner?" asks who, not how much.
  if (found.has("person") && /\bpa(?:y|ys|ying|id)\b|\b(?:tickets?|tix)\b/.test(text) && !/\bhow much\b/.test(text)) found.delete("cost");
  // "Why's it called Rick's Café?" asks the reason for the name, which the name itself does not give.
  if (found.has("reason")) found.delete("name");
  // "How many nights" is a span, "how many degrees" the weather; "how many suites" a count.
  if (found.has("duration") || found.has("distance") || found.has("weather")) found.delete("count");
  // "The guide's name" is a person's name: only a sentence about a person can hold it.
  if (found.has("name") && personRole.test(text)) {
    found.delete("name");
    found.add("personName");
  }
  // "Where does it start?", "what percentage to start at?": "start" beside another kind asks no time.
  if (found.has("when") && found.size > 1 && !askedTime.test(text)) found.delete("when");
  if (found.has("founded")) {
    found.delete("when");
    found.delete("duration");
  }
  // "What day of the week" wants the weekday, not any date; "what time does it end", not its start.
  if (found.has("weekday") || found.has("end")) found.delete("when");
  return [...found];
}

/** The words that ask for a kind of fact say nothing about the subject: "how far", "how early". */
const kindPhrases = /\bnick ?names?\b|\b(?:known|famous) as\b|\bhow far (?:ahead|in advance|beforehand)\b|\bhow (?:big|large|far|long|high|tall|old|early|late|many|low)\b|\b(?:called|named)\b|\b(?:what|which) (?:year|night)\b|\b(?:what|which) day of (?:the )?week\b|\bweekdays?\b/g;
/**
 * Words that mostly ask for a kind too ("when does the bar crawl start", "pickup time", "the
 * biggest video", "how much should I offer", "what colours" to wear, not a map's), unless they are all the subject there is ("when does the trip start": the trip's start).
 */
const kindWords =
  /\b(?:start|starts|starting|begin|begins|beginning|end|ends|finish|finishes|ballpark|percentage|founded|built|established|constructed|how old|pick ?ups?|biggest|largest|maximum|max|colou?rs?(?![^?]*\b(?:map|pins?)\b)|kicks? off|chip(?:ping)? in)\b|\bhow much (?:should|do|can|would|shall|must) (?:i|we|you) (?:offer|give|pay|spend)\b|(?<=\b(?:which|what) )(?:city|cities|towns?)\b/g;
/**
 * Asking when or where, "leave for the desert", "get to Fes" and "is breakfast served" ask when the
 * desert, Fes and breakfast are; asking how, they ask the route. "Leave for the airport" is the departure, and
 * "get into the riad" checking in.
 */
const motionWords =
  /\b(?:leave|leaving|head|heading|go|going|get|getting|come|coming|arrive|arriving|set off) (?=(?:back )?(?:for|to|into|in|at) )(?!(?:for|to) the airport\b)(?!(?<=\bget(?:ting)? )(?:in)?(?:to|at) (?:the|our) (?:[a-z]+ )?(?:riad|villa|camp|hotel)\b)|\b(?:served|held|happening|located|situated|location|venue|place|spot|take place|takes place)\b|\bmeet(?:ing)?\b(?! (?:at|in|by|the|up with)\b)/g;

/** Asking how far, "the drive to Agafay" is Agafay. */
const travelWords = /\b(?:drive|ride|journey|transfer|trip|way)\b/g;

/** Asking for food, "serve", "try" and "order" say what is done with it, not where; "local" which food, "the place" whose. */
const foodVerbs = /\b(?:serve|serves|served|serving|feed|feeding|fed|try|order|taste|cook|cooks|cooking|local|typical|traditional|regional|famous|signature|place|spot)\b/g;

export function withoutKindPhrases(clause: string, kinds: readonly Kind[], keepKindWords = false): string {
  const stripped = clause.replace(kindPhrases, " ");
  const withoutMotion = (kinds.includes("when") || kinds.includes("where") ? stripped.replace(motionWords, " ") : stripped)
    .replace(kinds.includes("food") ? foodVerbs : /(?!)/, " ")
    .replace(kinds.includes("distance") ? travelWords : /(?!)/, " ");
  return keepKindWords ? withoutMotion : withoutMotion.replace(kindWords, " ");
}

export function isDemanding(kind: Kind): boolean {
  return demanding.has(kind);
}

const numberWords = "one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty";
const spanText = new RegExp(
  `\\b(?:\\d+(?:[,.]\\d+)?(?:-\\d+)?|${numberWords})[\\s-]?(?:hours?|minutes?|mins?|nights?|days?|metres|meters|km|kilometres|MB|GB)\\b|\\b(?:an|half an|a few) hours?\\b|\\bhectare|\\b\\d+(?:st|nd|rd|th)\\b(?![- ]century)`,
  "i",
);
/** How long something lasts: a time, not a length ("a minaret of about 210 metres"). */
const lastsText = new RegExp(
  `\\b(?:\\d+(?:[,.]\\d+)?(?:-\\d+)?|${numberWords})[\\s-]?(?:hours?|minutes?|mins?|nights?|days?|years)\\b|\\b(?:an|half an|a few) hours?\\b|\\b\\d+(?:st|nd|rd|th)\\b(?![- ]century)`,
  "i",
);
/** How far: a travel time, a length or "walking distance", not a number of nights ("5 nights at Villa Royale") nor a height ("2,200 metres up"). */
const travelText = /\b(?:\d+(?:[,.]\d+)?(?:-\d+)?|an|half an|a few|one|two|three|four|five|six)[\s-]?(?:hours?|minutes?|mins?|km|kilometres|kilometers|miles|metres|meters)\b(?! (?:up|high|tall|above)\b)|\bwalking distance\b|\ba short walk\b/i;
const distanceText = /\b(?:minutes?|hours?)(?: drive)? (?:from|away)\b|\bminute drive\b/i;
const sizeText = /\b(?:largest|biggest|hectares?|\d[\d,.]* (?:lanes|suites|metres|meters|MB|GB|files))\b/i;
/** A number of things ("13 suites", "22. Friends..."), not a clock time, a price, a date, a day number or a span. */
const countText = new RegExp(
  `(?<![$\\d:.,]|day |nov |november )\\b(?:\\d[\\d,]*|${numberWords})[.:]?\\s+(?!(?:am|pm|per|a\\.m|p\\.m|minutes?|mins?|hours?|km|metres|meters)\\b)[a-z]`,
  "i",
);
/** A dress code's "warm days, cold nights" is advice on clothes; the weather is told elsewhere. */
const weatherText = /°C|\b(?:freezing|cold|chilly|cool|warm|sunny|rain|rarely|shower)\b/i;
/** Dishes and meals: what a guest eats, not where or when, and a stop made to eat ("a lunch stop on the way"). */
const foodText =
  /\b(?:cuisine|speciality|specialty|tagines?|pastilla|couscous|salads?|plates|dishes|msemen|pancakes|eggs|bread|amlou|juice|street food|mint tea|fish|seafood|cod|sushi|miso|lamb|chicken|beef|meat|cheese|olives|soup|harira|kefta|zaalouk|briouats?|pastries|desserts?|mezze|kebabs?|grilled|(?:lunch|snack|food) stops?|(?:Berber|Moroccan|traditional) breakfast)\b/i;
/** A time of day: "07:30", "3 PM", "noon", "the evening of". */
export const clockText = /\b\d{1,2}:\d{2}\b|\b\d{1,2} ?(?:AM|PM)\b|\b(?:noon|midday|midnight|morning|afternoon|evening|sunrise|sunset|dawn)\b/i;

/** "Founded in 859", "a 14th-century school": when a place was made. */
const yearText = /\b(?:founded|built|established|completed|dating from|since|discovered|rediscovered) (?:in )?\d{3,4}\b|\b\d{1,2}(?:st|nd|rd|th)[- ]century\b/i;
const priceText = /\$\s?\d|\b\d+(?:-\d+)?% of the (?:asking )?price\b/;
/** A reason: "because", "so that", or what a thing is handed or worn against ("mint for the smell", "a scarf against the dust"). */
const reasonText = /\bbecause\b|,\s*(?:as|since) (?:shoes|you|it|they|most|many)\b|\bso that\b|\bthe occasion is\b|\bto celebrate\b|\b(?:for|against) the (?:smell|dust|sun|heat|cold|wind)\b|\bout of respect\b|\b(?:a tribute|in tribute|in honou?r) (?:to|of)\b|\bnamed (?:after|for)\b/i;
/** "Chefchaouen, the blue pearl of Morocco": a place named, then what it is called. */
const epithetText = /\b[A-Z][\w-]+, the [a-z]+(?: [a-z]+)? of [A-Z][a-z]+\b/;
/** A tip told in coins: "a few dirhams for porters", "small change for helpers". */
export const coinTip = /\ba few (?:small )?(?:dirhams|coins)\b|\bsmall change\b/i;
/** The meals as terms. */
export const mealTerms: ReadonlySet<string> = new Set(["breakfast", "lunch", "dinner"]);
/** A moment named by a meal: "say your goodbyes at breakfast". */
export const mealTime = /\b(?:at|over|during) (?:breakfast|lunch|dinner)\b/i;

/** An end time: "until 23:00", "ends at midnight", "closes at 6 PM". */
const endText = /\buntil\b|\b(?:ends?|finish(?:es)?|closes?|wraps? up) (?:at|by|around|about)\b/i;
const weekdayText = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
/**
 * A capitalised word inside a sentence (not at its start, where every word is
 * capitalised): a name of a person, place or thing, not a weekday or month.
 */
const properName = /(?<=[^\s.!?:;]\s+)(?!(?:Day|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|November|Nov|Morocco|AM|PM)\b)[A-Z][\w'-]+/;

/**
 * "Porters meet us at the gate", "a local guide takes us..., handling the taxis": who does it, named only by their
 * work. It answers "who were the guys with the carts?" and "who's sorting the taxis?", but not "who are the porters?"
 * or "who's our guide?", which ask for names (the answerer checks the question's words).
 */
export const roleSentence = /^(?:the |a |our )?(?:local |licensed )?(porters|guide)\b/i;

export function factAnswers(kind: Kind, fact: Fact): boolean {
  switch (kind) {
    case "duration":
      // "About 40 minutes from Marrakech" is how far a place is, not how long something lasts.
      return lastsText.test(fact.text) && !distanceText.test(fact.text);
    case "distance":
      return travelText.test(fact.text);
    case "count":
      return countText.test(fact.text);
    case "size":
      return sizeText.test(fact.text) || (spanText.test(fact.text) && !lastsText.test(fact.text));
    case "weekday":
      return weekdayText.test(fact.text);
    case "name":
      return properName.test(fact.text);
    case "secret":
      return false;
    case "weather":
      return fact.kind !== "dress" && weatherText.test(fact.text);
    case "food":
      return foodText.test(fact.text);
    case "personName":
      return fact.kind === "person" && properName.test(fact.text);
    case "reason":
      return reasonText.test(fact.text);
    case "end":
      return endText.test(fact.text);
    case "person":
      // "Who has the tickets?": a sentence saying the host does.
      // "Who do I tell about my allergy?": a sentence saying to tell the host.
      return (
        fact.kind === "person" ||
        roleSentence.test(fact.text) ||
        /\bthe host (?:has|holds|keeps|books|buys|hands out|will (?:share|hand out|bring)) (?:it|them|the (?:tickets|password)|tickets)\b|\b(?:tell|ask|let|message|text) the host\b/i.test(fact.text)
      );
    case "epithet":
      return epithetText.test(fact.text);
    case "founded":
      return yearText.test(fact.text);
    case "where":
      // "Arrive a day early and meet us at the riad": where to go, told by where we meet.
      // "ATMs: easy to find in Gueliz, Hivernage and near the medina gates": where they are, told by where they are found.
      return fact.kind === "where" || /\bmeet (?:us|the squad|the group|everyone) (?:at|in)\b|\b(?:find|found|located) (?:in|near|at|on)\b/i.test(fact.text);
    case "when":
      // "Say your goodbyes at breakfast": a time told by the meal.
      return fact.kind === "when" || mealTime.test(fact.text);
    case "cost":
      // An FAQ answer quoting a price or a share of one ("start at 40-50% of the asking price") answers too,
      // and a tip told in coins ("a few dirhams for porters, guides and drivers").
      return fact.kind === "cost" || priceText.test(fact.text) || coinTip.test(fact.text);
    default:
      return fact.kind === kind;
  }
}
