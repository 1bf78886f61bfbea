import { useEffect, useRef } from "react";

export type SlideshowKeyActions = { next: () => void; previous: () => void; togglePause: () => void; leave: () => void };

/** Space pauses or resumes, arrows step, Escape leaves (it first leaves full screen, as browsers do). */
export function useSlideshowKeys(actions: SlideshowKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (event.key === " " && target?.closest("button, a")) return;
      const action = { " ": "togglePause", ArrowRight: "next", ArrowLeft: "previous", Escape: "leave" }[event.key] as
        | keyof SlideshowKeyActions
        | undefined;
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
