import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FLOW_COOKIE, LINK_COOKIE } from './flow-cookie';
import { socialSignInFor, type SocialSignIn } from './index';
import type { PendingLink } from './accounts';
import { SOCIAL_PROVIDER_IDS, SocialSignInError, type FlowChecks, type SocialProviderId } from './provider';

interface Flow extends FlowChecks {
  provider: SocialProviderId;
  redirectUri: string;
  /** Set when a signed-in user started the flow: the identity is linked to that account. */
  linkUserId?: number;
}

/** The callback parameters a provider may send back (Apple adds `user` on first consent). */
const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description', 'iss', 'user'] as const;
const CallbackBody = z.object(Object.fromEntries(CALLBACK_PARAMS.map((k) => [k, z.string().max(8192).optional()])));

/** Where the browser is sent; the /auth page turns the code into the message (texts live in the web app). */
function toAuthPage(reply: FastifyReply, query: Record<string, string>, cookies: string[] = []) {
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.header('cache-control', 'no-store').redirect(`/auth?${new URLSearchParams(query)}`, 302);
}

/** The address the provider sends the browser back to: PUBLIC_URL when set, else the address this request came to. */
function callbackUri(app: FastifyInstance, request: FastifyRequest, id: SocialProviderId): string {
  const origin = app.ctx.config.PUBLIC_URL
    ? new URL(app.ctx.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
  // Normalised (no default port) as openid-client sends it at the token endpoint: providers compare it exactly.
  return new URL(`${origin}/auth/${id}/callback`).href;
}

/**
 * Social sign-in (spec §7): GET /auth/{google,apple,github} starts a
 * full-page flow, /auth/{id}/callback finishes it with a session cookie and
 * a redirect to /app. Every failure lands on /auth with a reason code.
 */
export async function socialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const social = (): SocialSignIn => socialSignInFor(app.ctx);
  // Apple's form_post callback; only this plugin's routes parse forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  for (const id of SOCIAL_PROVIDER_IDS) {
    const path = `/auth/${id}`;

    r.get(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: `Start signing in with ${id}: a browser navigation, answered with a redirect to the provider (or to /auth when not configured)`,
        },
      },
      async (request, reply) => {
        const provider = social().providers[id];
        if (!provider) return toAuthPage(reply, { social_error: 'not_configured', provider: id });
        const redirectUri = callbackUri(app, request, id);
        let started;
        try {
          started = await provider.authorizationUrl(redirectUri);
        } catch (error) {
          request.log.warn({ err: (error as Error).message, provider: id }, 'social sign-in: provider unreachable');
          return toAuthPage(reply, { social_error: 'unavailable', provider: id });
        }
        const current = await app.ctx.auth.currentUser(request.headers);
        const flow: Flow = {
          provider: id,
          redirectUri,
          ...started.checks,
          ...(current ? { linkUserId: current.id } : {}),
        };
        reply.header('set-cookie', social().cookies.set(FLOW_COOKIE, flow, path));
        return reply.header('cache-control', 'no-store').redirect(started.url.href, 302);
      },
    );

    // form_post (Apple): the POST comes from the provider's site, so the SameSite=Lax flow cookie is not sent
    // with it. Re-issue it as a top-level GET to the same callback, which carries the cookie.
    r.post(`${path}/callback`, { schema: { body: CallbackBody, hide: true } }, async (request, reply) => {
      const params = new URLSearchParams(
        Object.entries(request.body).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      return reply.header('cache-control', 'no-store').redirect(`${path}/callback?${params}`, 303);
    });

    r.get(`${path}/callback`, { schema: { querystring: CallbackBody, hide: true } }, async (request, reply) => {
      const { providers, cookies, accounts } = social();
      const provider = providers[id];
      const clearFlow = cookies.clear(FLOW_COOKIE, path);
      if (!provider) return toAuthPage(reply, { social_error: 'not_configured', provider: id }, [clearFlow]);
      const flow = cookies.read<Flow>(request.headers.cookie, FLOW_COOKIE);
      if (!flow || flow.provider !== id) {
        request.log.info({ provider: id }, 'social sign-in: no flow in progress (expired, or another browser)');
        return toAuthPage(reply, { social_error: 'failed', provider: id }, [clearFlow]);
      }
      const callbackUrl = new URL(flow.redirectUri);
      for (const [key, value] of Object.entries(request.query))
        if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
      let identity;
      try {
        identity = await provider.identify(callbackUrl, flow);
      } catch (error) {
        const reason = error instanceof SocialSignInError ? error.reason : 'failed';
        request.log.warn({ err: (error as Error).message, provider: id }, 'social sign-in refused');
        return toAuthPage(reply, { social_error: reason, provider: id }, [clearFlow]);
      }
      if (flow.linkUserId !== undefined && (await app.ctx.auth.currentUser(request.headers))?.id !== flow.linkUserId) {
        // Started signed in, came back as someone else (or signed out): link nothing.
        return toAuthPage(reply, { social_error: 'failed', provider: id }, [clearFlow]);
      }
      const outcome = await accounts.complete(id, identity, { linkUserId: flow.linkUserId, ip: request.ip });
      if (outcome.kind === 'signed-in') {
        reply.header('set-cookie', [clearFlow, ...outcome.result.setCookies]);
        return reply.header('cache-control', 'no-store').redirect('/app', 302);
      }
      if (outcome.kind === 'link-pending') {
        const pending: PendingLink = outcome.link;
        return toAuthPage(reply, { social: 'link', provider: id }, [
          clearFlow,
          cookies.set(LINK_COOKIE, pending, '/api/login'),
        ]);
      }
      return toAuthPage(reply, { social_error: outcome.reason, provider: id }, [clearFlow]);
    });
  }
}

/** For /api/login: a pending link in the browser is attached once that account's password has been given. */
export async function confirmPendingLink(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Parameters<SocialSignIn['accounts']['confirmLink']>[1],
): Promise<string[]> {
  const { cookies, accounts } = socialSignInFor(app.ctx);
  const link = cookies.read<PendingLink>(request.headers.cookie, LINK_COOKIE);
  if (!link) return [];
  if (await accounts.confirmLink(link, user, request.ip))
    request.log.info({ provider: link.provider, userId: user.id }, 'social identity linked after password sign-in');
  return [cookies.clear(LINK_COOKIE, '/api/login')];
}
