import { Alert } from './alert';
import { Button } from './button';
import { RouteLink } from './route-link';

export interface LoadFailedProps {
  /** The thing does not exist (a 404): no retry. */
  missing: boolean;
  texts: { notFound: string; loadFailed: string; retry: string; back: string };
  onRetry(): void;
  /** Where Back goes (the hub: '/groups', '/challenges'). */
  backPath: string;
}

/** A page whose thing could not be shown: the spec's not-found or load-failure text, Try again (not for a missing one), and a way back. */
export function LoadFailed({ missing, texts, onRetry, backPath }: LoadFailedProps) {
  return (
    <Alert variant="error">
      {missing ? texts.notFound : texts.loadFailed}{' '}
      {!missing && (
        <Button variant="link" onClick={onRetry}>
          {texts.retry}
        </Button>
      )}{' '}
      <RouteLink path={backPath}>{texts.back}</RouteLink>
    </Alert>
  );
}
