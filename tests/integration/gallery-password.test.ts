import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const RIGHT = "test-host-password";

describe("the deletion password", () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it("verifies the right password and refuses others with the spec's message", async () => {
    testApp = await createTestApp();
    expect((await request(testApp.server).post("/api/photos/verify-password").send({ password: RIGHT })).status).toBe(200);
    for (const body of [{ password: "wrong" }, { password: "" }, { password: 123 }, {}, { password: RIGHT.toUpperCase() }]) {
      const response = await request(testApp.server).post("/api/photos/verify-password").send(body);
      expect(response.status, JSON.stringify(body)).toBe(401);
      expect(response.body).toEqual({ message: "Incorrect password" });
    }
  });

  it("refuses DELETE with a wrong password, keeping the photo", async () => {
    testApp = await createTestApp();
    const response = await request(testApp.server).delete("/api/photos/1").send({ password: "guess" });
    expect(response.status).toBe(401);
    const noBody = await request(testApp.server).delete("/api/photos/1");
    expect(noBody.status).toBe(401);
  });

  it("answers 429 with Retry-After after 10 failed guesses from one device, even for the right password", async () => {
    testApp = await createTestApp();
    const device = request.agent(testApp.server);
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await device.post("/api/photos/verify-password").send({ password: `guess-${guess}` })).status).toBe(401);
    }
    for (const send of [
      () => device.post("/api/photos/verify-password").send({ password: RIGHT }),
      () => device.delete("/api/photos/1").send({ password: RIGHT }),
    ]) {
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Too many incorrect passwords/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it("a right password clears the client's count of wrong ones (the global cap is in rate-limit.test.ts)", async () => {
    testApp = await createTestApp();
    const device = request.agent(testApp.server);
    const guess = (password: string) => device.post("/api/photos/verify-password").send({ password });
    for (let wrong = 0; wrong < 9; wrong += 1) await guess("nope");
    expect((await guess(RIGHT)).status).toBe(200);
    for (let wrong = 0; wrong < 9; wrong += 1) expect((await guess("nope")).status).toBe(401);
  });

  it("keys cookie-less clients by X-Forwarded-For only when TRUST_PROXY=true", async () => {
    const PER_ADDRESS = 30;
    const guessFrom = (app: TestApp, address: string) =>
      request(app.server).post("/api/photos/verify-password").set("X-Forwarded-For", address).send({ password: "nope" });

    testApp = await createTestApp({ env: { TRUST_PROXY: "true" } });
    for (let guess = 0; guess < PER_ADDRESS; guess += 1) await guessFrom(testApp, "203.0.113.1");
    expect((await guessFrom(testApp, "203.0.113.1")).status).toBe(429);
    expect((await guessFrom(testApp, "203.0.113.2")).status).toBe(401);
    await testApp.close();

    testApp = await createTestApp();
    for (let guess = 0; guess < PER_ADDRESS; guess += 1) await guessFrom(testApp, `203.0.113.${guess % 10}`);
    // The header is ignored: every guess came from the same socket address.
    expect((await guessFrom(testApp, "198.51.100.7")).status).toBe(429);
  });
});
