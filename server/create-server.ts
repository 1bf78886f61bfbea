import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, mapFrameOrigins } from "./app";
import type { ChatService } from "./chat/chat.service";
import { createChatService } from "./chat/create-chat-service";
import type { Config } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";
import { createGallery, type GalleryOverrides } from "./gallery/gallery";
import { applyUploadTimeouts } from "./gallery/upload-timeouts";
import type { Frontend } from "./http/frontend";
import { createLogger, type Logger } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

/** Stand-ins tests and benchmarks may pass; everything else is built from config. */
export type ServerOverrides = GalleryOverrides & {
  logger?: Logger;
  chat?: ChatService;
  /** Static files, prerendered pages and SSR; API-only tests leave it out. */
  frontend?: (shared: { frameOrigins: string[] }) => Frontend | Promise<Frontend>;
  shutdownGraceMs?: number;
};

export type AppServer = Awaited<ReturnType<typeof createServer>>;

/**
 * The composition root, used by server/index.ts and by every integration
 * test alike: config -> logger -> database -> services -> Koa app -> HTTP
 * server. `start` migrates, sweeps, starts the background work and listens;
 * `stop` finishes requests in flight, drains the background work and closes
 * the database.
 */
export async function createServer(config: Config, overrides: ServerOverrides = {}) {
  const logger = overrides.logger ?? createLogger({ level: config.logLevel, pretty: config.env === "development" });
  const db = openDatabase(config.dataDir);
  const frameOrigins = mapFrameOrigins(config);
  const frontend = await overrides.frontend?.({ frameOrigins });
  const gallery = createGallery({ config, db, logger }, overrides);
  const chat = overrides.chat ?? createChatService(config, logger);
  const app = createApp({
    config,
    logger,
    health: { db, isDiskLow: () => gallery.disk.isLow() },
    gallery,
    chat,
    frameOrigins,
    frontend,
  });
  const httpServer = http.createServer(app.callback());
  applyUploadTimeouts(httpServer);
  let started = false;

  return {
    app,
    db,
    gallery,
    chat,
    logger,
    httpServer,
    async start(): Promise<{ port: number }> {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
      await gallery.start();
      started = true;
      await new Promise<void>((resolve, reject) => {
        httpServer.once("error", reject);
        httpServer.listen(config.port, config.host, () => {
          httpServer.off("error", reject);
          resolve();
        });
      });
      return { port: (httpServer.address() as AddressInfo).port };
    },
    async stop(): Promise<void> {
      if (httpServer.listening) {
        const forced = setTimeout(() => {
          logger.warn("grace period over: closing remaining connections");
          httpServer.closeAllConnections();
        }, overrides.shutdownGraceMs ?? SHUTDOWN_GRACE_MS);
        forced.unref();
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        await closed;
        clearTimeout(forced);
      }
      await frontend?.close?.();
      if (started) await gallery.stop();
      await db.destroy();
    },
  };
}
