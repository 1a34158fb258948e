import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { ZipCityFields } from './zip-city-fields';

function Harness({ initialCity = '' }: { initialCity?: string }) {
  const [zip, setZip] = useState('');
  const [city, setCity] = useState(initialCity);
  return <ZipCityFields zip={zip} city={city} onZipChange={setZip} onCityChange={setCity} />;
}

function zipLookup() {
  return mockApi({
    'GET /api/util/zip': () => jsonResponse(200, { name: 'Szeged' }),
  });
}

describe('zip and city (SPEC §5)', () => {
  it('looks the city up once the zip has 4 digits and fills it in', async () => {
    const fetchMock = zipLookup();
    const { user } = renderWithProviders(<Harness />);
    const zip = screen.getByLabelText('Irányítószám');
    await user.type(zip, '672');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(zip, '0');
    await waitFor(() => expect(screen.getByLabelText('Település')).toHaveValue('Szeged'));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/util/zip?q=6720');
  });

  it('keeps only digits, at most 4', async () => {
    zipLookup();
    const { user } = renderWithProviders(<Harness />);
    const zip = screen.getByLabelText('Irányítószám');
    await user.type(zip, 'a6-7 2 0 9');
    expect(zip).toHaveValue('6720');
    expect(zip).toHaveAttribute('inputmode', 'numeric');
  });

  it('blocks the up and down arrow keys', async () => {
    zipLookup();
    const { user } = renderWithProviders(<Harness />);
    const zip = screen.getByLabelText('Irányítószám');
    await user.type(zip, '6720');
    expect(fireEvent.keyDown(zip, { key: 'ArrowUp' })).toBe(false);
    expect(fireEvent.keyDown(zip, { key: 'ArrowDown' })).toBe(false);
    // other keys are not touched
    expect(fireEvent.keyDown(zip, { key: 'ArrowLeft' })).toBe(true);
    expect(zip).toHaveValue('6720');
  });

  it('leaves a typed city alone when the zip is unknown', async () => {
    mockApi({ 'GET /api/util/zip': () => jsonResponse(404, { statusCode: 404, message: 'ZIP_NOT_FOUND' }) });
    const { user } = renderWithProviders(<Harness initialCity="Tanya" />);
    await user.type(screen.getByLabelText('Irányítószám'), '9999');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('Település')).toHaveValue('Tanya');
  });
});
