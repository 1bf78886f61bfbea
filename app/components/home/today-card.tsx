import { Images, MapPinned, MonitorPlay, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { dayLongDate } from "~/lib/trip-dates";
import { tripToday, type TripToday } from "~/lib/trip-today";

const link = "inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold";

/**
 * During the trip: today's day, theme and next activity; afterwards: the
 * album and the slideshow. The page is prerendered, so the card appears once
 * the browser knows the time, and follows it minute by minute.
 */
export function TodayCard() {
  const [today, setToday] = useState<TripToday | null>(null);
  useEffect(() => {
    const update = () => setToday(tripToday(new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!today || today.kind === "before") return null;

  return (
    // Above the hero's h1, so its title is not a heading (headings stay in order).
    <section aria-label={today.kind === "during" ? "Today on the trip" : "After the trip"} className="mx-auto max-w-4xl px-4 pt-6">
      <div className="rounded-(--radius-card) border border-ink/5 bg-white/90 p-5 shadow-(--shadow-card)">
        {today.kind === "during" ? (
          <>
            <p className="text-sm font-semibold tracking-widest text-terracotta-dark uppercase">
              <Sun aria-hidden className="mr-1 inline size-4" />
              Today · {dayLongDate(today.day)}
            </p>
            <p className="mt-1 font-display text-2xl font-bold sm:text-3xl">
              Day {today.day}: {today.theme}
            </p>
            <p className="mt-1 text-ink-soft">
              {today.next ? `Next: ${today.next.time} · ${today.next.title}, ${today.next.location}` : "That's all for today: rest well."}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to={`/day/${today.day}`} className={`${link} bg-majorelle text-white`}>
                <MapPinned aria-hidden className="size-5" />
                Today's plan
              </Link>
              <Link to={`/gallery?day=${today.day}`} className={`${link} border-2 border-majorelle text-majorelle`}>
                <Images aria-hidden className="size-5" />
                Today's photos
              </Link>
            </div>
          </>
        ) : (
          <>
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
          </>
        )}
      </div>
    </section>
  );
}
