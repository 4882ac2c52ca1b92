import crypto from 'node:crypto';

/**
 * Secrets at rest (connection passwords, API keys) are sealed with AES-256-GCM
 * under a key derived from the instance secret. The stored form is
 * 'v1:<iv>:<tag>:<ciphertext>' in base64url, so a future key or algorithm can
 * be told apart.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'soe', purpose, 32));
}

export class SecretBox {
  private readonly key: Buffer;
  constructor(instanceSecret: string) {
    this.key = deriveKey(instanceSecret, 'credentials-v1');
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
      ':',
    );
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
