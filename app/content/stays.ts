import { pricing, stayNights } from "./costs";
import { dayShortDate, formatDayRange } from "../lib/trip-dates";
import { trip } from "./trip";
import { dayThemes } from "./day-themes";
import type { Stay } from "./types";

// Where we sleep. Dates are derived from day numbers (the night of each day),
// so they match the itinerary.

export const villaFacts = {
  suites: "13 suites",
  pools: "2 pools",
  estate: "1.4-hectare estate",
  checkIn: "after 3 PM",
  checkOut: "about 11 AM",
  driveToDowntown: "20-25 minute drive to downtown",
} as const;

export const villaAmenities: { label: string; value: string }[] = [
  { label: "Suites", value: villaFacts.suites },
  { label: "Pools", value: villaFacts.pools },
  { label: "Grounds", value: villaFacts.estate },
  { label: "Check-in", value: villaFacts.checkIn },
  { label: "Check-out", value: villaFacts.checkOut },
  { label: "Downtown", value: villaFacts.driveToDowntown },
];

/** A stay's nights, with the dates its card shows ("Nov 27-29 (3 nights)"). */
function nightsFrom(firstNight: number, nights: number): Pick<Stay, "firstNight" | "nights" | "dates"> {
  const plural = nights === 1 ? "night" : "nights";
  return { firstNight, nights, dates: `${formatDayRange(firstNight, firstNight + nights - 1)} (${nights} ${plural})` };
}

export const stays: Stay[] = [
  {
    title: "Riad L-Authentic",
    ...nightsFrom(0, stayNights.riad),
    location: "Marrakech medina",
    description:
      "Our first night is spent the traditional way: inside the old city walls, in a riad whose plain door opens onto a tiled courtyard with a fountain and orange trees. Perfect for stepping straight out into the souks.",
    image: "/media/riad-courtyard.svg",
    highlights: [
      pricing.riad,
      "Walking distance to Jemaa el-Fnaa and the souks",
      "Mint tea welcome and a roof terrace over the medina",
    ],
  },
  {
    title: "Villa Royale",
    firstNight: 1,
    nights: stayNights.villa,
    dates: `${formatDayRange(1, stayNights.villa)} (${stayNights.villa} nights listed)`,
    location: `Outskirts of Marrakech, a ${villaFacts.driveToDowntown}`,
    description: `The heart of the trip: a private ${villaFacts.estate} with ${villaFacts.suites}, ${villaFacts.pools}, palm gardens and room for all ${trip.squadSize} of us. Home base for the birthday, the desert day and the gardens, and the place to be lazy in between. On the night of ${dayShortDate(5)} the squad sleeps at the desert camp in Zagora.`,
    image: "/media/villa-pool.svg",
    highlights: [
      pricing.villa,
      `${villaFacts.suites} and ${villaFacts.pools}`,
      `Check-in ${villaFacts.checkIn}, check-out ${villaFacts.checkOut}`,
      "Breakfast, hammam and massages on site",
    ],
  },
  {
    title: "Desert Camp",
    ...nightsFrom(5, stayNights.desertCamp),
    location: "Dunes near Zagora",
    description:
      "A night in a Berber tent among the dunes of the Draa Valley: camel ride at sunset, dinner by lantern light, music around the fire and a sky thick with stars. Wake early for the sunrise; it is worth it.",
    image: "/media/desert-camp.svg",
    highlights: [
      pricing.desertCamp,
      "Sunset camel ride into the dunes",
      "Campfire drumming and stargazing",
    ],
  },
  {
    title: "Our Riad in Fes",
    ...nightsFrom(6, stayNights.fesRiad),
    location: "Fes el-Bali, Fes",
    description:
      "A riad deep in the old medina of Fes, with carved cedar, zellige floors and a roof terrace looking over the rooftops to the hills. Our base for exploring Fes and the day trip to Chefchaouen.",
    image: "/media/fes-riad.svg",
    highlights: [
      pricing.fesRiad,
      "Inside the world's largest car-free medina",
      "Roof terrace with views over Fes el-Bali",
    ],
  },
];

/**
 * Where the squad sleeps on the night of a trip day: the stay whose nights hold it, the latest to begin when two do
 * (the villa's listed nights take in the desert camp's), or none after the last night.
 */
export function stayOfNight(day: number): Stay | undefined {
  return stays.filter((stay) => day >= stay.firstNight && day < stay.firstNight + stay.nights).at(-1);
}

/** The nights the trip spends somewhere: each trip day's night with a stay booked. */
export const tripNights = dayThemes.filter((_, day) => stayOfNight(day) !== undefined).length;

/** The trip days whose night is spent at a stay: the villa's are days 1-4, its fifth listed night being the camp's. */
export function nightsSpentAt(stay: Stay): number[] {
  return dayThemes.flatMap((_, day) => (stayOfNight(day) === stay ? [day] : []));
}
