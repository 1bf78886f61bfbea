import { describe, expect, it } from "vitest";
import * as content from "./index";
import { dayThemes, lastDay } from "./day-themes";
import {
  additionalExpenses,
  dailyActivityCosts,
  days,
  dietaryNote,
  dinners,
  faqCategories,
  featuredActivities,
  mapCategories,
  moneyTips,
  overviewCards,
  paymentMethods,
  places,
  quotes,
  stayCosts,
  stays,
  stayOfNight,
  tips,
  trip,
  villaAmenities,
} from "./index";

// Keeps the trip content honest against the spec: the figures below are typed
// out literally (not imported) so changing a constant by mistake fails here.

const serialized = (value: unknown) => JSON.stringify(value);
const everything = serialized(content);
const budgetPage = serialized({ stayCosts, dailyActivityCosts, additionalExpenses, paymentMethods, moneyTips });
const faqPage = serialized(faqCategories);

function dayText(dayNumber: number): string {
  return serialized(days.find((day) => day.day === dayNumber));
}

const specThemes = [
  "Arrival & Shopping",
  "Rest & Relax",
  "Discover Marrakech",
  "Desert Fun",
  "Gardens & Souks",
  "Sahara Desert Adventure",
  "Journey to Fes",
  "Explore Fes",
  "Chefchaouen Day Trip",
  "Casablanca & Departure",
];

/** Spec section 9 costs, each with the day on which a guest pays it. */
const costsByDay: [figure: string, day: number][] = [
  ["About $45 per car, paid in cash", 0],
  ["$45 per person for 1 night", 0],
  ["$40-60 per person", 0],
  ["$20 deposit", 0],
  ["5 nights listed", 1],
  ["optional $50 per person contribution", 1],
  ["Hammam & Massage", 1],
  ["$60 per person", 1],
  ["$10 per person", 2],
  ["$10 per person plus museum fees", 2],
  ["$10 per person for the guide", 2],
  ["$100-120 per person", 2],
  ["$117 per person", 3],
  ["About $40 per person", 3],
  ["Minimum spend $75 per person", 3],
  ["Garden $18", 4],
  ["Musée YSL $15", 4],
  ["$5 per person for the guide", 4],
  ["$95 per person (activities, dinner and breakfast)", 5],
  ["$45 per person (about 6 hours)", 6],
  ["$90 per person in total for 3 nights", 6],
  ["About $13 per person", 9],
];

const budgetFigures = [
  "$45 per person", "Optional $50 per person", "5 nights listed (Nov 22-26)", "$95 per person", "$90 per person total",
  "About $45 per car", "$45 per person (about 6 hours)", "$117", "$60", "$10 per person", "plus museum fees",
  "$10 per person for the guide", "About $40", "Minimum spend $75", "Garden $18", "Musée YSL $15", "$5 per person",
  "$40-60", "$20 deposit", "$100-120", "About $13",
];

const moneyFacts = ["about 10 MAD per $1", "28 MAD", "$2.75", "per person per night", "10-15%", "1000-2000 MAD", "40-50%", "1-3%", "$100-$500+"];
const villaFigures = ["13 suites", "2 pools", "1.4-hectare estate", "after 3 PM", "about 11 AM", "20-25 minute drive to downtown"];
const practicalFigures = ["220V", "Type C/E", "US and Canadian citizens", "under 90 days", "six months", "15-25°C"];

