import { BasicsSection } from './basics-section';
import { CouponSection } from './coupon-section';
import { FilesSection } from './files-section';
import { ImageField } from './image-field';
import { LimitSection } from './limit-section';
import { MailsSection } from './mails-section';
import { RadioSection } from './radio-section';
import { SignupSection } from './signup-section';
import { SubPageSection } from './sub-page-section';
import type { DraftProps } from './use-service-draft';
import type { AdminServiceView } from '@backend/contract/admin-services';

/** Every setting of SPEC §4, section by section; files and codes act at once, the rest on save. */
export function ServiceEditForm({ service, ...props }: DraftProps & { service: AdminServiceView }) {
  return (
    <>
      <BasicsSection {...props} />
      <ImageField serviceId={service.id} draft={props.draft} change={props.change} />
      <SignupSection {...props} />
      <LimitSection {...props} />
      <RadioSection {...props} />
      <CouponSection {...props} service={service} />
      <MailsSection {...props} />
      <SubPageSection {...props} />
      <FilesSection serviceId={service.id} />
    </>
  );
}
