// Failures a journey causes on purpose: a chunk or an API call that fails, answers with an error or
// never answers, and the network cut. Each is recorded as it is injected, so the harness excuses
// exactly those requests (and the console line Chromium writes for each), while any other failed
// request, error answer or console error still fails the step.
//
//   const faults = createFaults();
//   const { page } = await harness.openPage(viewport, { allowHttp: faults.allowHttp, allowFailure: faults.allowFailure });
//   await faults.abort(page, '**/assets/meetups-*.js');

export function createFaults() {
  const injected = new Set();
  let offline = false;
  const unless = (when, route, fail) => {
    if (!when(route.request())) return route.fallback();
    injected.add(route.request().url());
    return fail();
  };

  return {
    /** Requests matching `pattern` (on a page or a whole context) fail as a network error while `when(request)` holds. */
    abort: (target, pattern, when = () => true) => target.route(pattern, (route) => unless(when, route, () => route.abort('failed'))),

    /** Requests matching `pattern` get `status` with the server's error body while `when(request)` holds. */
    answer: (target, pattern, status, when = () => true) =>
      target.route(pattern, (route) =>
        unless(when, route, () => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ statusCode: status, message: 'UNKNOWN' }) })),
      ),

    /** Requests matching `pattern` are never answered: the page has to give up on them itself. */
    hang: (target, pattern) => target.route(pattern, (route) => unless(() => true, route, () => undefined)),

    /** The browser's offline switch; requests it fails are excused while it is on. */
    async setOffline(context, value) {
      offline = value;
      await context.setOffline(value);
    },

    allowHttp: (response) => injected.has(response.url()),
    allowFailure: (url, errorText = '') => injected.has(url) || (offline && /ERR_INTERNET_DISCONNECTED/.test(errorText)),
  };
}
