// `npx tsx scripts/bench/first-load-js.ts [route]`: the JavaScript a first
// visit to a prerendered page loads before it is interactive (the scripts its
// HTML names and everything they import statically), gzipped, from the build.
// Run `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const route = process.argv[2] ?? "/";
const clientDir = path.resolve("build/client");
const htmlFile = path.join(clientDir, route, "index.html");
if (!fs.existsSync(htmlFile)) throw new Error(`${route} is not prerendered in build/client (run npm run build)`);

const html = fs.readFileSync(htmlFile, "utf8");
// The module script at the end of the body names the entry modules.
const fromHtml = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)|from "(\/assets\/[^"]+\.js)"|import "(\/assets\/[^"]+\.js)"/g)].map(
  (match) => match[1] ?? match[2] ?? match[3]!,
);
// Follow each module's static imports (`from"./x.js"`, `import"./x.js"`), not its lazy ones.
const scripts = new Set<string>();
const visit = (script: string) => {
  if (scripts.has(script)) return;
  scripts.add(script);
  const code = fs.readFileSync(path.join(clientDir, script), "utf8");
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`/assets/${match[1]}`);
};
fromHtml.forEach(visit);
const sizes = [...scripts].map((script) => ({
  script,
  gzip: gzipSync(fs.readFileSync(path.join(clientDir, script)), { level: 9 }).length,
}));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
for (const { script, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${script}`);
}
console.log(`first-load JS on ${route}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files (target <= 150 KB)`);
