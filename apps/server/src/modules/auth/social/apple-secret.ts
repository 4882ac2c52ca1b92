import { importPKCS8, SignJWT } from 'jose';

/**
 * Apple's client secret is a short-lived ES256 JWT signed with the team's
 * private key (Sign in with Apple: "Creating a client secret"). Made per token
 * request, so nothing expires in a config file.
 */
export function appleClientSecret(options: {
  teamId: string;
  keyId: string;
  privateKey: string;
  clientId: string;
  audience: string;
}): () => Promise<string> {
  // One-line env files carry the PEM's line breaks as literal \n.
  const key = importPKCS8(options.privateKey.replace(/\\n/g, '\n'), 'ES256');
  // A key that doesn't parse fails the first sign-in, not the boot; keep the rejection handled until then.
  key.catch(() => {});
  return async () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setSubject(options.clientId)
      .setAudience(options.audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await key);
}
