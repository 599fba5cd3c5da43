import { Tag } from 'antd';

const SHOWN = 12;

/** The children an action is about, as tags: the first dozen by name, then how many more. */
export function StudentNames({ students }: { students: readonly { studentId: number; studentName: string }[] }) {
  return (
    <div className="child-names">
      {students.slice(0, SHOWN).map((student) => (
        <Tag key={student.studentId}>{student.studentName}</Tag>
      ))}
      {students.length > SHOWN ? <span className="child-muted">等 {students.length} 名</span> : null}
    </div>
  );
}
