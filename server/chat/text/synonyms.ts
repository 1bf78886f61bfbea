// How guests ask versus how the content is written. Both the passages and the
// questions go through the same tables, so "price", "fee" and "how much" all
// meet the single term "cost" in the index.

/** Multi-word expressions, rewritten before splitting into words. */
export const phrases: [RegExp, string][] = [
  // Before "how do I get" is read as asking the route.
  [/\b(?:get rid of|take down)\b/g, " delete "],
  // "How do I get on the breakfast list?": signing up for it.
  [/\bget (?:on|onto|on to) (?:the |a )?((?:[a-z]+ )?)list\b|\bput (?:me|my name|myself) (?:down|on (?:the |a )?((?:[a-z]+ )?)list)\b/g, " sign up $1$2"],
  // "Trip dates?", "trip length", "the length of the trip": the getaway's, as "the trip" is.
  [/\btrip(?= (?:dates?|length|duration)\b)|\b(?:length|duration) of (?:the|this|our) trip\b/g, " getaway "],
  [/\bdates? of (?:the|this|our) trip\b/g, " dates getaway "],
  [/\bper (?:head|pax|guest)\b/g, " per person "],
  // "The trip" is the Golden Goat Getaway: "trip" alone is too common a word to be a subject,
  // but "how long is the trip" asks about the getaway as a whole.
  // After a preposition or a verb the trip is only the setting: "which day of the trip", "places we're staying this trip".
  [/(?<!\b(?:of|from|on|during|for|in|about|before|after|[a-z]+ing|we're|were|are) )\b(?:the|this|our|whole|entire|full) trip\b|(?<=\b(?:name|title) of )(?:the|this|our) trip\b/g, " getaway "],
  [/\btime ?zones?\b/g, " timezone "],
  // "The electric blue of Jardin Majorelle" is a colour, not a socket.
  [/\belectric (?=(?:majorelle )?blue\b)/g, " vivid "],
  // "Is the 11:00 meetup Morocco time or my home time?": which clock the site's times keep.
  [/\b(?:morocco|moroccan|local|home|uk|us|gmt|utc|est|pst) time\b(?!\s+(?:to|for|in|at|do|does|is|are|will|we|i)\b)/g, " timezone "],
  [/\b(?:altogether|all together|overall|in all)\b/g, " total "],
  [/\bhow much\b/g, " cost "],
  [/\bhow many dollars\b/g, " cost "],
  [/\bwhat time\b/g, " when "],
  [/\b(?:what|which) day of (?:the )?week\b/g, " when "],
  [/\bwhat day\b/g, " when "],
  [/\bwhich day\b/g, " when "],
  [/\bwhat date\b/g, " when "],
  [/\bhot[- ]air\b/g, " balloon "],
  // "How long is the balloon flight?": the balloon is the flight, no plane.
  [/\bballoon (?:flight|flights|trip)\b/g, " balloon "],
  [/\bpalm trees?\b/g, " palms "],
  // "Where do we stop for lunch?": where lunch is.
  [/\bstop(?:ping)? (?:for|at) (?=(?:a |some )?(?:lunch|dinner|breakfast|coffee|tea|food|snacks)\b)/g, " "],
  // "Tips for the souks" is advice, not a gratuity; "a plus one" is a guest the notes never mention.
  // "Any taxi tips?": advice on taxis.
  [/\b(?:any|some|good|top) (?!(?:tip|tipping|cash|money|restaurant)\b)([a-z]+) tips\b|^\s*(?!(?:tip|tipping|cash|money|restaurant|taxi|waiter|driver|guide)\b)([a-z]+) tips\b(?=\s*(?:[?!]|$))/g, " $1$2 advice "],
  [/\b(?:any|some|good|top) tips? (?:for|on|about)\b|\btips (?:for|on|about) (?!(?:the )?(?:waiters?|drivers?|guides?|staff|porters?)\b)/g, " advice "],
  // "How much should I give the porters (who carry our bags)?": what to tip them.
  [/\b(?:give|leave|hand)(?= (?:the |our |a |each |to the )?(?:porters?|guides?|drivers?|waiters?|staff|helpers?|attendants?|bellboys?|bellhops?)\b)/g, " tip "],
  [/(?<=\bporters?) who (?:carry|carried|wheel|wheeled|take|took|bring|brought) (?:our|my|the) (?:bags|luggage|suitcases?)\b/g, ""],
  // "The highlight card on the home page", "which dinner card has the video?": one of a page's panels, not a bank card.
  [/\b(highlight|featured|activity|overview|destination|destinations|duration|squad|dinner|restaurant) cards?\b|\bcards?(?= (?:on|of) (?:the )?(?:home ?page|homepage|home screen|site|website|dinners? page)\b)/g, " $1 panel "],
  // The home page's music plays "over a drone": a held note, no flying camera.
  [/\bover a drone\b/g, " over a held note "],
  // "How do I save the site on my iPhone?": adding it to the home screen.
  [/\b(?:save|install|download|keep|put|add) (?:the |this )?(?:site|website|web site|app)(?= (?:on|to|onto) (?:my|the|your) (?:phone|iphone|android|home ?screen)\b)/g, " install site "],
  // "Where can I see all the photos?": finding them in the gallery.
  [/\b(?:see|view|look at|browse)\b(?=\s+(?:all\s+|everyone'?s?\s+|every ?one'?s?\s+|'s\s+|the\s+|our\s+|my\s+|other people'?s?\s+)*(?:photos|pics|pictures|videos)\b)/g, " find "],
  // "I deleted a photo by mistake, how do I get it back?": recovering it.
  [/\b(?:get|bring) (?:it|them|that|those|the (?:photo|pic|video)s?) back\b/g, " recover "],
  // "Dollars or local?": the local money is the dirham.
  [/\b((?:dollars?|usd|euros?|pounds?) or )(?:the )?local(?: currency| money| one)?\b/g, " $1 dirhams "],
  // "Grab all the photos": download them; "grab a jacket" is no download.
  [/\bgrab(?:bing)?\b(?=\s+(?:all\s+|the\s+|my\s+|our\s+|everyone'?s?\s+|them\s+)*(?:photos|pics|pictures|videos|files|zips?|originals|album)\b)/g, " download "],
  // "Is it cash only?": whether cash is what it takes.
  [/\bcash[- ]only\b/g, " cash "],
  [/\bplus[- ]one\b/g, " plusone "],
  [/\b(?:all )?of us\b/g, " people "],
  // "How do you say thank you?" asks for a phrase of the language; the phrase itself is a greeting word, else dropped.
  [/\b(?:say|words? for|phrase for)\s+(?:thank\s+you|thanks)\b/g, " shukran language "],
  [/\b(?:say|words? for|phrase for)\s+(?:hello|hi)\b/g, " salam language "],
  // "Gym shorts for the crawl?": sports kit, as the dress codes call it.
  [/\bgym (?:shorts|clothes|kit|wear|gear|stuff)\b/g, " sports kit "],
  // "Can I wear shorts?": a piece of clothing asks about the dress code.
  [/\b(?:shorts|skirts?|sandals|flip[- ]?flops|jeans|heels|sneakers|trainers|tank tops?|leggings|swimsuits?|bikinis?)\b/g, " dress "],
  // "My first offer", "the opening price", "what should I offer", "the asking price": bargaining.
  [/\b(?:first|opening|starting) (?:offer|bid|price)\b|\b(?:should|do|can|would) (?:i|we) (?:offer|open (?:at|with)|start (?:at|with|off at))\b|\basking price\b/g, " bargain "],
  [/\bhow\s+(?:do|would|can|to|should)\s+(?:you|i|we|one)\s+say\b|\bhow\s+to\s+say\b|\bin\s+(?:arabic|darija|french|berber)\b/g, " language "],
  // "How do I get a massage slot?", "get on the breakfast list": obtaining something, not travelling.
  [/\bhow (?:do|will|can|should|are) (?:we|i|you) (?:get|getting|travel|go)\b(?! (?:a|an|some|in on|any|one|cash|money|dirhams|tickets?|tix|(?:our|my|the) (?:bags?|luggage|suitcases?|cases))\b)/g, " route "],
  [/\b(?:fly|flight|flying|go|going|head|heading) home\b|\bfly(?:ing)? out\b/g, " depart airport "],
  [/\b(?:leave|leaving|head|heading|go|going|set off) (?:for|to) the airport\b/g, " depart airport "],
  // "Can I leave my bags at...?" asks for somewhere to store them, not a departure.
  [/\bleave (?:my|our|the|your) (?:bags?|luggage|suitcases?|stuff|things)\b/g, " bag storage "],
  // Airport codes: "the ride from RAK", "the car to CMN".
  [/\brak\b/g, " marrakech airport "],
  [/\bcmn\b/g, " casablanca airport "],
  // "What souk stuff should cost": what the crafts sold there cost.
  [/\b(?:souk|market) (?:stuff|things|goods|items|buys)\b/g, " crafts "],
  // "Buy my ticket ahead of time": in advance.
  [/\bahead of time\b|\bbeforehand\b/g, " in advance "],
  // "Watch the sunset", "catch the sunrise": the sunset itself.
  [/\b(?:watch|see|catch) the (sunset|sunrise)\b/g, " $1 "],
  // "A sunset spot from the map list": a place on the map.
  [/\bmap(?:'s)? (?:list|listings?|places|pins)\b/g, " map "],
  // "How do I kill the background music?": mute it.
  [/\b(?:kill|silence|shut off|shut up)(?: the| this| that)?(?: background)? (music|sound|audio|song|track)\b/g, " mute $1 "],
  // "The music cut out when I opened the gallery": it stopped.
  [/(?<=\b(?:music|sound|audio|song|track)\b.*)\b(?:cut|cuts|cutting) (?:out|off)\b|\bwent (?:quiet|silent)\b/g, " stop "],
  [/\bsnake[- ]?charmers?\b|\bstreet performers?\b|\bhenna (?:ladies|women|artists?)\b/g, " performers "],
  [/\b(?:my |the )?(?:wi[- ]?fi|internet|connection|signal) (?:sucks|is (?:slow|bad|terrible|awful|weak))\b/g, " slow connection "],
  [/\bphoto ?shoot(?: day)?\b|(?<=\b(?:the|our) )shoot\b(?! (?:a|some|pics?|photos?|pictures?|videos?)\b)|\b(?:photo|photographer|pro photos?) day\b/g, " photoshoot "],
  // The photographer is the photoshoot's: "when did the photographer start" asks the photoshoot's time.
  [/\bphotographers?\b/g, " photographer photoshoot "],
  // "Do US people need a visa?": US citizens ("us" alone is a stopword).
  [/\bus (?:people|citizens?|passports?|passport holders|folks|guests)\b/g, " citizen "],
  [/\b(?:chef ?chaouen|chaouen|xaouen)\b/g, " chefchaouen "],
  [/\b(?:snap|take|shoot)(?= (?:a |some )?(?:pics?|photos?|pictures?)\b)/g, " "],
  // "What does the $95 cover?": what it includes (a dress code's "covered" is another word).
  [/\bcover\b(?=\s*[?!.]*\s*$)/g, " include "],
  // "Who pays for the palace dinner, is it split?": who pays is whether the price is covered, which "paid individually" tells.
  [/\bwho (?:pays|paid|is paying)(?: for)?\b|\b(?:is it|is that|was it|do we) split(?: it| the bill)?\b/g, " cover included "],
  // "Was it covered or did we pay ourselves?": whether the price was included, which "paid individually" tells.
  [/\b(?:was|is|were|are) (?:it|that|this|they|dinner|lunch) (?:covered|prepaid|pre-paid)\b|\b(?:covered|prepaid|pre-paid) or\b|\bor (?:covered|prepaid|pre-paid)\b|(?<=\bpa(?:y|id)\b[^?]*)\b(?:ourselves|separately|individually|as (?:you|we) go)\b|\b(?:pay|paid|pays|paying) (?:for )?(?:our|their|your|my) own\b/g, " cover included "],
  [/\b(?:jumper|sweater|hoodie|cardigan|coat|fleece|(?<!rain )jacket)s?\b/g, " dress layers "],
  // "A 6-hour ride by way of Casablanca": what guests call going through or via.
  [/\bpass(?:es|ing)? (?:thru|through|by)\b|\bby way of\b|\b(?:thru|through)\b/g, " via "],
  [/\b(?:get(?:ting)? )?(?:ripped off|scammed|overcharged)\b/g, " fare "],
  // "The train fare": its price (a fare agreed with a driver stays a fare).
  [/\b(train|bus|taxi|cab|transfer|ticket)s? fares?\b/g, " $1 cost "],
  // "Any scams to watch out for?": staying safe, as the FAQ on safety tells.
  [/\bscams?\b/g, " safe "],
  // "Any safety stuff in the Fes medina?", "is it dangerous at night?": likewise ("Health & Safety" files every health FAQ).
  [/\bsafety(?= (?:stuff|tips?|advice|things|concerns?|issues?|wise)\b)|\b(?:dangerous|unsafe|sketchy)\b/g, " safe "],
  // "Does the train stop anywhere on the way?": the stops it makes, which the notes give as the route.
  // "Does the train go direct or stop places?": likewise.
  [/\bstop(?:s|ping)? (?:anywhere |at all |somewhere )?(?:on the way|along the way|in between)\b|\bstop (?:anywhere|places|somewhere|a lot)\b|\b(?:what|which) stops\b|\b(?:go|goes|run|runs) direct(?:ly)?(?: or (?:does it |do we )?stop)?\b|\bnon-?stop\b|\bdirect (?:train|route)\b/g, " via "],
  [/\btemp(?:erature)?s? range\b/g, " temperature "],
  // "The card machine wants to charge me in dollars": dynamic currency conversion, which the notes say to decline.
  [/\b(?:charge (?:me|you|us)|(?:be )?charged|pay|paying|bill (?:me|you|us)) in (?:dollars|usd|us dollars|euros|my (?:own|home) currency)(?: or (?:mad|dirhams?|local currency))?\b/g, " conversion "],
  // "Save one photo": a photo alone, as the gallery puts it.
  [/\b(?:one|a single|single|individual|just one) (photos?|pics?|pictures?|videos?)\b/g, " $1 alone "],
  [/\bprice range\b/g, " price "],
  // "Must-see" is one word of its own: "must" and "see" alone are stopwords.
  [/\bmust[- ]?sees?\b/g, " mustsee "],
  // "Paid individually" and "paid as you go" answer "is lunch included?" (no): they speak of what is included.
  [/\bpaid (?:individually|as you go)\b/g, " paid individually not included "],
  // "Flights, lunches... come on top": what the estimate leaves out.
  [/\bcome on top\b/g, " come on top not included "],
  // "When do we roll into the riad?": getting to a stay is checking in.
  // "How cold does it get at the camp?" is no arriving: only getting to or into a stay is.
  [/\b(?:(?:roll|rolled|rolling|get|got|getting|move|moved|moving) (?:in)?to|(?:arrive|arrived) (?:in)?(?:to|at)|reach|reached|reaching) (?=(?:the|our) (?:[a-z]+ )?(?:riad|villa|camp|hotel)\b)/g, " checkin "],
  [/\b(?:roll|rolled|rolling|pull|pulled|pulling) (?:in|into)\b|\b(?:we|i|you) (?:get|got) in(?:to)?\b|(?:^|\b(?:i|we) )\s*(?:came|flew) in\b/g, " arrive "],
  [/\bait ben ?haddou\b/g, " ait benhaddou "],
  [/\b(?:be|get) out of\b/g, " checkout "],
  [/\bslow (?:wi[- ]?fi|internet|connection|signal)\b/g, " slow connection "],
  [/\b(?:city|town) cent(?:er|re)\b/g, " downtown "],
  [/\b(?:which|what) (?:cities|towns?|places) (?:are|r) we\b(?: (?:actually|really))?|\b(?:what|which) (?:are )?(?:all )?the (?:places|cities|towns) (?:we go|we're going|we are going|we visit|we see)\b|\bwhere (?:all )?(?:are|r) we going\b/g, " destinations "],
  [/\bset (?:me|us|you) back\b/g, " cost "],
  [/\b(?:home ?page|front ?page|main page|landing page)\b/g, " home "],
  [/\b(?:rain ?coat|umbrella|poncho)s?\b/g, " rain jacket "],
  // "What do I put on?" is what to wear; "put the pics on the site" stays an upload.
  [/\bput on\b(?! (?:the|our|this) (?:site|gallery|website))/g, " wear "],
  // "A passing shower" is no mountain pass.
  [/\bpassing shower\b/g, " shower "],
  [/\b(?:as )?(?:one|a single) (?:file|download)\b/g, " zip "],
  // "Do I need a converter to charge my stuff?" asks about the adapter, not whether there is power.
  [/\b(converters?|adapters?|adaptors?|plugs?)\b([^?.!]*?) (?:to|for) charg(?:e|ing) (?:my|your|the|our|a) [a-z]+\b/g, " $1$2 "],
  // "Where can I charge my phone?" asks for a socket, not a price; so does charging "my stuff".
  [/\bcharg(?:e|ing) (?:my|your|the|our|a) (?:phones?|laptops?|cameras?|devices?|stuff|things|electronics|gadgets|tablets?|ipads?)\b/g, " phone battery "],
  [/\b(?:head(?:ing)?|set(?:ting)?) (?:out|off)\b/g, " leave "],
  [/\b(?:any|some) (?:tips?|tricks?|hacks?)(?=\s*[?!.]*\s*$)/g, " advice "],
  [/\bwi[- ]?fi\b/g, " wifi "],
  [/\bcheck(?:ing)?[- ]?in(?:to)?\b/g, " checkin "],
  [/\bcheck[- ]out\b/g, " checkout "],
  [/\bcash machines?\b/g, " atm "],
  [/\b(?:pull|take|get) (?:money |cash )?out\b|\bpull (?:money |cash )?from\b/g, " withdraw "],
  // "How much per ATM visit", "each time": how much at once, no subject of its own.
  [/\b(?:per|each|every) (?:atm )?(?:visit|withdrawal|time)\b/g, " "],
  [/\bblow (?:on|at)\b/g, " spend on "],
  [/\bwhat(?:'s| is|s) the damage\b/g, " cost "],
  [/\bshare (?=(?:my |our |the |some |a few |all )?(?:pics|photos|videos|pictures|vids)\b)/g, " upload "],
  // "Do I need to change for the bar crawl?": change clothes, as a dress code tells.
  [/\b(?:need|have|got) to change\b|\bchange (?:clothes|outfits?|into)\b/g, " dress "],
  [/\btoo (?:big|large|heavy)\b/g, " size limit "],
  [/\bcredit cards?\b/g, " card "],
  [/\bdebit cards?\b/g, " card "],
  [/\bplug adapters?\b/g, " plug "],
  [/\bpower (?:outlets?|sockets?)\b/g, " plug "],
  [/\bpacking list\b/g, " pack "],
  [/\bdress ?codes?\b/g, " dress "],
  // "Can I wear a bikini around the villa?": at the villa, not getting around it.
  [/(?<=\bwear(?:ing)?\b[a-z ]{0,25}) around (?=(?:the|our) )/g, " at "],
  [/\b(?:car|travel|motion)[- ]?sick(?:ness)?\b|\b(?:feel|feeling|felt|get|getting|got) (?:sick|nauseous|queasy|ill)\b(?= (?:on|in|during|from) (?:the |that |this |it\b))/g, " motion sickness "],
  [/\bwhat (?:should|do|shall) (?:i|we) (?:need to )?(?:wear|bring|pack)\b/g, " dress "],
  [/\bexchange rate\b|\b(?:a |one )?(?:dollars?|bucks?)\s+(?:is\s+)?worth\b/g, " exchange "],
  [/\bmoney\s+(?:called\s+)?(?:there|here)\b|\blocal\s+(?:money|cash)\b|\b(?:what|which) (?:money|cash) (?:do|does) (?:they|people|morocco|moroccans) use(?: (?:here|there|in morocco))?\b/g, " currency "],
  [/\bmad per\s+(?:cost\s+)?1\b/g, " mad exchange "],
  [/\btourist tax\b/g, " tax "],
  [/\bcity tax\b/g, " tax "],
  [/\bb[- ]?day\b/g, " birthday "],
  [/\byves saint laurent\b/g, " ysl "],
  [/\bsaint laurent\b/g, " ysl "],
  [/\bhassan (?:ii|2|two)\b/g, " hassan "],
  [/\bcasa\b/g, " casablanca "],
  // The itinerary calls the walking tour of Fes a guided walk.
  [/\b(?:walking tour|guided walk)\b/g, " guided walk tour "],
  [/\bold (?:town|city)\b/g, " medina "],
  [/\b(?:last|final) lunch\b/g, " farewell lunch "],
  // "How much should I tip at lunch?": what to tip at restaurants.
  [/\btip(?:ping)? (?:at|for|after) (?:lunch|dinner|breakfast|meals?|the (?:restaurant|cafe|caf\u00e9))\b/g, " tip at restaurants "],
  // "Should I spend all my dirhams before I leave?": what to do with leftover dirhams.
  [/\bspend (?:all )?(?:of )?(?:my|our|the) (?:last |remaining |leftover )?(?:dirhams?|mad|cash|money) before (?:i|we) (?:leave|fly|go|head home)\b/g, " leftover dirhams before i fly "],
  // "Before the flight": before we fly, as the notes say it.
  [/\bbefore (?:the|my|our) flight(?: home| out)?\b/g, " before i fly "],
  // "My leftover dirhams": the notes say they are hard to change abroad.
  [/\b(?:left ?over|remaining|spare)(?= (?:dirhams?|mad|dh|cash|money|currency)\b)/g, " change "],
  // "I still have like 400 dirhams", "300 dirhams left": left over, to change or spend.
  [/\b(?:still )?(?:have|got) (?:like |about |around |~|roughly )?\d+ (?=(?:dirhams?|mad|dh)\b)/g, " change "],
  [/(?<=\b(?:dirhams?|mad|dh) )left\b/g, " "],
  // "Is the Fes schedule locked in?": whether it may change, which the notes say it may.
  [/\b(?:locked in|set in stone|(?:is|are|was|get|got|been) (?:it |that |the [a-z]+ )?(?:final|finali[sz]ed|confirmed)\b|final(?:i[sz]ed)?(?=\s*[?!.]+|\s*$|\s+or\b)|tbd\b)/g, " change "],
  [/\b(?:photos?|pics?|pictures?|photograph) (?:of )?(?:the )?(?:locals|local people|ppl|strangers|vendors|sellers|people)\b/g, " photos of people "],
  // "Is the water safe to drink?": whether it can be drunk, which the tap-water note tells.
  [/\b(?:safe|ok|okay|fine) to (drink|eat)\b/g, " $1 "],
  // "Shut the music off": mute it.
  [/\b(?:shut|switch|turn) (?:the |this |that )?(?:music|sound|audio|songs?) (?:off|down)\b|\b(?:shut|switch|turn) (?:off|down) (?:the |this |that )?(?:music|sound|audio|songs?)\b/g, " mute music "],
  // "A nut allergy": the allergy, which the dietary note covers whatever it is to.
  [/\b(?:nut|nuts|peanut|peanuts|tree nut|shellfish|seafood|dairy|lactose|egg|sesame|soy|wheat) (allerg\w*|intoleran\w*)/g, " $1 "],
  // "I'm allergic to nuts": the allergy, likewise.
  [/\b(allergic|intolerant) to (?:nuts?|peanuts?|tree nuts|shellfish|seafood|dairy|lactose|eggs?|sesame|soy|wheat|gluten)\b/g, " $1 "],
  // "Do we pay extra for the camels?": what they cost, and whether the price already covers them.
  [/\b(?:pay|paying|cost|costs|charge|charged) extras?\b|\bextras? (?:cost|charge|fee)s?\b/g, " cost "],
  // "Zero bars": no signal on the phone, not a bar to drink in.
  [/\b(?:zero|no|0|one|1|two|2) bars?\b/g, " no signal "],
  // "The villa money", "the camp money": what it costs.
  [/\b(villa|camp|riad|stay|dinner|hammam|balloon|tour) money\b/g, " $1 cost "],
  [/\bcook(?:ing)? (?:class|classes|lessons?|courses?|workshops?)\b/g, " cooking workshop "],
  // "Should I drag my big suitcase to the camp?": packing for it.
  [/\b(?:drag|lug|haul)(?= (?:my|a|the|our) (?:big |huge |large |heavy )?(?:suitcases?|luggage|bags?)\b)/g, " bring "],
  // "Will there be live music at dinner?": music played there, which the notes call musicians or live entertainment.
  [/\blive (?=(?:music|musicians?|band|entertainment|show)\b)/g, " "],
  // "Is Aït Benhaddou a world heritage site?": UNESCO-listed.
  [/\b(?:unesco )?world heritage(?: sites?| listed)?\b/g, " unesco "],
  // "Where does the balloon fly over?": over somewhere, not flying home.
  [/\b(?:fly|flies|flew|flying|float|floats|floating|drift|drifts|drifting) over\b/g, " over "],
  // "The airport taxi": the airport transfer; a petit taxi in town is a taxi.
  [/\bairport (?:taxis?|cabs?)\b|\b(?:taxis?|cabs?) (?:from|to) (?:the )?airport\b/g, " airport transfer "],
  // "Did the camp price include food?": the meals it includes.
  [/\bfood\b(?= (?:is |was |are )?(?:included|covered))|(?<=\binclud(?:e|es|ed|ing) (?:any |the |our )?)food\b/g, " meal "],
  // "Which pages have the same music as the Dinners page?": the pages sharing its track.
  [/\b(?:the )?same (music|songs?|tracks?|tunes?) as\b/g, " share music with "],
  [/\b(music|songs?|tracks?|tunes?)\b([^?]*?)\b(?:the )?same\b/g, " music $2 share "],
  [/\bblue city\b/g, " chefchaouen "],
  [/\bred city\b/g, " marrakech "],
];

/** Single words (after stemming) folded onto one canonical term. */
export const synonymGroups: Record<string, string[]> = {
  cost: ["price", "cost", "fee", "charge", "expensive", "cheap", "pay", "paying", "paid", "usd", "dollar", "buck", "owe", "pricey", "spend", "ticket", "admission", "entrance", "entry", "free", "prepaid", "prepay"],
  when: ["when", "date", "time", "schedule", "timing", "hour"],
  party: ["party", "celebration", "celebrations", "bash"],
  plug: ["plug", "adapter", "adaptor", "converter", "socket", "outlet", "voltage", "volt", "electricity", "electric", "charger", "power", "220v"],
  weather: ["weather", "temperature", "temp", "climate", "degree", "hot", "cold", "warm", "chilly", "celsius"],
  tip: ["tip", "tipping", "gratuity"],
  // "The guy with the handcart": the porter.
  // "A rooftop at Le Foundouk?": its roof terrace.
  roof: ["roof", "rooftop", "rooftops"],
  porter: ["porter", "handcart", "handcarts", "cart", "carts", "trolley", "bellboy", "bellhop"],
  dirham: ["dirham", "mad", "currency", "dh"],
  exchange: ["exchange", "rate", "convert"],
  atm: ["atm", "withdraw", "withdrawal"],
  card: ["card", "mastercard", "amex"],
  bargain: ["bargain", "haggle", "haggling", "negotiate", "barter"],
  // "Card fees abroad?": the notes speak of foreign transaction fees.
  foreign: ["foreign", "abroad", "overseas"],
  dress: ["dress", "wear", "worn", "outfit", "attire", "clothes", "clothing", "cloth"],
  pack: ["pack", "packing", "luggage", "suitcase"],
  visa: ["visa"],
  // "I'm American": the visa notes speak of "US and Canadian citizens" and "other nationalities".
  citizen: ["citizen", "nationality", "american", "canadian", "passport holder"],
  camp: ["camp", "camping", "glamping", "tent"],
  hammam: ["hammam", "spa", "massage"],
  balloon: ["balloon", "ballon"],
  dinner: ["dinner", "dine", "dining", "supper", "restaurant", "meal"],
  earthen: ["earthen", "mud", "adobe"],
  reserved: ["reserved", "assigned", "allocated"],
  drink: ["drink", "drinks", "aperitif", "aperitifs"],
  // "Wasn't the villa money mandatory?": the notes say whether it is optional.
  optional: ["optional", "mandatory", "compulsory", "obligatory", "required", "requirement"],
  // "Carsick on the drive": the notes speak of the road.
  road: ["road", "drive", "driving", "drives"],
  villa: ["villa", "house"],
  riad: ["riad", "guesthouse"],
  stay: ["stay", "accommodation", "lodging", "hotel", "sleep", "slept", "staying", "crash", "crashing"],
  pool: ["pool", "swim", "swimming"],
  train: ["train", "rail", "railway", "oncf"],
  airport: ["airport", "fly", "flying"],
  arrive: ["arrive", "arrival", "arriving", "land", "landing"],
  photo: ["photo", "photograph", "picture", "pic", "image"],
  squad: ["squad", "people", "guest", "attendee"],
  transfer: ["transfer", "pickup", "shuttle"],
  taxi: ["taxi", "taxis", "cab", "cabs"],
  birthday: ["birthday", "bday"],
  depart: ["depart", "departure", "departing", "leave", "leaving", "leaver"],
  mosque: ["mosque"],
  garden: ["garden", "majorelle", "jardin"],
  museum: ["museum", "musee"],
  downtown: ["downtown", "center", "centre", "town", "city"],
  language: ["language", "speak", "spoken"],
  wifi: ["wifi", "internet"],
  breakfast: ["breakfast", "brunch"],
  food: ["food", "dish", "plate", "eat", "eating", "ate", "menu", "cuisine", "feast"],
  upload: ["upload", "post", "put"],
  delete: ["delete", "remove", "erase"],
  tablet: ["tablet", "pill", "meds", "medicine", "medication"],
  pin: ["pin", "pins", "dot", "dots", "marker", "markers"],
  allergy: ["allergy", "allergic"],
  souk: ["souk", "market", "bazaar", "stall", "stalls"],
  lane: ["lane", "street", "alley", "alleyway"],
  return: ["return", "returning", "back"],
  shop: ["shop", "shopping", "souvenir"],
  film: ["film", "films", "movie", "movies", "filmed", "filming", "shot"],
  madrasa: ["madrasa", "madrassa", "medersa", "school"],
  download: ["download"],
  ocean: ["ocean", "sea", "seaside", "atlantic"],
  huge: ["huge", "massive", "giant", "enormous", "largest", "biggest"],
  history: ["history", "historic", "historical"],
  spring: ["spring", "waterfall", "falls"],
  farewell: ["farewell", "goodbye", "bye"],
  mud: ["mud", "earthen", "adobe"],
  chat: ["chat", "message", "messages", "messaging", "msg", "dm"],
  select: ["select", "selected", "selecting", "selection"],
  gold: ["gold", "golden"],
  bike: ["bike", "bikes", "biking"],
  scarf: ["scarf", "scarves", "headscarf", "headscarves", "hijab", "headcover"],
  // "Can a deleted video be recovered?": something the notes never promise.
  recover: ["recover", "recovered", "recovering", "restore", "restored", "undelete", "undo"],
  treatment: ["treatment", "treatments", "ritual", "rituals"],
  tile: ["tile", "tiles", "tiled", "tilework", "zellige", "zelliges", "mosaic", "mosaics"],
  // "Is Morocco dry?": whether there is alcohol.
  alcohol: ["alcohol", "alcoholic", "booze", "dry", "beer", "beers", "wine"],
  fish: ["fish", "seafood", "cod"],
  vegetarian: ["vegetarian", "veggie", "veg", "veggies"],
  smell: ["smell", "smelly", "stink", "stinky", "stinks", "odour", "odor", "reek", "reeks", "stench"],
  estate: ["estate", "property", "grounds"],
  suite: ["suite", "bedroom"],
  view: ["view", "views", "viewpoint", "lookout", "vista", "panorama"],
  favourite: ["favourite", "favorite", "love", "loved", "beloved"],
  broken: ["broken", "break", "broke"],
  // "The music thing round the fire": the notes' campfire drumming.
  fire: ["fire", "campfire", "bonfire", "firepit"],
  music: ["music", "musician", "musicians", "drumming", "drums", "drummers", "piano"],
  advice: ["advice", "advise", "suggest", "suggestion", "hint", "etiquette"],
  // "Which souks did we wander on the 21st?": the first stroll through them.
  stroll: ["stroll", "strolled", "strolling", "wander", "wandered", "wandering"],
  // "Passport validity", "when my passport expires": how long it must still be valid.
  valid: ["valid", "validity", "expiry", "expire", "expires", "expiration"],
  // "Carsick on these bends": the notes call the road winding.
  winding: ["winding", "bend", "bends", "bendy", "curvy", "twisty", "windy"],
};


/** Canonical terms that say what kind of fact is asked, not about what. */
export const kindTerms: ReadonlySet<string> = new Set(["cost", "when", "dress"]);
