import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Alias } from "vite";
import { fileURLToPath } from "node:url";

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// React Router's package resolves to its development build everywhere
// (remix-run/react-router#12532, #14102): its dev warnings and their strings
// would ship to every phone. The browser bundle takes the production build,
// which differs only in that flag; the server keeps the package's own entry so
// it shares one copy with @react-router/node.
const reactRouterProductionBuild: Alias[] = [
  { find: /^react-router$/, replacement: fromHere("./node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: fromHere("./node_modules/react-router/dist/production/dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [{ find: "~", replacement: fromHere("./app") }, ...(command === "build" && !isSsrBuild ? reactRouterProductionBuild : [])],
  },
  build: {
    // Media under public/ is served as-is; keep small SVGs as files, not data URLs,
    // so the strict CSP and the browser cache both work for them.
    assetsInlineLimit: 0,
    // Tiny side-effect-free chunks (an icon, a helper) are merged into their
    // neighbours: a first visit over a slow link fetches ~26 files instead of ~33.
    rollupOptions: { output: { experimentalMinChunkSize: 12_000 } },
  },
}));
