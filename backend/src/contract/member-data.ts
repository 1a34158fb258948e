import type { ProfileView } from './profile';
import type { PartnerGrantView } from './partners';

/** GET /profile/export: everything the club holds about the member who asks, machine-readable. */
export interface MemberDataExport {
  exportedAt: string;
  profile: ProfileView;
  signups: Array<{
    service: string;
    status: 'approved' | 'awaiting' | 'waitlisted' | 'rejected';
    signedUpAt: string;
    decidedAt: string | null;
    code: string | null;
    radioAnswer: number | null;
  }>;
  partners: PartnerGrantView[];
  /** The member's own account history; staff are "staff", never named. */
  history: Array<{ event: string; at: string; by: 'self' | 'staff' | 'system' }>;
}
