import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import type { DaySummary } from "~/content/types";
import { dayLabel } from "./nav-entries";

/** Large screens: the 'Day by Day Itinerary' dropdown (Radix gives arrow keys, Escape and focus return). */
export function ItineraryMenu({ days }: { days: DaySummary[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold hover:bg-white/70 data-[state=open]:bg-white/80">
        Day by Day Itinerary
        <ChevronDown aria-hidden="true" className="size-4 transition-transform in-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-72 overflow-y-auto rounded-2xl border border-ink/10 bg-white p-2 shadow-(--shadow-card)"
        >
          {days.map((summary) => (
            <DropdownMenu.Item key={summary.day} asChild>
              <Link
                to={summary.path}
                className="flex flex-col rounded-xl px-3 py-2 outline-none data-highlighted:bg-sand data-highlighted:ring-2 data-highlighted:ring-majorelle"
              >
                <span className="font-semibold">{dayLabel(summary.day, summary.date)}</span>
                <span className="text-sm text-ink-soft">{summary.theme}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
