import { Images, MapPinned, MonitorPlay, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { dayThemes } from "~/content/day-themes";
import type { Activity } from "~/content/types";
import { dayLongDate } from "~/lib/trip-dates";
import { tripToday, type TripToday } from "~/lib/trip-today";
import { FirstPaintScript } from "~/components/ui/first-paint-script";
import { markTripPhase, tripDayStarts } from "./mark-trip-phase";

const link = "inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold";
const card = "rounded-(--radius-card) border border-ink/5 bg-white/90 p-5 shadow-(--shadow-card)";

// Sent as text in the server's HTML and run where it stands, before the first
// paint. A script React renders in the browser never runs, so the client bundle
// leaves it (and the time-zone arithmetic) out.
const markScript = import.meta.env.SSR
  ? `(${markTripPhase.toString()})(document.currentScript.parentElement,${JSON.stringify(tripDayStarts())})`
  : "";

/**
 * During the trip: today's day, theme and next activity; afterwards: the album
 * and the slideshow. The page is prerendered long before the trip, so it holds
 * every card hidden, and a tiny script marks the slot with today's phase and
 * day before the first paint: the right card shows at once and nothing below
 * it moves when the scripts arrive on a slow phone. Once hydrated, the card
 * follows the clock minute by minute, and only while the trip is on does it
 * load the day's plan to name the next activity.
 */
export function TodayCard() {
  const [today, setToday] = useState<TripToday | null>(null);
  const [next, setNext] = useState<Activity>();
  useEffect(() => {
    let mounted = true;
    const update = () => {
      const now = tripToday(new Date());
      setToday(now);
      if (now.kind !== "during") {
        setNext(undefined);
        return;
      }
      void import("~/lib/next-activity").then(({ nextActivity }) => {
        if (mounted) setNext(nextActivity(now.day, now.clock));
      });
    };
    update();
    const timer = setInterval(update, 60_000);
    return () => {
      mounted = false;
      clearInterval(timer);
    };
  }, []);
  const currentDay = today?.kind === "during" ? today.day : undefined;

  return (
    <div className="group" data-trip-phase={today?.kind} data-trip-day={currentDay}>
      <FirstPaintScript code={markScript} />
      <DayCardIcons />
      {dayThemes.map((theme, day) => (
        <DayCard key={day} day={day} theme={theme} next={day === currentDay ? next : undefined} />
      ))}
      <AfterTripCard />
    </div>
  );
}

// The day cards' icons, drawn once and shown by reference: ten copies of each
// would weigh more than the cards' text.
const dayIcon = { sun: "today-icon-sun", plan: "today-icon-plan", photos: "today-icon-photos" } as const;

function DayCardIcons() {
  return (
    <svg aria-hidden className="absolute size-0">
      <defs>
        <Sun id={dayIcon.sun} />
        <MapPinned id={dayIcon.plan} />
        <Images id={dayIcon.photos} />
      </defs>
    </svg>
  );
}

function DayIcon({ name, className }: { name: keyof typeof dayIcon; className: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className}>
      <use href={`#${dayIcon[name]}`} />
    </svg>
  );
}

/** One day's card, shown when the slot is marked with its number (app.css lists those classes). */
function DayCard({ day, theme, next }: { day: number; theme: string; next?: Activity }) {
  return (
    // Above the hero's h1, so its title is not a heading (headings stay in order).
    <section
      aria-label="Today on the trip"
      className={`mx-auto hidden max-w-4xl px-4 pt-6 group-data-[trip-day=${day}]:block`}
    >
      <div className={card}>
        <p className="text-sm font-semibold tracking-widest text-terracotta-dark uppercase">
          <DayIcon name="sun" className="mr-1 inline size-4" />
          Today · {dayLongDate(day)}
        </p>
        <p className="mt-1 font-display text-2xl font-bold sm:text-3xl">
          Day {day}: {theme}
        </p>
        {/* Two lines kept for the next activity, which only the browser's clock knows. */}
        <p className="mt-1 line-clamp-2 min-h-[2lh] text-ink-soft">
          {next ? `Next: ${next.time} · ${next.title}, ${next.location}` : null}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={`/day/${day}`} className={`${link} bg-majorelle text-white`}>
            <DayIcon name="plan" className="size-5" />
            Today's plan
          </Link>
          <Link to={`/gallery?day=${day}`} className={`${link} border-2 border-majorelle text-majorelle`}>
            <DayIcon name="photos" className="size-5" />
            Today's photos
          </Link>
        </div>
      </div>
    </section>
  );
}

function AfterTripCard() {
  return (
    <section aria-label="After the trip" className="mx-auto hidden max-w-4xl px-4 pt-6 group-data-[trip-phase=after]:block">
      <div className={card}>
        <p className="font-display text-2xl font-bold sm:text-3xl">The trip is over: relive it</p>
        <p className="mt-1 text-ink-soft">Every photo and video from the ten days, by day and by guest.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/gallery" className={`${link} bg-majorelle text-white`}>
            <Images aria-hidden className="size-5" />
            The album
          </Link>
          <Link to="/slideshow" className={`${link} border-2 border-majorelle text-majorelle`}>
            <MonitorPlay aria-hidden className="size-5" />
            The slideshow
          </Link>
        </div>
      </div>
    </section>
  );
}
