/** Helpers of the rates' ARI tests (money, cells, change, grid, product). */
import type { AriIssue, PricingRate } from './cells.ts';

export function pairs(issues: AriIssue[]) {
  return issues.map((issue) => [issue.path.join('.'), issue.message]);
}

export function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

export const ages = { childsAge: 12, infantAge: 3, babyAge: 1 };
export const perPerson: PricingRate = { priceRoomType: 'person', ...ages };
export const perRoom: PricingRate = { priceRoomType: 'room', ...ages };
