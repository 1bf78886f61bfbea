import { faqCategories, stays, trip } from "../../../app/content";
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

/** "Villa Life": the towns of the stay a section is about, by a word of its title, whose answers speak for that stay alone. */
function townsOfSection(title: string): string[] | undefined {
  const words = title.toLowerCase().split(/\W+/);
  const stay = stays.find((each) => words.some((word) => each.title.toLowerCase().split(/\W+/).includes(word)));
  return stay && trip.destinations.filter((town) => stay.location.includes(town));
}

/** One passage per question: the question finds it, the answer is quoted; and one listing the sections. */
export function faqPassages(): Passage[] {
  return [sections, ...faqCategories.flatMap((category, categoryIndex) => {
    const towns = townsOfSection(category.title);
    return category.items.map(
      (item, itemIndex): Passage => ({
        id: `faq-${categoryIndex}-${itemIndex}`,
        url: "/faq",
        pageTitle: "FAQ",
        title: item.question,
        // "What do I wear to...?" is answered by a dress code, whatever day or time its answer names.
        facts: answerFacts(item.answer).map((fact) => ({ ...fact, ...(asksDressCode.test(item.question) ? { kind: "dress" as const } : {}), overview: true })),
        keywords: category.title,
        ...(towns ? { towns } : {}),
      }),
    );
  })];
}
