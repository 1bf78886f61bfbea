import { stays } from "~/content/stays";
import { StayCard } from "~/components/stays/stay-card";
import { VillaAmenities } from "~/components/stays/villa-amenities";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { pageTitle } from "~/lib/page-title";

export function meta() {
  return [{ title: pageTitle("Accommodations") }];
}

export default function Accommodations() {
  return (
    <>
      <PageHeader eyebrow="Accommodations" title="Where We Stay">
        <p>A riad in the medina, a villa with room for the whole squad, a night under desert stars and a riad in Fes.</p>
      </PageHeader>
      <VillaAmenities />
      <Section id="stays" title="Our Four Stays" className="pt-0 sm:pt-0">
        <ul className="grid gap-6 md:grid-cols-2">
          {stays.map((stay) => (
            <li key={stay.title}>
              <StayCard stay={stay} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
