import { selfUserSchema } from '@labo/domain/auth-schemas';
import { z } from 'zod';

// The records "stored user" and "stored login token" (id 1 each) of the device database
// (docs/product/accounts.md#session-on-the-device). The login flow writes them in these
// shapes; start-up checks them with these schemas, loaded only on a device that holds them
// (zod stays out of a visitor's first page).

export const storedUserRecordSchema = z.object({ user: selfUserSchema });
export const storedJwtRecordSchema = z.object({ jwt: z.string().min(1) });
