import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../../scripts/lib/built-server";
import { jpeg } from "../fixtures/media";

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe("graceful shutdown of the built server", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ DELETE_PASSWORD: "shutdown-test" });
  });
  afterAll(async () => {
    if (server.process.exitCode === null) server.process.kill("SIGKILL");
    await server.stop();
  });

  it("finishes an upload in flight after SIGTERM, refuses new connections, then exits 0", async () => {
    const port = server.port;
    const child = server.process;
    const { uploadURL } = (await (await fetch(`${server.url}/api/photos/upload-url`, { method: "POST" })).json()) as {
      uploadURL: string;
    };
    const body = Buffer.concat([await jpeg(), Buffer.alloc(256 * 1024, 1)]);
    const half = Math.floor(body.length / 2);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    const request = http.request({
      port,
      host: "127.0.0.1",
      path: uploadURL,
      method: "PUT",
      headers: { "Content-Length": String(body.length), "Content-Type": "image/jpeg" },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: text }));
      });
      request.on("error", reject);
    });
    request.write(body.subarray(0, half));
    // The first half is on the server (its temporary file exists) before the signal.
    const incoming = path.join(server.uploadsDir, ".incoming");
    const deadline = Date.now() + 5_000;
    while (fs.readdirSync(incoming).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await connectionRefused(port)).toBe(true);
    expect(child.exitCode).toBeNull();

    request.end(body.subarray(half));
    const answer = await answered;
    expect(answer.status).toBe(200);
    const { objectPath } = JSON.parse(answer.body) as { objectPath: string };
    expect(fs.statSync(path.join(server.uploadsDir, path.basename(objectPath))).size).toBe(body.length);
    expect(await exited).toBe(0);
  });
});
