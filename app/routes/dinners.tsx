import { Salad } from "lucide-react";
import { dietaryNote, dinners } from "~/content/dinners";
import { RestaurantCard } from "~/components/dinners/restaurant-card";
import { Callout } from "~/components/ui/callout";
import { PageHeader } from "~/components/ui/page-header";
import { pageTitle } from "~/lib/page-title";

export function meta() {
  return [{ title: pageTitle("Dinners") }];
}

export default function Dinners() {
  return (
    <>
      <PageHeader eyebrow="Dinners" title="Featured Dining Experiences">
        <p>Four evenings to dress up for, from a candlelit welcome in the medina to a palace feast.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ul className="grid gap-6 md:grid-cols-2">
          {dinners.map((restaurant, index) => (
            <li key={restaurant.name}>
              <RestaurantCard restaurant={restaurant} eager={index < 2} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <Callout title={dietaryNote.title} Icon={Salad}>
            <p>{dietaryNote.body}</p>
          </Callout>
        </div>
      </div>
    </>
  );
}
