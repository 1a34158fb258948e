import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SiteFooter, copyrightText } from './site-footer';

describe('site footer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the copyright years from 2016 to the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T10:00:00Z'));
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText('© 2016–2031 IT Tanár Klub')).toBeInTheDocument();
  });

  it('computes the range from the given date', () => {
    expect(copyrightText(new Date('2027-12-31T12:00:00Z'))).toBe('© 2016–2027 IT Tanár Klub');
  });

  it('links the privacy notice and shows the partner logos', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Adatkezelési tájékoztató' })).toHaveAttribute('href', '/adatkezelsi-tajekoztato');
    expect(screen.getByRole('list', { name: 'Partnercégeink' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bitfolyam Zrt.' })).toBeInTheDocument();
  });
});
