import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DECEA_URL, SYSAGA_URL } from '../../../domain/links';

/** What a text names and where it leads: a web address as written, SYSAGA, the pre-analysis and documents pages. */
const TARGETS: readonly { pattern: RegExp; href: (match: string) => string }[] = [
  { pattern: /\bhttps?:\/\/[^\s),;]+[^\s),;.]|\bwww\.[\w-]+(?:\.[\w-]+)+(?:\/[^\s),;]*[^\s),;.])?/, href: (m) => (m.startsWith('http') ? m : `https://${m}`) },
  { pattern: /\bSYSAGA\b/, href: () => SYSAGA_URL },
  { pattern: /\bDECEA\b(?= \(www)|site do DECEA|DECEA website|sitio del DECEA/, href: () => DECEA_URL },
  { pattern: /pr[ée]-?an[áa]lis[ei]s?|preanálisis|pre-analysis/i, href: () => '/preanalise' },
  { pattern: /documentos auxiliares|auxiliary documents|supporting documents/i, href: () => '/documentos' },
];

/**
 * A stored text with what it names linked (docs/decisions.md, "Text and exports"): the first mention of each target
 * in the text becomes a link — in-portal pages through the router, other sites in a new tab. Stored content stays
 * plain text that administrators edit; existing databases need no migration.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  const used = new Set<number>();
  let rest = text;
  for (;;) {
    let best: { index: number; match: string; target: number } | null = null;
    TARGETS.forEach(({ pattern }, target) => {
      if (used.has(target)) return;
      const found = pattern.exec(rest);
      if (found && (best === null || found.index < best.index)) best = { index: found.index, match: found[0], target };
    });
    if (best === null) break;
    const { index, match, target } = best as { index: number; match: string; target: number };
    used.add(target);
    const href = TARGETS[target]!.href(match);
    if (index > 0) parts.push(rest.slice(0, index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={parts.length} component={RouterLink} to={href}>
          {match}
        </Link>
      ) : (
        <Link key={parts.length} href={href} target="_blank" rel="noopener noreferrer">
          {match}
        </Link>
      ),
    );
    rest = rest.slice(index + match.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
