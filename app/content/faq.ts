import { dayLongDate, formatDayRange } from "../lib/trip-dates";
import { costs, pricing, stayNights } from "./costs";
import { dressCodes } from "./dress-codes";
import { money } from "./money";
import { practical } from "./practical";
import { villaFacts } from "./stays";
import { trip } from "./trip";
import type { FaqCategory } from "./types";

// Answers quote the shared constants, so the FAQ cannot drift from the itinerary or the budget.

export const faqCategories: FaqCategory[] = [
  {
    title: "Travel & Arrival",
    items: [
      {
        question: "When should I arrive?",
        answer: `The trip starts on ${dayLongDate(0)} at 11:00 Morocco time, at ${practical.arrivalAirport}. Aim to land that morning, or arrive a day early and meet us at the riad.`,
      },
      {
        question: "Do I need a visa?",
        answer: `${practical.visa}, with ${practical.passportValidity}. Other nationalities should check with their Moroccan consulate well before booking.`,
      },
      {
        question: "How do I get from the airport?",
        answer: `We share cars from ${practical.arrivalAirport} to the medina: ${pricing.airportTransfer}. It takes about 20 minutes.`,
      },
      {
        question: "Where do we leave from at the end?",
        answer: `Day 9 ends in Casablanca, so book your flight home from ${practical.departureAirport} on the evening of ${dayLongDate(9)}, or later. Some guests leave from Fes on day 8 (${dayLongDate(8)}) instead.`,
      },
    ],
  },
  {
    title: "Money & Practicalities",
    items: [
      {
        question: "What currency is used, and how much is it worth?",
        answer: `The ${money.currency}, at ${money.exchangeRate}. Dirhams cannot easily be bought abroad, so withdraw them on arrival.`,
      },
      {
        question: "Should I bring cash or cards?",
        answer: `Both. Cash for souks, taxis and tips; cards for hotels and bigger restaurants (foreign fees are typically ${money.cardForeignFees}). ATMs are everywhere in town: withdraw ${money.atmWithdrawal} at a time.`,
      },
      {
        question: "How much should I tip?",
        answer: `${money.restaurantTipping} at restaurants is standard, plus small change for porters and helpers.`,
      },
      {
        question: "Is there a tourist tax?",
        answer: `Yes: ${money.touristTax}, added by riads and hotels.`,
      },
      {
        question: "How does bargaining work?",
        answer: `Start at ${money.bargainingStart} of the asking price, stay friendly and meet in the middle. Many guests budget ${money.shoppingBudget} for shopping.`,
      },
    ],
  },
  {
    title: "Clothing & Packing",
    items: [
      {
        question: "What should I wear in the medina?",
        answer: `${dressCodes.medina}. Morocco is relaxed about tourists, but covering up is respectful and keeps the attention down.`,
      },
      {
        question: "Which plug adapter do I need?",
        answer: `Morocco uses ${practical.plugs} plugs at ${practical.voltage}. Bring a universal adapter; most phone and laptop chargers handle 220V without a converter.`,
      },
      {
        question: "What do I wear to the birthday dinner?",
        answer: `${dressCodes.birthday}. The palace dinner on day 4 is dressy too, and the other dinners are smart casual.`,
      },
      {
        question: "What should I pack for the desert camp?",
        answer: `${dressCodes.desert}. A headlamp, lip balm and sunglasses help, and a small overnight bag is easier on a camel than a suitcase.`,
      },
    ],
  },
  {
    title: "Villa Life",
    items: [
      {
        question: "What is Villa Royale like?",
        answer: `A private ${villaFacts.estate} with ${villaFacts.suites} and ${villaFacts.pools}, a ${villaFacts.driveToDowntown}. It is home for ${stayNights.villa} nights (${formatDayRange(1, stayNights.villa)}).`,
      },
      {
        question: "What are check-in and check-out times?",
        answer: `Check-in is ${villaFacts.checkIn} and check-out ${villaFacts.checkOut}.`,
      },
      {
        question: "Is breakfast included?",
        answer: `Breakfast at the villa is ${costs.villaBreakfast} per person; sign up the evening before.`,
      },
      {
        question: "Can I book a massage?",
        answer: `Yes: a hammam and massage is ${costs.hammamMassage}. Slots are limited, so tell the host which day you would like.`,
      },
      {
        question: "Do I have to pay for the villa?",
        answer: `The villa has an optional ${costs.villaContribution} per person contribution.`,
      },
    ],
  },
  {
    title: "Weather & Timing",
    items: [
      {
        question: "What will the weather be like?",
        answer: `Sunny and mild: ${practical.weather} in the daytime, with cool evenings. The desert and the Atlas get cold at night, sometimes near freezing.`,
      },
      {
        question: "What time zone is Morocco in?",
        answer: `${practical.timeZone}. All times on this site are local Morocco time.`,
      },
      {
        question: "How early is the hot air balloon?",
        answer: `Pickup is before dawn on day 3. The flight is ${costs.hotAirBalloon} per person, and it is worth every yawn.`,
      },
      {
        question: "Will it rain?",
        answer: "Rarely in late November, though a passing shower is possible, especially in Fes and the Rif mountains. A light rain jacket is enough.",
      },
    ],
  },
  {
    title: "Getting Around",
    items: [
      {
        question: "How do we get to Fes?",
        answer: `By train from Marrakech: ${pricing.trainToFes}. The host shares tickets before day 6.`,
      },
      {
        question: "How do we get around Marrakech?",
        answer: "The medina is best on foot; cars stop at the gates. Between the villa, Gueliz and the medina we use arranged cars or petit taxis (agree the fare or insist on the meter).",
      },
      {
        question: "How do we get to the desert camp?",
        answer: `By road over the High Atlas on day 5, with a stop at Aït Benhaddou, to the dunes near Zagora. The camp is ${pricing.desertCamp}.`,
      },
      {
        question: "How do we get from Fes to Casablanca?",
        answer: "By train on the morning of day 9, about four hours to Casa-Voyageurs station. Transfer details are being finalized on the Transportation page.",
      },
    ],
  },
  {
    title: "Culture & Language",
    items: [
      {
        question: "What languages are spoken?",
        answer: "Moroccan Arabic (Darija) and Amazigh (Berber) languages, with French widely spoken and English common in tourist areas. \"Salam\" (hello) and \"shukran\" (thank you) go a long way.",
      },
      {
        question: "Can I visit mosques?",
        answer: `Most mosques in Morocco are closed to non-Muslims, but the Hassan II Mosque in Casablanca welcomes visitors on guided tours (${pricing.hassanIIMosque}) on day 9. Dress code: ${dressCodes.mosque}.`,
      },
      {
        question: "Can I take photos of people?",
        answer: "Always ask first, and accept a no. Performers in Jemaa el-Fnaa expect a few dirhams for a photo.",
      },
      {
        question: "Is alcohol available?",
        answer: "Yes, in licensed hotels, bars and many restaurants, though not in most medina cafés. Drinking in public is not acceptable.",
      },
    ],
  },
  {
    title: "Health & Safety",
    items: [
      {
        question: "Can I drink the tap water?",
        answer: "Stick to bottled or filtered water, and be wary of ice and raw salads in simple places if your stomach is sensitive.",
      },
      {
        question: "Is Morocco safe?",
        answer: `Yes, for a group like ours. Watch for pickpockets in crowds, ignore unofficial "guides" who offer directions, and keep your passport in the riad or villa safe. We travel as a squad of ${trip.squadSize}.`,
      },
      {
        question: "Do I need travel insurance?",
        answer: "Strongly recommended, covering medical care and the balloon flight and quad biking if you join them.",
      },
      {
        question: "What about altitude and motion sickness?",
        answer: "The road over the Tizi n'Tichka pass on days 5 and 6 is long and winding. Bring motion-sickness tablets if you need them.",
      },
    ],
  },
];
