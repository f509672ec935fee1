// Connects the request layer to the app: toasts in the visitor's language, the re-login,
// and who is logged in (for openId and requestId on every call).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// From the module itself, not the request layer's index: binding must not load the client.
import { bindApi } from '@/lib/api/bindings';
import type { FailureToast } from '@/lib/api/error-catalogue';
import { appStore, logoutAtom, tokenAtom, userInfoAtom } from '@/lib/store';
import { showToast } from '@/lib/toasts';

function failureText(toast: Exclude<FailureToast, null>): { text: string; code: string | null } {
  switch (toast.kind) {
    case 'message':
      return { text: toast.message, code: toast.code };
    case 'system-exception':
      return { text: i18n._(msg`System exception, please contact customer service`), code: null };
    case 'network-error':
      return { text: i18n._(msg`Network error, please try again later`), code: null };
  }
}

export function bindApiToApp(): void {
  bindApi({
    notifier: {
      failure(toast) {
        const { text, code } = failureText(toast);
        showToast('error', text, code);
      },
      success(message) {
        showToast('success', message ?? i18n._(msg`Success`));
      },
      loading(message) {
        return showToast('loading', message ?? i18n._(msg`Loading…`));
      },
    },
    // 401 / MOB2230010: the account is gone (revoked, expired, closed): clear it and the
    // member's local data, then log in again and come back here (spec point 2's redirects).
    relogin() {
      appStore.set(logoutAtom);
      // Loaded when needed: not part of the first screen. The account and the member's data
      // leave this device (as on logout) before the page does.
      void import('@/features/account').then(({ forgetAccount, goToLogin }) =>
        forgetAccount().finally(() => goToLogin()),
      );
    },
    identity: () => ({
      loggedIn: Boolean(appStore.get(tokenAtom)),
      openId: appStore.get(userInfoAtom)?.openId ?? null,
      token: appStore.get(tokenAtom),
    }),
  });
}
