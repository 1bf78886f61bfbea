// Load benchmark of the built server: `npm run build && npm run bench:http`.
// Prints requests/s and latency percentiles for a prerendered page, an SSR
// page and /healthz, and the prerendered page's rate as a share of a static
// file server's on the same gzipped bytes (scripts/bench/static-reference.ts).
// The two alternate over several rounds in the same run, and the median of
// the rounds' ratios is kept, so a neighbour's burst of CPU use skews one
// round rather than the result. Figures, not a gate.
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import { startBuiltServer } from "../lib/built-server";
import { startStaticReference } from "./static-reference";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 20;
/**
 * autocannon threads. One client thread tops out near what a single server
 * process gives, so both sides look alike; on a machine with cores to spare,
 * BENCH_WORKERS=2 or more lets the client outrun the servers.
 */
const workers = Number(process.env.BENCH_WORKERS ?? 1);

type Figures = { rate: number; p50: number; p99: number; failures: number };

async function measure(url: string, encoding: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": encoding },
    ...(workers > 1 ? { workers } : {}),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

function print(name: string, figures: Figures) {
  console.log(
    `${name.padEnd(48)} ${figures.rate.toFixed(0).padStart(6)} req/s` +
      `   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms` +
      (figures.failures > 0 ? `   (${figures.failures} failed)` : ""),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const reference = await startStaticReference(fs.readFileSync(path.resolve("build/client/index.html")));
const server = await startBuiltServer().catch(async (error: unknown) => {
  await reference.stop();
  throw error;
});
try {
  console.log(
    `autocannon: ${seconds}s per target, ${connections} connections, ${workers} thread(s), ${rounds} rounds for the ratio\n`,
  );
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const ours = await measure(`${server.url}/`, "gzip");
    const yardstick = await measure(`${reference.url}/`, "gzip");
    print(`round ${round}: prerendered page  GET / (gzip)`, ours);
    print(`round ${round}: ${reference.name}`, yardstick);
    ratios.push(ours.rate / yardstick.rate);
  }
  print("prerendered page  GET / (br, gzip)", await measure(`${server.url}/`, "br, gzip"));
  print("SSR page          GET /map", await measure(`${server.url}/map`, "br, gzip"));
  print("health check      GET /healthz", await measure(`${server.url}/healthz`, "br, gzip"));
  console.log(
    `\nprerendered / serves ${(100 * median(ratios)).toFixed(0)}% of the static reference's requests/s ` +
      `(median of ${rounds} rounds: ${ratios.map((ratio) => `${(100 * ratio).toFixed(0)}%`).join(", ")}; target >= 25%)`,
  );
} finally {
  await server.stop();
  await reference.stop();
}
