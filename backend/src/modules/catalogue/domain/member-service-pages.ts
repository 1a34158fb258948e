/**
 * The services a category of the member's GET /services carries: two full rows of the widest card
 * grid (three columns), so at ten times the club (40 categories of ~75) the list is 240 cards, not
 * 3,011 (docs/decisions/0098).
 */
export const SERVICES_SHOWN_AT_FIRST = 6;

/** The page a category's "show all" asks for (GET /services?group=): a category of ~75 in two, whole rows of 1–4 columns. */
export const SERVICES_PAGE_SIZE = 60;
