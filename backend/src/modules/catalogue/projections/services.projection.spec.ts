import * as f from '../domain/testing/fixtures';
import { replay } from '../../../platform/projections/testing/replay';
import { servicesProjection } from './services.projection';

describe('services projection', () => {
  it('counts seats and the waitlist through every change of status', () => {
    const docs = replay(servicesProjection, [
      ...f.open(2, { waitlistAvailable: true }),
      f.signedUp('u1'),
      f.signedUp('u2', 'awaiting'),
      f.signedUp('u3', 'waitlisted'),
      f.signedUp('u4', 'waitlisted'),
      f.rejected('u2'),
      f.promoted('u3'),
      f.cancelled('u1'),
    ]);
    expect(docs.get(f.S)).toMatchObject({ active: true, hidden: false, limit: 2, userCount: 1, waitlistCount: 1, awaitingCount: 0 });
    const more = replay(servicesProjection, [
      ...f.open(2, { waitlistAvailable: true }),
      f.signedUp('u1', 'awaiting'),
      f.signedUp('u2', 'waitlisted'),
      f.rejected('u1', 'awaiting'),
      f.approved('u2', null, 'waitlisted'),
      f.unapproved('u2', 'approved'),
      f.unapproved('u1', 'rejected'),
      f.erased('u2', 'awaiting'),
    ]);
    expect(more.get(f.S)).toMatchObject({ userCount: 1, waitlistCount: 0, awaitingCount: 1 });
  });

  it('counts the sign-ups waiting for a decision, for the dashboard (issue 41 §6)', () => {
    const docs = replay(servicesProjection, [
      ...f.open(5, { needsApproval: true, waitlistAvailable: true }),
      f.signedUp('u1', 'awaiting'),
      f.signedUp('u2', 'awaiting'),
      f.signedUp('u3', 'awaiting'),
      f.signedUp('u4', 'awaiting'),
      f.approved('u1'),
      f.rejected('u2'),
      f.released('u3', 'awaiting'),
    ]);
    expect(docs.get(f.S)).toMatchObject({ awaitingCount: 1 });
  });

  it('counts codes added and handed out', () => {
    const docs = replay(servicesProjection, [
      ...f.open(5, { type: 1 }),
      f.codesAdded('A', 'B', 'C'),
      f.signedUp('u1', 'approved', { code: 'A' }),
      f.signedUp('u2', 'awaiting'),
      f.approved('u2'),
      f.codeAssigned('u2', 'B'),
    ]);
    expect(docs.get(f.S)).toMatchObject({ codesTotal: 3, codesHanded: ['A', 'B'] });
  });

  it('counts a code handed back to its member once (issue 38 §4), and an erased member’s code stays used', () => {
    const round = [f.signedUp('u1', 'approved', { code: 'A' }), f.cancelled('u1')];
    const docs = replay(servicesProjection, [
      ...f.open(5, { type: 1, needsApproval: true }),
      f.codesAdded('A', 'B', 'C', 'D'),
      ...round, ...round, ...round, ...round,
      f.signedUp('u1', 'awaiting'), f.approved('u1', 'A'), f.unapproved('u1'), f.approved('u1'),
      f.signedUp('u2', 'awaiting'), f.approved('u2', 'B'), f.erased('u2'),
    ]);
    expect(docs.get(f.S)).toMatchObject({ codesTotal: 4, codesHanded: ['A', 'B'] });
  });

  it('follows placement, archiving and files', () => {
    const file = { serviceId: f.S, fileId: 'f1', filename: 'a.pdf', size: 10, contentType: 'application/pdf', image: false, uploadedAt: f.AT };
    const docs = replay(servicesProjection, [
      f.created,
      { type: 'ServicePlaced', data: { serviceId: f.S, groupId: 'g1' } },
      { type: 'ServiceArchived', data: { serviceId: f.S } },
      { type: 'ServiceFileAdded', data: file },
    ]);
    expect(docs.get(f.S)).toMatchObject({ groupId: 'g1', archived: true, files: [{ fileId: 'f1', filename: 'a.pdf' }] });
  });

  it('follows a move to another category', () => {
    const docs = replay(servicesProjection, [
      f.created,
      { type: 'ServicePlaced', data: { serviceId: f.S, groupId: 'g1' } },
      { type: 'ServiceMoved', data: { serviceId: f.S, fromGroupId: 'g1', groupId: 'g2' } },
    ]);
    expect(docs.get(f.S)).toMatchObject({ groupId: 'g2' });
  });

  it('reads a copy as its creation and settings left it: no sign-ups, no codes, its own files', () => {
    const file = { serviceId: f.S, fileId: 'f2', filename: 'a.pdf', size: 10, contentType: 'application/pdf', image: false, uploadedAt: f.AT };
    const docs = replay(servicesProjection, [
      { type: 'ServiceCreated', data: { serviceId: f.S, name: 'Robotika (másolat)', createdAt: f.AT, copiedFrom: 's0' } },
      f.settings({ description: 'Kártya', limit: 12, hasSubPage: true, subPageUrl: 'robotika-masolat' }),
      { type: 'ServiceFileAdded', data: file },
    ]);
    expect(docs.get(f.S)).toMatchObject({
      name: 'Robotika (másolat)', description: 'Kártya', limit: 12, subPageUrl: 'robotika-masolat', active: false, hidden: true,
      userCount: 0, waitlistCount: 0, codesTotal: 0, files: [{ fileId: 'f2' }],
    });
  });
});
