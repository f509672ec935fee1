// The way back on every screen below a tab, where no host draws one (a browser tab, the
// installed app): top-left, named for screen readers, with the page's title beside it once the
// page's own heading has scrolled away (or always, when the page has none).
import { useLocation, useRouter } from '@tanstack/react-router';
import { chooseBarBackTarget } from '../back-target';
import { BackButton } from './back-button';
import { useHiddenHeading } from './use-hidden-heading';
import './back-bar.css';

/** Keep in step with .back-bar's height in styles.css. */
const BAR_HEIGHT = 48;

export function BackBar({ title }: { title: string }) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const heading = useHiddenHeading(BAR_HEIGHT, pathname);

  function back() {
    const state = router.history.location.state as { __TSR_index?: number };
    const target = chooseBarBackTarget({ historyIndex: state.__TSR_index ?? 0, pathname });
    // Through the history, so the edge swipe, the hardware button and this bar agree.
    if (target.kind === 'history') router.history.back();
    else void router.navigate({ to: target.to, replace: true });
  }

  return (
    <header className="back-bar">
      <BackButton onClick={back} />
      {heading.kind === 'none' ? (
        <p className="back-bar-title">{title}</p>
      ) : (
        // A copy of the page's h1, which screen readers already read.
        <p className="back-bar-title" aria-hidden="true" data-shown={heading.kind === 'hidden'}>
          {heading.kind === 'hidden' ? heading.text : ''}
        </p>
      )}
      <span className="icon-button-spacer" />
    </header>
  );
}
