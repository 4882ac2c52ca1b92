import type { AppContext } from '../../../context';
import { SocialAccounts } from './accounts';
import { SealedCookies } from './flow-cookie';
import type { SocialProvider, SocialProviderId } from './provider';
import { socialProvidersFrom } from './registry';

export interface SocialSignIn {
  providers: Partial<Record<SocialProviderId, SocialProvider>>;
  accounts: SocialAccounts;
  cookies: SealedCookies;
}

const instances = new WeakMap<AppContext, SocialSignIn>();

/** The app's social sign-in parts, made on first use from its config (the admin module's pattern). */
export function socialSignInFor(ctx: AppContext): SocialSignIn {
  let social = instances.get(ctx);
  if (!social) {
    social = {
      providers: socialProvidersFrom(ctx.config),
      accounts: new SocialAccounts(ctx.database.db, ctx.auth, ctx.audit),
      cookies: new SealedCookies(ctx.config.secretKey, (ctx.config.PUBLIC_URL ?? '').startsWith('https://')),
    };
    instances.set(ctx, social);
  }
  return social;
}

export { SOCIAL_PROVIDER_IDS, PROVIDER_LABELS, type SocialProviderId } from './provider';
