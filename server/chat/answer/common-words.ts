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

/** Each word of a passage title never written in lower case ("Benhaddou", "Foundouk"), with the passages it titles. */
export function titleNames(passages: readonly Passage[], common: ReadonlySet<string>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const passage of passages) {
    for (const word of passage.title.match(/[A-Z][\w'-]+/g) ?? []) {
      if (common.has(word.toLowerCase())) continue;
      names.set(word, (names.get(word) ?? new Set()).add(passage.id));
    }
  }
  return names;
}

/**
 * The towns the trip goes to and their quarters, as the map's places give them ("Gueliz, Marrakech"):
 * where a camp, riad or bar is, never its name.
 */
export function townsAndQuarters(towns: readonly string[], areas: readonly string[]): Set<string> {
  return new Set([...towns, ...quartersOf(towns, areas)]);
}

/** The quarters alone ("Gueliz", "Hivernage"): what "which area is it in?" asks for. */
export function quartersOf(towns: readonly string[], areas: readonly string[]): Set<string> {
  return new Set(
    areas.flatMap((area) => {
      const [quarter = "", ...rest] = area.split(", ");
      return /^[A-Z][\w'-]+$/.test(quarter) && rest.some((town) => towns.includes(town)) ? [quarter] : [];
    }),
  );
}
