/** Where the browser app reaches the JSON API (same origin; the server mounts every API route under it). */
export const API_URL = '/api';
