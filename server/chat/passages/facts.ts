import type { Fact, FactKind } from "./passage";

/** Sentences of a prose field; abbreviations in the content are rare enough for a plain split. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence naming a price is a cost fact wherever it sits, so "how much" finds it. */
export function kindOf(text: string, fallback: FactKind = "info"): FactKind {
  if (/\$\s?\d|\d\s?MAD\b/.test(text)) return "cost";
  if (/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|day \d|November \d+|Nov \d+)\b|\b\d{1,2}(:\d{2})?\s?(AM|PM)\b/.test(text)) {
    return "when";
  }
  // "Tell the host at least two weeks before the trip": a time, told by how early.
  if (/\b(?:days?|weeks?|hours?|minutes?|evening|night|morning) (?:before|ahead|in advance|earlier)\b/i.test(text)) return "when";
  return fallback;
}

export function proseFacts(text: string, fallback: FactKind = "info"): Fact[] {
  return sentencesOf(text).map((sentence) => ({ kind: kindOf(sentence, fallback), text: sentence }));
}

/** Short answers stay whole: their sentences lean on each other ("It is..."). */
export function answerFacts(text: string, wholeUpTo = 240): Fact[] {
  if (text.length <= wholeUpTo) return [{ kind: kindOf(text), text }];
  return proseFacts(text);
}

export function withPeriod(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
