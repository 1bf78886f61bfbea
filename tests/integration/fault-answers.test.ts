import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { PhotoRepository, type NewPhoto } from "../../server/gallery/photo.repository";
import { createLogger } from "../../server/logger";
import { jpeg } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto, issueUploadUrl, putFile, waitFor } from "./gallery.helpers";

const sqliteFull = () => Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

/** Photo bookkeeping whose writes fail with SQLITE_FULL while `full` is set (a full data disk). */
class FullDisk extends PhotoRepository {
  static full = false;
  override async finishJob(jobId: number) {
    if (FullDisk.full) throw sqliteFull();
    return super.finishJob(jobId);
  }
  override async postponeJob(jobId: number, runAfter: string, error: string) {
    if (FullDisk.full) throw sqliteFull();
    return super.postponeJob(jobId, runAfter, error);
  }
  override async register(photo: NewPhoto) {
    if (FullDisk.full) throw sqliteFull();
    return super.register(photo);
  }
}

describe("faults get answers that say what happened, and never stop the process", () => {
  let testApp: TestApp;
  afterEach(async () => {
    FullDisk.full = false;
    await testApp.close();
  });

  it("keeps the job loop alive through SQLITE_FULL and finishes the job once the disk has room", async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "error", pretty: false });
    logger.error = ((...args: unknown[]) => void lines.push(JSON.stringify(args))) as typeof logger.error;
    testApp = await createTestApp({ overrides: { photos: (db) => new FullDisk(db), jobRetryMs: 50, logger } });
    FullDisk.full = false;
    const uploadURL = await issueUploadUrl(testApp.server);
    expect((await putFile(testApp.server, uploadURL, await jpeg())).status).toBe(200);
    FullDisk.full = true;
    // The database is full: registering answers 507 with a message that says so.
    const refused = await request(testApp.server).post("/api/photos").send({ objectPath: uploadURL });
    expect(refused.status).toBe(507);
    expect(refused.body.message).toBe("The server has run out of storage space. Please try again later.");

    FullDisk.full = false;
    const saved = await addPhoto(testApp.server, await jpeg({ width: 120, height: 80 }));
    FullDisk.full = true;
    testApp.gallery.queue.notify();
    await waitFor(async () => (lines.length >= 2 ? true : undefined));
    expect(lines.join("\n")).toMatch(/derivatives queue could not update its jobs; will retry/);
    expect((await request(testApp.server).get("/healthz")).status).toBe(200);

    FullDisk.full = false;
    await testApp.gallery.queue.whenIdle();
    const [photo] = (await request(testApp.server).get("/api/photos")).body as { id: number; thumbnailUrl: string | null }[];
    expect(photo).toMatchObject({ id: saved.id });
    expect(photo!.thumbnailUrl).not.toBeNull();
  });

  it("answers unsatisfiable ranges with 416 and Content-Range: bytes */size", async () => {
    testApp = await createTestApp();
    const file = await jpeg();
    const saved = await addPhoto(testApp.server, file);
    for (const range of ["bytes=999999-", "bytes=-0", "bytes=5-2"]) {
      const response = await request(testApp.server).get(saved.objectPath).set("Range", range);
      expect(response.status, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${file.length}`);
    }
    expect((await request(testApp.server).get(saved.objectPath).set("Range", "bytes=0-9")).status).toBe(206);
  });

  it("answers a wrong method on an API path with 405 and Allow", async () => {
    testApp = await createTestApp();
    const cases: [string, "get" | "put" | "delete" | "patch" | "post", string][] = [
      ["/api/photos", "delete", "HEAD, GET, POST"],
      // DELETE /api/photos/{id} claims these paths too (it answers 400 for a non-numeric id).
      ["/api/photos/upload-url", "get", "DELETE, POST"],
      ["/api/photos/verify-password", "get", "DELETE, POST"],
      ["/api/photos/7", "patch", "DELETE"],
      [`/api/photos/uploads/${"a".repeat(32)}`, "post", "PUT"],
      ["/api/chat", "get", "POST"],
      ["/healthz", "post", "HEAD, GET"],
    ];
    for (const [path, method, allow] of cases) {
      const response = await request(testApp.server)[method](path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow?.split(", ").sort(), `${method} ${path}`).toEqual(allow.split(", ").sort());
      // JSON under /api; /healthz answers in plain text like other non-API paths.
      expect(response.text, `${method} ${path}`).toMatch(/is not allowed on/);
    }
    expect((await request(testApp.server).get("/api/nothing-here")).status).toBe(404);
  });
});
