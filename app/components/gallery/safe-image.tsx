import { useState, type ComponentProps, type ReactNode } from "react";

/**
 * An <img> that swaps itself for a designed fallback if it fails to load, so
 * the gallery never shows a broken-image icon. The server-rendered HTML has
 * no gallery images (the list loads after hydration), so onError always runs.
 */
export function SafeImage({ fallback, ...image }: ComponentProps<"img"> & { fallback: ReactNode }) {
  const [failedSource, setFailedSource] = useState<string | undefined>();
  if (image.src !== undefined && failedSource === image.src) return <>{fallback}</>;
  return <img {...image} onError={() => setFailedSource(image.src)} />;
}
