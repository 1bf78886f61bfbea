import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { Gallery } from "../../server/gallery/gallery";
import { PhotoRepository } from "../../server/gallery/photo.repository";
import type { PhotoDto } from "../../server/gallery/photo.dto";
import { jpeg, video } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto, filesUnder, issueUploadUrl, putFile, rowCounts } from "./gallery.helpers";

type Listed = PhotoDto;

describe("thumbnails, posters and the persisted job queue", () => {
  let testApp: TestApp;
  let gallery: Gallery | undefined;
  afterEach(async () => {
    gallery = undefined;
    await testApp.close();
  });

  /** The whole server as server/index.ts builds it: its job queue runs. */
  async function withRunningQueue(options: { ffmpegPath?: string; logger?: pino.Logger } = {}) {
    testApp = await createTestApp({ overrides: { ffmpegPath: options.ffmpegPath, logger: options.logger } });
    gallery = testApp.gallery;
    return testApp.server;
  }

  const listed = async (server: TestApp["server"]) => (await request(server).get("/api/photos")).body as Listed[];
  const fetchBuffer = async (server: TestApp["server"], url: string) => {
    const response = await request(server).get(url).buffer(true);
    return { response, body: response.body as Buffer };
  };

  it("makes upright WebP thumbnail and preview without EXIF or GPS", async () => {
    const server = await withRunningQueue();
    // Stored 2000x1000 but tagged "turn 90°": a portrait photo.
    const saved = await addPhoto(server, await jpeg({ width: 2000, height: 1000, orientation: 6, gps: true }));
    expect((await listed(server))[0]!.thumbnailUrl).toBeNull();
    await gallery!.queue.whenIdle();

    const [photo] = await listed(server);
    expect(photo).toMatchObject({ id: saved.id, width: 1000, height: 2000 });
    // The original is served as uploaded, tags and all; only derivatives are cleaned.
    const original = await sharp((await fetchBuffer(server, photo!.objectPath)).body).metadata();
    expect([original.orientation, original.exif?.toString("latin1").includes("GoatCam")]).toEqual([6, true]);
    expect(photo!.thumbnailUrl).toMatch(/^\/objects\/[0-9a-f]{32}-thumb\.webp$/);
    for (const [url, longest] of [
      [photo!.thumbnailUrl!, 480],
      [photo!.previewUrl!, 1600],
    ] as const) {
      const { response, body } = await fetchBuffer(server, url);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(body).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.height).toBe(longest);
      expect(metadata.width).toBe(longest / 2);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it("makes a poster frame for a video", async () => {
    const server = await withRunningQueue();
    await addPhoto(server, video("mp4"));
    await gallery!.queue.whenIdle();
    const [clip] = await listed(server);
    const { body } = await fetchBuffer(server, clip!.previewUrl!);
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 160, 120]);
  });

  it("without ffmpeg, still takes videos, shows no poster and says so once", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const server = await withRunningQueue({ ffmpegPath: "/nonexistent/ffmpeg", logger });
    await addPhoto(server, video("mp4"));
    await addPhoto(server, video("webm"));
    await gallery!.queue.whenIdle();
    const clips = await listed(server);
    expect(clips.map((clip) => clip.thumbnailUrl)).toEqual([null, null]);
    expect((await request(server).get(clips[0]!.objectPath)).status).toBe(200);
    expect(lines.filter((line) => line.includes("ffmpeg is not available: videos are shown with a neutral poster"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("ffmpeg is not available: videos play as uploaded"))).toHaveLength(1);
    // Without a copy the viewer tries the original, but only a real MP4 is offered as the .mp4 download.
    expect(clips.map((clip) => [clip.playbackStatus, clip.playbackUrl === clip.objectPath, clip.downloadUrl])).toEqual([
      ["unavailable", true, null],
      ["unavailable", true, null],
    ]);
    expect((await rowCounts(testApp)).jobs).toBe(0);
  });

  it("deletes the original and every derivative with the row", async () => {
    const server = await withRunningQueue();
    const saved = await addPhoto(server, await jpeg({ width: 600, height: 400 }));
    await gallery!.queue.whenIdle();
    const [photo] = await listed(server);
    expect(filesUnder(testApp.config.uploadsDir)).toHaveLength(4);
    expect((await request(server).delete(`/api/photos/${saved.id}`).send({ password: "test-host-password" })).status).toBe(204);
    expect(filesUnder(testApp.config.uploadsDir)).toEqual([]);
    for (const url of [photo!.objectPath, photo!.thumbnailUrl!, photo!.previewUrl!, photo!.downloadUrl!]) {
      expect((await request(server).get(url)).status).toBe(404);
    }
  });

  it("keeps queued jobs across a restart; the start-up sweep cleans up and re-queues what is missing", async () => {
    // First life: a queue that never finds its job (as if the server stopped before it ran).
    const firstLife = await createTestApp({ overrides: { photos: (db) => new NeverDueJobs(db) } });
    const waiting = await addPhoto(firstLife.server, await jpeg({ width: 300, height: 200 }));
    expect(await rowCounts(firstLife)).toMatchObject({ photos: 1, jobs: 1 });
    // A PUT killed mid-way by a crash leaves a temporary file and a claimed address.
    fs.writeFileSync(path.join(firstLife.config.uploadsDir, ".incoming", "crashed.part"), "half a file");
    const interrupted = new URL(await issueUploadUrl(firstLife.server), "http://x").pathname.split("/").pop()!;
    await firstLife.db.insertInto("uploads").values({ object_id: interrupted, state: "receiving" }).execute();
    await firstLife.close({ keepFiles: true });

    // Second life on the same folders: its start runs the sweep and the queue.
    testApp = await createTestApp({ root: firstLife.root });
    gallery = testApp.gallery;
    const server = testApp.server;
    expect(await rowCounts(testApp)).toMatchObject({ uploads: 1, photos: 1 });
    await gallery.queue.whenIdle();
    const [photo] = await listed(server);
    expect(photo).toMatchObject({ id: waiting.id, width: 300, height: 200 });
    expect(photo!.thumbnailUrl).not.toBeNull();
    expect(filesUnder(testApp.config.uploadsDir).filter((file) => file.startsWith(".incoming"))).toEqual([]);

    // A derivative lost from disk is made again after the next start.
    fs.rmSync(path.join(testApp.config.uploadsDir, path.basename(photo!.thumbnailUrl!)));
    await testApp.close({ keepFiles: true });
    testApp = await createTestApp({ root: firstLife.root });
    await testApp.gallery.queue.whenIdle();
    expect((await request(testApp.server).get(photo!.thumbnailUrl!)).status).toBe(200);
  });

  it("gives up on a file it cannot decode, leaving the original viewable", async () => {
    const server = await withRunningQueue();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const uploadURL = await issueUploadUrl(server);
    expect((await putFile(server, uploadURL, broken)).status).toBe(200);
    const saved = await request(server).post("/api/photos").send({ objectPath: uploadURL });
    await gallery!.queue.whenIdle();
    const job = await testApp.db.selectFrom("media_jobs").selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ photo_id: saved.body.id, attempts: 1 });
    expect(job.last_error).toBeTruthy();
    expect((await request(server).get(saved.body.objectPath)).status).toBe(200);
  });
});

/** A photo repository whose queue never finds a due job. */
class NeverDueJobs extends PhotoRepository {
  override async nextDueJob() {
    return undefined;
  }
}
