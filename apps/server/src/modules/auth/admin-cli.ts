import { runCommand } from '#cli/run-command';
import { adminCommand } from './admin-command';

// `npm run admin` (admin-command.ts, docs/product/admin.md#administrator-accounts).
runCommand(adminCommand);
