import { ErrorPage } from './ErrorPage';

export function Error403Page() {
  return <ErrorPage errorKey="forbidden" />;
}
