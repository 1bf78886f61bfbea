import { useCallback, useSyncExternalStore } from "react";
import { countdownTo, isCountdownOver, padTwo, type CountdownValue } from "~/lib/countdown";
import { FirstPaintScript } from "~/components/ui/first-paint-script";

/** Spec section 9: the countdown ticks once a second. */
const TICK_MS = 1000;

const units: { key: keyof CountdownValue; label: string }[] = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
];

/** The current whole second, up to the target: the same value for every read within it, as React requires. */
function currentSecond(targetTime: number): number {
  return Math.min(Math.floor(Date.now() / TICK_MS) * TICK_MS, targetTime);
}

/**
 * Runs as an inline script right after the timer, before the page's scripts
 * have loaded, so a slow phone shows the real time left from the first paint
 * instead of zeros. It gets the countdown's own functions as arguments.
 */
function fillTimer(timer: HTMLElement, compute: typeof countdownTo, pad: typeof padTwo) {
  const value = compute(Date.parse(timer.dataset.target ?? ""), Date.now());
  for (const cell of timer.querySelectorAll<HTMLElement>("[data-countdown]")) {
    cell.textContent = pad(value[cell.dataset.countdown as keyof CountdownValue]);
  }
}

const fillTimerScript = `(${fillTimer})(document.currentScript.previousElementSibling,${countdownTo},${padTwo})`;

/**
 * Time left until `target` (an ISO instant). The HTML holds zeros, filled in
 * by the inline script at once; React keeps that text while hydrating
 * (suppressHydrationWarning), then renders the live value each second. Once
 * the target passes the clock shows zeros.
 */
export function Countdown({ target, label }: { target: string; label: string }) {
  const targetTime = Date.parse(target);
  // Ticks each second until the target, then the clock stops.
  const subscribe = useCallback(
    (onTick: () => void) => {
      const timer = window.setInterval(() => {
        onTick();
        if (isCountdownOver(targetTime, Date.now())) window.clearInterval(timer);
      }, TICK_MS);
      return () => window.clearInterval(timer);
    },
    [targetTime],
  );
  const getSnapshot = useCallback(() => currentSecond(targetTime), [targetTime]);
  // The server snapshot is the target itself: zero left, the same for every render.
  const now = useSyncExternalStore(subscribe, getSnapshot, () => targetTime);
  const value = countdownTo(targetTime, now);

  return (
    <>
      <div role="timer" aria-label={label} data-target={target} className="grid grid-cols-4 gap-2 sm:gap-4">
        {units.map(({ key, label: unitLabel }) => (
          <div
            key={key}
            className="flex flex-col items-center rounded-2xl border border-white/60 bg-white/75 px-2 py-3 shadow-(--shadow-card) backdrop-blur-sm sm:px-5 sm:py-4"
          >
            <span
              data-countdown={key}
              suppressHydrationWarning
              className="font-display text-3xl font-bold tabular-nums sm:text-5xl"
            >
              {padTwo(value[key])}
            </span>
            <span className="mt-1 text-xs font-semibold tracking-wider text-terracotta-dark uppercase sm:text-sm">
              {unitLabel}
            </span>
          </div>
        ))}
      </div>
      <FirstPaintScript code={fillTimerScript} />
    </>
  );
}
