import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Env } from '../infrastructure/store-settings';

/** What a command may touch besides its arguments; tests pass their own. */
export interface CliContext {
  env: Env;
  cwd: string;
  stdout(line: string): void;
  stderr(line: string): void;
  /** True when stderr is a terminal, so a progress bar can be drawn. */
  interactive: boolean;
}

export interface CliCommand {
  usage: string;
  run(argv: string[], context: CliContext): Promise<void>;
}

/** Wrong arguments: reported with the usage, exit code 2. */
export class UsageError extends Error {}

const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Runs a command and turns its outcome into an exit code, printing errors without stack traces. */
export async function executeCli(command: CliCommand, argv: string[], context: CliContext): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    context.stdout(command.usage);
    return EXIT_OK;
  }
  try {
    await command.run(argv, context);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      context.stderr(`error: ${error.message}\n\n${command.usage}`);
      return EXIT_USAGE;
    }
    context.stderr(`error: ${messageOf(error)}`);
    return EXIT_FAILED;
  }
}

function processContext(): CliContext {
  return {
    env: process.env,
    cwd: process.cwd(),
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
    interactive: Boolean(process.stderr.isTTY),
  };
}

/** The entry point of a compiled CLI: `node dist/node/tools/src/cli/<name>.js ...`. */
export function runAsMain(command: CliCommand): void {
  void executeCli(command, process.argv.slice(2), processContext()).then((code) => {
    process.exitCode = code;
  });
}

/** Not `instanceof Error`: errors of node's own modules come from another realm under jest's VM modules. */
function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}

/** node:util parseArgs (strict unless told otherwise), with its errors reported as usage errors. */
export function parseCliArgs<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}

/** A non-negative integer option, or undefined when absent. */
export function integerOption(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a non-negative integer (got "${raw}")`);
  return Number(raw);
}
