import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import type { DayCosts } from "~/content/types";
import { dayShortDate } from "~/lib/trip-dates";
import { CostList } from "./cost-list";

// One card, one row per day: the day on the left and its prices on the right,
// so the days line up in an even rhythm instead of a grid of ragged cards.
export function DailyCosts({ days }: { days: DayCosts[] }) {
  return (
    <Section
      id="daily-costs"
      title="Daily Activity Costs"
      intro="Per person unless noted, in US dollars, exactly as each day of the itinerary lists them."
    >
      <Card as="div" className="mx-auto max-w-4xl px-6 sm:px-8">
        <ul className="divide-y divide-ink/15">
          {days.map((day) => (
            <li key={day.day} className="grid gap-x-8 py-5 md:grid-cols-[13rem_1fr]">
              <h3 className="pt-3 text-lg leading-snug font-bold">
                <Link to={`/day/${day.day}`} className="hover:underline">
                  Day {day.day} - {dayShortDate(day.day)} · {day.theme}
                </Link>
              </h3>
              <CostList items={day.items} />
            </li>
          ))}
        </ul>
      </Card>
    </Section>
  );
}
