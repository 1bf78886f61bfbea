import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { trip } from "~/content/trip";
import { ZelligePattern } from "~/components/ui/zellige";
import { sectionLinks } from "./nav-entries";
import { useCurrentYear } from "./use-current-year";

const tripYear = Number(trip.startDate.slice(0, 4));

export function Footer() {
  const year = useCurrentYear(tripYear);
  return (
    // The bottom padding keeps the fixed chat launcher and mute button clear of the last line.
    <footer className="relative mt-8 overflow-hidden bg-ink pb-28 text-sand">
      <ZelligePattern className="pointer-events-none absolute inset-0 text-saffron/10" />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 pt-12 sm:grid-cols-2">
        <div>
          <p className="font-display text-2xl font-bold">{trip.title}</p>
          <p className="mt-1 text-saffron">{trip.subtitle}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-saffron" />
              {trip.dateRange}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-saffron" />
              {trip.destinations.join(" · ")}
            </li>
            <li className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-saffron" />
              A squad of {trip.squadSize} celebrating {trip.occasion}
            </li>
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-4 text-sm">
            <li>
              <Link to="/day/0" className="inline-flex min-h-11 items-center hover:text-saffron">
                Itinerary
              </Link>
            </li>
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center hover:text-saffron">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="relative mx-auto mt-10 max-w-6xl border-t border-sand/15 px-4 pt-6 text-sm text-sand/80">
        © {year} {trip.title}. Made with love for {trip.occasion}.
      </p>
    </footer>
  );
}
