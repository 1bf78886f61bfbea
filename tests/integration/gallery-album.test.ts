import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { jpeg, jpegTakenAt, videoTakenAt } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto } from "./gallery.helpers";

type Listed = { id: number; capturedAt: string; capturedOn: string; captureSource: string };

describe("capture times and the album's list", () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const listed = async (server: TestApp["server"]) => (await request(server).get("/api/photos")).body as Listed[];

  it("reads when a photo or video was taken, and falls back to the upload time", async () => {
    testApp = await createTestApp();
    const { server } = testApp;
    const withOffset = await addPhoto(server, await jpegTakenAt("2025:11:23 21:30:00", "-05:00"), "Amina");
    const moroccoClock = await addPhoto(server, await jpegTakenAt("2025:11:27 09:10:00"));
    const clip = await addPhoto(server, videoTakenAt({ creationTime: "2025-11-22T10:00:00Z", quicktimeCreationDate: "2025-11-26T23:40:00-0500" }));
    const wrongClock = await addPhoto(server, await jpegTakenAt("2019:01:01 12:00:00", "+01:00"));
    const noExif = await addPhoto(server, await jpeg());

    const byId = new Map((await listed(server)).map((photo) => [photo.id, photo]));
    expect(byId.get(withOffset.id)).toMatchObject({ capturedAt: "2025-11-24T02:30:00.000Z", capturedOn: "2025-11-24", captureSource: "exif" });
    expect(byId.get(moroccoClock.id)).toMatchObject({ capturedAt: "2025-11-27T08:10:00.000Z", capturedOn: "2025-11-27", captureSource: "exif" });
    expect(byId.get(clip.id)).toMatchObject({ capturedAt: "2025-11-27T04:40:00.000Z", capturedOn: "2025-11-27", captureSource: "quicktime" });
    for (const id of [wrongClock.id, noExif.id]) {
      const photo = byId.get(id)!;
      expect(photo.captureSource).toBe("upload");
      expect(Math.abs(Date.parse(photo.capturedAt) - Date.now())).toBeLessThan(60_000);
    }
  });

  it("reads the files of photos registered before capture times existed, at the next start", async () => {
    testApp = await createTestApp();
    const earlier = await addPhoto(testApp.server, await jpegTakenAt("2025:11:24 18:30:00", "+01:00"));
    await testApp.db
      .updateTable("photos")
      .set({ captured_at: null, captured_on: null, capture_source: null, created_at: "2025-12-05T10:00:00.000Z" })
      .execute();
    // Until the backfill reaches it, the list follows the rule's fallback.
    expect((await listed(testApp.server))[0]).toMatchObject({ capturedOn: "2025-12-05", captureSource: "upload" });

    await testApp.close({ keepFiles: true });
    testApp = await createTestApp({ root: testApp.root });
    expect((await listed(testApp.server))[0]).toMatchObject({ id: earlier.id, capturedOn: "2025-11-24", captureSource: "exif" });
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once the album changes", async () => {
    testApp = await createTestApp();
    const { server } = testApp;
    const first = await request(server).get("/api/photos");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await request(server).get("/api/photos").set("If-None-Match", etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text ?? "").toBe("");

    await addPhoto(server, await jpeg(), "Amina");
    const changed = await request(server).get("/api/photos").set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toHaveLength(1);
    expect((await request(server).get("/api/photos").set("If-None-Match", changed.headers.etag as string)).status).toBe(304);
  });
});
