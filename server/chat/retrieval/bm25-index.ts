import { tokenize } from "../text/tokenize";
import type { Passage } from "../passages/passage";

const K1 = 1.2;
const B = 0.75;
/** Titles and keywords say what a passage is about, so their terms count more than a passing mention. */
const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
const TITLE_BONUS = 0.5;

interface IndexedPassage {
  passage: Passage;
  termCounts: Map<string, number>;
  titleTerms: Set<string>;
  /** Title, keyword and place terms: what the passage is about, as opposed to what it mentions. */
  aboutTerms: Set<string>;
  length: number;
  /** The terms of each fact, in fact order, for picking sentences later. */
  factTerms: Set<string>[];
}

export interface Ranked {
  passage: Passage;
  score: number;
  titleTerms: ReadonlySet<string>;
  aboutTerms: ReadonlySet<string>;
  factTerms: readonly ReadonlySet<string>[];
}

/** Okapi BM25 over the passages, titles and keywords weighing more than the sentences. */
export class Bm25Index {
  private readonly documents: IndexedPassage[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(passages: readonly Passage[]) {
    this.documents = passages.map((passage) => {
      const factTerms = passage.facts.map((fact) => tokenize(fact.text));
      const titleTerms = tokenize(passage.title);
      const keywordTerms = tokenize(passage.keywords ?? "");
      const placeTerms = tokenize(wholeNames(passage.place ?? ""));
      const terms = [
        ...repeat(titleTerms, TITLE_WEIGHT),
        ...repeat([...keywordTerms, ...placeTerms], KEYWORD_WEIGHT),
        ...factTerms.flat(),
      ];
      const termCounts = new Map<string, number>();
      for (const term of terms) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
      return {
        passage,
        termCounts,
        titleTerms: new Set(titleTerms),
        aboutTerms: new Set([...titleTerms, ...keywordTerms, ...placeTerms]),
        length: terms.length,
        factTerms: factTerms.map((list) => new Set(list)),
      };
    });
    for (const document of this.documents) {
      for (const term of document.termCounts.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    const totalLength = this.documents.reduce((sum, document) => sum + document.length, 0);
    this.averageLength = totalLength / Math.max(1, this.documents.length);
  }

  get size(): number {
    return this.documents.length;
  }

  /** Inverse document frequency; a term the content never uses gets the rarest possible weight. */
  idf(term: string): number {
    const frequency = this.documentFrequency.get(term) ?? 0;
    const count = this.documents.length;
    return Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
  }

  /** Every term of the content with the number of passages using it, for typo correction. */
  get vocabulary(): ReadonlyMap<string, number> {
    return this.documentFrequency;
  }

  /** A passage by id, as a hit with no score: the neighbour of an activity asked about. */
  get(id: string): Ranked | undefined {
    const document = this.documents.find((candidate) => candidate.passage.id === id);
    return (
      document && {
        passage: document.passage,
        score: 0,
        titleTerms: document.titleTerms,
        aboutTerms: document.aboutTerms,
        factTerms: document.factTerms,
      }
    );
  }

  search(terms: readonly string[], limit = 5): Ranked[] {
    const ranked: Ranked[] = [];
    for (const document of this.documents) {
      let score = 0;
      let inTitle = 0;
      let total = 0;
      for (const term of terms) {
        const weight = this.idf(term);
        total += weight;
        if (document.titleTerms.has(term)) inTitle += weight;
        const count = document.termCounts.get(term);
        if (!count) continue;
        const norm = K1 * (1 - B + (B * document.length) / this.averageLength);
        score += weight * ((count * (K1 + 1)) / (count + norm));
      }
      if (score > 0) {
        // A passage whose title is what was asked about beats one that mentions it in passing.
        score *= 1 + TITLE_BONUS * (inTitle / total);
        ranked.push({
          passage: document.passage,
          score,
          titleTerms: document.titleTerms,
          aboutTerms: document.aboutTerms,
          factTerms: document.factTerms,
        });
      }
    }
    return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/**
 * In a place's name, a word joined to an Arabic article ("Plaza Uta el-Hammam", "the bath")
 * is part of the name, not the thing it once named: it stays one term, so a question about
 * the hammam does not find the plaza.
 */
function wholeNames(place: string): string {
  return place.replace(/\b(el|al|ed|es)-(\w+)/gi, "$1$2");
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}
