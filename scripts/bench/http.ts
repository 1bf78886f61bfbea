// Load benchmark of the built server: `npm run build && npm run bench:http`.
// Prints requests/s and latency percentiles for a prerendered page, an SSR
// page and /healthz. Figures, not a gate.
import autocannon from "autocannon";
import { startBuiltServer } from "../lib/built-server";

const targets = [
  { name: "prerendered page  GET /", path: "/" },
  { name: "SSR page          GET /map", path: "/map" },
  { name: "health check      GET /healthz", path: "/healthz" },
];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const server = await startBuiltServer();
try {
  console.log(`autocannon: ${seconds}s per target, 20 connections, Accept-Encoding: br, gzip\n`);
  for (const target of targets) {
    const result = await autocannon({
      url: `${server.url}${target.path}`,
      connections: 20,
      duration: seconds,
      headers: { "accept-encoding": "br, gzip" },
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${target.name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s` +
        `   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
        (failures > 0 ? `   (${failures} failed)` : ""),
    );
  }
} finally {
  await server.stop();
}
