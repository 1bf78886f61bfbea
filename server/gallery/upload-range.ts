/**
 * What a PUT to an upload address carries, read from its Content-Range
 * (the resumable protocol of Google's upload API):
 * - no header: the whole file in one body (the spec's client);
 * - `bytes first-last/total`: one chunk of a file of `total` bytes;
 * - `bytes *\/total` with an empty body: "how much do you have?".
 */
export type UploadRange =
  | { kind: "whole" }
  | { kind: "chunk"; start: number; end: number; total: number }
  | { kind: "status"; total: number }
  | { kind: "invalid" };

export function parseUploadRange(header: string | undefined): UploadRange {
  if (header === undefined) return { kind: "whole" };
  const status = /^bytes \*\/(\d{1,15})$/.exec(header.trim());
  if (status) return { kind: "status", total: Number(status[1]) };
  const chunk = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header.trim());
  if (!chunk) return { kind: "invalid" };
  const [start, end, total] = [Number(chunk[1]), Number(chunk[2]), Number(chunk[3])];
  if (start > end || end >= total) return { kind: "invalid" };
  return { kind: "chunk", start, end, total };
}

/** The `Range` header of a 308 answer: the bytes the server holds, none when empty. */
export function receivedRangeHeader(receivedBytes: number): string | undefined {
  return receivedBytes > 0 ? `bytes=0-${receivedBytes - 1}` : undefined;
}
