// One picture, one or two looks: the first at FIRST_LOOK_SIDE; when it finds nothing and a
// second look is wanted, the picture at its full analysed size with more features (slower,
// and only where the first look failed: an exhibit small among many other corners).
import { NONE_BELOW } from '../decide';
import { extractFeatures, type Rgba } from './features';
import type { Cv } from './opencv';
import { recognise, type ExhibitScore, type MatchIndex } from './recognise';
import { FIRST_LOOK_SIDE, MATCH, QUERY_ORB, SECOND_LOOK_ORB } from './settings';

const best = (scores: ExhibitScore[]) => scores[0]?.inliers ?? 0;

export function recognisePicture(cv: Cv, index: MatchIndex, image: Rgba, secondLook: boolean): ExhibitScore[] {
  const first = recognise(cv, index, extractFeatures(cv, image, QUERY_ORB, FIRST_LOOK_SIDE), MATCH);
  if (!secondLook || best(first) >= NONE_BELOW) return first;
  const second = recognise(cv, index, extractFeatures(cv, image, SECOND_LOOK_ORB), MATCH);
  return best(second) > best(first) ? second : first;
}
