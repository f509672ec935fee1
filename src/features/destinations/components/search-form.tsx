import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';

/** Search by destination or keyword; an empty search clears the keyword. */
export function SearchForm({ keyword, onSearch }: { keyword: string | undefined; onSearch: (term: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(keyword ?? '');
  return (
    <form
      role="search"
      className="destination-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search by destination or keyword</Trans>
      </label>
      <Icon name="search" size={20} />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t`Destination, scenic area or keyword`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
