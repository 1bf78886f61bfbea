import { ChevronLeft, ChevronRight, Download, FileDown, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useRef, type ComponentProps, type KeyboardEvent } from "react";
import { toast } from "../ui/toast";
import { downloadPhoto, type Photo } from "./gallery-api";
import { itemLabel } from "./media-labels";
import { MediaPlaceholder } from "./media-placeholder";
import { ORIGINAL_FILE_LABEL, UNAVAILABLE_PHOTO_HINT } from "./placeholder-text";
import { SafeImage } from "./safe-image";

/**
 * Full-screen viewer on an opaque backdrop: previous/next stop at the ends;
 * ArrowLeft, ArrowRight and Escape work. Videos play the server's playback
 * copy over their poster. Download saves a real JPEG/MP4; "Original file"
 * the untouched upload. On close, focus goes back to the item's tile.
 */
export function PhotoViewer(props: {
  photos: Photo[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onClosed: (photo: Photo) => void;
}) {
  const { photos, index, onIndexChange } = props;
  const photo = index === null ? undefined : photos[index];
  // By the time focus is handed back the viewer has closed: remember what it showed last.
  const lastShown = useRef<Photo | undefined>(undefined);
  if (photo) lastShown.current = photo;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < photos.length - 1;
  const previous = () => hasPrevious && onIndexChange(index - 1);
  const next = () => hasNext && onIndexChange(index + 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous();
    if (event.key === "ArrowRight") next();
  };

  const download = async () => {
    if (!photo) return;
    try {
      await downloadPhoto(photo);
    } catch {
      toast({
        title: "Error",
        description: "Failed to download file. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <RadixDialog.Root open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink" />
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // No Radix trigger opened this viewer: the tile of the item last shown takes focus back.
            event.preventDefault();
            if (lastShown.current) props.onClosed(lastShown.current);
          }}
          className="fixed inset-0 z-50 flex flex-col bg-ink text-white outline-none"
          aria-describedby={undefined}
        >
          {photo ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                <RadixDialog.Title className="font-sans text-base font-semibold">
                  {index! + 1} of {photos.length}
                  {photo.uploaderName ? ` · by ${photo.uploaderName}` : ""}
                </RadixDialog.Title>
                <div className="flex items-center gap-2">
                  <a
                    href={photo.objectPath}
                    download={`marrakech-${photo.id}-original${photo.objectPath.slice(photo.objectPath.lastIndexOf("."))}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/15 px-4 text-sm font-semibold hover:bg-white/25"
                  >
                    <FileDown aria-hidden className="h-5 w-5" />
                    {ORIGINAL_FILE_LABEL}
                  </a>
                  <ViewerButton
                    label={photo.downloadUrl ? "Download" : "Download (being prepared)"}
                    onClick={download}
                    disabled={!photo.downloadUrl}
                  >
                    <Download aria-hidden className="h-5 w-5" />
                  </ViewerButton>
                  <RadixDialog.Close asChild>
                    <ViewerButton label="Close">
                      <X aria-hidden className="h-5 w-5" />
                    </ViewerButton>
                  </RadixDialog.Close>
                </div>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
                <Media photo={photo} />
                <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
                  <ViewerButton label="Previous" onClick={previous} disabled={!hasPrevious} className="pointer-events-auto">
                    <ChevronLeft aria-hidden className="h-6 w-6" />
                  </ViewerButton>
                  <ViewerButton label="Next" onClick={next} disabled={!hasNext} className="pointer-events-auto">
                    <ChevronRight aria-hidden className="h-6 w-6" />
                  </ViewerButton>
                </div>
              </div>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Media({ photo }: { photo: Photo }) {
  if (photo.mediaType === "video") {
    if (!photo.playbackUrl) {
      return (
        <MediaPlaceholder
          kind="preparing"
          mediaType="video"
          hint="A version every phone and browser can play is being made. The original file can be downloaded meanwhile."
        />
      );
    }
    return (
      <video
        key={photo.id}
        src={photo.playbackUrl}
        poster={photo.previewUrl ?? undefined}
        aria-label={itemLabel(photo)}
        controls
        playsInline
        preload="metadata"
        className="max-h-full max-w-full"
      />
    );
  }
  if (photo.previewStatus === "pending") return <MediaPlaceholder kind="preparing" mediaType="image" />;
  const unavailable = (
    <MediaPlaceholder kind="unavailable" mediaType="image" hint={UNAVAILABLE_PHOTO_HINT} />
  );
  if (!photo.previewUrl) return unavailable;
  return (
    <SafeImage
      key={photo.id}
      src={photo.previewUrl}
      alt={itemLabel(photo)}
      className="max-h-full max-w-full object-contain"
      fallback={unavailable}
    />
  );
}

/** Spreads every prop so Radix's `asChild` can hand it its handlers and ref. */
function ViewerButton({ label, children, className = "", ...rest }: ComponentProps<"button"> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...rest}
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-40 ${className}`}
    >
      {children}
    </button>
  );
}
