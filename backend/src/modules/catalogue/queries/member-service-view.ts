import { DIALOG_TEXTS, MemberServiceCard, MemberServiceView } from '../../../contract/member-services';
import { isFull } from '../domain/seats';
import { radioOptions } from '../domain/service-settings';
import { ServiceDoc } from '../projections/services.projection';
import { SignupDoc } from '../projections/signups.projection';
import { PlacedService } from './catalogue-reader';
import { signupFlags } from './signup-flags';

export const isServiceFull = (doc: ServiceDoc) => isFull(doc.userCount, doc.limit);

export function toMemberView({ doc, groupId, order }: PlacedService, signup: SignupDoc | null): MemberServiceView {
  const { signedUp, approved, rejected, onWaitlist, hasSignup } = signupFlags(signup?.status ?? null);
  const { description, text, image, type, codeTableName, codeDescription, active, hidden, limit, needsApproval, cancelable } = doc;
  const { waitlistAvailable, waitlistPriorityAvailable, waitlistPriorityDescription, alwaysAskPriority, radio } = doc;
  const { radio1Text, radio2Text, radio3Text, radio4Text, radio5Text, hasSubPage, subPagePublic, subPageUrl } = doc;
  return {
    id: doc._id, serviceGroupId: groupId, order, name: doc.name, description, text, image, type, codeTableName, codeDescription,
    code: approved && type === 1 ? (signup?.code ?? null) : null,
    active, hidden, archived: doc.archived, full: isServiceFull(doc), userCount: doc.userCount, limit, needsApproval, cancelable,
    waitlistAvailable, waitlistPriorityAvailable, waitlistPriority: signup?.waitlistPriority ?? false, waitlistPriorityDescription, alwaysAskPriority,
    signedUp, approved, rejected, onWaitlist, hasSignup, signedUpDescription: signedUp ? doc.signedUpDescription : null,
    radio, radio1Text, radio2Text, radio3Text, radio4Text, radio5Text, radioOptions: radio ? radioOptions(doc) : [],
    radioAnswer: signup?.radioAnswer ?? null, hasSubPage, subPagePublic, subPageUrl,
  };
}

/** The service as its card on the list shows it: the view without the dialog's texts. */
export function toMemberCard(view: MemberServiceView): MemberServiceCard {
  const card: Partial<MemberServiceView> = { ...view };
  for (const field of DIALOG_TEXTS) delete card[field];
  return card as MemberServiceCard;
}
