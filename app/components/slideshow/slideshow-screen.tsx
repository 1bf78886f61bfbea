import { ChevronLeft, ChevronRight, Maximize, Pause, Play, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { albumHref, albumSections, dayTitle, parseAlbumFilters } from "../gallery/album-view";
import { tripDayOf } from "~/lib/trip-day";
import { QrCode } from "./qr-code";
import { Slide, slideImageSource } from "./slide";
import { useLivePhotos } from "./use-live-photos";
import { PHOTO_SECONDS } from "./slideshow-timing";
import { useSlideshowKeys } from "./use-slideshow-keys";
import { useWakeLock } from "./use-wake-lock";

const control = "inline-flex h-12 w-12 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70";

export function SlideshowScreen() {
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => ({ day: parseAlbumFilters(searchParams).day }), [searchParams]);
  const { photos, loaded } = useLivePhotos();
  const order = useMemo(() => albumSections(photos, filters).flatMap((section) => section.photos), [photos, filters]);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [origin, setOrigin] = useState<string | null>(null);
  const seen = useRef<Set<number> | null>(null);
  const navigate = useNavigate();
  useWakeLock();
  useEffect(() => setOrigin(window.location.origin), []);

  // A new arrival goes on screen at once: that is the point of a live wall.
  useEffect(() => {
    if (!loaded) return;
    const ids = order.map((photo) => photo.id);
    const fresh = seen.current ? ids.filter((id) => !seen.current!.has(id)) : [];
    seen.current = new Set(ids);
    if (fresh.length > 0) setCurrentId(Math.max(...fresh));
    else setCurrentId((id) => (id !== null && ids.includes(id) ? id : (ids[0] ?? null)));
  }, [order, loaded]);

  const index = order.findIndex((photo) => photo.id === currentId);
  const current = index >= 0 ? order[index] : undefined;
  const step = (delta: number) => {
    if (order.length === 0) return;
    setCurrentId(order[(Math.max(index, 0) + delta + order.length) % order.length]!.id);
  };
  const leave = () => navigate(albumHref(filters));

  useSlideshowKeys({ next: () => step(1), previous: () => step(-1), togglePause: () => setPaused((value) => !value), leave });

  useEffect(() => {
    if (paused || !current || current.mediaType === "video" || order.length < 2) return;
    const timer = setTimeout(() => step(1), PHOTO_SECONDS * 1000);
    return () => clearTimeout(timer);
  });

  const next = order.length > 1 ? order[(index + 1) % order.length] : undefined;
  useEffect(() => {
    if (next && next.mediaType !== "video") new Image().src = slideImageSource(next);
  }, [next]);

  const galleryUrl = origin ? `${origin}/gallery` : null;
  const day = current ? tripDayOf(current.capturedOn) : undefined;
  return (
    <div role="region" aria-label="Slideshow" className="fixed inset-0 z-[100] bg-black text-white">
      {current ? (
        <Slide key={current.id} photo={current} paused={paused} onVideoEnded={() => step(1)} />
      ) : (
        <p className="flex h-full items-center justify-center px-8 text-center text-2xl">
          {loaded ? "No photos yet: scan the code to share the first one." : "Loading photos..."}
        </p>
      )}

      <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 bg-gradient-to-t from-black/80 to-transparent p-6">
        <div aria-live="polite">
          {current ? (
            <>
              <p className="text-xl font-semibold">{day === undefined ? "Around the trip" : dayTitle(day)}</p>
              <p className="text-white/85">
                {current.uploaderName ? `by ${current.uploaderName} · ` : ""}
                {index + 1} of {order.length}
                {paused ? " · paused" : ""}
              </p>
            </>
          ) : null}
        </div>
        {galleryUrl ? (
          <figure className="flex items-center gap-3 rounded-2xl bg-black/60 p-3">
            <QrCode text={galleryUrl} label={`QR code for ${galleryUrl}`} className="h-28 w-28 rounded-lg" />
            <figcaption className="max-w-40 text-sm">
              Add yours: scan to open the gallery and upload from your phone.
            </figcaption>
          </figure>
        ) : null}
      </div>

      <div className="absolute top-4 right-4 flex gap-2">
        <button type="button" className={control} aria-label="Previous" onClick={() => step(-1)}>
          <ChevronLeft aria-hidden className="h-6 w-6" />
        </button>
        <button type="button" className={control} aria-label={paused ? "Play" : "Pause"} onClick={() => setPaused((value) => !value)}>
          {paused ? <Play aria-hidden className="h-6 w-6" /> : <Pause aria-hidden className="h-6 w-6" />}
        </button>
        <button type="button" className={control} aria-label="Next" onClick={() => step(1)}>
          <ChevronRight aria-hidden className="h-6 w-6" />
        </button>
        <button
          type="button"
          className={control}
          aria-label="Full screen"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          <Maximize aria-hidden className="h-6 w-6" />
        </button>
        <Link to={albumHref(filters)} className={control} aria-label="Close slideshow">
          <X aria-hidden className="h-6 w-6" />
        </Link>
      </div>
    </div>
  );
}
