import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { makeToken, renderApp, signInAs } from '@/testing/test-utils';

async function openClubMenu(user: ReturnType<typeof renderApp>['user']) {
  // The menu is lazy: wait for the real trigger (aria-haspopup), not the placeholder button.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Klub' })).toHaveAttribute('aria-haspopup', 'menu'));
  await user.click(screen.getByRole('button', { name: 'Klub' }));
  return screen.findByRole('menu');
}

describe('club button', () => {
  it('opens the login dialog when signed out', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Klub' }));
    expect(await screen.findByRole('dialog', { name: 'Bejelentkezés' })).toBeInTheDocument();
  });

  it('gives focus back to the Klub button when the login dialog closes', async () => {
    const { user } = renderApp('/');
    const klub = await screen.findByRole('button', { name: 'Klub' });
    await user.click(klub);
    await screen.findByRole('dialog', { name: 'Bejelentkezés' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(klub).toHaveFocus());
  });

  it('lists the club pages for a member, without Admin', async () => {
    signInAs({ admin: false });
    const { user } = renderApp('/');
    await openClubMenu(user);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Mentorálás', 'Szolgáltatások', 'Tananyagok', 'Meetupok', 'Profil', 'Kijelentkezés']),
    );
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('draws the menu on the first tap, under the same button, which closes it again and gets focus back on Escape', async () => {
    signInAs({ admin: false });
    const { user } = renderApp('/');
    const klub = await screen.findByRole('button', { name: 'Klub' });
    await waitFor(() => expect(klub).toHaveAttribute('aria-haspopup', 'menu'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(klub).toHaveAttribute('aria-expanded', 'false');

    await user.click(klub);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(klub).toHaveAttribute('aria-expanded', 'true');
    await user.click(klub);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    klub.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Klub' })).toHaveFocus();
  });

  it('shows Admin to admins and leads to the dashboard', async () => {
    signInAs({ admin: true });
    const { user, router } = renderApp('/');
    await openClubMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adminisztráció' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub/admin');
  });

  it('logout clears both storages and returns home without the login dialog', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    const { user, router } = renderApp('/klub/profil');
    await openClubMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Kijelentkezés' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Klub' })).not.toHaveAttribute('aria-haspopup'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
