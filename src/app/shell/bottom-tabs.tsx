import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { AppLink } from '@/components/ui/app-link';
import type { TabRoot } from '../tab-roots';
import { TabIcon, type TabIconName } from './tab-icon';

interface Tab {
  to: TabRoot;
  label: MessageDescriptor;
  icon: TabIconName;
}

const TABS: Tab[] = [
  { to: '/', label: msg`Home`, icon: 'home' },
  { to: '/destinations', label: msg`Destinations`, icon: 'compass' },
  {
    to: '/guidePage',
    label: msg({ message: 'Sight', comment: 'Bottom tab: the gold-medal guides' }),
    icon: 'headphones',
  },
  { to: '/chatTravel', label: msg`Interact`, icon: 'chat' },
  { to: '/mine', label: msg`Mine`, icon: 'person' },
];

export function BottomTabs() {
  const { i18n } = useLingui();
  return (
    <nav className="bottom-tabs" aria-label={i18n._(msg`Main`)}>
      {TABS.map((tab) => (
        <AppLink
          key={tab.to}
          to={tab.to}
          className="bottom-tab"
          activeOptions={{ exact: tab.to === '/', includeSearch: false }}
          activeProps={{ className: 'bottom-tab is-active', 'aria-current': 'page' }}
        >
          <TabIcon name={tab.icon} />
          <span>{i18n._(tab.label)}</span>
        </AppLink>
      ))}
    </nav>
  );
}
