// How guests wrap a question on a phone: text-speak, the asides they add
// before and after it (why they ask, their day, a thing ruled out) and
// phrasings read before any word is corrected. The reader takes these off
// first, so that only the question is left to read.

/** Text-speak and common slips, read as the word meant. */
export const slang: Record<string, string> = {
  u: "you", r: "are", diff: "different", flag: "tell", fez: "fes", fri: "friday", marakesh: "marrakech", marakech: "marrakech", marrakesch: "marrakech", casablance: "casablanca", hit: "visit", hitting: "visiting", tues: "tuesday", thurs: "thursday", weds: "wednesday", ur: "your", ya: "you", pls: "please", plz: "please", shud: "should", shld: "should",
  tix: "tickets", min: "minimum", wat: "what", wot: "what", wht: "what", wats: "what's", whats: "what's", hw: "how", hows: "how's",
  "2day": "today", "2nite": "tonight", wen: "when", whn: "when", whens: "when's", wher: "where", whr: "where", wheres: "where's",
  thx: "thanks", ty: "thanks", bc: "because", cuz: "because", gonna: "going to", wanna: "want to",
  doin: "doing", goin: "going", gettin: "getting", nite: "night", tonite: "tonight", bday: "birthday",
  pic: "photo", pics: "photos", pix: "photos", vid: "video", vids: "videos", ppl: "people", incl: "including",
  n: "and", abt: "about", bout: "about", w: "with", frm: "from", thru: "through", gimme: "give me", b4: "before",
  nites: "nights", nov: "november", smth: "something", sth: "something", recs: "recommend", rec: "recommend",
  resto: "restaurant", restos: "restaurants", aft: "afternoon", arvo: "afternoon", uni: "university",
  gotta: "got to", fave: "favourite", fav: "favourite", bf: "boyfriend", gf: "girlfriend", bff: "best friend", tmr: "tomorrow", tmrw: "tomorrow", rn: "right now", wknd: "weekend", tho: "though",
  d: "the", da: "the", kno: "know", any1: "anyone", some1: "someone", brekkie: "breakfast", brekky: "breakfast",
  kinda: "kind of", sorta: "sort of", wont: "won't", cant: "can't", dont: "don't", doesnt: "doesn't", isnt: "isn't",
  shd: "should", cld: "could", cud: "could", wld: "would", wud: "would", hv: "have", hav: "have", dnt: "don't", wut: "what",
  lemme: "let me", dunno: "don't know", wtf: "what", tmrws: "tomorrow's", yall: "you", yr: "your", probs: "probably", defo: "definitely",
  hr: "hour", hrs: "hours", mins: "minutes", secs: "seconds", info: "information", accom: "accommodation", accomm: "accommodation",
  whos: "who's", tmw: "tomorrow", tmrow: "tomorrow", tomoz: "tomorrow", "2nt": "tonight", nxt: "next", amt: "amount", addy: "address",
  comfy: "comfortable", comf: "comfortable", mosk: "mosque", mosq: "mosque", moske: "mosque",
  meetup: "meeting", meetups: "meeting", pw: "password", pwd: "password", gr8: "great", gd: "good", rly: "really", pple: "people", ppls: "people's",
};

/** Someone the guest speaks for: "my bf is canadian", "my cousin wants to join". */
const someoneClose = "(?:bf|gf|boyfriend|girlfriend|partner|husband|wife|friend|cousin|sister|brother|mum|mom|dad|roommate)";

/** The meals as guests write them, before slang is read ("brekkie"). */
const meals = "breakfast|brekkie|brekky|lunch|dinner|brunch";

/** "4 the palace dinner", "wat 2 wear": a 4 or a 2 before such words is "for" or "to", not a number. */
const forFour = /\b4 (?=(?:the|d|a|an|me|us|you|u|my|our|tonight|tomorrow|today|2day|2nite|2moro|tmrw)\b)/g;
const toTwo =
  /\b2(?= (?:wear|go|do|be|get|eat|bring|pack|see|visit|book|pay|know|say|the|d|a|an|me|us|you|u)\b)|(?<=\b(?:wear|go|going|get|getting|way|back|head|heading|drive|ride|train) )2\b(?= [a-z])/g;

/**
 * Phrasings read before any word is corrected, since the words they hold would be: "this am",
 * "how old is she turning" (the host's birthday), "Sarah's pics" (one guest's, whose name the
 * notes cannot know), "4 the dinner", "wat 2 wear".
 */
