import { tokenize } from "../text/tokenize";
import type { QuestionPart } from "./question";
import { tripTowns } from "./towns";

/** The words of staying the night: "stay", "overnight", "sleep" (which folds to "stay"), "night". */
const stayingWords: ReadonlySet<string> = new Set(tokenize("stay overnight night"));

/**
 * "Do we stay overnight in Chefchaouen?", "are we sleeping in Casablanca?": whether the trip sleeps in a town,
 * asked as a yes-or-no question of one part with no day named, whose only other word is the town.
 */
export function townNightsAsked(parts: readonly QuestionPart[], dayNamed: boolean): { town: string } | undefined {
  const [part] = parts;
  if (parts.length !== 1 || !part || dayNamed || part.kinds.length > 0 || part.unknown.length > 0) return undefined;
  const others = part.topic.filter((term) => !stayingWords.has(term));
  if (others.length !== 1 || others.length === part.topic.length) return undefined;
  const town = tripTowns.get(others[0]!);
  return town ? { town } : undefined;
}
