import { QuestionnaireState, questionnaireStateLabel } from '@yuanwu/shared';
import { Tag } from 'antd';

const stateColor: Record<QuestionnaireState, string> = {
  [QuestionnaireState.DRAFT]: 'default',
  [QuestionnaireState.NOT_STARTED]: 'blue',
  [QuestionnaireState.IN_PROGRESS]: 'green',
  [QuestionnaireState.ENDED]: 'orange',
};

export function StateTag({ state }: { state: number }) {
  return <Tag color={stateColor[state as QuestionnaireState]}>{questionnaireStateLabel[state as QuestionnaireState]}</Tag>;
}
