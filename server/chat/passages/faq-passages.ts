import { faqCategories } from "../../../app/content";
import type { Passage } from "./passage";
import { answerFacts } from "./facts";

/** One passage per question: the question finds it, the answer is quoted. */
export function faqPassages(): Passage[] {
  return faqCategories.flatMap((category, categoryIndex) =>
    category.items.map(
      (item, itemIndex): Passage => ({
        id: `faq-${categoryIndex}-${itemIndex}`,
        url: "/faq",
        pageTitle: "FAQ",
        title: item.question,
        facts: answerFacts(item.answer).map((fact) => ({ ...fact, overview: true })),
        keywords: category.title,
      }),
    ),
  );
}
