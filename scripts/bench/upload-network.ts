// Figures of the upload path on a bad network and under abuse, for scripts/bench/upload.ts.
import http from "node:http";

const CHUNK_BYTES = 8 * 1024 * 1024;
const WRITE_BYTES = 64 * 1024;

type Answer = { status: number; receivedBytes?: number };

/** One PUT; `cutAfter` bytes into the body the connection is destroyed (the link drops). */
function put(base: string, uploadURL: string, headers: Record<string, string>, body: Buffer, cutAfter = Infinity): Promise<Answer | "dropped"> {
  const url = new URL(uploadURL, base);
  return new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: "PUT", headers: { ...headers, "Content-Length": String(body.length) } });
    req.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, ...(text ? JSON.parse(text) : {}) }));
    });
    req.on("error", () => resolve("dropped"));
    let sent = 0;
    const pump = () => {
      while (sent < body.length) {
        if (sent >= cutAfter) return req.destroy();
        const piece = body.subarray(sent, Math.min(sent + WRITE_BYTES, body.length, sent + Math.max(1, cutAfter - sent)));
        sent += piece.length;
        if (!req.write(piece)) return req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/**
 * Uploads `file` in 8 MB chunks as the browser does, over a link that drops
 * every `dropEveryBytes` bytes sent; after each drop the client asks the
 * server what it holds and goes on from there.
 */
export async function resumableOverDroppingLink(base: string, file: Buffer, dropEveryBytes: number) {
  const { uploadURL } = (await (await fetch(`${base}/api/photos/upload-url`, { method: "POST" })).json()) as { uploadURL: string };
  let sentOnLink = 0;
  let nextDrop = dropEveryBytes;
  let received = 0;
  let drops = 0;
  const started = performance.now();
  for (;;) {
    const end = Math.min(received + CHUNK_BYTES, file.length) - 1;
    const body = file.subarray(received, end + 1);
    const cutAfter = nextDrop - sentOnLink;
    const answer = await put(base, uploadURL, { "Content-Range": `bytes ${received}-${end}/${file.length}` }, body, cutAfter);
    if (answer === "dropped") {
      sentOnLink += Math.min(cutAfter, body.length);
      nextDrop += dropEveryBytes;
      drops += 1;
      // The server lets go of the cut request a moment later; ask until it answers.
      for (;;) {
        const status = await put(base, uploadURL, { "Content-Range": `bytes */${file.length}` }, Buffer.alloc(0));
        if (status !== "dropped" && status.status === 308) {
          received = status.receivedBytes ?? 0;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      continue;
    }
    sentOnLink += body.length;
    if (answer.status === 200) break;
    // The server has not yet let go of the cut request: as the browser does, try again shortly.
    if (answer.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (answer.status !== 308) throw new Error(`chunk answered ${answer.status}`);
    received = answer.receivedBytes ?? 0;
  }
  const seconds = (performance.now() - started) / 1000;
  const saved = await fetch(`${base}/api/photos`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ objectPath: uploadURL, uploaderName: "dropping link" }),
  });
  return { seconds, drops, resentBytes: sentOnLink - file.length, saved: saved.status === 201 };
}

/** Asks for upload addresses until refused: once without cookies (a flood), once as one device. */
export async function addressFlood(base: string, attempts = 1000) {
  const count = async (cookie?: string) => {
    let granted = 0;
    let firstRefusal = 0;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const response = await fetch(`${base}/api/photos/upload-url`, { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
      await response.arrayBuffer();
      if (response.ok) granted += 1;
      else if (!firstRefusal) firstRefusal = response.status;
      if (firstRefusal) break;
    }
    return { granted, firstRefusal };
  };
  const deviceResponse = await fetch(`${base}/api/photos`);
  const cookie = /goat_device=[^;]+/.exec(deviceResponse.headers.get("set-cookie") ?? "")?.[0];
  const oneDevice = await count(cookie);
  const cookieless = await count();
  return { oneDevice, cookieless };
}
