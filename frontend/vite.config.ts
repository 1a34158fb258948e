import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compileHints } from './compile-hints';
import { fluentTokensAsProxy } from './fluent-tokens-proxy';
import { griffelBuildTimeStyles } from './griffel-css-extraction';
import { SITE_ROUTE_PATTERNS } from '../backend/src/shared/site-routes';

/** Web app manifest (Hungarian). Colours match the brand ramp in src/app/theme.ts. */
const manifest: Partial<ManifestOptions> = {
  name: 'IT Tanár Klub – informatikatanárok klubja és mentorprogramja',
  short_name: 'IT Tanár Klub',
  description:
    'Ingyenes klub informatikatanároknak: online kurzusok, képzések, webináriumok, meetupok, tananyagok és mentorlátogatások partnercégeknél.',
  lang: 'hu',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0a7f7b',
  background_color: '#ffffff',
  categories: ['education'],
  icons: [
    { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig(({ command }) => {
  // A build is always a production build: with NODE_ENV=development in the shell (npm start on a
  // developer's machine), Vite would otherwise bundle React's development build (twice the size,
  // effects run twice). Vite picks React's build from process.env.NODE_ENV, read after this config.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config: UserConfig = {
  plugins: [
    fluentTokensAsProxy,
    react(),
    // Styles at build time (issue 24): Griffel's plugin compiles the app's makeStyles, then every
    // module's rules (Fluent's too) go into one stylesheet; tests and the dev server keep Griffel's
    // run-time styles.
    ...griffelBuildTimeStyles(),
    compileHints(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the worker itself through virtual:pwa-register/react (update prompt).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'partners/*.svg', 'partners/*.webp', 'materials/*.webp'],
      manifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
        // The materials' icons are shown as WebP; their SVG sources only feed scripts/rasterize-images.mjs.
        globIgnores: ['materials/*.svg'],
        navigateFallback: 'index.html',
        // Only the site's pages: any other address goes to the server, which answers 404.
        navigateFallbackAllowlist: [...SITE_ROUTE_PATTERNS],
        // API calls, downloadable files and the partner sign-in window (/auth, always fresh) must
        // reach the server, never the SPA shell (DESIGN §6).
        navigateFallbackDenylist: [/^\/api(\/|$)/, /\/letoltesek\//, /^\/auth(\/|\?|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The backend's pure folders (contract types, domain rules): one definition for both sides.
      '@backend': fileURLToPath(new URL('../backend/src', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The prerender's server build bundles every dependency: one self-contained module to import.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // Which chunks each route module needs: the prerender preloads a page's own (scripts/prerender.mjs).
    manifest: true,
    // What is fetched ahead once the page is idle or a finger nears it (the services page's dialogs,
    // the club menu): Vite's import adds a modulepreload link per chunk they need,
    // all in one task: about 190 ms on a slowed phone for the dialogs, the page's last long task.
    // Imported without the links, the browser fetches the same chunks by itself and compiles each as
    // it arrives, a task apiece.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)(service-detail-dialog|message-dialog|club-menu)-/.test(file) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Groups take only the modules they match; shared code stays in shared chunks.
          includeDependenciesRecursively: false,
          groups: [
            // Named vendor chunks (cached across releases); Fluent is left to route-level splitting.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // Fewer files on a page's first load: left to itself, the bundler gives every set of modules
            // that the same lazy pieces share (42 pieces: routes, dialogs, the club menu) a chunk of its own,
            // 173 files in all, a club page's first load 46–78 of them against the floor page's 24, and a
            // phone pays for each file in tasks of its own after the first paint. The packages' modules that
            // more than half of the pieces share go into one chunk: every route's first load loses 10–14
            // files and 1–4 kB gzip (one file compresses better than the ten it replaces, all of which those
            // routes loaded anyway). Below 23, modules most pages do not need come along (at 22 seven
            // routes grow, at 21 the public pages by 11 kB); `npm run test:budgets` catches a drift. 24 since
            // issue 41 added lazy pieces (the data check's panel, "Jelentkezéseim"; decision 0108): at 23 the
            // shell loaded 197.3 kB and /klub 210.0 kB, at 24 195.7 and 205.8.
            { name: 'shared', test: /node_modules[\\/]/, minShareCount: 24, priority: -1 },
            // Every admin screen in one chunk that only admins download, but "Áttekintés": its route
            // brings the charting package, which only that screen may load (issue 25).
            { name: 'admin', test: /src[\\/](app[\\/]routes[\\/]admin[\\/](?!insights\.)|features[\\/]admin[\\/])/ },
          ],
        },
      },
    },
  },
};
