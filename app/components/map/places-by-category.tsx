import { ChevronDown, ExternalLink, MapPin } from "lucide-react";
import { useState } from "react";
import { placeMapsUrl, placesIn } from "~/content/places";
import type { MapCategory } from "~/content/types";
import { Card } from "~/components/ui/card";
import { Swatch } from "./map-legend";
import { OPEN_IN_MAPS_LABEL } from "./map-view";
import { useWideScreen } from "./use-wide-screen";

/**
 * The recommended places as plain lists, so the page is useful even when the
 * map cannot load. On phones the 28 cards would be a long scroll, so each
 * category starts collapsed there and opens on a tap; wider screens start
 * with every category open.
 */
export function PlacesByCategory({ categories }: { categories: MapCategory[] }) {
  return (
    <div className="grid gap-6 sm:gap-12">
      {categories.map((category) => (
        <CategoryPlaces key={category.id} category={category} />
      ))}
    </div>
  );
}

function CategoryPlaces({ category }: { category: MapCategory }) {
  const wide = useWideScreen();
  // Null until the guest chooses: the screen's width decides, in CSS, so the first paint is already right.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? wide;
  const visibility = chosen === null ? "hidden sm:grid" : chosen ? "grid" : "hidden";
  const listId = `places-${category.id}-list`;
  const inCategory = placesIn(category.id);

  return (
    <section id={`places-${category.id}`} aria-labelledby={`places-${category.id}-title`} className="scroll-mt-24">
      <h2 id={`places-${category.id}-title`} className="mb-4 text-2xl font-bold">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setChosen(!expanded)}
          className="flex min-h-11 w-full items-center gap-3 rounded-xl text-left"
        >
          <Swatch color={category.color} />
          <span className="min-w-0 flex-1">
            {category.label} <span className="font-sans text-base font-normal text-ink-soft">({inCategory.length} places)</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-6 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
          />
        </button>
      </h2>
      <ul id={listId} className={`${visibility} gap-4 sm:grid-cols-2`}>
        {inCategory.map((place) => (
          <li key={place.name}>
            <Card className="flex h-full flex-col gap-2 p-5" style={{ borderTop: `4px solid ${category.color}` }}>
              <h3 className="font-sans text-lg font-semibold">{place.name}</h3>
              <p className="flex items-center gap-1.5 text-sm text-ink-soft">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-terracotta-dark" />
                {place.area}
              </p>
              <p className="text-sm text-pretty">{place.description}</p>
              <a
                href={placeMapsUrl(place)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-majorelle hover:underline"
              >
                {OPEN_IN_MAPS_LABEL}<span className="sr-only">: {place.name} (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
