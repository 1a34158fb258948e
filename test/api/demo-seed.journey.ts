import { api, bootApp, logIn } from './support/boot';
import { outbox } from './support/mail';

describe('demo content (SEED_DEMO)', () => {
  it('adds schools and teachers in every state once, without mailing anybody', async () => {
    const first = await bootApp({ SEED_DEMO: 'true' });
    const admin = await logIn(first);
    const users = (await api(first, 'GET', '/admin/users', { token: admin })).body as Array<Record<string, unknown>>;
    const state = (email: string) => users.find((u) => u.email === email);
    expect(state('kovacs.peter@example.org')).toMatchObject({ activated: false, rejected: false, personalIdValid: true });
    expect(state('varga.julia@example.org')).toMatchObject({ activated: false, personalIdValid: false });
    expect(state('molnar.zsofia@example.org')).toMatchObject({ completionCode: true, activated: false });
    expect(state('farkas.bence@example.org')).toMatchObject({ completionCode: false, registered: true, activated: false });
    expect(state('balogh.reka@example.org')).toMatchObject({ activated: true, registered: false });
    expect(state('tag@example.org')).toMatchObject({ activated: true, registered: true });
    expect(state('horvath.mate@example.org')).toMatchObject({ rejected: true });
    expect((await api(first, 'GET', '/schools')).body.length).toBe(8);
    const member = await logIn(first, 'tag@example.org', 'Demo-tag-2026');
    // Every demo material has content and is published (issue 41 §2): the member's page shows them all.
    const shown = (await api(first, 'GET', '/materials', { token: member })).body as Array<{ materials: Array<{ published: boolean }> }>;
    expect(shown.flatMap((g) => g.materials)).toHaveLength(9);
    expect(shown.flatMap((g) => g.materials).every((m) => m.published)).toBe(true);
    expect(first.demoNotes.join('\n')).toContain('tag@example.org');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(first)).toEqual([]);
    await first.stop();

    const second = await bootApp({ SEED_DEMO: 'true' }, first.dataDir);
    try {
      const again = (await api(second, 'GET', '/admin/users', { token: await logIn(second) })).body;
      expect(again.length).toBe(users.length);
      expect(second.demoNotes).toEqual([]);
    } finally {
      await second.destroy();
    }
  });
});
