import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Scenic area guide`, footer: true },
  component: HomePage,
});
