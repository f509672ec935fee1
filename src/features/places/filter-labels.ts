// Labels of the filter codes: interface strings, so they follow the language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LocationArea, ScenicType } from '@/lib/scenic-filters';

export const SCENIC_TYPE_LABELS: Record<ScenicType, MessageDescriptor> = {
  mountain: msg`Mountains`,
  water: msg`Lakes and rivers`,
  garden: msg`Gardens`,
  heritage: msg`Heritage sites`,
  forest: msg`Forests`,
  karst: msg`Karst landscapes`,
};

export const LOCATION_AREA_LABELS: Record<LocationArea, MessageDescriptor> = {
  north: msg`North China`,
  northeast: msg`Northeast China`,
  east: msg`East China`,
  central: msg`Central China`,
  south: msg`South China`,
  southwest: msg`Southwest China`,
  northwest: msg`Northwest China`,
};
