import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "../../server/http/device-id";
import { createTestApp, type TestApp } from "../helpers/test-app";

describe("the device cookie", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { CHAT_MODE: "builtin" } });
  });
  afterAll(() => testApp.close());

  const deviceCookie = (response: request.Response) =>
    ([] as string[]).concat(response.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));

  it("is minted on the first API call: random, HttpOnly, first-party", async () => {
    const first = deviceCookie(await request(testApp.server).get("/api/photos"));
    const second = deviceCookie(await request(testApp.server).get("/api/photos"));
    expect(first).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(first).toMatch(/httponly/i);
    expect(first).toMatch(/samesite=lax/i);
    expect(first).not.toBe(second);
  });

  it("is kept once the device has it, and replaced when it is malformed", async () => {
    const device = request.agent(testApp.server);
    expect(deviceCookie(await device.get("/api/photos"))).toBeDefined();
    expect(deviceCookie(await device.get("/api/photos"))).toBeUndefined();
    const forged = await request(testApp.server).get("/api/photos").set("Cookie", `${DEVICE_COOKIE}=<script>`);
    expect(deviceCookie(forged)).toBeDefined();
  });

  it("is not set on pages and health checks, which stay cookie-free", async () => {
    expect(deviceCookie(await request(testApp.server).get("/healthz"))).toBeUndefined();
  });
});
