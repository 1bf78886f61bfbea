import http from "node:http";
import { describe, expect, it } from "vitest";
import { applyUploadTimeouts } from "./upload-timeouts";
import { UPLOAD_URL_LIFETIME_MS } from "./upload-signing";

describe("applyUploadTimeouts", () => {
  it("lets a request run longer than an upload address lives, unlike Node's 5-minute default", () => {
    const server = http.createServer();
    expect(server.requestTimeout).toBe(300_000);
    applyUploadTimeouts(server);
    // 50 MB at 1 Mbit/s takes about 7 minutes; the address allows 30.
    expect(server.requestTimeout).toBeGreaterThan(UPLOAD_URL_LIFETIME_MS);
    expect(server.requestTimeout).toBe(35 * 60_000);
    expect(server.timeout).toBe(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
  });
});
