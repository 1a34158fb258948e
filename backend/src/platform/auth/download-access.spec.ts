import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { DownloadAccess } from './download-access';
import { downloadPath, DownloadTokens } from './download-tokens';
import { ActiveUserLookup, SessionProof, SessionUser } from './session';

/** One member whose account is at `version`; a session of another version has ended. */
class OneMember extends ActiveUserLookup {
  version = 0;
  async findActive(userId: string, session?: SessionProof): Promise<SessionUser | null> {
    if (userId !== 'u1' || (session && session.sessionVersion !== this.version)) return null;
    return { id: 'u1', email: 'anna@example.org', admin: false, sessionVersion: this.version };
  }
}

describe('download tokens', () => {
  const jwt = new JwtService({ secret: createSecretKey(Buffer.from('s'.repeat(40))) });
  const tokens = new DownloadTokens(jwt);
  const setup = () => {
    const users = new OneMember();
    return { users, access: new DownloadAccess(tokens, users, new ThrottlerStorageService()) };
  };
  const session = (version = 0): SessionUser => ({ id: 'u1', email: 'anna@example.org', admin: false, sessionVersion: version });
  const open = (access: DownloadAccess, url: string, token: string) => access.viewer({ url: `${url}?token=${token}`, query: { token } });

  it('opens the one path it was made for, once', async () => {
    const { access } = setup();
    const token = await tokens.issue(session(), '/api/profile/export.xlsx');
    expect(await open(access, '/api/profile/export.xlsx', token)).toMatchObject({ id: 'u1' });
    expect(await open(access, '/api/profile/export.xlsx', token)).toBeNull();
  });

  it('opens no other file or export, and is not spent by trying', async () => {
    const { access } = setup();
    const token = await tokens.issue(session(), '/klub/tananyagok/letoltesek/m1/f1');
    expect(await open(access, '/klub/tananyagok/letoltesek/m1/f2', token)).toBeNull();
    expect(await open(access, '/api/profile/export.xlsx', token)).toBeNull();
    expect(await open(access, '/klub/tananyagok/letoltesek/m1/f1', token)).toMatchObject({ id: 'u1' });
  });

  it('dies with the session that made it', async () => {
    const { users, access } = setup();
    const token = await tokens.issue(session(0), '/api/profile/export.xlsx');
    users.version = 1; // signed out everywhere, or a new password
    expect(await open(access, '/api/profile/export.xlsx', token)).toBeNull();
  });

  it('names a path the way the request arrives, encoded or not', async () => {
    expect(downloadPath('/klub/szolgaltatasok/python/letoltesek/feladatlap%20%C5%91sz.txt?token=x')).toBe('/klub/szolgaltatasok/python/letoltesek/feladatlap ősz.txt');
    const { access } = setup();
    const token = await tokens.issue(session(), '/klub/szolgaltatasok/python/letoltesek/feladatlap ősz.txt');
    expect(await open(access, '/klub/szolgaltatasok/python/letoltesek/feladatlap%20%C5%91sz.txt', token)).toMatchObject({ id: 'u1' });
  });

  it('refuses a token of an earlier release (no path, no session version) and one without a token', async () => {
    const { access } = setup();
    const old = await jwt.signAsync({ sub: 'u1' }, { expiresIn: 60, algorithm: 'HS256', audience: 'download' });
    expect(await open(access, '/api/profile/export.xlsx', old)).toBeNull();
    expect(await access.viewer({ url: '/api/profile/export.xlsx', query: {} })).toBeNull();
  });
});
