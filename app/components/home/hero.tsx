import { CalendarDays } from "lucide-react";
import { trip } from "~/content/trip";
import { AddToCalendar } from "~/components/calendar/add-to-calendar";
import { tripCalendarLabel, tripCalendarPath } from "~/lib/calendar-paths";
import { ZelligePattern } from "~/components/ui/zellige";
import { Countdown } from "./countdown";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* The art as a band across the top, full strength where no text sits and
          fading into sand under the title, so the words keep AA contrast.
          Decoded with the first paint rather than a frame or two after the
          text: it is the page's largest element. */}
      <img
        src={trip.heroImage}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="sync"
        className="absolute inset-x-0 top-0 -z-20 h-72 w-full object-cover object-[center_70%] sm:h-[30rem]"
      />
      <div className="absolute inset-x-0 top-0 -z-10 h-72 bg-linear-to-b from-transparent via-sand/30 via-45% to-sand sm:h-[30rem]" />
      <ZelligePattern className="pointer-events-none absolute inset-0 -z-10 text-terracotta/10" />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 pt-48 pb-16 text-center sm:pt-80 sm:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-terracotta-dark px-4 py-1.5 text-sm font-semibold text-white shadow-sm">
          <CalendarDays aria-hidden="true" className="size-4" />
          {trip.dateRange}
        </p>
        <h1 id="hero-title" className="text-5xl font-bold text-balance sm:text-7xl">
          {trip.title}
        </h1>
        <p className="font-display text-2xl font-bold text-terracotta-dark sm:text-3xl">{trip.subtitle}</p>
        <p className="prose-block text-lg text-ink-soft">{trip.tagline}</p>
        <div className="mt-4 w-full max-w-2xl">
          <p className="mb-3 text-sm font-semibold tracking-widest text-ink-soft uppercase">The adventure begins in</p>
          <Countdown target={trip.countdownTarget} label="Countdown to the start of the trip" />
        </div>
        <AddToCalendar href={tripCalendarPath} label={tripCalendarLabel} />
      </div>
    </section>
  );
}
