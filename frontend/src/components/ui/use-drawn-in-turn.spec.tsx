import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnInTurn } from './use-drawn-in-turn';

function Part({ name, now = false }: { name: string; now?: boolean }) {
  return <p>{useDrawnInTurn(now) ? `${name} rajzolva` : `${name} vár`}</p>;
}

const drawn = () => screen.queryAllByText(/rajzolva$/).map((part) => part.textContent);

/** A task of the browser's: the timer a turn waits for, and the render and effects it sets off. */
const nextTask = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('parts of a long screen drawn one a task', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the first parts at once and the rest one per task, in order', async () => {
    vi.useFakeTimers();
    render(
      <>
        <Part name="A" now />
        <Part name="B" />
        <Part name="C" />
      </>,
    );
    expect(drawn()).toEqual(['A rajzolva']);
    await nextTask();
    expect(drawn()).toEqual(['A rajzolva', 'B rajzolva']);
    await nextTask();
    expect(drawn()).toEqual(['A rajzolva', 'B rajzolva', 'C rajzolva']);
  });

  it('passes the turn on when a waiting part goes away', async () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <>
        <Part name="B" />
        <Part name="C" />
      </>,
    );
    rerender(<Part name="C" key="c" />);
    for (let task = 0; task < 3; task++) await nextTask();
    expect(drawn()).toEqual(['C rajzolva']);
  });
});
