import { foldAccents } from "../text/tokenize";
import type { Fact } from "../retrieval/passage";

// What kind of fact a question asks for, read from its wording. The topic
// (balloon, camp, villa) comes from retrieval; the intent picks the sentence.

export type Intent = "cost" | "when" | "where" | "dress" | "duration";

const patterns: [Intent, RegExp][] = [
  ["cost", /\b(how much|how many dollars|price|pric(?:es|ing)|costs?|fees?|pay|paying|expensive|cheap|budget|deposit|spend|tickets?|admission)\b|\$/],
  ["when", /\b(when|what time(?! ?zone)|what day|which day|what date|dates?|schedule|start|begin|until)\b/],
  ["where", /\b(where|location|located|address|which (?:airport|station|restaurant|hotel|riad|city|town))\b/],
  ["dress", /\b(wear|dress|outfit|attire|clothes|clothing)\b/],
  ["duration", /\b(how long|how far|how many (?:hours|minutes|nights|days)|duration|distance)\b/],
];

const durationText = /\b\d+(?:-\d+)?\s?(?:hours?|minutes?|mins?|nights?|days)\b|\bhectare/i;

/**
 * Intents a passage must be able to answer, or the answerer keeps looking.
 * "Where" only ranks: places hide in prose ("from Casablanca airport") that no sentence kind captures.
 */
export const demandingIntents: readonly Intent[] = ["cost", "when", "dress", "duration"];
export const rankingIntents: readonly Intent[] = [...demandingIntents, "where"];

export function detectIntents(question: string): Set<Intent> {
  const text = foldAccents(question).toLowerCase();
  const intents = new Set(patterns.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent));
  // "What's included in the price?" asks what you get, not what it costs.
  if (/\binclud/.test(text)) intents.delete("cost");
  return intents;
}

export function factAnswers(intent: Intent, fact: Fact): boolean {
  return intent === "duration" ? durationText.test(fact.text) : fact.kind === intent;
}
