import type { AdminDocs } from './admin-docs-types';

export const ADMIN_DOCS_PT: AdminDocs = {
  documentation: [
    {
      slug: 'arquitetura',
      title: 'Visão geral e arquitetura',
      body: `O Portal AGA é o portal da área de proteção de aeródromos. A parte pública informa sobre planos de zona de proteção, TACs, pré-análise de objetos projetados no espaço aéreo, documentos, legislação e perguntas frequentes; a área interna é onde a equipe trata denúncias, usuários, logs e a administração.

## Componentes

| Camada | Tecnologia |
|---|---|
| Navegador | React 19, Refine 5, MUI 6 e MUI X 8 (tabelas) |
| Servidor | Node.js 20 com Fastify 5, compilado para JavaScript com esbuild (\`npm run build\`; \`tsx\` só em desenvolvimento) |
| Banco de dados | Kysely sobre SQLite (padrão) ou PostgreSQL |
| Identidade | Keycloak 26 (ou o substituto embutido, só em desenvolvimento) |

Um único servidor Node entrega o aplicativo do navegador e a API REST (convenção *simple-rest*) sob \`/api\`.

## Organização do código

- \`src/domain\` — regras compartilhadas: esquemas zod, o arquivo único de permissões (\`access.ts\`, CASL).
- \`src/server\` — rotas, recursos REST genéricos (\`resources/simple-rest.ts\`), migrações e carga inicial.
- \`src/client\` — portal público e área interna (carregada sob demanda, em um pedaço separado).

As decisões de projeto e os desvios da especificação estão em \`docs/decisions.md\`.`,
    },
    {
      slug: 'dados',
      title: 'Dados e banco de dados',
      body: `## Migrações

As migrações ficam em \`src/server/db/migrations\`, com nomes no padrão \`AAAA-MM-DDTHHMM_verbo_tabela.ts\`, e rodam na partida do servidor. O mesmo conjunto serve SQLite e PostgreSQL:

- booleanos são gravados como inteiros 0/1 e a API devolve \`true\`/\`false\`;
- datas são texto \`AAAA-MM-DD\` e instantes são texto ISO-8601, que ordenam e comparam igual nos dois bancos.

## Carga inicial

Na primeira partida são carregados os 27 estados, os 5.571 municípios (códigos do IBGE), 7.658 aeródromos e helipontos brasileiros (OurAirports, licença ODbL), os planos e TACs **de exemplo** (\`sample: true\`), os textos do portal e esta documentação. Cada parte só roda se a sua tabela estiver vazia, então reiniciar não duplica nem sobrescreve nada.

## Listas e cache

As listas aceitam \`_start\`, \`_end\`, \`_sort\`, \`_order\`, filtros por campo (com \`_ne\`, \`_gte\`, \`_lte\`, \`_like\`) e \`q\`, e devolvem o total no cabeçalho \`X-Total-Count\`. As respostas ficam em cache no processo por 60 segundos; qualquer gravação pela API limpa o cache daquele recurso na hora.`,
    },
    {
      slug: 'identidade',
      title: 'Identidade e permissões',
      body: `O login passa pelo Keycloak (realm \`aga\`, cliente público \`aga-portal\` com PKCE S256). A API confere cada token de acesso contra as chaves do realm (RS256, emissor, público e validade).

## Perfis

| Perfil | O que pode fazer |
|---|---|
| Desenvolvedor | Tudo, inclusive logs, caixa de saída de e-mails e demonstrações |
| Administrador | Documentação, guia, roteiro, tema, idiomas e lista de usuários |
| Interno | Denúncias, fluxograma, planos e TACs |
| Externo | Suas próprias solicitações de pré-análise |

As permissões estão em um só arquivo, \`src/domain/access.ts\`, usado pelo servidor (que decide) e pelo navegador (que só esconde o que não se pode usar). Um visitante sem login recebe 401 e um perfil sem permissão recebe 403.

Sem \`KEYCLOAK_URL\`, um substituto embutido imita o Keycloak com os usuários de demonstração; ele se recusa a iniciar com \`NODE_ENV=production\`.`,
    },
    {
      slug: 'implantacao',
      title: 'Implantação e operação',
      body: `## Produção

1. Importe \`realm/aga-realm.json\` no Keycloak 26, apague os usuários de demonstração e ajuste os endereços de retorno do cliente para o \`PUBLIC_URL\`.
2. Crie um banco PostgreSQL; as migrações rodam na partida.
3. Rode \`npm ci && npm run build\` e depois \`NODE_ENV=production npm start\` com as variáveis de ambiente.

## Variáveis principais

| Variável | Uso |
|---|---|
| \`PUBLIC_URL\` | Endereço público do portal |
| \`DATABASE_URL\` | \`postgres://…\` escolhe o PostgreSQL; sem ela, SQLite em \`DATA_DIR\` |
| \`KEYCLOAK_URL\`, \`KEYCLOAK_REALM\` | Provedor de identidade |
| \`SMTP_URL\`, \`MAIL_FROM\` | Envio de e-mails; sem \`SMTP_URL\` eles ficam na caixa de saída |
| \`LOG_LEVEL\` | Nível dos logs (JSON no stdout) |

## Monitoramento e cópias

- \`GET /api/health\` responde 200 quando o banco responde e 503 caso contrário.
- O servidor encerra de forma ordenada com SIGTERM: termina as requisições em andamento e fecha o banco.
- No SQLite, faça cópias com \`sqlite3 data/portal.sqlite ".backup copia.sqlite"\` com o servidor no ar.`,
    },
    {
      slug: 'api',
      title: 'API e erros',
      body: `A documentação OpenAPI e a sua interface ficam em \`/api/docs\`. Os recursos seguem a convenção *simple-rest*: \`GET /api/<recurso>\` lista, \`GET/PUT/PATCH/DELETE /api/<recurso>/:id\` tratam um registro e \`POST /api/<recurso>\` cria.

Os erros seguem a RFC 9457 (\`application/problem+json\`), no idioma pedido em \`Accept-Language\` (pt, en, es), e nunca expõem detalhes internos. Exemplos:

\`\`\`http
GET /api/plans?state_code=SP&_sort=aerodrome_name&_order=asc&_start=0&_end=25
PATCH /api/roadmap/3
Content-Type: application/json

{"status": "done"}
\`\`\`

Planos e TACs podem ser exportados em CSV, XLSX e PDF (\`/api/plans/export.csv\` etc.) com os mesmos filtros da lista.`,
    },
  ],
  guide: [
    {
      slug: 'primeiros-passos',
      title: 'Primeiros passos',
      body: `1. Clique em **Entrar** no portal e faça login com o seu usuário institucional.
2. A área interna abre no **Painel**. O menu lateral mostra só as telas que o seu perfil pode usar.
3. No canto superior, o botão **Configurações** muda o tema (claro ou escuro), as cores, a barra compacta e o rodapé. As escolhas ficam salvas neste navegador.
4. O seletor de idioma alterna entre português, inglês e espanhol.

> Se uma tela mostrar **Acesso negado (401)**, o seu perfil não tem permissão para ela. Peça ao administrador o perfil adequado.`,
    },
    {
      slug: 'denuncias',
      title: 'Denúncias',
      body: `A tela **Denúncias** (perfil Interno) registra denúncias de obstáculos no entorno de aeródromos.

- **Filtrar:** use estado, município, aeródromo/CIAD/ICAO e o intervalo de datas de criação. **Limpar filtros** volta à lista completa.
- **Nova denúncia:** preencha regional, resumo, NUP, conteúdo, tipo de processo e local. O número de controle é dado pelo sistema e nunca é reutilizado, mesmo após uma exclusão.
- **Ver, editar ou excluir:** use os ícones da coluna **Ações**. A exclusão pede confirmação.
- **Exportar:** o menu de exportação gera CSV, XLSX ou PDF com os filtros em uso.

O NUP é conferido pelos dígitos verificadores; um número digitado errado é recusado com uma mensagem.`,
    },
    {
      slug: 'usuarios',
      title: 'Usuários',
      body: `A tela **Usuários** (Administrador e Desenvolvedor) lista quem já entrou no portal, com os grupos e o último acesso.

- Busque por nome, usuário ou e-mail.
- Para impedir alguém de solicitar pré-análises, use **Editar** e escolha a data até a qual o bloqueio vale. Deixe a data em branco e clique em **Liberar** para retirar o bloqueio.

Os perfis (Desenvolvedor, Administrador, Interno, Externo) são dados no Keycloak, não nesta tela.`,
    },
    {
      slug: 'administracao',
      title: 'Documentação, guia e roteiro',
      body: `As telas de administração (Administrador) guardam textos no banco de dados:

- **Documentação** e **Guia** são seções em Markdown, uma por idioma. Escolha a seção à esquerda e clique em **Editar**: o editor mostra o texto e a pré-visualização lado a lado. **Salvar** grava; **Cancelar** descarta (com confirmação se houver alterações).
- As setas mudam a ordem das seções; **Nova seção** cria uma no idioma atual.
- Uma seção que ainda não existe no seu idioma aparece em português, com um aviso.
- O **Roteiro** lista os próximos trabalhos com situação (planejado, em andamento, concluído, cancelado) e prazo. A situação pode ser trocada direto na lista.

HTML escrito no Markdown aparece como texto e nunca é executado.`,
    },
    {
      slug: 'desenvolvedores',
      title: 'Logs e caixa de saída',
      body: `Para o perfil Desenvolvedor, o ícone de inseto na barra superior abre os **logs de erros** e o ícone ao lado abre a **caixa de saída** de e-mails.

- A caixa de saída mostra cada e-mail escrito pelo portal e a situação de entrega: **enviado**, **falhou** ou **pendente**.
- Um envio que falhar é tentado de novo após 1 min, 5 min, 30 min e 2 h.
- Sem \`SMTP_URL\` configurado, os e-mails ficam só na caixa de saída (modo local).`,
    },
  ],
};
