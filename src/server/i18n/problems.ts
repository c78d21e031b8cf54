/** Problem titles and details for RFC 9457 responses, in the three languages of the portal. */
export type ProblemLocale = 'pt' | 'en' | 'es';

type Params = Record<string, string | number>;
type Messages = Record<string, string>;

const pt: Messages = {
  'title.400': 'Requisição inválida',
  'title.401': 'Autenticação necessária',
  'title.403': 'Acesso negado',
  'title.404': 'Não encontrado',
  'title.409': 'Conflito',
  'title.413': 'Conteúdo grande demais',
  'title.415': 'Tipo de conteúdo não suportado',
  'title.429': 'Requisições demais',
  'title.500': 'Erro interno do servidor',
  'title.503': 'Serviço indisponível',
  invalid_query: 'Os parâmetros da consulta são inválidos.',
  invalid_body: 'Os dados enviados são inválidos.',
  unknown_translation_namespace: 'Não existe arquivo de textos com este nome.',
  unknown_translation_key: 'Esta chave não existe nos textos do portal.',
  malformed_path: 'O endereço pedido está malformado.',
  unknown_field: 'O campo "{field}" não pode ser usado para filtrar ou ordenar esta lista.',
  unsortable_field: 'A lista não pode ser ordenada pelo campo "{field}".',
  not_a_number: 'O valor "{value}" de "{field}" não é um número.',
  not_an_integer: 'O valor "{value}" de "{field}" não é um número inteiro.',
  not_a_date: 'O valor "{value}" de "{field}" não é uma data válida (AAAA-MM-DD).',
  not_a_boolean: 'O valor "{value}" de "{field}" deve ser true ou false.',
  bad_order: 'A ordem "{value}" deve ser asc ou desc.',
  order_without_sort: '_order tem mais valores que _sort.',
  bad_range: '_end ({end}) deve ser maior ou igual a _start ({start}).',
  page_too_large: 'Uma página pode ter no máximo {max} linhas; foram pedidas {size}.',
  not_found: 'Nenhum registro de "{resource}" com o id {id}.',
  route_not_found: 'A rota {method} {url} não existe.',
  unauthenticated: 'Entre no sistema para continuar.',
  invalid_token: 'O token de acesso é inválido ou expirou.',
  forbidden: 'Seu perfil não permite {action} em {subject}.',
  conflict: 'O registro conflita com dados existentes.',
  internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  malformed_json: 'O corpo da requisição não é um JSON válido.',
  rate_limited: 'Muitas requisições. Tente novamente em {after}.',
  required: 'Campo obrigatório.',
  invalid_value: 'Valor inválido.',
  nup_format: 'O NUP deve ter o formato NNNNN.NNNNNN/AAAA-DD.',
  nup_check_digits: 'Os dígitos verificadores do NUP não conferem.',
  not_text_field: 'O campo "{field}" não é texto e não aceita busca parcial (_like).',
  invalid_character: 'O valor de "{field}" contém um caractere não permitido.',
  invalid_date: 'Data inválida (use AAAA-MM-DD e uma data que exista).',
  unknown_municipalities: 'Município(s) desconhecido(s): {ids}.',
  subscription_link_invalid: 'O link de inscrição é inválido ou já não vale. Faça uma nova inscrição se desejar.',
  preanalysis_protocol_invalid: 'O protocolo "{value}" é inválido: ele tem 10 caracteres hexadecimais maiúsculos (0–9, A–F).',
  preanalysis_not_found: 'Nenhuma pré-análise tem o protocolo {protocol}.',
  preanalysis_blocked: 'Sua conta está impedida de solicitar pré-análises até {date}.',
  publication_already_published: 'Este registro já está publicado.',
  publication_not_published: 'Só um registro publicado pode ser retirado; este é um rascunho ou já foi retirado.',
  publication_status_via_actions: 'A situação de publicação não muda pela edição: use as ações Publicar e Retirar.',
  outside_brazil: 'O ponto está fora do território brasileiro.',
};

