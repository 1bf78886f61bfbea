// What a question asks beyond its subject and kind, read from the guest's own words: an amount, a check-out time, the
// meaning of a word, a lead time, or whether a thing is today or tomorrow.

/** "How much are drinks?" asks an amount; "do I pay for my drinks?" only whether one is paid. */
export const amountAsked = /\bhow much\b|\bcosts?\b|\bpric(?:e|es|ey|y)\b/i;

/** "Whats the checkout time at the fes riad": check-out as a time, asked without "what time". */
export const checkoutTimeAsked = /\bcheck[- ]?out time\b/i;

/** Words that end the phrase whose meaning is asked: "the red pins on the map", "a foundouk lol". */
const phraseEnd: ReadonlySet<string> = new Set(["on", "in", "at", "of", "for", "from", "to", "with", "lol", "haha", "tho", "though", "again", "anyway", "exactly"]);

/**
 * "What does golden birthday even mean?", "what's a foundouk anyway?", "why is it called a golden birthday?": the words
 * whose meaning is asked. "What do the red pins mean?" asks what things stand for, which a legend tells, not what a
 * word means.
 */
export function wordsMeant(text: string): string[] | undefined {
  const asked =
    /\bwhat does (?:a |an |the )?(?!(?:that|this|it)\b)['"‘“]?([a-z][a-z'"’” -]*?) (?:even |actually |really |exactly )?mean\b|\bwhat(?:'s| is|s)? (?:a|an) ['"‘“]?([a-z][a-z'"’” -]*?),? (?:anyway|even|exactly)\b|\bwhat (?:even is|is even) (?:a|an) ['"‘“]?([a-z][a-z'"’” -]*)|\bwhy (?:is|was) (?:it|this|the trip) called (?:a |an |the )?([a-z'"‘’“” -]+)/i.exec(
      text,
    );
  const words = asked?.slice(1).find((phrase) => phrase !== undefined)?.toLowerCase().replace(/['"‘’“”]/g, "").trim().split(/[\s-]+/);
  if (!words) return undefined;
  const end = words.findIndex((word) => phraseEnd.has(word));
  return words.slice(0, end < 0 ? words.length : end);
}

/** "How early should I be at the airport before my flight, like 2 or 3 hrs?": how long before, not when. */
export const leadTimeAsked = /\bhow early\b(?=[^?]*(?:\bbefore\b|\bhow many (?:hours|hrs|minutes|mins)\b|\b\d+\s*(?:or \d+\s*)?(?:hours|hrs|h)\b|\bfor security\b))/i;

/** "Is the mosque tour today or tmrw?": whether a thing is today, tomorrow or yesterday, which a date alone leaves to work out. */
export const relativeDayAsked = /^(?:and |so |wait )?(?:is|was|are|were) (?:the |our |that |this )?[a-z' ]+ (?:today|tonight|tomorrow|tmrw|yesterday)\b/i;
