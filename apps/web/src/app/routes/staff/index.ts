/**
 * The back office (issue 16) as one lazy chunk: its screens share most of their code, and only
 * staff open them. As one importer, the back office never counts towards the modules that four
 * hotel screens share (the `screens` chunk of vite.config.ts, which every hotel user downloads).
 */
export { default as StaffActivityRoute } from './activity.tsx';
export { default as StaffClaimsRoute } from './claims.tsx';
export { default as StaffContractsRoute } from './contracts.tsx';
export { default as StaffHomeRoute } from './home.tsx';
export { default as StaffIntegrationsRoute } from './integrations.tsx';
export { default as StaffReservationsRoute } from './reservations.tsx';
export { default as StaffReviewRoute } from './review.tsx';
export { default as StaffHomePanel } from './StaffHomePanel.tsx';
export { default as StaffUserRoute } from './user.tsx';
export { default as StaffUsersRoute } from './users.tsx';
