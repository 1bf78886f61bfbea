// The browser's one way to call the server's JSON API: credentials included,
// JSON bodies, no retries. A non-OK answer throws an ApiError whose message is
// "{status}: {text}" (the spec's format) and whose `status` the UI branches on.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  throw new ApiError(response.status, text);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, data)).json()) as T;
}
