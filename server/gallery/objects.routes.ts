import type { Middleware } from "koa";
import { HttpError } from "../http/http-error";
import { sendFile } from "../http/send-file";
import type { ObjectStore } from "./object-store";
import { OBJECTS_PREFIX } from "./object-store";
import type { PhotoRepository } from "./photo.repository";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves registered originals and their derivatives at their objectPath.
 * Only paths a photo row names are served (so a deleted photo is gone at
 * once), with the type detected at upload, inline, never sniffed, and
 * sandboxed in case a browser would try to run anything.
 */
export function objectsRoutes(deps: { store: ObjectStore; photos: PhotoRepository }): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(OBJECTS_PREFIX)) return next();
    if (ctx.method !== "GET" && ctx.method !== "HEAD") throw new HttpError(405, "Method not allowed");
    const target = deps.store.fileFor(ctx.path);
    const photo = target ? await deps.photos.findByServedPath(ctx.path) : undefined;
    if (!target || !photo) throw new HttpError(404, "File not found");

    const contentType = target.variant === "original" ? photo.content_type : "image/webp";
    const extension = ctx.path.slice(ctx.path.lastIndexOf(".") + 1);
    const served = await sendFile(ctx, target.file, {
      cacheControl: IMMUTABLE,
      contentType,
      headers: {
        "Content-Disposition": `inline; filename="marrakech-${photo.id}.${extension}"`,
        "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
    if (!served) throw new HttpError(404, "File not found");
  };
}
