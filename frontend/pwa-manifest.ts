import type { ManifestOptions } from 'vite-plugin-pwa';

/** Web app manifest (Hungarian). Colours match the brand ramp in src/app/theme.ts. */
export const pwaManifest: Partial<ManifestOptions> = {
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
