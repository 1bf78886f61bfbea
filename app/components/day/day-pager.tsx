import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { findDay } from "~/content/days";

/** Previous / next day links at the foot of a day page. */
export function DayPager({ day }: { day: number }) {
  const previous = findDay(day - 1);
  const next = findDay(day + 1);
  const linkClass =
    "flex min-h-11 flex-1 items-center gap-3 rounded-2xl border border-ink/10 bg-white/80 px-4 py-3 shadow-sm hover:border-majorelle";
  return (
    <nav aria-label="Other days" className="mx-auto mt-12 flex max-w-6xl flex-col gap-3 px-4 sm:flex-row">
      {previous ? (
        <Link to={`/day/${previous.day}`} className={linkClass}>
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0 text-terracotta-dark" />
          <span>
            <span className="block text-sm text-ink-soft">Previous: Day {previous.day}</span>
            <span className="font-semibold">{previous.theme}</span>
          </span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {next ? (
        <Link to={`/day/${next.day}`} className={`${linkClass} justify-end text-right`}>
          <span>
            <span className="block text-sm text-ink-soft">Next: Day {next.day}</span>
            <span className="font-semibold">{next.theme}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-terracotta-dark" />
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
    </nav>
  );
}
