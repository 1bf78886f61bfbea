import type { Middleware } from "koa";
import { HttpError } from "../http/http-error";
import { sendFile } from "../http/send-file";
import type { ObjectStore, ObjectVariant } from "./object-store";
import { OBJECTS_PREFIX } from "./object-store";
import type { PhotoRepository, PhotoRow } from "./photo.repository";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves registered originals and their derivatives. Only files a photo row
 * says exist are served (so a deleted photo is gone at once), with the type
 * detected at upload or made by the media jobs, never sniffed, and sandboxed
 * in case a browser would try to run anything. The full-size JPEG is served
 * as a download named as the spec says; the original keeps its own format.
 */
export function objectsRoutes(deps: { store: ObjectStore; photos: PhotoRepository }): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(OBJECTS_PREFIX)) return next();
    if (ctx.method !== "GET" && ctx.method !== "HEAD") throw new HttpError(405, "Method not allowed");
    const target = deps.store.fileFor(ctx.path);
    const photo = target ? await deps.photos.findByObjectId(target.objectId) : undefined;
    if (!target || !photo || !exists(photo, target)) throw new HttpError(404, "File not found");

    const served = await sendFile(ctx, target.file, {
      cacheControl: IMMUTABLE,
      contentType: contentTypeOf(photo, target.variant),
      headers: {
        "Content-Disposition": dispositionOf(photo, target.variant),
        "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
    if (!served) throw new HttpError(404, "File not found");
  };
}

function exists(photo: PhotoRow, target: { variant: ObjectVariant; extension: string }): boolean {
  switch (target.variant) {
    case "original":
      return target.extension === photo.extension;
    case "thumbnail":
    case "preview":
      return photo.derivatives_status === "ready";
    case "full":
      return photo.derivatives_status === "ready" && photo.media_type === "image";
    case "playback":
      return photo.playback_status === "ready";
  }
}

function contentTypeOf(photo: PhotoRow, variant: ObjectVariant): string {
  if (variant === "original") return photo.content_type;
  if (variant === "full") return "image/jpeg";
  return variant === "playback" ? "video/mp4" : "image/webp";
}

function dispositionOf(photo: PhotoRow, variant: ObjectVariant): string {
  if (variant === "full") return `attachment; filename="marrakech-${photo.id}.jpg"`;
  if (variant === "playback") return `inline; filename="marrakech-${photo.id}.mp4"`;
  if (variant === "original") return `inline; filename="marrakech-${photo.id}.${photo.extension}"`;
  return `inline; filename="marrakech-${photo.id}-${variant}.webp"`;
}
