// EXIF surgery on raw bytes, so a download keeps its capture date and camera
// while its position stays behind. Works on the TIFF structure EXIF is made
// of; anything malformed is dropped whole rather than half-trusted.

const GPS_IFD_POINTER = 0x8825;
const ORIENTATION = 0x0112;
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };
const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");
const XMP_HEADER = "http://ns.adobe.com/xap/1.0/";

/** The TIFF part of an EXIF block as sharp ("Exif\0\0" + TIFF) or heif-dec (4-byte offset + TIFF) hand it over. */
export function tiffOf(exif: Buffer | undefined): Buffer | undefined {
  if (!exif) return undefined;
  for (let start = 0; start <= Math.min(16, exif.length - 8); start += 1) {
    const order = exif.toString("latin1", start, start + 4);
    if (order === "II*\0" || order === "MM\0*") return exif.subarray(start);
  }
  return undefined;
}

/**
 * A copy of the TIFF block with the GPS directory emptied (its entries and
 * their values zeroed) and, when the pixels were turned upright already, the
 * orientation reset to 1. Undefined when the block is not valid TIFF.
 */
export function withoutGps(tiff: Buffer, options: { upright: boolean }): Buffer | undefined {
  const out = Buffer.from(tiff);
  try {
    const little = out.toString("latin1", 0, 2) === "II";
    const u16 = (offset: number) => (little ? out.readUInt16LE(offset) : out.readUInt16BE(offset));
    const u32 = (offset: number) => (little ? out.readUInt32LE(offset) : out.readUInt32BE(offset));
    const setU16 = (offset: number, value: number) => (little ? out.writeUInt16LE(value, offset) : out.writeUInt16BE(value, offset));

    const ifd0 = u32(4);
    for (let index = 0; index < u16(ifd0); index += 1) {
      const entry = ifd0 + 2 + index * 12;
      const tag = u16(entry);
      if (tag === ORIENTATION && options.upright) setU16(entry + 8, 1);
      if (tag !== GPS_IFD_POINTER) continue;
      const gps = u32(entry + 8);
      const count = u16(gps);
      for (let gpsIndex = 0; gpsIndex < count; gpsIndex += 1) {
        const gpsEntry = gps + 2 + gpsIndex * 12;
        const size = (TYPE_SIZES[u16(gpsEntry + 2)] ?? 1) * u32(gpsEntry + 4);
        if (size > 4) out.fill(0, u32(gpsEntry + 8), u32(gpsEntry + 8) + size);
      }
      out.fill(0, gps, gps + 2 + count * 12);
    }
    return out;
  } catch {
    // A read past the end: the offsets lie, so none of it is kept.
    return undefined;
  }
}

/** The orientation tag of IFD0 (1 to 8), or 1 when absent or unreadable. */
export function exifOrientation(tiff: Buffer | undefined): number {
  if (!tiff) return 1;
  try {
    const little = tiff.toString("latin1", 0, 2) === "II";
    const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
    const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
    for (let index = 0; index < u16(ifd0); index += 1) {
      const entry = ifd0 + 2 + index * 12;
      if (u16(entry) !== ORIENTATION) continue;
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  } catch {
    // Unreadable: treated as upright.
  }
  return 1;
}

/**
 * The JPEG with its EXIF and XMP blocks replaced by the given TIFF block (or
 * removed when there is none). Pixel data is copied untouched.
 */
export function jpegWithExif(jpeg: Buffer, tiff: Buffer | undefined): Buffer {
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  // One APP1 segment holds at most 64 KB; a larger block is left out rather than cut.
  if (tiff && tiff.length + EXIF_HEADER.length + 2 <= 0xffff) kept.push(app1(Buffer.concat([EXIF_HEADER, tiff])));
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    // Start of scan: the rest is image data.
    if (marker === 0xda) break;
    const length = jpeg.readUInt16BE(offset + 2);
    const segment = jpeg.subarray(offset, offset + 2 + length);
    const payload = segment.subarray(4);
    const metadata =
      marker === 0xe1 && (payload.subarray(0, 6).equals(EXIF_HEADER) || payload.toString("latin1", 0, XMP_HEADER.length) === XMP_HEADER);
    if (!metadata) kept.push(segment);
    offset += 2 + length;
  }
  kept.push(jpeg.subarray(offset));
  return Buffer.concat(kept);
}

/** The TIFF block of a JPEG's EXIF segment, if it has one. */
export function jpegExif(jpeg: Buffer): Buffer | undefined {
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff && jpeg[offset + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(offset + 2);
    const payload = jpeg.subarray(offset + 4, offset + 2 + length);
    if (jpeg[offset + 1] === 0xe1 && payload.subarray(0, 6).equals(EXIF_HEADER)) return payload.subarray(6);
    offset += 2 + length;
  }
  return undefined;
}

function app1(payload: Buffer): Buffer {
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}
