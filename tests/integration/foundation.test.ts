import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionFrontend } from "../../server/http/frontend";
import { createTestApp, type TestApp } from "../helpers/test-app";

const buildDir = path.resolve("build");

describe("the foundation", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      overrides: {
        frontend: ({ frameOrigins }) =>
          productionFrontend({ buildDir, frameOrigins, getLoadContext: (ctx) => ({ cspNonce: String(ctx.state.cspNonce) }) }),
      },
    });
  });
  afterAll(() => testApp.close());

  it("answers /healthz after a real database query", async () => {
    const response = await request(testApp.server).get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("answers 503 on /healthz when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const response = await request(broken.server).get("/healthz");
    expect(response.status).toBe(503);
    fs.rmSync(broken.root, { recursive: true, force: true });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const response = await request(testApp.server).get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/No API route/);
  });

  it("serves the prerendered home page with hashes of its inline scripts in the CSP", async () => {
    const response = await request(testApp.server).get("/");
    expect(response.status).toBe(200);
    expect(response.text).toContain("Golden Goat Getaway");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("has pages fetch their scripts from the module script at the end of the body, not from preloads in the head", async () => {
    for (const path of ["/", "/gallery", "/map"]) {
      const page = await request(testApp.server).get(path);
      expect(page.text, path).not.toContain('rel="modulepreload"');
      expect(page.text, path).toMatch(/<script[^>]*type="module"[^>]*>import "\/assets\/manifest-[^"]+";\s*import \* as route0 from "\/assets\/root-/);
    }
  });

  it("server-renders other paths with a per-request nonce, and a 404 status for unknown pages", async () => {
    const first = await request(testApp.server).get("/no/such/page");
    const second = await request(testApp.server).get("/no/such/page");
    expect(first.status).toBe(404);
    expect(first.text).toContain("Page Not Found");
    const nonce = /'nonce-([^']+)'/.exec(first.headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(first.text).toContain(`nonce="${nonce}"`);
    expect(second.headers["content-security-policy"]).not.toContain(nonce!);
  });

  it("sets the security headers on every response", async () => {
    for (const url of ["/", "/healthz", "/api/x", "/robots.txt"]) {
      const response = await request(testApp.server).get(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("disallows all robots", async () => {
    const response = await request(testApp.server).get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/User-agent: \*\s+Disallow: \//);
  });

  it("serves hashed assets as immutable for a year, compressed when accepted", async () => {
    const asset = fs.readdirSync(path.join(buildDir, "client", "assets")).find((name) => name.endsWith(".js"))!;
    const response = await request(testApp.server).get(`/assets/${asset}`).set("Accept-Encoding", "br");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("serves a prerendered page's loader data for client navigation, revalidated like the page", async () => {
    const response = await request(testApp.server).get("/budget.data?_routes=routes%2Fbudget");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.text).toContain("dailyCosts");
  });

  it("compresses HTML and JSON with gzip or brotli as the client asks", async () => {
    const html = await request(testApp.server).get("/no/such/page").set("Accept-Encoding", "gzip");
    expect(html.headers["content-encoding"]).toBe("gzip");
    const brotli = await request(testApp.server).get("/").set("Accept-Encoding", "br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    const plain = await request(testApp.server).get("/").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers byte ranges of static files", async () => {
    const response = await request(testApp.server).get("/robots.txt").set("Range", "bytes=0-9");
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toMatch(/^bytes 0-9\/\d+$/);
    expect(response.text).toHaveLength(10);
  });

  it("answers HEAD for a static file with its type and length but no body", async () => {
    const get = await request(testApp.server).get("/favicon.svg").set("Accept-Encoding", "identity");
    const head = await request(testApp.server).head("/favicon.svg").set("Accept-Encoding", "identity");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("image/svg+xml");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.text ?? "").toBe("");
  });

  it("does not serve files outside the client build", async () => {
    const response = await request(testApp.server).get("/%2e%2e/package.json");
    expect(response.status).toBe(404);
    expect(response.text).not.toContain("golden-goat-getaway");
  });
});
