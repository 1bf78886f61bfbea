import type * as Leaflet from "leaflet";
import { useEffect, useRef, useState } from "react";
import { mapTiles, placeMapsUrl, places } from "~/content/places";
import type { MapCategory, Place } from "~/content/types";
import { OPEN_IN_MAPS_LABEL } from "./map-view";

type LoadedMap = { L: typeof Leaflet; map: Leaflet.Map; markers: Map<Place, Leaflet.Marker> };

/** A pin 32 x 44 px: a tap target a finger can hit, its tip on the place. */
function pinIcon(L: typeof Leaflet, color: string): Leaflet.DivIcon {
  return L.divIcon({
    className: "map-pin",
    html:
      `<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true">` +
      `<path d="M16 2C8.8 2 3 7.8 3 15c0 9.8 13 27 13 27s13-17.2 13-27C29 7.8 23.2 2 16 2Z" fill="${color}" stroke="#1F1A17" stroke-opacity=".6" stroke-width="1.5"/>` +
      `<circle cx="16" cy="15" r="5" fill="#fff"/></svg>`,
    iconSize: [32, 44],
    iconAnchor: [16, 43],
    popupAnchor: [0, -38],
  });
}

/** Built as DOM nodes, not an HTML string, so no text of the content is ever parsed as markup. */
function popupContent(place: Place, category: MapCategory): HTMLElement {
  const box = document.createElement("div");
  box.className = "grid gap-1 font-sans text-sm text-ink";
  const add = (tag: string, text: string, className: string) => {
    const node = box.appendChild(document.createElement(tag));
    node.textContent = text;
    node.className = className;
    return node;
  };
  // Divs, not paragraphs: Leaflet's stylesheet gives popup paragraphs wide margins.
  add("div", category.label, "text-xs font-semibold tracking-widest text-ink-soft uppercase");
  add("h3", place.name, "font-display text-lg leading-snug font-bold");
  add("div", place.description, "text-pretty");
  const link = add("a", OPEN_IN_MAPS_LABEL, "font-semibold underline") as HTMLAnchorElement;
  link.href = placeMapsUrl(place);
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  return box;
}

/**
 * The recommended places on OpenStreetMap, one pin per place in its legend
 * colour. Leaflet touches `window` as it loads, so it is imported in the
 * browser only, after hydration; the server renders the empty frame.
 * `shown` is what the legend lets through; `focus` is what the view fits.
 */
export function PlacesMap({ categories, shown, focus }: { categories: MapCategory[]; shown: Place[]; focus: Place[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | undefined;
    void import("leaflet").then((L) => {
      if (cancelled || !containerRef.current) return;
      map = L.map(containerRef.current, { scrollWheelZoom: false });
      L.tileLayer(mapTiles.urlTemplate, { maxZoom: mapTiles.maxZoom, attribution: mapTiles.attribution }).addTo(map);
      const byId = new Map(categories.map((category) => [category.id, category]));
      const markers = new Map(
        places.map((place) => {
          const category = byId.get(place.category)!;
          const marker = L.marker([place.at.lat, place.at.lng], {
            icon: pinIcon(L, category.color),
            title: place.name,
            riseOnHover: true,
          }).bindPopup(() => popupContent(place, category));
          // Leaflet draws a fresh icon each time the pin is shown again.
          marker.on("add", () => marker.getElement()?.setAttribute("data-category", place.category));
          return [place, marker];
        }),
      );
      setLoaded({ L, map, markers });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [categories]);

  useEffect(() => {
    if (!loaded) return;
    const { L, map, markers } = loaded;
    for (const [place, marker] of markers) {
      if (shown.includes(place)) marker.addTo(map);
      else marker.remove();
    }
    const fitted = focus.length > 0 ? focus : shown;
    if (fitted.length > 0) {
      map.fitBounds(L.latLngBounds(fitted.map((place) => [place.at.lat, place.at.lng])), { padding: [40, 40], maxZoom: 16 });
    }
  }, [loaded, shown, focus]);

  // Leaflet stacks its panes and controls up to z-index 1000: "isolate" keeps them all under the
  // page's own layers (the chat panel, the menu), which a phone's narrow screen puts over the map.
  return (
    <div
      ref={containerRef}
      role="region"
      aria-label="Map of the recommended places"
      data-testid="places-map"
      className="isolate block h-[60vh] max-h-[560px] min-h-[320px] w-full bg-sand-deep"
    />
  );
}
