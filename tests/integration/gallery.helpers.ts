import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import request from "supertest";
import type { TestApp } from "../helpers/test-app";

type Server = TestApp["server"];

export async function issueUploadUrl(server: Server): Promise<string> {
  const response = await request(server).post("/api/photos/upload-url");
  if (response.status !== 200) throw new Error(`upload-url answered ${response.status}`);
  return response.body.uploadURL as string;
}

export async function putFile(server: Server, uploadURL: string, body: Buffer, contentType = "application/octet-stream") {
  return request(server).put(uploadURL).set("Content-Type", contentType).send(body);
}

/** The spec's client, literally: upload-url, PUT, then POST with objectPath = uploadURL. */
export async function addPhoto(server: Server, body: Buffer, uploaderName?: string) {
  const uploadURL = await issueUploadUrl(server);
  const put = await putFile(server, uploadURL, body);
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}: ${put.text}`);
  const saved = await request(server)
    .post("/api/photos")
    .send(uploaderName === undefined ? { objectPath: uploadURL } : { objectPath: uploadURL, uploaderName });
  if (saved.status !== 201) throw new Error(`POST answered ${saved.status}: ${saved.text}`);
  return saved.body as { id: number; objectPath: string; uploaderName: string | null };
}

/** Every file under UPLOADS_DIR, temporary ones included, relative to it. */
export function filesUnder(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else found.push(path.relative(root, full));
    }
  };
  visit(root);
  return found.sort();
}

export async function rowCounts(testApp: TestApp) {
  const count = async (table: "photos" | "uploads" | "media_jobs") =>
    Number((await testApp.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return { photos: await count("photos"), uploads: await count("uploads"), jobs: await count("media_jobs") };
}

/** A real listening server, for requests supertest cannot make (chunked, aborted). */
export async function listen(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  const httpServer = http.createServer(server);
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  return {
    port: (httpServer.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}

export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A PUT over a plain socket (no redirect handling: a 308 is an answer here, as the browser sees it). */
export function rawPut(port: number, uploadURL: string, headers: Record<string, string>, body: Buffer = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", path: uploadURL, method: "PUT", headers: { "Content-Length": String(body.length), ...headers } });
    req.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text ? JSON.parse(text) : {} }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends one chunk of `file` with its Content-Range. */
export function putChunk(port: number, uploadURL: string, file: Buffer, start: number, end: number): Promise<RawAnswer> {
  return rawPut(port, uploadURL, { "Content-Range": `bytes ${start}-${end}/${file.length}`, "Content-Type": "image/jpeg" }, file.subarray(start, end + 1));
}

/** Asks how much of a file of `total` bytes the server holds. */
export function askReceived(port: number, uploadURL: string, total: number): Promise<RawAnswer> {
  return rawPut(port, uploadURL, { "Content-Range": `bytes */${total}` });
}
