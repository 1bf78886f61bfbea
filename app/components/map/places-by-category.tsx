import { ExternalLink, MapPin } from "lucide-react";
import { placeMapsUrl, placesIn } from "~/content/places";
import type { MapCategory } from "~/content/types";
import { Card } from "~/components/ui/card";
import { Swatch } from "./map-legend";

/** The recommended places as plain lists, so the page is useful even when the map frame cannot load. */
export function PlacesByCategory({ categories }: { categories: MapCategory[] }) {
  return (
    <div className="grid gap-12">
      {categories.map((category) => (
        <section key={category.id} id={`places-${category.id}`} aria-labelledby={`places-${category.id}-title`} className="scroll-mt-24">
          <h2 id={`places-${category.id}-title`} className="mb-4 flex items-center gap-3 text-2xl font-bold">
            <Swatch color={category.color} />
            {category.label}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {placesIn(category.id).map((place) => (
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
                    Open in maps<span className="sr-only">: {place.name} (opens in a new tab)</span>
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
