// Plain JavaScript on purpose: this runs on a fresh clone, before any
// dependency (TypeScript included) is installed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const serverEntry = path.join(root, "build", "app-server", "index.js");
/**
 * V8 flags the server runs with (the Dockerfile's CMD repeats them). A small
 * young generation collects upload socket buffers sooner: a 50 MB upload then
 * grows the process by about 15-20 MB instead of 33 MB (scripts/bench/upload.ts).
 */
export const serverNodeFlags = ["--max-semi-space-size=1"];
const buildStamp = path.join(root, "build", ".built-at");
const installStamp = path.join(root, "node_modules", ".package-lock.json");
const lockfile = path.join(root, "package-lock.json");
const buildInputs = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/build-pwa.ts",
  "scripts/pwa",
];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestMtime(entry) {
  const stats = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  if (mtime(installStamp) > 0 && mtime(installStamp) >= mtime(lockfile)) return;
  console.log("> Installing dependencies (first run compiles better-sqlite3, about a minute)...");
  const status = run("npm", [fs.existsSync(lockfile) ? "ci" : "install", "--no-audit", "--no-fund"]);
  if (status !== 0) throw new Error("npm install failed");
}

/** Builds when the build is missing or older than any of its sources. */
export function ensureBuilt() {
  const builtAt = mtime(buildStamp);
  const sourcesAt = Math.max(...buildInputs.map((entry) => newestMtime(path.join(root, entry))));
  if (builtAt > 0 && fs.existsSync(serverEntry) && builtAt >= sourcesAt) return;
  console.log("> Building the app...");
  if (run("npm", ["run", "build"]) !== 0) throw new Error("build failed");
  fs.writeFileSync(buildStamp, new Date().toISOString());
}

export function prepare() {
  ensureInstalled();
  ensureBuilt();
}
