import { rateText, rateTone } from '../date-range';
import '../attendance.css';

/** A rate with a bar under it, coloured as a principal reads it. */
export function AttendRate({ rate }: { rate: number | null }) {
  return (
    <span className={`attend-rate attend-rate--${rateTone(rate)}`}>
      <span className="attend-rate__text">{rateText(rate)}</span>
      <span className="attend-rate__track">
        <span className="attend-rate__bar" style={{ width: `${rate ?? 0}%` }} />
      </span>
    </span>
  );
}
