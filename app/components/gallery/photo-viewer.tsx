import { ChevronLeft, ChevronRight, Download, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps, KeyboardEvent } from "react";
import { toast } from "../ui/toast";
import { downloadPhoto, isVideoPath, type Photo } from "./gallery-api";

/** Full-screen viewer: previous/next stop at the ends; ArrowLeft, ArrowRight and Escape work. */
export function PhotoViewer(props: { photos: Photo[]; index: number | null; onIndexChange: (index: number | null) => void }) {
  const { photos, index, onIndexChange } = props;
  const photo = index === null ? undefined : photos[index];
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
      toast({ title: "Error", description: "Failed to download file. Please try again.", variant: "destructive" });
    }
  };

  return (
    <RadixDialog.Root open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          aria-describedby={undefined}
        >
          {photo ? (
            <>
              <div className="flex items-center justify-between gap-2 p-3">
                <RadixDialog.Title className="font-sans text-base font-semibold">
                  {index! + 1} of {photos.length}
                  {photo.uploaderName ? ` · by ${photo.uploaderName}` : ""}
                </RadixDialog.Title>
                <div className="flex gap-2">
                  <ViewerButton label="Download" onClick={download}>
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
                <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
                  <ViewerButton label="Previous" onClick={previous} disabled={!hasPrevious}>
                    <ChevronLeft aria-hidden className="h-6 w-6" />
                  </ViewerButton>
                  <ViewerButton label="Next" onClick={next} disabled={!hasNext}>
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
  if (isVideoPath(photo.objectPath)) {
    return (
      <video
        key={photo.id}
        src={photo.objectPath}
        poster={photo.previewUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        className="max-h-full max-w-full"
      />
    );
  }
  return (
    <img
      key={photo.id}
      src={photo.previewUrl ?? photo.objectPath}
      alt={`Photo ${photo.id}${photo.uploaderName ? ` shared by ${photo.uploaderName}` : ""}`}
      className="max-h-full max-w-full object-contain"
    />
  );
}

/** Spreads every prop so Radix's `asChild` can hand it its handlers and ref. */
function ViewerButton({ label, children, ...rest }: ComponentProps<"button"> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...rest}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-30"
    >
      {children}
    </button>
  );
}
