import { MailContent } from '../../../platform/mail/mail-layout';
import { serviceAwaitingApproval } from '../mail/service-awaiting-approval';
import { serviceCancelled } from '../mail/service-cancelled';
import { serviceCodeAssigned } from '../mail/service-code-assigned';
import { serviceCustomText } from '../mail/service-custom-text';
import { ServiceMailParams, signupMomentParagraph } from '../mail/service-mail-params';
import { servicePromoted } from '../mail/service-promoted';
import { serviceRejected } from '../mail/service-rejected';
import { serviceSeated } from '../mail/service-seated';
import { serviceSignupDeleted } from '../mail/service-signup-deleted';
import { serviceUnapproved } from '../mail/service-unapproved';
import { serviceWaitlisted } from '../mail/service-waitlisted';
import { ServiceEvent } from '../domain/service.events';
import { ServiceSettings } from '../domain/service-settings';

export const SERVICE_MAIL_EVENT_TYPES = [
  'SignedUp', 'SignupApproved', 'SignupRejected', 'PromotedFromWaitlist', 'SignupCancelled', 'CodeAssigned', 'SignupUnapproved', 'SignupDeleted',
] as const;

export type MailEvent = Extract<ServiceEvent, { type: (typeof SERVICE_MAIL_EVENT_TYPES)[number] }>;

/**
 * Whether the event is mailed about: every staff decision reaches the member (issue 41 §1), except the
 * removal of a sign-up already rejected, which the member was told of, and the sign-ups a block
 * released, which the block's one mail tells of.
 */
export const mailsAbout = (event: MailEvent): boolean =>
  !(event.type === 'SignupDeleted' && (event.data.from === 'rejected' || event.data.cause === 'member-blocked'));

/**
 * Every mail ends with the sign-up's moment (issue 21 §4: one clock, the same words as the screens).
 * Issue 4 §8: a seat (sign-up, approval) → the service's own subject and text; awaiting approval and
 * rejected → default texts; waitlisted → the waitlist texts; promoted → the service's texts;
 * cancelled → the cancel texts; put back under review and removed by staff → default texts (issue 41).
 * Empty texts fall back to the default templates.
 */
export function serviceMailFor(event: MailEvent, service: ServiceSettings, p: ServiceMailParams): MailContent {
  const content = mailContentFor(event, service, p);
  return { ...content, paragraphs: [...content.paragraphs, ...signupMomentParagraph(p)] };
}

function mailContentFor(event: MailEvent, service: ServiceSettings, p: ServiceMailParams): MailContent {
  const seated = () => serviceCustomText(service.emailSubject, service.emailText, p, serviceSeated);
  switch (event.type) {
    case 'SignedUp':
      if (event.data.status === 'waitlisted') return serviceCustomText(service.waitlistEmailSubject, service.waitlistEmailText, p, serviceWaitlisted);
      return event.data.status === 'awaiting' ? serviceAwaitingApproval(p) : seated();
    case 'SignupApproved':
      return seated();
    case 'SignupRejected':
      return serviceRejected(p);
    case 'PromotedFromWaitlist':
      return event.data.status === 'awaiting' ? serviceAwaitingApproval(p) : serviceCustomText(service.emailSubject, service.emailText, p, servicePromoted);
    case 'SignupCancelled':
      return serviceCustomText(service.cancelEmailSubject, service.cancelEmailText, p, serviceCancelled);
    case 'CodeAssigned':
      return serviceCodeAssigned({ ...p, code: event.data.code });
    case 'SignupUnapproved':
      return serviceUnapproved({ ...p, from: event.data.from === 'rejected' ? 'rejected' : 'approved' });
    case 'SignupDeleted':
      return serviceSignupDeleted({ ...p, from: event.data.from });
  }
}
