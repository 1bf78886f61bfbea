/** The trip happens in Morocco: "today" means the calendar day in Africa/Casablanca, wherever the server runs. */
export const MOROCCO_TIME_ZONE = "Africa/Casablanca";

export interface MoroccoDay {
  /** YYYY-MM-DD */
  isoDate: string;
  weekday: string;
  /** e.g. "Sunday, November 23, 2025" */
  label: string;
}

export function moroccoDay(now: Date): MoroccoDay {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: MOROCCO_TIME_ZONE,
      year: "numeric",
      month: "long",
      day: "numeric",
      weekday: "long",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: MOROCCO_TIME_ZONE }).format(now);
  return {
    isoDate,
    weekday: parts.weekday!,
    label: `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year}`,
  };
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}
