import { ChevronDown } from "lucide-react";

// Shared by the placeholder button and the Radix trigger that replaces it, so the swap is invisible.

export const itineraryTriggerClass =
  "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-3 text-sm font-semibold hover:bg-white/70 data-[state=open]:bg-white/80";

export function TriggerContent() {
  return (
    <>
      Day by Day Itinerary
      <ChevronDown aria-hidden="true" className="size-4 transition-transform in-data-[state=open]:rotate-180" />
    </>
  );
}