export const beforeCorrection: [RegExp, string][] = [
  // "Are we stopping anywhere on the way? need coffee lol": what the stop is wanted for belongs to the question.
  [/\?+\s+(?:i |we )?(?:need|want|could use|dying for|desperate for)(?: a| some)? (coffee|food|snacks?|lunch|tea|a toilet|the toilet|a bathroom)\b[^?]*$/, " for $1?"],
  // "What's this site called?": the trip's name, which the site carries.
  [/\bwhat(?:'s| is|s) (?:this|the) (?:site|website|web site|app) (?:even |actually )?called\b|\bname of (?:this|the) (?:site|website|app)\b/g, "what's the trip called"],
  // "When the ATM asks dollars or dirhams, which do I pick?": the conversion offered, which the notes say to decline.
  [/\b(?:when )?(?:the )?(atm|card machine|card reader|terminal)s? (?:asks|offers|says|wants)(?: me| you)?(?: to pick| to choose)?,? (?:dollars|usd|euros) or (?:dirhams?|mad)\b/g, "the $1 offers to charge me in dollars"],
  // "Will my hair straightener fry?": whether it takes Morocco's voltage.
  [/\b(?:will|would|can|does|is) my (?:[a-z]+ ){0,2}(?:straightener|hair ?dryer|dryer|curler|curling iron|shaver|razor|toothbrush|laptop|charger|appliances?|electronics|devices?|gadgets?) (?:fry|blow up|blow|burn out|burn|explode|work|be (?:ok|okay|fine|safe))\b/g, "what voltage"],
  // "When is the host's birthday dinner?": the birthday dinner, which is the host's.
  [/\b(?:the host'?s|her|his) (?=(?:birthday|bday) (?:dinner|party|celebration|bash)\b)/g, "the "],
  // "When do we leave the villa for good?": when we leave it.
  [/\b(leave|leaving|left|check out of|checking out of) (the |our )?([a-z]+) for good\b/g, "$1 $2$3"],
  // "Whats todays date again lol ive totally lost track": the guest's state, said after the question.
  [/\s*(?:lol |haha )?(?:i'?ve|ive|i have|i) (?:totally |completely |kinda |fully |literally )?lost (?:all )?track(?: of (?:time|the days?|what day it is))?\b/g, ""],
  // "We at the villa tonight or nah": whether we are.
  [/^(?:so )?we (at|in|staying at|sleeping at|still at) (?=(?:the|our) )/, "are we $1 "],
  // "Tmrws dinner, is there like a show?": music or dancers, as the notes call them.
  [/\b(?:is there|will there be|any)(?: like)? (?:a |some )?(?:show|performance|entertainment)\b/g, "is there music"],
  // "Ok we just landed from the balloon, whats next": what comes after it.
  [/^(?:ok |okay |so )?(?:we|i) (?:just |have just |'ve just )?(?:landed|finished|got back|came back|are back|'re back|are done|'re done) (?:from|with) (the [a-z' ]+?),? (?:what(?:'s| is|s) next|what now)\b/, "what's after $1"],
  // "What are we doing at the moment?": right now.
  [/\b(?:at the moment|at this moment|currently)\b/g, "right now"],
  // "Right now where r we supposed to be": what we are doing now.
  [/^(?:right now|rn),? (where (?:are|r) we(?: (?:supposed|meant) to be)?)\b/, "$1 right now"],
  // "Where do I see the prices for everything?", "where's the budget breakdown?": the Budget page.
  [/\bwhere (?:do|can|could) (?:i|we) (?:see|find|check|look at|read) (?:the |all the )?(?:prices|costs)(?: (?:for|of) everything)?\b/g, "where's the budget on the site"],
  [/\bbudget breakdown\b/g, "budget"],
  // "Is the balloon tomorrow or the day after?": when it is.
  [/^(?:is|are) (?:the |our )?([a-z' ]+?) (?:today|tonight|tomorrow|tmrw) or (?:the day after(?: tomorrow)?|the next day|later in the week|after that)\s*(?=[?!.]*$)/, "when is the $1"],
  // "How do i mute the music its loud af": why the guest asks.
  [/,?\s*(?:it'?s|its|it is) (?:so |too |really |way too |kinda )?(?:loud|annoying)(?: af| as hell| lol)?\s*[?!.]*$/, ""],
  // "Music keeps playing how do i mute it": how to mute it.
  [/\b(?:the )?(music|sound|audio) (?:keeps|won'?t stop|is still) (?:playing|going|on)\b,?\s*/g, "how do i mute the $1 "],
  // "What time was the hammam today? did I miss it": whether it is past, which its time tells.
  [/\?\s*(?:did|have) (?:i|we) (?:miss|missed) (?:it|that|this|them)\s*[?!.]*$/, "?"],
  // "What time should I set my alarm for tomorrow?": when the day starts.
  [/\bwhat time should (?:i|we) (?:set (?:my|our|an|the) alarms?(?: for)?|wake up|get up)\b/g, "what time do we start"],
  // "We only checked in this afternoon but what time is villa checkout", "im by the pool rn, anything else planned
  // tonight?": where the guest is and what they did, before the question.
  [/^(?:ok |so )?(?:i|we|i'?m|im|we'?re)\b[^?,]*?,?\s+but (?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can|will|should)\b)/, ""],
  [/^(?:i'?m|im|we'?re|were) (?:at|by) (?:the )?[a-z ]+? (?:rn|right now|now),\s*/, ""],
  [/\banything (?:else )?planned\b/g, "what's on"],
  // "Whole trip roughly how much?": the trip's, as "the trip" opening a question is; "whole" alone only hedges.
  [/^(?:the )?(?:whole|entire|full) trip\b/, "the trip"],
  // "The camel ride wed": Wednesday.
  [/\bwed\b(?=\s*(?:night|morning|evening|afternoon)?\s*[?!.]*$)|(?<=\bon )wed\b/g, "wednesday"],
  // "How many stays are there on the accommodations page?": the page is where the guest reads it.
  [/(?<=^(?:how many|how much|which|when|where)\b[^?]*?)\s+(?:on|in) the (?:accommodations?|budget|dinners?|transportation|itinerary) page\s*(?=[?!.]*$)/, ""],
  // "The price breakdown": the costs in total.
  [/\b(?:price|cost|money) breakdown\b/g, "cost total"],
  // "Which famous people are quoted on the home page?": who is quoted.
  [/\b(?:which|what) (?:famous )?(?:people|persons|authors|writers|celebrities) (?:are|were|is|r) quoted(?: on)?\b/g, "what quotes are on"],
  // "Breakfast at the villa tomorrow before we leave, how much?": the leaving only says when.
  [/\s+before (?:we|i) (?:leave|head out|go|set off|check out)(?=,)/g, ""],
  // "What's good to buy in the souks?": what to shop for there.
  [/\bwhat(?:'s| is|s) (?:good|worth it|best|nice) to (?:buy|get|shop for)\b|\bwhat (?:should|can|could) (?:i|we) (?:buy|get|shop for)(?= in\b)/g, "what to shop for"],
  // "The villa we're moving to today": the villa.
  [/\b(the [a-z]+) (?:we'?re|we are|were|we'll be) (?:moving|going|heading|off|checking in) to\b|\b(the [a-z]+) (?:we'?re|we are|were|we'll be) checking into\b/g, "$1$2"],
  // "How many nights at Villa Royale, starting today?": the nights there.
  [/,?\s*(?:starting|from|beginning) (?:today|tonight)\b(?=\s*[?!.]*$)/, ""],
  // "Anything planned tomorrow afternoon, or is it free time?": what is on.
  [/\banything (?:planned|on|scheduled)\b(?![^?]*\b(?:right now|rn|now|atm|after|before)\b)/g, "what's on"],
  [/(?<!\b(?:right now|rn|now|atm)\b[^?]*),?\s*or (?:is it|are we|do we have) (?:just )?(?:free|chill|chilling|free time|downtime|a free [a-z]+)\b[^?]*/g, ""],
  // "Which day number was the birthday?": which day.
  [/\b(?:which|what) day (?:number|no|#) (was|is|will be) (?=the\b)/g, "what day $1 "],
  // "Will we be back in Fes for dinner tomorrow?": back there, in time for it.
  [/\b(back (?:in|at|to) [a-z]+) (?:for|by|in time for) (?:dinner|lunch|tonight)\b/g, "$1"],
  // "What are we eating right now?": tonight's dishes.
  [/\bwhat (?:are|r) we (?:eating|having)(?: for dinner)? (?:rn|right now|now|tonight)\b/g, "what's on the menu for dinner tonight"],
  // "Wait, what day of the week is it?": today's date.
  [/\bwhat day of the week is it\b/g, "what day is it"],
  // "Where is everyone right now?": what is happening now.
  [/\bwhere (?:is|are|r) (?:everyone|everybody|every1|the group|the squad|we|you guys|u guys)(?: at)?(?: (?:rn|right now|now|at the moment))?(?=\s*(?:[?!.,]|$))/g, "what's happening now"],
  // "Where should I get lunch in the medina?": a good spot, which the map recommends.
  [/\bwhere (?:should|can|could|shall) (?:i|we) (?:get|grab|have|eat) (lunch|a coffee|coffee|a drink|drinks|a snack|food)\b/g, "good $1 spot"],
  // "Can I download other people's photos?": the photos, whoever posted them.
  [/\b(?:other|others'?|other (?:people|ppl|guests|peoples)(?:'s|s)?|everyone(?:'s|s)?|every1s) (photos|pics|pictures|videos|vids)\b/g, "the $1"],
  // "A slideshow on the TV at the riad tonight?": where the screen is changes nothing.
  [/\b(tv|telly|television|big screen|screen) (?:at|in) (?:the|our) (?:riad|villa|camp|hotel)\b/g, "$1"],
  // "Did we already do the tannery or is that tomorrow?": when it was.
  [/^(?:wait,? )?did we (?:already )?(?:do|see|visit|go to|have) (?:the )?([a-z' ]+?)(?: already)?,? or (?:is|was) (?:that|it) (?:tomorrow|tmrw|today|later|still to come)\s*(?=[?!.]*$)/, "when is the $1"],
  // "Is alcohol easy to find?": whether it is available.
  [/^(is|are) (?!(?:it|this|that|there)\b)([a-z]+) (?:easy|hard|easier|difficult) to (?:find|get|buy|come by)\b/, "$1 $2 available"],
  // "What's good to order at Le Foundouk?": what to order there.
  [/\bwhat(?:'s| is|s) (?:good|best|nice) to (?:order|eat|try|get)\b/g, "what should i order"],
  // "Is there anything early tomorrow morning, or can I sleep in?": when the day starts.
  [/^(?:is|r|are) there (?:anything|something) early (tomorrow|tmrw|on [a-z]+)(?: morning)?,? or can (?:i|we) (?:sleep in|lie in|have a lie[- ]in)\b/, "what time do we start $1"],
  // "Is the villa far from town?": how far it is.
  [/^is ((?:the |our )?[a-z' ]+?) far from ((?:the )?[a-z' ]+?)\s*(?=[?!.]*$)/, "how far is $1 from $2"],
  // "Uploading tonight's pics, how many can I do at once?": how many go up at once.
  [/^(?:i'?m |im )?uploading (?:my |our |the |tonight'?s |today'?s |all (?:my |the )?)?(?:pics|photos|videos|vids)\b[^,?]*,\s*how many (?:can|do|should) (?:i|we) (?:do|upload|add|send|put up|post)(?: at once| at a time| in one go)?/, "how many photos can i upload at once"],
  // "What's planned for tomorrow?": what is on.
  [/\bwhat(?:'s| is|s) (?:planned|scheduled|on the schedule|on the agenda)\b/g, "what's on"],
  // "What's the subtitle on the site?": the trip's name, which the subtitle follows.
  [/\bwhat(?:'s| is|s) (?:the |its |the site'?s |the trip'?s )(?:subtitle|sub-title|tagline)\b[^?]*/g, "what's the trip called"],
  // "What kind of music plays on the home page?": the music there.
  [/\bmusic (?:that )?(?:plays|playing|is playing|is on|comes on)\b/g, "music"],
  // "How do I say thanks to the riad staff in Darija?": the word, whoever it is said to.
  [/(?<=\bsay [a-z ]+?) to (?:the |our |my )?(?:[a-z]+ )?(?:staff|driver|drivers|guide|guides|waiter|waiters|people|porters?|team)\b/g, ""],
  // "Suites n pools": and, before the question is split at it.
  [/(?<=[a-z]) n (?=[a-z])/g, " and "],
  // "Food & drink on the map": one thing named with an ampersand.
  [/\b(food|wine|bed|arts?) ?& ?(drinks?|beverages?|dine|breakfast|crafts?)\b/g, "$1 and $2"],
  // "Monday nights dinner", "friday the 21sts theme": whose, with the apostrophe left out.
  [/\b((?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) night|tonight|today|tomorrow|tmrw|yesterday|\d{1,2}(?:st|nd|rd|th))s\b/g, "$1's"],
  // "Where did we sleep Wednesday the 26th?": the date says the day; its weekday adds nothing.
  [/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),? (?=the \d{1,2}(?:st|nd|rd|th)\b)/g, ""],
  // "What's the date today and what weekday is it?", "tomorrow's date and weekday": the date, which comes with its weekday.
  [/(?<=\bdate\b[^?]*?),?\s*(?:\band|&|\+|\bn) (?:what |which |the )?(?:weekday|day of the week|day)(?: is it)?\b/g, ""],
  // "What day is it today lol ive lost track", "what's the date today, lost all track of time": why the guest asks.
  [/(?<=\S)(?:\s*,\s*(?:i'?ve |ive |i )?|\s+(?:i'?ve|ive|i) )(?:lost|losing) (?:all )?track\b(?: of (?:time|the days|days))?[^?]*(?=[?!.]*$)/, ""],
  // "How long before the trip were we supposed to tell the host about allergies?": how far in advance.
  [/\bhow long before the trip (?:were|are|should|do|did) (?:we|i) (?:supposed to |meant to |have to |need to )?/g, "how far in advance should we "],
  // "How long's the drive?": how long is it.
  [/\b(how (?:long|far|much|many|early|late|big|cold|hot))'s\b/g, "$1 is"],
  // "Ok and how much is it?": a word to take the turn, no part of the question.
  [/^(?:ok(?:ay)?|k|alright|right|hmm+|um+|oh)\b,?\s+(?:and|so|then)\b,?\s+(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|did|can|will)\b)/, ""],
  // "The accommodations page says villa royale nov 22-26 so are we back at the villa tonight?": what the guest read, before the question.
  [/^[^?]*?\b(?:says|said|shows|showed|lists|listed)\b[^?]*?,?\s*\bso (?=(?:are|is|do|does|did|will|were|was|what|whats|what's|when|where|how|which|can)\b)/, ""],
  [/\bthis am\b/g, "this morning"],
  // "Can you even get a drink in Morocco? like alcohol": the word that says what was meant belongs to the question.
  [/\?+\s*(?:like|i mean|as in|meaning) ([a-z]+)\s*[?!.]*$/, " $1?"],
  // "What's normal for tipping?": what is done, which the notes tell as advice.
  [/\b(?:what'?s|what is|whats) (?:normal|usual|typical|customary|standard|the norm|expected) (?=(?:for|when|to|with)\b)/g, "what's "],
  // "How does deleting work?", "will the gallery work with no signal?": how it goes, or whether it does.
  // "Will my amex work here?": in Morocco, on any day.
  [/\b(how|does|do|did|will|would|should) ((?:[a-z']+ ){0,3}?[a-z']+) work(?: here| there| in morocco)?\b(?=\s*(?:[?,.!]|$|(?:offline|without|with no)\b))/g, "$1 $2"],
  // "The site music is driving my cat crazy": how the guest feels, not a drive.
  [/\b(?:is |it'?s |its )?driving (?:me|us|my [a-z]+|everyone) (?:crazy|nuts|mad|insane|up the wall)\b/g, " "],
  // "Does the $95 camp cover breakfast?", "part of the camp price": whether the price includes it.
  [/\b(does|will|would) ((?:the |our )?(?:\$?\d+ )?(?:[a-z]+ ){0,2})cover\b/g, "$1 $2include"],
  [/\bpart of the ((?:[a-z]+ )?)(?:price|cost|fee)\b/g, "included in the $1price"],
  // "Was it in the group price?": included in what the group paid.
  [/\b(?:in|on) the group (?:price|cost|total|fee|bill)\b/g, "included in the price"],
  // "Was breakfast extra or is it in the camp price?": whether the price includes it.
  [/\b(?:extra|separate|on top),? or (?:is it |was it |is that |was that )?(?:in|part of) the ((?:[a-z]+ )?)(?:price|cost|fee)\b|\b(?:extra|separate|on top),? or (?:is it |was it |is that |was that )?part of the ([a-z]+)\s*[?!.]*$/g, "included in the $1$2 price"],
  // "How much were Majorelle and the YSL museum, separately?": each price, which a part per thing asks anyway.
  [/,?\s+(?:separately|individually|each)\s*(?=[?!.]*$)/, ""],
  // "When the slideshow is running, how can people add photos?": while it runs; the question is the how.
  // "When haggling, what % should I open at?": while haggling.
  [/^when ((?:the |my |our |it )?(?:[a-z]+ )?(?:is|'s|are) [a-z]+ing|[a-z]+ing)\b,?\s*(?=(?:how|what|can|where|who|will|do|does)\b)/, "while $1 "],
  // "I owe the host for the balloon, how much was it?": what the balloon cost.
  [/\b(?:i |we )?owe (?:the host|someone|somebody|anyone|her|him|them) for\b(?=.*\bhow much\b)/g, "cost of"],
  // "Rupa, why are you a goat?", "morning rupa 🐐 what's...": the name called, and a greeting, before the question ask nothing.
  [/^(?:hey |hi |ok |so |(?:good )?morning |(?:good )?evening |afternoon )?rupa\b[\s,!:·]*(?=(?:why|what|whats|what's|when|where|how|which|who|is|are|do|does|can|could|should|will)\b)/, ""],
  // "Morning! what's the plan today?": a greeting, not the part of the day asked about.
  [/^(?:good )?(?:morning|evening|afternoon)\b[\s,!.·]*(?=(?:rupa\b|why|what|whats|what's|when|where|how|which|who|is|are|do|does|can|could|should|will)\b)/, ""],
  // "How do I get the photos onto my laptop?": downloading them.
  [/\b(?:get|put|save|copy|move|transfer) (?:the |all the |all |my |our )?((?:[a-z]+ )?(?:photos|pics|pictures|videos))\b([a-z ]{0,20}?) (?:on|onto|to) (?:my|a|the) (?:laptop|computer|mac|macbook|pc|drive|hard drive)\b/g, "download $1$2"],
  // "What comes after the walk, the madrasa?": the guest's guess at the answer, not part of the question.
  [/^((?:and )?what(?:'s| is|s)? (?:comes? |is |happens )?(?:after|before|next after) (?:the |our )?[a-z]+(?: [a-z]+)?), (?:the |a )?[a-z]+(?: [a-z]+)?\s*\?/, "$1?"],
  // "Where on the site can I see what everything costs?": the budget, which has a page of its own.
  [/\b(where (?:on the (?:site|website)|can i (?:see|find|check))|(?:which|what|a|is there a) page)\b([^?]*?)\b(?:what (?:everything|it all|things|stuff|each day|the trip) costs?|(?:all )?the (?:costs|prices))\b/g, "$1$2 the budget"],
  // "How much should I spend in the souks?": what guests budget for shopping, not the souk guide's fee.
  [/\bhow much (?:should|do|would|will|can) (?:i|we) (?:spend|budget|bring)(?: on shopping| shopping| (?:in|at|for) the souks?| for shopping)\b/g, "how much do many guests budget for shopping"],
  // "Was the camel ride extra or included?": whether it was included.
  [/\bextra,? or (?:(?:was|is|were|are) (?:it|that|they) )?included\b|\bincluded or extra\b/g, "included"],
  // "Is the camel ride included in the camp?": in what the stay costs, which the ride's own price tells.
  [/\bincluded (?:in|with) (?:the |our )?((?:desert )?camp|villa|riad|stay)\s*(?=[?!.]*$)/g, "included in the $1 price"],
  // "How much do I tip the airport driver?": a driver, as the tipping advice says.
  [/\b(tip(?:ping)?(?: for)? (?:the |our )?)(?:airport|transfer|taxi) driver\b/g, "$1driver"],
  // "What do we get to see inside on the mosque tour?": what the tour shows, inside being where it shows it.
  [/\b(see|visit|show(?: us| you| u| me)?) (?:inside|in there)\b/g, "$1"],
  // "How long are we away in total?", "first and last date of the trip": the trip's length and dates.
  [/\bhow long (?:are|r|will) we (?:be )?(?:away|gone|there|in morocco|travell?ing)\b/g, "how long is the trip"],
  [/\b(?:the )?first and last (?:date|day)s?(?: of)?\b/g, "the dates of"],
  // "The birthday girl's age": the host's.
  [/\bthe (?:birthday|bday) (?:girl|boy|person|gal|guy|queen|king)\b/g, "the host"],
  // "Where can I see all the restaurants in one place?": the page listing them.
  [/\bwhere (?:can|do|could) (?:i|we) (?:see|find|look at|check|get) all (?:the |our )?(restaurants|dinners|stays|hotels|riads|prices|costs|activities|places)(?: in one (?:place|spot|page))?\b/g, "is there a page with all the $1"],
  // "Who's getting the train tix?": who has them.
  [/\bwho(?:'s| is|s)? (?:getting|buying|booking|sorting|handling|grabbing|organi[sz]ing)\b/g, "who has"],
  // "How old is she turning?": the host's age.
  [/\bhow old (?:is|will) (?:she|he|they|the host|our host|the birthday (?:girl|boy|person|gal|guy))(?: be)? turning\b|\bhow old (?:is|will) (?:she|he|the host|our host) (?:be|turn)\b/g, "what age does the host turn"],
  // "What's the full plan for tomorrow?": the plan; all of it is what a day's plan tells.
  [/\b(?:full|whole|entire|complete) (?=(?:plan|plans|schedule|itinerary|agenda|rundown|lineup|line-up|timetable)\b)/g, ""],
  // "Should I keep my dirhams for next time?": a later trip the notes know nothing of, nor need to.
  [/\b(?:for |until |till |by )?(?:the )?next time\b/g, " "],
  // "Someone said the tannery reeks", "apparently...": hearsay, whose words are the guest's, not the subject.
  [/^(?:so |ok |omg )?(?:someone|somebody|people|everyone|a friend|my friend|they|(?:our|the|my) (?:guide|driver|waiter)) (?:said|says|told me|mentioned|keeps? saying)(?: that)?\b|^(?:so |ok )?i (?:heard|read)(?: that)?\b|\bapparently\b/g, " "],
  // "Will my bank charge me fees?": what the card's issuer charges abroad, the notes' card fees.
  [/\b(?:will |does |do |would )?(?:my|the|our) bank (?:charge|charges|charging)(?: me| us)?\b/g, " card fees "],
  // "Which cities does the trip cover?": where we are going.
  [/\b(?:which|what) (?:cities|towns|places) (?:does|will|do) (?:the |this |our )?trip (?:cover|include|visit|go to|take in)(?: overall| in total| altogether)?\b|\blist (?:all |every )?(?:the )?(?:places|cities|towns) (?:we went|we go|we visited|the trip goes)(?: to)?\b/g, "where are we going"],
  // "What should I wear for the travel day tomorrow?": the day named, whatever the guest calls it.
  [/\b(?:for |on )?the (?:travel|travelling|traveling|transit|driving|long|big|moving) day(?= (?:tomorrow|tmrw|today|tonight|on)\b)/g, " "],
  // "Did we pay in advance or at the restaurant?", "...there or in advance": how it is paid, which one answer tells.
  [/\b(?:in advance|upfront|up front|beforehand|ahead of time) or (?=at |on |there\b)|\s+or (?:in advance|upfront|up front|beforehand|ahead of time)\b/g, " "],
  // "Is the birthday dinner today or tmrw?", "tomorrow or later in the week?": which day it is on.
  [/\b(?:today|tonight|tomorrow|tmrw|tmr|2moro) or (?:tomorrow|tmrw|tmr|2moro|tonight|later(?: in the week| on| this week)?|another day|some other day)\b|\bthe \d{1,2}(?:st|nd|rd|th)? or the \d{1,2}(?:st|nd|rd|th)?\b/g, "on which day"],
  // "The minimum I'm paying, just the fixed stuff": the fixed costs.
  [/\b(?:the )?(?:bare |absolute )?(?:minimum|least) (?:i'?m|i am|we'?re|we are|i'?d|i would|i'?ll|we'?d|we'?ll|i can|we can)(?: be)? (?:paying|spending|pay|spend)\b|\bfixed (?:stuff|part|bit)\b/g, "fixed costs"],
  // "Is the agafay day extra $$?": whether it costs extra.
  [/\bextra(?= ?\$)|\$\$+/g, " cost "],
  // "Are lunches covered or are we on our own?": whether they are included.
  [/\b(covered|included) or (?:are|r) we on our own\b/g, "$1"],
  // "Will there be food when we get to Fes?", "is there food at the riad when we get in tonight": a meal waiting on arrival.
  [/\b(?:will there be|is there|do we get|can we get|will we get)(?: any)? (?:food|something to eat|anything to eat|fed|dinner|supper)(?: (?:at|in) (?:the|our) [a-z]+)?(?: ready| waiting)? (?:when|once) (?:we|i) (?:get in|arrive|get to|reach|roll in(?:to)?)\b/g, "is there supper at checkin in"],
  // "How do our bags get to the riad if cars can't go in?", "will anyone help with bags?": the porters, who carry them.
  [/\b(?:if|since|as|when) (?:the )?cars (?:can'?t|cant|cannot|don'?t|dont|aren'?t allowed to|are not allowed to) (?:go|get|drive|come) in(?:side|to)?\b|\b(?:will|does|is) (?:anyone|someone|somebody|there anyone) (?:help|helping|carry|carrying) (?:w |with )?(?:our |the |my )?(?:bags|luggage|suitcases)\b|\bwho (?:took|takes|carried|carries|brought|brings|wheeled|wheels|moved|moves|will take|will carry) (?:our |the |my )?(?:bags|luggage|suitcases)\b/g, " porters "],
  // "I'm a girl if that matters": the guest's own aside.
  [/,?\s*\b(?:if|in case) (?:that|it) (?:matters|helps)\b/g, " "],
  // "How much do the extras add up to?": their total.
  [/\badds? up(?: to)?\b|\bcome to in total\b/g, " total "],
  // "I wanna squeeze in a hammam before we leave, how much": when the guest means to do it, not a question about leaving.
  [/^([^?]*\b(?:wanna|want to|hoping to|trying to|going to|gonna|would like to|i'?d like to)\b[^?,]*?) before (?:we|i) (?:leave|go|head home|fly home)\b/, "$1"],
  // "If I close this chat how do I get it back?": where the chat is found.
  [/\bhow (?:do|can|will) (?:i|we) get (?:it|you|u|the chat|rupa) back\b(?<=\b(?:chat|rupa|you|u|close|closed|shut|x)\b.*)/g, "where do i find the chat"],
  // "If I close this chat how do I find you again?", "how do we find the riad": where it is.
  [/\bhow (do|can|will|would|should) (i|we) find\b/g, "where $1 $2 find"],
  // "The accommodations page lists how many stays?": what the page's subject holds; the page and its listing are no subject.
  [/\b(?:the |on the )?(accommodations?|stays|dinners|budget|faq|map|gallery) page (?:lists|shows|has|says|mentions|gives)\b/g, "$1"],
  // "The card machine asked if I want to pay in my home currency, should I say yes?": the choice offered is the question.
  [/,?\s*(?:should|do|shall) (?:i|we) (?:say|press|hit|tap|click) (?:yes|no|ok|accept)\b/g, " "],
  // "What's the next thing on the schedule after tonight?": tomorrow's first.
  [/\b(?:the )?next thing(?: on the (?:schedule|plan|itinerary))? after tonight\b/g, "tomorrow morning"],
  // "Give me tomorrow in one line": the plan, however short.
  [/\bin (?:one|a) (?:line|sentence|word)\b|\btl;? ?dr\b/g, " "],
  // "Could the times still change?": whether the plan may change.
  [/\b(could|might|may|will|can) the (?:times|timings|schedule|plan) (?:still )?change\b/g, "$1 change"],
  [/\b(?:schedule|timings?|times) (?=(?:final|locked in|set in stone|confirmed)\b)/g, "itinerary "],
  // "If I close it, where do I find you?": shutting the chat, as the notes say, not being near.
  [/\bclos(?:e|ed|ing) (it|this|the chat|the window|that)\b/g, "shut $1"],
  // "Will it stay muted next time?": whether the site remembers, not a stay.
  [/\b(?:stay|stays|remain|remains) (muted|off|silent|quiet)\b/g, "remembers $1"],
  // "Quick maths help: how many dirhams to a dollar?": the question after the heading.
  [/^(?:quick )?maths? (?:help|question|q)\s*[:,-]?\s*/, ""],
  // "What dates are we booked at the Fes riad?": the dates of the stay.
  [/\b(are|were|r) we booked (?=at|in|into)/g, "are we staying "],
  // "Can I take photos of the people working in the souks?": of people, wherever they are.
  [/\b(photos?|pics?|pictures?) of (?:the )?(?:locals|people|ppl|vendors|sellers|tanners)(?: (?:working|selling|cooking))?(?: (?:in|at|on) (?:the )?(?:streets?|souks?|square|medina|stalls?|market))?\b/g, "$1 of people"],
  // "What languages do people speak, will my French help?": whether French is spoken.
  [/,?\s*(?:will|would|does|can) my ([a-z]+) help\b/g, " $1"],
  // "How do I see just the photos Jess uploaded?", "only what my sister posted": one person's photos, whoever they are.
  [/\b(?:the )?(?:photos?|pics|pictures|ones|stuff|what) (?:that )?(?:my )?(?!(?:i|we|you|u|they)\b)[a-z]+ (?:uploaded|posted|added|put up|shared)\b/g, "the photos one person posted"],
  // "If I lose signal on the drive, can I still ask you stuff?": whether the chat works with no signal.
  [/\b(?:if|when|once) (?:i|we) (?:lose|lost|have no|got no|get no|don'?t have) (?:any )?(?:signal|reception|connection|data|bars|internet)\b|\b(?:with no|without|with no (?:any)?) (?:wifi|wi-fi|internet|signal|reception|data|connection)\b/g, "with no signal"],
  [/\b(?:look at|view|read|see)(?= (?:the )?(?:itinerary|site|schedule|plan)\b[^?]*\bno signal\b)/g, "open"],
  [/\bcan (?:i|u|you) still (?:ask (?:you|u)(?: stuff| things| questions| anything)?|answer|chat|use (?:you|u|the chat))\b|\b(?:will|does|do|would) (?:you|u|the chat) (?:still )?work\b/g, "the chat"],
  [/\b(?:does|will) it still (?:send|go through)\b/g, "the chat"],
  // With no signal, where the guest is (on the train, at the camp) changes nothing.
  [/\b(?:on|in|at) the (?:drive|train|road|bus|plane|flight|car|van|desert|camp)\b(?=[^?]*\bno signal\b)|(?<=\bno signal\b[^?]*?)\s(?:on|in|at) the (?:drive|train|road|bus|plane|flight|car|van|desert|camp)\b/g, " "],
  // "My cousin wants to join for the Fes part, does she need a visa?": who may join is the host's call; the visa is the
  // question, unless it asks about the joining ("is there room for him?").
  [/^(?:my|our) [a-z]+ (?:wants?|wanna|would like) to (?:join|come)\b[^?,]*[,?]\s*(?=(?:does|do|is|are|can|will|would|what|how|which)\b)(?![^?]*\b(?:room|space|spot|place|him|her|them|allowed|ok|okay|fine|join|come|bring)\b)/, ""],
  // "My bf is asking what this trip is even for": the question relayed.
  [/^(?:my|our) [a-z]+ (?:is asking|asks|asked|wants to know|keeps asking)\s+/, ""],
  // "Can I see only my friend's uploads?": one person's photos.
  [/\b(?:my |our )?(?:friends?|sisters?|brothers?|partners?|cousins?|mums?|moms?|roommates?)'?s? (?:uploads|photos|pics|pictures)\b/g, "the photos one person posted"],
  // "Which night did we sleep in the desert instead of the villa?", "what were the places we stayed, in order?": the question without the alternative set aside or the order asked.
  [/,?\s*\binstead of (?:the |our |going to )?[a-z]+\b|,?\s*\bin (?:that |the right )?order\b(?=\s*[?!.]*\s*$)/g, " "],
  // "I accidentally uploaded a screenshot of my bank app, how do I delete it?": a photo uploaded by mistake, whatever it shows.
  [/\b(?:i )?(?:accidentally|mistakenly) uploaded (?:a|an|the|my)\b[^?·.,!]*|\b(?:i )?uploaded (?:a|an|the|my)\b[^?·.,!]*?\bby (?:accident|mistake)\b/g, "i uploaded a photo by mistake"],
  // "I slept through the photoshoot, what time did it start?": the guest missed it, and was in no stay.
  [/\b(?:slept|sleep|sleeping) (?:through|thru)\b/g, "missed"],
  // "Can I sleep in tomorrow or is it an early one?": when the day starts ("slow" alone finds slow-cooked tagines).
  // "What did we sleep in last night?" asks what we slept in.
  [/(?<!\b(?:what|where|which) (?:did|do|will|are|were) (?:we|i) )\b(?:sleep|lie) in\b(?! (?:the|a|an|our|my|this|that|fes|marrakech|zagora|chefchaouen|casablanca|casa|agafay|tents?)\b)|\bsleep late\b|\bhave a lie[- ]in\b/g, "what time do we start"],
  [/,?\s*or (?:is it|will it be) (?:an early (?:one|start)|early)\b/g, " "],
  // "The last night before flying home": the trip's last night.
  [/\b(the (?:very )?last night) before (?:we |i )?(?:fly|flying|leave|leaving|go|going|head|heading) home\b/g, "$1"],
  // "What's the haggling rule?": advice on haggling.
  [/\b(haggling|bargaining|tipping|photo|dress) rules?\b/g, "$1 advice"],
  [/\bthe rules? (?:for|of|on|about) (haggling|bargaining|tipping)\b/g, "$1 advice"],
  // "Walk between bars with a drink in hand", "drink in the street": drinking in public.
  [/\bwith a drink in (?:my |your |our )?hands?\b|\b(?:drink|drinking) (?:in|on) the streets?\b/g, " drinking in public "],
  // "My video is like 80mb, will it upload?": whether it is within the size limit.
  [/\b(?:is |it'?s )?(?:like |about |around |over |almost )?\d+(?:\.\d+)? ?(?:mb|gb|megs?)\b/g, " size limit "],
  // "Tmrw whats the plan, start to finish": the plan, however whole.
  [/,?\s*\b(?:from )?(?:start to finish|beginning to end|morning (?:to|till|til) night)\b/g, " "],
  // "Palace dinner outfit ideas?", "how's the weather looking?": the outfit, the weather.
  [/\b(outfit|outfits|dress|clothes|wear)(?: ideas?| inspo| inspiration| suggestions?)\b/g, "$1"],
  [/\b(weather|forecast) looking\b/g, "$1"],
  // "How many nights was the villa booked?": its nights, which the notes list rather than book.
  [/(?<=\bhow many nights\b[^?]*)\b(?:booked|reserved)(?: for)?\b/g, ""],
  // "How low do I start when haggling?", "where do I start when haggling": the opening offer, whatever the haggling is called.
  [/\bhow low (?:should|do|can|would|shall) (?:i|we|you) (?:start|go|offer|open)\b|\bwhere (?:should|do|can|would) (?:i|we|you) start(?= (?:when|while) (?:haggl|bargain|barter))/g, "how much to bargain"],
  // "How low do I start when haggling for a rug?": the same rule whatever is haggled for.
  [/\b((?:haggl|bargain|barter|negotiat)[a-z]*) (?:for|over|on) (?:a|an|the|my|some|this|that|these|those) (?:[a-z]+ )?[a-z]+(?=\s*[?!.]*$)/g, "$1"],
  // "Do porters expect a tip?", "whats this tourist tax on my bill": the tip, the tax.
  [/\bexpect(?:s|ed|ing)? (?:to be tipped|(?:a )?tips?)\b/g, "tip"],
  [/\s+on (?:my|our|the) (?:bill|invoice|receipt)\b/g, " "],
  // "Recap yesterday for me": the day's plan.
  [/\b(?:recap|rundown of|run down of|summary of|summari[sz]e)(?= (?:yesterday|today|tonight|tomorrow|day \d|the day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/g, "what was the plan"],
  // "Did some people start flying home yesterday?": whether they left, not when something starts.
  [/\b(?:start(?:ed|ing)?|begin|began|beginning) (?=(?:flying|leaving|heading|going) (?:home|out)\b)/g, ""],
  // "Can I wear the kaftan I bought yesterday?": when the guest bought it is no day the question asks about.
  [/\b((?:i|we) (?:bought|got|picked up|found)(?: (?:it|them|one))?) (?:yesterday|yday|ytd|today|earlier|last night|this morning)\b/g, "$1"],
  // "How much should I set aside for shopping?": budget for it.
  [/\b(?:set|put) aside\b/g, "budget"],
  // "How do I grab a massage slot?": get one.
  [/\bgrab (?=(?:a |one |my )?(?:slot|spot|massage|hammam|seat|table)\b)/g, "get "],
  // "Do we eat after the balloon landing?": after the balloon, which comes down where it flies.
  [/\b(balloon) (?:landing|lands|landed|comes down)\b/g, "$1"],
  // "The drive down to Zagora": the drive to it, whichever way is down.
  [/\b(drive|driving|ride|road|head|heading|go|going|way) (?:down|up|out) (?=to\b)/g, "$1 "],
  // "Is Rick's expensive? how much per person": the price of the thing asked about, which the notes give per person.
  [/\bhow much (?:is it |are they |does it cost |would it be )?(?:per person|per head|a head|pp|each)(?=\s*(?:[?!.,]|$))/g, "how much"],
  // "Lost track of time, what day of the trip are we on": why the guest asks.
  [/^(?:ok |so |omg |ugh |sorry,? |sry,? )?(?:i'?ve |i )?(?:lost|losing) (?:all )?track of (?:time|the days|days)\b[,.!\s·]*(?=(?:what|whats|what's|which|when|where|how|is|are|do)\b)/, ""],
  // "How much do banks charge in foreign fees?": what the fees cost, whoever charges them.
  [/\b(?:do|does|will|would) (?:the |my |your |our )?banks? (?:usually |normally |typically |generally )?charge\b/g, "do they charge"],
  // "Show everyone's photos on the big TV at the riad": on a TV, wherever it is.
  [/\b((?:tv|telly|television|screen|projector)s?) (?:at|in) (?:the|our) (?:riad|villa|camp|hotel)\b/g, "$1"],
  // "Did we split the bill or pay our own?": how the dinner was paid.
  [/\bsplit (?:the |a )?(?:bill|check|cost|tab)\b/g, "pay"],
  [/(?<=\bpay\b[^?]*)\s+(?:as a (?:group|squad|team)|together)\b/g, ""],
  // "Anything useful to bring besides clothes?": what to bring.
  [/,?\s*\b(?:besides|apart from|other than|except(?: for)?) (?:clothes|clothing|the obvious)\b/g, ""],
  [/\b(?:anything|something|stuff) (?:useful|handy|else|extra) (?:to|i should|we should) (bring|pack)\b/g, "what should i $1"],
  // "My flight is monday, which hotel in casablanca should i stay at?": the guest's own plans, before a question that stands alone.
  [/^(?:my|our) (?:flight|plane)(?: home| back| out)? (?:is|leaves|departs|goes)\b[^?,]*,\s*(?=(?:what|whats|what's|which|where|when|how|is|are|do|does|can|should)\b)(?![^?]*\b(?:it|that|then|flight|plane)\b)/, ""],
  // "The madrasa we saw friday late morning": in the morning.
  [/\b(?:late|early|mid)[- ]?(morning|afternoon|evening)\b/g, "$1"],
  // "My bf is canadian, did he need a visa?": the nationality is what the visa note goes by.
  [new RegExp(`\\bmy ${someoneClose}(?:'s| is) (canadian|american)\\b`, "g"), "$1"],
  [new RegExp(`\\bmy ${someoneClose}(?:'s| is) (?:british|australian|irish|french|german|dutch|spanish|italian|indian|mexican|brazilian|chinese|japanese|a? ?[a-z]+ citizen)\\b`, "g"), "other nationality"],
  // "How did paying work for the palace dinner?": how we paid.
  [/\bhow (?:does|did|do|will) (?:paying|payment|the payment|the bill|splitting the bill) work\b/g, "how did we pay"],
  // "Which card brands work best over here?": which cards work in Morocco, on any day.
  [/\bcard (?:brands?|types?|networks?|companies)\b/g, "cards"],
  [/\b(?:over here|in this country)\b/g, "in morocco"],
  // "What should I keep on me on the train?": what to keep close.
  [/\b(keep|have|carry) (?:on|with) (?:me|us|you|my person)\b/g, "$1 close"],
  // "Villa breakfast, how much and how do I get it?": how to have it, which the notes tell as signing up.
  [/\bhow (?:do|can|would|should) (?:i|we) (?:get|order|have) (?:the )?(it|one|them|that|breakfast|brekkie|lunch)\b|\bhow do (?:i|we) get in on (it|that|this)\b/g, "how do i sign up for $1$2"],
  // "How far in advance were we supposed to say, and to who?": and who to tell.
  [/,?\s*\band to who(?:m)?\b/g, " and who do we tell"],
  // "What's the first thing on the 27th, and what time?", "what was the first thing on today's schedule": when and with
  // what the day starts (or started).
  [/\bwhat(?:'s| is|s) (?:the )?first(?: thing| activity| item| stop| up)?(?: we do)?(?= (?:on|for|tomorrow|tmrw|today|tonight|this)\b)/g, "what time do we start"],
  [/\bwhat (?:was|were) (?:the )?first(?: thing| activity| item| stop)?(?: we did)?(?= (?:on|for|today|this|yesterday)\b)/g, "what time did we start"],
  [/(?<=\bwhat time do we start\b[^?]*?),?\s*(?:and|&|\+) (?:what|wat) time\b/g, ""],
  // "What did we do on Saturday, already feels like a week ago": how long ago it feels, not when it was.
  [/,?\s*(?:it )?(?:already |honestly )?feels like (?:a week|ages|forever|a month|years|a lifetime|a year)(?: ago)?\b/g, ""],
  // "What did we do this morning, was too hungover to remember lol": why the guest asks.
  [/,\s*(?:i )?(?:was|were|am|i'm|im) (?:too |so |way too )?[a-z]+ to remember\b[^?]*$/g, ""],
  // "Yesterday was a blur, what did we do": the day the guest asks about, not the blur.
  [/\b(yesterday|today|last night|this morning|the [a-z]+ day|day \d|saturday|sunday|monday|tuesday|wednesday|thursday|friday) (?:was|is) (?:a |such a |all a |kind of a |kinda a )?(?:blur|haze|whirlwind|mess)\b,?\s*(?:lol |haha )?/g, "$1 "],
  // "The smelly place we went to at 2 this afternoon": the part of the day names it; the guest's hour is approximate.
  [/\bat (?:like |about |around )?\d{1,2}(?::\d{2})?(?: ?[ap]m)?(?= (?:this |in the )?(?:afternoon|morning|evening|tonight|today)\b)/g, ""],
  // "Are we free until dinner?": when the next thing is.
  [/\bare we free (?:rn |right now |now )?(?:until|till|til|before) (?:the )?([a-z]+)\b/g, "when is $1"],
  // "What do card foreign fees usually run?": how much they are.
  [/^what (?:do|does|would|will) (.+?) (?:usually |typically |normally )?run(?: (?:you|me|us))?\b/g, "how much are $1"],
  // "My charger doesn't fit the socket here, what plug adapter do I need?": the trouble, told before the question.
  [/^my [a-z]+ (?:doesn'?t|does not|won'?t|isn'?t|can'?t|didn'?t) [^,?]*[,.!]\s*(?=(?:what|which|how|where|do|can|is)\b)/g, ""],
  // "Is the photographer tomorrow or when?": when it is.
  [/^(?:so |and )?is (?:the |our )?([a-z]+(?: [a-z]+)?) (?:today|tonight|tomorrow|tmrw) or when\b/g, "when is the $1"],
  // "Heyy", "heyyy": hey.
  [/\bhey{2,}\b/g, "hey"],
  // "What weekday is tomorrow?": the day of the week.
  [/\bwhat weekday\b/g, "what day of the week"],
  // "Next stop??": what comes next.
  [/^(?:so |ok |and )?(?:what(?:'s| is|s) (?:the |our )?)?next stop\b/g, "what's next"],
  // "What's the weather like in general?": the weather.
  [/\s*\b(?:in general|generally|in a nutshell)\b/g, ""],
  // "How early do they need to know about allergies?": how far ahead to tell the host.
  [/\bhow (?:early|far ahead|long before) do (?:they|you|the host|the restaurants?) (?:need|have|want) to (?:know|hear|be told)\b/g, "how far in advance do we tell the host"],
  // "Where do I see all the costs laid out?": where they are listed.
  [/\s+(?:laid|set|spelled|written) out\b/g, ""],
  // "Anything after dinner tonight or just bed?": the guest's own guess at the answer.
  [/,?\s*\bor (?:just |straight to |off to )?(?:bed|sleep|chill(?:ing)?|nothing)\s*(?=\?|$)|,?\s*\bor (?:straight|right|directly) (?:to|for) the airport\s*(?=\?|$)/g, ""],
  // "What's the square called where the red kasbah is?": the square with the red kasbah.
  [/\b([a-z]+) called where (the [a-z]+(?: [a-z]+){0,2}) (?:is|was|are|were)\b/g, "$1 with $2 called"],
  // "What dates is the Fes riad booked for?": its dates.
  [/\s+booked(?: for)?\s*(?=\?|$)/g, ""],
  // "Which city are we in rn?": where we are now.
  [/\b(?:which|what) (?:city|town) (?:are|r) we (?:in|at)\b/g, "where are we"],
  // "Is there a slideshow mode?": the slideshow; "how do I get out of delete mode": how to cancel.
  [/\b(slideshow|offline) mode\b/g, "$1"],
  [/\bhow (?:do|can) (?:i|we) (?:get out of|leave|exit|quit|stop) (?:the )?(?:delete|deleting|selection|select) mode\b/g, "how do i cancel deleting photos"],
  // "Is the transportation page finished yet?": whether it is finalized, as the page says.
  [/\b(page|section)s? (?:is |are )?(?:finished|done|ready|complete|completed|live)(?: yet)?\b/g, "$1 finalized"],
  // "What did we do yesterday, everything's a blur": why the guest asks.
  [/,?\s*(?:and )?(?:everything|it all|it's all|its all|all of it)(?:'s|s| is| was)? (?:a |such a |all a |kind of a |kinda a |just a )?(?:blur|haze|whirlwind|mess)\b[^?]*/g, ""],
  // "How long has Comptoir Darna been around?": how long it has been.
  [/\bbeen (?:around|open|going|running|in business)\b/g, "been"],
  [/\b(?:a )?new (?:spot|place|restaurant|thing) or (?:has it )?been (?:around )?(?:a while|for a while|long|for ages|forever)\b/g, "how long has it been"],
  // "Anything special to wear on the travel day?": anything to wear.
  [/\banything (?:special|in particular|specific) (?=to (?:wear|bring|pack)\b)/g, "anything "],
  // "Which two dinners were the special ones?": which ones, however many the guest remembers.
  [/\b(which|what) (?:two|three|four|2|3|4) (?=[a-z]+s\b)/g, "$1 "],
  // "What colour are the restaurants on the map?": the map's Food & Beverage category.
  [/\b(?:restaurants?|places to eat|cafes?)(?= (?:on|in) the map\b)/g, "food"],
  // "Is it someone's birthday today? whose": whose birthday it is.
  [/\bis it (?:someone|somebody|anyone)'?s birthday\b[^?]*\?\s*whose\b/g, "whose birthday is it"],
  // "Upload says 'too many files' wth": how many files go up at once.
  [/^(?:the )?(?:upload|uploader|site|gallery|it|page)(?: page)? (?:says|said|shows|showing|gives me|keeps saying)\s*['"“]?(?:error:? )?too many files['"”]?.*$/, "how many files can i upload at once"],
  // "The background music is kinda loud, how do I turn it off?": how to mute the music.
  [/\bbackground (music|sound|audio)\b/g, "$1"],
  [/\b(?:the |this |that )?(music|sound|audio) (?:is|'s) (?:kinda |so |too |really |a bit |super |way too )?(?:loud|annoying|much)(?: af| as hell| lol)?\b,?\s*(?:how do (?:i|we) (?:turn (?:it|that|this) (?:off|down)|mute (?:it|that|this)))?/g, "how do i mute the $1"],
  // "What kinda stuff can I ask you?": what Rupa can help with.
  [/\bwhat (?:kind of |sort of |kinda |sorta )?(?:stuff|things|questions) can (?:i|we) ask (?:you|u|rupa)\b/g, "what can you help with"],
  // "Any chance of rain this week?": whether it will rain.
  [/\bany chance (?:of|it'?ll|that it will|it will) (?:rain|raining|showers?)\b/g, "will it rain"],
  // "Do I have to do the balloon?": whether it is optional.
  [/\bdo (?:i|we) (?:have|need) to (?:do|go on|join|come (?:on|to)) (?:the )?([a-z]+)\b(?! (?:off|on|out)\b)/g, "is the $1 optional"],
  // "Chefchaouen's nickname on the site?": the site is where the guest read it.
  [/(?<=\b(?:nickname|called|theme|subtitle)\b[^?]*?)\s+(?:on|in) the (?:site|website)\b/g, ""],
  // "This past Saturday": last Saturday.
  [/\bthis past (?=(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/g, "last "],
  // "This past saturday's theme was what": what it was.
  [/^([a-z0-9' ]+?) (was|is|were|are) what\s*(?=[?!.]*$)/, "what $2 $1"],
  // "Tried uploading 15 pics and got an error??": how many go up at once.
  [/^(?:so |ugh |hmm )?(?:i )?(?:tried|try|trying) (?:to )?(?:upload|uploading|post|posting|add|adding|put|putting) (?:up )?(?:\d+|[a-z]+) (?:pics|photos|videos|vids|files|things)\b[^?]*\b(?:error|failed|fails|fail|didn'?t work|doesn'?t work|won'?t|wouldn'?t|not working|stuck)\b[^?]*/, "how many photos can i upload at once"],
  // "Is the walking tour today?": when it is, today or not.
  [/^(?:so |wait )?(?:is|are) (?!(?:it|there|this|that|today|tomorrow|tonight|any|anyone|anybody|someone|somebody|everyone|everybody|we|you|u|people|ppl|guests)\b)((?:the |our )?[a-z']+(?: [a-z']+){0,2}?) (?:today|tonight|tomorrow|tmrw)(?: morning| afternoon| evening| night)?\s*(?=\?|[!.]*$)/, "when is $1"],
  // "Is tomorrow a chill day?", "link to today's page": what is on that day.
  [/^(?:so )?is (today|tomorrow|tmrw|tonight) (?:a|an|gonna be a|going to be a) (?:chill|chilled|lazy|easy|relaxed|relaxing|quiet|rest|busy|long|early|big|free)(?: [a-z]+)? (?:day|one|night|morning)\b/, "what's on $1"],
  [/^(?:(?:can i (?:get|have) )?(?:a |the )?link (?:to |me (?:to )?))(today|tomorrow|tmrw|yesterday)'?s? page\b/, "what's on $1"],
  // "What dates are we in Fes?": the nights we sleep there.
  [/\bwhat dates (?:are|r|will) we (?:be )?(?:in|at) ([a-z]+)\b/g, "which nights are we in $1"],
  // "Fri the 28th, what's first?", "first thing tomorrow morning?": what the day starts with.
  [/^(?:and |so )?(?:the )?first thing (?=(?:tomorrow|tmrw|today|on|this|the \d)\b)/, "what time do we start "],
  [/\bwhat(?:'s| is|s) (?:up )?first\s*(?=[?!.]*$)/, "what time do we start"],
  // "Do we have to be up early tomorrow?": when the day starts.
  [/\b(?:do|will) (?:we|i) (?:have|need) to (?:be up|get up|wake up|be ready) early\b/g, "what time do we start"],
  // "Do I need to wear gold tonight?": what to wear.
  [/\bdo (?:i|we) (?:need|have) to wear (?:any |some |something |anything )?[a-z]+\b(?=[^?]*\b(?:tonight|today|tomorrow|tmrw)\b)/g, "what do i wear"],
  // "Is there a rooftop at the place tonight?": tonight's dinner.
  [/\bthe (?:place|restaurant|spot|venue) (?=(?:tonight|tomorrow night|tmrw night)\b)/g, "dinner "],
  // "Is the hammam co-ed?": mixed.
  [/\bco-?ed\b/g, "mixed"],
  // "Are we in tents tonight or like rooms?": whether we sleep in tents, the other guess aside.
  [/(?<=\btents?\b[^?]*?),?\s+or (?:like |in |proper |real |actual )*(?:rooms?|beds?|a hotel|hotel rooms?|a building)\s*(?=[?!.]*$)/, ""],
  // "The mud village from earlier, what's it called?": the one seen earlier today.
  [/\b(?:from|we (?:saw|visited|did|went to)) (?:earlier(?: today)?|before lunch)\b/g, "today"],
  // "What do I wear tonight, it's gonna be cold right": what to wear, the guest's guess at the weather aside.
  [/(?<=\b(?:wear|pack|bring|dress)\b[^?]*?),?\s*(?:it'?s|its|it is) (?:gonna |going to |supposed to |meant to |bound to )?(?:be )?(?:so |really |very |super )?(?:cold|freezing|hot|warm|chilly|early)\b[^?]*/g, ""],
  // "Is tonight's dinner included or do I need cash?": whether it is included.
  [/(?<=\binclud(?:ed|e)\b[^?]*?),?\s*or (?:do|should|will|would) (?:i|we) (?:need|have|want) (?:to )?(?:bring |pay (?:in )?|take )?(?:cash|money|to pay|my card)\b[^?]*/g, ""],
  // "Whose birthday is this trip for, how old?": and how old the host turns.
  [/(?<=\bbirthday\b[^?]*?),?\s*(?:anyway,?\s*)?(?:and )?how old\b(?: (?:is|are|will|r) (?:she|he|they|the host)(?: (?:be|turn|turning))?)?/g, " and how old is the host"],
  // "How many nights at the Fes riad, counting tonight?": the nights there.
  [/,?\s*(?:counting|including|incl\.?|with) (?:tonight|today|this one|last night)\b/g, ""],
  // "The last thing we visit together": what we visit.
  [/\b(we (?:visit|see|do|go to|have|eat|are doing)) (?:all )?together\b/g, "$1"],
  // "Why are we in Morocco again?": the occasion.
  [/\bwhy (?:are|r|were) we (?:all )?(?:in morocco|here|going to morocco|doing this(?: trip)?|on this trip|taking this trip)\b|\bwhat(?:'s| is) (?:this|the) (?:whole )?trip for\b|\bwhat(?:'s| is) the reason for (?:this|the) trip\b/g, "what's the occasion"],
  // "Are we doing anything right now or free till dinner?": what comes next.
  [/^(?:so |ok )?(?:are we|r we|is there|anything)\b[^?]*\b(?:right now|rn|now|atm)\b[^?]*\bor\b[^?]*\b(?:free|chill|chilling|relax|relaxing|nothing|hang|hanging|lounging)\b[^?]*\b(?:til|till|until|before) [a-z]+\b[^?]*/, "what's next"],
  // "Do we sleep in Chefchaouen or come back?": whether the night is spent there.
  [/,?\s+or (?:do we |are we |will we )?(?:come|coming|go|going|head|heading|drive|driving) back(?: to [a-z]+| after)?\s*(?=[?!.]*$)/, ""],
  // "Why is Chefchaouen famous, someone said it's all blue?": what the place is like, without what the guest heard.
  [/,\s*(?:someone|people|my friend|a friend|everyone|they) (?:said|says|told me|tell me)\b[^?]*/g, ""],
  [/\bwhy is ([a-z' ]+?) (?:so )?(?:famous|well known|known|popular)\b/g, "what is $1 like"],
  // "Is Nobu tomorrow or Monday?": when it is, one day or the other.
  [/^(?:so |wait )?(is|was|are|were) ((?:the )?[a-z' ]+?) (?:on )?(?:today|tonight|tomorrow|tmrw|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d+(?:st|nd|rd|th)|day \d)(?: night)? or (?:on )?(?:today|tonight|tomorrow|tmrw|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d+(?:st|nd|rd|th)|day \d)(?: night)?\s*(?=[?!.]*$)/, "when $1 $2"],
  // "Overslept 😭 what did I miss this morning?": what we did then.
  [/^(?:i |we )?(?:overslept|slept in|slept late|woke up late)\b[^a-z]*/, ""],
  [/\bwhat did (?:i|we) miss\b/g, "what did we do"],
  // "Did I miss anything this morning?": what we did then.
  [/\b(?:did|have) (?:i|we) (?:miss|missed) (?:anything|much|something|out on anything)\b/g, "what did we do"],
  // "Which places are we seeing on the tour?": where it goes.
  [/\b(?:which|what) (?:places|sights|spots|stops|sites)\b(?= (?:are|r|do|will|did) (?:we|i) (?:seeing|see|visiting|visit|going to|go to|stopping at|stop at|hitting)\b[^?]*\b(?:tour|walk)\b)/g, "where"],
  // "Somewhere to leave bags before the flight?": storing luggage, not leaving town.
  [/\b(?:leave|drop|stash|store) (?:off )?(?:my |our |the |your |all )?(?:big |extra |spare |main )?(?:bags?|luggage|suitcases?|backpacks?)\b/g, "store bags"],
  // "Was breakfast at the camp extra?": whether it was included.
  [/^(is|was|are|were) ((?:the |our )?[a-z' ]+?) (?:extra|an extra|additional|on top|paid separately)\s*(?=[?!.]*$)/, "$1 $2 included"],
  // "What should I pack in my bag for the train?": what to pack.
  [/\b(pack|bring|put) (?:in|into) (?:my|our|your|the) (?:bag|backpack|day ?bag|daypack|carry-?on|hand luggage)\b/g, "$1"],
  // "When were we at the villa again?": the nights we stayed there.
  [/\bwhen (?:were|was) (?:we|i|the group|everyone) (?:at|in) (?:the|our) (villa|riad|camp)\b/g, "when did we stay at the $1"],
  // "Describe our Fes riad": what it is like.
  [/^(?:can you |pls |please )?describe ((?:the |our |my )?[a-z' ]+?)\s*(?=[?!.]*$)/, "what is $1 like"],
  // "What animal are you supposed to be?": who Rupa is.
  [/\bwhat (?:animal|creature|kind of animal) (?:are|r) (?:you|u)(?: supposed to be| meant to be)?\b/g, "who are you"],
  // "Is Hassan II a big mosque?": how big it is.
  [/^(?:is|was) (?!there\b|it\b)((?:the )?[a-z0-9']+(?: [a-z0-9']+)?) (?:a |really )?(?:big|huge|large) ([a-z]+)\s*(?=[?!.]*$)/, "how big is $1 $2"],
  // "How much is the souk guide later?": later today.
  [/\blater(?: on)?(?=\s*[?!.]*$)/g, "today"],
  // "Which souks r we walking thru later today?": today's.
  [/\blater (?=today|tonight|this (?:morning|afternoon|evening)\b)/g, ""],
  // "Will there be live entertainment at the palace dinner?": musicians, as the notes say.
  [/\blive (?:entertainment|acts?|performers?)\b/g, "musicians"],
  // "Somewhere on the site with all the recommended spots pinned?": on the map.
  [/\b(?:pinned|mapped)\b/g, "on the map"],
  // "What's worth looking at inside Bou Inania?": what we see there.
  [/\bwhat(?:'s| is|s)? (?:worth|good) (?:seeing|looking at|checking out)(?: inside| in| at)?\b/g, "what do we see at"],
  // "When should I book my flight for?": when to book the flight home.
  [/\bbook (?:my|our|the) (?:flight|flights|plane)(?: home| back)?(?: for)?\b/g, "book my flight home"],
  // "Grabbing a petit taxi to Gueliz": taking one.
  [/\bgrab(?:bing)? (?=(?:a |the |an )?(?:petit |grand |little |big )?(?:taxi|cab|car|ride|train|bus)s?\b)/g, "taking "],
  // "How many categories is the map colour coded into?": its colours.
  [/\bcolou?r[- ]?cod(?:ed|ing|e)\b/g, "colour"],
  // "What was the entertainment at the birthday dinner?": its music and dancers.
  [/\b(?:the )?entertainment(?= (?:at|during|for) (?:the |tonight'?s |last night'?s |tomorrow'?s |tmrw'?s )?(?:birthday dinner|bday dinner|dinner|comptoir darna|comptoir)\b)/g, "the music"],
  // "What are the three featured activity cards?": which they are, however many.
  [/\b(the|all) (?:two|three|four|five|six|seven) (?=[a-z]+)/g, "$1 "],
  // "Should I keep my leftover dirhams for next time?": what to do with them, which the notes say (spend them).
  [/\b(?:keep|hang on to|hang onto|hold on to|hold onto|save) (?=(?:my |the |our |any )?(?:leftover |spare |remaining |extra )?(?:dirhams?|mad)\b)|\b(?:for|till|until) next time\b/g, ""],
  // "Can you get a drink drink here?": an alcoholic one.
  [/\bdrink drink\b/g, "alcohol"],
  // "Can you buy dirhams outside Morocco?": abroad, as the notes say.
  [/\boutside (?:of )?(?:morocco|the country)\b/g, "abroad"],
  // "How many suites and pools does Villa Royale have?", "...at villa royale": two counts, each of which may have a passage of its own.
  [/\bhow many ([a-z]+) and ([a-z]+) (does|do|did|will|are|were|is|has|have) ([a-z' ]+)/g, "how many $1 $3 $4 and how many $2 $3 $4"],
  [/\bhow many ([a-z]+) and ([a-z]+) ((?:at|in) [a-z' ]+)/g, "how many $1 $3 and how many $2 $3"],
  // "What does the hammam involve?": what it is.
  [/\bwhat (?:does|did|will) (it|that|this|the [a-z]+) (?:involve|entail)\b/g, "what is $1"],
  [/\bwhat(?:'s| is|s) (?:involved|included in it)\b/g, "what is it"],
  // "Which dinners were marked as special events?": which ones are.
  [/\b(?:marked|labell?ed|listed|flagged|tagged) as\b/g, " "],
  // "If Rupa can't answer something, who do I ask?": something the site does not say.
  [/\b(?:rupa|you|u|it|the bot|the chat|the assistant|the goat) (?:can'?t|cannot|doesn'?t|does not|don'?t|do not|won'?t|couldn'?t) (?:answer|know)(?: the answer| something| it| that)?\b/g, "the site does not say"],
  // "If you don't know something, who should I ask?": the host, as the notes say.
  [/\bwho (?:should|do|can|could|would) (?:i|we) (?:ask|talk to|speak to|go to|see)\b(?: to)?/g, "ask the host"],
  // "Where's the chat button?", "if I close this chat...": the assistant, this chat.
  [/\b(?:the )?chat (?:button|bubble|window|widget|icon|box)\b|\b(?:close|closed|shut|exit|exited) (?:the |this )?chat\b|\bfind (?:you|u|rupa|the chat)(?: again)?\b/g, "the assistant"],
  // "...for me n bae 💕": who the guest means to go with.
  [/\bfor (?:me|us) (?:and|n|&) (?:bae|my (?:partner|bf|gf|boyfriend|girlfriend|husband|wife|hubby|fiance|fiancee))\b/g, " "],
  // "What's next once we get off this train?": what comes after it.
  [/\b(?:once|when) (?:we|i) (?:get off|are off|leave|finish|are done with|get back from)\b/g, "after"],
  // "Is it true the mosque is built on the water, or is that a myth?": the claim itself is the question.
  [/^is it true (?:that )?/g, ""],
  [/,?\s*or is (?:that|it) (?:a myth|just a myth|made up|a rumou?r)\b/g, " "],
  // "What temps does the site say to expect?", "what does the faq say about...": what the notes say is the answer anyway.
  [/\b(?:does|did|do|will) (?:the )?(?:site|website|page|faq|notes) (?:say|says|tell us|mention)(?: (?:about|to expect|to))?\b/g, " "],
  // "How much should I budget for the birthday dinner?": its price.
  [/\b(?:should|do|shall) (?:i|we) budget for\b/g, "is"],
  // "What's today's theme on the site?": the day's plan, titled with its theme.
  [/\b(today|tomorrow|yesterday|tonight)'?s theme(?: on the site)?\b/g, "$1's plan"],
  // "Never done a hammam before, what actually happens?": the guest's story, then the question about it.
  [/^(?:i'?ve |i have )?never (?:done|tried|had|been to|been on) (?:a |an |the )?([a-z ]+?)(?: before)?\b[,.!·\s]*(?=what|how)/g, "about the $1, "],
  // "Super old", "super carsick": how much, never a misspelt supper.
  [/\bsuper (?=[a-z])/g, ""],
  [/\bhow old (?:is|will) (?:she|he|the (?:birthday|bday) (?:girl|boy|person|queen|king))(?: be)?(?: turning)?\b/g, "how old is the host turning"],
  // "Today's photos", "wednesday's pics", "today's desert sunrise pics", "my pics from today's souk stroll": one day's,
  // whatever they show, which the gallery's day filter shows.
  [/\b(today|yesterday|tonight|last night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)'s(?: (?!(?:pics|photos|pictures|videos|vids)\b)[a-z]+){0,2} (pics|photos|pictures|videos|vids)\b/g, "$2 from $1"],
  [/\b(pics|photos|pictures|videos|vids) from (today|yesterday|tonight|last night|this morning)'s(?! (?:photographer|photo ?shoot|shoot)\b)(?: [a-z]+){1,2}\s*(?=[?!.,]|$)/g, "$1 from $2"],
  [/\b(?:the )?(day \d+)(?:'s)? (pics|photos|pictures|videos|vids)\b/g, "$2 from $1"],
  [/\b(?!(?:day|night|trip|squad|group|everyone|everybody)'s)[a-z]+'s (?=(?:pics|photos|pictures|uploads|videos|vids)\b)/g, "the ones one person posted, "],
  [/\b(pics|photos|pictures|videos|vids) (?:my|our) (?:sister|brother|friend|mum|mom|dad|partner|husband|wife|bf|gf|cousin|roommate|bestie)s? (?:posted|uploaded|added|took)\b/g, "$1 one person posted"],
  // "Do I need to get my own Majorelle tickets?": who gets them, which the notes tell.
  [/\b(?:do|did|should|will) (?:i|we) (?:need to |have to |got to )?(?:get|buy|book|sort|pay for|purchase) (?:my|our) own (?=(?:[a-z]+ )?(?:tickets?|tix)\b)/g, "who has the "],
  [/\b(?:do|did|should|will) (?:i|we) (?:need to |have to |got to )?(?:get|buy|book|sort|pay for|purchase) (?:the )?((?:[a-z]+ )?(?:tickets?|tix)) (?:myself|ourselves)\b/g, "who has the $1"],
  [/\b((?:[a-z]+ )?(?:tickets?|tix))\W+(?:do|did|should) (?:i|we) (?:need to |have to )?(?:buy|get|book) (?:mine|ours|them|my own|our own)\b/g, "who has the $1"],
  // "Is the camel ride extra or part of the camp?": whether the camp's price includes it.
  [/\b(?:extras?|separate) or (?:part of|included in) the\b/g, "included in the"],
  // "Can taxis drive into the Fes medina?": the medina is car-free.
  [/\b(?:can|will|do|does|could|would) (?:a |the |our )?(?:taxis?|cabs?|cars?|drivers?|ubers?|vans?) (?:get|drive|go|come)(?: (?:us|me|you))? (?:into|inside|in) (?:the )?(?:old )?(?=(?:(?:fes|marrakech) )?(?:medina|fes el[- ]?bali|old (?:city|town))\b)/g, "car free "],
  // "Can a taxi drop us at the riad door?": the medinas are car-free, and porters meet the cars at the gate.
  [/\b(?:can|will|do|does|could|would) (?:a |the |our )?(?:taxis?|cabs?|cars?|drivers?|ubers?|vans?) (?:get|drive|take|drop|go|come|reach|pull up)\b(?: (?:us|me|you))?(?: (?:right|all the way))?/g, "car free porters"],
  // "And the YSL museum next door, how much?": where it stands, not part of its name.
  [/(?<=\b(?:the|that) [a-z]+(?: [a-z]+)? )next door\b/g, ""],
  // "Can I put my videos from the mosque today on the site?": videos, wherever they were taken.
  [/(?<=\b(?:photos?|videos?|pics?|pictures?|clips?)) (?:from|of|at) (?:the|our) [a-z]+(?: today| yesterday| tonight| this morning| this afternoon)?(?= (?:on|to|in|into) (?:the )?(?:site|gallery|album|website)\b)/g, ""],
  // "How do I delete a video I accidentally uploaded?": the video, however it got there.
  [/\b(photos?|videos?|pics?|pictures?|clips?) (?:that )?i (?:accidentally |mistakenly |wrongly |just )?(?:uploaded|posted|added|put up)(?: by (?:accident|mistake))?\b/g, "$1"],
  // "Every optional extra on top": the optional extras' total; "no extras", "if i skip every optional thing": the fixed costs alone.
  [/\b(?:if (?:i|we) )?(?:said yes to|say yes to|do|did|add|took|take|book|booked|went for|go for) (?:every|all(?: the)?|each) (?:optional )?(?:extras?|add-?ons?|optional (?:things?|stuff|activities))\b/g, "optional extras"],
  [/,?\s*\b(?:if (?:i|we) )?(?:no|without|excluding|minus|skip|skipping|skipped) (?:all )?(?:the |any |every |all )?(?:optional )?(?:extras?|add-?ons?|optional (?:things?|stuff|activities))\b,?/g, " fixed costs "],
  [/\b(?:is|would|will) (?:that|it|this)(?: be)? on top\b/g, " "],
  // "Is dinner part of the $95 or extra?": the same question, asked the other way round.
  [/\s+or (?:is it |it'?s |do we pay |we pay |pay )?(?:extra|separate|separately)\b(?=\s*[?!.]*\s*$)/g, ""],
  // "Share my pics from the desert": where the photos were taken says nothing of how to share them.
  [/\b((?:share|upload|post|add|put up|send)\s+(?:(?:all )?(?:my|our|the|some) )?(?:pics|photos|pictures|videos|vids))\s+(?:from|of) (?:the |our |my |last |this )?[a-z]+\b/g, "$1"],
  // "Temps this time of year": the season the trip is in, no time asked.
  [/\b(?:at |for |in )?(?:this|that) time of (?:the )?year\b|\b(?:this|that|next) week\b/g, " "],
  // "Change my leftover dirhams back when I get home": abroad, as the notes put it.
  [/\b(chang\w*|exchang\w*)\b([a-z ]{0,30}?)(?: back)? (?:at home|when i get home|once i'?m home|back home|at my bank at home)\b/g, "$1$2 abroad"],
  // "Should I get dirhams at my bank before I fly?": buying them abroad, which the notes advise against.
  [/\b(?:get|buy|order|exchange|change)\b([a-z ]{0,20}?)\b(dirhams?|mad|currency)\b(?: (?:at|from) (?:my|our|the) bank| at home| back home)?(?: before (?:i|we) (?:fly|leave|go|travel|get there|land))\b|\b(?:get|buy|order)\b([a-z ]{0,20}?)\b(dirhams?|mad)\b (?:at|from) (?:my|our) bank\b/g, "buy$1$3 $2$4 abroad"],
  // "How many pics at a time": at once, no time asked.
  [/\bat a time\b/g, "at once"],
  // "How early was I supposed to tell the host?": how much notice, not a time of day.
  [/\bhow (?:early|far ahead|far in advance|long before|much notice|much in advance|soon)(?= (?:do|did|should|must|was|were|am|have|had) (?:i|we) (?:supposed to |need to |have to |meant to )?(?:tell|let|book|say|notify|warn|inform|ask|flag|mention)\b)/g, "with what notice"],
  // "Where can I see what stuff should cost?": the fixed prices that teach it.
  [/\bwhat (?:stuff|things|everything|it|items) (?:should|ought to|is supposed to|are supposed to) cost\b/g, "fixed prices"],
  // "Which costs more, the balloon or the hammam?", "was Nobu cheaper than the birthday dinner?": both prices.
  [
    /^(?:which|what)(?: one)?(?: costs?|'s|s| is| was) (?:more|less|cheaper|pricier|dearer|more expensive|less expensive),? (?:the )?([a-z' ]+?),? or (?:the )?([a-z' ]+?)\s*[?!.]*$/,
    "how much is the $1 and how much is the $2",
  ],
  [
    /^(?:is|was|are|were) (?:the )?([a-z' ]+?) (?:cheaper|pricier|dearer|more expensive|less expensive) than (?:the )?([a-z' ]+?)\s*[?!.]*$/,
    "how much is the $1 and how much is the $2",
  ],
  [
    /^(?:is|was|are|were) (?:the )?([a-z' ]+?) or (?:the )?([a-z' ]+?) (?:cheaper|pricier|dearer|more expensive|less expensive)\s*[?!.]*$/,
    "how much is the $1 and how much is the $2",
  ],
  [/\bwon'?t\b/g, "will not"],
  // "What time of day should I book the flight for?": a part of the day will do, no clock time asked.
  [/\b(?:what|which) time of (?:the )?day\b/g, "when"],
  // "Best time of day for the Menara gardens": a time, no day asked.
  [/\btime of (?:the )?day\b/g, "time"],
  // "Just got back from Majorelle, what's next?": what comes after it.
  [/^(?:ok |so )?(?:just )?(?:got back|came back|back|finished|done) (?:from|with) (?:the )?([a-z' ]+?)[,.!\s·]+(?:what'?s|whats|what is) next\b/, "what's after the $1"],
  [/\bpart of the (?=\$?\d|price\b|cost\b|package\b)/g, "included in the "],
  [/\bcover (?:my|your|our|the) (?:knees|shoulders|arms|legs|hair|head)\b/g, "dress modestly"],
  [/\bfull[- ]?res(?:olution)?(?: original)?\b/g, "original"],
  [/\b(?:just |only )?my own (?=(?:photos|pics|pictures|uploads|videos|vids)\b)/g, "the ones one person posted, "],
  // "Bargaining tmrw in the souks, where do I start?": what to offer first.
  [/(?<=\b(?:bargain|barter|haggl)\w*\b.*)\bwhere (?:do|should|would|can) (?:i|we) (?:start|begin)\b/g, "what should i offer"],
  // "What should I counter with?": what to offer when bargaining.
  [/\bwhat (?:should|do|shall) (?:i|we) counter(?: offer)?(?: with)?\b/g, "what should i offer"],
  // "Nobu, set price?": its price; "are drinks covered?": whether the price includes them.
  [/\bset (?=price|menu)/g, ""],
  // "Any rec for a proper lamb dinner in Gueliz?": a restaurant to recommend, for what the guest would eat.
  [/\b(recommend|rec|recs|suggestions?|ideas?) (?:for |on )?(?:a |an |any |some )?(?:proper |good |decent |great |nice |cheap |solid |real )?([a-z]+ )?(?:dinner|lunch|meal|place to eat|bite)\b(?! (?:tonight|tomorrow|today)\b)/g, "$1 a good $2restaurant"],
  // "How many nights are we at this riad before moving?": the stay's nights, however it ends.
  [/(\bhow (?:many nights|long)\b[^?]*?)\s+before (?:moving|we move|we leave|leaving|heading off|checking out|we check out)(?: on| out)?\b/g, "$1"],
  // "What did they serve at the palace dinner?": what we ate; "the breakfast spread": its menu.
  [/\bwhat (?:did|do|will|does) (?:they|we|you|u) (?:serve|get served)\b/g, "what did we eat"],
  [new RegExp(`\\b(${meals}) spread\\b`, "g"), "$1 menu"],
  // "What temps are we looking at?": what to expect.
  [/\b(?:are we|r we|am i) looking at\b/g, "to expect"],
  // "How do we get around when we're not with the group?": getting around.
  [/\s+when (?:we'?re|we are|i'?m|i am) (?:not with the group|on (?:our|my) own|alone|solo)\b/g, ""],
  // "My friend lands a day early, where does she go?": a guest arriving, like any other.
  [/\bmy (?:friend|mate|bf|gf|boyfriend|girlfriend|partner|sister|brother|wife|husband|roommate|roomie|cousin) (?=(?:lands|arrives|is arriving|is landing|flies in|gets in)\b)([^,?]*)[,?]?\s*(?:so )?where (?:does|should|do) (?:she|he|they) go\b/g, "i $1, where do i go"],
  // "My friend lands the day before the trip": a day early.
  [/\b(?:the|a) day before the trip(?: starts| begins| kicks off)?\b/g, "a day early"],
  // "Where do we go into the Fes medina (from)?": where we enter it.
  [/\bwhere (?:do|did|will) (?:we|you|i) (?:go|get|walk|head) into (the [a-z]+(?: [a-z]+)?)(?: from\b)?/g, "where do we enter $1"],
  // "Who has right of way in these alleys?": what does, which may be no person (donkeys).
  [/\bwho (?:has|gets|have) (?:the )?right of way\b/g, "what has the right of way"],
  // "Do I tip the porters who carry bags?": the porters; what they do only says which.
  [/\b(porters?|drivers?|guides?|staff|waiters?) (?:who|that) (?:carry|carries|carried|drive|drives|drove|guide|guides|lead|leads|led|help|helps|helped|serve|serves|served) (?:the |our |my |your )?[a-z]+\b/g, "$1"],
  // "How much is each of us paying for the birthday dinner?": the price per person.
  [/(?<!\b(?:did|has|have) )\b(?:is |are )?(?:each of us|each person|every one of us) (?:paying|pay|owe|owing)\b/g, "per person"],
  // "Can you even get a drink in Morocco?", "drink outside on the street": alcohol, and drinking in public.
  [/\b(?:get|have|grab|buy|order) a drink\b/g, "get alcohol"],
  [/\bdrink (?:outside|on the street|in the street|outdoors)(?: on the street| in the street)?\b/g, "drink in public"],
  // "Guys keep offering to show me the way": directions offered.
  [/\bshow (?:me|us|you|u) the way\b/g, "directions"],
  // "Who are the famous people quoted on the homepage?": who is quoted.
  [/\bwho (?:are|were) the (?:\d+ |two |three )?(?:famous )?(?:people|ppl|folks|ones|names) (quoted|mentioned)\b/g, "who is $1"],
  // "What did the itinerary say to bring?": what to bring, which the notes say.
  [/\bwhat (?:did|does|do) (?:the (?:itinerary|site|notes|page|faq)|they|the host) (?:say|said|tell us|recommend) (?:to|we should|i should) (bring|pack|wear)\b/g, "what should i $1"],
  // "Anything I have to try at Nobu?": what to order there.
  [/\b(?:anything|what|something) (?:i|we|u|you) (?:have|need|got|must|should|gotta) (?:to )?try\b/g, "what should i order"],
  // "Do we have to put down a deposit?": paying one, not putting photos up.
  [/\b(?:put|putting|leave|leaving) (?:down )?(a |any |the |our |my )?deposit\b/g, "pay $1deposit"],
  // "Goodbyes with the early leavers": the guests who depart before the last day, as the notes call them.
  [/\bearly leavers?\b|\b(?:people|guests|those|ppl|folks|friends) (?:who are )?(?:leaving|flying out|heading home|going home|departing) early\b/g, "guests who begin departing"],
  // "What time did we roll out of Fes?": leaving it.
  [/\broll(?:ed|ing)? out\b(?: of\b)?/g, "leave"],
  // "Villa breakfast: price and what's on offer?": what a meal serves, its menu.
  [new RegExp(`\\bwhat(?:'?s| is) on offer\\b(?=.*\\b(?:${meals}|meal)\\b)|(?<=\\b(?:${meals}|meal)\\b.*)\\bwhat(?:'?s| is) on offer\\b`, "g"), "what's on the menu"],
  [/\b(drinks?|food|meals?|lunch|dinner|breakfast|everything) (?:all )?covered\b/g, "$1 included"],
  // "Is dinner included or do I bring cash?": one question, whether it is included.
  [/\b(included|covered) or (?:do|should|will|would|must) (?:i|we) (?:need to |have to )?(?:bring (?:cash|money)|pay(?: for it)?(?: myself| ourselves| separately| extra)?(?: on the spot| there| at the (?:restaurant|camp|door|table))?)\b/g, "$1"],
  // "Is tonight's dinner already covered or nah", "did that cover food": paid for in advance, unless clothes are meant.
  [/^(?![^?]*\b(?:knees?|shoulders?|arms?|legs?|hair|head|skin|up)\b)(.*?)(?<!\bit )\b(?:(?:already|all) )?covered\b/, "$1included"],
  [/\b(?:does|did|will) (that|it|this|the [a-z]+) cover (food|meals?|dinner|breakfast|lunch|drinks?)\b/g, "is $2 included in $1"],
  [forFour, "for "],
  [toTwo, "to"],
];

/**
 * "..., need to pay someone back", "? want to leave a review", "? want sunset pics": a trailing clause saying why the
 * guest asks, not what; its words would otherwise join the subject.
 */
const purposeClause =
  /(?:\s+if (?:i|we) (?:want|wanna|need) to\b(?! be (?:charged|billed)\b)|\s+(?:i|we) (?:want|wanna|need) to (?=(?:leave a review|write a review|review|post|tag|tell|text|send|show)\b)|(?:[,?.!;]|\s-)\s*(?:i |we |so i can |so we can |just )?(?:don'?t |dont |do not )?(?:want|wanna|need|needs|have|trying|going|hoping) to|\?\s*(?:i |we )?(?:want|wanna|need)(?! to\b))\b(?![^?]*\b(?:when|where|what|how|which|who|if)\b)[^?]*$/;

/** "..., want to flex how early it was", "..., wanna show my mom what we ate": a purpose holding a question word that asks nothing (unless the guest wants to know it). */
const purposeWithQuestionWord =
  /[,.!;?]\s*(?:i |we |just )?(?:want|wanna|need|trying|going) to (?!(?:know|ask|find|check|see|understand|figure|learn|hear|work)\b)[a-z]+\b[^?]*\b(?:how|what|when|where|which|who)\b[^?]*$/;

/**
 * "..., i slept thru it", "..., felt like midnight", "..., my brain is mush", "? still traumatized",
 * "..., someone at the cafe asked": a trailing clause telling the guest's own story asks nothing; its words would
 * otherwise join the subject.
 */
const storyClause =
  /(?:[,.!;?·]|\s-|\s(?:lol|lmao|haha+))\s*(?:(?:i|we|it|i'?m|im|we'?re|it'?s|its|i was|we were|it was|everything'?s|everythings|felt|feels|feel like|i felt|it felt|that was|so|still|sounds?|seems?|looks?|stress(?:ing|ed)?|nervous|scared|excited|anxious|there (?:was|is|were)|my|mine|someone|somebody|some guy|a friend|they|he|she|everyone|everybody|going back|running late|some of (?:my|our)|paid|thinking (?:of|about)|never (?:done|been|tried|had)|telling|asking|trying|making|settling|planning|just|need it|for my|doing (?:my|our)|got (?:some|a few|lots of|so many) (?:looks?|stares?|comments?)|am i (?:super |so |really |very )?(?:late|early|lost)|lost (?:track|count|the group|the squad|everyone|them))\b)(?![^?]*\b(?:when|where|what|how|which|who|if|(?:can|should) (?:i|we|you|u|they|he|she|my|our|the))\b)[^?]*$/;

/**
 * "..., telling my mom how early we got up", "? my mom wants to know where i am", "? friend wants to do the same thing":
 * a trailing errand, whatever words it holds.
 */
const errandClause =
  /[,.!;?]\s*(?:(?:telling|asking|making|settling|planning|writing|texting|sending|booking)\b|(?:my|our) [a-z]+ (?:wants?|asked|asks|is asking|keeps asking|needs?) to know\b|(?:my |a )?(?:friend|mom|mum|dad|sister|brother|partner|boss|roommate|cousin)s? (?:wants?|wanna|is asking|asked|needs?|is thinking)\b)[^?]*$/;

/**
 * "I overslept, what time...", "the souks are insane... anyway, what time...", "got invited last
 * minute lol what are we celebrating", "i only packed shorts 😬 what's the dress code": how the
 * guest's day went, before the question (unless the question points back into it, "that ride", or
 * has no subject of its own: "i'm vegan 🌱 who do i tell").
 */
const storyOpening =
  /^(?:ok |so )?(?:i|we) (?:took|shot|filmed|got|had|did|went|saw|bought|made|found|deleted?|uploaded|posted|lost|dropped)\b[^?,·]*,\s*(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can|will)\b(?![^?]*\b(?:it|that|this|there|them|those)\b))|^(?:(?:ok |so |omg |ugh )?(?:i|i'm|im|we|we're|sad|still|just|this|that)\b[^?·]*?(?:·|!{2,})\s*(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can)\b(?![^?]*\b(?:it|that|this|there|here|them|those|he|she|his|her)\b)(?![^?]*\bnext\b(?! (?:after|before)\b))[^?]*\b(?:the|a|an|our|my|after|before|sleeping|staying|eating)\b)|[^?]*?\b(?:anyway|anyways|anyhow)|(?:got|just|i|we|ok|so|omg|lost|sorry)\b[^?]*?\b(?:lol|lmao|haha+)|still\b[^?]*?\b(?:lol|lmao|haha+)\b[\s·]*)\b[,.!\s]*(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can)\b)|^(?:ok |so |omg |ugh )?(?:(?:i|we) (?:overslept|slept in|missed it|forgot|woke up late|fell asleep|was late|were late)\b[^a-z]*|(?:i )?can'?t believe\b[^?]*?(?=\b(?:where|what|when|how|which|who)))/;

/** "..., not the villa right": a trailing clause ruling a thing out, whose words are no subject. */
const notClause = /[,?]\s*(?:but |and )?not (?:at |in |on |to )?(?:the |our |a |that )?[a-z]+(?: [a-z]+)?(?: one)?,?(?: right| tho| though)?\s*[?!.]*\s*$/;

/**
 * "What's next after dinner? like what's the next thing on the schedule", "what kind of food is nobu, like sushi?",
 * "when was the bday dinner, day and time", "when do we leave fes, what day n what time": the same question again, in
 * other words or by example.
 */
const restatedClause = /\?\s*(?:like|i mean|as in|you know|basically)\b[^?]*\??\s*$|,\s*like\b[^?,]*\??\s*$|[,?]\s*(?:the )?(?:day|date) (?:and|&|\+) time(?: pls| please| plz)?\s*[?!.]*\s*$|(?<=^when\b[^?,]*)[,?]\s*what (?:day|date) (?:and|&|\+|n) what time\s*[?!.]*\s*$/;

/**
 * "Do we get lunch there or should I pack snacks?", "anything after dinner or is it just bed", "do we sign up for
 * breakfast or can I just rock up": the fallback the guest offers asks nothing the first half does not.
 */
const fallbackClause =
  /,?\s+or (?:should|do|shall|must) (?:i|we) (?:just |need to |have to )?(?:pack|bring|buy|grab|eat|convert|walk|head|go)\b[a-z' ]*[?!.]*\s*$|,?\s+or (?:is it|are we) (?:just )?(?:bed|sleep|chilling|free time|nothing|flights?|flying home|the airport)\b[?!.]*\s*$|,?\s+or can (?:i|we) (?:just )?(?:stay|keep|go) in (?:my|our|the) [a-z ]+[?!.]*\s*$|,?\s+or (?:can|do|should) (?:i|we) (?:just )?(?:rock|show|turn|roll) up\b[a-z ]*[?!.]*\s*$|,?\s+or (?:straight|right|just) (?:to|into) (?:eating|the eating|dinner|the food|food|bed|the table)\b[?!.]*\s*$/;

/**
 * "what's tomorrow's date? filling in a customs form", "...? sand still in my bag lol": a statement after the question,
 * telling what the guest is doing or laughing at, and asking nothing, is why they ask.
 */
const afterthought =
  /\?\s+(?![^?]*\b(?:or|when|where|what|whats|how|which|who|if)\b)(?:(?!(?:bring|during|morning|evening|nothing|anything|something|thing|king|ring|sing)\b)[a-z]+ing\b[^?]*|(?![^?]*\b(?:can|could|should|do|does|did|is|are|will|would)\b)[^?]*\b(?:lol|lmao|haha+)[\s!.]*)$/;

/**
 * "how much was the walking tour? gotta venmo someone": a statement after the question mark, with no word that
 * asks, joins, begs or names what it is about ("worried about my passport"), tells why the guest asks.
 */
/** "Whats the plan this afternoon? theres two things right": what the guest believes, offered for checking; the question is before it. */
const beliefAfter = /\?\s+(?:i thought|i think|i heard|pretty sure|iirc|there(?:'s|s| are| r| is)?) [^?]*\bright\s*[?!.]*\s*$/;

const statementAfter =
  /\?\s+(?!(?:what|whats|what's|wats|when|whens|when's|where|wheres|where's|how|hows|how's|which|who|whos|who's|why|is|isn't|are|aren't|do|does|did|can|could|should|shall|will|would|was|were|and|or|also|plus|if|any|anything|and|but|so|then|tmrw|tomorrow|today|tonight|&|\+)\b)(?![^?]*\b(?:what|whats|when|where|how|which|who|why|right|pls|please|plz|about|ask)\b)[^?]+$/;

/**
 * "what time was balloon pickup yesterday, ive lost all track of time", "recap yesterday i was jetlagged": the guest's
 * own state, said after the question.
 */
const stateAfterComma =
  /(?:,\s+(?:i|im|i'm|ive|i've|i'd|we|we're|were)\b|\s+(?:i|we) (?:was|were) (?:half |kinda |so |too |way too )?(?:asleep|tired|sleeping|napping|out|away|jet ?lagged|hungover|exhausted|sick|ill|knackered|wiped out|zonked)\b)(?![^?]*\b(?:what|whats|when|where|how|which|who|why|right|pls|please|plz|about|ask|if|or|can|should|do|does|is|are|will)\b)[^?,]*[?!.]*\s*$/;

/**
 * "The music cut out when I opened the gallery, is that a bug?": the guest's report is the question; whether it is
 * meant to happen, its answer. ("Is it broken?" stays: the notes say where nothing is.)
 */
const glitchAsked = /[,.!?]?\s+(?:is|was) (?:that|this|it) (?:a bug|a glitch|normal|on purpose|intended|supposed to happen|meant to happen)\s*[?!.]*\s*$/;

/** "ok mosque done 🙌 what time is the airport transfer?": a thing the guest has just finished, before the question. */
const finishedOpening = /^(?:ok |so |right |phew )?[a-z' ]{1,30}? (?:done|finished|over|wrapped up)\s*[!.,]*\s*·\s*(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can|will)\b)/;

/** "ok balloon survivors 🎈 whats left on the plan for today": how the guest greets the squad, before a question that names its own day. */
const emojiOpening =
  /^(?![^·]*\b(?:today|tonight|tomorrow|tmrw|yesterday|what|when|where|how|which|who|in|at|back|from|to)\b)(?:ok |so )?[a-z' ]{1,30}?\s*·\s*(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can|will)\b[^?]*\b(?:today|tonight|tomorrow)\b)/;

/** "got totally ripped off in the souk 😭 where should i start when haggling": what happened is why the guest asks. */
const rippedOffOpening =
  /^(?:ok |so |omg |ugh )?(?:i |we )?(?:got|was|were|just got) (?:totally |completely |so |kinda |majorly )?(?:ripped off|scammed|overcharged|fleeced)\b[^?·]*?(?:·|[,.!]+)\s*(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|can|should)\b)/;

/** "How do I turn the music off, it's so loud", "..., nearly got flattened": how the guest feels or fared, after the question. */
const feelingAfter = /,?\s+(?:it'?s|its|it is|they'?re|theyre) (?:so|too|really|way too|super) [a-z]+\s*[?!.]*$|,\s+(?:i )?(?:nearly|almost) (?:got|been|fell|died|lost)\b[^?,]*[?!.]*$/;

/** "how long is the train ride to fes?? pls say short", "2 things: ...": what the guest hopes, or how they number their questions. */
const hopeAfter = /\?+\s*(?:pls|please|plz) (?:say|tell me|let it be|be)\b[^?]*$/;
const countedQuestions = /^(?:ok |so )?(?:\d|two|three|a few|couple(?: of)?|quick) (?:things|questions|qs|q's)\s*[:,-]\s*/;

/** "What was the spring called where everyone dipped their feet?": the thing is named before "called"; what follows only says which. */
const afterCalled = /(?<=\b(?:called|named))\s+(?:where|that|which|when|we|everyone|everybody)\b[^?]*/;

/** The question without the asides around it: why the guest asks, their story, a thing ruled out, a fallback offered, the question said again. */
export function withoutAsides(text: string): string {
  return text.replace(purposeClause, " ").replace(purposeWithQuestionWord, " ").replace(errandClause, " ").replace(storyClause, " ").replace(notClause, " ").replace(fallbackClause, " ").replace(restatedClause, "?").replace(afterthought, "?").replace(statementAfter, "?").replace(beliefAfter, "?").replace(stateAfterComma, "").replace(hopeAfter, "?").replace(glitchAsked, "?").replace(countedQuestions, "").replace(finishedOpening, "").replace(emojiOpening, "").replace(rippedOffOpening, "").replace(feelingAfter, "").replace(afterCalled, "").replace(storyOpening, "");
}
