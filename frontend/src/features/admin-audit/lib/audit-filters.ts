import { AUDIT_ACTIONS, type AuditAction } from '@backend/module-lists/audit-actions';
import type { AuditQuery } from '@backend/contract/audit';
import { budapestDay } from '@backend/shared/budapest-time';

export const AUDIT_PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_AUDIT_PAGE_SIZE = 50;

/** The trail's filters as the address keeps them, so a filtered view can be reloaded and shared. */
export interface AuditFilters extends Pick<AuditQuery, 'action' | 'from' | 'to'> {
  /** Who and whom with the name they were clicked by, so the filter reads as a name. */
  actor?: { id: string; name: string };
  target?: { id: string; name: string };
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? id } : undefined);

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const action = search.get('action');
  const from = search.get('from');
  const to = search.get('to');
  const pageSize = positive(search.get('pageSize'), DEFAULT_AUDIT_PAGE_SIZE);
  return {
    actor: named(search.get('actor'), search.get('actorName')),
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    target: named(search.get('target'), search.get('targetName')),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    page: positive(search.get('page'), 1),
    pageSize: (AUDIT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_AUDIT_PAGE_SIZE,
  };
}

export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => value !== undefined && value !== '' && search.set(key, String(value));
  set('actor', filters.actor?.id);
  set('actorName', filters.actor?.name);
  set('action', filters.action);
  set('target', filters.target?.id);
  set('targetName', filters.target?.name);
  set('from', filters.from);
  set('to', filters.to);
  if (filters.page !== 1) set('page', filters.page);
  if (filters.pageSize !== DEFAULT_AUDIT_PAGE_SIZE) set('pageSize', filters.pageSize);
  return search;
}

/** What GET /api/admin/audit and its export are asked. */
export function auditQueryOf(filters: AuditFilters): AuditQuery {
  return {
    actor: filters.actor?.id,
    action: filters.action,
    target: filters.target?.id,
    from: filters.from,
    to: filters.to,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

export function queryString(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The last 30 days, as the date fields show them when no range was chosen: Budapest days, as the server reads them. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: budapestDay(now.getTime() - 30 * 24 * 60 * 60 * 1000), to: budapestDay(now) };
}
