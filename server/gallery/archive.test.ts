import { describe, expect, it } from "vitest";
import { entryName, folderFor, safeNamePart } from "./archive";

describe("zip entry names", () => {
  it("files a photo under its trip day with its id and uploader", () => {
    expect(entryName({ id: 42, uploaderName: "Amina", capturedOn: "2025-11-26" }, "jpg")).toBe("day-5/marrakech-42-Amina.jpg");
    expect(entryName({ id: 7, uploaderName: null, capturedOn: "2025-11-21" }, "mp4")).toBe("day-0/marrakech-7.mp4");
  });

  it("puts dates outside the ten days before or after the trip", () => {
    expect(folderFor("2025-11-20")).toBe("before-trip");
    expect(folderFor("2025-12-01")).toBe("after-trip");
    expect(folderFor("2025-11-30")).toBe("day-9");
  });

  it("keeps names readable and accents intact", () => {
    expect(safeNamePart("  Zoé   Benali ")).toBe("Zoé-Benali");
    expect(safeNamePart("Ahmed\u0301")).toBe("Ahmed\u0301".normalize("NFC"));
  });

  it("removes path separators and characters Windows or macOS refuse", () => {
    expect(safeNamePart("../../etc/passwd")).toBe("etcpasswd");
    expect(safeNamePart('a<b>c:d"e/f\\g|h?i*j')).toBe("abcdefghij");
    expect(safeNamePart("C:\\Users\\x")).toBe("CUsersx");
    expect(safeNamePart("tab\tnew\nline\u0000")).toBe("tab-new-line");
  });

  it("removes invisible and direction-changing characters that could disguise an extension", () => {
    expect(safeNamePart("photo\u202Egpj.exe")).toBe("photogpj.exe");
    expect(safeNamePart("a\u200Bb\uFEFF")).toBe("ab");
  });

  it("trims dots and dashes at the ends, and long names to 40 characters without splitting an emoji", () => {
    expect(safeNamePart("...hidden.")).toBe("hidden");
    expect(safeNamePart(" - ")).toBe("");
    expect(Array.from(safeNamePart("🐐".repeat(50)))).toHaveLength(40);
    expect(safeNamePart("x".repeat(100))).toHaveLength(40);
  });
});
