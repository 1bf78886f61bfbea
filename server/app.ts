import type Router from "@koa/router";
import Koa from "koa";
import compress from "koa-compress";
import { constants as zlib } from "node:zlib";
import { calendarRoutes } from "./calendar/calendar.routes";
import { chatRoutes } from "./chat/chat.routes";
import type { ChatService } from "./chat/chat.service";
import type { Config } from "./config";
import type { Gallery } from "./gallery/gallery";
import { healthRoutes, type HealthChecks } from "./health.routes";
import { deviceId } from "./http/device-id";
import { apiNotFound, errorHandler } from "./http/errors";
import type { Frontend } from "./http/frontend";
import { methodNotAllowed } from "./http/method-not-allowed";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import type { Logger } from "./logger";

/** Everything the app serves, built by createServer (server/create-server.ts). */
export type AppDeps = {
  config: Config;
  logger: Logger;
  health: HealthChecks;
  gallery: Gallery;
  chat: ChatService;
  /** The only third-party origins a page may load (the map frame's). */
  frameOrigins: string[];
  /** Static files, prerendered pages and SSR; left out by API-only tests. */
  frontend?: Frontend;
};

/** Text is compressed; media is already compressed and streams must flush as they come. */
function isCompressible(type: string): boolean {
  if (/event-stream|ndjson/.test(type)) return false;
  return /^text\/|json|javascript|svg|xml|x-script|manifest/.test(type);
}

export function createApp({ config, logger, health, gallery, chat, frameOrigins, frontend }: AppDeps): Koa {
  // Behind a tunnel, the last X-Forwarded-For entry is the one our proxy added;
  // earlier entries come from the client and could be forged.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;

  if (frontend?.prerendered) app.use(frontend.prerendered);
  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders({ frameOrigins, development: config.env === "development" }));
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

  // One line per feature router; methodNotAllowed sees them all.
  const routers: Router[] = [
    healthRoutes(health),
    ...gallery.routers,
    chatRoutes(chat, logger),
    calendarRoutes({ stamp: new Date(), publicUrl: config.publicUrl }),
  ];
  for (const router of routers) app.use(router.routes());
  for (const middleware of gallery.middlewares) app.use(middleware);
  app.use(methodNotAllowed(routers));
  app.use(apiNotFound());

  for (const middleware of frontend?.middlewares ?? []) app.use(middleware);
  return app;
}

/** The host's shared map (MAP_EMBED_URL) is the only frame a page may hold; without it, none. */
export function mapFrameOrigins(config: Pick<Config, "mapEmbedUrl">): string[] {
  return config.mapEmbedUrl ? [new URL(config.mapEmbedUrl).origin] : [];
}
