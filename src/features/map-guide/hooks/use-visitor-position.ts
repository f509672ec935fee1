// The visitor's position, only when allowed: watched at once when the permission was granted
// before, otherwise after the visitor asks. Denied or unavailable is reported, never thrown.
import { useCallback, useEffect, useState } from 'react';

export type LocationStatus = 'idle' | 'asking' | 'on' | 'denied' | 'unavailable';

export interface VisitorPosition {
  lat: number;
  lng: number;
  accuracyM: number;
}

export function useVisitorPosition(): { status: LocationStatus; position: VisitorPosition | null; start: () => void } {
  const [status, setStatus] = useState<LocationStatus>(() => ('geolocation' in navigator ? 'idle' : 'unavailable'));
  const [position, setPosition] = useState<VisitorPosition | null>(null);
  /** Each attempt (re)starts the watch; 0: not watching. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions) return;
    let cancelled = false;
    navigator.permissions.query({ name: 'geolocation' }).then(
      (permission) => {
        if (cancelled) return;
        if (permission.state === 'granted') setAttempt((n) => n || 1);
        else if (permission.state === 'denied') setStatus('denied');
      },
      () => undefined, // the visitor can still ask
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (attempt === 0) return;
    const id = navigator.geolocation.watchPosition(
      (fix) => {
        setStatus('on');
        setPosition({ lat: fix.coords.latitude, lng: fix.coords.longitude, accuracyM: fix.coords.accuracy });
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [attempt]);

  const start = useCallback(() => {
    if (!('geolocation' in navigator)) return;
    setStatus('asking');
    setAttempt((n) => n + 1);
  }, []);
  return { status, position, start };
}
