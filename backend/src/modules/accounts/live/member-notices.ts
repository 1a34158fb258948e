import type { ModuleNotices } from '../../../platform/live/live-notices';

/** Staff see the members' tables and the dashboard counts move as people apply, are reviewed or leave. */
export const memberNotices: ModuleNotices = {
  types: ['TeacherApplied', 'MemberImported', 'SignupCompleted', 'UserActivated', 'UserDisabled', 'UserErased'],
  source: () => [{ audience: 'staff', notice: { topic: 'members' } }],
};
