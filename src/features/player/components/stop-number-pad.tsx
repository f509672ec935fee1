// The number pad: the three digits printed at a stop open that stop and play it. Reads the
// points stored in Dexie, so it works offline once the place was seen or downloaded.
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { loadPlayer } from '../engine/load-player';
import { ensurePlace, findStop, findStoredStop } from '../lib/place-playlist';
import { PlayerIcon } from './player-icons';
import './stop-number-pad.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const LENGTH = 3;

type Message = 'short' | 'none' | 'offline' | null;

export default function StopNumberPad({ placeId, onPlayed }: { placeId: string; onPlayed?: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [digits, setDigits] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => {
    // Stops typed later must be found without a network: store the place now if it is not.
    void ensurePlace(placeId);
    void loadPlayer().then((player) => player.loadAudioEngine());
  }, [placeId]);

  useEffect(() => {
    // Three digits typed: the recording starts loading before Go is tapped.
    if (digits.length !== LENGTH) return;
    void findStoredStop(placeId, digits).then((point) => {
      if (point) void loadPlayer().then((player) => player.prewarmPoint(point));
    });
  }, [placeId, digits]);

  const type = (digit: string) => {
    setMessage(null);
    setDigits((current) => (current.length < LENGTH ? current + digit : current));
  };
  const erase = () => {
    setMessage(null);
    setDigits((current) => current.slice(0, -1));
  };

  async function go() {
    if (digits.length !== LENGTH) return setMessage('short');
    setBusy(true);
    const [found, player] = await Promise.all([findStop(placeId, digits), loadPlayer()]);
    setBusy(false);
    if (typeof found === 'string') return setMessage(found);
    const point = found.points[found.index]!;
    // The screens that change render in a transition: their work yields to the audio starting.
    startTransition(() => {
      player.playPoints(found.points, found.index, found.context);
      setDigits('');
      onPlayed?.();
      void navigate({ to: '/pointDetail', search: { id: point.id } });
    });
  }

  // Digits and Backspace typed while a key of the pad has the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      type(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      erase();
    }
  };

  const messages: Record<Exclude<Message, null>, string> = {
    short: t`Enter the three digits of the stop number.`,
    none: t`No such stop: there is no stop ${digits} here.`,
    offline: t`This place's stops are not stored on this device yet. Connect to the internet and try again.`,
  };

  return (
    <form
      className="stop-pad"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
    >
      <label htmlFor={inputId} className="stop-pad-label">
        {t`Stop number`}
      </label>
      <input
        id={inputId}
        className="stop-pad-display"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={LENGTH}
        placeholder="000"
        value={digits}
        aria-describedby={messageId}
        onChange={(event) => {
          setMessage(null);
          setDigits(event.target.value.replace(/\D/g, '').slice(0, LENGTH));
        }}
      />
      <div className="stop-pad-keys" role="group" aria-label={t`Number pad`}>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className="stop-pad-key" onClick={() => type(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className="stop-pad-key stop-pad-erase" aria-label={t`Delete`} onClick={erase}>
          <PlayerIcon name="erase" />
        </button>
        <button type="button" className="stop-pad-key" onClick={() => type('0')}>
          0
        </button>
        <button type="submit" className="stop-pad-key stop-pad-go" disabled={busy}>
          {t`Go`}
        </button>
      </div>
      <p id={messageId} className="stop-pad-message" role="status">
        {message ? messages[message] : null}
      </p>
    </form>
  );
}
