import type { pt } from './pt';

/**
 * English: the titles, column labels and enumerated values of the lists that are also exported. The browser merges
 * them into its namespaces (complaints:fields.regional, …); the server writes them as export headers.
 */
/** Typed as pt: a key missing or extra in one language fails the type check. */
export const en: typeof pt = {
  "complaints": {
    "title": "Complaints",
    "fields": {
      "regional": "Regional",
      "summary": "Complaint summary",
      "number": "Complaint no.",
      "nup": "NUP",
      "created_at": "Created on",
      "content": "Content",
      "process_type": "Process type",
      "state_code": "State",
      "municipality": "Municipality",
      "aerodrome_name": "Aerodrome / CIAD",
      "icao": "ICAO",
      "actions": "Actions",
      "aerodrome": "Aerodrome (ICAO or name)",
      "sample": "Sample"
    },
    "process_types": {
      "Denúncia": "Complaint",
      "Fiscalização": "Inspection",
      "Consulta": "Inquiry",
      "Representação": "Representation"
    }
  },
  "users": {
    "title": "Users",
    "fields": {
      "name": "Name",
      "username": "Username",
      "email": "E-mail",
      "groups": "Groups",
      "last_seen_at": "Last seen",
      "preanalysis_blocked_until": "Pre-analysis blocked until",
      "actions": "Actions"
    }
  },
  "audit": {
    "title": "Audit trail",
    "fields": {
      "id": "Id",
      "created_at": "Date and time",
      "user_id": "User (id)",
      "user_name": "User",
      "action": "Action",
      "resource": "Resource",
      "record_id": "Record",
      "changes": "Changes",
      "ip": "IP address",
      "request_id": "Request"
    },
    "actions": {
      "create": "Creation",
      "update": "Change",
      "delete": "Deletion",
      "publish": "Publication",
      "withdraw": "Withdrawal",
      "block": "Block",
      "unblock": "Unblock",
      "theme": "Theme",
      "translation": "Translation"
    },
    "resources": {
      "complaints": "Complaints",
      "users": "Users",
      "plans": "Plans",
      "tacs": "TACs",
      "documentation": "Documentation",
      "guide": "Guide",
      "roadmap": "Roadmap",
      "pages": "Pages",
      "documents": "Documents",
      "legislation": "Legislation",
      "faqs": "FAQ",
      "settings": "Settings",
      "i18n_overrides": "Translations"
    }
  },
  "logs": {
    "title": "Error logs",
    "fields": {
      "created_at": "Date and time",
      "level": "Type",
      "category": "Category",
      "message": "Message",
      "source": "Source",
      "user_id": "User",
      "context": "Context"
    },
    "level": {
      "error": "Error",
      "warning": "Warning"
    },
    "category": {
      "server": "Server",
      "mail": "E-mail",
      "browser": "Browser",
      "render": "Screen"
    }
  },
  "outbox": {
    "title": "Sent e-mails (outbox)",
    "fields": {
      "created_at": "Created at",
      "to_address": "Recipient",
      "subject": "Subject",
      "status": "Status",
      "attempts": "Attempts",
      "error": "Error",
      "sent_at": "Sent on",
      "failed_at": "Failed on"
    },
    "status": {
      "sent": "Sent",
      "failed": "Failed",
      "pending": "Queued"
    }
  },
  "plans": {
    "title": "Protection zone plans",
    "fields": {
      "aerodrome_name": "Aerodrome",
      "signature_date": "Signature date",
      "icao": "ICAO code",
      "type": "Type",
      "date": "Date",
      "ordinance": "Ordinance",
      "impacted_municipalities": "Impacted municipalities",
      "protection_zones": "Protection zones",
      "state_code": "State",
      "municipality": "Municipality",
      "sample": "Sample",
      "status": "Status"
    },
    "types": {
      "PBZPA": "Basic Aerodrome Protection Zone Plan",
      "PBZPH": "Basic Helipad Protection Zone Plan",
      "PZPANA": "Air-Navigation Aid Protection Zone Plan",
      "PEZPA": "Specific Aerodrome Protection Zone Plan",
      "PZPREAH": "Special Aircraft and Helicopter Route Protection Zone Plan"
    },
    "status": {
      "draft": "Draft",
      "published": "Published",
      "withdrawn": "Withdrawn"
    },
    "zones": {
      "Faixa de pista": "Runway strip",
      "Área de aproximação": "Approach area",
      "Área de decolagem": "Take-off area",
      "Superfície de transição": "Transitional surface",
      "Superfície horizontal interna": "Inner horizontal surface",
      "Superfície cônica": "Conical surface",
      "Superfície horizontal externa": "Outer horizontal surface",
      "Área de aproximação final e de decolagem (FATO)": "Final approach and take-off area (FATO)",
      "Área de segurança": "Safety area",
      "Superfície de aproximação": "Approach surface",
      "Superfície de decolagem": "Take-off surface",
      "Zona de proteção de VOR/DME": "VOR/DME protection zone",
      "Zona de proteção de ILS (localizador e rampa de planeio)": "ILS protection zone (localizer and glide path)",
      "Zona de proteção de NDB": "NDB protection zone",
      "Zona de proteção de radar": "Radar protection zone",
      "Rota especial de aeronaves em voo visual (REA)": "Special visual-flight aeroplane route (REA)",
      "Rota especial de helicópteros (REH)": "Special helicopter route (REH)",
      "Corredor visual": "Visual corridor",
      "Área de espera": "Holding area"
    }
  },
  "tacs": {
    "title": "Conduct Adjustment Agreements (TAC)",
    "fields": {
      "aerodrome_name": "Aerodrome",
      "signature_date": "Signature date",
      "dou_reference": "Official Gazette (DOU) reference",
      "icao": "ICAO",
      "type": "Type",
      "date": "Date",
      "validity": "Valid until",
      "state_code": "State",
      "municipality": "Municipality",
      "sample": "Sample",
      "status": "Status"
    },
    "types": {
      "Fechamento": "Closure",
      "Regularização": "Regularisation",
      "Adequação": "Adjustment"
    },
    "status": {
      "draft": "Draft",
      "published": "Published",
      "withdrawn": "Withdrawn"
    }
  }
};
