import { BookOpenRegular, BriefcaseRegular, BuildingMultipleRegular, PeopleRegular } from '@fluentui/react-icons';
import { LinkTileGrid, type LinkTileItem } from '@/components/ui/link-tile';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

const tiles: LinkTileItem[] = [
  { to: paths.admin.users, icon: <PeopleRegular />, ...hu.admin.users },
  { to: paths.admin.companies, icon: <BuildingMultipleRegular />, ...hu.admin.companies },
  { to: paths.admin.services, icon: <BriefcaseRegular />, ...hu.admin.services },
  { to: paths.admin.materials, icon: <BookOpenRegular />, ...hu.admin.materials },
];

/** Dashboard tiles to the four admin screens (counts arrive with the stats issue). */
export function AdminTiles() {
  return <LinkTileGrid items={tiles} label={hu.admin.tilesLabel} />;
}
