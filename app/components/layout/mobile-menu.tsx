import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { DaySummary } from "~/content/types";
import { takeEarlyClick } from "~/lib/early-clicks";
import { dayLabel, sectionLinks } from "./nav-entries";

const entryClass = "flex min-h-11 flex-col justify-center rounded-xl px-3 py-2 hover:bg-white/80";

/**
 * Small screens: a toggle opening the same entries as the desktop bar in a
 * scrollable panel. The navbar remounts this per path, so a navigation by any
 * means leaves it closed; choosing an entry closes it at once.
 */
export function MobileMenu({ days }: { days: DaySummary[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  // A tap on the menu button before the page came alive opens the menu now.
  useEffect(() => {
    if (takeEarlyClick("menu")) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="shrink-0 lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-early-click="menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/70"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Trip pages"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto overscroll-contain border-b border-ink/10 bg-sand px-4 pt-2 pb-6 shadow-(--shadow-card)"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-widest text-terracotta-dark uppercase">
          Day by Day Itinerary
        </p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {days.map((summary) => (
            <li key={summary.day}>
              <Link to={summary.path} onClick={close} className={entryClass}>
                <span className="font-semibold">{dayLabel(summary.day, summary.date)}</span>
                <span className="text-sm text-ink-soft">{summary.theme}</span>
              </Link>
            </li>
          ))}
        </ul>
        <hr className="my-3 border-ink/10" />
        <ul className="grid gap-1 sm:grid-cols-2">
          {sectionLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className={`${entryClass} font-semibold`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
