import { bundleServer, SERVER_DIST } from './bundle-server';

await bundleServer(SERVER_DIST);
