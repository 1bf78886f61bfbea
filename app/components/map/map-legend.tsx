import type { MapCategory } from "~/content/types";

export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full ring-2 ring-white"
      style={{ backgroundColor: color }}
    />
  );
}

/** The 'Map Color Guide': each category with the colour its pins use. */
export function MapLegend({ categories }: { categories: MapCategory[] }) {
  return (
    <section aria-labelledby="map-legend-title" className="rounded-(--radius-card) bg-white/85 p-6 shadow-(--shadow-card)">
      <h2 id="map-legend-title" className="text-2xl font-bold">
        Map Color Guide
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id} className="flex items-center gap-3">
            <Swatch color={category.color} />
            <a href={`#places-${category.id}`} className="inline-flex min-h-11 items-center hover:underline">
              {category.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
