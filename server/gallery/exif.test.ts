import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifOrientation, jpegExif, jpegWithExif, withoutGps } from "./exif";

async function taggedJpeg() {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: "#b5532f" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "GoatCam" },
      IFD2: { DateTimeOriginal: "2025:11:22 10:11:12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 37/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("EXIF surgery", () => {
  it("empties the GPS directory, keeps the date and camera, and resets the orientation only when asked", async () => {
    const tiff = jpegExif(await taggedJpeg())!;
    expect(tiff.toString("latin1")).toContain("N\0");
    const kept = withoutGps(tiff, { upright: false })!;
    const upright = withoutGps(tiff, { upright: true })!;
    expect(kept.toString("latin1")).toContain("2025:11:22 10:11:12");
    expect(kept.toString("latin1")).toContain("GoatCam");
    expect([exifOrientation(kept), exifOrientation(upright)]).toEqual([6, 1]);
    const latitude = Buffer.alloc(8);
    latitude.writeUInt32LE(31, 0);
    latitude.writeUInt32LE(1, 4);
    const bigEndian = Buffer.from([0, 0, 0, 31, 0, 0, 0, 1]);
    expect(tiff.includes(latitude) || tiff.includes(bigEndian)).toBe(true);
    expect(kept.includes(latitude) || kept.includes(bigEndian)).toBe(false);
  });

  it("swaps a JPEG's EXIF block without touching its image data, and sharp still reads it", async () => {
    const jpeg = await taggedJpeg();
    const cleaned = jpegWithExif(jpeg, withoutGps(jpegExif(jpeg)!, { upright: false }));
    const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(cleaned).equals(scan(jpeg))).toBe(true);
    expect(await sharp(cleaned).metadata()).toMatchObject({ format: "jpeg", orientation: 6, width: 40 });
    expect(jpegExif(jpegWithExif(jpeg, undefined))).toBeUndefined();
  });

  it("drops a block whose offsets point outside it", () => {
    const lying = Buffer.from("II*\0\xff\xff\0\0", "latin1");
    expect(withoutGps(lying, { upright: true })).toBeUndefined();
    expect(exifOrientation(lying)).toBe(1);
  });
});
