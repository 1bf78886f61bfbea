/**
 * Damerau-Levenshtein distance (adjacent swaps count as one edit), giving up
 * as soon as it must exceed `limit`: most vocabulary words are rejected after
 * a row or two, which keeps typo lookup well under a millisecond.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number | undefined {
  if (Math.abs(a.length - b.length) > limit) return undefined;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return undefined;
    previousPrevious = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance <= limit ? distance : undefined;
}

/** Short words have too many neighbours to guess; longer ones tolerate more slips. */
export function typoLimit(term: string): number {
  if (term.length < 5 || /\d/.test(term)) return 0;
  return term.length < 9 ? 1 : 2;
}

/**
 * Below this length, one changed letter or one added letter turns a word into another word too
 * often ("parking" and "packing", "flood" and "food", "monkey" and "money"), and so does a
 * missing first letter ("venue" and "avenue"); a dropped letter inside, two swapped ones or a
 * doubled one ("dinnner") are the slips left to undo.
 */
const MIN_LENGTH_FOR_ANY_SLIP = 8;

/** Same length, one letter different: a changed letter, not a dropped, added or swapped one. */
function oneChangedLetter(typed: string, known: string): boolean {
  if (typed.length !== known.length) return false;
  let differences = 0;
  for (let i = 0; i < typed.length; i++) if (typed[i] !== known[i]) differences++;
  return differences === 1;
}

/** One letter more inside the known word, and not a doubled one ("flood" for "food"; not "dinnner", nor the ending of "smelly"). */
function addedLetter(typed: string, known: string): boolean {
  if (typed.length !== known.length + 1) return false;
  for (let i = 0; i < typed.length - 1; i++) {
    if (typed.slice(0, i) + typed.slice(i + 1) === known) return typed[i] !== typed[i - 1] && typed[i] !== typed[i + 1];
  }
  return false;
}

/** The closest known term within the typo limit, preferring frequent terms on ties. */
export function correctTerm(term: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  const limit = typoLimit(term);
  if (limit === 0) return undefined;
  let best: { term: string; distance: number; frequency: number } | undefined;
  for (const [candidate, frequency] of vocabulary) {
    if (candidate.length < 4) continue;
    const distance = editDistanceWithin(term, candidate, limit);
    if (distance === undefined) continue;
    if (distance === 1 && term.length < MIN_LENGTH_FOR_ANY_SLIP && (oneChangedLetter(term, candidate) || addedLetter(term, candidate) || candidate.slice(1) === term)) {
      continue;
    }
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) {
      best = { term: candidate, distance, frequency };
    }
  }
  return best?.term;
}

/**
 * A three- or four-letter word is too short to guess by any one edit ("beer" is one letter from
 * "bear" and "beef"), but two slips are safe to undo: a dropped letter ("vila", "tme") and two
 * swapped neighbours ("tiem"), towards a word the content uses in at least `minFrequency` passages.
 */
export function correctShortWord(word: string, vocabulary: ReadonlyMap<string, number>, minFrequency: number): string | undefined {
  if (word.length < 3 || word.length > 4 || /\d/.test(word)) return undefined;
  let best: { term: string; frequency: number } | undefined;
  for (const [candidate, frequency] of vocabulary) {
    if (frequency < minFrequency || (best && frequency <= best.frequency)) continue;
    if (droppedLetter(word, candidate) || swappedNeighbours(word, candidate)) best = { term: candidate, frequency };
  }
  return best?.term;
}

/** A slip inside the word: a missing first letter makes another word too often ("age" for "page", "rice" for "price"). */
function droppedLetter(word: string, candidate: string): boolean {
  if (candidate.length !== word.length + 1) return false;
  for (let i = 1; i < candidate.length; i++) {
    if (candidate.slice(0, i) + candidate.slice(i + 1) === word) return true;
  }
  return false;
}

function swappedNeighbours(word: string, candidate: string): boolean {
  if (candidate.length !== word.length || candidate === word) return false;
  for (let i = 0; i < word.length - 1; i++) {
    if (word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) === candidate) return true;
  }
  return false;
}
