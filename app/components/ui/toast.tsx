import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";

export const TOAST_DURATION_MS = 5000;

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** An optional button inside the toast, e.g. "Undo". */
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastEntry = ToastOptions & { id: number; open: boolean };

// At most one toast is visible: a new one replaces the one on screen.
let current: ToastEntry | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(entry: ToastEntry | undefined) {
  current = entry;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (event handlers included); answers a function that dismisses it. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish({ ...options, id, open: true });
  return { id, dismiss: () => dismiss(id) };
}

export function dismiss(id: number) {
  if (current?.id === id) publish({ ...current, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastEntry | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}

// Radix's toast code loads with the first toast: most visits never show one.
const ToastViewport = lazy(() => import("./toast-viewport"));

/** Mounted once in app/root.tsx. */
export function Toaster() {
  const entry = useCurrentToast();
  return entry ? (
    <Suspense fallback={null}>
      <ToastViewport entry={entry} />
    </Suspense>
  ) : null;
}
