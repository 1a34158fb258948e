import { Injectable, OnModuleInit } from '@nestjs/common';
import { JoinedServices } from '../../accounts/public/joined-services';
import { MemberSignups } from './member-signups';

/** Plugs catalogue's sign-ups into the admin's user dialog, which accounts answers (accounts/public/joined-services). */
@Injectable()
export class JoinedServicesSource implements OnModuleInit {
  constructor(
    private readonly joined: JoinedServices,
    private readonly signups: MemberSignups,
  ) {}

  onModuleInit(): void {
    this.joined.provide((userId) => this.signups.joined(userId));
  }
}
