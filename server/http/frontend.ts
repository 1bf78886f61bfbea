import type { Middleware } from "koa";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Context } from "koa";
import type { Logger } from "../logger";
import { prerenderedPages } from "./prerendered-pages";
import { reactRouterMiddleware } from "./react-router-adapter";
import { staticFiles } from "./static-files";

/**
 * The middlewares that serve the React app: prerendered pages ahead of
 * everything else (they carry their own headers), then, after the API, static
 * files and SSR.
 */
export type Frontend = { prerendered?: Middleware; middlewares: Middleware[]; close?: () => Promise<void> };

type LoadContextFactory = (ctx: Context) => AppLoadContext;

export function productionFrontend(options: {
  buildDir: string;
  frameOrigins: string[];
  getLoadContext: LoadContextFactory;
  logger?: Logger;
}): Frontend {
  const clientDir = path.join(options.buildDir, "client");
  const serverBuild = pathToFileURL(path.join(options.buildDir, "server", "index.js")).href;
  return {
    prerendered: prerenderedPages(clientDir, { frameOrigins: options.frameOrigins, logger: options.logger }),
    middlewares: [
      staticFiles(clientDir),
      reactRouterMiddleware({
        build: () => import(serverBuild) as Promise<ServerBuild>,
        mode: "production",
        getLoadContext: options.getLoadContext,
      }),
    ],
  };
}

/** Vite in middleware mode with HMR; routes are loaded through Vite on each request. */
export async function developmentFrontend(options: { getLoadContext: LoadContextFactory }): Promise<Frontend> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const viteMiddleware: Middleware = async (ctx, next) => {
    const handled = await new Promise<boolean>((resolve) => {
      ctx.res.once("finish", () => resolve(true));
      server.middlewares(ctx.req, ctx.res, () => resolve(false));
    });
    if (handled) ctx.respond = false;
    else await next();
  };
  return {
    middlewares: [
      viteMiddleware,
      reactRouterMiddleware({
        build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "development",
        getLoadContext: options.getLoadContext,
      }),
    ],
    close: () => server.close(),
  };
}
