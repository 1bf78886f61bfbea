import type { Grounding } from "../knowledge";
import type { Ranked } from "../retrieval/bm25-index";
import type { Fact } from "../passages/passage";
import { routeOf } from "../passages/day-passages";
import { askedActivity, type PartRetrieval, type Retrieval } from "../retrieval/retriever";
import { foldAccents, tokenize } from "../text/tokenize";
import { clockText, coinTip, factAnswers, isDemanding, mealTerms, mealTime, roleSentence, type Kind } from "../understanding/kinds";
import { namedDay, type Question, type QuestionPart } from "../understanding/question";
import { dontKnowReply, GREETING_REPLY, THANKS_REPLY, type ChatAnswer } from "./chat-answer";
import { confident, standsOut } from "./confidence";
import { daysBetween } from "../morocco-time";
import { dayLongDate } from "../../../app/lib/trip-dates";
import { daysAheadText, timeLeftText } from "./countdown-reply";
import { workedOutReply } from "./worked-out-reply";
import { albumHref } from "../../../app/components/gallery/album-view";
import { dayCalendarLabel, dayCalendarPath } from "../../../app/lib/calendar-paths";
import { sectionLinks } from "../../../app/components/layout/nav-entries";
import { dinners } from "../../../app/content/dinners";
import { dayThemes } from "../../../app/content/day-themes";
import { nightsSpentAt } from "../../../app/content/stays";
import { stayNamed } from "../understanding/stay-meant";

const MAX_FACTS = 3;
/** "The tannery smells, any tips?": every sentence the notes hold on the subject is advice on it. */
const ADVICE = "advice";
/** The term "included", "includes" and "including" all become. */
const INCLUDED = "includ";
const DEPART = "depart";
/** Words about the site's gallery, which is open before and after the trip. */
const SITE_TERMS: ReadonlySet<string> = new Set(["photo", "video", "upload", "album", "gallery", "slideshow"]);
/** The passage listing the site's pages. */
const SITE_PAGES = "site-pages";
/** A passage scoring this share of another's is about as good a match. */
const NEAR_TIE = 0.8;
/** What an answer adds when one part of the question found nothing. */
const DONT_KNOW_REST = " I don't know the rest from the trip notes: please ask the host.";
/** Where an answer's links to its pages begin. */
const MORE_ON = "\n\nMore on ";

/** What an activity's own passage tells of it. */
const activityKinds: ReadonlySet<Kind> = new Set(["cost", "when", "where", "dress"]);

/** "Back to the villa from the balloon", "the mosque after lunch": one thing told by its place among others. */
const betweenEntries = /\b(?:back|return|returning|after|before|then|leave|leaving|head|heading|set off|drive|get to|from)\b/i;

/** "What did we...", "was it...": a question about the past, which a past day's passage answers. */
const pastTense = /\b(?:did|was|were|had|went|ate|got|took|yesterday|last|ago)\b/;
/** Today's passage scoring this share of a general one's is the one asked about. */
const TODAY_OVER_GENERAL = 0.6;
/** A stretch of a sentence that names a price. */
const priceText = /\$\s?\d/;
/** A day has at most four activities holding a price or a dress code. */
const MAX_DAY_ACTIVITIES = 4;
const MAX_REPLY_CHARS = 480;
/** "Which dinners...?" lists the passages scoring at least this share of the best one, up to a few. */
const SEVERAL_RELATIVE_SCORE = 0.8;
const MAX_SEVERAL = 3;

export interface BuiltinAnswererOptions {
  /** e.g. "Nov 21-30, 2025", for days outside the trip. */
  tripDateRange: string;
  /** The trip's last day number (9): its days run from Day 0 to it. */
  lastDay: number;
  /** The trip's first day, "2025-11-21", which tells a date in a sentence as a trip day. */
  tripStart: string;
  /** Words the content writes in lower case: no part of a name. */
  commonWords: ReadonlySet<string>;
  /** The towns the trip goes to ("Zagora") and their quarters ("Gueliz"): where a camp, riad or bar is, never its name. */
  towns: ReadonlySet<string>;
  /** Each name word of a passage title ("Benhaddou"), with the passages titled with it. */
  titleNames: ReadonlyMap<string, ReadonlySet<string>>;
  /** The quarters of the trip's towns ("Gueliz", "Hivernage"): what "which area is it in?" asks for. */
  quarters: ReadonlySet<string>;
  /** The towns each trip day is spent in, lower case: a place on the map in another town is no part of that day. */
  townsByDay: readonly (readonly string[])[];
}

interface Chosen {
  hit: Ranked;
  facts: { fact: Fact; position: number }[];
}

/** A sentence that answers a yes-or-no question itself: "Yes, for a group like ours". */
const yesOrNo = /^(?:yes|no)\b/i;

/**
 * A sentence quoted from an activity ("The main event: a long table...") does
 * not always say what it is about; the passage's title does. FAQ titles are
 * questions: their answer stands alone when it names the subject asked about,
 * and otherwise follows its question ("How early is the hot air balloon? ...
 * The flight is $117").
 */
