import type { Passage } from "./passage";
import { dayPassages } from "./day-passages";
import { faqPassages } from "./faq-passages";
import { pagePassages } from "./page-passages";
import { sitePassages } from "./site-passages";

/** Every passage of the trip content, built once at start-up. */
export function buildPassages(): Passage[] {
  return [...dayPassages(), ...faqPassages(), ...pagePassages(), ...sitePassages()];
}
