/** Rupa's face: a small goat head with curved horns and a beard, drawn to sit on a coloured button. */
export function GoatIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M11 9c-2-3-1.5-6 1.5-7.5-1 2.5-.5 4.5 1 6.5M21 9c2-3 1.5-6-1.5-7.5 1 2.5.5 4.5-1 6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M10.5 11.5 4 10c1 2.5 3 4 6 4.2M21.5 11.5 28 10c-1 2.5-3 4-6 4.2" fill="currentColor" />
      <path d="M10 11c0-2 2.7-3.5 6-3.5s6 1.5 6 3.5l-1.2 9.5c-.5 3-2.4 4.5-4.8 4.5s-4.3-1.5-4.8-4.5z" fill="currentColor" />
      <path d="M14.2 24.5 16 30l1.8-5.5" fill="currentColor" />
      <circle cx="13.3" cy="14.3" r="1.2" fill="#1f1a17" />
      <circle cx="18.7" cy="14.3" r="1.2" fill="#1f1a17" />
      <path d="M14.6 21.2h2.8" stroke="#1f1a17" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
