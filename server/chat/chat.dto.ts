// The shape POST /api/chat receives, shared with the browser's chat client
// (app/components/chat/chat-client.ts) by `import type`, so there is one definition.

export type ChatRequest = {
  message: string;
  /** The path of the page the guest is reading ("/day/3"): a question asked there is usually about it. */
  page?: string;
};
