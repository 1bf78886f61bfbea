import { useMemo, useState } from "react";
import { MapLegend } from "~/components/map/map-legend";
import { PlacesByCategory } from "~/components/map/places-by-category";
import { PlacesMap } from "~/components/map/places-map";
import { splitByDistance } from "~/components/map/map-view";
import { PageHeader } from "~/components/ui/page-header";
import { mapCategories, places, placesIn } from "~/content/places";
import type { MapCategoryId } from "~/content/types";
import { pageMeta, pageTitle } from "~/lib/page-title";
import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import type { Route } from "./+types/map";

// Server-rendered, not prerendered: the host may replace our map with their
// own shared one (MAP_EMBED_URL), which the server hands over in the load context.
export function loader({ context }: Route.LoaderArgs) {
  return { embedUrl: context.mapEmbedUrl ?? null };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leafletStylesheet }];

export function meta() {
  return pageMeta(pageTitle("Marrakech Map"), "A map and list of every recommended place of the trip, by category.");
}

const mapFrameClass = "overflow-hidden rounded-(--radius-card) border border-ink/10 bg-sand-deep shadow-(--shadow-card)";

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { embedUrl } = loaderData;
  const [selected, setSelected] = useState<MapCategoryId | null>(null);
  const shown = useMemo(() => (selected ? placesIn(selected) : places), [selected]);
  const { nearby, farAway } = useMemo(() => splitByDistance(shown), [shown]);

  return (
    <>
      <PageHeader eyebrow="Map" title="Marrakech Map">
        <p>Every recommended place of the trip: food, culture, shopping, experiences and the sights not to miss.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-10">
        {embedUrl ? (
          <div className={mapFrameClass}>
            <iframe
              src={embedUrl}
              title="Map of the recommended places in Marrakech"
              className="block h-[60vh] max-h-[560px] min-h-[320px] w-full"
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          </div>
        ) : (
          <div className="grid gap-3">
            <div className={mapFrameClass}>
              <PlacesMap categories={mapCategories} shown={shown} focus={nearby} />
            </div>
            {farAway.length > 0 ? (
              <p className="text-sm text-ink-soft">
                Zoom out for the places farther afield:{" "}
                {farAway.map((place) => `${place.name} (${place.area})`).join(", ")}.
              </p>
            ) : null}
          </div>
        )}
        <MapLegend categories={mapCategories} selected={selected} onSelect={setSelected} filters={!embedUrl} />
        <PlacesByCategory categories={mapCategories} />
      </div>
    </>
  );
}
