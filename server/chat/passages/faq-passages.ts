import { faqCategories } from "../../../app/content";
import type { Passage } from "./passage";
import { answerFacts } from "./facts";

const asksDressCode = /\b(?:wear|dress code|pack)\b/i;

/** "What are the FAQ sections?": the page's sections, listed. */
const sections: Passage = {
  id: "faq-sections",
  url: "/faq",
  pageTitle: "FAQ",
  title: "The FAQ page's sections",
  facts: [
    {
      kind: "info",
      overview: true,
      text: `The FAQ page has ${faqCategories.length} sections: ${faqCategories.map((category) => category.title).join(", ")}.`,
    },
  ],
  keywords: "faq section sections",
  answersOnly: "faq section",
};

/** One passage per question: the question finds it, the answer is quoted; and one listing the sections. */
export function faqPassages(): Passage[] {
  return [sections, ...faqCategories.flatMap((category, categoryIndex) =>
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
  )];
}
