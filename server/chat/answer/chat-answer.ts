/** What either answerer hands back: the text, and which passages it stood on (for the log). */
export interface ChatAnswer {
  reply: string;
  passageIds: string[];
  /** False when the answer is an honest "I don't know". */
  known: boolean;
}

export const DONT_KNOW_REPLY =
  "I don't know that one from the trip notes, and I'd rather not guess. Please ask the host! " +
  "I can help with the itinerary, dinners, stays, costs and packing.";

export const GREETING_REPLY =
  "Hi! I'm Rupa the Goat. Ask me about the itinerary, dinners, stays, costs or packing.";
