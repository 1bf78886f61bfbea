import { Camera } from "lucide-react";
import { ZelligeDivider } from "../ui/zellige";

/** What an empty gallery shows: the spec's line, in a card that invites the first upload. */
export function GalleryEmptyState() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border-2 border-dashed border-terracotta/30 bg-white/60 px-6 py-14 text-center">
      <div aria-hidden className="grid size-16 place-items-center rounded-full bg-sand-deep text-terracotta-dark">
        <Camera className="size-8" />
      </div>
      <p className="max-w-md text-xl font-semibold text-balance">No photos yet! Be the first to share your Marrakech memories.</p>
      <ZelligeDivider />
      <p className="max-w-md text-ink-soft text-pretty">
        Photos and videos from any phone work, iPhone HEIC and HEVC included. Everything you share appears here for the whole
        squad.
      </p>
    </div>
  );
}
