import type { BudgetItem } from "~/content/types";

/** Name and cost on one line (wrapping on phones), with an optional note below. */
export function CostList({ items }: { items: BudgetItem[] }) {
  return (
    <dl className="divide-y divide-ink/10">
      {items.map((item) => (
        <div key={item.name} className="grid gap-x-6 gap-y-0.5 py-3 sm:grid-cols-[1fr_auto]">
          <dt className="font-semibold">{item.name}</dt>
          <dd className="font-semibold text-terracotta-dark sm:text-right">{item.cost}</dd>
          {item.note ? <dd className="text-sm text-ink-soft sm:col-span-2">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
