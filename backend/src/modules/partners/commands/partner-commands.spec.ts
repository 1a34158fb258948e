import { UuidGenerator } from '../../../platform/clock/clock';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { NewEvent, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { SqliteEventStore } from '../../../platform/event-store/sqlite.event-store';
import { UpcastingEventStore } from '../../../platform/event-store/upcasting.event-store';
import { EventUpcasters } from '../../../platform/event-store/upcasting';
import { recordAfter } from '../../../platform/projections/record-replay';
import { openSqliteDatabase } from '../../../platform/sqlite/sqlite-database';
import { PartnerEvent, partnerStream } from '../domain/partner.events';
import { PARTNER_UPCASTERS } from '../domain/partner.upcasters';
import { PartnerDoc, partnersProjection } from '../projections/partners.projection';
import { partnerReplay } from '../public/partner-history';
import { PartnerCommands } from './partner-commands';

const metadata = { actorId: 'admin-1', correlationId: 'c', occurredAt: '2026-11-20T10:00:00.000Z' };
const meta = { actorId: 'admin-1', correlationId: 'c2', now: new Date('2026-12-01T10:00:00Z') };

/** A log written before PartnerChanged kept its settings under `changes` (shape 1, no `v`). */
const OLD_LOG: NewEvent[] = [
  { type: 'PartnerRegistered', data: { partnerId: 'p1', name: 'Kódkert', origins: ['https://akademia.example'], data: ['name', 'email'], active: true }, metadata },
  { type: 'PartnerChanged', data: { partnerId: 'p1', name: 'Kódkert Akadémia', active: false }, metadata },
];

async function oldLog() {
  const log = new SqliteEventStore(openSqliteDatabase(':memory:'));
  await log.append(partnerStream('p1'), OLD_LOG, 'no_stream');
  const upcasters = new EventUpcasters();
  upcasters.add(...PARTNER_UPCASTERS);
  const store = new UpcastingEventStore(log, upcasters);
  const commands = new PartnerCommands(new CommandRunner(store, { waitFor: async () => true }), new UuidGenerator());
  return { log, store, commands };
}

function project(events: RecordedEvent[]): PartnerDoc | null {
  return events.reduce<PartnerDoc | null>((doc, event) => partnersProjection.evolve(doc, event as never), null);
}

describe('a partner whose changes were stored in their first shape', () => {
  it('is decided on as changed: repeating the old change records nothing, a new one records only itself, in the new shape', async () => {
    const { log, commands } = await oldLog();
    await commands.change('p1', { name: 'Kódkert Akadémia', active: false }, meta);
    expect(await log.readStream(partnerStream('p1'))).toHaveLength(2);

    await commands.change('p1', { name: 'Kódkert Akadémia', active: true }, meta);
    const [, , added] = await log.readStream(partnerStream('p1'));
    expect(added).toMatchObject({ type: 'PartnerChanged', data: { partnerId: 'p1', changes: { active: true } }, metadata: { v: 2 } });
  });

  it('is projected and replayed for the history with the old change applied', async () => {
    const { store, commands } = await oldLog();
    expect(project(await store.readAll(0, 100))).toEqual({ _id: 'p1', name: 'Kódkert Akadémia', origins: ['https://akademia.example'], data: ['name', 'email'], active: false });
    expect(recordAfter(partnerReplay, await store.readStream(partnerStream('p1')))?.fields).toMatchObject({ name: 'Kódkert Akadémia', active: false });

    // Old and new shapes side by side in one stream, read as one.
    await commands.change('p1', { origins: ['https://uj.example'] }, meta);
    const events = (await store.readStream(partnerStream('p1'))) as unknown as PartnerEvent[];
    expect(events.map((event) => event.type === 'PartnerChanged' && event.data.changes)).toEqual([false, { name: 'Kódkert Akadémia', active: false }, { origins: ['https://uj.example'] }]);
    expect(project(await store.readAll(0, 100))).toMatchObject({ name: 'Kódkert Akadémia', origins: ['https://uj.example'], active: false });
  });
});
