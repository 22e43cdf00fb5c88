import { isHotelScreenPath, landingDecision } from '@hotel/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../api/current-user.ts';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { useHotels } from '../features/hotels/api/hotels.ts';
import { useWizard } from '../features/wizard/hooks/wizard-context.tsx';
import { useSelectedHotelId } from '../lib/session.ts';
import { useOpenHotel } from './use-open-hotel.ts';

type Phase = 'deciding' | 'moving' | 'done';

/**
 * Resume on load (spec §4): once per sign-in or reload (the dashboard layout mounts once for
 * each), the first screen reached decides, through `landingDecision`, whether a hotel with
 * incomplete steps enters the wizard at its first invalid step. Later visits to the hotel screen
 * show it as it is: only the load resumes, so picking another hotel in the sidebar still lands
 * there. While the decision is pending on the hotel screen a loader stands in for it, so the
 * screen does not flash before the wizard opens.
 */
export function ResumeOnLoad({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [landing] = useState(location.pathname);
  const decided = useRef(false);
  const [phase, setPhase] = useState<Phase>('deciding');
  const hotels = useHotels();
  const user = useCurrentUser();
  const selectedHotelId = useSelectedHotelId();
  const wizard = useWizard();
  const openHotel = useOpenHotel();

  useEffect(() => {
    if (decided.current || hotels.isPending || user.isPending) return;
    decided.current = true;
    // Moved on before the lists came, or they failed (the screens show their own errors): stay.
    if (location.pathname !== landing || !hotels.data || !user.data) {
      setPhase('done');
      return;
    }
    const decision = landingDecision({
      hotels: hotels.data,
      selectedHotelId,
      pendingCount: user.data.hotels.length,
      pathname: landing,
    });
    if (decision.kind === 'resume') {
      setPhase('moving');
      // The query (?lang=) goes along, so a shared link keeps its language.
      openHotel(decision.hotelId, `${decision.path}${location.search}`, { replace: true });
      return;
    }
    if (decision.kind === 'continue') wizard.start();
    setPhase('done');
  });

  useEffect(() => {
    if (phase === 'moving' && location.pathname !== landing) setPhase('done');
  }, [phase, location.pathname, landing]);

  const holding = phase !== 'done' && isHotelScreenPath(landing) && location.pathname === landing;
  return holding ? <PageLoader /> : children;
}
