import type { Partner } from './types';

/**
 * Partner companies of the mentor programme. The companies and their logos are fictitious
 * placeholders; replace them with real partners (and their approved logos) before going live.
 */
const partnerList: Omit<Partner, 'smallLogo'>[] = [
  {
    id: 'bitfolyam',
    name: 'Bitfolyam Zrt.',
    logo: '/partners/bitfolyam.svg',
    highlighted: true,
    description:
      'Kiemelt támogatónk évek óta fogadja a klub tanárait fejlesztőcsapataiban, és munkatársai rendszeresen tartanak előadást a meetupjainkon.',
  },
  { id: 'kodkert', name: 'Kódkert Kft.', logo: '/partners/kodkert.svg' },
  { id: 'felholanc', name: 'Felhőlánc Kft.', logo: '/partners/felholanc.svg' },
  { id: 'adathid', name: 'Adathíd Zrt.', logo: '/partners/adathid.svg' },
  { id: 'pixelmalom', name: 'Pixelmalom Kft.', logo: '/partners/pixelmalom.svg' },
  { id: 'logikai-kapu', name: 'Logikai Kapu Kft.', logo: '/partners/logikai-kapu.svg' },
  { id: 'halozatmuhely', name: 'Hálózatműhely Kft.', logo: '/partners/halozatmuhely.svg' },
  { id: 'algoritmus-labor', name: 'Algoritmus Labor Zrt.', logo: '/partners/algoritmus-labor.svg' },
];

/** Each logo's small raster copy lies beside it under the same name (scripts/rasterize-images.mjs). */
export const partners: Partner[] = partnerList.map((partner) => ({ ...partner, smallLogo: partner.logo.replace(/\.svg$/, '.webp') }));

export const partnersContent = {
  title: 'Mentorcégeink',
  lead: 'Ezek a cégek nyitják meg kapuikat a klub tanárai előtt: mentorlátogatásokat, előadásokat és valós példákat adnak a tanórákhoz. Köszönjük!',
  highlightedLabel: 'Kiemelt támogatónk',
  othersHeading: 'Partnercégeink',
  joinText: 'A céged is csatlakozna?',
  joinLink: 'Tudj meg többet a mentorprogramról',
};
