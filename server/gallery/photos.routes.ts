import Router from "@koa/router";
import type { Context, Middleware } from "koa";
import { HttpMethodEnum, koaBody } from "koa-body";
import { createHash } from "node:crypto";
import { z } from "zod";
import { HttpError } from "../http/http-error";
import { assertWithinLimit, clientOf, type ClientRateLimiter, type RateLimiter } from "../http/rate-limit";
import type { DeletePassword } from "./delete-password";
import { VERIFIED_COOKIE, type HostVerification } from "./host-verification";
import { MAX_UPLOADER_NAME_LENGTH, type PhotoService } from "./photo.service";
import type { UploadIncompleteAnswer, UploadStoredAnswer } from "./upload-answers";
import { receivedRangeHeader } from "./upload-range";

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

export type PasswordGuards = {
  password: DeletePassword;
  /** Wrong guesses per device and per address. */
  guesses: ClientRateLimiter;
  /** Wrong guesses of everyone together: the ceiling on a distributed attack. */
  allGuesses: RateLimiter;
  verification: HostVerification;
};

export function photosRoutes(deps: PasswordGuards & { service: PhotoService; openUploads: Middleware }): Router {
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
    ctx.body = { uploadURL: await service.issueUploadUrl(clientOf(ctx)) };
  });

  // A whole file, or one chunk of a resumable upload (upload-range.ts): 308 and
  // `Range` say how much the server holds until the last chunk is in.
  router.put("/uploads/:objectId", deps.openUploads, async (ctx) => {
    try {
      const result = await service.receiveUpload(ctx.params.objectId ?? "", ctx.query, ctx.req);
      if (result.done) {
        ctx.body = {
          objectPath: result.objectPath,
          contentType: result.contentType,
          sizeBytes: result.sizeBytes,
        } satisfies UploadStoredAnswer;
        return;
      }
      ctx.status = 308;
      const range = receivedRangeHeader(result.receivedBytes);
      if (range) ctx.set("Range", range);
      ctx.body = { receivedBytes: result.receivedBytes } satisfies UploadIncompleteAnswer;
      if (!ctx.req.complete) ctx.set("Connection", "close");
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

const ALL_CLIENTS = "all";

/**
 * Wrong guesses count per client and in total. A browser holding the
 * "verified" cookie already proved it knows the password, so no cap applies
 * to it: an attacker cannot lock out a host who verified once.
 */
async function checkPassword(ctx: Context, deps: PasswordGuards): Promise<void> {
  const client = clientOf(ctx);
  const verified = deps.verification.isValid(client.deviceId, ctx.cookies.get(VERIFIED_COOKIE));
  if (!verified) {
    assertWithinLimit(deps.guesses, ctx, TOO_MANY_GUESSES);
    const waitMs = deps.allGuesses.retryAfterMs(ALL_CLIENTS);
    if (waitMs > 0) throw new HttpError(429, TOO_MANY_GUESSES, { "Retry-After": String(Math.ceil(waitMs / 1000)) });
  }
  const body = (ctx.request.body ?? {}) as { password?: unknown };
  if (await deps.password.matches(body.password)) {
    deps.guesses.reset(client);
    const cookie = deps.verification.issue(client.deviceId);
    ctx.cookies.set(VERIFIED_COOKIE, cookie.value, {
      httpOnly: true,
      sameSite: "strict",
      secure: ctx.secure,
      path: "/api/photos",
      maxAge: cookie.maxAgeMs,
      overwrite: true,
    });
    return;
  }
  deps.guesses.hit(client);
  deps.allGuesses.hit(ALL_CLIENTS);
  throw new HttpError(401, "Incorrect password");
}

function listEtag(photos: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(photos)).digest("base64url").slice(0, 27)}"`;
}
