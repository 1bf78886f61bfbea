import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpeg } from "../fixtures/media";

const serverEntry = path.resolve("build/app-server/index.js");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

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

describe("graceful shutdown of the built server (node build/app-server/index.js)", () => {
  let root: string;
  let child: ChildProcess;
  let port: number;
  beforeAll(async () => {
    if (!fs.existsSync(serverEntry)) throw new Error("run `npm run build` first");
    root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-shutdown-"));
    port = await freePort();
    child = spawn(process.execPath, [serverEntry], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(root, "data"),
        UPLOADS_DIR: path.join(root, "uploads"),
        DELETE_PASSWORD: "shutdown-test",
        OLLAMA_HOST: "http://127.0.0.1:9",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForHealthy(port);
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("finishes an upload in flight after SIGTERM, refuses new connections, then exits 0", async () => {
    const { uploadURL } = (await (await fetch(`http://127.0.0.1:${port}/api/photos/upload-url`, { method: "POST" })).json()) as {
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
    const incoming = path.join(root, "uploads", ".incoming");
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
    expect(fs.statSync(path.join(root, "uploads", path.basename(objectPath))).size).toBe(body.length);
    expect(await exited).toBe(0);
  });
});
