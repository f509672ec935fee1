// The home lists the server wrote into the page (see server/src/static/boot-data.ts). Present
// on a page loaded from the network at `/`; absent in the service worker's shell, where the
// lists come from Dexie.
import { BOOT_DATA_ELEMENT_ID, type BootData, type HomeSnapshot } from '@contract';

let snapshot: HomeSnapshot | null | undefined;

function parse(): HomeSnapshot | null {
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const { home } = JSON.parse(text) as BootData;
    const lists = [home.banners, home.scenic, home.popular, home.guides];
    return lists.every(Array.isArray) ? home : null;
  } catch {
    return null;
  }
}

export function bootSnapshot(): HomeSnapshot | null {
  if (snapshot === undefined) snapshot = parse();
  return snapshot;
}
