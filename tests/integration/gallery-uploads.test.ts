import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UploadSigner } from "../../server/gallery/upload-signing";
import { disguisedHtml, disguisedSvg, jpeg } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { filesUnder, issueUploadUrl, listen, putFile, rowCounts, waitFor } from "./gallery.helpers";

const MAX = 52_428_800;

describe("bad uploads and registrations leave nothing behind", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    expect(filesUnder(testApp.config.uploadsDir)).toEqual([]);
    expect(await rowCounts(testApp)).toEqual({ photos: 0, uploads: 0, jobs: 0 });
    expect((await request(testApp.server).get("/healthz")).status).toBe(200);
  });

  const withSignature = (uploadURL: string, change: (params: URLSearchParams) => void) => {
    const url = new URL(uploadURL, "http://x");
    change(url.searchParams);
    return `${url.pathname}?${url.searchParams}`;
  };

  it("refuses a tampered address with 403", async () => {
    const uploadURL = await issueUploadUrl(testApp.server);
    const tampered = [
      withSignature(uploadURL, (params) => params.set("max", String(MAX * 10))),
      withSignature(uploadURL, (params) => params.set("expires", String(Date.now() + 86_400_000))),
      withSignature(uploadURL, (params) => params.set("signature", "0".repeat(64))),
      withSignature(uploadURL, (params) => params.delete("signature")),
      uploadURL.replace(/uploads\/[0-9a-f]{32}/, `uploads/${"a".repeat(32)}`),
    ];
    for (const url of tampered) {
      const response = await putFile(testApp.server, url, await jpeg());
      expect(response.status, url).toBe(403);
      expect(response.body.message).toBe("This upload address is not valid");
    }
  });

  it("refuses an address signed with another secret", async () => {
    const { path } = new UploadSigner(Buffer.alloc(32, 7)).issue();
    const response = await putFile(testApp.server, path, await jpeg());
    expect(response.status).toBe(403);
  });

  it("refuses an expired address with 403", async () => {
    const { path } = new UploadSigner(testApp.config.uploadSecret, () => Date.now() - 31 * 60_000).issue();
    const response = await putFile(testApp.server, path, await jpeg());
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("This upload address has expired");
  });

  it("refuses a second PUT to the same address with 409", async () => {
    const uploadURL = await issueUploadUrl(testApp.server);
    expect((await putFile(testApp.server, uploadURL, await jpeg())).status).toBe(200);
    const replay = await putFile(testApp.server, uploadURL, await jpeg());
    expect(replay.status).toBe(409);
    expect(replay.body.message).toMatch(/already been used/);
    const saved = await request(testApp.server).post("/api/photos").send({ objectPath: uploadURL });
    const again = await putFile(testApp.server, uploadURL, await jpeg());
    expect(again.status).toBe(409);
    await request(testApp.server).delete(`/api/photos/${saved.body.id}`).send({ password: "test-host-password" });
    await testApp.db.deleteFrom("uploads").execute();
  });

  it("refuses a declared Content-Length over 50 MB with 413 before reading the body", async () => {
    const { port, close } = await listen(testApp.server);
    try {
      const uploadURL = await issueUploadUrl(testApp.server);
      const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ port, path: uploadURL, method: "PUT", headers: { "Content-Length": String(MAX + 1) } });
        req.on("response", (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body }));
        });
        req.on("error", reject);
        req.write(Buffer.alloc(1024));
      });
      expect(status.status).toBe(413);
      expect(JSON.parse(status.body).message).toBe("Files must be smaller than 50MB");
    } finally {
      await close();
    }
  });

  it("stops a chunked body with 413 once it runs past 50 MB", async () => {
    const { port, close } = await listen(testApp.server);
    try {
      const uploadURL = await issueUploadUrl(testApp.server);
      const head = await jpeg();
      const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const req = http.request({ port, path: uploadURL, method: "PUT", headers: { "Transfer-Encoding": "chunked" } });
        req.on("response", (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body, sent }));
        });
        req.on("error", (error) => (sent > MAX ? undefined : reject(error)));
        const chunk = Buffer.concat([head, Buffer.alloc(1024 * 1024 - head.length)]);
        const pump = () => {
          while (sent <= MAX + 2 * chunk.length && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return req.once("drain", pump);
          }
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toBe("Files must be smaller than 50MB");
      await waitFor(async () => (filesUnder(testApp.config.uploadsDir).length === 0 ? true : undefined));
    } finally {
      await close();
    }
  });

  it("refuses HTML and SVG dressed as photos with 415 and keeps no file", async () => {
    for (const [body, type] of [
      [disguisedHtml, "image/jpeg"],
      [disguisedSvg, "image/svg+xml"],
      [Buffer.from("%PDF-1.7\n" + "x".repeat(100)), "image/png"],
    ] as const) {
      const response = await putFile(testApp.server, await issueUploadUrl(testApp.server), body, type);
      expect(response.status).toBe(415);
      expect(response.body.message).toMatch(/^Only photos/);
    }
  });

  it("refuses an empty body with 400", async () => {
    const response = await putFile(testApp.server, await issueUploadUrl(testApp.server), Buffer.alloc(0));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("The file is empty");
  });

  it("an aborted PUT leaves no file and frees the address for a retry", async () => {
    const { port, close } = await listen(testApp.server);
    try {
      const uploadURL = await issueUploadUrl(testApp.server);
      const photo = await jpeg();
      const req = http.request({ port, path: uploadURL, method: "PUT", headers: { "Content-Length": "100000" } });
      req.on("error", () => {});
      req.write(photo);
      await waitFor(async () => (filesUnder(testApp.config.uploadsDir).length > 0 ? true : undefined));
      req.destroy();
      await waitFor(async () => {
        const counts = await rowCounts(testApp);
        return filesUnder(testApp.config.uploadsDir).length === 0 && counts.uploads === 0 ? true : undefined;
      });
      expect((await putFile(testApp.server, uploadURL, photo)).status).toBe(200);
      await testApp.db.deleteFrom("uploads").execute();
      for (const file of filesUnder(testApp.config.uploadsDir)) fs.rmSync(path.join(testApp.config.uploadsDir, file));
    } finally {
      await close();
    }
  });

  it("refuses to register what was never uploaded, foreign or crafted paths, and bad names", async () => {
    const neverUploaded = await issueUploadUrl(testApp.server);
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /objectPath is required/],
      [{ objectPath: "" }, 400, /objectPath is required/],
      [{ objectPath: 42 }, 400, /objectPath is required/],
      [{ objectPath: neverUploaded }, 400, /No finished upload/],
      [{ objectPath: `/objects/${"b".repeat(32)}.jpg` }, 400, /No finished upload/],
      [{ objectPath: "/objects/../data/app.sqlite" }, 400, /not an upload address/],
      [{ objectPath: `/api/photos/uploads/../../objects/${"c".repeat(32)}.jpg` }, 400, /not an upload address/],
      [{ objectPath: `/objects/%2e%2e/${"c".repeat(32)}.jpg` }, 400, /not an upload address/],
      [{ objectPath: `https://evil.example.com${neverUploaded}` }, 400, /not an upload address/],
      [{ objectPath: "javascript:alert(1)" }, 400, /not an upload address/],
      [{ objectPath: neverUploaded, uploaderName: "x".repeat(81) }, 400, /at most 80 characters/],
      [{ objectPath: neverUploaded, uploaderName: 7 }, 400, /uploaderName must be text/],
      [{ objectPath: neverUploaded, uploaderName: "a\u0000b" }, 400, /control characters/],
    ];
    for (const [body, status, message] of cases) {
      const response = await request(testApp.server).post("/api/photos").send(body as object);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message, JSON.stringify(body)).toMatch(message);
    }
  });

  it("registers an upload once: a second POST is 409", async () => {
    const uploadURL = await issueUploadUrl(testApp.server);
    const put = await putFile(testApp.server, uploadURL, await jpeg());
    const first = await request(testApp.server).post("/api/photos").send({ objectPath: uploadURL, uploaderName: "y".repeat(80) });
    expect(first.status).toBe(201);
    for (const objectPath of [uploadURL, put.body.objectPath]) {
      const second = await request(testApp.server).post("/api/photos").send({ objectPath });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe("This upload is already in the gallery");
    }
    await request(testApp.server).delete(`/api/photos/${first.body.id}`).send({ password: "test-host-password" });
    await testApp.db.deleteFrom("uploads").execute();
  });

  it("serves nothing that is not a registered photo's path", async () => {
    const uploadURL = await issueUploadUrl(testApp.server);
    const put = await putFile(testApp.server, uploadURL, await jpeg());
    for (const url of [put.body.objectPath, "/objects/../package.json", "/objects/%2e%2e%2fpackage.json", `/objects/${"d".repeat(32)}.html`]) {
      expect((await request(testApp.server).get(url)).status, url).toBe(404);
    }
    expect((await request(testApp.server).post(put.body.objectPath)).status).toBe(405);
    await testApp.db.deleteFrom("uploads").execute();
    for (const file of filesUnder(testApp.config.uploadsDir)) fs.rmSync(path.join(testApp.config.uploadsDir, file));
  });
});
