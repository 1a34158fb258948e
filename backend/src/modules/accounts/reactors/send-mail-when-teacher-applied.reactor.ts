import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { MailOutbox } from '../../../mail/mail-outbox';
import { teacherApplicationReceived } from '../../../mail/templates/teacher-application-received';
import { teacherApplicationStaffNotice } from '../../../mail/templates/teacher-application-staff-notice';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { Reactor } from '../../../platform/reactors/reactor';
import { APP_CONFIG } from '../../../platform/tokens';
import { SCHOOLS } from '../commands/membership-commands';
import { TeacherApplied } from '../domain/user.events';
import { mailJobId } from './mail-job-id';

/** The applicant hears that the application arrived; staff get what they need to review it. */
@Injectable()
export class SendMailWhenTeacherApplied implements Reactor<TeacherApplied> {
  readonly name = 'send-mail-when-teacher-applied';
  readonly handles = ['TeacherApplied'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: Recorded<TeacherApplied>): Promise<void> {
    const { data } = event;
    const school = await this.readStore.collection(SCHOOLS).get(data.schoolId);
    await this.mail.send(mailJobId(event, 'applicant'), data.email, teacherApplicationReceived(data));
    const reviewUrl = this.mail.link('/klub/admin/felhasznalok');
    await this.mail.send(mailJobId(event, 'staff'), this.config.staffEmail, teacherApplicationStaffNotice({ ...data, schoolName: String(school?.name ?? '—'), reviewUrl }));
  }
}
