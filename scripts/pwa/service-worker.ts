import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { prerenderedPaths } from "../../app/prerendered-paths";
import { webApp } from "../../app/lib/web-app";

const templateFile = path.resolve("scripts/pwa/sw-template.js");

/**
 * What a guest needs with no signal: every prerendered page and the loader
 * data its client-side navigation fetches (/budget.data), the bundled
 * scripts, styles and fonts, the artwork and the Home Screen icons. Not the
 * music (public/audio) nor the gallery's uploads. Browsers that read .woff2
 * never fetch the .woff fallbacks, so those stay out.
 */
export function precacheList(clientDir: string): string[] {
  const filesUnder = (folder: string) =>
    fs.existsSync(path.join(clientDir, folder))
      ? fs.readdirSync(path.join(clientDir, folder)).map((name) => `/${folder}/${name}`)
      : [];
  for (const page of prerenderedPaths) {
    if (!fs.existsSync(pageFile(clientDir, page))) throw new Error(`${page} was not prerendered into ${clientDir}`);
  }
  const loaderData = prerenderedPaths
    .map((page) => (page === "/" ? "/_root.data" : `${page}.data`))
    .filter((url) => fs.existsSync(path.join(clientDir, url)));
  return [
    ...prerenderedPaths,
    ...loaderData,
    ...filesUnder("assets").filter((url) => !url.endsWith(".woff") && !url.endsWith(".map")),
    ...filesUnder("media"),
    ...filesUnder("icons"),
    "/favicon.svg",
    webApp.manifestPath,
  ];
}

function pageFile(clientDir: string, page: string): string {
  return path.join(clientDir, page, "index.html");
}

/** A digest of the worker and every precached byte: any change to either names a new cache. */
function contentHash(clientDir: string, urls: string[], template: string): string {
  const hash = createHash("sha256").update(template);
  for (const url of urls) {
    const file = prerenderedPaths.includes(url) ? pageFile(clientDir, url) : path.join(clientDir, url);
    hash.update(url).update("\0").update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Writes build/client/sw.js: the worker template with this build's cache name and list. */
export function writeServiceWorker(clientDir: string): { cacheName: string; urls: string[] } {
  const urls = precacheList(clientDir);
  const template = fs.readFileSync(templateFile, "utf8");
  const cacheName = `goat-precache-${contentHash(clientDir, urls, template)}`;
  const build = `const PRECACHE = ${JSON.stringify({ cacheName, urls })};\n\n`;
  fs.writeFileSync(path.join(clientDir, webApp.serviceWorkerPath), build + template);
  return { cacheName, urls };
}
