import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { MINI_PROGRAM_UNAVAILABLE_CODE } from '@contract/mini-program';
import { requestMiniProgramScheme } from '../api/mini-program-scheme';

type State =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'opened'; openlink: string }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/**
 * "Open in the mini-program": asks the server for a scheme and opens it; the messaging app
 * then starts the mini-program. A link stays for when the phone does not switch apps (no
 * messaging app, a browser that asks first).
 */
export function OpenMiniProgram() {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const open = async () => {
    setState({ kind: 'opening' });
    try {
      const { openlink } = await requestMiniProgramScheme();
      setState({ kind: 'opened', openlink });
      window.location.assign(openlink);
    } catch (error) {
      const unavailable = error instanceof ApiError && error.errorCode === MINI_PROGRAM_UNAVAILABLE_CODE;
      setState({ kind: unavailable ? 'unavailable' : 'failed' });
    }
  };

  return (
    <div className="download-action">
      <button type="button" className="button" onClick={() => void open()} disabled={state.kind === 'opening'}>
        {state.kind === 'opening' ? <Trans>Opening the mini-program…</Trans> : <Trans>Open in the mini-program</Trans>}
      </button>
      <div className="download-status" role="status">
        {state.kind === 'opened' ? (
          <p>
            <Trans>
              If the messaging app did not open, <a href={state.openlink}>tap here to open the mini-program</a>.
            </Trans>
          </p>
        ) : null}
        {state.kind === 'unavailable' ? (
          <p>
            <Trans>
              The mini-program cannot be opened from this site yet: search for it in the messaging app instead.
            </Trans>
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p>
            <Trans>The mini-program could not be opened. Check your connection and try again.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
