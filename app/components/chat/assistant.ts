/** Who the chat assistant is, shown in the panel and told by the assistant itself. */
export const ASSISTANT_NAME = "Rupa the Goat";
export const ASSISTANT_ROLE = "a friendly goat and the trip's chat assistant";
