import { Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { AlbumDownloads } from "./album-downloads";
import { albumSections, parseAlbumFilters, uploaderNames } from "./album-view";
import { GalleryFilters } from "./gallery-filters";
import { GallerySections } from "./gallery-sections";
import { PasswordDialog } from "./password-dialog";
import { PhotoGrid } from "./photo-grid";
import { PhotoViewer } from "./photo-viewer";
import { UploadPanel } from "./upload-panel";
import { useDeletion } from "./use-deletion";
import { usePhotos } from "./use-photos";

export function GalleryScreen() {
  const { status, photos, refresh } = usePhotos();
  const deletion = useDeletion(refresh);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => parseAlbumFilters(searchParams), [searchParams]);
  const sections = useMemo(() => albumSections(photos, filters), [photos, filters]);
  // The viewer steps through what is on screen, in the order it is shown.
  const shown = useMemo(() => sections.flatMap((section) => section.photos), [sections]);

  return (
    <main className="mx-auto max-w-6xl px-4 pb-24 pt-24">
      <h1 className="text-4xl font-bold sm:text-5xl">Photo &amp; Video Gallery</h1>
      <p className="mt-2 text-lg text-ink-soft">Share your favourite moments from the trip with the whole squad.</p>

      <div className="mt-6">
        <UploadPanel onSaved={refresh} />
      </div>

      <div className="mt-8 flex flex-col gap-4">
        <GalleryFilters filters={filters} uploaders={uploaderNames(photos)} />
        <AlbumDownloads filters={filters} />
      </div>

      <div className="mt-8 flex min-h-11 flex-wrap items-center justify-end gap-2">
        {!deletion.selectionMode && photos.length > 0 ? (
          <button
            type="button"
            onClick={deletion.openDialog}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-terracotta-dark px-5 font-semibold text-terracotta-dark"
          >
            <Trash2 aria-hidden className="h-5 w-5" />
            Delete Photos
          </button>
        ) : null}
        {deletion.selectionMode ? (
          <>
            <p className="mr-auto text-sm font-semibold" aria-live="polite">
              {deletion.selectedIds.length} selected
            </p>
            <button
              type="button"
              onClick={() => void deletion.deleteSelected()}
              disabled={deletion.selectedIds.length === 0 || deletion.deleting}
              className="min-h-11 rounded-full bg-terracotta-dark px-5 font-semibold text-white disabled:opacity-60"
            >
              {deletion.deleting ? "Deleting..." : "Delete Selected"}
            </button>
            <button
              type="button"
              onClick={deletion.cancel}
              disabled={deletion.deleting}
              className="min-h-11 rounded-full border border-ink-soft/40 px-5 font-semibold"
            >
              Cancel
            </button>
          </>
        ) : null}
      </div>

      <section aria-label="Photos" className="mt-4">
        {status === "pending" ? (
          <p className="py-12 text-center text-ink-soft">Loading photos...</p>
        ) : status === "error" ? (
          <p className="py-12 text-center text-terracotta-dark">Could not load the photos. Please refresh the page.</p>
        ) : photos.length === 0 ? (
          <p className="py-12 text-center text-lg">No photos yet! Be the first to share your Marrakech memories.</p>
        ) : shown.length === 0 ? (
          <p className="py-12 text-center text-lg">Nothing here yet for this choice.</p>
        ) : (
          <GallerySections
            sections={sections}
            renderGrid={(sectionPhotos, offset) => (
              <PhotoGrid
                photos={sectionPhotos}
                selectionMode={deletion.selectionMode}
                selectedIds={deletion.selectedIds}
                onOpen={(index) => setViewerIndex(offset + index)}
                onToggle={deletion.toggle}
              />
            )}
          />
        )}
      </section>

      <PhotoViewer photos={shown} index={viewerIndex} onIndexChange={setViewerIndex} />
      <PasswordDialog
        open={deletion.dialogOpen}
        password={deletion.password}
        verifying={deletion.verifying}
        onPasswordChange={deletion.setPassword}
        onSubmit={() => void deletion.verify()}
        onOpenChange={(open) => (open ? deletion.openDialog() : deletion.closeDialog())}
      />
    </main>
  );
}
