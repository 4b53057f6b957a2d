/** What every benchmark module in bench/benchmarks/*.ts exports (named exports or a default object). */
export interface TBenchmark {
  /** Short, file-name safe id, e.g. `cold-start`; results go to bench/results/<name>.json. */
  name: string;
  /** One sentence: what is measured. */
  description?: string;
  run(): Promise<TBenchResult>;
}

/** What `run()` resolves to. run.ts adds the machine facts, the date and the timings around it. */
export interface TBenchResult {
  /** The measured figures (numbers in ms, req/s, ... as the key names say). */
  figures: Record<string, unknown>;
  /** The targets the figures are compared with. */
  targets: Record<string, unknown>;
  /** Whether every target was met. A miss is reported, never an error. */
  meetsTarget: boolean;
  /** One line for the table printed at the end. */
  headline: string;
  /** Database the measured portal used: 'pglite' or 'postgres'. */
  databaseKind?: string;
  /** How the measurement was made, caveats, what is excluded. */
  method?: Record<string, unknown>;
  notes?: string[];
}
