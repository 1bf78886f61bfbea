// Bundles the Koa server (TypeScript) into one ES module next to React
// Router's build, and the maintenance commands beside it: the Docker image
// has no dev dependencies (no tsx), so backup and restore run from plain JS
// there. Dependencies stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    index: "server/index.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
  },
  outdir: "build/app-server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
