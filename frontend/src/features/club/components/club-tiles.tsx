import { BookOpenRegular, BuildingRegular, BriefcaseRegular, PeopleCommunityRegular } from '@fluentui/react-icons';
import { LinkTileGrid, type LinkTileItem } from '@/components/ui/link-tile';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';

const tiles: LinkTileItem[] = [
  { to: paths.club.mentoring, icon: <BuildingRegular />, ...huMember.club.tiles.mentoring },
  { to: paths.club.services, icon: <BriefcaseRegular />, ...huMember.club.tiles.services },
  { to: paths.club.materials, icon: <BookOpenRegular />, ...huMember.club.tiles.materials },
  { to: paths.club.meetups, icon: <PeopleCommunityRegular />, ...huMember.club.tiles.meetups },
];

export function ClubTiles() {
  return <LinkTileGrid items={tiles} label={huMember.club.tilesLabel} />;
}
