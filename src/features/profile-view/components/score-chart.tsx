import { useId } from 'react';
import { axisTicks, surveyDateLabel } from '../health';

interface Point {
  date: string;
  value: number;
}

interface Props {
  title: string;
  /** Oldest first. */
  points: Point[];
  average?: number | null;
}

const W = 360;
const H = 200;
const PAD = { left: 36, right: 12, top: 12, bottom: 30 };

/** A line graph of the last surveys (axis with 5 ticks, minimum step 10, dates MM-DD-YY) and a data table for screen readers. */
export function ScoreChart({ title, points, average }: Props) {
  const id = useId();
  const values = [...points.map((p) => p.value), ...(typeof average === 'number' ? [average] : [])];
  const ticks = axisTicks(values);
  const lo = ticks[0];
  const hi = ticks[4];
  const x = (i: number) => PAD.left + (points.length <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo || 1);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-caption`} className="chart__svg">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="chart__grid" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="chart__tick">
              {t}
            </text>
          </g>
        ))}
        {typeof average === 'number' && <line x1={PAD.left} x2={W - PAD.right} y1={y(average)} y2={y(average)} className="chart__average" />}
        {points.length > 1 && <path d={path} className="chart__line" />}
        {points.map((p, i) => (
          <g key={`${p.date}-${i}`}>
            <circle cx={x(i)} cy={y(p.value)} r={4} className="chart__dot" />
            {/* The first and last dates align to their point's edge so neither runs past the chart. */}
            <text x={x(i)} y={H - 10} textAnchor={points.length > 1 && i === 0 ? 'start' : points.length > 1 && i === points.length - 1 ? 'end' : 'middle'} className="chart__tick">
              {surveyDateLabel(p.date)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption id={`${id}-caption`}>
        {title}
        {typeof average === 'number' ? ` (dashed line: community average ${average})` : ''}
      </figcaption>
      <table className="rwb-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.date}-${i}`}>
              <td>{surveyDateLabel(p.date)}</td>
              <td>{p.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
