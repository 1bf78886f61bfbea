import { spawn } from "node:child_process";

/**
 * Runs a media tool (heif-dec, ffprobe, ffmpeg) on guests' files: no shell,
 * no stdin, killed after a time limit, with the end of its error output in
 * the thrown error so the job's last_error says why.
 */
export function runTool(command: string, args: string[], options: { timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(Buffer.concat(stdout).toString("utf8"));
      const why = signal === "SIGKILL" ? `timed out after ${options.timeoutMs / 1000} s` : `exited with ${code ?? signal}`;
      reject(new Error(`${command.split("/").pop()} ${why}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`));
    });
  });
}

/** Whether a tool can be started at all (checked once per tool by the callers). */
export function toolRuns(command: string, args: string[]): Promise<boolean> {
  return runTool(command, args, { timeoutMs: 10_000 }).then(
    () => true,
    () => false,
  );
}
