import { Check, Film, Play } from "lucide-react";
import { isVideoPath, type Photo } from "./gallery-api";

/**
 * The grid. Thumbnails load lazily; until a photo's thumbnail exists an image
 * shows its original and a video a neutral tile. In selection mode a click
 * toggles the photo instead of opening it.
 */
export function PhotoGrid(props: {
  photos: Photo[];
  selectionMode: boolean;
  selectedIds: number[];
  onOpen: (index: number) => void;
  onToggle: (id: number) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {props.photos.map((photo, index) => {
        const video = isVideoPath(photo.objectPath);
        const selected = props.selectedIds.includes(photo.id);
        const label = `${video ? "Video" : "Photo"} ${photo.id}${photo.uploaderName ? ` shared by ${photo.uploaderName}` : ""}`;
        return (
          <li key={photo.id} className="flex flex-col gap-1">
            <button
              type="button"
              aria-label={props.selectionMode ? `Select ${label}` : `Open ${label}`}
              aria-pressed={props.selectionMode ? selected : undefined}
              onClick={() => (props.selectionMode ? props.onToggle(photo.id) : props.onOpen(index))}
              className={`relative aspect-square overflow-hidden rounded-xl bg-sand-deep shadow-card ${
                selected ? "ring-4 ring-majorelle ring-offset-2 ring-offset-sand" : ""
              }`}
            >
              <Thumbnail photo={photo} video={video} />
              {video ? (
                <span className="absolute left-2 top-2 rounded-full bg-ink/70 p-1.5 text-white">
                  <Play aria-hidden className="h-4 w-4" fill="currentColor" />
                  <span className="sr-only">Video</span>
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

function Thumbnail({ photo, video }: { photo: Photo; video: boolean }) {
  const source = photo.thumbnailUrl ?? (video ? undefined : photo.objectPath);
  if (!source) {
    return (
      <span className="flex h-full w-full items-center justify-center text-ink-soft">
        <Film aria-hidden className="h-10 w-10" />
      </span>
    );
  }
  return <img src={source} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />;
}
