import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const roots: string[] = [];
function dirs() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-config-"));
  roots.push(root);
  return { DATA_DIR: path.join(root, "data"), UPLOADS_DIR: path.join(root, "uploads") };
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig(dirs());
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      ollamaHost: "http://127.0.0.1:11434",
      chatMode: "auto",
      trustProxy: false,
      logLevel: "info",
    });
    expect(config.publicUrl).toBeUndefined();
  });

  it("creates DATA_DIR and UPLOADS_DIR", () => {
    const env = dirs();
    loadConfig(env);
    expect(fs.statSync(env.DATA_DIR).isDirectory()).toBe(true);
    expect(fs.statSync(env.UPLOADS_DIR).isDirectory()).toBe(true);
  });

  it("stops with a one-line message naming the variable", () => {
    expect(() => loadConfig({ ...dirs(), PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...dirs(), PORT: "abc" })).toThrow(/^Invalid configuration: PORT="abc" /);
    expect(() => loadConfig({ ...dirs(), PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ ...dirs(), TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...dirs(), OLLAMA_HOST: "not a url" })).toThrow(/OLLAMA_HOST/);
    expect(() => loadConfig({ ...dirs(), LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("reads booleans and trims a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({ ...dirs(), TRUST_PROXY: "true", PUBLIC_URL: "https://goat.example.org/" });
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe("https://goat.example.org");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ ...dirs(), PORT: "" }).port).toBe(3000);
  });

  it("uses DELETE_PASSWORD when set and writes no password file", () => {
    const env = dirs();
    const config = loadConfig({ ...env, DELETE_PASSWORD: "open sesame" });
    expect(config.deletePassword).toEqual({ value: "open sesame", generated: false });
    expect(fs.existsSync(path.join(env.DATA_DIR, "delete-password.txt"))).toBe(false);
  });

  it("generates a strong delete password once, keeps it private in DATA_DIR and reuses it", () => {
    const env = dirs();
    const first = loadConfig(env).deletePassword;
    expect(first.generated).toBe(true);
    expect(first.value.length).toBeGreaterThanOrEqual(16);
    const file = path.join(env.DATA_DIR, "delete-password.txt");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig(env).deletePassword;
    expect(second).toMatchObject({ value: first.value, generated: false });
  });

  it("keeps the upload signing key across restarts", () => {
    const env = dirs();
    const first = loadConfig(env).uploadSecret;
    expect(first).toHaveLength(32);
    expect(loadConfig(env).uploadSecret.equals(first)).toBe(true);
  });

  it("rejects a blank DELETE_PASSWORD without echoing it", () => {
    expect(() => loadConfig({ ...dirs(), DELETE_PASSWORD: "   " })).toThrow(/^Invalid configuration: DELETE_PASSWORD must not be blank$/);
  });
});
