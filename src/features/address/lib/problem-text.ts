// The contract's problem kinds as sentences in the visitor's language.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ADDRESS_LIMITS, type AddressField, type AddressProblem } from '@contract/address';

export function problemText(problem: AddressProblem, field: AddressField, i18n: I18n): string {
  switch (problem) {
    case 'required':
      return i18n._(msg`This field is required`);
    case 'tooLong': {
      const max = ADDRESS_LIMITS[field];
      return i18n._(msg`At most ${max} characters`);
    }
    case 'postalCodeCn':
      return i18n._(msg`A postal code in mainland China has 6 digits`);
    case 'postalCodeAbroad':
      return i18n._(msg`A postal code may hold only letters, digits, spaces and hyphens`);
  }
}
