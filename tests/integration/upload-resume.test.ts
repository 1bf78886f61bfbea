import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { disguisedHtml, jpeg } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { askReceived, filesUnder, issueUploadUrl, putChunk, rawPut, rowCounts, waitFor } from "./gallery.helpers";

/** A JPEG head followed by noise: large enough to need several chunks, and a real photo by its first bytes. */
async function bigPhoto(bytes: number): Promise<Buffer> {
  const head = await jpeg();
  const body = Buffer.alloc(bytes - head.length);
  for (let index = 0; index < body.length; index += 1) body[index] = (index * 31 + 7) % 251;
  return Buffer.concat([head, body]);
}

async function register(testApp: TestApp, uploadURL: string) {
  return request(testApp.server).post("/api/photos").send({ objectPath: uploadURL });
}

async function servedBytes(testApp: TestApp, objectPath: string): Promise<Buffer> {
  return (await request(testApp.server).get(objectPath).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  })).body as Buffer;
}

const partialFiles = (testApp: TestApp) => filesUnder(testApp.config.uploadsDir).filter((file) => file.endsWith(".upload"));

describe("resumable uploads on the signed address", () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  it("takes a file in chunks, answering 308 with what it holds, then 200; the spec's POST registers it", async () => {
    testApp = await createTestApp();
    const file = await bigPhoto(300_000);
    const uploadURL = await issueUploadUrl(testApp.server);
    expect((await askReceived(testApp.port, uploadURL, file.length)).status).toBe(308);

    const first = await putChunk(testApp.port, uploadURL, file, 0, 99_999);
    expect(first.status).toBe(308);
    expect(first.headers.range).toBe("bytes=0-99999");
    expect(first.body).toEqual({ receivedBytes: 100_000 });
    expect((await putChunk(testApp.port, uploadURL, file, 100_000, 199_999)).headers.range).toBe("bytes=0-199999");
    const last = await putChunk(testApp.port, uploadURL, file, 200_000, file.length - 1);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ contentType: "image/jpeg", sizeBytes: file.length });

    const saved = await register(testApp, uploadURL);
    expect(saved.status).toBe(201);
    expect((await servedBytes(testApp, saved.body.objectPath)).equals(file)).toBe(true);
    expect(partialFiles(testApp)).toEqual([]);
  });

  it("keeps what arrived before a socket was destroyed mid-chunk, and resumes to identical bytes", async () => {
    testApp = await createTestApp();
    const file = await bigPhoto(400_000);
    const uploadURL = await issueUploadUrl(testApp.server);
    const req = http.request({
      port: testApp.port,
      host: "127.0.0.1",
      path: uploadURL,
      method: "PUT",
      headers: { "Content-Range": `bytes 0-${file.length - 1}/${file.length}`, "Content-Length": String(file.length) },
    });
    req.on("error", () => {});
    req.write(file.subarray(0, 150_000));
    await waitFor(async () => ((await testApp.db.selectFrom("uploads").selectAll().executeTakeFirst()) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.destroy();

    const held = await waitFor(async () => {
      const answer = await askReceived(testApp.port, uploadURL, file.length);
      return answer.status === 308 && Number(answer.body.receivedBytes) > 0 ? Number(answer.body.receivedBytes) : undefined;
    });
    expect(held).toBeLessThanOrEqual(150_000);
    const rest = await putChunk(testApp.port, uploadURL, file, held, file.length - 1);
    expect(rest.status).toBe(200);
    const saved = await register(testApp, uploadURL);
    expect((await servedBytes(testApp, saved.body.objectPath)).equals(file)).toBe(true);
  });

  it("resumes after a server restart between chunks", async () => {
    testApp = await createTestApp();
    const file = await bigPhoto(200_000);
    const uploadURL = await issueUploadUrl(testApp.server);
    expect((await putChunk(testApp.port, uploadURL, file, 0, 119_999)).status).toBe(308);
    await testApp.close({ keepFiles: true });

    testApp = await createTestApp({ root: testApp.root });
    const asked = await askReceived(testApp.port, uploadURL, file.length);
    expect(asked).toMatchObject({ status: 308, body: { receivedBytes: 120_000 } });
    expect((await putChunk(testApp.port, uploadURL, file, 120_000, file.length - 1)).status).toBe(200);
    const saved = await register(testApp, uploadURL);
    expect((await servedBytes(testApp, saved.body.objectPath)).equals(file)).toBe(true);
  });

  it("removes a partial upload once its address expired (periodic sweep and start-up sweep)", async () => {
    testApp = await createTestApp();
    const file = await bigPhoto(200_000);
    const uploadURL = await issueUploadUrl(testApp.server);
    await putChunk(testApp.port, uploadURL, file, 0, 99_999);
    const expires = Number(new URL(uploadURL, "http://x").searchParams.get("expires"));

    // Within its life (and the grace hour after) the partial stays.
    expect(await testApp.gallery.sweepAbandoned(new Date(expires + 30 * 60_000))).toBe(0);
    expect(partialFiles(testApp)).toHaveLength(1);
    expect(await testApp.gallery.sweepAbandoned(new Date(expires + 61 * 60_000))).toBe(1);
    expect(partialFiles(testApp)).toEqual([]);
    expect((await rowCounts(testApp)).uploads).toBe(0);

    // At start-up too: an expired partial row and its file are removed, a live one kept.
    const live = await issueUploadUrl(testApp.server);
    await putChunk(testApp.port, live, file, 0, 99_999);
    const expiredId = "e".repeat(32);
    fs.writeFileSync(path.join(testApp.config.uploadsDir, ".incoming", `${expiredId}.upload`), "stale");
    await testApp.db
      .insertInto("uploads")
      .values({ object_id: expiredId, state: "receiving", total_bytes: 10, received_bytes: 5, expires_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .execute();
    await testApp.close({ keepFiles: true });
    testApp = await createTestApp({ root: testApp.root });
    expect(partialFiles(testApp)).toHaveLength(1);
    expect((await askReceived(testApp.port, live, file.length)).body).toEqual({ receivedBytes: 100_000 });
  });

  it("checks the type on the first chunk, keeps the 50 MB limit and the one-time use", async () => {
    testApp = await createTestApp();
    const fake = Buffer.concat([disguisedHtml, Buffer.alloc(10_000, 32)]);
    const htmlURL = await issueUploadUrl(testApp.server);
    const refused = await rawPut(testApp.port, htmlURL, { "Content-Range": `bytes 0-4999/${fake.length}` }, fake.subarray(0, 5000));
    expect(refused.status).toBe(415);
    expect(partialFiles(testApp)).toEqual([]);
    expect((await rowCounts(testApp)).uploads).toBe(0);

    const tooBig = await rawPut(testApp.port, await issueUploadUrl(testApp.server), { "Content-Range": "bytes 0-9/52428801" }, Buffer.alloc(10));
    expect(tooBig).toMatchObject({ status: 413, body: { message: "Files must be smaller than 50MB" } });

    const file = await bigPhoto(50_000);
    const uploadURL = await issueUploadUrl(testApp.server);
    expect((await putChunk(testApp.port, uploadURL, file, 0, file.length - 1)).status).toBe(200);
    expect((await putChunk(testApp.port, uploadURL, file, 0, file.length - 1)).status).toBe(409);
    // The status query of a finished upload answers as the last chunk did (its answer may have been lost).
    expect((await askReceived(testApp.port, uploadURL, file.length)).body).toMatchObject({ sizeBytes: file.length });
    const forged = uploadURL.replace(/signature=[0-9a-f]+/, `signature=${"0".repeat(64)}`);
    expect((await putChunk(testApp.port, forged, file, 0, 999)).status).toBe(403);
  });

  it("drops an upload body that goes quiet, keeping its bytes for a resume", async () => {
    testApp = await createTestApp({ overrides: { uploadIdleTimeoutMs: 300 } });
    const file = await bigPhoto(100_000);
    const uploadURL = await issueUploadUrl(testApp.server);
    const closed = new Promise<void>((resolve) => {
      const req = http.request({
        port: testApp.port,
        host: "127.0.0.1",
        path: uploadURL,
        method: "PUT",
        headers: { "Content-Range": `bytes 0-${file.length - 1}/${file.length}`, "Content-Length": String(file.length) },
      });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.write(file.subarray(0, 30_000));
    });
    await closed;
    // The server records what it kept as it lets go of the request, a moment after the socket closes.
    const held = await waitFor(async () => {
      const received = Number((await askReceived(testApp.port, uploadURL, file.length)).body.receivedBytes);
      return received > 0 ? received : undefined;
    });
    expect(held).toBe(30_000);
  });
});
