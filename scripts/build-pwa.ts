// After `react-router build` has prerendered the pages: the Home Screen icons,
// the web app manifest, then the service worker with its precache list (it
// lists the icons and manifest, so it comes last). Run by `npm run build`.
import path from "node:path";
import { writeIcons } from "./pwa/icons";
import { writeManifest } from "./pwa/manifest";
import { writeServiceWorker } from "./pwa/service-worker";

const clientDir = path.resolve("build/client");
await writeIcons(clientDir);
writeManifest(clientDir);
const { cacheName, urls } = writeServiceWorker(clientDir);
console.log(`Service worker: ${urls.length} files precached in ${cacheName}`);
