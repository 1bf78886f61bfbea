import { forwardRef } from "react";

/**
 * Selection mode's controls: the count, 'Delete Selected' and 'Cancel', in a
 * bar that sticks under the navbar while the grid scrolls (at the top, so the
 * floating mute and chat buttons at the bottom never cover it). Takes focus
 * when selection mode begins.
 */
export const SelectionBar = forwardRef<
  HTMLDivElement,
  {
    count: number;
    deleting: boolean;
    onDelete: () => void;
    onCancel: () => void;
  }
>(function SelectionBar(props, ref) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label="Selection"
      tabIndex={-1}
      className="sticky top-16 z-30 flex min-h-14 flex-wrap items-center justify-end gap-2 rounded-card border border-majorelle/20 bg-sand/95 px-3 py-2 shadow-card backdrop-blur outline-none focus-visible:ring-4 focus-visible:ring-majorelle/40"
    >
      <p className="mr-auto text-sm font-semibold" aria-live="polite">
        {props.count} selected
      </p>
      <button
        type="button"
        onClick={props.onDelete}
        disabled={props.count === 0 || props.deleting}
        className="min-h-11 rounded-full bg-terracotta-dark px-5 font-semibold text-white disabled:opacity-60"
      >
        {props.deleting ? "Deleting..." : "Delete Selected"}
      </button>
      <button
        type="button"
        onClick={props.onCancel}
        disabled={props.deleting}
        className="min-h-11 rounded-full border border-ink-soft/40 bg-white/70 px-5 font-semibold"
      >
        Cancel
      </button>
    </div>
  );
});
