import { Link } from "react-router";
import { dailyActivityCosts } from "~/content/budget";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { dayShortDate } from "~/lib/trip-dates";
import { CostList } from "./cost-list";

export function DailyCosts() {
  return (
    <Section
      id="daily-costs"
      title="Daily Activity Costs"
      intro="Per person unless noted, in US dollars, straight from the itinerary. Everything optional is marked as such on its day."
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {dailyActivityCosts.map((day) => (
          <li key={day.day}>
            <Card className="h-full p-6">
              <h3 className="text-xl font-bold">
                <Link to={`/day/${day.day}`} className="hover:underline">
                  Day {day.day} - {dayShortDate(day.day)} · {day.theme}
                </Link>
              </h3>
              <CostList items={day.items} />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
