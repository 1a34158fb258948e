import { useLayoutEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneByOne } from './use-one-by-one';

const PARTS = ['Első', 'Második', 'Harmadik'];

/** A page of parts drawn one by one, recording what each commit drew; `setParts` and `setReady` drive it from the test. */
function harness(initialReady = true) {
  const commits: number[] = [];
  const control: { setParts: (parts: string[]) => void; setReady: (ready: boolean) => void } = { setParts: () => {}, setReady: () => {} };
  function Page() {
    const [parts, setParts] = useState(PARTS);
    const [ready, setReady] = useState(initialReady);
    Object.assign(control, { setParts, setReady });
    const shown = useOneByOne(parts.length, ready);
    useLayoutEffect(() => void commits.push(shown));
    return (
      <ul>
        {parts.slice(0, shown).map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
    );
  }
  render(<Page />);
  return { commits, control };
}

const drawn = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('parts of a page drawn one by one', () => {
  it('draws nothing until ready, then every part, one more in each commit', async () => {
    const { commits, control } = harness(false);
    await act(async () => {});
    expect(drawn()).toEqual([]);
    await act(async () => control.setReady(true));
    expect(drawn()).toEqual(PARTS);
    // Nothing, then the ready render, then one part per commit.
    expect(commits).toEqual([0, 0, 1, 2, 3]);
  });

  it('once all were drawn, draws any number at once: a filter narrowed and cleared again', async () => {
    const { commits, control } = harness();
    await act(async () => {});
    await act(async () => control.setParts(['Első']));
    expect(drawn()).toEqual(['Első']);
    const before = commits.length;
    await act(async () => control.setParts(PARTS));
    expect(drawn()).toEqual(PARTS);
    expect(commits.length).toBe(before + 1);
  });

  it('draws nothing again when it stops being ready', async () => {
    const { control } = harness();
    await act(async () => {});
    await act(async () => control.setReady(false));
    expect(drawn()).toEqual([]);
  });
});
