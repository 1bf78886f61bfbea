import type { ReactNode } from "react";
import { ZelligeDivider, ZelligePattern } from "./zellige";

/** The title block that opens every inner page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="relative overflow-hidden border-b border-terracotta/15 bg-sand-deep/60">
      <ZelligePattern className="pointer-events-none absolute inset-0 text-terracotta/10" />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-3 px-4 py-10 text-center sm:py-14">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-terracotta-dark uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-4xl font-bold text-balance sm:text-5xl">{title}</h1>
        <ZelligeDivider />
        {children ? <div className="prose-block text-lg text-ink-soft">{children}</div> : null}
      </div>
    </header>
  );
}
