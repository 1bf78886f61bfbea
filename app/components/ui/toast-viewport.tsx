import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { dismiss, TOAST_DURATION_MS, type ToastEntry } from "./toast";

/** The visible toast, drawn by Radix (swipe, hotkey, focus and announcements). */
export default function ToastViewport({ entry }: { entry: ToastEntry }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      <ToastCard key={entry.id} entry={entry} />
      <RadixToast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 outline-none sm:right-0 sm:top-auto sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </RadixToast.Provider>
  );
}

function ToastCard({ entry }: { entry: ToastEntry }) {
  const destructive = entry.variant === "destructive";
  return (
    <RadixToast.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) dismiss(entry.id);
      }}
      className={`relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-card ${
        destructive ? "border-terracotta-dark bg-terracotta-dark text-white" : "border-sand-deep bg-white text-ink"
      }`}
    >
      <div className="grid gap-1">
        {entry.title ? <RadixToast.Title className="text-sm font-semibold">{entry.title}</RadixToast.Title> : null}
        {entry.description ? <RadixToast.Description className="text-sm">{entry.description}</RadixToast.Description> : null}
      </div>
      {entry.action ? (
        <RadixToast.Action
          altText={entry.action.altText}
          onClick={entry.action.onClick}
          className="ml-auto shrink-0 rounded-md border px-3 py-1 text-sm font-semibold"
        >
          {entry.action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100">
        <X aria-hidden className="h-4 w-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
