import { BookOpenRegular, DataTrendingRegular, HistoryRegular, BriefcaseRegular, BuildingMultipleRegular, LinkMultipleRegular, PeopleRegular } from '@fluentui/react-icons';
import { LinkTileGrid, type LinkTileItem } from '@/components/ui/link-tile';
import { paths } from '@/config/paths';
import { huAdmin } from '@/i18n/hu-admin';

const tiles: LinkTileItem[] = [
  { to: paths.admin.users, icon: <PeopleRegular />, ...huAdmin.admin.users },
  { to: paths.admin.companies, icon: <BuildingMultipleRegular />, ...huAdmin.admin.companies },
  { to: paths.admin.services, icon: <BriefcaseRegular />, ...huAdmin.admin.services },
  { to: paths.admin.materials, icon: <BookOpenRegular />, ...huAdmin.admin.materials },
  { to: paths.admin.partners, icon: <LinkMultipleRegular />, ...huAdmin.admin.partners },
  { to: paths.admin.audit, icon: <HistoryRegular />, ...huAdmin.admin.audit },
  { to: paths.admin.insights, icon: <DataTrendingRegular />, ...huAdmin.admin.insights },
];

/** Dashboard tiles to the admin screens. */
export function AdminTiles() {
  return <LinkTileGrid items={tiles} label={huAdmin.admin.tilesLabel} />;
}
