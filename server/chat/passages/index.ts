import type { Passage } from "../retrieval/passage";
import { dayPassages } from "./day-passages";

/** Every passage of the trip content, built once at start-up. */
export function buildPassages(): Passage[] {
  return [...dayPassages()];
}
