import type { enrolEndpoints, OutputOf } from '@yuanwu/shared';
import { Card, Spin } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { YearSelect } from '../../filter';
import { classParkDetailPath } from '../enrol.paths';
import { useEnrolClasses } from '../enrol.queries';

type EnrolClass = OutputOf<typeof enrolEndpoints.getClassList>[number];

/** Classes grouped under their grades, in the order the server gives them. */
function byGrade(classes: EnrolClass[]) {
  const grades = new Map<number, { gradeName: string; classes: EnrolClass[] }>();
  for (const entry of classes) {
    const grade = grades.get(entry.gradeId) ?? { gradeName: entry.gradeName, classes: [] };
    grade.classes.push(entry);
    grades.set(entry.gradeId, grade);
  }
  return [...grades.entries()];
}

/** The year's classes as tiles: children now in each, and new students placed there awaiting confirmation. */
export function ClassBoard({ yearId, onYearChange }: { yearId: number; onYearChange(yearId: number): void }) {
  const classes = useEnrolClasses(yearId);
  const list = classes.data ?? [];
  const waiting = list.reduce((sum, entry) => sum + entry.placedCount, 0);
  return (
    <Card
      variant="borderless"
      title={
        <span>
          班级入园情况
          {waiting > 0 ? <span className="enrol-board__summary">共 {waiting} 名新生待确认入园</span> : null}
        </span>
      }
      extra={<YearSelect className="enrol-board__year" value={yearId} onChange={onYearChange} />}
    >
      <QueryState
        query={classes}
        what="班级"
        compact
        isEmpty={(found) => found.length === 0}
        empty="这个学年还没有班级，请先在“班级管理”中新建班级"
        loading={<Spin className="enrol-board__loading" />}
      >
        {() => (
          <div className="enrol-board">
            {byGrade(list).map(([gradeId, grade]) => (
              <div key={gradeId} className="enrol-board__grade">
                <div className="enrol-board__grade-name">{grade.gradeName}</div>
                <div className="enrol-board__tiles">
                  {grade.classes.map((entry) => (
                    <Link key={entry.classId} to={classParkDetailPath(entry.classId)} className="enrol-tile" aria-label={`${entry.className}入园详情`}>
                      <span className="enrol-tile__name">{entry.className}</span>
                      <span className="enrol-tile__count">
                        在读 {entry.childCount} 名
                        {entry.placedCount > 0 ? <span className="enrol-tile__placed"> · 待确认 {entry.placedCount} 名</span> : null}
                      </span>
                    </Link>
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
