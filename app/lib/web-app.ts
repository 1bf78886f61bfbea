import { trip } from "../content/trip";

// How the site presents itself once installed on a phone's Home Screen. The
// build writes the manifest and icons from this (scripts/build-pwa.ts) and the
// document links them (app/root.tsx).

export const webApp = {
  name: trip.title,
  /** Shown under the Home Screen icon, where about twelve characters fit. */
  shortName: trip.title.split(" ").slice(0, 2).join(" "),
  description: trip.tagline,
  /** Terracotta, the navbar's colour. */
  themeColor: "#B5532F",
  /** Sand, the page background, shown while the installed app starts. */
  backgroundColor: "#F6EBDD",
  manifestPath: "/manifest.webmanifest",
  serviceWorkerPath: "/sw.js",
  /** iOS ignores the manifest's icons for the Home Screen and reads this one. */
  appleTouchIcon: "/icons/apple-touch-icon.png",
  icons: [
    { src: "/icons/icon-192.png", size: 192, purpose: "any" },
    { src: "/icons/icon-512.png", size: 512, purpose: "any" },
    { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
  ],
} as const;