describe("days", () => {
  it("are numbered 0-9 with the spec themes in order", () => {
    expect(days.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(days.map((day) => day.theme)).toEqual(specThemes);
    // The light list that menus read describes exactly these days.
    expect([...dayThemes]).toEqual(specThemes);
    expect(lastDay).toBe(days.length - 1);
  });

  it("have a description and 3-5 activities, each with one or two times of day", () => {
    for (const day of days) {
      expect(day.description.length).toBeGreaterThan(80);
      expect(day.activities.length).toBeGreaterThanOrEqual(3);
      expect(day.activities.length).toBeLessThanOrEqual(5);
      for (const activity of day.activities) {
        const types = Array.isArray(activity.type) ? activity.type : [activity.type];
        expect(types.length).toBeGreaterThanOrEqual(1);
        expect(types.length).toBeLessThanOrEqual(2);
        expect(new Set(types).size).toBe(types.length);
        expect(activity.time).toMatch(/^\d{2}:\d{2}$/);
      }
    }
  });

  it("list each day's activities in time order", () => {
    for (const day of days) {
      const times = day.activities.map((activity) => activity.time);
      expect(times).toEqual([...times].sort());
    }
  });

  it("carry the work-in-progress note on days 7, 8 and 9 only, with departures on day 8", () => {
    expect(days.filter((day) => day.note).map((day) => day.day)).toEqual([7, 8, 9]);
    for (const dayNumber of [7, 8, 9]) expect(dayText(dayNumber)).toMatch(/Fes itinerary is still a work in progress/);
    expect(days[8]?.note).toMatch(/guests begin departing/);
  });

  it("put the photographer on day 4, a Tuesday", () => {
    expect(dayText(4)).toMatch(/photographer/i);
    expect(tips.find((tip) => tip.title === "Dress for Photos")?.body).toMatch(/Tuesday \(day 4\)/);
  });
});

describe("costs", () => {
  it.each(costsByDay)("shows %s on day %i", (figure, dayNumber) => {
    expect(dayText(dayNumber)).toContain(figure);
  });

  it.each(budgetFigures)("lists %s in the budget guide", (figure) => {
    expect(budgetPage).toContain(figure);
  });

  it.each(moneyFacts)("states the money fact %s in the budget guide and the FAQ", (fact) => {
    expect(budgetPage).toContain(fact);
    expect(faqPage).toContain(fact);
  });

  it.each([...villaFigures, ...practicalFigures])("states %s somewhere a guest reads it", (figure) => {
    expect(everything).toContain(figure);
    expect(faqPage).toContain(figure);
  });

  it("names all three payment methods", () => {
    expect(paymentMethods.map((method) => method.title)).toEqual(["Cash", "Credit Cards", "ATMs"]);
  });
});

describe("dinners", () => {
  it("are the four spec dinners, with specials on days 2 and 4 and a video on day 4", () => {
    expect(dinners.map((dinner) => dinner.day)).toEqual([0, 2, 3, 4]);
    expect(dinners.filter((dinner) => dinner.special).map((dinner) => dinner.day)).toEqual([2, 4]);
    const palace = dinners[3];
    expect(palace?.mediaType).toBe("video");
    expect(palace?.image).toMatch(/\.mp4$/);
    expect(dinners.filter((dinner) => dinner.mediaType === "video")).toHaveLength(1);
  });

  it("give cuisine, time, pricing and dress code", () => {
    for (const dinner of dinners) {
      for (const field of [dinner.cuisine, dinner.time, dinner.pricing, dinner.dressCode]) expect(field).not.toBe("");
    }
  });

  it("carry the Dietary Restrictions note addressed to the host", () => {
    expect(dietaryNote.title).toBe("Dietary Restrictions");
    expect(dietaryNote.body).toMatch(/allergies/i);
    expect(dietaryNote.body).toMatch(/host/);
  });
});

describe("stays", () => {
  it("are the four stays with their nights", () => {
    expect(stays.map((stay) => stay.title)).toEqual(["Riad L-Authentic", "Villa Royale", "Desert Camp", "Our Riad in Fes"]);
    expect(stays.map((stay) => stay.dates)).toEqual([
      "Nov 21 (1 night)",
      "Nov 22-26 (5 nights listed)",
      "Nov 26 (1 night)",
      "Nov 27-29 (3 nights)",
    ]);
    for (const stay of stays) expect(stay.highlights.length).toBeGreaterThanOrEqual(3);
    expect(stayCosts).toHaveLength(4);
  });

  it("list the six villa amenities", () => {
    expect(villaAmenities.map((amenity) => amenity.value)).toEqual(villaFigures);
  });
});

describe("home page", () => {
  it("names the trip and its overview cards", () => {
    expect(trip.title).toBe("Golden Goat Getaway");
    expect(trip.subtitle).toBe("A Marrakech Adventure");
    expect(trip.countdownTarget).toBe("2025-11-21T10:00:00Z");
    expect(overviewCards.map((card) => [card.title, card.value])).toEqual([
      ["Destinations", "Marrakech and Fes"],
      ["Duration", "10 Days"],
      ["Squad Size", "22"],
      ["Highlight", "TBD"],
    ]);
    expect(overviewCards[1]?.detail).toBe("Nov 21-30, 2025");
  });

  it("has three attributed quotes", () => {
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) expect(quote.author).not.toBe("");
  });

  it("has the four information tips with their key facts", () => {
    expect(tips.map((tip) => tip.title)).toEqual(["Weather", "Accommodation", "Cash & Essentials", "Dress for Photos"]);
    expect(tips[0]?.body).toContain("15-25°C");
    expect(tips[2]?.body).toMatch(/Moroccan dirham.*Type C\/E/);
  });

  it("has the three featured cards linking to real days", () => {
    expect(featuredActivities.map((card) => card.title)).toEqual(["Culture & Cuisine", "Action & Adventure", "Shopping"]);
    for (const card of featuredActivities) expect(card.path).toMatch(/^\/day\/[0-9]$/);
  });
});

