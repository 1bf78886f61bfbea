import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpeg, png, video } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto, filesUnder, issueUploadUrl, putFile, rowCounts } from "./gallery.helpers";

describe("the gallery API, followed literally as spec section 7 describes it", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("starts with an empty list", async () => {
    const response = await request(testApp.server).get("/api/photos");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("issues a relative, signed one-file upload address", async () => {
    const response = await request(testApp.server).post("/api/photos/upload-url");
    expect(response.status).toBe(200);
    expect(response.body.uploadURL).toMatch(/^\/api\/photos\/uploads\/[0-9a-f]{32}\?expires=\d+&max=52428800&signature=[0-9a-f]{64}$/);
    const expires = Number(new URL(response.body.uploadURL, "http://x").searchParams.get("expires"));
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it("upload-url -> PUT -> POST objectPath=uploadURL -> GET list -> fetch objectPath -> verify -> DELETE", async () => {
    const photo = await jpeg({ width: 40, height: 30 });
    const uploadURL = await issueUploadUrl(testApp.server);
    const put = await putFile(testApp.server, uploadURL, photo, "text/html");
    expect(put.status).toBe(200);
    expect(put.body.objectPath).toMatch(/^\/objects\/[0-9a-f]{32}\.jpg$/);

    const saved = await request(testApp.server).post("/api/photos").send({ objectPath: uploadURL, uploaderName: "  Amina  " });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ objectPath: put.body.objectPath, uploaderName: "Amina", mediaType: "image", sizeBytes: photo.length });

    const list = await request(testApp.server).get("/api/photos");
    expect(list.body[0]).toMatchObject({ id: saved.body.id, objectPath: put.body.objectPath, uploaderName: "Amina" });

    const file = await request(testApp.server).get(put.body.objectPath);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, photo)).toBe(0);
    // The client claimed text/html; the bytes say JPEG.
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="marrakech-${saved.body.id}.jpg"`);
    expect(file.headers["content-security-policy"]).toContain("sandbox");

    const verify = await request(testApp.server).post("/api/photos/verify-password").send({ password: "test-host-password" });
    expect(verify.status).toBe(200);

    const removed = await request(testApp.server).delete(`/api/photos/${saved.body.id}`).send({ password: "test-host-password" });
    expect(removed.status).toBe(204);
    expect((await request(testApp.server).get(put.body.objectPath)).status).toBe(404);
    expect((await request(testApp.server).get("/api/photos")).body).toEqual([]);
    expect(filesUnder(testApp.config.uploadsDir)).toEqual([]);
    expect(await rowCounts(testApp)).toMatchObject({ photos: 0, jobs: 0 });
  });

  it("lists newest first and keeps the real extension of each kind", async () => {
    const first = await addPhoto(testApp.server, await png());
    const second = await addPhoto(testApp.server, video("webm"));
    const third = await addPhoto(testApp.server, video("mp4"), "   ");
    expect(first.objectPath).toMatch(/\.png$/);
    expect(second.objectPath).toMatch(/\.webm$/);
    expect(third.objectPath).toMatch(/\.mp4$/);
    expect(third.uploaderName).toBeNull();
    const ids = (await request(testApp.server).get("/api/photos")).body.map((photo: { id: number }) => photo.id);
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    const webm = await request(testApp.server).get(second.objectPath);
    expect(webm.headers["content-type"]).toBe("video/webm");
  });

  it("serves byte ranges of videos for seeking", async () => {
    const clip = video("mp4");
    const saved = await addPhoto(testApp.server, clip);
    const response = await request(testApp.server).get(saved.objectPath).set("Range", "bytes=100-199");
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 100-199/${clip.length}`);
    expect(Buffer.compare(response.body as Buffer, clip.subarray(100, 200))).toBe(0);
  });

  it("accepts the normalised objectPath the PUT answered with", async () => {
    const uploadURL = await issueUploadUrl(testApp.server);
    const put = await putFile(testApp.server, uploadURL, await jpeg());
    const saved = await request(testApp.server).post("/api/photos").send({ objectPath: put.body.objectPath });
    expect(saved.status).toBe(201);
    expect(saved.body.objectPath).toBe(put.body.objectPath);
  });

  it("answers DELETE of an unknown id with 404 and of a non-integer id with 400", async () => {
    const unknown = await request(testApp.server).delete("/api/photos/999999").send({ password: "test-host-password" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Photo not found");
    for (const id of ["abc", "1.5", "-1", "0", "1e3"]) {
      const response = await request(testApp.server).delete(`/api/photos/${id}`).send({ password: "test-host-password" });
      expect(response.status, id).toBe(400);
      expect(response.body.message).toBe("Photo id must be a whole number");
    }
  });

  it("answers malformed and oversized JSON with 400/413 and a message", async () => {
    for (const url of ["/api/photos", "/api/photos/verify-password"]) {
      const response = await request(testApp.server).post(url).set("Content-Type", "application/json").send('{"objectPath":');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: "Request body is not valid JSON" });
    }
    const huge = await request(testApp.server)
      .post("/api/photos")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ objectPath: "x".repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("Request body is too large");
  });

  it("gives absolute upload addresses on PUBLIC_URL and accepts them back", async () => {
    const publicApp = await createTestApp({ env: { PUBLIC_URL: "https://goat.example.com/" } });
    try {
      const uploadURL = await issueUploadUrl(publicApp.server);
      expect(uploadURL).toMatch(/^https:\/\/goat\.example\.com\/api\/photos\/uploads\//);
      const local = uploadURL.slice("https://goat.example.com".length);
      expect((await putFile(publicApp.server, local, await jpeg())).status).toBe(200);
      const saved = await request(publicApp.server).post("/api/photos").send({ objectPath: uploadURL });
      expect(saved.status).toBe(201);
    } finally {
      await publicApp.close();
    }
  });
});
