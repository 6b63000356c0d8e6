import {
  LAUNCHPOOL_REGISTER_PATH,
  launchpoolRegisterRequestSchema,
  type LaunchpoolRegisterResult,
} from '@/api/earn/launchpool-register';
import type { HttpHandler } from 'msw';
import { registerForProject } from '../../domain/launchpool';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';
import { sec } from '../wire/format';
import { requireSession } from '../session';

/** Launchpool registration: one call registers the user for every pool of a project. */
export function launchpoolHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'earn',
      path: LAUNCHPOOL_REGISTER_PATH,
      access: 'private',
      walled: true,
      request: launchpoolRegisterRequestSchema,
      handle: ({ world, body, user }): LaunchpoolRegisterResult => {
        const { registeredAt } = registerForProject(world, requireSession(user), body.project_id);
        return { project_id: body.project_id, registered_at: sec(registeredAt) };
      },
    }),
  ];
}
