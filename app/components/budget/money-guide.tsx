import { Banknote, CreditCard, Landmark, Lightbulb } from "lucide-react";
import { additionalExpenses, moneyTips, paymentMethods } from "~/content/budget";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CostList } from "./cost-list";

// In the order of the content: cash, credit cards, ATMs.
const paymentIcons = [Banknote, CreditCard, Landmark];

export function AdditionalExpenses() {
  return (
    <Section id="additional-expenses" title="Additional Expenses">
      <Card className="mx-auto max-w-3xl px-6 py-3">
        <CostList items={additionalExpenses} />
      </Card>
    </Section>
  );
}

export function PaymentMethods() {
  return (
    <Section id="payment-methods" title="Payment Methods">
      <ul className="grid gap-5 md:grid-cols-3">
        {paymentMethods.map((method, index) => {
          const Icon = paymentIcons[index % paymentIcons.length]!;
          return (
            <li key={method.title}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <span aria-hidden="true" className="icon-badge">
                  <Icon className="size-6" />
                </span>
                <h3 className="text-xl font-bold">{method.title}</h3>
                <p className="text-sm text-pretty text-ink-soft">{method.body}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function MoneyTips() {
  return (
    <Section id="money-tips" title="Money Tips">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {moneyTips.map((tip) => (
          <li key={tip.title} className="flex gap-3 rounded-2xl bg-white/70 p-5">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-dark" />
            <div>
              <h3 className="font-sans font-semibold">{tip.title}</h3>
              <p className="mt-1 text-sm text-pretty text-ink-soft">{tip.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
