import { describe, expect, it } from 'vitest';
import { maskUrl } from './mask';

describe('maskUrl', () => {
  it('hides passwords and secret parameters', () => {
    expect(maskUrl('postgresql://bob:canary-pw@db.example.com:5432/sales?sslmode=require&password=p2')).toBe(
      'postgresql://bob:****@db.example.com:5432/sales?sslmode=require&password=****',
    );
    expect(maskUrl('mysql://root@127.0.0.1/test')).toBe('mysql://root@127.0.0.1/test');
    expect(maskUrl('weird://user:pw@@host')).not.toContain('pw@');
  });
});
