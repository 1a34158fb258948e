import { BookOpenRegular, BuildingRegular, BriefcaseRegular, PeopleCommunityRegular } from '@fluentui/react-icons';
import { LinkTileGrid, type LinkTileItem } from '@/components/ui/link-tile';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

const tiles: LinkTileItem[] = [
  { to: paths.club.mentoring, icon: <BuildingRegular />, ...hu.club.tiles.mentoring },
  { to: paths.club.services, icon: <BriefcaseRegular />, ...hu.club.tiles.services },
  { to: paths.club.materials, icon: <BookOpenRegular />, ...hu.club.tiles.materials },
  { to: paths.club.meetups, icon: <PeopleCommunityRegular />, ...hu.club.tiles.meetups },
];

export function ClubTiles() {
  return <LinkTileGrid items={tiles} label={hu.club.tilesLabel} />;
}
