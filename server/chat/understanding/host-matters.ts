// Questions only the host (or the guest) can answer: a guest's own seat or room, contact details, live conditions,
// a song's name, opening hours, a present for the host. The notes never hold these, so Rupa says it does not know
// rather than quote a passage that only sounds near.

/** A guest's own seat, room or transfer, a private slot of their own, the camels' names, anyone's flight, the other guests' names ("who exactly is leaving?"), the next trip: the host's to tell, never the notes'. */
const personalMatter =
  /\bstill owe\b|\bwho (?:exactly|specifically)\b|\bwhich (?:people|guests|ones|of us) (?:exactly |specifically )?(?:are|is|were) (?:leaving|going|flying|heading)\b|\bis [a-z]+ one of them\b|\bbirthday date\b|\bwhen (?:was|is) (?:she|he|the host) born\b|\bmy [a-z]+'?s name\b|\b(?:which|what) (?!(?:kind|type|sort) of\b)(?:[a-z]+ ){0,3}(?:seat|room|suite|carriage|coach|table|tent|bed|car|van|group)s?(?: number)? (?:am i|are we|do i|is mine|will i|was i|were we|did i)\b|\bmy (?:seat|room|suite|carriage|table|tent|bed)(?: number)?\b|\b(?:seat|room|suite|carriage|coach|table|tent|bed)s? (?:and (?:seat|room|suite|carriage|coach|table|tent|bed)s? )?numbers?\b|\b(?:which|what) (?:seat|room|suite|carriage|table|tent|bed)\b[^?]*\b(?:is mine|am i in|do i get)\b|\b(?:which|what) (?:flight|airline)s?(?: number)? (?:is|are|am|does|do|did|will|was)\b|\b(?:what time|when) (?:is|does|was|did) my (?:flight|plane)\b|\bnames? of (?:the |all the |all )?(?:other )?(?:guests|people|squad|group|everyone)\b|\b(?:next|another|future) (?:trip|getaway|holiday|vacation)\b|\b(?:our|my|their) own (?:private )?(?:photo ?shoot|shoot|session|slot|guide|tour|driver)\b|\b(?:what time|when) (?:is|does) my (?:transfer|pickup|pick-up|taxi|car|driver|ride)\b|\b(?:camel|donkey|horse|cat)(?:'s|s'|s)? names?\b|\b(?:camels?|donkeys?|horses?|cats?) (?:have|has|got|get) names?\b|\bnames? of (?:the|my|our) (?:camels?|donkeys?|horses?)\b/;

