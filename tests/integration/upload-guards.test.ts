import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { StatFs } from "../../server/gallery/disk-guard";
import { jpeg } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto, issueUploadUrl, putFile, waitFor } from "./gallery.helpers";

const MB = 1024 * 1024;

/** A statfs stand-in whose free space the test sets. */
function fakeDisk(freeBytes: number): { statfs: StatFs; setFree: (bytes: number) => void } {
  let free = freeBytes;
  return { statfs: async () => ({ bavail: Math.floor(free / 4096), bsize: 4096 }), setFree: (bytes) => (free = bytes) };
}

describe("guards on the upload path", () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  it("caps unused upload addresses per device, higher per address, and frees one when its file is registered", async () => {
    testApp = await createTestApp({ overrides: { uploadQuota: { perDevice: 3, perAddress: 5 } } });
    const guest = request.agent(testApp.server);
    const ask = (agent: ReturnType<typeof request.agent> | undefined) =>
      (agent ?? request(testApp.server)).post("/api/photos/upload-url");
    const granted: string[] = [];
    for (let index = 0; index < 3; index += 1) granted.push((await ask(guest)).body.uploadURL);
    const refused = await ask(guest);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many uploads waiting to finish/);

    // Another guest behind the same router still gets theirs, up to the address's ceiling.
    const other = request.agent(testApp.server);
    expect((await ask(other)).status).toBe(200);
    expect((await ask(other)).status).toBe(200);
    expect((await ask(request.agent(testApp.server))).status).toBe(429);
    // Cookie-less requests are new devices each time: the address's ceiling holds them.
    expect((await ask(undefined)).status).toBe(429);

    // Registering a file gives the address back.
    expect((await putFile(testApp.server, granted[0]!, await jpeg())).status).toBe(200);
    expect((await guest.post("/api/photos").send({ objectPath: granted[0] })).status).toBe(201);
    expect((await ask(guest)).status).toBe(200);
  });

  it("caps upload bodies open at once per device", async () => {
    testApp = await createTestApp({ overrides: { uploadIdleTimeoutMs: 1_500 } });
    const first = await request(testApp.server).post("/api/photos/upload-url");
    const cookie = String(first.headers["set-cookie"]).match(/goat_device=[^;]+/)![0];
    const urls = [first.body.uploadURL as string];
    for (let index = 0; index < 4; index += 1) {
      urls.push((await request(testApp.server).post("/api/photos/upload-url").set("Cookie", cookie)).body.uploadURL);
    }
    // Four bodies that stall after a few bytes (a phone in a tunnel).
    const stalled = urls.slice(0, 4).map((url) => {
      const req = http.request({ port: testApp.port, host: "127.0.0.1", path: url, method: "PUT", headers: { Cookie: cookie, "Content-Length": "100000" } });
      req.on("error", () => {});
      req.write(Buffer.alloc(10));
      return req;
    });
    await waitFor(async () => ((await testApp.db.selectFrom("uploads").selectAll().execute()).length === 4 ? true : undefined));
    const fifth = await request(testApp.server).put(urls[4]!).set("Cookie", cookie).send(await jpeg());
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/^Too many uploads at once/);
    expect((await request(testApp.server).put(urls[4]!).send(await jpeg())).status).toBe(200);
    // Once the stalled bodies time out, the device may upload again.
    const sixth = await issueUploadUrl(testApp.server);
    await waitFor(async () => ((await request(testApp.server).put(sixth).set("Cookie", cookie).send(await jpeg())).status === 200 ? true : undefined), 10_000);
    for (const req of stalled) req.destroy();
  });

  it("refuses addresses and bodies with 507 before the disk is full, and /healthz says degraded", async () => {
    const disk = fakeDisk(2_000 * MB);
    testApp = await createTestApp({ overrides: { statfs: disk.statfs } });
    const uploadURL = await issueUploadUrl(testApp.server);
    expect((await request(testApp.server).get("/healthz")).body).toEqual({ status: "ok" });

    disk.setFree(300 * MB); // above the 256 MB reserve, but not by a whole 50 MB file
    const address = await request(testApp.server).post("/api/photos/upload-url");
    expect(address.status).toBe(507);
    expect(address.body.message).toBe("The server is running out of storage space, so uploads are paused. Please try again later.");
    const big = await request(testApp.server).put(uploadURL).set("Content-Length", String(60 * MB)).set("Content-Range", `bytes */${50 * MB}`);
    expect(big.status).toBe(308); // asking is free
    const body = await request(testApp.server).put(uploadURL).set("Content-Range", `bytes 0-9/${50 * MB}`).send(Buffer.alloc(10));
    expect(body.status).toBe(507);
    expect(body.body.message).toBe("The server has no room left for this file");
    expect((await request(testApp.server).get("/healthz")).status).toBe(200);

    disk.setFree(100 * MB);
    const health = await request(testApp.server).get("/healthz");
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: "degraded", reason: "low disk space: uploads are paused" });
    expect((await putFile(testApp.server, uploadURL, await jpeg())).status).toBe(507);
  });

  it("reads the real free space: DATA_DIR and UPLOADS_DIR on a small tmpfs", async (context) => {
    const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "goat-tmpfs-"));
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint], { stdio: "ignore" });
    } catch {
      fs.rmSync(mountPoint, { recursive: true, force: true });
      context.skip();
      return;
    }
    try {
      testApp = await createTestApp({ root: mountPoint });
      const health = await request(testApp.server).get("/healthz");
      expect(health.body.status).toBe("degraded");
      expect((await request(testApp.server).post("/api/photos/upload-url")).status).toBe(507);
      await testApp.close({ keepFiles: true });
      // A smaller reserve (as on a tiny disk) lets uploads through again, with the same real statfs.
      testApp = await createTestApp({ root: mountPoint, overrides: { diskReserveBytes: 4 * MB } });
      await addPhoto(testApp.server, await jpeg());
      expect((await request(testApp.server).get("/api/photos")).body).toHaveLength(1);
      await testApp.close({ keepFiles: true });
    } finally {
      execFileSync("umount", [mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
      testApp = await createTestApp();
    }
  });
});
