import { NavLink, Link, useLocation } from "react-router";
import { trip } from "~/content/trip";
import { daySummaries } from "~/lib/trip-dates";
import { ZelligeStar } from "~/components/ui/zellige";
import { ItineraryMenu } from "./itinerary-menu";
import { MobileMenu } from "./mobile-menu";
import { sectionLinks } from "./nav-entries";
import { useScrolledPast } from "./use-scrolled-past";

/** Spec section 9: the bar turns solid once the page is scrolled further than this. */
export const NAVBAR_SCROLL_THRESHOLD = 20;

const days = daySummaries();

export function Navbar() {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const { pathname } = useLocation();
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${
        scrolled ? "border-ink/10 bg-sand/80 backdrop-blur-md" : "border-transparent bg-transparent"
      }`}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <Link
          to="/"
          className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-2 font-display text-lg font-bold"
        >
          <ZelligeStar className="size-7 shrink-0 text-terracotta" />
          {/* Between lg and xl the full menu needs the room; the star alone stays the home button.
              With large text on a phone the title gives way (ellipsis) so the menu button stays on screen. */}
          <span className="truncate lg:max-xl:sr-only">{trip.title}</span>
        </Link>
        {/* The browser's text size moves the lg breakpoint (rem), so large text gets the phone menu.
            Where it does not (text-only zoom), the links scroll within the bar rather than drop off it. */}
        <nav aria-label="Main" className="hidden min-w-0 items-center gap-0.5 overflow-x-auto py-1 lg:flex">
          <ItineraryMenu days={days} />
          {sectionLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full px-2.5 whitespace-nowrap text-sm font-semibold hover:bg-white/70 aria-[current=page]:bg-white/80 aria-[current=page]:text-terracotta-dark xl:px-3"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <MobileMenu key={pathname} days={days} />
      </div>
    </header>
  );
}
