import { Check, Play } from "lucide-react";
import type { Photo } from "./gallery-api";
import { formatDuration, itemLabel } from "./media-labels";
import { MediaPlaceholder } from "./media-placeholder";
import { SafeImage } from "./safe-image";

/**
 * The grid. Thumbnails load lazily; until an item's thumbnail exists it shows
 * a "being prepared" tile, and a designed "preview not available" tile when
 * none can be made or the image fails to load: never a broken image. In
 * selection mode a click toggles the item instead of opening it.
 */
export function PhotoGrid(props: {
  photos: Photo[];
  selectionMode: boolean;
  selectedIds: number[];
  onOpen: (index: number) => void;
  onToggle: (id: number) => void;
  /** Lets the screen give focus back to a tile when the viewer closes. */
  tileRef: (id: number, element: HTMLButtonElement | null) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {props.photos.map((photo, index) => {
        const video = photo.mediaType === "video";
        const selected = props.selectedIds.includes(photo.id);
        const label = itemLabel(photo);
        return (
          <li key={photo.id} className="flex flex-col gap-1">
            <button
              ref={(element) => props.tileRef(photo.id, element)}
              type="button"
              aria-label={props.selectionMode ? `Select ${label}` : `Open ${label}`}
              aria-pressed={props.selectionMode ? selected : undefined}
              onClick={() => (props.selectionMode ? props.onToggle(photo.id) : props.onOpen(index))}
              className={`relative aspect-square overflow-hidden rounded-xl bg-sand-deep shadow-card ${
                selected ? "ring-4 ring-majorelle ring-offset-2 ring-offset-sand" : ""
              }`}
            >
              <TileImage photo={photo} />
              {video ? (
                <span className="absolute left-2 top-2 flex items-center gap-1 rounded-full bg-ink/75 px-2 py-1 text-xs font-semibold text-white">
                  <Play aria-hidden className="h-3.5 w-3.5" fill="currentColor" />
                  <span className="sr-only">Video</span>
                  {photo.durationSeconds !== null ? <span>{formatDuration(photo.durationSeconds)}</span> : null}
                </span>
              ) : null}
              {video && photo.playbackStatus === "preparing" && photo.previewStatus === "ready" ? (
                <span className="absolute inset-x-2 bottom-2 rounded-full bg-ink/75 px-2 py-1 text-center text-xs font-semibold text-white">
                  Preparing video…
                </span>
              ) : null}
              {props.selectionMode ? (
                <span
                  aria-hidden
                  className={`absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full border-2 border-white ${
                    selected ? "bg-majorelle" : "bg-ink/40"
                  }`}
                >
                  {selected ? <Check className="h-4 w-4 text-white" /> : null}
                </span>
              ) : null}
            </button>
            {photo.uploaderName ? <p className="truncate text-sm text-ink-soft">by {photo.uploaderName}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

function TileImage({ photo }: { photo: Photo }) {
  if (photo.previewStatus === "pending") return <MediaPlaceholder kind="preparing" mediaType={photo.mediaType} compact />;
  if (!photo.thumbnailUrl) return <MediaPlaceholder kind="unavailable" mediaType={photo.mediaType} compact />;
  return (
    <SafeImage
      src={photo.thumbnailUrl}
      alt=""
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      fallback={<MediaPlaceholder kind="unavailable" mediaType={photo.mediaType} compact />}
    />
  );
}
