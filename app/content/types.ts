// The shapes of the trip content (spec section 3). Pages render these and the
// chat assistant reads the same modules, so every fact lives in one place.

export type TimeOfDay = "morning" | "afternoon" | "evening";

/** Media are URLs under /media (files in public/media) so the host can replace a file by name. */
export type MediaUrl = `/media/${string}`;

export interface Activity {
  time: string;
  title: string;
  location: string;
  description: string;
  /** One time of day, or two for activities that span them. */
  type: TimeOfDay | [TimeOfDay, TimeOfDay];
  pricing?: string;
  dressCode?: string;
  /** An image, or a looping muted video when the file name ends in .mp4. */
  image?: MediaUrl;
}

export interface Day {
  /** 0 to 9. The calendar date is derived from this and the trip start, never typed. */
  day: number;
  theme: string;
  description: string;
  note?: string;
  heroImages?: MediaUrl[];
  activities: Activity[];
}

/** One entry of the itinerary menu. */
export interface DaySummary {
  day: number;
  /** Short text, e.g. "Nov 21". */
  date: string;
  theme: string;
  path: string;
}

export interface Restaurant {
  name: string;
  day: number;
  time: string;
  description: string;
  cuisine: string;
  pricing: string;
  dressCode: string;
  image: MediaUrl;
  mediaType: "image" | "video";
  /** Still frame shown before a video plays. */
  poster?: MediaUrl;
  special: boolean;
}

export interface Stay {
  title: string;
  /** The trip day whose night is the first spent here, and how many nights follow (as the costs list them). */
  firstNight: number;
  nights: number;
  dates: string;
  location: string;
  description: string;
  image: MediaUrl;
  highlights: string[];
}

export interface BudgetItem {
  name: string;
  cost: string;
  note?: string;
}

/** The priced activities of one day, for the budget guide. */
export interface DayCosts {
  day: number;
  theme: string;
  items: BudgetItem[];
}

export interface StayCost {
  name: string;
  nights: string;
  cost: string;
  note: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  items: FaqItem[];
}

export type MapCategoryId =
  | "food"
  | "culture"
  | "shopping"
  | "activities"
  | "history"
  | "must-see"
  | "romantic";

export interface MapCategory {
  id: MapCategoryId;
  label: string;
  color: string;
  /** The colour in words, for guests who ask "what do the red pins mean?". */
  colorName: string;
}

export interface Place {
  name: string;
  /** Neighbourhood and city, e.g. "Medina, Marrakech"; also used to search the place in a maps app. */
  area: string;
  description: string;
  category: MapCategoryId;
  /** Where its pin goes (WGS 84 degrees, as OpenStreetMap and every maps app use). */
  at: { lat: number; lng: number };
}

export interface Quote {
  text: string;
  author: string;
  source?: string;
}

export interface Tip {
  title: string;
  body: string;
}

/** A home-page card pointing at the day that best shows one side of the trip. */
export interface FeaturedActivity {
  title: string;
  description: string;
  image: MediaUrl;
  highlights: string[];
  path: string;
}
