import type { ReactNode } from "react";
import { ZelligeDivider } from "./zellige";

/** A titled band of a page; the id lets the heading label the region. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`mx-auto max-w-6xl px-4 py-12 sm:py-16 ${className}`}>
      <div className="mb-8 flex flex-col items-center gap-3 text-center">
        <h2 id={`${id}-title`} className="text-3xl font-bold text-balance sm:text-4xl">
          {title}
        </h2>
        <ZelligeDivider />
        {intro ? <p className="prose-block text-ink-soft">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
