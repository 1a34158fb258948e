import { Component, Suspense, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { retryFailedPieces, retryingLazy } from './retrying-lazy';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={this.props.onRetry}>
        again
      </button>
    );
  }
}

describe('a lazily loaded piece whose chunk failed once (issue 21)', () => {
  it('is imported afresh once retried, where React.lazy would fail for good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let deployed = false;
    const load = vi.fn(async (): Promise<{ default: (props: { name: string }) => ReactNode }> => {
      if (!deployed) throw new TypeError('Failed to fetch dynamically imported module: /assets/menu.js');
      return { default: ({ name }) => <p>{`menu of ${name}`}</p> };
    });
    const Menu = retryingLazy(load);
    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <Boundary
          key={attempt}
          onRetry={() => {
            retryFailedPieces(); // as the app's restart does
            setAttempt(attempt + 1);
          }}
        >
          <Suspense fallback={null}>
            <Menu name="Éva" />
          </Suspense>
        </Boundary>
      );
    }
    render(<Page />);
    const again = await screen.findByRole('button', { name: 'again' });
    deployed = true;
    await userEvent.click(again);
    expect(await screen.findByText('menu of Éva')).toBeInTheDocument();
  });

  it('is not imported again until retried: its failure shows, instead of a request sent in a loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<{ default: () => ReactNode }> => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/dialog.js');
    });
    const Dialog = retryingLazy(load);
    render(
      <Boundary onRetry={() => {}}>
        <Suspense fallback={null}>
          <Dialog />
        </Suspense>
      </Boundary>,
    );
    await screen.findByRole('button', { name: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    retryFailedPieces();
  });
});
