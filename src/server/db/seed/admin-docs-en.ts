import type { AdminDocs } from './admin-docs-types';

export const ADMIN_DOCS_EN: AdminDocs = {
  documentation: [
    {
      slug: 'architecture',
      title: 'Overview and architecture',
      body: `Portal AGA is the portal of the aerodrome-protection area. Its public side informs about protection-zone plans, TACs, the pre-analysis of objects projected in airspace, documents, legislation and FAQs; the internal area is where staff handle complaints, users, logs and administration.

## Components

| Layer | Technology |
|---|---|
| Browser | React 19, Refine 5, MUI 6 and MUI X 8 (data grids) |
| Server | Node.js 20 with Fastify 5, compiled to JavaScript with esbuild (\`npm run build\`; \`tsx\` only in development) |
| Database | Kysely over SQLite (default) or PostgreSQL |
| Identity | Keycloak 26 (or the embedded stand-in, development only) |

One Node server delivers the browser app and the REST API (*simple-rest* convention) under \`/api\`.

## Code layout

- \`src/domain\` — shared rules: zod schemas, the single permissions file (\`access.ts\`, CASL).
- \`src/server\` — routes, generic REST resources (\`resources/simple-rest.ts\`), migrations and seed.
- \`src/client\` — public portal and internal area (loaded on demand, in a separate chunk).

Design decisions and deviations from the specification are in \`docs/decisions.md\`.`,
    },
    {
      slug: 'data',
      title: 'Data and database',
      body: `## Migrations

Migrations live in \`src/server/db/migrations\`, named \`YYYY-MM-DDTHHMM_verb_table.ts\`, and run when the server starts. One set serves SQLite and PostgreSQL:

- booleans are stored as 0/1 integers and the API returns \`true\`/\`false\`;
- dates are \`YYYY-MM-DD\` text and timestamps ISO-8601 text, which sort and compare the same on both databases.

## Seed data

The first start loads the 27 states, 5,571 municipalities (IBGE codes), 7,658 Brazilian aerodromes and heliports (OurAirports, ODbL licence), the **sample** plans and TACs (\`sample: true\`), the portal texts and this documentation. Each part runs only when its table is empty, so a restart neither duplicates nor overwrites anything.

## Lists and cache

Lists take \`_start\`, \`_end\`, \`_sort\`, \`_order\`, per-field filters (with \`_ne\`, \`_gte\`, \`_lte\`, \`_like\`) and \`q\`, and return the total in the \`X-Total-Count\` header. Answers are cached in process for 60 seconds; any write through the API clears that resource's cache at once.`,
    },
    {
      slug: 'identity',
      title: 'Identity and permissions',
      body: `Sign-in goes through Keycloak (realm \`aga\`, public client \`aga-portal\` with PKCE S256). The API checks every access token against the realm's keys (RS256, issuer, audience and expiry).

## Roles

| Role | What it may do |
|---|---|
| Desenvolvedor | Everything, including logs, the e-mail outbox and demos |
| Administrador | Documentation, guide, roadmap, theme, languages and the user list |
| Interno | Complaints, flowchart, plans and TACs |
| Externo | Their own pre-analysis requests |

Permissions live in one file, \`src/domain/access.ts\`, used by the server (which decides) and by the browser (which only hides what cannot be used). A visitor without sign-in gets 401 and a role without permission gets 403.

Without \`KEYCLOAK_URL\`, an embedded stand-in imitates Keycloak with the demo users; it refuses to start with \`NODE_ENV=production\`.`,
    },
    {
      slug: 'deployment',
      title: 'Deployment and operations',
      body: `## Production

1. Import \`realm/aga-realm.json\` into Keycloak 26, delete the demo users and set the client's redirect URIs to the \`PUBLIC_URL\`.
2. Create a PostgreSQL database; migrations run at start.
3. Run \`npm ci && npm run build\`, then \`NODE_ENV=production npm start\` with the environment variables.

## Main variables

| Variable | Use |
|---|---|
| \`PUBLIC_URL\` | Public address of the portal |
| \`DATABASE_URL\` | \`postgres://…\` selects PostgreSQL; without it, SQLite in \`DATA_DIR\` |
| \`KEYCLOAK_URL\`, \`KEYCLOAK_REALM\` | Identity provider |
| \`SMTP_URL\`, \`MAIL_FROM\` | E-mail delivery; without \`SMTP_URL\` messages stay in the outbox |
| \`LOG_LEVEL\` | Log level (JSON on stdout) |

## Monitoring and backups

- \`GET /api/health\` answers 200 when the database answers, 503 otherwise.
- The server stops gracefully on SIGTERM: in-flight requests finish, then the database is closed.
- On SQLite, back up with \`sqlite3 data/portal.sqlite ".backup backup.sqlite"\` while the server runs.`,
    },
    {
      slug: 'api',
      title: 'API and errors',
      body: `The OpenAPI document and its UI are at \`/api/docs\`. Resources follow the *simple-rest* convention: \`GET /api/<resource>\` lists, \`GET/PUT/PATCH/DELETE /api/<resource>/:id\` handle one record and \`POST /api/<resource>\` creates.

Errors follow RFC 9457 (\`application/problem+json\`), in the language asked for in \`Accept-Language\` (pt, en, es), and never expose internals. Examples:

\`\`\`http
GET /api/plans?state_code=SP&_sort=aerodrome_name&_order=asc&_start=0&_end=25
PATCH /api/roadmap/3
Content-Type: application/json

{"status": "done"}
\`\`\`

Plans and TACs can be exported as CSV, XLSX and PDF (\`/api/plans/export.csv\` etc.) with the list's own filters.`,
    },
  ],
  guide: [
    {
      slug: 'getting-started',
      title: 'Getting started',
      body: `1. Click **Sign in** on the portal and sign in with your staff account.
2. The internal area opens on the **Dashboard**. The side menu shows only the screens your role may use.
3. At the top, the **Settings** button changes the theme (light or dark), the colours, the compact bar and the footer. Your choices are saved in this browser.
4. The language switch toggles between Portuguese, English and Spanish.

> If a screen shows **Access denied (401)**, your role may not use it. Ask the administrator for the right role.`,
    },
    {
      slug: 'complaints',
      title: 'Complaints',
      body: `The **Complaints** screen (Interno role) records complaints about obstacles near aerodromes.

- **Filter:** by state, municipality, aerodrome/CIAD/ICAO and the creation date range. **Clear filters** brings back the full list.
- **New complaint:** fill in regional unit, summary, NUP, content, process type and place. The control number is given by the system and never reused, even after a deletion.
- **Show, edit or delete:** use the icons of the **Actions** column. Deleting asks for confirmation.
- **Export:** the export menu produces CSV, XLSX or PDF with the filters in use.

The NUP is checked by its check digits; a mistyped number is refused with a message.`,
    },
    {
      slug: 'users',
      title: 'Users',
      body: `The **Users** screen (Administrador and Desenvolvedor) lists everyone who has signed in to the portal, with their groups and last access.

- Search by name, username or e-mail.
- To stop someone from requesting pre-analyses, use **Edit** and choose the date the block lasts until. Leave the date empty and click **Release** to lift the block.

Roles (Desenvolvedor, Administrador, Interno, Externo) are granted in Keycloak, not on this screen.`,
    },
    {
      slug: 'administration',
      title: 'Documentation, guide and roadmap',
      body: `The administration screens (Administrador) keep their texts in the database:

- **Documentation** and **Guide** are Markdown sections, one per language. Pick a section on the left and click **Edit**: the editor shows the text and the preview side by side. **Save** stores it; **Cancel** discards it (asking first if there are changes).
- The arrows change the order of the sections; **New section** creates one in the current language.
- A section not yet written in your language shows in Portuguese, with a note.
- The **Roadmap** lists upcoming work with a status (planned, in progress, done, cancelled) and a target. The status can be changed right in the list.

HTML written in the Markdown shows as text and never runs.`,
    },
    {
      slug: 'developers',
      title: 'Logs and outbox',
      body: `For the Desenvolvedor role, the bug icon in the top bar opens the **error logs** and the icon beside it opens the e-mail **outbox**.

- The outbox shows every e-mail the portal wrote and its delivery state: **sent**, **failed** or **pending**.
- A failed delivery is retried after 1 min, 5 min, 30 min and 2 h.
- Without \`SMTP_URL\`, e-mails stay in the outbox only (local mode).`,
    },
  ],
};
