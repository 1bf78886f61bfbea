import Router from "@koa/router";
import type { Context } from "koa";
import { days } from "../../app/content/days";
import { trip } from "../../app/content/trip";
import { tripCalendarPath } from "../../app/lib/calendar-paths";
import { HttpError } from "../http/http-error";
import { dayCalendar, tripCalendar, type CalendarOptions } from "./trip-calendar";

type CalendarFile = { fileName: string; body: string };

/**
 * GET /calendar/trip.ics and /calendar/day-N.ics. The itinerary is fixed for
 * the life of the process, so every file is built once, at start-up.
 */
export function calendarRoutes(options: CalendarOptions): Router {
  const filePrefix = trip.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const tripFile: CalendarFile = { fileName: `${filePrefix}.ics`, body: tripCalendar(options) };
  const dayFiles = new Map<string, CalendarFile>(
    days.map((day) => [
      String(day.day),
      { fileName: `${filePrefix}-day-${day.day}.ics`, body: dayCalendar(day.day, options)! },
    ]),
  );

  const router = new Router();
  router.get("/calendar/:file", (ctx) => {
    const dayNumber = /^day-(\d+)\.ics$/.exec(ctx.params.file ?? "")?.[1];
    const file = ctx.path === tripCalendarPath ? tripFile : dayFiles.get(dayNumber ?? "");
    if (!file) {
      throw new HttpError(404, `No calendar at ${ctx.path}: try ${tripCalendarPath} or /calendar/day-0.ics to /calendar/day-${days.length - 1}.ics`);
    }
    send(ctx, file);
  });
  return router;
}

function send(ctx: Context, file: CalendarFile) {
  ctx.type = "text/calendar; charset=utf-8";
  ctx.set("Content-Disposition", `attachment; filename="${file.fileName}"`);
  // A new deploy may change the itinerary: revalidate rather than keep a stale copy.
  ctx.set("Cache-Control", "no-cache");
  ctx.body = file.body;
}
