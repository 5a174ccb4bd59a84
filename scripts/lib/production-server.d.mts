/** Types for the TypeScript callers of production-server.mjs (the browser tests' global setup). */
import type { ChildProcess, StdioNull, StdioPipe } from "node:child_process";

export const projectRoot: string;
export const buildDir: string;
export function hasCommand(command: string): boolean;
export function pinned(cpu: string | undefined, command: string, args: string[]): [string, string[]];
export function freePort(): Promise<number>;
export function waitFor(url: string, child: ChildProcess, seconds?: number): Promise<void>;
export function stop(child: ChildProcess): Promise<void>;
export function startProductionServer(options: {
  dataDir: string;
  cpu?: string;
  env?: Record<string, string>;
  stdout?: StdioNull | StdioPipe | number;
  stderr?: StdioNull | StdioPipe | number;
  port?: number;
  waitSeconds?: number;
  onSpawn?: (child: ChildProcess) => void;
}): Promise<{ child: ChildProcess; base: string }>;
