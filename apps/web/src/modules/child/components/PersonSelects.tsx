import { ethnicGroups, guardianRelationLabel } from '@yuanwu/shared';
import { Select, type SelectProps } from 'antd';

const ethnicOptions = ethnicGroups.map((group) => ({ value: group.ethnicId, label: group.ethnicName }));
const relationOptions = Object.entries(guardianRelationLabel).map(([relationType, label]) => ({ value: Number(relationType), label }));

/** The 56 ethnic groups, searchable. */
export function EthnicSelect(props: Omit<SelectProps<number>, 'options'>) {
  return <Select<number> placeholder="选择民族" showSearch={{ optionFilterProp: 'label' }} allowClear {...props} options={ethnicOptions} />;
}

/** 父亲 ... 其他: how a guardian or pick-up person is related to the child. */
export function RelationSelect(props: Omit<SelectProps<number>, 'options'>) {
  return <Select<number> placeholder="选择关系" {...props} options={relationOptions} />;
}
