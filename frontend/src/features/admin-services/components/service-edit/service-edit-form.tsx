import { BasicsSection } from './basics-section';
import { CouponSection } from './coupon-section';
import { FilesSection } from './files-section';
import { ImageField } from './image-field';
import { LimitSection } from './limit-section';
import { MailsSection } from './mails-section';
import { RadioSection } from './radio-section';
import { SignupSection } from './signup-section';
import { SubPageSection } from './sub-page-section';
import type { PendingCodes } from './use-pending-codes';
import type { DraftProps } from './use-service-draft';
import type { AdminServiceView } from '@backend/contract/admin-services';

/** Every setting of SPEC §4, section by section; uploads (the image, files) act at once, the rest, new codes too, on save. */
export function ServiceEditForm({ service, codes, ...props }: DraftProps & { service: AdminServiceView; codes: PendingCodes }) {
  return (
    <>
      <BasicsSection {...props} />
      <ImageField serviceId={service.id} draft={props.draft} change={props.change} />
      <SignupSection {...props} />
      <LimitSection {...props} />
      <RadioSection {...props} />
      <CouponSection {...props} service={service} codes={codes} />
      <MailsSection {...props} />
      <SubPageSection {...props} />
      <FilesSection serviceId={service.id} />
    </>
  );
}
