import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type AppDeps } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { migrateToLatest, openDatabase } from "../../server/db/database";
import { createLogger } from "../../server/logger";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The Koa app over a fresh temporary DATA_DIR and UPLOADS_DIR with a real
 * SQLite file. Call `close()` in afterEach/afterAll: it removes the folders.
 */
export async function createTestApp(options: { env?: Record<string, string>; frontend?: AppDeps["frontend"] } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-test-"));
  const config: Config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(root, "data"),
    UPLOADS_DIR: path.join(root, "uploads"),
    DELETE_PASSWORD: "test-host-password",
    OLLAMA_HOST: "http://127.0.0.1:9",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const logger = createLogger({ level: config.logLevel, pretty: false });
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  const app = createApp({ config, logger, db, frontend: options.frontend });
  return {
    app,
    server: app.callback(),
    config,
    db,
    root,
    async close() {
      await db.destroy();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
