import fs from "node:fs";
import path from "node:path";
import { webApp } from "../../app/lib/web-app";

/** The web app manifest: what a phone needs to install the site on its Home Screen. */
export function writeManifest(clientDir: string): void {
  const manifest = {
    name: webApp.name,
    short_name: webApp.shortName,
    description: webApp.description,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: webApp.themeColor,
    background_color: webApp.backgroundColor,
    icons: webApp.icons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
  fs.writeFileSync(path.join(clientDir, webApp.manifestPath), JSON.stringify(manifest, null, 2) + "\n");
}
