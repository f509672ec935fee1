import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { bootSnapshot, HomePage, startHomeRefresh } from '@/features/home';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Scenic area guide`, footer: true },
  // Without boot lists in the page (the service worker's shell), the network refresh starts
  // while the page's code loads; it never blocks: stored data shows at once.
  loader: () => {
    if (!bootSnapshot()) void startHomeRefresh();
  },
  component: HomePage,
});
