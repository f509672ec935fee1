// Navigation inside the mini-program host (its login page, its web-view page for external
// links), through the host's bridge (src/lib/mini-program-host.ts).
import { miniProgramBridge } from '@/lib/mini-program-host';

/** false when no host bridge is there (the caller then says so). */
export async function navigateMiniProgram(path: string): Promise<boolean> {
  const bridge = await miniProgramBridge();
  if (!bridge) return false;
  bridge.navigateTo({ url: path });
  return true;
}
