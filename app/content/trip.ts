import type { MediaUrl } from "./types";

// The trip's identity. The host edits the title, subtitle and tagline here and
// every page, the page titles and the chat assistant follow.

export const trip = {
  title: "Golden Goat Getaway",
  subtitle: "A Marrakech Adventure",
  tagline:
    "Ten days of souks, sunsets, dunes and mint tea to celebrate a 30th golden birthday in the Red City and beyond.",
  occasion: "the host's 30th golden birthday",
  /** First day of the trip (day 0), a calendar date in Morocco. */
  startDate: "2025-11-21",
  /** 11:00 in Africa/Casablanca (UTC+1 on that day): the same instant for every visitor. */
  countdownTarget: "2025-11-21T10:00:00Z",
  timeZone: "Africa/Casablanca",
  dateRange: "Nov 21-30, 2025",
  durationDays: 10,
  squadSize: 22,
  destinations: ["Marrakech", "Agafay", "Zagora", "Fes", "Chefchaouen", "Casablanca"],
  heroImage: "/media/hero-marrakech.svg" satisfies MediaUrl,
} as const;

export interface OverviewCard {
  title: string;
  value: string;
  detail: string;
}

export const overviewCards: OverviewCard[] = [
  {
    title: "Destinations",
    value: "Marrakech and Fes",
    detail: "With a night in the Zagora desert, a day in blue Chefchaouen and a farewell in Casablanca.",
  },
  {
    title: "Duration",
    value: `${trip.durationDays} Days`,
    detail: trip.dateRange,
  },
  {
    title: "Squad Size",
    value: String(trip.squadSize),
    detail: "Friends and family from near and far.",
  },
  {
    title: "Highlight",
    value: "TBD",
    detail: "Every day has a contender. Vote with your camera roll.",
  },
];
