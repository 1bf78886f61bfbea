/** Time left until a moment, as the countdown shows it (spec section 3). */
export interface CountdownValue {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO_COUNTDOWN: CountdownValue = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/**
 * Whole days, hours, minutes and seconds from `now` to `target` (both epoch
 * milliseconds, so the visitor's time zone plays no part). Once the target
 * has passed every part is zero: the countdown stops rather than going negative.
 * Self-contained (no module-level names) because the countdown also runs its
 * source as an inline script, before hydration (components/home/countdown.tsx).
 */
export function countdownTo(target: number, now: number): CountdownValue {
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const left = target - now;
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

export function isCountdownOver(target: number, now: number): boolean {
  return now >= target;
}

/** "7" -> "07"; values of 100 or more keep all their digits. Self-contained, like countdownTo. */
export function padTwo(value: number): string {
  return String(value).padStart(2, "0");
}
