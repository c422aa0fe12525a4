import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAccountRoutes } from './account';
import { registerAccountSecurityRoutes } from './account-security';
import { registerPasswordResetRoutes } from './password-reset';
import { registerSessionRoutes } from './sessions';

/** Every `/user/*` route, by what it serves: the account, its signed-in devices, password recovery and
 * the profile's security section. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAccountRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerAccountSecurityRoutes(app, ctx);
}
