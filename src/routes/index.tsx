import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home';
import { HOME_META } from '@/app/home-meta';

// A visit that opens at / draws it without the router (src/app/shell/first-screen.tsx); this
// route draws it once the router is mounted (a way back, the Home tab). The page starts its
// own refresh once it knows what Dexie holds.
export const Route = createFileRoute('/')({
  staticData: HOME_META,
  component: HomePage,
});
