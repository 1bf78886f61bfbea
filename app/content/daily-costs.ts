import { pricing } from "./costs";
import { days } from "./days";
import type { BudgetItem, DayCosts } from "./types";

// The budget's day-by-day activity costs, read from the itinerary itself so
// the budget lists exactly what the day pages say. The budget route hands them
// over as loader data (computed when the page is prerendered), so the page
// does not load the whole itinerary to show a few prices.

/** Stay prices, which the budget lists with the stays; the daily list leaves them out so nothing is counted twice. */
const stayPricing: ReadonlySet<string> = new Set([
  pricing.riad,
  pricing.villa,
  pricing.desertCamp,
  pricing.desertCampIncluded,
  pricing.fesRiad,
]);

export const dailyActivityCosts: DayCosts[] = days
  .map((day) => ({
    day: day.day,
    theme: day.theme,
    items: day.activities.flatMap((activity): BudgetItem[] =>
      activity.pricing && !stayPricing.has(activity.pricing)
        ? [{ name: activity.title, cost: activity.pricing }]
        : [],
    ),
  }))
  .filter((day) => day.items.length > 0);
