import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { initialsOf, Monogram } from './monogram';

afterEach(cleanup);

describe('a person’s monogram', () => {
  it('shows the first letters of the first two words of the name', () => {
    expect(initialsOf('Kiss Anna')).toBe('KA');
    expect(initialsOf('  ágnes   szabó-tóth  dr ')).toBe('ÁS');
    expect(initialsOf('Zsófi')).toBe('Z');
  });

  it('is hidden from screen readers (the name is written beside it) and keeps its colour for a name', () => {
    const first = render(<Monogram name="Kiss Anna" />).container.firstElementChild!;
    expect(first.getAttribute('aria-hidden')).toBe('true');
    expect(first.textContent).toBe('KA');
    const again = render(<Monogram name="Kiss Anna" />).container.firstElementChild!;
    expect(again.className).toBe(first.className);
  });
});
