import http from "node:http";
import path from "node:path";
import type { Context } from "koa";
import type { AppLoadContext } from "react-router";
import { createApp, mapFrameOrigins } from "./app";
import { createChatService } from "./chat/create-chat-service";
import { ConfigError, loadConfig, type Config } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";
import { createGallery } from "./gallery/gallery";
import { applyUploadTimeouts } from "./gallery/upload-timeouts";
import { developmentFrontend, productionFrontend } from "./http/frontend";
import { createLogger } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const development = process.argv.includes("--dev");
  let config: Config;
  try {
    config = loadConfig(development ? { NODE_ENV: "development", ...process.env } : process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const logger = createLogger({ level: config.logLevel, pretty: development });
  if (config.deletePassword.generated) announceGeneratedPassword(config);

  const db = openDatabase(config.dataDir);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");

  const gallery = createGallery({ config, db, logger });
  await gallery.sweep();
  gallery.queue.start();

  const getLoadContext = (ctx: Context): AppLoadContext => ({
    cspNonce: String(ctx.state.cspNonce ?? ""),
    mapEmbedUrl: config.mapEmbedUrl,
  });
  const frontend = development
    ? await developmentFrontend({ getLoadContext })
    : productionFrontend({
        buildDir: path.resolve("build"),
        frameOrigins: mapFrameOrigins(config),
        getLoadContext,
        logger,
      });

  const chat = createChatService(config, logger);
  logger.info({ passages: chat.passageCount, mode: config.chatMode, model: config.ollamaModel }, "chat assistant ready");

  const app = createApp({ config, logger, db, frontend, gallery, chat });
  const server = http.createServer(app.callback());
  applyUploadTimeouts(server);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ url: `http://localhost:${port}`, dataDir: config.dataDir, uploadsDir: config.uploadsDir }, "listening");

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const forced = setTimeout(() => {
      logger.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    server.close(async () => {
      clearTimeout(forced);
      await frontend.close?.();
      await gallery.queue.stop();
      await db.destroy();
      logger.info("stopped");
      logger.flush?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  // `on`, not `once`: a second signal (Ctrl-C reaches both npm and the server) must not kill mid-request.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** Printed once, on the start that created it, and never logged through pino. */
function announceGeneratedPassword(config: Config) {
  const line = "=".repeat(64);
  console.log(
    `\n${line}\n Gallery delete password (generated): ${config.deletePassword.value}\n` +
      ` Kept in ${config.deletePassword.file}; set DELETE_PASSWORD to choose your own.\n${line}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
