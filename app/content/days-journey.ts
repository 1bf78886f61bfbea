import { pricing, stayNights, trainToFesHours } from "./costs";
import { dressCodes } from "./dress-codes";
import { dayThemes } from "./day-themes";
import type { Day } from "./types";

// Days 5-9: the Zagora desert, Fes, Chefchaouen and Casablanca.

const fesWorkInProgress =
  "The Fes itinerary is still a work in progress: times and stops may change, and the host will share updates here.";

export const journeyDays: Day[] = [
  {
    day: 5,
    theme: dayThemes[5],
    description:
      "Road trip! We cross the High Atlas on the Tizi n'Tichka pass, stop at the mud-brick ksar of Aït Benhaddou and follow the palm groves of the Draa Valley to the dunes near Zagora, where camels carry us to a camp under more stars than you knew existed.",
    heroImages: ["/media/camel-dunes.svg", "/media/camp-fire-night.svg"],
    activities: [
      {
        time: "07:00",
        title: "Over the High Atlas",
        location: "Tizi n'Tichka pass",
        description:
          "A winding mountain road with Berber villages clinging to red slopes and a photo stop at the pass, more than 2,200 metres up. Motion-sickness tablets recommended.",
        type: "morning",
        dressCode: dressCodes.desert,
        image: "/media/atlas-mountains.svg",
      },
      {
        time: "11:30",
        title: "Aït Benhaddou",
        location: "Ksar of Aït Benhaddou, near Ouarzazate",
        description:
          "A UNESCO-listed fortified village of earthen kasbahs, the film set you may recognise from Gladiator and Game of Thrones. Climb to the granary at the top for the view, then lunch by the river.",
        type: ["morning", "afternoon"],
        image: "/media/ait-benhaddou.svg",
      },
      {
        time: "16:30",
        title: "Sunset Camel Ride",
        location: "Dunes near Zagora",
        description:
          "We swap the cars for camels and ride into the dunes as the sand turns gold, then pink, then violet.",
        type: ["afternoon", "evening"],
        pricing: pricing.desertCampIncluded,
        dressCode: dressCodes.desert,
        image: "/media/camel-dunes.svg",
      },
      {
        time: "19:30",
        title: "Dinner & a Night at the Desert Camp",
        location: "Desert camp, Zagora",
        description: `Tagines by lantern light, drumming around the campfire and a night in a Berber tent. The camp covers the activities, dinner and breakfast: ${pricing.desertCamp}.`,
        type: "evening",
        pricing: pricing.desertCamp,
        dressCode: dressCodes.desert,
        image: "/media/camp-fire-night.svg",
      },
    ],
  },
  {
    day: 6,
    theme: dayThemes[6],
    description: `Our big travel day. Sunrise over the dunes, the drive back across the Atlas, then a ${trainToFesHours}-hour train north to Fes, the ancient imperial city that will be home for ${stayNights.fesRiad} nights. Bring snacks, a charged phone and a good playlist.`,
    heroImages: ["/media/desert-sunrise.svg", "/media/train-journey.svg"],
    activities: [
      {
        time: "06:30",
        title: "Sunrise Over the Dunes & Camp Breakfast",
        location: "Desert camp, Zagora",
        description:
          "Climb the nearest dune with a blanket to watch the sun come up, then warm up with bread, eggs and mint tea.",
        type: "morning",
        pricing: pricing.desertCampIncluded,
        dressCode: dressCodes.dawn,
        image: "/media/desert-sunrise.svg",
      },
      {
        time: "08:00",
        title: "Drive Back to Marrakech",
        location: "Draa Valley & Tizi n'Tichka pass",
        description:
          "The long road back through palm oases and over the mountains, with a lunch stop on the way, straight to the railway station.",
        type: ["morning", "afternoon"],
        dressCode: dressCodes.travel,
        image: "/media/draa-valley-road.svg",
      },
      {
        time: "15:00",
        title: "Train to Fes",
        location: "Marrakech railway station to Fès station",
        description: `A comfortable ${trainToFesHours}-hour ride by way of Casablanca, Rabat and Meknes. First-class carriages have reserved seats; the host will share tickets.`,
        type: ["afternoon", "evening"],
        pricing: pricing.trainToFes,
        dressCode: dressCodes.travel,
        image: "/media/train-journey.svg",
      },
      {
        time: "21:00",
        title: "Check In at Our Fes Riad",
        location: "Riad in Fes el-Bali",
        description:
          "Porters meet us at the medina gate with handcarts for our bags and lead the way through the lanes to our riad, where a late supper and soft beds are waiting.",
        type: "evening",
        pricing: pricing.fesRiad,
        image: "/media/fes-riad-arrival.svg",
      },
    ],
  },
  {
    day: 7,
    theme: dayThemes[7],
    description:
      "Fes el-Bali is the largest car-free medina in the world: more than 9,000 lanes, donkeys with the right of way, and craftsmen working exactly as they did centuries ago. Today we get lost in it, on purpose and with a guide.",
    note: fesWorkInProgress,
    heroImages: ["/media/fes-medina.svg", "/media/chouara-tannery.svg"],
    activities: [
      {
        time: "09:30",
        title: "Guided Walk Through Fes el-Bali",
        location: "Bab Bou Jeloud (the Blue Gate), Fes",
        description:
          "We enter through the tiled Blue Gate and follow Talaa Kebira, the main street of the medina, past bakeries, copper beaters and weavers, with a look through the doors of the Al Quaraouiyine mosque and university, founded in 859.",
        type: "morning",
        dressCode: dressCodes.medina,
        image: "/media/fes-medina.svg",
      },
      {
        time: "11:30",
        title: "Bou Inania Madrasa",
        location: "Talaa Kebira, Fes el-Bali",
        description:
          "A 14th-century Marinid school with some of the finest zellige, carved cedar and stucco in Morocco. Quiet, cool and breathtaking.",
        type: "morning",
        dressCode: dressCodes.medina,
        image: "/media/bou-inania.svg",
      },
      {
        time: "14:00",
        title: "Chouara Tannery",
        location: "Chouara tannery, Fes el-Bali",
        description:
          "Watch from a leather shop terrace as tanners work the honeycomb of dye pits, as they have since medieval times. You will be handed a sprig of mint for the smell; take it.",
        type: "afternoon",
        dressCode: dressCodes.medina,
        image: "/media/chouara-tannery.svg",
      },
      {
        time: "19:30",
        title: "Riad Dinner in Fes",
        location: "Our riad, Fes el-Bali",
        description:
          "A relaxed dinner of pastilla and slow-cooked tagines in the courtyard, then tea on the roof with the lights of the medina below.",
        type: "evening",
        image: "/media/fes-riad-dinner.svg",
      },
    ],
  },
  {
    day: 8,
    theme: dayThemes[8],
    description:
      "A day in the Rif mountains in Chefchaouen, the blue pearl of Morocco, where every wall, stair and doorway is washed in shades of blue. Expect the prettiest photos of the trip and a long, scenic drive there and back.",
    note: `${fesWorkInProgress} Some guests begin departing today, so say your goodbyes at breakfast.`,
    heroImages: ["/media/chefchaouen-blue.svg"],
    activities: [
      {
        time: "07:30",
        title: "Drive Into the Rif Mountains",
        location: "Fes to Chefchaouen",
        description:
          "About four hours north through olive groves and green hills, with a coffee stop along the way.",
        type: "morning",
        dressCode: dressCodes.travel,
        image: "/media/rif-road.svg",
      },
      {
        time: "12:00",
        title: "The Blue Medina",
        location: "Plaza Uta el-Hammam & the medina, Chefchaouen",
        description:
          "Wander blue lanes full of potted geraniums and sleepy cats, visit the red-walled kasbah on the main square, then lunch on goat cheese and tagine, a local speciality.",
        type: "afternoon",
        dressCode: dressCodes.medina,
        image: "/media/chefchaouen-blue.svg",
      },
      {
        time: "15:00",
        title: "Ras El Maa & the Spanish Mosque",
        location: "Ras El Maa spring, Chefchaouen",
        description:
          "Cool off where the mountain spring tumbles into the town, then walk up the hill to the Spanish Mosque for the view over the whole blue town.",
        type: "afternoon",
        image: "/media/ras-el-maa.svg",
      },
      {
        time: "17:00",
        title: "Return to Fes",
        location: "Chefchaouen to Fes",
        description:
          "Back to the riad for a last evening together in Fes. Guests flying out early can head straight for their transfers.",
        type: "evening",
        image: "/media/fes-night-return.svg",
      },
    ],
  },
  {
    day: 9,
    theme: dayThemes[9],
    description:
      "Our last day: a morning train to Casablanca, a visit to the magnificent Hassan II Mosque on the Atlantic and a farewell toast at Rick's Café before flights home. Thank you for being part of it.",
    note: fesWorkInProgress,
    heroImages: ["/media/hassan-ii-mosque.svg"],
    activities: [
      {
        time: "07:00",
        title: "Train to Casablanca",
        location: "Fès station to Casa-Voyageurs",
        description:
          "Check out of the riad and take the train west to Casablanca, about four hours. Keep your passport and tickets close.",
        type: "morning",
        dressCode: dressCodes.travel,
        image: "/media/casablanca-train.svg",
      },
      {
        time: "12:30",
        title: "Farewell Lunch at Rick's Café",
        location: "Rick's Café, Boulevard Sour Jdid, Casablanca",
        description:
          "A piano, palms and arches in a restaurant built as a tribute to the film Casablanca. Here's looking at you, squad.",
        type: "afternoon",
        dressCode: dressCodes.smartCasual,
        image: "/media/ricks-cafe.svg",
      },
      {
        time: "15:00",
        title: "Hassan II Mosque Tour",
        location: "Hassan II Mosque, Boulevard Sidi Mohammed Ben Abdallah, Casablanca",
        description:
          "One of the largest mosques in the world, built partly over the ocean, with a minaret of about 210 metres. Guided tours show non-Muslim visitors the prayer hall, ablution rooms and hammam.",
        type: "afternoon",
        pricing: pricing.hassanIIMosque,
        dressCode: dressCodes.mosque,
        image: "/media/hassan-ii-mosque.svg",
      },
      {
        time: "18:00",
        title: "Departure",
        location: "Mohammed V International Airport (CMN)",
        description:
          "Transfers to the airport, about 45 minutes from the city. Allow time for security and passport control, and spend your last dirhams before you fly: they are hard to change abroad.",
        type: "evening",
        image: "/media/departure.svg",
      },
    ],
  },
];
