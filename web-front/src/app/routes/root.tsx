import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setGlobalApiFailureHandler } from '@/api/client';

/** Root layout: reacts to the failures every call shares (spec section 8) by leaving for an error page. */
export function Root() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setGlobalApiFailureHandler((failure) => {
        void navigate(failure === 'server-error' ? '/error-500' : '/error-403', { replace: true });
      }),
    [navigate],
  );
  return <Outlet />;
}
