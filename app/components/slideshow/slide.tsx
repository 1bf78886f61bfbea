import { useEffect, useRef, useState } from "react";
import type { Photo } from "../gallery/gallery-api";

/** The web-sized copy where one exists: a TV does not need the 12 MP original. */
export function slideImageSource(photo: Photo): string {
  return photo.previewUrl ?? photo.objectPath;
}

/**
 * One photo or video, fading in once it has loaded. Videos play muted and
 * all the way through; their end moves the show on.
 */
export function Slide({ photo, paused, onVideoEnded }: { photo: Photo; paused: boolean; onVideoEnded: () => void }) {
  const [shown, setShown] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (paused) video.current?.pause();
    else void video.current?.play().catch(() => undefined);
  }, [paused]);
  const fade = `absolute inset-0 h-full w-full object-contain transition-opacity duration-1000 ${shown ? "opacity-100" : "opacity-0"}`;
  if (photo.mediaType === "video") {
    return (
      <video
        ref={video}
        src={photo.objectPath}
        poster={photo.previewUrl ?? undefined}
        muted
        autoPlay={!paused}
        playsInline
        onLoadedData={() => setShown(true)}
        onEnded={onVideoEnded}
        onError={onVideoEnded}
        className={fade}
        data-photo-id={photo.id}
      />
    );
  }
  return (
    <img
      src={slideImageSource(photo)}
      alt={`Photo ${photo.id}${photo.uploaderName ? ` shared by ${photo.uploaderName}` : ""}`}
      onLoad={() => setShown(true)}
      className={fade}
      data-photo-id={photo.id}
    />
  );
}
