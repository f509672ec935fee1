import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage, startHomeRefresh } from '../features/home';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Scenic area guide`, footer: true },
  // Starts the network refresh while the page's code loads; never blocks: stored data shows at once.
  loader: () => {
    void startHomeRefresh();
  },
  component: HomePage,
});
