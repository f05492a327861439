import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { homeFor } from '../../../lib/auth/session-access';
import { useAuth } from '../../../lib/auth/use-auth';

/** Sends a visitor whose session exists or appears (and needs no TOTP step) to their home: /admin for staff, else /dashboard. */
export function useSignedInRedirect(): ReturnType<typeof useAuth> {
  const auth = useAuth();
  const navigate = useNavigate();
  const home = auth.status === 'signed-in' && !auth.needsMfa ? homeFor(auth) : null;
  useEffect(() => {
    if (home) navigate(home, { replace: true });
  }, [home, navigate]);
  return auth;
}
