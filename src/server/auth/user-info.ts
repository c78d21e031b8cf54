import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRulesFor } from '../../domain/access';
import { HttpProblem } from '../errors/problem';
import { upsertSeenUser } from './users';

const userInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.record(z.string(), z.unknown())),
  avatar: z.string(),
  status: z.string(),
  user: z.record(z.string(), z.unknown()),
});

/** GET /keycloak/user_info (spec §7): who the bearer is, their roles and CASL rules; records the visit in `users`. */
export async function userInfoRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/keycloak/user_info',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user, roles and permissions',
        security: [{ bearer: [] }],
        response: { 200: userInfoSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpProblem(401, 'unauthenticated');
      const row = await upsertSeenUser(app.db, user);
      const blocked = row.preanalysis_blocked_until !== null && row.preanalysis_blocked_until >= new Date().toISOString().slice(0, 10);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        cpf: user.cpf,
        roles: user.roles,
        permissions: defineRulesFor({ id: user.id, roles: user.roles }) as unknown as Record<string, unknown>[],
        avatar: initialsAvatar(user.name || user.username),
        status: blocked ? 'blocked' : 'active',
        user: { ...row, username: user.username, email_verified: user.claims.email_verified ?? null },
      };
    },
  );
}

/** A data-URL SVG with the user's initials, so no external avatar service is ever called. */
function initialsAvatar(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="#1c4f8a"/><text x="32" y="40" font-family="Roboto,Arial,sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials.replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
