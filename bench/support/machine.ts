import os from 'node:os';

export interface TMachineFacts {
  node: string;
  platform: string;
  arch: string;
  cpus: number;
  cpuModel: string;
  totalMemoryMb: number;
  date: string;
  /** 1/5/15-minute load averages when the benchmark started: other work on the machine skews figures. */
  loadAverage: number[];
  /** The database kind the benchmarks use: 'postgres' when DATABASE_URL is set, else embedded 'pglite'. */
  databaseKind: 'pglite' | 'postgres';
}

export function databaseKind(): 'pglite' | 'postgres' {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

export function machineFacts(): TMachineFacts {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: os.platform(),
    arch: os.arch(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryMb: Math.round(os.totalmem() / (1024 * 1024)),
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    databaseKind: databaseKind(),
  };
}
