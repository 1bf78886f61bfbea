import { costs, type CostName } from "../../../app/content/costs";
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

/** "$40-60" as its low and high ends; "$117" as both. */
function amounts(price: string): [number, number] {
  const [, low = "0", high] = /\$(\d+)(?:-(\d+))?/.exec(price) ?? [];
  return [Number(low), Number(high ?? low)];
}

const dollars = ([low, high]: [number, number]) => (low === high ? `$${low}` : `$${low}-${high}`);

/** "The hot air balloon ($117), the hammam and massage ($60) and the Agafay desert day ($40) add up to about $217 per person." */
export function costSumReply({ items, times }: CostSum): string {
  const priced = items.map((name) => `${labels[name]} (${costs[name]})`);
  const listed = priced.length > 1 ? `${priced.slice(0, -1).join(", ")} and ${priced.at(-1)}` : `${priced[0]}, paid ${times} times,`;
  const total = items.map((name) => amounts(costs[name])).reduce<[number, number]>(([low, high], [itemLow, itemHigh]) => [low + itemLow, high + itemHigh], [0, 0]);
  const sum: [number, number] = [total[0] * times, total[1] * times];
  const sentence = `${listed} ${priced.length > 1 ? "add up to" : "comes to"} about ${dollars(sum)} per person.`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}\n\nMore on [Budget Guide](/budget).`;
}
