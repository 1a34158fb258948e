import { BookOpenRegular, HistoryRegular, BriefcaseRegular, BuildingMultipleRegular, LinkMultipleRegular, PeopleRegular } from '@fluentui/react-icons';
import { LinkTileGrid, type LinkTileItem } from '@/components/ui/link-tile';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

const tiles: LinkTileItem[] = [
  { to: paths.admin.users, icon: <PeopleRegular />, ...hu.admin.users },
  { to: paths.admin.companies, icon: <BuildingMultipleRegular />, ...hu.admin.companies },
  { to: paths.admin.services, icon: <BriefcaseRegular />, ...hu.admin.services },
  { to: paths.admin.materials, icon: <BookOpenRegular />, ...hu.admin.materials },
  { to: paths.admin.partners, icon: <LinkMultipleRegular />, ...hu.admin.partners },
  { to: paths.admin.audit, icon: <HistoryRegular />, ...hu.admin.audit },
];

/** Dashboard tiles to the admin screens. */
export function AdminTiles() {
  return <LinkTileGrid items={tiles} label={hu.admin.tilesLabel} />;
}
