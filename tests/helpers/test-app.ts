import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../../server/config";
import { createServer, type ServerOverrides } from "../../server/create-server";
import { createLogger } from "../../server/logger";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole server as server/index.ts builds it (createServer), started on a
 * free port over a fresh temporary DATA_DIR and UPLOADS_DIR with a real
 * SQLite file: migrations, start-up sweep, job queue and periodic sweep all
 * run. `server` is the Koa callback for supertest; `url` the real listener.
 * Call `close()` in afterEach/afterAll: it stops the server and removes the
 * folders. Pass `root` (and `close({ keepFiles: true })` before) to restart
 * over the same state.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; overrides?: ServerOverrides; root?: string } = {},
) {
  const root = options.root ?? fs.mkdtempSync(path.join(os.tmpdir(), "goat-test-"));
  const config: Config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: path.join(root, "data"),
    UPLOADS_DIR: path.join(root, "uploads"),
    DELETE_PASSWORD: "test-host-password",
    OLLAMA_HOST: "http://127.0.0.1:9",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const logger = createLogger({ level: config.logLevel, pretty: false });
  const appServer = await createServer(config, { logger, shutdownGraceMs: 1_000, ...options.overrides });
  const { port } = await appServer.start();
  return {
    app: appServer.app,
    server: appServer.app.callback(),
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    db: appServer.db,
    gallery: appServer.gallery,
    root,
    async close(closeOptions: { keepFiles?: boolean } = {}) {
      await appServer.stop();
      if (!closeOptions.keepFiles) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
