import type { DayReference } from "./day-reference";
import type { Kind } from "./kinds";

/**
 * A guest's question, understood once, up front: what kind of fact each part
 * asks for, about what, and on which day. Retrieval and both answerers read
 * this; none of them reads the raw text again.
 */
export interface Question {
  /** As the guest typed it (trimmed). */
  text: string;
  /** One per part of a two-part question ("when and where is..."), in order. */
  parts: QuestionPart[];
  day?: DayReference;
  /** A greeting or thanks with nothing else in it. */
  smallTalk: boolean;
}

export interface QuestionPart {
  kinds: Kind[];
  /** Topic terms the content knows (typos corrected, synonyms folded, kind words left out). */
  topic: string[];
  /** Words the content never uses, even allowing for typos: "gym", "uber", "elevator". */
  unknown: string[];
  /** "What's after the balloon?" asks for the activity next to the subject, not the subject. */
  sequence?: "before" | "after";
}
