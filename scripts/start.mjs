// `npm start`: install what is missing, build what is stale, then serve.
import { pathToFileURL } from "node:url";
import { prepare, serverEntry } from "./lib/prepare.mjs";

try {
  prepare();
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}
await import(pathToFileURL(serverEntry).href);
