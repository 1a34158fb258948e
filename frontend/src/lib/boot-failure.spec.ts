import { afterEach, describe, expect, it, vi } from 'vitest';
import { showBootFailure } from './boot-failure';

const frame = () => {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Tananyagok</h1><div class="wrap"><div class="fui-Spinner" role="progressbar">Betöltés…</div></div></main>';
  document.body.append(root);
  return root;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the app’s own code did not arrive (issue 21)', () => {
  it('says so in place of a club page’s spinner, with "Újrapróbálom"', () => {
    const root = frame();
    showBootFailure(root, () => {});
    expect(root.querySelector('.fui-Spinner')).toBeNull();
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('Az oldal nem töltődött be');
    expect(root.querySelector('h1')?.textContent).toBe('Tananyagok');
    expect(root.querySelector('button')?.textContent).toBe('Újrapróbálom');
  });

  it('takes the place of a page’s skeleton too', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>Tananyagok</h1><div class="fui-Skeleton" aria-label="Betöltés…"></div></main>';
    document.body.append(root);
    showBootFailure(root, () => {});
    expect(root.querySelector('.fui-Skeleton')).toBeNull();
    expect(root.querySelector('main > [role="alert"]')).not.toBeNull();
  });

  it('says that the connection is missing when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const root = frame();
    showBootFailure(root, () => {});
    expect(root.textContent).toContain('Nincs internetkapcsolat');
  });

  it('in the empty app shell, fills it', () => {
    const root = document.createElement('div');
    document.body.append(root);
    showBootFailure(root, () => {});
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('"Újrapróbálom" puts the spinner back and fetches the code again; a second failure shows one message', () => {
    const root = frame();
    const retry = vi.fn(() => showBootFailure(root, retry));
    showBootFailure(root, retry);
    root.querySelector('button')!.click();
    expect(retry).toHaveBeenCalledOnce();
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('"Újrapróbálom" leaves the page as it was while the code is on its way', () => {
    const root = frame();
    showBootFailure(root, () => {});
    root.querySelector('button')!.click();
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(root.querySelector('.fui-Spinner')?.textContent).toBe('Betöltés…');
  });
});
