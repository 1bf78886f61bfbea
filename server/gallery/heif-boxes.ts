// Reads just enough of a HEIF file's boxes (ISO BMFF) to know whether it
// carries its own rotation or mirror (irot, imir). libheif applies those when
// decoding; only a file without them falls back on its EXIF orientation, so a
// picture is never turned twice.

type Box = { type: string; start: number; end: number };

function* boxes(buffer: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(buffer: Buffer, parent: Box | undefined, type: string, skip = 0): Box | undefined {
  if (!parent) return undefined;
  for (const box of boxes(buffer, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** True when the item properties include a rotation or a mirror; `head` is the start of the file (the meta box comes first). */
export function hasHeifTransform(head: Buffer): boolean {
  const file: Box = { type: "file", start: 0, end: head.length };
  // meta is a full box: 4 bytes of version and flags before its children.
  const properties = child(head, child(head, child(head, file, "meta"), "iprp", 4), "ipco");
  if (!properties) return false;
  for (const box of boxes(head, properties.start, properties.end)) if (box.type === "irot" || box.type === "imir") return true;
  return false;
}
