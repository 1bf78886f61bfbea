import type { MapCategory, MapCategoryId, Place } from "./types";

// The Map Color Guide and the recommended places behind it. The page lists the
// places under the legend so it stays useful when the map frame cannot load.

/** Default map: OpenStreetMap around the Marrakech medina, no account needed. MAP_EMBED_URL overrides it. */
export const defaultMapEmbedUrl =
  "https://www.openstreetmap.org/export/embed.html?bbox=-8.0700%2C31.5850%2C-7.9300%2C31.6700&layer=mapnik&marker=31.6258%2C-7.9891";

export const mapCategories: MapCategory[] = [
  { id: "food", label: "Food & Beverage", color: "#E8590C" },
  { id: "culture", label: "Cultural Tourism", color: "#7B3FBF" },
  { id: "shopping", label: "Shopping", color: "#E2A33B" },
  { id: "activities", label: "Activities & Experiences", color: "#2E8B6E" },
  { id: "history", label: "Historical Tourism", color: "#8B5E34" },
  { id: "must-see", label: "Major Must-See Sites", color: "#C92A2A" },
  { id: "romantic", label: "Unique & Romantic", color: "#D6336C" },
];

export const places: Place[] = [
  { category: "food", name: "Nomad", area: "Rahba Kedima, Marrakech medina", description: "Modern Moroccan plates on a rooftop over the spice square." },
  { category: "food", name: "Café des Épices", area: "Rahba Kedima, Marrakech medina", description: "Mint tea and a terrace view of the spice market bustle." },
  { category: "food", name: "Al Fassia", area: "Gueliz, Marrakech", description: "A celebrated women-run kitchen: order the lamb shoulder a day ahead." },
  { category: "food", name: "Le Jardin", area: "Souk Jeld Sidi Abdelaziz, Marrakech medina", description: "A leafy green courtyard hidden in the souks, perfect for lunch." },

  { category: "culture", name: "Musée Yves Saint Laurent", area: "Rue Yves Saint Laurent, Gueliz, Marrakech", description: "Forty years of couture in a striking terracotta building." },
  { category: "culture", name: "Maison de la Photographie", area: "Marrakech medina", description: "Vintage photographs of Morocco and a rooftop café." },
  { category: "culture", name: "Dar El Bacha - Musée des Confluences", area: "Marrakech medina", description: "A pasha's palace turned museum, with a famous coffee house." },
  { category: "culture", name: "Le Jardin Secret", area: "Rue Mouassine, Marrakech medina", description: "Two restored riad gardens with a tower view over the rooftops." },

  { category: "shopping", name: "Souk Semmarine", area: "Marrakech medina", description: "The main artery of the souks: slippers, lanterns, leather and more." },
  { category: "shopping", name: "Souk Cherifia", area: "Sidi Abdelaziz, Marrakech medina", description: "Young Moroccan designers in a calm upstairs arcade." },
  { category: "shopping", name: "Ensemble Artisanal", area: "Avenue Mohammed V, Marrakech", description: "Fixed-price crafts, good for learning what things should cost." },
  { category: "shopping", name: "33 Rue Majorelle", area: "Gueliz, Marrakech", description: "A concept store of Moroccan design opposite Jardin Majorelle." },

  { category: "activities", name: "Agafay Desert", area: "Agafay, about 40 minutes from Marrakech", description: "Quad bikes, camel rides and balloon flights over the stone desert." },
  { category: "activities", name: "Hammam de la Rose", area: "Dar El Bacha, Marrakech medina", description: "A traditional scrub and massage in a polished modern hammam." },
  { category: "activities", name: "La Maison Arabe Cooking Workshop", area: "Derb Assehbe, Marrakech medina", description: "Learn tagine and Moroccan salads with a dada (traditional cook)." },
  { category: "activities", name: "Palmeraie Camel Ride", area: "Palmeraie, Marrakech", description: "An easy camel ride among thousands of date palms." },

  { category: "history", name: "Bahia Palace", area: "Marrakech medina", description: "A 19th-century vizier's palace of painted cedar and courtyards." },
  { category: "history", name: "Ben Youssef Madrasa", area: "Marrakech medina", description: "A former Koranic school with breathtaking carved stucco." },
  { category: "history", name: "Saadian Tombs", area: "Kasbah, Marrakech", description: "Ornate 16th-century royal tombs rediscovered in 1917." },
  { category: "history", name: "El Badi Palace", area: "Kasbah, Marrakech", description: "Vast sultan's palace ruins, with storks nesting on the walls." },

  { category: "must-see", name: "Jemaa el-Fnaa", area: "Marrakech medina", description: "The great square: storytellers, musicians and food stalls at dusk." },
  { category: "must-see", name: "Koutoubia Mosque", area: "Marrakech medina", description: "The 12th-century minaret that watches over the city (exterior visit)." },
  { category: "must-see", name: "Jardin Majorelle", area: "Gueliz, Marrakech", description: "Cactus, bamboo and the electric Majorelle blue." },
  { category: "must-see", name: "Hassan II Mosque", area: "Casablanca", description: "A monumental mosque on the Atlantic, open to visitors on guided tours." },

  { category: "romantic", name: "La Mamounia", area: "Bab Jdid, Marrakech", description: "Churchill's favourite hotel: gardens and a cocktail at the Churchill Bar." },
  { category: "romantic", name: "Anima Garden", area: "Ourika road, Marrakech", description: "André Heller's art garden with views of the Atlas." },
  { category: "romantic", name: "Menara Gardens", area: "Menara, Marrakech", description: "An olive grove and a pavilion reflected in a still pool, best at sunset." },
  { category: "romantic", name: "Nobu Marrakech Rooftop", area: "Hivernage, Marrakech", description: "Cocktails above the city with the Koutoubia lit up at night." },
];

export function placesIn(category: MapCategoryId): Place[] {
  return places.filter((place) => place.category === category);
}

/** A search link that opens the place in the visitor's maps app (or the maps website). */
export function placeMapsUrl(place: Place): string {
  const query = encodeURIComponent(`${place.name}, ${place.area}, Morocco`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}
