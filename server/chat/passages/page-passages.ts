import {
  additionalExpenses,
  dietaryNote,
  dinners,
  featuredActivities,
  findDay,
  lastDay,
  mapCategories,
  moneyTips,
  overviewCards,
  paymentMethods,
  places,
  quotes,
  stayCosts,
  stayOfNight,
  stays,
  tips,
  trip,
  tripNights,
  villaAmenities,
} from "../../../app/content";
import type { Stay } from "../../../app/content/types";
import { perPersonEstimateSummary } from "../../../app/content/trip-estimate";
import { dayShortDate } from "../../../app/lib/trip-dates";
import { SPECIAL_EVENT_LABEL } from "../../../app/components/dinners/special-event";
import type { Fact, Passage } from "./passage";
import { answerFacts, kindOf, proseFacts, withPeriod } from "./facts";
import { clockTime, dayLabel } from "./day-passages";

// Dinners, stays, budget, map and home: one passage per card or list, each
// pointing at the page that shows it.

function dinnerPassages(): Passage[] {
  const restaurants = dinners.map((dinner, index): Passage => {
    const activity = findDay(dinner.day)?.activities.find((candidate) => candidate.pricing === dinner.pricing);
    const facts: Fact[] = [
      {
        kind: "when",
        overview: true,
        text: `${dinner.name} (${dinner.cuisine}) is on ${dayLabel(dinner.day)}, at ${clockTime(dinner.time)}.`,
      },
      ...proseFacts(dinner.description).map((fact, position) => (position === 0 ? { ...fact, overview: true } : fact)),
      // "Where's tonight's restaurant?": its name and the part of town its day's activity is held in.
      { kind: "where", text: `The dinner of Day ${dinner.day} is at ${activity?.location ?? dinner.name}.` },
      { kind: "cost", text: `Price at ${dinner.name}: ${withPeriod(dinner.pricing)}` },
      { kind: "dress", text: `Dress code at ${dinner.name}: ${withPeriod(dinner.dressCode)}` },
      // "Is tonight's dinner one of the special ones?": its card says so.
      ...(dinner.special ? [{ kind: "info" as const, text: `${dinner.name} is one of the dinners marked ${SPECIAL_EVENT_LABEL} on the Dinners page.` }] : []),
    ];
    return {
      id: `dinner-${index}`,
      url: "/dinners",
      pageTitle: "Dinners",
      title: activity ? `${dinner.name}: ${activity.title}` : `${dinner.name} dinner`,
      facts,
      keywords: `${dinner.special ? "special event" : ""} day ${dinner.day} ${dayShortDate(dinner.day)} restaurant`,
      days: [dinner.day],
    };
  });
  const dietary: Passage = {
    id: "dinner-dietary",
    url: "/dinners",
    pageTitle: "Dinners",
    title: dietaryNote.title,
    facts: proseFacts(dietaryNote.body).map((fact) => ({ ...fact, overview: true })),
    keywords: "diet allergy allergies vegetarian vegan gluten halal food intolerance notice advance",
  };
  // "How many big dinners are there?": the page's whole list, counted.
  const specials = dinners.filter((dinner) => dinner.special).map((dinner) => dinner.name);
  const overview: Passage = {
    id: "dinner-overview",
    url: "/dinners",
    pageTitle: "Dinners",
    title: "The featured dinners",
    facts: [
      {
        kind: "info",
        overview: true,
        text: `The Dinners page features ${dinners.length} dinners: ${dinners.map((dinner) => `${dinner.name} (Day ${dinner.day})`).join(", ")}; the special events are ${specials.join(" and ")}.`,
      },
      ...dinners
        .filter((dinner) => dinner.mediaType === "video")
        .map((dinner): Fact => ({ kind: "info", text: `On the Dinners page, the panel of ${dinner.name} shows a video rather than a photo.` })),
    ],
    keywords: "big group special featured dinners how many",
  };
  return [overview, ...restaurants, dietary];
}

