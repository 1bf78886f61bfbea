import { describe, expect, it } from "vitest";
import { formatDuration, itemLabel } from "./media-labels";

describe("media labels", () => {
  it("formats durations as players do", () => {
    expect([0, 2, 59.6, 75, 600].map(formatDuration)).toEqual(["0:00", "0:02", "1:00", "1:15", "10:00"]);
  });

  it("names items by the kind the server decided", () => {
    expect(itemLabel({ id: 3, mediaType: "video", uploaderName: null })).toBe("Video 3");
    expect(itemLabel({ id: 12, mediaType: "image", uploaderName: "Amina" })).toBe("Photo 12 shared by Amina");
  });
});
