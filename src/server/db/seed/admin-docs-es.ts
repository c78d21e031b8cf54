import type { AdminDocs } from './admin-docs-types';

export const ADMIN_DOCS_ES: AdminDocs = {
  documentation: [
    {
      slug: 'arquitectura',
      title: 'Visión general y arquitectura',
      body: `El Portal AGA es el portal del área de protección de aeródromos. Su parte pública informa sobre planes de zona de protección, TAC, el preanálisis de objetos proyectados en el espacio aéreo, documentos, legislación y preguntas frecuentes; el área interna es donde el personal gestiona denuncias, usuarios, registros y la administración.

## Componentes

| Capa | Tecnología |
|---|---|
| Navegador | React 19, Refine 5, MUI 6 y MUI X 8 (tablas) |
| Servidor | Node.js 20 con Fastify 5, compilado a JavaScript con esbuild (\`npm run build\`; \`tsx\` solo en desarrollo) |
| Base de datos | Kysely sobre SQLite (predeterminada) o PostgreSQL |
| Identidad | Keycloak 26 (o el sustituto integrado, solo en desarrollo) |

Un único servidor Node entrega la aplicación del navegador y la API REST (convención *simple-rest*) bajo \`/api\`.

## Organización del código

- \`src/domain\` — reglas compartidas: esquemas zod, el archivo único de permisos (\`access.ts\`, CASL).
- \`src/server\` — rutas, recursos REST genéricos (\`resources/simple-rest.ts\`), migraciones y carga inicial.
- \`src/client\` — portal público y área interna (cargada bajo demanda, en un fragmento aparte).

Las decisiones de diseño y las desviaciones de la especificación están en \`docs/decisions.md\`.`,
    },
    {
      slug: 'datos',
      title: 'Datos y base de datos',
      body: `## Migraciones

Las migraciones están en \`src/server/db/migrations\`, con nombres \`AAAA-MM-DDTHHMM_verbo_tabla.ts\`, y se ejecutan al iniciar el servidor. Un mismo conjunto sirve para SQLite y PostgreSQL:

- los booleanos se guardan como enteros 0/1 y la API devuelve \`true\`/\`false\`;
- las fechas son texto \`AAAA-MM-DD\` y los instantes texto ISO-8601, que se ordenan y comparan igual en ambas bases.

## Carga inicial

El primer arranque carga los 27 estados, los 5.571 municipios (códigos del IBGE), 7.658 aeródromos y helipuertos brasileños (OurAirports, licencia ODbL), los planes y TAC **de ejemplo** (\`sample: true\`), los textos del portal y esta documentación. Cada parte solo se ejecuta si su tabla está vacía, así que reiniciar no duplica ni sobrescribe nada.

## Listas y caché

Las listas aceptan \`_start\`, \`_end\`, \`_sort\`, \`_order\`, filtros por campo (con \`_ne\`, \`_gte\`, \`_lte\`, \`_like\`) y \`q\`, y devuelven el total en la cabecera \`X-Total-Count\`. Las respuestas se guardan en caché en el proceso durante 60 segundos; cualquier escritura por la API vacía al instante la caché de ese recurso.`,
    },
    {
      slug: 'identidad',
      title: 'Identidad y permisos',
      body: `El inicio de sesión pasa por Keycloak (realm \`aga\`, cliente público \`aga-portal\` con PKCE S256). La API verifica cada token de acceso con las claves del realm (RS256, emisor, audiencia y vigencia).

## Perfiles

| Perfil | Qué puede hacer |
|---|---|
| Desenvolvedor | Todo, incluidos los registros, la bandeja de salida de correo y las demostraciones |
| Administrador | Documentación, guía, hoja de ruta, tema, idiomas y lista de usuarios |
| Interno | Denuncias, diagrama de flujo, planes y TAC |
| Externo | Sus propias solicitudes de preanálisis |

Los permisos están en un solo archivo, \`src/domain/access.ts\`, que usan el servidor (que decide) y el navegador (que solo oculta lo que no se puede usar). Un visitante sin sesión recibe 401 y un perfil sin permiso recibe 403.

Sin \`KEYCLOAK_URL\`, un sustituto integrado imita a Keycloak con los usuarios de demostración; se niega a arrancar con \`NODE_ENV=production\`.`,
    },
    {
      slug: 'despliegue',
      title: 'Despliegue y operación',
      body: `## Producción

1. Importe \`realm/aga-realm.json\` en Keycloak 26, elimine los usuarios de demostración y ajuste las URI de redirección del cliente al \`PUBLIC_URL\`.
2. Cree una base PostgreSQL; las migraciones se ejecutan al arrancar.
3. Ejecute \`npm ci && npm run build\` y luego \`NODE_ENV=production npm start\` con las variables de entorno.

## Variables principales

| Variable | Uso |
|---|---|
| \`PUBLIC_URL\` | Dirección pública del portal |
| \`DATABASE_URL\` | \`postgres://…\` elige PostgreSQL; sin ella, SQLite en \`DATA_DIR\` |
| \`KEYCLOAK_URL\`, \`KEYCLOAK_REALM\` | Proveedor de identidad |
| \`SMTP_URL\`, \`MAIL_FROM\` | Envío de correo; sin \`SMTP_URL\` los mensajes quedan en la bandeja de salida |
| \`LOG_LEVEL\` | Nivel de los registros (JSON en stdout) |

## Supervisión y copias

- \`GET /api/health\` responde 200 cuando la base responde y 503 en caso contrario.
- El servidor se detiene de forma ordenada con SIGTERM: termina las peticiones en curso y cierra la base.
- En SQLite, haga copias con \`sqlite3 data/portal.sqlite ".backup copia.sqlite"\` con el servidor en marcha.`,
    },
    {
      slug: 'api',
      title: 'API y errores',
      body: `El documento OpenAPI y su interfaz están en \`/api/docs\`. Los recursos siguen la convención *simple-rest*: \`GET /api/<recurso>\` lista, \`GET/PUT/PATCH/DELETE /api/<recurso>/:id\` tratan un registro y \`POST /api/<recurso>\` crea.

Los errores siguen la RFC 9457 (\`application/problem+json\`), en el idioma pedido en \`Accept-Language\` (pt, en, es), y nunca exponen detalles internos. Ejemplos:

\`\`\`http
GET /api/plans?state_code=SP&_sort=aerodrome_name&_order=asc&_start=0&_end=25
PATCH /api/roadmap/3
Content-Type: application/json

{"status": "done"}
\`\`\`

Los planes y TAC se pueden exportar en CSV, XLSX y PDF (\`/api/plans/export.csv\`, etc.) con los mismos filtros de la lista.`,
    },
  ],
  guide: [
    {
      slug: 'primeros-pasos',
      title: 'Primeros pasos',
      body: `1. Haga clic en **Entrar** en el portal e inicie sesión con su cuenta institucional.
2. El área interna se abre en el **Panel**. El menú lateral muestra solo las pantallas que su perfil puede usar.
3. Arriba, el botón **Configuración** cambia el tema (claro u oscuro), los colores, la barra compacta y el pie de página. Sus elecciones se guardan en este navegador.
4. El selector de idioma alterna entre portugués, inglés y español.

> Si una pantalla muestra **Acceso denegado (401)**, su perfil no tiene permiso para ella. Pida al administrador el perfil adecuado.`,
    },
    {
      slug: 'denuncias',
      title: 'Denuncias',
      body: `La pantalla **Denuncias** (perfil Interno) registra denuncias de obstáculos en el entorno de aeródromos.

- **Filtrar:** por estado, municipio, aeródromo/CIAD/ICAO y el intervalo de fechas de creación. **Borrar filtros** vuelve a la lista completa.
- **Nueva denuncia:** complete regional, resumen, NUP, contenido, tipo de proceso y lugar. El número de control lo asigna el sistema y nunca se reutiliza, ni siquiera tras una eliminación.
- **Ver, editar o eliminar:** use los iconos de la columna **Acciones**. La eliminación pide confirmación.
- **Exportar:** el menú de exportación genera CSV, XLSX o PDF con los filtros en uso.

El NUP se comprueba por sus dígitos verificadores; un número mal escrito se rechaza con un mensaje.`,
    },
    {
      slug: 'usuarios',
      title: 'Usuarios',
      body: `La pantalla **Usuarios** (Administrador y Desenvolvedor) lista a quienes ya entraron en el portal, con sus grupos y su último acceso.

- Busque por nombre, usuario o correo electrónico.
- Para impedir que alguien solicite preanálisis, use **Editar** y elija la fecha hasta la que vale el bloqueo. Deje la fecha vacía y pulse **Liberar** para quitar el bloqueo.

Los perfiles (Desenvolvedor, Administrador, Interno, Externo) se asignan en Keycloak, no en esta pantalla.`,
    },
    {
      slug: 'administracion',
      title: 'Documentación, guía y hoja de ruta',
      body: `Las pantallas de administración (Administrador) guardan sus textos en la base de datos:

- **Documentación** y **Guía** son secciones en Markdown, una por idioma. Elija la sección a la izquierda y pulse **Editar**: el editor muestra el texto y la vista previa lado a lado. **Guardar** graba; **Cancelar** descarta (con confirmación si hay cambios).
- Las flechas cambian el orden de las secciones; **Nueva sección** crea una en el idioma actual.
- Una sección que aún no existe en su idioma se muestra en portugués, con un aviso.
- La **Hoja de ruta** lista los próximos trabajos con su estado (planificado, en curso, terminado, cancelado) y su plazo. El estado se puede cambiar directamente en la lista.

El HTML escrito en el Markdown se muestra como texto y nunca se ejecuta.`,
    },
    {
      slug: 'desarrolladores',
      title: 'Registros y bandeja de salida',
      body: `Para el perfil Desenvolvedor, el icono de insecto de la barra superior abre los **registros de errores** y el icono de al lado abre la **bandeja de salida** de correo.

- La bandeja de salida muestra cada correo que escribió el portal y su estado de entrega: **enviado**, **fallido** o **pendiente**.
- Un envío fallido se reintenta tras 1 min, 5 min, 30 min y 2 h.
- Sin \`SMTP_URL\`, los correos quedan solo en la bandeja de salida (modo local).`,
    },
  ],
};
