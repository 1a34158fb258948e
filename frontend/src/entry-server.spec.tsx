import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

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
});
