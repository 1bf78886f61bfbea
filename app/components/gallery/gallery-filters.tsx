import { Link } from "react-router";
import { dayThemes } from "~/content/day-themes";
import { albumHref, type AlbumFilters } from "./album-view";

// Plain links, so a filter works without JavaScript and every view of the
// album has an address that can be shared.

const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold aria-[current=page]:border-majorelle aria-[current=page]:bg-majorelle aria-[current=page]:text-white border-ink/15 bg-white/85 text-ink";

export function GalleryFilters({ filters, uploaders }: { filters: AlbumFilters; uploaders: string[] }) {
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Filter by day">
        <ul className="flex flex-wrap gap-2">
          <li>
            <FilterLink to={albumHref({ by: filters.by })} current={filters.day === undefined}>
              All days
            </FilterLink>
          </li>
          {dayThemes.map((_, day) => (
            <li key={day}>
              <FilterLink to={albumHref({ ...filters, day })} current={filters.day === day}>
                Day {day}
              </FilterLink>
            </li>
          ))}
        </ul>
      </nav>
      {uploaders.length > 0 || filters.by ? (
        <nav aria-label="Filter by guest">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterLink to={albumHref({ day: filters.day })} current={!filters.by}>
                Everyone
              </FilterLink>
            </li>
            {[...new Set([...uploaders, ...(filters.by ? [filters.by] : [])])].map((name) => (
              <li key={name}>
                <FilterLink to={albumHref({ ...filters, by: name })} current={filters.by === name}>
                  {name}
                </FilterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

function FilterLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link to={to} aria-current={current ? "page" : undefined} className={chip} preventScrollReset>
      {children}
    </Link>
  );
}
