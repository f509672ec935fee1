import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db } from '@/db/database';
import { langAtom, onlineAtom, useAtomValue } from '@/lib/store';
import type { Order } from '@contract/member';
import { cancelOrder, deleteOrder, requestRefund } from '../api/orders-api';
import { goToPayment } from '../state/pay-for';
import { forgetOrder, storeOrders } from '../state/stored-orders';
import { followOrder } from '../state/follow-order';
import { listenNow } from '../state/listen-now';
import { ActionError } from '@/components/ui/action-error';
import { ConfirmDialog } from './confirm-dialog';

type Asking = 'cancel' | 'delete' | 'refund' | null;

function ListenLink({ order }: { order: Order }) {
  if (order.targetKind === 'point') {
    return (
      <Link
        to="/pointDetail"
        search={{ id: order.targetId }}
        className="button"
        onClick={() => void listenNow('point', order.targetId)}
      >
        <Trans>Listen now</Trans>
      </Link>
    );
  }
  return <PlaceListenLink placeId={order.targetId} />;
}

/** A bought place: its page (a museum's or a scenic area's) opens, playing from its first stop. */
function PlaceListenLink({ placeId }: { placeId: string }) {
  const isMuseum = useLiveQuery(async () => (await db.museums.get(placeId)) !== undefined, [placeId]);
  const listen = () => void listenNow('place', placeId);
  return isMuseum ? (
    <Link to="/museumDetail" search={{ id: placeId }} className="button" onClick={listen}>
      <Trans>Listen now</Trans>
    </Link>
  ) : (
    <Link to="/poiDetail" search={{ id: placeId }} className="button" onClick={listen}>
      <Trans>Listen now</Trans>
    </Link>
  );
}

/** What can be done with the order in its status (the server refuses any other move). */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useAtomValue(onlineAtom);
  const lang = useAtomValue(langAtom);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const pay = () => run(() => goToPayment(order.id, lang));
  const cancel = () =>
    run(async () => {
      setAsking(null);
      await storeOrders([await cancelOrder(order.id)]);
    });
  const remove = () =>
    run(async () => {
      setAsking(null);
      await deleteOrder(order.id);
      await forgetOrder(order.id);
      await navigate({ to: '/orders', replace: true });
    });
  const refund = () => {
    if (reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    void run(async () => {
      setAsking(null);
      await storeOrders([await requestRefund(order.id, reason.trim())]);
      // The provider reports the refund a moment later; then the unlock is taken back.
      void followOrder(order.id, 'refunding');
    });
  };

  return (
    <div className="order-actions">
      {!online ? (
        <p className="muted" role="status">
          <Trans>These actions need a connection.</Trans>
        </p>
      ) : null}
      <ActionError error={error} />
      <div className="order-action-buttons">
        {order.status === 'awaiting-payment' ? (
          <>
            <button type="button" className="button" disabled={busy || !online} onClick={() => void pay()}>
              <Trans>Pay now</Trans>
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || !online}
              onClick={() => setAsking('cancel')}
            >
              <Trans>Cancel order</Trans>
            </button>
          </>
        ) : null}
        {order.status === 'paid' ? (
          <>
            <ListenLink order={order} />
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || !online}
              onClick={() => setAsking('refund')}
            >
              <Trans>Request refund</Trans>
            </button>
          </>
        ) : null}
        {order.status === 'cancelled' || order.status === 'refunded' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy || !online}
            onClick={() => setAsking('delete')}
          >
            <Trans>Delete order</Trans>
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking === 'cancel'}
        message={t`Are you sure you want to cancel the order?`}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        message={t`Are you sure you want to delete the order?`}
        onConfirm={() => void remove()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'refund'}
        message={t`Why do you want a refund?`}
        onConfirm={refund}
        onClose={() => setAsking(null)}
      >
        <label className="refund-reason">
          <span>
            <Trans>Refund reason</Trans>
          </span>
          <textarea
            value={reason}
            required
            maxLength={200}
            aria-invalid={reasonMissing}
            aria-describedby={reasonMissing ? 'refund-reason-missing' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonMissing(false);
            }}
          />
        </label>
        {reasonMissing ? (
          <p id="refund-reason-missing" className="action-error" role="alert">
            <Trans>Please give a reason for the refund.</Trans>
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
