import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root, serverEntry, serverNodeFlags } from "./prepare.mjs";

export type BuiltServer = {
  url: string;
  port: number;
  pid: number;
  process: ChildProcess;
  dataDir: string;
  uploadsDir: string;
  /** SIGTERM, then the exit code once the process is gone. */
  stop: () => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production build (`npm run build` first) on a free port over
 * fresh temporary DATA_DIR and UPLOADS_DIR, with the flags `npm start` uses,
 * for benchmarks and process-level tests.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!fs.existsSync(serverEntry)) throw new Error("No build found: run `npm run build` first");
  const port = await freePort();
  const state = fs.mkdtempSync(path.join(os.tmpdir(), "goat-server-"));
  const dataDir = path.join(state, "data");
  const uploadsDir = path.join(state, "uploads");
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      DELETE_PASSWORD: "bench-password",
      OLLAMA_HOST: "http://127.0.0.1:9",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${url}/healthz`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("The built server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    pid: child.pid!,
    process: child,
    dataDir,
    uploadsDir,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      fs.rmSync(state, { recursive: true, force: true });
      return code;
    },
  };
}
