import { decideCaptureTime } from "./capture-time";
import { captureCases } from "./capture-time.fixtures";

// Run by capture-time.test.ts in a child process with a chosen TZ; prints the
// process's own offset (proof the TZ applied) and the rule's answers.
const localOffsetMinutes = new Date("2025-11-24T12:00:00Z").getTimezoneOffset();
const results = captureCases.map(({ clues, uploadedAt }) => decideCaptureTime(clues, uploadedAt));
process.stdout.write(JSON.stringify({ localOffsetMinutes, results }));