/** The nights spent at a stay: those of its card on which no later stay begins (the villa's listed nights include the desert camp's). */
function nightsAt(stay: Stay): number[] {
  const listed = Array.from({ length: stay.nights }, (_, offset) => stay.firstNight + offset);
  return listed.filter((night) => stayOfNight(night) === stay);
}

function stayPassages(): Passage[] {
  const amenities = villaAmenities.map(
    ({ label, value }, index): Passage => ({
      id: `villa-amenity-${index}`,
      url: "/accommodations",
      pageTitle: "Accommodations",
      title: `Villa Royale ${label.toLowerCase()}`,
      facts: [
        {
          kind: /check/i.test(label) ? "when" : /downtown/i.test(label) ? "where" : "info",
          overview: true,
          text: `Villa Royale ${label.toLowerCase()}: ${withPeriod(value)}`,
        },
      ],
      keywords: "villa amenities facilities",
    }),
  );
  const cards = stays.map(
    (stay, index): Passage => ({
      days: nightsAt(stay),
      id: `stay-${index}`,
      url: "/accommodations",
      pageTitle: "Accommodations",
      title: stay.title,
      facts: [
        { kind: "when", overview: true, text: `${stay.title}: ${stay.dates}.` },
        { kind: "where", overview: true, text: `${stay.title} location: ${withPeriod(stay.location)}` },
        ...proseFacts(stay.description),
        ...stay.highlights.map((highlight) => ({ kind: kindOf(highlight), text: `${stay.title}: ${withPeriod(highlight)}` })),
      ],
      keywords: "stay accommodation sleep night nights",
    }),
  );
  // "How many places do we stay?", "list all the places we sleep": the page's whole list, counted.
  const overview: Passage = {
    id: "stay-overview",
    url: "/accommodations",
    pageTitle: "Accommodations",
    title: "Where we stay",
    facts: [
      {
        kind: "info",
        overview: true,
        text: `We stay in ${stays.length} places: ${stays.map((stay) => `${stay.title}, ${stay.dates}`).join("; ")}.`,
      },
    ],
    keywords: "stays accommodation sleep places how many list all",
  };
  return [overview, ...amenities, ...cards];
}

/** The budget's per-day activity prices are the itinerary's own, so they are found (and linked) on the day pages. */
function budgetPassages(): Passage[] {
  // A budget line and its note are read together.
  const budget = (id: string, title: string, facts: Fact[], keywords = ""): Passage => ({
    id: `budget-${id}`,
    url: "/budget",
    pageTitle: "Budget Guide",
    title,
    facts: facts.map((fact) => ({ ...fact, overview: true })),
    keywords: `budget cost ${keywords}`,
  });
  return [
    budget("estimate", "Whole trip cost per person", [{ kind: "cost", text: perPersonEstimateSummary }], "total whole overall altogether estimate money everything"),
    ...stayCosts.map((stay, index) =>
      budget(`stay-${index}`, `${stay.name} cost`, [
        { kind: "cost", overview: true, text: `${stay.name}: ${stay.cost} for ${stay.nights}.` },
        ...proseFacts(stay.note),
      ], "accommodation stay night"),
    ),
    ...additionalExpenses.map((item, index) =>
      budget(`extra-${index}`, item.name, [
        { kind: "cost", overview: true, text: `${item.name}: ${withPeriod(item.cost)}` },
        ...(item.note ? proseFacts(item.note) : []),
      ], "additional expense"),
    ),
    ...[...paymentMethods, ...moneyTips].map((tip, index) =>
      budget(`money-${index}`, tip.title, proseFacts(tip.body), "money payment advice"),
    ),
  ];
}

/** What guests call a category's places: a Food & Beverage place is a restaurant. */
const categoryWords: Partial<Record<string, string>> = { food: "restaurant" };

