/** Sidebar entries: the path and the catalogue key of its title. */
export const DASHBOARD_NAV = [
  { path: '/dash/home', key: 'nav.home' },
  { path: '/dash/hotel', key: 'nav.hotel' },
  { path: '/contacts', key: 'nav.contacts' },
  { path: '/dash/rates', key: 'nav.rates' },
  { path: '/dash/rates/calendar', key: 'nav.rates_calendar' },
  { path: '/dash/rates/new', key: 'nav.rates_new' },
  { path: '/dash/reservations', key: 'nav.reservations' },
  { path: '/dash/profile', key: 'nav.profile' },
  { path: '/dash/contact', key: 'nav.contact_form' },
] as const;

/** The ten wizard steps in order (step 6, the room detail, is reached from the room list), then the contract. */
export const WIZARD_NAV = [
  { path: '/basic', key: 'nav.basic' },
  { path: '/ubication', key: 'nav.ubication' },
  { path: '/accesibility', key: 'nav.accesibility' },
  { path: '/services', key: 'nav.services' },
  { path: '/activities', key: 'nav.activities' },
  { path: '/rooms', key: 'nav.rooms' },
  { path: '/photos', key: 'nav.photos' },
  { path: '/videos', key: 'nav.videos' },
  { path: '/opinions', key: 'nav.opinions' },
  // The contract step after the last one (decision 030).
  { path: '/dash/contract', key: 'nav.contract' },
] as const;

/** The back office's entries (issue 16): in the sidebar of staff (approbe_contract_perm) only. */
export const STAFF_NAV = [
  { path: '/staff', key: 'nav.staff.home' },
  { path: '/staff/claims', key: 'nav.staff.claims' },
  { path: '/staff/contracts', key: 'nav.staff.contracts' },
  { path: '/staff/reservations', key: 'nav.staff.reservations' },
  { path: '/staff/users', key: 'nav.staff.users' },
  { path: '/staff/activity', key: 'nav.staff.activity' },
  { path: '/staff/integrations', key: 'nav.staff.integrations' },
] as const;
