import type { NoticeSource } from '../../../platform/live/live-notices';

/** Staff see the members' tables and the dashboard counts move as people apply, are reviewed or leave. */
export const MEMBER_NOTICE_TYPES = ['TeacherApplied', 'MemberImported', 'SignupCompleted', 'UserActivated', 'UserDisabled', 'UserErased'] as const;

export const memberNotices: NoticeSource = () => [{ audience: 'staff', notice: { topic: 'members' } }];
