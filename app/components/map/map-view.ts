import type { Place } from "~/content/types";

/** Places farther than this from the group's centre stay on the map but out of the first view: about the city's size. */
const nearbyKm = 10;

/** The link from a place to the guest's own maps app, on the map's pins and in the list under it. */
export const OPEN_IN_MAPS_LABEL = "Open in maps";

/** Great-circle distance on a spherical Earth: plenty for deciding what is "nearby". */
export function distanceKm(a: Place["at"], b: Place["at"]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Splits the pins shown into those the map opens on and those farther out.
 * The day trips (Agafay, the Ourika road, Casablanca 240 km off) would
 * otherwise zoom the view out until the medina's pins sit on top of each
 * other. The median, unlike the mean, is not pulled towards them.
 */
export function splitByDistance(shown: Place[]): { nearby: Place[]; farAway: Place[] } {
  if (shown.length === 0) return { nearby: [], farAway: [] };
  const centre = { lat: median(shown.map((place) => place.at.lat)), lng: median(shown.map((place) => place.at.lng)) };
  const nearby = shown.filter((place) => distanceKm(centre, place.at) <= nearbyKm);
  return { nearby, farAway: shown.filter((place) => !nearby.includes(place)) };
}
