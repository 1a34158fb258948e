import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { SessionTokens } from './session-tokens';

const claims = { sub: 'u1', email: 'a@b.hu', firstName: 'Anna', nickName: 'Anna', admin: false, sessionVersion: 0 };

describe('session tokens', () => {
  const jwt = new JwtService({ secret: createSecretKey(Buffer.from('s'.repeat(40))) });
  const tokens = new SessionTokens(jwt);

  afterEach(() => jest.restoreAllMocks());

  it('answers a token it verified before from memory, with the same claims', async () => {
    const token = await tokens.issue(claims, false);
    const verify = jest.spyOn(jwt, 'verifyAsync');
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a forged token, and a remembered one once it has expired', async () => {
    const token = await tokens.issue(claims, false);
    const [head, body] = token.split('.');
    expect(await tokens.verify(`${head}.${body}.${'A'.repeat(43)}`)).toBeNull();
    await tokens.verify(token);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 400 * 24 * 60 * 60 * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
