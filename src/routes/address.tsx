import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '@/features/address';

export const Route = createFileRoute('/address')({
  staticData: { title: msg`Postal address` },
  component: AddressPage,
});
