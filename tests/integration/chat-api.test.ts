import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSse, streamedText } from "../helpers/sse";
import { createTestApp, type TestApp } from "../helpers/test-app";

describe("POST /api/chat", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { CHAT_MODE: "builtin" } });
  });
  afterAll(() => testApp.close());

  const ask = (body: unknown) => request(testApp.server).post("/api/chat").send(body as object);

  it("answers a price question with the figure and a link to its page", async () => {
    const response = await ask({ message: "How much is the hot air balloon?" });
    expect(response.status).toBe(200);
    expect(response.body.reply).toContain("$117");
    expect(response.body.reply).toMatch(/\]\(\/(day\/\d|budget|faq)\)/);
  });

  it("says it does not know, without a figure, when the content cannot answer", async () => {
    const response = await ask({ message: "What's the wifi password at the villa?" });
    expect(response.status).toBe(200);
    expect(response.body.reply).toMatch(/don't know/i);
    expect(response.body.reply).toMatch(/host/i);
    expect(response.body.reply).not.toMatch(/\d/);
  });

  it("rejects a blank message with 400", async () => {
    const response = await ask({ message: "   \n\t " });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/blank/);
  });

  it("rejects a missing or non-string message with 400", async () => {
    expect((await ask({})).status).toBe(400);
    expect((await ask({ message: 42 })).status).toBe(400);
  });

  it("rejects a message over 2000 characters with 413 and accepts one of exactly 2000", async () => {
    const tooLong = await ask({ message: "a".repeat(2001) });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toMatch(/2000/);
    expect((await ask({ message: `${"a ".repeat(999)}ab` })).status).toBe(200);
  });

  it("rejects a page that is not a string, not a path or over 200 characters with 400", async () => {
    for (const page of [42, null, "day/3", `/${"a".repeat(200)}`]) {
      const response = await ask({ message: "what do i wear", page });
      expect(response.status, JSON.stringify(page)).toBe(400);
      expect(response.body.message).toMatch(/page must be a path such as \/day\/3/);
    }
  });

  it("accepts a page, and ignores one the site does not have", async () => {
    const onDayPage = await ask({ message: "what do i wear", page: "/day/3" });
    expect(onDayPage.status).toBe(200);
    expect(onDayPage.body.reply).toContain("[Day 3](/day/3)");
    const unknown = await ask({ message: "How much is the hot air balloon?", page: `/${"a".repeat(199)}` });
    expect(unknown.status).toBe(200);
    expect(unknown.body.reply).toContain("$117");
  });

  it("rejects a body that is not JSON with 400", async () => {
    const broken = await request(testApp.server).post("/api/chat").set("Content-Type", "application/json").send("{message:");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBeTruthy();
    const text = await request(testApp.server).post("/api/chat").set("Content-Type", "text/plain").send("hello");
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/JSON/);
  });

  it("rejects a body over the JSON limit with 413", async () => {
    const response = await ask({ message: "hi", padding: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBeTruthy();
  });

  it("streams the reply as Server-Sent Events, uncompressed, ending with done", async () => {
    const response = await request(testApp.server)
      .post("/api/chat")
      .set("Accept", "text/event-stream")
      .set("Accept-Encoding", "gzip, br")
      .send({ message: "How much is the desert camp?" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(response.headers["content-encoding"]).toBeUndefined();
    const events = parseSse(response.text);
    expect(events.at(-1)).toEqual({ event: "done", data: { path: "builtin" } });
    expect(streamedText(events)).toContain("$95");
  });
});

describe("the chat rate limit", () => {
  const question = { message: "What plug do I need?" };

  it("answers 429 with Retry-After after 20 questions a minute from one device", async () => {
    const testApp = await createTestApp({ env: { CHAT_MODE: "builtin" } });
    try {
      const device = request.agent(testApp.server);
      for (let index = 0; index < 20; index++) {
        const response = await device.post("/api/chat").send(question);
        expect(response.status).toBe(200);
      }
      const limited = await device.post("/api/chat").send(question);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBeTruthy();
      expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    } finally {
      await testApp.close();
    }
  });

  it("does not limit 22 devices behind one address as one", async () => {
    const testApp = await createTestApp({ env: { CHAT_MODE: "builtin" } });
    try {
      const guests = Array.from({ length: 22 }, () => request.agent(testApp.server));
      for (const guest of guests) await guest.post("/api/chat").send(question);
      for (let round = 0; round < 4; round++) {
        for (const guest of guests) expect((await guest.post("/api/chat").send(question)).status).toBe(200);
      }
    } finally {
      await testApp.close();
    }
  });

  it("holds requests without a device cookie to a higher ceiling per address", async () => {
    const testApp = await createTestApp({ env: { CHAT_MODE: "builtin" } });
    try {
      let answered = 0;
      for (let index = 0; index < 201; index++) {
        const response = await request(testApp.server).post("/api/chat").send(question);
        if (response.status === 200) answered++;
        else expect(response.status).toBe(429);
      }
      expect(answered).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
