import { accessToken } from '../../providers/keycloak';

/** A failed export: the API's own (translated) problem detail when it sent one, and the HTTP status (0: no answer). */
export class ExportFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** `attachment; filename="planos-2026-11-27.csv"` (or RFC 6266's filename*=UTF-8''…) → the file name. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}

/**
 * Downloads an export of a staff list. A plain `<a href download>` cannot send the bearer token the staff exports
 * require, so the file is fetched with the signed-in user's token, then saved from a Blob through an object URL
 * under the server's own file name (Content-Disposition). The whole file is in memory once: the server streams it,
 * and the staff lists' exports are a few MB at most.
 */
export async function downloadExport(href: string): Promise<void> {
  const token = await accessToken();
  let response: Response;
  try {
    response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ExportFailure('', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string; title?: string } | null;
    throw new ExportFailure(body?.detail ?? body?.title ?? '', response.status);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? new URL(href, window.location.href).pathname.split('/').pop() ?? 'export';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download; keep the URL a moment for slow browsers, then free it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
