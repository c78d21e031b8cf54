/** One seeded section of the internal documentation or guide. */
export interface AdminDocSection { slug: string; title: string; body: string }

/** The seeded documentation and guide of one language, in reading order. */
export interface AdminDocs { documentation: readonly AdminDocSection[]; guide: readonly AdminDocSection[] }
