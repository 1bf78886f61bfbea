import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./scripts/lib/built-server";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium";

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };

// Chosen once by the runner; workers inherit the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_STATE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "goat-e2e-"));
const port = Number(process.env.E2E_PORT);
const stateDir = process.env.E2E_STATE_DIR;
export const e2eDeletePassword = "e2e-host-password";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: "node build/app-server/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(stateDir, "data"),
      UPLOADS_DIR: path.join(stateDir, "uploads"),
      DELETE_PASSWORD: e2eDeletePassword,
      // A closed port: the chat falls back to the built-in answerer at once.
      OLLAMA_HOST: "http://127.0.0.1:9",
      LOG_LEVEL: "warn",
    },
  },
});
