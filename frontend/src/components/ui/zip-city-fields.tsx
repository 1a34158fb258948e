import { useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { hu } from '@/i18n/hu';
import { getCityByZipQueryOptions } from '@/lib/api/get-city-by-zip';
import { FormField, TextField } from './form-field';
import { NumericInput } from './numeric-input';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(6.5rem, 9rem) 1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    '@media (max-width: 320px)': { gridTemplateColumns: '1fr' },
  },
  // Inputs are as wide as their column (a native input would ask for ~20 characters).
  input: { width: '100%', minWidth: 0 },
});

/** SPEC §9: the city is looked up once the zip has this many characters. */
export const ZIP_LOOKUP_LENGTH = 4;

interface ZipCityFieldsProps {
  zip: string;
  city: string;
  onZipChange: (zip: string) => void;
  onCityChange: (city: string) => void;
  zipError?: string;
  cityError?: string;
  zipLabel?: string;
  cityLabel?: string;
}

/**
 * Zip and city side by side (SPEC §5): the zip is numeric with the arrow keys blocked, and once it
 * has 4 digits the city is looked up (GET /api/util/zip) and filled in. Unknown zips leave the city
 * as typed.
 */
export function ZipCityFields({
  zip,
  city,
  onZipChange,
  onCityChange,
  zipError,
  cityError,
  zipLabel = hu.forms.zip,
  cityLabel = hu.forms.city,
}: ZipCityFieldsProps) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  // The answer of an older lookup must not overwrite the city of a newer zip.
  const latestZip = useRef(zip);
  const fillCity = useRef(onCityChange);
  fillCity.current = onCityChange;

  const changeZip = (value: string) => {
    latestZip.current = value;
    onZipChange(value);
    if (value.length < ZIP_LOOKUP_LENGTH) return;
    queryClient
      .fetchQuery(getCityByZipQueryOptions(value))
      .then((found) => {
        if (found && latestZip.current === value) fillCity.current(found);
      })
      .catch(() => {
        // Offline or a server hiccup: the city can still be typed by hand.
      });
  };

  return (
    <div className={styles.row}>
      <FormField label={zipLabel} error={zipError}>
        <NumericInput className={styles.input} name="zip" aria-required autoComplete="postal-code" maxDigits={ZIP_LOOKUP_LENGTH} value={zip} onChange={changeZip} />
      </FormField>
      <TextField className={styles.input} label={cityLabel} error={cityError} name="city" autoComplete="address-level2" value={city} onChange={onCityChange} />
    </div>
  );
}
