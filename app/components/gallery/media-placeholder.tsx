import { Clapperboard, ImageOff, LoaderCircle } from "lucide-react";
import type { Photo } from "./gallery-api";
import { PLACEHOLDER_TEXT } from "./placeholder-text";

/**
 * The designed stand-in for a picture that is not there (yet): a soft
 * zellige-toned tile with an icon and a short line, in the grid (compact) and
 * in the viewer. Used instead of ever letting a broken image show.
 */
export function MediaPlaceholder(props: {
  kind: "preparing" | "unavailable";
  mediaType: Photo["mediaType"];
  compact?: boolean;
  hint?: string;
}) {
  const Icon = props.kind === "preparing" ? LoaderCircle : props.mediaType === "video" ? Clapperboard : ImageOff;
  const text = PLACEHOLDER_TEXT[props.kind][props.mediaType === "video" ? "video" : "photo"];
  return (
    <span
      role="img"
      aria-label={text}
      className={`flex h-full w-full flex-col items-center justify-center gap-2 bg-sand-deep bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.55),transparent_60%)] p-3 text-center text-ink-soft ${
        props.compact ? "text-xs" : "min-h-64 min-w-64 rounded-card text-base"
      }`}
    >
      <Icon
        aria-hidden
        className={`${props.compact ? "h-8 w-8" : "h-12 w-12"} ${props.kind === "preparing" ? "animate-spin motion-reduce:animate-none" : ""} text-terracotta-dark`}
      />
      <span className="font-semibold">{text}</span>
      {props.hint ? <span className="max-w-xs text-sm">{props.hint}</span> : null}
    </span>
  );
}
