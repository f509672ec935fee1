import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/storage-keys';
import { installPromptAtom, useAtom } from '@/lib/store';
import { isIosBrowser } from './ios-browser';
import '../ui/content.css';
import './install-banner.css';

/**
 * 'Install the app' where the browser offers it (beforeinstallprompt), and the share-sheet
 * steps on iOS; 'Not now' hides it for good on this device.
 */
export function InstallBanner() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [dismissed, setDismissed] = useState(() => readLocal(LOCAL_KEYS.installDismissed) === '1');
  const ios = !prompt && isIosBrowser();
  if (dismissed || (!prompt && !ios)) return null;

  const dismiss = () => {
    writeLocal(LOCAL_KEYS.installDismissed, '1');
    setDismissed(true);
  };
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice;
    setPrompt(null); // a prompt can be used once
  };

  return (
    <aside className="install-banner" aria-labelledby="install-title">
      <p id="install-title" className="install-title">
        <Trans>Install the guide on your home screen: it opens and plays offline.</Trans>
      </p>
      {ios ? (
        <p className="install-steps">
          <Trans>In Safari, tap Share, then Add to Home Screen.</Trans>
        </p>
      ) : null}
      <div className="install-actions">
        {prompt ? (
          <button type="button" className="button" onClick={() => void install()}>
            <Trans>Install</Trans>
          </button>
        ) : null}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </aside>
  );
}
