import { FeaturedActivities } from "~/components/home/featured-activities";
import { Hero } from "~/components/home/hero";
import { InformationTips } from "~/components/home/information-tips";
import { MoroccoQuotes } from "~/components/home/morocco-quotes";
import { TripOverview } from "~/components/home/trip-overview";
import { trip } from "~/content/trip";
import { pageTitle } from "~/lib/page-title";

export function meta() {
  return [{ title: pageTitle() }, { name: "description", content: `${trip.subtitle}: ${trip.tagline}` }];
}

export default function Home() {
  return (
    <>
      <Hero />
      <MoroccoQuotes />
      <TripOverview />
      <FeaturedActivities />
      <InformationTips />
    </>
  );
}
