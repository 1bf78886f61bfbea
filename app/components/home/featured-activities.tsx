import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { featuredActivities } from "~/content/featured";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { daySummaries } from "~/lib/trip-dates";
import { CardMedia } from "~/components/ui/card-media";

const summaries = daySummaries();

export function FeaturedActivities() {
  return (
    <Section id="featured" title="Featured Activities" intro="Three sides of the trip, and the days to find them.">
      <ul className="grid gap-6 md:grid-cols-3">
        {featuredActivities.map((activity) => {
          const day = summaries.find((summary) => summary.path === activity.path);
          return (
            <li key={activity.title}>
              <Card className="flex h-full flex-col">
                <CardMedia src={activity.image} label={activity.title} />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <h3 className="text-2xl font-bold">{activity.title}</h3>
                  <p className="text-pretty text-ink-soft">{activity.description}</p>
                  <ul className="grid gap-1.5 text-sm">
                    {activity.highlights.map((highlight) => (
                      <li key={highlight} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-dark" />
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={activity.path}
                    className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-2 font-semibold text-terracotta-dark hover:underline"
                  >
                    {day ? `Day ${day.day}: ${day.theme}` : activity.title}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
