import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, downloadToken, multipart, seedActivatedMembers, tokenOf } from './support/catalogue';

const PDF = '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n%%EOF';

/** Teaching materials (SPEC §3, §7, §9; issue 10): every call, who may make it, bad input, order and files. */
describe('teaching materials', () => {
  let app: TestApp;
  let admin: string;
  let member: BulkMember & { token: string };
  const groups = async (token = admin) => (await api(app, 'GET', '/admin/materials', { token })).body as Array<{ id: string; order: number; tags: string; materials: Array<{ id: string; name: string; order: number; link: string }> }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const [bulk] = await seedActivatedMembers(dataDir, 1);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    member = { ...bulk, token: await tokenOf(app, bulk) };
  });
  afterAll(() => app.destroy());

  it('keeps every admin call to admins: 401 anonymous, 403 to a member', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/admin/materials'], ['PUT', '/admin/materials'], ['POST', '/admin/materials'], ['DELETE', '/admin/materials'],
      ['POST', '/admin/materials/reorder'], ['POST', '/admin/materials/groups'], ['PUT', '/admin/materials/groups'],
      ['DELETE', '/admin/materials/groups'], ['POST', '/admin/materialgroups/reorder'], ['POST', '/admin/materials/x/upload'],
      ['POST', '/admin/materials/publish'], ['POST', '/admin/materials/unpublish'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : {};
      expect([method, path, (await api(app, method, path, { body })).status]).toEqual([method, path, 401]);
      expect([method, path, (await api(app, method, path, { token: member.token, body })).status]).toEqual([method, path, 403]);
    }
    expect((await api(app, 'GET', '/materials')).status).toBe(401);
  });

  it('builds a group with tags and materials, in order, and members see them once published', async () => {
    const created = await api(app, 'POST', '/admin/materials/groups', { token: admin });
    expect(created).toMatchObject({ status: 201, body: { tags: '', materials: [], order: 0 } });
    const groupId = created.body.id;
    const tagged = await api(app, 'PUT', '/admin/materials/groups', { token: admin, body: { id: groupId, tags: ' Python ;; érettségi ;python' } });
    expect(tagged.body).toMatchObject({ id: groupId, tags: 'Python;érettségi' });

    const names = ['Óravázlat', 'Feladatsor', 'Videó'];
    for (const name of names) {
      const material = await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: groupId } });
      expect(material).toMatchObject({ status: 201, body: { name: 'Új tananyag', type: 'pdf', link: '' } });
      const edited = await api(app, 'PUT', '/admin/materials', { token: admin, body: { id: material.body.id, name, link: `https://example.org/${material.body.order}` } });
      expect(edited).toMatchObject({ status: 200, body: { name, link: `https://example.org/${material.body.order}`, published: false } });
      expect(await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id: material.body.id } })).toMatchObject({ status: 200, body: { published: true } });
    }
    const [group] = (await api(app, 'GET', '/materials', { token: member.token })).body;
    expect(group.tags).toBe('Python;érettségi');
    expect(group.materials.map((m: { name: string; order: number }) => [m.order, m.name])).toEqual([[0, 'Óravázlat'], [1, 'Feladatsor'], [2, 'Videó']]);
  });

  it('reorders materials within a group and groups among themselves', async () => {
    const [{ id: groupId }] = await groups();
    const reordered = await api(app, 'POST', '/admin/materials/reorder', { token: admin, body: { materialGroupId: groupId, oldIndex: 2, newIndex: 0 } });
    expect(reordered.status).toBe(200);
    expect(reordered.body[0].materials.map((m: { name: string }) => m.name)).toEqual(['Videó', 'Óravázlat', 'Feladatsor']);

    const second = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body.id;
    const moved = await api(app, 'POST', '/admin/materialgroups/reorder', { token: admin, body: { oldIndex: 1, newIndex: 0 } });
    expect(moved.body.map((g: { id: string; order: number }) => [g.order, g.id])).toEqual([[0, second], [1, groupId]]);
    expect((await groups()).map((g) => g.id)).toEqual([second, groupId]);
    expect((await api(app, 'POST', '/admin/materialgroups/reorder', { token: admin, body: { oldIndex: 0, newIndex: 9 } })).body.message).toBe('INVALID_INDEX');
  });

  it('refuses bad input with field errors and unknown ids with 404', async () => {
    const [, group] = await groups();
    const id = group.materials[0].id;
    const wrongType = await api(app, 'PUT', '/admin/materials', { token: admin, body: { id, type: 'exe' } });
    expect(wrongType).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', errors: [{ field: 'type', code: 'isIn' }] } });
    for (const link of ['javascript:alert(1)', 'ftp://example.org/a', '/etc/passwd', 'nem link']) {
      const refused = await api(app, 'PUT', '/admin/materials', { token: admin, body: { id, link } });
      expect([link, refused.status, refused.body.errors]).toEqual([link, 400, [{ field: 'link', code: 'isMaterialLink' }]]);
    }
    expect((await api(app, 'PUT', '/admin/materials', { token: admin, body: { id: 'nincs', name: 'x' } })).body.message).toBe('MATERIAL_NOT_FOUND');
    expect((await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: 'nincs' } })).status).toBe(404);
    expect((await api(app, 'PUT', '/admin/materials/groups', { token: admin, body: { id: 'nincs', tags: 'a' } })).body.message).toBe('MATERIAL_GROUP_NOT_FOUND');
    expect((await api(app, 'POST', '/admin/materials/reorder', { token: admin, body: { materialGroupId: group.id, oldIndex: 'a', newIndex: 0 } })).status).toBe(400);
    expect((await api(app, 'PUT', '/admin/materials', { token: admin, rawBody: '{"id":' })).status).toBe(400);
  });

  it('deletes a material, refuses to delete a group that still has materials, and deletes an empty one', async () => {
    const [empty, full] = await groups();
    const remaining = await api(app, 'DELETE', '/admin/materials', { token: admin, body: { id: full.materials[0].id } });
    expect(remaining.body[1].materials.map((m: { order: number }) => m.order)).toEqual([0, 1]);
    expect((await api(app, 'DELETE', '/admin/materials/groups', { token: admin, body: { id: full.id } })).body.message).toBe('MATERIAL_GROUP_NOT_EMPTY');
    const left = await api(app, 'DELETE', '/admin/materials/groups', { token: admin, body: { id: empty.id } });
    expect(left.body.map((g: { id: string; order: number }) => [g.order, g.id])).toEqual([[0, full.id]]);
  });

  it('takes an uploaded PDF as the material, which only members open, with a download token', async () => {
    const [group] = await groups();
    const id = group.materials[0].id;
    const uploaded = await multipart(app, admin, `/admin/materials/${id}/upload`, 'Óravázlat ősz.pdf', PDF, 'application/pdf');
    expect(uploaded).toMatchObject({ status: 201, body: { id, type: 'pdf', size: PDF.length, onlineOnly: false } });
    const link: string = uploaded.body.link;
    expect(link).toMatch(/^\/klub\/tananyagok\/letoltesek\/[^/]+\/[^/]+$/);

    expect((await fetch(`${app.url}${link}`)).status).toBe(401);
    expect((await fetch(`${app.url}${link}?token=hamis`)).status).toBe(401);
    const opened = await fetch(`${app.url}${link}?token=${await downloadToken(app, member.token, link)}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(await opened.text()).toBe(PDF);
    expect(opened.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    // Traversal and encodings in either part of a file address find nothing (issue 14 §5).
    const [, , , , materialId, fileId] = link.split('/');
    for (const path of [`${materialId}/..%2F..%2Fevents.sqlite`, `..%2F${fileId}`, `${materialId}/%2e%2e%2f%2e%2e%2fjwt-secret`, `${materialId}/${fileId}%00.pdf`]) {
      // A token made for the very address probed: the address itself must find nothing.
      const token = await downloadToken(app, member.token, `/klub/tananyagok/letoltesek/${path}`);
      expect({ path, status: (await fetch(`${app.url}/klub/tananyagok/letoltesek/${path}?token=${token}`)).status }).toEqual({ path, status: 404 });
    }

    const notADocument = await multipart(app, admin, `/admin/materials/${id}/upload`, 'trojai.pdf', '<script>alert(1)</script>', 'application/pdf');
    expect(notADocument).toMatchObject({ status: 400, body: { errors: [{ field: 'file', code: 'notADocument' }] } });
    expect((await multipart(app, admin, '/admin/materials/nincs/upload', 'a.pdf', PDF)).status).toBe(404);
    // One file, at most 20 MB: anything more is a 413 naming the field (issue 14 §5).
    const two = new FormData();
    two.append('file', new Blob([PDF], { type: 'application/pdf' }), 'a.pdf');
    two.append('file', new Blob([PDF], { type: 'application/pdf' }), 'b.pdf');
    const both = await fetch(`${app.url}/api/admin/materials/${id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: two });
    expect({ status: both.status, body: await both.json() }).toEqual({ status: 413, body: { statusCode: 413, message: 'PAYLOAD_TOO_LARGE', errors: [{ field: 'file', code: 'tooManyFiles' }] } });
    const huge = await multipart(app, admin, `/admin/materials/${id}/upload`, 'nagy.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024)]), 'application/pdf');
    expect(huge).toMatchObject({ status: 413, body: { errors: [{ field: 'file', code: 'tooLarge' }] } });
    // The link of a file of this site is accepted back as it is.
    expect((await api(app, 'PUT', '/admin/materials', { token: admin, body: { id, link } })).status).toBe(200);
  });

  it('keeps a new material a draft, hidden from members, until it has a link or file and is published (issue 41 §2)', async () => {
    const memberNames = async () => (await api(app, 'GET', '/materials', { token: member.token })).body.flatMap((g: { materials: Array<{ name: string }> }) => g.materials.map((m) => m.name));
    const groupId = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body.id;
    const shownBefore = await memberNames();
    const created = await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: groupId } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Új tananyag', link: '', published: false } });
    const id: string = created.body.id;
    const draftGroup = (await groups()).find((g) => g.id === groupId);
    expect(draftGroup?.materials).toEqual([expect.objectContaining({ id, published: false })]);
    // Members see neither the draft nor the group it alone is in.
    const memberGroups = (await api(app, 'GET', '/materials', { token: member.token })).body;
    expect(memberGroups.map((g: { id: string }) => g.id)).not.toContain(groupId);
    expect(await memberNames()).toEqual(shownBefore);

    const refused = await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id } });
    expect(refused).toMatchObject({ status: 409, body: { message: 'MATERIAL_EMPTY' } });
    expect((await groups()).find((g) => g.id === groupId)?.materials[0]).toMatchObject({ published: false });

    await api(app, 'PUT', '/admin/materials', { token: admin, body: { id, name: 'Tanmenet', link: 'https://example.org/tanmenet' } });
    expect(await memberNames()).toEqual(shownBefore);
    expect(await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id } })).toMatchObject({ status: 200, body: { id, published: true } });
    const shown = (await api(app, 'GET', '/materials', { token: member.token })).body.find((g: { id: string }) => g.id === groupId);
    expect(shown.materials).toEqual([expect.objectContaining({ id, name: 'Tanmenet', order: 0, published: true })]);
    // Publishing again changes nothing; taking it back hides it again.
    expect((await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id } })).status).toBe(200);
    expect(await api(app, 'POST', '/admin/materials/unpublish', { token: admin, body: { id } })).toMatchObject({ status: 200, body: { published: false } });
    expect(await memberNames()).toEqual(shownBefore);
  });

  it("serves a draft's file to admins only, and to members once published", async () => {
    const groupId = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body.id;
    const { id } = (await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: groupId } })).body;
    const { link } = (await multipart(app, admin, `/admin/materials/${id}/upload`, 'Vázlat.pdf', PDF, 'application/pdf')).body;
    const statusFor = async (token: string) => (await fetch(`${app.url}${link}?token=${await downloadToken(app, token, link)}`)).status;
    expect(await statusFor(member.token)).toBe(404);
    expect(await statusFor(admin)).toBe(200);
    expect((await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id } })).status).toBe(200);
    expect(await statusFor(member.token)).toBe(200);
  });

  it('refuses a publish or unpublish without an id (400 with the field) or for an unknown one (404)', async () => {
    for (const path of ['/admin/materials/publish', '/admin/materials/unpublish']) {
      const missing = await api(app, 'POST', path, { token: admin, body: {} });
      expect([path, missing.status, missing.body.errors?.map((e: { field: string }) => e.field)]).toEqual([path, 400, ['id']]);
      expect([path, (await api(app, 'POST', path, { token: admin, body: { id: 42 } })).status]).toEqual([path, 400]);
      expect([path, (await api(app, 'POST', path, { token: admin, rawBody: '{"id":' })).status]).toEqual([path, 400]);
      const unknown = await api(app, 'POST', path, { token: admin, body: { id: 'nincs' } });
      expect([path, unknown.status, unknown.body.message]).toEqual([path, 404, 'MATERIAL_NOT_FOUND']);
    }
  });
});
