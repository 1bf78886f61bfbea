import { describe, expect, it } from "vitest";
import { places, placesIn } from "~/content/places";
import { distanceKm, splitByDistance } from "./map-view";

const named = (name: string) => places.find((place) => place.name === name)!;

describe("the map's first view", () => {
  it("measures real distances", () => {
    // Jemaa el-Fnaa to the Hassan II Mosque: about 240 km as the crow flies.
    expect(distanceKm(named("Jemaa el-Fnaa").at, named("Hassan II Mosque").at)).toBeGreaterThan(220);
    expect(distanceKm(named("Jemaa el-Fnaa").at, named("Hassan II Mosque").at)).toBeLessThan(260);
    expect(distanceKm(named("Jemaa el-Fnaa").at, named("Koutoubia Mosque").at)).toBeLessThan(1);
  });

  it("opens on the city of Marrakech, leaving the day trips out of the first view", () => {
    const { nearby, farAway } = splitByDistance(places);
    expect(farAway.map((place) => place.name)).toEqual(["Agafay Desert", "Hassan II Mosque", "Anima Garden"]);
    expect(nearby).toHaveLength(places.length - 3);
    expect(nearby).toContain(named("Palmeraie Camel Ride"));
    expect(nearby).toContain(named("Menara Gardens"));
  });

  it("opens on every pin of a category that lies together", () => {
    const history = placesIn("history");
    expect(splitByDistance(history)).toEqual({ nearby: history, farAway: [] });
    expect(splitByDistance([])).toEqual({ nearby: [], farAway: [] });
  });
});
