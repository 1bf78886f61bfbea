/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the
 * key pages of the built app. Prints the four category scores per page as
 * medians of LIGHTHOUSE_RUNS runs (3 unless set; scores move a few points
 * between runs on a busy machine) and the gzip size of the JavaScript each
 * page loads. A benchmark, not a gate.
 *
 *   npm run build && npx tsx scripts/bench/lighthouse.ts
 *
 * Needs build/ (it builds nothing). LIGHTHOUSE_PAGES (comma-separated paths)
 * narrows the pages; CHROME_PATH overrides /usr/bin/chromium;
 * LIGHTHOUSE_REPORT_DIR, when set, receives each page's full JSON report.
 * LIGHTHOUSE_THROTTLING=devtools applies the slow network and CPU to the real
 * browser instead of Lighthouse's default simulation: slower and noisier, but
 * what it reports is what the throttled browser did.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startBuiltServer } from "../lib/built-server";
import { chromiumFlags, chromiumPath } from "../lib/chromium";

const pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/day/3", "/budget", "/gallery"];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Sum of the gzip sizes of the scripts a page requested, measured on the files themselves. */
async function scriptGzipBytes(scriptUrls: string[]): Promise<number> {
  let total = 0;
  for (const url of scriptUrls) {
    const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

type NetworkItem = { url: string; resourceType?: string };

/** One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART on a busy machine) is retried, as Lighthouse advises. */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...categories], throttlingMethod });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

async function main() {
  const server = await startBuiltServer({ DELETE_PASSWORD: "lighthouse-bench" });
  const baseUrl = server.url;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
    const rows: Record<string, string | number>[] = [];
    for (const page of pages) {
      const reports = [];
      for (let run = 0; run < runs; run++) reports.push(await audit(`${baseUrl}${page}`, chrome.port));
      // The run whose performance score is the median stands for the page.
      const lhr = reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[
        Math.floor(reports.length / 2)
      ]!;
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
        (item) => item.resourceType === "Script",
      );
      const row: Record<string, string | number> = { page };
      row["performance runs"] = reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100)).join(" ");
      for (const category of categories) row[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      row["LCP (s)"] = Number(((lhr.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2));
      row["CLS"] = Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3));
      row["JS files"] = items.length;
      row["JS gzip (KB)"] = Number(((await scriptGzipBytes(items.map((item) => item.url))) / 1024).toFixed(1));
      rows.push(row);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      if (failing.length > 0) console.log(`${page}: audits below 0.9: ${failing.join(", ")}`);
    }
    console.table(rows);
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
