import { DailyCosts } from "~/components/budget/daily-costs";
import { AdditionalExpenses, MoneyTips, PaymentMethods } from "~/components/budget/money-guide";
import { StayCosts } from "~/components/budget/stay-costs";
import { PageHeader } from "~/components/ui/page-header";
import { money } from "~/content/money";
import { pageTitle } from "~/lib/page-title";

export function meta() {
  return [{ title: pageTitle("Budget Guide") }];
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
      <StayCosts />
      <DailyCosts />
      <AdditionalExpenses />
      <PaymentMethods />
      <MoneyTips />
    </>
  );
}
