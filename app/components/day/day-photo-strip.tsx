import { Images } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { albumSections } from "../gallery/album-view";
import { fetchPhotos, type Photo } from "../gallery/gallery-api";

const SHOWN = 8;

/**
 * The day's photos, read after hydration (the day page itself is
 * prerendered), each linking to the album filtered to this day.
 */
export function DayPhotoStrip({ day }: { day: number }) {
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchPhotos()
      .then((all) => current && setPhotos(albumSections(all, { day }).flatMap((section) => section.photos)))
      .catch(() => current && setPhotos([]));
    return () => {
      current = false;
    };
  }, [day]);

  const albumLink = `/gallery?day=${day}`;
  return (
    <section aria-labelledby="day-photos-title" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="day-photos-title" className="text-2xl font-bold sm:text-3xl">
          Photos from Day {day}
        </h2>
        <Link to={albumLink} className="inline-flex min-h-11 items-center gap-2 font-semibold text-majorelle underline">
          <Images aria-hidden className="size-5" />
          {photos && photos.length > 0 ? `See all ${photos.length} in the gallery` : "Open the gallery"}
        </Link>
      </div>
      {photos && photos.length > 0 ? (
        <ul className="flex gap-3 overflow-x-auto pb-2">
          {photos.slice(0, SHOWN).map((photo) => (
            <li key={photo.id} className="shrink-0">
              <Link to={albumLink} aria-label={`Photo ${photo.id}${photo.uploaderName ? ` by ${photo.uploaderName}` : ""}, in the gallery`}>
                {photo.thumbnailUrl || photo.mediaType !== "video" ? (
                  <img
                    src={photo.thumbnailUrl ?? photo.objectPath}
                    alt=""
                    loading="lazy"
                    className="h-28 w-28 rounded-xl object-cover shadow-(--shadow-card)"
                  />
                ) : (
                  <span className="flex h-28 w-28 items-center justify-center rounded-xl bg-sand-deep text-sm">Video</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : photos ? (
        <p className="text-ink-soft">No photos from this day yet. Share yours in the gallery.</p>
      ) : null}
    </section>
  );
}
