import { describe, expect, it } from "vitest";
import { summarizeBatch } from "./upload-summary";

describe("summarizeBatch", () => {
  it("uses the spec's strings for one file", () => {
    expect(summarizeBatch([{ name: "a.jpg", saved: true }])).toEqual({
      title: "Success!",
      description: "Your photo has been uploaded to the gallery",
    });
    expect(summarizeBatch([{ name: "a.jpg", saved: false, failedStep: "upload" }])).toMatchObject({
      title: "Error",
      description: "Upload failed for a.jpg",
      variant: "destructive",
    });
    expect(summarizeBatch([{ name: "a.jpg", saved: false, failedStep: "save" }]).description).toBe(
      "Failed to save photo. Please try again.",
    );
  });

  it("counts a batch and names every file that failed", () => {
    expect(summarizeBatch([{ name: "a.jpg", saved: true }, { name: "b.jpg", saved: true }]).description).toBe(
      "All 2 files have been uploaded to the gallery",
    );
    const mixed = summarizeBatch([
      { name: "a.jpg", saved: true },
      { name: "b.mp4", saved: false, failedStep: "upload" },
      { name: "c.jpg", saved: false, failedStep: "save" },
    ]);
    expect(mixed).toEqual({ title: "Error", description: "1 of 3 files saved. Upload failed for b.mp4, c.jpg", variant: "destructive" });
  });
});
