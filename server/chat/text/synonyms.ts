// How guests ask versus how the content is written. Both the passages and the
// questions go through the same tables, so "price", "fee" and "how much" all
// meet the single term "cost" in the index.

/** Multi-word expressions, rewritten before splitting into words. */
export const phrases: [RegExp, string][] = [
  [/\btime ?zones?\b/g, " timezone "],
  [/\bhow much\b/g, " cost "],
  [/\bhow many dollars\b/g, " cost "],
  [/\bwhat time\b/g, " when "],
  [/\bwhat day\b/g, " when "],
  [/\bwhich day\b/g, " when "],
  [/\bwhat date\b/g, " when "],
  [/\bhot[- ]air\b/g, " balloon "],
  [/\bwi[- ]?fi\b/g, " wifi "],
  [/\bcheck[- ]in\b/g, " checkin "],
  [/\bcheck[- ]out\b/g, " checkout "],
  [/\bcash machines?\b/g, " atm "],
  [/\bcredit cards?\b/g, " card "],
  [/\bdebit cards?\b/g, " card "],
  [/\bplug adapters?\b/g, " plug "],
  [/\bpower (?:outlets?|sockets?)\b/g, " plug "],
  [/\bdress code\b/g, " dress "],
  [/\bwhat (?:should|do) i wear\b/g, " dress "],
  [/\bexchange rate\b/g, " exchange "],
  [/\bmad per\s+(?:cost\s+)?1\b/g, " mad exchange "],
  [/\btourist tax\b/g, " tax "],
  [/\bcity tax\b/g, " tax "],
  [/\bb[- ]?day\b/g, " birthday "],
  [/\byves saint laurent\b/g, " ysl "],
  [/\bsaint laurent\b/g, " ysl "],
  [/\bhassan ii\b/g, " hassan "],
  [/\bblue city\b/g, " chefchaouen "],
  [/\bred city\b/g, " marrakech "],
];

/** Single words (after stemming) folded onto one canonical term. */
export const synonymGroups: Record<string, string[]> = {
  cost: ["price", "cost", "fee", "charge", "expensive", "cheap", "pay", "paying", "paid", "usd", "dollar", "spend", "ticket", "admission", "entrance"],
  when: ["when", "date", "time", "schedule", "timing", "hour"],
  plug: ["plug", "adapter", "adaptor", "socket", "outlet", "voltage", "volt", "electricity", "electric", "charger", "power", "220v"],
  weather: ["weather", "temperature", "temp", "climate", "degree", "hot", "cold", "warm", "chilly", "celsius"],
  tip: ["tip", "tipping", "gratuity"],
  dirham: ["dirham", "mad", "currency", "dh"],
  exchange: ["exchange", "rate", "convert", "worth"],
  atm: ["atm", "withdraw", "withdrawal"],
  card: ["card", "mastercard", "amex"],
  bargain: ["bargain", "haggle", "haggling", "negotiate", "barter"],
  dress: ["dress", "wear", "outfit", "attire", "clothes", "clothing", "cloth"],
  pack: ["pack", "packing", "luggage", "suitcase", "bring"],
  visa: ["visa", "entry"],
  camp: ["camp", "camping", "glamping", "tent"],
  hammam: ["hammam", "spa", "massage"],
  balloon: ["balloon", "ballon"],
  dinner: ["dinner", "dine", "dining", "supper", "restaurant", "meal"],
  villa: ["villa", "house"],
  riad: ["riad", "guesthouse"],
  stay: ["stay", "accommodation", "lodging", "hotel", "sleep", "staying"],
  pool: ["pool", "swim", "swimming"],
  train: ["train", "rail", "railway", "oncf"],
  airport: ["airport", "flight", "fly", "flying", "arrival", "arrive", "land", "landing"],
  photo: ["photo", "photograph", "photographer", "photoshoot", "picture", "pic"],
  squad: ["squad", "people", "guest", "attendee"],
  transfer: ["transfer", "pickup", "shuttle", "taxi"],
  birthday: ["birthday", "bday"],
  depart: ["depart", "departure", "departing", "leave", "leaving"],
  mosque: ["mosque"],
  garden: ["garden", "majorelle"],
  museum: ["museum", "musee"],
  downtown: ["downtown", "center", "centre"],
  wifi: ["wifi", "internet"],
  breakfast: ["breakfast", "brunch"],
};


/** Canonical terms that say what kind of fact is asked, not about what. */
export const intentTerms = new Set(["cost", "when"]);
