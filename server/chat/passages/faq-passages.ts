import { faqCategories } from "../../../app/content";
import type { Passage } from "./passage";
import { answerFacts } from "./facts";

const asksDressCode = /\b(?:wear|dress code|pack)\b/i;

/** One passage per question: the question finds it, the answer is quoted. */
export function faqPassages(): Passage[] {
  return faqCategories.flatMap((category, categoryIndex) =>
    category.items.map(
      (item, itemIndex): Passage => ({
        id: `faq-${categoryIndex}-${itemIndex}`,
        url: "/faq",
        pageTitle: "FAQ",
        title: item.question,
        // "What do I wear to...?" is answered by a dress code, whatever day or time its answer names.
        facts: answerFacts(item.answer).map((fact) => ({ ...fact, ...(asksDressCode.test(item.question) ? { kind: "dress" as const } : {}), overview: true })),
        keywords: category.title,
      }),
    ),
  );
}
