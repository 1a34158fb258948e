import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNUPS } from '../modules/catalogue/projections/signups.projection';
import { ReadStore } from '../platform/read-store/read-store.port';

/** Where the bench finds what a size generator built (`club-size.json` in the data dir). */
export const CLUB_SIZE_MANIFEST = 'club-size.json';

/** The member every size can sign in as (registered members of B and C share it; A's is the demo member). */
export const SIZE_MEMBER_PASSWORD = 'Klub-meret-2026';

export interface ServiceShape {
  id: string;
  signups: number;
  seated: number;
  waiting: number;
}

export interface ClubSizeManifest {
  size: string;
  seed: number | null;
  from: string;
  until: string;
  /** A day in the middle of the history, for `?asOf=`. */
  middleDay: string;
  events: number;
  generatedInMs: number;
  counts: Record<string, number>;
  refused: Record<string, number>;
  admin: { email: string };
  member: { email: string; password: string };
  popular: ServiceShape;
  middle: ServiceShape;
}

const HOLDS_SEAT = new Set(['approved', 'awaiting']);

/** A service's sign-ups as its read model has them: seated (approved or awaiting approval) and waiting. */
export async function serviceShape(readStore: ReadStore, serviceId: string): Promise<ServiceShape> {
  const rows = await readStore.collection(SIGNUPS).find({ where: { serviceId } });
  return {
    id: serviceId,
    signups: rows.length,
    seated: rows.filter((row) => HOLDS_SEAT.has(row.status)).length,
    waiting: rows.filter((row) => row.status === 'waitlisted').length,
  };
}

/** The service with the most sign-ups (for A, whose demo content has no shaped service). */
export async function mostSignedUp(readStore: ReadStore): Promise<string> {
  const perService = new Map<string, number>();
  for (const row of await readStore.collection(SIGNUPS).find()) perService.set(row.serviceId, (perService.get(row.serviceId) ?? 0) + 1);
  return [...perService].sort((a, b) => b[1] - a[1])[0][0];
}

export function writeManifest(dataDir: string, manifest: ClubSizeManifest): void {
  writeFileSync(join(dataDir, CLUB_SIZE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}
