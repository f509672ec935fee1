import { useEffect, useSyncExternalStore } from 'react';
import type { StoredExhibitFeatures } from '@/db/database';
import { recognitionEngine, type EngineStatus, type RecognitionEngine } from '../lib/recognition-engine';

/** The page's recognition worker (started on first use), its status, and the references it compares with. */
export function useRecognitionEngine(references: StoredExhibitFeatures[] | undefined): {
  engine: RecognitionEngine;
  status: EngineStatus;
} {
  const engine = recognitionEngine();
  const status = useSyncExternalStore(
    (listener) => engine.subscribe(listener),
    () => engine.status,
  );
  useEffect(() => {
    if (references) engine.setReferences(references);
  }, [engine, references]);
  return { engine, status };
}
