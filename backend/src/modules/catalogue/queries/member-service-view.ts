import { isFull } from '../domain/seats';
import { radioOptions } from '../domain/service-settings';
import { ServiceDoc } from '../projections/services.projection';
import { SignupDoc } from '../projections/signups.projection';
import { PlacedService } from './catalogue-reader';

/**
 * A service as a member sees it (SPEC §3), with the facts the nine status chips and the detail
 * dialog of SPEC §4 are decided from. signedUp means a seat is held: approved or awaiting approval.
 */
export interface MemberServiceView {
  id: string;
  serviceGroupId: string;
  order: number;
  name: string;
  description: string;
  text: string;
  image: string;
  type: 0 | 1;
  codeTableName: string;
  codeDescription: string;
  code: string | null;
  active: boolean;
  hidden: boolean;
  archived: boolean;
  full: boolean;
  userCount: number;
  limit: number | null;
  needsApproval: boolean;
  cancelable: boolean;
  waitlistAvailable: boolean;
  waitlistPriorityAvailable: boolean;
  waitlistPriority: boolean;
  waitlistPriorityDescription: string;
  alwaysAskPriority: boolean;
  signedUp: boolean;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  signedUpDescription: string | null;
  radio: boolean;
  radio1Text: string;
  radio2Text: string;
  radio3Text: string;
  radio4Text: string;
  radio5Text: string;
  /** The options a member may pick now (1–5 with text; 4–5 only while 3 has text). */
  radioOptions: number[];
  radioAnswer: number | null;
  hasSubPage: boolean;
  subPagePublic: boolean;
  subPageUrl: string;
}

export const isServiceFull = (doc: ServiceDoc) => isFull(doc.userCount, doc.limit);

export function toMemberView({ doc, groupId, order }: PlacedService, signup: SignupDoc | null): MemberServiceView {
  const approved = signup?.approved ?? false;
  const rejected = signup?.rejected ?? false;
  const onWaitlist = signup?.onWaitlist ?? false;
  const signedUp = signup !== null && !rejected && !onWaitlist;
  const { description, text, image, type, codeTableName, codeDescription, active, hidden, limit, needsApproval, cancelable } = doc;
  const { waitlistAvailable, waitlistPriorityAvailable, waitlistPriorityDescription, alwaysAskPriority, radio } = doc;
  const { radio1Text, radio2Text, radio3Text, radio4Text, radio5Text, hasSubPage, subPagePublic, subPageUrl } = doc;
  return {
    id: doc._id, serviceGroupId: groupId, order, name: doc.name, description, text, image, type, codeTableName, codeDescription,
    code: approved && type === 1 ? (signup?.code ?? null) : null,
    active, hidden, archived: doc.archived, full: isServiceFull(doc), userCount: doc.userCount, limit, needsApproval, cancelable,
    waitlistAvailable, waitlistPriorityAvailable, waitlistPriority: signup?.waitlistPriority ?? false, waitlistPriorityDescription, alwaysAskPriority,
    signedUp, approved, rejected, onWaitlist, signedUpDescription: signedUp ? doc.signedUpDescription : null,
    radio, radio1Text, radio2Text, radio3Text, radio4Text, radio5Text, radioOptions: radio ? radioOptions(doc) : [],
    radioAnswer: signup?.radioAnswer ?? null, hasSubPage, subPagePublic, subPageUrl,
  };
}
