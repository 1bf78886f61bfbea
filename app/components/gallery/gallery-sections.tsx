import type { ReactNode } from "react";
import type { AlbumSection } from "./album-view";
import type { Photo } from "./gallery-api";

/**
 * One titled block per trip day. Each block renders its own grid; `offset`
 * is the position of its first photo in the album's overall order, so the
 * viewer can step across sections.
 */
export function GallerySections({
  sections,
  renderGrid,
}: {
  sections: AlbumSection[];
  renderGrid: (photos: Photo[], offset: number) => ReactNode;
}) {
  let offset = 0;
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => {
        const start = offset;
        offset += section.photos.length;
        return (
          <section key={section.key} aria-labelledby={`album-${section.key}`}>
            <h3 id={`album-${section.key}`} className="mb-4 text-xl font-bold sm:text-2xl">
              {section.title}
            </h3>
            {renderGrid(section.photos, start)}
          </section>
        );
      })}
    </div>
  );
}
