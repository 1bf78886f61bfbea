import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ensureWritableFolder, FolderAccessError } from "./folder-access";

/**
 * The only reader of process.env. Every variable is documented in README.md
 * (Configuration); keep the two in step.
 */
const boolean = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => ["true", "1", "yes"].includes(value));

const httpUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    error: "must be an http(s) URL",
  });

const milliseconds = z.coerce
  .number({ error: "must be a number of milliseconds" })
  .int({ error: "must be a whole number of milliseconds" })
  .min(1, { error: "must be at least 1 millisecond" });

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int({ error: "must be a whole port number" })
    .min(0, { error: "must be between 0 and 65535" })
    .max(65535, { error: "must be between 0 and 65535" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  UPLOADS_DIR: z.string().min(1).default("./uploads"),
  DELETE_PASSWORD: z
    .string()
    .refine((value) => value.trim().length > 0, { error: "must not be blank" })
    .optional(),
  OLLAMA_HOST: httpUrl.default("http://127.0.0.1:11434"),
  OLLAMA_MODEL: z.string().min(1).default("qwen2.5:1.5b"),
  CHAT_MODE: z.enum(["auto", "builtin"], { error: "must be auto or builtin" }).default("auto"),
  OLLAMA_REPLY_DEADLINE_MS: milliseconds.default(25_000),
  OLLAMA_STALL_MS: milliseconds.default(10_000),
  OLLAMA_MAX_CONCURRENT: z.coerce.number({ error: "must be a number" }).int({ error: "must be a whole number" }).min(0, { error: "must be 0 or more" }).default(2),
  OLLAMA_COOLDOWN_MS: milliseconds.default(30_000),
  PUBLIC_URL: httpUrl.optional(),
  MAP_EMBED_URL: httpUrl.optional(),
  TRUST_PROXY: boolean.default(false),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  deletePassword: { value: string; generated: boolean; file?: string };
  uploadSecret: Buffer;
  ollamaHost: string;
  ollamaModel: string;
  chatMode: "auto" | "builtin";
  /** How long Rupa lets Ollama take, how many calls run at once, and how long a failed Ollama is left alone. */
  ollamaLimits: { replyDeadlineMs: number; stallMs: number; maxConcurrent: number; cooldownMs: number };
  publicUrl?: string;
  mapEmbedUrl?: string;
  trustProxy: boolean;
  logLevel: string;
};

export class ConfigError extends Error {}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT. */
function withoutBlanks(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

function parse(env: NodeJS.ProcessEnv) {
  const parsed = schema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const shown = name === "DELETE_PASSWORD" ? "" : `=${JSON.stringify(env[name] ?? "")}`;
    throw new ConfigError(`Invalid configuration: ${name}${shown} ${issue.message}`);
  }
  return parsed.data;
}

/** Where the state lives, for the maintenance scripts (backup, restore), with no side effects. */
export function storagePaths(env: NodeJS.ProcessEnv = process.env) {
  const vars = parse(env);
  return { dataDir: path.resolve(vars.DATA_DIR), uploadsDir: path.resolve(vars.UPLOADS_DIR) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parse(env);
  const { dataDir, uploadsDir } = storagePaths(env);
  try {
    ensureWritableFolder(dataDir, "DATA_DIR");
    ensureWritableFolder(uploadsDir, "UPLOADS_DIR");
  } catch (error) {
    if (error instanceof FolderAccessError) throw new ConfigError(error.message);
    throw error;
  }

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    uploadsDir,
    deletePassword: vars.DELETE_PASSWORD
      ? { value: vars.DELETE_PASSWORD, generated: false }
      : loadOrCreateSecretFile(dataDir, "delete-password.txt", () => randomBytes(12).toString("base64url")),
    uploadSecret: Buffer.from(
      loadOrCreateSecretFile(dataDir, "upload-signing.key", () => randomBytes(32).toString("hex")).value,
      "hex",
    ),
    ollamaHost: vars.OLLAMA_HOST,
    ollamaModel: vars.OLLAMA_MODEL,
    chatMode: vars.CHAT_MODE,
    ollamaLimits: {
      replyDeadlineMs: vars.OLLAMA_REPLY_DEADLINE_MS,
      stallMs: vars.OLLAMA_STALL_MS,
      maxConcurrent: vars.OLLAMA_MAX_CONCURRENT,
      cooldownMs: vars.OLLAMA_COOLDOWN_MS,
    },
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ""),
    mapEmbedUrl: vars.MAP_EMBED_URL,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
  };
}

/**
 * Secrets the host did not set are generated once and kept in DATA_DIR
 * (mode 0600), so they survive restarts and travel with backups.
 */
function loadOrCreateSecretFile(dataDir: string, name: string, generate: () => string) {
  const file = path.join(dataDir, name);
  try {
    const value = fs.readFileSync(file, "utf8").trim();
    if (value) return { value, generated: false, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const value = generate();
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${value}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return { value, generated: true, file };
}
