import pino, { type Logger } from "pino";

export type { Logger };

/** JSON lines in production; readable lines in development. Secrets are redacted wherever they appear. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: {
      paths: ["password", "*.password", "deletePassword", "*.deletePassword", "uploadSecret", "*.uploadSecret"],
      censor: "[redacted]",
    },
    transport: options.pretty ? { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } : undefined,
  });
}
