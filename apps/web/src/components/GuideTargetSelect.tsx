import { AGE_BANDS, ageBandLabel, GUIDE_DOMAINS, GUIDE_SUB_DOMAINS, GUIDE_TARGETS, type AgeBand, type GuideTarget } from '@yuanwu/shared';
import { Tooltip, TreeSelect } from 'antd';

interface GuideTargetSelectProps {
  value?: number[];
  onChange?: (targetIds: number[]) => void;
  /** The class's age band: its typical behaviours show beside each target. */
  ageBand?: AgeBand;
  placeholder?: string;
  disabled?: boolean;
}

function targetTitle(target: GuideTarget, ageBand?: AgeBand) {
  const title = `目标${target.place} ${target.name}`;
  const bands = ageBand ? [ageBand] : AGE_BANDS;
  const behaviours = bands.map((band) => `${ageBandLabel[band]}：${target.behaviours[band].join('；')}`).join('\n');
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{behaviours}</span>} placement="right">
      <span>{title}</span>
    </Tooltip>
  );
}

/**
 * The guide's targets by domain and sub-domain (《3-6岁儿童学习与发展指南》), several at once. Only
 * targets can be picked; a domain or sub-domain checks all of its own.
 */
export function GuideTargetSelect({ value, onChange, ageBand, placeholder = '选择指南目标', disabled }: GuideTargetSelectProps) {
  const treeData = GUIDE_DOMAINS.map((domain) => ({
    title: domain.name,
    value: `domain-${domain.domainId}`,
    children: GUIDE_SUB_DOMAINS.filter((subDomain) => subDomain.domainId === domain.domainId).map((subDomain) => ({
      title: subDomain.name,
      value: `sub-${subDomain.subDomainId}`,
      children: GUIDE_TARGETS.filter((target) => target.subDomainId === subDomain.subDomainId).map((target) => ({
        title: targetTitle(target, ageBand),
        label: target.name,
        value: target.targetId,
      })),
    })),
  }));
  return (
    <TreeSelect<number[]>
      treeData={treeData}
      value={value}
      onChange={(selected) => onChange?.(selected.filter((item): item is number => typeof item === 'number'))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeNodeLabelProp="label"
      treeNodeFilterProp="label"
      showSearch
      allowClear
      maxTagCount={4}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}
