import { ErrorPage } from './ErrorPage';

export function ErrorUnavailablePage() {
  return <ErrorPage errorKey="unavailable" />;
}
