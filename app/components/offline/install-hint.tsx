import { Smartphone, X } from "lucide-react";
import { useEffect, useState } from "react";

const dismissedKey = "golden-goat-getaway:install-hint-dismissed";

/** Chromium's install prompt, kept until the guest asks for it (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia("(display-mode: standalone)").matches;
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(dismissedKey) === "true";
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(dismissedKey, "true");
  } catch {
    // Without storage the hint comes back next visit; it is dismissible again.
  }
}

/**
 * On phones, a gentle suggestion to add the site to the Home Screen before the
 * desert: installed, the itinerary opens with no signal, and iOS keeps its
 * saved copy (it clears a site's storage after 7 days without a visit
 * otherwise). Shown from the visit after the worker saved the itinerary, fixed
 * above the chat and mute buttons so nothing moves when it appears; gone for
 * good once dismissed.
 */
export function InstallHint() {
  const [visible, setVisible] = useState(false);
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    // Only once the worker controls the page (a later visit): the itinerary is then
    // saved and the promise holds, and a first visit stays uncluttered.
    const saved = navigator.serviceWorker?.controller != null;
    if (!saved || !window.matchMedia("(pointer: coarse)").matches || isInstalled() || wasDismissed()) return;
    setVisible(true);
    const keepPrompt = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as InstallPromptEvent);
    };
    const hide = () => setVisible(false);
    window.addEventListener("beforeinstallprompt", keepPrompt);
    window.addEventListener("appinstalled", hide);
    return () => {
      window.removeEventListener("beforeinstallprompt", keepPrompt);
      window.removeEventListener("appinstalled", hide);
    };
  }, []);

  if (!visible) return null;
  const dismiss = () => {
    rememberDismissal();
    setVisible(false);
  };
  return (
    <aside
      aria-label="Keep the itinerary on your phone"
      className="fixed inset-x-2 bottom-20 z-40 mx-auto flex max-w-md items-start gap-3 rounded-2xl border border-ink/10 bg-white p-4 text-sm text-ink shadow-card"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-dark" />
      <div className="flex-1">
        <p className="font-semibold">No signal in the desert camp?</p>
        <p className="mt-1 text-ink-soft">
          Add this site to your Home Screen before Zagora and the itinerary opens anywhere.{" "}
          {installPrompt ? null : "On iPhone: Share, then Add to Home Screen."}
        </p>
        {installPrompt ? (
          <button
            type="button"
            onClick={() => void installPrompt.prompt().finally(dismiss)}
            className="mt-2 min-h-11 rounded-full bg-majorelle px-4 font-semibold text-white"
          >
            Add to Home Screen
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the Home Screen suggestion"
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-sand"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
