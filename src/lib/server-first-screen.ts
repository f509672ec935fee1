// The first screen the server drew into the page of a detail address (cover, name,
// introduction: server/src/static/detail-first-screen.ts). While it is on screen, the route
// waits for its place's data before the app's first render, so that the render replaces it
// with the complete page rather than a loading state (docs/decisions/0067-detail-first-screen-from-the-page.md).
import { SERVER_FIRST_SCREEN_CLASS } from './contract';

/** The longest the app's first render waits for a place's data over the server's screen. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** True until the app's first render replaces the page's content (and in no page of the worker's). */
export function serverFirstScreenShown(): boolean {
  return typeof document !== 'undefined' && document.getElementsByClassName(SERVER_FIRST_SCREEN_CLASS).length > 0;
}
