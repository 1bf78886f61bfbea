import { foldAccents, stopwords, tokenize } from "../text/tokenize";
import { kindTerms, synonymGroups } from "../text/synonyms";
import { correctShortWord, correctTerm } from "../text/typo";
import { numberOf, pastTense, readActivityDay, readDayReference, readPageDay, tripDayOf, type DayMatch, type TripCalendar } from "./day-reference";
import { splitByDay } from "./days-asked";
import { detectKinds, isDemanding, mealTerms, withoutKindPhrases } from "./kinds";
import type { TimeOfDay } from "../../../app/content/types";
import { stayOfNight, stays, tripNights } from "../../../app/content/stays";
import { dayThemes } from "../../../app/content/day-themes";
import { formatClockTime, formatIsoDate, formatLongDate, tripStartInstant } from "../../../app/lib/trip-dates";
import { daysBetween } from "../morocco-time";
import type { Question, QuestionPart } from "./question";
import { readConversion } from "./conversion";
import { readCostSum } from "./cost-sum";
import { chatter } from "./chatter";
import { stayLeft } from "./stay-leaving";
import { askedOfTheHost } from "./host-matters";
import { whichStay } from "./stay-meant";
import { townNightsAsked } from "./town-nights";
import { tripTowns } from "./towns";
import { amountAsked, checkoutTimeAsked, leadTimeAsked, relativeDayAsked, wordsMeant } from "./details-asked";
import { beforeCorrection, slang, withoutAsides } from "./guest-phrasing";

/** What the reader needs of the content: which terms it uses (and how often), which raw words, and which day each activity word belongs to. */
export interface Vocabulary {
  terms: ReadonlyMap<string, number>;
  words: ReadonlyMap<string, number>;
  /** The one trip day whose activity titles use a term ("hammam": day 1); terms of several days are left out. */
  titleDays: ReadonlyMap<string, number>;
}

/** A short word is only corrected towards a word this common in the content (or a question word). */
const SHORT_WORD_MIN_PASSAGES = 3;

