import { findDay } from "./days";
import type { Activity, Restaurant } from "./types";

// The four featured dinners. Day, time, price, dress code and image come from
// the matching itinerary activity, so the dinners page and the day pages always
// agree; this module adds only what a restaurant card says beyond the itinerary.

type DinnerDetails = Pick<Restaurant, "name" | "day" | "cuisine" | "description" | "special"> & {
  activityTitle: string;
  poster?: Restaurant["poster"];
};

type DinnerActivity = Activity & Required<Pick<Activity, "pricing" | "dressCode" | "image">>;

function isDinnerActivity(activity: Activity | undefined): activity is DinnerActivity {
  return Boolean(activity?.pricing && activity.dressCode && activity.image);
}

function itineraryActivity(dayNumber: number, title: string): DinnerActivity {
  const activity = findDay(dayNumber)?.activities.find((candidate) => candidate.title === title);
  if (!isDinnerActivity(activity)) {
    throw new Error(`Dinner "${title}" needs a priced, dressed, illustrated activity on day ${dayNumber}`);
  }
  return activity;
}

function dinner({ activityTitle, poster, ...details }: DinnerDetails): Restaurant {
  const { time, pricing, dressCode, image } = itineraryActivity(details.day, activityTitle);
  return {
    ...details,
    time,
    pricing,
    dressCode,
    image,
    mediaType: image.endsWith(".mp4") ? "video" : "image",
    ...(poster ? { poster } : {}),
  };
}

export const dinners: Restaurant[] = [
  dinner({
    name: "Le Foundouk",
    day: 0,
    activityTitle: "Welcome Dinner",
    cuisine: "Moroccan & French",
    description:
      "A former foundouk (a caravan merchants' inn) turned candlelit restaurant, a few steps from the Ben Youssef Madrasa. We take over the courtyard for our first night together: zaalouk, briouats and lamb tagine with prunes, with a nightcap on the roof terrace.",
    special: false,
  }),
  dinner({
    name: "Comptoir Darna",
    day: 2,
    activityTitle: "Golden Birthday Dinner",
    cuisine: "Moroccan & Mediterranean, with live entertainment",
    description:
      "The golden birthday party. Comptoir Darna has been the liveliest dinner in Hivernage for more than twenty years: a long table for the squad, a set menu of Moroccan classics, and musicians and dancers filling the room as the evening builds.",
    special: true,
  }),
  dinner({
    name: "Nobu Marrakech Rooftop",
    day: 3,
    activityTitle: "Private Rooftop Dinner at Nobu",
    cuisine: "Japanese-Peruvian (Nobu signature dishes)",
    description:
      "After a day in the desert, a private rooftop high above Hivernage: black cod miso, yellowtail jalapeño and cocktails under the stars, with the Atlas on the horizon at dusk.",
    special: false,
  }),
  dinner({
    name: "Dar Yacout",
    day: 4,
    activityTitle: "Palace Dinner",
    cuisine: "Traditional Moroccan feast",
    description:
      "A legendary palace restaurant in the medina, all carved plaster, tiled columns and candlelight. Aperitifs on the rooftop, then a slow feast of salads, pastilla, tagine and couscous in the candlelit salons around the courtyard, with musicians playing through the night.",
    special: true,
    poster: "/media/palace-dinner-poster.svg",
  }),
];

export const dietaryNote = {
  title: "Dietary Restrictions",
  body: "Allergies, intolerances or preferences (vegetarian, vegan, gluten-free, no alcohol, anything else)? Please tell the host at least two weeks before the trip so every restaurant can prepare a proper plate for you. Moroccan kitchens are generous and happy to adapt when they know in advance.",
} as const;
