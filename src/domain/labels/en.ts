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
      "aerodrome": "Aerodrome (ICAO or name)"
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
      "sample": "Sample"
    },
    "types": {
      "PBZPA": "Basic Aerodrome Protection Zone Plan",
      "PBZPH": "Basic Helipad Protection Zone Plan",
      "PZPANA": "Air-Navigation Aid Protection Zone Plan",
      "PEZPA": "Specific Aerodrome Protection Zone Plan",
      "PZPREAH": "Special Aircraft and Helicopter Route Protection Zone Plan"
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
      "sample": "Sample"
    },
    "types": {
      "Fechamento": "Closure",
      "Regularização": "Regularisation",
      "Adequação": "Adjustment"
    }
  }
};
