import { useRef, useState, type KeyboardEvent } from "react";
import type { DaySummary } from "~/content/types";
import { itineraryTriggerClass, TriggerContent } from "./itinerary-dropdown-trigger";

type Dropdown = typeof import("./itinerary-dropdown").ItineraryDropdown;
type Loaded = { Dropdown: Dropdown; focusTrigger: boolean };

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * Large screens: the 'Day by Day Itinerary' dropdown. Radix's menu and its
 * positioning engine are a fifth of the home page's script, so they load on
 * the first sign of intent (hover, focus, touch) instead of with the page; a
 * click or key that arrives first opens the menu as soon as it is ready.
 */
export function ItineraryMenu({ days }: { days: DaySummary[] }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openRequested, setOpenRequested] = useState(false);
  const loading = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import("./itinerary-dropdown").then(
      ({ ItineraryDropdown }) => {
        // The placeholder is about to be replaced; keep keyboard users where they were.
        const focusTrigger = document.activeElement === buttonRef.current;
        setLoaded({ Dropdown: ItineraryDropdown, focusTrigger });
      },
      () => {
        // A dropped connection: the next hover, focus or click tries again.
        loading.current = false;
      },
    );
  };

  const requestOpen = () => {
    setOpenRequested(true);
    load();
  };

  if (loaded) {
    return <loaded.Dropdown days={days} defaultOpen={openRequested} focusTrigger={loaded.focusTrigger} />;
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={itineraryTriggerClass}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
      // Radix opens its menu on pointerdown, and the real trigger may replace
      // this one between pointerdown and click: the request must not wait for the click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) requestOpen();
      }}
      onClick={requestOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        requestOpen();
      }}
    >
      <TriggerContent />
    </button>
  );
}
