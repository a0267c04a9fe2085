import { runCommand } from '#cli/run-command';
import { restoreCommand } from './backup-command';

// `npm run restore` (backup-command.ts).
runCommand(restoreCommand);
