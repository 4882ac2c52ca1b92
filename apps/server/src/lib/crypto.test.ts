import { describe, expect, it } from 'vitest';
import { SecretBox } from './crypto';

describe('SecretBox', () => {
  it('seals and opens, with a fresh IV each time', () => {
    const box = new SecretBox('instance-secret-instance-secret-123');
    const a = box.seal('postgresql://u:canary-pass@h/db');
    expect(a).not.toContain('canary-pass');
    expect(box.seal('postgresql://u:canary-pass@h/db')).not.toBe(a);
    expect(box.open(a)).toBe('postgresql://u:canary-pass@h/db');
  });

  it('refuses tampered data and other instances’ keys', () => {
    const box = new SecretBox('instance-secret-instance-secret-123');
    const sealed = box.seal('secret');
    const parts = sealed.split(':');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => new SecretBox('another-secret-another-secret-456').open(sealed)).toThrow();
  });
});
