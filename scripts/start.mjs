// `npm start`: install what is missing, build what is stale, then serve.
import { spawn } from "node:child_process";
import { prepare, serverEntry, serverNodeFlags } from "./lib/prepare.mjs";

try {
  prepare();
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

// React and React Router pick their production builds from NODE_ENV when first loaded.
const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
