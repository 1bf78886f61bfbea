import { describe, expect, it } from "vitest";
import { nextActivity } from "./next-activity";

describe("the next activity of a day", () => {
  it("is the first one at or after the clock", () => {
    expect(nextActivity(4, "12:00")).toMatchObject({ time: "14:30", title: "Guided Souk Shopping" });
    expect(nextActivity(4, "14:30")).toMatchObject({ time: "14:30" });
  });

  it("is none late in the evening", () => {
    expect(nextActivity(4, "23:50")).toBeUndefined();
  });
});
