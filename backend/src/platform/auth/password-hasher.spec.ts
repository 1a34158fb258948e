import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Titkos-jelszó-42');
    expect(hash).not.toContain('Titkos');
    await expect(verifyPassword('Titkos-jelszó-42', hash)).resolves.toBe(true);
    await expect(verifyPassword('titkos-jelszó-42', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('ugyanaz')).not.toEqual(await hashPassword('ugyanaz'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    await expect(verifyPassword('x', 'nonsense')).resolves.toBe(false);
  });
});
