import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiJson, apiRequest } from "./api-client";

// A real HTTP server on 127.0.0.1 answering by path, so real fetch is exercised.
let base = "";
let lastBody = "";
const server = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    lastBody = `${request.method} ${request.headers["content-type"] ?? ""} ${body}`;
    if (request.url === "/denied")
      return response.writeHead(401, { "Content-Type": "application/json" }).end('{"message":"Incorrect password"}');
    if (request.url === "/empty") return response.writeHead(503, "Service Unavailable").end();
    response.writeHead(200, { "Content-Type": "application/json" }).end("[1,2]");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("throws an ApiError carrying the status, with the spec's '{status}: {text}' message", async () => {
    const error = await apiRequest("POST", `${base}/denied`, {
      password: "x",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"Incorrect password"}');
    expect(lastBody).toBe('POST application/json {"password":"x"}');
  });

  it("falls back on the status text for an empty body", async () => {
    await expect(apiRequest("DELETE", `${base}/empty`)).rejects.toThrow("503: Service Unavailable");
  });

  it("parses JSON answers", async () => {
    expect(await apiJson<number[]>("GET", `${base}/list`)).toEqual([1, 2]);
  });
});
