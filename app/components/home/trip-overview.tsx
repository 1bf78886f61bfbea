import { CalendarDays, MapPinned, Sparkles, Users } from "lucide-react";
import { overviewCards } from "~/content/trip";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

// In the order of the content: destinations, duration, squad size, highlight.
const icons = [MapPinned, CalendarDays, Users, Sparkles];

export function TripOverview() {
  return (
    <Section id="overview" title="Trip Overview">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {overviewCards.map((card, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={card.title}>
              <Card className="flex h-full flex-col items-center gap-2 p-6 text-center">
                <span aria-hidden="true" className="mb-2 grid size-12 place-items-center rounded-full bg-sand text-terracotta">
                  <Icon className="size-6" />
                </span>
                <h3 className="text-sm font-semibold tracking-widest text-ink-soft uppercase">{card.title}</h3>
                <p className="font-display text-2xl font-bold">{card.value}</p>
                <p className="text-sm text-pretty text-ink-soft">{card.detail}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
