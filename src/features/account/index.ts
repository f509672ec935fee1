// Login, the account and its closure (issue 7). Light on purpose: the shell (api-bindings)
// imports the redirect rules and the cleaners from here, the screens load with their routes.
import { lazyRouteComponent } from '@tanstack/react-router';

export { clearMemberData, registerMemberDataCleaner } from '@/lib/member-data-cleaners';
export { forgetAccount, signOut } from './lib/sign-out';
export { maskMobile } from './lib/form-rules';
export { useProfile } from './hooks/use-profile';
export { afterLoginTarget, goToLogin, openExternal } from './lib/navigation';
export { LoginNeeded } from './components/login-needed';

export const LoginPage = lazyRouteComponent(() => import('./components/login-page'), 'LoginPage');
export const AccountInfoPage = lazyRouteComponent(() => import('./components/account-info-page'), 'AccountInfoPage');
