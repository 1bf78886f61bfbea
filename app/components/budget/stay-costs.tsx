import { BedDouble } from "lucide-react";
import { stayCosts } from "~/content/budget";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export function StayCosts() {
  return (
    <Section id="accommodation-costs" title="Accommodation Costs">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {stayCosts.map((stay) => (
          <li key={stay.name}>
            <Card className="flex h-full flex-col gap-2 p-6">
              <BedDouble aria-hidden="true" className="size-6 text-terracotta" />
              <h3 className="text-xl font-bold">{stay.name}</h3>
              <p className="text-sm text-ink-soft">{stay.nights}</p>
              <p className="font-display text-2xl font-bold text-terracotta-dark">{stay.cost}</p>
              <p className="text-sm text-pretty text-ink-soft">{stay.note}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
