import { LoopingVideo } from "./looping-video";

const mediaFrame = "aspect-[16/10] w-full bg-sand-deep";

/** A card's picture (activity, restaurant, stay, featured), or its looping clip when the file is an .mp4. */
export function CardMedia({
  src,
  label,
  poster,
  eager = false,
}: {
  src: string;
  label: string;
  poster?: string;
  eager?: boolean;
}) {
  if (src.toLowerCase().endsWith(".mp4")) {
    return <LoopingVideo src={src} label={label} poster={poster} className={mediaFrame} />;
  }
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={500}
      // An eager picture is the first thing on screen and often the largest (LCP):
      // fetched first and painted with its text; the others wait until scrolled near.
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding={eager ? "sync" : "async"}
      className={`${mediaFrame} object-cover`}
    />
  );
}
