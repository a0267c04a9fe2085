import { runCommand } from '#cli/run-command';
import { importCommand } from './import-command';

// `npm run import` (import-command.ts, docs/product/import.md).
runCommand(importCommand);
