/** The section links of the navbar and the mobile menu, in spec order. */
export const sectionLinks = [
  { label: "Dinners", to: "/dinners" },
  { label: "Accommodations", to: "/accommodations" },
  { label: "Transportation", to: "/transportation" },
  { label: "Photo Gallery", to: "/gallery" },
  { label: "Map", to: "/map" },
  { label: "Budget", to: "/budget" },
  { label: "FAQ", to: "/faq" },
] as const;

export function dayLabel(day: number, date: string): string {
  return `Day ${day} - ${date}`;
}
