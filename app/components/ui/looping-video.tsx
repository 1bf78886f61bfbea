import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/**
 * A silent looping clip (e.g. the palace dinner). It plays by itself unless the
 * reader prefers reduced motion, and a button pauses it (WCAG 2.2.2).
 */
export function LoopingVideo({
  src,
  label,
  poster,
  className = "",
}: {
  src: string;
  label: string;
  poster?: string;
  className?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      videoRef.current?.pause();
      setPlaying(false);
    }
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => setPlaying(false));
      setPlaying(true);
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <div className={`relative ${className}`}>
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        autoPlay
        loop
        muted
        playsInline
        preload="metadata"
        aria-label={label}
        width={800}
        height={500}
        className="size-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? `Pause video: ${label}` : `Play video: ${label}`}
        className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-ink/70 text-white backdrop-blur-sm hover:bg-ink/85"
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
