import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

interface RecordNotFoundProps {
  title: string;
  subTitle: string;
  /** Where the way back leads, and what its button says. */
  backTo: string;
  backLabel: string;
}

/** A screen of one record (or page) that is not there: why, and the way back to where it was listed. */
export function RecordNotFound({ title, subTitle, backTo, backLabel }: RecordNotFoundProps) {
  const navigate = useNavigate();
  return (
    <div className="result-page">
      <Result
        status="404"
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => void navigate(backTo)}>
            {backLabel}
          </Button>
        }
      />
    </div>
  );
}
