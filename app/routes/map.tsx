import { MapLegend } from "~/components/map/map-legend";
import { PlacesByCategory } from "~/components/map/places-by-category";
import { PageHeader } from "~/components/ui/page-header";
import { defaultMapEmbedUrl, mapCategories } from "~/content/places";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/map";

// Server-rendered, not prerendered: the host may point the frame at their own
// shared map with MAP_EMBED_URL, which the server hands over in the load context.
export function loader({ context }: Route.LoaderArgs) {
  return { embedUrl: context.mapEmbedUrl ?? defaultMapEmbedUrl };
}

export function meta() {
  return [{ title: pageTitle("Marrakech Map") }];
}

export default function MapPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Map" title="Marrakech Map">
        <p>Every recommended place of the trip: food, culture, shopping, experiences and the sights not to miss.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-10">
        <div className="overflow-hidden rounded-(--radius-card) border border-ink/10 bg-sand-deep shadow-(--shadow-card)">
          <iframe
            src={loaderData.embedUrl}
            title="Map of the recommended places in Marrakech"
            className="block h-[60vh] max-h-[560px] min-h-[320px] w-full"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
        <MapLegend categories={mapCategories} />
        <PlacesByCategory categories={mapCategories} />
      </div>
    </>
  );
}
