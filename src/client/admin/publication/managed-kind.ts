import type { z } from 'zod';
import type { ListSpec } from '../../../domain/list-spec';

/** A field of the create/edit form; state_code and municipality are drawn by the form's place fields. */
export interface FormField {
  name: string;
  kind: 'text' | 'date' | 'select' | 'multiline';
  options?: readonly string[];
  /** Upper-cased as typed (ICAO). */
  upper?: boolean;
  /** Options shown by their names in the user's language (`<resource>:types.<value>`), not as stored. */
  named?: boolean;
  maxLength?: number;
}

/** What differs between plan and TAC management: the resource, the input schema, the form and the columns. */
export interface ManagedKind {
  resource: 'plans' | 'tacs';
  /** The staff screen's Refine identifier (the registry's), whose create/edit routes open the form. */
  identifier: string;
  /** The API's list spec (filters, sorts, default sort). */
  spec: ListSpec;
  /** The server's POST body schema (the same zod object validates the form). */
  input: z.ZodObject;
  /** Fields in form order, besides state and municipality. */
  fields: readonly FormField[];
  /** Columns of the grid besides name, ICAO, status and actions (dates are formatted, `named` values translated). */
  columns: readonly { field: string; date?: boolean; width?: number; named?: boolean }[];
}
