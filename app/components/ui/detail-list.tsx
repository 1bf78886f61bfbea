import type { LucideIcon } from "lucide-react";

export type Detail = { label: string; value: string | undefined; Icon: LucideIcon };

/**
 * Label/value facts of a card (time, location, pricing, dress code); empty
 * values are left out. Self-evident labels (time, place) are for screen readers only.
 */
export function DetailList({ details, visibleLabels = false }: { details: Detail[]; visibleLabels?: boolean }) {
  const shown = details.filter((detail) => detail.value);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-2 text-sm">
      {shown.map(({ label, value, Icon }) => (
        <div key={label} className="flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-terracotta-dark" />
          <dt className={visibleLabels ? "shrink-0 font-semibold" : "sr-only"}>{visibleLabels ? `${label}:` : label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
