import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { MailOutbox } from '../../../mail/mail-outbox';
import { companyApplicationReceived } from '../../../mail/templates/company-application-received';
import { companyApplicationStaffNotice } from '../../../mail/templates/company-application-staff-notice';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Reactor } from '../../../platform/reactors/reactor';
import { APP_CONFIG } from '../../../platform/tokens';
import { CompanyApplied } from '../domain/company.events';

/** The contact hears that the application arrived; staff get every field to act on it. */
@Injectable()
export class SendMailWhenCompanyApplied implements Reactor<CompanyApplied> {
  readonly name = 'send-mail-when-company-applied';
  readonly handles = ['CompanyApplied'] as const;

  constructor(
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react({ data, streamId, revision }: Recorded<CompanyApplied>): Promise<void> {
    const jobId = `mail:company-applied:${streamId}:${revision}`;
    await this.mail.send(
      `${jobId}:contact`,
      data.contactEmail,
      companyApplicationReceived({ companyName: data.name, contactName: data.contactName }),
    );
    await this.mail.send(
      `${jobId}:staff`,
      this.config.staffEmail,
      companyApplicationStaffNotice({ ...data, adminUrl: this.mail.link('/klub/admin/cegek') }),
    );
  }
}
