// The mini-program SDK (wx.miniProgram), when the page runs inside one.
interface MiniProgramSdk {
  navigateTo?: (options: { url: string }) => void;
  redirectTo?: (options: { url: string }) => void;
}

const sdk = (): MiniProgramSdk | undefined =>
  (window as unknown as { wx?: { miniProgram?: MiniProgramSdk } }).wx?.miniProgram;

/** false when no SDK is there (the caller then says so). */
export function navigateMiniProgram(path: string): boolean {
  const miniProgram = sdk();
  if (!miniProgram?.navigateTo) return false;
  try {
    miniProgram.navigateTo({ url: path });
    return true;
  } catch {
    return false;
  }
}
