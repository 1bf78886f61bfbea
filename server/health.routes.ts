import Router from "@koa/router";
import { isDatabaseHealthy, type Db } from "./db/database";

export function healthRoutes(db: Db): Router {
  const router = new Router();
  router.get("/healthz", async (ctx) => {
    const healthy = await isDatabaseHealthy(db);
    ctx.status = healthy ? 200 : 503;
    ctx.set("Cache-Control", "no-store");
    ctx.body = { status: healthy ? "ok" : "unavailable" };
  });
  return router;
}
