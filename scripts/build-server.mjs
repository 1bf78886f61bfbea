// Bundles the Koa server (TypeScript) into one ES module next to React
// Router's build; dependencies stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/app-server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
