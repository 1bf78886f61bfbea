import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatRequest } from "../../../server/chat/chat.dto";
import { streamChat } from "./chat-client";

export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
  timestamp: Date;
}

export const GREETING =
  "Hi! I'm Rupa the Goat, your trip assistant for the 30th golden birthday celebration in Marrakech. " +
  "Ask me anything about the itinerary, dining, packing or costs!";
export const FAILURE_REPLY = "Sorry, I'm having trouble connecting. Please try again!";

/**
 * The conversation: messages in order, a loading flag, and send (ignored when
 * blank or busy). A question sent with no network waits, shown in the
 * conversation, and goes out when the connection returns.
 */
export function useChat() {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, text: GREETING, isUser: false, timestamp: new Date() },
  ]);
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  /** The last finished assistant reply, for the screen-reader announcement. */
  const [announcement, setAnnouncement] = useState("");

  const append = useCallback((text: string, isUser: boolean) => {
    const message = { id: nextId.current++, text, isUser, timestamp: new Date() };
    setMessages((current) => [...current, message]);
    return message.id;
  }, []);

  const ask = useCallback(
    async (request: ChatRequest) => {
      loadingRef.current = true;
      setLoading(true);
      let replyId: number | undefined;
      const showText = (text: string) => {
        if (replyId === undefined) replyId = append(text, false);
        else setMessages((current) => current.map((entry) => (entry.id === replyId ? { ...entry, text } : entry)));
      };
      try {
        const reply = await streamChat(request, { onText: showText });
        showText(reply);
        setAnnouncement(`Rupa says: ${reply}`);
      } catch {
        append(FAILURE_REPLY, false);
        setAnnouncement(FAILURE_REPLY);
      } finally {
        loadingRef.current = false;
        setLoading(false);
      }
    },
    [append],
  );

  const [waiting, setWaiting] = useState<ChatRequest | null>(null);
  useEffect(() => {
    if (waiting === null) return;
    const sendWaiting = () => {
      setWaiting(null);
      void ask(waiting);
    };
    window.addEventListener("online", sendWaiting);
    return () => window.removeEventListener("online", sendWaiting);
  }, [waiting, ask]);

  const send = useCallback(
    async (input: string) => {
      const message = input.trim();
      if (!message || loadingRef.current || waiting !== null) return false;
      append(message, true);
      // The page the guest asks from tells Rupa which day "what do I wear?" means; a question
      // waiting for the network keeps the page it was asked on.
      const request = { message, page: window.location.pathname };
      if (navigator.onLine) await ask(request);
      else setWaiting(request);
      return true;
    },
    [append, ask, waiting],
  );

  return { messages, loading, send, announcement, waiting: waiting !== null };
}
