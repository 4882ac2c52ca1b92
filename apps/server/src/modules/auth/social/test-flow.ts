/** Test helpers for the social sign-in flows: drive a TestClient through start → provider → callback. */
import { expect } from 'vitest';
import type { TestClient } from '../../../../test/helpers';

/** GET /auth/{provider}: expects the redirect to the provider and returns its URL. */
export async function startFlow(client: TestClient, provider: string): Promise<URL> {
  const res = await client.get(`/auth/${provider}`);
  expect(res.status, res.body).toBe(302);
  return new URL(String(res.headers.location));
}

/** The browser at the provider: follows its authorize URL once and returns where it sends the browser back to. */
export async function visitProvider(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** Back at SOE's callback: returns the redirect it answers with (/app, or /auth?social_error=…). */
export async function returnTo(client: TestClient, callback: URL): Promise<URL> {
  const res = await client.get(callback.pathname + callback.search);
  expect(res.status, res.body).toBe(302);
  return new URL(String(res.headers.location), 'http://localhost');
}

/** The whole round trip; returns SOE's final redirect. */
export async function signInVia(client: TestClient, provider: string): Promise<URL> {
  return returnTo(client, await visitProvider(await startFlow(client, provider)));
}

/** S256 as RFC 7636 defines it. */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return Buffer.from(digest).toString('base64url');
}
