import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpeg, jpegTakenAt, png, video } from "../fixtures/media";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addPhoto, listen } from "./gallery.helpers";

type Download = { status: number; headers: Headers; bytes: Buffer; file: string };

const CHECK_WITH_PYTHON = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    bad = archive.testzip()
    entries = [{"name": info.filename, "method": info.compress_type, "crc": info.CRC,
                "sha": __import__("hashlib").sha256(archive.read(info)).hexdigest()} for info in archive.infolist()]
print(json.dumps({"bad": bad, "entries": entries}))
`;

describe("GET /api/photos/archive.zip", () => {
  let testApp: TestApp;
  let base: string;
  let stop: () => Promise<void>;
  const originals = new Map<string, Buffer>();

  beforeAll(async () => {
    testApp = await createTestApp();
    const server = await listen(testApp.server);
    base = `http://127.0.0.1:${server.port}`;
    stop = server.close;
  });
  afterAll(async () => {
    await stop();
    await testApp.close();
  });

  async function download(query = ""): Promise<Download> {
    const response = await fetch(`${base}/api/photos/archive.zip${query}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const file = path.join(testApp.root, `download-${Math.random().toString(36).slice(2)}.zip`);
    fs.writeFileSync(file, bytes);
    return { status: response.status, headers: response.headers, bytes, file };
  }

  /** unzip -t and Python's zipfile must both accept it; answers the entries Python saw. */
  function checkClean(zipFile: string) {
    const unzip = spawnSync("/usr/bin/unzip", ["-t", zipFile], { encoding: "utf8" });
    // unzip's only complaint about an empty archive is a warning (exit 1) saying so.
    const empty = unzip.status === 1 && /zipfile is empty/.test(unzip.stdout + unzip.stderr);
    expect(empty || (unzip.status === 0 && /No errors detected/.test(unzip.stdout))).toBe(true);
    const python = JSON.parse(execFileSync("python3", ["-c", CHECK_WITH_PYTHON, zipFile], { encoding: "utf8" })) as {
      bad: string | null;
      entries: { name: string; method: number; sha: string }[];
    };
    expect(python.bad).toBeNull();
    return python.entries;
  }

  const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

  it("streams a valid empty zip for an empty album, its length announced exactly", async () => {
    const zip = await download();
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="marrakech-album.zip"');
    expect(Number(zip.headers.get("content-length"))).toBe(zip.bytes.length);
    expect(checkClean(zip.file)).toEqual([]);
  });

  it("holds one file byte for byte, stored without compression", async () => {
    const body = await jpegTakenAt("2025:11:26 10:00:00", "+01:00");
    const photo = await addPhoto(testApp.server, body, "Amina");
    originals.set(`day-5/marrakech-${photo.id}-Amina.jpg`, body);

    const zip = await download();
    expect(Number(zip.headers.get("content-length"))).toBe(zip.bytes.length);
    const entries = checkClean(zip.file);
    expect(entries).toEqual([{ name: `day-5/marrakech-${photo.id}-Amina.jpg`, method: 0, crc: expect.any(Number), sha: sha(body) }]);
  });

  it("holds many files under their days, identical to the uploads, with safe names", async () => {
    const uploads: [Buffer, string | undefined, string][] = [
      [await jpegTakenAt("2025:11:24 18:30:00", "+01:00"), "Zoé ../Benali", "day-3"],
      [await jpegTakenAt("2025:11:27 08:00:00"), "Amina", "day-6"],
      [await png(), undefined, "day-"],
      [video("mp4"), "Amina", "day-"],
      [await jpeg({ width: 300, height: 200 }), "Léa\u202Egpj.exe", "day-"],
    ];
    for (const [body, name] of uploads) {
      const photo = await addPhoto(testApp.server, body, name);
      const listed = (await request(testApp.server).get("/api/photos")).body as { id: number; capturedOn: string; objectPath: string }[];
      const entry = listed.find((item) => item.id === photo.id)!;
      const day = Math.round((Date.parse(entry.capturedOn) - Date.parse("2025-11-21")) / 86_400_000);
      const folder = day < 0 ? "before-trip" : day > 9 ? "after-trip" : `day-${day}`;
      const safe = name === undefined ? "" : `-${name.replace("Zoé ../Benali", "Zoé-..Benali").replace("Léa\u202Egpj.exe", "Léagpj.exe")}`;
      originals.set(`${folder}/marrakech-${photo.id}${safe}.${entry.objectPath.split(".").pop()}`, body);
    }

    const zip = await download();
    expect(Number(zip.headers.get("content-length"))).toBe(zip.bytes.length);
    const entries = checkClean(zip.file);
    expect(Object.fromEntries(entries.map((entry) => [entry.name, entry.sha]))).toEqual(
      Object.fromEntries([...originals].map(([name, body]) => [name, sha(body)])),
    );
    expect(entries.every((entry) => entry.method === 0)).toBe(true);
    expect(entries.map((entry) => entry.name).filter((name) => name.startsWith("day-3/"))).toHaveLength(1);
  });

  it("narrows to one day or one guest, and both", async () => {
    const dayFive = checkClean((await download("?day=5")).file).map((entry) => entry.name);
    expect(dayFive).toEqual([...originals.keys()].filter((name) => name.startsWith("day-5/")));
    const byAmina = await download("?uploader=Amina");
    expect(byAmina.headers.get("content-disposition")).toBe('attachment; filename="marrakech-album-Amina.zip"');
    expect(checkClean(byAmina.file).map((entry) => entry.name).sort()).toEqual(
      [...originals.keys()].filter((name) => /-Amina\./.test(name)).sort(),
    );
    const both = checkClean((await download("?day=6&uploader=Amina")).file).map((entry) => entry.name);
    expect(both).toEqual([...originals.keys()].filter((name) => name.startsWith("day-6/") && name.includes("-Amina.")));
    expect(checkClean((await download("?uploader=Nobody")).file)).toEqual([]);
  });

  it("offers a light zip of the web-sized previews once they exist", async () => {
    await testApp.gallery.queue.whenIdle();
    const light = await download("?variant=light");
    expect(light.headers.get("content-disposition")).toBe('attachment; filename="marrakech-album-light.zip"');
    expect(Number(light.headers.get("content-length"))).toBe(light.bytes.length);
    // Photos with a preview come as it (WebP); videos as their playback copy; anything else as the original.
    const listed = (await request(testApp.server).get("/api/photos")).body as { id: number; previewUrl: string | null; mediaType: string }[];
    const previewed = new Set(listed.filter((photo) => photo.mediaType === "image" && photo.previewUrl).map((photo) => photo.id));
    const expected = [...originals.keys()].map((name) =>
      previewed.has(Number(/marrakech-(\d+)/.exec(name)![1])) ? name.replace(/\.[a-z0-9]+$/, ".webp") : name,
    );
    expect(previewed.size).toBeGreaterThan(0);
    expect(checkClean(light.file).map((entry) => entry.name).sort()).toEqual(expected.sort());
  });

  it.each([
    ["?day=10", "day must be a trip day from 0 to 9"],
    ["?day=-1", "day must be a trip day from 0 to 9"],
    ["?day=five", "day must be a trip day from 0 to 9"],
    ["?day=1&day=2", "day must be given once"],
    ["?uploader=", "uploader must not be empty"],
    [`?uploader=${"x".repeat(81)}`, "uploader must be at most 80 characters"],
    ["?variant=huge", "variant must be originals or light"],
  ])("refuses %s with a JSON message", async (query, message) => {
    const response = await request(testApp.server).get(`/api/photos/archive.zip${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe("the light zip", () => {
  it("holds each photo's web-sized preview once the thumbnail queue made it", async () => {
    const testApp = await createTestApp();
    const { server, gallery } = testApp;
    try {
      const photo = await addPhoto(server, await jpegTakenAt("2025:11:24 18:30:00", "+01:00", 2400, 1800), "Amina");
      await gallery.queue.whenIdle();
      const response = await request(server).get("/api/photos/archive.zip?variant=light").buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
      const file = path.join(testApp.root, "light.zip");
      fs.writeFileSync(file, response.body as Buffer);
      expect(Number(response.headers["content-length"])).toBe((response.body as Buffer).length);
      const listing = execFileSync("python3", ["-c", LIST_SIZES, file], { encoding: "utf8" });
      const [entry] = JSON.parse(listing) as [string, number][];
      expect(entry![0]).toBe(`day-3/marrakech-${photo.id}-Amina.webp`);
      const { width, height } = await sharp(execFileSync("unzip", ["-p", file, entry![0]])).metadata();
      expect(Math.max(width!, height!)).toBe(1600);
    } finally {
      await testApp.close();
    }
  });
});

const LIST_SIZES = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    assert archive.testzip() is None
    print(json.dumps([[info.filename, info.file_size] for info in archive.infolist()]))
`;
