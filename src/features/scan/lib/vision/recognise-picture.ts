// One picture, up to five looks. The first at FIRST_LOOK_SIDE. When it finds nothing and more
// looks are wanted: the picture at its full analysed size with more features (an exhibit small
// among many other corners; a picked photo, and a live frame every other time); and when that
// finds nothing too, a third with fainter corners kept (a dim, hazy or washed-out photo), and a
// fourth with the local contrast evened out first (glare: a lamp's reflection that washes out
// part of the picture), and a fifth with it normalised (the mean around each pixel taken away,
// divided by the spread there: glare's veil undone where CLAHE left it); the third to fifth for
// a picked photo only. Each later look runs only where the earlier ones failed.
import { NONE_BELOW } from '../decide';
import { extractFeatures, type OrbSettings, type Rgba } from './features';
import type { Cv } from './opencv';
import { recognise, type ExhibitScore, type MatchIndex, type MatchSettings } from './recognise';
import { FIRST_LOOK_SIDE, LATER_LOOKS, MATCH, QUERY_ORB, type Looks } from './settings';

const best = (scores: ExhibitScore[]) => scores[0]?.inliers ?? 0;

export type { Looks } from './settings';

/** `laterLooks`, `match`: the benches may try other settings. */
export function recognisePicture(
  cv: Cv,
  index: MatchIndex,
  image: Rgba,
  looks: Looks,
  laterLooks: readonly OrbSettings[] = LATER_LOOKS,
  match: MatchSettings = MATCH,
): ExhibitScore[] {
  let found = recognise(cv, index, extractFeatures(cv, image, QUERY_ORB, FIRST_LOOK_SIDE), match);
  for (const settings of laterLooks.slice(0, looks - 1)) {
    if (best(found) >= NONE_BELOW) return found;
    const again = recognise(cv, index, extractFeatures(cv, image, settings), match);
    if (best(again) > best(found)) found = again;
  }
  return found;
}
