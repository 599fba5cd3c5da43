/** Order statistics of samples, and the verdict on interleaved A/B pairs. */

export interface Summary {
  n: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return { n: sorted.length, mean, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);

/** Above this, (max - min) / median of the per-pair ratios, a run says so rather than trusting its median. */
export const UNTRUSTWORTHY_SPREAD = 0.25;

export interface PairVerdict {
  ratios: number[];
  medianRatio: number;
  /** (max - min) / median of the per-pair ratios. */
  spread: number;
  untrustworthy: boolean;
}

export function pairVerdict(ratios: number[]): PairVerdict {
  const medianRatio = median(ratios);
  const spread = (Math.max(...ratios) - Math.min(...ratios)) / medianRatio;
  return { ratios, medianRatio, spread, untrustworthy: ratios.length < 2 || spread > UNTRUSTWORTHY_SPREAD };
}
