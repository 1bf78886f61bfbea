import { CalendarDays, CalendarX, Info } from "lucide-react";
import { days, findDay } from "~/content/days";
import { AddToCalendar } from "~/components/calendar/add-to-calendar";
import { ActivityCard } from "~/components/day/activity-card";
import { DayPhotoStrip } from "~/components/day/day-photo-strip";
import { DayPager } from "~/components/day/day-pager";
import { Callout } from "~/components/ui/callout";
import { PageHeader } from "~/components/ui/page-header";
import { StatusCard } from "~/components/ui/status-card";
import { dayCalendarLabel, dayCalendarPath } from "~/lib/calendar-paths";
import { parseDayId } from "~/lib/day-id";
import { pageMeta, pageTitle } from "~/lib/page-title";
import { dayLongDate } from "~/lib/trip-dates";
import type { Route } from "./+types/day";

// No loader: the days are bundled content, so /day/{id} renders (and
// prerenders) from the URL alone and client navigation needs no request.
function dayFor(id: string | undefined) {
  const dayNumber = parseDayId(id, days.length);
  return dayNumber === null ? undefined : findDay(dayNumber);
}

export function meta({ params }: Route.MetaArgs) {
  const day = dayFor(params.id);
  return day
    ? pageMeta(pageTitle(`Day ${day.day}`, day.theme), day.description)
    : pageMeta(pageTitle("Day not found"), "There is no such day on this trip.");
}

export default function DayPage({ params }: Route.ComponentProps) {
  const day = dayFor(params.id);
  if (!day) {
    return (
      <StatusCard icon={<CalendarX className="size-8" />} title="Day not found">
        <p>
          The trip runs from Day {days[0]!.day} to Day {days.at(-1)!.day}. Pick a day from the itinerary menu, or
          head back to the start.
        </p>
      </StatusCard>
    );
  }
  return (
    <article>
      <PageHeader eyebrow={`Day ${day.day}`} title={day.theme}>
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-base font-semibold text-ink">
          <CalendarDays aria-hidden="true" className="size-4 text-terracotta-dark" />
          {dayLongDate(day.day)}
        </p>
        <p>{day.description}</p>
        <p className="mt-4">
          <AddToCalendar href={dayCalendarPath(day.day)} label={dayCalendarLabel(day.day)} />
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        {day.note ? (
          <div className="mb-10">
            <Callout Icon={Info}>
              <p>{day.note}</p>
            </Callout>
          </div>
        ) : null}
        <ol aria-label={`Day ${day.day} activities`} className="grid gap-6 md:grid-cols-2">
          {day.activities.map((activity, index) => (
            <li key={activity.title}>
              <ActivityCard activity={activity} eager={index === 0} />
            </li>
          ))}
        </ol>
      </div>
      <DayPhotoStrip day={day.day} />
      <DayPager day={day.day} />
    </article>
  );
}
