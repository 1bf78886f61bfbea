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

  it("never locks out a host who verified once; everyone together gets at most 100 wrong guesses an hour", async () => {
    testApp = await createTestApp({ env: { TRUST_PROXY: "true" } });
    const host = request.agent(testApp.server);
    const verified = await host.post("/api/photos/verify-password").set("X-Forwarded-For", "198.51.100.1").send({ password: RIGHT });
    expect(verified.status).toBe(200);
    expect(String(verified.headers["set-cookie"])).toMatch(/goat_verified=\d+\.[0-9a-f]{64}; path=\/api\/photos; expires=[^;]+; samesite=strict; httponly/);

    // 10 addresses, no cookies: 100 wrong guesses in all, then nobody may guess, not even from a new address.
    const attack = (address: string) =>
      request(testApp.server).post("/api/photos/verify-password").set("X-Forwarded-For", address).send({ password: "nope" });
    for (let guess = 0; guess < 100; guess += 1) expect((await attack(`203.0.113.${guess % 10}`)).status).toBe(401);
    expect((await attack("192.0.2.200")).status).toBe(429);
    expect((await request(testApp.server).post("/api/photos/verify-password").set("X-Forwarded-For", "192.0.2.201").send({ password: RIGHT })).status).toBe(429);

    // The verified host, even from an address the attacker used, is not held back.
    expect((await host.post("/api/photos/verify-password").set("X-Forwarded-For", "203.0.113.1").send({ password: RIGHT })).status).toBe(200);
    expect((await host.delete("/api/photos/99").set("X-Forwarded-For", "203.0.113.1").send({ password: RIGHT })).status).toBe(404);
    // A forged or borrowed cookie is not the host's: another device holding it is still capped.
    const cookie = String(verified.headers["set-cookie"]).match(/goat_verified=[^;]+/)![0];
    const borrowed = await request(testApp.server).post("/api/photos/verify-password").set("Cookie", cookie).send({ password: RIGHT });
    expect(borrowed.status).toBe(429);
    // 100 scrypt checks take a while on a shared 2-core machine.
  }, 120_000);
});
