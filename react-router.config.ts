import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Static trip pages are rendered once at build time; Koa serves the files
  // and falls back to SSR for everything else (gallery, unknown paths).
  prerender: prerenderedPaths,
  // Every route is listed in the first page's manifest, so client navigation
  // offline (in the desert, through the service worker) needs no /__manifest request.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
