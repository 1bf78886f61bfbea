import { useId } from "react";

/** Points of an eight-pointed zellige star (two squares, one turned 45°). */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 8) * index - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(" ");
}

const TILE_STAR = starPoints(24, 24, 14, 9.5);

/** A repeating star-and-lattice tile, drawn in the current text colour. */
export function ZelligePattern({ className = "" }: { className?: string }) {
  // useId is stable across server and client; url(#...) needs a plain token.
  const patternId = `zellige-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg aria-hidden="true" focusable="false" className={className} width="100%" height="100%">
      <defs>
        <pattern id={patternId} width="48" height="48" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.25">
            <polygon points={TILE_STAR} />
            <circle cx="24" cy="24" r="3.5" />
            <path d="M0 0 L8 8 M48 0 L40 8 M0 48 L8 40 M48 48 L40 40 M24 0 V6 M24 42 V48 M0 24 H6 M42 24 H48" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}

/** A single star, used as a bullet and as the divider's centre. */
export function ZelligeStar({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" className={className}>
      <polygon points={TILE_STAR} fill="currentColor" />
      <circle cx="24" cy="24" r="4" fill="var(--color-sand)" />
    </svg>
  );
}

/** Thin rule with a star in the middle, under section titles. */
export function ZelligeDivider({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex items-center gap-3 text-terracotta ${className}`}>
      <span className="h-px w-12 bg-current opacity-50" />
      <ZelligeStar className="size-4" />
      <span className="h-px w-12 bg-current opacity-50" />
    </div>
  );
}
