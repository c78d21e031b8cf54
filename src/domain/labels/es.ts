import type { pt } from './pt';

/**
 * Spanish: the titles, column labels and enumerated values of the lists that are also exported. The browser merges
 * them into its namespaces (complaints:fields.regional, …); the server writes them as export headers.
 */
/** Typed as pt: a key missing or extra in one language fails the type check. */
export const es: typeof pt = {
  "complaints": {
    "title": "Denuncias",
    "fields": {
      "regional": "Regional",
      "summary": "Resumen de la denuncia",
      "number": "N.º de denuncia",
      "nup": "NUP",
      "created_at": "Creada el",
      "content": "Contenido",
      "process_type": "Tipo de proceso",
      "state_code": "Estado",
      "municipality": "Municipio",
      "aerodrome_name": "Aeródromo / CIAD",
      "icao": "OACI",
      "actions": "Acciones",
      "aerodrome": "Aeródromo (OACI o nombre)",
      "sample": "Ejemplo"
    },
    "process_types": {
      "Denúncia": "Denuncia",
      "Fiscalização": "Fiscalización",
      "Consulta": "Consulta",
      "Representação": "Representación"
    }
  },
  "users": {
    "title": "Usuarios",
    "fields": {
      "name": "Nombre",
      "username": "Usuario",
      "email": "Correo",
      "groups": "Grupos",
      "last_seen_at": "Último acceso",
      "preanalysis_blocked_until": "Preanálisis bloqueado hasta",
      "actions": "Acciones"
    }
  },
  "audit": {
    "title": "Auditoría",
    "fields": {
      "id": "Id",
      "created_at": "Fecha y hora",
      "user_id": "Usuario (id)",
      "user_name": "Usuario",
      "action": "Acción",
      "resource": "Recurso",
      "record_id": "Registro",
      "changes": "Cambios",
      "ip": "Dirección IP",
      "request_id": "Solicitud"
    },
    "actions": {
      "create": "Creación",
      "update": "Modificación",
      "delete": "Eliminación",
      "publish": "Publicación",
      "withdraw": "Retirada",
      "block": "Bloqueo",
      "unblock": "Desbloqueo",
      "theme": "Tema",
      "translation": "Traducción"
    },
    "resources": {
      "complaints": "Denuncias",
      "users": "Usuarios",
      "plans": "Planes",
      "tacs": "TACs",
      "documentation": "Documentación",
      "guide": "Guía",
      "roadmap": "Hoja de ruta",
      "pages": "Páginas",
      "documents": "Documentos",
      "legislation": "Legislación",
      "faqs": "Preguntas frecuentes",
      "settings": "Configuración",
      "i18n_overrides": "Traducciones"
    }
  },
  "logs": {
    "title": "Registros de errores",
    "fields": {
      "created_at": "Fecha y hora",
      "level": "Tipo",
      "category": "Categoría",
      "message": "Mensaje",
      "source": "Origen",
      "user_id": "Usuario",
      "context": "Contexto"
    },
    "level": {
      "error": "Error",
      "warning": "Advertencia"
    },
    "category": {
      "server": "Servidor",
      "mail": "Correo",
      "browser": "Navegador",
      "render": "Pantalla"
    }
  },
  "outbox": {
    "title": "Correos enviados (outbox)",
    "fields": {
      "created_at": "Creado el",
      "to_address": "Destinatario",
      "subject": "Asunto",
      "status": "Estado",
      "attempts": "Intentos",
      "error": "Error",
      "sent_at": "Enviado el",
      "failed_at": "Falló el"
    },
    "status": {
      "sent": "Enviado",
      "failed": "Falló",
      "pending": "En cola"
    }
  },
  "plans": {
    "title": "Planes de zona de protección",
    "fields": {
      "aerodrome_name": "Aeródromo",
      "signature_date": "Fecha de firma",
      "icao": "Código OACI",
      "type": "Tipo",
      "date": "Fecha",
      "ordinance": "Ordenanza",
      "impacted_municipalities": "Municipios afectados",
      "protection_zones": "Zonas de protección",
      "state_code": "Estado",
      "municipality": "Municipio",
      "sample": "Ejemplo",
      "status": "Estado de publicación"
    },
    "types": {
      "PBZPA": "Plan Básico de Zona de Protección de Aeródromo",
      "PBZPH": "Plan Básico de Zona de Protección de Helipuerto",
      "PZPANA": "Plan de Zona de Protección de Ayudas a la Navegación Aérea",
      "PEZPA": "Plan Específico de Zona de Protección de Aeródromo",
      "PZPREAH": "Plan de Zona de Protección de Rutas Especiales de Aviones y Helicópteros"
    },
    "status": {
      "draft": "Borrador",
      "published": "Publicado",
      "withdrawn": "Retirado"
    },
    "zones": {
      "Faixa de pista": "Franja de pista",
      "Área de aproximação": "Área de aproximación",
      "Área de decolagem": "Área de despegue",
      "Superfície de transição": "Superficie de transición",
      "Superfície horizontal interna": "Superficie horizontal interna",
      "Superfície cônica": "Superficie cónica",
      "Superfície horizontal externa": "Superficie horizontal externa",
      "Área de aproximação final e de decolagem (FATO)": "Área de aproximación final y de despegue (FATO)",
      "Área de segurança": "Área de seguridad",
      "Superfície de aproximação": "Superficie de aproximación",
      "Superfície de decolagem": "Superficie de despegue",
      "Zona de proteção de VOR/DME": "Zona de protección de VOR/DME",
      "Zona de proteção de ILS (localizador e rampa de planeio)": "Zona de protección de ILS (localizador y senda de planeo)",
      "Zona de proteção de NDB": "Zona de protección de NDB",
      "Zona de proteção de radar": "Zona de protección de radar",
      "Rota especial de aeronaves em voo visual (REA)": "Ruta especial de aeronaves en vuelo visual (REA)",
      "Rota especial de helicópteros (REH)": "Ruta especial de helicópteros (REH)",
      "Corredor visual": "Corredor visual",
      "Área de espera": "Área de espera"
    }
  },
  "tacs": {
    "title": "Términos de Ajuste de Conducta (TAC)",
    "fields": {
      "aerodrome_name": "Aeródromo",
      "signature_date": "Fecha de firma",
      "dou_reference": "Referencia en el DOU",
      "icao": "OACI",
      "type": "Tipo",
      "date": "Fecha",
      "validity": "Vigencia",
      "state_code": "Estado",
      "municipality": "Municipio",
      "sample": "Ejemplo",
      "status": "Estado de publicación"
    },
    "types": {
      "Fechamento": "Cierre",
      "Regularização": "Regularización",
      "Adequação": "Adecuación"
    },
    "status": {
      "draft": "Borrador",
      "published": "Publicado",
      "withdrawn": "Retirado"
    }
  }
};
