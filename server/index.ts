import path from "node:path";
import type { Context } from "koa";
import type { AppLoadContext } from "react-router";
import { ConfigError, loadConfig, type Config } from "./config";
import { createServer } from "./create-server";
import { developmentFrontend, productionFrontend } from "./http/frontend";
import { createLogger } from "./logger";

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

  const getLoadContext = (ctx: Context): AppLoadContext => ({
    cspNonce: String(ctx.state.cspNonce ?? ""),
    mapEmbedUrl: config.mapEmbedUrl,
  });
  const server = await createServer(config, {
    logger,
    frontend: ({ frameOrigins }) =>
      development
        ? developmentFrontend({ getLoadContext })
        : productionFrontend({ buildDir: path.resolve("build"), frameOrigins, getLoadContext, logger }),
  });
  logger.info({ passages: server.chat.passageCount, mode: config.chatMode, model: config.ollamaModel }, "chat assistant ready");

  const { port } = await server.start();
  logger.info({ url: `http://localhost:${port}`, dataDir: config.dataDir, uploadsDir: config.uploadsDir }, "listening");

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    void server.stop().then(
      () => {
        logger.info("stopped");
        logger.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
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
