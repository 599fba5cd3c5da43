import { Tag } from 'antd';
import '../child.css';

const SHOWN = 12;

/** The children an action is about, as tags: the first dozen by name, then how many more. */
export function StudentNames({ students }: { students: readonly { studentId: number; studentName: string }[] }) {
  return (
    <div className="child-names">
      {students.slice(0, SHOWN).map((student) => (
        <Tag key={student.studentId}>{student.studentName}</Tag>
      ))}
      {students.length > SHOWN ? <span className="text-muted">等 {students.length} 名</span> : null}
    </div>
  );
}
