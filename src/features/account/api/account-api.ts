// The login and account calls. Failures are shown in place by the forms (no toast); the
// account calls keep the request layer's re-login on 401.
import { request } from '@/lib/api';
import {
  ACCOUNT_CLOSE_CONFIRMATION,
  MEMBER_ENDPOINTS,
  type LoginResult,
  type MemberProfile,
  type SmsCodeSent,
  type SmsPurpose,
} from '@contract/member';

const quiet = { errorToast: false } as const;

export const askSmsCode = (mobile: string, purpose: SmsPurpose) =>
  request<SmsCodeSent>(MEMBER_ENDPOINTS.smsCode, {
    method: 'POST',
    payload: { mobile, purpose },
    ...quiet,
    reLogin: purpose !== 'login',
  });

export const logIn = (mobile: string, code: string, agreed: boolean) =>
  request<LoginResult>(MEMBER_ENDPOINTS.login, {
    method: 'POST',
    payload: { mobile, code, agreed },
    ...quiet,
    reLogin: false,
  });

export const logOut = () =>
  request<{ revoked: true }>(MEMBER_ENDPOINTS.logout, { method: 'POST', ...quiet, reLogin: false });

export const fetchProfile = () => request<MemberProfile>(MEMBER_ENDPOINTS.profile, quiet);

export type ProfileField = 'nickname' | 'name' | 'email';

export const updateProfile = (changes: Partial<Record<ProfileField, string | null>>) =>
  request<MemberProfile>(MEMBER_ENDPOINTS.profileUpdate, { method: 'POST', payload: changes, ...quiet });

export const changeMobile = (mobile: string, code: string) =>
  request<MemberProfile>(MEMBER_ENDPOINTS.mobileChange, { method: 'POST', payload: { mobile, code }, ...quiet });

export const closeAccount = () =>
  request<{ closed: true }>(MEMBER_ENDPOINTS.close, {
    method: 'POST',
    payload: { confirm: ACCOUNT_CLOSE_CONFIRMATION },
    ...quiet,
  });
