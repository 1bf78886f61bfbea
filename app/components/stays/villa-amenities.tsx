import { villaAmenities } from "~/content/stays";
import { Section } from "~/components/ui/section";

export function VillaAmenities() {
  return (
    <Section id="villa" title="Villa Amenities" intro="Villa Royale is home base for most of the trip. What it offers at a glance:">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {villaAmenities.map((amenity) => (
          <div
            key={amenity.label}
            className="flex flex-col-reverse items-center gap-1 rounded-(--radius-card) border border-ink/5 bg-white/85 p-5 text-center shadow-(--shadow-card)"
          >
            <dt className="text-sm font-semibold tracking-widest text-ink-soft uppercase">{amenity.label}</dt>
            <dd className="font-display text-xl font-bold text-balance sm:text-2xl">{amenity.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
