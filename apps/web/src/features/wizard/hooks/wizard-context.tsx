import { isWizardPath } from '@hotel/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';

interface WizardState {
  /** True while the user goes through the steps in order (after creating or resuming a hotel). */
  active: boolean;
  start(): void;
  stop(): void;
}

const WizardContext = createContext<WizardState>({ active: false, start() {}, stop() {} });

/** Navigating to a screen outside the wizard leaves it (spec §4). */
export function WizardProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(false);
  const { pathname } = useLocation();
  // Only a move stops it: on mount the wizard is inactive anyway, and stopping there would undo a
  // start made in the same commit (resuming on load, which then moves into the wizard).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!isWizardPath(pathname)) setActive(false);
  }, [pathname]);
  const value = useMemo(
    () => ({ active, start: () => setActive(true), stop: () => setActive(false) }),
    [active],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardState {
  return useContext(WizardContext);
}
