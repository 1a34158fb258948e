/** One of the sizes of issue 40 ("At the club's real size"); A is the demo content (SEED_DEMO). */
export type ClubSizeName = 'A' | 'B' | 'C';

/** A service of a known shape, for the bench: its seats, how many wait, how many of the seated withdraw. */
export interface ShapedService {
  limit: number;
  waiting: number;
  withdrawn: number;
}

export interface ClubSize {
  members: number;
  schools: number;
  services: number;
  groups: number;
  /** Sign-ups planned for all services but the shaped ones; about a fifth find no member free to take them (early years, full services). */
  signups: number;
  materials: number;
  materialGroups: number;
  partners: number;
  partnerSignIns: number;
  companies: number;
  erased: number;
  /** The most signed-up service, and one with a tenth of its sign-ups. */
  popular: ShapedService;
  middle: ShapedService;
}

/** B is the club as it is (5,000 members, 311 services, ~50,000 sign-ups); C ten times that. */
export const CLUB_SIZES: Record<'B' | 'C', ClubSize> = {
  B: {
    members: 5_000,
    schools: 400,
    services: 311,
    groups: 12,
    signups: 66_000,
    materials: 500,
    materialGroups: 25,
    partners: 3,
    partnerSignIns: 3_000,
    companies: 120,
    erased: 5,
    popular: { limit: 290, waiting: 655, withdrawn: 40 },
    middle: { limit: 29, waiting: 65, withdrawn: 4 },
  },
  C: {
    members: 50_000,
    schools: 2_000,
    services: 3_011,
    groups: 40,
    signups: 660_000,
    materials: 5_000,
    materialGroups: 100,
    partners: 10,
    partnerSignIns: 30_000,
    companies: 1_200,
    erased: 12,
    popular: { limit: 281, waiting: 9_212, withdrawn: 40 },
    middle: { limit: 28, waiting: 921, withdrawn: 4 },
  },
};
