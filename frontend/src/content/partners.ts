import type { Partner } from './types';

/**
 * Partner companies of the mentor programme. The companies and their logos are fictitious
 * placeholders; replace them with real partners (and their approved logos) before going live.
 */
export const partners: Partner[] = [
  {
    id: 'bitfolyam',
    name: 'Bitfolyam Zrt.',
    logo: '/partners/bitfolyam.svg',
    smallLogo: '/partners/bitfolyam.webp',
    highlighted: true,
    description:
      'Kiemelt támogatónk évek óta fogadja a klub tanárait fejlesztőcsapataiban, és munkatársai rendszeresen tartanak előadást a meetupjainkon.',
  },
  { id: 'kodkert', name: 'Kódkert Kft.', logo: '/partners/kodkert.svg', smallLogo: '/partners/kodkert.webp' },
  { id: 'felholanc', name: 'Felhőlánc Kft.', logo: '/partners/felholanc.svg', smallLogo: '/partners/felholanc.webp' },
  { id: 'adathid', name: 'Adathíd Zrt.', logo: '/partners/adathid.svg', smallLogo: '/partners/adathid.webp' },
  { id: 'pixelmalom', name: 'Pixelmalom Kft.', logo: '/partners/pixelmalom.svg', smallLogo: '/partners/pixelmalom.webp' },
  { id: 'logikai-kapu', name: 'Logikai Kapu Kft.', logo: '/partners/logikai-kapu.svg', smallLogo: '/partners/logikai-kapu.webp' },
  { id: 'halozatmuhely', name: 'Hálózatműhely Kft.', logo: '/partners/halozatmuhely.svg', smallLogo: '/partners/halozatmuhely.webp' },
  { id: 'algoritmus-labor', name: 'Algoritmus Labor Zrt.', logo: '/partners/algoritmus-labor.svg', smallLogo: '/partners/algoritmus-labor.webp' },
];

export const partnersContent = {
  title: 'Mentorcégeink',
  lead: 'Ezek a cégek nyitják meg kapuikat a klub tanárai előtt: mentorlátogatásokat, előadásokat és valós példákat adnak a tanórákhoz. Köszönjük!',
  highlightedLabel: 'Kiemelt támogatónk',
  othersHeading: 'Partnercégeink',
  joinText: 'A céged is csatlakozna?',
  joinLink: 'Tudj meg többet a mentorprogramról',
};
