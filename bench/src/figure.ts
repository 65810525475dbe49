/** One row of the bench's table (bench/run.ts prints them and writes them to results.json). */
export interface Figure {
  figure: string;
  target: string;
  measured: string;
  baseline: string;
  /** Measured against the baseline taken in the same run; null where no ratio means anything. */
  ratio: number | null;
  /** Null where the issue sets no target: the figure is reported. */
  met: boolean | null;
}

export type Log = (message: string) => void;
