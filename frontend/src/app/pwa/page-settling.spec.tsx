import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSettling, SETTLE_AT_THE_LATEST_MS } from './page-settling';

/** A query that keeps fetching until `finish` is called. */
function slowQuery(client: QueryClient) {
  let finish: () => void = () => {};
  void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('ok'))) });
  return () => finish();
}

function settling(client = new QueryClient()) {
  const onSettled = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PageSettling onSettled={onSettled} />
    </QueryClientProvider>,
  );
  return onSettled;
}

const loadingState = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

describe('when the page has settled (the service worker waits for it)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('settles at the first idle moment once the window has loaded and nothing is fetching', async () => {
    const onSettled = settling();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onSettled).toHaveBeenCalled();
  });

  it('waits for the window to load', async () => {
    const readyState = loadingState();
    const onSettled = settling();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onSettled).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onSettled).toHaveBeenCalled();
  });

  it('waits while the page is fetching its data, and settles when the answer is in', async () => {
    const client = new QueryClient();
    const finish = slowQuery(client);
    const onSettled = settling(client);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => finish());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onSettled).toHaveBeenCalled();
  });

  it('settles at the latest SETTLE_AT_THE_LATEST_MS after the load, however busy the page stays', async () => {
    const client = new QueryClient();
    slowQuery(client);
    const onSettled = settling(client);
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_AT_THE_LATEST_MS - 100));
    expect(onSettled).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onSettled).toHaveBeenCalled();
  });
});
