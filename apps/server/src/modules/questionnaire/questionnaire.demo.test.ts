import { QuestionnaireState } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s questionnaires on %s', (dialect) => {
  let demo: DemoApp;
  let token: string;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    token = await demo.login();
  });
  afterAll(() => demo.close());

  const post = async (url: string, payload: Record<string, unknown> = {}) => (await demo.app.inject({ method: 'POST', url, headers: { auth: token }, payload })).json().data;

  it('has an ended survey answered by most families, one in progress and a draft', async () => {
    const page = (await demo.app.inject({ method: 'GET', url: '/javaApi/questionnaire/getQuestionnaireList', headers: { auth: token } })).json().data;
    const rows = page.list as { id: number; title: string; state: number; answerCount: number }[];
    expect(rows.map((row) => [row.title, row.state])).toEqual(
      expect.arrayContaining([
        ['2026年秋季学期家长满意度调查', QuestionnaireState.ENDED],
        ['寒假托管需求调查', QuestionnaireState.IN_PROGRESS],
        ['2027年春季亲子运动会项目征集', QuestionnaireState.DRAFT],
      ]),
    );
    const ended = rows.find((row) => row.state === QuestionnaireState.ENDED)!;
    const running = rows.find((row) => row.state === QuestionnaireState.IN_PROGRESS)!;
    expect(ended.answerCount).toBeGreaterThan(running.answerCount);
    expect(running.answerCount).toBeGreaterThan(0);
    const conclusion = await post('/javaApi/questionnaire/getConclusion', { questionnaireId: ended.id });
    expect(conclusion.answerRate).toBeGreaterThan(60);
    expect(conclusion.questions[0].options[0].count).toBeGreaterThan(conclusion.questions[0].options[3].count);
  });
});
