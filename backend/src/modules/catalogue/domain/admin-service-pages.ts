/**
 * The services a category of GET /admin/servicegroups carries, of each of its lists: the rows the
 * screen showed before "show all" already (SHOWN_AT_FIRST there), so at ten times the club (40
 * categories of ~75) the list is 320 rows, not 3,011 (docs/decisions/0101).
 */
export const ADMIN_SERVICES_SHOWN_AT_FIRST = 8;

/** The page a category's "show all" asks for (GET /admin/servicegroups?group=): a category of ~75 in two, as the member's. */
export const ADMIN_SERVICES_PAGE_SIZE = 60;

/** A category's two lists: the services it lists (and reorders), and its archived ones. */
export const SERVICE_GROUP_LISTS = ['services', 'archived'] as const;
export type ServiceGroupList = (typeof SERVICE_GROUP_LISTS)[number];
