import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { MailOutbox } from '../../../mail/mail-outbox';
import { activatedCanSignIn } from '../../../mail/templates/activated-can-sign-in';
import { activationLink } from '../../../mail/templates/activation-link';
import { completionInvite } from '../../../mail/templates/completion-invite';
import { passwordResetLink } from '../../../mail/templates/password-reset-link';
import { teacherApplicationReceived } from '../../../mail/templates/teacher-application-received';
import { teacherApplicationStaffNotice } from '../../../mail/templates/teacher-application-staff-notice';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { Reactor } from '../../../platform/reactors/reactor';
import { APP_CONFIG } from '../../../platform/tokens';
import { SCHOOLS } from '../commands/membership-commands';
import { MemberImported, PasswordResetRequested, TeacherApplied, UserActivated } from '../domain/user.events';

const jobId = (event: RecordedEvent, kind: string) => `mail:${kind}:${event.streamId}:${event.revision}`;

/**
 * The mails of membership, one reactor per event. Links carry the clear code, re-created from the
 * event's codeId (see SingleUseCodes), so a replayed event mails the same link under the same job id.
 */
@Injectable()
export class AccountMailReactors {
  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
    private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  all(): Reactor[] {
    return [
      { name: 'send-mail-when-teacher-applied', handles: ['TeacherApplied'], react: (e) => this.teacherApplied(e) },
      { name: 'send-mail-when-member-imported', handles: ['MemberImported'], react: (e) => this.memberImported(e) },
      { name: 'send-mail-when-user-activated', handles: ['UserActivated'], react: (e) => this.userActivated(e) },
      { name: 'send-mail-when-password-reset-requested', handles: ['PasswordResetRequested'], react: (e) => this.resetRequested(e) },
    ];
  }

  private async teacherApplied(event: RecordedEvent): Promise<void> {
    const { data } = event as unknown as TeacherApplied;
    const school = await this.readStore.collection(SCHOOLS).get(data.schoolId);
    await this.mail.send(jobId(event, 'applicant'), data.email, teacherApplicationReceived(data));
    await this.mail.send(
      jobId(event, 'staff'),
      this.config.staffEmail,
      teacherApplicationStaffNotice({ ...data, schoolName: String(school?.name ?? '—'), reviewUrl: this.mail.link('/klub/admin/felhasznalok') }),
    );
  }

  private async memberImported(event: RecordedEvent): Promise<void> {
    const { data } = event as unknown as MemberImported;
    const url = this.mail.link('/jelentkezes-folytatas', { q: this.codes.codeFor(data.completion.codeId) });
    await this.mail.send(jobId(event, 'completion'), data.email, completionInvite({ firstName: data.firstName, url }));
  }

  private async userActivated(event: RecordedEvent): Promise<void> {
    const { data } = event as unknown as UserActivated;
    const content = data.activation
      ? activationLink({ firstName: data.firstName, url: this.mail.link('/jelentkezes-veglegesites', { q: this.codes.codeFor(data.activation.codeId) }) })
      : activatedCanSignIn({ firstName: data.firstName, url: this.mail.link('/klub') });
    await this.mail.send(jobId(event, 'activation'), data.email, content);
  }

  private async resetRequested(event: RecordedEvent): Promise<void> {
    const { data } = event as unknown as PasswordResetRequested;
    const url = this.mail.link('/jelszo-helyreallitas', { q: this.codes.codeFor(data.reset.codeId) });
    await this.mail.send(jobId(event, 'reset'), data.email, passwordResetLink({ firstName: data.firstName, url }));
  }
}
