import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { createChatService } from "../../server/chat/create-chat-service";
import { loadConfig } from "../../server/config";
import { createTestApp } from "./test-app";

/**
 * The whole app with its chat service pointed at `ollamaHost` (a fake Ollama),
 * short deadlines, a fixed clock (Sunday Nov 23, 2025, 10:00 in Morocco) and
 * its log lines captured as objects.
 */
export async function startChatApp(ollamaHost: string, options: { replyDeadlineMs: number; env?: Record<string, string> }) {
  const env = {
    OLLAMA_HOST: ollamaHost,
    OLLAMA_MODEL: "fake:1b",
    OLLAMA_REPLY_DEADLINE_MS: String(options.replyDeadlineMs),
    OLLAMA_STALL_MS: "400",
    OLLAMA_COOLDOWN_MS: "60000",
    ...options.env,
  };
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    }),
  );
  // The chat service is built first, from the same folder the test app then uses.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "goat-chat-"));
  const config = loadConfig({ NODE_ENV: "test", DELETE_PASSWORD: "test-host-password", DATA_DIR: path.join(root, "data"), ...env });
  const chat = createChatService(config, logger, { now: () => new Date("2025-11-23T09:00:00Z"), connectTimeoutMs: 500 });
  const testApp = await createTestApp({ root, env, overrides: { logger, chat } });
  return { server: testApp.server, logs, close: () => testApp.close() };
}
