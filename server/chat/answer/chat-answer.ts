import type { Passage } from "../passages/passage";

/** What either answerer hands back: the text, and which passages it stood on (for the log). */
export interface ChatAnswer {
  reply: string;
  passageIds: string[];
  /** False when the answer is an honest "I don't know". */
  known: boolean;
}

const DONT_KNOW =
  "I don't know that one from the trip notes, and I'd rather not guess. Please ask the host!";

/** The honest answer, with the page nearest the question for the guest to look at themselves. */
export function dontKnowReply(closest?: Pick<Passage, "url" | "pageTitle">): string {
  return closest
    ? `${DONT_KNOW} The closest page I have is [${closest.pageTitle}](${closest.url}).`
    : `${DONT_KNOW} I can help with the itinerary, dinners, stays, costs and packing.`;
}

export const GREETING_REPLY =
  "Hi! I'm Rupa the Goat. Ask me about the itinerary, dinners, stays, costs or packing.";

export const THANKS_REPLY = "You're welcome! Ask me anything else about the trip: the itinerary, dinners, stays, costs or packing.";
