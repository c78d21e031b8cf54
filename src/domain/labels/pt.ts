import type { SharedMessages } from './types';

/**
 * Portuguese: the titles, column labels and enumerated values of the lists that are also exported. The browser merges
 * them into its namespaces (complaints:fields.regional, …); the server writes them as export headers.
 */
export const pt = {
  "complaints": {
    "title": "Denúncias",
    "fields": {
      "regional": "Regional",
      "summary": "Resumo da denúncia",
      "number": "Nº da denúncia",
      "nup": "NUP",
      "created_at": "Criada em",
      "content": "Conteúdo",
      "process_type": "Tipo de processo",
      "state_code": "Estado (UF)",
      "municipality": "Município",
      "aerodrome_name": "Aeródromo / CIAD",
      "icao": "ICAO",
      "actions": "Ações",
      "aerodrome": "Aeródromo (ICAO ou nome)",
      "sample": "Exemplo"
    },
    "process_types": {
      "Denúncia": "Denúncia",
      "Fiscalização": "Fiscalização",
      "Consulta": "Consulta",
      "Representação": "Representação"
    }
  },
  "users": {
    "title": "Usuários",
    "fields": {
      "name": "Nome",
      "username": "Usuário",
      "email": "E-mail",
      "groups": "Grupos",
      "last_seen_at": "Último acesso",
      "preanalysis_blocked_until": "Pré-análise bloqueada até",
      "actions": "Ações"
    }
  },
  "audit": {
    "title": "Auditoria",
    "fields": {
      "id": "Id",
      "created_at": "Data e hora",
      "user_id": "Usuário (id)",
      "user_name": "Usuário",
      "action": "Ação",
      "resource": "Recurso",
      "record_id": "Registro",
      "changes": "Alterações",
      "ip": "Endereço IP",
      "request_id": "Requisição"
    },
    "actions": {
      "create": "Criação",
      "update": "Alteração",
      "delete": "Exclusão",
      "publish": "Publicação",
      "withdraw": "Retirada",
      "block": "Bloqueio",
      "unblock": "Desbloqueio",
      "theme": "Tema",
      "translation": "Tradução"
    },
    "resources": {
      "complaints": "Denúncias",
      "users": "Usuários",
      "plans": "Planos",
      "tacs": "TACs",
      "documentation": "Documentação",
      "guide": "Guia",
      "roadmap": "Roadmap",
      "pages": "Páginas",
      "documents": "Documentos",
      "legislation": "Legislação",
      "faqs": "Perguntas frequentes",
      "settings": "Configurações",
      "i18n_overrides": "Traduções"
    }
  },
  "logs": {
    "title": "Logs de erros",
    "fields": {
      "created_at": "Data e hora",
      "level": "Tipo",
      "category": "Categoria",
      "message": "Mensagem",
      "source": "Origem",
      "user_id": "Usuário",
      "context": "Contexto"
    },
    "level": {
      "error": "Erro",
      "warning": "Aviso"
    },
    "category": {
      "server": "Servidor",
      "mail": "E-mail",
      "browser": "Navegador",
      "render": "Tela"
    }
  },
  "outbox": {
    "title": "E-mails enviados (outbox)",
    "fields": {
      "created_at": "Criada em",
      "to_address": "Destinatário",
      "subject": "Assunto",
      "status": "Situação",
      "attempts": "Tentativas",
      "error": "Erro",
      "sent_at": "Enviada em",
      "failed_at": "Falhou em"
    },
    "status": {
      "sent": "Enviada",
      "failed": "Falhou",
      "pending": "Na fila"
    }
  },
  "plans": {
    "title": "Planos de zona de proteção",
    "fields": {
      "aerodrome_name": "Aeródromo",
      "signature_date": "Data de assinatura",
      "icao": "Código ICAO",
      "type": "Tipo",
      "date": "Data",
      "ordinance": "Portaria",
      "impacted_municipalities": "Municípios impactados",
      "protection_zones": "Zonas de proteção",
      "state_code": "Estado",
      "municipality": "Município",
      "sample": "Exemplo",
      "status": "Situação"
    },
    "types": {
      "PBZPA": "Plano Básico de Zona de Proteção de Aeródromo",
      "PBZPH": "Plano Básico de Zona de Proteção de Heliponto",
      "PZPANA": "Plano de Zona de Proteção de Auxílios à Navegação Aérea",
      "PEZPA": "Plano Específico de Zona de Proteção de Aeródromo",
      "PZPREAH": "Plano de Zona de Proteção de Rotas Especiais de Aviões e Helicópteros"
    },
    "status": {
      "draft": "Rascunho",
      "published": "Publicado",
      "withdrawn": "Retirado"
    },
    "zones": {
      "Faixa de pista": "Faixa de pista",
      "Área de aproximação": "Área de aproximação",
      "Área de decolagem": "Área de decolagem",
      "Superfície de transição": "Superfície de transição",
      "Superfície horizontal interna": "Superfície horizontal interna",
      "Superfície cônica": "Superfície cônica",
      "Superfície horizontal externa": "Superfície horizontal externa",
      "Área de aproximação final e de decolagem (FATO)": "Área de aproximação final e de decolagem (FATO)",
      "Área de segurança": "Área de segurança",
      "Superfície de aproximação": "Superfície de aproximação",
      "Superfície de decolagem": "Superfície de decolagem",
      "Zona de proteção de VOR/DME": "Zona de proteção de VOR/DME",
      "Zona de proteção de ILS (localizador e rampa de planeio)": "Zona de proteção de ILS (localizador e rampa de planeio)",
      "Zona de proteção de NDB": "Zona de proteção de NDB",
      "Zona de proteção de radar": "Zona de proteção de radar",
      "Rota especial de aeronaves em voo visual (REA)": "Rota especial de aeronaves em voo visual (REA)",
      "Rota especial de helicópteros (REH)": "Rota especial de helicópteros (REH)",
      "Corredor visual": "Corredor visual",
      "Área de espera": "Área de espera"
    }
  },
  "tacs": {
    "title": "Termos de Ajustamento de Conduta (TAC)",
    "fields": {
      "aerodrome_name": "Aeródromo",
      "signature_date": "Data de assinatura",
      "dou_reference": "Referência no DOU",
      "icao": "ICAO",
      "type": "Tipo",
      "date": "Data",
      "validity": "Vigência",
      "state_code": "Estado",
      "municipality": "Município",
      "sample": "Exemplo",
      "status": "Situação"
    },
    "types": {
      "Fechamento": "Fechamento",
      "Regularização": "Regularização",
      "Adequação": "Adequação"
    },
    "status": {
      "draft": "Rascunho",
      "published": "Publicado",
      "withdrawn": "Retirado"
    }
  }
} satisfies SharedMessages;
