import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/use-auth';

/** Sends a visitor whose session exists or appears (and needs no TOTP step) to /dashboard. */
export function useSignedInRedirect(): ReturnType<typeof useAuth> {
  const auth = useAuth();
  const navigate = useNavigate();
  const ready = auth.status === 'signed-in' && !auth.needsMfa;
  useEffect(() => {
    if (ready) navigate('/dashboard', { replace: true });
  }, [ready, navigate]);
  return auth;
}
