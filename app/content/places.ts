import type { MapCategory, MapCategoryId, Place } from "./types";

// The Map Color Guide and the recommended places behind it, each with the
// point its pin marks on the map page. The page also lists the places under the
// map, so it stays useful when the tiles cannot load (no signal, no network).

/**
 * The map's background: OpenStreetMap's standard tiles, the only third-party
 * requests the site makes (the server's CSP allows their origin and no other).
 * MAP_EMBED_URL replaces the whole map with the host's own shared map.
 */
export const mapTiles = {
  origin: "https://tile.openstreetmap.org",
  urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  maxZoom: 19,
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const mapCategories: MapCategory[] = [
  { id: "food", label: "Food & Beverage", color: "#E8590C", colorName: "orange" },
  { id: "culture", label: "Cultural Tourism", color: "#7B3FBF", colorName: "purple" },
  { id: "shopping", label: "Shopping", color: "#E2A33B", colorName: "yellow" },
  { id: "activities", label: "Activities & Experiences", color: "#2E8B6E", colorName: "green" },
  { id: "history", label: "Historical Tourism", color: "#8B5E34", colorName: "brown" },
  { id: "must-see", label: "Major Must-See Sites", color: "#C92A2A", colorName: "red" },
  { id: "romantic", label: "Unique & Romantic", color: "#D6336C", colorName: "pink" },
];

export const places: Place[] = [
  { category: "food", name: "Nomad", area: "Rahba Kedima, Marrakech medina", description: "Modern Moroccan plates on a rooftop over the spice square.", at: { lat: 31.6294, lng: -7.9862 } },
  { category: "food", name: "Café des Épices", area: "Rahba Kedima, Marrakech medina", description: "Mint tea and a terrace view of the spice market bustle.", at: { lat: 31.6297, lng: -7.9868 } },
  { category: "food", name: "Al Fassia", area: "Gueliz, Marrakech", description: "A celebrated women-run kitchen: order the lamb shoulder a day ahead.", at: { lat: 31.6368, lng: -8.0135 } },
  { category: "food", name: "Le Jardin", area: "Souk Jeld Sidi Abdelaziz, Marrakech medina", description: "A leafy green courtyard hidden in the souks, perfect for lunch.", at: { lat: 31.6331, lng: -7.9886 } },

  { category: "culture", name: "Musée Yves Saint Laurent", area: "Rue Yves Saint Laurent, Gueliz, Marrakech", description: "Forty years of couture in a striking terracotta building.", at: { lat: 31.6413, lng: -8.0040 } },
  { category: "culture", name: "Maison de la Photographie", area: "Marrakech medina", description: "Vintage photographs of Morocco and a rooftop café.", at: { lat: 31.6324, lng: -7.9848 } },
  { category: "culture", name: "Dar El Bacha - Musée des Confluences", area: "Marrakech medina", description: "A pasha's palace turned museum, with a famous coffee house.", at: { lat: 31.6318, lng: -7.9944 } },
  { category: "culture", name: "Le Jardin Secret", area: "Rue Mouassine, Marrakech medina", description: "Two restored riad gardens with a tower view over the rooftops.", at: { lat: 31.6304, lng: -7.9890 } },

  { category: "shopping", name: "Souk Semmarine", area: "Marrakech medina", description: "The main artery of the souks: slippers, lanterns, leather and more.", at: { lat: 31.6277, lng: -7.9872 } },
  { category: "shopping", name: "Souk Cherifia", area: "Sidi Abdelaziz, Marrakech medina", description: "Young Moroccan designers in a calm upstairs arcade.", at: { lat: 31.6319, lng: -7.9879 } },
  { category: "shopping", name: "Ensemble Artisanal", area: "Avenue Mohammed V, Marrakech", description: "Fixed-price crafts, good for learning what things should cost.", at: { lat: 31.6262, lng: -7.9975 } },
  { category: "shopping", name: "33 Rue Majorelle", area: "Gueliz, Marrakech", description: "A concept store of Moroccan design opposite Jardin Majorelle.", at: { lat: 31.6406, lng: -8.0025 } },

  { category: "activities", name: "Agafay Desert", area: "Agafay, about 40 minutes from Marrakech", description: "Quad bikes, camel rides and balloon flights over the stone desert.", at: { lat: 31.4400, lng: -8.1700 } },
  { category: "activities", name: "Hammam de la Rose", area: "Dar El Bacha, Marrakech medina", description: "A traditional scrub and massage in a polished modern hammam.", at: { lat: 31.6312, lng: -7.9925 } },
  { category: "activities", name: "La Maison Arabe Cooking Workshop", area: "Derb Assehbe, Marrakech medina", description: "Learn tagine and Moroccan salads with a dada (traditional cook).", at: { lat: 31.6321, lng: -7.9973 } },
  { category: "activities", name: "Palmeraie Camel Ride", area: "Palmeraie, Marrakech", description: "An easy camel ride among thousands of date palms.", at: { lat: 31.6700, lng: -7.9650 } },

  { category: "history", name: "Bahia Palace", area: "Marrakech medina", description: "A 19th-century vizier's palace of painted cedar and courtyards.", at: { lat: 31.6216, lng: -7.9827 } },
  { category: "history", name: "Ben Youssef Madrasa", area: "Marrakech medina", description: "A former Koranic school with breathtaking carved stucco.", at: { lat: 31.6320, lng: -7.9862 } },
  { category: "history", name: "Saadian Tombs", area: "Kasbah, Marrakech", description: "Ornate 16th-century royal tombs rediscovered in 1917.", at: { lat: 31.6173, lng: -7.9886 } },
  { category: "history", name: "El Badi Palace", area: "Kasbah, Marrakech", description: "Vast sultan's palace ruins, with storks nesting on the walls.", at: { lat: 31.6186, lng: -7.9858 } },

  { category: "must-see", name: "Jemaa el-Fnaa", area: "Marrakech medina", description: "The great square: storytellers, musicians and food stalls at dusk.", at: { lat: 31.6258, lng: -7.9891 } },
  { category: "must-see", name: "Koutoubia Mosque", area: "Marrakech medina", description: "The 12th-century minaret that watches over the city (exterior visit).", at: { lat: 31.6237, lng: -7.9935 } },
  { category: "must-see", name: "Jardin Majorelle", area: "Gueliz, Marrakech", description: "Cactus, bamboo and the electric Majorelle blue.", at: { lat: 31.6417, lng: -8.0030 } },
  { category: "must-see", name: "Hassan II Mosque", area: "Casablanca", description: "A monumental mosque on the Atlantic, open to visitors on guided tours.", at: { lat: 33.6083, lng: -7.6325 } },

  { category: "romantic", name: "La Mamounia", area: "Bab Jdid, Marrakech", description: "Churchill's favourite hotel: gardens and a cocktail at the Churchill Bar.", at: { lat: 31.6215, lng: -7.9975 } },
  { category: "romantic", name: "Anima Garden", area: "Ourika road, Marrakech", description: "André Heller's art garden with views of the Atlas.", at: { lat: 31.4767, lng: -7.8951 } },
  { category: "romantic", name: "Menara Gardens", area: "Menara, Marrakech", description: "An olive grove and a pavilion reflected in a still pool, best at sunset.", at: { lat: 31.6131, lng: -8.0226 } },
  { category: "romantic", name: "Nobu Marrakech Rooftop", area: "Hivernage, Marrakech", description: "Cocktails above the city with the Koutoubia lit up at night.", at: { lat: 31.6200, lng: -8.0117 } },
];

export function placesIn(category: MapCategoryId): Place[] {
  return places.filter((place) => place.category === category);
}

/** A search link that opens the place in the visitor's maps app (or the maps website). */
export function placeMapsUrl(place: Place): string {
  const query = encodeURIComponent(`${place.name}, ${place.area}, Morocco`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}
