import Router from "@koa/router";
import { z } from "zod";
import { lastDay } from "../../app/content/days";
import { tripDayOf } from "../../app/lib/trip-day";
import { HttpError } from "../http/http-error";
import { planArchive, safeNamePart, streamArchive } from "./archive";
import type { ObjectStore } from "./object-store";
import { MAX_UPLOADER_NAME_LENGTH, type PhotoService } from "./photo.service";

const archiveQuery = z.object({
  day: z
    .string({ error: "day must be given once" })
    .regex(/^\d{1,2}$/, { error: `day must be a trip day from 0 to ${lastDay}` })
    .transform(Number)
    .refine((day) => day <= lastDay, { error: `day must be a trip day from 0 to ${lastDay}` })
    .optional(),
  uploader: z
    .string({ error: "uploader must be given once" })
    .trim()
    .min(1, { error: "uploader must not be empty" })
    .max(MAX_UPLOADER_NAME_LENGTH, { error: `uploader must be at most ${MAX_UPLOADER_NAME_LENGTH} characters` })
    .optional(),
  variant: z.enum(["originals", "light"], { error: "variant must be originals or light" }).default("originals"),
});

/** GET /api/photos/archive.zip: the album (or one day, or one guest's share) as a streamed zip. */
export function archiveRoutes(deps: { service: PhotoService; store: ObjectStore }): Router {
  const router = new Router();

  router.get("/api/photos/archive.zip", async (ctx) => {
    const parsed = archiveQuery.safeParse(ctx.query);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
    const { day, uploader, variant } = parsed.data;

    const photos = (await deps.service.list())
      .filter((photo) => day === undefined || tripDayOf(photo.capturedOn) === day)
      .filter((photo) => uploader === undefined || photo.uploaderName === uploader)
      .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt) || a.id - b.id);
    const archive = await streamArchive(await planArchive(photos, deps.store, variant));

    const nameParts = [
      "marrakech-album",
      day === undefined ? "" : `day-${day}`,
      uploader ? safeNamePart(uploader).replace(/[^A-Za-z0-9-]/g, "") : "",
      variant === "light" ? "light" : "",
    ];
    ctx.set("Cache-Control", "no-store");
    ctx.set("Content-Disposition", `attachment; filename="${nameParts.filter(Boolean).join("-")}.zip"`);
    ctx.type = "application/zip";
    ctx.body = archive.stream;
    ctx.length = archive.size;
  });

  return router;
}
