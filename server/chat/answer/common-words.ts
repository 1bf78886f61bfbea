import type { Passage } from "../passages/passage";

/**
 * Words the content writes in lower case somewhere ("riad", "check", "our"): capitalised in a
 * title ("Check In at Our Fes Riad") they are still no name. A word never written in lower
 * case ("Royale", "Darna") is part of one.
 */
export function commonWords(passages: readonly Passage[]): Set<string> {
  const words = new Set<string>();
  for (const passage of passages) {
    for (const text of [passage.title, ...passage.facts.map((fact) => fact.text)]) {
      for (const word of text.match(/(?<![\w'-])[a-z][a-z']*(?![\w-])/g) ?? []) words.add(word);
    }
  }
  return words;
}
