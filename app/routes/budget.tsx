import { DailyCosts } from "~/components/budget/daily-costs";
import { AdditionalExpenses, MoneyTips, PaymentMethods } from "~/components/budget/money-guide";
import { StayCosts } from "~/components/budget/stay-costs";
import { TripEstimate } from "~/components/budget/trip-estimate";
import { PageHeader } from "~/components/ui/page-header";
import { money } from "~/content/money";
import { pageMeta, pageTitle } from "~/lib/page-title";

export function meta() {
  return pageMeta(pageTitle("Budget Guide"), "What the trip costs per person, day by day, and how to pay in Morocco.");
}

export default function Budget() {
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
      <DailyCosts />
      <AdditionalExpenses />
      <PaymentMethods />
      <MoneyTips />
    </>
  );
}
