import { goBack } from '../navigation';
import { BackButton } from './back-button';

export function TopBar({ title }: { title: string }) {
  return (
    <header className="top-bar">
      <BackButton onClick={goBack} />
      <h1 className="top-bar-title">{title}</h1>
      <span className="icon-button-spacer" />
    </header>
  );
}
