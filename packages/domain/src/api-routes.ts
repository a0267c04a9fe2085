// The route table and the function that fills its patterns, the entry calls away from the
// catalogue import (docs/product/api-conventions.md#route-table). The table lives in
// api-route-table.ts so that api-path.ts can read its type without a cycle.
export { apiPath } from './api-path';
export { apiRoutes } from './api-route-table';
