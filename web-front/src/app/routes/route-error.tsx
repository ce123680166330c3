import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadingScreen } from '@/components/LoadingScreen';

const Error500Page = lazy(() => import('@/features/errors').then((module) => ({ default: module.Error500Page })));

/** A rendering crash shows the 500 page rather than React Router's developer screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Error500Page />
    </Suspense>
  );
}
