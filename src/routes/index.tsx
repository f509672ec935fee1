import { createFileRoute } from '@tanstack/react-router';
import { bootSnapshot, HomePage, startHomeRefresh } from '@/features/home';
import { HOME_META } from '@/app/home-meta';

// A visit that opens at / draws it without the router (src/app/shell/first-screen.tsx); this
// route draws it once the router is mounted (a way back, the Home tab).
export const Route = createFileRoute('/')({
  staticData: HOME_META,
  // Without boot lists in the page (the service worker's shell), the network refresh starts
  // while the page's code loads; it never blocks: stored data shows at once.
  loader: () => {
    if (!bootSnapshot()) void startHomeRefresh();
  },
  component: HomePage,
});
