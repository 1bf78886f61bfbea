import { Loader2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { takeEarlyClick } from "~/lib/early-clicks";
import { GoatIcon } from "./goat-icon";
import { CHAT_LAUNCHER_LABEL } from "./assistant";

// The panel's code (messages, streaming, links) loads on the first open, so
// the launcher is all that every page pays for on first paint.
const ChatPanel = lazy(() => import("./chat-panel"));

/** The floating launcher, fixed bottom right on every page, and the chat panel it opens. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const openPanel = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  // A tap on the launcher before the page came alive opens the chat now.
  useEffect(() => {
    if (takeEarlyClick("chat")) openPanel();
  }, [openPanel]);

  // Closing hands focus back to the launcher, which reappears in its place.
  useEffect(() => {
    if (!open && loaded) launcherRef.current?.focus();
  }, [open, loaded]);

  return (
    <>
      {open ? null : (
        <button
          ref={launcherRef}
          type="button"
          aria-label={CHAT_LAUNCHER_LABEL}
          aria-haspopup="dialog"
          data-early-click="chat"
          onClick={openPanel}
          className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-terracotta text-sand shadow-card transition-transform hover:scale-105"
        >
          <GoatIcon className="size-9" />
        </button>
      )}
      {loaded ? (
        <Suspense
          fallback={
            <div role="status" className="fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-white shadow-card">
              <Loader2 className="size-6 animate-spin text-majorelle" aria-hidden="true" />
              <span className="sr-only">Opening chat...</span>
            </div>
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
