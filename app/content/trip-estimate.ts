import { costs, stayNights, type CostName } from "./costs";
import { money, touristTaxPerNight } from "./money";
import { tripNights } from "./stays";

// "How much will this trip cost me?", answered once from the prices in
// costs.ts. The budget page and Rupa both quote this, so they always agree.

export type UsdRange = { min: number; max: number };
export type EstimateLine = UsdRange & { name: string };

/** "$45" -> 45..45, "$40-60" -> 40..60, "$100-120" -> 100..120. */
export function usdRange(price: string): UsdRange {
  const match = /^\$(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(price);
  if (!match) throw new Error(`Not a dollar price: ${price}`);
  const min = Number(match[1]);
  return { min, max: match[2] === undefined ? min : Number(match[2]) };
}

function line(name: string, cost: CostName, times = 1): EstimateLine {
  const { min, max } = usdRange(costs[cost]);
  return { name, min: min * times, max: max * times };
}


/** What every guest pays: the stays, the train and the two group dinners. */
export const fixedCosts: EstimateLine[] = [
  line("Riad L-Authentic, first night", "riadNight", stayNights.riad),
  line("Desert camp in Zagora", "desertCamp"),
  line("Train to Fes", "trainToFes"),
  line(`Riad in Fes, ${stayNights.fesRiad} nights`, "fesRiad"),
  line("Welcome dinner", "welcomeDinner"),
  line("Birthday dinner", "birthdayDinner"),
  {
    name: `Tourist tax, about $${touristTaxPerNight.usd} a night for ${tripNights} nights`,
    min: touristTaxPerNight.usd * tripNights,
    max: touristTaxPerNight.usd * tripNights,
  },
];

/** What a guest may add: every priced activity of the itinerary that is a choice. */
export const optionalExtras: EstimateLine[] = [
  line("Villa contribution", "villaContribution"),
  line(`Villa breakfast, ${stayNights.villa} mornings`, "villaBreakfast", stayNights.villa),
  line("Hot air balloon", "hotAirBalloon"),
  line("Hammam and massage", "hammamMassage"),
  line("Agafay desert day", "agafayDay"),
  line("Nobu rooftop (minimum spend)", "nobuMinimumSpend"),
  line("Jardin Majorelle", "majorelleGarden"),
  line("Musée YSL", "yslMuseum"),
  line("Souk guide", "soukGuide"),
  line("Walking tour", "walkingTour"),
  line("Bar crawl guide", "barCrawlGuide"),
  line("Hassan II Mosque tour", "hassanIIMosque"),
];

function total(lines: EstimateLine[]): UsdRange {
  return lines.reduce((sum, { min, max }) => ({ min: sum.min + min, max: sum.max + max }), { min: 0, max: 0 });
}

const fixed = total(fixedCosts);
const extras = total(optionalExtras);

/** Per person, in USD, before shopping, lunches, drinks, tips and flights. */
export const perPersonEstimate = {
  fixed,
  extras,
  /** From the fixed costs alone to the fixed costs with every extra. */
  typical: { min: fixed.min, max: fixed.max + extras.max },
  /** Shared by the car, not per person, so left out of the sums. */
  airportTransferPerCar: costs.airportTransfer,
  shopping: money.shoppingBudget,
} as const;

export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

export function formatUsdRange({ min, max }: UsdRange): string {
  return Math.round(min) === Math.round(max) ? formatUsd(min) : `${formatUsd(min)}-${formatUsd(max).slice(1)}`;
}

/** The one-sentence answer, for the budget page's lead and the assistant. */
export const perPersonEstimateSummary =
  `Expect about ${formatUsdRange(perPersonEstimate.typical)} per person for the whole trip: ` +
  `${formatUsdRange(fixed)} of fixed costs (stays, train, the welcome and birthday dinners, tourist tax) ` +
  `plus up to ${formatUsd(extras.max)} of optional extras (balloon, hammam, Agafay, Nobu, tours, villa contribution and breakfasts). ` +
  `Flights, lunches, drinks, tips and shopping (${money.shoppingBudget}) come on top; ` +
  `the airport transfer is ${costs.airportTransfer} per car, shared.`;
