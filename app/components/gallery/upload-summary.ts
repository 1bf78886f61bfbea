import type { FileOutcome } from "./upload-queue";

export type UploadSummary = { title: string; description: string; variant?: "destructive" };

/**
 * The toast at the end of a batch, true to what happened: the spec's
 * strings for a single file, counts and the names of what failed otherwise.
 */
export function summarizeBatch(outcomes: FileOutcome[]): UploadSummary {
  const failed = outcomes.filter((outcome) => !outcome.saved);
  const savedCount = outcomes.length - failed.length;
  if (failed.length === 0) {
    return {
      title: "Success!",
      description:
        outcomes.length === 1
          ? "Your photo has been uploaded to the gallery"
          : `All ${outcomes.length} files have been uploaded to the gallery`,
    };
  }
  if (outcomes.length === 1) {
    const description =
      failed[0]!.failedStep === "save" ? "Failed to save photo. Please try again." : `Upload failed for ${failed[0]!.name}`;
    return { title: "Error", description, variant: "destructive" };
  }
  const names = failed.map((outcome) => outcome.name).join(", ");
  return {
    title: "Error",
    description: `${savedCount} of ${outcomes.length} files saved. Upload failed for ${names}`,
    variant: "destructive",
  };
}
