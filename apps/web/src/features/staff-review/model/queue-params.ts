import { EMPTY_QUEUE_FILTERS, type QueueFilters, type QueueStatus } from '../../../api/staff-review.ts';

const TEXT_FILTERS = ['country', 'city', 'htype', 'sent_from', 'sent_to'] as const;

/**
 * The queue's filters live in the address (`/staff/contracts?status=returned&country=ES`), so a
 * reload, the back button and the way back from a review keep them.
 */
export function filtersFromParams(params: URLSearchParams): QueueFilters {
  const asked = params.get('status');
  const status: QueueStatus = asked === 'returned' || asked === 'approved' ? asked : 'sent';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const filters: QueueFilters = { ...EMPTY_QUEUE_FILTERS, status, page: page > 0 ? page : 1 };
  for (const name of TEXT_FILTERS) filters[name] = params.get(name) ?? '';
  return filters;
}

/** The address's query of the filters: defaults left out. */
export function paramsFromFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'sent') params.set('status', filters.status);
  for (const name of TEXT_FILTERS) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
