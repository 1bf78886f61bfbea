/**
 * Chat that carries no subject: laughter and emphasis, "real talk", "is that a problem",
 * "..., right?", "or are we just chilling", "should I buy", "are we supposed to". Left in, a word
 * the content never uses would read as a subject it lacks ("lol" as if it were "gym") and turn a
 * plain question into a don't-know.
 */
const phrases = [
  "lol", "lmao", "haha+", "omg", "tbh", "ngl", "idk", "btw", "fyi", "rly", "really", "real talk", "honestly", "literally",
  "seriously", "pretty sure", "i think", "i guess", "i forgot", "forgot", "remind me", "still", "yet", "just",
  "(?:a )?lots?(?: of)?", "a bunch(?: of)?",
  "(?:is|was) (?:that|this|it) (?:a )?(?:problem|issue|ok|okay|fine)",
  "(?:what(?:'s| is)?|whats) the deal (?:with|w)",
  // "I'm American" keeps only the nationality, which the visa notes speak of.
  "(?:i'?m|as an?|we'?re) (?=american|canadian|us citizen)",
  // A tag at the end ("..., right?") or a "right now" that the question's moment already reads.
  "(?:right|correct|yeah)(?=\\s*[?!.]*\\s*$)", "right(?=[?!,]\\s)", "right now",
  "or (?:are|do) we just [a-z]+ing(?: [a-z]+)*$",
  "(?:are|am|is) (?:we|i) (?:supposed|meant) to", "(?:supposed|meant) to",
  "wait", "ok so", "hmm+", "um+", "or nah", "or not", "or outside", "at some point", "(?:look|looks|looking) like",
  // "What do I pack for the desert bit?": the desert.
  "(?<=\\bthe [a-z]+ )(?:bit|part|leg|portion)",
  // "Will English work?", "the transport page is empty?": the subject is what comes before.
  "work(?=\\s*[?!.]*\\s*$| or\\b)", "(?:is |looks )?(?:empty|blank)",
  // "Will English work or should I learn some French?": the languages, not the learning.
  "(?:should i |do i need to |do i have to )?(?:learn|brush up(?: on)?|pick up)(?= (?:some |a bit of |my )?(?:french|arabic|darija|english))",
  "(?:not counting|excluding|apart from|except for) (?:the |my |our )?(?:flights?|airfare|plane tickets?)",
  // "Does the site work offline?", "will my card work in the souks": the thing and where, not the working.
  "(?<=\\b(?:does|do|will|would|can) (?:the |my |our |your |a |this )?[a-z]+ )work(?= (?:offline|in|at|on|with|without|for|when|if)\\b)",
  "oops", "whoops", "oh no", "ugh", "tho", "though", "even",
  // "I uploaded the wrong pic", "or do we go somewhere": nothing of the subject.
  "the wrong(?= (?:pic|photo|one|video|file)s?\\b)", "(?:or )?(?:do we )?go somewhere(?: else)?",
  // "Can I rock flip flops?": wearing them.
  "rock(?= (?:my |a |some )?(?:flip|shorts|sandals|heels|jeans|trainers|sneakers|dress|skirt))",
  // "The madrasa we saw this morning", "the train yesterday, felt like forever": the guest's own story.
  "(?:that |which )?(?:we|i) (?:saw|visited|peeked into|peeked at|went to|stopped at|ate at)",
  "(?:it )?(?:felt|feels|took) (?:like )?(?:forever|ages|so long)",
  // "How much do people tip?": people in general, not the squad (who do "start leaving").
  "(?<=\\b(?:do|does|should|would) )(?:people|ppl|folks)(?= (?:usually|normally|generally|typically|tip|bargain|haggle|pay|spend|wear|dress|speak|say|eat|drink)\\b)",
  "(?:say|said|says) about", "(?<=\\b(?:page|site|website|homepage|app|gallery|map|photos?|pics?|videos?|it|screen|button|card) (?:just |now |still |only )?)says?","(?:it'?s|its) on the (?:home ?page|site|website)",
  "(?<=\\b(?:what|which) )parts? of", "(?<=\\b(?:what|which) )(?:street|road|neighbou?rhoods?|areas?)\\b(?: is)?",
  // Why the guest asks, not what: "..., for my caption", "paying someone back", "next time:".
  "for (?:my|our|a) (?:caption|album|instagram|insta|post|story|records|blog|diary|journal|notes)",
  "for (?:my|our|the|a) (?:taxi|driver|uber|cab)",
  "(?:need to |to )?pay(?:ing)? (?:someone|somebody|them|him|her|my (?:friend|mate|sister|brother|partner)) back",
  "^next time",
  "mostly", "mainly", "(?:i )?missed", "(?:is|was) (?:that|this|it) normal",
  "hitting", "hit up", "look(?:s)? (?:best|good|nice|great)",
  // "The big mosque in Casa", "that quiet garden": what the guest remembers it by, not its name.
  "(?<=\\b(?:the|that|this|many|any|my|our|a) )(?:big|huge|little|small|quiet|famous|cute|pretty|gorgeous|beautiful|stunning|lovely|incredible|amazing|old(?! (?:town|city)\\b))(?= [a-z])",
  // "That welcome dinner was unreal": how it was, not what is asked.
  "(?:was|is|were|are) (?:so+ |really |super |just |literally )?(?:unreal|amazing|incredible|insane|epic|gorgeous|beautiful|stunning|lovely|awesome|fun|great|magical)\\b",
  "(?:i |we )?(?:uploaded|posted|added)(?= (?:the|a|my) wrong)",
  "(?:at |in )?(?:that|this) place",
  "or somewhere else", "or elsewhere", "out of town", "set my (?:phone|watch|clock) to",
  "keeps? failing", "(?:is|are|keeps?) not working", "won'?t work", "doesn'?t work", "fails",
  "(?:what'?s|what is) involved in", "never (?:done|tried|been to|had) (?:one|it|that)",
  "asking for (?:next time|a friend)", "(?:i )?heard", "different", "besides (?:the )?[a-z]+", "what'?s up(?=\\s*[?!.]*\\s*$)",
  "(?<=\\b(?:a|the|my|that|this) )(?:blurry|bad|ugly|duplicate|dark|horrible|terrible|awful|embarrassing|unflattering|cringe|cringey|silly|weird|funny|cute|nice|good|great|favou?rite|fave)(?= (?:pics?|photos?|videos?|vids?|pictures?|ones?)\\b)",
  // "Uploaded a pic of myself, how do I delete it?": the upload is the guest's story; the deleting is the question.
  "(?:i |we )?(?:just )?(?:uploaded|posted|added)(?=[^?]*\\b(?:delete|remove|take (?:it |them )?down|get rid)\\b)",
  "walk(?:ing)? (?:a)?round", "wander(?:ing)? (?:a)?round",
  // "The pass we drive over" says which pass; "which cities did we pass through" asks the places on the way.
  "(?<!\\b(?:cities|towns|places|stops)\\b.*)(?:that |which )?(?:we|i) (?:drive|drove|pass|passed) (?:over|through|across|by)",
  "(?:is )?driving me (?:nuts|crazy|mad|insane)", "(?:so |too )?annoying",
  "(?:that |which )?(?:we|i) (?:cross|crossed)", "(?:people|ppl|folks) say", "anyway", "local(?= sim)",
  // "That uni ppl keep talking about", "im so lost": what others say, or how the guest feels.
  "(?:keep|keeps|kept) (?:raving|talking|going on)(?: about)?",
  "(?:that |which )?(?:ppl|people|everyone|folks|they) (?:keep|keeps|kept|are|were|r) (?:talking|saying|raving|going on|adding|charging|asking)(?: about)?",
  // "Apart from the balloon", "while the slideshow is running", "while we're in Fes": what the question sets aside or the moment it means.
  "(?:apart from|other than|except(?: for)?) (?:the )?[a-z]+", "while (?:we'?re|we are|we r|i'?m|im|i am) (?:in|at) [a-z]+(?=\\s*[?!.]*\\s*$)", "while", "(?:is|are) (?:running|playing|going|on)(?=\\s*[?!.]*\\s*$)",
  "(?:i'?m|im) (?:so |totally |completely )?(?:lost|confused)",
  // "...? brain is fried", "..., for the insta caption": how the guest is, or what the answer is for.
  "(?:my )?brain(?:'s| is) (?:fried|dead|mush|gone|melting)", "for (?:the |my |an? )?(?:insta|ig|instagram|fb|facebook|tiktok)(?: caption| post| story| stories)?",
  // "Which airport do we fly out of, Marrakech or Casa?": the towns offered are the answer sought, not the subject.
  ",\\s*(?:marrakech|fes|casa|casablanca|zagora|chefchaouen) or (?:marrakech|fes|casa|casablanca|zagora|chefchaouen)(?=\\s*[?!.]*\\s*$)",
  // "The music on the site is too loud, how do I turn it off?": how the guest finds it.
  "(?:is|it'?s|its) (?:way |far |a bit |kinda |so |really )?too (?:loud|quiet|much)", "(?:is|it'?s|its) (?:blasting|blaring)(?: in (?:my|the|our) [a-z]+)?",
  // "What's the plan tomorrow afternoon once we've dropped our bags?": when the guest means, which the day's plan tells anyway.
  "once (?:we'?ve|we have|i'?ve|i have|we|i) (?:dropped|left|checked in|arrived|landed|settled)[a-z' ]*$",
  // "Dress code for the welcome dinner pls, packing rn": what the guest is doing.
  "(?:i'?m |im )?packing (?:rn|right now|now|tonight)",
  "(?:i'?m |im |a bit |kinda |so )*(?:worried|nervous|scared|anxious|concerned|stressed)(?: about)?",
  // "..., pls say its not early": a plea, not a question.
  "(?:please|pls|plz) (?:say|tell me) (?:it'?s|its|it is|that) [a-z' ]+$",
  // "Fixed prices, so I know what to pay before I haggle": why the guest asks.
  "(?:before|when|while) (?:i |we )?(?:haggl|bargain|barter|shop)[a-z]*", "(?:ok |so )?random(?:ly)?(?: question| q)?,? but", "(?:the )?rest of(?= (?:the day|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|\\s*[?!.]*\\s*$)", "so (?:i|we) (?:know|can tell|learn)",
  "(?<=\\bcan (?:i|we) )(?:check|look up)",
  "buy", "purchase", "done(?= yet\\b|\\s*[?!.]*\\s*$)",
  "(?:it )?keeps? (?:saying|telling me|showing|giving me)", "it says",
  // Every photo is shared on the site: "how do I share my pics on the site" is about the pics.
  "(?<=\\b(?:pics|photos|videos|pictures|vids|them|it)\\s+)(?:on|to|onto) (?:the|this|our) (?:site|website|app)",
  // "Which page shows the budget": the verb of a page, not a show.
  "(?:shows?|showing|lists?|has)(?= (?:the|me|us|my|our|all|a|an)\\b)",
  // "What's first?" with its day read out of it: the day's plan, which starts with its first activity.
  "(?<=what's |what is |whats )first(?=\\s*$)",
];

export const chatter = new RegExp(`\\b(?:${phrases.join("|")})\\b\\s*`, "g");
