import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { builtinModules } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app";

// What a host meets with the Docker image (run as `node`, uid 1000, on bind
// mounts, without dev dependencies), tried on the built files themselves.
const built = (name: string) => path.resolve("build", "app-server", `${name}.js`);
const dockerUser = { uid: 1000, gid: 1000 };
const cleanups: string[] = [];
afterEach(() => {
  for (const folder of cleanups.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-host-"));
  fs.chmodSync(root, 0o755);
  cleanups.push(root);
  return root;
}

/**
 * Runs a built file so that `folder` is not writable for it: as root, the way
 * Docker leaves a bind mount it created, with the process as the image's
 * `node` user; as anyone else, on a folder they made read-only.
 */
function runLockedOut(folder: string, file: string, args: string[], env: Record<string, string>) {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) fs.chmodSync(folder, 0o555);
  const options: SpawnSyncOptions = {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    timeout: 20_000,
    ...(asRoot ? dockerUser : {}),
  };
  const result = spawnSync(process.execPath, [file, ...args], options);
  if (!asRoot) fs.chmodSync(folder, 0o755);
  return { status: result.status, stderr: String(result.stderr), uid: asRoot ? dockerUser.uid : process.getuid!() };
}

function expectChownAdvice(stderr: string, folder: string, label: string, uid: number) {
  expect(stderr).toContain(`Cannot write to ${folder} (${label})`);
  expect(stderr).toContain(`sudo chown -R ${uid}:`);
  expect(stderr).toContain(folder);
  expect(stderr).not.toMatch(/EACCES|\n\s+at /);
}

describe("a host running the image", () => {
  it("is told which folder to chown when DATA_DIR belongs to someone else, not shown a stack trace", () => {
    const root = tempRoot();
    const dataDir = path.join(root, "data");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const result = runLockedOut(dataDir, built("index"), [], {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(root, "uploads"),
      PORT: "0",
    });
    expect(result.status).toBe(1);
    expectChownAdvice(result.stderr, dataDir, "DATA_DIR", result.uid);
  });

  it("backs up and restores with the built files, which need production dependencies only", async () => {
    const testApp = await createTestApp();
    const { dataDir, uploadsDir } = testApp.config;
    await testApp.db.insertInto("photos").values({ object_id: "kept", extension: "jpg", uploader_name: "Amal" }).execute();
    fs.writeFileSync(path.join(uploadsDir, "kept.jpg"), "picture bytes");
    const env = { DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir };
    const backups = path.join(testApp.root, "backups");

    const backup = spawnSync(process.execPath, [built("backup"), backups], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8" });
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    const [folder] = fs.readdirSync(backups);
    expect(backup.stdout).toContain(`Backup written to ${path.join(backups, folder!)}`);

    await testApp.db.deleteFrom("photos").execute();
    await testApp.db.destroy();
    fs.rmSync(path.join(uploadsDir, "kept.jpg"));
    const restore = spawnSync(process.execPath, [built("restore"), path.join(backups, folder!)], {
      env: { PATH: process.env.PATH, ...env },
      encoding: "utf8",
    });
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(fs.readFileSync(path.join(uploadsDir, "kept.jpg"), "utf8")).toBe("picture bytes");
    fs.rmSync(testApp.root, { recursive: true, force: true });

    const { dependencies } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    for (const name of ["index", "backup", "restore"]) {
      const code = fs.readFileSync(built(name), "utf8");
      // Static imports load at start; the one dynamic import (Vite) runs only under `npm run dev`.
      const imported = [...code.matchAll(/^import\s(?:[^"]*\sfrom\s)?"([^"./][^"]*)";$/gm)].map((match) => match[1]!);
      expect(imported.length, name).toBeGreaterThan(0);
      const packages = imported
        .filter((specifier) => !specifier.startsWith("node:") && !builtinModules.includes(specifier))
        .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/"));
      expect(packages.filter((name) => !(name in dependencies)), name).toEqual([]);
    }
  });

  it("is told which folder to chown when the backups folder belongs to someone else", () => {
    const root = tempRoot();
    const backups = path.join(root, "backups");
    fs.mkdirSync(backups, { mode: 0o755 });
    const result = runLockedOut(backups, built("backup"), [backups], {
      DATA_DIR: path.join(root, "data"),
      UPLOADS_DIR: path.join(root, "uploads"),
    });
    expect(result.status).toBe(1);
    expectChownAdvice(result.stderr, backups, "backup folder", result.uid);
  });
});
