import { costs } from "./costs";
import { money } from "./money";
import type { FeaturedActivity } from "./types";

/** The three home-page cards, each pointing at the day that shows it best. */
export const featuredActivities: FeaturedActivity[] = [
  {
    title: "Culture & Cuisine",
    description:
      "Painted palaces and carved madrasas by day, tagines, pastilla and a golden birthday feast by night.",
    image: "/media/culture-cuisine.svg",
    highlights: [
      `Medina walking tour (${costs.walkingTour} plus museum fees)`,
      "Bahia Palace and Ben Youssef Madrasa",
      "Four featured dinners, from the medina to a palace",
    ],
    path: "/day/2",
  },
  {
    title: "Action & Adventure",
    description:
      "Float over the Agafay desert at sunrise, race quad bikes across the hills and ride camels into the Zagora dunes.",
    image: "/media/action-adventure.svg",
    highlights: [
      `Hot air balloon (${costs.hotAirBalloon})`,
      `Agafay desert day (about ${costs.agafayDay})`,
      `A night at the desert camp (${costs.desertCamp})`,
    ],
    path: "/day/3",
  },
  {
    title: "Shopping",
    description:
      "Rugs, lanterns, leather, ceramics and spices: the souks of Marrakech and Fes are a treasure hunt with mint tea.",
    image: "/media/shopping-souk.svg",
    highlights: [
      `A local souk guide (${costs.soukGuide})`,
      `Bargaining starts at ${money.bargainingStart} of the asking price`,
      `Typical shopping budget: ${money.shoppingBudget}`,
    ],
    path: "/day/4",
  },
];
