import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A tinted note box: the day notes, the dietary note, 'Still have questions?'. */
export function Callout({ title, Icon, children }: { title?: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <aside
      aria-label={title ?? "Note"}
      className="flex gap-3 rounded-2xl border border-saffron/60 bg-saffron/15 p-5 text-ink"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-dark" />
      <div className="grid gap-1">
        {title ? <h2 className="font-display text-xl font-bold">{title}</h2> : null}
        <div className="text-pretty">{children}</div>
      </div>
    </aside>
  );
}
