/** GET /admin/stats: the dashboard's counts (SPEC §2 /klub/admin). */
export interface AdminStats {
  /** Activated members, staff not counted. */
  userCount: number;
  /** Sign-ups to services, of every state. */
  userServiceCount: number;
  companyCount: number;
}

/** One service's sign-ups waiting for a decision. */
export interface ServiceAwaitingView {
  serviceId: string;
  name: string;
  count: number;
}

/** GET /admin/stats/waiting: the staff's work waiting on the dashboard (issue 41 §6), each a filtered list. */
export interface AdminWaiting {
  /** People in the applicants' table: applied or imported, not yet activated nor rejected. */
  applicants: number;
  /** Sign-ups awaiting approval, by service, most first. */
  signupsToDecide: ServiceAwaitingView[];
  /** Company applications still "Új". */
  companiesToAnswer: number;
  /** Members asked to check their data who have not saved their profile since. */
  profileChecksPending: number;
}
