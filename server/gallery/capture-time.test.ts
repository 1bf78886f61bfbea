import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { decideCaptureTime } from "./capture-time";
import { captureCases } from "./capture-time.fixtures";

describe("capture time rule", () => {
  for (const { name, clues, uploadedAt, expected } of captureCases) {
    it(name, () => {
      expect(decideCaptureTime(clues, uploadedAt)).toEqual(expected);
    });
  }
});

// The rule must not lean on the process's time zone: run the same cases in
// fresh Node processes whose TZ differs (a TZ change inside this process
// could be masked by caches).
const runner = fileURLToPath(new URL("./capture-time.tz-runner.ts", import.meta.url));

describe.each(["UTC", "America/New_York"])("capture time rule under TZ=%s", (timeZone) => {
  it("gives the same answers", () => {
    const output = execFileSync(process.execPath, ["--import", "tsx", runner], {
      env: { ...process.env, TZ: timeZone },
      encoding: "utf8",
    });
    const { localOffsetMinutes, results } = JSON.parse(output) as { localOffsetMinutes: number; results: unknown[] };
    expect(localOffsetMinutes).toBe(timeZone === "UTC" ? 0 : 300);
    expect(results).toEqual(captureCases.map((testCase) => testCase.expected));
  });
});
