import { runAsMain } from '../cli/cli-runtime';
import { simulateCallsCommand } from './simulate-calls';

runAsMain(simulateCallsCommand);
