import type { CostName } from "../../../app/content/costs";
import { numberOf } from "./day-reference";
import type { CostSum } from "./question";

/**
 * The trip's priced things as guests name them, most specific first: "villa breakfast" is the
 * breakfast, not the villa; "fes riad" is not the first night's riad.
 */
const named: [CostName, RegExp][] = [
  ["villaBreakfast", /\b(?:villa )?breakfasts?\b/],
  ["fesRiad", /\bfes riad\b|\briad in fes\b/],
  ["riadNight", /\b(?:first|marrakech) riad\b|\briad l-authentic\b/],
  ["villaContribution", /\bvilla(?: contribution)?\b/],
  ["desertCamp", /\b(?:desert )?camp\b/],
  ["airportTransfer", /\bairport (?:car|transfer|taxi|ride)\b/],
  ["trainToFes", /\btrain\b/],
  ["hotAirBalloon", /\bballoon\b/],
  ["hammamMassage", /\bhammam\b|\bmassage\b/],
  ["walkingTour", /\bwalking tour\b/],
  ["barCrawlGuide", /\bbar crawl\b/],
  ["agafayDay", /\bagafay\b|\bquads?\b/],
  ["nobuMinimumSpend", /\bnobu\b/],
  ["majorelleGarden", /\bmajorelle\b|\bgarden\b/],
  ["yslMuseum", /\bysl\b|\bsaint laurent\b|\bmuseum\b/],
  ["soukGuide", /\bsouk guide\b/],
  ["welcomeDinner", /\bwelcome dinner\b|\bfoundouk\b/],
  ["birthdayDinner", /\bbirthday dinner\b|\bcomptoir\b|\bdarna\b/],
  ["hassanIIMosque", /\bhassan\b|\bmosque\b/],
];

/** "What does that add up to?", "together came to what?", "comes to how much": a sum asked for ("come to the villa" is a pickup). */
const asksSum = /\badds? (?:it |that |them |those )?up\b|\badd(?:ed)? up to\b|\btogether\b|\b(?:in )?total\b|\baltogether\b|\bcombined\b|\b(?:comes?|came) to\b(?! (?:the|our|my|your|a|an|us|you)\b)|\bsum\b|\bwhat (?:do|did) (?:i|we) owe\b/;

/** "For all 5 mornings", "5 breakfasts": how many times one thing was paid. */
const times = /\b(?:all |for )?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:mornings?|days|breakfasts?|nights|times)\b/;

/**
 * "I did the balloon, agafay and the hammam, what's that add up to?": the prices of the things named, to add
 * up; or one thing paid several times ("villa breakfast for all 5 mornings comes to how much").
 */
export function readCostSum(text: string): CostSum | undefined {
  if (!asksSum.test(text)) return undefined;
  let rest = text;
  const items: CostName[] = [];
  for (const [name, pattern] of named) {
    if (!pattern.test(rest)) continue;
    items.push(name);
    rest = rest.replace(new RegExp(pattern.source, "g"), " ");
  }
  const count = times.exec(text)?.[1];
  const repeated = count === undefined ? undefined : numberOf(count);
  if (items.length === 1 && repeated !== undefined && repeated > 1) return { items, times: repeated };
  return items.length >= 2 ? { items, times: 1 } : undefined;
}
