import { Plural, Trans } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isLoggedInAtom, useAtomValue } from '@/lib/store';
import { useDownloads } from '@/features/downloads';
import { AccountCard } from './account-card';
import { LogOutEntry } from './log-out-entry';
import './mine.css';

function MenuEntry({
  to,
  search,
  label,
  detail,
}: {
  to: LinkProps['to'];
  search?: LinkProps['search'];
  label: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <li>
      <Link to={to} search={search} className="mine-entry">
        <span className="mine-entry-label">{label}</span>
        {detail ? <span className="mine-entry-detail">{detail}</span> : null}
        <span className="mine-entry-chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

function DownloadCount() {
  const downloads = useDownloads();
  if (!downloads) return null;
  const count = downloads.length;
  return <Plural value={count} one="# place" other="# places" />;
}

/** The visitor's account and own things: downloads, orders, coupons, favourites, history, contact and about. */
export function MinePage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className="mine-page">
      <h1 className="page-heading">
        <Trans>Mine</Trans>
      </h1>
      <AccountCard />
      <nav aria-labelledby="mine-offline">
        <h2 className="section-title" id="mine-offline">
          <Trans>Offline</Trans>
        </h2>
        <ul className="mine-menu">
          <MenuEntry to="/downloads" label={<Trans>Downloads</Trans>} detail={<DownloadCount />} />
        </ul>
      </nav>
      <nav aria-labelledby="mine-account">
        <h2 className="section-title" id="mine-account">
          <Trans>My account</Trans>
        </h2>
        <ul className="mine-menu">
          {loggedIn ? <MenuEntry to="/accountInfo" label={<Trans>Account info</Trans>} /> : null}
          {loggedIn ? <MenuEntry to="/address" label={<Trans>Postal address</Trans>} /> : null}
          <MenuEntry to="/orders" label={<Trans>My orders</Trans>} />
          <MenuEntry to="/orders" search={{ tab: 'coupons' }} label={<Trans>Coupons</Trans>} />
          <MenuEntry to="/favorites" label={<Trans>My favourites</Trans>} />
          <MenuEntry to="/history" label={<Trans>Browsing history</Trans>} />
          <MenuEntry to="/feedback" label={<Trans>Contact us</Trans>} />
          <MenuEntry to="/about" label={<Trans>About us</Trans>} />
        </ul>
      </nav>
      {loggedIn ? (
        <nav aria-labelledby="mine-session">
          <h2 className="section-title" id="mine-session">
            <Trans>Account</Trans>
          </h2>
          <ul className="mine-menu">
            <LogOutEntry />
            <MenuEntry to="/accountInfo" label={<Trans>Close account</Trans>} />
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