const en: Messages = {
  'title.400': 'Bad request',
  'title.401': 'Authentication required',
  'title.403': 'Forbidden',
  'title.404': 'Not found',
  'title.409': 'Conflict',
  'title.413': 'Content too large',
  'title.415': 'Unsupported media type',
  'title.429': 'Too many requests',
  'title.500': 'Internal server error',
  'title.503': 'Service unavailable',
  invalid_query: 'The query parameters are invalid.',
  invalid_body: 'The data sent is invalid.',
  unknown_translation_namespace: 'No text file has this name.',
  unknown_translation_key: 'This key does not exist in the portal texts.',
  malformed_path: 'The address requested is malformed.',
  unknown_field: 'The field "{field}" cannot be used to filter or sort this list.',
  unsortable_field: 'This list cannot be sorted by "{field}".',
  not_a_number: 'The value "{value}" of "{field}" is not a number.',
  not_an_integer: 'The value "{value}" of "{field}" is not an integer.',
  not_a_date: 'The value "{value}" of "{field}" is not a valid date (YYYY-MM-DD).',
  not_a_boolean: 'The value "{value}" of "{field}" must be true or false.',
  bad_order: 'The order "{value}" must be asc or desc.',
  order_without_sort: '_order has more values than _sort.',
  bad_range: '_end ({end}) must be greater than or equal to _start ({start}).',
  page_too_large: 'A page may hold at most {max} rows; {size} were requested.',
  not_found: 'No "{resource}" record has the id {id}.',
  route_not_found: 'The route {method} {url} does not exist.',
  unauthenticated: 'Sign in to continue.',
  invalid_token: 'The access token is invalid or has expired.',
  forbidden: 'Your role may not {action} {subject}.',
  conflict: 'The record conflicts with existing data.',
  internal: 'Something unexpected went wrong. Please try again shortly.',
  malformed_json: 'The request body is not valid JSON.',
  rate_limited: 'Too many requests. Try again in {after}.',
  required: 'Required field.',
  invalid_value: 'Invalid value.',
  nup_format: 'The NUP must have the format NNNNN.NNNNNN/YYYY-DD.',
  nup_check_digits: 'The check digits of the NUP do not match.',
  not_text_field: 'The field "{field}" is not text and cannot be searched by substring (_like).',
  invalid_character: 'The value of "{field}" contains a character that is not allowed.',
  invalid_date: 'Invalid date (use YYYY-MM-DD and a date that exists).',
  unknown_municipalities: 'Unknown municipality id(s): {ids}.',
  subscription_link_invalid: 'The subscription link is invalid or no longer valid. Subscribe again if you wish.',
  preanalysis_protocol_invalid: 'The protocol "{value}" is invalid: it has 10 upper-case hexadecimal characters (0–9, A–F).',
  preanalysis_not_found: 'No pre-analysis has the protocol {protocol}.',
  preanalysis_blocked: 'Your account may not request pre-analyses until {date}.',
  publication_already_published: 'This record is already published.',
  publication_not_published: 'Only a published record can be withdrawn; this one is a draft or already withdrawn.',
  publication_status_via_actions: 'Editing does not change the publication status: use the Publish and Withdraw actions.',
  outside_brazil: 'The point lies outside Brazilian territory.',
};

