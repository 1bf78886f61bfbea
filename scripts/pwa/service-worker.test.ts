import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prerenderedPaths } from "../../app/prerendered-paths";
import { webApp } from "../../app/lib/web-app";
import { writeServiceWorker } from "./service-worker";

/** A client build in miniature: the prerendered pages and one file of each kind. */
function fakeClientBuild(root: string) {
  const write = (url: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, url)), { recursive: true });
    fs.writeFileSync(path.join(root, url), content);
  };
  for (const page of prerenderedPaths) write(path.join(page, "index.html"), `<h1>${page}</h1>`);
  write("/budget.data", "[{}]");
  write("/assets/entry.client-abc.js", "console.log(1)");
  write("/assets/app-abc.css", "body{}");
  write("/assets/inter-latin-400-normal-abc.woff2", "woff2");
  write("/assets/inter-latin-400-normal-abc.woff", "woff");
  write("/media/camel-dunes.svg", "<svg/>");
  write("/audio/home.webm", "music");
  write("/icons/icon-192.png", "png");
  write("/favicon.svg", "<svg/>");
  write(webApp.manifestPath, "{}");
}

describe("the service worker's precache", () => {
  let clientDir: string;
  beforeEach(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "goat-sw-"));
    fakeClientBuild(clientDir);
  });
  afterEach(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  it("lists every prerendered page and its loader data, the assets, artwork and icons, but neither music nor .woff fallbacks", () => {
    const { urls } = writeServiceWorker(clientDir);
    for (const page of prerenderedPaths) expect(urls).toContain(page);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/budget.data",
        "/assets/entry.client-abc.js",
        "/assets/app-abc.css",
        "/assets/inter-latin-400-normal-abc.woff2",
        "/media/camel-dunes.svg",
        "/icons/icon-192.png",
        "/favicon.svg",
        webApp.manifestPath,
      ]),
    );
    expect(urls.filter((url) => url.startsWith("/audio/") || url.endsWith(".woff"))).toEqual([]);
    const worker = fs.readFileSync(path.join(clientDir, "sw.js"), "utf8");
    expect(worker.startsWith(`const PRECACHE = ${JSON.stringify(writeServiceWorker(clientDir))};`)).toBe(true);
  });

  it("names the cache after the content, so a changed file means a new cache and an unchanged build the same one", () => {
    const first = writeServiceWorker(clientDir).cacheName;
    expect(writeServiceWorker(clientDir).cacheName).toBe(first);
    fs.writeFileSync(path.join(clientDir, "day", "7", "index.html"), "<h1>Day 7, new times</h1>");
    const second = writeServiceWorker(clientDir).cacheName;
    expect(second).toMatch(/^goat-precache-[0-9a-f]{16}$/);
    expect(second).not.toBe(first);
  });

  it("refuses a build where a prerendered page is missing", () => {
    fs.rmSync(path.join(clientDir, "faq"), { recursive: true });
    expect(() => writeServiceWorker(clientDir)).toThrow(/\/faq was not prerendered/);
  });
});
