import { SignJWT } from 'jose';
import { createTokenService } from '../src/accounts/service/tokens';

const SECRET = 'token-test-secret-'.repeat(3);
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens (HS256 only, checked by jose)', () => {
  const at = Date.UTC(2026, 0, 1);
  const tokens = createTokenService(SECRET, () => at);

  it('accepts what it signed and answers its claims', async () => {
    const token = await tokens.sign({ userId: 'u1', sid: 's1', typ: 'access' }, 60_000);
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sid: 's1', typ: 'access', exp: at / 1000 + 60 });
  });

  it('refuses an expired token, one not yet valid, and one without exp', async () => {
    const token = await tokens.sign({ userId: 'u1', sid: 's1', typ: 'access' }, 60_000);
    expect(await createTokenService(SECRET, () => at + 60_000).verify(token)).toBeNull();
    const early = await new SignJWT({ userId: 'u1', sid: 's1', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(at / 1000 + 120)
      .setNotBefore(at / 1000 + 60)
      .sign(key);
    expect(await tokens.verify(early)).toBeNull();
    const endless = await new SignJWT({ userId: 'u1', sid: 's1', typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await tokens.verify(endless)).toBeNull();
  });

  it('refuses a changed payload, a changed signature, unknown critical headers and malformed tokens', async () => {
    const token = await tokens.sign({ userId: 'u1', sid: 's1', typ: 'access' }, 60_000);
    const [header, , signature] = token.split('.');
    expect(await tokens.verify(`${header}.${b64({ userId: 'u2', sid: 's1', typ: 'access', exp: at / 1000 + 60 })}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`)).toBeNull();
    const crit = await new SignJWT({ userId: 'u1', sid: 's1', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', crit: ['exp'] } as never)
      .setExpirationTime(at / 1000 + 60)
      .sign(key)
      .catch(() => null);
    if (crit) expect(await tokens.verify(crit)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', `${token}.`, `${header}.e30.${signature}`, token.replace('.', '..')]) {
      expect(await tokens.verify(bad)).toBeNull();
    }
    expect(await createTokenService('another-secret-'.repeat(3), () => at).verify(token)).toBeNull();
  });
});
