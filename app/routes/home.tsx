import { FeaturedActivities } from "~/components/home/featured-activities";
import { Hero } from "~/components/home/hero";
import { InformationTips } from "~/components/home/information-tips";
import { MoroccoQuotes } from "~/components/home/morocco-quotes";
import { TodayCard } from "~/components/home/today-card";
import { TripOverview } from "~/components/home/trip-overview";
import { trip } from "~/content/trip";
import { pageMeta, pageTitle } from "~/lib/page-title";

export function meta() {
  return pageMeta(pageTitle(), `${trip.subtitle}: ${trip.tagline}`);
}

export default function Home() {
  return (
    <>
      <TodayCard />
      <Hero />
      <MoroccoQuotes />
      <TripOverview />
      <FeaturedActivities />
      <InformationTips />
    </>
  );
}
