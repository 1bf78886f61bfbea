// Pages show before their scripts arrive, so a guest may tap the chat, the
// menu or mute while the page is still plain HTML, and that tap would be lost.
// An inline script notes the last such tap; the control replays it once React
// holds the page. From the moment React takes the document (its container key
// is set), React hydrates the tapped control at once and handles the tap itself.

type EarlyClickWindow = Window & { earlyClick?: string };

/** Runs as inline text at the top of the body, so it must use nothing but the page's globals. */
export function recordEarlyClicks(): void {
  document.addEventListener(
    "click",
    (event) => {
      if (Object.keys(document).some((key) => key.startsWith("__reactContainer$"))) return;
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest("[data-early-click]");
      if (control) (window as EarlyClickWindow).earlyClick = control.getAttribute("data-early-click") ?? undefined;
    },
    true,
  );
}

/** True once, when the named control was tapped before the page came alive. */
export function takeEarlyClick(name: string): boolean {
  const page = window as EarlyClickWindow;
  if (page.earlyClick !== name) return false;
  delete page.earlyClick;
  return true;
}
