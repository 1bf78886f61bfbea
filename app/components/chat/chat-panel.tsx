import { Loader2, SendHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ASSISTANT_NAME, OFFLINE_CHAT_NOTE, OFFLINE_CHAT_WAITING } from "./assistant";
import { NeedsConnection } from "~/components/offline/needs-connection";
import { GoatIcon } from "./goat-icon";
import { MessageText } from "./message-text";
import { useChat } from "./use-chat";

interface ChatPanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * The conversation window. Loaded on first open and kept mounted afterwards,
 * so closing and reopening keeps the conversation.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { messages, loading, send, announcement, waiting } = useChat();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const canSend = input.trim() !== "" && !loading && !waiting;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages, loading]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onClose]);

  const submit = () => {
    if (!canSend) return;
    setInput("");
    void send(input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  // On a phone the panel covers the page: close it when a link opens one.
  const closeIfNarrow = () => {
    if (window.matchMedia("(max-width: 639px)").matches) onClose();
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed right-2 bottom-2 z-50 flex h-[550px] max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-[420px] flex-col overflow-hidden rounded-card border border-sand-deep bg-white shadow-card sm:right-4 sm:bottom-4"
    >
      <header className="flex items-center gap-3 bg-majorelle px-4 py-3 text-white">
        <span className="grid size-10 place-items-center rounded-full bg-terracotta">
          <GoatIcon className="size-7 text-sand" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg leading-tight font-semibold">
            {ASSISTANT_NAME}
          </h2>
          <p className="text-sm text-white/90">Your trip assistant</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="grid size-11 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div role="log" aria-live="off" aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto bg-sand/60 p-4">
        {messages.map((message) => (
          <div key={message.id} className={message.isUser ? "flex justify-end" : "flex justify-start"}>
            <p
              data-testid={message.isUser ? "user-message" : "assistant-message"}
              className={
                message.isUser
                  ? "max-w-[85%] rounded-2xl rounded-br-sm bg-majorelle px-3 py-2 break-words whitespace-pre-wrap text-white"
                  : "max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3 py-2 break-words whitespace-pre-wrap text-ink shadow-sm"
              }
            >
              {message.isUser ? message.text : <MessageText text={message.text} onNavigate={closeIfNarrow} />}
            </p>
          </div>
        ))}
        <NeedsConnection>
          {waiting ? OFFLINE_CHAT_WAITING : OFFLINE_CHAT_NOTE}
        </NeedsConnection>
        {loading ? (
          <div role="status" className="flex items-center gap-2 text-sm text-ink-soft">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Rupa is thinking...
          </div>
        ) : null}
        <div ref={endRef} />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <form
        className="flex items-end gap-2 border-t border-sand-deep bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          ref={inputRef}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={2000}
          placeholder="Ask about the trip..."
          aria-label="Your question for Rupa"
          className="max-h-28 min-h-11 flex-1 resize-none rounded-xl border border-ink/30 bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-soft"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-majorelle text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
