import {
  type LoginRequest,
  type SelfUser,
  selfUserSchema,
  tokenAnswerSchema,
} from '@labo/domain/auth-schemas';
import { apiClient } from '../api-client';

// The calls that open and keep a session (docs/product/accounts.md#account-calls).

/** POST /api/login_check: the login token. */
export async function postLogin(credentials: LoginRequest): Promise<string> {
  const answer = await apiClient.post('/api/login_check', credentials, {
    schema: tokenAnswerSchema,
  });
  return answer.token;
}

/** GET /exposed/renew/jwt: a fresh token for the current one. */
export async function getRenewedJwt(jwt: string): Promise<string> {
  const answer = await apiClient.get('/exposed/renew/jwt', {
    schema: tokenAnswerSchema,
    token: jwt,
  });
  return answer.token;
}

/** GET /api/protected/self/info */
export function getSelfInfo(jwt: string): Promise<SelfUser> {
  return apiClient.get('/api/protected/self/info', { schema: selfUserSchema, token: jwt });
}
