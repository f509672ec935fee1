// Labels of the museum type and nature codes (interface strings, so they follow the language).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MuseumT } from '@contract';

export const MUSEUM_TYPE_LABELS: Record<MuseumT['museumType'], MessageDescriptor> = {
  comprehensive: msg`Comprehensive museum`,
  history: msg`History museum`,
  art: msg`Art museum`,
  site: msg`Archaeological site museum`,
};

export const MUSEUM_NATURE_LABELS: Record<MuseumT['nature'], MessageDescriptor> = {
  national: msg`National`,
  provincial: msg`Provincial`,
  municipal: msg`Municipal`,
};
