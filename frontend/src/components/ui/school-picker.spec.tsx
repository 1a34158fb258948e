import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SchoolPicker } from './school-picker';
import type { SchoolView } from '@backend/contract/schools';

const schools: SchoolView[] = [
  { id: 's1', name: 'Példa Informatikai Technikum', city: 'Budapest' },
  { id: 's2', name: 'Demó Műszaki Technikum', city: 'Győr' },
  { id: 's3', name: 'Északi Technikum', city: 'Miskolc' },
  { id: 's4', name: 'Déli Technikum', city: 'Szeged' },
  { id: 's5', name: 'Keleti Technikum', city: 'Debrecen' },
  { id: 's6', name: 'Nyugati Technikum', city: 'Sopron' },
  { id: 's7', name: 'Minta Gimnázium', city: 'Debrecen' },
  { id: 's8', name: 'Képzelt Gimnázium', city: 'Pécs' },
  { id: 's9', name: 'Kitalált Gimnázium', city: 'Eger' },
  { id: 's10', name: 'Próba Gimnázium', city: 'Vác' },
  { id: 's11', name: 'Harmadik Gimnázium', city: 'Zalaegerszeg' },
];

function Harness({ onChange }: { onChange: (school: SchoolView | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SchoolPicker
        schools={schools}
        value={value}
        onChange={(school) => {
          setValue(school?.id ?? null);
          onChange(school);
        }}
      />
      <button type="button">Másik mező</button>
    </>
  );
}

function renderPicker() {
  const onChange = vi.fn();
  const rendered = renderWithProviders(<Harness onChange={onChange} />);
  return { ...rendered, onChange, input: screen.getByRole('combobox', { name: 'Iskola' }) };
}

afterEach(() => vi.useRealTimers());

describe('school picker (SPEC §5, §9)', () => {
  it('shows at most 4 hits and "Tovább N találat (…)" when more than 5 match', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'technikum');

    const list = screen.getByRole('listbox', { name: 'Iskola' });
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    // 6 technikums: 4 shown, 2 more
    expect(screen.getByText('Tovább 2 találat (…)')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no "more" hint for exactly 5 matches', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'gimnázium');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.queryByText(/^Tovább \d+ találat/)).not.toBeInTheDocument();
  });

  it('searches the label "Name (City)" fuzzily, without accents', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'gimn pecs');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Képzelt Gimnázium (Pécs)']);
  });

  it('says "Nincs találat" when nothing matches', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'egyetem');
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses with the arrow keys and Enter', async () => {
    const { user, input, onChange } = renderPicker();
    await user.type(input, 'technikum gyor');
    await user.keyboard('{ArrowDown}');
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(schools[1]);
    expect(input).toHaveValue('Demó Műszaki Technikum (Győr)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves down and up through the hits', async () => {
    const { user, input, onChange } = renderPicker();
    await user.type(input, 'technikum');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    const chosen = onChange.mock.lastCall?.[0] as SchoolView;
    expect(input).toHaveValue(`${chosen.name} (${chosen.city})`);
    expect(chosen).not.toBeNull();
  });

  it('chooses a hit by click', async () => {
    const { user, input, onChange } = renderPicker();
    await user.type(input, 'minta');
    await user.click(screen.getByRole('option', { name: 'Minta Gimnázium (Debrecen)' }));
    expect(onChange).toHaveBeenLastCalledWith(schools[6]);
    expect(input).toHaveValue('Minta Gimnázium (Debrecen)');
  });

  it('clears the choice when the text is edited again', async () => {
    const { user, input, onChange } = renderPicker();
    await user.type(input, 'minta');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('closes the list 200 ms after the picker loses focus', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'technikum');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Másik mező' }).focus());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the error under the field', () => {
    renderWithProviders(<SchoolPicker schools={schools} value={null} onChange={() => {}} error="Kérjük, válassz iskolát a listából" />);
    expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveAccessibleDescription('Kérjük, válassz iskolát a listából');
  });
});
