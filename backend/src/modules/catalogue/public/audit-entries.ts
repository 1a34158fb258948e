import { AuditDescribers, AuditDraft, AuditedEvent } from '../../../shared/audit';
import { CatalogueAuditAction } from '../domain/catalogue.audit-actions';

/** A trail row of one of the module's own actions. */
type Draft = AuditDraft<CatalogueAuditAction>;

const service = (action: CatalogueAuditAction, extra: (event: AuditedEvent) => Partial<Draft> = () => ({})) => (event: AuditedEvent): Draft => ({
  action,
  targetKind: 'service',
  targetId: String(event.data.serviceId),
  ...extra(event),
});

const signup = (action: CatalogueAuditAction) => service(action, (event) => ({ memberId: String(event.data.userId) }));

const category = (action: CatalogueAuditAction, id: (event: AuditedEvent) => string | null, changes = false) => (event: AuditedEvent): Draft => ({
  action,
  targetKind: 'category',
  targetId: id(event),
  ...(changes ? { changes } : {}),
});

/**
 * The staff decisions and changes of the catalogue, as rows of the audit trail; and a member's own
 * sign-ups and cancellations, so the trail answers when someone took or gave up a seat.
 */
export const catalogueAuditEntries: AuditDescribers<CatalogueAuditAction> = {
  SignedUp: signup('signup.created'),
  SignupCancelled: signup('signup.cancelled'),
  SignupApproved: signup('signup.approved'),
  SignupRejected: signup('signup.rejected'),
  SignupUnapproved: signup('signup.unapproved'),
  // A blocked member's sign-ups go by the block (issue 41 §1), on the trail as its consequence.
  SignupDeleted: (event) => signup(event.data.cause === 'member-blocked' ? 'signup.released' : 'signup.deleted')(event),
  // A copy's row is its creation: the source it was copied from is named in the event (copiedFrom).
  ServiceCreated: (event) => service(event.data.copiedFrom ? 'service.copied' : 'service.created')(event),
  ServiceMoved: service('service.moved'),
  ServiceSettingsChanged: service('service.changed', () => ({ changes: true })),
  ServiceArchived: service('service.archived'),
  ServiceRestored: service('service.restored'),
  ServiceFileAdded: service('service.file_added'),
  ServiceFileRemoved: service('service.file_removed'),
  ParticipantsMessaged: service('service.messaged', (event) => ({ count: Number(event.data.recipients) || 0 })),
  CodesAdded: service('service.codes_added', (event) => ({ count: Array.isArray(event.data.codes) ? event.data.codes.length : 0 })),
  // Categories and their order show before and after (replayed from the `catalogue` stream, public/catalogue-history).
  ServicesReordered: category('service.reordered', (event) => String(event.data.groupId), true),
  ServiceGroupCreated: category('category.created', (event) => String(event.data.groupId)),
  ServiceGroupRenamed: category('category.renamed', (event) => String(event.data.groupId), true),
  ServiceGroupsReordered: category('category.reordered', () => null, true),
  // Unmarked, as a deleted material is: the trail names a category by its replay, a deleted one by its last name.
  ServiceGroupDeleted: category('category.deleted', (event) => String(event.data.groupId)),
};
