import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { companyApplicationReceived } from '../mail/company-application-received';
import { companyApplicationStaffNotice } from '../mail/company-application-staff-notice';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { APP_CONFIG } from '../../../platform/tokens';
import { budapestDay } from '../../../shared/budapest-time';
import { CompanyApplied } from '../domain/company.events';
import { COMPANIES } from '../projections/companies.projection';

/**
 * The contact hears that the application arrived; staff get every field to act on it. Anyone can type
 * any address into the form, so an address hears at most once a day (issue 38 §8): only the day's
 * first application naming it (in the order they were made) sends the contact a mail. Staff hear of each.
 */
@Injectable()
export class SendMailWhenCompanyApplied implements MailingReactor<CompanyApplied> {
  readonly name = 'send-mail-when-company-applied';
  readonly handles = ['CompanyApplied'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  react(event: Recorded<CompanyApplied>): Promise<void> {
    return this.mail.schedule(this, event, 'company-contact', 'company-staff');
  }

  async compose(kind: string, { data }: Recorded<CompanyApplied>): Promise<ComposedMail | null> {
    if (kind === 'company-contact') {
      if (await this.heardToday(data)) return null;
      return { to: data.contactEmail, content: companyApplicationReceived({ companyName: data.name, contactName: data.contactName }) };
    }
    return { to: this.config.staffEmail, content: companyApplicationStaffNotice({ ...data, adminUrl: this.mail.link('/klub/admin/cegek') }) };
  }

  /** Whether an earlier application of the same Budapest day named the same contact address. */
  private async heardToday({ companyId, contactEmail, createdAt }: CompanyApplied['data']): Promise<boolean> {
    const day = budapestDay(createdAt);
    const sameAddress = await this.readStore.collection(COMPANIES).find({ where: { contactEmail } });
    return sameAddress.some((other) => budapestDay(other.createdAt) === day && (other.createdAt < createdAt || (other.createdAt === createdAt && other._id < companyId)));
  }
}
