import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { session, useToken } from '../lib/session.ts';

/**
 * The access rule of spec §2: without a token every protected screen sends the user to login
 * and the selected hotel is cleared.
 */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  useEffect(() => {
    if (!token) session.clear();
  }, [token]);
  if (!token) return <Navigate to={`/auth/login${location.search}`} replace />;
  return <Outlet />;
}
