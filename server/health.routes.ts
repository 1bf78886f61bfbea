import Router from "@koa/router";
import { isDatabaseHealthy, type Db } from "./db/database";

export type HealthChecks = { db: Db; isDiskLow: () => Promise<boolean> };

/** 200 ok; 503 unavailable without a database; 503 degraded when uploads are paused for lack of disk space. */
export function healthRoutes({ db, isDiskLow }: HealthChecks): Router {
  const router = new Router();
  router.get("/healthz", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    if (!(await isDatabaseHealthy(db))) {
      ctx.status = 503;
      ctx.body = { status: "unavailable" };
      return;
    }
    const diskLow = await isDiskLow().catch(() => true);
    ctx.status = diskLow ? 503 : 200;
    ctx.body = diskLow ? { status: "degraded", reason: "low disk space: uploads are paused" } : { status: "ok" };
  });
  return router;
}
