import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account';

export const Route = createFileRoute('/login')({
  staticData: { title: msg`Log in`, navBar: true, background: '#ffffff' },
  component: LoginPage,
});
