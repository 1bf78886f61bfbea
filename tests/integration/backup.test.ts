import SQLite from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../server/maintenance/backup";
import { createTestApp, type TestApp } from "../helpers/test-app";

describe("backup and restore", () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it("copies a live database, the secrets and the uploads, and restores them in place", async () => {
    testApp = await createTestApp({ env: { DELETE_PASSWORD: "" } });
    const { dataDir, uploadsDir } = testApp.config;
    await testApp.db.insertInto("photos").values({ object_id: "a".repeat(32), extension: "jpg", uploader_name: "Amal" }).execute();
    fs.writeFileSync(path.join(uploadsDir, "a.jpg"), "picture bytes");
    fs.mkdirSync(path.join(uploadsDir, ".incoming"), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, ".incoming", "half"), "half an upload");

    const backup = await createBackup({ dataDir, uploadsDir }, path.join(testApp.root, "backups"));

    expect(fs.readFileSync(path.join(backup, "uploads", "a.jpg"), "utf8")).toBe("picture bytes");
    expect(fs.existsSync(path.join(backup, "uploads", ".incoming"))).toBe(false);
    expect(fs.existsSync(path.join(backup, "data", "delete-password.txt"))).toBe(true);
    expect(fs.existsSync(path.join(backup, "data", "upload-signing.key"))).toBe(true);

    // Life goes on after the backup, then something goes wrong.
    await testApp.db.insertInto("photos").values({ object_id: "b".repeat(32), extension: "jpg", uploader_name: null }).execute();
    await testApp.db.destroy();
    fs.rmSync(path.join(uploadsDir, "a.jpg"));

    const { setAside } = restoreBackup(backup, { dataDir, uploadsDir });

    expect(setAside).toHaveLength(2);
    // Inside the folders themselves: in Docker they are mount points, which cannot be renamed.
    expect(setAside.map((folder) => path.dirname(folder))).toEqual([dataDir, uploadsDir]);
    expect(fs.existsSync(path.join(`${setAside[0]}`, "app.sqlite"))).toBe(true);
    const restored = new SQLite(path.join(dataDir, "app.sqlite"), { readonly: true });
    expect(restored.prepare("select uploader_name from photos").all()).toEqual([{ uploader_name: "Amal" }]);
    restored.close();
    expect(fs.readFileSync(path.join(uploadsDir, "a.jpg"), "utf8")).toBe("picture bytes");
  });

  it("refuses a folder that is not a backup and changes nothing", async () => {
    testApp = await createTestApp();
    const { dataDir, uploadsDir } = testApp.config;
    const before = fs.readdirSync(dataDir).sort();
    expect(() => restoreBackup(path.join(testApp.root, "nothing"), { dataDir, uploadsDir })).toThrow(/is not a backup/);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
  });
});
