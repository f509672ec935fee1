import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/login')({
  staticData: { title: msg`Log in`, navBar: true, background: '#ffffff' },
  component: LoginPage,
});

function LoginPage() {
  return <PlaceholderPage />;
}
