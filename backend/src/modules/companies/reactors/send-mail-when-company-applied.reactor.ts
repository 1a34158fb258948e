import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { companyApplicationReceived } from '../mail/company-application-received';
import { companyApplicationStaffNotice } from '../mail/company-application-staff-notice';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { APP_CONFIG } from '../../../platform/tokens';
import { CompanyApplied } from '../domain/company.events';

/** The contact hears that the application arrived; staff get every field to act on it. */
@Injectable()
export class SendMailWhenCompanyApplied implements MailingReactor<CompanyApplied> {
  readonly name = 'send-mail-when-company-applied';
  readonly handles = ['CompanyApplied'] as const;

  constructor(
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  react(event: Recorded<CompanyApplied>): Promise<void> {
    return this.mail.schedule(this, event, 'company-contact', 'company-staff');
  }

  async compose(kind: string, { data }: Recorded<CompanyApplied>): Promise<ComposedMail> {
    if (kind === 'company-contact') {
      return { to: data.contactEmail, content: companyApplicationReceived({ companyName: data.name, contactName: data.contactName }) };
    }
    return { to: this.config.staffEmail, content: companyApplicationStaffNotice({ ...data, adminUrl: this.mail.link('/klub/admin/cegek') }) };
  }
}
