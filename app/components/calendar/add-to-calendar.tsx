import { CalendarPlus } from "lucide-react";

/**
 * A link to an .ics file. A plain anchor, not a router Link: the file is a
 * download the phone hands to its calendar app, not a page of the site.
 */
export function AddToCalendar({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-terracotta-dark/30 bg-white/80 px-4 py-2 text-sm font-semibold text-terracotta-dark shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-majorelle"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
