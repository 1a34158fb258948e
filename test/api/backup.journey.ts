import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { downloadToken, multipart } from './support/catalogue';
import { importSchools, registeredMember } from './support/members';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const PDF = Buffer.from(`%PDF-1.4\n${'% mentés\n'.repeat(200)}1 0 obj <</Type /Catalog>> endobj\n%%EOF\n`, 'latin1');

const npmScript = (script: string, ...args: string[]) => run(process.execPath, [join(ROOT, 'ops', 'backup', `${script}.mjs`), ...args], { cwd: ROOT });

/** Issue 14 §10: an online backup while the site runs, restored into a fresh data dir, serves the same. */
describe('backup and restore', () => {
  let app: TestApp;
  let restored: TestApp | null = null;
  afterAll(async () => {
    await app?.destroy();
    await restored?.destroy();
  });

  it('copies the running site consistently, and the restored one serves the same members, sign-ins and files', async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    const admin = await logIn(app);
    const schoolId = Object.values(await importSchools(app, admin))[0];
    const member = await registeredMember(app, admin, schoolId, 'mentes.elott@example.org');
    const group = (await api(app, 'POST', '/admin/materials/groups', { token: admin, body: {} })).body;
    const material = (await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: group.id } })).body;
    const link: string = (await multipart(app, admin, `/admin/materials/${material.id}/upload`, 'Óravázlat.pdf', PDF, 'application/pdf')).body.link;
    // Published, so the member opens it (issue 41 §2: a draft's file is the admins' alone).
    await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id: material.id } });
    const membersBefore = (await api(app, 'GET', '/admin/users', { token: admin })).body;

    // Never into the data directory, which an erasure must leave without a copy of the person (issue 22 §1).
    await expect(npmScript('backup', '--data', app.dataDir, '--to', join(app.dataDir, 'mentesek', 'ma'))).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('inside the data directory') });

    // Taken while the site keeps writing: staff add twenty material groups during the copy.
    const backupDir = join(tempDataDir(), 'mentes');
    const writes = Promise.all(Array.from({ length: 20 }, () => api(app, 'POST', '/admin/materials/groups', { token: admin, body: {} })));
    const { stdout } = await npmScript('backup', '--data', app.dataDir, '--to', backupDir);
    await writes;
    expect(stdout).toMatch(/^backup: \d+ events \(head \d+\) and files\/, outbox\/, jwt-secret, partner-signing-key\.json in /);
    // Written after the backup: must not come back.
    await registeredMember(app, admin, schoolId, 'mentes.utan@example.org');

    // Restoring over a data dir that has a log is refused.
    await expect(npmScript('restore', '--from', backupDir, '--data', app.dataDir)).rejects.toMatchObject({ code: 2 });
    const freshDir = tempDataDir();
    await npmScript('restore', '--from', backupDir, '--data', freshDir);
    await app.stop();

    restored = await bootApp({ LOGIN_RATE_LIMIT: '1000' }, freshDir);
    // The same secret: tokens issued before the backup still work, and passwords too.
    expect((await api(restored, 'GET', '/profile', { token: member.token })).body.email).toBe('mentes.elott@example.org');
    const again = await logIn(restored);
    expect((await api(restored, 'GET', '/admin/users', { token: again })).body).toEqual(membersBefore);
    const file = await fetch(`${restored.url}${link}?token=${await downloadToken(restored, member.token, link)}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
