import { Download, MonitorPlay } from "lucide-react";
import { downloadLabel } from "./album-labels";
import { albumHref, type AlbumFilters } from "./album-view";

/** Zip links for what is on screen, and the slideshow of it. Plain links: the browser streams the zip to disk. */
export function AlbumDownloads({ filters }: { filters: AlbumFilters }) {
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams(extra);
    if (filters.day !== undefined) params.set("day", String(filters.day));
    if (filters.by) params.set("uploader", filters.by);
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  const what = filters.day !== undefined ? `Day ${filters.day}` : "everything";
  return (
    <div className="rounded-(--radius-card) border border-ink/5 bg-white/85 p-4 shadow-(--shadow-card)">
      <div className="flex flex-wrap gap-2">
        <a href={`/api/photos/archive.zip${query({})}`} download className="inline-flex min-h-11 items-center gap-2 rounded-full bg-majorelle px-5 font-semibold text-white">
          <Download aria-hidden className="h-5 w-5" />
          {downloadLabel(what)}
        </a>
        <a href={`/api/photos/archive.zip${query({ variant: "light" })}`} download className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-majorelle px-5 font-semibold text-majorelle">
          <Download aria-hidden className="h-5 w-5" />
          Light zip for slow connections
        </a>
        <a href={albumHref({ day: filters.day }, "/slideshow")} className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-ink/20 px-5 font-semibold">
          <MonitorPlay aria-hidden className="h-5 w-5" />
          Slideshow
        </a>
      </div>
      <p className="mt-3 text-sm text-ink-soft">
        Originals, untouched. For a very large album, download one day at a time: Mac's Archive Utility opens one zip per day
        more reliably than a single huge one. The light zip holds web-sized copies.
      </p>
    </div>
  );
}
