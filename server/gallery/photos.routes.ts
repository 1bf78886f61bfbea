import Router from "@koa/router";
import type { Context } from "koa";
import { HttpMethodEnum, koaBody } from "koa-body";
import { createHash } from "node:crypto";
import { z } from "zod";
import { HttpError } from "../http/http-error";
import { assertWithinLimit, clientKey, type RateLimiter } from "../http/rate-limit";
import type { DeletePassword } from "./delete-password";
import { MAX_UPLOADER_NAME_LENGTH, type PhotoService } from "./photo.service";

const TOO_MANY_GUESSES = "Too many incorrect passwords. Please wait a few minutes and try again.";

const registerBody = z.object({
  objectPath: z.string({ error: "objectPath is required" }).min(1, { error: "objectPath is required" }).max(2048),
  uploaderName: z
    .string({ error: "uploaderName must be text" })
    .nullish()
    .transform((name) => name?.trim() || null)
    .refine((name) => name === null || name.length <= MAX_UPLOADER_NAME_LENGTH, {
      error: `uploaderName must be at most ${MAX_UPLOADER_NAME_LENGTH} characters`,
    })
    .refine((name) => name === null || !/[\u0000-\u001f\u007f]/.test(name), {
      error: "uploaderName must not contain control characters",
    }),
});

/** JSON only, small, and on the routes that read a body; the upload PUT streams its own. */
const jsonBody = koaBody({
  json: true,
  jsonLimit: "16kb",
  jsonStrict: true,
  multipart: false,
  urlencoded: false,
  text: false,
  parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.DELETE],
  onError: (error) => {
    const tooLarge = (error as { status?: number }).status === 413;
    throw new HttpError(tooLarge ? 413 : 400, tooLarge ? "Request body is too large" : "Request body is not valid JSON");
  },
});

export function photosRoutes(deps: { service: PhotoService; password: DeletePassword; guesses: RateLimiter }): Router {
  const { service } = deps;
  const router = new Router({ prefix: "/api/photos" });

  // Revalidated on every read: the slideshow polls with If-None-Match and an
  // unchanged album costs a 304 with no body.
  router.get("/", async (ctx) => {
    ctx.set("Cache-Control", "no-cache");
    const photos = await service.list();
    ctx.body = photos;
    ctx.etag = listEtag(photos);
    if (ctx.fresh) ctx.status = 304;
  });

  router.post("/upload-url", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    ctx.body = { uploadURL: service.issueUploadUrl() };
  });

  router.put("/uploads/:objectId", async (ctx) => {
    try {
      const stored = await service.receiveUpload(ctx.params.objectId ?? "", ctx.query, ctx.req);
      ctx.body = { objectPath: stored.objectPath, contentType: stored.contentType, sizeBytes: stored.sizeBytes };
    } catch (error) {
      // The rest of a refused body is not worth reading: answer, then hang up.
      if (!ctx.req.complete) ctx.set("Connection", "close");
      throw error;
    }
  });

  router.post("/", jsonBody, async (ctx) => {
    const parsed = registerBody.safeParse(ctx.request.body ?? {});
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
    ctx.status = 201;
    ctx.body = await service.register(parsed.data, ctx.origin);
  });

  router.post("/verify-password", jsonBody, async (ctx) => {
    await checkPassword(ctx, deps);
    ctx.body = { ok: true };
  });

  router.delete("/:id", jsonBody, async (ctx) => {
    const id = ctx.params.id ?? "";
    if (!/^[1-9]\d{0,15}$/.test(id)) throw new HttpError(400, "Photo id must be a whole number");
    await checkPassword(ctx, deps);
    await service.remove(Number(id));
    ctx.status = 204;
  });

  return router;
}

/** Failed guesses count per client and in total; a right password clears the client's count. */
async function checkPassword(ctx: Context, deps: { password: DeletePassword; guesses: RateLimiter }): Promise<void> {
  assertWithinLimit(deps.guesses, ctx, TOO_MANY_GUESSES);
  const body = (ctx.request.body ?? {}) as { password?: unknown };
  if (await deps.password.matches(body.password)) {
    deps.guesses.reset(clientKey(ctx));
    return;
  }
  deps.guesses.hit(clientKey(ctx));
  throw new HttpError(401, "Incorrect password");
}

function listEtag(photos: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(photos)).digest("base64url").slice(0, 27)}"`;
}