const es: Messages = {
  'title.400': 'Solicitud inválida',
  'title.401': 'Autenticación requerida',
  'title.403': 'Acceso denegado',
  'title.404': 'No encontrado',
  'title.409': 'Conflicto',
  'title.413': 'Contenido demasiado grande',
  'title.415': 'Tipo de contenido no admitido',
  'title.429': 'Demasiadas solicitudes',
  'title.500': 'Error interno del servidor',
  'title.503': 'Servicio no disponible',
  invalid_query: 'Los parámetros de la consulta no son válidos.',
  invalid_body: 'Los datos enviados no son válidos.',
  unknown_translation_namespace: 'No existe un archivo de textos con este nombre.',
  unknown_translation_key: 'Esta clave no existe en los textos del portal.',
  malformed_path: 'La dirección solicitada está mal formada.',
  unknown_field: 'El campo "{field}" no se puede usar para filtrar u ordenar esta lista.',
  unsortable_field: 'La lista no se puede ordenar por "{field}".',
  not_a_number: 'El valor "{value}" de "{field}" no es un número.',
  not_an_integer: 'El valor "{value}" de "{field}" no es un número entero.',
  not_a_date: 'El valor "{value}" de "{field}" no es una fecha válida (AAAA-MM-DD).',
  not_a_boolean: 'El valor "{value}" de "{field}" debe ser true o false.',
  bad_order: 'El orden "{value}" debe ser asc o desc.',
  order_without_sort: '_order tiene más valores que _sort.',
  bad_range: '_end ({end}) debe ser mayor o igual que _start ({start}).',
  page_too_large: 'Una página puede tener como máximo {max} filas; se pidieron {size}.',
  not_found: 'Ningún registro de "{resource}" tiene el id {id}.',
  route_not_found: 'La ruta {method} {url} no existe.',
  unauthenticated: 'Inicie sesión para continuar.',
  invalid_token: 'El token de acceso no es válido o ha caducado.',
  forbidden: 'Su perfil no permite {action} en {subject}.',
  conflict: 'El registro entra en conflicto con datos existentes.',
  internal: 'Ocurrió un error inesperado. Inténtelo de nuevo en unos instantes.',
  malformed_json: 'El cuerpo de la solicitud no es un JSON válido.',
  rate_limited: 'Demasiadas solicitudes. Inténtelo de nuevo en {after}.',
  required: 'Campo obligatorio.',
  invalid_value: 'Valor no válido.',
  nup_format: 'El NUP debe tener el formato NNNNN.NNNNNN/AAAA-DD.',
  nup_check_digits: 'Los dígitos verificadores del NUP no coinciden.',
  not_text_field: 'El campo "{field}" no es texto y no admite búsqueda parcial (_like).',
  invalid_character: 'El valor de "{field}" contiene un carácter no permitido.',
  invalid_date: 'Fecha no válida (use AAAA-MM-DD y una fecha que exista).',
  unknown_municipalities: 'Municipio(s) desconocido(s): {ids}.',
  subscription_link_invalid: 'El enlace de suscripción no es válido o ya no está vigente. Suscríbase de nuevo si lo desea.',
  preanalysis_protocol_invalid: 'El protocolo "{value}" no es válido: tiene 10 caracteres hexadecimales en mayúsculas (0–9, A–F).',
  preanalysis_not_found: 'Ningún preanálisis tiene el protocolo {protocol}.',
  preanalysis_blocked: 'Su cuenta no puede solicitar preanálisis hasta el {date}.',
  publication_already_published: 'Este registro ya está publicado.',
  publication_not_published: 'Solo se puede retirar un registro publicado; este es un borrador o ya fue retirado.',
  publication_status_via_actions: 'La edición no cambia el estado de publicación: use las acciones Publicar y Retirar.',
  outside_brazil: 'El punto está fuera del territorio brasileño.',
};

const CATALOGUE: Record<ProblemLocale, Messages> = { pt, en, es };
export const PROBLEM_KEYS = Object.keys(pt);

/** Picks pt, en or es from an Accept-Language header, honouring q-values; pt when nothing matches. */
export function localeFrom(acceptLanguage: string | undefined): ProblemLocale {
  if (!acceptLanguage) return 'pt';
  const ranked = acceptLanguage.split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry): entry is typeof entry & { lang: ProblemLocale } => entry.lang in CATALOGUE);
  return match?.lang ?? 'pt';
}

export function problemText(locale: ProblemLocale, key: string, params: Params = {}): string {
  const template = CATALOGUE[locale][key] ?? CATALOGUE.pt[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
