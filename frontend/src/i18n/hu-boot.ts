/**
 * The words shown when the app's own code does not arrive: by the entry script (src/main.tsx), which
 * runs before React and every other string, and by the router's error page. Kept apart from hu.ts so
 * the entry every page runs first stays a few kilobytes.
 */
export const huBoot = {
  title: 'Az oldal nem töltődött be',
  body: 'Az oldal egy része nem érkezett meg: lehet, hogy egy pillanatra megszakadt a kapcsolat.',
  offline: 'Nincs internetkapcsolat, és ez az oldal nincs elmentve ezen az eszközön. Amint visszatér a kapcsolat, próbáld újra.',
  retry: 'Újrapróbálom',
};
