import { KnownClients } from './known-clients';
import { MemoryGuessStore } from './memory.guess-store';

describe('clients known to an account', () => {
  const secret = 'x'.repeat(32);
  const stranger = { address: '203.0.113.9', cookies: undefined };
  const owner = { address: '198.51.100.4', cookies: undefined };
  const known = () => new KnownClients(secret, new MemoryGuessStore(), true);
  const cookieOf = (setCookie: string) => setCookie.split(';')[0];

  it('counts every stranger on the account key', async () => {
    const clients = known();
    expect(await clients.keyFor('acct', stranger)).toBe('acct');
    expect(await clients.keyFor('acct', { address: '203.0.113.10', cookies: 'other=1' })).toBe('acct');
  });

  it('counts a client that signed in on its own key: by its cookie anywhere, and by its address', async () => {
    const clients = known();
    const setCookie = await clients.signedIn('acct', owner);
    expect(setCookie).toMatch(/^itk_known_[\w-]{16}=[\w-]+\.[\w-]+; Path=\/api; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure$/);
    const onTheRoad = { address: '192.0.2.77', cookies: `a=b; ${cookieOf(setCookie)}` };
    expect(await clients.keyFor('acct', onTheRoad)).toMatch(/^acct:device:[\w-]+$/);
    expect(await clients.keyFor('acct', owner)).toMatch(/^acct:address:[\w-]+$/);
    expect(await clients.keyFor('acct', owner)).not.toContain(owner.address);
    // Another account knows neither the cookie nor the address.
    expect(await clients.keyFor('other', onTheRoad)).toBe('other');
    expect(await clients.keyFor('other', owner)).toBe('other');
  });

  it('keeps the same device id when a known browser signs in again', async () => {
    const clients = known();
    const first = cookieOf(await clients.signedIn('acct', owner));
    expect(cookieOf(await clients.signedIn('acct', { ...owner, cookies: first }))).toBe(first);
  });

  it('takes no forged or foreign cookie', async () => {
    const clients = known();
    const [name, value] = cookieOf(await clients.signedIn('acct', owner)).split('=');
    const [device] = value.split('.');
    expect(await clients.keyFor('acct', { ...stranger, cookies: `${name}=${device}.forged` })).toBe('acct');
    expect(await clients.keyFor('acct', { ...stranger, cookies: `${name}=other.${value.split('.')[1]}` })).toBe('acct');
    const elsewhere = new KnownClients('y'.repeat(32), new MemoryGuessStore(), true);
    expect(await elsewhere.keyFor('acct', { ...stranger, cookies: `${name}=${value}` })).toBe('acct');
  });
});
