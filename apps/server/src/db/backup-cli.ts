import { runCommand } from '#cli/run-command';
import { backupCommand } from './backup-command';

// `npm run backup` (backup-command.ts).
runCommand(backupCommand);
