import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionFrontend } from "../../server/http/frontend";
import { fixedSecurityHeaders } from "../../server/http/security-headers";
import { createTestApp, type TestApp } from "../helpers/test-app";

describe("prerendered pages, answered first from memory", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      overrides: {
        frontend: ({ frameOrigins }) =>
          productionFrontend({
            buildDir: path.resolve("build"),
            frameOrigins,
            getLoadContext: (ctx) => ({ cspNonce: String(ctx.state.cspNonce) }),
          }),
      },
    });
  });
  afterAll(() => testApp.close());

  it("carries every security header, a hash-based CSP and an ETag", async () => {
    const response = await request(testApp.server).get("/day/3").set("Accept-Encoding", "identity");
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) expect(response.headers[name.toLowerCase()]).toBe(value);
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(response.headers["content-security-policy"]).not.toContain("nonce-");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.etag).toMatch(/^"[\w-]+-identity"$/);
    expect(Number(response.headers["content-length"])).toBe(Buffer.byteLength(response.text));
    expect(response.text).toContain("<title>Day 3");
  });

  it("sends the brotli or gzip copy the client accepts, the same page either way", async () => {
    const plain = await request(testApp.server).get("/faq").set("Accept-Encoding", "identity");
    const br = await request(testApp.server).get("/faq").set("Accept-Encoding", "gzip, br");
    const gzip = await request(testApp.server).get("/faq").set("Accept-Encoding", "br;q=0, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toBe("Accept-Encoding");
    // Supertest decodes both; the declared lengths show what travelled.
    expect(Number(br.headers["content-length"])).toBeLessThan(Number(gzip.headers["content-length"]));
    expect(Number(gzip.headers["content-length"])).toBeLessThan(Buffer.byteLength(plain.text) / 3);
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
  });

  it("answers a revalidation with 304 and HEAD without a body", async () => {
    const first = await request(testApp.server).get("/").set("Accept-Encoding", "br");
    const again = await request(testApp.server).get("/").set("Accept-Encoding", "br").set("If-None-Match", first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await request(testApp.server).head("/budget/");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.text ?? "").toBe("");
  });

  it("leaves other methods and paths to the rest of the app", async () => {
    const post = await request(testApp.server).post("/");
    expect(post.status).toBe(405);
    expect(post.headers.etag).toBeUndefined();
    const ssr = await request(testApp.server).get("/map");
    expect(ssr.status).toBe(200);
    expect(ssr.headers["content-security-policy"]).toContain("'nonce-");
  });
});
