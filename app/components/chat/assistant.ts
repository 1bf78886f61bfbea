/** Who the chat assistant is, shown in the panel and told by the assistant itself. */
export const ASSISTANT_NAME = "Rupa the Goat";
export const ASSISTANT_ROLE = "a friendly goat and the trip's chat assistant";

/** The round goat button at the bottom right of every page that opens the chat; the assistant tells guests where it is. */
export const CHAT_LAUNCHER_LABEL = `Ask ${ASSISTANT_NAME} for help`;

/** What the chat says with no signal, before and after a question is typed; the assistant tells it too. */
export const OFFLINE_CHAT_NOTE = "Rupa needs a connection. You can type a question now: it will be sent when the signal returns.";
export const OFFLINE_CHAT_WAITING = "Rupa needs a connection: your question will be sent when the signal returns.";
