import { costs, pricing, stayNights } from "./costs";
import { dressCodes } from "./dress-codes";
import { money } from "./money";
import { dayThemes } from "./day-themes";
import type { Day } from "./types";

// Days 0-4: Marrakech, the villa and the Agafay desert.

export const marrakechDays: Day[] = [
  {
    day: 0,
    theme: dayThemes[0],
    description:
      "Welcome to Marrakech! We land, find each other in the arrivals hall and trade the plane for the pink walls of the medina. After a night in a classic riad and a first wander through the souks, we sit down together for a lantern-lit welcome dinner. Pace yourself: there are nine more days of this.",
    heroImages: ["/media/souk-rugs.svg", "/media/riad-door.svg"],
    activities: [
      {
        time: "11:00",
        title: "Arrival & Airport Transfer",
        location: "Marrakech Menara Airport (RAK)",
        description:
          "Meet the squad at arrivals, grab a SIM card and some dirhams at the airport, then pile into cars for the short ride into the medina. Drivers stop at the nearest gate; porters with handcarts wheel bags through the alleys.",
        type: "morning",
        pricing: pricing.airportTransfer,
        image: "/media/airport-arrival.svg",
      },
      {
        time: "13:00",
        title: "Check In at Riad L-Authentic",
        location: "Riad L-Authentic, Marrakech medina",
        description: `Our first home: a traditional riad built around a tiled courtyard, with orange trees, cool shade and mint tea on arrival. One night here before the villa, ${costs.riadNight} per person.`,
        type: "afternoon",
        pricing: pricing.riad,
        image: "/media/riad-door.svg",
      },
      {
        time: "15:00",
        title: "First Stroll Through the Souks",
        location: "Souk Semmarine & Rahba Kedima, Marrakech medina",
        description: `Leather slippers, hand-woven rugs, brass lanterns and spice pyramids. Start bargaining at ${money.bargainingStart} of the asking price, smile, and be happy to walk away: a good deal is one you enjoy. Keep small notes handy, as most stalls take cash only.`,
        type: "afternoon",
        dressCode: dressCodes.medina,
        image: "/media/souk-rugs.svg",
      },
      {
        time: "20:00",
        title: "Welcome Dinner",
        location: "Le Foundouk, Marrakech medina",
        description:
          "Our first dinner together in a restored caravanserai near the Ben Youssef Madrasa: candlelit courtyard, a roof terrace and Moroccan dishes with a French touch. Toasts encouraged.",
        type: "evening",
        pricing: pricing.welcomeDinner,
        dressCode: dressCodes.smartCasual,
        image: "/media/lantern-arch.svg",
      },
    ],
  },
  {
    day: 1,
    theme: dayThemes[1],
    description:
      "A slow day to shake off the travel. We leave the medina for Villa Royale, a private estate of gardens, palms and two pools twenty minutes from town, and spend the afternoon doing as little as possible, preferably horizontally.",
    heroImages: ["/media/villa-gate.svg"],
    activities: [
      {
        time: "09:30",
        title: "Slow Morning & Mint Tea",
        location: "Riad L-Authentic, Marrakech medina",
        description:
          "Sleep in, then take breakfast on the riad roof terrace while the medina wakes up below. Pack up at your leisure; there is no rush today.",
        type: "morning",
        image: "/media/mint-tea.svg",
      },
      {
        time: "15:00",
        title: "Check In at Villa Royale",
        location: "Villa Royale, outskirts of Marrakech",
        description: `Check-in opens after 3 PM. Pick a suite, find the pools and claim a sunbed: this is home for ${stayNights.villa} nights. An optional ${costs.villaContribution} per person contribution helps cover the villa.`,
        type: "afternoon",
        pricing: pricing.villa,
        dressCode: dressCodes.pool,
        image: "/media/villa-gate.svg",
      },
      {
        time: "16:30",
        title: "Hammam & Massage",
        location: "Villa Royale",
        description:
          "A traditional hammam ritual: steam, black olive soap, a vigorous kessa scrub and rhassoul clay, followed by an argan-oil massage. You will leave softer than you have ever been. Book your slot with the host.",
        type: ["afternoon", "evening"],
        pricing: pricing.hammamMassage,
        image: "/media/hammam.svg",
      },
      {
        time: "19:30",
        title: "Sunset by the Pool",
        location: "Villa Royale gardens",
        description:
          "Golden light over the palms, music by the water and a relaxed first night at the villa. Bring a sweater: evenings cool quickly in November.",
        type: "evening",
        image: "/media/villa-sunset.svg",
      },
    ],
  },
  {
    day: 2,
    theme: dayThemes[2],
    description:
      "Birthday day! We spend the morning in the palaces and madrasas of the old city with a local guide, rest up in the afternoon, then go all in on gold for the birthday dinner and a guided bar crawl into the night.",
    heroImages: ["/media/bahia-palace.svg", "/media/birthday-dinner.svg"],
    activities: [
      {
        time: "08:30",
        title: "Breakfast at the Villa",
        location: "Villa Royale",
        description:
          "Msemen pancakes, amlou, fresh orange juice, eggs and plenty of coffee, served by the villa staff every morning of our stay. Sign up the night before.",
        type: "morning",
        pricing: pricing.villaBreakfast,
        image: "/media/villa-breakfast.svg",
      },
      {
        time: "09:30",
        title: "Medina Walking Tour",
        location: "Bahia Palace, Ben Youssef Madrasa & Le Jardin Secret",
        description:
          "A licensed guide leads us through the painted cedar ceilings of Bahia Palace, the carved stucco courtyard of Ben Youssef Madrasa and the quiet Islamic garden of Le Jardin Secret, with stories of sultans, viziers and caravans along the way.",
        type: ["morning", "afternoon"],
        pricing: pricing.walkingTour,
        dressCode: dressCodes.medina,
        image: "/media/bahia-palace.svg",
      },
      {
        time: "14:30",
        title: "Pool Time & Getting Ready",
        location: "Villa Royale",
        description:
          "Back to the villa for a swim, a nap and the important business of choosing which gold to wear.",
        type: "afternoon",
        image: "/media/poolside-loungers.svg",
      },
      {
        time: "19:30",
        title: "Golden Birthday Dinner",
        location: "Comptoir Darna, Hivernage",
        description:
          "The main event: a long table, Moroccan and Mediterranean plates, live music and dancers moving between the tables as we toast thirty golden years.",
        type: "evening",
        pricing: pricing.birthdayDinner,
        dressCode: dressCodes.birthday,
        image: "/media/birthday-dinner.svg",
      },
      {
        time: "22:30",
        title: "Guided Bar Crawl",
        location: "Gueliz & Hivernage",
        description:
          "A local guide takes us from rooftop cocktails to a late-night lounge, handling the taxis and the door. Drinks are paid as you go.",
        type: "evening",
        pricing: pricing.barCrawl,
        dressCode: dressCodes.smartCasual,
        image: "/media/bar-crawl.svg",
      },
    ],
  },
  {
    day: 3,
    theme: dayThemes[3],
    description:
      "An early alarm for the best view in Morocco: a hot air balloon rising over the Agafay stone desert with the snowy High Atlas behind. Then a day of dunes, camels and quad bikes, and a private rooftop dinner at Nobu to end it in style.",
    heroImages: ["/media/balloons-agafay.svg", "/media/agafay-desert.svg"],
    activities: [
      {
        time: "05:30",
        title: "Hot Air Balloon at Sunrise",
        location: "Agafay desert, about 40 minutes from Marrakech",
        description:
          "Pickup in the dark, tea by the burners, then up we go as the sun lights the Atlas. About an hour in the air, a gentle landing and a Berber breakfast in a tent.",
        type: "morning",
        pricing: pricing.hotAirBalloon,
        dressCode: dressCodes.dawn,
        image: "/media/balloons-agafay.svg",
      },
      {
        time: "11:00",
        title: "Agafay Desert Day",
        location: "Agafay desert",
        description:
          "Quad bikes and camel rides across the rocky hills, lunch under a Berber tent and a lazy afternoon by a desert-camp pool with views all the way to the mountains.",
        type: ["morning", "afternoon"],
        pricing: pricing.agafayDay,
        dressCode: dressCodes.desert,
        image: "/media/agafay-desert.svg",
      },
      {
        time: "17:00",
        title: "Back to the Villa",
        location: "Villa Royale",
        description: "Shake out the sand, shower and rest before dinner.",
        type: "afternoon",
        image: "/media/villa-evening.svg",
      },
      {
        time: "20:00",
        title: "Private Rooftop Dinner at Nobu",
        location: "Nobu Hotel Marrakech rooftop, Hivernage",
        description:
          "Japanese-Peruvian plates with a Moroccan accent on a private rooftop above Hivernage, with the Koutoubia lit up in the distance.",
        type: "evening",
        pricing: pricing.nobu,
        dressCode: dressCodes.smartCasual,
        image: "/media/rooftop-night.svg",
      },
    ],
  },
  {
    day: 4,
    theme: dayThemes[4],
    description:
      "Photo day! A photographer joins us in the morning light, then we walk through the electric blue of Jardin Majorelle and the Musée YSL before a guided dive into the souks and a candlelit palace dinner.",
    heroImages: ["/media/majorelle-garden.svg", "/media/palace-dinner-poster.svg"],
    activities: [
      {
        time: "08:30",
        title: "Group Photoshoot",
        location: "Villa Royale gardens",
        description:
          "A professional photographer spends the morning with us: group shots, couples, portraits and plenty of candids among the palms. See the Dress for Photos tip and bring your best colours.",
        type: "morning",
        dressCode: dressCodes.photos,
        image: "/media/photoshoot.svg",
      },
      {
        time: "11:00",
        title: "Jardin Majorelle & Musée YSL",
        location: "Rue Yves Saint Laurent, Gueliz",
        description:
          "Cactus groves, bamboo and lily ponds around Jacques Majorelle's cobalt-blue studio, then the museum of Yves Saint Laurent's couture next door. Tickets are timed, so the host books them in advance.",
        type: ["morning", "afternoon"],
        pricing: pricing.majorelleAndMuseum,
        image: "/media/majorelle-garden.svg",
      },
      {
        time: "14:30",
        title: "Guided Souk Shopping",
        location: "Souks of the Marrakech medina",
        description: `A guide who knows the workshops leads us to the best leather, ceramics, lanterns and rugs, and helps with the haggling. Many guests budget ${money.shoppingBudget} for shopping.`,
        type: "afternoon",
        pricing: pricing.soukGuide,
        dressCode: dressCodes.medina,
        image: "/media/souk-spices.svg",
      },
      {
        time: "20:00",
        title: "Palace Dinner",
        location: "Dar Yacout, Marrakech medina",
        description:
          "A feast in a candlelit palace of tiled fountains, arches and rose petals, with a rooftop aperitif over the medina first.",
        type: "evening",
        pricing: pricing.palaceDinner,
        dressCode: dressCodes.palace,
        image: "/media/palace-dinner.mp4",
      },
    ],
  },
];
