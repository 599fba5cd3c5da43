import type { SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { QuerySelect } from '../../../components/query-state';
import { throttle } from '../../../components/throttle';
import type { PickedPerson } from '../vote-form';
import { usePersonOptions, type PersonKind } from '../vote.queries';

const SEARCH_WAIT_MS = 300;
const what: Record<PersonKind, string> = { teacher: '教师', child: '幼儿' };

type PersonSelectProps = Omit<SelectProps<PickedPerson | PickedPerson[]>, 'options' | 'loading' | 'labelInValue' | 'showSearch' | 'filterOption'> & { kind: PersonKind };

/**
 * Picks teachers at work or children in school by name (a teacher by phone too), searched on the
 * server as one types; the chosen keep their names whatever the search shows now.
 */
export function PersonSelect({ kind, ...props }: PersonSelectProps) {
  const [searchKey, setSearchKey] = useState('');
  const search = useMemo(() => throttle((text: string) => setSearchKey(text.trim()), SEARCH_WAIT_MS), []);
  const people = usePersonOptions(kind, searchKey);
  const options = (people.data ?? []).map((person) => ({ value: person.value, label: person.label, detail: person.detail }));
  return (
    <QuerySelect<PickedPerson | PickedPerson[]>
      query={people}
      what={what[kind]}
      placeholder={`输入${what[kind]}姓名搜索`}
      emptyText={searchKey ? `没有找到“${searchKey}”` : `本园还没有${what[kind]}`}
      {...props}
      labelInValue
      showSearch={{ filterOption: false, onSearch: search }}
      optionRender={(option) => (
        <span className="vote-person-option">
          {option.label}
          {option.data.detail ? <span className="vote-person-option__detail">{option.data.detail}</span> : null}
        </span>
      )}
      options={options}
    />
  );
}
