/**
 * Marks the Today card's slot with the trip's phase ("before", "during",
 * "after") and day number on Morocco's calendar. It runs as inline text before
 * the page's scripts, so it must use nothing but its arguments; a unit test
 * holds it to `tripToday`, which the card follows once hydrated.
 */
export function markTripPhase(slot: HTMLElement, timeZone: string, startDate: string, lastDay: number): void {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  const day = Math.round((Date.parse(today + "T12:00:00Z") - Date.parse(startDate + "T12:00:00Z")) / 86400000);
  slot.dataset.tripPhase = day < 0 ? "before" : day > lastDay ? "after" : "during";
  slot.dataset.tripDay = String(day);
}
