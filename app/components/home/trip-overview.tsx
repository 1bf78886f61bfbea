import { CalendarDays, MapPinned, Sparkles, Users } from "lucide-react";
import { overviewCards } from "~/content/trip";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

// In the order of the content: destinations, duration, squad size, highlight.
const icons = [MapPinned, CalendarDays, Users, Sparkles];

/** A value the group has yet to pick (the spec's Highlight): drawn as an open ballot, not a missing fact. */
const undecided = "TBD";

export function TripOverview() {
  return (
    <Section id="overview" title="Trip Overview">
      {/* The first card holds the longest value ("Marrakech and Fes"): a wider
          column keeps it on one line at desktop widths. */}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-[1.45fr_1fr_1fr_1fr]">
        {overviewCards.map((card, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={card.title}>
              <Card className="flex h-full flex-col gap-2 p-6">
                <span aria-hidden="true" className="icon-badge mb-2">
                  <Icon className="size-6" />
                </span>
                <h3 className="font-sans text-sm font-semibold tracking-widest text-ink-soft uppercase">{card.title}</h3>
                {card.value === undecided ? (
                  <p className="self-start rounded-full border-2 border-dashed border-terracotta px-5 font-display text-2xl font-bold tracking-[0.2em] text-terracotta-dark">
                    {card.value}
                  </p>
                ) : (
                  <p className="font-display text-2xl font-bold lg:whitespace-nowrap">{card.value}</p>
                )}
                <p className="text-sm text-pretty text-ink-soft">{card.detail}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
