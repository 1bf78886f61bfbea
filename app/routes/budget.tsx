import { DailyCosts } from "~/components/budget/daily-costs";
import { AdditionalExpenses, MoneyTips, PaymentMethods } from "~/components/budget/money-guide";
import { StayCosts } from "~/components/budget/stay-costs";
import { TripEstimate } from "~/components/budget/trip-estimate";
import { PageHeader } from "~/components/ui/page-header";
import { dailyActivityCosts } from "~/content/daily-costs";
import { money } from "~/content/money";
import { pageMeta, pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/budget";

export function meta() {
  return pageMeta(pageTitle("Budget Guide"), "What the trip costs per person, day by day, and how to pay in Morocco.");
}

// Worked out when the page is prerendered: the browser gets the day prices,
// not the whole itinerary they are read from.
export function loader() {
  return { dailyCosts: dailyActivityCosts };
}

export default function Budget({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Budget" title="Budget Guide">
        <p>
          What the trip costs, in US dollars per person unless noted, and how to pay in Morocco. Rule of thumb:{" "}
          {money.exchangeRate}.
        </p>
      </PageHeader>
      <TripEstimate />
      <StayCosts />
      <DailyCosts days={loaderData.dailyCosts} />
      <AdditionalExpenses />
      <PaymentMethods />
      <MoneyTips />
    </>
  );
}
