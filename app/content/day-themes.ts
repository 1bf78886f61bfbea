/**
 * Each day's theme, by day number. The day files take their themes from here,
 * and the itinerary menu of every page reads only this list, so a page that
 * names the days need not load the whole itinerary.
 */
export const dayThemes = [
  "Arrival & Shopping",
  "Rest & Relax",
  "Discover Marrakech",
  "Desert Fun",
  "Gardens & Souks",
  "Sahara Desert Adventure",
  "Journey to Fes",
  "Explore Fes",
  "Chefchaouen Day Trip",
  "Casablanca & Departure",
] as const;

export const firstDay = 0;
export const lastDay = dayThemes.length - 1;

export function isTripDay(dayNumber: number): boolean {
  return Number.isInteger(dayNumber) && dayNumber >= firstDay && dayNumber <= lastDay;
}
