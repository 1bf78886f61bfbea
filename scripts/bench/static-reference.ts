// The yardstick for scripts/bench/http.ts: a plain static file server handing
// out the same prerendered bytes. nginx when installed (`apt-get install
// nginx-light`), one worker like our one Node process, serving the gzipped
// file as is; otherwise a minimal Node server answering from memory.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../lib/built-server";

export type StaticReference = { name: string; url: string; stop: () => Promise<void> };

function nginxPath(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  return undefined;
}

/** Serves `html` at `/` gzipped with the level the app's own prerendered pages use. */
export async function startStaticReference(html: Buffer): Promise<StaticReference> {
  const gzip = gzipSync(html, { level: 9 });
  const port = await freePort();
  const nginx = nginxPath();
  return nginx ? startNginx(nginx, html, gzip, port) : startNodeStatic(gzip, port);
}

async function startNginx(nginx: string, html: Buffer, gzip: Buffer, port: number): Promise<StaticReference> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "goat-nginx-"));
  // Started as root, nginx reads files as its unprivileged worker user.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "root"));
  fs.writeFileSync(path.join(dir, "root", "index.html"), html);
  fs.writeFileSync(path.join(dir, "root", "index.html.gz"), gzip);
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type text/html;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    location / { add_header Cache-Control no-cache; }
  }
}
`,
  );
  if (spawnSync(nginx, ["-t", "-c", config], { stdio: "ignore" }).status !== 0) throw new Error("nginx rejected the bench config");
  const child = spawn(nginx, ["-c", config], { stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(url).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error("nginx did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { name: "nginx (1 worker, gzip_static)", url, stop };
}

async function startNodeStatic(gzip: Buffer, port: number): Promise<StaticReference> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "gzip",
      "Content-Length": gzip.length,
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
    });
    response.end(gzip);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    name: "node:http from memory (nginx not installed)",
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