/** A second clause starts at "&" or "+", or where a new question word follows "and", a comma or a question mark. */
const clauseStart =
  /\s*(?:&|\+)\s*|\s*(?:\?|\band\b|,\s*(?:and\s)?)\s*(?=(?:what|whats|what's|when|where|how|which|who|why|is|are|do|does|can|could|should)\b|(?:and )?the (?:one|thing) (?:after|before)\b)/g;

/** A clause telling how things are, asking nothing: "the slideshow is on the tv", "(i) posted the wrong pic". */
const statement =
  /^(?:the |our |my )?[a-z]+ (?:is|are) (?:on|in|at|up|running|playing|open|ready|set up)\b[^?]*$|^(?:the|our|this|that) [a-z]+(?: (?:today|tonight|tomorrow|tmrw))?$|^(?:(?:i|we) )?(?:accidentally |just )?(?:deleted?|uploaded|posted|lost|dropped|broke|missed)\b[^?]*$/;

/** "Which dinners were the special events?": a plural asks for every one. */
const asksSeveral = /\b(?:which|what) (?:of the |[a-z]+ )?(?:dinners|days|nights|activities|restaurants|stays|hotels|riads|places|tours)\b|\b(?:what|which) (?:[a-z]+ )?quotes?\b(?= are on\b)|\b(?:the|all the) (?:[a-z]+ )?quotes?\b(?= on\b)|\bwhose quotes?\b(?= are\b)|\bwho(?:'s| is| are| was| got)? quoted\b/;

/** "What time do we leave for Chefchaouen?" wants a time of day, which a date alone does not give. */
/** "Good lunch spot in the medina?", "recommend a cafe": a place worth going to. */
const asksRecommendation =
  /\b(?:good|nice|best|great|decent|recommended) (?:[a-z]+ ){0,2}(?:spots?|places?|restaurants?|cafes?|caf[eé]s?|bars?)\b|\brecommend (?:a|an|any|some) (?:[a-z]+ )?(?:spot|place|restaurant|cafe|café|bar)\b/;

/** "A 3pm flight", "at 15:00": a clock time the guest states. */
/** "Will I make it?", "is that enough time?", "cutting it close?" */
const makingIt = /\bmake it\b|\benough time\b|\bin time\b|\bcutting it (?:close|fine)\b|\btoo (?:tight|close)\b/;
const statedClock = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\bat \d{1,2}\b(?!\s*(?:people|guests|of us|nights?|days?|%|mad|dh|dirhams?|dollars?|usd|\$|mb|gb|km|hours?|mins?|minutes?|pm|am|:))/;

/** "What day did we check in?" wants a date, which a time of day alone does not give. */
const asksDate = /\b(?:what|which) (?:day|date)\b(?! of (?:the )?(?:week|trip)\b)/;

/** Words that ask nothing beyond the day itself: "what's the day called on the site?", "...on the itinerary". */
const dayWords: ReadonlySet<string> = new Set(["day", "site", "theme", "page", "itinerary", "number"]);
/** "Which page has today's plan?", "link to tomorrow pls": a page asked for. */
const asksPage = /\b(?:which|what) page\b|\blink\b/;
/** The words of a day's page asked for, beside the day's own. */
const planPageWords: ReadonlySet<string> = new Set(tokenize("page link plan plans schedule itinerary agenda day"));
/** "What's today's theme called?", "what's the day called": the day's own name, which comes with its date. */
const asksDayName = /\bwhat(?:'s| is|s)? (?:the |today'?s? |tomorrow'?s? |yesterday'?s? )?(?:day'?s? )?(?:theme\b|plan called\b)|\bwhat(?:'s| is|s| was)? (?:the day|that day|this day|today|tomorrow|yesterday|day \d+) (?:again )?called\b/;
/** "What time is it there rn?", "what's the time in Morocco": the time now, not an activity's. */
const asksTheTime = /\bwhat(?:'s| is|s)? the time\b(?! (?:of|for|at)\b)|\bwhat time is it\b(?! (?:on|at|for|when)\b)/;
/** "What's tomorrow's date?", "what day is it today": the date of a day, asking nothing else about it. */
const asksDayDate = /\bwhat(?:'s|s| is)? (?:the |[a-z0-9]+(?:'?s)? )?date\b|\bwhat (?:day|date)(?: of the trip)? (?:is|was) it\b|\b(?:what|which) day (?:of the trip )?(?:are|r) we (?:on|at|in)\b|\b(?:today|tomorrow|tmrw|tmr|2moro|yesterday)'?s? date\b|\bwhat day (?:number|no|#) (?:is|was|will be) (?:it|today|tomorrow|tmrw|yesterday|[a-z]+day)\b|\bwhich day (?:number|no|#)\b|\bwhat(?:'s|s| is)? (?:the )?(?:weekday|day of the week)(?= (?:is it|was it|today|tomorrow|tmrw|yesterday)\b|\s*[,?!.]|$)/;

/** "Are we doing quad bikes at some point?", "do we go to the tannery": whether the trip does it. */
const asksOurPlan = /^(?:so |and |wait )?(?:are|r|do|will|did|were) we (?:doing|do|going|go|get|visit|visiting|see|seeing|try|trying)\b/;

/** "What language is...", "which airline do...", "which phone network gets...": the noun after the question word, asked for. */
/** "Which terminal at RAK?", "which platform in Fes": the noun asked for, before the place it is at. */
const askedNounAt =
  /^(?:and |so )?which (?!(?:colou?rs?|restaurants?|places?|spots?|mornings?|days?|nights?|evenings?|times?|ones?|kinds?|types?|sorts?|ways?|parts?|cities|city|towns?|dinners?|activities|stays?|sights?|things?|stops?|options?)\b)([a-z]+) (?:at|in|on|from)\b/;

const askedNoun =
  /^(?:and |so )?(?:what|which) (?!(?:colou?rs?|restaurants?|places?|spots?|mornings?|days?|nights?|evenings?|times?|ones?|kinds?|types?|sorts?|ways?|parts?|cities|city|towns?|airports?|stations?|dinners?|activities|stays?|sights?|things?|stops?|stuff|options?|highlights?|bits?)\b)([a-z]+)(?: (?!(?:exactly|actually|again|still|even|really|of)\b)([a-z]+))? (?:is|are|was|were|do|does|did|will|gets?|has|have)\b/;

/** "The nearest pharmacy", "closest atm": the kind of place sought near another; "when's the deadline to pay": the deadline. */
const soughtNoun = /\b(?:(?:the|a) (?:closest|closes|nearest|nearer)\s+|the (?=(?:deadline|cutoff|cut-off) (?:to|for)\b))([a-z-]+)/;

/** An adverb of degree the content never uses: "stupidly", "insanely", "ridiculously". */
const intensifier = /^(?!(?:italy|family|belly|jelly|supply|reply|assembly|rally|july|holy|ugly|lily|bully)$)[a-z]{3,}(?:[^aeiou]ly|ily|ously|ally|ately)$/;

/** "What do we actually see on the mosque tour?", "what do they show us", "which sights are on the tour": what an activity holds. */
const asksSights =
  /\bwhat (?:do|will|did|can|does) (?:we|they|you|u|i|the guides?) (?:actually |even |really |get to )?(?:see|show(?: us| you| u| me)?|visit)\b|\bwhat (?:parts?|bits?|rooms?) of (?:the )?[a-z' ]+? (?:do|will|can|did) (?:we|you|u|i) (?:actually |even |really |get to )?(?:see|visit)\b|^(?:so |and )?what(?:'s| is| was|s) in (?:the |a )\b|\b(?:which|what) sights\b/;

/** "How many km is today's drive?" wants a length, which a travel time does not give. */
const asksLength = /\b(?:km|kms|kilomet(?:re|er)s?|miles)\b/;

/** "Is there a pharmacy near the station?", "where can I buy a sim card", "give me the recipe for the zaalouk": the thing sought. */
const soughtThing =
  /\b(?:is|are) there (?:an? |any |some |another |other )?([a-z]+)|\bwhere (?:can|could|do|should) (?:i|we) (?:buy|find|get) (?:an? |some |any )?([a-z]+)|\b(?:give|send|share with) (?:me|us) (?:the |a |an )?([a-z]+) (?:for|of|to)\b/;

const asksClockTime = /\b(?:what|which|wat) time\b|\bhow early\b|\bat what hour\b/;

/** "How many days till we go?", "how long until the trip?": the countdown. */
const asksCountdown =
  /\bhow (?:many|long|much longer)(?: more)? ?(?:days|weeks|sleeps|nights|hours|hrs)? (?:till|til|until|to|before) (?:we (?:go|leave|fly|depart|head|get there)|(?:the|this|our) (?:trip|getaway)|getaway|morocco|departure|it starts)\b|\bhow (?:many )?days (?:left|to go)\b/;

/** "Photos from yesterday" (or "yesterday's photos", read so before): the day the photos were taken. */
const photosFrom =
  /(?<=\b(?:pics|photos|pictures|videos|vids|ones) )from (today|yesterday|tonight|last night|this morning|day \d+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/** The site's photo features, which work alike on any day. */
const siteTerms: ReadonlySet<string> = new Set(["slideshow", "gallery", "upload", "album", "download", "delete", "tv"]);

/** Asking what to do with photos on the site: post, delete, preview, show them... */
const galleryAction = /\b(?:upload(?:s|ing|ed)?|post|posting|share|delete|deleting|remove|preview|slideshow|album|gallery|download|preparing|heic|hevc)\b/;
/** "My camel pics", "pics from the medina tour": which photos, said in passing; not what the question is about. */
const photosDescribed = /\b(?:my|our|the|these|those)\s+(?!(?:new|same|original|full|group|other|own|whole|old|best|hd|live|heic|trip|longest|biggest|largest|first|last|latest|iphone|android|phone|camera|gopro|drone)\b)([a-z]+(?:\s+(?!(?:day|night)\b)[a-z]+)?)\s+(?=(?:pics?|photos?|pictures?|videos?|vids?)\b)|(?<=\b(?:pics|photos|pictures|videos|vids|video)\s)(?:from|of|at) (?!(?:the |our |my |their |your )?(?:day|today|yesterday|tonight|phones?|tv|slideshow|laptop|computer|camera|iphone|android)\b)(?:the |our |my |their |your )?[a-z]+(?: (?!(?:day|night|today|yesterday|tonight|so|and|to|in|on)\b)[a-z]+)?/g;

/** "How long till dinner?", "how long have I got before the walking tour starts": the time left until an activity. */
const asksTimeLeft = /\bhow (?:long|much (?:longer|time)|many (?:more )?(?:hours|hrs|minutes|mins|days|sleeps))(?: (?:have|do) (?:i|we) (?:got|have))?(?: left)? (?:till|til|until|before)\b/;
/** "It's 8:30 now", "..., its like 10:30", "from now": the moment, which the question is asked at anyway. */
const statedNow = /\b(?:it'?s|its) (?:like |about |around |almost |nearly |already |just )?\d{1,2}(?:[:.]\d{2})?(?: ?[ap]m)?(?: now\b|\s*[?!.]*\s*$),?|\bfrom now\b/g;

/** "How many more days do we have?", asked during the trip: the days left after today. */
const asksDaysLeft = /\bhow many (?:more )?days (?:of (?:the|this|our) trip )?(?:left|do we have|have we got|to go|are left|remain|remaining|still)\b|\bhow many more days\b/;

/** "What time do we leave / start?": words that ask when a day, or an activity, sets off. */
const setOff: ReadonlySet<string> = new Set(["depart", "start"]);

/** What carries the squad: "the cars leave" when the day sets off. */
const vehicles: ReadonlySet<string> = new Set(tokenize("car van bus minibus driver"));

/** Words of the journey home, whose leaving is the trip's departure, not an activity's start. */
const homeward: ReadonlySet<string> = new Set(tokenize("airport flight home"));

/** "Where do we have lunch today?", "where are we eating tonight": where our own meal is. */
const whereWeEat = /\bwhere (?:exactly )?(?:do|are|will|did|should|shall|were) we\b/;

/** "What's for lunch tomorrow?": the day's meal, whatever it serves; "what's on the menu for dinner tonight": its dishes. */
const whatsForMeal = /\bwhat(?:'s| is|s)? (on the menu )?for (?:breakfast|lunch|dinner|supper)\b/;

/** Words the synonym tables know as written ("paying", "pricey"): real words, never slips to correct. */
const synonymWords: ReadonlySet<string> = new Set(Object.values(synonymGroups).flat());

/** "Desert camp price and what's included?": what the subject named before includes. */
const asksWhatIsIncluded = (part: QuestionPart) => part.topic.length === 1 && part.topic[0] === "includ" && part.unknown.length === 0;

/** "...and how long is the drive?": the journey to the place the question has just named. */
const theWayThere = /\bthe (?:drive|ride|journey|transfer|way)\b/;

/** "Villa breakfast cost + when did we have to sign up?": signing up, booking or paying with nothing named is doing so for the subject before. */
const bareAction = /\b(?:i|we|you) (?:have to |need to |got to )?(?:sign up|book|pay|reserve|register|show up)\s*[?!.]*$/;

/** "Who are you?" and its cousins are all questions about the assistant. */
const aboutAssistant =
  /\b(?:who|what) (?:even |exactly |actually )?(?:are|r) (?:you|u)\b|\bwho am i (?:talking|speaking|chatting) (?:to|with)\b|\b(?:are (?:you|u)|is rupa) (?:really |actually |truly )?(?:a |an )?(?:real |actual )?(?:goat|bot|robot|human|person|ai)\b(?: or (?:a |an )?(?:real |actual )?(?:goat|bot|robot|human|person|ai)\b)?|\bare (?:you|u) real\b|\byour name\b|\b(?:who|what)(?: even| exactly| actually)?(?: is|'s|s| was) rupa\b|\bwhat can (?:you|u|rupa) (?:do|help)|\bare (?:you|u) (?:chat ?gpt|gpt|an? (?:llm|chatbot|chat bot))\b/;

/** "Where do we go after dinner?", "after the photos where do we go": the way on, and which way to look. */
const whereWeGo = /\bwhere (?:do|are|will|r) we (?:go|going|head|heading)\b(?: to)?(?: (after|before)\b)?/;

/**
 * "What do we do after the hammam?", "what's before dinner", "after lunch what's on", "after the bday dinner are we
 * going out?", "are we going out after the birthday dinner?": a question (no kind asked) about what comes next to
 * something; "what do I do with my dirhams before flying" asks about the dirhams.
 */
const sequenceWord = /^(?:and )?the (?:one|thing) (after|before)\b|^(?:(?:and|so|ok|okay)\s+)*(after|before)\s+(?:the |that |this |our )?[a-z]+(?: [a-z]+)?\s*[?!.]*$|^(?:and |ok |so )?(?:what|what's|whats)\b(?:(?!\b(?:with|w|my|our)\b).)*?\b(after|before)\b(?! i (?:land|arrive|get in|get there)\b| last\b| yesterday\b)|^(?:and |so |ok )?(after|before)\b[^?]*?\b(?:what|what's|whats|are we|do we|is there)\b|^(?:and |so |wait )?(?:are|r|do|will) we (?:going out|go out|heading out|head out|doing anything|do anything|going anywhere|go anywhere) (after|before)\b|^(?:and |so |ok |wait )?(?:anything|any plans?)(?: planned| on)? (after)(?= the [a-z]+ [a-z]+\b)/;

/** "What's next?", "what are we doing now?": questions about the moment they are asked. */
/** "What's left today?", "the rest of the day": what is still to come today, after the moment asked. */
const restOfToday =
  /\b(?:for )?(?:the )?rest of (?:the day|today|tonight|the afternoon|the evening|this afternoon|this evening)\b|\bwhat(?:'s| is|s)? (?:left|remaining) (?:on|of|for|in) (?:the |today'?s |our )?(?:schedule|plan|itinerary|agenda|day)\b|\b(?:is there )?anything (?:else )?(?:left|remaining|still (?:on|to come))\b|\bwhat(?:'s| is|s)? (?:left|remaining|still (?:on|left|to come))\b(?:(?= (?:today|tonight|for today|this afternoon|this evening|to do)\b)|(?=\s*[?!.]*$))/;

const aboutNow =
  /\b(?:what(?:'s| is)|whats) (?:our |the )?(next)\b(?: (?:stop|thing|activity|up)\b)?(?! (?:door|to|week|month|year|after|before)\b)|\b(?:what(?:'s| is| are we (?:even |actually |meant to be |supposed to be )?doing| should we be doing| are we up to| is happening|'s happening|s happening|'s on|s on| is on)?|anything (?:happening|going on|on)|where (?:(?:are|r) we(?: even)?(?: (?:supposed|meant) to be)?|should we be)) (?:right )?(now)\b/;

/**
 * Words that hedge ("roughly", "usually", "the whole trip") or name
 * the asker ("ourselves", "a pic I posted") say nothing about the subject; left in, a short question's gate
 * would wait for a sentence holding them. "Morocco" is where every passage is; "what do I need to budget for
 * today?" asks today's prices, as "how much" does.
 */
const filler =
  /\b(?:whole|entire|every|each|(?:all )?at once|in one go|officially|roughly|approximately|approx|usually|typically|typical|normally|generally|exactly|actually|basically|ourselves|myself|yourself|yourselves|by mistake|by accident|accidentally|official|usual|all day|during the day|in the daytime|morocco|moroccans|remind me|figure|all-in|all in|any idea|again|already|everyone|everybody|special about|(?:kind|sort|type|style) of|(?:i|we|you|someone(?: else)?|somebody(?: else)?|others|other people|people|they) (?:uploaded|posted|added|took|put up|skipped|missed|bought)|(?<=\b(?:to|i|we|you) )budget(?= (?:for|on)\b))\b\s*/g;

/** "Does the Fes riad have a pool?", "has the villa got a gym": the one said to have something. */
const hasSomething = /^(?:and |so |but )?(?:does|do|did|will|has) (?:the |our |that |this )?((?:[a-z'-]+ ){0,2}[a-z'-]+) (?:have|has|got|come with|offer)\b(?! to\b)/;

/** "How many bedrooms does the Fes riad have?": the one said to have them, whose own passage must count them (when a stay). */
const countOwned = /^(?:and |so |but )?how many (?:[a-z]+ ){1,2}(?:does|do|did|will) (?:the |our |that |this )?((?:[a-z'-]+ ){0,2}[a-z'-]+) (?:have|has|got)\b/;

/** The words when they name one of the stays ("the fes riad"), whose own passages count what they have. */
const stayNamed = (words: string | undefined): string | undefined => (words && tokenize(words).every((term) => stayWords.has(term)) ? words : undefined);

/** "Any roof terrace?", "is there a pool": whether there is one. */
const asksAny = /(?:^|[,—-]\s*)any [a-z'-]+(?: [a-z'-]+)?\s*[?!.]*\s*$|^(?:and |so |but )?(?:(?:is|are|was|were) there|will there be) (?:going to be |gonna be )?(?:an? |any |some )/;
/** "Can I put videos in the gallery too?": whether the site lets guests, which a sentence saying "anyone can upload" affirms. */
const canShare = /^(?:and |so |but )?can (?:i|we|you|people|everyone|guests|others) (?:also |even )?(?:upload|put|add|post|share)\b/;
/** "What time is breakfast at the Fes riad?": a stay's own meal, which that stay's passage must tell. */
const asksWhenOrWhere = /\b(?:what time|when|where|how early|how late)\b/;
const mealAt = /\b(?:breakfast|lunch|dinner|supper|check-?out|check-?in) at (?:the |our )?((?:[a-z'-]+ )?(?:riad|villa|camp|hotel))\b/;

/** "Was there a birthday cake...", "any gym...": the thing asked to be there. */
const thingThere = /(?:\b(?:is|are|was|were) there (?:going to be |gonna be |gna be )?(?:an? |any |some )|\b(?:are|were) there (?!(?:any|some|going|gonna|a|an|the)\b)|(?:^|[,—-]\s*)any )((?:(?!(?:at|in|on|for|or|near|by)\b)[a-z'-]+ )?(?!(?:at|in|on|for|or|near|by)\b)[a-z'-]+)/;
/** "Is the deposit refundable (if I miss a night)?": the last word of a yes-or-no question about something, before a condition, is what is asked of it. */
const askedPredicate = /^(?:and |so |wait |ok )?(?:is|are|was|were) (?:the |our |it |they |that |this )(?:[a-z']+ ){0,6}([a-z]+)(?: if [a-z' ]+)?\s*[?!.]*$/;

/** "Is there a pool at the Zagora camp?": the one said to have it. */
const thereAt =
  /^(?:and |so |but )?(?:is|are|was|were) there (?:an? |any )?[a-z'-]+ at (?:the |our |that |this )?((?:[a-z'-]+ ){0,2}[a-z'-]+)(?:\s+(?:for|when|tonight|today|tomorrow|tmrw|later|now|rn)\b[^?]*)?\s*[?!.]*\s*$/;

/** "Are drinks included at the birthday dinner?": the one whose price would include them. */
const includedAt = /^(?:is|are|was|were) (?:the )?(?:[a-z'-]+ ){1,2}included (?:at|in|with|for) (?:the |our |that |this )?(?!(?:[a-z'-]+ ){0,2}(?:price|cost|fee)\s*$)((?:[a-z'-]+ ){0,2}[a-z'-]+)\s*$/;
/** "Is the hammam included in the villa price?": the hammam's own price tells whether it is. */
const includedInPrice = /^(?:is|are|was|were) (?:the )?((?:[a-z'-]+ ){0,1}[a-z'-]+) included (?:in|with) (?:the |our )?(?:[a-z'-]+ ){0,2}(?:price|cost|fee)\s*$/;

/** "..., garden + the YSL museum": a clause that is only a subject, added to the question before it. */
const addedSubject = /^(?!(?:what|whats|what's|when|where|how|which|who|why|is|are|do|does|can|should)\b)[a-z' ]+$/;

/** "..., and does it have a pool?": what the subject before it has. */
const hasIt = /^(?:and |so |but )?(?:does|do|did|will|has) (?:it|they|that|this place) (?:have|has|got|come with|offer)\b(?! to\b)/;

/** A word asked to be said in the local language, other than the greetings the notes give; "say bye to everyone" is leaving. */
const sayWord = /(?<!\bas [a-z]+ )\bsay (?!(?:hello|hi|thanks|thank you|lol|lmao|haha|omg)\b|(?:good)?bye\b(?! in\b)|farewell\b(?! in\b))([a-z]+)\b(?= (?:in|to)\b|\W*$)/;

/** "What area is it in?", "which neighbourhood is Nobu in": the quarter of town asked for. */
const asksQuarter = /\b(?:what|which) (?:area|neighbou?rhood|district|quarter|part of town)\b/;
const quarterWords: ReadonlySet<string> = new Set(tokenize("area neighbourhood neighborhood district quarter part town"));

/** The words of a part of a day, which say when and nothing about what. */
const partsOfDay: ReadonlySet<string> = new Set(tokenize("morning afternoon evening night tonight"));

/** The words of the stays' names, and staying itself: "the villa", "the fes riad", "sleep". */
const stayWords: ReadonlySet<string> = new Set([...stays.flatMap((stay) => tokenize(stay.title)), "stay", "night"]);

/** "We're still at the villa tonight?", "were we at the villa on the 26th", "is tonight our last night at the villa": being at a stay on a night. */
const atStay = /\b(?:still|back) (?:at|in)\b|\bnight (?:at|in)\b|\b(?:were|are|r|will) we (?:[a-z]+ )?(?:at|in) the\b/;

/** "At the riad or at the villa?": one stay or another. */
const eitherStay = /\bor (?:are we |r we )?(?:still |already )?(?:at |in )?(?:the |our )?(?:[a-z]+ )?(?:riad|villa|camp)\b/;

/** "Right now", "already": the moment asked, today. */
const rightNow = /\b(?:right now|now|currently|at the moment|already|still)\b/;

/** "Are we coming back to the villa tomorrow night?": where that night is spent. */
/** Words naming a part of the site, not whose it is: "the gallery page" is the gallery. */
const siteWords: ReadonlySet<string> = new Set(["page", "site", "website", "tab", "section"]);

const backForTheNight = /\bback to\b[^?]*\bnight\b/;
/** "Are we back at the villa tonight?": at a stay again, asked of an evening or a whole day. */
const backAtStay = /\bback (?:at|in) (?:the|our)\b/;
/** "Are we going back to the villa tonight?": where the evening ends, the night. */
const backToStay = /\bback to (?:the|our)\b/;
/** "Is tonight our last night at the villa?" */
const lastNightThere = /\b(?:our|the) last night\b/;

/**
 * "Did we sleep at the villa on the 26th?", "we're still at the villa tonight right?", "are we coming back to the villa
 * tomorrow night?": the one part of a question about where a night is spent, whose words are all the stays' and
 * staying's (coming back, for the night, no more than a way to say so).
 */
function stayPart(parts: readonly QuestionPart[], normal: string): QuestionPart | undefined {
  const [asked] = parts;
  if (parts.length !== 1 || !asked) return undefined;
  const back =
    backForTheNight.test(normal) || (backAtStay.test(normal) && (!asked.partOfDay || asked.partOfDay === "evening")) || (backToStay.test(normal) && asked.partOfDay === "evening");
  const part = back ? { ...asked, topic: asked.topic.filter((term) => term !== "return") } : asked;
  const plain = part.kinds.every((kind) => kind === "where" || kind === "name") && part.unknown.length === 0 && part.topic.length > 0;
  if (!plain || !part.topic.every((term) => stayWords.has(term)) || !(part.topic.includes("stay") || atStay.test(normal) || back)) return undefined;
  return part;
}

/**
 * "What's the riad we're staying at tonight called?": a name asked of the night's stay when the notes name it only by
 * what it is ("Our Riad in Fes"), beyond what the guest said, which is a thing the host knows. "What was the place we
 * slept called?" is told by what it is.
 */
function asksUnnamedStay(parts: readonly QuestionPart[], day: number, normal: string): boolean {
  const part = stayPart(parts, normal);
  const title = stayOfNight(day)?.title ?? "";
  if (!part?.kinds.includes("name") || hasOwnName(title)) return false;
  const titleTerms = new Set(tokenize(title));
  return part.topic.some((term) => term !== "stay" && term !== "night" && titleTerms.has(term));
}

/** Where the night of `day` is spent, when that is all the question asks; for a yes-or-no question, the stay it names, and whether it asks if the night is the last there. */
function stayNightAsked(parts: readonly QuestionPart[], day: number, normal: string): Question["stayNight"] {
  const part = stayPart(parts, normal);
  if (!part) return undefined;
  // "Are we at the riad or at the villa?" asks which, not whether.
  const named = part.kinds.length === 0 && !eitherStay.test(normal) ? part.topic.filter((term) => term !== "stay" && term !== "night") : [];
  return { day, named, last: lastNightThere.test(normal) };
}

/** Words of a stay's title that say what or where it is: "Our Riad in Fes" and "Desert Camp" are no names; "Villa Royale" is. */
const kindOfStay: ReadonlySet<string> = new Set(["our", "the", "in", "riad", "villa", "camp", "desert", "hotel", ...[...tripTowns.keys()]]);

function hasOwnName(title: string): boolean {
  return foldAccents(title).toLowerCase().split(/\s+/).some((word) => !kindOfStay.has(word));
}

/** "Leave Fes for Chefchaouen", "head back from Chefchaouen to Fes": where a journey goes from and to. */
const journeyWords =
  /\b(?:leave|leaving|depart|departing|head|heading|drive|driving|go|going)(?: back)? (?:from )?([a-z]+) (?:for|to) ([a-z]+)\b|\bfrom (?:the )?([a-z]+(?: [a-z]+)?) to (?:the )?([a-z]+)\b/;

/** "The train to Casablanca", "when does the train get to Fes": a journey named by the town it goes to. */
const journeyTo = /\b(?:train|trains|drive|ride|bus|transfer) (?:back )?(?:to |(?:get|gets|arrive|arrives|reach|reaches|pull|pulls) (?:in(?:to)? |at |to )?)(?:the )?([a-z]+)\b/;

function journeyAsked(normal: string): Pick<Question, "journey"> {
  const match = journeyWords.exec(normal);
  if (!match) {
    const to = tokenize(journeyTo.exec(normal)?.[1] ?? "");
    return to.length === 1 && tripTowns.has(to[0]!) ? { journey: { from: [], to } } : {};
  }
  const [from, to] = [tokenize(match[1] ?? match[3] ?? ""), tokenize(match[2] ?? match[4] ?? "")];
  return from.length > 0 && to.length > 0 ? { journey: { from, to } } : {};
}

/** "What time did we leave Fes yesterday morning?": a town left, whose journey out that day goes from it. */
const leavingTown = /\b(?:leave|leaving|left|depart(?:ing)?(?: from)?)\s+([a-z]+)\b(?!\s+(?:for|to)\b)/;

function townLeft(normal: string): Pick<Question, "journey"> {
  const from = tokenize(leavingTown.exec(normal)?.[1] ?? "");
  return from.length === 1 && tripTowns.has(from[0]!) ? { journey: { from, to: [] } } : {};
}

/** "The tourist tax for my 3 nights in Fes": the nights it is asked for. */
/** "For the whole trip", "how many nights of tourist tax?": every night of it. */
const wholeTrip = /\b(?:the |our )?(?:whole|entire|full) trip\b|\ball (?:the |our )?nights\b|\bhow many nights\b/;

function taxNightsAsked(normal: string): Pick<Question, "taxNights"> {
  if (!/\btax\b/.test(normal)) return {};
  const count = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) nights?\b/.exec(normal)?.[1];
  const nights = count !== undefined ? numberOf(count) : wholeTrip.test(normal) ? tripNights : undefined;
  return nights ? { taxNights: nights } : {};
}

/** "...and what do we do there?": a clause pointing at the thing before. */
const thereOrIt = /\b(?:there|it)\b/;

/** Two-letter words that name something rather than slip: the content uses none of them. */
const shortTopics: ReadonlySet<string> = new Set(["dj", "tv", "ac", "mc"]);

const weekdayTerms = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const thanking = /\b(?:thanks|thank you|thx|ty|cheers|shukran)\b/;
const greeting = /^\W*(?:hi|hello|hey|thanks|thank you|salam|good (?:morning|evening))\b/;

export class QuestionReader {
  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly calendar: TripCalendar,
  ) {}

  /** The question once per day it asks of: "dinner tonight, and when do we leave tomorrow?" asks two. */
  questionsByDay(raw: string, now: Date): string[] {
    const plain = folded(raw.trim()).replace(/[a-z0-9]+/g, (word) => slang[word] ?? word);
    const questions = splitByDay(plain, (clause) => {
      const match = readDayReference(clause, this.calendar, now);
      return match && "day" in match.reference ? { day: match.reference.day, span: match.span } : undefined;
    });
    return questions.length > 1 ? questions : [raw];
  }

  /** `page` is the path the guest asks from ("/day/3"): a day page gives the day a question leaves unnamed. */
  read(raw: string, now: Date, page?: string): Question {
    const text = raw.trim();
    const lowered = text.toLowerCase();
    const today = tripDayOf(this.calendar, now);
    let normal = withoutAsides(this.normalise(text));
    const dateAsked = asksDayDate.test(normal) || asksDayName.test(normal);
    const costSum = readCostSum(normal);
    // "How long till dinner?" asks the dinner's time, counted from the moment asked.
    const countdown = asksCountdown.test(normal);
    const timeLeft = asksTimeLeft.test(normal);
    if (timeLeft) normal = normal.replace(asksTimeLeft, "what time is");
    const remaining = today !== undefined && restOfToday.test(normal);
    if (remaining) normal = normal.replace(restOfToday, "what's on today");
    // "What are we doing rn, its like 10:30": the moment stated is the moment asked at anyway.
    normal = normal.replace(statedNow, " ");
    const nowMatch = aboutNow.exec(normal);
    const nowAsked = nowMatch?.[1] ?? nowMatch?.[2];
    if (nowAsked) normal = normal.replace(aboutNow, " today ");
    // "My pics from today": the photos' day, not the question's; the gallery's day filter shows them.
    const photosDay = photosFrom.exec(normal)?.[1];
    const albumDay = photosDay ? readDayReference(photosDay, this.calendar, now)?.reference : undefined;
    normal = normal.replace(photosFrom, " by day ");
    if (galleryAction.test(normal)) normal = normal.replace(photosDescribed, " ");
    const namedDay = readDayReference(normal, this.calendar, now) ?? readActivityDay(normal, (word) => this.titleDay(word));
    // "Is tomorrow day 7?": once a day is named, another word for it names nothing more.
    if (namedDay) normal = normal.replace(namedDay.span, " ").replace(/\b(?:today|tonight|tomorrow|yesterday)\b/g, " ");
    // Guests on a day's page ask about that day; a day the question names wins, and so does another day's own
    // thing ("Chefchaouen's nickname?" asked on Day 5's page is about Day 8).
    const pageDay = namedDay ? undefined : readPageDay(page, this.calendar);
    let dayMatch = namedDay ?? (pageDay && !this.namesAnotherDay(normal, pageDay) ? pageDay : undefined);
    // The words that ask about the assistant ("talking to", "real goat") say nothing else: one term stands for them.
    normal = normal.replace(aboutAssistant, " assistant ");

    // A clause that is only chat ("..., is that normal?") asks nothing, not even about the day.
    const clauses = normal
      .split(clauseStart)
      .map((clause) => clause.trim())
      .filter((clause) => /\w/.test(clause.replace(chatter, "")));
    // "Slideshow is on the tv, how do people add their pics?", "the villa today, how many pools?": a statement or a
    // thing named before the question is what it asks about.
    if (clauses.length > 1 && statement.test(clauses[0]!)) clauses.splice(0, 2, `${clauses[0]} ${clauses[1]}`);
    const onlyKindWords = new WeakSet<QuestionPart>();
    const parts = clauses.flatMap((clause) => {
      const { part, fromKindWords } = this.readPart(clause);
      const split = splitByKind(part);
      if (fromKindWords) split.forEach((each) => onlyKindWords.add(each));
      return split;
    });
    // "Can we put everyone's pics on the tv tonight?": the site works alike any day; the day says only when.
    // "How do I upload the pics from last night?": nor is "night" part of the subject.
    if (namedDay && !albumDay && parts.some((part) => part.topic.some((term) => siteTerms.has(term)))) {
      dayMatch = undefined;
      for (const part of parts) part.topic = part.topic.filter((term) => !partsOfDay.has(term));
    }
    // "How many big dinners are there?": dinners, plural, are the trip's, not today's.
    if (!/\b(?:breakfasts|lunches|dinners|meals)\b/.test(normal)) dayMatch ??= this.todaysMeal(parts, now);
    // "When and where is the welcome dinner?": a part with no subject of its own shares the
    // others'; "how much is breakfast and when is it served": "it" brings the subject along.
    const shared = [...new Set(parts.flatMap((part) => part.topic))];
    const sharedUnknown = [...new Set(parts.flatMap((part) => part.unknown))];
    parts.forEach((part, index) => {
      // "What's on the 30th and where do we fly from?": asking for nothing in particular about a day asks for the day.
      // "...and the one after that?" asks what comes after the thing before, not the day; "...and what do we do there?"
      // asks about the thing before.
      if (part.kinds.length === 0 && !part.sequence && dayMatch && parts.length > 1 && !(index > 0 && thereOrIt.test(clauses[index] ?? ""))) return;
      // "What did the tickets cost, garden + the YSL museum?": a subject added on asks what the one before it asked.
      const before = parts[index - 1];
      if (part.kinds.length === 0 && before?.kinds.some(isDemanding) && addedSubject.test(clauses[index] ?? "")) part.kinds = [...before.kinds];
      if (part.topic.length === 0 && part.unknown.length === 0) {
        part.topic = shared;
        part.unknown = sharedUnknown;
        if (index > 0) part.followsUp = true;
      } else if (
        index > 0 &&
        (onlyKindWords.has(part) ||
          /\b(?:it|they|them|that(?! (?:night|day|morning|afternoon|evening)\b))\b|\b(?:book|get|do|have|try|buy|reserve) one\b/.test(clauses[index] ?? "") ||
          theWayThere.test(clauses[index] ?? "") ||
          bareAction.test(clauses[index] ?? "") ||
          asksWhatIsIncluded(part))
      ) {
        // "...and where does it start", "...and when is pickup", "...how do I book one": a subject made only of kind words
        // ("...when's nobu that night" names the day, not the thing before)
        // gives way to the one "it" (or "one") points at, or the one before; "...and how long is the drive" is the drive there.
        const own = onlyKindWords.has(part) || theWayThere.test(clauses[index] ?? "") ? [] : part.topic;
        part.topic = [...new Set([...parts[index - 1]!.topic, ...own])];
        // "Fes riad name? and does it have a pool": "it" is the one said to have it.
        if (hasIt.test(clauses[index] ?? "")) part.owner = parts[index - 1]!.topic;
      }
    });
    // "Tonight" names the evening as "tomorrow night" does, though the day's words leave the clause.
    // "How do you say yes?": the word to translate is the subject, though "yes" is a stopword.
    const said = sayWord.exec(normal)?.[1];
    if (said) for (const part of parts) part.unknown.push(said);
    // "Which suite am I in?", "when do we get the photographer's pics?": asked like a password, never in the notes.
    if (askedOfTheHost(normal)) for (const part of parts) part.kinds.push("secret");
    if (dayMatch) clauses.forEach((clause, index) => parts[index] && this.readPartOfDay(`${clause} ${dayMatch.span}`, parts[index]));
    // "Is there time to shop on day 0? When?": the day is given, so "when" asks the time of day.
    if (dayMatch && "day" in dayMatch.reference) for (const part of parts) if (part.kinds.includes("when") && !part.date) part.clockTime = true;
    // "The dress code for travel days like today": days of a kind, with the day itself named, add nothing to the subject.
    if (dayMatch && /\bdays\b/.test(normal)) for (const part of parts) if (part.topic.length > 1) part.topic = part.topic.filter((term) => term !== "day");
    for (const part of parts) whereToEat(part);
    const forMeal = whatsForMeal.exec(normal);
    if (dayMatch && forMeal) for (const part of parts) mealOfDay(part, forMeal[1] !== undefined);
    // "Where do we stop for lunch today?": our own meal that day, not a place on the map.
    if (dayMatch && whereWeEat.test(normal)) for (const part of parts) if (part.topic.some((term) => mealTerms.has(term))) part.ourPlan = true;
    for (const part of parts) trainLeaving(part);
    // "How much do I owe for the riad?" on day 1 is the Marrakech one's price, from day 6 the Fes one's.
    for (const part of parts) if (part.kinds.length === 0 || part.kinds.includes("cost") || part.kinds.includes("where")) part.topic.push(...whichStay(part.topic, today, lowered, pastTense.test(lowered)));
    for (const part of parts) this.activityStarting(part);
    // "My friend lands on the 20th": arriving before the trip starts is arriving early, which the notes plan for.
    const beforeTrip = dayMatch && "outside" in dayMatch.reference && !dayMatch.reference.after;
    if (beforeTrip) for (const part of parts) if (part.topic.includes("arrive") && !part.topic.includes("early")) part.topic.push("early");
    const tripDay = dayMatch && "day" in dayMatch.reference ? dayMatch.reference.day : undefined;
    if (tripDay !== undefined) for (const part of parts) this.leavingThatDay(part, tripDay);
    const meaningful = meaningfulParts(parts, dayMatch !== undefined);
    const merged: QuestionPart[] = meaningful.length > 0 ? meaningful : [{ kinds: [], topic: [], unknown: [] }];
    const hasSubject = merged.some((part) => part.topic.length + part.unknown.length > 0);
    // "Are we still at the riad right now?": the stay of today.
    const stayDay = tripDay ?? (rightNow.test(normal) ? today : undefined);
    if (stayDay !== undefined && asksUnnamedStay(merged, stayDay, normal)) for (const part of merged) part.kinds.push("secret");
    const stayNight = stayDay !== undefined ? stayNightAsked(merged, stayDay, normal) : undefined;
    const leavesStay = merged.length === 1 && merged[0]!.kinds.includes("when") ? stayLeft(normal, today) : undefined;
    const leftStay = leavesStay && (tripDay === undefined || tripDay === leavesStay.day) ? leavesStay : undefined;
    const asked = journeyAsked(normal);
    // A town left on a day we leave no stay there: the journey out of it that day.
    const journey = asked.journey || leftStay || tripDay === undefined ? asked : townLeft(normal);
    // "...and what's the day called on the site?": the day's own name comes with its date.
    const onlyTheDay = merged.every((part) => part.unknown.length === 0 && part.topic.every((term) => dayWords.has(term)));
    const dateOf = dateAsked && onlyTheDay ? (tripDay ?? (dayMatch ? undefined : today)) : undefined;
    const pageOf = tripDay !== undefined && asksPage.test(normal) && merged.every((part) => [...part.topic, ...part.unknown].every((term) => planPageWords.has(term))) ? tripDay : undefined;
    // The time now, wherever it is asked from: a day's page names no day of its own to the question.
    const clockNow = asksTheTime.test(normal) && onlyTheDay && !namedDay ? { time: formatClockTime(now), longDate: formatLongDate(now), ...(today !== undefined ? { day: today } : {}) } : undefined;
    // A greeting on a day's page is still a greeting: only a day the guest names asks for its plan.
    const smallTalk = greeting.test(normal) && !hasSubject && !namedDay;
    if (nowAsked) for (const part of merged) if (part.topic.length === 0) part.sequence = nowAsked === "next" ? "after" : "now";
    // "Where do we go at 3 tomorrow?": what is under way at that time of the day named.
    const timeAsked = tripDay !== undefined && !nowAsked ? clockTimeAsked(lowered) : undefined;
    if (timeAsked) for (const part of merged) part.topic = part.topic.filter((term) => !/^\d+$/.test(term));
    const atTimeAsked = timeAsked !== undefined && merged.some((part) => part.topic.length === 0 && !part.sequence);
    if (atTimeAsked) for (const part of merged) if (part.topic.length === 0) part.sequence = "now";
    // "What's left on today's schedule after we arrive?": what is left is after the moment anyway.
    if (remaining) {
      for (const part of merged) {
        if (!part.sequence) continue;
        delete part.sequence;
        part.topic = [];
      }
    }
    // "What time do we head out for the desert thing today?": asked later that day, the next setting off, not the
    // morning's ("what time did we leave this morning" is the morning's).
    const setsOffLater = tripDay !== undefined && tripDay === today && merged.some((part) => part.setsOff) && !pastTense.test(lowered) && !/\b(?:morning|start|first|official)\b/.test(lowered);
    const meant = wordsMeant(text);
    return {
      text,
      parts: merged,
      day: dayMatch?.reference,
      ...(today !== undefined ? { today } : {}),
      ...(albumDay && "day" in albumDay ? { albumDay: albumDay.day } : {}),
      ...(atTimeAsked ? { moment: timeAsked } : nowAsked || timeLeft || remaining || setsOffLater ? { moment: formatClockTime(now) } : {}),
      ...(clockNow ? { clockNow } : {}),
      ...(remaining ? { remaining } : {}),
      ...(timeLeft ? { timeLeft } : {}),
      ...withConversion(readConversion(lowered)),
      ...this.daysToGo(normal, countdown, now, today),
      ...taxNightsAsked(normal),
      ...journey,
      // "What time do we leave the villa tomorrow?" on the day before the desert; another day's leaving is an outing's.
      ...(leftStay && !asked.journey ? { leavesStay: leftStay } : {}),
      ...(stayNight ? { stayNight } : {}),
      ...withTownNights(townNightsAsked(merged, dayMatch !== undefined)),
      ...(dateOf !== undefined ? { dateOf } : pageOf !== undefined ? { pageOf } : {}),
      ...(costSum ? { costSum } : {}),
      ...(amountAsked.test(text) ? { amount: true } : {}),
      ...(checkoutTimeAsked.test(text) ? { checkoutTime: true } : {}),
      ...(meant ? { wordsMeant: meant } : {}),
      ...(leadTimeAsked.test(text) ? { leadTime: true } : {}),
      ...(relativeDayAsked.test(text) ? { relativeDay: true } : {}),
      smallTalk,
      ...(smallTalk && thanking.test(normal) ? { thanks: true } : {}),
    };
  }

  /** Lower case, accents folded, slang expanded and misspelt words corrected against the content's words. */
  private normalise(text: string): string {
    // An emoji says how the guest feels, never what they ask: "any tips 🤢" ends at "tips", and
    // "i only packed shorts 😬 what's..." pauses between the guest's story and the question.
    let lower = folded(text).replace(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+/gu, " · ").replace(/[\s·]+$/, "");
    for (const [pattern, replacement] of beforeCorrection) lower = lower.replace(pattern, replacement);
    return lower.replace(/[a-z0-9]+/g, (word) => {
      if (slang[word]) return slang[word];
      // A word the synonyms know ("paying", "pricey") is no slip for a content word ("playing").
      if (this.vocabulary.words.has(word) || synonymWords.has(word) || stopwords.has(word) || /\d/.test(word)) return word;
      // "stayin", "leavin": a dropped final g.
      if (word.endsWith("in") && this.vocabulary.words.has(`${word}g`)) return `${word}g`;
      // "loveliest", "prettier": the content's "lovely", not a word one letter away ("liveliest"). "Earliest" asks
      // for a bound (the first time allowed), not for something early.
      const plain = word.replace(/(?<!^earl)i(?:est|er)$/, "y");
      if (plain !== word && this.vocabulary.words.has(plain)) return plain;
      const corrected = correctTerm(word, this.vocabulary.words);
      if (corrected) return corrected;
      // "taxi" is not written in the content, but its term is ("taxis" and "shuttle" both fold to it).
      if (tokenize(word).every((term) => this.vocabulary.terms.has(term))) return word;
      return correctShortWord(word, this.vocabulary.words, SHORT_WORD_MIN_PASSAGES) ?? word;
    });
  }

  /** The days left before the trip, when the question asks for them before it starts. */
  private daysToGo(normal: string, countdown: boolean, now: Date, today: number | undefined): Pick<Question, "daysToGo" | "daysLeft" | "moment"> {
    const daysToGo = daysBetween(formatIsoDate(now), this.calendar.tripStart);
    // On its eve, the hours left too: "how many hours til the trip kicks off?"
    if (countdown && daysToGo === 1) return { daysToGo, moment: formatClockTime(now) };
    if (countdown && daysToGo > 0) return { daysToGo };
    // "How long till the trip starts?" on its first morning: the hours left, not the days.
    if (countdown && daysToGo === 0 && now < tripStartInstant()) return { daysToGo, moment: formatClockTime(now) };
    // "How many hours till we leave for the airport?" on the last day: the hours to the departure, not the days left.
    const lastDayCountdown = countdown && !asksDaysLeft.test(normal) && !/\b(?:trip|getaway)\b/.test(normal) && today === this.calendar.lastDay;
    return today !== undefined && (asksDaysLeft.test(normal) || countdown) && !lastDayCountdown ? { daysLeft: this.calendar.lastDay - today } : {};
  }

  /** "What's after dinner?" asked during the trip, naming no day, is about today's dinner. */
  private todaysMeal(parts: readonly QuestionPart[], now: Date): DayMatch | undefined {
    const aboutMeals = parts.some((part) => part.topic.length > 0) && parts.every((part) => part.unknown.length === 0 && part.topic.every((term) => mealTerms.has(term)));
    const today = aboutMeals ? readDayReference("today", this.calendar, now) : undefined;
    return today && "day" in today.reference ? today : undefined;
  }

  /**
   * "What time do we leave tomorrow?" on a day with no departure of its own asks when the day
   * sets off: its first activities, not the trip's departure.
   */
  private leavingThatDay(part: QuestionPart, day: number): void {
    // "What time do we leave tomorrow for the desert?" on the Sahara day: the day's own theme names where it goes.
    const theme = new Set(tokenize(dayThemes[day] ?? ""));
    // "What time did the cars leave this morning?": the cars set off when we do.
    const others = part.topic.filter((term) => !setOff.has(term) && !theme.has(term) && !vehicles.has(term));
    const leaving = part.topic.some((term) => setOff.has(term)) && others.length === 0 && part.unknown.length === 0;
    // "Where do we start on Friday?": where it sets off, likewise.
    // On the day titled with the departure, leaving is that departure; starting is still the day's first activity.
    const departure = part.topic.includes("depart") && this.vocabulary.titleDays.get("depart") === day;
    if (!leaving || !(part.kinds.includes("when") || part.kinds.includes("where")) || departure) return;
    part.topic = [];
    part.setsOff = true;
  }

  /**
   * "What time did the camels leave?": an activity's time is when it sets off, when every other
   * word of the subject names one day's activity (the trip's own departure is no activity).
   */
  private activityStarting(part: QuestionPart): void {
    if (!part.kinds.includes("when") || part.unknown.length > 0) return;
    const others = part.topic.filter((term) => !setOff.has(term));
    if (others.length === 0 || others.length === part.topic.length) return;
    if (others.every((term) => this.vocabulary.titleDays.has(term) && !homeward.has(term))) part.topic = others;
  }

  /** "Thursday morning", "tomorrow night": the part of the named day, out of the subject. */
  private readPartOfDay(clause: string, part: QuestionPart): void {
    if (part.kinds.includes("duration")) return;
    const word = /\b(morning|afternoon|evening|night)\b|\bto(night)\b/.exec(clause)?.slice(1).find(Boolean);
    if (!word) return;
    part.partOfDay = word === "night" ? "evening" : (word as TimeOfDay);
    const terms = new Set(tokenize(word));
    part.topic = part.topic.filter((term) => !terms.has(term));
  }

  /** Whether the question names a word only another day's activities are titled with (setting off is every day's). */
  private namesAnotherDay(text: string, { reference }: DayMatch): boolean {
    const day = "day" in reference ? reference.day : undefined;
    return tokenize(text).some((term) => {
      const titled = this.vocabulary.titleDays.get(term);
      return titled !== undefined && titled !== day && !setOff.has(term);
    });
  }

  private titleDay(word: string): { term: string; day: number } | undefined {
    const [term, ...more] = tokenize(word);
    const day = term === undefined || more.length > 0 ? undefined : this.vocabulary.titleDays.get(term);
    return day === undefined ? undefined : { term: term!, day };
  }

  /** "What language is the tour in?", "which platform...": the noun asked for. */
  private headOf(clause: string, topic: ReadonlySet<string>, unknown: readonly string[]): Pick<QuestionPart, "head"> {
    // "Which phone network gets...": the last noun before the verb.
    const match = askedNoun.exec(clause);
    // "What's the closest hospital to our riad?": the place sought, not the riad it is near.
    const noun = match?.[2] ?? match?.[1] ?? askedNounAt.exec(clause)?.[1] ?? soughtNoun.exec(clause)?.[1];
    const term = noun ? tokenize(noun)[0] : undefined;
    // "Which platform did the train leave from?": a thing the notes never name is in no passage.
    return term && (topic.has(term) || unknown.includes(term)) ? { head: term } : {};
  }

  /** "Does the Fes riad have a pool?", "are drinks included at the birthday dinner": the owner's terms, when they are part of the subject. */
  private ownerOf(clause: string, topic: ReadonlySet<string>): Pick<QuestionPart, "owner"> {
    const owner =
      hasSomething.exec(clause)?.[1] ??
      stayNamed(countOwned.exec(clause)?.[1]) ??
      includedAt.exec(clause)?.[1] ??
      includedInPrice.exec(clause)?.[1] ??
      thereAt.exec(clause)?.[1] ??
      (asksWhenOrWhere.test(clause) ? mealAt.exec(clause)?.[1] : undefined);
    // "Does the gallery page have music?": the gallery's, whatever the page is called.
    const terms = owner ? tokenize(owner).filter((term) => topic.has(term) && !siteWords.has(term)) : [];
    return terms.length > 0 ? { owner: terms } : {};
  }

  /** The part a clause asks, and whether its subject is made only of words that ask for a kind ("when does it start"). */
  private readPart(clause: string): { part: QuestionPart; fromKindWords: boolean } {
    let kinds = detectKinds(clause);
    const topic = new Set<string>();
    const unknown: string[] = [];
    const subjectOf = (text: string) => tokenize(text).filter((term) => !kindTerms.has(term));
    // The filler goes with the space after it, so that "head back to" reads as "head to".
    // "How many nights in total", "altogether": a total is a sum only of prices.
    const plain = clause.replace(filler, "").replace(chatter, "").replace(kinds.includes("cost") ? /(?!)/ : /\b(?:in )?total\b\s*|\b(?:altogether|all together|overall|in all)\b\s*/g, "");
    const subject = subjectOf(withoutKindPhrases(plain, kinds));
    for (const term of subject.length > 0 ? subject : subjectOf(withoutKindPhrases(plain, kinds, true))) {
      if (this.vocabulary.terms.has(term)) {
        topic.add(term);
        continue;
      }
      const corrected = correctTerm(term, this.vocabulary.terms);
      if (corrected) topic.add(corrected);
      // "A stupidly early train", "insanely good": how much, said of something the question names anyway.
      else if (intensifier.test(term)) continue;
      // One- and two-letter leftovers are slips, not topics; "gym", "dog" and "dj" are topics.
      else if (term.length > 2 || shortTopics.has(term)) unknown.push(term);
    }
    // "Is there a pharmacy near the station?": a thing sought that the notes never name is not in them, however near the station is.
    const sought = soughtThing.exec(plain);
    if (sought && tokenize(sought[1] ?? sought[2] ?? sought[3] ?? "").some((term) => unknown.includes(term))) kinds.push("secret");
    // "What do we eat in Chefchaouen?": "eat" asks for food, as "how much" asks for a price.
    if (kinds.includes("food")) topic.delete("food");
    // "Was there a birthday cake at Comptoir Darna?", "any gym at the villa?": a thing the notes never name is not there, as far as they tell.
    const exists = hasSomething.test(clause) || thereAt.test(clause) || asksAny.test(clause) || canShare.test(clause);
    const thing = thingThere.exec(clause)?.[1];
    if (thing && tokenize(thing).some((term) => unknown.includes(term))) kinds = [...kinds, "secret"];
    // "Is the welcome dinner deposit refundable?": what is asked of it is a word the notes never use.
    const predicate = tokenize(askedPredicate.exec(clause)?.[1] ?? "");
    if (predicate.length > 0 && predicate.every((term) => unknown.includes(term))) kinds = [...kinds, "secret"];
    // "Is a 3pm flight home on the 30th ok?": a time of the guest's own is held against the notes' time, which is the answer.
    if (kinds.length === 0 && statedClock.test(clause)) {
      // "...am I going to make it?": whether there is time asks how long getting there takes, too.
      kinds = makingIt.test(clause) ? ["when", "distance"] : ["when"];
      for (const term of [...topic]) if (/^\d+(?:am|pm)?$/.test(term)) topic.delete(term);
    }
    // "Address for Rick's Café?": where it is, to the street.
    const address = /\baddress\b/.test(clause);
    if (address) {
      if (!kinds.includes("where")) kinds = [...kinds, "where"];
      unknown.splice(0, unknown.length, ...unknown.filter((term) => term !== "address"));
      topic.delete("address");
    }
    // "What area is tonight's dinner in?": where it is, to the quarter of town.
    const quarter = asksQuarter.test(clause);
    if (quarter) {
      if (!kinds.includes("where")) kinds = [...kinds, "where"];
      for (const word of quarterWords) topic.delete(word);
      unknown.splice(0, unknown.length, ...unknown.filter((term) => !quarterWords.has(term)));
    }
    // "How long from Casablanca to the airport?": the way between two places, which "45 minutes from the city" tells too.
    if (kinds.includes("duration") && !kinds.includes("distance") && /\bfrom (?:the )?[a-z]+\b[^?]*?\bto (?:the )?[a-z]+/.test(clause)) kinds = kinds.map((kind) => (kind === "duration" ? "distance" : kind));
    // "Where can I check fixed prices?": a place to go, where prices are what one finds, not the price of a thing.
    if (kinds.includes("where") && /^(?:so |and |ok )?where (?:can|could|should|do|would) (?:i|we|you|u) (?:check|see|find|learn|compare|look up)\b/.test(clause)) kinds = kinds.filter((kind) => kind !== "cost");
    // "Should I pay in my home currency?": which currency to be charged in is advice on the conversion, not a price.
    if (topic.has("conversion")) kinds = kinds.filter((kind) => kind !== "cost");
    // "After the photos, where do we go?", "where do we head after dinner?": where we go next is the next thing we do.
    const goingNext = kinds.length === 1 && kinds[0] === "where" && whereWeGo.test(clause);
    const sequence = kinds.length === 0 || goingNext ? (sequenceWord.exec(clause) ?? (goingNext ? whereWeGo.exec(clause) : null))?.slice(1).find(Boolean) : undefined;
    // "What's next after dinner?": "next" says which way to look, as "after" does.
    if (sequence) topic.delete("next");
    // "Is the balloon on Monday or Tuesday?": the weekdays offered are the answer sought, not the subject.
    if (kinds.includes("weekday")) for (const weekday of weekdayTerms) topic.delete(weekday);
    // "Which sights are on Sunday's medina tour?": what the tour holds, which its own sentences tell without saying
    // "sights" (though "the tour" alone says too little of which).
    const sights = kinds.length === 0 && asksSights.test(clause);
    if (sights && topic.size > 1) unknown.splice(0, unknown.length, ...unknown.filter((term) => term !== "sight"));
    return {
      part: {
        kinds,
        topic: [...topic],
        unknown,
        ...(sequence ? { sequence: sequence as "before" | "after" } : {}),
        ...(kinds.includes("when") && asksClockTime.test(clause) ? { clockTime: true } : {}),
        ...(kinds.includes("when") && /\bdates\b/.test(clause) ? { dateSpan: true } : {}),
        ...(kinds.includes("distance") && asksLength.test(clause) ? { length: true } : {}),
        ...(address ? { address: true } : {}),
        ...(quarter ? { quarter: true } : {}),
        ...(asksRecommendation.test(clause) ? { recommended: true } : {}),
        ...(asksOurPlan.test(clause) ? { ourPlan: true } : {}),
        ...(exists ? { exists: true } : {}),
        ...this.headOf(clause, topic, unknown),
        // "Can it be recovered?": what is asked is whether it can be undone, which only a sentence saying so answers.
        ...(topic.has("recover") ? { head: "recover" } : {}),
        // "Can I charge my phone at the camp?": charging is asked, which only a sentence on it answers.
        ...(unknown.includes("battery") || topic.has("battery") ? { head: "battery" } : {}),
        ...(kinds.includes("when") && asksDate.test(clause) ? { date: true } : {}),
        ...(asksSeveral.test(clause) ? { several: true } : {}),
        ...(sights ? { sights: true } : {}),
        ...this.ownerOf(clause, topic),
      },
      fromKindWords: subject.length === 0,
    };
  }
}

/** "At 3", "at 15:00", "around 7:30pm": a time of day asked about. */
const atClockTime = /\bat (?:about |around )?(\d{1,2})(?:[:.h](\d{2}))? ?([ap])?(?:\.?m\b\.?)?(?=\s|[?!.,]|$)/;

/**
 * The time asked, as the plan writes it ("15:30" for "at 3"). With no am or pm, the plan's hours run from morning to night, so
 * "at 3" is 15:00, and "at 7 tonight" is 19:00.
 */
function clockTimeAsked(text: string): string | undefined {
  const match = atClockTime.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = match[2] ?? "00";
  if (hours > 23 || Number(minutes) > 59) return undefined;
  const afternoon = hours <= 6 || /\b(?:tonight|afternoon|evening|night)\b/.test(text);
  const inDay = match[3] ? (hours % 12) + (match[3] === "p" ? 12 : 0) : hours < 12 && afternoon ? hours + 12 : hours;
  // "At 7" means about then: what starts within the half hour after is what the guest will be doing (by midnight at the latest).
  const soon = Math.min(inDay * 60 + Number(minutes) + 30, 23 * 60 + 59);
  return `${String(Math.floor(soon / 60)).padStart(2, "0")}:${String(soon % 60).padStart(2, "0")}`;
}

/** Lower case, accents folded and curly apostrophes made straight: the text every reading of a question starts from. */
function folded(text: string): string {
  return foldAccents(text).toLowerCase().replace(/[’‘]/g, "'");
}

const withTownNights = (townNights: Question["townNights"]): Pick<Question, "townNights"> => (townNights ? { townNights } : {});

function withConversion(conversion: Question["conversion"]): Pick<Question, "conversion"> {
  return conversion ? { conversion } : {};
}

/** "What time does our train leave?": a train's time is when it leaves. */
function trainLeaving(part: QuestionPart): void {
  if (part.kinds.includes("when") && part.topic.includes("train")) part.topic = part.topic.filter((term) => term !== "depart");
}

/**
 * "Where are we eating tomorrow night?" asks the place of a meal, not its dishes; with no meal
 * named, the meal the notes give a place for is dinner.
 */
function whereToEat(part: QuestionPart): void {
  if (!part.kinds.includes("where") || !part.kinds.includes("food")) return;
  part.kinds = part.kinds.filter((kind) => kind !== "food");
  if (part.topic.length === 0 && part.unknown.length === 0 && part.partOfDay !== "morning") part.topic = ["dinner"];
}

/**
 * "What's for lunch tomorrow?" on a day asks for that day's meal, told by its own passage (where,
 * when, what it is), which need not list dishes; "what's on the menu for dinner" asks its dishes.
 */
function mealOfDay(part: QuestionPart, dishesAsked: boolean): void {
  if (!dishesAsked && part.kinds.length === 1 && part.kinds[0] === "food" && part.topic.length === 1 && mealTerms.has(part.topic[0]!)) part.kinds = [];
  // The day's dinner is one of its own activities, not a tip on restaurants, and the meal is what a passage must name.
  part.ourPlan = true;
  part.head ??= part.topic.find((term) => mealTerms.has(term));
}

/** "Price and time of the hammam?" asks two things about one subject: one part each. */
function splitByKind(part: QuestionPart): QuestionPart[] {
  const separate = part.kinds.filter((kind) => kind !== "person" && kind !== "name" && kind !== "personName" && kind !== "secret" && isDemanding(kind));
  if (separate.length < 2) return [part];
  const others = part.kinds.filter((kind) => !separate.includes(kind));
  return separate.map((kind) => ({ ...part, kinds: [kind, ...others] }));
}

/**
 * A clause that asks for no kind of fact and has no subject ("and?") is noise, not a part,
 * unless the question names a day: then it asks for that day ("...and what do we do?").
 * A repeated part is one part.
 */
function meaningfulParts(parts: QuestionPart[], namesDay: boolean): QuestionPart[] {
  const kept = parts.filter((part) => namesDay || part.kinds.length > 0 || part.topic.length > 0 || part.unknown.length > 0);
  // Two clauses asking the same kinds about the same thing are one question asked twice.
  const seen = new Set<string>();
  return kept.filter((part) => {
    // "What day did we check in, and what time?" asks a date and a clock time: two questions.
    // "What did we do this morning and what's the plan for this evening?": two parts of the day, two questions.
    const key = `${[...part.kinds].sort().join()}|${[...part.topic].sort().join()}|${part.clockTime ?? ""}|${part.date ?? ""}|${part.partOfDay ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
