import { Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { NeedsConnection } from "~/components/offline/needs-connection";
import { PageHeader } from "../ui/page-header";
import { AlbumDownloads } from "./album-downloads";
import { albumSections, parseAlbumFilters, uploaderNames } from "./album-view";
import { GalleryEmptyState } from "./gallery-empty-state";
import { GalleryFilters } from "./gallery-filters";
import { GallerySections } from "./gallery-sections";
import { PhotoGrid } from "./photo-grid";
import { SelectionBar } from "./selection-bar";
import { UploadPanel } from "./upload-panel";
import { useDeletion } from "./use-deletion";
import { usePhotos } from "./use-photos";

// The viewer and the password dialog carry Radix's dialog machinery (focus
// trap, scroll lock): they load just after the page comes alive, not with it,
// and are ready by the time a guest taps a photo.
const PhotoViewer = lazy(() => import("./photo-viewer").then((module) => ({ default: module.PhotoViewer })));
const PasswordDialog = lazy(() => import("./password-dialog").then((module) => ({ default: module.PasswordDialog })));

/**
 * The gallery page inside the layout's <main>: the page header band every
 * screen has, the upload panel, then the items section (its toolbar and the
 * grid). Focus goes back where it came from when the viewer or the password
 * dialog closes.
 */
export function GalleryScreen() {
  const { status, photos, refresh } = usePhotos();
  const deletion = useDeletion(refresh);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const deleteButton = useRef<HTMLButtonElement>(null);
  const selectionBar = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => parseAlbumFilters(searchParams), [searchParams]);
  const sections = useMemo(() => albumSections(photos, filters), [photos, filters]);
  // The viewer steps through what is on screen, in the order it is shown.
  const shown = useMemo(() => sections.flatMap((section) => section.photos), [sections]);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  useEffect(() => setDialogsWanted(true), []);

  return (
    <>
      <PageHeader eyebrow="Gallery" title="Photo & Video Gallery">
        <p>Share your favourite moments from the trip with the whole squad.</p>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 pt-10">
        <NeedsConnection>
          The gallery needs a connection: photos and uploads will be back when your phone has signal again.
        </NeedsConnection>
        <UploadPanel onSaved={refresh} />

        <div className="mt-8 flex flex-col gap-4">
          <GalleryFilters filters={filters} uploaders={uploaderNames(photos)} />
          <AlbumDownloads filters={filters} />
        </div>

        <section aria-labelledby="gallery-items-heading" className="mt-10">
          <div className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-2">
            <h2 id="gallery-items-heading" className="text-2xl font-bold">
              Photos &amp; videos
            </h2>
            {!deletion.selectionMode && photos.length > 0 ? (
              <button
                ref={deleteButton}
                type="button"
                onClick={deletion.openDialog}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-terracotta-dark px-5 font-semibold text-terracotta-dark"
              >
                <Trash2 aria-hidden className="h-5 w-5" />
                Delete Photos
              </button>
            ) : null}
          </div>
          {deletion.selectionMode ? (
            <SelectionBar
              ref={selectionBar}
              count={deletion.selectedIds.length}
              deleting={deletion.deleting}
              onDelete={() => void deletion.deleteSelected()}
              onCancel={deletion.cancel}
            />
          ) : null}

          {status === "pending" ? (
            <p className="py-12 text-center text-ink-soft">Loading photos...</p>
          ) : status === "error" ? (
            <p className="py-12 text-center text-terracotta-dark">Could not load the photos. Please refresh the page.</p>
          ) : photos.length === 0 ? (
            <GalleryEmptyState />
          ) : (
            <div className={deletion.selectionMode ? "mt-4" : undefined}>
              {shown.length === 0 ? (
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
                      tileRef={(id, element) => (element ? tiles.current.set(id, element) : tiles.current.delete(id))}
                    />
                  )}
                />
              )}
            </div>
          )}
        </section>
      </div>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={shown}
            index={viewerIndex}
            onIndexChange={setViewerIndex}
            onClosed={(photo) => tiles.current.get(photo.id)?.focus()}
          />
          <PasswordDialog
            open={deletion.dialogOpen}
            password={deletion.password}
            verifying={deletion.verifying}
            onPasswordChange={deletion.setPassword}
            onSubmit={() => void deletion.verify()}
            onOpenChange={(open) => (open ? deletion.openDialog() : deletion.closeDialog())}
            onClosed={() => (selectionBar.current ?? deleteButton.current)?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