/** "When do we get the pics from the photographer?": the photographer's own photos, whose delivery the notes never date. */
const photographersPhotos =
  /\b(?:photographer'?s?|photo ?shoot|pro|professional|edited)\b[^?]*?\b(?:photos?|pics|pictures|shots)\b|\b(?:photos?|pics|pictures|shots) (?:from|by|of) (?:the|our|yesterday'?s?|today'?s?) (?:pro |professional |group )?(?:photographer|photo ?shoot|shoot)\b|\bphotographers? (?:send|sends|share|shares|deliver|delivers|email|emails)\b|\bwhen (?:do|will|are|can) (?:we|i) (?:get|getting|see|receive)\b[^?]*\bphotographer\b/;

/** "What time is sunset today?", "when does the sun actually rise": the sun's own hour, which no activity named for it tells. */
const sunsHour =
  /\bthe sun (?:actually )?(?:rise|rises|set|sets|come up|comes up|go down|goes down)\b|\b(?:is|'s|exactly is) (?:the )?(?:sunrise|sunset)(?=\s*(?:exactly|today|tonight|tomorrow|tmrw|in [a-z]+|\?|$))/;

/**
 * "What's the phone number of the riad?", "is it raining right now?", "what's the forecast?", "who has uploaded the most photos so far",
 * "can I pay on Venmo", "my boyfriend wants to join", "have I already paid?", "which slots are still free", "opening hours", "did it rain in Chefchaouen?": contact details, live and past conditions and counts, payment apps and
 * newcomers, which the notes never hold.
 */
const contactOrLive =
  /\b(?:venmo|paypal|zelle|revolut|cash ?app)\b|\bi'?m pregnant\b|\bpregnan(?:t|cy)\b|\b(?:wants?|wanna|would like) to (?:join|come along)\b|\bthe most (?:photos|pics|uploads|videos)\b|\b(?:photos|pics|videos) (?:are )?(?:in the gallery|uploaded) (?:right now|so far|at the moment)\b|\bphone (?:number|no)\b|\b(?:their|her|his|host'?s) (?:phone |mobile |cell )?number\b|\b(?:phone|contact|whatsapp) (?:of|for)\b|\bcontact (?:number|details|info)\b|\bwhatsapp\b|\bemail address\b|\b(?:running|on) (?:on time|late|behind)\b|\b(?:delayed|cancell?ed)\b|\b(?:is it|it'?s|its) (?:raining|snowing|sunny|windy|hot|cold)\b[^?]*\b(?:right now|now|currently|at the moment)\b|\b(?:temperature|temp|weather)\b[^?]*\b(?:right now|currently|at the moment)\b|\bforecast\b|\bdid it (?:rain|snow|pour)\b|\bslots? (?:are |is )?(?:left|still (?:free|available|bookable))\b|\bopening (?:hours|times)\b|\b(?:did|has|have) (?:i|everyone|everybody|every1|all of us|anyone|someone|the others|the group) (?:already )?(?:paid|pay)\b(?! (?:(?:for )?(?:their|our|his|her|your) own|separately|individually|themselves)\b)/;

/** "And the orange ones?", "and the day after that?": a follow-up pointing back at a question Rupa never saw (each message is read alone). */
const pointsBack = /^\s*(?:and|what about|how about) (?:the )?[a-z]+ ones?\s*\??\s*$|^\s*(?:(?:and|what about|how about|ok) )?(?:the )?(?:day|night|one) (?:after|before) that\s*\??\s*$/;

/** "What should I get the host for their bday?": a present, the guest's own choice, which no note suggests. */
const present = /\b(?:gift|present|pressie)s? (?:for|to) (?:the host|her|him|them|the birthday)\b|\bwhat (?:should|can|could|do|shall) (?:i|we) (?:get|buy|give) (?:the host|her|him|them)\b/;

/** "When will the transportation page be ready?": the day a thing still being finalized is done, which no note can tell. */
const whenReady =
  /\bwhen (?:will|is|are) (?:the |that |those |this )?(?:[a-z]+ ){0,2}?(?:page|details|info|information|plans?|schedule|itinerary|site|website)s? (?:be )?(?:ready|done|finished|finali[sz]ed|updated|complete|completed|confirmed|posted|sorted|up)\b/;

/** "Will this site still be up after the trip?": how long the site or its photos stay online, which no page says. */
const siteLifetime =
  /\b(?:site|website|gallery|photos|pics|videos|album|page)\b[^?]*\b(?:still )?(?:be |stay )(?:up|online|live|around|available)\b[^?]*\bafter\b|\bhow long (?:will|does|do|is|are) (?:the |this )?(?:site|website|gallery|photos|pics|videos|album)\b[^?]*\b(?:stay|be up|be online|last|kept|around)\b|\bhow long do (?:uploaded )?(?:photos|pics|videos) stay\b/;

/** "Where can I rent a kaftan?": a shop for hire, which the notes never list. */
const forHire = /\b(?:where|how) (?:can|do|could|should|would) (?:i|we) (?:rent|hire|borrow)\b|\b(?:rent|hire) (?:a|an|one) (?!car\b)[a-z]+\b/;

/** "What's the song on the home page called?": the tracks are described by mood, never named or credited. */
const songName =
  /\bname of (?:the|this|that) (?:song|track|tune|music)\b|\b(?:song|track|tune)\b[^?]*\bcalled\b|\bwhat (?:song|track|tune) is (?:this|that|it|playing)\b|\bwhat(?:'s| is|s) the (?:song|track|tune)\b|\bwho(?:'s| is| are) the (?:artist|singer|composer|band)\b|\bwho (?:sings|made|wrote|composed) (?:it|this|that|the (?:song|track|music))\b/;

/** "Who built this site?": who made the site or Rupa, which no page says. */
const siteMaker = /\bwho (?:built|made|created|designed|coded|programmed|developed|wrote) (?:this|the) (?:site|website|app|page|chat|bot)\b|\bwho (?:built|made|created|designed|coded|programmed) (?:you|u|rupa)\b/;

/** "Is Majorelle open late today?", "what time does the tannery open?": a place's hours, which the notes never give. */
const openLate =
  /\b(?:open|opened) (?:late|till|until|past|after|on (?:sunday|sundays|monday|mondays)|rn|right now|now)\b|\b(?:its|their) (?:opening )?hours\b|\b(?:what time|when) (?:does|do) (?:the )?(?![a-z' ]*\bcheck[- ]?in\b)[a-z' ]+ open\s*[?!.]*$/;

/** "Is the hammam mixed or separate for guys and girls?": who shares it, which the notes never say. */
const genderSplit = /\b(?:mixed|co-?ed|separate|separated|segregated)\b[^?]*\b(?:men|women|guys|girls|genders?|sexes|males?|females?)\b/;

/** "Are there still hammam slots free at 5 today?": what is left to book right now, which only the host knows. */
const stillFree = /\b(?:slots?|spots?|spaces?|places?|openings?|seats?) (?:still )?(?:free|left|available|open)\b|\bstill (?:free|available|open) (?:slots?|spots?|spaces?)\b/;

/** "When's the host's actual birthday, like the date?", "how much did the host pay for the villa?": the host's own affairs. */
const hostsOwn =
  /\b(?:the host'?s?|her|his) (?:actual |real |exact )birthday\b|\bwhen(?:'s| is| was) (?:the host'?s?|her|his) birthday(?! (?:dinner|party|celebration|bash|night))\b|\bhow much did (?:the host|she|he) (?:pay|spend)\b/;

/**
 * "Did anyone find a blue scarf at the camp?", "did our train leave on time?": lost property and how a journey went, which
 * no note tells (a train "running late" is `contactOrLive`'s).
 */
const lostOrLate =
  /\b(?:did|has|have) (?:anyone|anybody|someone|somebody) (?:find|found|hand(?:ed)? in|pick(?:ed)? up|turn(?:ed)? in)\b|\b(?:did|does|is|was|will) (?:our |the |my )?[a-z]+(?: [a-z]+)? (?:leave|left|leaving|arrive|arrived|arriving|depart|departed|land|landed) (?:on time|late)\b/;

const hostMatters: readonly RegExp[] = [
  personalMatter,
  photographersPhotos,
  sunsHour,
  contactOrLive,
  pointsBack,
  present,
  whenReady,
  siteLifetime,
  forHire,
  songName,
  siteMaker,
  openLate,
  genderSplit,
  stillFree,
  lostOrLate,
  hostsOwn,
];

/** "Which suite am I in?", "when do we get the photographer's pics?": asked like a password, never in the notes. */
export function askedOfTheHost(normal: string): boolean {
  return hostMatters.some((pattern) => pattern.test(normal));
}
