/** The zip link's name for what is on screen ("everything" or "Day 3"), as the gallery shows it and Rupa quotes it. */
export function downloadLabel(what: string): string {
  return `Download ${what} (zip)`;
}
