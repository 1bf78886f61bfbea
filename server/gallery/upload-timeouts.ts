import type { Server } from "node:http";
import { UPLOAD_URL_LIFETIME_MS } from "./upload-signing";

/**
 * Node's 5-minute request timeout would cut off a 50 MB upload from a phone
 * at 1 Mbit/s (about 7 minutes). An upload address lives 30 minutes, so a
 * request may take that long plus a margin; headers must still come quickly.
 */
export const REQUEST_TIMEOUT_MS = UPLOAD_URL_LIFETIME_MS + 5 * 60_000;
export const HEADERS_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export function applyUploadTimeouts(server: Server): void {
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // No idle-socket timeout: a phone may pause between chunks on a weak signal.
  server.timeout = 0;
}
