import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqCategory } from "~/content/types";

/**
 * Every question of every category in one single-open, collapsible accordion:
 * opening a question closes the previous one, and an open question closes on
 * a second click. Radix wires aria-expanded, aria-controls and arrow keys.
 */
export function FaqAccordion({ categories }: { categories: FaqCategory[] }) {
  return (
    <Accordion.Root type="single" collapsible className="grid gap-10">
      {categories.map((category, categoryIndex) => (
        <section key={category.title} aria-labelledby={`faq-category-${categoryIndex}`}>
          <h2 id={`faq-category-${categoryIndex}`} className="mb-4 text-2xl font-bold sm:text-3xl">
            {category.title}
          </h2>
          <div className="overflow-hidden rounded-(--radius-card) border border-ink/5 bg-white/85 shadow-(--shadow-card)">
            {category.items.map((item, itemIndex) => (
              <Accordion.Item
                key={item.question}
                value={`${categoryIndex}-${itemIndex}`}
                className="border-b border-ink/10 last:border-b-0"
              >
                <Accordion.Header className="font-sans">
                  <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold hover:bg-sand/50">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-terracotta-dark transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 text-pretty text-ink-soft">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}