function withSubject(title: string, text: string, topic: readonly string[]): string {
  if (title.endsWith("?")) {
    const terms = new Set(tokenize(text));
    // "Yes, for a group like ours" answers the FAQ's own question ("Is Morocco safe?"), which a guest who asked another
    // ("should I go with the guys offering directions?") needs to read first.
    const titleTerms = new Set(tokenize(title));
    const answersTitle = yesOrNo.test(text) && !topic.some((term) => titleTerms.has(term));
    return !answersTitle && (topic.length === 0 || topic.some((term) => terms.has(term))) ? text : `${title} ${text}`;
  }
  const lead = title.split(/[:(]/)[0]!.trim().toLowerCase();
  return text.toLowerCase().includes(lead) ? text : `${title}: ${text}`;
}

/** A question about one day is answered from that day's passages before any general one. */
function sameDayFirst(ranked: readonly Ranked[], day: number | undefined): Ranked[] {
  if (day === undefined) return [...ranked];
  const ofDay = (hit: Ranked) => hit.passage.days?.includes(day) === true;
  return [...ranked.filter(ofDay), ...ranked.filter((hit) => !ofDay(hit))];
}

/** "When's the souk walk?" asked on day 0: today's matching activity before another day's that matches about as well. */
function todayFirst(ranked: readonly Ranked[], { today, text }: Question): Ranked[] {
  const top = ranked[0]?.score ?? 0;
  if (today === undefined) return [...ranked];
  // Against a general passage (an FAQ on "the airport"), or a past day's asked of in the present, today's holds its own at a
  // lower share: on day 9 the airport is Casablanca's.
  const days = ranked[0]?.passage.days;
  const pastDay = days !== undefined && days.every((day) => day < today) && !pastTense.test(text.toLowerCase());
  const share = days === undefined || pastDay ? TODAY_OVER_GENERAL : NEAR_TIE;
  const todays = ranked.filter((hit) => hit.passage.days?.includes(today) && hit.score >= top * share);
  return [...todays, ...ranked.filter((hit) => !todays.includes(hit))];
}

/**
 * "What do we do in Agafay?", "what was in the hammam thing?": the trip's own activities that match about as well as the
 * best map place go before it, which is somewhere to go on one's own.
 */
function ourOwnFirst(ranked: readonly Ranked[]): Ranked[] {
  const place = ranked.findIndex((hit) => hit.passage.url === "/map");
  if (place < 0) return [...ranked];
  const ours = ranked.filter((hit, index) => index > place && hit.passage.days !== undefined && hit.score >= ranked[place]!.score * NEAR_TIE);
  return [...ranked.slice(0, place), ...ours, ...ranked.slice(place).filter((hit) => !ours.includes(hit))];
}

/** The terms of the two ends of a passage's journey ("Marrakech railway station to Fès station"), if it is one. */
function routeTerms(hit: Ranked): [from: Set<string>, to: Set<string>] | undefined {
  const route = routeOf(hit.passage.place ?? "");
  return route ? [new Set(tokenize(route.from)), new Set(tokenize(route.to))] : undefined;
}

/** The towns a journey passes on its way ("by way of Casablanca, Rabat and Meknes"), where it never stops for us. */
function passedOnTheWay(hit: Ranked): Set<string> {
  const ends = routeTerms(hit);
  const passed = hit.passage.facts.flatMap((fact) => tokenize(/\bby way of ([^.;]+)/i.exec(fact.text)?.[1] ?? ""));
  return new Set(passed.filter((term) => !ends?.some((end) => end.has(term))));
}

/** "Leave Marrakech for Fes": the itinerary's journey that way ("Marrakech railway station to Fès station") is the answer. */
function rightWay(hit: Ranked, journey: NonNullable<Question["journey"]>): boolean {
  const ends = routeTerms(hit);
  if (!ends) return false;
  const [from, to] = ends;
  return journey.from.every((term) => from.has(term)) && journey.to.every((term) => to.has(term));
}

/** "Leave Fes for Chefchaouen": a journey the other way ("Chefchaouen to Fes") answers another question. */
function wrongWay(hit: Ranked, journey: NonNullable<Question["journey"]>): boolean {
  const ends = routeTerms(hit);
  if (!ends) return false;
  const [from, to] = ends;
  const reversed = (terms: readonly string[], wrong: Set<string>, right: Set<string>) => terms.some((term) => wrong.has(term) && !right.has(term));
  return reversed(journey.from, to, from) || reversed(journey.to, from, to);
}

/** "The train to Casablanca": a journey that ends in another town ("Marrakech railway station to Fès station") is another journey. */
function endsElsewhere(hit: Ranked, journey: NonNullable<Question["journey"]>): boolean {
  const ends = routeTerms(hit);
  return ends !== undefined && journey.to.length > 0 && !journey.to.every((term) => ends[1].has(term));
}

function withTime(facts: Chosen["facts"], hit: Ranked, timed: boolean): Chosen["facts"] {
  if (!timed || facts.some(({ position }) => position === 0)) return facts;
  return [{ fact: hit.passage.facts[0]!, position: 0 }, ...facts];
}

/** "What was that mud brick village called?", "the name of the valley with the palms": a thing recalled by what the guest remembers of it. */
const recalled = /\b(?:called|name of)\b/i;

/** "The thing tomorrow night with the dancers": something the guest describes rather than names. */
const rememberedBy = /\bthe (?:thing|one|event|activity|dinner|trip|tour|place)\b(?: [a-z]+){0,3} (?:with|w) the\b/i;

const asksCuisine = /\bcuisine\b|\b(?:kind|sort|type|style) of (?:food|cuisine|restaurant)\b/i;

/** A dinner's own passage on the Dinners page, matching about as well as the best: the home of its dishes. */
function menuOf(hit: Ranked, ranked: readonly Ranked[]): boolean {
  return hit.passage.url === "/dinners" && hit.score >= (ranked[0]?.score ?? 0) * NEAR_TIE;
}

/**
 * "How do I mute the music, where's the button?": a part asking only where a new thing is, which the answer to the
 * part before already quotes, is answered by it.
 */
function alreadyQuoted({ hit, facts }: Chosen, part: QuestionPart, before: QuestionPart): boolean {
  const [thing, ...more] = part.topic;
  const onlyWhere = part.kinds.length === 1 && part.kinds[0] === "where";
  if (thing === undefined || more.length > 0 || part.unknown.length > 0 || !onlyWhere || before.topic.includes(thing)) return false;
  return facts.some(({ position }) => hit.factTerms[position]!.has(thing));
}

/**
 * Whether one of the day's own passages is titled with the whole subject ("dinner tonight" is the day's dinner); else
 * an FAQ asking exactly the question ("what should I wear in the medina?") answers it before the day's passages do.
 */
function dayTitles(ranked: readonly Ranked[], part: QuestionPart, day: number): boolean {
  return ranked.some((hit) => hit.passage.days?.includes(day) && part.topic.every((term) => hit.titleTerms.has(term)));
}

/** "Leave for", "go to", "get to": a question on arriving somewhere. */
const goingTo = /\b(?:leav(?:e|ing)|head(?:ing)?|go(?:ing)?|get(?:ting)?|arriv(?:e|ing)|set(?:ting)? off|travel(?:l?ing)?) (?:back )?(?:for|to|into|in)\b/i;

/**
 * The day we arrive at a place: the first night we sleep there ("the desert" is the desert camp's night, not the
 * Agafay desert day), or else the first day whose theme names it ("Casablanca & Departure").
 */
function arrivalDay(place: string): number | undefined {
  const stay = stayNamed(place);
  if (stay) return nightsSpentAt(stay)[0];
  const day = dayThemes.findIndex((theme) => tokenize(theme).includes(place));
  return day >= 0 ? day : undefined;
}

/** A day's activity that is one of the featured dinners: the one at the dinner's time on its day. */
function isFeaturedDinner(hit: Ranked): boolean {
  const [day, ...others] = hit.passage.days ?? [];
  return others.length === 0 && dinners.some((dinner) => dinner.day === day && dinner.time === hit.passage.time);
}

/**
 * Whether a passage can speak for a day: it belongs to it, or it is general and names no other day, and,
 * for a place on the map, stands in a town the day is spent in (a Marrakech café is no lunch in Fes).
 */
function aboutDay(hit: Ranked, day: number, options: BuiltinAnswererOptions): boolean {
  if (hit.passage.days) return hit.passage.days.includes(day);
  if (hit.passage.url === "/map") {
    const where = foldAccents([hit.passage.title, ...hit.passage.facts.map((fact) => fact.text)].join(" ")).toLowerCase();
    const towns = options.townsByDay.flat().filter((town) => new RegExp(`\\b${town}\\b`).test(where));
    if (towns.length > 0 && !towns.some((town) => options.townsByDay[day]?.includes(town))) return false;
  }
  // "Day 8" or "November 29, 2025": a general passage naming another day speaks for that one.
  const named = hit.passage.facts.flatMap(({ text }) => [
    ...[...text.matchAll(/\bday (\d)\b/gi)].map((match) => Number(match[1])),
    ...[...text.matchAll(/\b(November|December) (\d{1,2}), (\d{4})\b/g)].map(([, month, date, year]) =>
      daysBetween(options.tripStart, `${year}-${month === "November" ? "11" : "12"}-${date!.padStart(2, "0")}`),
    ),
  ]);
  return named.length === 0 || named.includes(day);
}

/**
 * A price answers for the things the passage is not about only when they meet in one stretch of
 * its sentence, or each in a stretch with a price of its own: "optional extras (balloon, hammam,
 * Agafay...). Flights, lunches..." lists Agafay and lunches, but prices no lunch in Agafay;
 * "$40-60 per person, with a $20 deposit" prices both.
 */
function together(part: QuestionPart, hit: Ranked, answering: Chosen["facts"]): boolean {
  // Whether a price includes something is told by the price itself ("$10 plus museum fees").
  const loose = part.topic.filter((term) => !hit.aboutTerms.has(term) && term !== INCLUDED);
  if (loose.length === 0) return true;
  return answering.some(({ fact }) => {
    // "A few dirhams for porters, guides and drivers": a tip in coins is the same for all it names.
    if (coinTip.test(fact.text)) return loose.every((term) => tokenize(fact.text).includes(term));
    const stretches = fact.text.split(/[,;()]|\band\b/).map((stretch) => ({ priced: priceText.test(stretch), terms: new Set(tokenize(stretch)) }));
    // "$40-60 per person, with a $20 deposit": each thing priced in its own stretch answers too.
    return stretches.some(({ terms }) => loose.every((term) => terms.has(term))) || loose.every((term) => stretches.some(({ priced, terms }) => priced && terms.has(term)));
  });
}

/** "By road with a stop at Aït Benhaddou": a name another passage is titled with is that thing's, not this one's. */
function namesAnother(name: string, hit: Ranked, titleNames: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const titled = titleNames.get(name);
  return titled !== undefined && !titled.has(hit.passage.id);
}

/** Places to stay or eat, whose name is never the town they are in ("Desert camp, Zagora"). */
const venues: ReadonlySet<string> = new Set(tokenize("camp riad villa hotel restaurant dinner bar cafe"));

/** Where we eat out: the place of a dinner is its restaurant. */
const restaurants: ReadonlySet<string> = new Set(tokenize("restaurant dinner cafe"));

/** Capitalised words past a sentence's start: names, but for weekdays, months and a cuisine ("Moroccan plates"). */
const capitalised =
  /(?<=[^\s.!?:;]\s+)(?!(?:Day|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|November|AM|PM)\b|(?:Moroccan|Mediterranean|Berber|Amazigh|Arabic|French|Andalusian|Spanish|Japanese|Peruvian|Italian)(?:,? and [A-Z][a-z]+)? (?!dirham)[a-z])[A-Z][\w'-]+/g;

/** A name of several capitalised words ("Bahia Palace", "Ben Youssef Madrasa"). */
const namePhrase = /[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*/g;

/**
 * A name answers only when it is more than the question's own words and common words: "Check In
 * at Our Fes Riad" names no riad for "the name of the riad in Fes", though it is capitalised. Nor
 * does a cuisine ("Moroccan plates"), the town a camp stands in, or another passage's subject.
 * A place to stay titled by what it is ("Desert Camp") has no name, whatever its sentences say of
 * where it stands ("among the dunes of the Draa Valley"): its name is in its title or nowhere.
 */
function namesMore(fact: Fact, part: QuestionPart, hit: Ranked, options: BuiltinAnswererOptions): boolean {
  const asked = new Set(part.topic);
  const venue = part.topic.some((term) => venues.has(term));
  const eatingOut = part.topic.some((term) => restaurants.has(term));
  const theVenueItself = part.topic.some((term) => venues.has(term) && !restaurants.has(term) && hit.titleTerms.has(term));
  // "Which palace did the walking tour go to?": "Bahia Palace" is the palace asked for, though it has a passage of its own.
  const headed = new Set(
    (fact.text.match(namePhrase) ?? []).filter((phrase) => part.head !== undefined && tokenize(phrase).includes(part.head)).flatMap((phrase) => phrase.split(/\s+/)),
  );
  return (fact.text.match(capitalised) ?? []).some(
    (name) =>
      !options.commonWords.has(name.toLowerCase()) &&
      (!theVenueItself || hit.passage.title.includes(name)) &&
      !(venue && options.towns.has(name)) &&
      // The place a dinner takes place at is the restaurant asked for, though the restaurant has a passage of its own.
      (!namesAnother(name, hit, options.titleNames) || (eatingOut && fact.kind === "where") || headed.has(name)) &&
      tokenize(name).some((term) => !asked.has(term)),
  );
}

/** "With a lunch stop on the way", "a coffee stop along the way": what a journey stops for somewhere unnamed. */
function stopsOnTheWay(hit: Ranked): Set<string> {
  const stoppedFor = hit.passage.facts.flatMap((fact) => [...fact.text.matchAll(/\b(\w+) stops? (?:on|along) the way\b/gi)].map((match) => match[1]!));
  return new Set(stoppedFor.flatMap((word) => tokenize(word)));
}

/** "What should I pack?": things to bring, not only clothes to wear. */
const bringing = /\b(?:bring|pack|packing)\b/i;

/**
 * "How much are drinks on the bar crawl?", "how much are the museum fees?": a sentence saying the thing asked about is
 * "paid as you go", or comes on top ("$10 per person plus museum fees"), tells that its price is not in the notes,
 * whatever other price it gives (the guide's $10).
 */
function paidOnTheSpot(hit: Ranked, part: QuestionPart): boolean {
  return hit.passage.facts.some((fact) => {
    const paid = /\b(\w+) (?:are |is )?paid (?:as you go|separately|individually)\b|\bplus (\w+) (?:fees|tickets|admission)\b/i.exec(fact.text);
    const thing = paid?.[1] ?? paid?.[2];
    return thing !== undefined && fact.kind === "cost" && part.topic.some((term) => tokenize(thing).includes(term) && !hit.titleTerms.has(term));
  });
}

/**
 * "How early should I be at the airport before my flight?" is told only by a sentence giving a lead time ("at least two
 * weeks before the trip"), not by the time the flight or the transfer leaves.
 */
const leadTimeText = /\b(?:\d+|one|two|three|four|a few)[- ](?:hours?|hrs?|minutes?|days?|weeks?)\b[^.]*\b(?:before|ahead|in advance|early)\b/i;

const relativeDays: Readonly<Record<number, string>> = { [-1]: "yesterday", 0: "today", 1: "tomorrow" };

/** "Hassan II Mosque Tour is on Day 9, ..." asked on day 8: "... is on Day 9 (tomorrow), ..."; a day's own plan, "Day 8 (today), ...". */
function withRelativeDay(sentence: string, today: number): string {
  return sentence.replace(/^Day (\d+),| is on Day (\d+),/, (said, planDay?: string, activityDay?: string) => {
    const day = planDay ?? activityDay!;
    const relative = relativeDays[Number(day) - today];
    return relative ? said.replace(`Day ${day},`, `Day ${day} (${relative}),`) : said;
  });
}

/**
 * A sentence that glosses one of the words tells what it means: "a former foundouk (a caravan merchants' inn)",
 * "Major Must-See Sites (red pins)", "Highlight: TBD". A title using it ("Golden Birthday Dinner") does not.
 */
function glosses(hit: Ranked, words: readonly string[]): boolean {
  return words.some((word) => {
    const gloss = new RegExp(`\\b${word}\\b["”']?\\s*[(:]|\\([^)]*\\b${word}\\b[^)]*\\)`, "i");
    return hit.passage.facts.some((fact) => gloss.test(fact.text));
  });
}

const CHECKOUT = "checkout";

/**
 * "What time is check-out at the Fes riad?": a stay's check-out time is told by a time given to checking out (the villa's
 * "about 11 AM"), not by the time of the train the day's notes say to check out before.
 */
function tellsCheckoutTime(hit: Ranked): boolean {
  return hit.passage.facts.some((fact, position) => fact.kind === "when" && hit.factTerms[position]!.has(CHECKOUT));
}

/** A sentence saying something is not there, or not for us. */
const negation = /\b(?:no|not|never|without|closed|n't|none)\b/i;

/** "Included in the $90?": the price the guest names, which tells the thing meant. */
const namedPrice = /\b(?:in|of|for|with) the \$\s?(\d+)\b/;

/** "Is supper included in the $90?": a passage whose sentences price something else ($95) is about another thing. */
function priceNamesAnother(question: string, answering: Chosen["facts"]): boolean {
  const named = namedPrice.exec(question)?.[1];
  if (!named) return false;
  const priced = answering.flatMap(({ fact }) => [...fact.text.matchAll(/\$\s?(\d+)/g)].map((match) => match[1]));
  return priced.length > 0 && !priced.includes(named);
}

/** "How many of us...?": a number of people, not a day's number. */
const headCount = /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty[- ]two) (?:of us|guests|people|friends)\b|\bsquad (?:of|size:?) \d+\b/i;

/**
 * "What time...?" wants a time of day: a sentence giving only a date does not answer it; "what dates...?" a span of
 * days ("Nov 22-26"); "how many of us...?" a head count; "how many km...?" a length, which a travel time is not; "what day...?" a date; "the address?" a street.
 */
function inAskedForm(fact: Fact, part: QuestionPart): boolean {
  return (
    // "Say your goodbyes at breakfast": a meal tells the time of day too.
    // ("What time is breakfast?" is not told by "at breakfast".)
    (!part.clockTime || clockText.test(fact.text) || (mealTime.test(fact.text) && !part.topic.some((term) => mealTerms.has(term)))) &&
    (!(part.kinds.includes("count") && part.topic.includes("squad")) || headCount.test(fact.text)) &&
    (!part.dateSpan || dateSpanText.test(fact.text)) &&
    (!part.length || lengthText.test(fact.text)) &&
    (!part.date || dateText.test(fact.text)) &&
    (!part.address || streetText.test(fact.text))
  );
}

const streetText = /\b(?:Boulevard|Avenue|Rue|Street|Derb|Route|Road)\b/;

const dateText = /\b(?:Day \d|(?:Nov|November|Dec|December) \d{1,2}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

const lengthText = /\b\d+(?:[,.]\d+)?\s?(?:km|kms|kilomet(?:re|er)s?|miles?)\b/i;

const dateSpanText = /\b(?:Nov|November|Dec|December) \d{1,2}\s?[-–]\s?\d{1,2}\b/;

/** "Best time for the Menara gardens?" (no clock time asked): "best at sunset", or the square's stalls "at dusk", say when to go. */
function bestTimeFor(fact: Fact, part: QuestionPart): boolean {
  return (
    part.kinds.includes("when") &&
    !part.clockTime &&
    /\bbest (?:at|around|before|after|in the) (?:sunset|sunrise|dawn|dusk|night|morning|evening|afternoon)\b|\b(?:at|by|around) (?:sunset|sunrise|dawn|dusk|night)\b/i.test(fact.text)
  );
}

/** "Can I see just yesterday's photos?": the gallery (or slideshow) filtered to that day, when the answer is about either. */
function albumLinkOf(answered: readonly Chosen[], day: number): string | undefined {
  const page = answered.map(({ hit }) => hit.passage).find((passage) => passage.url === "/gallery" || passage.url === "/slideshow");
  return page ? `Day ${day}'s photos: [${page.pageTitle}, Day ${day}](${albumHref({ day }, page.url)}).` : undefined;
}

/** "Can I add just tomorrow to my calendar?": that day's own calendar file, when the answer is about adding to a calendar. */
function calendarLinkOf(answered: readonly Chosen[], day: number): string | undefined {
  return answered.some(({ hit }) => hit.passage.id === "site-calendar") ? `For Day ${day} alone: [${dayCalendarLabel(day)}](${dayCalendarPath(day)}).` : undefined;
}

/** "How long till dinner?": the time from the moment asked to the start of the activity (or dinner) found, while it is still to come. */
function timeLeftOf(answered: readonly Chosen[], { today, moment }: Question): string | undefined {
  if (today === undefined || !moment) return undefined;
  for (const { hit, facts } of answered) {
    const day = hit.passage.days?.length === 1 ? hit.passage.days[0]! : undefined;
    const clock = hit.passage.time ?? facts.map(({ fact }) => /\b\d{2}:\d{2}\b/.exec(fact.text)?.[0]).find(Boolean);
    // A day or more ahead, the days to it.
    if (day !== undefined && clock) return timeLeftText(moment, clock, day - today) ?? daysAheadText(day - today);
  }
  return undefined;
}

/**
 * The pages an answer links: those of the passages it quotes, the page of the day asked about, a page the answer
 * names, the Budget Guide beside a price asked for, and the page asked about when the list of pages answers.
 */
function linkedPages(answered: readonly Chosen[], sentences: readonly string[], question: Question, day: number | undefined): Map<string, string> {
  const pages = new Map(answered.map(({ hit }) => [hit.passage.url, hit.passage.pageTitle]));
  if (day !== undefined) pages.set(`/day/${day}`, `Day ${day}`);
  // A featured dinner told by its day is on the Dinners page too, with its restaurant's card.
  if (answered.some(({ hit }) => isFeaturedDinner(hit)) && !pages.has("/dinners")) pages.set("/dinners", "Dinners");
  // A price asked for is one of the trip's costs, which the Budget Guide lists side by side.
  if (question.parts.some((part) => part.kinds.includes("cost")) && sentences.some((sentence) => priceText.test(sentence)) && !pages.has("/budget")) {
    pages.set("/budget", "Budget Guide");
  }
  // "Is there a page with all the dinners?": the list of pages answers, and the page asked about is linked.
  const listsPages = answered.some(({ hit }) => hit.passage.id === SITE_PAGES);
  const asked = new Set(question.parts.flatMap((part) => part.topic));
  for (const link of sectionLinks) {
    const named = sentences.some((sentence) => sentence.includes(`${link.label} page`)) || (listsPages && tokenize(link.label).some((term) => asked.has(term)));
    if (named && !pages.has(link.to)) pages.set(link.to, link.label);
  }
  return pages;
}

/** The day's own passage ("Day 6: Journey to Fes"), when it was found. */
function dayPlanOf(ranked: readonly Ranked[], day: number): Ranked | undefined {
  return ranked.find((hit) => hit.passage.id === `day-${day}`);
}

/** The sentences of the day's own passage that `keep` picks, if any. */
function dayNotes(ranked: readonly Ranked[], day: number, keep: (fact: Fact, terms: ReadonlySet<string>) => boolean): Chosen | undefined {
  const hit = dayPlanOf(ranked, day);
  const facts = hit?.passage.facts.flatMap((fact, position) => (keep(fact, hit.factTerms[position]!) ? [{ fact, position }] : [])) ?? [];
  return hit && facts.length > 0 ? { hit, facts } : undefined;
}

function optional(chosen: Chosen | undefined): Chosen[] {
  return chosen ? [chosen] : [];
}

/**
 * Answers from the content alone: for each part of the question, the
 * sentences of the best passage that hold the asked kind of fact about the
 * asked thing, and a link to the page they come from. It only quotes the
 * content, and only when the confidence gate passes; otherwise it says it
 * does not know and points at the closest page.
 */
export class BuiltinAnswerer {
  /** The trip's towns as terms ("fes"), which an FAQ answer speaks for alike. */
  private readonly townTerms: ReadonlySet<string>;

  /** A sentence naming a quarter of town, the medina or the outskirts: where a place is, to the part of town. */
  private readonly quarterText: RegExp;

  /** The towns each trip day is spent in, as terms. */
  private readonly townTermsByDay: readonly (readonly string[])[];

  constructor(private readonly options: BuiltinAnswererOptions) {
    this.townTerms = new Set([...options.towns].flatMap((town) => tokenize(town)));
    this.townTermsByDay = options.townsByDay.map((towns) => towns.flatMap((town) => tokenize(town)));
    this.quarterText = new RegExp(`\\b(?:${[...options.quarters, "medina", "el-Bali", "outskirts"].join("|")})\\b`, "i");
  }

  answer(grounding: Grounding): ChatAnswer {
    const answers = [grounding, ...(grounding.laterDays ?? [])].map((asked) => this.answerOne(asked));
    return answers.length === 1 ? answers[0]! : joined(answers);
  }

  private answerOne({ question, retrieval, page }: Grounding): ChatAnswer {
    // A day outside the trip is the answer only when the rest of the question is about the trip:
    // "who won the match last night?" asks about something the notes never mention.
    // "My friend lands on the 20th": arriving or leaving just outside the trip is still about it.
    const comingOrGoing = question.parts.some((part) => part.topic.includes("arrive") || part.topic.includes("depart"));
    // "I took pics yesterday, after the trip: where do they show up?": the site is there after the trip too.
    const aboutTheSite = question.parts.some((part) => part.topic.some((term) => SITE_TERMS.has(term)));
    if (question.day && "outside" in question.day && !comingOrGoing && !aboutTheSite && question.parts.every((part) => part.unknown.length === 0)) {
      const words = question.day.words.replace(/^\w/, (letter) => letter.toUpperCase());
      return {
        reply: `${words} is ${question.day.date} in Marrakech, outside the trip dates (${this.options.tripDateRange}, Day 0 to Day ${this.options.lastDay})${
          question.day.after ? `: the trip ends on Day ${this.options.lastDay}, ${dayLongDate(this.options.lastDay)}` : ""
        }. Ask me about any trip day, e.g. "What's on day 3?"${question.day.after ? `${MORE_ON}[Day ${this.options.lastDay}](/day/${this.options.lastDay}).` : ""}`,
        passageIds: [],
        known: true,
      };
    }
    if (question.smallTalk) return { reply: question.thanks ? THANKS_REPLY : GREETING_REPLY, passageIds: [], known: true };
    const workedOut = workedOutReply(question);
    if (workedOut) return { reply: workedOut, passageIds: [], known: true };

    const chosen: Chosen[][] = [];
    for (const [index, part] of retrieval.parts.entries()) {
      // "Who's our guide tomorrow, what's their name?": a name asked of the subject of a part the notes could not
      // answer is the name of that same unknown one, whatever else is titled with the borrowed words ("Map Color Guide").
      if (part.part.followsUp && chosen.at(-1)?.length === 0 && part.part.kinds.some((kind) => kind === "name" || kind === "personName")) {
        chosen.push([]);
        continue;
      }
      const before = chosen.at(-1)?.[0];
      const sameThing = part.part.followsUp && before ? this.moreOf(before, part.part, retrieval) : undefined;
      const told = before && alreadyQuoted(before, part.part, retrieval.parts[index - 1]!.part);
      chosen.push(sameThing ? [sameThing] : told ? [before] : this.choose(part, question, retrieval));
    }
    const answered = chosen.flat();
    if (answered.length === 0) {
      // The page the guest is reading, when it holds passages on the question, is the one they
      // asked about more surely than another page's closest match; a page off the subject is not.
      const related = retrieval.parts.flatMap((part) => part.ranked).find((hit) => hit.passage.url === page);
      const closest = related?.passage ?? retrieval.parts[0]?.ranked[0]?.passage;
      return { reply: dontKnowReply(closest), passageIds: [], known: false };
    }

    const quoted = new Set<string>();
    const sentences: string[] = [];
    chosen.forEach((entries, index) => {
      const { topic } = retrieval.parts[index]!.part;
      for (const { hit, facts } of entries) {
        const texts = facts.map(({ fact }) => fact.text).filter((text) => !quoted.has(text));
        if (texts.length === 0) continue;
        for (const text of texts) quoted.add(text);
        sentences.push(withSubject(hit.passage.title, texts.join(" "), topic));
      }
    });
    const missing = chosen.some((entries) => entries.length === 0) ? DONT_KNOW_REST : "";
    const left = question.timeLeft ? timeLeftOf(answered, question) : undefined;
    const album = question.albumDay !== undefined ? albumLinkOf(answered, question.albumDay) : undefined;
    const day = namedDay(question)?.day;
    const calendar = day !== undefined ? calendarLinkOf(answered, day) : undefined;
    const links = [...linkedPages(answered, sentences, question, day)].map(([url, title]) => `[${title}](${url})`).join(" and ");
    const extras = [left, album, calendar].filter((extra): extra is string => extra !== undefined);
    // "Fes riad, any roof terrace?": a sentence naming it says yes, unless it says no.
    const affirmed =
      missing === "" && question.parts.every((part) => part.exists) && !sentences.some((sentence) => negation.test(sentence)) && !yesOrNo.test(sentences[0] ?? "");
    const told = question.relativeDay && question.today !== undefined ? sentences.map((sentence) => withRelativeDay(sentence, question.today!)) : sentences;
    return {
      reply: `${affirmed ? "Yes: " : ""}${[...told, ...extras].join(" ")}${missing}${MORE_ON}${links}.`,
      passageIds: [...new Set(answered.map(({ hit }) => hit.passage.id))],
      known: true,
    };
  }

  /** The passages (usually one) whose chosen sentences hold the asked kind of fact and pass the confidence gate; none if unsure. */
  private choose(partRetrieval: PartRetrieval, question: Question, retrieval: Retrieval): Chosen[] {
    const { part, ranked, neighbour } = partRetrieval;
    if (part.sequence) return optional(this.next(part, ranked, neighbour, question, retrieval));
    const { day, activity } = namedDay(question) ?? {};
    const wholeDay = part.topic.length === 0 && part.unknown.length === 0 && day !== undefined && !activity;
    // A kind asked of a whole day is the day's activities' to answer: a stay spanning the day holds no price of the day's own.
    // "What's left today?": the day's activities still to come, when any are.
    const stillToCome = wholeDay && question.remaining && question.moment ? this.acrossDay(part, ranked, day, question.moment) : [];
    if (stillToCome.length > 0) return stillToCome;
    // "What time do we leave on the Chefchaouen day?": its first activity, though the day was named by its theme.
    // Asked that day, the first one still to come.
    if (part.setsOff && day !== undefined) {
      const later = question.moment && day === question.today ? this.acrossDay(part, ranked, day, question.moment) : [];
      return (later.length > 0 ? later : this.acrossDay(part, ranked, day)).slice(0, 1);
    }
    // "Anything to bring for the long travel day tomorrow?": a subject the day's own notes say of it is the whole day.
    const dayDescribed = day !== undefined && !activity && part.kinds.includes("dress") && part.unknown.length === 0 && this.describesDay(part, ranked, day);
    if ((wholeDay || dayDescribed) && part.kinds.some(isDemanding)) return [...optional(this.toBring(part, ranked, day)), ...this.acrossDay(part, ranked, day)];
    if (wholeDay && part.partOfDay) {
      const acrossDay = this.acrossDay(part, ranked, day);
      if (acrossDay.length > 0) return acrossDay;
    }
    const best = this.first(partRetrieval, question, retrieval);
    // "What should I bring for the train today?": what the activity's day says to bring, beside its dress code.
    const broughtOn = best?.hit.passage.time !== undefined && best.hit.passage.days?.length === 1 && bringing.test(question.text) ? best.hit.passage.days[0] : undefined;
    const toBring = broughtOn !== undefined ? this.toBring(part, ranked, broughtOn) : undefined;
    if (best && toBring) return [toBring, best];
    const leaving = day !== undefined && !part.kinds.some(isDemanding) ? this.leavingOn(ranked, part, day) : undefined;
    if (leaving) return best && best.hit !== leaving.hit ? [leaving, best] : [leaving];
    if (!best || !part.several) return optional(best);
    // "Which dinners were the special events?": every passage that answers about as well as the best.
    const answers = [best];
    while (answers.length < MAX_SEVERAL) {
      const next = this.first(partRetrieval, question, retrieval, new Set(answers.map(({ hit }) => hit.passage.id)));
      if (!next || next.hit.score < best.hit.score * SEVERAL_RELATIVE_SCORE) break;
      answers.push(next);
    }
    return answers;
  }

  /**
   * "Can taxis drive into the Fes medina?", "where's breakfast in Fes?": an activity held in another town (the cars to
   * the Marrakech medina's gate, breakfast at the desert camp) speaks of that town, unless its own words name the one
   * asked about. An activity is where its location says; a day's own passage, in the towns the day is spent in; an
   * answer about a stay (the villa's FAQ), in its town.
   */
  private inOtherTowns(hit: Ranked, part: QuestionPart): boolean {
    const asked = part.topic.filter((term) => this.townTerms.has(term));
    if (asked.length === 0 || (!hit.passage.days && !hit.passage.towns)) return false;
    // Its own words, not the theme of the day it is filed under ("Journey to Fes").
    const named = (term: string) => hit.titleTerms.has(term) || hit.factTerms.some((terms) => terms.has(term));
    if (asked.some(named)) return false;
    const located = hit.passage.facts.findIndex((fact) => fact.kind === "where");
    const held = located >= 0 ? [...hit.factTerms[located]!].filter((term) => this.townTerms.has(term)) : [];
    const spentIn =
      held.length > 0 ? held : (hit.passage.towns?.flatMap((town) => tokenize(town)) ?? hit.passage.days!.flatMap((day) => this.townTermsByDay[day] ?? []));
    return spentIn.length > 0 && !asked.some((term) => spentIn.includes(term));
  }

  /** "...and when?": the asked kind of fact from the passage that answered the part before, if it holds one. */
  private moreOf({ hit }: Chosen, part: QuestionPart, retrieval: Retrieval): Chosen | undefined {
    const demanded = part.kinds.filter(isDemanding);
    if (demanded.length === 0) return undefined;
    const facts = this.pickFacts(hit, part, retrieval).filter(
      ({ fact }) => demanded.some((kind) => factAnswers(kind, fact)) && inAskedForm(fact, part),
    );
    // A price must still be the price of the thing asked about: the villa's breakfast, not the villa.
    if (facts.length === 0 || (demanded.includes("cost") && !together(part, hit, facts))) return undefined;
    return { hit, facts };
  }

  /** "I'm flying out of Fes on Saturday, is that a problem?": what the day's own notes say about guests leaving that day. */
  private leavingOn(ranked: readonly Ranked[], part: QuestionPart, day: number): Chosen | undefined {
    if (!part.topic.includes(DEPART)) return undefined;
    return dayNotes(ranked, day, (fact, terms) => terms.has(DEPART) && !fact.overview);
  }

  /**
   * Whether the day's own sentences (beyond its plan) hold every word of the subject, and no activity of the day is
   * titled with any: "the long travel day" is Day 6's "our big travel day"; "dinner" is that day's dinner.
   */
  private describesDay(part: QuestionPart, ranked: readonly Ranked[], day: number): boolean {
    const hit = dayPlanOf(ranked, day);
    const said = (term: string) => hit?.passage.facts.some((fact, position) => !fact.overview && hit.factTerms[position]!.has(term)) === true;
    const anActivity = ranked.some((each) => each.passage.days?.includes(day) && each.passage.time !== undefined && part.topic.some((term) => each.titleTerms.has(term)));
    return part.topic.length > 0 && part.topic.every(said) && !anActivity;
  }

  /** "What should I bring tomorrow?": what the day's own notes say to bring ("Bring snacks, a charged phone..."), beside each activity's dress code. */
  private toBring(part: QuestionPart, ranked: readonly Ranked[], day: number): Chosen | undefined {
    return part.kinds.includes("dress") ? dayNotes(ranked, day, (fact) => /^(?:Bring|Pack)\b/.test(fact.text)) : undefined;
  }

  /**
   * "What should I wear today?", "anything to pay tomorrow?": the asked kind of fact from each of
   * that day's activities (those starting at `after` or later, if given: one starting as the guest asks is still to come) that holds one, in the order of the day.
   */
  private acrossDay(part: QuestionPart, ranked: readonly Ranked[], day: number, after = ""): Chosen[] {
    const demanded = part.kinds.filter(isDemanding);
    // With no kind asked ("Thursday morning?"), each activity's time, the first fact, is the answer.
    const answers = (fact: Fact, position: number) =>
      demanded.length === 0 ? position === 0 : demanded.some((kind) => factAnswers(kind, fact)) && inAskedForm(fact, part);
    const partOfDay = part.partOfDay && tokenize(part.partOfDay)[0];
    return ranked
      .filter((hit) => hit.passage.time !== undefined && hit.passage.time >= after && hit.passage.days?.includes(day))
      .filter((hit) => !partOfDay || hit.aboutTerms.has(partOfDay))
      .sort((a, b) => a.passage.time!.localeCompare(b.passage.time!))
      .flatMap((hit): Chosen[] => {
        // "What's on the menu tonight?": a featured dinner's card names its dishes, which the day tells only in general.
        const card = demanded.includes("food") ? this.cardOf(hit, ranked, answers) : undefined;
        if (card) return [card];
        const position = hit.passage.facts.findIndex(answers);
        if (position < 0) return optional(this.cardOf(hit, ranked, answers));
        // "What's the plan tonight?": with one or two activities, what each is as well as when.
        const overview = demanded.length === 0 ? hit.passage.facts.findIndex((fact) => fact.overview) : -1;
        const facts = [position, ...(overview > position ? [overview] : [])].map((at) => ({ fact: hit.passage.facts[at]!, position: at }));
        return [{ hit, facts }];
      })
      .slice(0, MAX_DAY_ACTIVITIES);
  }

  /**
   * "What kind of food is it tonight?": a featured dinner's card on the Dinners page tells what its day's activity
   * does not, under its heading (the restaurant, its cuisine and its time).
   */
  private cardOf(activity: Ranked, ranked: readonly Ranked[], answers: (fact: Fact, position: number) => boolean): Chosen | undefined {
    if (!isFeaturedDinner(activity)) return undefined;
    const card = ranked.find((hit) => hit.passage.url === "/dinners" && hit.passage.days?.[0] === activity.passage.days?.[0]);
    const facts = card?.passage.facts.flatMap((fact, position) => (position > 0 && answers(fact, position) ? [{ fact, position }] : [])) ?? [];
    return card && facts.length > 0 ? { hit: card, facts: [{ fact: card.passage.facts[0]!, position: 0 }, ...facts] } : undefined;
  }

  /** The first ranked passage whose chosen sentences hold the asked kind of fact and pass the confidence gate. */
  private first({ part, ranked }: PartRetrieval, question: Question, retrieval: Retrieval, taken: ReadonlySet<string> = new Set()): Chosen | undefined {
    const demanded = part.kinds.filter(isDemanding);
    const { day, activity } = namedDay(question) ?? {};
    const subjectless = part.topic.length === 0 && part.unknown.length === 0;
    if (subjectless && day === undefined) return undefined;
    // A password, or the guest's own seat or camel, is never in the notes, whatever else is asked with it.
    if (demanded.includes("secret")) return undefined;
    // "Will there be a birthday cake at Comptoir Darna?": a thing asked after that the notes never name is not there to tell of.
    if (part.exists && part.unknown.length > 0 && /\bwill there be\b/i.test(question.text)) return undefined;
    // "From Casablanca to the airport": a town the way goes from or to is that town's own, which no FAQ speaks for alike.
    const endpoints = new Set([...question.text.toLowerCase().matchAll(/\b(?:from|to) (?:the )?([a-z]+)/g)].flatMap((match) => tokenize(match[1]!)));

    // When the passage titled with exactly the subject ("The host", "Le Jardin Secret") does not
    // hold the kind asked for (a name, a price), the content does not know it: a passage that only
    // mentions the subject in passing ("tell the host which day", a tour through the garden)
    // would answer another question. Other passages titled with the whole subject ("Jardin
    // Majorelle & Musée YSL" for the YSL museum) may still answer.
    const titled = (hit: Ranked) => part.topic.length > 0 && part.unknown.length === 0 && part.topic.every((term) => hit.titleTerms.has(term));
    // "How much are drinks?" asks a price; "do I pay for my drinks?" whether one is paid, and "are drinks included?" what one covers.
    const amountAsked = demanded.includes("cost") && !part.topic.includes(INCLUDED) && question.amount === true;
    const checkoutTimeAsked = part.topic.includes(CHECKOUT) && (part.clockTime === true || question.checkoutTime === true);
    const subjectLacksKind = ranked.some(
      (hit) =>
        titled(hit) &&
        hit.titleTerms.size === part.topic.length &&
        demanded.length > 0 &&
        !hit.passage.facts.some((fact) => demanded.some((kind) => factAnswers(kind, fact))),
    );
    // "What's our Fes riad like?": the passage titled with exactly the subject is the thing itself; "Check In at Our Fes Riad" is something done there.
    const exactTitle = (hit: Ranked) => part.topic.length > 0 && hit.titleTerms.size === part.topic.length && titled(hit);
    const onMap = (hit: Ranked) => hit.passage.url === "/map";
    // "What's the dress code in the medina?": the FAQ whose own question asks it ("What should I wear in the medina?").
    const asksThis = (hit: Ranked) =>
      hit.passage.url === "/faq" && part.topic.length > 0 && part.topic.every((term) => hit.titleTerms.has(term)) && demanded.some((kind) => hit.titleTerms.has(kind));
    const candidates =
      part.recommended && day === undefined
        ? [...ranked.filter(onMap), ...ranked.filter((hit) => !onMap(hit))]
        : (part.ourPlan || part.sights) && day === undefined
          ? [...ranked.filter((hit) => hit.passage.days !== undefined), ...ranked.filter((hit) => hit.passage.days === undefined)]
          : part.kinds.length === 0 && day === undefined
            ? [...ranked.filter(exactTitle), ...ourOwnFirst(ranked.filter((hit) => !exactTitle(hit)))]
          : day === undefined
            ? [...ranked.filter(asksThis), ...todayFirst(ranked.filter((hit) => !asksThis(hit)), question)]
            : dayTitles(ranked, part, day)
              ? sameDayFirst(ranked, day)
              : [...ranked.filter(asksThis), ...sameDayFirst(ranked.filter((hit) => !asksThis(hit)), day)];
    // "When do we get to Fes?", "when do we leave for the desert?": the day we arrive there.
    const goal = part.topic.length === 1 ? part.topic[0]! : undefined;
    const arrival = goal && day === undefined && demanded.includes("when") && (this.townTerms.has(goal) || goingTo.test(question.text)) ? arrivalDay(goal) : undefined;
    if (arrival !== undefined) candidates.sort((a, b) => Number(b.passage.id === `day-${arrival}`) - Number(a.passage.id === `day-${arrival}`));
    if (question.journey) candidates.sort((a, b) => Number(rightWay(b, question.journey!)) - Number(rightWay(a, question.journey!)));
    // "What did we eat at the welcome dinner?": the Dinners page tells the dishes, the day only the evening.
    // A cuisine asked of it ("what sort of cuisine is it") is in the day's own words too.
    if (demanded.includes("food") && !asksCuisine.test(question.text)) candidates.sort((a, b) => Number(menuOf(b, ranked)) - Number(menuOf(a, ranked)));
    // "How much is dinner tonight?": when the day named holds an activity titled with the subject, the day's own passages
    // tell its price, time, place or dress, and a general one ("Restaurant tips: 10-15% of the bill") answers another question.
    const dayHoldsSubject =
      day !== undefined &&
      part.topic.length > 0 &&
      demanded.some((kind) => activityKinds.has(kind)) &&
      ranked.some((hit) => hit.passage.time !== undefined && hit.passage.days?.includes(day) && part.topic.every((term) => hit.titleTerms.has(term)));
    // The day's own plan names everything done that day: the best passage after it is the one a name is asked of.
    const bestNamed = ranked.find((hit) => day === undefined || part.kinds.includes("where") || hit.passage.id !== `day-${day}`);
    for (const hit of candidates) {
      if (taken.has(hit.passage.id)) continue;
      // "Any good restaurants near the airport?": a place to go is on the map or in the plan, never in the budget.
      if (part.recommended && hit.passage.url === "/budget") continue;
      if (question.journey && (wrongWay(hit, question.journey) || endsElsewhere(hit, question.journey))) continue;
      const onlyHere = question.day !== undefined && "here" in question.day && !hit.passage.days;
      if (day !== undefined && !onlyHere && !aboutDay(hit, day, this.options)) continue;
      // "Are we doing anything on Monday?", "what's for dinner tomorrow?": the plan of a day is told by that day's own passages.
      if (day !== undefined && (part.ourPlan || dayHoldsSubject) && !hit.passage.days) continue;
      if (subjectLacksKind && !titled(hit)) continue;
      if (this.inOtherTowns(hit, part)) continue;
      if (checkoutTimeAsked && !tellsCheckoutTime(hit)) continue;
      if (amountAsked && paidOnTheSpot(hit, part)) continue;
      if (question.wordsMeant && !glosses(hit, question.wordsMeant)) continue;
      if (question.leadTime && !hit.passage.facts.some((fact) => leadTimeText.test(fact.text))) continue;
      // The site's music lists the pages sharing a track, yet answers nothing about those pages.
      if (hit.passage.answersOnly && !part.topic.some((term) => tokenize(hit.passage.answersOnly!).includes(term))) continue;
      // "What should I wear walking around Chefchaouen?": what is worn there, not on the drive that gets there.
      const arrivesAt = routeTerms(hit)?.[1];
      if (demanded.includes("dress") && !question.journey && arrivesAt && part.topic.some((term) => arrivesAt.has(term))) continue;
      // "What time does the train get into Rabat?": the notes time a journey at its ends, never at a town it passes.
      if (demanded.includes("when") && part.topic.some((term) => passedOnTheWay(hit).has(term))) continue;
      // "How much is the chefchaouen day trip?": the price of what the day is named for, not of a stay spanning it.
      if (activity && demanded.includes("cost") && !hit.titleTerms.has(activity)) continue;
      // What a thing has is told by its own passage.
      if (part.owner && !part.owner.every((term) => hit.aboutTerms.has(term))) continue;
      // "Dinner plans tonight?": the day's dinner, not the day's plan that lists it (unless the day's
      // own title names the subject: "leave for the desert" on the desert day).
      const dayPlan = day !== undefined && hit.passage.id === `day-${day}`;
      if (!subjectless && dayPlan && !titled(hit) && ranked.some((other) => other !== hit && other.passage.days?.includes(day) && titled(other))) continue;
      // A name is the name of what the passage is about: "a photographer joins us... Jardin Majorelle" names a garden.
      // "The palace with the painted ceilings": the best passage, when its sentences describe the subject, is the one named.
      // "That mud brick movie set village": most of what the guest remembers of it, the gate weighing what is left out.
      const remembered = (term: string) => hit.aboutTerms.has(term) || hit.factTerms.some((terms) => terms.has(term));
      const describes = hit === bestNamed && (recalled.test(question.text) ? part.topic.filter(remembered).length * 2 > part.topic.length : part.topic.every(remembered));
      const aboutSubject = part.topic.every((term) => hit.aboutTerms.has(term));
      if ((demanded.includes("personName") || (demanded.includes("name") && !describes)) && !aboutSubject) continue;
      // "What's on the 25th?" asks for the day itself, "what do we do on the agafay day?" for that
      // activity; "dress code tonight?" for that day's dress code.
      const dayItself = activity ? hit.titleTerms.has(activity) : hit.passage.id === `day-${day}`;
      // A price or dress code asked of a day belongs to one of its activities, not to a stay spanning it.
      const ofDay = demanded.length === 0 ? dayItself : hit.passage.time !== undefined;
      if (subjectless && (!hit.passage.days || !ofDay)) continue;
      // "Dinner on the 28th?": an activity asked of a day with no kind of fact named is told with its time.
      const timed = part.kinds.length === 0 && day !== undefined && !(question.day && "here" in question.day) && hit.passage.time !== undefined;
      const facts = withTime(this.pickFacts(hit, part, retrieval), hit, timed);
      const answering = facts.filter(
        ({ fact }) =>
          (demanded.length === 0 || demanded.some((kind) => factAnswers(kind, fact)) || bestTimeFor(fact, part)) &&
          (!demanded.includes("name") || namesMore(fact, part, hit, this.options)) &&
          inAskedForm(fact, part),
      );
      if (answering.length === 0) continue;
      // "What time is breakfast at the Fes riad?": a day's plan answers for a subject one of its entries holds whole, beside
      // the day's own words (its title and description); "back to the villa after the balloon" is told by one entry after another.
      const dayWords = (term: string) => hit.titleTerms.has(term) || hit.passage.facts.some((fact, position) => !fact.items && hit.factTerms[position]!.has(term));
      const spread = (fact: Fact) => fact.items !== undefined && !fact.items.some((item) => part.topic.every((term) => dayWords(term) || tokenize(item).includes(term)));
      if (part.topic.length > 1 && !betweenEntries.test(question.text) && answering.every(({ fact }) => spread(fact))) continue;
      // "What area is tonight's dinner in?": the sentence saying the quarter ("Comptoir Darna, Hivernage"), not the name alone.
      if (part.quarter && !answering.some(({ fact }) => this.quarterText.test(fact.text))) continue;
      // "Who is the photographer?": "a professional photographer spends the morning with us" names no one.
      const roleOnly = (fact: Fact) => {
        const role = roleSentence.exec(fact.text)?.[1]?.toLowerCase().replace(/s$/, "");
        return fact.kind !== "person" && role !== undefined && question.text.toLowerCase().includes(role);
      };
      if (demanded.includes("person") && answering.every(({ fact }) => roleOnly(fact))) continue;
      // "Where are we having lunch today?": a price ("Lunches: paid individually") is no place.
      if (part.kinds.includes("where") && demanded.length === 0 && answering.every(({ fact }) => fact.kind === "cost")) continue;
      // "Where do we stop for lunch on the drive?", "the name of the coffee stop", "what did we have for lunch on the drive?":
      // a stop "on the way" has no place, name or menu of its own.
      const stopOnTheWay = stopsOnTheWay(hit);
      if ((part.kinds.includes("where") || part.kinds.includes("name") || part.kinds.includes("food")) && part.topic.some((term) => stopOnTheWay.has(term) && !hit.titleTerms.has(term))) continue;
      if (priceNamesAnother(question.text, answering)) continue;
      if (subjectless) return { hit, facts };
      // A price must be the price of the thing asked about: the sentences that
      // answer the kind asked for, with the title, carry the topic themselves.
      // An activity's (or dinner's) time and dress code are those of all it holds, once its title names part of
      // the subject: "when's the birthday party" is the time of the birthday dinner, whose sentences call it a
      // party; "what to wear wandering the blue lanes" is the Blue Medina's dress code. So is its price, when the
      // question names the activity itself: "the agafay day with the quads and camels" costs what Agafay Desert Day does.
      const wholeActivity =
        demanded.length === 1 &&
        hit.passage.days !== undefined &&
        (((demanded[0] === "when" || demanded[0] === "dress") && part.topic.some((term) => hit.aboutTerms.has(term))) ||
          ((demanded[0] === "when" || demanded[0] === "dress") && hit.passage.time !== undefined && part.topic.every((term) => hit.factTerms.some((terms) => terms.has(term)))) ||
          (demanded[0] === "cost" && activity !== undefined && hit.titleTerms.has(activity)) ||
          // "The thing tomorrow night with the dancers": an activity remembered by what its sentences say, when nothing
          // else is named for it.
          (demanded[0] === "cost" &&
            hit.passage.time !== undefined &&
            rememberedBy.test(question.text) &&
            part.topic.every((term) => hit.aboutTerms.has(term) || hit.factTerms.some((terms) => terms.has(term))) &&
            !ranked.some((other) => part.topic.some((term) => other.titleTerms.has(term) && !answering.some(({ position }) => hit.factTerms[position]!.has(term))))));
      const named = demanded.includes("name") && !aboutSubject;
      const quoted = [hit.aboutTerms, ...(wholeActivity || named ? hit.factTerms : answering.map(({ position }) => hit.factTerms[position]!))];
      // A journey's time is when it leaves: "when does the train arrive" is told only by a sentence on arriving.
      const arrivalTime = demanded.includes("when") && part.topic.includes("arrive");
      const answered = [hit.aboutTerms, ...answering.map(({ position }) => hit.factTerms[position]!)];
      // "What time do we pull into Casablanca?": a journey there arrives as long after it leaves as it takes, which its
      // sentence on how long it takes tells beside its time.
      const lasting = arrivalTime && routeTerms(hit) ? hit.passage.facts.findIndex((fact) => factAnswers("duration", fact)) : -1;
      const arrives = lasting >= 0 || answered.some((terms) => terms.has("arrive"));
      // "What did the agafay day include?": what the activity named by its day is made of, which its own passage tells.
      // "Does the walking tour price include the entry tickets?": the price sentence tells what it covers.
      const madeOf = (term: string) => term === INCLUDED && ((activity !== undefined && hit.titleTerms.has(activity)) || demanded.includes("cost"));
      // "What languages do people speak in Fes?", "can we go inside the mosques in Fes?": the FAQ asking about the rest of
      // the question (whose answer holds what its title does not) answers for every town of the trip.
      // "Is the Fes medina safe?": a town's medina is the town.
      const place = (term: string) => this.townTerms.has(term) || (term === "medina" && part.topic.some((other) => this.townTerms.has(other)));
      const asksTheRest =
        hit.passage.url === "/faq" &&
        !part.recommended &&
        part.topic.some((term) => hit.titleTerms.has(term)) &&
        part.topic.every((term) => place(term) || hit.titleTerms.has(term) || quoted.some((terms) => terms.has(term)));
      const everywhere = (term: string) => asksTheRest && place(term) && !endpoints.has(term);
      const holds = (term: string) =>
        term === ADVICE || madeOf(term) || everywhere(term) || (arrivalTime && term === "arrive" ? arrives : quoted.some((terms) => terms.has(term)));
      // "Did the riad have a pool?": the pool must be there, however well the riad matches.
      if (part.owner && !part.topic.every((term) => part.owner!.includes(term) || holds(term))) continue;
      // "What language is the mosque tour in?": a passage on the tour that names no language answers something else
      // (an FAQ filed under "Culture & Language" only files it).
      if (part.head && !hit.titleTerms.has(part.head) && !hit.factTerms.some((terms) => terms.has(part.head!))) continue;
      const outstanding = hit === ranked[0] && standsOut(ranked.map((other) => other.score));
      const told = lasting >= 0 && !facts.some(({ position }) => position === lasting) ? [...facts, { fact: hit.passage.facts[lasting]!, position: lasting }] : facts;
      if (confident(part, holds, retrieval, outstanding) && (!demanded.includes("cost") || wholeActivity || together(part, hit, answering))) return { hit, facts: told };
    }
    return undefined;
  }

  /**
   * "What's after the balloon?": when the activity found is surely the one asked about, the
   * activity next to it, told by its time and its first sentences; "what's next?": the one after
   * the moment asked. Otherwise nothing.
   */
  private next(
    part: QuestionPart,
    ranked: readonly Ranked[],
    neighbour: Ranked | undefined,
    question: Question,
    retrieval: Retrieval,
  ): Chosen | undefined {
    if (!neighbour) return undefined;
    // "What's next?" is measured from the clock, which is sure; "after the balloon" from the activity found, which must be the one asked about.
    if (!(question.moment && part.topic.length === 0)) {
      const asked = askedActivity(ranked, question);
      if (!asked) return undefined;
      const holds = (term: string) => asked.aboutTerms.has(term) || asked.factTerms.some((terms) => terms.has(term));
      if (!confident(part, holds, retrieval)) return undefined;
      // "What do we do after dinner tonight?": when the day holds nothing after it, its own words tell how the evening ends
      // ("then tea on the roof"), and the next morning's drive is no answer.
      const sameDay = neighbour.passage.days?.some((day) => asked.passage.days?.includes(day));
      if (part.partOfDay === "evening" && !sameDay) {
        const ending = asked.passage.facts.findIndex((fact) => /\bthen\b/.test(fact.text));
        return ending >= 0 ? { hit: asked, facts: [{ fact: asked.passage.facts[ending]!, position: ending }] } : undefined;
      }
    }
    // Its time, where it is (where to go next) and what it is.
    const facts = neighbour.passage.facts
      .map((fact, position) => ({ fact, position }))
      .filter(({ fact }, position) => position === 0 || fact.kind === "where" || fact.overview);
    return { hit: neighbour, facts };
  }

  /** With no particular kind asked for, a passage's overview sentences are what a guest wants. */
  private kindFit(fact: Fact, part: QuestionPart): boolean {
    return part.kinds.some((kind) => factAnswers(kind, fact)) && inAskedForm(fact, part);
  }

  /**
   * The sentences that best hold the kind of fact and the topic; then the best
   * one holding the asked kind if none does yet, and any needed to cover the
   * rest of the topic.
   */
  private pickFacts(hit: Ranked, part: QuestionPart, { weights }: Retrieval): Chosen["facts"] {
    const { facts } = hit.passage;
    const weight = (term: string) => weights.get(term) ?? 0;
    const topicWeight = (position: number) =>
      part.topic.reduce((sum, term) => sum + (hit.factTerms[position]!.has(term) ? weight(term) : 0), 0);
    const total = part.topic.reduce((sum, term) => sum + weight(term), 0);
    const kindBonus = Math.max(...part.topic.map(weight), 1) * 1.5;
    // With no kind asked for, the passage's overview is the answer, however few topic words it repeats.
    const overviewBonus = Math.max(kindBonus, total);
    // "What do we see on the mosque tour?": the sentences telling what it holds, not its time or place.
    const told = part.sights ? (fact: Fact) => fact.kind === "info" : () => true;
    const scored = facts.map((fact, position) => ({
      fact,
      position,
      score: topicWeight(position) + (part.kinds.length === 0 ? (fact.overview ? overviewBonus : 0) : this.kindFit(fact, part) ? kindBonus : 0),
    }));
    const top = Math.max(...scored.map((entry) => entry.score));
    if (top <= 0) return scored.slice(0, 1).map(({ fact, position }) => ({ fact, position }));

    const chosen: typeof scored = [];
    let length = 0;
    const take = (entry: (typeof scored)[number]) => {
      chosen.push(entry);
      length += entry.fact.text.length;
    };
    const fits = (entry: (typeof scored)[number]) =>
      !chosen.includes(entry) && chosen.length < MAX_FACTS && (chosen.length === 0 || length + entry.fact.text.length <= MAX_REPLY_CHARS);
    const ordered = [...scored].filter(({ fact }) => told(fact)).sort((a, b) => b.score - a.score || a.position - b.position);
    for (const entry of ordered) {
      // "What are the dishes at Nobu?": every sentence naming food, not only the one that also names Nobu;
      // "how do I save the original of a photo": the sentence holding all of it, beside the overview.
      const wanted =
        entry.score >= top * 0.75 ||
        part.sights === true ||
        // "Any tips for the airport?": every word of advice the passage gives, not only the sentence naming the airport.
        (part.topic.includes(ADVICE) && entry.fact.kind === "info" && !entry.fact.overview) ||
        (part.kinds.length === 0 && entry.fact.overview === true) ||
        (part.kinds.includes("food") && this.kindFit(entry.fact, part)) ||
        // "What's the square called where the red kasbah is?": the place it is held at, beside the sentence describing it.
        (part.kinds.includes("where") && part.kinds.includes("name") && entry.fact.kind === "where") ||
        (part.topic.length > 1 && part.topic.every((term) => hit.factTerms[entry.position]!.has(term)));
      if (wanted && fits(entry)) take(entry);
    }
    const demanded = part.kinds.filter(isDemanding);
    const answers = (entry: (typeof scored)[number]) => demanded.some((kind) => factAnswers(kind, entry.fact));
    if (demanded.length > 0 && !chosen.some(answers)) {
      const answering = ordered.find(answers);
      if (answering) {
        if (!fits(answering) && chosen.length > 0) length -= chosen.pop()!.fact.text.length;
        take(answering);
      }
    }
    // "Suites and pools": a topic word no chosen sentence (nor the title) holds brings in the sentence that does.
    for (const term of part.topic) {
      const held = hit.aboutTerms.has(term) || chosen.some(({ position }) => hit.factTerms[position]!.has(term));
      if (held) continue;
      // A dress code names the meals it is for ("a cover-up for meals"), not what is served at them.
      const holder = ordered.find((entry) => hit.factTerms[entry.position]!.has(term) && (entry.fact.kind !== "dress" || !mealTerms.has(term) || part.kinds.includes("dress")));
      if (holder && fits(holder)) take(holder);
    }
    return chosen.sort((a, b) => a.position - b.position).map(({ fact, position }) => ({ fact, position }));
  }
}

/** "Dinner tonight, and when do we leave tomorrow?": each day's answer in turn, then the pages of all of them. */
function joined(answers: readonly ChatAnswer[]): ChatAnswer {
  const known = answers.filter((answer) => answer.known);
  if (known.length === 0) return answers[0]!;
  const split = known.map((answer) => answer.reply.split(MORE_ON));
  const bodies = split.map(([body]) => body!);
  const links = [...new Set(split.flatMap(([, pages]) => pages?.match(/\[[^\]]+\]\([^)]+\)/g) ?? []))];
  const missing = known.length < answers.length ? DONT_KNOW_REST : "";
  return {
    reply: `${bodies.join(" ")}${missing}${links.length > 0 ? `${MORE_ON}${links.join(" and ")}.` : ""}`,
    passageIds: [...new Set(known.flatMap((answer) => answer.passageIds))],
    known: true,
  };
}
