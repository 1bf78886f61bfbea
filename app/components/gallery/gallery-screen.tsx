import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { NeedsConnection } from "~/components/offline/needs-connection";
import { PageHeader } from "../ui/page-header";
import { GalleryEmptyState } from "./gallery-empty-state";
import { PasswordDialog } from "./password-dialog";
import { PhotoGrid } from "./photo-grid";
import { PhotoViewer } from "./photo-viewer";
import { SelectionBar } from "./selection-bar";
import { UploadPanel } from "./upload-panel";
import { useDeletion } from "./use-deletion";
import { usePhotos } from "./use-photos";

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
              <PhotoGrid
                photos={photos}
                selectionMode={deletion.selectionMode}
                selectedIds={deletion.selectedIds}
                onOpen={setViewerIndex}
                onToggle={deletion.toggle}
                tileRef={(id, element) => (element ? tiles.current.set(id, element) : tiles.current.delete(id))}
              />
            </div>
          )}
        </section>
      </div>

      <PhotoViewer
        photos={photos}
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
    </>
  );
}
