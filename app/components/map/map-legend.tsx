import type { MapCategory, MapCategoryId } from "~/content/types";

export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full ring-2 ring-white"
      style={{ backgroundColor: color }}
    />
  );
}

const buttonClass =
  "inline-flex min-h-11 w-full items-center gap-3 rounded-full px-3 text-left hover:bg-sand aria-pressed:bg-sand-deep aria-pressed:font-semibold";

/**
 * The 'Map Color Guide': each category with the colour its pins use. Each
 * entry is also a filter: pressing it shows that category's pins alone, and
 * 'All places' (or pressing it again) brings every pin back.
 */
export function MapLegend({
  categories,
  selected,
  onSelect,
  filters,
}: {
  categories: MapCategory[];
  selected: MapCategoryId | null;
  onSelect: (category: MapCategoryId | null) => void;
  /** False when the host's own map replaces ours: the guide then only explains colours. */
  filters: boolean;
}) {
  return (
    <section aria-labelledby="map-legend-title" className="rounded-(--radius-card) bg-white/85 p-6 shadow-(--shadow-card)">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="map-legend-title" className="text-2xl font-bold">
          Map Color Guide
        </h2>
        {filters ? (
          <button
            type="button"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
            className="inline-flex min-h-11 items-center rounded-full border border-ink/15 px-4 text-sm font-semibold hover:bg-sand aria-pressed:bg-ink aria-pressed:text-white"
          >
            All places
          </button>
        ) : null}
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            {filters ? (
              <button
                type="button"
                aria-pressed={selected === category.id}
                onClick={() => onSelect(selected === category.id ? null : category.id)}
                className={buttonClass}
              >
                <Swatch color={category.color} />
                {category.label}
              </button>
            ) : (
              <a href={`#places-${category.id}`} className="inline-flex min-h-11 items-center gap-3 px-3 hover:underline">
                <Swatch color={category.color} />
                {category.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
