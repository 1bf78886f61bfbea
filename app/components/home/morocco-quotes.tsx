import { Quote as QuoteIcon } from "lucide-react";
import { quotes } from "~/content/quotes";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export function MoroccoQuotes() {
  return (
    <Section id="quotes" title="What They Say About Morocco">
      <ul className="grid gap-5 md:grid-cols-3">
        {quotes.map((quote) => (
          <li key={quote.author}>
            <Card as="figure" className="flex h-full flex-col gap-4 p-6">
              <QuoteIcon aria-hidden="true" className="size-8 text-saffron" />
              <blockquote className="flex-1 font-display text-xl leading-snug font-semibold text-pretty">
                <p>“{quote.text}”</p>
              </blockquote>
              <figcaption className="border-t border-ink/10 pt-3 text-sm">
                <span className="font-semibold text-terracotta-dark">{quote.author}</span>
                {quote.source ? <cite className="mt-0.5 block text-ink-soft not-italic">{quote.source}</cite> : null}
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
