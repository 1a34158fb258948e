import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { teacherApplicationReceived } from '../mail/teacher-application-received';
import { teacherApplicationStaffNotice } from '../mail/teacher-application-staff-notice';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { APP_CONFIG } from '../../../platform/tokens';
import { TeacherApplied } from '../domain/user.events';
import { schoolReader } from '../../reference/public/schools';

/** The applicant hears that the application arrived; staff get what they need to review it. */
@Injectable()
export class SendMailWhenTeacherApplied implements MailingReactor<TeacherApplied> {
  readonly name = 'send-mail-when-teacher-applied';
  readonly handles = ['TeacherApplied'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  react(event: Recorded<TeacherApplied>): Promise<void> {
    return this.mail.schedule(this, event, 'applicant', 'staff');
  }

  async compose(kind: string, { data }: Recorded<TeacherApplied>): Promise<ComposedMail> {
    if (kind === 'applicant') return { to: data.email, content: teacherApplicationReceived(data) };
    const school = await schoolReader(this.readStore).get(data.schoolId);
    const reviewUrl = this.mail.link('/klub/admin/felhasznalok');
    return { to: this.config.staffEmail, content: teacherApplicationStaffNotice({ ...data, schoolName: String(school?.name ?? '—'), reviewUrl }) };
  }
}
