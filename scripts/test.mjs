// `npm test`: install and build as needed, then type-check, unit and
// integration tests (Vitest), then end-to-end tests (Playwright in Chromium).
import { prepare, run } from "./lib/prepare.mjs";

try {
  prepare();
} catch (error) {
  console.error(`npm test: ${error.message}`);
  process.exit(1);
}

const steps = [
  ["type-check", "npx", ["react-router", "typegen"]],
  ["type-check", "npx", ["tsc", "--noEmit"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];
const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n> ${name}: ${command} ${args.join(" ")}`);
  if (run(command, args) !== 0 && !failed.includes(name)) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nnpm test: failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nnpm test: all steps passed");
