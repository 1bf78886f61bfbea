import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startBuiltServer } from "../../scripts/lib/built-server";

describe("the built server as a process", () => {
  it("honours PORT, DATA_DIR and UPLOADS_DIR", async () => {
    const server = await startBuiltServer();
    try {
      const { port } = new URL(server.url);
      const env = fs.readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0");
      const dataDir = env.find((entry) => entry.startsWith("DATA_DIR="))!.slice("DATA_DIR=".length);
      const uploadsDir = env.find((entry) => entry.startsWith("UPLOADS_DIR="))!.slice("UPLOADS_DIR=".length);

      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, "app.sqlite"))).toBe(true);
      expect(fs.statSync(uploadsDir).isDirectory()).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it("refuses to start on an invalid variable, naming it in one line", () => {
    const result = spawnSync(process.execPath, ["build/app-server/index.js"], {
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: PORT="abc" [^\n]+$/);
  });
});
