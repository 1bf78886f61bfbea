import { villaAmenities } from "~/content/stays";
import { Section } from "~/components/ui/section";

/** True when the value already names its label ("13 suites" under "Suites"), so the label would say it twice. */
function valueNamesLabel({ label, value }: { label: string; value: string }): boolean {
  return value.toLowerCase().includes(label.toLowerCase());
}

export function VillaAmenities() {
  return (
    <Section
      id="villa"
      title="Villa Amenities"
      intro="Villa Royale is home base for most of the trip. What it offers at a glance:"
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {villaAmenities.map((amenity) => (
          <div
            key={amenity.label}
            className="flex flex-col justify-center gap-1 rounded-(--radius-card) border border-ink/5 bg-white/85 p-5 shadow-(--shadow-card)"
          >
            <dt className={valueNamesLabel(amenity) ? "sr-only" : "pl-4 text-sm font-semibold text-ink-soft"}>
              {amenity.label}
            </dt>
            <dd className="border-l-4 border-terracotta pl-3 font-display text-xl font-bold text-balance">
              {amenity.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
