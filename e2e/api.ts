import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";

/** A page or a browser context: its `request` shares the browser's cookies. */
interface HasRequest {
  request: APIRequestContext;
}

async function resultOf<T>(path: string, response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { result: { data: T } };
  return body.result.data;
}

/**
 * A tRPC mutation over plain HTTP, as the app's client sends it: the browser's session cookie and
 * a same-origin Origin header. For setting data up without the screens another test covers.
 */
export async function mutate<T = unknown>(browser: HasRequest, path: string, input?: unknown): Promise<T> {
  return resultOf<T>(path, await postProcedure(browser, path, input));
}

/** The raw answer to a mutation, for tests that expect it refused. */
export function postProcedure(browser: HasRequest, path: string, input?: unknown) {
  return browser.request.post(`/trpc/${path}`, { data: input ?? {}, headers: { origin: E2E_BASE_URL } });
}

export async function query<T = unknown>(browser: HasRequest, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return resultOf<T>(path, await browser.request.get(`/trpc/${path}${search}`));
}
