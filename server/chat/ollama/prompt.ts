import type { Message } from "ollama";
import { dayDate, formatLongDate } from "../../../app/lib/trip-dates";
import type { Passage } from "../passages/passage";
import type { MoroccoDay } from "../morocco-time";
import type { Question } from "../understanding/question";

export interface PromptContext {
  /** What the guest wrote, whole: a question asking of two days is grounded as two, but put to the model as written. */
  message: string;
  question: Question;
  passages: readonly Passage[];
  today: MoroccoDay;
  /** e.g. "Golden Goat Getaway, a group trip to Morocco (Nov 21-30, 2025) for the host's 30th golden birthday" */
  tripDescription: string;
}

/** Each passage once, numbered, with its page, so the model can cite the link it came from. */
export function formatFacts(passages: readonly Passage[]): string {
  return passages
    .map((passage, index) => {
      const sentences = passage.facts.map((fact) => fact.text).join(" ");
      return `[${index + 1}] ${passage.title} (page: [${passage.pageTitle}](${passage.url})): ${sentences}`;
    })
    .join("\n");
}

/** A question asked on a day's page is about that day, though its words may not say so. */
function pageDayLines(question: Question): string[] {
  const day = question.day;
  if (!day || !("page" in day) || !day.page) return [];
  return [`The guest is asking from the page of Day ${day.day} (${formatLongDate(dayDate(day.day))}), so the question is about that day.`];
}

/** The persona, today's date in Morocco, the page's day if any, the retrieved facts as the only truth, and the rule for gaps. */
export function buildChatMessages(context: PromptContext): Message[] {
  const system = [
    `You are Rupa the Goat, a friendly goat and the trip assistant for ${context.tripDescription}.`,
    `Today is ${context.today.label} in Morocco (Africa/Casablanca time).`,
    ...pageDayLines(context.question),
    "Answer in one to three short sentences, warm and a little playful, in plain text.",
    "Use ONLY the facts below. Never invent or estimate a price, time, date, name or place.",
    "If the facts do not answer the question, say you don't know and suggest asking the host.",
    "When you use a fact, end with the link to its page exactly as given, e.g. [Budget Guide](/budget).",
    "",
    "Facts:",
    context.passages.length > 0 ? formatFacts(context.passages) : "(none match this question)",
  ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: context.message },
  ];
}
