import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ProgressBar } from "../ui/progress";
import { toast } from "../ui/toast";
import { MAX_FILE_BYTES, MAX_FILES_PER_BATCH } from "./gallery-api";
import { uploadBatch } from "./upload-queue";
import { summarizeBatch } from "./upload-summary";

type FileProgress = { name: string; percent: number; state: "sending" | "saved" };

/**
 * Name field, file picker and one progress bar per file. Files go up one
 * after another and each is saved as soon as it is up (upload-queue.ts).
 */
export function UploadPanel({ onSaved }: { onSaved: () => Promise<void> }) {
  const [uploaderName, setUploaderName] = useState("");
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();

  const setFileProgress = (index: number, change: Partial<FileProgress>) =>
    setProgress((items) => items.map((item, position) => (position === index ? { ...item, ...change } : item)));

  async function upload(files: File[]) {
    if (files.length > MAX_FILES_PER_BATCH) {
      toast({ title: "Too many files", description: `You can only upload ${MAX_FILES_PER_BATCH} files at a time`, variant: "destructive" });
      return;
    }
    if (files.some((file) => file.size > MAX_FILE_BYTES)) {
      toast({ title: "File too large", description: "Files must be smaller than 50MB", variant: "destructive" });
      return;
    }
    setUploading(true);
    setProgress(files.map((file) => ({ name: file.name, percent: 0, state: "sending" })));
    const outcomes = await uploadBatch(files, uploaderName, {
      onProgress: (index, percent) => setFileProgress(index, { percent }),
      onSaved: async (index) => {
        setFileProgress(index, { percent: 100, state: "saved" });
        await onSaved();
      },
    });
    setUploading(false);
    setProgress([]);
    toast(summarizeBatch(outcomes));
  }

  return (
    <section aria-labelledby={`${nameId}-heading`} className="rounded-card bg-white/70 p-5 shadow-card">
      <h2 id={`${nameId}-heading`} className="text-xl font-bold">
        Share your photos and videos
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={nameId} className="text-sm font-semibold">
            Your name (optional)
          </label>
          <input
            id={nameId}
            value={uploaderName}
            maxLength={80}
            onChange={(event) => setUploaderName(event.target.value)}
            placeholder="e.g. Amina"
            autoComplete="name"
            className="min-h-11 rounded-lg border border-ink-soft/40 bg-white px-3"
          />
        </div>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/*,video/*"
          aria-label="Choose photos or videos"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length > 0) void upload(files);
          }}
        />
        <button
          type="button"
          disabled={uploading}
          onClick={() => input.current?.click()}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-majorelle px-6 font-semibold text-white disabled:opacity-60"
        >
          <Upload aria-hidden className="h-5 w-5" />
          {uploading ? "Uploading..." : "Upload Photos & Videos"}
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-soft">Up to 10 files at a time, 50MB each.</p>
      {progress.length > 0 ? (
        <ul className="mt-4 grid gap-2" aria-label="Upload progress">
          {progress.map((item, index) => (
            <li key={`${item.name}-${index}`} className="grid gap-1">
              <span className="truncate text-sm">
                {item.name}
                {item.state === "saved" ? " (saved)" : ""}
              </span>
              <ProgressBar value={item.percent} label={`Uploading ${item.name}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
