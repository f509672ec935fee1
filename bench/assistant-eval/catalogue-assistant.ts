// The catalogue assistant (src/lib/assistant) as the evaluation bench runs it: over the
// content files with their translations, as the server answers with no model configured.
// It asks as a visitor who has unlocked every place: what a paid narration says is content the
// assistant answers from once unlocked, and the gate itself is tested in tests/unit/assistant.
import { contentCatalogue } from '../../content/scripts/lib/assistant-catalogue';
import { createAssistant } from '../../src/lib/assistant/index';
import type { AssistantAnswer, AssistantQuestion } from '../../src/lib/assistant/types';

export async function createEvalAssistant(): Promise<(q: AssistantQuestion) => AssistantAnswer> {
  const catalogue = contentCatalogue();
  const assistant = createAssistant(catalogue);
  const unlocks = { pointIds: [], placeIds: catalogue.places.map((p) => p.id) };
  return (q) => assistant.answer({ ...q, unlocks: q.unlocks ?? unlocks });
}
