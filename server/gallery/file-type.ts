import { contentTypeFor } from "../http/mime";

export type DetectedType = { extension: string; contentType: string; mediaType: "image" | "video" };

/** Bytes the detector needs from the start of a file. */
export const SNIFF_BYTES = 4096;

// Content types come from the one extension table the server uses for every file.
const type = (extension: string, mediaType: "image" | "video"): DetectedType => ({
  extension,
  contentType: contentTypeFor(`file.${extension}`),
  mediaType,
});

const JPEG = type("jpg", "image");
const PNG = type("png", "image");
const GIF = type("gif", "image");
const WEBP = type("webp", "image");
const HEIC = type("heic", "image");
const HEIF = type("heif", "image");
const AVIF = type("avif", "image");
const MP4 = type("mp4", "video");
const MOV = type("mov", "video");
const WEBM = type("webm", "video");
const MKV = type("mkv", "video");
const AVI = type("avi", "video");

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const heifBrands = new Set(["mif1", "msf1", "mif2"]);
const avifBrands = new Set(["avif", "avis"]);
const mp4Brands = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso8", "mp41", "mp42", "mp71", "avc1", "dash", "mmp4", "M4V ", "M4VH", "M4VP", "f4v ", "3gp4", "3gp5", "3gp6", "3g2a", "XAVC", "MSNV", "NDAS",
]);
// Old QuickTime files may start straight with one of these atoms instead of ftyp.
const quickTimeAtoms = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

const KNOWN = [JPEG, PNG, GIF, WEBP, HEIC, HEIF, AVIF, MP4, MOV, WEBM, MKV, AVI];

/** The extensions of the files the gallery takes, of one media type: the chat assistant tells guests these. */
export function acceptedExtensions(mediaType: "image" | "video"): string[] {
  return KNOWN.filter((known) => known.mediaType === mediaType).map((known) => known.extension);
}

/** Image or video, for an extension this detector answered: decided here once, sent to the browser as is. */
export function mediaTypeOf(extension: string): "image" | "video" | undefined {
  return KNOWN.find((known) => known.extension === extension)?.mediaType;
}

/**
 * Identifies a file by its first bytes alone: the name and the Content-Type a
 * client sends are never trusted. Anything not on the list (HTML, SVG,
 * scripts, archives...) answers undefined.
 */
export function detectFileType(head: Buffer): DetectedType | undefined {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString("latin1");
  if (head.length < 12) return undefined;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return PNG;
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return GIF;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return WEBP;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "AVI ") return AVI;
  if (head.readUInt32BE(0) === 0x1a45dfa3) return ascii(0, SNIFF_BYTES).includes("webm") ? WEBM : MKV;
  if (ascii(4, 8) === "ftyp") return isoMediaType(head);
  if (quickTimeAtoms.has(ascii(4, 8))) return MOV;
  return undefined;
}

/** ISO base media files (MP4, MOV, HEIC, AVIF) name their kind in the ftyp box. */
function isoMediaType(head: Buffer): DetectedType | undefined {
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const major = head.subarray(8, 12).toString("latin1");
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) compatible.push(head.subarray(offset, offset + 4).toString("latin1"));
  const brands = [major, ...compatible];

  if (brands.some((brand) => avifBrands.has(brand))) return AVIF;
  if (brands.some((brand) => heicBrands.has(brand))) return HEIC;
  if (heifBrands.has(major)) return HEIF;
  if (major === "qt  ") return MOV;
  if (brands.some((brand) => mp4Brands.has(brand))) return MP4;
  return undefined;
}
