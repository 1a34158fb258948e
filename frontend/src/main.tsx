import './styles.css';

const root = document.getElementById('root')!;
// Written by scripts/prerender.mjs into the public pages it rendered at build time.
const marker = document.querySelector<HTMLMetaElement>('meta[name="prerendered"]');
const prerendered = marker?.content === location.pathname;
const boot = () => void import('./app/start').then(({ start }) => start(root, prerendered));

/** Fetches every chunk the page needs at once, instead of one import after another. */
function preload(chunks: string): void {
  for (const file of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

if (prerendered) {
  // The page is readable before any script: on a slow phone its text paints first, then the app's
  // scripts are fetched and hydrate it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      preload(marker?.dataset.chunks ?? '');
      boot();
    }, 0),
  );
} else {
  boot();
}
