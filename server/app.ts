import Koa from "koa";
import compress from "koa-compress";
import { constants as zlib } from "node:zlib";
import { calendarRoutes } from "./calendar/calendar.routes";
import { chatRoutes } from "./chat/chat.routes";
import type { ChatService } from "./chat/chat.service";
import { createChatService } from "./chat/create-chat-service";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { createGallery, type Gallery } from "./gallery/gallery";
import { healthRoutes } from "./health.routes";
import { deviceId } from "./http/device-id";
import { apiNotFound, errorHandler } from "./http/errors";
import type { Frontend } from "./http/frontend";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import type { Logger } from "./logger";

export type AppDeps = {
  config: Config;
  logger: Logger;
  db: Db;
  /** Static files, prerendered pages and SSR; left out by API-only tests. */
  frontend?: Frontend;
  /** Built by server/index.ts (which runs its job queue); made here when a test leaves it out. */
  gallery?: Gallery;
  /** Built from config when left out. */
  chat?: ChatService;
};

/** Text is compressed; media is already compressed and streams must flush as they come. */
function isCompressible(type: string): boolean {
  if (/event-stream|ndjson/.test(type)) return false;
  return /^text\/|json|javascript|svg|xml|x-script|manifest/.test(type);
}

export function createApp({ config, logger, db, frontend, gallery, chat }: AppDeps): Koa {
  // Behind a tunnel, the last X-Forwarded-For entry is the one our proxy added;
  // earlier entries come from the client and could be forged.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;

  if (frontend?.prerendered) app.use(frontend.prerendered);
  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders({ frameOrigins: mapFrameOrigins(config), development: config.env === "development" }));
  app.use(
    compress({
      threshold: 1024,
      filter: isCompressible,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );

  app.use(deviceId());

  const health = healthRoutes(db);
  app.use(health.routes()).use(health.allowedMethods());
  for (const middleware of (gallery ?? createGallery({ config, db, logger })).middlewares) app.use(middleware);
  const chatRouter = chatRoutes(chat ?? createChatService(config, logger), logger);
  app.use(chatRouter.routes()).use(chatRouter.allowedMethods());
  const calendar = calendarRoutes({ stamp: new Date(), publicUrl: config.publicUrl });
  app.use(calendar.routes()).use(calendar.allowedMethods());
  app.use(apiNotFound());

  for (const middleware of frontend?.middlewares ?? []) app.use(middleware);
  return app;
}

/** The host's shared map (MAP_EMBED_URL) is the only frame a page may hold; without it, none. */
export function mapFrameOrigins(config: Pick<Config, "mapEmbedUrl">): string[] {
  return config.mapEmbedUrl ? [new URL(config.mapEmbedUrl).origin] : [];
}
