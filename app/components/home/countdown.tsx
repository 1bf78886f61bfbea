import { useEffect, useState } from "react";
import { countdownTo, isCountdownOver, padTwo, ZERO_COUNTDOWN, type CountdownValue } from "~/lib/countdown";

/** Spec section 9: the countdown ticks once a second. */
const TICK_MS = 1000;

const units: { key: keyof CountdownValue; label: string }[] = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
];

/**
 * Time left until `target` (an ISO instant). The server and the prerender show
 * zeros and the browser computes the real value after hydration, so the two
 * renders always match. Once the target passes the clock stops.
 */
export function Countdown({ target, label }: { target: string; label: string }) {
  const [value, setValue] = useState<CountdownValue>(ZERO_COUNTDOWN);

  useEffect(() => {
    const targetTime = Date.parse(target);
    const tick = () => {
      const now = Date.now();
      setValue(countdownTo(targetTime, now));
      return !isCountdownOver(targetTime, now);
    };
    if (!tick()) return;
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [target]);

  return (
    <div role="timer" aria-label={label} className="grid grid-cols-4 gap-2 sm:gap-4">
      {units.map(({ key, label: unitLabel }) => (
        <div
          key={key}
          className="flex flex-col items-center rounded-2xl border border-white/60 bg-white/75 px-2 py-3 shadow-(--shadow-card) backdrop-blur-sm sm:px-5 sm:py-4"
        >
          <span data-countdown={key} className="font-display text-3xl font-bold tabular-nums sm:text-5xl">
            {padTwo(value[key])}
          </span>
          <span className="mt-1 text-xs font-semibold tracking-wider text-terracotta-dark uppercase sm:text-sm">
            {unitLabel}
          </span>
        </div>
      ))}
    </div>
  );
}
