import { describe, expect, it } from 'vitest';
import { huMember } from './i18n/hu-member';
import { render, renderFloor, renderFrame } from './entry-server';

describe('prerender (entry-server)', () => {
  it('renders a public page with its heading, styles, own title and description', async () => {
    const page = await render('/tanar-vagyok');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Tanár vagyok');
    expect(page.styles).toContain('data-make-styles-bucket');
    expect(page.title).toBe('Tanár vagyok – IT Tanár Klub');
    expect(page.description).toMatch(/informatikatanár/i);
  });

  it('titles the home page with the site name alone', async () => {
    const page = await render('/');
    expect(page.title).toBe('IT Tanár Klub');
    expect(page.html).toContain('Informatikatanárok klubja és mentorprogramja');
  });

  it('renders a club page as it first shows, before the session and the data: header and spinner', async () => {
    const page = await renderFrame('/klub/szolgaltatasok');
    expect(page.html).toContain(huMember.club.services.title);
    expect(page.html).toContain(huMember.club.services.intro);
    expect(page.html).toContain('role="progressbar"');
    expect(page.styles).toContain('data-make-styles-bucket');
    expect(page.title).toBe(`${huMember.club.services.title} – IT Tanár Klub`);
  });

  it("renders the profile's frame: its header and the form's place, no field, button or section under the form", async () => {
    const page = await renderFrame('/klub/profil');
    const main = page.html.slice(page.html.indexOf('<main'), page.html.indexOf('</main>'));
    expect(main).toContain(huMember.profile.title);
    expect(main).toContain(huMember.profile.intro);
    expect(main).toContain(huMember.profile.personalSection);
    expect(main).toContain(huMember.profile.schoolSection);
    expect(main).toContain('role="progressbar"');
    for (const control of ['<input', '<button', '<select', '<textarea']) expect(main).not.toContain(control);
    expect(main).not.toContain(huMember.accountDeletion.title);
  });

  it('renders the floor page: the stack with one button on it, no page content, no app shell', async () => {
    const page = await renderFloor();
    expect(page.html).toContain('<main>');
    expect(page.html).toContain('Üres párbeszédablak megnyitása');
    expect(page.html).not.toContain('<h1');
    expect(page.html).not.toContain('<nav');
    expect(page.title).toBe('Mérés: üres oldal');
  });

  it('refuses an address without a lazy page of its own', async () => {
    await expect(renderFrame('/klub/kartya/x')).rejects.toThrow(/no lazy route module/);
  });
});
