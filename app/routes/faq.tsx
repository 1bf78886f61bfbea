import { MessageCircleQuestion } from "lucide-react";
import { faqCategories } from "~/content/faq";
import { FaqAccordion } from "~/components/faq/faq-accordion";
import { Callout } from "~/components/ui/callout";
import { PageHeader } from "~/components/ui/page-header";
import { pageTitle } from "~/lib/page-title";

export function meta() {
  return [{ title: pageTitle("FAQ") }];
}

export default function Faq() {
  return (
    <>
      <PageHeader eyebrow="FAQ" title="Frequently Asked Questions">
        <p>Travel, money, packing, villa life and more: the answers guests ask for most.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pt-10">
        <FaqAccordion categories={faqCategories} />
        <div className="mt-12">
          <Callout title="Still have questions?" Icon={MessageCircleQuestion}>
            <p>
              Ask Rupa the Goat, our trip helper in the bottom-right corner of every page, or message the host
              directly. No question is too small.
            </p>
          </Callout>
        </div>
      </div>
    </>
  );
}
