import { Trans } from '@lingui/react/macro';
import { ApiError } from '@/lib/api';
import { MEMBER_RELOGIN_CODE } from '@contract/member';

/** A failed action, said in place with what to do next. */
export function ActionError({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  let body;
  if (!navigator.onLine) {
    body = <Trans>You are offline. This needs a connection: connect, then try again.</Trans>;
  } else if (error instanceof ApiError && (error.errorCode === MEMBER_RELOGIN_CODE || error.status === 401)) {
    body = <Trans>Your login has expired. Please log in again, then try again.</Trans>;
  } else if (error instanceof ApiError && error.message) {
    const message = error.message;
    const code = error.errorCode ?? '';
    body = (
      <Trans>
        {message} ({code}). Please check and try again.
      </Trans>
    );
  } else {
    body = <Trans>The server could not be reached. Check your connection, then try again.</Trans>;
  }
  return (
    <p className="action-error" role="alert">
      {body}
    </p>
  );
}
