import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/current-user.ts';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher.tsx';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { rememberLanguage } from '../../features/auth/api/save-language.ts';
import { useHotels } from '../../features/hotels/api/hotels.ts';
import { DASHBOARD_NAV, STAFF_NAV, WIZARD_NAV } from '../navigation.ts';
import { ResumeOnLoad } from '../ResumeOnLoad.tsx';
import { SidebarHotels } from './SidebarHotels.tsx';

/** The dashboard sidebar layout (spec §2): a toggled sidebar, the header with language and sign-out. */
export function DashboardLayout() {
  const { t } = useTranslation();
  // Open by default on a desktop, closed on a phone where it would cover the page.
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const logout = useLogout();
  const hotels = useHotels();
  const staff = user.data?.approbe_contract_perm === true;
  // Staff have their own menu (issue 34 item 15): the back office and their profile. The owner's
  // sections and the wizard show only to staff who hold hotels of their own, as they do to owners.
  const ownsHotels = (hotels.data?.length ?? 0) > 0 || (user.data?.hotels.length ?? 0) > 0;
  const ownerMenu = !staff || ownsHotels;
  const sections = ownerMenu ? DASHBOARD_NAV : DASHBOARD_NAV.filter((item) => item.path === '/dash/profile');

  const link = (item: { path: string; key: string }) => (
    <NavLink
      key={item.path}
      component={Link}
      to={item.path}
      label={t(item.key)}
      active={location.pathname === item.path}
      onClick={mobile.close}
    />
  );

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        {/* On a phone (360 px) the product name gives way: sign-out, language and who is signed in stay. */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group wrap="nowrap" gap="xs">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('dash.toggle_sidebar')}
            />
            <Burger
              opened={desktopOpened}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={t('dash.toggle_sidebar')}
            />
            <Text fw={700} c="blue.9" visibleFrom="xs">
              {t('common.product')}
            </Text>
          </Group>
          <Group wrap="nowrap" gap="xs">
            {user.data ? (
              <Group wrap="nowrap" gap={8} data-testid="header-user">
                {/* Decorative: the name beside it says who is signed in (the profile's photo is the named one). */}
                <UserAvatar
                  name={user.data.name}
                  avatar={user.data.avatar}
                  alt=""
                  aria-hidden
                  size={30}
                  data-testid="header-avatar"
                />
                <Text size="sm" visibleFrom="sm" data-testid="user-name">
                  {user.data.name}
                </Text>
              </Group>
            ) : null}
            <LanguageSwitcher onSwitched={rememberLanguage} />
            <Button
              variant="light"
              size="xs"
              px={{ base: 8, sm: 'sm' }}
              loading={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/auth/login') })}
            >
              {t('dash.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('dash.sidebar')}>
        <ScrollArea>
          {ownerMenu ? <SidebarHotels onPicked={mobile.close} /> : null}
          {/* The back office (issue 16): staff only; hotel users never see it. */}
          {staff ? (
            <nav aria-label={t('nav.staff.section')} data-testid="staff-nav">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="md" pb={4}>
                {t('nav.staff.section')}
              </Text>
              {STAFF_NAV.map(link)}
            </nav>
          ) : null}
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="md" pb={4}>
            {t('dash.sections')}
          </Text>
          {sections.map(link)}
          {ownerMenu ? (
            <>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="md" pb={4}>
                {t('dash.wizard')}
              </Text>
              {WIZARD_NAV.map(link)}
            </>
          ) : null}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <ResumeOnLoad>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ResumeOnLoad>
      </AppShell.Main>
    </AppShell>
  );
}
