import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startBuiltServer } from "../../scripts/lib/built-server";

describe("the built server as a process", () => {
  it("honours PORT, DATA_DIR and UPLOADS_DIR", async () => {
    const server = await startBuiltServer();
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
      expect(fs.existsSync(path.join(server.dataDir, "app.sqlite"))).toBe(true);
      expect(fs.statSync(server.uploadsDir).isDirectory()).toBe(true);
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