describe("FAQ", () => {
  const named = [
    "Travel & Arrival",
    "Money & Practicalities",
    "Clothing & Packing",
    "Villa Life",
    "Weather & Timing",
    "Getting Around",
    "Culture & Language",
  ];

  it("has eight categories including the seven named ones, each with at least three questions", () => {
    expect(faqCategories).toHaveLength(8);
    expect(faqCategories.map((category) => category.title)).toEqual(expect.arrayContaining(named));
    for (const category of faqCategories) expect(category.items.length).toBeGreaterThanOrEqual(3);
  });

  it("never repeats a question", () => {
    const questions = faqCategories.flatMap((category) => category.items.map((item) => item.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
});

describe("map", () => {
  it("has the seven Map Color Guide categories with distinct colours", () => {
    expect(mapCategories.map((category) => category.label)).toEqual([
      "Food & Beverage",
      "Cultural Tourism",
      "Shopping",
      "Activities & Experiences",
      "Historical Tourism",
      "Major Must-See Sites",
      "Unique & Romantic",
    ]);
    expect(new Set(mapCategories.map((category) => category.color.toLowerCase())).size).toBe(7);
  });

  it("recommends at least three places in every category", () => {
    for (const category of mapCategories) {
      expect(places.filter((place) => place.category === category.id).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("puts every place at its own point in Morocco", () => {
    for (const { name, at } of places) {
      expect(at.lat, name).toBeGreaterThan(27.6);
      expect(at.lat, name).toBeLessThan(35.95);
      expect(at.lng, name).toBeGreaterThan(-13.2);
      expect(at.lng, name).toBeLessThan(-1);
    }
    expect(new Set(places.map(({ at }) => `${at.lat},${at.lng}`)).size).toBe(places.length);
  });
});

describe("the stay of a night", () => {
  it("is the stay whose nights hold it, the desert camp's night inside the villa's listed ones, and none after the last", () => {
    expect([0, 1, 4, 5, 6, 8, 9].map((day) => stayOfNight(day)?.title)).toEqual([
      "Riad L-Authentic",
      "Villa Royale",
      "Villa Royale",
      "Desert Camp",
      "Our Riad in Fes",
      "Our Riad in Fes",
      undefined,
    ]);
  });
});
