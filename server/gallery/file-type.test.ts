import { describe, expect, it } from "vitest";
import { disguisedHtml, disguisedSvg, gif, jpeg, png, video, webp } from "../../tests/fixtures/media";
import { detectFileType } from "./file-type";

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from(`ftyp${brands}`, "latin1"), Buffer.alloc(32)]);
};

describe("detectFileType", () => {
  it("knows the allowed images by their bytes", async () => {
    expect(detectFileType(await jpeg())?.extension).toBe("jpg");
    expect(detectFileType(await png())?.extension).toBe("png");
    expect(detectFileType(await webp())?.extension).toBe("webp");
    expect(detectFileType(await gif())?.extension).toBe("gif");
    expect(detectFileType(ftyp("heic", "mif1", "heic"))).toMatchObject({ extension: "heic", contentType: "image/heic" });
    expect(detectFileType(ftyp("mif1", "mif1"))).toMatchObject({ extension: "heif", contentType: "image/heif" });
    expect(detectFileType(ftyp("avif", "mif1", "avif"))).toMatchObject({ extension: "avif", mediaType: "image" });
  });

  it("knows the allowed videos by their bytes", () => {
    expect(detectFileType(video("mp4"))).toMatchObject({ extension: "mp4", mediaType: "video" });
    expect(detectFileType(video("webm"))).toMatchObject({ extension: "webm", contentType: "video/webm" });
    expect(detectFileType(video("mov"))).toMatchObject({ extension: "mov", contentType: "video/quicktime" });
    expect(detectFileType(ftyp("qt  ", "qt  "))?.extension).toBe("mov");
    const matroska = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from("\x42\x82\x88matroska"), Buffer.alloc(16)]);
    expect(detectFileType(matroska)?.extension).toBe("mkv");
    const avi = Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI LIST"), Buffer.alloc(16)]);
    expect(detectFileType(avi)).toMatchObject({ extension: "avi", contentType: "video/x-msvideo" });
  });

  it("refuses everything else, whatever it pretends to be", () => {
    for (const body of [
      disguisedHtml,
      disguisedSvg,
      Buffer.from("%PDF-1.7 and more text here"),
      Buffer.from("PK\x03\x04 a zip archive....."),
      Buffer.from("#!/bin/sh\nrm -rf /\n"),
      ftyp("zzzz", "zzzz"),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(detectFileType(body)).toBeUndefined();
    }
  });
});