function mapPassages(): Passage[] {
  const labels = new Map(mapCategories.map((category) => [category.id, category.label]));
  const legend: Passage = {
    id: "map-legend",
    url: "/map",
    pageTitle: "Map",
    title: "Map Color Guide",
    facts: [
      {
        kind: "info",
        text: `The map marks ${places.length} recommended places, and its Map Color Guide has ${mapCategories.length} categories: ${mapCategories.map((category) => `${category.label} (${category.colorName} pins)`).join(", ")}.`,
      },
    ],
    keywords: "map colour color legend categories recommended places pin pins marker markers",
  };
  return [
    legend,
    ...places.map(
      (place, index): Passage => ({
        id: `place-${index}`,
        url: "/map",
        pageTitle: "Map",
        title: place.name,
        facts: [
          { kind: "where", overview: true, text: `${place.name} (${place.area}): ${withPeriod(place.description)}` },
          { kind: "info", text: `${place.name} is on the map under the category ${labels.get(place.category)}.` },
        ],
        keywords: `recommended place map ${labels.get(place.category)} ${categoryWords[place.category] ?? ""}`,
      }),
    ),
  ];
}

function homePassages(): Passage[] {
  const home = (id: string, title: string, facts: Fact[], keywords = ""): Passage => ({
    id: `home-${id}`,
    url: "/",
    pageTitle: "Home",
    title,
    facts,
    keywords,
  });
  return [
    home("trip", trip.title, [
      { kind: "when", overview: true, text: `${trip.title} (${trip.subtitle}) runs ${trip.dateRange}, ${trip.durationDays} days and ${tripNights} nights, for ${trip.occasion}.` },
      { kind: "when", text: `The trip starts on ${dayLabel(0)}, at 11:00 (11:00 AM) Morocco time, and ends on ${dayLabel(lastDay)}.` },
      { kind: "info", overview: true, text: trip.tagline },
    ], "trip start begin end finish countdown dates overview occasion"),
    ...overviewCards.map((card, index) =>
      home(`overview-${index}`, card.title, [{ kind: "info", overview: true, text: `${card.title}: ${card.value}. ${withPeriod(card.detail)}` }], "trip overview getaway home page panel"),
    ),
    home(
      "featured",
      "The featured activities",
      [{ kind: "info", overview: true, text: `The home page features ${featuredActivities.length} activities: ${featuredActivities.map((card) => card.title).join(", ")}.` }],
      "featured activities highlights home page panel panels how many which",
    ),
    ...featuredActivities.map((card, index) =>
      home(`featured-${index}`, card.title, [
        { kind: "info", overview: true, text: card.description },
        ...card.highlights.map((highlight) => ({ kind: kindOf(highlight), text: `${card.title}: ${withPeriod(highlight)}` })),
      ], "featured activities highlights home page panel"),
    ),
    ...tips.map((tip, index) =>
      home(`tip-${index}`, tip.title, proseFacts(tip.body).map((fact) => ({ ...fact, overview: true })), "tip information essentials advice"),
    ),
    home(
      "quotes",
      "The quotes on the home page",
      [{ kind: "person", overview: true, text: `The home page quotes ${quotes.length} people on Morocco: ${quotes.slice(0, -1).map((quote) => quote.author).join(", ")} and ${quotes.at(-1)?.author}.` }],
      "quote quotes quoted quotation who famous people celebs three",
    ),
    ...quotes.map((quote, index) =>
      home(
        `quote-${index}`,
        `${quote.author} on Morocco (a quote on the home page)`,
        [{ kind: "person", overview: true, text: `${quote.author} said: "${quote.text}" (${quote.source}).` }],
        "quote quotation said say what they say about morocco",
      ),
    ),
  ];
}

export function pagePassages(): Passage[] {
  return [...dinnerPassages(), ...stayPassages(), ...budgetPassages(), ...mapPassages(), ...homePassages()];
}
