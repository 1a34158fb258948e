import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fuzzySearch } from '@/lib/fuzzy-search';
import type { SchoolView } from '@backend/contract/schools';

/** SPEC §9: at most 4 hits; the "more" hint above 5 matches; the list closes 200 ms after blur. */
export const MAX_HITS = 4;
export const MORE_HINT_ABOVE = 5;
export const CLOSE_DELAY_MS = 200;

export const schoolLabel = (school: Pick<SchoolView, 'name' | 'city'>) => `${school.name} (${school.city})`;

interface SchoolSearchOptions {
  schools: readonly SchoolView[];
  value: string | null;
  onChange: (school: SchoolView | null) => void;
  loading?: boolean;
}

/**
 * The state of the school search: the typed query, its hits, the open list and the active option,
 * with the keyboard of a combobox (arrows move, Enter chooses, Escape closes the list only).
 */
export function useSchoolSearch({ schools, value, onChange, loading }: SchoolSearchOptions) {
  const selected = useMemo(() => schools.find((school) => school.id === value) ?? null, [schools, value]);
  const [query, setQuery] = useState(selected ? schoolLabel(selected) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);

  // A choice made elsewhere (the saved profile, or the list arriving after the value) shows its label.
  const selectedLabel = selected ? schoolLabel(selected) : null;
  useEffect(() => {
    if (selectedLabel !== null) setQuery(selectedLabel);
  }, [selectedLabel]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const matches = useMemo(() => fuzzySearch(schools, query, schoolLabel), [schools, query]);
  const hits = matches.slice(0, MAX_HITS);
  const more = matches.length > MORE_HINT_ABOVE ? matches.length - MAX_HITS : 0;
  const searching = query.trim() !== '' && query !== selectedLabel;
  const expanded = open && searching && !loading;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (school: SchoolView) => {
    onChange(school);
    setQuery(schoolLabel(school));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive((current) => (current + 1) % hits.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive((current) => (current <= 0 ? hits.length - 1 : current - 1));
        break;
      case 'Enter':
        // While the list is open, Enter chooses; it never submits the form behind it.
        if (!expanded) break;
        event.preventDefault();
        if (hits[active]) choose(hits[active]);
        else if (hits.length === 1) choose(hits[0]);
        break;
      case 'Escape':
        if (!expanded) break;
        // Close the list, not the dialog around the picker.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
    }
  };

  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(-1);
    if (value !== null) onChange(null);
  };

  const focus = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };

  const blur = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  return { selected, query, hits, more, active, expanded, choose, onKeyDown, type, focus, blur };
}
