import { costs, type CostName } from "../../../app/content/costs";
import { formatUsdRange, usdRange } from "../../../app/content/trip-estimate";
import type { CostSum } from "../understanding/question";

/** How a reply names each price of the trip. */
const labels: Record<CostName, string> = {
  riadNight: "the first night's riad",
  villaContribution: "the villa contribution",
  desertCamp: "the desert camp",
  fesRiad: "the Fes riad",
  airportTransfer: "the airport car (per car)",
  trainToFes: "the train to Fes",
  hotAirBalloon: "the hot air balloon",
  hammamMassage: "the hammam and massage",
  villaBreakfast: "the villa breakfast",
  walkingTour: "the walking tour",
  barCrawlGuide: "the bar crawl guide",
  agafayDay: "the Agafay desert day",
  nobuMinimumSpend: "the minimum spend at Nobu",
  majorelleGarden: "Jardin Majorelle",
  yslMuseum: "the Musée YSL",
  soukGuide: "the souk guide",
  welcomeDinner: "the welcome dinner",
  welcomeDinnerDeposit: "the welcome dinner deposit",
  birthdayDinner: "the birthday dinner",
  hassanIIMosque: "the Hassan II Mosque tour",
};

/** "The hot air balloon ($117), the hammam and massage ($60) and the Agafay desert day ($40) add up to about $217 per person." */
export function costSumReply({ items, times }: CostSum): string {
  const priced = items.map((name) => `${labels[name]} (${costs[name]})`);
  const listed = priced.length > 1 ? `${priced.slice(0, -1).join(", ")} and ${priced.at(-1)}` : `${priced[0]}, paid ${times} times,`;
  const sum = items.map((name) => usdRange(costs[name])).reduce((total, { min, max }) => ({ min: total.min + min * times, max: total.max + max * times }), { min: 0, max: 0 });
  const sentence = `${listed} ${priced.length > 1 ? "add up to" : "comes to"} about ${formatUsdRange(sum)} per person.`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}\n\nMore on [Budget Guide](/budget).`;
}
