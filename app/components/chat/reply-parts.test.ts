import { describe, expect, it } from "vitest";
import { replyParts } from "./reply-parts";

describe("replyParts", () => {
  it("turns a markdown link to a site page into an internal link", () => {
    expect(replyParts("It is $95.\n\nMore on [Budget Guide](/budget).")).toEqual([
      { kind: "text", text: "It is $95.\n\nMore on " },
      { kind: "link", text: "Budget Guide", href: "/budget", internal: true },
      { kind: "text", text: "." },
    ]);
  });

  it("links bare site paths and http(s) addresses", () => {
    const parts = replyParts("See /day/3 or https://example.org/info.");
    expect(parts.filter((part) => part.kind === "link")).toEqual([
      { kind: "link", text: "/day/3", href: "/day/3", internal: true },
      { kind: "link", text: "https://example.org/info", href: "https://example.org/info", internal: false },
    ]);
  });

  it("keeps unsafe link targets as plain text", () => {
    for (const target of ["javascript:alert`1`", "//evil.example/x", "data:text/html,hi", "mailto:x@y.z"]) {
      const parts = replyParts(`Click [here](${target}) now`);
      expect(parts).toEqual([{ kind: "text", text: "Click here now" }]);
    }
  });

  it("leaves text without links alone", () => {
    expect(replyParts("Bring layers <b>and</b> a scarf.")).toEqual([{ kind: "text", text: "Bring layers <b>and</b> a scarf." }]);
  });
});
