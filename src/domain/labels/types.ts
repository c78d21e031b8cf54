/** namespace → its shared block ({ title, fields: { field: label }, <enumeration>: { value: label } }), i18next's shape. */
export type SharedMessages = Record<string, { title: string; fields: Record<string, string> } & Record<string, string | Record<string, string>>>;
