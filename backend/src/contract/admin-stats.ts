/** GET /admin/stats: the dashboard's counts (SPEC §2 /klub/admin). */
export interface AdminStats {
  /** Activated members, staff not counted. */
  userCount: number;
  /** Sign-ups to services, of every state. */
  userServiceCount: number;
  companyCount: number;
}
