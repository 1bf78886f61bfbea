import type { Passage } from "./passages/passage";
import { Bm25Index } from "./retrieval/bm25-index";
import { Retriever, type Retrieval } from "./retrieval/retriever";
import { foldAccents, stopwords, tokenize } from "./text/tokenize";
import type { TripCalendar } from "./understanding/day-reference";
import type { Question } from "./understanding/question";
import { QuestionReader } from "./understanding/read-question";

/** A question understood, and the passages found for each of its parts: all either answerer needs. */
export interface Grounding {
  question: Question;
  retrieval: Retrieval;
  /** The path the guest asks from ("/day/3"): the link of an honest don't-know when that page is on the subject. */
  page?: string;
  /**
   * "...and what time do we leave tomorrow?": each later clause naming a day of its own, grounded on its own. The
   * prompt passages above are those of every day asked.
   */
  laterDays?: Grounding[];
}

/** Words a question uses that no passage needs to contain, kept safe from "typo correction". */
const questionWords =
  "when where what who how which why much many long far time day week weekday date today tonight tomorrow yesterday " +
  "monday tuesday wednesday thursday friday saturday sunday night morning evening afternoon first second third last next " +
  "price cost pay dollars wear dress dresscode name called included include free people leaving leave start " +
  "talking speaking chatting talk real bot robot human now next word words phrase rid ate " +
  "shorts skirt skirts sandals flip flops jeans heels sneakers trainers leggings swimsuit bikini tank crop " +
  // Verbs of a message's own, never slips for the content's words ("saying" is no "staying").
  "say says saying said tell tells telling told show shows showing keep keeps giving gave charges charged send sends sent sending spend spends spending spent " +
  "stop stops stopping stopped meant supposed planned " +
  // Things guests name that the notes call otherwise, kept whole for the synonyms to read.
  "snake snakes charmer charmers";

/**
 * The trip content made searchable, and the one way into it: a question is
 * read once, then retrieved once, in that order.
 */
export class TripKnowledge {
  private readonly reader: QuestionReader;
  private readonly retriever: Retriever;

  constructor(
    readonly passages: readonly Passage[],
    calendar: TripCalendar,
  ) {
    const index = new Bm25Index(passages);
    this.reader = new QuestionReader({ terms: index.vocabulary, words: wordsOf(passages), titleDays: titleDaysOf(passages) }, calendar);
    this.retriever = new Retriever(index);
  }

  get passageCount(): number {
    return this.passages.length;
  }

  /** `page` is the path the guest asks from ("/day/3"), if the widget sent it. */
  ground(text: string, now: Date, page?: string): Grounding {
    const [asked, ...otherDays] = this.reader.questionsByDay(text, now).map((each) => this.groundOne(each, now, page));
    if (otherDays.length === 0) return asked!;
    const promptPassages = [...new Set([asked!, ...otherDays].flatMap((grounding) => grounding.retrieval.promptPassages))];
    return { ...asked!, retrieval: { ...asked!.retrieval, promptPassages }, laterDays: otherDays };
  }

  private groundOne(text: string, now: Date, page?: string): Grounding {
    const question = this.reader.read(text, now, page);
    return { question, retrieval: this.retriever.retrieve(question), page };
  }
}

/** Every word the content writes, with how many passages use it; question words and stopwords count as known. */
function wordsOf(passages: readonly Passage[]): Map<string, number> {
  const words = new Map<string, number>();
  const add = (text: string, weight = 1) => {
    for (const word of new Set(foldAccents(text).toLowerCase().match(/[a-z]+/g) ?? [])) {
      words.set(word, (words.get(word) ?? 0) + weight);
    }
  };
  for (const passage of passages) add(`${passage.title} ${passage.keywords ?? ""} ${passage.place ?? ""} ${passage.facts.map((fact) => fact.text).join(" ")}`);
  add([...stopwords, questionWords].join(" "), 1000);
  return words;
}

/** Each title term of the passages that belong to days, with the day, when they all belong to the same one. */
function titleDaysOf(passages: readonly Passage[]): Map<string, number> {
  const days = new Map<string, Set<number>>();
  for (const passage of passages) {
    if (!passage.days) continue;
    for (const term of tokenize(passage.title)) {
      const known = days.get(term) ?? new Set<number>();
      for (const day of passage.days) known.add(day);
      days.set(term, known);
    }
  }
  return new Map([...days].filter(([, known]) => known.size === 1).map(([term, known]) => [term, [...known][0]!]));
}
