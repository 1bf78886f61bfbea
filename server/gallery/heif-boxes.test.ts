import { describe, expect, it } from "vitest";
import { hasHeifTransform } from "./heif-boxes";

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, ...children: Buffer[]) => box(type, Buffer.alloc(4), ...children);
const heif = (...properties: Buffer[]) =>
  Buffer.concat([box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1")), fullBox("meta", box("hdlr"), box("iprp", box("ipco", ...properties)))]);

describe("hasHeifTransform", () => {
  it("finds a rotation or a mirror among the item properties", () => {
    expect(hasHeifTransform(heif(box("ispe"), box("irot", Buffer.from([1]))))).toBe(true);
    expect(hasHeifTransform(heif(box("imir", Buffer.from([0])), box("ispe")))).toBe(true);
  });

  it("answers false without one, and for truncated or foreign data", () => {
    expect(hasHeifTransform(heif(box("ispe"), box("colr")))).toBe(false);
    expect(hasHeifTransform(heif(box("irot")).subarray(0, 40))).toBe(false);
    expect(hasHeifTransform(Buffer.from("not a heif file at all"))).toBe(false);
  });
});
