import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import type { DaySummary } from "~/content/types";
import { itineraryTriggerClass, TriggerContent } from "./itinerary-dropdown-trigger";
import { dayLabel } from "./nav-entries";

/**
 * The 'Day by Day Itinerary' dropdown itself (Radix: arrow keys, typeahead,
 * Escape and focus return). Loaded on demand by ItineraryMenu.
 */
export function ItineraryDropdown({
  days,
  defaultOpen,
  focusTrigger,
}: {
  days: DaySummary[];
  defaultOpen: boolean;
  focusTrigger: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={itineraryTriggerClass} autoFocus={focusTrigger}>
        <TriggerContent />
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
